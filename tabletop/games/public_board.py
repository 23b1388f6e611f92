"""The public board of a card game: what everyone at the table may see, as plain JSON-able data.

Each card game has a ``public_view(state, ...)`` in ``tabletop/games/<game>/views.py``; ``public_board`` finds it by
the game's id. This is where a secret is filtered: the board never holds a face-down card's identity, a clan's notes
behind its screen, a role, a token's kind before the reveal, the dice under the cup. Whatever draws the board (the
table screen, a player's phone) draws only what it is handed, and may hand it on as it is.

Every board is a dict with the game's id under ``game``, the ``banner`` (``banner`` below) and the game's own keys,
documented in its module. Texts meant to be read (the banner, a phase) are in the core's language already; names
and identifiers (players, quartiers, card kinds) are as the rule data and the players wrote them.
"""

from __future__ import annotations

import importlib
from typing import Any

from tabletop.games.interface import Game
from tabletop.i18n import _

# game id -> the module holding its ``public_view``
PUBLIC_VIEWS = {
    "camorra": "tabletop.games.camorra.views",
    "mafia-story": "tabletop.games.mafia_story.views",
    "narcopolis": "tabletop.games.narcopolis.views",
    "gangster-paradise": "tabletop.games.gangster_paradise.views",
}


class NoPublicBoard(LookupError):
    """The game has no public board (it is not a card game tracked as plays)."""


def has_public_board(game_id: str) -> bool:
    return game_id in PUBLIC_VIEWS


def public_board(game: Game[Any], state: Any) -> dict[str, Any]:
    """The public board of ``state`` in ``game`` (a registered card game's core)."""
    module = PUBLIC_VIEWS.get(game.id)
    if module is None:
        raise NoPublicBoard(_("{game} has no table screen of its own").format(game=game.title))
    return importlib.import_module(module).public_view(state, game)


def banner(turn: str, phase: str, deciding: str | None, over: bool) -> dict[str, Any]:
    """The banner's data and its line: the turn, the phase and who decides now, or « Game over ». ``deciding`` is a
    player's name, "chance" while the table rolls a die or turns a card, or None."""
    if over:
        text = _("Game over")
    elif deciding == "chance":
        text = _("{turn} · {phase} · the table rolls a die or turns a card").format(turn=turn, phase=phase)
    elif deciding:
        text = _("{turn} · {phase} · {player} decides").format(turn=turn, phase=phase, player=deciding)
    else:
        text = _("{turn} · {phase}").format(turn=turn, phase=phase)
    return {"turn": turn, "phase": phase, "deciding": None if over else deciding, "over": over, "text": text}
