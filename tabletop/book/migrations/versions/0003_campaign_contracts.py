"""The contracts a campaign deals its gangs, in a table of their own: each card dealt for a campaign turn and each
later state of it (given up by a new choice, completed when the turn closed, held again when it was reopened),
appended only, like the ledger.

Revision ID: 0003
Revises: 0002
"""

import sqlalchemy as sa
from alembic import op

from tabletop.book.database_rules import append_only_triggers

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "campaign_contracts",
        sa.Column("id", sa.Integer, primary_key=True),
        sa.Column("campaign_id", sa.Integer, sa.ForeignKey("campaigns.id"), nullable=False),
        sa.Column("turn", sa.Integer, nullable=False),
        sa.Column("gang", sa.String(200), nullable=False),
        sa.Column("position", sa.Integer, nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("state", sa.String(20), nullable=False),
        sa.Column("title", sa.Text, nullable=False),
        sa.Column("asks", sa.Text, nullable=False),
        sa.Column("reputation", sa.Integer, nullable=False),
        sa.Column("bitcoins", sa.Integer, nullable=False),
        sa.Column("objective", sa.String(100), nullable=False),
        sa.Column("count", sa.Integer, nullable=False),
        sa.Column("source", sa.Text, nullable=False),
        sa.Column("recorded_at", sa.DateTime, nullable=False),
        sa.UniqueConstraint("campaign_id", "turn", "gang", "position", "seq", name="uq_campaign_contracts_seq"),
    )
    # The database itself refuses an UPDATE or DELETE of a row, whoever issues it.
    for statement in append_only_triggers("campaign_contracts", op.get_bind().dialect.name):
        op.execute(statement)
