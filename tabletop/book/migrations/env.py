"""Alembic's entry point for the book: it always runs on the connection ``tabletop.book.store`` hands it, inside
that connection's transaction, so that the whole upgrade commits or nothing of it does."""

from alembic import context

from tabletop.book.schema import metadata

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=metadata, render_as_batch=True)
with context.begin_transaction():
    context.run_migrations()
