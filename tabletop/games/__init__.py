"""The registry of game modules' cores. Each module is registered here, explicitly, in one place.

A module's core says what it is, which files it opens and how to make a new document; the shell's
``ui/modules.py`` registry pairs each core with its Qt panel. No module registers itself by being
imported.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import PurePath
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from tabletop.games.interface import Game


@dataclass(frozen=True)
class GameModule:
    """What the shell needs to know of a module without knowing its internals."""

    id: str
    title: str
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


def game_core(module_id: str) -> "Game[Any] | None":
    """The core of a game tracked as plays (None for an unknown id or a module that is not such a game)."""
    module = _REGISTRY.get(module_id)
    return module.load_game() if module and module.load_game else None


def module_for_path(path: str) -> GameModule | None:
    """The module that opens files like ``path`` (by suffix, longest match first)."""
    name = PurePath(path).name.lower()
    candidates = [(len(s), m) for m in _REGISTRY.values() for s in m.file_suffixes if name.endswith(s)]
    return max(candidates, key=lambda c: c[0])[1] if candidates else None


register(GameModule(
    id="scenario",
    title="Peur sur la Ville — scenario maps",
    summary="City tables in centimetres: buildings, walls, doors, cars, zones, figures and civilians.",
    file_suffixes=(".geojson", ".scenario.json"),
    file_filter_name="Scenario maps",
))

register(GameModule(
    id="peur-campaign",
    title="Peur sur la Ville — campaigns",
    summary="Run a season: the gangs' accounts in the book, campaign turns over several tables, the standings and "
            "the Parrain.",
    file_suffixes=(".sqlite",),
    file_filter_name="Books",
))

register(GameModule(
    id="peur-game",
    title="Peur sur la Ville — live games",
    summary="Referee a game turn by turn: activations, shots, melee, explosives, morale, civilians, bavures; "
            "the log of decisions and dice is the saved game.",
    file_suffixes=(".ttgame.json",),
    file_filter_name="Peur sur la Ville games",
))
