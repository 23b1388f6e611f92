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
