"""docs/peur-clauses.md: every test the clause table names exists, and its counts are the table's."""

import ast
import re
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[4]
TABLE = ROOT / "docs" / "peur-clauses.md"


def _rows() -> list[list[str]]:
    lines = [line for line in TABLE.read_text(encoding="utf-8").splitlines() if re.match(r"\| \d+ \|", line)]
    return [[cell.strip() for cell in line.strip("|").split(" | ")] for line in lines]


def _tests_in(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.name for node in tree.body if isinstance(node, ast.FunctionDef) and node.name.startswith("test_")}


def test_every_test_the_table_names_exists():
    rows = _rows()
    assert [int(r[0]) for r in rows] == list(range(1, len(rows) + 1))
    for row in rows:
        test = row[4]
        if test == "—":
            continue
        file, name = test.split("::")
        path = ROOT / file if file.startswith("tests/") else ROOT / "tests" / "games" / "peur_sur_la_ville" / file
        assert path.exists(), f"clause {row[0]}: no file {file}"
        assert name in _tests_in(path), f"clause {row[0]}: no test {name} in {file}"


def test_the_counts_are_the_tables():
    rows = _rows()
    counts = Counter(row[5] for row in rows)
    assert set(counts) <= {"encoded", "setting", "missing"}
    text = TABLE.read_text(encoding="utf-8")
    said = re.search(r"(\d+) in-game clauses in this table: \*\*(\d+) encoded\*\*, \*\*(\d+) behind a listed setting "
                     r"or reading\*\*, \*\*(\d+) missing\*\*", text.replace("\n", " "))
    assert said is not None
    assert tuple(int(n) for n in said.groups()) == (len(rows), counts["encoded"], counts["setting"], counts["missing"])
