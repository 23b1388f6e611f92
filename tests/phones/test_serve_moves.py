"""``POST /api/move`` on ``tabletop serve FILE``'s server, as a script uses it: a move is applied when it is legal now
and the sender's decision, FILE is saved, and ``tabletop replay FILE`` shows it. That a live game of Peur sur la
Ville takes no move from a phone is checked on the server tests/phones/test_serve_cli.py starts on one."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import httpx

from tabletop.cli import main as cli_main
from tabletop.games.playfile import PlayFile, save_play

from tests.cli_runs import ROOT
from tests.games.narcopolis.helpers import booki_attacks_killah


def _serve(path) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "tabletop", "serve", str(path), "--host", "127.0.0.1",
                             "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            cwd=ROOT)


def _move(first, player, event):
    token = first["players"][player].rsplit("/", 1)[1]
    return httpx.post(first["url"] + "api/move", json=event, headers={"Authorization": f"Bearer {token}"},
                      timeout=20)


def test_a_move_posted_to_tabletop_serve_is_in_the_file_and_its_replay(tmp_path, capsys):
    path = tmp_path / "fight.ttplay.json"
    save_play(path, PlayFile(session=booki_attacks_killah(), name="Booki contre Killah"))
    server = _serve(path)
    try:
        first = json.loads(server.stdout.readline())
        assert _move(first, "Killah", {"type": "roll", "dice": [4, 2, 1]}).status_code == 403
        answer = _move(first, "Booki", {"type": "roll", "virtual": True})
        assert answer.status_code == 200 and answer.json() == {"ok": True, "line": "Booki rolls (hidden)"}
        assert _move(first, "Booki", {"type": "announce", "value": 524}).status_code == 409  # no dice read 524
        assert _move(first, "Booki", {"type": "announce", "value": 666}).status_code == 200
    finally:
        server.send_signal(signal.SIGTERM)
        assert server.wait(timeout=20) == 0
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["name"] == "Booki contre Killah" and saved["log"][-1] == {"type": "announce", "value": 666}
    rolled = saved["log"][-2]
    assert rolled["type"] == "roll" and len(rolled["dice"]) == 3  # the seeded faces, written like typed ones
    capsys.readouterr()
    # ``tabletop replay`` asked in this process: what it answers of the file is the point here, a real start of
    # ``python -m tabletop`` is ``tabletop serve``'s above
    code = cli_main(["replay", str(path)])
    replayed = json.loads(capsys.readouterr().out)
    assert code == 0 and replayed["events"] == len(saved["log"])
    assert replayed["state"]["combat"]["exchanges"][-1]["announce"] == 666
