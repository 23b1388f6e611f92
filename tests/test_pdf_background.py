"""A page of a PDF as the background picture: rendered by PDFium into RGBA pixels at the exact size the map
keeps, its page number saved with the map, and a damaged, protected or empty PDF or a missing page refused in
one line naming the file and the page."""

from __future__ import annotations

import json

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.scenario import ScenarioError, load_scenario, parse_scenario, save_scenario
from tabletop.scenario.background import Background, calibrated, fitted
from tabletop.scenario.model import Scenario, Table
from tabletop.scenario.pdfpage import (MAX_PIXELS, PX_PER_CM, PdfPageError, at_table_resolution, is_pdf, page_count,
                                       page_pixels, page_size_pt, render_page, repaged)
from tests.pdf_builders import PAGE_SIZES, RED_BOX_PT, empty_pdf, password_pdf, two_page_pdf

RED = np.array([224, 20, 44, 255])
GREY = np.array([185, 180, 168, 255])


def test_the_second_page_is_rendered_at_the_asked_size_with_its_rectangle_where_it_was_drawn():
    pixels = render_page(two_page_pdf(), 2, 1200, 800, "mat.pdf")  # two pixels a point
    assert pixels.shape == (800, 1200, 4) and pixels.dtype == np.uint8
    left, top, right, bottom = (round(2 * value) for value in RED_BOX_PT)
    assert np.array_equal(pixels[top + 2, left + 2], RED) and np.array_equal(pixels[bottom - 3, right - 3], RED)
    for row, column in ((top - 3, left + 10), (bottom + 2, left + 10), (top + 10, left - 3), (top + 10, right + 2)):
        assert np.array_equal(pixels[row, column], GREY), (row, column)
    reds = np.all(pixels == RED, axis=2)
    assert reds.sum() == pytest.approx((right - left) * (bottom - top), rel=0.02)


def test_the_first_page_is_another_picture():
    raw = two_page_pdf()
    assert page_count(raw, "mat.pdf") == 2
    assert page_size_pt(raw, 1, "mat.pdf") == PAGE_SIZES[0]
    assert page_size_pt(raw, 2, "mat.pdf") == PAGE_SIZES[1]
    pixels = render_page(raw, 1, 119, 168, "mat.pdf")
    assert pixels.shape == (168, 119, 4)
    assert not np.all(pixels == RED, axis=2).any()


def test_a_pdf_is_known_by_its_header_not_its_name():
    assert is_pdf(two_page_pdf()[:16])
    assert is_pdf(b"\n" * 20 + b"%PDF-1.4")
    assert not is_pdf(b"\x89PNG\r\n\x1a\n")
    assert not is_pdf(b"\x89PNG\r\n\x1a\n" + b"tEXtComment %PDF-1.4")


def test_a_page_is_rendered_at_ten_pixels_a_cm_of_the_table_it_is_laid_over():
    # 600 x 400 pt on a 180 x 120 cm table fills it: 1800 x 1200 px.
    assert page_pixels((600.0, 400.0), 180, 120) == (round(180 * PX_PER_CM), round(120 * PX_PER_CM))
    # An A4 page upright on a 120 x 90 table: 90 cm high.
    width, height = page_pixels((595.0, 842.0), 120, 90)
    assert height == 900 and width == round(900 * 595 / 842)
    # A huge table is capped to MAX_PIXELS, the page's shape kept.
    width, height = page_pixels((600.0, 400.0), 10000, 10000)
    assert width * height <= MAX_PIXELS and width / height == pytest.approx(1.5, rel=1e-3)


@pytest.mark.parametrize("source, page, words", [
    (lambda: two_page_pdf(), 3, "mat.pdf has no page 3: its pages are 1 to 2"),
    (lambda: two_page_pdf(), 0, "mat.pdf has no page 0"),
    (lambda: two_page_pdf()[:400], 1, "mat.pdf cannot be read as a PDF"),
    (lambda: empty_pdf(), 1, "mat.pdf cannot be read as a PDF (damaged, or without any page)"),
    (lambda: password_pdf(), 1, "mat.pdf is protected by a password"),
    (lambda: b"%PDF-1.7\nnothing else", 1, "mat.pdf cannot be read as a PDF"),
])
def test_a_bad_pdf_or_page_is_refused_in_one_line_naming_the_file(source, page, words):
    for attempt in (lambda raw: render_page(raw, page, 100, 100, "mat.pdf"),
                    lambda raw: page_size_pt(raw, page, "mat.pdf")):
        with pytest.raises(PdfPageError) as refusal:
            attempt(source())
        assert words in str(refusal.value) and "\n" not in str(refusal.value)


def test_a_render_larger_than_the_limit_is_refused():
    with pytest.raises(PdfPageError, match="mat.pdf, page 2: 100000 x 100000 px"):
        render_page(two_page_pdf(), 2, 100000, 100000, "mat.pdf")


