"""The phone page writes a view's values in words, by the phone's language: a figure's state and a weapon's, a
Rôle card, a character, a Mafia Story pile, never the game's identifier."""

from __future__ import annotations

import re

import pytest

from tabletop import SAMPLES_DIR
from tabletop.phones.page_text import page_words
from tabletop.phones.views import game_views

SNAKE = re.compile(r"^[a-z0-9]+(_[a-z0-9]+)+$")


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_gangs_figures_read_their_state_and_weapons_in_words(language):
    from tabletop.games.peur_sur_la_ville.play.gamefile import load_game

    session = load_game(SAMPLES_DIR / "games" / "bank-job.ttgame.json")
    views = game_views(session)
    values = page_words(language, views.game)["values"]
    seen = set()
    for index in range(len(session.events) + 1):
        state = session.state_at(index)
        for player in views.players:
            for figure in views.private(player, state)["figures"].values():
                seen.add(figure["state"])
                seen.update(figure.get("weapons", {}).values())
    assert "to_reload" in seen
    written = {values.get(value, value) for value in seen}
    assert not [word for word in written if SNAKE.match(word)]
    if language == "fr":
        assert values["to_reload"] == "à recharger" and values["standing"] == "debout"


@pytest.mark.parametrize("language, role", [("fr", "Infiltré"), ("en", "Infiltré")])
def test_a_narcopolis_role_and_character_read_as_the_cards_print_them(language, role):
    values = page_words(language, "narcopolis")["values"]
    assert values["infiltre"] == role and values["miss-t"] == "Miss T"


def test_mafia_story_piles_are_in_the_phones_language():
    assert page_words("fr", "mafia-story")["values"]["left"] == "gauche"
    assert page_words("en", "mafia-story")["values"]["right"] == "right"
