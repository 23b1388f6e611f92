"""The book's statistics, each one a few SQL aggregates: the database counts, Python only reads the totals.

A win is a participation ranked 1, so every participant ranked 1 in a tie has won. A score that was not recorded
(NULL) counts in neither a mean nor a best. Each function takes the connection of a read transaction.
"""

from __future__ import annotations

import math

from sqlalchemy import Connection, Row, case, func, select
from sqlalchemy.sql.elements import ColumnElement

from tabletop.book.playstore import from_db_time, player_id
from tabletop.book.records import GameStats, HeadToHead, PlayerStats, ScorePoint, SeatStats, Streaks
from tabletop.book.schema import participants, players, plays

_WIN = case((participants.c.rank == 1, 1), else_=0)


def _rate(wins: int, total: int) -> float:
    return wins / total if total else 0.0


def _player_figures() -> list[ColumnElement]:
    return [func.count().label("plays"), func.sum(_WIN).label("wins"), func.avg(participants.c.score).label("mean"),
            func.max(participants.c.score).label("best")]


def _figures(row: Row) -> PlayerStats:
    wins = int(row.wins or 0)
    return PlayerStats(plays=row.plays, wins=wins, win_rate=_rate(wins, row.plays),
                       mean_score=None if row.mean is None else float(row.mean),
                       best_score=None if row.best is None else float(row.best))


def player_stats(conn: Connection, game: str | None = None) -> dict[str, PlayerStats]:
    """Every player who has played (``game`` only, when given): plays, wins, win rate, mean and best score."""
    query = select(players.c.name, *_player_figures()).select_from(participants) \
        .join(players, players.c.id == participants.c.player_id)
    if game is not None:
        query = query.where(participants.c.game == game)
    query = query.group_by(players.c.id, players.c.name).order_by(players.c.name)
    return {row.name: _figures(row) for row in conn.execute(query)}


def player_stats_by_game(conn: Connection, player: str | None = None) -> dict[str, dict[str, PlayerStats]]:
    """The same figures per player and per game: ``{player: {game: stats}}``."""
    game = participants.c.game
    query = select(players.c.name, game, *_player_figures()).select_from(participants) \
        .join(players, players.c.id == participants.c.player_id)
    if player is not None:
        query = query.where(participants.c.player_id == player_id(conn, player))
    result: dict[str, dict[str, PlayerStats]] = {}
    for row in conn.execute(query.group_by(players.c.id, players.c.name, game).order_by(players.c.name, game)):
        result.setdefault(row.name, {})[row.game] = _figures(row)
    return result


def game_stats(conn: Connection, game: str | None = None) -> dict[str, GameStats]:
    """Every game played (or ``game``): plays, players, mean winning score, score spread, win rate by seat.

    Three passes over covering indexes: plays per game; partial sums per game, seat and rank, in the index's
    order (Python adds up a game's few dozen of them: the wins are the rank-1 rows); distinct players per game.
    """
    per_play = select(plays.c.game, func.count().label("plays"), func.avg(plays.c.duration_min).label("duration"))
    score, seat, rank = participants.c.score, participants.c.seat, participants.c.rank
    partial = select(participants.c.game, seat, rank, func.count().label("seated"), func.count(score).label("scored"),
                     func.sum(score).label("total"), func.sum(score * score).label("squares"),
                     func.min(score).label("low"), func.max(score).label("high"))
    people = select(participants.c.game, participants.c.player_id).distinct()
    if game is not None:
        per_play = per_play.where(plays.c.game == game)
        partial = partial.where(participants.c.game == game)
        people = people.where(participants.c.game == game)
    people_sq = people.subquery()
    players = dict(conn.execute(select(people_sq.c.game, func.count()).group_by(people_sq.c.game)).all())
    partials: dict[str, list[Row]] = {}
    for row in conn.execute(partial.group_by(participants.c.game, seat, rank)
                            .order_by(participants.c.game, seat, rank)):
        partials.setdefault(row.game, []).append(row)
    result = {}
    for row in conn.execute(per_play.group_by(plays.c.game).order_by(plays.c.game)):
        result[row.game] = _game_figures(row.plays, players.get(row.game, 0), _number(row.duration),
                                         partials.get(row.game, []))
    return result


