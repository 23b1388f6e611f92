"""The book's bounds held by the database itself (issue 25): a score within ±1e9, a play's duration from 0 to a
week. One imported score of 1e308 made every statistic overflow from then on, for everyone using a club's book;
the import refuses such a play (``tabletop.book.checks``), and these constraints refuse it whoever writes.

A score or duration already out of bounds is poison, not a result: it is emptied (NULL, as a play recorded
without a score) so that the constraint can be added and the statistics answer again.

``participants.score`` gets a CHECK constraint on both databases (SQLite rebuilds the table, which nothing
references). ``plays`` cannot be rebuilt on SQLite without its participants following it (the foreign keys
cascade on the DROP a rebuild makes), so there its duration is held by triggers raising the same refusal; on
PostgreSQL it is a CHECK constraint.

The bounds and the triggers' SQL come from ``tabletop.book.database_rules``, which a new book created at the head
revision in one step also runs, and which never changes.

Revision ID: 0004_bounds
Revises: 0003
"""

import sqlalchemy as sa
from alembic import op

from tabletop.book.database_rules import DURATION_BOUNDS, SCORE_BOUNDS, duration_triggers

revision = "0004_bounds"
down_revision = "0003"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # NOT (... BETWEEN ...) is true for NaN and the infinities on PostgreSQL, false for NULL.
    op.execute(f"UPDATE participants SET score = NULL WHERE NOT ({SCORE_BOUNDS})")
    op.execute(f"UPDATE plays SET duration_min = NULL WHERE NOT ({DURATION_BOUNDS})")
    # The rebuilt table keeps the form the schema gives it (no rowid: the key is the table).
    with op.batch_alter_table("participants", table_kwargs={"sqlite_with_rowid": False}) as batch:
        batch.create_check_constraint("ck_participants_score", sa.text(SCORE_BOUNDS))
    if op.get_bind().dialect.name == "postgresql":
        op.create_check_constraint("ck_plays_duration_min", "plays", sa.text(DURATION_BOUNDS))
    for statement in duration_triggers(op.get_bind().dialect.name):
        op.execute(statement)


def downgrade() -> None:
    if op.get_bind().dialect.name == "postgresql":
        op.drop_constraint("ck_plays_duration_min", "plays", type_="check")
    else:
        for event in ("insert", "update"):
            op.execute(f"DROP TRIGGER plays_duration_min_{event}")
    with op.batch_alter_table("participants", table_kwargs={"sqlite_with_rowid": False}) as batch:
        batch.drop_constraint("ck_participants_score", type_="check")
