"""The final score sheet in the referee's words (issue 38): ranks as the book writes them (« 1er », « 2e »), a
negative score written with the minus sign the app writes every negative number with (« −5 » in French), and Gangster
Paradise's columns named for the notes they count (« Billets rouges », not « Rouge »), in French and English."""

from __future__ import annotations

import pytest

from tests.ui.test_french_ui import in_language
from tabletop.games.gangster_paradise.ranking import ClanScore, rank_clans
from tabletop.games.interface import PlayerResult, Ranking
from tabletop.games.mafia_story.ending import Standing, ranking
from ui.games.tracker.score_sheet import ScoreSheet


@pytest.fixture(params=["fr", "en"])
def speaking(request: pytest.FixtureRequest, qapp):
    with in_language(qapp, request.param):
        yield request.param


def _rows(sheet: ScoreSheet) -> list[list[str]]:
    table = sheet.table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    return [headers] + [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def test_a_mafia_story_score_below_zero_has_its_minus_sign(speaking: str, qtbot) -> None:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.show_ranking(ranking([Standing("Ana", 12, 3, 1), Standing("Bruno", -5, 1, 2)],
                               {"player_target": 30, "team_target": 50}))
    rows = _rows(sheet)
    expected = {"fr": ["2e", "Bruno", "\u22125", "\u22125", "1", "2"],
                "en": ["2nd", "Bruno", "-5", "-5", "1", "2"]}[speaking]
    assert rows[2] == expected
    assert "-" not in "".join(rows[2]) or speaking == "en"


def test_gangster_paradise_columns_name_the_notes_they_count(speaking: str, qtbot) -> None:
    sheet = ScoreSheet()
    qtbot.addWidget(sheet)
    sheet.show_ranking(rank_clans([ClanScore("Pierre", 40, 5, 12), ClanScore("Ana", 31, 6, 3)]))
    rows = _rows(sheet)
    assert rows[0] == {"fr": ["Rang", "Joueur", "Score", "Billets blancs", "Membres", "Billets rouges"],
                       "en": ["Rank", "Player", "Score", "White bills", "Members", "Red bills"]}[speaking]
    assert rows[1] == [{"fr": "1er", "en": "1st"}[speaking], "Pierre", "40", "40", "5", "12"]


def test_a_player_out_of_the_game_is_said_so_whoever_he_is(qtbot, qapp) -> None:
    """« Ana (hors jeu) »: « éliminé » would agree with the player, whose gender the sheet does not know."""
    with in_language(qapp, "fr"):
        sheet = ScoreSheet()
        qtbot.addWidget(sheet)
        sheet.show_ranking(Ranking((PlayerResult("Carla", 1, 13), PlayerResult("Ana", 2, 0, eliminated=True)),
                                   "score", "Carla est en tête"))
        assert _rows(sheet)[2][:2] == ["2e", "Ana (hors jeu)"]
