"""The book benchmark runs, and the book's answers equal its hand-written queries' (on a small book: figures are not
tested, so each is timed once, ``--once``: the answers checked are the same as with the median of five runs, and the
three ``tabletop book stats`` processes of each run are one).

The benchmark runs in the test's process (``main``, the entry its command line calls): its answers do not depend on
the process it runs in, and each run in a process of its own loaded Python, SQLAlchemy and Qt again (a third of the
test's CPU). What it measures in processes of their own (the import, the exports, ``tabletop book stats``) still
runs in them. 600 plays keep a second page of plays (a page is 500) for « Show more » and the next page to show."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

import pytest

from benchmarks import book as benchmark


@pytest.fixture
def run_benchmark(qapp: Any, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
                  language: Callable[[str | None], None], tmp_path: Path) -> Callable[..., dict[str, Any]]:
    """Run ``benchmarks/book.py`` with these arguments and ``--once --json``: its exit code checked, its JSON line
    read. The Book tab it shows uses the test's QApplication; the book it names in ``TABLETOP_BOOK`` (monkeypatched,
    so gone after the test) and the language it sets (``language`` sets it back) do not outlive the test."""
    monkeypatch.setenv("TABLETOP_BOOK", str(tmp_path / "none.sqlite"))
    monkeypatch.setenv("QT_NO_GUI_THREADPOOL", "1")

    def run(*argv: str) -> dict[str, Any]:
        code = benchmark.main([*argv, "--once", "--json"])
        out, err = capsys.readouterr()
        assert code == 0, err
        return json.loads(out.strip().splitlines()[-1])
    return run


def test_the_benchmark_checks_its_answers_and_ends_with_one_json_line(run_benchmark) -> None:
    figures = run_benchmark("--plays", "600", "--players", "40")
    assert figures["all_equal"] and figures["plays"] == 600
    assert {"player_stats", "game_stats", "streaks", "head_to_head", "score_lines", "plays_page", "next_page",
            "play_of_file", "stats_page"} <= set(figures["sqlite"]["operations"])
    # The Book tab's choices, each showing as many rows as the book's reads behind it give.
    tab = {name: v for name, v in figures["sqlite"]["operations"].items() if name.startswith("tab_")}
    assert set(TAB_CHOICES) == set(tab) and all(v["same"] and v["cpu_ms"] > 0 for v in tab.values())
    assert figures["sqlite"]["import_mib"] > 0 and figures["sqlite"]["cli_stats_s"] > 0
    assert {v["runs"] for v in figures["sqlite"]["operations"].values()} == {1}
    assert figures["sqlite"]["cli_stats_runs"] == 1


def test_the_benchmark_measures_a_book_built_in_bulk_then_the_same_book_again(run_benchmark, tmp_path: Path) -> None:
    """``--database``: an empty book is filled by the bulk builder, a book already holding the plays is measured
    as it is (a million plays are built once for several runs)."""
    book = tmp_path / "bulk.sqlite"
    for built in (True, False):
        figures = run_benchmark("--plays", "600", "--players", "30", "--database", str(book))["sqlite"]
        assert (figures["build_s"] is not None) is built and figures["import_s"] is None
        assert figures["operations"].keys() >= set(TAB_CHOICES) and figures["operations"]["tab_ledger"]["same"]


TAB_CHOICES = ("tab_players", "tab_plays", "tab_plays_game", "tab_plays_player", "tab_plays_more", "tab_plays_campaign",
               "tab_stats_game", "tab_stats_every_game", "tab_campaigns", "tab_ledger")
