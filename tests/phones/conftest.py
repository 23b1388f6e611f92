"""A phones' server on 127.0.0.1, a free port, over a Gangster Paradise play a few events in; one Chromium for the
browser tests that run one after another."""

from __future__ import annotations

import random

import pytest

from tabletop import games
from tabletop.games.interface import PlaySetup
from tabletop.games.session import PlaySession
from tabletop.phones.seats import JoinLimiter
from tabletop.phones.server import PhoneServer
from tabletop.phones.views import play_views

from tests.phones.browser import launch

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


class _SharedChromium:
    """One Chromium and its Playwright driver for the browser tests of both modules (``xdist_group("chromium")`` runs
    them on one worker, one after the other): starting them cost 1.7 s of CPU, and each module started its own."""

    def __init__(self) -> None:
        self._playwright = None
        self._browser = None

    def get(self):
        if self._browser is None:
            from playwright.sync_api import sync_playwright  # the modules skip without it before asking

            self._playwright = sync_playwright().start()
            self._browser = launch(self._playwright)
        return self._browser

    def close(self) -> None:
        if self._browser is not None:
            self._browser.close()
            self._playwright.stop()
            self._browser = self._playwright = None


_CHROMIUM = _SharedChromium()


@pytest.fixture
def browser():
    return _CHROMIUM.get()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item: pytest.Item, nextitem: pytest.Item | None):
    """Closes the browser after the last test in a row that uses it: Playwright's event loop stays the main thread's
    running loop while its driver is up, and a later test calling asyncio.run() on this worker would fail."""
    result = yield
    if "browser" not in getattr(nextitem, "fixturenames", ()):
        _CHROMIUM.close()
    return result
