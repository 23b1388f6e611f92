"""How the book's migrations make a table append-only: the database itself refuses an UPDATE or DELETE on it,
whoever issues it (a trigger on SQLite; a trigger and its function on PostgreSQL).

Migrations that have shipped call this: what it creates for a table must never change (a new form of trigger is a
new function here, used by a new migration)."""

from alembic import op


def forbid_rewrites(table: str, message: str) -> None:
    """Triggers named after ``table`` raising ``message`` (no quote in it) on any UPDATE or DELETE of its rows."""
    if op.get_bind().dialect.name == "postgresql":
        op.execute(f"CREATE FUNCTION {table}_append_only() RETURNS trigger LANGUAGE plpgsql AS "
                   f"$$ BEGIN RAISE EXCEPTION '{message}'; END $$")
        op.execute(f"CREATE TRIGGER {table}_append_only BEFORE UPDATE OR DELETE ON {table} "
                   f"FOR EACH ROW EXECUTE FUNCTION {table}_append_only()")
        return
    for event in ("UPDATE", "DELETE"):
        op.execute(f"CREATE TRIGGER {table}_no_{event.lower()} BEFORE {event} ON {table} "
                   f"BEGIN SELECT RAISE(ABORT, '{message}'); END")
