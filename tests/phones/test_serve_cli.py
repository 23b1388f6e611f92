"""``tabletop serve FILE [--host HOST] [--port PORT]``, as a script uses it: the first line is the JSON object of
the contract, each join link's token opens ``GET /api/view``, and the server serves until terminated."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import httpx

from tabletop import SAMPLES_DIR, i18n

from tests.cli_runs import ROOT


def _serve(path) -> subprocess.Popen:
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "tabletop", "serve", str(path), "--host", "127.0.0.1",
                             "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            cwd=ROOT)


def test_serve_prints_the_contract_and_serves_each_players_view_until_terminated():
    server = _serve(SAMPLES_DIR / "plays" / "gangster-paradise.ttplay.json")
    try:
        first = json.loads(server.stdout.readline())
        assert set(first) == {"url", "players"}
        assert set(first["players"]) == {"Romain", "Pierre", "Camille"}
        for player, link in first["players"].items():
            assert link.startswith(first["url"])
            token = link.rsplit("/", 1)[1]
            assert len(token) >= 22  # at least 128 bits in URL-safe base64
            view = httpx.get(first["url"] + "api/view", headers={"Authorization": f"Bearer {token}"}).json()
            assert view["player"] == player and set(view["private"]) >= {"red", "white"}
        assert httpx.get(first["url"] + "api/view").status_code == 401
    finally:
        server.send_signal(signal.SIGTERM)
        assert server.wait(timeout=20) == 0


def test_serve_a_live_game_of_peur_sur_la_ville():
    """Each gang's view, and no move taken from a phone: the referee enters every move of a live game (one start of
    the server for both, which loads and replays the sample game)."""
    server = _serve(SAMPLES_DIR / "games" / "bank-job.ttgame.json")
    try:
        first = json.loads(server.stdout.readline())
        token = first["players"]["Skins"].rsplit("/", 1)[1]
        view = httpx.get(first["url"] + "api/view", headers={"Authorization": f"Bearer {token}"}).json()
        assert view["game"] == "peur-sur-la-ville" and view["private"]["figures"]
        answer = httpx.post(first["url"] + "api/move", json={"type": "end_activation"},
                            headers={"Authorization": f"Bearer {token}"}, timeout=20)
        assert answer.status_code == 403 and answer.json()["error"] == "in this game the referee enters every move"
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=20)


def test_serve_refuses_a_file_it_cannot_read_in_one_line(tmp_path, capsys):
    """Asked of the command in this process: what it answers is the point (its real starts are the tests above)."""
    from tabletop.cli import main

    broken = tmp_path / "broken.ttplay.json"
    broken.write_text("{not json", encoding="utf-8")
    i18n.set_language("fr")
    try:
        code = main(["serve", str(broken), "--port", "0"])
    finally:
        i18n.set_language(None)
    out, err = capsys.readouterr()
    assert code != 0 and out == ""
    assert len(err.strip().splitlines()) == 1 and "fichier" in err


def test_serve_says_each_problem_of_a_refused_play_after_a_line_counting_them(tmp_path, capsys):
    """Issue 38: serve said the first problem and « (and more problems) »; a refusal of several problems names the
    command, the file and how many, then one line each, as every command refusing a file does."""
    from tabletop.cli import main

    doc = json.loads((SAMPLES_DIR / "plays" / "narcopolis.ttplay.json").read_text(encoding="utf-8"))
    doc["options"] = {**doc.get("options", {}), "zz": 1, "first_player": "Zoe"}
    play = tmp_path / "play.ttplay.json"
    play.write_text(json.dumps(doc), encoding="utf-8")
    assert main(["serve", str(play), "--port", "0"]) == 1
    lines = capsys.readouterr().err.splitlines()
    assert lines == [f"tabletop serve: «\u00a0{play}\u00a0» has 2 problems:",
                     f"in «\u00a0{play}\u00a0», the set-up choices: unknown option 'zz', the options being blocked, "
                     "characters, first_player, furi_quartiers, modules, placements, roles, variant",
                     f"in «\u00a0{play}\u00a0», the first player: 'Zoe' is not a player"]
