"""The first book: players, plays and their participants, campaigns and their members, the ledger.

Revision ID: 0001
Revises:
"""

import sqlalchemy as sa
from alembic import op

from tabletop.book.database_rules import append_only_triggers

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "players",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(200), nullable=False, unique=True),
        sa.Column("nickname", sa.String(200)),
        sa.Column("colour", sa.String(40)),
        sa.Column("notes", sa.Text),
        sa.Column("created_at", sa.DateTime, nullable=False),
    )
    op.create_table(
        "campaigns",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(200), nullable=False, unique=True),
        sa.Column("game", sa.String(100), nullable=False),
        sa.Column("notes", sa.Text),
        sa.Column("created_at", sa.DateTime, nullable=False),
    )
    op.create_table(
        "campaign_members",
        sa.Column("campaign_id", sa.Integer, sa.ForeignKey("campaigns.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("position", sa.Integer, primary_key=True),
        sa.Column("name", sa.String(200), nullable=False),
        sa.Column("kind", sa.String(20), nullable=False),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id")),
        sa.UniqueConstraint("campaign_id", "name", name="uq_campaign_members_name"),
    )
    op.create_table(
        "plays",
        sa.Column("id", sa.String(64), primary_key=True),
        sa.Column("game", sa.String(100), nullable=False),
        sa.Column("played_at", sa.DateTime, nullable=False),
        sa.Column("duration_min", sa.Float),
        sa.Column("place", sa.String(200)),
        sa.Column("referee", sa.String(200)),
        sa.Column("notes", sa.Text),
        sa.Column("file_path", sa.Text),
        sa.Column("extra", sa.Text, nullable=False),
        sa.Column("campaign_id", sa.Integer, sa.ForeignKey("campaigns.id")),
        sa.Column("recorded_at", sa.DateTime, nullable=False),
    )
    op.create_table(
        "participants",
        sa.Column("play_id", sa.String(64), sa.ForeignKey("plays.id", ondelete="CASCADE"), primary_key=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id"), primary_key=True),
        sa.Column("position", sa.Integer, nullable=False),
        sa.Column("seat", sa.Integer),
        sa.Column("team", sa.String(200)),
        sa.Column("score", sa.Float),
        sa.Column("breakdown", sa.Text, nullable=False),
        sa.Column("rank", sa.Integer),
        sa.Column("eliminated", sa.Boolean, nullable=False),
        sa.Column("extra", sa.Text, nullable=False),
        sqlite_with_rowid=False,  # the key is the table: one B-tree fewer to write on every import
    )
    op.create_table(
        "ledger",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("campaign_id", sa.Integer, sa.ForeignKey("campaigns.id"), nullable=False),
        sa.Column("subject", sa.String(200), nullable=False),
        sa.Column("field", sa.String(100), nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("value_before", sa.Float, nullable=False),
        sa.Column("change", sa.Float, nullable=False),
        sa.Column("value_after", sa.Float, nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("play_id", sa.String(64), sa.ForeignKey("plays.id")),
        sa.Column("recorded_at", sa.DateTime, nullable=False),
        sa.UniqueConstraint("campaign_id", "subject", "field", "seq", name="uq_ledger_seq"),
    )
    # The database itself refuses an UPDATE or DELETE on the ledger, whoever issues it.
    for statement in append_only_triggers("ledger", op.get_bind().dialect.name):
        op.execute(statement)
