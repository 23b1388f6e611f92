"""Moves made on the phones' pages in a real browser (Debian's Chromium, one browser context a phone, 360 px wide):
a whole Narcopolis fight between two phones, a laundering, a Mafia Story placement; what the other phone and the
laptop (the referee's log as the table sees it) show at each step; a move tried from the wrong phone; a phone that
drops its Wi-Fi in the middle of the fight and comes back."""

from __future__ import annotations

import json
from contextlib import contextmanager

import pytest

from tabletop import games
from tabletop.games.interface import PlaySetup
from tabletop.games.moves import moves_for, play_move
from tabletop.games.playfile import PlayFile, load_play, save_play
from tabletop.games.session import PlaySession
from tabletop.games.table_lines import table_lines
from tabletop.phones.moves import enable_moves, host_for
from tabletop.phones.page_text import page_words
from tabletop.phones.server import PhoneServer
from tabletop.phones.sessions import open_session
from tabletop.phones.views import play_views

from tests.games.gangster_paradise.table import at, started, walk
from tests.games.narcopolis.helpers import booki_attacks_killah
from tests.phones.browser import PHONE, require_chromium
from tests.phones.relay import Relay

require_chromium()
pytestmark = pytest.mark.xdist_group("chromium")  # one worker, one browser (tests/phones/conftest.py)


def serve(tmp_path, session):
    """``tabletop serve``'s server over ``session`` saved to a file: the play, the server, the file."""
    path = tmp_path / "play.ttplay.json"
    save_play(path, PlayFile(session=session))
    served = open_session(str(path))
    server = PhoneServer(play_views(served), host="127.0.0.1", port=0)
    enable_moves(server, host_for(served, path, server))
    server.start()
    return served, server, path


def phone(browser, server, player, locale="en-GB", relay=None):
    """A phone's browser context on the player's page (through ``relay``, a Wi-Fi access point, when given)."""
    context = browser.new_context(locale=locale, **PHONE)
    page = context.new_page()
    url = server.join_url(player)
    page.goto(url if relay is None else url.replace(f":{server.port}/", f":{relay.port}/"))
    page.wait_for_selector("#private")
    return context, page


def make(page, event):
    """Choose ``event`` among the page's moves (its button, or its line in a list and Send) and wait for the answer."""
    wanted = json.dumps(event, separators=(",", ":"))  # as JSON.stringify writes it
    with said_on_timeout(page):
        page.wait_for_function("e => [...document.querySelectorAll('#moves [data-event]')].some(x => "
                               "x.dataset.event === e)", arg=wanted, timeout=10_000)
    said = page.evaluate("document.getElementById('move-said') && document.getElementById('move-said').innerText")
    page.evaluate("""e => {
        const found = [...document.querySelectorAll('#moves [data-event]')].find(x => x.dataset.event === e);
        if (found.tagName === 'OPTION') { found.parentElement.value = found.value;
                                         found.closest('.move').querySelector('button').click(); }
        else found.click(); }""", wanted)
    page.wait_for_function("s => { const p = document.getElementById('move-said'); return p && p.innerText !== s; }",
                           arg=said or "", timeout=10_000)
    return page.inner_text("#move-said")


def tap_dice(page, group, faces, send=True):
    """Tap each die's face in ``group``'s picker (a row of six faces a die), as a thumb does; then Send and wait for
    the answer, returned (or, without ``send``, the line shown under the faces)."""
    wait_moves(page, group)
    row = f'#moves .move[data-group="{group}"]'
    for die, face in enumerate(faces, start=1):
        page.tap(f'{row} button.face[data-die="{die}"][data-face="{face}"]')
    if not send:
        return page.inner_text(f"{row} .dice-line")
    said = page.evaluate("document.getElementById('move-said') && document.getElementById('move-said').innerText")
    page.tap(f"{row} button.send")
    page.wait_for_function("s => { const p = document.getElementById('move-said'); return p && p.innerText !== s; }",
                           arg=said or "", timeout=10_000)
    return page.inner_text("#move-said")


