"""A saved play or game opened for the phones: a card-game play (``.ttplay.json``) or a live game of Peur sur la
Ville (``.ttgame.json``), told by its suffix, replayed to its last event."""

from __future__ import annotations

from typing import Any

from tabletop.games.playfile import FILE_SUFFIX as PLAY_SUFFIX
from tabletop.i18n import _


class OpenError(Exception):
    """The file cannot be served: one line for the referee."""


def open_session(path: str) -> Any:
    """The session of a saved play or game, replayed. A file refused raises its ``FileProblems`` (a command says each
    problem after one line counting them); one that cannot be read, OpenError."""
    from tabletop import games
    from tabletop.games.peur_sur_la_ville.play.gamefile import load_game
    from tabletop.games.playfile import load_play

    try:
        if path.lower().endswith(PLAY_SUFFIX):
            return load_play(path, games.game_core).session
        return load_game(path)
    except OSError as exc:
        raise OpenError(_("cannot read {path}: {reason}").format(path=path, reason=exc.strerror)) from None
