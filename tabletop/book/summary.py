"""The statistics kept as the plays are written (the ``stats_*`` tables of ``schema.py``), in the transaction of
the write, so that a statistic reads as many rows as there are players and games, not plays.

Adding plays adds their figures to the summaries, set-based in SQL over the plays just written (an ``INSERT ...
SELECT ... ON CONFLICT DO UPDATE`` per table): an import of a million plays pays one pass over its own rows. Taking
plays away (a deletion, an edit, a merge of two players) cannot take back a best or a lowest score, so the
figures of each player concerned are counted again from their participations (an index-only scan of
``ix_participants_player``); the per-game, per-seat and per-month counts are taken back as they were added.
Winning streaks are extended in place when a player's new plays come after the last one counted, and counted
again from the player's plays otherwise.

Every function takes the connection of the caller's write transaction and never commits. On PostgreSQL two
laptops writing at once add to the same rows under row locks; a streak row is read ``FOR UPDATE``.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Callable, Iterable, Sequence, TypeVar

from sqlalchemy import (Connection, ColumnElement, Executable, Insert, Integer, Select, Table, and_, bindparam,
                        case, delete, extract, func, insert, or_, select, true)

from tabletop.book.idlists import ids_in
from tabletop.book.schema import (SUMMARY_TABLES, participants, players, plays, stats_game, stats_month,
                                  stats_pair, stats_player, stats_player_game, stats_seat, stats_streak)

# Play ids bound in one statement: far under SQLite's and PostgreSQL's limits on parameters.
_IDS = 2000
# Plays counted in one statement per summary table when more are given at once (an import's batch). PostgreSQL
# takes any number as one array. SQLite binds each id as a parameter, twice in the pairs' statement: 15,000 stays
# under its limit of 32,766.
COUNTED_AT_ONCE = {"sqlite": 15_000}
ALL_GAMES = ""  # the ``game`` of a streak over every game
T = TypeVar("T")

_WIN = case((participants.c.rank == 1, 1), else_=0)
_SCORE = participants.c.score
# A score's square for the spread; PostgreSQL refuses a product too small for a double ("underflow") where SQLite
# rounds it to 0, so such a square is 0 on both. Overflow cannot happen: the book's checks bound the scores.
_SQUARE = case((func.abs(_SCORE) < 1e-150, 0.0), else_=_SCORE * _SCORE)


@dataclass(frozen=True)
class Taken:
    """What a removal touched: the players whose figures are counted again, the games and their seats."""

    players: frozenset[int]
    games: frozenset[str]


def _chunks(ids: Sequence, size: int = _IDS) -> Iterable[Sequence]:
    for start in range(0, len(ids), size):
        yield ids[start:start + size]


def _dialect_insert(dialect: str) -> Callable[[Table], Insert]:
    if dialect == "postgresql":
        from sqlalchemy.dialects.postgresql import insert as dialect_insert
    else:
        from sqlalchemy.dialects.sqlite import insert as dialect_insert
    return dialect_insert


def _upsert(dialect: str, table: Table, query: Select, keys: Sequence[str], lowest: Sequence[str] = (),
            highest: Sequence[str] = ()) -> Executable:
    """The statement adding ``query``'s rows (columns named after ``table``'s) to ``table``: counts and sums added
    to the row of the same key, ``lowest`` / ``highest`` columns kept at the lower / higher of the two."""
    names = [c.name for c in query.selected_columns]
    statement = _dialect_insert(dialect)(table).from_select(names, query)
    new = statement.excluded

    def kept(column: str, better: Callable[[ColumnElement, ColumnElement], ColumnElement]) -> ColumnElement:
        old = table.c[column]
        return case((or_(old.is_(None), better(new[column], old)), new[column]), else_=old)

    changes: dict[str, ColumnElement] = {n: table.c[n] + new[n] for n in names
                                         if n not in keys and n not in lowest and n not in highest}
    changes.update({n: kept(n, lambda a, b: a < b) for n in lowest})
    changes.update({n: kept(n, lambda a, b: a > b) for n in highest})
    return statement.on_conflict_do_update(index_elements=list(keys), set_=changes)


# Statements built once per dialect and kind, then run with new parameters: building one is some hundred
# SQLAlchemy calls, which was most of the time of recording one play.
_BUILT: dict[tuple, Any] = {}


def _once(key: tuple, build: Callable[[], T]) -> T:
    found = _BUILT.get(key)
    if found is None:
        found = _BUILT[key] = build()
    return found


def _month() -> ColumnElement:
    """The play's calendar month (UTC) as one number, year * 12 + month - 1."""
    return (extract("year", plays.c.played_at) * 12 + extract("month", plays.c.played_at) - 1).label("month")


