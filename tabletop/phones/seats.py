"""The seats at the table: one join token a player, cut off and handed out again by the referee.

A token is 192 random bits (``secrets.token_urlsafe``), the only thing a phone holds: the join link carries it once,
the link sets it as an HttpOnly cookie, and every request after says it back. A token only ever gives its seat.
Join attempts are counted per address, so that guessing tokens from the network stops after a few tries.
"""

from __future__ import annotations

import hmac
import secrets
import threading
import time
from collections import deque
from dataclasses import dataclass, field
from typing import Callable

TOKEN_BYTES = 24  # 192 bits, URL-safe base64: 32 characters


@dataclass
class Seat:
    player: str
    token: str
    connections: int = 0  # live WebSocket connections of this seat
    ever_joined: bool = False


class Seats:
    """The registry of tokens, safe to use from the UI thread and the server's thread at once."""

    def __init__(self, players: tuple[str, ...] | list[str]):
        self._lock = threading.Lock()
        self._seats = {p: Seat(p, secrets.token_urlsafe(TOKEN_BYTES)) for p in players}

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(self._seats)

    def token(self, player: str) -> str:
        with self._lock:
            return self._seats[player].token

    def player_of(self, token: str | None) -> str | None:
        """The seat a token opens, or None. Compared in constant time: a wrong guess tells nothing of the right one."""
        if not token or len(token) > 64:
            return None
        with self._lock:
            for seat in self._seats.values():
                if hmac.compare_digest(seat.token.encode(), token.encode("utf-8", "replace")):
                    return seat.player
        return None

    def reissue(self, player: str) -> str:
        """Cut the player's phone off (its link and cookie stop working) and give the seat a new token."""
        with self._lock:
            seat = self._seats[player]
            seat.token = secrets.token_urlsafe(TOKEN_BYTES)
            seat.connections = 0
            return seat.token

    def connected(self, player: str, delta: int) -> None:
        with self._lock:
            seat = self._seats[player]
            seat.connections = max(0, seat.connections + delta)
            seat.ever_joined = seat.ever_joined or delta > 0

    def status(self) -> dict[str, int]:
        """The live connections of each seat."""
        with self._lock:
            return {p: s.connections for p, s in self._seats.items()}


@dataclass
class JoinLimiter:
    """At most ``attempts`` join attempts per address within ``window`` seconds (a right token counts too: a
    phone joins once). ``clock`` is for the tests."""

    attempts: int = 10
    window: float = 60.0
    clock: Callable[[], float] = time.monotonic
    _seen: dict[str, deque[float]] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def allow(self, address: str) -> bool:
        now = self.clock()
        with self._lock:
            times = self._seen.setdefault(address, deque())
            while times and now - times[0] > self.window:
                times.popleft()
            if len(times) >= self.attempts:
                return False
            times.append(now)
            if len(self._seen) > 4096:  # forget quiet addresses, so that a flood of them holds no memory
                for quiet in [a for a, t in self._seen.items() if not t]:
                    del self._seen[quiet]
            return True
