"""``POST /api/move`` on a served play file, as a script or a phone sends it: applied when it is legal now and the
sender's decision, then the file saved atomically; otherwise 401, 403, 409 or 422 with one line in the phone's
language, and nothing changed."""

from __future__ import annotations

import json

import httpx
import pytest

from tabletop import games
from tabletop.games.playfile import PlayFile, load_play, save_play
from tabletop.phones.moves import enable_moves, host_for
from tabletop.phones.seats import JoinLimiter
from tabletop.phones.server import PhoneServer
from tabletop.phones.sessions import open_session
from tabletop.phones.views import play_views

from tests.games.narcopolis.helpers import booki_attacks_killah


@pytest.fixture
def served(tmp_path):
    path = tmp_path / "fight.ttplay.json"
    save_play(path, PlayFile(session=booki_attacks_killah(), name="Le combat"))
    session = open_session(str(path))
    server = PhoneServer(play_views(session), host="127.0.0.1", port=0, limiter=JoinLimiter(attempts=5))
    enable_moves(server, host_for(session, path, server))
    server.start()
    yield server, session, path
    server.stop()


def post(server, player, body, language="en", token=None):
    token = token if token is not None else server.seats.token(player)
    content = body if isinstance(body, str) else json.dumps(body)
    return httpx.post(f"{server.url}api/move", content=content, timeout=10,
                      headers={"Authorization": f"Bearer {token}", "Content-Type": "application/json",
                               "Accept-Language": language})


def logged(path):
    return [e for e in json.loads(path.read_text(encoding="utf-8"))["log"]]


def test_a_move_is_applied_and_the_file_saved(served):
    server, session, path = served
    before = len(logged(path))
    answer = post(server, "Booki", {"type": "roll", "dice": [4, 2, 1]})
    assert answer.status_code == 200 and answer.json() == {"ok": True, "line": "Booki rolls (hidden)"}
    assert logged(path)[-1] == {"type": "roll", "dice": [4, 2, 1]} and len(logged(path)) == before + 1
    replayed = load_play(path, games.game_core)
    assert replayed.name == "Le combat" and replayed.session.state_json() == session.state_json()
    answer = post(server, "Booki", {"type": "announce", "value": 531})
    assert answer.status_code == 200 and answer.json()["line"] == "Booki announces 531"
    offered = httpx.get(f"{server.url}api/moves", headers={"Authorization": f"Bearer {server.seats.token('Killah')}"})
    assert {m["event"]["type"] for m in offered.json()["moves"]} == {"call", "take"}


def test_refusals_change_nothing_and_say_why_in_the_phones_language(served):
    server, session, path = served
    saved = path.read_bytes()
    cases = [
        (post(server, "Booki", {"type": "roll", "dice": [1, 1, 1]}, token="not-a-token"), 401),
        (post(server, "Killah", {"type": "roll", "dice": [1, 1, 1]}), 403),
        (post(server, "Booki", {"type": "announce", "value": 531}), 409),
        (post(server, "Booki", "{not json"), 422),
        (post(server, "Booki", ["roll"]), 422),
    ]
    for answer, status in cases:
        assert answer.status_code == status, (status, answer.text)
        assert "\n" not in answer.json()["error"]
    french = post(server, "Killah", {"type": "roll", "dice": [1, 1, 1]}, language="fr-FR,fr;q=0.9")
    assert french.status_code == 403 and french.json()["error"] == "c'est à Booki de décider maintenant, pas à vous"
    other_site = httpx.post(f"{server.url}api/move", content='{"type": "roll", "dice": [1, 1, 1]}',
                            headers={"Authorization": f"Bearer {server.seats.token('Booki')}",
                                     "Origin": "http://evil.example"})
    assert other_site.status_code == 403
    assert path.read_bytes() == saved and len(session.events) == len(logged(path))
