"""``Book``: the one object every module records into and the Book tab reads from.

Each method is one transaction: a write commits whole or not at all, and is retried when another laptop's
write collides with it; a read sees one consistent state of the book. Reads made inside ``Book.together()`` share
one transaction: a page of the Book tab that reads five things pays one BEGIN and COMMIT, not five.
"""

from __future__ import annotations

import os
import threading
from contextlib import contextmanager
from datetime import datetime
from typing import Callable, Iterator, Sequence, TypeVar

from sqlalchemy import Connection, delete, insert, select, update
from sqlalchemy.exc import IntegrityError, SQLAlchemyError

from tabletop.book import campaigns as campaign_rows
from tabletop.book import contracts as contract_rows
from tabletop.book import csvplays, interchange, stats, summary, transfer
from tabletop.book.checks import COLOUR_LENGTH, NAME_LENGTH, record_problem, text_problem
from tabletop.book.playstore import (count_plays, delete_plays, existing_play_ids, filtered_play_ids, find_player_ids,
                                     insert_plays, load_plays, newest_first, now_db, older_than, player_id,
                                     replace_play, walks_newest)
from tabletop.book.records import (BookError, Campaign, CampaignMember, ContractChange, ContractEntry, GameStats,
                                   HeadToHead, ImportResult, LedgerChange, LedgerEntry, LinePoint, PlayerInfo, PlayerStats,
                                   PlayRecord, ScorePoint, SeatStats, Streaks)
from tabletop.book.schema import campaign_members, participants, player_aliases, players, plays
from tabletop.book.driver_words import driver_line
from tabletop.book.store import described, is_sqlite, open_engine, refused, run_read, run_write, shown
from tabletop.formats import quoted
from tabletop.i18n import N_, _
from tabletop.jsontext import cut, typed

T = TypeVar("T")
Progress = transfer.Progress


