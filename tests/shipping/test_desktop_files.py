"""What the bundle's install.sh hands the desktop: a MIME type for every kind of file the app opens, each named by the
menu entry, so a double-click in the file manager opens it with Tabletop."""

from __future__ import annotations

import configparser
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tabletop import games

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"
NS = {"m": "http://www.freedesktop.org/standards/shared-mime-info"}
# Maps ending in .geojson are the desktop's standard GeoJSON type: the entry names it instead of defining one.
STANDARD = {".geojson": "application/geo+json"}


def mime_globs() -> dict[str, str]:
    """Glob suffix -> MIME type, from packaging/tabletop-mime.xml."""
    root = ET.parse(PACKAGING / "tabletop-mime.xml").getroot()
    return {glob.get("pattern").removeprefix("*"): kind.get("type")
            for kind in root.findall("m:mime-type", NS) for glob in kind.findall("m:glob", NS)}


def entry_types() -> list[str]:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(PACKAGING / "tabletop.desktop", encoding="utf-8")
    return [t for t in entry["Desktop Entry"]["MimeType"].split(";") if t]


def test_every_file_kind_the_app_opens_has_a_mime_type_the_entry_names() -> None:
    suffixes = {s for m in games.modules() for s in m.file_suffixes}
    assert {".ttgame.json", ".ttplay.json", ".geojson"} <= suffixes
    types = {**mime_globs(), **STANDARD}
    assert suffixes == set(types), "packaging/tabletop-mime.xml and the registered file suffixes disagree"
    assert sorted(entry_types()) == sorted(set(types.values()))


@pytest.mark.parametrize("script", ["install.sh", "uninstall.sh"])
def test_the_installer_scripts_are_plain_sh(script: str) -> None:
    checked = subprocess.run(["sh", "-n", str(PACKAGING / script)], capture_output=True, text=True, timeout=60)
    assert checked.returncode == 0, checked.stderr


def exec_arguments(value: str) -> list[str]:
    """An entry's ``Exec`` value read as the Desktop Entry specification reads it: the string escapes first (``\\\\``
    is one backslash), then the arguments, a quoted one taking ``\\"``, ``\\```, ``\\$`` and ``\\\\`` for those
    characters, then ``%%`` for a per cent sign. Field codes (``%F``) are kept as they are."""
    unescaped, i = [], 0
    while i < len(value):
        if value[i] == "\\" and i + 1 < len(value):
            unescaped.append({"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}.get(value[i + 1], "\\" + value[i + 1]))
            i += 2
        else:
            unescaped.append(value[i])
            i += 1
    text, args, current, quoted, i = "".join(unescaped), [], [], False, 0
    while i < len(text):
        char = text[i]
        if quoted and char == "\\":
            assert text[i + 1] in '"`$\\', f"{text[i + 1]!r} may not be escaped in a quoted argument"
            current.append(text[i + 1])
            i += 2
            continue
        if char == '"':
            quoted = not quoted
        elif char == " " and not quoted:
            args.append("".join(current))
            current = []
        else:
            assert quoted or char not in '"`$\\', f"{char!r} outside quotes in {value!r}"
            current.append(char)
        i += 1
    assert not quoted, value
    args.append("".join(current))
    return [a if a.startswith("%") and len(a) == 2 else a.replace("%%", "%") for a in args]


def fake_bundle(folder: Path) -> Path:
    """A Tabletop folder as the bundle unpacks it, with a stand-in for the program (install.sh asks its version)."""
    (folder / "_internal" / "desktop").mkdir(parents=True)
    (folder / "_internal" / "ui").mkdir()
    for name in ("install.sh", "uninstall.sh"):
        (folder / name).write_bytes((PACKAGING / name).read_bytes())
        (folder / name).chmod(0o755)
    program = folder / "tabletop"
    program.write_text("#!/bin/sh\necho 'tabletop 0.0'\n", encoding="utf-8")
    program.chmod(0o755)
    for name in ("tabletop.desktop", "tabletop-mime.xml"):
        (folder / "_internal" / "desktop" / name).write_bytes((PACKAGING / name).read_bytes())
    (folder / "_internal" / "ui" / "tabletop.svg").write_text("<svg/>", encoding="utf-8")
    return folder


@pytest.mark.parametrize("home_name", ['R&D', 'a|b', 'say "hi"', 'cost $5 `x`', '100% sure', 'back\\slash',
                                       "l'été à côté"])
def test_the_menu_entry_names_the_command_whatever_the_home_folder(tmp_path, home_name: str) -> None:
    """A HOME with « & » wrote a broken Exec line while install.sh said it succeeded; one with « | » stopped sed
    half-way through the install. The entry's command is now the link's path, escaped as the specification asks."""
    home = tmp_path / home_name
    home.mkdir()
    bundle = fake_bundle(tmp_path / "Tabletop")
    env = {"HOME": str(home), "PATH": "/usr/bin:/bin"}
    installed = subprocess.run(["sh", str(bundle / "install.sh")], capture_output=True, text=True, env=env,
                               timeout=60)
    assert installed.returncode == 0, installed.stderr
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(home / ".local" / "share" / "applications" / "tabletop.desktop", encoding="utf-8")
    link = home / ".local" / "bin" / "tabletop"
    assert exec_arguments(entry["Desktop Entry"]["Exec"]) == [str(link), "%F"]
    written = (home / ".local" / "share" / "applications" / "tabletop.desktop").read_text(encoding="utf-8")
    packaged = (PACKAGING / "tabletop.desktop").read_text(encoding="utf-8")
    assert [line for line in written.splitlines() if not line.startswith("Exec=")] == \
        [line for line in packaged.splitlines() if not line.startswith("Exec=")]  # every other line as shipped

    cache = home / ".cache" / "tabletop" / "thumbnails"
    cache.mkdir(parents=True)
    (cache / "bank-job.png").write_bytes(b"png")
    removed = subprocess.run(["sh", str(home / ".local" / "lib" / "tabletop" / "uninstall.sh")], capture_output=True,
                             text=True, env=env, timeout=60)
    assert removed.returncode == 0, removed.stderr
    assert not (home / ".cache").exists() and not (home / ".local").exists()
    assert f"{home}/.config/Tabletop" in removed.stdout and ".config/tabletop," not in removed.stdout
