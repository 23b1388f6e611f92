"""A page of a PDF as a background picture: a city mat is often sold or shared as a PDF to print.

PDFium (through pypdfium2) rasterises the page into an RGBA NumPy array; the editor turns it into a picture.
The map keeps the PDF (its path, or its bytes embedded) and the page number, never the rendered pixels: the
page is rendered again, at the same size in pixels (``width_px`` x ``height_px`` of the background), each time
the map is opened, so the placement and the calibration stay exact.

The size in pixels is about ``PX_PER_CM`` pixels per cm of the page's size on the table, at most ``MAX_PIXELS``
in all: chosen when the page is laid over the table, and again when the editor calibrates it or changes its width
(``at_table_resolution``), the page's size in cm then kept.
"""

from __future__ import annotations

import ctypes
import math
from dataclasses import replace

import numpy as np
import pypdfium2
import pypdfium2.raw as pdfium_c

from tabletop.i18n import _
from tabletop.scenario.background import MAX_SIDE_PX, Background

PDF_MEDIA_TYPE = "application/pdf"
# Ten pixels a cm is finer than a figure's base needs (2.5 cm) and than the printed mats' lines; 16 Mpx (64 MB
# in RGBA) keeps a large table's page within a laptop's memory.
PX_PER_CM = 10.0
MAX_PIXELS = 16_000_000
# PDF 1.7 section 7.5.2 lets a reader find the header within the first 1024 bytes.
_HEADER_WINDOW = 1024
_PICTURE_SIGNATURES = (b"\x89PNG\r\n\x1a\n", b"\xff\xd8\xff")
# pypdfium2's document loading error code for a password (pdfium_i.ErrorToStr).
_PASSWORD_ERROR = pdfium_c.FPDF_ERR_PASSWORD


class PdfPageError(ValueError):
    """A PDF or a page of it that cannot be used; the message is one line naming the file (and the page)."""


def is_pdf(head: bytes) -> bool:
    """Whether these first bytes of a file are a PDF's (whatever the file's name says); a PNG or JPEG, known by
    its own first bytes, is not one even when its text happens to hold the PDF header."""
    return not head.startswith(_PICTURE_SIGNATURES) and b"%PDF-" in head[:_HEADER_WINDOW]


def _open(source: bytes, name: str) -> pypdfium2.PdfDocument:
    try:
        return pypdfium2.PdfDocument(source)
    except pypdfium2.PdfiumError as exc:
        # PDFium's last error is not reset by every failure (a PDF without pages after a protected one still says
        # "password"): a protected PDF names its /Encrypt dictionary in the clear, in its trailer.
        if exc.err_code == _PASSWORD_ERROR and b"/Encrypt" in source:
            raise PdfPageError(_("{name} is protected by a password: save it without one first").format(
                name=name)) from None
        # PDFium refuses a PDF without any page when it opens it.
        raise PdfPageError(_("{name} cannot be read as a PDF (damaged, or without any page)").format(
            name=name)) from None


def page_count(source: bytes, name: str) -> int:
    """How many pages the PDF has; PdfPageError for a damaged, protected or empty PDF."""
    document = _open(source, name)
    try:
        return len(document)
    finally:
        document.close()


def page_size_pt(source: bytes, page: int, name: str) -> tuple[float, float]:
    """Width and height of page ``page`` (1 for the first), in PDF points, as it is shown (its own turn applied)."""
    document = _open(source, name)
    try:
        pdf_page = _page(document, page, name)
        try:
            width, height = pdf_page.get_size()
        finally:
            pdf_page.close()
    finally:
        document.close()
    if not (math.isfinite(width) and math.isfinite(height) and width > 0 and height > 0):
        raise PdfPageError(_("{name}, page {page}: the page has no area").format(name=name, page=page))
    return width, height


def _page(document: pypdfium2.PdfDocument, page: int, name: str) -> pypdfium2.PdfPage:
    if not 1 <= page <= len(document):
        raise PdfPageError(_("{name} has no page {page}: its pages are 1 to {count}").format(
            name=name, page=page, count=len(document)))
    try:
        return document[page - 1]
    except pypdfium2.PdfiumError:
        raise PdfPageError(_("{name}, page {page}: the page is damaged").format(name=name, page=page)) from None


