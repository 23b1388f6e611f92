"""Plays and players as rows: matching names to players, writing plays in bulk, reading them back as records.

Every function here takes the connection of a transaction that the caller (``Book``) opened; none commits.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from functools import lru_cache
from typing import Any, Callable, Iterable, Sequence

from sqlalchemy import (Connection, Dialect, Select, Table, and_, delete, func, insert, literal, or_, select,
                        union_all, update)
from sqlalchemy.exc import DBAPIError

from tabletop.book import summary
from tabletop.book.idlists import in_list
from tabletop.book.records import BookError, Participant, PlayRecord, utc
from tabletop.book.schema import campaigns, participants, player_aliases, players, plays
from tabletop.formats import quoted
from tabletop.i18n import _
from tabletop.jsontext import cut

# Stay well under every database's limit on bound parameters in one statement.
_CHUNK = 500


def to_db_time(moment: datetime) -> datetime:
    return utc(moment).replace(tzinfo=None)


def from_db_time(moment: datetime) -> datetime:
    return moment.replace(tzinfo=timezone.utc)


def now_db() -> datetime:
    return datetime.now(timezone.utc).replace(tzinfo=None)


def json_text(value: dict) -> str:
    """A dict as the JSON text the book stores; most are empty, and "{}" then costs no encoding."""
    return json.dumps(value) if value else "{}"


def json_value(text: str) -> dict:
    return json.loads(text) if text != "{}" else {}


def chunks(items: Sequence, size: int = _CHUNK) -> Iterable[Sequence]:
    for start in range(0, len(items), size):
        yield items[start:start + size]


def find_player_ids(conn: Connection, names: Iterable[str]) -> dict[str, int]:
    """The player id of each name that is a player's name or the alias of a merged profile (the alias's, were a name
    both)."""
    wanted = sorted(set(names))
    found: dict[str, int] = {}
    # PostgreSQL takes the names as one array parameter: every name of an import's chunk in one query, not a
    # query per 500 names. SQLite binds each name twice (players, aliases): half a chunk a query.
    for part in chunks(wanted, 50_000 if conn.dialect.name == "postgresql" else _CHUNK // 2):
        # The players and the aliases in one query: on a server each is a round trip, and a head to head looked up
        # its two players in four.
        query = union_all(
            select(players.c.name, players.c.id, literal(0).label("alias")).where(in_list(conn, players.c.name, part)),
            select(player_aliases.c.name, player_aliases.c.player_id, literal(1))
            .where(in_list(conn, player_aliases.c.name, part)))
        found.update({name: pid for name, pid, _alias in sorted(conn.execute(query), key=lambda row: row[2])})
    return found


def player_ids(conn: Connection, names: Sequence[str]) -> list[int]:
    """The id of each player of ``names`` (or once called so), looked up together; BookError for the first that
    names no player."""
    found = find_player_ids(conn, names)
    for name in names:
        if name not in found:
            raise BookError(_("no player named {name} in the book").format(name=quoted(cut(name))))
    return [found[name] for name in names]


def player_id(conn: Connection, name: str) -> int:
    """The id of the player called ``name`` (or once called so); BookError when there is none."""
    return player_ids(conn, [name])[0]


def ensure_players(conn: Connection, names: Iterable[str]) -> tuple[dict[str, int], int]:
    """The id of every name, creating the players that are new; also how many were created."""
    found = find_player_ids(conn, names)
    new = sorted(set(names) - set(found))
    if new:
        created = now_db()
        conn.execute(insert(players), [{"name": n, "created_at": created} for n in new])
        found.update(find_player_ids(conn, new))
    return found, len(new)


def campaign_id(conn: Connection, name: str) -> tuple[int, str]:
    """The id and game of the campaign called ``name``; BookError when there is none."""
    row = conn.execute(select(campaigns.c.id, campaigns.c.game).where(campaigns.c.name == name)).first()
    if row is None:
        raise BookError(_("no campaign named {name} in the book").format(name=quoted(cut(name))))
    return row.id, row.game


def check_same_game(play_id: str, game: str, campaign: str, campaign_game: str) -> None:
    """A campaign is a series of one game: refuse a play of another game."""
    if game != campaign_game:
        raise BookError(_("the play {id} is a game of {game}, but the campaign {campaign} is one of {campaign_game}")
                        .format(id=quoted(cut(play_id)), game=quoted(cut(game)), campaign=quoted(cut(campaign)),
                                campaign_game=quoted(cut(campaign_game))))


def existing_play_ids(conn: Connection, ids: Sequence[str]) -> set[str]:
    found: set[str] = set()
    for part in chunks(list(ids)):
        found.update(conn.execute(select(plays.c.id).where(in_list(conn, plays.c.id, part))).scalars())
    return found


_PLAY_COLUMNS = ("id", "game", "played_at", "duration_min", "place", "referee", "notes", "file_path", "extra",
                 "campaign_id", "recorded_at")
_SEAT_COLUMNS = ("play_id", "position", "player_id", "game", "seat", "team", "score", "breakdown", "rank",
                 "eliminated", "extra")


def _rows(conn: Connection, records: Sequence[PlayRecord], recorded: datetime | None = None,
          ) -> tuple[list[tuple], list[tuple], int]:
    """The rows of ``records`` for the plays and participants tables, and how many players had to be created."""
    ids, added = ensure_players(conn, {p.name for r in records for p in r.participants})
    campaign_ids = {name: campaign_id(conn, name) for name in {r.campaign for r in records if r.campaign}}
    recorded = recorded or now_db()
    play_rows = []
    seat_rows = []
    for record in records:
        seated = _seated_players(record, ids)
        campaign = campaign_ids.get(record.campaign) if record.campaign else None
        if campaign:
            check_same_game(record.id, record.game, record.campaign or "", campaign[1])
        play_rows.append((record.id, record.game, to_db_time(record.played_at), record.duration_min, record.place,
                          record.referee, record.notes, record.file_path, json_text(record.extra),
                          campaign[0] if campaign else None, recorded))
        seat_rows.extend((record.id, position, player, record.game, p.seat, p.team, p.score,
                          json_text(p.breakdown), p.rank, p.eliminated, json_text(p.extra))
                         for position, (p, player) in enumerate(zip(record.participants, seated)))
    return play_rows, seat_rows, added


def _seated_players(record: PlayRecord, ids: dict[str, int]) -> list[int]:
    """The player id of each participant of ``record``; BookError when one player is named twice, a merged
    profile's old name beside the name kept (the names themselves are checked different before,
    ``checks.record_problem``)."""
    seats = [ids[p.name] for p in record.participants]
    if len(set(seats)) < len(seats):  # an import checks every play: the names are looked for only then
        one = next(seat for seat in seats if seats.count(seat) > 1)
        twice = [p.name for p, seat in zip(record.participants, seats) if seat == one]
        raise BookError(_("the play {play_id} names {a} and {b}, who are one player of the book (a merged profile's "
                          "old name is still its name)").format(
            play_id=quoted(cut(record.id)), a=quoted(cut(twice[0])), b=quoted(cut(twice[1]))))
    return seats


def insert_plays(conn: Connection, records: Sequence[PlayRecord], recorded: datetime | None = None,
                 counted: bool = True) -> int:
    """Write new plays with their participants in a few bulk statements, and count them in the statistics (unless
    not ``counted``: the caller then passes their ids to ``summary.plays_added`` later, in the same transaction);
    return how many players were created. ``recorded``: their time of recording (now by default)."""
    play_rows, seat_rows, added = _rows(conn, records, recorded)
    bulk_insert(conn, plays, _PLAY_COLUMNS, play_rows)
    bulk_insert(conn, participants, _SEAT_COLUMNS, seat_rows)
    if counted:
        summary.plays_added(conn, [r.id for r in records])
    return added


def replace_play(conn: Connection, record: PlayRecord) -> None:
    """Rewrite a recorded play and its participants. The play's row is updated, not deleted: ledger entries that
    name the play keep pointing at it, and its time of recording stays."""
    [play_row], seat_rows, _ = _rows(conn, [record])
    values = dict(zip(_PLAY_COLUMNS, play_row))
    del values["recorded_at"]
    before = summary.taking(conn, [record.id])
    conn.execute(update(plays).where(plays.c.id == record.id).values(**values))
    conn.execute(delete(participants).where(participants.c.play_id == record.id))
    bulk_insert(conn, participants, _SEAT_COLUMNS, seat_rows)
    summary.plays_added(conn, [record.id])
    summary.taken(conn, before)


def bulk_insert(conn: Connection, table: Table, keys: Sequence[str], rows: list[tuple]) -> None:
    """Insert rows (tuples of the ``keys`` columns) in bulk, inside the caller's transaction.

    ``conn.execute(insert(table), rows)`` builds the parameters of every row through SQLAlchemy's compiler, which
    is most of the time of an import of 100,000 plays. PostgreSQL takes the rows as one COPY stream (an
    executemany there waits for the server row after row); SQLite gets the driver's executemany of a statement
    compiled once, with the values converted a column at a time where the type needs it (dates).
    """
    if not rows:
        return
    dialect = conn.dialect
    if dialect.name == "postgresql":
        quote = dialect.identifier_preparer.quote
        statement = f"COPY {quote(table.name)} ({', '.join(map(quote, keys))}) FROM STDIN"
        import psycopg  # the PostgreSQL driver, there whenever this runs

        try:
            with conn.connection.driver_connection.cursor() as cursor, cursor.copy(statement) as copy:
                for row in rows:
                    copy.write_row(row)
        except psycopg.Error as exc:  # wrapped as SQLAlchemy would (an IntegrityError, ...) for the book's handlers
            raise DBAPIError.instance(statement, None, exc, psycopg.Error) from None
        return
    statement, names, processors = _sqlite_insert(table, tuple(keys), dialect)
    columns = dict(zip(keys, map(list, zip(*rows))))
    for key, process in processors.items():
        columns[key] = [process(value) for value in columns[key]]
    params = list(zip(*(columns[n] for n in names)))
    for part in chunks(params, 5000):
        conn.exec_driver_sql(statement, list(part))


@lru_cache(maxsize=32)
def _sqlite_insert(table: Table, keys: tuple[str, ...], dialect: Dialect,
                   ) -> tuple[str, tuple[str, ...], dict[str, Callable[[Any], Any]]]:
    """The INSERT of ``keys`` into ``table`` compiled for SQLite, the order it binds them in, and the converters
    of the columns whose type needs one: made once a book, not at every play recorded."""
    compiled = insert(table).compile(dialect=dialect, column_keys=list(keys))
    names = compiled.positiontup
    assert names is not None and sorted(names) == sorted(keys), "SQLite binds each column once, by position"
    processors = {key: process for key in keys
                  if (process := table.c[key].type.dialect_impl(dialect).bind_processor(dialect)) is not None}
    return compiled.string, tuple(names), processors


def delete_plays(conn: Connection, ids: Sequence[str]) -> None:
    # Participants go with their play (ON DELETE CASCADE); deleting them first keeps that true on a book whose
    # foreign keys were off when it was written by another tool.
    before = summary.taking(conn, ids)
    conn.execute(delete(participants).where(participants.c.play_id.in_(ids)))
    conn.execute(delete(plays).where(plays.c.id.in_(ids)))
    summary.taken(conn, before)


def filtered_play_ids(conn: Connection, *, game: str | None = None, player: str | None = None,
                      campaign: str | None = None, since: datetime | None = None, until: datetime | None = None,
                      walk: bool = False) -> Select:
    """A query of the ids of the plays that pass every filter given (all plays when none is).

    ``walk``: the player's plays found by going through the plays newest first and asking each whether the player
    sat at it, rather than by reading all of the player's seats and sorting them; the same rows, for a page of a
    player in many plays (``walks_newest``)."""
    query = select(plays.c.id)
    if game is not None:
        query = query.where(plays.c.game == game)
    if player is not None and walk:
        seated = select(participants.c.play_id).where(participants.c.play_id == plays.c.id,
                                                      participants.c.player_id == player_id(conn, player))
        query = query.where(seated.exists())
    elif player is not None:
        query = query.join(participants, participants.c.play_id == plays.c.id) \
            .where(participants.c.player_id == player_id(conn, player))
    if campaign is not None:
        query = query.where(plays.c.campaign_id == campaign_id(conn, campaign)[0])
    if since is not None:
        query = query.where(plays.c.played_at >= to_db_time(since))
    if until is not None:
        query = query.where(plays.c.played_at < to_db_time(until))
    return query


def walks_newest(theirs: int, every: int, wanted: int) -> bool:
    """Whether a page of ``wanted`` plays of a player in ``theirs`` of ``every`` plays is found sooner by walking the
    plays newest first (about ``wanted * every / theirs`` plays asked) than by reading the player's ``theirs`` seats
    and sorting them: at a million plays a regular sits at some 125,000, sorted in 0.5 s, walked in 10 ms."""
    return theirs > 0 and theirs * theirs >= wanted * every


def count_plays(conn: Connection, query: Select) -> int:
    return conn.execute(select(func.count()).select_from(query.subquery())).scalar_one()


def older_than(query: Select, played_at: datetime, play_id: str) -> Select:
    """``query``'s plays after the play (``played_at``, ``play_id``) in newest-first order: the next page, by key."""
    moment = to_db_time(played_at)
    return query.where(plays.c.played_at <= moment,
                       or_(plays.c.played_at < moment, and_(plays.c.played_at == moment, plays.c.id < play_id)))


