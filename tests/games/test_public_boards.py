"""Each card game's public board (``tabletop.games.public_board``: what its table screen draws and the players'
phones share) never holds a secret. Over random playthroughs, at every state: the board is plain JSON; the same
state with every secret changed (a face-down card's identity, the notes behind a screen, an exécutant held, a role,
the dice under the cup, a token's or a cover's kind) gives the very same board; and no key of a secret's name is
anywhere in it."""

from __future__ import annotations

import json
import random
from dataclasses import replace
from typing import Any, Callable

import pytest

from tabletop.games import game_core
from tabletop.games.interface import PlaySetup
from tabletop.games.mafia_story import Card
from tabletop.games.mafia_story.deal import seeded_city
from tabletop.games.playthrough import random_playthrough
from tabletop.games.public_board import NoPublicBoard, public_board


def _keys(value: Any) -> set[str]:
    """Every key of every object in ``value``, at any depth (walked with a stack: a set made and joined for each
    value of a board was a tenth of the test)."""
    keys: set[str] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            keys.update(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return keys


# --- each game's secrets, changed in a copy of the state: True when there was one to change ------------------------
def _camorra_twin(state: Any) -> tuple[Any, bool]:
    twin = state.copy()
    changed = False
    for capo in twin.capos.values():
        if capo.paralysed_until is not None:  # « face verso »
            capo.kind = "maniaque" if capo.kind != "maniaque" else "caid"
            changed = True
    return twin, changed


def _mafia_twin(state: Any) -> tuple[Any, bool]:
    twin = state.copy()
    changed = False
    for index, cell in enumerate(twin.cells):
        if cell.present and cell.card is None:
            twin.cells[index] = replace(cell, dealt=Card("drive-by") if cell.dealt != Card("drive-by")
                                        else Card("prostituee"))
            changed = True
        if cell.cover is not None:
            flipped = "police" if cell.cover.kind == "speciale" else "speciale"
            twin.cells[index] = replace(twin.cells[index], cover=replace(cell.cover, kind=flipped))
            changed = True
    twin.tokens = [replace(t, kind="guerre" if t.kind == "encaissement" else "encaissement") for t in twin.tokens]
    changed = changed or bool(twin.tokens)
    for seat, player in enumerate(twin.players):
        hand = tuple("guerre" if k == "encaissement" else "encaissement" for k in player.prevention)
        twin.players[seat] = replace(player, prevention=hand, peeked=frozenset(range(len(twin.cells))))
    twin.unseen = {card: count + 1 for card, count in twin.unseen.items()}
    return twin, changed


def _narcopolis_twin(state: Any) -> tuple[Any, bool]:
    twin = state.clone()
    changed = False
    for player in twin.players:
        if player.role is not None:
            player.role = "infiltre" if player.role == "gangsta" else "gangsta"
            changed = True
        player.furi_cards = list(reversed(player.furi_cards)) + ["a card nobody saw"]
    if twin.combat is not None:
        for exchange in twin.combat.exchanges:
            exchange.dice = [6, 6, 6, 6, 6] if exchange.dice != [6, 6, 6, 6, 6] else [1, 1, 1, 1, 1]
            changed = True
    twin.event_deck = list(reversed(twin.event_deck)) + ["an event still face down"]
    return twin, changed


def _gangster_twin(state: Any) -> tuple[Any, bool]:
    twin = state.copy()
    kinds = [k.name for k in state.rules.executant_kinds]
    changed = False
    for clan in twin.clans:
        clan.red += 17
        clan.white += 5
        if clan.executants:
            clan.executants = [kinds[(kinds.index(k) + 1) % len(kinds)] for k in clan.executants]
            changed = True
    twin.executant_deck = {kinds[0]: sum(twin.executant_deck.values())}
    twin.reserve_red += 100
    twin.reserve_white += 100
    if twin.market_deck:
        twin.market_deck = {next(iter(sorted(twin.market_deck))): sum(twin.market_deck.values())}
    return twin, True if changed else bool(twin.clans)


def _mafia_setup(names: tuple[str, ...], seed: int) -> PlaySetup:
    families = list(game_core("mafia-story").rules.families[:len(names)])
    options = {"city": seeded_city(game_core("mafia-story").rules, families, None, seed)} if seed % 2 else {}
    return PlaySetup("mafia-story", names, seed=seed, options=options)


def _narcopolis_setup(names: tuple[str, ...], seed: int) -> PlaySetup:
    if len(names) == 2:
        return PlaySetup("narcopolis", names, seed=seed, options={"variant": "furi" if seed % 2 else "classic"})
    return PlaySetup("narcopolis", names, seed=seed, options={"modules": ["roles", "armement"]} if seed % 2 else {})


GAMES: dict[str, tuple[Callable[[Any], tuple[Any, bool]], Callable[[tuple[str, ...], int], PlaySetup],
                       tuple[int, ...], set[str]]] = {
    "camorra": (_camorra_twin, lambda names, seed: PlaySetup("camorra", names, seed=seed), (3, 5),
                {"hand_cards", "pool", "paralysed_kind"}),
    "mafia-story": (_mafia_twin, _mafia_setup, (2, 4), {"dealt", "kind", "peeked", "prevention", "unseen"}),
    "narcopolis": (_narcopolis_twin, _narcopolis_setup, (2, 4), {"role", "dice", "furi_cards", "event_deck",
                                                                  "money"}),
    "gangster-paradise": (_gangster_twin, lambda names, seed: PlaySetup("gangster-paradise", names, seed=seed),
                          (2, 4), {"red", "white", "private", "executants", "reserve_red", "reserve_white"}),
}


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_public_board_never_holds_a_secret_over_random_plays(game_id):
    make_twin, make_setup, counts, secret_keys = GAMES[game_id]
    game = game_core(game_id)
    states = twins = 0
    for players in counts:
        names = tuple(f"J{i}" for i in range(players))
        for seed in range(2):
            play = random_playthrough(game, make_setup(names, seed), random.Random(seed), max_events=3000,
                                      check_replay=False)
            session = play.session
            for index in range(play.events + 1):
                state = session.state_at(index)
                board = public_board(game, state)
                if index % 5 == 0 or index == play.events:  # its shape changes little from one step to the next
                    assert json.loads(json.dumps(board)) == board, "not plain JSON"
                    assert board["game"] == game_id
                    assert not _keys(board) & secret_keys, f"{game_id}: a secret's key {_keys(board) & secret_keys}"
                twin, changed = make_twin(state)
                if changed:
                    assert public_board(game, twin) == board, f"{game_id}, event {index}: a secret shows"
                    twins += 1
                states += 1
            assert board["banner"]["over"] == play.over
    # The test looks at states where there was a secret to change (it can fail).
    assert twins >= 20, f"{game_id}: only {twins} of {states} states had a secret to change"


def test_a_face_down_mafia_card_is_a_back_and_a_turned_one_its_face():
    game = game_core("mafia-story")
    play = random_playthrough(game, _mafia_setup(("A", "B", "C"), 1), random.Random(1), check_replay=False)
    seen = {"back": 0, "face": 0}
    for index in range(len(play.session.events) + 1):
        state = play.session.state_at(index)
        board = public_board(game, state)
        for cell, shown in zip(state.cells, board["cells"]):
            if not cell.present:
                continue
            if cell.card is None:
                assert shown["face"] is None
                seen["back"] += 1
            else:
                assert shown["face"] == cell.card.to_json()
                seen["face"] += 1
            if cell.cover is not None:
                assert shown["cover"] == {"owner": cell.cover.owner, "family": cell.cover.family}
    assert seen["back"] and seen["face"]


def test_a_paralysed_caporegime_lies_face_down_on_the_board():
    game = game_core("camorra")
    play = random_playthrough(game, PlaySetup("camorra", ("A", "B", "C"), seed=4), random.Random(4),
                              check_replay=False)
    found = 0
    for index in range(len(play.session.events) + 1):
        state = play.session.state_at(index)
        board = public_board(game, state)
        guards = {(p["name"], t["name"]): t["guards"] for p in board["players"] for t in p["terrains"]}
        for capo in state.capos.values():
            shown = guards[(capo.owner, capo.terrain)]
            if capo.paralysed_until is not None:
                assert {"face_down": True, "owner": capo.owner} in shown
                found += 1
        assert sum(len(g) for g in guards.values()) == len(state.capos)
    assert found


def test_the_banner_says_who_decides_and_game_over_in_french():
    from tabletop import i18n

    game = game_core("gangster-paradise")
    play = random_playthrough(game, PlaySetup("gangster-paradise", ("Ana", "Bob"), seed=2), random.Random(2),
                              check_replay=False)
    i18n.set_language("fr")
    try:
        mid = public_board(game, play.session.state_at(len(play.session.events) // 2))["banner"]
        end = public_board(game, play.session.state)["banner"]
    finally:
        i18n.set_language(None)
    assert mid["text"].startswith("Tour ") and not mid["over"]
    assert end == {**end, "over": True, "deciding": None, "text": "Partie terminée"}


def test_a_game_without_a_board_says_so():
    class Other:
        id, title = "toy", "Toy"

    with pytest.raises(NoPublicBoard, match="Toy"):
        public_board(Other(), None)
