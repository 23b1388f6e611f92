"""Migrations: a new book is created at the head revision, and a book of every earlier revision is brought there
with its data intact (a SQLite book is copied aside first)."""

from __future__ import annotations

import sqlite3
from datetime import datetime
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine, text

from tabletop.book import BookError, ContractCard, ContractChange, open_book, summary
from tabletop.book.schema import metadata
from tabletop.book.store import _MIGRATIONS, HEAD_REVISION, create_book_engine, current_revision, head_revision, \
    migrate, resolve_location

EARLIER = [s.revision for s in ScriptDirectory(str(_MIGRATIONS)).walk_revisions() if s.revision != head_revision()]


def test_there_is_an_earlier_revision_to_migrate_from() -> None:
    assert EARLIER and head_revision() not in EARLIER


def test_a_new_book_is_created_at_the_head_revision_and_matches_the_schema(book_url: str) -> None:
    with open_book(book_url) as book:
        assert book.backup is None
        engine = create_engine(book.url)
    try:
        assert current_revision(engine) == head_revision()
        with engine.connect() as conn:
            assert compare_metadata(MigrationContext.configure(conn), metadata) == []
    finally:
        engine.dispose()


def _write_at_old_revision(url: str, revision: str) -> None:
    """Data written with the tables every revision has, the way a book of that revision held it (from revision 2
    on, a participation carries its play's game)."""
    engine = create_book_engine(url)
    moment = datetime(2025, 1, 1, 20, 0)
    game_column, game = ("", "") if revision == "0001" else (", game", ", 'camorra'")
    statements = [
        ("INSERT INTO players (id, name, created_at) VALUES (1, 'Ana', :t), (2, 'Bruno', :t)", {}),
        ("INSERT INTO campaigns (id, name, game, created_at) VALUES (1, 'Saison 1', 'camorra', :t)", {}),
        ("INSERT INTO plays (id, game, played_at, extra, campaign_id, recorded_at) "
         "VALUES ('old-1', 'camorra', :t, '{\"table\": 3}', 1, :t)", {}),
        (f"INSERT INTO participants (play_id, position, player_id, seat, score, breakdown, rank, eliminated, extra"
         f"{game_column}) VALUES ('old-1', 0, 1, 1, 12, '{{}}', 1, false, '{{}}'{game}), "
         f"('old-1', 1, 2, 2, 7, '{{}}', 2, false, '{{}}'{game})", {}),
        ("INSERT INTO ledger (campaign_id, subject, field, seq, value_before, change, value_after, reason, play_id, "
         "recorded_at) VALUES (1, 'Ana', 'reputation', 1, 0, 3, 3, 'won', 'old-1', :t)", {}),
    ]
    try:
        with engine.begin() as conn:
            for sql, _ in statements:
                conn.execute(text(sql), {"t": moment})
            if revision in ("0005_summaries", "0006_pairs"):  # those counted their plays in summaries as they wrote
                summary.rebuild(conn, pairs=revision != "0005_summaries")
    finally:
        engine.dispose()


@pytest.mark.parametrize("revision", EARLIER)
def test_a_book_of_an_earlier_revision_is_migrated_with_its_data(book_url: str, revision: str) -> None:
    url = resolve_location(book_url)
    engine = create_book_engine(url)
    try:
        migrate(engine, url, revision)
        assert current_revision(engine) == revision
    finally:
        engine.dispose()
    _write_at_old_revision(url, revision)
    with open_book(book_url) as book:
        [old] = book.plays()
        assert (old.id, old.extra, [(p.name, p.score, p.rank) for p in old.participants]) == \
            ("old-1", {"table": 3}, [("Ana", 12, 1), ("Bruno", 7, 2)])
        assert book.player_stats()["Ana"].wins == 1
        h = book.head_to_head("Bruno", "Ana")  # counted from the plays there by revision 0006
        assert (h.plays, h.a_wins, h.b_wins, h.a_ahead, h.b_ahead) == (1, 0, 1, 0, 1)
        assert book.balance("Saison 1", "Ana", "reputation") == 3
        book.add_player("Chloé")
        book.merge_players("Chloé", "Bruno")  # aliases: a table revision 1 lacks
        book.append_ledger_entries("Saison 1", [], contracts=[ContractChange("Ana", 1, ContractCard("Casse", "", 3))])
        assert [e.card.title for e in book.contracts("Saison 1")] == ["Casse"]  # a table revision 2 lacks
        assert book.plays(player="Bruno")[0].participants[1].name == "Chloé"
        backup = book.backup
    if book_url.startswith("postgresql"):
        assert backup is None
        return
    assert backup is not None and backup.name.startswith(f"book.sqlite.rev{revision}-")
    with sqlite3.connect(backup) as copy:
        assert copy.execute("SELECT version_num FROM alembic_version").fetchall() == [(revision,)]
        assert copy.execute("SELECT id FROM plays").fetchall() == [("old-1",)]
    with open_book(book_url) as again:
        assert again.backup is None  # already at the head: nothing to migrate, no copy


