"""The registry of game modules' cores. Each module is registered here, explicitly, in one place.

A module's core says what it is, which files it opens and how to make a new document; the shell's
``ui/modules.py`` registry pairs each core with its Qt panel. No module registers itself by being
imported.
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from pathlib import PurePath
from typing import TYPE_CHECKING, Any, Callable

from tabletop.i18n import N_, _

if TYPE_CHECKING:
    from tabletop.games.interface import Game


@dataclass(frozen=True)
class GameModule:
    """What the shell needs to know of a module without knowing its internals."""

    id: str
    title: str  # untranslated, marked with N_ and translated where shown (tabletop.i18n)
    summary: str
    file_suffixes: tuple[str, ...] = ()
    file_filter_name: str = ""  # e.g. "Scenario maps"; shown in the Open dialog
    # The game's core (``tabletop.games.interface.Game``) for games tracked as plays; a function, so that the
    # registry names every game without importing any of them.
    load_game: Callable[[], "Game[Any]"] | None = None


_REGISTRY: dict[str, GameModule] = {}


def register(module: GameModule) -> None:
    if module.id in _REGISTRY:
        raise ValueError(f"game module '{module.id}' is registered twice")
    _REGISTRY[module.id] = module


def modules() -> list[GameModule]:
    """The registered modules in registration order."""
    return list(_REGISTRY.values())


def get(module_id: str) -> GameModule:
    return _REGISTRY[module_id]


def card_game(module_id: str, title: str, package: str, summary: str) -> GameModule:
    """A card game tracked as plays (``.ttplay.json`` files, which name their game): its core is ``package``'s
    ``load_game()``, imported when a play is first opened or started."""
    return GameModule(id=module_id, title=title, summary=summary, file_suffixes=(".ttplay.json",),
                      file_filter_name=N_("Card-game plays"), load_game=lambda: import_module(package).load_game())


# The game the book records Peur sur la Ville's live games and campaigns under (a proper name in both languages).
PEUR_BOOK_GAME = "peur-sur-la-ville"


def game_title(game_id: str) -> str:
    """A game the book names by its id (a play's ``game``) as the referee reads it: a card game's title, « Peur sur
    la Ville » for the live games and campaigns, a game of another app's book as it is written."""
    if game_id == PEUR_BOOK_GAME:
        return "Peur sur la Ville"
    module = _REGISTRY.get(game_id)
    return _(module.title) if module is not None else game_id


def game_core(module_id: str) -> "Game[Any] | None":
    """The core of a game tracked as plays (None for an unknown id or a module that is not such a game)."""
    module = _REGISTRY.get(module_id)
    return module.load_game() if module and module.load_game else None


def module_for_path(path: str) -> GameModule | None:
    """The module that opens files like ``path``: by suffix, longest match first; a play file (``.ttplay.json``,
    shared by every card game) goes to the game it names, or to the first card game when it names none we know,
    whose opening then reports the problem."""
    from tabletop.games.playfile import FILE_SUFFIX, peek_game  # the play layer needs the registry first

    name = PurePath(path).name.lower()
    candidates = [(len(s), m) for m in _REGISTRY.values() for s in m.file_suffixes if name.endswith(s)]
    if not candidates:
        return None
    if name.endswith(FILE_SUFFIX):
        named = _REGISTRY.get(peek_game(path) or "")
        if named is not None and FILE_SUFFIX in named.file_suffixes:
            return named
    return max(candidates, key=lambda c: c[0])[1]


register(GameModule(
    id="scenario",
    title=N_("Peur sur la Ville — scenario maps"),
    summary=N_("City tables in centimetres: buildings, walls, doors, cars, zones, figures and civilians."),
    file_suffixes=(".geojson", ".scenario.json"),
    file_filter_name=N_("Scenario maps"),
))

register(GameModule(
    id="peur-campaign",
    title=N_("Peur sur la Ville — campaigns"),
    summary=N_("Run a season: the gangs' accounts in the book, campaign turns over several tables, the standings and "
               "the Parrain."),
))

register(GameModule(
    id="peur-game",
    title=N_("Peur sur la Ville — live games"),
    summary=N_("Referee a game turn by turn: activations, shots, melee, explosives, morale, civilians, bavures; "
               "the log of decisions and dice is the saved game."),
    file_suffixes=(".ttgame.json",),
    file_filter_name=N_("Peur sur la Ville games"),
))

# The card games, tracked as plays: id, title, core package and summary, in the order the home page shows them.
CARD_GAMES = (
    ("camorra", N_("Camorra"), "tabletop.games.camorra",
     N_("Card game, 3 to 5 players: Caporegimes, quartiers and municipalities of Naples; the tracker keeps the "
        "table, works out every combat and the final count.")),
    ("narcopolis", N_("Narcopolis"), "tabletop.games.narcopolis",
     N_("Money, reputation and businesses on the map, jobs, influence, event cards, bluff-dice combat with "
        "hidden rolls, and Furi for two players.")),
    ("mafia-story", N_("Mafia Story"), "tabletop.games.mafia_story",
     N_("The city grid of face-down cards, tokens bet and chased, the reveal and its nine scoring rules, teams "
        "at 4 players, the end at 30 points or 6 cards.")),
    ("gangster-paradise", N_("Gangster Paradise"), "tabletop.games.gangster_paradise",
     N_("Negotiation and economy, 2 to 5 clans over 8 turns of 5 phases: deliveries, the black-market auction, "
        "resale, recruitment, laundering and salaries; each clan's notes kept behind its screen.")),
)
for _card_game in CARD_GAMES:
    register(card_game(*_card_game))

register(GameModule(
    id="book",
    title=N_("The book"),
    summary=N_("Every finished play, the players, their statistics and the campaigns' ledgers, kept across game nights "
               "in a file on this laptop or in a club's shared database."),
))
