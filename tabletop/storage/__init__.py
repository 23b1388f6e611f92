"""Storage helpers shared by every file the app writes."""

from tabletop.storage.atomic import atomic_write_text

__all__ = ["atomic_write_text"]
