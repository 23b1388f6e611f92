"""The book's Alembic migrations: ``env.py`` and ``versions/``, run by ``tabletop.book.store`` when a book opens."""