def offered(page):
    return page.evaluate("[...document.querySelectorAll('#moves .move')].map(r => r.dataset.group)")


def wait_moves(page, group):
    with said_on_timeout(page):
        page.wait_for_function("g => [...document.querySelectorAll('#moves .move')].some(r => r.dataset.group === g)",
                               arg=group, timeout=10_000)


@contextmanager
def said_on_timeout(page):
    """A wait that runs out says what the page showed then (its connection line, when it last drew a view, its moves):
    a phone left without its buttons, met once in many runs under load, must say where it stopped."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        yield
    except PlaywrightTimeout as timeout:
        shown = page.evaluate("""() => ({status: document.getElementById('status').innerText,
                                         updated: document.body.dataset.updated || null, now: Date.now(),
                                         moves: document.getElementById('moves').innerText})""")
        raise AssertionError(f"{timeout}; the page showed {shown}") from None


def test_a_whole_narcopolis_fight_between_two_phones(browser, tmp_path):
    """« Il a fait 421 mais annonce 531 … Elle … annonce 544 … Il fait 541 mais annonce 621 … Killah lui dit qu'il
    bluffe »: each step on the phone whose decision it is; the dice under a cup on its roller's phone alone."""
    session, server, path = serve(tmp_path, booki_attacks_killah())
    relay = Relay(server.port)
    booki_context, booki = phone(browser, server, "Booki")
    killah_context, killah = phone(browser, server, "Killah", "fr-FR", relay)
    try:
        wait_moves(booki, "roll:dice:faces")
        assert "roll:virtual" in offered(booki) and offered(killah) == []
        assert tap_dice(booki, "roll:dice:faces", [4, 2, 1], send=False) == "Booki rolls: the dice read 421"
        assert tap_dice(booki, "roll:dice:faces", [4, 2, 1]) == "Booki rolls (hidden)"
        booki.wait_for_function("() => document.getElementById('private').innerText.includes('4, 2, 1')")
        assert "4, 2, 1" not in killah.inner_text("body") and "421" not in killah.inner_text("body")
        assert table_lines(session)[-1] == "Booki rolls (hidden)"  # the laptop's log: no dice
        make(booki, {"type": "announce", "value": 531})
        wait_moves(killah, "take")
        assert sorted(offered(killah)) == ["call", "take"] and offered(booki) == []
        # the wrong phone: Booki tries to take the cup for Killah
        refused = booki.evaluate("""async () => { const a = await fetch('/api/move', {method: 'POST',
            headers: {'Content-Type': 'application/json'}, body: JSON.stringify({type: 'take'})});
            return [a.status, (await a.json()).error]; }""")
        assert refused == [403, "it is Killah's decision now, not yours"]
        assert "prend le gobelet" in make(killah, {"type": "take"})  # « Je te crois »
        make(killah, {"type": "roll", "virtual": True})
        faces = session.events[-1]["dice"]
        killah.wait_for_function("t => document.getElementById('private').innerText.includes(t)",
                                 arg=", ".join(map(str, faces)))
        assert ", ".join(map(str, faces)) not in booki.inner_text("#private")
        make(killah, {"type": "announce", "value": 544})
        # Killah's Wi-Fi drops while Booki plays on
        relay.drop()  # his socket dies, and the phone cannot reach the server for a while
        killah.wait_for_function("() => document.getElementById('status').classList.contains('lost')", timeout=10_000)
        make(booki, {"type": "take"})
        tap_dice(booki, "roll:dice:faces", [1, 5, 4])
        make(booki, {"type": "announce", "value": 621})
        relay.restore()
        killah.wait_for_function("() => !document.getElementById('status').classList.contains('lost')", timeout=15_000)
        wait_moves(killah, "call")  # back on the same seat, with the decision the fight left him
        assert server.connections()["Killah"] == 1
        said = make(killah, {"type": "call"})  # « Tu bluffes »: the cup is lifted for everyone
        assert "541" in said and "Killah" in said
        for page in (booki, killah):
            page.wait_for_function("() => document.getElementById('moves').hidden || "
                                   "!document.querySelector('#moves .move[data-group=\"call\"]')")
        assert "the dice read 541, a bluff, Killah wins" in table_lines(session)[-1]
        replayed = load_play(path, games.game_core).session
        assert replayed.state_json()["map"]["MH1"]["owner"] == "Killah"
        assert replayed.events == session.events
    finally:
        booki_context.close()
        killah_context.close()
        relay.close()
        server.stop()


