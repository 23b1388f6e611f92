"""The dice roller: seeded draws reproduce, every draw is logged, real dice typed in give the same outcome."""

import pytest
from hypothesis import given, settings, strategies as st

from tabletop.games.peur_sur_la_ville.rules import Defence, Dice, DiceEntryError, Fighter, chance_outcomes, faces_of, fighter_for, shoot


def test_seeded_rolls_reproduce(rules):
    a, b = Dice.seeded(42, rules), Dice.seeded(42, rules)
    assert [a.colour("x") for _ in range(50)] == [b.colour("x") for _ in range(50)]
    assert a.log == b.log and len(a.log) == 50


def test_every_draw_lands_in_the_roll_log(rules):
    dice = Dice.seeded(7, rules)
    dice.colours(3, "tir")
    dice.fate(2, "moral")
    dice.number("d6", "initiative")
    assert [(r.die, r.purpose) for r in dice.log] == [("colour", "tir")] * 3 + [("fate", "moral")] * 2 + [
        ("d6", "initiative")]


def test_faces_follow_the_die(rules):
    dice = Dice.seeded(3, rules)
    assert set(dice.colours(200, "x")) == {"red", "blue", "yellow"}
    assert set(dice.fate(200, "x")) == {"+", "-", "blank"}
    assert set(dice.roll("d4", 200, "x")) == {"1", "2", "3", "4"}


def test_entered_faces_accept_french_names(entered):
    dice = entered("Rouge", "bleu", "J", "+", "neutre")
    assert dice.colours(3, "tir") == ("red", "blue", "yellow")
    assert dice.fate(2, "moral") == ("+", "blank")
    assert dice.physical and dice.remaining() == ()


def test_entered_face_that_does_not_fit_is_one_clear_line(entered):
    with pytest.raises(DiceEntryError) as error:
        entered("red", "+").colours(2, "tir")
    assert "die 2" in str(error.value) and "'+' is not a face" in str(error.value) and "\n" not in str(error.value)


def test_running_out_of_entered_faces_is_one_clear_line(entered):
    with pytest.raises(DiceEntryError) as error:
        entered("red").colours(2, "tir")
    assert "die 2" in str(error.value) and "was not entered" in str(error.value)


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**6), weapon=st.sampled_from(["pistolet", "fusil", "fusil-mitrailleur", "arc"]),
       cm=st.floats(0, 60), cover=st.booleans(), gang=st.sampled_from(["", "C", "E", "M", "O"]))
def test_physical_dice_give_the_same_outcome_as_the_same_faces_drawn(rules, seed, weapon, cm, cover, gang):
    shooter = fighter_for("E", rules=rules)
    target = Defence(in_cover=cover, fighter=fighter_for(gang, rules=rules) if gang else Fighter())
    virtual = Dice.seeded(seed, rules)
    drawn = shoot(weapon, cm, virtual, shooter, target, rules=rules)
    typed = Dice.from_faces(faces_of(virtual.log), rules)
    assert shoot(weapon, cm, typed, shooter, target, rules=rules) == drawn
    assert typed.log == virtual.log and typed.remaining() == ()


def test_chance_outcomes_are_explicit(rules):
    """Chance nodes list each face once with its probability; they sum to 1."""
    assert chance_outcomes("colour", rules) == [("red", 1 / 3), ("blue", 1 / 3), ("yellow", 1 / 3)]
    assert dict(chance_outcomes("fate", rules)) == {"+": 1 / 3, "-": 1 / 3, "blank": 1 / 3}
    assert sum(p for _, p in chance_outcomes("d4", rules)) == pytest.approx(1.0)
    with pytest.raises(DiceEntryError, match="unknown die"):
        chance_outcomes("d20", rules)
