"""Writing export files atomically, with one clear error when the file cannot be written."""

from __future__ import annotations

import os
from pathlib import Path

from tabletop.storage import atomic_write_bytes


class ExportError(Exception):
    """An export could not be made or written; the message is one line for the referee."""


def write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` beside the target then rename it over (``atomic_write_bytes``: the user's file mode, no
    temporary file left by a failure), so a failed export never leaves half a file."""
    target = Path(path)
    if not target.parent.is_dir():
        raise ExportError(f"cannot write {target}: the folder {target.parent} does not exist")
    try:
        atomic_write_bytes(target, data)
    except OSError as exc:
        raise ExportError(f"cannot write {target}: {exc.strerror or exc}") from None
