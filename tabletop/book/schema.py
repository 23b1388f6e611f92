"""The book's tables as SQLAlchemy Core metadata, at the head revision of the migrations in ``migrations/``.

The migrations bring an older book's tables to the head; a new book is created from this metadata in one step
(``tabletop.book.store``), with the triggers the migrations add (``database_rules``), and the queries are written
against it. Tests check that the two agree (tests/book/test_migrations.py, tests/book/test_new_book.py). Times are
stored as naive UTC, the one form SQLite and PostgreSQL both sort correctly.
"""

from __future__ import annotations

from functools import partial
from typing import Any, Callable

from sqlalchemy import (BigInteger, Boolean, CheckConstraint, Column, Connection, DateTime, Float, ForeignKey, Index,
                        Integer, MetaData, String, Table, Text, UniqueConstraint, event)

from tabletop.book.database_rules import DURATION_BOUNDS, SCORE_BOUNDS, append_only_triggers, duration_triggers

metadata = MetaData()

players = Table(
    "players", metadata,
    Column("id", Integer, primary_key=True),
    Column("name", String(200), nullable=False, unique=True),
    Column("nickname", String(200)),
    Column("colour", String(40)),
    Column("notes", Text),
    Column("created_at", DateTime, nullable=False),
)

# Revision 2: the names of profiles merged into another one, so that an old name still finds its player.
player_aliases = Table(
    "player_aliases", metadata,
    Column("name", String(200), primary_key=True),
    Column("player_id", Integer, ForeignKey("players.id", ondelete="CASCADE"), nullable=False),
)

campaigns = Table(
    "campaigns", metadata,
    Column("id", Integer, primary_key=True),
    Column("name", String(200), nullable=False, unique=True),
    Column("game", String(100), nullable=False),
    Column("notes", Text),
    Column("created_at", DateTime, nullable=False),
)

campaign_members = Table(
    "campaign_members", metadata,
    Column("campaign_id", Integer, ForeignKey("campaigns.id", ondelete="CASCADE"), primary_key=True),
    Column("position", Integer, primary_key=True),
    Column("name", String(200), nullable=False),
    Column("kind", String(20), nullable=False),
    Column("player_id", Integer, ForeignKey("players.id")),
    UniqueConstraint("campaign_id", "name", name="uq_campaign_members_name"),
)

plays = Table(
    "plays", metadata,
    Column("id", String(64), primary_key=True),
    Column("game", String(100), nullable=False),
    Column("played_at", DateTime, nullable=False),
    Column("duration_min", Float),
    Column("place", String(200)),
    Column("referee", String(200)),
    Column("notes", Text),
    Column("file_path", Text),
    Column("extra", Text, nullable=False),  # JSON text, "{}" when empty (see playstore.json_text)
    Column("campaign_id", Integer, ForeignKey("campaigns.id")),
    Column("recorded_at", DateTime, nullable=False),
    Index("ix_plays_game_played_at", "game", "played_at", "duration_min"),  # revision 2
    Index("ix_plays_played_at", "played_at"),  # revision 2
    # Revision 0004_bounds (tabletop.book.checks.DURATION_LIMIT_MIN); on SQLite two triggers hold it instead (below).
    CheckConstraint(DURATION_BOUNDS, name="ck_plays_duration_min").ddl_if(dialect="postgresql"),
    # Revision 0005_summaries: a saved game finds its play by its file, without reading every play of its game.
    Index("ix_plays_file_path", "file_path", "game", "played_at"),
    # Revision 0007_campaign_plays: a campaign's plays (the Campaigns page's counts, the Plays page's filter).
    Index("ix_plays_campaign_id", "campaign_id"),
)

