"""Merged profiles keep their names as aliases; indexes for the statistics and the filtered plays table.

Revision ID: 0002
Revises: 0001
"""

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "player_aliases",
        sa.Column("name", sa.String(200), primary_key=True),
        sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id", ondelete="CASCADE"), nullable=False),
    )
    op.create_index("ix_plays_game_played_at", "plays", ["game", "played_at"])
    op.create_index("ix_plays_played_at", "plays", ["played_at"])
    op.create_index("ix_plays_campaign", "plays", ["campaign_id"])
    op.create_index("ix_participants_player", "participants", ["player_id", "rank", "score"])
