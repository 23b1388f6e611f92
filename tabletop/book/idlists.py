"""A list of ids (plays, players, names) bound in one statement as one condition, ``column IN (...)``.

On PostgreSQL the list is one array parameter (``column = ANY(:ids)``): as an ``IN`` of one parameter per id, the
driver parsed a new query text of hundreds of parameters for every statement, which was most of the time of a
page of the plays table and of each chunk of an import. SQLite binds the list as ``IN`` (its driver parses
nothing).
"""

from __future__ import annotations

from typing import Iterable

from sqlalchemy import ColumnElement, Connection, any_, bindparam


def ids_in(column: ColumnElement, dialect: str, name: str = "ids") -> ColumnElement:
    """``column`` among the list bound at execution as ``{name: [...]}`` (a statement built once, run often)."""
    if dialect == "postgresql":
        from sqlalchemy.dialects.postgresql import ARRAY

        return column == any_(bindparam(name, type_=ARRAY(column.type)))
    return column.in_(bindparam(name, expanding=True))


def in_list(conn: Connection, column: ColumnElement, values: Iterable) -> ColumnElement:
    """``column`` among ``values``, bound now."""
    if conn.dialect.name == "postgresql":
        from sqlalchemy.dialects.postgresql import ARRAY

        return column == any_(bindparam(None, list(values), type_=ARRAY(column.type)))
    return column.in_(list(values))