participants = Table(
    "participants", metadata,
    # One person takes one seat in a play: the key says so, and orders a play's rows together.
    Column("play_id", String(64), ForeignKey("plays.id", ondelete="CASCADE"), primary_key=True),
    Column("player_id", Integer, ForeignKey("players.id"), primary_key=True),
    Column("position", Integer, nullable=False),  # the order the participants were given in
    Column("seat", Integer),
    Column("team", String(200)),
    Column("score", Float),
    Column("breakdown", Text, nullable=False),  # JSON text
    Column("rank", Integer),
    Column("eliminated", Boolean, nullable=False),
    Column("extra", Text, nullable=False),  # JSON text
    # Revision 2: the play's game, copied here so that the statistics per game read this table alone. Added to the
    # table then, it comes last, in a new book as in an old one.
    Column("game", String(100), nullable=False),
    # Revision 2: the statistics read these indexes alone (by player; by game, seat and player), not the table.
    Index("ix_participants_player", "player_id", "game", "rank", "score"),
    Index("ix_participants_game", "game", "seat", "rank", "score", "player_id"),
    # Revision 0004_bounds (tabletop.book.checks.SCORE_LIMIT): no score the statistics cannot square and add.
    CheckConstraint(SCORE_BOUNDS, name="ck_participants_score"),
    sqlite_with_rowid=False,  # the key is the table: one B-tree fewer to write on every import
)

ledger = Table(
    "ledger", metadata,
    Column("id", Integer, primary_key=True),
    Column("campaign_id", Integer, ForeignKey("campaigns.id"), nullable=False),
    Column("subject", String(200), nullable=False),
    Column("field", String(100), nullable=False),
    # seq numbers one subject's entries for one field: two laptops appending at once cannot both chain from
    # the same previous entry, the second one fails on this constraint and retries from the new balance.
    Column("seq", Integer, nullable=False),
    Column("value_before", Float, nullable=False),
    Column("change", Float, nullable=False),
    Column("value_after", Float, nullable=False),
    Column("reason", Text, nullable=False),
    Column("play_id", String(64), ForeignKey("plays.id")),
    Column("recorded_at", DateTime, nullable=False),
    UniqueConstraint("campaign_id", "subject", "field", "seq", name="uq_ledger_seq"),
)

# Revision 3: the contract cards a campaign deals its gangs. A card is (campaign, turn, gang, position); seq numbers
# its rows: 1 when dealt (state "held"), then each later state ("released", "completed", "held" again). Rows are
# only ever added (the database refuses an UPDATE or DELETE, see migration 0003); the unique key makes a second
# laptop writing the same row at once fail and retry, as for the ledger.
campaign_contracts = Table(
    "campaign_contracts", metadata,
    Column("id", Integer, primary_key=True),
    Column("campaign_id", Integer, ForeignKey("campaigns.id"), nullable=False),
    Column("turn", Integer, nullable=False),
    Column("gang", String(200), nullable=False),
    Column("position", Integer, nullable=False),
    Column("seq", Integer, nullable=False),
    Column("state", String(20), nullable=False),
    Column("title", Text, nullable=False),
    Column("asks", Text, nullable=False),
    Column("reputation", Integer, nullable=False),
    Column("bitcoins", Integer, nullable=False),
    Column("objective", String(100), nullable=False),
    Column("count", Integer, nullable=False),
    Column("source", Text, nullable=False),
    Column("recorded_at", DateTime, nullable=False),
    UniqueConstraint("campaign_id", "turn", "gang", "position", "seq", name="uq_campaign_contracts_seq"),
)

# Revision 0005_summaries: the statistics kept as the plays are written, in the transaction that writes them
# (tabletop/book/summary.py), so that reading them costs the number of players and games, not of plays. Counts are
# 64-bit; sums of scores are doubles (a million plays of scores bounded by the book's checks stay far from
# overflow). A row whose count falls to 0 is deleted.
stats_player_game = Table(
    "stats_player_game", metadata,
    Column("player_id", Integer, ForeignKey("players.id", ondelete="CASCADE"), primary_key=True),
    Column("game", String(100), primary_key=True),
    Column("plays", BigInteger, nullable=False),
    Column("wins", BigInteger, nullable=False),
    Column("scored", BigInteger, nullable=False),  # participations with a score
    Column("score_sum", Float, nullable=False),
    Column("score_squares", Float, nullable=False),
    Column("score_min", Float),
    Column("score_max", Float),
    Column("win_scored", BigInteger, nullable=False),  # wins with a score: the game's mean winning score
    Column("win_score_sum", Float, nullable=False),
)

