"""The phones' server as a script or a phone meets it: join links, the cookie, ``GET /api/view``, the WebSocket
push, cutting a phone off, and every refusal (no seat, another site, too many joins, too big a body, a bad
message)."""

from __future__ import annotations

import json
import logging
import random
from contextlib import ExitStack

import httpx
import pytest
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import connect

from tabletop.phones.server import COOKIE, CUT_OFF

from tests.phones.conftest import PLAYERS, advance


def token_of(join_url: str) -> str:
    return join_url.rsplit("/", 1)[1]


def test_api_view_answers_each_token_with_its_own_view_only(server, play):
    for player in PLAYERS:
        answer = httpx.get(server.url + "api/view",
                           headers={"Authorization": f"Bearer {token_of(server.join_url(player))}"})
        assert answer.status_code == 200
        view = answer.json()
        assert set(view) == {"player", "game", "public", "private"}
        clan = play.state.clans[play.state.seat_of(player)]
        assert view["player"] == player and view["game"] == "gangster-paradise"
        assert view["private"]["red"] == clan.red and view["private"]["white"] == clan.white


@pytest.mark.parametrize("headers", [{}, {"Authorization": "Bearer not-a-token"}, {"Authorization": "Basic x"}])
def test_api_view_without_a_right_token_is_401(server, headers):
    assert httpx.get(server.url + "api/view", headers=headers).status_code == 401


def test_the_join_link_sets_an_httponly_cookie_and_leaves_the_token_out_of_the_page(server):
    with httpx.Client(follow_redirects=True) as phone:
        joined = phone.get(server.join_url("Pierre"))
        assert joined.status_code == 200 and str(joined.url) == server.url  # redirected to the page
        cookie = joined.history[0].headers["set-cookie"]
        assert cookie.startswith(f"{COOKIE}=") and "HttpOnly" in cookie and "SameSite=strict" in cookie
        assert token_of(server.join_url("Pierre")) not in joined.text
        assert "Pierre" in joined.text
        assert phone.get(server.url + "api/view").json()["player"] == "Pierre"


def test_a_token_as_query_value_joins_too(server):
    with httpx.Client() as phone:
        phone.get(server.url + "join", params={"token": token_of(server.join_url("Camille"))})
        assert phone.get(server.url + "api/view").json()["player"] == "Camille"


def test_without_a_seat_the_server_gives_only_the_scan_page(server):
    for path in ("", "join/wrong-token-000000000000000000000"):
        answer = httpx.get(server.url + path, headers={"Accept-Language": "fr-FR,fr;q=0.9"})
        assert answer.status_code == 401
        assert "Scannez votre code" in answer.text and "Romain" not in answer.text


def test_join_attempts_are_rate_limited(server):
    answers = [httpx.get(server.url + f"join/guess{i}").status_code for i in range(6)]
    assert answers == [401] * 5 + [429]
    assert httpx.get(server.join_url("Romain")).status_code == 429  # even the right one, until the minute passes


def test_a_body_over_the_limit_is_refused(server):
    assert httpx.post(server.url + "api/view", content=b"x" * 5000).status_code == 413


def _socket(server, player, origin=None):
    cookie = f"{COOKIE}={token_of(server.join_url(player))}"
    host = server.url.split("//")[1].rstrip("/")
    return connect(server.url.replace("http", "ws") + "ws", origin=origin or f"http://{host}",
                   additional_headers={"Cookie": cookie}, open_timeout=5, proxy=None)


def _next_view(socket) -> dict:
    while True:
        message = json.loads(socket.recv(timeout=5))
        if message["type"] == "view":
            return message["view"]


def test_a_socket_from_another_site_or_without_a_seat_is_refused(server):
    with pytest.raises(InvalidStatus):
        _socket(server, "Romain", origin="http://evil.example")
    host = server.url.split("//")[1].rstrip("/")
    with pytest.raises(InvalidStatus):
        connect(server.url.replace("http", "ws") + "ws", origin=f"http://{host}", open_timeout=5, proxy=None)


def test_every_phone_gets_its_new_view_when_the_referee_applies_an_event(server, play):
    rng = random.Random(9)
    with ExitStack() as stack:
        sockets = {p: stack.enter_context(_socket(server, p)) for p in PLAYERS}
        first = {p: _next_view(s) for p, s in sockets.items()}
        assert server.connections() == {p: 1 for p in PLAYERS}
        before = len(play.events)
        while len(play.events) == before or first["Romain"]["public"] == server.views.view("Romain")["public"]:
            advance(play, rng)
        server.state_changed()
        for player, socket in sockets.items():
            view = _next_view(socket)
            assert view == server.views.view(player) and view["player"] == player


def test_a_bad_message_gets_an_error_and_changes_nothing(server):
    with _socket(server, "Romain") as socket:
        view = _next_view(socket)
        for bad in ("not json", json.dumps([1, 2]), json.dumps({"type": "launder", "red": 10}), "x" * 5000):
            socket.send(bad)
            answer = json.loads(socket.recv(timeout=5))
            assert answer["type"] == "error" and answer["message"]
        socket.send(json.dumps({"type": "refresh"}))
        assert _next_view(socket) == view


def test_cutting_a_phone_off_closes_its_page_and_its_link(server):
    old = server.join_url("Pierre")
    with _socket(server, "Pierre") as socket:
        _next_view(socket)
        new = server.cut_off("Pierre")
        assert new != old
        with pytest.raises(ConnectionClosed):
            while True:
                socket.recv(timeout=5)
        assert socket.close_code == CUT_OFF
    assert httpx.get(server.url + "api/view", headers={"Authorization": f"Bearer {token_of(old)}"}).status_code == 401
    assert httpx.get(server.url + "api/view",
                     headers={"Authorization": f"Bearer {token_of(new)}"}).json()["player"] == "Pierre"


def test_no_token_reaches_the_servers_log(server, caplog):
    caplog.set_level(logging.DEBUG)
    with httpx.Client(follow_redirects=True) as phone:
        phone.get(server.join_url("Romain"))
        phone.get(server.url + "api/view")
        phone.get(server.url + "join/a-wrong-token")
    with _socket(server, "Romain") as socket:
        _next_view(socket)
    said = "\n".join(r.getMessage() for r in caplog.records
                     if not r.name.startswith(("websockets.client", "httpx", "httpcore")))  # the phone's own side
    for player in PLAYERS:
        assert token_of(server.join_url(player)) not in said
