"""Head to head kept as the plays are written: per pair of players and game, the plays they both took part in,
each one's wins and how often each was ranked ahead of the other; built here from the plays a book already holds.

Revision ID: 0006_pairs
Revises: 0005_summaries
"""

import sqlalchemy as sa
from alembic import op

from tabletop.book.summary import count_pairs

revision = "0006_pairs"
down_revision = "0005_summaries"
branch_labels = None
depends_on = None


def _player(name: str) -> sa.Column:
    return sa.Column(name, sa.Integer, sa.ForeignKey("players.id", ondelete="CASCADE"), primary_key=True)


def upgrade() -> None:
    op.create_table("stats_pair", _player("player_id"), _player("other_id"),
                    sa.Column("game", sa.String(100), primary_key=True),
                    *(sa.Column(name, sa.BigInteger, nullable=False)
                      for name in ("plays", "wins", "other_wins", "ahead", "other_ahead")))
    count_pairs(op.get_bind())


def downgrade() -> None:
    op.drop_table("stats_pair")
