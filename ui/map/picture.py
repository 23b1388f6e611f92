"""The background picture as Qt sees it: reading a PNG, a JPEG or a PDF page (from its file or from the map), and
drawing it under the map where its placement (``tabletop.scenario.background``) puts it.

The Qt wheel Tabletop depends on (PySide6-Essentials) has no QtPdf: a PDF page is rendered by the core
(``tabletop.scenario.pdfpage``, PDFium) into an RGBA array, which becomes a QImage here.
"""

from __future__ import annotations

import base64
import binascii
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication
from PySide6.QtGui import QImage, QImageReader, QPainter

import numpy as np

from tabletop.i18n import N_
from tabletop.jsontext import JsonTextError, read_limited
from tabletop.scenario.background import MAX_PICTURE_BYTES, Background, fitted
from tabletop.scenario.model import Table
from tabletop.scenario.pdfpage import (PDF_MEDIA_TYPE, PdfPageError, at_table_resolution, is_pdf, page_count,
                                       page_pixels, page_size_pt, render_page, repaged)

# What QImageReader calls each format the map file may hold.
_FORMATS = {b"png": "image/png", b"jpeg": "image/jpeg", b"jpg": "image/jpeg"}
# Bigger embedded pictures would pass the schema's 40 MB of base64.
MAX_EMBEDDED_BYTES = 30_000_000


class PictureError(Exception):
    """A picture that cannot be used; the message is one line for the status bar or a message box."""


def tr(text: str) -> str:
    # pyside6-lupdate files a bare tr("...") call under the empty context, wherever it is made.
    return QCoreApplication.translate("", text)


def _read(path: str) -> bytes:
    """The picture file's bytes, read within ``MAX_PICTURE_BYTES`` and only from a regular file (a FIFO or a
    device is refused before a byte is read)."""
    try:
        return read_limited(path, N_("a picture"), MAX_PICTURE_BYTES)
    except JsonTextError as exc:
        raise PictureError(exc.about(path)) from None  # the core's sentence, as the command line says it


def image_from_rgba(pixels: np.ndarray) -> QImage:
    """A QImage owning a copy of an (height, width, 4) RGBA array."""
    height, width = pixels.shape[:2]
    data = np.ascontiguousarray(pixels, dtype=np.uint8)
    return QImage(data.data, width, height, 4 * width, QImage.Format.Format_RGBA8888).copy()


def _source(background: Background) -> tuple[bytes, str]:
    """The picture file's bytes and the name a message gives it."""
    if background.embedded:
        try:
            raw = base64.b64decode(background.data, validate=True)
        except (binascii.Error, ValueError):
            raise PictureError(tr("The picture embedded in the map is damaged")) from None
        name = tr("The picture embedded in the map")
    else:
        if not Path(background.path).is_file():
            raise PictureError(tr("The background picture {path} is not there any more").format(path=background.path))
        raw = _read(background.path)
        name = background.path
    return raw, name


def load_picture(background: Background) -> QImage:
    """The picture's pixels (a PDF's page rendered at the background's size in pixels); PictureError when its file
    is missing or it cannot be decoded."""
    raw, name = _source(background)
    if is_pdf(raw):
        try:
            return image_from_rgba(render_page(raw, background.page, background.width_px, background.height_px,
                                               name))
        except PdfPageError as exc:
            raise PictureError(str(exc)) from None
    image = QImage.fromData(QByteArray(raw))
    if image.isNull():
        raise PictureError(tr("The background picture cannot be read as PNG, JPEG or PDF"))
    return image


def pdf_pages(path: str) -> int:
    """How many pages the file has when it is a PDF, 0 when it is not one; PictureError for a file that cannot be
    read or a PDF that cannot be opened."""
    return _pages(_read(path), path)


def background_pages(background: Background) -> int:
    """How many pages the background's PDF has, 0 when it is a PNG or JPEG or cannot be read (the scene says
    why)."""
    try:
        return _pages(*_source(background))
    except PictureError:
        return 0


def turned_to_page(background: Background, page: int) -> Background:
    """The background's PDF shown at another page, its calibration kept; PictureError (one line naming the file
    and the page) when the PDF does not have it."""
    raw, name = _source(background)
    try:
        return repaged(background, page, page_size_pt(raw, background.page, name), page_size_pt(raw, page, name))
    except PdfPageError as exc:
        raise PictureError(str(exc)) from None


def sharpened(background: Background) -> Background:
    """A PDF background rendered anew at ten pixels a cm of its size on the table now (after a calibration or a
    new width, so that a page made larger stays sharp); a PNG or JPEG, or a PDF that cannot be read (the scene
    says why), as it is."""
    try:
        raw, name = _source(background)
        if not is_pdf(raw):
            return background
        return at_table_resolution(background, page_size_pt(raw, background.page, name))
    except (PictureError, PdfPageError):
        return background


def _pages(raw: bytes, name: str) -> int:
    if not is_pdf(raw):
        return 0
    try:
        return page_count(raw, name)
    except PdfPageError as exc:
        raise PictureError(str(exc)) from None


def picture_from_file(path: str, table: Table, embed: bool, page: int = 1) -> Background:
    """A new background from a PNG or JPEG file, or page ``page`` of a PDF, laid over the whole table: by its
    path, or embedded in the map. PictureError (one line) for a file that is not such a picture, a page the PDF
    does not have, or a file too big to embed."""
    raw = _read(path)
    if is_pdf(raw):
        try:
            width, height = page_pixels(page_size_pt(raw, page, path), table.width_cm, table.depth_cm)
        except PdfPageError as exc:
            raise PictureError(str(exc)) from None
        media_type = PDF_MEDIA_TYPE
    else:
        reader = QImageReader(path)
        media_type = _FORMATS.get(bytes(reader.format()).lower())
        size = reader.size()
        if media_type is None or not size.isValid():
            raise PictureError(tr("{path} is not a PNG, JPEG or PDF picture").format(path=path))
        width, height = size.width(), size.height()
        page = 1  # a picture has no pages: the map keeps no page number for it
    if not embed:
        return fitted(width, height, table.width_cm, table.depth_cm, path=str(Path(path).resolve()), page=page)
    if len(raw) > MAX_EMBEDDED_BYTES:
        raise PictureError(tr("{path} is too big to embed in the map; keep it beside the map instead").format(
            path=path))
    return fitted(width, height, table.width_cm, table.depth_cm, data=base64.b64encode(raw).decode("ascii"),
                  media_type=media_type, page=page)


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
