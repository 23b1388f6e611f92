"""Writing export files atomically, with one clear error when the file cannot be written."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


class ExportError(Exception):
    """An export could not be made or written; the message is one line for the referee."""


def write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` beside the target then rename it over, so a failed export never leaves half a file."""
    target = Path(path)
    if not target.parent.is_dir():
        raise ExportError(f"cannot write {target}: the folder {target.parent} does not exist")
    try:
        fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    except OSError as exc:
        raise ExportError(f"cannot write {target}: {exc.strerror or exc}") from None
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, target)
    except OSError as exc:
        try:
            os.unlink(tmp_name)
        except FileNotFoundError:
            pass
        raise ExportError(f"cannot write {target}: {exc.strerror or exc}") from None
