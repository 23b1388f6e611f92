"""The city's reasons are said in the language in use, whatever the language of the table that wrote them into
the game file: the sample game, made in English, reads in French in French."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop import i18n
from tabletop.games.peur_sur_la_ville.play import GameSession, load_game
from tabletop.games.peur_sur_la_ville.play.reasons import reason_shown

SAMPLE_GAME = Path(__file__).resolve().parents[4] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language(None)


@pytest.mark.parametrize("written, french_words", [
    ("flees 9 cm from the shots", "s'éloigne de 9 cm des tirs"),
    ("runs 4 cm toward the shooting", "court 4 cm vers la fusillade"),
    ("drives 12.5 cm", "roule de 12,5 cm"),
    ("marches 15 cm, then attacks Flic 3, Skin 1", "défile sur 15 cm, puis attaque Flic 3, Skin 1"),
])
def test_a_reason_written_in_english_is_said_in_french_and_back(french, written, french_words):
    assert reason_shown(written) == french_words
    i18n.set_language("en")
    assert reason_shown(french_words) == written


def test_a_reason_the_referee_typed_is_shown_as_written(french):
    assert reason_shown("hides behind the van") == "hides behind the van"


def test_the_english_sample_game_tells_the_citys_moves_in_french(french):
    played = load_game(SAMPLE_GAME)
    lines = [line for line in GameSession(played.setup, played.events).log_lines if "Passant" in line]
    assert lines and all("from the shots" not in line and "flees" not in line for line in lines)
    assert not any("passerby" in line for line in lines)  # the civilians named in French, not by their ids
    assert any("s'éloigne de 9 cm des tirs" in line for line in lines)
