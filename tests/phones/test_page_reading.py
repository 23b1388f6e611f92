"""A card game's phone page reads as a player at the table reads the game (issues 38 and 39): a Mafia Story card in
one line as the journal names it, a place in the city by its cell (« D4 »), numbers with the language's minus
sign, a Caporegime or a tally in one line, and no field with nothing in it. The texts are worked out from the
sample plays' views and the page's words as ``page.js`` does (``page_render``)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from tabletop import SAMPLES_DIR
from tabletop.games.session import PlaySession
from tabletop.i18n import speaking
from tabletop.phones.page_text import page_words
from tabletop.phones.sessions import open_session
from tabletop.phones.views import play_views
from tests.phones.page_render import page_texts

GAMES = ("camorra", "mafia-story", "gangster-paradise", "narcopolis")
CELL = re.compile(r"^[A-Z]\d+$")


_OPENED: dict[str, PlaySession] = {}


@pytest.fixture(scope="module", autouse=True)
def _samples_opened_once() -> Iterator[None]:
    """Each sample play is opened (read and replayed) once for this file's tests, which only read it, and let go
    after them: opened again for each page read, it was most of the file's CPU."""
    yield
    _OPENED.clear()


def _sample(game: str) -> PlaySession:
    if game not in _OPENED:
        _OPENED[game] = open_session(str(SAMPLES_DIR / "plays" / f"{game}.ttplay.json"))
    return _OPENED[game]


def _shown(game: str, language: str, index: int | None = None) -> list[str]:
    session = _sample(game)
    state = session.state if index is None else session.state_at(index)
    views = play_views(session)
    return page_texts(page_words(language, game), views.view(session.setup.players[0], state, language))


@pytest.mark.parametrize("language, police, minus", [("fr", "police verte \u22128", "\u2212"),
                                                     ("en", "police vert -8", "-")])
def test_a_mafia_story_card_is_one_line_as_the_journal_names_it(language, police, minus):
    """Each card was three rows, « Type : territoire », « Famille : vert », « Valeur : 5 »."""
    shown = _shown("mafia-story", language)
    assert "Type" not in shown and ("Valeur" if language == "fr" else "Value") not in shown
    assert "vert 5" in shown  # Ana's pile on the right
    assert police in shown  # Carla's on the left: the police card's name and its value
    special, drive_by = ("activité spéciale rouge 10", "drive by shooting") if language == "fr" else \
        ("special activity rouge 10", "drive-by shooting")
    assert f"vert 7, rouge 6, rouge 7, {special}, {drive_by}, bleu 6" in shown  # Bruno's, a line
    assert f"rouge 2 {'pour' if language == 'fr' else 'for'} {minus}2" in " ".join(shown)  # Ana's reveal


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_last_reveal_reads_as_the_journals_sentences(language):
    from tabletop.games.mafia_story.game import reveal_line

    session = _sample("mafia-story")
    with speaking(language):
        lines = [reveal_line(record) for record in session.state.last_reveal]
    shown = _shown("mafia-story", language)
    start = shown.index("Dernière révélation" if language == "fr" else "Last reveal")
    assert len(lines) == 3 and shown[start + 1:start + 4] == lines


@pytest.mark.parametrize("language, label", [("fr", "Place dans la ville"), ("en", "Place in the city")])
def test_a_place_in_the_city_is_its_cells_name(language, label):
    """« Place dans la ville : 21 » was an index where the referee and the board say « D4 »."""
    for index in (16, 52, None):  # a token chased from its card, and the end of the play
        assert label not in _shown("mafia-story", language, index)
    chased = _shown("mafia-story", language, 16)
    came = chased.index("Depuis" if language == "fr" else "From")
    assert CELL.match(chased[came + 1])
    covers = _shown("mafia-story", language)
    on = covers.index("Cartes posées sur un territoire" if language == "fr" else "Cards laid on a territory")
    assert covers[on + 1:on + 3] == (["E6", "carte de Carla (bleu)"] if language == "fr" else
                                     ["E6", "Carla's card (bleu)"])


