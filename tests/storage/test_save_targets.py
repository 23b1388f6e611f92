"""A save respects what is at its path (issue 25): through a symbolic link it writes the link's target, beside the
target, and keeps the link; a device, FIFO, socket or folder is refused with one line before anything is written,
by the save itself and by every command that writes a file."""

from __future__ import annotations

import json
import os
import socket
import stat
from pathlib import Path
from typing import Callable

import pytest

from tabletop import games
from tabletop.book import open_book
from tabletop.cli import main as cli_main
from tabletop.games.peur_sur_la_ville.play import load_game, save_game
from tabletop.games.peur_sur_la_ville.rules import new_roster, roster_file_text
from tabletop.games.playfile import load_play, save_play
from tabletop.scenario import load_scenario, save_scenario
from tabletop.storage import NotARegularFileError, atomic_write_bytes, atomic_write_text
from tabletop.storage.journal import Journal
from ui.launcher import main as launcher_main

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_MAP = ROOT / "tabletop" / "samples" / "bank-job.geojson"
SAMPLE_GAME = ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"
SAMPLE_PLAY = ROOT / "tabletop" / "samples" / "plays" / "camorra.ttplay.json"


def _save_map(path: Path) -> None:
    save_scenario(load_scenario(SAMPLE_MAP), path)


def _save_game(path: Path) -> None:
    save_game(load_game(SAMPLE_GAME), path)


def _save_play(path: Path) -> None:
    save_play(path, load_play(SAMPLE_PLAY, games.game_core))


def _save_roster(path: Path) -> None:
    atomic_write_text(path, roster_file_text(new_roster("A")))


def _export_book(path: Path) -> None:
    book = open_book(str(path.parent.parent / "book.sqlite"))
    try:
        book.export_csv(path) if path.suffix == ".csv" else book.export_file(path)
    finally:
        book.close()


def _journal(path: Path) -> None:
    journal = Journal(path)
    journal.begin("game", "test", None, {"log": []})
    journal.close()


SAVES: dict[str, Callable[[Path], None]] = {
    "map.geojson": _save_map, "game.ttgame.json": _save_game, "play.ttplay.json": _save_play,
    "gang.json": _save_roster, "book.json": _export_book, "book.csv": _export_book, "picture.png":
        lambda path: atomic_write_bytes(path, b"\x89PNG"), "journal.jsonl": _journal,
}


