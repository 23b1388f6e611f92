"""Storage helpers shared by every file the app writes."""

from tabletop.storage.atomic import (NotARegularFileError, atomic_write_bytes, atomic_write_chunks, atomic_write_text,
                                     remove_stale_temporaries, remove_stale_temporaries_in, save_target)

__all__ = ["NotARegularFileError", "atomic_write_bytes", "atomic_write_chunks", "atomic_write_text",
           "remove_stale_temporaries", "remove_stale_temporaries_in", "save_target"]