def test_turning_to_another_page_keeps_the_centimetres_a_point_and_the_corner():
    raw = two_page_pdf()
    first = fitted(*page_pixels(PAGE_SIZES[1], 120, 90), 120, 90, path="/mats/city.pdf", page=2)
    first = calibrated(first, (0, 0), (100, 0), 12.0)
    turned = repaged(first, 1, page_size_pt(raw, 2, "city.pdf"), page_size_pt(raw, 1, "city.pdf"))
    assert turned.page == 1 and (turned.x_cm, turned.y_cm) == (first.x_cm, first.y_cm)
    cm_per_pt = first.width_px * first.cm_per_px / PAGE_SIZES[1][0]
    assert turned.width_px * turned.cm_per_px == pytest.approx(PAGE_SIZES[0][0] * cm_per_pt)
    assert turned.height_px * turned.cm_per_px == pytest.approx(PAGE_SIZES[0][1] * cm_per_pt, rel=1e-3)


def small_map(background: dict) -> str:
    meta = {"format": "tabletop-scenario", "version": 1, "game": "peur-sur-la-ville", "name": "Mat",
            "table": {"width_cm": 120, "depth_cm": 90}, "background": background}
    return json.dumps({"type": "FeatureCollection", "tabletop": meta, "features": []})


def test_the_page_is_saved_with_the_map_and_a_picture_map_keeps_no_page(tmp_path):
    pdf = fitted(900, 600, 120, 90, path=str(tmp_path / "city.pdf"), page=2)
    out = tmp_path / "mat.geojson"
    save_scenario(Scenario("Mat", Table(120, 90), background=pdf), out)
    assert json.loads(out.read_text())["tabletop"]["background"]["page"] == 2
    assert load_scenario(out).background == pdf
    png = fitted(900, 600, 120, 90, path=str(tmp_path / "city.png"))
    save_scenario(Scenario("Mat", Table(120, 90), background=png), out)
    assert "page" not in json.loads(out.read_text())["tabletop"]["background"]
    assert load_scenario(out).background.page == 1


def test_an_old_map_without_a_page_shows_the_first():
    member = {"width_px": 10, "height_px": 10, "cm_per_px": 0.1, "x_cm": 0, "y_cm": 0, "path": "a.pdf"}
    assert parse_scenario(small_map(member), "mat.geojson").background == Background(10, 10, 0.1, path="a.pdf")


def test_an_embedded_pdf_round_trips(tmp_path):
    picture = fitted(900, 600, 120, 90, data="JVBERi0xLjc=", media_type="application/pdf", page=2)
    out = tmp_path / "mat.geojson"
    save_scenario(Scenario("Mat", Table(120, 90), background=picture), out)
    assert load_scenario(out).background == picture


@pytest.mark.parametrize("page", [0, -1, 1.5, "2", 100001])
def test_a_bad_page_is_refused_naming_its_field(page):
    member = {"width_px": 10, "height_px": 10, "cm_per_px": 0.1, "x_cm": 0, "y_cm": 0, "path": "a.pdf", "page": page}
    with pytest.raises(ScenarioError) as refusal:
        parse_scenario(small_map(member), "mat.geojson")
    assert any("the page of the background picture's PDF" in line for line in refusal.value.lines), refusal.value.lines


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_a_mutated_pdf_is_rendered_or_refused_never_a_traceback(data):
    raw = bytearray(two_page_pdf())
    for _ in range(data.draw(st.integers(1, 8))):
        at = data.draw(st.integers(0, len(raw) - 1))
        raw[at:at + data.draw(st.integers(0, 40))] = data.draw(st.binary(max_size=40))
    cut = bytes(raw[:data.draw(st.integers(0, len(raw)))]) if data.draw(st.booleans()) else bytes(raw)
    try:
        pixels = render_page(cut, data.draw(st.integers(1, 2)), 60, 40, "mat.pdf")
    except PdfPageError as refusal:
        assert str(refusal).startswith("mat.pdf") and "\n" not in str(refusal)
    else:
        assert pixels.shape == (40, 60, 4)


def test_a_page_calibrated_larger_is_rendered_at_ten_pixels_a_cm_of_its_new_size():
    picture = calibrated(fitted(1200, 800, 120, 90, path="/mats/city.pdf", page=2), (0, 0), (100, 0), 15.0)
    assert picture.width_px * picture.cm_per_px == pytest.approx(180.0)
    sharp = at_table_resolution(picture, PAGE_SIZES[1])
    assert (sharp.width_px, sharp.height_px) == (1800, 1200)
    assert sharp.width_px * sharp.cm_per_px == pytest.approx(180.0)
    assert (sharp.x_cm, sharp.y_cm, sharp.page) == (picture.x_cm, picture.y_cm, 2)
