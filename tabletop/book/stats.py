"""The book's statistics, read from the summaries kept as the plays are written (``summary.py``): their cost
follows the number of players and games, not of plays. Head to head reads the rows of one pair of players; a score
line is a few hundred points at most.

A win is a participation ranked 1, so every participant ranked 1 in a tie has won. A score that was not recorded
(NULL) counts in neither a mean nor a best. Each function takes the connection of a read transaction.
"""

from __future__ import annotations

import math
from datetime import datetime, timezone
from typing import Sequence

from sqlalchemy import Connection, case, func, select

from tabletop.book.idlists import in_list
from tabletop.book.playstore import find_player_ids, from_db_time, player_id, player_ids
from tabletop.book.records import GameStats, HeadToHead, LinePoint, PlayerStats, ScorePoint, SeatStats, Streaks
from tabletop.book.schema import (participants, players, plays, stats_game, stats_month, stats_pair, stats_player,
                                  stats_player_game, stats_seat, stats_streak)
from tabletop.book.summary import ALL_GAMES

# The most points of a score line: a chart a few hundred pixels wide shows no more.
LINE_POINTS = 300


def _rate(wins: int, total: int) -> float:
    return wins / total if total else 0.0


def _figures(plays: int, wins: int, scored: int, score_sum: float, best: float | None) -> PlayerStats:
    # Positional and without a call per field: the Statistics page builds one per player, 6,000 for a federation.
    return PlayerStats(plays, wins, wins / plays if plays else 0.0, score_sum / scored if scored else None,
                       None if best is None else float(best))


def player_stats(conn: Connection, game: str | None = None) -> dict[str, PlayerStats]:
    """Every player who has played (``game`` only, when given): plays, wins, win rate, mean and best score."""
    table = stats_player if game is None else stats_player_game
    query = select(players.c.name, table.c.plays, table.c.wins, table.c.scored, table.c.score_sum, table.c.score_max) \
        .join(players, players.c.id == table.c.player_id)
    if game is not None:
        query = query.where(table.c.game == game)
    # All rows at once, unpacked by position: most of the time went to the rows, not to the query.
    return {name: _figures(*figures) for name, *figures in conn.execute(query.order_by(players.c.name)).all()}


def player_stats_by_game(conn: Connection, player: str | None = None) -> dict[str, dict[str, PlayerStats]]:
    """The same figures per player and per game: ``{player: {game: stats}}``."""
    pg = stats_player_game
    query = select(players.c.name, pg.c.game, pg.c.plays, pg.c.wins, pg.c.scored, pg.c.score_sum, pg.c.score_max) \
        .join(players, players.c.id == pg.c.player_id)
    if player is not None:
        query = query.where(pg.c.player_id == player_id(conn, player))
    result: dict[str, dict[str, PlayerStats]] = {}
    for name, game, *figures in conn.execute(query.order_by(players.c.name, pg.c.game)).all():
        result.setdefault(name, {})[game] = _figures(*figures)
    return result


def game_stats(conn: Connection, game: str | None = None) -> dict[str, GameStats]:
    """Every game played (or ``game``): plays, players, mean winning score, score spread, win rate by seat.

    Read from the summaries: a row per game, per seat, and the rows per player of the game added up (a few
    thousand at most).
    """
    pg = stats_player_game
    people = select(pg.c.game, func.count().label("players"), func.sum(pg.c.scored).label("scored"),
                    func.sum(pg.c.score_sum).label("total"), func.sum(pg.c.score_squares).label("squares"),
                    func.min(pg.c.score_min).label("low"), func.max(pg.c.score_max).label("high"),
                    func.sum(pg.c.win_scored).label("win_scored"), func.sum(pg.c.win_score_sum).label("win_total"))
    per_game = select(stats_game)
    seats = select(stats_seat)
    if game is not None:
        people, per_game, seats = (people.where(pg.c.game == game), per_game.where(stats_game.c.game == game),
                                   seats.where(stats_seat.c.game == game))
    figures = {r.game: r for r in conn.execute(people.group_by(pg.c.game))}
    by_seat: dict[str, dict[int, SeatStats]] = {}
    for r in conn.execute(seats.order_by(stats_seat.c.game, stats_seat.c.seat)):
        by_seat.setdefault(r.game, {})[r.seat] = SeatStats(r.seat, int(r.seated), int(r.wins),
                                                           _rate(int(r.wins), int(r.seated)))
    result = {}
    for r in conn.execute(per_game.order_by(stats_game.c.game)):
        f = figures.get(r.game)
        scored = int(f.scored or 0) if f is not None else 0
        mean = float(f.total) / scored if scored else None
        result[r.game] = GameStats(
            plays=int(r.plays), players=int(f.players) if f is not None else 0,
            mean_winning_score=float(f.win_total) / int(f.win_scored) if f is not None and f.win_scored else None,
            score_min=_number(f.low) if f is not None else None, score_max=_number(f.high) if f is not None else None,
            score_stdev=_stdev(mean, float(f.squares) / scored if scored else None),
            mean_duration_min=float(r.duration_sum) / int(r.timed) if r.timed else None,
            seats=by_seat.get(r.game, {}))
    return result


