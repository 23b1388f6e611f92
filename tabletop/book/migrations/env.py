"""Alembic's entry point for the book: it always runs on the connection ``tabletop.book.store`` hands it, inside
that connection's transaction, so that the whole upgrade commits or nothing of it does."""

from alembic import context

from tabletop.book.schema import metadata


def run_migrations() -> None:
    context.configure(connection=context.config.attributes["connection"], target_metadata=metadata,
                      render_as_batch=True)
    with context.begin_transaction():
        context.run_migrations()


# Alembic runs this file with its context set up; a plain import (tests/test_import_boundary.py) only defines it.
if hasattr(context, "config"):
    run_migrations()
