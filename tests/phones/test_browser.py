"""The phones' pages in a real browser (Debian's Chromium, one browser context a phone, 360 px wide): each player
joins by his link and sees his own bills and no one else's, a referee's event reaches every phone, a phone whose
Wi-Fi drops comes back to the same seat, and a phone cut off says so."""

from __future__ import annotations

import random

import pytest

from tabletop.phones.server import PhoneServer
from tabletop.phones.views import play_views

from tests.phones.browser import PHONE, require_chromium
from tests.phones.conftest import PLAYERS, advance, gangster_play
from tests.phones.relay import Relay

require_chromium()
pytestmark = pytest.mark.xdist_group("chromium")  # one worker, one browser (tests/phones/conftest.py)


@pytest.fixture
def table():
    play = gangster_play()
    server = PhoneServer(play_views(play), host="127.0.0.1", port=0)
    server.start()
    yield play, server
    server.stop()


def phone(browser, server, player, locale="en-GB"):
    context = browser.new_context(locale=locale, **PHONE)
    page = context.new_page()
    page.goto(server.join_url(player))
    page.wait_for_selector("#private dl")
    return context, page


def own_part(page) -> str:
    return page.inner_text("#private")


def test_each_phone_shows_its_own_bills_and_no_one_elses(browser, table):
    play, server = table
    phones = {p: phone(browser, server, p, "fr-FR" if p == "Pierre" else "en-GB") for p in PLAYERS}
    try:
        for player, (_context, page) in phones.items():
            clan = play.state.clans[play.state.seat_of(player)]
            mine = own_part(page)
            assert str(clan.red) in mine and str(clan.white) in mine
            assert page.inner_text("#player") == player
            assert server.seats.token(player) not in page.content() and "join" not in page.url
            # the bills' label: once in his own part, never on the table (not even the reserve's, which moves by
            # what a clan launders behind its screen)
            label = "Billets rouges" if player == "Pierre" else "Red bills"
            assert mine.count(label) == 1 and page.inner_text("#public").count(label) == 0
            assert page.evaluate("document.documentElement.scrollWidth") <= 360
        assert server.connections() == {p: 1 for p in PLAYERS}
    finally:
        for context, _page in phones.values():
            context.close()


def _wait_for_view(page, server, player):
    expected = str(server.views.view(player)["public"]["turn"])
    page.wait_for_function("n => document.body.dataset.updated && document.getElementById('public').innerText"
                           ".includes(n)", arg=expected, timeout=10_000)


def test_a_referees_event_reaches_every_phone(browser, table):
    play, server = table
    phones = {p: phone(browser, server, p) for p in PLAYERS}
    try:
        stamps = {p: page.evaluate("document.body.dataset.updated") for p, (_c, page) in phones.items()}
        rng = random.Random(3)
        before = server.views.view("Romain")["public"]
        while server.views.view("Romain")["public"] == before:
            advance(play, rng)
        server.state_changed()
        for player, (_context, page) in phones.items():
            page.wait_for_function("s => document.body.dataset.updated !== s", arg=stamps[player], timeout=10_000)
            clan = play.state.clans[play.state.seat_of(player)]
            assert str(clan.red) in own_part(page)
    finally:
        for context, _page in phones.values():
            context.close()


def test_a_wifi_drop_comes_back_to_the_same_seat(browser, table):
    play, server = table
    relay = Relay(server.port)
    context = browser.new_context(**PHONE)
    page = context.new_page()
    try:
        page.goto(server.join_url("Camille").replace(f":{server.port}/", f":{relay.port}/"))
        page.wait_for_selector("#private dl")
        relay.drop()  # the phone leaves the Wi-Fi: its socket dies, and it cannot reach the server for a while
        page.wait_for_function("() => document.getElementById('status').classList.contains('lost')", timeout=10_000)
        rng = random.Random(5)
        before = server.views.view("Camille")
        while server.views.view("Camille") == before:
            advance(play, rng)
        server.state_changed()
        relay.restore()
        page.wait_for_function("() => !document.getElementById('status').classList.contains('lost')", timeout=10_000)
        clan = play.state.clans[play.state.seat_of("Camille")]
        page.wait_for_function("t => document.getElementById('private').innerText.includes(t)",
                               arg=str(clan.red), timeout=10_000)
        assert page.inner_text("#player") == "Camille"
        # The page may show the new view before its new socket is counted (it asks /api/view as it reconnects): the
        # seat's count is read once the server has counted it, or after 5 s, and must then be one phone.
        for _ in range(100):
            if server.connections()["Camille"] == 1:
                break
            page.wait_for_timeout(50)
        assert server.connections()["Camille"] == 1
    finally:
        context.close()
        relay.close()


def test_a_phone_cut_off_says_so_and_its_link_stops_working(browser, table):
    _play, server = table
    old = server.join_url("Romain")
    context, page = phone(browser, server, "Romain", "fr-FR")
    try:
        server.cut_off("Romain")
        page.wait_for_function("() => document.getElementById('private') === null", timeout=10_000)
        assert "coupé" in page.inner_text("#status")
        page.goto(old)
        assert "Scannez votre code" in page.inner_text("h1")
    finally:
        context.close()


# A page's height and the right edge of its widest element, in CSS pixels.
MEASURE = ("() => ({height: document.documentElement.scrollHeight, right: Math.max(...Array.from("
           "document.querySelectorAll('body *'), e => e.getBoundingClientRect().right))})")


@pytest.mark.parametrize("game", ["camorra", "mafia-story", "gangster-paradise", "narcopolis"])
def test_a_sample_plays_page_fits_a_phone_in_french(browser, game):
    """Mafia Story's sample page was 5,656 px tall on a 360 px phone in French: a card three rows, a row for each
    empty field, a block of rows for each of the city's cells. Each sample page now holds within 2,000 px (its
    players folded, as they were), nothing wider than the screen, and reads whole words."""
    from tabletop import SAMPLES_DIR
    from tabletop.phones.sessions import open_session

    session = open_session(str(SAMPLES_DIR / "plays" / f"{game}.ttplay.json"))
    server = PhoneServer(play_views(session), host="127.0.0.1", port=0)
    server.start()
    contexts = []
    try:
        shown = {}
        for locale in ("fr-FR", "en-GB"):
            context = browser.new_context(locale=locale, **PHONE)
            contexts.append(context)
            page = context.new_page()
            page.goto(server.join_url(session.setup.players[0]))
            page.wait_for_function("() => document.body.dataset.updated", timeout=10_000)
            if locale == "fr-FR":
                measured = page.evaluate(MEASURE)
                assert measured["height"] < 2000 and measured["right"] <= 360, measured
            page.evaluate("() => document.querySelectorAll('details').forEach(d => { d.open = true; })")
            assert page.evaluate(MEASURE)["right"] <= 360  # the players' blocks opened too
            shown[locale] = page.inner_text("main")
        for text in shown.values():
            lines = text.splitlines()
            assert "—" not in lines and "✘" not in lines  # no field with nothing in it
        if game == "narcopolis":  # nothing of Ana's is hidden out of a combat, and her box says so
            assert "rien de ce qui est à vous n'est caché" in shown["fr-FR"]
        if game == "mafia-story":
            assert "police verte \u22128" in shown["fr-FR"] and "\u22125" in shown["fr-FR"]
            assert "police vert -8" in shown["en-GB"]
            assert "Place dans la ville" not in shown["fr-FR"] and "Valeur" not in shown["fr-FR"]
    finally:
        for context in contexts:
            context.close()
        server.stop()