def play_count(conn: Connection, game: str | None, player: str | None) -> int:
    """How many plays (of ``game``, of ``player``), from the summaries."""
    if player is not None:
        table = stats_player_game if game is not None else stats_player
        query = select(func.sum(table.c.plays)).where(table.c.player_id == player_id(conn, player))
        if game is not None:
            query = query.where(table.c.game == game)
    else:
        query = select(func.sum(stats_game.c.plays))
        if game is not None:
            query = query.where(stats_game.c.game == game)
    return int(conn.execute(query).scalar() or 0)


def games(conn: Connection) -> list[str]:
    """The games that have plays, from their summary rows."""
    return list(conn.execute(select(stats_game.c.game).order_by(stats_game.c.game)).scalars())


def plays_by_game(conn: Connection, game: str | None = None) -> dict[str, int]:
    """``{game: plays}`` for every game that has plays (or ``game``), from their summary rows."""
    query = select(stats_game.c.game, stats_game.c.plays).order_by(stats_game.c.game)
    if game is not None:
        query = query.where(stats_game.c.game == game)
    return {name: int(plays) for name, plays in conn.execute(query)}


def _number(value: object) -> float | None:
    return None if value is None else float(value)  # type: ignore[arg-type]


def _stdev(mean: object, mean_square: object) -> float | None:
    """Population standard deviation from the mean and the mean square (SQLite has no STDDEV)."""
    if mean is None or mean_square is None:
        return None
    # ``mean * mean``, not ``mean ** 2``: the power raises OverflowError where the product is only infinite. Scores
    # are bounded (tabletop.book.checks.SCORE_LIMIT), so an infinite or NaN variance means a book written before
    # the bounds: it has no deviation to show rather than a statistics page that fails for good.
    variance = float(mean_square) - float(mean) * float(mean)  # type: ignore[arg-type]
    if not math.isfinite(variance):
        return None
    # Rounding can leave a hair below zero when every score is the same.
    return math.sqrt(max(variance, 0.0))


def head_to_head(conn: Connection, a: str, b: str, game: str | None = None) -> HeadToHead:
    """Players ``a`` and ``b`` over the plays they both took part in, added up from their pair's rows (one a game)."""
    first, second = player_ids(conn, [a, b])
    low, high = min(first, second), max(first, second)
    p = stats_pair
    query = select(func.coalesce(func.sum(p.c.plays), 0), func.coalesce(func.sum(p.c.wins), 0),
                   func.coalesce(func.sum(p.c.other_wins), 0), func.coalesce(func.sum(p.c.ahead), 0),
                   func.coalesce(func.sum(p.c.other_ahead), 0)).where(p.c.player_id == low, p.c.other_id == high)
    if game is not None:
        query = query.where(p.c.game == game)
    together, low_wins, high_wins, low_ahead, high_ahead = map(int, conn.execute(query).one())
    if first != low:
        low_wins, high_wins, low_ahead, high_ahead = high_wins, low_wins, high_ahead, low_ahead
    return HeadToHead(a=a, b=b, plays=together, a_wins=low_wins, b_wins=high_wins, a_ahead=low_ahead,
                      b_ahead=high_ahead, level=together - low_ahead - high_ahead)


def streaks(conn: Connection, player: str, game: str | None = None) -> Streaks:
    """The player's current and longest winning streak, as the summaries keep them."""
    row = conn.execute(select(stats_streak.c.current, stats_streak.c.longest).where(
        stats_streak.c.player_id == player_id(conn, player),
        stats_streak.c.game == (ALL_GAMES if game is None else game))).first()
    return Streaks(current=int(row.current), longest=int(row.longest)) if row else Streaks(current=0, longest=0)