def _player_game_figures(sign: int) -> list[ColumnElement]:
    return [(sign * func.count()).label("plays"), (sign * func.sum(_WIN)).label("wins"),
            (sign * func.count(_SCORE)).label("scored"), (sign * func.coalesce(func.sum(_SCORE), 0.0)).label("score_sum"),
            (sign * func.coalesce(func.sum(_SQUARE), 0.0)).label("score_squares"),
            func.min(_SCORE).label("score_min"), func.max(_SCORE).label("score_max"),
            (sign * func.count(case((participants.c.rank == 1, _SCORE)))).label("win_scored"),
            (sign * func.coalesce(func.sum(case((participants.c.rank == 1, _SCORE))), 0.0)).label("win_score_sum")]


def _pairs(sign: int, which: Callable[[Any, Any], ColumnElement]) -> Select:
    """The pairs of players that ``which`` accepts (given the two participations, ``x`` of the lower id), per game:
    plays together, wins, and how often each was ranked ahead of the other."""
    x, y = participants.alias("x"), participants.alias("y")

    def counted(condition: ColumnElement, name: str) -> ColumnElement:
        return (sign * func.sum(case((condition, 1), else_=0))).label(name)

    return select(x.c.player_id, y.c.player_id.label("other_id"), x.c.game, (sign * func.count()).label("plays"),
                  counted(x.c.rank == 1, "wins"), counted(y.c.rank == 1, "other_wins"),
                  counted(x.c.rank < y.c.rank, "ahead"), counted(y.c.rank < x.c.rank, "other_ahead")) \
        .select_from(x).join(y, and_(y.c.play_id == x.c.play_id, y.c.player_id > x.c.player_id)) \
        .where(which(x, y)).group_by(x.c.player_id, y.c.player_id, x.c.game)


def _count_statements(dialect: str, sign: int, with_players: bool, every: bool) -> tuple[Executable, ...]:
    """The upserts adding (``sign`` 1) or taking back (-1) the plays bound as ``ids`` (``every`` play instead) in
    the per-game, per-seat, per-month counts and (not ``every``) the pairs', and (``with_players``) in the
    per-player ones."""
    chosen = true() if every else ids_in(plays.c.id, dialect)
    mine = true() if every else ids_in(participants.c.play_id, dialect)
    seat = participants.c.seat
    month = _month()
    statements = [
        _upsert(dialect, stats_game, select(plays.c.game, (sign * func.count()).label("plays"),
                                            (sign * func.count(plays.c.duration_min)).label("timed"),
                                            (sign * func.coalesce(func.sum(plays.c.duration_min), 0.0))
                                            .label("duration_sum"))
                .where(chosen).group_by(plays.c.game), ["game"]),
        _upsert(dialect, stats_seat, select(participants.c.game, seat, (sign * func.count()).label("seated"),
                                            (sign * func.sum(_WIN)).label("wins"))
                .where(mine, seat.is_not(None)).group_by(participants.c.game, seat), ["game", "seat"]),
        _upsert(dialect, stats_month, select(participants.c.player_id, participants.c.game, month,
                                             (sign * func.count()).label("plays"), (sign * func.sum(_WIN)).label("wins"),
                                             (sign * func.count(_SCORE)).label("scored"),
                                             (sign * func.coalesce(func.sum(_SCORE), 0.0)).label("score_sum"))
                .select_from(participants).join(plays, plays.c.id == participants.c.play_id).where(mine)
                .group_by(participants.c.player_id, participants.c.game, month),
                ["player_id", "game", "month"])]
    if not every:  # a rebuild counts the pairs in a table it emptied (``count_pairs``)
        # Both sides bound: with one alone, PostgreSQL read every participation of the book for the other.
        both_bound = _pairs(sign, lambda x, y: and_(ids_in(x.c.play_id, dialect), ids_in(y.c.play_id, dialect)))
        statements.append(_upsert(dialect, stats_pair, both_bound, ["player_id", "other_id", "game"]))
    if with_players:
        statements.append(_upsert(dialect, stats_player_game, select(participants.c.player_id, participants.c.game,
                                                                     *_player_game_figures(sign))
                                  .where(mine).group_by(participants.c.player_id, participants.c.game),
                                  ["player_id", "game"], lowest=["score_min"], highest=["score_max"]))
        statements.append(_upsert(dialect, stats_player, select(participants.c.player_id,
                                                                (sign * func.count()).label("plays"),
                                                                (sign * func.sum(_WIN)).label("wins"),
                                                                (sign * func.count(_SCORE)).label("scored"),
                                                                (sign * func.coalesce(func.sum(_SCORE), 0.0))
                                                                .label("score_sum"),
                                                                func.max(_SCORE).label("score_max"))
                                  .where(mine).group_by(participants.c.player_id), ["player_id"],
                                  highest=["score_max"]))
    return tuple(statements)


