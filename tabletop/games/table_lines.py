"""The log as the table sees it: the laptop and the table screen while the players' phones hold the secrets.

A game whose referee's log line (``Game.describe``) names a secret (the red a clan launders behind its screen, the
Armement card a fighter keeps) lists those event types in ``secret_events`` and says the table's line with
``table_line``. ``describe`` stays the referee's full account: the play file's replay and the referee's deliberate
« show » read it. What a state shows each player is ``tabletop.phones.views``'s.
"""

from __future__ import annotations

from typing import TypeVar

from tabletop.games.interface import Event, Game
from tabletop.games.session import PlaySession, referee_line

S = TypeVar("S")


def secret_events(game: object) -> frozenset[str]:
    """The event types whose referee's line names a secret (the game's ``secret_events``)."""
    return frozenset(getattr(game, "secret_events", ()))


def table_line(game: Game[S], state: S, event: Event) -> str:
    """The line the table sees for ``event`` applied to ``state``: the referee's, unless it names a secret."""
    if event.get("type") in secret_events(game):
        return game.table_line(state, event)  # type: ignore[attr-defined]
    return referee_line(game, state, event)


def table_lines(session: PlaySession[S]) -> list[str]:
    """Every line of a play's log as the table sees it: the referee's lines where they name no secret, the secret
    events described from the state kept before each (their referee's lines are not written for it)."""
    secret = secret_events(session.game)
    return [session.game.table_line(session.state_at(index), event)  # type: ignore[attr-defined]
            if event.get("type") in secret else session.log_line(index)
            for index, event in enumerate(session.events)]
