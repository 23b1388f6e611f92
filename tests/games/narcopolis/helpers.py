"""Driving a Narcopolis play in tests: a session, whole turns, rounds opened with the next event card."""

from __future__ import annotations

from typing import Any

from tabletop.games.interface import Event, PlaySetup
from tabletop.games.narcopolis import Narcopolis
from tabletop.games.session import PlaySession

GAME = Narcopolis()


def new_play(players: tuple[str, ...] = ("Ana", "Bob", "Cy"), seed: int = 1, **options: Any) -> PlaySession:
    return PlaySession(GAME, PlaySetup("narcopolis", players, seed=seed, options=options))


def state(session: PlaySession) -> dict[str, Any]:
    return session.state_json()


def player(session: PlaySession, name: str) -> dict[str, Any]:
    return session.state_json()["players"][name]


def play(session: PlaySession, *events: Event) -> None:
    for event in events:
        session.apply(event)


def open_round(session: PlaySession, card: str | None = None) -> None:
    """Reveal ``card`` (default: the next of the deck in its order) to start a round."""
    assert session.state.phase == "event", session.state.phase
    session.apply({"type": "event", "card": card or session.state.event_deck[0]})


def turn(session: PlaySession, *events: Event) -> None:
    """A whole turn of the player to move: income, ``events``, end of turn."""
    play(session, {"type": "income"}, *events, {"type": "end_turn"})


def pass_turns(session: PlaySession, count: int) -> None:
    for _ in range(count):
        turn(session)


def combat(session: PlaySession, *steps: tuple[list[int], int]) -> None:
    """Rolls and announcements in turn, each answered by « take » but the last; the last is left to be answered."""
    for index, (dice, announce) in enumerate(steps):
        if index:
            session.apply({"type": "take"})
        play(session, {"type": "roll", "dice": dice}, {"type": "announce", "value": announce})


def booki_attacks_killah(*modules: str, **options: Any) -> PlaySession:
    """Round 2: Killah's pawn left MH1, and Booki (22 M$) attacks its four businesses for 12 M$; ``modules`` are
    the advanced level's modules in play."""
    session = new_play(("Booki", "Killah"), variant="classic", characters={"Booki": "booki", "Killah": "killah"},
                       **({"modules": list(modules)} if modules else {}), **options)
    open_round(session)
    turn(session)
    turn(session, {"type": "move", "to": "MH2"})
    open_round(session)
    play(session, {"type": "income"}, {"type": "attack", "quartier": "MH1"})
    return session