def _add_counts(conn: Connection, ids: Sequence[str] | None, sign: int, with_players: bool) -> None:
    """Add (``sign`` 1) or take back (-1) the plays ``ids`` (None: every play) in the per-game, per-seat and
    per-month counts, and (``with_players``) in the per-player ones."""
    dialect = conn.dialect.name
    statements = _once(("counts", dialect, sign, with_players, ids is None),
                       lambda: _count_statements(dialect, sign, with_players, ids is None))
    params = {} if ids is None else {"ids": list(ids)}
    for statement in statements:
        conn.execute(statement, params)


def plays_added(conn: Connection, ids: Sequence[str], behind: set[int] | None = None) -> None:
    """Count the plays ``ids``, just written (with their participants), in every summary.

    A player with a new play before the last one their streaks counted has their streaks counted again: at once,
    or, given ``behind`` (an import writing chunk after chunk), added to it for one ``recount_streaks`` at the end.
    """
    later = set() if behind is None else behind
    ids = list(ids)
    # The counts of an import's whole batch in as few statements as the database takes: their rows are then
    # upserted once each, in the order of their keys.
    for part in _chunks(ids, COUNTED_AT_ONCE.get(conn.dialect.name, max(len(ids), 1))):
        _add_counts(conn, part, 1, with_players=True)
    # Each player's streaks followed in memory over every part, written once: on PostgreSQL a row updated again in
    # the same transaction leaves one more version of it behind, that every later update and read walks through.
    runs: dict[tuple[int, str], _Run] = {}
    followed: set[tuple[int, str]] = set()
    for part in _chunks(ids):
        _extend_streaks(conn, part, later, runs, followed)
    _put_streaks(conn, [runs[key].row(*key) for key in sorted(followed) if key[0] not in later])
    if behind is None and later:
        recount_streaks(conn, sorted(later))


def taking(conn: Connection, ids: Sequence[str]) -> Taken:
    """Before the plays ``ids`` are deleted or rewritten: take their counts back; what to count again after."""
    players: set[int] = set()
    games: set[str] = set()
    dialect = conn.dialect.name
    for part in _chunks(list(ids)):
        _add_counts(conn, part, -1, with_players=False)
        params = {"ids": list(part)}
        players.update(conn.execute(_once(("players of", dialect), lambda: select(participants.c.player_id)
                                          .where(ids_in(participants.c.play_id, dialect)).distinct()), params)
                       .scalars())
        games.update(conn.execute(_once(("games of", dialect), lambda: select(plays.c.game)
                                        .where(ids_in(plays.c.id, dialect)).distinct()), params).scalars())
    return Taken(frozenset(players), frozenset(games))


def taken(conn: Connection, before: Taken) -> None:
    """After a deletion or a rewrite of plays: count their players again and drop the rows left empty."""
    players = sorted(before.players)
    recount_players(conn, players)
    games = sorted(before.games)
    if games:
        conn.execute(delete(stats_game).where(stats_game.c.game.in_(games), stats_game.c.plays <= 0))
        conn.execute(delete(stats_seat).where(stats_seat.c.game.in_(games), stats_seat.c.seated <= 0))
    for part in _chunks(players):
        conn.execute(delete(stats_month).where(stats_month.c.player_id.in_(part), stats_month.c.plays <= 0))
        # Both players of a pair took part in the plays taken, so the lower one is among ``players``.
        conn.execute(delete(stats_pair).where(stats_pair.c.player_id.in_(part), stats_pair.c.plays <= 0))


