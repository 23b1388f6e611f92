"""Page tiling for printing a table at 1:1 scale over sheets of paper.

A 120 x 90 cm table does not fit on one sheet: it is cut into a grid of pages that overlap a little,
so that the referee can trim or lay the sheets edge to edge and line them up with the alignment
marks printed in the shared strips. Pages are labelled like spreadsheet cells ("B3" = column B,
row 3) so that they can be laid out without guessing.

Table rectangles are in centimetres in the scenario's coordinates, where y grows up the map (the
editor draws y = depth at the top): column A starts at x = 0 and row 1 is the top strip, ending at
y = depth, so the pages read like the map on screen. Page positions are in millimetres from the
page's top-left corner, the way a printer and a PDF page are measured.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from tabletop.i18n import N_, _

MM_PER_CM = 10.0


@dataclass(frozen=True)
class Paper:
    """A sheet size in portrait orientation, in millimetres."""

    name: str
    width_mm: float
    height_mm: float


# The two sheets home printers take: ISO 216 A4 (Europe, the game's home) and ANSI Letter
# (8.5 x 11 in, North America). Their sizes are fixed by those standards, not by any house rule.
PAPERS: dict[str, Paper] = {
    "a4": Paper("A4", 210.0, 297.0),
    "letter": Paper(N_("Letter"), 215.9, 279.4),  # the name is translated where shown
}
ORIENTATIONS = (N_("portrait"), N_("landscape"))  # identifiers on the command line, translated when said
# Below about 5 mm most home printers clip the edge; 10 mm leaves room for the page label too.
DEFAULT_MARGIN_MM = 10.0
# Wide enough to glue or overlay neighbouring sheets, narrow enough not to waste paper.
DEFAULT_OVERLAP_MM = 10.0
# The scale bar the referee checks with a ruler: 10 cm, the short range band of the game.
SCALE_BAR_CM = 10.0


@dataclass(frozen=True)
class Rect:
    """An axis-aligned rectangle; x and y are its smallest coordinates."""

    x: float
    y: float
    width: float
    height: float

    @property
    def x_end(self) -> float:
        return self.x + self.width

    @property
    def y_end(self) -> float:
        """The largest y: the top edge of a table rectangle, the bottom edge of a page rectangle."""
        return self.y + self.height

    def contains(self, x: float, y: float, tolerance: float = 1e-9) -> bool:
        return (self.x - tolerance <= x <= self.x_end + tolerance
                and self.y - tolerance <= y <= self.y_end + tolerance)


@dataclass(frozen=True)
class Tile:
    """One printed page: the part of the table it shows and where that part lands on the sheet."""

    label: str  # "B3": column letter(s) then row number
    column: int  # 0-based, along the table's width
    row: int  # 0-based, along the table's depth
    table_rect: Rect  # centimetres, clipped to the table (scenario coordinates, y up)
    page_rect: Rect  # millimetres on the sheet where table_rect is drawn at 1:1 (y down)
    alignment_marks: tuple[tuple[float, float], ...]  # table points (cm) printed on this page and a neighbour

    def table_to_page(self, x_cm: float, y_cm: float) -> tuple[float, float]:
        """Where a table point (cm, y up) lands on this page (mm from the top-left corner, y down)."""
        return (self.page_rect.x + (x_cm - self.table_rect.x) * MM_PER_CM,
                self.page_rect.y + (self.table_rect.y_end - y_cm) * MM_PER_CM)


@dataclass(frozen=True)
class PrintPlan:
    """Every page needed to print a table at 1:1, row by row, with the sheet they go on."""

    paper: Paper
    orientation: str
    page_width_mm: float  # after orientation
    page_height_mm: float
    margin_mm: float
    overlap_mm: float
    columns: int
    rows: int
    tiles: tuple[Tile, ...]
    label_anchor_mm: tuple[float, float]  # baseline-left of the page label, inside the top margin
    scale_bar_mm: tuple[float, float, float]  # x, y (bottom margin) and length of the scale bar

    @property
    def page_count(self) -> int:
        return len(self.tiles)

    def tile(self, label: str) -> Tile:
        for tile in self.tiles:
            if tile.label == label:
                return tile
        raise KeyError(label)


def column_letters(index: int) -> str:
    """0 -> "A", 25 -> "Z", 26 -> "AA": spreadsheet column names, never ambiguous with row numbers."""
    if index < 0:
        raise ValueError(_("column index must be >= 0, got {index}").format(
            index=index))
    letters = ""
    n = index + 1
    while n:
        n, remainder = divmod(n - 1, 26)
        letters = chr(ord("A") + remainder) + letters
    return letters


def tile_label(column: int, row: int) -> str:
    return f"{column_letters(column)}{row + 1}"


def plan_print(table_width_cm: float, table_depth_cm: float, paper: str = "a4", orientation: str = "portrait",
               margin_mm: float = DEFAULT_MARGIN_MM, overlap_mm: float = DEFAULT_OVERLAP_MM) -> PrintPlan:
    """Cut a table into overlapping 1:1 pages; raise ValueError with one clear line on bad settings."""
    if paper not in PAPERS:
        raise ValueError(_("unknown paper '{paper}', expected one of {items}").format(
            paper=paper, items=', '.join(sorted(PAPERS))))
    if orientation not in ORIENTATIONS:
        raise ValueError(_("unknown orientation '{orientation}', expected portrait or landscape").format(
            orientation=orientation))
    for name, value in (("table width", table_width_cm), ("table depth", table_depth_cm)):
        if not (math.isfinite(value) and value > 0):
            raise ValueError(_("{name} must be a positive number of cm, got {value}").format(
                name=name, value=value))
    for name, value in (("margin", margin_mm), ("overlap", overlap_mm)):
        if not (math.isfinite(value) and value >= 0):
            raise ValueError(_("{name} must be a number of mm >= 0, got {value}").format(
                name=name, value=value))
    sheet = PAPERS[paper]
    page_w, page_h = ((sheet.width_mm, sheet.height_mm) if orientation == "portrait"
                      else (sheet.height_mm, sheet.width_mm))
    printable_w_cm = (page_w - 2 * margin_mm) / MM_PER_CM
    printable_h_cm = (page_h - 2 * margin_mm) / MM_PER_CM
    overlap_cm = overlap_mm / MM_PER_CM
    # Each page must still move the print forward by a real amount, or the tiling never ends.
    if min(printable_w_cm, printable_h_cm) - overlap_cm < 1.0:
        raise ValueError(_("margin {margin_mm:g} mm and overlap {overlap_mm:g} mm leave less than 1 cm of new "
                           "table per {name} {orientation} page").format(
            margin_mm=margin_mm, overlap_mm=overlap_mm, name=sheet.name, orientation=orientation))
    x_spans = _spans(table_width_cm, printable_w_cm, overlap_cm)
    # Rows are counted down from the top edge of the map, which is the table's far edge y = depth.
    y_spans = [(table_depth_cm - end, table_depth_cm - start)
               for start, end in _spans(table_depth_cm, printable_h_cm, overlap_cm)]
    marks = _alignment_marks(x_spans, y_spans)
    tiles = []
    for row, (y0, y1) in enumerate(y_spans):
        for column, (x0, x1) in enumerate(x_spans):
            rect = Rect(x0, y0, x1 - x0, y1 - y0)
            tiles.append(Tile(
                label=tile_label(column, row), column=column, row=row, table_rect=rect,
                page_rect=Rect(margin_mm, margin_mm, rect.width * MM_PER_CM, rect.height * MM_PER_CM),
                alignment_marks=tuple(m for m in marks if rect.contains(*m)),
            ))
    # The label sits in the top margin (or just inside the page when there is none) and the scale
    # bar in the bottom margin, so neither hides any of the table.
    label_y = max(margin_mm * 0.7, 4.0)
    bar_length = min(SCALE_BAR_CM * MM_PER_CM, page_w - 2 * margin_mm)
    bar_y = page_h - max(margin_mm * 0.5, 3.0)
    return PrintPlan(sheet, orientation, page_w, page_h, margin_mm, overlap_mm, len(x_spans), len(y_spans),
                     tuple(tiles), (margin_mm, label_y), (margin_mm, bar_y, bar_length))


def _spans(length_cm: float, printable_cm: float, overlap_cm: float) -> list[tuple[float, float]]:
    """Start and end (cm) of each page along one axis: equal steps, the last page clipped to the table."""
    if length_cm <= printable_cm + 1e-9:
        return [(0.0, length_cm)]
    step = printable_cm - overlap_cm
    count = math.ceil((length_cm - printable_cm) / step - 1e-9) + 1
    return [(i * step, min(i * step + printable_cm, length_cm)) for i in range(count)]


def _alignment_marks(x_spans: list[tuple[float, float]],
                     y_spans: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Table points in the middle of each strip two neighbouring pages share.

    A mark sits on the centre line of the strip, at a quarter and three quarters of the shared edge,
    so it is printed on both pages at the same table spot: laying one sheet over the other until the
    crosses coincide puts both at the right place (with no overlap the marks sit on the cut line).
    """
    marks: list[tuple[float, float]] = []
    for a, b in zip(x_spans, x_spans[1:]):
        x = _strip_middle(a, b)
        for y0, y1 in y_spans:
            marks.extend((x, y0 + (y1 - y0) * f) for f in (0.25, 0.75))
    for a, b in zip(y_spans, y_spans[1:]):
        y = _strip_middle(a, b)
        for x0, x1 in x_spans:
            marks.extend((x0 + (x1 - x0) * f, y) for f in (0.25, 0.75))
    return marks


def _strip_middle(a: tuple[float, float], b: tuple[float, float]) -> float:
    """The middle of the strip two neighbouring spans share (their common edge when they only touch)."""
    return (max(a[0], b[0]) + min(a[1], b[1])) / 2


__all__ = ["DEFAULT_MARGIN_MM", "DEFAULT_OVERLAP_MM", "MM_PER_CM", "ORIENTATIONS", "PAPERS", "Paper", "PrintPlan",
           "Rect", "SCALE_BAR_CM", "Tile", "column_letters", "plan_print", "tile_label"]
