"""The list of recently opened files, most recent first, kept in the settings."""

from __future__ import annotations

import os

from ui.settings import app_settings

MAX_RECENT = 10
_KEY = "recent_files"


def recent_files() -> list[str]:
    value = app_settings().value(_KEY, [])
    # QSettings returns a bare string for a one-element list in INI files, and None for an empty one.
    if isinstance(value, str):
        value = [value]
    return [str(p) for p in (value or [])]


def add_recent_file(path: str) -> list[str]:
    """Put ``path`` first (by absolute path, without duplicates) and keep at most MAX_RECENT."""
    path = os.path.abspath(path)
    paths = [path] + [p for p in recent_files() if p != path]
    return _store(paths[:MAX_RECENT])


def remove_recent_file(path: str) -> list[str]:
    path = os.path.abspath(path)
    return _store([p for p in recent_files() if p != path])


def clear_recent_files() -> list[str]:
    return _store([])


def _store(paths: list[str]) -> list[str]:
    settings = app_settings()
    settings.setValue(_KEY, paths)
    settings.sync()
    return paths
