"""The end both ``tabletop render --table-screen`` commands share (a map's or a live game's table, a card game's
board): a picture of the table screen painted, written as a PNG, and said in one line or as JSON."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Callable

from tabletop.cli.common import CliError, emit_json
from tabletop.i18n import _


def write_table_picture(args: argparse.Namespace, out: Path, pixels: tuple[int, int], paint: Callable,
                        cm_to_px: list[list[float]]) -> int:
    """Paint ``pixels`` with ``paint(painter)``, write the PNG to ``out``, then print ``{"png", "pixels",
    "cm_to_px"}`` under ``--json`` or the line saying it was written; the exit code."""
    from PySide6.QtGui import QImage, QPainter

    from ui.export.image import png_bytes
    from ui.export.writing import ExportError, write_bytes

    image = QImage(pixels[0], pixels[1], QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    paint(painter)
    painter.end()
    try:
        write_bytes(out, png_bytes(image))
    except ExportError as exc:
        raise CliError(str(exc)) from None
    if args.json:
        emit_json({"png": str(out), "pixels": list(pixels), "cm_to_px": cm_to_px})
    else:
        print(_("wrote {path} (table screen, {width} x {height} px)").format(path=out, width=pixels[0],
                                                                              height=pixels[1]))
    return 0
