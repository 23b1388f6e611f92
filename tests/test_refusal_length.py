"""Issue 36: a refused file says what is wrong in a bounded number of lines and characters. A map with a table
4.9e-324 cm wide printed 269 lines (its width itself is now refused: the editor's tables are 10 cm at least), a
file with hundreds of problems lists the first 20 and says how many more, and so does a play's set-up, not in a line
of 24,000 characters."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop import SAMPLES_DIR
from tabletop.cli import main


def _check(capsys, path: Path) -> list[str]:
    assert main(["check", str(path)]) == 1
    return capsys.readouterr().err.splitlines()


def test_a_table_a_few_atoms_wide_is_refused_by_its_width_alone(tmp_path: Path, capsys) -> None:
    doc = json.loads((SAMPLES_DIR / "bank-job.geojson").read_text(encoding="utf-8"))
    doc["tabletop"]["table"]["width_cm"] = 4.9e-324
    path = tmp_path / "tiny.geojson"
    path.write_text(json.dumps(doc), encoding="utf-8")
    assert _check(capsys, path) == [f"in «\u00a0{path}\u00a0», the table's width: expected a number ≥ 10, got 5e-324"]


def test_a_map_with_many_problems_lists_the_first_20_and_counts_the_rest(tmp_path: Path, capsys) -> None:
    doc = json.loads((SAMPLES_DIR / "bank-job.geojson").read_text(encoding="utf-8"))
    doc["tabletop"]["table"]["width_cm"] = 10  # the bank and its street stand off a table this narrow
    path = tmp_path / "narrow.geojson"
    path.write_text(json.dumps(doc), encoding="utf-8")
    lines = _check(capsys, path)
    assert len(lines) == 21 and all("is off the table" in line for line in lines[:20])
    assert lines[20].startswith(f"{path}: and ") and lines[20].endswith(" more problems")


def test_a_play_with_hundreds_of_unknown_settings_lists_the_first_20_in_short_lines(tmp_path: Path, capsys) -> None:
    doc = json.loads((SAMPLES_DIR / "plays" / "camorra.ttplay.json").read_text(encoding="utf-8"))
    doc["settings"] = {f"{'x' * 500}{i:03d}": "y" * 5000 for i in range(300)}
    path = tmp_path / "play.ttplay.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    lines = _check(capsys, path)
    assert len(lines) == 21 and lines[20] == f"{path}: and 280 more problems"
    assert all(line.startswith(f"{path}: unknown setting « " + "x" * 79 + "… »") for line in lines[:20])
    assert all(len(line) < len(str(path)) + 120 for line in lines)
