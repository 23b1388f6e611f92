"""Plays for the Gangster Paradise tests: a set-up with known secondary productions and black market, and a
plain policy that walks the play to a given stage (nobody trades, the opener bids 0 and the others pass)."""

from __future__ import annotations

from typing import Any, Callable

from tabletop.games.gangster_paradise.game import GangsterParadise
from tabletop.games.interface import PlaySetup
from tabletop.games.session import PlaySession

GAME = GangsterParadise()
PLAYERS = ("Ana", "Bruno", "Camille")  # Hernandez (drogue), Mutombo (bijoux), Giordano (armes)
# Ana draws bijoux, so Bruno (bijoux) draws next, without drogue; he draws armes, so Camille draws next.
SECONDARIES = [("Ana", "bijoux"), ("Bruno", "armes"), ("Camille", "drogue")]


def setup(players: tuple[str, ...] = PLAYERS, **settings: Any) -> PlaySetup:
    return PlaySetup("gangster-paradise", players, seed=3, settings={**GAME.default_settings(), **settings})


def started(players: tuple[str, ...] = PLAYERS, market: tuple[str, ...] = ("armes", "drogue"),
            **settings: Any) -> PlaySession:
    """A play past the set-up: the secondaries drawn, the black market revealed, turn 1's delivery next."""
    session = PlaySession(GAME, setup(players, **settings))
    for clan, good in SECONDARIES[:len(players)]:
        session.apply({"type": "secondary", "clan": clan, "good": good})
    while session.state.stage == "secondary":  # fewer players: the rest drawn as the chance offers
        session.apply(GAME.legal_events(session.state)[0])
    for good in market[:len(players) - 1]:
        session.apply({"type": "reveal", "good": good})
    return session


def plain_event(session: PlaySession) -> dict[str, Any]:
    """What a quiet table does now."""
    state = session.state
    legal = session.legal_events()
    if state.stage == "delivery":
        return {"type": "deliver", "secondary_soldiers": 0}
    if state.stage == "market" and state.taker is None:
        return {"type": "pass"} if state.auction.bids else {"type": "bid", "amount": 0}
    if state.stage in ("resale", "recruitment"):
        return {"type": "done"}
    if state.stage == "laundering":
        return [e for e in legal if e["type"] == "launder"][-1]
    return legal[0]


def walk(session: PlaySession, until: Callable[[PlaySession], bool], limit: int = 2000) -> PlaySession:
    """Apply the plain policy until ``until`` holds."""
    for _ in range(limit):
        if until(session):
            return session
        session.apply(plain_event(session))
    raise AssertionError(f"never reached the stage wanted: {session.state_json()['stage']}")


def at(stage: str, player: str | None = None, turn: int | None = None) -> Callable[[PlaySession], bool]:
    def reached(session: PlaySession) -> bool:
        s = session.state_json()
        return (s["stage"] == stage and (player is None or s["active"] == player)
                and (turn is None or s["turn"] == turn))
    return reached


def clan(session: PlaySession, name: str) -> dict[str, Any]:
    return session.state_json()["clans"][name]
