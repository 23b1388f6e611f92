"""The book's worked examples: income read off a board, dice read highest first, and the Booki/Killah bluff."""

import pytest

from tabletop.games.narcopolis.combat import (CombatError, READINGS, check_announce, is_bluff, is_reading,
                                              read_dice, roll_outcomes, settle)
from tabletop.games.narcopolis.costs import attack_price, gap_allowed, humiliation_points, mecenat_points
from tabletop.games.narcopolis.income import income_lines, line_income, turn_income
from tabletop.games.narcopolis.rules import load_rules

BOOKI_KILLAH = [{"by": "Booki", "dice": [4, 2, 1], "announce": 531},
                {"by": "Killah", "dice": [5, 4, 4], "announce": 544},
                {"by": "Booki", "dice": [5, 4, 1], "announce": 621}]


def test_the_books_income_example_is_16():
    """« La recette d'un tour est la somme des recettes les plus élevées des Business (ici 8+4+2+2 = 16M$) »,
    on the figure's board: ARMES 2 8 / BORDELS 2 4 / CASINOS 2 / DROGUES 2."""
    table = {"armes": [2, 8], "bordels": [2, 4], "casinos": [2], "drogues": [2]}
    built = {"armes": 2, "bordels": 2, "casinos": 1, "drogues": 1}
    assert income_lines(table, built) == {"armes": 8, "bordels": 4, "casinos": 2, "drogues": 2}
    assert turn_income(table, built, 5, rente=10, rente_at=1) == 16


def test_only_the_highest_number_of_a_line_counts_and_an_empty_line_pays_nothing():
    """« Seul le nombre le plus élevé de chaque ligne de Business est pris en compte »."""
    assert line_income([2, 4, 6, 10, 14, 18], 4) == 10
    assert line_income([2, 4, 6], 0) == 0
    with pytest.raises(ValueError):
        line_income([2, 4], 3)


def test_miss_t_first_column_and_the_generic_table():
    """« RECETTES BORDELS 4 CASINOS 2 ARMES 2 DROGUES 2 » (Miss T); « ARMES 2 4 6 10 14 18 » (generic); the
    drogues line pays 2 for the first drug business, as both printed boards say (« DROGUES 2 »)."""
    rules = load_rules()
    one_each = {k: 1 for k in ("armes", "bordels", "casinos", "drogues")}
    assert sum(income_lines(rules.character("Miss T").income, one_each).values()) == 10
    booki = rules.character("booki").income
    assert booki["armes"] == (2, 4, 6, 10, 14, 18) and booki["drogues"] == (2, 4, 6, 8, 10, 14)
    assert income_lines(booki, {"armes": 6, "casinos": 6, "bordels": 6, "drogues": 6}) == \
        {"armes": 18, "bordels": 14, "casinos": 14, "drogues": 14}


def test_the_rente_at_one_reputation():
    """« Si tu es à 1 point de Réputation tu gagnes une rente de 10M$ par tour »."""
    table = {"armes": [2], "bordels": [2], "casinos": [2], "drogues": [2]}
    assert turn_income(table, {"armes": 1}, 1, rente=10, rente_at=1) == 12
    assert turn_income(table, {"armes": 1}, 2, rente=10, rente_at=1) == 2


def test_dice_read_highest_first():
    """« par exemple 4, 1 et 6 valent 641 … 111 est le score le plus petit et 666 le plus élevé »."""
    assert read_dice([4, 1, 6]) == 641
    assert READINGS[0] == 111 and READINGS[-1] == 666 and len(READINGS) == 56
    assert is_reading(641) and not is_reading(146) and not is_reading(710) and not is_reading(True)
    assert abs(sum(p for _, p in roll_outcomes()) - 1) < 1e-12
    assert dict(roll_outcomes())[(6, 6, 6)] == pytest.approx(1 / 216)
    assert dict(roll_outcomes())[(6, 4, 1)] == pytest.approx(6 / 216)
    for bad in ([0, 1, 2], [1, 2], [7, 1, 1], "641"):
        with pytest.raises(CombatError):
            read_dice(bad)
    # dice not all picked yet (the pickers send the faces picked) are said so, in the referee's words
    for partial, said in (([], "no die has a face"), ([3], "1 of the three dice has a face"),
                          ([3, 1], "2 of the three dice have a face")):
        with pytest.raises(CombatError, match=f"^{said}: pick a face for each die$"):
            read_dice(partial)


