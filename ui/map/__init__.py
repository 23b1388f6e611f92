"""The scenario map editor: a scene in centimetres, its view, tools and panels."""

from ui.export.none_guard import guard_none_refcount

# The editor makes thousands of Qt calls that return nothing; on CPython 3.11 PySide6 6.12 drops a
# reference to None on each (see ui/export/none_guard.py), so guard before any of them runs.
guard_none_refcount()
