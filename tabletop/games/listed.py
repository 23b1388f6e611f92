"""The legal events a game last listed, kept with the state they were listed for: the referee's forms (and a random
playthrough) list a state's events and then apply one of them, and apply checks the event against the same list;
listing them again was a sixth of a Camorra or Mafia Story event. A play's states are never changed once made (each
event changes a copy), so the same state object has the same events."""

from __future__ import annotations

from typing import Any, Generic, TypeVar

from tabletop.games.interface import Event

S = TypeVar("S")


class LastListed(Generic[S]):
    """One game's last list. Kept as copies of the events handed out, so that a caller changing an event it was
    handed (a form filling in a field) changes nothing here; one list, for the last state only (a game core is
    shared by every play: another play's listing replaces it, and its apply then lists its own again)."""

    def __init__(self) -> None:
        self._last: tuple[Any, list[Event]] | None = None

    def keep(self, state: S, events: list[Event]) -> list[Event]:
        """Remember ``events`` as ``state``'s and hand them on."""
        self._last = (state, [dict(e) for e in events])
        return events

    def of(self, state: S) -> list[Event] | None:
        """The events last listed for this very ``state`` object, or None."""
        last = self._last
        return last[1] if last is not None and last[0] is state else None
