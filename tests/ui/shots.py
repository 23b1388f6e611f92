"""Screens written to PNG files to be looked at, only when asked: ``TABLETOP_SHOTS=1`` saves them in the temporary
folder (/tmp). Encoding a window's PNG costs about as much as painting it, and no test reads the file back: the
tests paint (and check) their screens at every run, and write them only for eyes."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from PySide6.QtGui import QImage, QPixmap

SHOTS = bool(os.environ.get("TABLETOP_SHOTS"))


def look_at(picture: QImage | QPixmap, name: str) -> None:
    """``picture`` was painted; with ``TABLETOP_SHOTS=1`` it is saved to /tmp/``name``.png."""
    assert not picture.isNull()
    if SHOTS:
        assert picture.save(str(Path(tempfile.gettempdir()) / f"{name}.png"))
