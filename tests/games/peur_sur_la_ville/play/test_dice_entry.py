"""Physical dice and virtual dice agree: the faces a seeded roll drew, typed in by hand, give the same event and the
same state; missing faces name the die wanted."""

import dataclasses

import pytest

from tabletop.i18n import set_language
from tabletop.games.peur_sur_la_ville.rules import Dice, DiceEntryError
from tabletop.games.peur_sur_la_ville.play import (EndActivation, EndTurn, GameSession, Move, StartGame, resolve_activation,
                                      resolve_fight, resolve_initiative, resolve_shot, resolve_start_turn,
                                      resolve_throw, with_morale_destination)

from tests.games.peur_sur_la_ville.play.conftest import DEPLOY


def _faces(dice: Dice) -> list[str]:
    return [roll.face for roll in dice.log]


@pytest.fixture
def close_quarters(setup):
    """Turn 1, the Police activated, the flic 6.5 cm from the skin."""
    g = GameSession(setup)
    g.apply(StartGame(DEPLOY))
    g.apply(g.resolve(resolve_start_turn, dice=[]))
    g.apply(g.resolve(resolve_initiative, dice=["1", "6"]))
    g.apply(g.resolve(resolve_activation, "F", ("skin",), dice=[]))
    g.apply(Move("skin", ((57.0, 23.0), (27.0, 23.0)), actions=2))
    g.apply(EndActivation())
    g.apply(g.resolve(resolve_activation, "A", ("officer", "flic"), leader="officer", dice=[]))
    # « chaque figurine exécute à tour de rôle la totalité de ses actions »: the officer, then the flic.
    g.apply(Move("officer", ((3.0, 18.0), (18.0, 18.0))))
    g.apply(Move("flic", ((3.0, 23.0), (18.0, 23.0))))
    return g


@pytest.mark.parametrize("seed", range(6))
def test_a_shot_entered_by_hand_is_the_shot_drawn(close_quarters, seed):
    g = close_quarters
    drawn = Dice.seeded(seed)
    virtual = resolve_shot(g.setup, g.state, "flic", "skin", drawn)
    physical = g.resolve(resolve_shot, "flic", "skin", dice=_faces(drawn))
    assert physical == virtual
    assert len(virtual.shot_faces) == 2 and virtual.band == "short"  # pistol at 6.5 cm: 2 dice
    twin = GameSession(g.setup, g.events)
    g.apply(virtual)
    twin.apply(physical)
    assert g.state == twin.state and g.log_lines == twin.log_lines


def _skins_turn(g):
    """Turn 2, the Skins first, the skin activated 6.5 cm from the flic."""
    g.apply(EndActivation())
    g.apply(EndTurn())
    g.apply(g.resolve(resolve_start_turn, dice=[]))
    g.apply(g.resolve(resolve_initiative, dice=["1", "6"]))
    g.apply(g.resolve(resolve_activation, "F", ("skin",), dice=[]))
    return g


@pytest.mark.parametrize("seed", range(4))
def test_a_fight_entered_by_hand_is_the_fight_drawn(close_quarters, seed):
    g = _skins_turn(close_quarters)
    g.apply(Move("skin", ((27.0, 23.0), (18.0 + 2.52, 23.0))))
    drawn = Dice.seeded(seed)
    virtual = resolve_fight(g.setup, g.state, "skin", "flic", drawn)
    assert virtual == g.resolve(resolve_fight, "skin", "flic", dice=_faces(drawn))
    before = g.state.figures["flic"].wounds
    g.apply(virtual)
    assert g.state.figures["flic"].wounds >= before


@pytest.mark.parametrize("seed", range(4))
def test_a_grenade_entered_by_hand_is_the_grenade_drawn(close_quarters, seed):
    g = _skins_turn(close_quarters)
    drawn = Dice.seeded(seed)
    virtual = resolve_throw(g.setup, g.state, "skin", "grenade-frag", 18.0, 23.0, drawn)
    assert virtual == g.resolve(resolve_throw, "skin", "grenade-frag", 18.0, 23.0, dice=_faces(drawn))
    assert virtual.stopped_by == "flic" and "flic" in [c.figure for c in virtual.caught]
    g.apply(virtual)
    assert g.state.figures["skin"].units("grenade-frag") == 0 and g.state.shots[-1].shooter == "skin"


def test_missing_faces_name_the_die_wanted(close_quarters):
    g = close_quarters
    with pytest.raises(DiceEntryError, match=r"die 3 \(Colour die, the save\) was not entered"):
        g.resolve(resolve_shot, "flic", "skin", dice=["red", "red"])
    with pytest.raises(DiceEntryError, match=r"'green' is not a face of this die \(red, blue, yellow\)"):
        g.resolve(resolve_shot, "flic", "skin", dice=["green"])
    # The referee's aliases: rouge, jaune, moins.
    shot = g.resolve(resolve_shot, "flic", "skin", dice=["rouge", "bleu", "jaune", "moins"])
    assert shot.shot_faces == ("red", "blue") and shot.hits[0].faces == ("yellow",)
    assert shot.hits[0].morale.faces == ("-",)


def test_the_referee_moves_a_morale_destination(close_quarters):
    g = close_quarters
    shot = g.resolve(resolve_shot, "flic", "skin", dice=["red", "blue", "yellow", "-"])
    suggested = shot.hits[0].morale.destination
    assert suggested is not None
    dragged = with_morale_destination(shot, "skin", (31.0, 25.0))
    assert dragged.hits[0].morale.destination == (31.0, 25.0) and dragged.hits[0].faces == shot.hits[0].faces
    g.apply(dragged)
    skin = g.state.figures["skin"]
    assert (skin.x, skin.y) == (31.0, 25.0) and skin.wounds == 1
    kept = dataclasses.replace(shot)
    assert with_morale_destination(kept, "nobody", (0.0, 0.0)) == kept


def test_a_die_and_its_faces_are_named_in_the_language_in_use(close_quarters):
    """Issue 38: the rule data's label (« Dé de couleur ») was said in English too, and a refused face listed the
    faces' identifiers (« red, blue, yellow ») in French; the faces entered keep their identifiers."""
    g = close_quarters
    set_language("fr")
    try:
        with pytest.raises(DiceEntryError, match=r"\(Dé de couleur, .*\(rouge, bleu, jaune\)"):
            g.resolve(resolve_shot, "flic", "skin", dice=["vert"])
        shot = g.resolve(resolve_shot, "flic", "skin", dice=["rouge", "bleu", "jaune", "moins"])
        assert shot.shot_faces == ("red", "blue")
    finally:
        set_language(None)
