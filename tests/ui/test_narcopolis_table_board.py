"""The Narcopolis table screen's side lines (ui/table_screen/boards/narcopolis.py): once the play is over, the banner
says so and no « Dernier tour » is left beside it."""

from __future__ import annotations

from pathlib import Path

from tabletop import games
from tabletop.games.narcopolis.views import public_view
from tabletop.games.playfile import load_play
from ui.table_screen.boards import narcopolis

from tests.ui.board_texts import drawn_texts

SAMPLE = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "plays" / "narcopolis.ttplay.json"


def test_a_play_over_shows_no_last_round_line(qapp) -> None:
    session = load_play(SAMPLE, games.game_core).session
    board = public_view(session.state)
    assert session.is_over() and board["last_round"]  # the round it ended in was the last
    assert "Last round" not in drawn_texts(narcopolis, board)
    board["banner"]["over"] = False  # the same round while it is played
    assert "Last round" in drawn_texts(narcopolis, board)


def test_the_event_in_force_reads_one_colon_at_most(qapp) -> None:
    """The card's text is a sentence with its own colon (« Texte perdu : l'arbitre lit la carte. »): the event's line
    puts it after a full stop, not a second colon."""
    from tests.ui.test_french_ui import in_language
    session = load_play(SAMPLE, games.game_core).session
    board = public_view(session.state)
    with in_language(qapp, "fr"):
        line = next(text for text in drawn_texts(narcopolis, board) if text.startswith("Événement"))
    assert line == f"Événement «\u00a0{board['event']['name']}\u00a0». {board['event']['text']}"
    assert line.count(":") <= 1
