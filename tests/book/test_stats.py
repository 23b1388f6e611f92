"""The SQL statistics against the same figures counted by hand in Python, on a seeded book of 300 plays."""

from __future__ import annotations

import json
import math
import statistics
from collections import defaultdict
from contextlib import nullcontext
from itertools import combinations
from pathlib import Path
from typing import Iterator

import pytest
from sqlalchemy import event

from tabletop.book import Book, BookError, GameStats, PlayerStats, SeatStats, Streaks, open_book
from tests.book.builders import random_document, play
from tests.book.conftest import _new_schema


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def filled(request: pytest.FixtureRequest,
           tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Book, list[dict]]]:
    """A book of 300 generated plays, once a SQLite file and once a PostgreSQL schema of its own, made once for the
    module's tests that count by hand: they only read it, and importing it again was most of each one's time."""
    doc = random_document(300, 12, seed=7)
    folder = tmp_path_factory.mktemp("filled")
    path = folder / "plays.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    where = nullcontext(str(folder / "book.sqlite")) if request.param == "sqlite" else _new_schema()
    with where as url, open_book(url) as book:
        book.import_file(path)
        yield book, doc["plays"]


def _close(a: float | None, b: float | None) -> bool:
    return (a is None and b is None) or (a is not None and b is not None and math.isclose(a, b, abs_tol=1e-9))


def _by_hand(plays: list[dict], game: str | None = None) -> dict[str, PlayerStats]:
    seen: dict[str, list[dict]] = defaultdict(list)
    for p in plays:
        if game in (None, p["game"]):
            for seat in p["players"]:
                seen[seat["name"]].append(seat)
    result = {}
    for name, seats in seen.items():
        wins = sum(s["rank"] == 1 for s in seats)
        scores = [s["score"] for s in seats if s["score"] is not None]
        result[name] = PlayerStats(len(seats), wins, wins / len(seats), statistics.fmean(scores) if scores else None,
                                   max(scores) if scores else None)
    return result


@pytest.mark.parametrize("game", [None, "camorra", "narcopolis"])
def test_player_stats_match_a_count_by_hand(filled, game: str | None) -> None:
    book, plays = filled
    got, want = book.player_stats(game), _by_hand(plays, game)
    assert sorted(got) == sorted(want) and list(got) == sorted(got)
    for name, stats in want.items():
        g = got[name]
        assert (g.plays, g.wins) == (stats.plays, stats.wins), name
        assert _close(g.win_rate, stats.win_rate) and _close(g.mean_score, stats.mean_score)
        assert _close(g.best_score, stats.best_score)


def test_per_game_figures_of_each_player(filled) -> None:
    book, plays = filled
    by_game = book.player_stats_by_game()
    for game in {p["game"] for p in plays}:
        for name, stats in _by_hand(plays, game).items():
            assert by_game[name][game].plays == stats.plays and by_game[name][game].wins == stats.wins
    assert book.player_stats_by_game("Player 003") == {"Player 003": by_game["Player 003"]}


def test_game_stats_match_a_count_by_hand(filled) -> None:
    book, plays = filled
    stats = book.game_stats()
    for game in {p["game"] for p in plays}:
        mine = [p for p in plays if p["game"] == game]
        seats = [s for p in mine for s in p["players"]]
        scores = [s["score"] for s in seats if s["score"] is not None]
        winning = [s["score"] for s in seats if s["rank"] == 1 and s["score"] is not None]
        g = stats[game]
        assert g.plays == len(mine) and g.players == len({s["name"] for s in seats})
        assert _close(g.mean_winning_score, statistics.fmean(winning))
        assert _close(g.score_stdev, statistics.pstdev(scores))
        assert (g.score_min, g.score_max) == (min(scores), max(scores))
        for seat, figures in g.seats.items():
            at = [s for s in seats if s["seat"] == seat]
            assert figures == SeatStats(seat, len(at), sum(s["rank"] == 1 for s in at),
                                        sum(s["rank"] == 1 for s in at) / len(at))
        assert book.win_rate_by_seat(game) == g.seats
    assert list(book.game_stats("camorra")) == ["camorra"]


def test_head_to_head_matches_a_count_by_hand(filled) -> None:
    book, plays = filled
    for a, b in list(combinations([f"Player {k:03d}" for k in range(12)], 2))[:10]:
        together = [{s["name"]: s for s in p["players"]} for p in plays
                    if {a, b} <= {s["name"] for s in p["players"]}]
        ahead = lambda x, y: sum(1 for t in together if t[x]["rank"] is not None and t[y]["rank"] is not None
                                 and t[x]["rank"] < t[y]["rank"])
        h = book.head_to_head(a, b)
        assert (h.plays, h.a_wins, h.b_wins) == (len(together), sum(t[a]["rank"] == 1 for t in together),
                                                 sum(t[b]["rank"] == 1 for t in together))
        assert (h.a_ahead, h.b_ahead, h.level) == (ahead(a, b), ahead(b, a),
                                                   len(together) - ahead(a, b) - ahead(b, a))


