"""Every text a player's phone page shows is words in the phone's language (issues 38 and 39): over random
playthroughs of the card games and the sample game of Peur sur la Ville, the page's texts (worked out from each
seat's view and the page's words as ``page.js`` does) hold no ``snake_case`` identifier, no id such as
« Ana:caid » or « s1-01 », and in French none of the English words the views' identifiers were."""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator

import pytest

from tabletop import SAMPLES_DIR, games
from tabletop.games.playthrough import random_playthrough
from tabletop.games.session import PlaySession, PlaySetup
from tabletop.phones.page_text import page_words
from tabletop.phones.views import game_views, play_views
from tests.phones.page_render import capo as capo_name
from tests.phones.page_render import page_texts

SNAKE = re.compile(r"\b[a-z0-9]+(?:_[a-z0-9]+)+\b")
IDS = re.compile(r"\w+:[a-z]+(?::\d+)?\b|\b[a-z0-9]+-\d+\b")
# The English identifiers the views held, as a French page must never show them.
ENGLISH = re.compile(r"^(?:classic|turn|kinds|blocked|map|modules|variant|events revealed|attacker|defender|steal|"
                     r"take|loaded|secondary|delivery|market|resale|recruitment|laundering|trim|announce|respond|"
                     r"roll|reveal|attack|implant|buy|play|nothing|die|left|right|red|green|blue|white|"
                     r"text|price|bids|taker|speaker|passed|kind|type|value|pile|team|points)$")
PLAYERS = ("Ana", "Bob", "Chloé", "Dan")


def _problems(texts: list[str], language: str) -> set[str]:
    bad = {t for t in texts if SNAKE.search(t) or IDS.search(t)}
    if language == "fr":
        bad |= {t for t in texts for part in t.split(", ") if ENGLISH.match(part)}
    return bad


Plays = Callable[[str], tuple[PlaySession, ...]]


@pytest.fixture(scope="module")
def playthroughs() -> Iterator[Plays]:
    """The random plays of a game both languages' pages are read over, played once for this file's tests (which
    only read them) and let go after them."""
    played: dict[str, tuple[PlaySession, ...]] = {}

    def of(game_id: str) -> tuple[PlaySession, ...]:
        if game_id not in played:
            game = games.game_core(game_id)
            plays = []
            for seed, count in ((1, 2), (2, 3), (3, 4)):
                setup = PlaySetup(game_id, PLAYERS[:count], seed=seed)
                if game.setup_problems(setup):
                    continue  # Camorra is played by 3 to 5
                plays.append(random_playthrough(game, setup, random.Random(seed), max_events=400,
                                                check_replay=False).session)
            played[game_id] = tuple(plays)
        return played[game_id]

    yield of


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("game_id", ["gangster-paradise", "narcopolis", "mafia-story", "camorra"])
def test_a_card_games_page_shows_words_in_the_phones_language(playthroughs: Plays, game_id: str, language: str) -> None:
    words = page_words(language, game_id)
    bad: set[str] = set()
    shown = 0
    for session in playthroughs(game_id):
        views = play_views(session)
        for index in range(0, len(session.events) + 1, 5):
            state = session.state_at(index)
            for player in views.players:
                # the view in the phone's language, as the server asks for it
                texts = page_texts(words, views.view(player, state, language))
                shown += len(texts)
                bad |= _problems(texts, language)
    assert shown > 1000
    assert sorted(bad) == []


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_peur_sur_la_ville_page_shows_words_in_the_phones_language(language):
    from tabletop.games.peur_sur_la_ville.play.gamefile import load_game

    session = load_game(SAMPLES_DIR / "games" / "bank-job.ttgame.json")
    views = game_views(session)
    words = page_words(language, views.game)
    bad: set[str] = set()
    for index in range(len(session.events) + 1):
        for player in views.players:
            bad |= _problems(page_texts(words, views.view(player, session.state_at(index), language)), language)
    assert sorted(bad) == []


