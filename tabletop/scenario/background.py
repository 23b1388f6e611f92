"""A background picture under the map: a scan or photo of a printed city mat, placed on the table in centimetres.

The picture is kept by reference (``path``: absolute in memory, relative to the map file on disk, see
``io.py``) or embedded (``data``, base64, with its ``media_type``): a PNG or JPEG, or a PDF whose ``page`` (1 for
the first) is shown, rendered at ``width_px`` x ``height_px`` (``pdfpage.py``). The core never decodes a PNG or
JPEG: it keeps the size in pixels the editor read when the picture was chosen, and the placement that maps picture
pixels to the table.

Placement: the picture's top-left pixel corner sits at (``x_cm``, ``y_cm``); one pixel is ``cm_per_px`` on the
table; the picture is turned ``rotation_deg`` anticlockwise about that corner. Picture rows run down the picture,
and the table's y runs away from the referee (up on screen), so row v lies at y = y_cm - v * cm_per_px.
"""

from __future__ import annotations

import math
import os
from dataclasses import dataclass, replace
from typing import Any

from tabletop.i18n import _

MEDIA_TYPES = ("image/png", "image/jpeg", "application/pdf")
# The numbers below are the schema's too (schema-v1.json, $defs.background): a picture of 100,000 px a side is
# beyond any scanner's mat, and a pixel of 1 m is beyond any table.
MAX_SIDE_PX = 100000
MAX_CM_PER_PX = 100.0


@dataclass(frozen=True, slots=True)
class Background:
    """Where a picture lies under the map and how it is drawn."""

    width_px: int
    height_px: int
    cm_per_px: float
    x_cm: float = 0.0
    y_cm: float = 0.0
    rotation_deg: float = 0.0
    locked: bool = False
    opacity: float = 1.0
    path: str = ""
    data: str = ""
    media_type: str = ""
    page: int = 1

    @property
    def embedded(self) -> bool:
        return bool(self.data)

    def to_table(self, u: float, v: float) -> tuple[float, float]:
        """The table point (cm) of picture pixel position (u, v) (u right, v down the picture)."""
        angle = math.radians(self.rotation_deg)
        c, s = math.cos(angle), math.sin(angle)
        du, dv = u * self.cm_per_px, -v * self.cm_per_px
        return self.x_cm + c * du - s * dv, self.y_cm + s * du + c * dv

    def to_picture(self, x: float, y: float) -> tuple[float, float]:
        """The picture pixel position (u, v) under table point (x, y) cm."""
        angle = math.radians(self.rotation_deg)
        c, s = math.cos(angle), math.sin(angle)
        dx, dy = x - self.x_cm, y - self.y_cm
        du, dv = c * dx + s * dy, -s * dx + c * dy
        return du / self.cm_per_px, -dv / self.cm_per_px

    def to_json(self) -> dict[str, Any]:
        doc: dict[str, Any] = {"width_px": self.width_px, "height_px": self.height_px, "cm_per_px": self.cm_per_px,
                               "x_cm": self.x_cm, "y_cm": self.y_cm, "rotation_deg": self.rotation_deg,
                               "opacity": self.opacity, "locked": self.locked}
        if self.data:
            doc.update(data=self.data, media_type=self.media_type)
        else:
            doc["path"] = self.path
        if self.page != 1:
            # Only a PDF's page other than the first is written: maps with a PNG or JPEG stay as they were.
            doc["page"] = self.page
        return doc

    @classmethod
    def from_json(cls, doc: dict[str, Any]) -> "Background":
        """From a member the schema and ``background_problems`` accepted."""
        return cls(int(doc["width_px"]), int(doc["height_px"]), float(doc["cm_per_px"]), x_cm=float(doc["x_cm"]),
                   y_cm=float(doc["y_cm"]), rotation_deg=float(doc.get("rotation_deg", 0.0)),
                   opacity=float(doc.get("opacity", 1.0)), locked=bool(doc.get("locked", False)),
                   path=str(doc.get("path", "")), data=str(doc.get("data", "")),
                   media_type=str(doc.get("media_type", "")), page=int(doc.get("page", 1)))