def _mean(rows: list[Row], field: str) -> float | None:
    """The mean of ``field`` (total or squares) over the scored participants of ``rows``."""
    scored = sum(r.scored for r in rows)
    return sum(float(getattr(r, field) or 0) for r in rows) / scored if scored else None


def _game_figures(plays_count: int, players: int, duration: float | None, partials: list[Row]) -> GameStats:
    lows = [r.low for r in partials if r.low is not None]
    highs = [r.high for r in partials if r.high is not None]
    seats: dict[int, list[Row]] = {}
    for r in partials:
        if r.seat is not None:
            seats.setdefault(r.seat, []).append(r)
    by_seat = {}
    for number, rows in seats.items():
        seated, wins = sum(r.seated for r in rows), sum(r.seated for r in rows if r.rank == 1)
        by_seat[number] = SeatStats(number, seated, wins, _rate(wins, seated))
    return GameStats(
        plays=plays_count, players=players, mean_winning_score=_mean([r for r in partials if r.rank == 1], "total"),
        score_min=_number(min(lows, default=None)), score_max=_number(max(highs, default=None)),
        score_stdev=_stdev(_mean(partials, "total"), _mean(partials, "squares")), mean_duration_min=duration,
        seats=by_seat)


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
    """Players ``a`` and ``b`` over the plays they both took part in."""
    pa, pb = participants.alias("pa"), participants.alias("pb")
    query = select(func.count().label("plays"),
                   func.sum(case((pa.c.rank == 1, 1), else_=0)).label("a_wins"),
                   func.sum(case((pb.c.rank == 1, 1), else_=0)).label("b_wins"),
                   func.sum(case((pa.c.rank < pb.c.rank, 1), else_=0)).label("a_ahead"),
                   func.sum(case((pb.c.rank < pa.c.rank, 1), else_=0)).label("b_ahead")) \
        .select_from(pa).join(pb, pb.c.play_id == pa.c.play_id) \
        .where(pa.c.player_id == player_id(conn, a), pb.c.player_id == player_id(conn, b))
    if game is not None:
        query = query.where(pa.c.game == game)
    row = conn.execute(query).one()
    a_ahead, b_ahead = int(row.a_ahead or 0), int(row.b_ahead or 0)
    return HeadToHead(a=a, b=b, plays=row.plays, a_wins=int(row.a_wins or 0), b_wins=int(row.b_wins or 0),
                      a_ahead=a_ahead, b_ahead=b_ahead, level=row.plays - a_ahead - b_ahead)


def streaks(conn: Connection, player: str, game: str | None = None) -> Streaks:
    """The player's current and longest winning streak, by islands of wins between non-wins in SQL.

    Each play is tagged with the number of non-wins up to and including it; the wins sharing a tag form one
    streak, and the streak under the highest tag is the one still running.
    """
    order = (plays.c.played_at, plays.c.id)
    mine = select(_WIN.label("win"),
                  func.sum(1 - _WIN).over(order_by=order, rows=(None, 0)).label("losses")) \
        .select_from(participants).join(plays, plays.c.id == participants.c.play_id) \
        .where(participants.c.player_id == player_id(conn, player))
    if game is not None:
        mine = mine.where(plays.c.game == game)
    tagged = mine.subquery()
    runs = select(tagged.c.losses, func.sum(tagged.c.win).label("run")).group_by(tagged.c.losses).subquery()
    last = select(func.max(tagged.c.losses)).scalar_subquery()
    row = conn.execute(select(func.max(runs.c.run).label("longest"),
                              func.sum(case((runs.c.losses == last, runs.c.run), else_=0)).label("current"))).one()
    return Streaks(current=int(row.current or 0), longest=int(row.longest or 0))


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