def test_a_figure_is_named_in_the_phones_language_whatever_the_laptops():
    """A French phone read « Flic 3 of the Police »: the names were made in the laptop's language, not the
    phone's."""
    from tabletop.games.peur_sur_la_ville.play.gamefile import load_game
    from tabletop.i18n import speaking

    session = load_game(SAMPLES_DIR / "games" / "bank-job.ttgame.json")
    views = game_views(session)
    police = next(p for p in views.players if "Police" in p)
    for laptop in ("en", "fr"):
        with speaking(laptop):
            french = views.view(police, language="fr")["private"]["figures"]
            english = views.view(police, language="en")["private"]["figures"]
        assert "Flic 3 de la Police" in french and "Flic 3 of the Police" not in french
        assert "Flic 3 of the Police" in english
        assert views.view(police, language="fr")["public"] == views.view(police, language="fr")["public"]


def test_the_gang_in_activation_is_named_in_the_phones_language():
    """The activation in progress read « gang : Skins », the view's key as it is."""
    from tabletop.games.peur_sur_la_ville.play.gamefile import load_game

    session = load_game(SAMPLES_DIR / "games" / "bank-job.ttgame.json")
    views = game_views(session)
    state = next(s for s in map(session.state_at, range(len(session.events) + 1)) if s.activation is not None)
    for language, label in (("fr", "Bande"), ("en", "Gang")):
        shown = page_texts(page_words(language, views.game), views.view(views.players[0], state, language))
        assert label in shown and "gang" not in shown


def test_a_camorra_caporegime_reads_as_its_kind_and_owner():
    words = page_words("fr", "camorra")
    assert page_texts(words, {"private": {}, "public": {"guard": "Ana:caid:2"}})[-2:] == ["guard",
                                                                                        "Caïd n°\u00a02 (Ana)"]
    english = page_words("en", "camorra")
    assert page_texts(english, {"private": {}, "public": {"x": "Bob:sournois"}})[-1] == "Sournois of Bob"


def _played(game_id: str, players: tuple[str, ...], until) -> tuple:
    """A seeded random play of ``game_id`` and its first state where ``until(state)`` holds."""
    game = games.game_core(game_id)
    session = random_playthrough(game, PlaySetup(game_id, players, seed=4), random.Random(4), max_events=300,
                                 check_replay=False).session
    index = next(i for i in range(len(session.events) + 1) if until(session.state_at(i)))
    return play_views(session), session.state_at(index)


def test_a_narcopolis_event_card_is_named_once_by_its_printed_name():
    """The event revealed read « Carte : Scénario 1 — carte 2 » then « Nom : Scénario 1 — carte 2 »: its id was
    sent beside its name, labelled « Carte », and the page wrote the id as the name."""
    views, state = _played("narcopolis", PLAYERS[:3], lambda s: s.events_revealed)
    card = next(c for c in state.rules.events_classic if c.id == state.events_revealed[-1])
    for language in ("fr", "en"):
        shown = page_texts(page_words(language, "narcopolis"), views.view("Ana", state, language))
        event = shown[shown.index("Évènement" if language == "fr" else "Event"):]
        assert shown.count(card.name) == 1
        assert event[1:3] == (["Nom", card.name] if language == "fr" else ["Name", card.name])
        assert "Carte" not in shown and "Card" not in shown


def test_a_camorra_caporegime_is_one_line_its_card_beside_its_terrain():
    """A Caporegime read « Carte : Caïd (Ana) » and « Genre : Caïd »: its id under « Carte », its kind again; then
    two rows, « Caporegime : Caïd (Ana) » over « Terrain : Vicaria », fifteen times « Caporegime » on the page."""
    views, state = _played("camorra", PLAYERS[:3], lambda s: True)
    words = page_words("fr", "camorra")
    shown = page_texts(words, views.view("Ana", state, "fr"))
    assert "Caporegime" not in shown and "Carte" not in shown and "Genre" not in shown
    assert shown.count("Caïd (Ana)") == 1
    capos = [capo for player in PLAYERS[:3] for capo in state.capos_of(player)]
    assert len(capos) == 15
    for capo in capos:
        name = capo_name(words, capo.id)
        assert shown.count(name) == 1 and shown[shown.index(name) + 1] == capo.terrain