def test_a_real_cup_lifted_on_its_rollers_phone(browser, tmp_path):
    """« Tends lui le gobelet pour qu'il vérifie »: Booki rolled real dice under a real cup and Killah said « tu
    bluffes »; on his phone, in French, Booki taps the face of each die he lifts (any order), reads the line the
    rules read, and sends it; two faces only are refused in one line and change nothing."""
    session, server, path = serve(tmp_path, booki_attacks_killah())
    booki_context, booki = phone(browser, server, "Booki", "fr-FR")
    killah_context, killah = phone(browser, server, "Killah")
    try:
        wait_moves(booki, "roll:dice")
        make(booki, {"type": "roll", "dice": None})  # real dice under the cup: nothing typed
        make(booki, {"type": "announce", "value": 554})
        make(killah, {"type": "call"})
        group = "reveal:dice:faces"
        wait_moves(booki, group)
        assert offered(booki) == [group] and not booki.query_selector("#moves select")  # no list of 56 lines
        before = list(session.events)
        assert tap_dice(booki, group, [5, 5], send=False) == "Choisissez une face pour chaque dé"
        said = tap_dice(booki, group, [5, 5])
        assert said == "2 des trois dés ont une face\u00a0: choisissez une face pour chaque dé"
        assert "refused" in booki.get_attribute("#move-said", "class") and session.events == tuple(before)
        shown = tap_dice(booki, group, [4, 5, 5], send=False)
        assert shown == "Le gobelet est levé et les dés donnent 554\u00a0: l'annonce est juste, Booki gagne", shown
        assert booki.eval_on_selector_all(f'#moves .move[data-group="{group}"] button.face[aria-pressed="true"]',
                                          "bs => bs.map(b => b.dataset.die + b.dataset.face)") == ["14", "25", "35"]
        box = booki.eval_on_selector('#moves button.face[data-die="1"][data-face="6"]',
                                     "b => { const r = b.getBoundingClientRect(); return [r.right, r.height]; }")
        assert box[0] <= 360 and box[1] >= 48  # the six faces fit the screen, each a thumb's height
        booki.screenshot(path="/tmp/phone-dice-fr.png", full_page=True)
        assert "554" in tap_dice(booki, group, [4, 5, 5])
        assert session.events[-1] == {"type": "reveal", "dice": [4, 5, 5]}
        assert "the dice read 554, true, Booki wins" in table_lines(session)[-1]
        assert load_play(path, games.game_core).session.state_json()["map"]["MH1"]["owner"] == "Booki"
    finally:
        booki_context.close()
        killah_context.close()
        server.stop()


def test_moves_shown_when_the_first_view_came_before_the_moves_script(browser, tmp_path):
    """On a slow Wi-Fi the first view can arrive while the page's second script is still on its way: the moves must
    still appear without waiting for the next view (they did not: seen as a phone with no buttons, once in a while)."""
    session, server, _path = serve(tmp_path, booki_attacks_killah())
    context = browser.new_context(locale="fr-FR", **PHONE)
    held = []
    # the moves' script kept on its way until the first view has been drawn
    context.route("**/static/moves.js", lambda route: held.append(route))
    page = context.new_page()
    try:
        page.goto(server.join_url("Booki"), wait_until="commit")
        page.wait_for_function("() => document.body && document.body.dataset.updated", timeout=10_000)
        page.wait_for_timeout(100)
        assert held and not page.query_selector("#moves .move")
        held[0].continue_()
        wait_moves(page, "roll:dice")
    finally:
        context.close()
        server.stop()


