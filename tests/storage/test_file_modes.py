"""Every file Tabletop writes gets the user's umask (0644 under umask 022), never mkstemp's 0600; a failed save
leaves no temporary file; what a killed save left is removed at the next save or open."""

from __future__ import annotations

import os
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tabletop import games
from tabletop.cli import main as cli_main
from tabletop.games.peur_sur_la_ville.play import load_game, save_game
from tabletop.games.playfile import load_play, save_play
from tabletop.scenario import load_scenario, save_scenario
from tabletop.storage import (atomic_write_bytes, atomic_write_text, remove_stale_temporaries,
                              remove_stale_temporaries_in)

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_MAP = ROOT / "tabletop" / "samples" / "bank-job.geojson"
SAMPLE_GAME = ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"
SAMPLE_PLAY = ROOT / "tabletop" / "samples" / "plays" / "camorra.ttplay.json"


@pytest.fixture(params=[0o022, 0o027, 0o002])
def umask(request):
    old = os.umask(request.param)
    yield request.param
    os.umask(old)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_text_and_bytes_get_0666_less_the_umask(umask, tmp_path):
    atomic_write_text(tmp_path / "a.txt", "é\n")
    atomic_write_bytes(tmp_path / "b.bin", b"\x00")
    assert mode(tmp_path / "a.txt") == mode(tmp_path / "b.bin") == 0o666 & ~umask
    assert (tmp_path / "a.txt").read_bytes() == "é\n".encode("utf-8")


def test_under_umask_022_a_new_file_is_0644(tmp_path):
    old = os.umask(0o022)
    try:
        atomic_write_text(tmp_path / "shared.geojson", "{}")
    finally:
        os.umask(old)
    assert mode(tmp_path / "shared.geojson") == 0o644


def test_a_file_shared_on_purpose_keeps_its_mode_when_saved_again(umask, tmp_path):
    target = tmp_path / "club.ttgame.json"
    atomic_write_text(target, "1")
    target.chmod(0o664)
    atomic_write_text(target, "2")
    assert (mode(target), target.read_text()) == (0o664, "2")


def test_map_game_play_and_roster_saves_all_follow_the_umask(umask, tmp_path, capsys):
    expected = 0o666 & ~umask
    save_scenario(load_scenario(SAMPLE_MAP), tmp_path / "map.geojson")
    save_game(load_game(SAMPLE_GAME), tmp_path / "game.ttgame.json")
    save_play(tmp_path / "play.ttplay.json", load_play(SAMPLE_PLAY, games.game_core))
    assert cli_main(["roster", "new", "A", str(tmp_path / "gang.json")]) == 0
    capsys.readouterr()
    written = ["map.geojson", "game.ttgame.json", "play.ttplay.json", "gang.json"]
    assert {name: mode(tmp_path / name) for name in written} == {name: expected for name in written}
    assert leftovers(tmp_path) == []


def test_a_failed_save_leaves_no_temporary_file_and_the_old_file_whole(tmp_path, monkeypatch):
    target = tmp_path / "map.geojson"
    atomic_write_text(target, "old")

    def refuse(*_args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError):
        atomic_write_text(target, "new")
    assert (target.read_text(), leftovers(tmp_path)) == ("old", [])


def test_a_save_interrupted_by_an_exception_while_writing_leaves_nothing(tmp_path, monkeypatch):
    def refuse(*_args):
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", refuse)
    with pytest.raises(KeyboardInterrupt):
        atomic_write_bytes(tmp_path / "x.png", b"data")
    assert list(tmp_path.iterdir()) == []


def _dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_what_a_killed_save_left_is_removed_and_a_live_save_is_not(tmp_path):
    target = tmp_path / "game.ttgame.json"
    target.write_text("{}")
    killed = tmp_path / f".game.ttgame.json.{_dead_pid()}.ab_cd123.tmp"
    running = tmp_path / f".game.ttgame.json.{os.getpid()}.zz_cd123.tmp"
    old_style = tmp_path / ".game.ttgame.json.k2j4h5g6.tmp"
    fresh_old_style = tmp_path / ".game.ttgame.json.q2j4h5g6.tmp"
    unrelated = tmp_path / ".other.json.1.ab_cd123.tmp"
    for path in (killed, running, old_style, fresh_old_style, unrelated):
        path.write_text("half")
    hour_ago = time.time() - 3600
    os.utime(old_style, (hour_ago, hour_ago))
    assert sorted(remove_stale_temporaries(target)) == sorted([killed, old_style])
    assert leftovers(tmp_path) == sorted(p.name for p in (running, fresh_old_style, unrelated))
    assert target.read_text() == "{}"


def test_the_next_save_sweeps_its_own_leftovers_and_a_folder_sweep_finds_every_file(tmp_path):
    dead = _dead_pid()
    (tmp_path / f".a.geojson.{dead}.abcdefgh.tmp").write_text("half")
    (tmp_path / f".b.ttplay.json.{dead}.abcdefgh.tmp").write_text("half")
    atomic_write_text(tmp_path / "a.geojson", "{}")
    assert leftovers(tmp_path) == [f".b.ttplay.json.{dead}.abcdefgh.tmp"]
    assert [p.name for p in remove_stale_temporaries_in(tmp_path)] == [f".b.ttplay.json.{dead}.abcdefgh.tmp"]
    assert leftovers(tmp_path) == []