def test_booki_bluffs_on_621_and_killah_wins():
    """« Il a fait 421 mais annonce 531 … Elle a fait 544 et annonce 544 … Il fait 541 mais annonce 621 …
    Killah lui dit qu'il bluffe … Il avait bien bluffé, il a donc perdu »."""
    result = settle("Booki", "Killah", BOOKI_KILLAH, "Killah")
    assert result.scores == (421, 544, 541) and result.bluff and result.winner == "Killah"


def test_a_true_announcement_wins_when_called():
    """« Si tu as bluffé, tu perds, sinon, tu gagnes »."""
    exchanges = BOOKI_KILLAH[:2]
    result = settle("Booki", "Killah", exchanges, "Booki")
    assert not result.bluff and result.winner == "Killah"


def test_announcements_must_rise_and_be_rollable():
    """« un résultat au-dessus de ce que tu avais précédemment annoncé »."""
    with pytest.raises(CombatError, match="exchange 2: 531 is not above the previous announcement 531"):
        settle("Booki", "Killah", [BOOKI_KILLAH[0], {"by": "Killah", "dice": [5, 4, 4], "announce": 531}], "Booki")
    with pytest.raises(CombatError, match="exchange 1: 456 cannot be rolled"):
        settle("Booki", "Killah", [{"by": "Booki", "dice": [4, 2, 1], "announce": 456}], "Killah")
    with pytest.raises(CombatError, match="exchange 2: by 'Booki'"):
        settle("Booki", "Killah", [BOOKI_KILLAH[0], {**BOOKI_KILLAH[1], "by": "Booki"}], "Killah")
    with pytest.raises(CombatError, match="exchange 1: 2 of the three dice have a face"):
        settle("Booki", "Killah", [{"by": "Booki", "dice": [4, 2], "announce": 421}], "Killah")
    with pytest.raises(CombatError, match="who called the bluff"):
        settle("Booki", "Killah", BOOKI_KILLAH, "Booki")
    check_announce(666, 665)


def test_under_announcing_is_a_bluff_unless_advanced_rule_3():
    """« si tu obtiens 632 mais annonces 621, ce n'est pas un bluff » (version avancée, point 3)."""
    assert is_bluff([6, 3, 2], 621)
    assert not is_bluff([6, 3, 2], 621, under_announce_is_bluff=False)
    assert is_bluff([6, 3, 2], 641, under_announce_is_bluff=False)


def test_prices_and_limits_as_numbers():
    """« Attaquer : 3M$ par Business », « Mécénat (+1): 20M$ … plus … lorsque tu as 16 points », « Humiliation
    (jusqu'à 2max/tour) », and advanced rule 2's gap of two levels."""
    assert attack_price(2, 3) == 6
    assert mecenat_points(14, 100, 20, 16) == 2 and mecenat_points(5, 59, 20, 16) == 2
    assert mecenat_points(16, 500, 20, 16) == 0
    assert humiliation_points(5, 0, most_a_turn=2, floor=1, locked=False) == 2
    assert humiliation_points(2, 0, most_a_turn=2, floor=1, locked=False) == 1
    assert humiliation_points(9, 2, most_a_turn=2, floor=1, locked=False) == 0
    assert humiliation_points(25, 0, most_a_turn=2, floor=1, locked=True) == 0
    built = {"armes": 2, "bordels": 0, "casinos": 1, "drogues": 1}
    assert gap_allowed(built, ["bordels"], 2) and not gap_allowed(built, ["armes"], 2)
    assert gap_allowed(built, ["armes"], 0)


@pytest.mark.parametrize("dice, french, english", [
    ([7, 1, 2], "les dés donnent 7, 1, 2, et non trois faces de 1 à 6",
     "the dice read 7, 1, 2, not three faces from 1 to 6"),
    ("412", "les dés donnent «\u00a0412\u00a0», et non trois faces de 1 à 6",
     "the dice read '412', not three faces from 1 to 6"),
])
def test_dice_that_are_not_three_faces_are_said_as_the_language_writes_them(dice, french, english) -> None:
    """The faces read, never Python's list (« [7, 1, 2] n'est pas trois faces 1-6 »)."""
    from tabletop.i18n import speaking

    for code, said in (("fr", french), ("en", english)):
        with speaking(code), pytest.raises(CombatError) as refused:
            read_dice(dice)
        assert str(refused.value) == said
