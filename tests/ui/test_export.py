"""Export and print: PNG colours where the buildings are, SVG size, PDF pages, selection left alone."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from shapely.geometry import Point, Polygon

from tabletop.printing import plan_print
from tabletop.scenario import load_scenario, parse_scenario
from tabletop.scenario.model import ZONE_KINDS
from ui.document import ScenarioDocument
from ui.export.image import table_png, table_svg, view_png
from ui.export.pdf import table_pdf
from ui.export.writing import ExportError
from ui.map.items import feature_fill
from ui.map.scene import ScenarioScene
from ui.map.style import KIND_COLOURS, TABLE_COLOUR


SAMPLES = sorted((Path(__file__).resolve().parents[2] / "tabletop" / "samples").glob("*.geojson"))
SMALL = """{"type": "FeatureCollection",
 "tabletop": {"format": "tabletop-scenario", "version": 1, "game": "peur-sur-la-ville", "name": "Small",
              "table": {"width_cm": 40, "depth_cm": 30}},
 "features": [
  {"type": "Feature", "id": "street", "geometry": {"type": "Polygon",
   "coordinates": [[[0, 0], [40, 0], [40, 8], [0, 8], [0, 0]]]}, "properties": {"kind": "street"}},
  {"type": "Feature", "id": "house", "geometry": {"type": "Polygon",
   "coordinates": [[[5, 15], [20, 15], [20, 28], [5, 28], [5, 15]]]}, "properties": {"kind": "building"}},
  {"type": "Feature", "id": "car", "geometry": {"type": "Polygon",
   "coordinates": [[[25, 2], [34, 2], [34, 6.5], [25, 6.5], [25, 2]]]}, "properties": {"kind": "car"}}
 ]}"""


def close(a: QColor, b: QColor, tolerance: int = 6) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3]))


def over(top: QColor, bottom: QColor) -> QColor:
    """``top`` painted with its alpha over the opaque ``bottom``."""
    a = top.alphaF()
    return QColor.fromRgbF(*(t * a + b * (1 - a) for t, b in zip(top.getRgbF()[:3], bottom.getRgbF()[:3])))


def pixel(image: QImage, x_cm: float, y_cm: float, px_per_cm: float, depth_cm: float) -> QColor:
    """The colour at a table point; the picture is north up, so y is flipped."""
    return image.pixelColor(int(x_cm * px_per_cm), int((depth_cm - y_cm) * px_per_cm))


@pytest.fixture
def small_scene(qapp) -> ScenarioScene:
    return ScenarioScene(ScenarioDocument(parse_scenario(SMALL)))


def test_png_shows_each_kind_in_its_colour_north_up(small_scene, tmp_path):
    out = tmp_path / "small.png"
    size = table_png(small_scene, out, px_per_cm=10)
    assert (size.width(), size.height()) == (400, 300)
    image = QImage(str(out))
    assert (image.width(), image.height()) == (400, 300)
    # The house is in the upper half of the picture (y up), the street along the bottom edge.
    assert close(pixel(image, 8, 18, 10, 30), KIND_COLOURS["building"])
    assert close(pixel(image, 12, 4, 10, 30), KIND_COLOURS["street"])
    assert close(pixel(image, 29, 4, 10, 30), KIND_COLOURS["car"])
    assert close(pixel(image, 31.5, 21.5, 10, 30), TABLE_COLOUR, tolerance=12)  # between grid lines
    assert close(image.pixelColor(80, 280), KIND_COLOURS["street"])  # bottom rows of pixels: the street


def test_export_leaves_the_selection_out_and_restores_it(small_scene, tmp_path):
    small_scene.select_ids(["house"])
    table_png(small_scene, tmp_path / "a.png", px_per_cm=10)
    image = QImage(str(tmp_path / "a.png"))
    # Sampled on the house's edge, where the selection highlight would be drawn.
    edge = pixel(image, 5.2, 20, 10, 30)
    assert not close(edge, QColor("#ff2d95"), tolerance=60)
    assert small_scene.selected_ids() == ["house"]


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_sample_png_is_not_blank_and_buildings_show_their_colour(qapp, path, tmp_path):
    scenario = load_scenario(path)
    scene = ScenarioScene(ScenarioDocument(scenario))
    out = tmp_path / "sample.png"
    table_png(scene, out, px_per_cm=10)
    image = QImage(str(out))
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
    assert len(colours) > 20
    zones = [(f, Polygon(f.geometry.coordinates[0])) for f in scenario if f.kind in ZONE_KINDS - {"street"}]
    others = [Polygon(f.geometry.coordinates[0]).buffer(0.5) if f.geometry.type == "Polygon"
              else Point(f.geometry.points()[0]).buffer(f.base_mm / 20 + 0.5)
              for f in scenario if f.kind not in ZONE_KINDS | {"building", "door", "window"}]
    # The labels as the export laid them out, 10 px per cm: a label's pixel offsets are a tenth of a cm, y up.
    labels = []
    for item in scene.items_by_id.values():
        label = item.label
        if label.isVisible():
            size, shift, at = label.boundingRect(), label.transform(), item.mapToScene(label.pos())
            left, top = at.x() + shift.dx() / 10, at.y() - shift.dy() / 10
            labels.append(Polygon([(left, top), (left + size.width() / 10, top),
                                   (left + size.width() / 10, top - size.height() / 10), (left, top - size.height() / 10)]))
    checked = 0
    for building in scenario.of_kind("building"):
        shape = Polygon(building.geometry.coordinates[0])
        minx, miny, maxx, maxy = shape.bounds
        # A quarter of the way in from a corner: inside and clear of the edges.
        spot = Point(minx + (maxx - minx) / 4, miny + (maxy - miny) / 4)
        if any(other.intersects(spot) for other in others + labels):
            continue  # a figure, a civilian, an obstacle or a label is drawn over this spot
        expected = KIND_COLOURS["building"]
        for zone, area in zones:  # zones (bank, shop, HQ...) tint the building under them
            if area.contains(spot):
                expected = over(feature_fill(zone), expected)
        assert close(pixel(image, spot.x, spot.y, 10, scenario.table.depth_cm), expected), building.id
        checked += 1
    assert checked >= 2


def test_svg_is_valid_xml_at_true_size(small_scene, tmp_path):
    out = tmp_path / "small.svg"
    table_svg(small_scene, out, title="Small")
    root = ET.parse(out).getroot()
    assert root.tag.endswith("svg")
    assert (root.get("width"), root.get("height")) == ("400mm", "300mm")
    assert root.get("viewBox") == "0 0 4000 3000"
    assert "Small" in out.read_text(encoding="utf-8")


def pdf_pages(data: bytes) -> list[list[float]]:
    """The MediaBox of each page object of a PDF (a /Type /Page, not the /Pages tree node)."""
    boxes = []
    for match in re.finditer(rb"/Type\s*/Page(?![a-zA-Z])(.*?)endobj", data, re.S):
        box = re.search(rb"/MediaBox\s*\[([^\]]*)\]", match.group(1))
        boxes.append([float(v) for v in box.group(1).split()] if box else [])
    return boxes


def test_pdf_of_a_club_table_on_a4_has_28_a4_pages(qapp, tmp_path):
    scene = ScenarioScene(ScenarioDocument(load_scenario(next(p for p in SAMPLES if p.stem == "bank-job"))))
    plan = plan_print(120, 90, "a4", "portrait", margin_mm=10, overlap_mm=10)
    out = tmp_path / "bank.pdf"
    assert table_pdf(scene, out, plan, "Bank job") == 28
    data = out.read_bytes()
    assert data.startswith(b"%PDF-")
    boxes = pdf_pages(data)
    assert len(boxes) == 28
    for box in boxes:  # A4 is 210 x 297 mm = 595.3 x 841.9 pt
        assert box[0] == 0 and box[1] == 0
        assert box[2] == pytest.approx(595.3, abs=1) and box[3] == pytest.approx(841.9, abs=1)


def test_pdf_on_letter_landscape_turns_the_page(small_scene, tmp_path):
    plan = plan_print(40, 30, "letter", "landscape", margin_mm=10, overlap_mm=10)
    out = tmp_path / "small.pdf"
    table_pdf(small_scene, out, plan)
    boxes = pdf_pages(out.read_bytes())
    assert len(boxes) == plan.page_count == 4  # 259 x 196 mm printable: 2 columns, 2 rows
    assert boxes[0][2:] == pytest.approx([792, 612], abs=1)


def test_writing_into_a_missing_folder_is_one_clear_error(small_scene, tmp_path):
    with pytest.raises(ExportError, match="does not exist") as info:
        table_png(small_scene, tmp_path / "nowhere" / "x.png")
    assert "\n" not in str(info.value)


def test_view_png_is_what_the_view_shows(qtbot, tmp_path):
    from ui.map.editor import MapEditor

    editor = MapEditor(ScenarioDocument(parse_scenario(SMALL)))
    qtbot.addWidget(editor)
    editor.resize(640, 480)
    editor.show()
    editor.view.fit_table()
    size = view_png(editor.view, tmp_path / "view.png")
    image = QImage(str(tmp_path / "view.png"))
    assert (image.width(), image.height()) == (size.width(), size.height())
    assert size.width() > 100 and size.height() > 100
    centre = editor.view.mapFromScene(12.5, 21.5)  # the middle of the house, through the view's flip
    assert close(image.pixelColor(centre.x(), centre.y()), KIND_COLOURS["building"])
