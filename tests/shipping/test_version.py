"""The version is written once (``tabletop.__version__``; pyproject.toml reads it), and CHANGELOG.md opens with what
that version brings. ``--version``, Help → About, the wheel's and the bundle's names are checked where they are made
(tests/test_cli_entry.py, tests/ui/test_shell.py, test_wheel.py, test_bundle.py)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import tabletop

ROOT = Path(__file__).resolve().parents[2]


def test_pyproject_reads_the_packages_version() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in pyproject["project"] and pyproject["project"]["dynamic"] == ["version"]
    assert pyproject["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "tabletop.__version__"}


def test_the_changelog_opens_with_this_version() -> None:
    versions = re.findall(r"^## (\S+)$", (ROOT / "CHANGELOG.md").read_text(encoding="utf-8"), re.MULTILINE)
    assert versions[0] == tabletop.__version__
    assert len(versions) == len(set(versions))