def newest_first(query: Select, limit: int | None, offset: int) -> Select:
    query = query.order_by(plays.c.played_at.desc(), plays.c.id.desc())
    if limit is not None:
        query = query.limit(limit)
    return query.offset(offset) if offset else query


def load_plays(conn: Connection, ids: Sequence[str]) -> list[PlayRecord]:
    """The plays with these ids, as records, in the order of ``ids``."""
    records: dict[str, PlayRecord] = {}
    for part in chunks(list(ids)):
        rows = conn.execute(select(plays.c.id, plays.c.game, plays.c.played_at, plays.c.duration_min, plays.c.place,
                                   plays.c.referee, plays.c.notes, plays.c.file_path, plays.c.extra, campaigns.c.name)
                            .outerjoin(campaigns, campaigns.c.id == plays.c.campaign_id)
                            .where(in_list(conn, plays.c.id, part)))
        # Fetched whole (one chunk's rows): iterating a result fetched them one call at a time, a third of an export;
        # and unpacked by position, as the seats below.
        for play_id, game, played_at, duration, place, referee, notes, file_path, extra, campaign in rows.all():
            records[play_id] = PlayRecord(
                id=play_id, game=game, played_at=from_db_time(played_at), duration_min=duration, place=place,
                referee=referee, notes=notes, file_path=file_path, extra=json_value(extra), campaign=campaign)
        p = participants.c
        seats = conn.execute(select(p.play_id, players.c.name, p.seat, p.team, p.score, p.breakdown, p.rank,
                                    p.eliminated, p.extra)
                             .join(players, players.c.id == p.player_id)
                             .where(in_list(conn, p.play_id, part))
                             .order_by(p.play_id, p.position))
        # Plain tuples, positional: a page of the plays table builds some 2,000 of these.
        for play_id, name, seat, team, score, breakdown, rank, eliminated, extra in seats.all():
            records[play_id].participants.append(Participant(
                name, seat, team, score, json_value(breakdown), rank, bool(eliminated), json_value(extra)))
    return [records[i] for i in ids if i in records]