class Book:
    """A book of plays, players, campaigns and ledgers. Open one with ``open_book``; close it when done."""

    def __init__(self, location: str | os.PathLike[str] | None = None):
        self._engine, self._url, self.backup = open_engine(location)
        self._shared = threading.local()  # per thread, the connection of the ``together()`` block it is in

    @contextmanager
    def together(self) -> Iterator[Book]:
        """Every read made inside (on this thread) in one transaction, seeing one state of the book: one check of the
        pooled connection, one BEGIN and one COMMIT for all, where each read paid its own (on a PostgreSQL server
        each is a round trip; under load a Book page's eight reads waited 2-4 s for them). A block inside another
        joins it; a write inside is its own transaction, as ever, and the reads after it in the block do not see it
        on SQLite or PostgreSQL (one snapshot: REPEATABLE READ there)."""
        if getattr(self._shared, "conn", None) is not None:
            yield self
            return
        try:
            with self._engine.connect() as conn:
                if not is_sqlite(self._engine):
                    conn = conn.execution_options(isolation_level="REPEATABLE READ")
                with conn.begin():
                    self._shared.conn = conn
                    try:
                        yield self
                    finally:
                        self._shared.conn = None
        except SQLAlchemyError as exc:
            raise refused(exc, self._url, "read") from None

    @property
    def location(self) -> str:
        """Where the book is, as a URL without its password (for a title bar or a message)."""
        return shown(self._url)

    @property
    def described(self) -> str:
        """The book named in words, for the Book tab's header (``store.described``)."""
        return described(self._url)

    @property
    def url(self) -> str:
        """The book's full SQLAlchemy URL, to open the same book in another process."""
        return self._url

    def close(self) -> None:
        self._engine.dispose()

    def __enter__(self) -> Book:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    # -- plays ---------------------------------------------------------------------------------------------------

    def record_play(self, record: PlayRecord) -> str:
        """Add a finished play (creating its players when new); return its id. BookError if the id is taken."""
        _check(record)

        def work(conn: Connection) -> str:
            if existing_play_ids(conn, [record.id]):
                raise BookError(_("play {id} is already in the book").format(
                    id=typed(record.id)))
            insert_plays(conn, [record])
            return record.id

        return self._write(work)

    def update_play(self, record: PlayRecord) -> None:
        """Replace the play with ``record.id`` by ``record`` (its participants too)."""
        _check(record)

        def work(conn: Connection) -> None:
            if not existing_play_ids(conn, [record.id]):
                raise BookError(_("no play with the id {id} in the book").format(id=quoted(cut(str(record.id)))))
            replace_play(conn, record)

        self._write(work)

    def delete_play(self, play_id: str) -> None:
        """Remove a play. A play that a ledger entry names stays: the ledger's history must keep reading true."""

        def work(conn: Connection) -> None:
            if not existing_play_ids(conn, [play_id]):
                raise BookError(_("no play with the id {id} in the book").format(id=quoted(cut(play_id))))
            if campaign_rows.is_in_ledger(conn, [play_id]):
                raise BookError(_("the play {id} is named in a campaign ledger and cannot be deleted").format(
                    id=quoted(cut(play_id))))
            delete_plays(conn, [play_id])

        self._write(work)

    def play(self, play_id: str) -> PlayRecord:
        found = self._read(lambda conn: load_plays(conn, [play_id]))
        if not found:
            raise BookError(_("no play with the id {id} in the book").format(id=quoted(cut(play_id))))
        return found[0]

    def plays(self, game: str | None = None, player: str | None = None, *, campaign: str | None = None,
              since: datetime | None = None, until: datetime | None = None, limit: int | None = None,
              offset: int = 0, after: PlayRecord | None = None) -> list[PlayRecord]:
        """The plays passing every filter given, newest first; ``since`` is inclusive, ``until`` exclusive.

        ``limit`` pages through a long list (the Book tab's table): the next page is the plays ``after`` the last
        one shown, found by key whatever the depth (``offset`` reads and drops the plays it skips).
        """

        def work(conn: Connection) -> list[PlayRecord]:
            walk = player is not None and limit is not None and campaign is None and walks_newest(
                stats.play_count(conn, game, player), stats.play_count(conn, game, None), limit + offset)
            query = filtered_play_ids(conn, game=game, player=player, campaign=campaign, since=since, until=until,
                                      walk=walk)
            if after is not None:
                query = older_than(query, after.played_at, after.id)
            ids = list(conn.execute(newest_first(query, limit, offset)).scalars())
            return load_plays(conn, ids)

        return self._read(work)

    def count_plays(self, game: str | None = None, player: str | None = None, *, campaign: str | None = None,
                    since: datetime | None = None, until: datetime | None = None) -> int:
        """How many plays ``plays`` would list with the same filters and no limit (from the summaries when only the
        game and the player are chosen)."""

        def work(conn: Connection) -> int:
            if campaign is None and since is None and until is None:
                return stats.play_count(conn, game, player)
            return count_plays(conn, filtered_play_ids(conn, game=game, player=player, campaign=campaign,
                                                       since=since, until=until))

        return self._read(work)

    def play_of_file(self, game: str, path: str) -> str | None:
        """The id of the newest play of ``game`` recorded from the saved file ``path`` (by index), if any."""
        return self._read(lambda conn: conn.execute(
            select(plays.c.id).where(plays.c.file_path == path, plays.c.game == game)
            .order_by(plays.c.played_at.desc(), plays.c.id.desc()).limit(1)).scalar())

    def games(self) -> list[str]:
        """The game module ids that have plays in the book."""
        return self._read(stats.games)

    def plays_by_game(self, game: str | None = None) -> dict[str, int]:
        """``{game: plays}`` for each game with plays in the book (or ``game`` alone)."""
        return self._read(lambda conn: stats.plays_by_game(conn, game))

    # -- players -------------------------------------------------------------------------------------------------

    def players(self) -> list[PlayerInfo]:
        """Every player, by name."""

        def work(conn: Connection) -> list[PlayerInfo]:
            aliases: dict[int, list[str]] = {}
            for name, owner in conn.execute(select(player_aliases.c.name, player_aliases.c.player_id)
                                            .order_by(player_aliases.c.name)):
                aliases.setdefault(owner, []).append(name)
            # All rows at once, unpacked by position: fetched a row at a time, 2,000 players took longer than
            # their query (the Statistics and Plays pages read them at every choice, for their lists of names).
            rows = conn.execute(select(players.c.id, players.c.name, players.c.nickname, players.c.colour,
                                       players.c.notes).order_by(players.c.name)).all()
            return [PlayerInfo(name, nickname, colour, notes, tuple(aliases.get(pid, ())))
                    for pid, name, nickname, colour, notes in rows]

        return self._read(work)

    def add_player(self, name: str, nickname: str | None = None, colour: str | None = None,
                   notes: str | None = None) -> PlayerInfo:
        """Add a player; BookError if the name (or a merged profile's old name) is taken."""
        _check_name(name)

        def work(conn: Connection) -> None:
            if find_player_ids(conn, [name]):
                raise BookError(_("there is already a player named {name}").format(name=quoted(cut(name))))
            conn.execute(insert(players).values(name=name, nickname=nickname, colour=colour, notes=notes,
                                                created_at=now_db()))

        self._write(work)
        return PlayerInfo(name, nickname, colour, notes)

    def set_player_details(self, name: str, nickname: str | None, colour: str | None, notes: str | None) -> None:
        """Replace a player's nickname, colour (any Qt colour name or ``#rrggbb``) and notes."""
        for place, value, limit in ((N_("the nickname"), nickname, NAME_LENGTH),
                                    (N_("the colour"), colour, COLOUR_LENGTH),
                                    (N_("the text of the notes"), notes, None)):
            problem = text_problem(value, limit, optional=True, place=_(place))
            if problem:
                raise BookError(problem)
        self._write(lambda conn: conn.execute(update(players).where(players.c.id == player_id(conn, name))
                                              .values(nickname=nickname, colour=colour, notes=notes)))

    def rename_player(self, old: str, new: str) -> None:
        """Give a player a new name; every play of theirs follows."""
        _check_name(new)

        def work(conn: Connection) -> None:
            pid = player_id(conn, old)
            if new != old and find_player_ids(conn, [new]):
                raise BookError(_("there is already a player named {name}").format(name=quoted(cut(new))))
            conn.execute(update(players).where(players.c.id == pid).values(name=new))
            conn.execute(update(campaign_members).where(campaign_members.c.player_id == pid).values(name=new))

        self._write(work)

    def merge_players(self, keep: str, absorb: str) -> None:
        """Make two profiles of one person one: ``absorb``'s plays and campaigns move to ``keep``, whose empty
        details are filled from ``absorb``; ``absorb``'s name becomes an alias of ``keep``, so it still matches.
        Refused when both took part in the same play (they are then two people)."""

        def work(conn: Connection) -> None:
            kept, gone = player_id(conn, keep), player_id(conn, absorb)
            if kept == gone:
                raise BookError(_("{keep} and {absorb} are already the same player").format(
                    keep=quoted(cut(keep)), absorb=quoted(cut(absorb))))
            both = select(participants.c.play_id).where(participants.c.player_id == kept).intersect(
                select(participants.c.play_id).where(participants.c.player_id == gone))
            shared = conn.execute(both.limit(1)).scalar()
            if shared is not None:
                raise BookError(_("{keep} and {absorb} both took part in the play {shared}, so they are two people")
                                .format(keep=quoted(cut(keep)), absorb=quoted(cut(absorb)), shared=quoted(cut(shared))))
            _merge_rows(conn, kept, gone)

        self._write(work)

    # -- statistics ----------------------------------------------------------------------------------------------

    def player_stats(self, game: str | None = None) -> dict[str, PlayerStats]:
        """``{player: stats}`` over every play (or ``game``'s): plays, wins, win rate, mean and best score."""
        return self._read(lambda conn: stats.player_stats(conn, game))

    def player_stats_by_game(self, player: str | None = None) -> dict[str, dict[str, PlayerStats]]:
        """``{player: {game: stats}}``: the same figures for each game a player played (one player, or all)."""
        return self._read(lambda conn: stats.player_stats_by_game(conn, player))

    def game_stats(self, game: str | None = None) -> dict[str, GameStats]:
        """``{game: stats}``: plays, players, mean winning score, score spread, win rate by seat."""
        return self._read(lambda conn: stats.game_stats(conn, game))

    def win_rate_by_seat(self, game: str) -> dict[int, SeatStats]:
        """``{seat: stats}`` for one game: does sitting first win more?"""
        found = self.game_stats(game)
        return found[game].seats if game in found else {}

    def head_to_head(self, a: str, b: str, game: str | None = None) -> HeadToHead:
        """Players ``a`` and ``b`` over the plays they both took part in (of ``game``, when given)."""
        return self._read(lambda conn: stats.head_to_head(conn, a, b, game))

    def streaks(self, player: str, game: str | None = None) -> Streaks:
        """The player's current and longest winning streak (in ``game``, when given)."""
        return self._read(lambda conn: stats.streaks(conn, player, game))

    def score_lines(self, players: Sequence[str], game: str | None = None,
                    most: int = stats.LINE_POINTS) -> dict[str, list[LinePoint]]:
        """Each named player's scores over time (of ``game``) for a chart: at most ``most`` points a line, every
        scored play or, for a player with more, monthly means. The names are looked up in one query."""
        return self._read(lambda conn: stats.score_lines(conn, players, game, most))

    def scores_over_time(self, player: str | None = None, game: str | None = None) -> list[ScorePoint]:
        """Each participation in time order, for charts."""
        return self._read(lambda conn: stats.scores_over_time(conn, player, game))

    # -- campaigns and ledger ------------------------------------------------------------------------------------

    def create_campaign(self, name: str, game: str, participants: Sequence[CampaignMember | str] = (),
                        notes: str | None = None) -> Campaign:
        """Start a campaign of ``game``; a participant given as a bare name is a player (created when new)."""
        self._write(lambda conn: campaign_rows.create_campaign(conn, name, game, participants, notes))
        return self.campaign(name)

    def campaigns(self, game: str | None = None) -> list[Campaign]:
        """Every campaign (of ``game``), oldest first."""
        return self._read(lambda conn: campaign_rows.list_campaigns(conn, game))

    def campaign_play_counts(self) -> dict[str, int]:
        """``{campaign: plays}`` for every campaign of the book: what ``count_plays(campaign=...)`` says of each,
        asked once for all."""
        return self._read(campaign_rows.play_counts)

    def campaign(self, name: str) -> Campaign:
        found = self._read(lambda conn: campaign_rows.list_campaigns(conn, name=name))
        if not found:
            raise BookError(_("no campaign named {name} in the book").format(name=quoted(cut(name))))
        return found[0]

    def add_campaign_member(self, campaign: str, member: CampaignMember | str) -> None:
        self._write(lambda conn: campaign_rows.add_member(conn, campaign, member))

    def add_play_to_campaign(self, campaign: str, play_id: str) -> None:
        """Count a recorded play in a campaign of the same game (``PlayRecord.campaign`` does it when recording)."""
        self._write(lambda conn: campaign_rows.add_play(conn, campaign, play_id))

    def append_ledger(self, campaign: str, subject: str, field: str, change: float, reason: str,
                      play_id: str | None = None, *, expect_before: float | None = None) -> LedgerEntry:
        """Add ``change`` to ``subject``'s ``field`` (e.g. a gang's bitcoins) in the campaign's ledger.

        The value before is the last entry's value after (0 for the first entry), read and written in one
        transaction, so two laptops appending at once both count. ``expect_before`` refuses the entry when the
        value is no longer what the referee saw.
        """
        return self._write(lambda conn: campaign_rows.append(conn, campaign, subject, field, change, reason,
                                                             play_id, expect_before))

    def append_ledger_entries(self, campaign: str, changes: Sequence[LedgerChange],
                              contracts: Sequence[ContractChange] = ()) -> list[LedgerEntry]:
        """Write several entries in one transaction, in order: all of them or, when one is refused, none (a
        campaign turn is closed whole). ``contracts``: the contract rows written in the same transaction (cards
        dealt, released, completed), so that the ledger's words and the cards never disagree."""

        def work(conn: Connection) -> list[LedgerEntry]:
            contract_rows.append(conn, campaign, contracts)
            return campaign_rows.append_many(conn, campaign, changes)

        return self._write(work)

    def ledger(self, campaign: str, subject: str | None = None, field: str | None = None) -> list[LedgerEntry]:
        """The campaign's entries (of one subject, one field) in the order they were written."""
        return self._read(lambda conn: campaign_rows.entries(conn, campaign, subject, field))

    def contracts(self, campaign: str, *, history: bool = False) -> list[ContractEntry]:
        """The campaign's contract cards as they stand now (held or completed; the released ones left out), by
        turn, gang and position; with ``history``, every row in the order it was written."""
        return self._read(lambda conn: contract_rows.entries(conn, campaign, history))

    def balance(self, campaign: str, subject: str, field: str) -> float:
        """``subject``'s current ``field`` in the campaign (0 before any entry)."""
        return self.balances(campaign, subject).get(subject, {}).get(field, 0.0)

    def balances(self, campaign: str, subject: str | None = None) -> dict[str, dict[str, float]]:
        """``{subject: {field: value}}``: every current value of the campaign's accounts."""
        return self._read(lambda conn: campaign_rows.balances(conn, campaign, subject))

    # -- files ---------------------------------------------------------------------------------------------------

    def import_file(self, path: str | os.PathLike[str], progress: Progress | None = None) -> ImportResult:
        """Import an interchange file: plays already in the book (by id) are skipped, players are matched by name
        and created when new, campaigns named by a play too. A refused file writes nothing, nor a cancelled import
        (``progress`` answering False). The file is read a chunk of plays at a time: memory stays bounded."""
        return self._write(lambda conn: transfer.import_plays(conn, path, progress))

    def import_csv(self, path: str | os.PathLike[str], progress: Progress | None = None) -> ImportResult:
        """Import a CSV of plays (``export_csv``'s columns, ``docs/book-format.md``) as ``import_file`` does: all
        or nothing, a refused row named by its line and column, read a play at a time."""
        return self._write(lambda conn: transfer.import_plays(conn, path, progress, as_csv=True))

    def export_file(self, path: str | os.PathLike[str], progress: Progress | None = None) -> int:
        """Write every play, oldest first, to an interchange file; return how many. Cancelled (``progress``
        answering False), the file is left as it was."""
        return self._read(lambda conn: interchange.write_plays(path, transfer.each_play(conn, progress)),
                          snapshot=True)

    def export_csv(self, path: str | os.PathLike[str], progress: Progress | None = None) -> int:
        """Write every play, oldest first, as CSV (one row per participant); return the number of rows."""
        return self._read(lambda conn: csvplays.write_csv(path, transfer.each_play(conn, progress)),
                          snapshot=True)

    # -- transactions --------------------------------------------------------------------------------------------

    def _write(self, work: Callable[[Connection], T]) -> T:
        try:
            return run_write(self._engine, work)
        except IntegrityError as exc:
            raise BookError(_("the book refused the change ({detail})").format(detail=driver_line(exc))) from None
        except SQLAlchemyError as exc:  # the server went away, the disk is full, the lock never came
            raise refused(exc, self._url, "write") from None

    def _read(self, work: Callable[[Connection], T], snapshot: bool = False) -> T:
        shared = getattr(self._shared, "conn", None)
        try:
            return work(shared) if shared is not None else run_read(self._engine, work, snapshot)
        except SQLAlchemyError as exc:
            raise refused(exc, self._url, "read") from None