@pytest.mark.parametrize("language, minus", [("fr", "\u2212"), ("en", "-")])
def test_a_score_is_written_with_the_languages_minus_sign(language, minus):
    shown = _shown("mafia-story", language)
    players = shown[shown.index("Joueurs" if language == "fr" else "Players"):]
    scores = [players[i + 1] for i, t in enumerate(players) if t == "Score"]
    assert scores == [f"{minus}5", "33", f"{minus}4"]  # Ana's, Bruno's, Carla's
    if language == "fr":
        assert not [t for t in shown if re.search(r"-\d", t)]
    assert page_words(language)["number"] == ({"minus": "\u2212", "decimal": ","} if language == "fr" else
                                              {"minus": "-", "decimal": "."})


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("game", GAMES)
def test_a_phone_page_leaves_out_the_fields_with_nothing_in_them(game, language):
    """Each player's block repeated « Équipe : — », « Pion utilisé : ✘ », « Combat : — »…"""
    shown = _shown(game, language)
    assert "—" not in shown and "✘" not in shown
    for mid in (0.3, 0.6):
        session = _sample(game)
        assert "—" not in _shown(game, language, round(len(session.events) * mid))


@pytest.mark.parametrize("language, goods", [("fr", "Marchandises"), ("en", "Goods")])
def test_a_tally_is_one_line_without_its_zeros(language, goods):
    """A Gangster Paradise clan's members and goods were a row a name, « Boss : 0 » among them. The members are
    named as their cards print them, in either language."""
    shown = _shown("gangster-paradise", language)
    clans = shown[shown.index("Clans"):]
    romain = clans[clans.index("Romain"):clans.index("Pierre")]
    assert romain[romain.index("Membres" if language == "fr" else "Members") + 1] == \
        "Soldat\u00a0×5, Commerçant\u00a0×3, Capitaine\u00a0×3"  # no « Bras droit : 0 », « Boss : 0 »
    assert romain[romain.index(goods) + 1] == "drogue\u00a0×4"
    assert not [t for t in shown if "×0" in t]


@pytest.mark.parametrize("language, said", [("fr", "{player} offre {amount}"), ("en", "{player} bids {amount}")])
def test_a_bid_reads_as_the_log_says_it(language, said):
    """A Gangster Paradise bid read « Ana, 5 », a player and a number glued by the page."""
    import random

    from tabletop import games
    from tabletop.games.playthrough import random_playthrough
    from tabletop.games.session import PlaySetup

    game = games.game_core("gangster-paradise")
    session = random_playthrough(game, PlaySetup("gangster-paradise", ("Ana", "Bob", "Cy"), seed=3),
                                 random.Random(3), max_events=600, check_replay=False).session
    state = next(s for s in map(session.state_at, range(len(session.events) + 1))
                 if s.auction is not None and s.auction.bids)
    shown = page_texts(page_words(language, "gangster-paradise"), play_views(session).view("Ana", state, language))
    bids = shown.index("Enchères" if language == "fr" else "Bids")
    seat, amount = state.auction.bids[0]
    player = state.clans[seat].player
    assert shown[bids + 1] == said.format(player=player, amount=amount) and f"{player}, {amount}" not in shown


@pytest.mark.parametrize("language, said", [
    ("fr", "Pour l'instant, rien de ce qui est à vous n'est caché\u00a0: tout est sur la table."),
    ("en", "Nothing of yours is hidden at the moment: all of it is on the table.")])
def test_a_players_own_box_with_nothing_hidden_says_so(language, said):
    """A Narcopolis player out of a combat (no Rôle card in play) had a box « À vous seul » with nothing in it."""
    assert _shown("narcopolis", language)[0] == said
    assert said not in _shown("gangster-paradise", language)  # his bills are there
