"""What each seat at the table may know of a play: the log line the table sees, and the state as one player (or
the table: the laptop and the table screen while the players' phones hold the secrets) may see it.

A game whose state keeps secrets (money behind a screen, dice under a cup, a card laid face down) gives ``view``;
one whose log lines name some gives ``secret_events`` and ``table_line`` (Narcopolis's never do: a roll's line says
« hidden », the call's the dice the cup then shows). A game without any is shown whole. ``state_json`` and
``describe`` stay the referee's full account: the play file, ``tabletop replay`` and the referee's deliberate
« show » read them.
"""

from __future__ import annotations

from typing import Any, TypeVar

from tabletop.games.interface import Event, Game
from tabletop.games.session import PlaySession

S = TypeVar("S")

# What a view writes in place of a value it may not show (the phone page and the laptop print « caché »).
HIDDEN = "hidden"


def secret_events(game: object) -> frozenset[str]:
    """The event types whose referee's line names a secret (the game's ``secret_events``)."""
    return frozenset(getattr(game, "secret_events", ()))


def table_line(game: Game[S], state: S, event: Event) -> str:
    """The line the table sees for ``event`` applied to ``state``: the referee's, unless it names a secret."""
    if event.get("type") in secret_events(game):
        return game.table_line(state, event)  # type: ignore[attr-defined]
    return game.describe(state, event)


def table_lines(session: PlaySession[S]) -> list[str]:
    """Every line of a play's log as the table sees it: the referee's lines kept where they name no secret (only the
    secret events are described again, from the state kept before each, so a long play costs a few lines)."""
    lines = list(session.log_lines)
    secret = secret_events(session.game)
    for index, event in enumerate(session.events):
        if event.get("type") in secret:
            lines[index] = session.game.table_line(session.state_at(index), event)  # type: ignore[attr-defined]
    return lines


def view_for(game: Game[S], state: S, viewer: str | None) -> dict[str, Any]:
    """The state as ``viewer`` (a player's name, or None for the table) may see it: the game's ``view`` (its
    ``state_json`` with what the viewer may not see replaced by ``HIDDEN``), else the whole state."""
    view = getattr(game, "view", None)
    return view(state, viewer) if view is not None else game.state_json(state)