def _check(record: PlayRecord) -> None:
    problem = record_problem(record)
    if problem:
        raise BookError(_("play {id}: {problem}").format(id=quoted(cut(str(record.id))), problem=problem))


def _check_name(name: str) -> None:
    problem = text_problem(name, NAME_LENGTH, place=_("the player's name"))
    if problem:
        raise BookError(problem)


def _merge_rows(conn: Connection, kept: int, gone: int) -> None:
    conn.execute(update(participants).where(participants.c.player_id == gone).values(player_id=kept))
    summary.players_merged(conn, kept, gone)  # before the profile goes: its summary rows go with it
    mine = conn.execute(select(players).where(players.c.id == kept)).one()
    theirs = conn.execute(select(players).where(players.c.id == gone)).one()
    conn.execute(update(campaign_members).where(campaign_members.c.player_id == gone)
                 .values(player_id=kept, name=mine.name))
    conn.execute(update(player_aliases).where(player_aliases.c.player_id == gone).values(player_id=kept))
    conn.execute(delete(players).where(players.c.id == gone))
    conn.execute(insert(player_aliases).values(name=theirs.name, player_id=kept))
    conn.execute(update(players).where(players.c.id == kept).values(
        nickname=mine.nickname or theirs.nickname, colour=mine.colour or theirs.colour,
        notes="\n".join(n for n in (mine.notes, theirs.notes) if n) or None))


def open_book(location: str | os.PathLike[str] | None = None) -> Book:
    """Open (creating or migrating as needed) the book at ``location``: a SQLite file path or a database URL.

    Without one, ``TABLETOP_BOOK`` names it, else ``default_book_location()``. A SQLite book is copied aside
    before its schema is migrated (``Book.backup`` is that copy).
    """
    return Book(location)

