"""The four sample plays read in French as a referee says them, and in English (issue 38): walking their logs and
their phone pages found a count with no noun (« Cy vend 1 de réputation »), identifiers in a Mafia Story buy-back
(« pour drive-by et prostituee ») and a Narcopolis event card's text in English on a French phone."""

from __future__ import annotations

import pytest

from tabletop import SAMPLES_DIR
from tabletop.games import game_core
from tabletop.games.playfile import load_play
from tabletop.i18n import speaking
from tabletop.phones.views import play_views

PLAYS = SAMPLES_DIR / "plays"


def sample(name: str):
    return load_play(PLAYS / f"{name}.ttplay.json", game_core).session


@pytest.mark.parametrize("event, french, english", [
    ({"type": "humiliation", "player": "Cy", "points": 1}, "Cy vend 1 point de réputation (humiliation)",
     "Cy sells 1 reputation point (humiliation)"),
    ({"type": "mecenat", "player": "Cy", "points": 2}, "Cy achète 2 points de réputation (mécénat)",
     "Cy buys 2 reputation points (mécénat)"),
])
def test_a_narcopolis_reputation_bought_or_sold_is_counted_in_points(event, french, english):
    play = sample("narcopolis")
    state = play.state_at(len(play.events) - 2)
    for code, expected in (("fr", french), ("en", english)):
        with speaking(code):
            assert play.game.describe(state, event) == expected


def test_the_narcopolis_sample_log_says_its_reputation_in_points():
    with speaking("fr"):
        lines = sample("narcopolis").log_lines
    assert "Cy vend 1 point de réputation (humiliation)" in lines
    assert "Cy achète 1 point de réputation (mécénat)" in lines


def test_a_mafia_story_buy_back_names_the_cards_paid():
    play = sample("mafia-story")
    event = {"type": "buy_back", "player": "Ana", "cards": ["drive-by", "prostituee"]}
    lines = {}
    for code in ("fr", "en"):
        with speaking(code):
            lines[code] = play.game.move_label(play.state_at(0), event)
    assert lines == {"fr": "Ana rachète un pion transport pour drive by shooting et prostituée",
                     "en": "Ana buys back a transport pawn for drive-by shooting and prostitute"}


def test_a_narcopolis_event_card_reads_in_the_phones_language():
    play = sample("narcopolis")
    views = play_views(play)
    assert views.public(language="fr")["event"]["text"] == "Texte perdu\u00a0: l'arbitre lit la carte."
    assert views.public(language="en")["event"]["text"] == "Text lost: the referee reads the card."


def test_the_mafia_story_sample_log_opens_a_reveal_with_a_capital_and_says_a_token_neutralised_by_its_owner():
    """« Carla neutralise le jeton guerre de Carla » named her twice; « la carte en D3 est révélée » opened the line
    in lower case."""
    lines = {}
    for code in ("fr", "en"):
        with speaking(code):
            lines[code] = sample("mafia-story").log_lines
    # The token by the rulebook's name, « jeton guerre des gangs »: it read « jeton guerre ».
    assert "Carla neutralise son propre jeton guerre des gangs" in lines["fr"]
    assert "Carla neutralises their own gang-war token" in lines["en"]
    assert "Bruno neutralise le jeton encaissement d'Ana" in lines["fr"]
    assert any(line.startswith("La carte en D3 est révélée\u00a0: vert 7\u00a0; ") for line in lines["fr"])
    assert any(line.startswith("The card at D3 is revealed: vert 7; ") for line in lines["en"])


def test_a_camorra_attacker_and_defender_name_their_own_caporegime_as_theirs():
    """The sample read « Carla envoie Protecteur de Carla (Pausilippe) au duel », naming her twice."""
    lines = {}
    for code in ("fr", "en"):
        with speaking(code):
            lines[code] = sample("camorra").log_lines
    assert "Carla envoie son Protecteur (Pausilippe) au duel" in lines["fr"]
    assert "Carla sends their Protecteur (Pausilippe) to the duel" in lines["en"]
    assert not [line for line in lines["fr"] if " de Carla (Pausilippe) au duel" in line]
    # The attacker's Caporegime is his own too: « Caïd d'Ana (Avvocata) » after « Ana pose » named her twice.
    assert "Ana pose une carte Attaque\u00a0: son Caïd (Avvocata) attaque Pausilippe de Carla" in lines["fr"]
    assert "Ana lays Attaque: their Caïd (Avvocata) attacks Pausilippe of Carla" in lines["en"]