def score_lines(conn: Connection, names: Sequence[str], game: str | None = None,
                most: int = LINE_POINTS) -> dict[str, list[LinePoint]]:
    """Each player's scores over time (of ``game``), at most ``most`` points a line: every scored play of a player
    with no more than that, else the mean score of each month (of several months together when the months are
    more), added up in SQL from the monthly summary. Every player's line in the same few queries, whatever their
    number: on a server each query is a round trip, and the Statistics page asked three a player."""
    ids = find_player_ids(conn, names)
    wanted = sorted({ids[name] for name in names if name in ids})
    if not wanted:
        return {}
    counted = stats_player_game if game is not None else stats_player
    query = select(counted.c.player_id, counted.c.scored).where(in_list(conn, counted.c.player_id, wanted))
    if game is not None:
        query = query.where(counted.c.game == game)
    scored = {pid: int(n or 0) for pid, n in conn.execute(query)}
    many = [pid for pid in wanted if scored.get(pid, 0) > most]
    few = [pid for pid in wanted if scored.get(pid, 0) <= most]
    points = (_each_play(conn, few, game, most) if few else {}) | (_by_month(conn, many, game, most) if many else {})
    return {name: points.get(ids[name], []) for name in names if name in ids}


def _each_play(conn: Connection, pids: list[int], game: str | None, most: int) -> dict[int, list[LinePoint]]:
    seat = participants
    where = [in_list(conn, seat.c.player_id, pids), seat.c.score.is_not(None)] + \
        ([seat.c.game == game] if game is not None else [])
    numbered = select(seat.c.player_id, plays.c.played_at, seat.c.score,
                      func.row_number().over(partition_by=seat.c.player_id,
                                             order_by=(plays.c.played_at, plays.c.id)).label("n")) \
        .select_from(seat).join(plays, plays.c.id == seat.c.play_id).where(*where).subquery()
    lines: dict[int, list[LinePoint]] = {}
    for r in conn.execute(select(numbered).where(numbered.c.n <= most).order_by(numbered.c.player_id, numbered.c.n)):
        lines.setdefault(r.player_id, []).append(LinePoint(at=from_db_time(r.played_at), score=float(r.score), plays=1))
    return lines


def _by_month(conn: Connection, pids: list[int], game: str | None, most: int) -> dict[int, list[LinePoint]]:
    month = stats_month
    mine = [in_list(conn, month.c.player_id, pids), month.c.scored > 0] + \
        ([month.c.game == game] if game is not None else [])
    # Each player's first month, and the months a point of his line stands for: as many as make ``most`` points.
    # Worked out here, not joined as a subquery: PostgreSQL planned that join as the grouping again for every month.
    spans = conn.execute(select(month.c.player_id, func.min(month.c.month), func.max(month.c.month))
                         .where(*mine).group_by(month.c.player_id)).all()
    if not spans:
        return {}
    first = {pid: low for pid, low, _high in spans}
    width = {pid: -(-(high - low + 1) // most) for pid, low, high in spans}
    bucket = ((month.c.month - case(first, value=month.c.player_id)) //
              case(width, value=month.c.player_id)).label("bucket")
    rows = conn.execute(select(month.c.player_id, func.min(month.c.month).label("start"),
                               func.sum(month.c.scored).label("scored"), func.sum(month.c.score_sum).label("total"))
                        .where(*mine).group_by(month.c.player_id, bucket).order_by(month.c.player_id, bucket))
    lines: dict[int, list[LinePoint]] = {}
    for r in rows:
        lines.setdefault(r.player_id, []).append(LinePoint(
            at=datetime(r.start // 12, r.start % 12 + 1, 1, tzinfo=timezone.utc), score=float(r.total) / int(r.scored),
            plays=int(r.scored)))
    return lines


def scores_over_time(conn: Connection, player: str | None = None, game: str | None = None) -> list[ScorePoint]:
    """Every participation in time order (of one player, of one game), for charts of scores and ranks."""
    query = select(plays.c.id, plays.c.played_at, plays.c.game, players.c.name, participants.c.score,
                   participants.c.rank) \
        .select_from(participants).join(plays, plays.c.id == participants.c.play_id) \
        .join(players, players.c.id == participants.c.player_id)
    if player is not None:
        query = query.where(participants.c.player_id == player_id(conn, player))
    if game is not None:
        query = query.where(plays.c.game == game)
    query = query.order_by(plays.c.played_at, plays.c.id, participants.c.position)
    return [ScorePoint(play_id=r.id, played_at=from_db_time(r.played_at), game=r.game, player=r.name,
                       score=r.score, rank=r.rank) for r in conn.execute(query)]