def _count_player_games(conn: Connection, players: Sequence[int] | None) -> None:
    """The per-player-and-game rows of ``players`` (None: everyone) counted from their participations, an
    index-only scan of ``ix_participants_player``; then their per-player rows from those."""
    pg = stats_player_game
    mine = true() if players is None else participants.c.player_id.in_(players)
    theirs = true() if players is None else pg.c.player_id.in_(players)
    conn.execute(delete(pg).where(theirs))
    conn.execute(insert(pg).from_select(
        ["player_id", "game", *(c.name for c in _player_game_figures(1))],
        select(participants.c.player_id, participants.c.game, *_player_game_figures(1))
        .where(mine).group_by(participants.c.player_id, participants.c.game)))
    conn.execute(delete(stats_player).where(true() if players is None else stats_player.c.player_id.in_(players)))
    conn.execute(insert(stats_player).from_select(
        ["player_id", "plays", "wins", "scored", "score_sum", "score_max"],
        select(pg.c.player_id, func.sum(pg.c.plays), func.sum(pg.c.wins), func.sum(pg.c.scored),
               func.sum(pg.c.score_sum), func.max(pg.c.score_max)).where(theirs).group_by(pg.c.player_id)))


def recount_players(conn: Connection, players: Sequence[int]) -> None:
    """Count the figures and streaks of ``players`` again from their participations (after a removal or a merge)."""
    for part in _chunks(list(players)):
        _count_player_games(conn, part)
        recount_streaks(conn, part)


def players_merged(conn: Connection, kept: int, gone: int) -> None:
    """After ``gone``'s participations became ``kept``'s: their monthly rows join, every other figure is counted
    again (the two never shared a play, so months simply add up)."""
    month = stats_month
    dialect = conn.dialect.name
    conn.execute(_once(("merge months", dialect), lambda: _upsert(
        dialect, month, select(bindparam("kept", type_=Integer).label("player_id"), month.c.game, month.c.month,
                               month.c.plays, month.c.wins, month.c.scored, month.c.score_sum)
        .where(month.c.player_id == bindparam("gone", type_=Integer)), ["player_id", "game", "month"])),
                 {"kept": kept, "gone": gone})
    for table in (month, stats_player_game, stats_player, stats_streak):
        conn.execute(delete(table).where(table.c.player_id == gone))
    recount_players(conn, [kept])
    # A pair of ``gone`` may now have ``kept`` as its lower or its higher id: the pairs of both counted again from
    # the plays of ``kept``.
    both = (kept, gone)
    conn.execute(delete(stats_pair).where(or_(stats_pair.c.player_id.in_(both), stats_pair.c.other_id.in_(both))))
    count_pairs(conn, kept)


def count_pairs(conn: Connection, player: int | None = None) -> None:
    """Add the pairs of ``player`` (None: of everyone) to ``stats_pair``, where they are not yet."""
    # The plays of ``player`` found by index first: the condition on either participation alone would have the
    # database join every play's participations.
    theirs = select(participants.c.play_id).where(participants.c.player_id == player).scalar_subquery()
    query = _pairs(1, lambda x, y: true() if player is None else and_(
        x.c.play_id.in_(theirs), or_(x.c.player_id == player, y.c.player_id == player)))
    conn.execute(insert(stats_pair).from_select([c.name for c in query.selected_columns], query))


def rebuild(conn: Connection, pairs: bool = True, streaks: bool = True) -> None:
    """Count every summary again from the plays (the migration that creates them; a repair); the pairs too unless
    not ``pairs`` (the migration before theirs), the streaks too unless not ``streaks`` (a writer that knows every
    play in time order counts them itself: the benchmark's bulk builder)."""
    for table in (t for t in SUMMARY_TABLES if pairs or t is not stats_pair):
        conn.execute(delete(table))
    _add_counts(conn, None, 1, with_players=False)
    if pairs:
        count_pairs(conn)
    _count_player_games(conn, None)
    if streaks:
        recount_streaks(conn, list(conn.execute(select(players.c.id).order_by(players.c.id)).scalars()))


# -- winning streaks ---------------------------------------------------------------------------------------------

@dataclass
class _Run:
    current: int = 0
    longest: int = 0
    last_played_at: datetime | None = None
    last_play_id: str = ""

    def follow(self, won: bool, played_at: datetime, play_id: str) -> None:
        self.current = self.current + 1 if won else 0
        self.longest = max(self.longest, self.current)
        self.last_played_at, self.last_play_id = played_at, play_id

    def row(self, player: int, game: str) -> dict:
        return {"player_id": player, "game": game, "current": self.current, "longest": self.longest,
                "last_played_at": self.last_played_at, "last_play_id": self.last_play_id}


