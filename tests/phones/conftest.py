"""A phones' server on 127.0.0.1, a free port, over a Gangster Paradise play a few events in."""

from __future__ import annotations

import random

import pytest

from tabletop import games
from tabletop.games.interface import PlaySetup
from tabletop.games.session import PlaySession
from tabletop.phones.seats import JoinLimiter
from tabletop.phones.server import PhoneServer
from tabletop.phones.views import play_views

PLAYERS = ("Romain", "Pierre", "Camille")


def gangster_play(events: int = 12, seed: int = 4) -> PlaySession:
    game = games.game_core("gangster-paradise")
    session = PlaySession(game, PlaySetup("gangster-paradise", PLAYERS, seed=seed))
    rng = random.Random(seed)
    for _ in range(events):
        advance(session, rng)
    return session


def advance(session: PlaySession, rng: random.Random) -> None:
    """One referee's event: a chance outcome entered, or a legal decision."""
    if session.waits_on_chance():
        session.apply(session.virtual_roll())
    else:
        session.apply(rng.choice(session.legal_events()))


@pytest.fixture
def play() -> PlaySession:
    return gangster_play()


@pytest.fixture
def server(play):
    served = PhoneServer(play_views(play), host="127.0.0.1", port=0, limiter=JoinLimiter(attempts=5))
    served.start()
    yield served
    served.stop()
