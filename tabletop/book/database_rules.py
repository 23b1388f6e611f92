"""The rules the book's database holds itself, whoever writes into it: its bounds (CHECK constraints, and on SQLite
triggers for a play's duration) and its append-only tables (triggers refusing an UPDATE or DELETE).

The migrations that added them and a new book created in one step at the head revision (``schema.py``) both take
their SQL from here, so that an old book brought to the head and a new one hold the same rules. Books carry what
these statements create and shipped migrations run them: they must never change. A new form of rule is a new
function here, used by a new migration.
"""

from __future__ import annotations

# The bounds of revision 0004_bounds (tabletop.book.checks.SCORE_LIMIT and DURATION_LIMIT_MIN).
SCORE_BOUNDS = "score BETWEEN -1000000000 AND 1000000000"
DURATION_BOUNDS = "duration_min BETWEEN 0 AND 10080"
_DURATION_REFUSAL = "a play lasts from 0 to 10080 minutes"
# What the database says to a rewrite of an append-only table (revisions 0001 and 0003): SQL text, so no quote.
_APPEND_ONLY_REFUSALS = {
    "ledger": "the ledger is append-only: a correction is a new entry",
    "campaign_contracts": "the campaign contracts are append-only: a new choice is a new row",
}


def append_only_triggers(table: str, dialect: str) -> list[str]:
    """The statements that make ``table`` refuse any UPDATE or DELETE of its rows: a trigger and its function on
    PostgreSQL, a trigger for each on SQLite."""
    refusal = _APPEND_ONLY_REFUSALS[table]
    if dialect == "postgresql":
        return [f"CREATE FUNCTION {table}_append_only() RETURNS trigger LANGUAGE plpgsql AS "
                f"$$ BEGIN RAISE EXCEPTION '{refusal}'; END $$",
                f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
                f"FOR EACH ROW EXECUTE FUNCTION {table}_append_only()"]
    return [f"CREATE TRIGGER {table}_no_{event.lower()} BEFORE {event} ON {table} "
            f"BEGIN SELECT RAISE(ABORT, '{refusal}'); END" for event in ("UPDATE", "DELETE")]


def duration_triggers(dialect: str) -> list[str]:
    """The statements that hold a play's duration within DURATION_BOUNDS on SQLite, where ``plays`` cannot be rebuilt
    with a CHECK constraint (its participants would follow it, see migration 0004_bounds); none on PostgreSQL, where
    the constraint holds it."""
    if dialect == "postgresql":
        return []
    return [f"CREATE TRIGGER plays_duration_min_{event.lower()} BEFORE {event} ON plays "
            f"WHEN NEW.duration_min IS NOT NULL AND NOT (NEW.{DURATION_BOUNDS}) "
            f"BEGIN SELECT RAISE(ABORT, '{_DURATION_REFUSAL}'); END" for event in ("INSERT", "UPDATE")]