def test_moves_asked_again_when_the_request_is_lost_on_the_way(browser, tmp_path):
    """A request for the moves lost on the way (a Wi-Fi that drops, a kept-alive connection the server was closing
    as the phone sent on it: met under load, the other phone waiting 30 s for a button) is asked again: the moves
    appear without waiting for a next view, which never comes when the table waits for this player."""
    session, server, _path = serve(tmp_path, booki_attacks_killah())
    context = browser.new_context(locale="fr-FR", **PHONE)
    asked = []

    def lose_the_first_two(route):
        asked.append(route.request.url)
        if len(asked) <= 2:
            route.abort("connectionreset")
        else:
            route.continue_()

    context.route("**/api/moves", lose_the_first_two)
    page = context.new_page()
    try:
        page.goto(server.join_url("Booki"))
        wait_moves(page, "roll:dice")
        assert len(asked) == 3 and session.events == booki_attacks_killah().events  # asked again, nothing sent
    finally:
        context.close()
        server.stop()


def test_laundering_from_a_phone(browser, tmp_path):
    """« 2 billets rouges deviennent 1 billet blanc »: the amount typed on Ana's phone stays behind her screen."""
    session, server, _path = serve(tmp_path, walk(started(), at("laundering", "Ana")))
    ana_context, ana = phone(browser, server, "Ana")
    bruno_context, bruno = phone(browser, server, "Bruno", "fr-FR")
    try:
        wait_moves(ana, "launder:red")
        red = session.state.clans[0].red
        ana.fill("#moves input[type=number]", "4")
        ana.click("#moves .move[data-group='launder:red'] button")
        ana.wait_for_function("() => document.getElementById('move-said')")
        assert ana.inner_text("#move-said").endswith("Ana launders and pays the salaries")
        assert session.state.clans[0].red == red - 4 and session.events[-1] == {"type": "launder", "red": 4}
        ana.wait_for_function("t => document.getElementById('private').innerText.includes(t)", arg=str(red - 4))
        bruno.wait_for_function("() => document.body.dataset.updated")
        assert "Ana blanchit et paie les salaires" in table_lines_fr(session)
        assert str(red - 4) not in bruno.inner_text("#public")
    finally:
        ana_context.close()
        bruno_context.close()
        server.stop()


def table_lines_fr(session):
    from tabletop.i18n import speaking

    with speaking("fr"):
        return table_lines(session)[-1]


def test_a_mafia_story_placement(browser, tmp_path):
    """« on ne peut plus prendre connaissance de cette carte »: Ana lays her police card from her phone; no page
    shows which, hers included."""
    play = PlaySession(games.game_core("mafia-story"), PlaySetup("mafia-story", ("Ana", "Bruno"), seed=1))
    while play.state.phase == "opening_peek":
        play_move(play, play.to_move(), moves_for(play, play.to_move())[0])
    session, server, _path = serve(tmp_path, play)
    ana_context, ana = phone(browser, server, "Ana")
    bruno_context, bruno = phone(browser, server, "Bruno")
    try:
        wait_moves(ana, "cover:cell:kind:player")
        make(ana, {"type": "cover", "player": "Ana", "cell": 7, "kind": "police"})
        assert session.state.cells[7].cover.kind == "police"
        with said_on_timeout(bruno):
            bruno.wait_for_function("() => document.querySelector('#moves .move')", timeout=10_000)
        # The phase's words name both kinds of cover whichever was laid: « opening: police and spéciale cards ».
        phases = [page_words(language, "mafia-story")["values"]["opening_cover"] for language in ("en", "fr")]
        for page in (ana, bruno):
            shown = page.inner_text("#private") + page.inner_text("#public")
            assert "police" not in shown.replace(phases[0], "").replace(phases[1], "")
        assert "police" not in table_lines(session)[-1].replace("police or", "")
    finally:
        ana_context.close()
        bruno_context.close()
        server.stop()
