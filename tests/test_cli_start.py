"""The command line starts fast: it reads its arguments before loading what only some commands need."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "tabletop" / "samples" / "bank-job.geojson"
HEAVY = ("numpy", "shapely", "jsonschema", "tabletop.games", "PySide6")

PROBE = """
import argparse, sys
from tabletop import cli
built = []
real = cli.build_parser
cli.build_parser = lambda *a, **k: built.append(1) or real(*a, **k)
from ui import launcher
launcher.build_parser = cli.build_parser
try:
    code = launcher.main(sys.argv[1:])
except SystemExit as done:
    code = done.code
print("LOADED", sorted({m.split('.')[0] if not m.startswith('tabletop.') else '.'.join(m.split('.')[:2])
                        for m in sys.modules}))
print("BUILT", len(built))
sys.exit(code)
"""


def probe(*args: str) -> tuple[set[str], int, str]:
    result = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True, cwd=ROOT,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    loaded = eval(next(line for line in lines if line.startswith("LOADED"))[len("LOADED "):])
    built = int(next(line for line in lines if line.startswith("BUILT")).split()[1])
    return set(loaded), built, result.stdout


@pytest.mark.parametrize("args", [["--version"], ["--help"]])
def test_version_and_help_load_nothing_heavy(args: list[str]) -> None:
    loaded, built, out = probe(*args)
    assert not [m for m in HEAVY if m in loaded], loaded
    assert built == 1
    if args == ["--help"]:
        for command in ("check", "odds", "gangs", "roster", "sight", "reach", "replay", "render"):
            assert f"    {command}" in out


def test_a_geometry_query_loads_no_game() -> None:
    loaded, built, out = probe("sight", str(SAMPLE), "police-1", "police-2")
    assert "shapely" in loaded and "tabletop.games" not in loaded and "PySide6" not in loaded
    assert built == 1
    assert '"visible"' in out