def page_pixels(size_pt: tuple[float, float], table_width_cm: float, table_depth_cm: float) -> tuple[int, int]:
    """The size in pixels to render a page of ``size_pt`` points that is laid over a table of that size, as large
    as fits: ``PX_PER_CM`` pixels a cm, at most ``MAX_PIXELS`` and ``MAX_SIDE_PX`` a side, at least one."""
    cm_per_pt = min(table_width_cm / size_pt[0], table_depth_cm / size_pt[1])
    return _scaled(size_pt, cm_per_pt * PX_PER_CM)


def _scaled(size_pt: tuple[float, float], px_per_pt: float) -> tuple[int, int]:
    """A page's size in pixels at ``px_per_pt``, brought within ``MAX_PIXELS`` and ``MAX_SIDE_PX``."""
    width_pt, height_pt = size_pt
    capped = min(math.sqrt(MAX_PIXELS / (width_pt * height_pt)), MAX_SIDE_PX / max(size_pt))
    if px_per_pt < capped:
        return max(1, round(width_pt * px_per_pt)), max(1, round(height_pt * px_per_pt))
    # Rounded down at the limit, or the rounding would pass it.
    return max(1, math.floor(width_pt * capped)), max(1, math.floor(height_pt * capped))


def render_page(source: bytes, page: int, width_px: int, height_px: int, name: str) -> np.ndarray:
    """Page ``page`` (1 for the first) drawn on white, stretched to exactly ``width_px`` x ``height_px``: an RGBA
    array of shape (height, width, 4), rows from the top of the page. PdfPageError (one line naming the file and
    the page) for a damaged, protected or empty PDF or a page it does not have."""
    if not (1 <= width_px <= MAX_SIDE_PX and 1 <= height_px <= MAX_SIDE_PX and width_px * height_px <= MAX_PIXELS):
        raise PdfPageError(_("{name}, page {page}: {width} x {height} px is more than a page may be rendered "
                             "to").format(name=name, page=page, width=width_px, height=height_px))
    document = _open(source, name)
    try:
        pdf_page = _page(document, page, name)
        try:
            # An explicit bitmap rather than PdfPage.render(scale): the scale there rounds each side on its own,
            # and the map's placement needs the exact size it was calibrated on.
            buffer = (ctypes.c_ubyte * (width_px * height_px * 4))()
            bitmap = pypdfium2.PdfBitmap.new_native(width_px, height_px, pdfium_c.FPDFBitmap_BGRA,
                                                    rev_byteorder=True, buffer=buffer)
            try:
                bitmap.fill_rect((255, 255, 255, 255), 0, 0, width_px, height_px)
                pdfium_c.FPDF_RenderPageBitmap(bitmap, pdf_page, 0, 0, width_px, height_px, 0,
                                               pdfium_c.FPDF_ANNOT | pdfium_c.FPDF_REVERSE_BYTE_ORDER)
                pixels = bitmap.to_numpy().copy()
            finally:
                bitmap.close()
        finally:
            pdf_page.close()
    finally:
        document.close()
    return pixels


def repaged(background: Background, page: int, old_pt: tuple[float, float], new_pt: tuple[float, float]) -> Background:
    """The background showing page ``page`` of its PDF instead (``old_pt`` and ``new_pt``: the two pages' sizes in
    points): rendered at the same pixels a point when the limits allow, its top-left corner, turn and centimetres a
    point kept, so that the calibration stays true."""
    width, height = _scaled(new_pt, background.width_px / old_pt[0])
    cm_per_pt = background.cm_per_px * background.width_px / old_pt[0]
    return replace(background, page=page, width_px=width, height_px=height, cm_per_px=cm_per_pt * new_pt[0] / width)


def at_table_resolution(background: Background, size_pt: tuple[float, float]) -> Background:
    """The background's PDF page (``size_pt`` points) rendered anew at ``PX_PER_CM`` pixels a cm of the size it
    has on the table now, after a calibration or a new width: its corner, turn and width in cm kept."""
    width_cm = background.width_px * background.cm_per_px
    width, height = _scaled(size_pt, width_cm / size_pt[0] * PX_PER_CM)
    return replace(background, width_px=width, height_px=height, cm_per_px=width_cm / width)