def test_a_campaign_of_revision_2_keeps_its_ledger_and_gets_an_empty_table_of_contracts(book_url: str) -> None:
    """Revision 2 kept a contract held as a ledger field (``contract:<turn>:<n>``, the card as JSON at the end of
    the entry's reason): those entries stay as they were written; the contracts table starts empty."""
    url = resolve_location(book_url)
    engine = create_book_engine(url)
    try:
        migrate(engine, url, "0002")
        with engine.begin() as conn:
            conn.execute(text("INSERT INTO campaigns (id, name, game, created_at) "
                              "VALUES (1, 'Saison', 'peur-sur-la-ville', :t)"), {"t": datetime(2025, 1, 1)})
            conn.execute(text("INSERT INTO ledger (campaign_id, subject, field, seq, value_before, change, "
                              "value_after, reason, recorded_at) VALUES (1, 'A', 'bitcoins', 1, 0, 12, 12, 'start', "
                              ":t), (1, 'A', 'contract:1:1', 1, 0, 1, 1, :reason, :t)"),
                         {"t": datetime(2025, 1, 1), "reason": 'turn 1: « Affaire »: {"title": "Casse", "asks": ""}'})
    finally:
        engine.dispose()
    with open_book(book_url) as book:
        assert [(e.field, e.value_after, e.reason[:7]) for e in book.ledger("Saison")] == \
            [("bitcoins", 12, "start"), ("contract:1:1", 1, "turn 1:")]
        assert book.contracts("Saison", history=True) == []
        book.append_ledger_entries("Saison", [], contracts=[ContractChange("A", 1, ContractCard("Casse", "", 3))])
        assert [(e.gang, e.turn, e.position, e.state) for e in book.contracts("Saison")] == [("A", 1, 1, "held")]


def test_a_file_that_is_not_a_book_is_refused_in_one_line(tmp_path: Path) -> None:
    junk = tmp_path / "notes.sqlite"
    junk.write_text("shopping list\n" * 100, encoding="utf-8")
    with pytest.raises(BookError, match=f"^the file «\u00a0{junk}\u00a0» is not a Tabletop book \\(it is no SQLite database\\)$"):
        open_book(junk)


def test_a_book_from_a_newer_tabletop_is_refused_untouched(sqlite_url: str) -> None:
    with open_book(sqlite_url) as book:
        url = book.url
    engine = create_engine(url)
    with engine.begin() as conn:
        conn.execute(text("UPDATE alembic_version SET version_num = '0099'"))
    engine.dispose()
    with pytest.raises(BookError) as refused:
        open_book(sqlite_url)
    # one sentence naming the book by its file, never by its URL
    assert str(refused.value) == (f"the book «\u00a0{sqlite_url}\u00a0» was written by a newer Tabletop (its schema "
                                  "revision «\u00a00099\u00a0» is unknown to this one); update Tabletop to open it")
    assert not list(Path(sqlite_url).parent.glob("*.bak"))


def test_a_book_where_no_folder_can_be_is_refused_in_one_line(tmp_path: Path) -> None:
    (tmp_path / "plain-file").write_text("", encoding="utf-8")
    with pytest.raises(BookError, match="plain-file/book.sqlite\u00a0» cannot be made there, as «\u00a0.*plain-file\u00a0» is a file and not a folder"):
        open_book(tmp_path / "plain-file" / "book.sqlite")


def test_the_revision_a_book_opens_at_without_alembic_is_alembics_head() -> None:
    assert HEAD_REVISION == head_revision()