def _folder_listing(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


@pytest.mark.parametrize("name", sorted(SAVES))
def test_a_save_through_a_symbolic_link_writes_the_target_and_keeps_the_link(tmp_path, name):
    real_folder, link_folder = tmp_path / "real", tmp_path / "links"
    real_folder.mkdir()
    link_folder.mkdir()
    target = real_folder / name
    target.write_text("old", encoding="utf-8")
    target.chmod(0o640)
    link = link_folder / name
    link.symlink_to(Path("..") / "real" / name)  # relative, as `ln -s` makes it
    SAVES[name](link)
    assert link.is_symlink() and os.readlink(link) == str(Path("..") / "real" / name)
    assert target.read_bytes() != b"old" and link.read_bytes() == target.read_bytes()
    assert stat.S_IMODE(target.stat().st_mode) == 0o640  # the target's own mode, kept
    assert _folder_listing(real_folder) == [name] and _folder_listing(link_folder) == [name]


def test_a_chain_of_links_and_a_dangling_link_write_the_last_target(tmp_path):
    end = tmp_path / "end.geojson"
    (tmp_path / "middle.geojson").symlink_to(end)
    (tmp_path / "first.geojson").symlink_to(tmp_path / "middle.geojson")
    _save_map(tmp_path / "first.geojson")  # the end does not exist yet: the save creates it
    assert end.is_file() and not end.is_symlink()
    assert (tmp_path / "first.geojson").is_symlink() and (tmp_path / "middle.geojson").is_symlink()
    load_scenario(tmp_path / "first.geojson")


def _fifo(tmp_path: Path) -> Path:
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    return fifo


def _socket(tmp_path: Path) -> Path:
    path = tmp_path / "sock.json"
    server = socket.socket(socket.AF_UNIX)
    server.bind(str(path))
    server.close()
    return path


def _folder(tmp_path: Path) -> Path:
    (tmp_path / "folder.json").mkdir()
    return tmp_path / "folder.json"


SPECIAL = {"fifo": _fifo, "socket": _socket, "folder": _folder, "/dev/null": lambda _p: Path("/dev/null"),
           "/dev/full": lambda _p: Path("/dev/full")}


@pytest.mark.parametrize("kind", sorted(SPECIAL))
@pytest.mark.parametrize("through_link", [False, True], ids=["direct", "link"])
def test_a_target_that_is_no_regular_file_is_refused_before_anything_is_written(tmp_path, kind, through_link):
    special = SPECIAL[kind](tmp_path)
    before = os.lstat(special)
    path = special
    if through_link:
        path = tmp_path / "link.json"
        path.symlink_to(special)
    listing = _folder_listing(tmp_path)
    with pytest.raises(NotARegularFileError) as refused:
        atomic_write_text(path, "{}")
    assert refused.value.strerror.startswith(f"{path} is ") and "\n" not in refused.value.strerror
    after = os.lstat(special)
    assert (after.st_mode, after.st_ino, after.st_rdev) == (before.st_mode, before.st_ino, before.st_rdev)
    assert _folder_listing(tmp_path) == listing


def test_a_loop_of_links_is_refused(tmp_path):
    (tmp_path / "a.json").symlink_to(tmp_path / "b.json")
    (tmp_path / "b.json").symlink_to(tmp_path / "a.json")
    with pytest.raises(NotARegularFileError, match="a loop of symbolic links"):
        atomic_write_text(tmp_path / "a.json", "{}")


def test_a_path_under_a_file_is_said_so(tmp_path):
    (tmp_path / "file").write_text("x", encoding="utf-8")
    with pytest.raises(NotADirectoryError) as refused:
        atomic_write_text(tmp_path / "file" / "sub" / "x.json", "{}")
    assert refused.value.strerror == f"{tmp_path / 'file'} is a file, not a folder"


def _writing_commands(tmp_path: Path, out: str) -> list[list[str]]:
    book = str(tmp_path / "book.sqlite")
    return [["roster", "new", "A", out], ["book", "--book", book, "export", out],
            ["book", "--book", book, "export", "--csv", out], ["render", str(SAMPLE_MAP), "--out", out]]


@pytest.mark.parametrize("kind", ["fifo", "/dev/null", "/dev/full", "folder"])
def test_every_command_that_writes_refuses_a_fifo_a_device_and_a_folder_in_one_line(tmp_path, capsys, kind):
    special = SPECIAL[kind](tmp_path)
    before = os.lstat(special)
    for argv in _writing_commands(tmp_path, str(special)):
        code = launcher_main(argv)
        out, err = capsys.readouterr()
        assert code == 1, argv
        assert err.count("\n") == 1 and f"{special} is " in err and "Traceback" not in err, (argv, err)
        after = os.lstat(special)
        assert (after.st_mode, after.st_ino) == (before.st_mode, before.st_ino)


def test_book_export_under_a_file_and_a_huge_limit_are_one_line(tmp_path, capsys):
    (tmp_path / "file").write_text("x", encoding="utf-8")
    book = str(tmp_path / "book.sqlite")
    assert cli_main(["book", "--book", book, "export", str(tmp_path / "file" / "out.json")]) == 1
    assert capsys.readouterr().err.count("\n") == 1
    assert cli_main(["book", "--book", book, "plays", "--limit", str(10 ** 23)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "from 1 to 10000000" in err
    assert cli_main(["book", "--book", book, "plays", "--limit", "10000000", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []
