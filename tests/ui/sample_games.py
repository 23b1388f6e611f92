"""The sample games the table screen's tests open, replayed once a process and handed out as copies: a replay of
the bank job costs about 0.07 s of CPU, a copy of it a third of that, and each test still gets a session of its own to
play on (the copy shares nothing with the one replayed, nor with another test's)."""

from __future__ import annotations

import pickle
from functools import cache
from pathlib import Path

from tabletop.games.peur_sur_la_ville.play import load_game
from tabletop.games.peur_sur_la_ville.play.session import GameSession


@cache
def _replayed(path: Path) -> bytes:
    return pickle.dumps(load_game(path))


def loaded_game(path: Path) -> GameSession:
    """What ``load_game(path)`` answers, as a session no other caller holds."""
    return pickle.loads(_replayed(path))
