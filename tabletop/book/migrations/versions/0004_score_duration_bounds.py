"""The book's bounds held by the database itself (issue 25): a score within ±1e9, a play's duration from 0 to a
week. One imported score of 1e308 made every statistic overflow from then on, for everyone using a club's book;
the import refuses such a play (``tabletop.book.checks``), and these constraints refuse it whoever writes.

A score or duration already out of bounds is poison, not a result: it is emptied (NULL, as a play recorded
without a score) so that the constraint can be added and the statistics answer again.

``participants.score`` gets a CHECK constraint on both databases (SQLite rebuilds the table, which nothing
references). ``plays`` cannot be rebuilt on SQLite without its participants following it (the foreign keys
cascade on the DROP a rebuild makes), so there its duration is held by triggers raising the same refusal; on
PostgreSQL it is a CHECK constraint.

The bounds are written out here, not imported: a shipped migration never changes.

Revision ID: 0004_bounds
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

revision = "0004_bounds"
down_revision = "0003"
branch_labels = None
depends_on = None

_SCORE = "score BETWEEN -1000000000 AND 1000000000"
_DURATION = "duration_min BETWEEN 0 AND 10080"
_DURATION_MESSAGE = "a play lasts from 0 to 10080 minutes"


def upgrade() -> None:
    # NOT (... BETWEEN ...) is true for NaN and the infinities on PostgreSQL, false for NULL.
    op.execute(f"UPDATE participants SET score = NULL WHERE NOT ({_SCORE})")
    op.execute(f"UPDATE plays SET duration_min = NULL WHERE NOT ({_DURATION})")
    # The rebuilt table keeps the form the schema gives it (no rowid: the key is the table).
    with op.batch_alter_table("participants", table_kwargs={"sqlite_with_rowid": False}) as batch:
        batch.create_check_constraint("ck_participants_score", sa.text(_SCORE))
    if op.get_bind().dialect.name == "postgresql":
        op.create_check_constraint("ck_plays_duration_min", "plays", sa.text(_DURATION))
        return
    for event in ("INSERT", "UPDATE"):
        op.execute(f"CREATE TRIGGER plays_duration_min_{event.lower()} BEFORE {event} ON plays "
                   f"WHEN NEW.duration_min IS NOT NULL AND NOT (NEW.{_DURATION}) "
                   f"BEGIN SELECT RAISE(ABORT, '{_DURATION_MESSAGE}'); END")


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.drop_constraint("ck_plays_duration_min", "plays", type_="check")
    else:
        for event in ("insert", "update"):
            op.execute(f"DROP TRIGGER plays_duration_min_{event}")
    with op.batch_alter_table("participants", table_kwargs={"sqlite_with_rowid": False}) as batch:
        batch.drop_constraint("ck_participants_score", type_="check")
