"""The chance outcomes that are dice, in the four card games (``tabletop.games.chance_dice``): over random plays,
at every state waiting on chance, the outcomes of a kind the game names in ``dice_fields`` are entered face by face
(every outcome made by its faces in any order is the outcome as listed), the others stay a list (cards drawn, the
Caporegime dying « au hasard », a roll under a real cup), and a die without its face is refused in one line."""

from __future__ import annotations

import random

import pytest

from tabletop.games import game_core
from tabletop.games.chance_dice import DiceAsked, dice_asked, dice_fields, holds_faces
from tabletop.games.interface import GameError, PlaySetup
from tabletop.games.moves import offers
from tabletop.games.session import PlaySession

# What each game's chance is, read in its rule code: the kinds entered face by face, and those that stay a list.
DICE = {"camorra": {"combat_die", "recruit_die"}, "narcopolis": {"roll", "furi_die"},
        "mafia-story": set(), "gangster-paradise": set()}
LISTED = {"camorra": {"recruit_loss"}, "narcopolis": {"event", "roll"}, "mafia-story": {"card"},
          "gangster-paradise": {"secondary"}}
SETUPS = {"camorra": ("Ana", "Bob", "Cy"), "narcopolis": ("Ana", "Bob"), "mafia-story": ("Ana", "Bob", "Cy"),
          "gangster-paradise": ("Ana", "Bob", "Cy")}


def refusal(game, state, event) -> str:
    with pytest.raises(GameError) as refused:
        game.apply(state, event)
    return str(refused.value)


@pytest.mark.parametrize("game_id", sorted(DICE))
def test_every_chance_is_dice_where_it_is_dice_and_a_list_elsewhere(game_id: str):
    """Random plays (chance drawn by its probabilities): at every state waiting on chance, the laptop's entry, and
    what each player's phone offers (the Narcopolis roll is its roller's: the faces of his dice, never 56 lines)."""
    game = game_core(game_id)
    fields = dice_fields(game)
    picked, listed = set(), set()
    for seed in range(4):
        options = {"variant": "furi" if seed % 2 else "classic"} if game_id == "narcopolis" else {}
        session = PlaySession(game, PlaySetup(game_id, SETUPS[game_id], seed=seed, options=options))
        rng = random.Random(seed)
        while not session.is_over() and len(session.events) < 1500:
            outcomes = game.chance(session.state)
            if outcomes is None:
                session.apply(rng.choice(session.legal_events()))
                continue
            legal = session.legal_events()
            dice, others = dice_asked(game, legal)
            assert sorted(map(repr, [e for asked in dice for e in asked.events] + others)) == sorted(map(repr, legal))
            for asked in dice:
                picked.add(asked.kind)
                check_dice(game, session.state, asked)
            listed |= {e["type"] for e in others}
            assert not [e for e in others if holds_faces(e.get(fields.get(e["type"], "")))]
            for player in session.setup.players:
                for offer in offers(session, player):
                    assert not holds_faces(offer["event"].get(fields.get(offer["event"]["type"], ""))), offer
            session.apply(rng.choices([o.event for o in outcomes], weights=[o.probability for o in outcomes])[0])
    assert picked == DICE[game_id], picked
    assert listed == LISTED[game_id], listed


def check_dice(game, state, asked: DiceAsked) -> None:
    # one die: its six faces; three: their 56 readings, the order of the dice not mattering
    assert asked.count in (1, 3) and len(asked.events) == (6 if asked.count == 1 else 56)
    for event in asked.events:
        assert asked.event(list(reversed(asked.faces_of(event)))) == event
    missing = refusal(game, state, asked.event([None] * asked.count))
    assert "\n" not in missing and missing in ("the die has no face: pick its face",
                                               "no die has a face: pick a face for each die")


def test_the_roll_under_the_cup_is_dice_beside_the_real_cup():
    """« Chaque joueur lance ses dés sous son gobelet »: the 56 readings are entered face by face; the roll under
    a real cup, which names no face, stays one outcome of its own."""
    session = PlaySession(game_core("narcopolis"), PlaySetup("narcopolis", ("Ana", "Bob"), seed=3,
                                                             options={"variant": "classic"}))
    session.apply({"type": "event", "card": session.state.event_deck[0]})
    while session.state.combat is None:
        attack = [e for e in session.legal_events() if e["type"] == "attack"]
        session.apply(attack[0] if attack else
                      next(e for e in session.legal_events() if e["type"] in ("income", "move", "end_turn")))
    dice, others = dice_asked(session.game, session.legal_events())
    assert len(dice) == 1 and dice[0].count == 3 and len(dice[0].events) == 56
    assert others == [{"type": "roll", "dice": None}]
    assert dice[0].event([4, 5, 5]) == {"type": "roll", "dice": [5, 5, 4]}  # the outcome as the game lists it
    assert dice[0].event([5, None, 4]) == {"type": "roll", "dice": [5, 4]}
    assert refusal(session.game, session.state, dice[0].event([5, None, 4])) == \
        "2 of the three dice have a face: pick a face for each die"
