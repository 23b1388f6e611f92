"""The book benchmark runs, and the book's answers equal its hand-written queries' (on a small book: figures are not
tested, so each is timed once, ``--once``: the answers checked are the same as with the median of five runs, and the
three ``tabletop book stats`` processes of each run are one)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_benchmark_checks_its_answers_and_ends_with_one_json_line() -> None:
    result = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "book.py"), "--plays", "1200", "--players",
                             "40", "--once", "--json"], capture_output=True, text=True, cwd=ROOT, timeout=300,
                            env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert result.returncode == 0, result.stderr
    figures = json.loads(result.stdout.strip().splitlines()[-1])
    assert figures["all_equal"] and figures["plays"] == 1200
    assert {"player_stats", "game_stats", "streaks", "head_to_head", "score_lines", "plays_page", "next_page",
            "play_of_file", "stats_page"} <= set(figures["sqlite"]["operations"])
    # The Book tab's choices, each showing as many rows as the book's reads behind it give.
    tab = {name: v for name, v in figures["sqlite"]["operations"].items() if name.startswith("tab_")}
    assert set(TAB_CHOICES) == set(tab) and all(v["same"] and v["cpu_ms"] > 0 for v in tab.values())
    assert figures["sqlite"]["import_mib"] > 0 and figures["sqlite"]["cli_stats_s"] > 0
    assert {v["runs"] for v in figures["sqlite"]["operations"].values()} == {1}
    assert figures["sqlite"]["cli_stats_runs"] == 1


def test_the_benchmark_measures_a_book_built_in_bulk_then_the_same_book_again(tmp_path: Path) -> None:
    """``--database``: an empty book is filled by the bulk builder, a book already holding the plays is measured
    as it is (a million plays are built once for several runs)."""
    book = tmp_path / "bulk.sqlite"
    command = [sys.executable, str(ROOT / "benchmarks" / "book.py"), "--plays", "600", "--players", "30",
               "--database", str(book), "--once", "--json"]
    for built in (True, False):
        result = subprocess.run(command, capture_output=True, text=True, cwd=ROOT, timeout=300,
                                env={**os.environ, "PYTHONPATH": str(ROOT)})
        assert result.returncode == 0, result.stderr
        figures = json.loads(result.stdout.strip().splitlines()[-1])["sqlite"]
        assert (figures["build_s"] is not None) is built and figures["import_s"] is None
        assert figures["operations"].keys() >= set(TAB_CHOICES) and figures["operations"]["tab_ledger"]["same"]


TAB_CHOICES = ("tab_players", "tab_plays", "tab_plays_game", "tab_plays_player", "tab_plays_more", "tab_plays_campaign",
               "tab_stats_game", "tab_stats_every_game", "tab_campaigns", "tab_ledger")
