"""``tabletop serve FILE [--host HOST] [--port PORT]``, as a script uses it: the first line is the JSON object of
the contract, each join link's token opens ``GET /api/view``, and the server serves until terminated."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys

import httpx

from tabletop import SAMPLES_DIR

from tests.cli_runs import ROOT, run_in_language


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
    server = _serve(SAMPLES_DIR / "games" / "bank-job.ttgame.json")
    try:
        first = json.loads(server.stdout.readline())
        token = first["players"]["Skins"].rsplit("/", 1)[1]
        view = httpx.get(first["url"] + "api/view", headers={"Authorization": f"Bearer {token}"}).json()
        assert view["game"] == "peur-sur-la-ville" and view["private"]["figures"]
    finally:
        server.send_signal(signal.SIGTERM)
        server.wait(timeout=20)


def test_serve_refuses_a_file_it_cannot_read_in_one_line(tmp_path):
    broken = tmp_path / "broken.ttplay.json"
    broken.write_text("{not json", encoding="utf-8")
    result = run_in_language(["serve", str(broken), "--port", "0"], "fr_FR.UTF-8", module="tabletop")
    assert result.returncode != 0 and result.stdout == ""
    assert len(result.stderr.strip().splitlines()) == 1
