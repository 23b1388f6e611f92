"""Merged profiles keep their names as aliases; each participation carries its play's game; indexes that let the
statistics and the filtered plays table read indexes instead of tables.

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
    # The game is copied from the play for the rows a book of revision 1 holds, then required.
    op.add_column("participants", sa.Column("game", sa.String(100)))
    op.execute("UPDATE participants SET game = (SELECT plays.game FROM plays WHERE plays.id = participants.play_id)")
    with op.batch_alter_table("participants") as batch:
        batch.alter_column("game", existing_type=sa.String(100), nullable=False)
    op.create_index("ix_plays_game_played_at", "plays", ["game", "played_at", "duration_min"])
    op.create_index("ix_plays_played_at", "plays", ["played_at"])
    op.create_index("ix_participants_player", "participants", ["player_id", "game", "rank", "score"])
    op.create_index("ix_participants_game", "participants", ["game", "seat", "rank", "score", "player_id"])
