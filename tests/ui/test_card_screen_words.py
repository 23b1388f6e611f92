"""What the card games' screens write of a sample play in French and in English (issue 38): a Mafia Story card
turned over on the table screen by its name, never its identifier (« prostituee », « drive-by »); the Narcopolis end
banner counts reputation in points."""

from __future__ import annotations

from tabletop import SAMPLES_DIR
from tabletop.games import game_core
from tabletop.games.playfile import load_play
from tabletop.i18n import speaking


def test_a_turned_card_on_the_table_screen_is_named_as_the_journal_names_it():
    from ui.table_screen.boards.mafia_story import _face_lines
    faces = [{"type": "drive-by", "family": None, "value": None}, {"type": "prostituee", "family": None,
                                                                    "value": None}]
    said = {}
    for code in ("fr", "en"):
        with speaking(code):
            said[code] = [_face_lines(face) for face in faces]
    assert said == {"fr": [("", "drive by shooting"), ("", "prostituée")],
                    "en": [("", "drive-by shooting"), ("", "prostitute")]}


def test_the_narcopolis_end_banner_counts_reputation_in_points(qapp):
    from tests.ui.test_french_ui import in_language
    from ui.games.narcopolis.view import NarcopolisView
    state = load_play(SAMPLES_DIR / "plays" / "narcopolis.ttplay.json", game_core).session.state
    with in_language(qapp, "fr"):
        french = NarcopolisView().end_reason(state)
    english = NarcopolisView().end_reason(state)
    assert french == ("La partie est terminée\u00a0: un Wiseguy a atteint 20 points de réputation et chacun a joué le "
                      "même nombre de tours.")
    assert english == ("The game is over: a Wiseguy reached 20 reputation points and everyone played the same "
                       "number of turns.")
