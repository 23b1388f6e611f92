"""The statistics kept as the plays are written: per player and game, per player, per game, per seat, per player,
game and month, and the winning streaks; built here from the plays a book already holds. Also an index that finds
a saved game's play by its file.

Revision ID: 0005_summaries
Revises: 0004_bounds
"""

import sqlalchemy as sa
from alembic import op

from tabletop.book.summary import rebuild

revision = "0005_summaries"
down_revision = "0004_bounds"
branch_labels = None
depends_on = None


def _counts(*names: str) -> list[sa.Column]:
    return [sa.Column(name, sa.BigInteger, nullable=False) for name in names]


def _sums(*names: str) -> list[sa.Column]:
    return [sa.Column(name, sa.Float, nullable=False) for name in names]


def _player() -> sa.Column:
    return sa.Column("player_id", sa.Integer, sa.ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)


def upgrade() -> None:
    op.create_index("ix_plays_file_path", "plays", ["file_path", "game", "played_at"])
    op.create_table("stats_player_game", _player(), sa.Column("game", sa.String(100), primary_key=True),
                    *_counts("plays", "wins", "scored"), *_sums("score_sum", "score_squares"),
                    sa.Column("score_min", sa.Float), sa.Column("score_max", sa.Float),
                    *_counts("win_scored"), *_sums("win_score_sum"))
    op.create_table("stats_player", _player(), *_counts("plays", "wins", "scored"), *_sums("score_sum"),
                    sa.Column("score_max", sa.Float))
    op.create_table("stats_game", sa.Column("game", sa.String(100), primary_key=True), *_counts("plays", "timed"),
                    *_sums("duration_sum"))
    op.create_table("stats_seat", sa.Column("game", sa.String(100), primary_key=True),
                    sa.Column("seat", sa.Integer, primary_key=True), *_counts("seated", "wins"))
    op.create_table("stats_month", _player(), sa.Column("game", sa.String(100), primary_key=True),
                    sa.Column("month", sa.Integer, primary_key=True), *_counts("plays", "wins", "scored"),
                    *_sums("score_sum"))
    op.create_table("stats_streak", _player(), sa.Column("game", sa.String(100), primary_key=True),
                    *_counts("current", "longest"), sa.Column("last_played_at", sa.DateTime, nullable=False),
                    sa.Column("last_play_id", sa.String(64), nullable=False))
    rebuild(op.get_bind(), pairs=False)  # the pairs' table comes with 0006_pairs
