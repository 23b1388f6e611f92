"""The background picture as Qt sees it: reading a PNG or JPEG (from its file or from the map), and drawing it
under the map where its placement (``tabletop.scenario.background``) puts it.

Only PNG and JPEG: the Qt wheel Tabletop depends on (PySide6-Essentials) has no QtPdf, so a PDF page is to be
exported as a picture first.
"""

from __future__ import annotations

import base64
import binascii
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication
from PySide6.QtGui import QImage, QImageReader, QPainter

from tabletop.scenario.background import Background, fitted
from tabletop.scenario.model import Table

# What QImageReader calls each format the map file may hold.
_FORMATS = {b"png": "image/png", b"jpeg": "image/jpeg", b"jpg": "image/jpeg"}
# Bigger embedded pictures would pass the schema's 40 MB of base64.
MAX_EMBEDDED_BYTES = 30_000_000


class PictureError(Exception):
    """A picture that cannot be used; the message is one line for the status bar or a message box."""


def tr(text: str) -> str:
    # pyside6-lupdate files a bare tr("...") call under the empty context, wherever it is made.
    return QCoreApplication.translate("", text)


def load_picture(background: Background) -> QImage:
    """The picture's pixels; PictureError when its file is missing or it cannot be decoded."""
    if background.embedded:
        try:
            raw = base64.b64decode(background.data, validate=True)
        except (binascii.Error, ValueError):
            raise PictureError(tr("The picture embedded in the map is damaged")) from None
        image = QImage.fromData(QByteArray(raw))
    else:
        if not Path(background.path).is_file():
            raise PictureError(tr("The background picture {path} is not there any more").format(path=background.path))
        image = QImage(background.path)
    if image.isNull():
        raise PictureError(tr("The background picture cannot be read as PNG or JPEG"))
    return image


def picture_from_file(path: str, table: Table, embed: bool) -> Background:
    """A new background from a PNG or JPEG file laid over the whole table: by its path, or embedded in the map.
    PictureError (one line) for a file that is not such a picture or too big to embed."""
    reader = QImageReader(path)
    media_type = _FORMATS.get(bytes(reader.format()).lower())
    size = reader.size()
    if media_type is None or not size.isValid():
        raise PictureError(tr("{path} is not a PNG or JPEG picture").format(path=path))
    if not embed:
        return fitted(size.width(), size.height(), table.width_cm, table.depth_cm, path=str(Path(path).resolve()))
    try:
        raw = Path(path).read_bytes()
    except OSError as exc:
        raise PictureError(tr("{path} cannot be read: {reason}").format(path=path, reason=exc.strerror)) from None
    if len(raw) > MAX_EMBEDDED_BYTES:
        raise PictureError(tr("{path} is too big to embed in the map; keep it beside the map instead").format(
            path=path))
    return fitted(size.width(), size.height(), table.width_cm, table.depth_cm,
                  data=base64.b64encode(raw).decode("ascii"), media_type=media_type)


def draw_picture(painter: QPainter, background: Background, image: QImage) -> None:
    """Paint the picture in scene centimetres: its top-left corner at (x_cm, y_cm), turned, one pixel
    ``cm_per_px`` wide, rows running toward -y (the view shows y up, so the picture stays upright)."""
    painter.save()
    painter.setOpacity(painter.opacity() * background.opacity)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
    painter.translate(background.x_cm, background.y_cm)
    painter.rotate(background.rotation_deg)
    painter.scale(background.cm_per_px, -background.cm_per_px)
    painter.drawImage(0, 0, image)
    painter.restore()