def _seats_in_order(where: ColumnElement) -> Select:
    return select(participants.c.player_id, plays.c.game, plays.c.played_at, plays.c.id, participants.c.rank) \
        .select_from(participants).join(plays, plays.c.id == participants.c.play_id).where(where)


# The streak rows of a PostgreSQL write as one array per column, unnested into one upsert: an executemany waited
# for the server row after row, 8 of the 18 s of SQL of an import of 40,000 plays.
_PUT_STREAKS_PG = (
    'INSERT INTO stats_streak (player_id, game, "current", longest, last_played_at, last_play_id) '
    "SELECT * FROM unnest(%s::integer[], %s::varchar[], %s::bigint[], %s::bigint[], %s::timestamp[], %s::varchar[]) "
    'ON CONFLICT (player_id, game) DO UPDATE SET "current" = excluded."current", longest = excluded.longest, '
    "last_played_at = excluded.last_played_at, last_play_id = excluded.last_play_id")


def _put_streaks(conn: Connection, rows: list[dict]) -> None:
    dialect = conn.dialect.name
    if dialect == "postgresql":
        if rows:
            names = ("player_id", "game", "current", "longest", "last_played_at", "last_play_id")
            conn.exec_driver_sql(_PUT_STREAKS_PG, tuple([row[n] for row in rows] for n in names))
        return

    def build() -> Executable:
        statement = _dialect_insert(dialect)(stats_streak)
        keys = {"player_id", "game"}
        return statement.on_conflict_do_update(
            index_elements=sorted(keys),
            set_={c.name: statement.excluded[c.name] for c in stats_streak.c if c.name not in keys})

    statement = _once(("put streaks", dialect), build)
    for part in _chunks(rows, 1000):
        conn.execute(statement, list(part))


def _extend_streaks(conn: Connection, ids: Sequence[str], behind: set[int], runs: dict[tuple[int, str], _Run],
                    followed: set[tuple[int, str]]) -> None:
    """Follow the new plays ``ids`` in each player's streaks (``runs``, read from the book when first met; the
    keys changed go to ``followed``); a player with a new play before the last one counted (or already in
    ``behind``) goes to ``behind``, to be counted again."""
    dialect = conn.dialect.name
    rows = conn.execute(_once(("new seats", dialect), lambda: _seats_in_order(ids_in(plays.c.id, dialect))
                              .order_by(plays.c.played_at, plays.c.id)), {"ids": list(ids)}).all()
    known = {player for player, _game in runs}
    players = sorted({r.player_id for r in rows} - behind - known)
    # FOR UPDATE on PostgreSQL; SQLite writes one transaction at a time and compiles it to nothing.
    query = _once(("streaks of", dialect), lambda: select(stats_streak)
                  .where(ids_in(stats_streak.c.player_id, dialect)).with_for_update())
    for part in _chunks(players):
        for r in conn.execute(query, {"ids": list(part)}):
            runs[(r.player_id, r.game)] = _Run(r.current, r.longest, r.last_played_at, r.last_play_id)
    for player in players:  # read, even with no streak row yet: a later part must not read it again
        runs.setdefault((player, ALL_GAMES), _Run())
    for r in rows:
        if r.player_id in behind:
            continue
        for game in (r.game, ALL_GAMES):
            run = runs.setdefault((r.player_id, game), _Run())
            if run.last_played_at is not None and (r.played_at, r.id) <= (run.last_played_at, run.last_play_id):
                behind.add(r.player_id)
                break
            run.follow(r.rank == 1, r.played_at, r.id)
            followed.add((r.player_id, game))


def recount_streaks(conn: Connection, players: Sequence[int]) -> None:
    """Count the streaks of ``players`` again, walking their plays in time order (500 players at a time)."""
    for part in _chunks(list(players), 500):
        conn.execute(delete(stats_streak).where(stats_streak.c.player_id.in_(part)))
        query = _seats_in_order(participants.c.player_id.in_(part)) \
            .order_by(participants.c.player_id, plays.c.played_at, plays.c.id)
        runs: dict[tuple[int, str], _Run] = {}
        # Streamed: the busiest players of a federation's book have tens of thousands of plays each.
        for r in conn.execute(query.execution_options(stream_results=True, yield_per=20_000)):
            for game in (r.game, ALL_GAMES):
                runs.setdefault((r.player_id, game), _Run()).follow(r.rank == 1, r.played_at, r.id)
        for rows in _chunks([run.row(*key) for key, run in runs.items()], 5000):
            conn.execute(insert(stats_streak), list(rows))