stats_player = Table(
    "stats_player", metadata,
    Column("player_id", Integer, ForeignKey("players.id", ondelete="CASCADE"), primary_key=True),
    Column("plays", BigInteger, nullable=False),
    Column("wins", BigInteger, nullable=False),
    Column("scored", BigInteger, nullable=False),
    Column("score_sum", Float, nullable=False),
    Column("score_max", Float),
)

stats_game = Table(
    "stats_game", metadata,
    Column("game", String(100), primary_key=True),
    Column("plays", BigInteger, nullable=False),
    Column("timed", BigInteger, nullable=False),  # plays with a duration
    Column("duration_sum", Float, nullable=False),
)

stats_seat = Table(
    "stats_seat", metadata,
    Column("game", String(100), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("seated", BigInteger, nullable=False),
    Column("wins", BigInteger, nullable=False),
)

# A player's plays of one game in one calendar month (UTC; ``month`` = year * 12 + month - 1): the score lines.
stats_month = Table(
    "stats_month", metadata,
    Column("player_id", Integer, ForeignKey("players.id", ondelete="CASCADE"), primary_key=True),
    Column("game", String(100), primary_key=True),
    Column("month", Integer, primary_key=True),
    Column("plays", BigInteger, nullable=False),
    Column("wins", BigInteger, nullable=False),
    Column("scored", BigInteger, nullable=False),
    Column("score_sum", Float, nullable=False),
)

# Winning streaks of a player in one game, or over every game (``game`` ""), with the last play counted: a play
# recorded after it extends the streak in place, any other change counts the player's plays again.
stats_streak = Table(
    "stats_streak", metadata,
    Column("player_id", Integer, ForeignKey("players.id", ondelete="CASCADE"), primary_key=True),
    Column("game", String(100), primary_key=True),
    Column("current", BigInteger, nullable=False),
    Column("longest", BigInteger, nullable=False),
    Column("last_played_at", DateTime, nullable=False),
    Column("last_play_id", String(64), nullable=False),
)

# Revision 0006_pairs: two players in one game over the plays they both took part in (``player_id`` the lower id,
# ``other_id`` the higher): head to head reads a pair's rows, whatever the number of plays.
stats_pair = Table(
    "stats_pair", metadata,
    Column("player_id", Integer, ForeignKey("players.id", ondelete="CASCADE"), primary_key=True),
    Column("other_id", Integer, ForeignKey("players.id", ondelete="CASCADE"), primary_key=True),
    Column("game", String(100), primary_key=True),
    Column("plays", BigInteger, nullable=False),
    Column("wins", BigInteger, nullable=False),  # of ``player_id``
    Column("other_wins", BigInteger, nullable=False),
    Column("ahead", BigInteger, nullable=False),  # ``player_id`` ranked better than ``other_id``
    Column("other_ahead", BigInteger, nullable=False),
)

SUMMARY_TABLES = (stats_player_game, stats_player, stats_game, stats_seat, stats_month, stats_streak, stats_pair)


def _running(statements: Callable[[str], list[str]]) -> Callable[..., None]:
    """A table's "after_create" listener that runs ``statements`` for the database it was created in."""
    def after_create(_table: Table, connection: Connection, **_kw: Any) -> None:
        for statement in statements(connection.dialect.name):
            connection.exec_driver_sql(statement)
    return after_create


# The rules the migrations add by SQL of their own, made with their tables when a new book is created in one step
# (metadata.create_all, tabletop.book.store): a play's duration out of bounds refused on SQLite, and the append-only
# tables' refusal of a rewrite.
event.listen(plays, "after_create", _running(duration_triggers))
event.listen(ledger, "after_create", _running(partial(append_only_triggers, "ledger")))
event.listen(campaign_contracts, "after_create", _running(partial(append_only_triggers, "campaign_contracts")))