def test_a_head_to_head_is_two_queries_its_players_looked_up_together(book: Book) -> None:
    """On a server each query is a round trip: both players, by their names or a merged profile's, in one query,
    then their pair's rows (the players, then the aliases, of each player were four)."""
    book.record_play(play("camorra", 0, ("Ana", 10, 1), ("Bruno", 4, 2)))
    book.record_play(play("camorra", 1, ("Chloé", 3, 2), ("Bruno", 8, 1)))
    book.merge_players("Ana", "Chloé")
    statements: list[str] = []
    listen = lambda *args: statements.append(args[2])  # noqa: E731
    event.listen(book._engine, "before_cursor_execute", listen)
    try:
        h = book.head_to_head("Chloé", "Bruno")  # Chloé, Ana's profile now
    finally:
        event.remove(book._engine, "before_cursor_execute", listen)
    assert (h.plays, h.a_wins, h.b_wins, h.a_ahead, h.b_ahead) == (2, 1, 1, 1, 1)
    assert len([s for s in statements if s.lstrip().upper().startswith("SELECT")]) == 2, statements
    with pytest.raises(BookError, match="no player named «\u00a0Nobody\u00a0»"):
        book.head_to_head("Bruno", "Nobody")


def test_streaks_match_a_count_by_hand(filled) -> None:
    book, plays = filled
    for k in range(12):
        name = f"Player {k:03d}"
        results = [s["rank"] == 1 for p in sorted(plays, key=lambda p: (p["played_at"], p["id"]))
                   for s in p["players"] if s["name"] == name]
        longest = run = 0
        for won in results:
            run = run + 1 if won else 0
            longest = max(longest, run)
        assert book.streaks(name) == Streaks(current=run, longest=longest), name


def test_ties_count_a_win_for_everyone_ranked_first(book: Book) -> None:
    book.record_play(play("camorra", 0, ("Ana", 10, 1), ("Bruno", 10, 1), ("Chloé", 4, 3)))
    book.record_play(play("camorra", 1, ("Ana", 2, 2), ("Bruno", 8, 1)))
    stats = book.player_stats()
    assert (stats["Ana"].wins, stats["Bruno"].wins, stats["Chloé"].wins) == (1, 2, 0)
    assert book.streaks("Bruno") == Streaks(current=2, longest=2)
    assert book.streaks("Ana") == Streaks(current=0, longest=1)
    h = book.head_to_head("Ana", "Bruno")
    assert (h.plays, h.a_wins, h.b_wins, h.a_ahead, h.b_ahead, h.level) == (2, 1, 2, 0, 1, 1)


def test_plays_without_scores_count_for_plays_and_wins_only(book: Book) -> None:
    book.record_play(play("narcopolis", 0, ("Ana", None, 1), ("Bruno", None, None)))
    assert book.player_stats()["Ana"] == PlayerStats(1, 1, 1.0, None, None)
    assert book.player_stats()["Bruno"] == PlayerStats(1, 0, 0.0, None, None)
    assert book.game_stats()["narcopolis"] == GameStats(
        plays=1, players=2, mean_winning_score=None, score_min=None, score_max=None, score_stdev=None,
        mean_duration_min=None, seats={1: SeatStats(1, 1, 1, 1.0), 2: SeatStats(2, 1, 0, 0.0)})


def test_an_empty_book_has_empty_statistics(book: Book) -> None:
    assert book.player_stats() == {} and book.game_stats() == {} and book.scores_over_time() == []
    book.add_player("Ana")
    assert book.streaks("Ana") == Streaks(current=0, longest=0)


def test_scores_over_time_are_in_time_order(book: Book) -> None:
    book.record_play(play("camorra", 2, ("Ana", 5, 1), play_id="b"))
    book.record_play(play("camorra", 1, ("Ana", 3, 2), ("Bruno", 4, 1), play_id="a"))
    points = book.scores_over_time(player="Ana")
    assert [(p.play_id, p.score, p.rank) for p in points] == [("a", 3, 2), ("b", 5, 1)]
    assert [p.player for p in book.scores_over_time(game="camorra")] == ["Ana", "Bruno", "Ana"]