def fitted(width_px: int, height_px: int, table_width_cm: float, table_depth_cm: float, *, path: str = "",
           data: str = "", media_type: str = "", page: int = 1) -> Background:
    """A new picture laid over the whole table, as large as fits, top-left at the table's far left corner: the
    referee then calibrates it."""
    if width_px < 1 or height_px < 1:
        raise ValueError(_("a picture needs at least one pixel a side, got {width} x {height}").format(
            width=width_px, height=height_px))
    scale = min(table_width_cm / width_px, table_depth_cm / height_px)
    return Background(width_px, height_px, scale, 0.0, table_depth_cm, path=path, data=data, media_type=media_type,
                      page=page)


def calibrated(background: Background, first: tuple[float, float], second: tuple[float, float],
               distance_cm: float) -> Background:
    """The picture rescaled so that picture points ``first`` and ``second`` (pixels) lie ``distance_cm`` apart on the
    table, ``first`` staying where it is and the turn unchanged. ValueError (one line) when the points coincide or
    the distance is not a positive finite number."""
    if not (math.isfinite(distance_cm) and distance_cm > 0):
        raise ValueError(_("the distance must be a positive number of cm, got {value}").format(value=distance_cm))
    pixels = math.dist(first, second)
    if not math.isfinite(pixels) or pixels < 1.0:
        raise ValueError(_("the two points must be at least one pixel of the picture apart"))
    scale = distance_cm / pixels
    if scale > MAX_CM_PER_PX:
        raise ValueError(_("{scale} cm per pixel is more than the largest allowed ({limit})").format(
            scale=scale, limit=MAX_CM_PER_PX))
    anchor = background.to_table(*first)
    rescaled = replace(background, cm_per_px=scale)
    moved = rescaled.to_table(*first)
    return replace(rescaled, x_cm=rescaled.x_cm + anchor[0] - moved[0], y_cm=rescaled.y_cm + anchor[1] - moved[1])


def background_problems(doc: Any) -> list[tuple[str, str]]:
    """What the schema cannot say about a ``background`` member it accepted: (field, message) pairs."""
    if not isinstance(doc, dict):
        return []
    problems: list[tuple[str, str]] = []
    for name in ("cm_per_px", "x_cm", "y_cm", "rotation_deg", "opacity"):
        value = doc.get(name)
        if isinstance(value, float) and not math.isfinite(value):
            problems.append((name, _("expected a finite number, got {value}").format(value=value)))
    has_path, has_data = bool(doc.get("path")), bool(doc.get("data"))
    if has_path == has_data:
        problems.append(("", _("a background picture needs either a 'path' or embedded 'data', not both")))
    elif has_data and doc.get("media_type") not in MEDIA_TYPES:
        problems.append(("media_type", _("embedded data needs a media_type, one of {types}").format(
            types=", ".join(MEDIA_TYPES))))
    return problems


# A picture file is read whole to be decoded: past this, it is refused before a byte is read (a 2 GB file took the
# app to 4.3 GB). A 600 dpi scan of a 120 cm mat as PNG, or a PDF of it, is some tens of MB.
MAX_PICTURE_BYTES = 200 * 1024 * 1024


def outside_folder(picture_path: str, map_path: str | None) -> bool:
    """Whether a picture kept by reference lies outside the folder of the map naming it (``../../x``,
    ``/etc/passwd``, or reached through a link): a map received from someone else could point anywhere."""
    if not picture_path or not map_path:
        return False
    folder = os.path.realpath(os.path.dirname(os.path.abspath(map_path)))
    picture = os.path.realpath(os.path.join(folder, picture_path))
    try:
        return os.path.commonpath([folder, picture]) != folder
    except ValueError:  # another drive
        return True


def picture_warning(background: Background | None, map_path: str | None) -> str:
    """One line when the map's picture lies outside its folder (``outside_folder``), else ""."""
    if background is None or background.embedded or not outside_folder(background.path, map_path):
        return ""
    return _("warning: the background picture {picture} lies outside the map's folder: it is read from there, and "
             "an export would include it").format(picture=background.path)
