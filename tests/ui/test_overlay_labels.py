"""The overlays' labels use the view's room: a range ring's distance never covers a street name or another label
and stays inside what the view shows, at the table's edges and zoomed in; a shot's label stays inside the view
when its target stands at the map's edge; the new-game table preview lays its labels out apart."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QApplication

from tabletop.games.peur_sur_la_ville.play import load_game, preview_shot
from ui.document import ScenarioDocument
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.new_game import SAMPLES_DIR
from ui.games.peur_sur_la_ville.panel import GamePanel
from ui.map.editor import MapEditor
from ui.map.overlays import OverlayController

ROOT = Path(__file__).resolve().parents[2]
BANK_JOB = ROOT / "scenarios" / "bank-job.geojson"
SAMPLE_GAME = ROOT / "scenarios" / "games" / "bank-job.ttgame.json"


def pixels(view, label) -> QRectF:
    """Where the view draws a label, in its viewport's pixels."""
    return label.deviceTransform(view.viewportTransform()).mapRect(label.boundingRect())


def map_labels(scene, view, kinds=None) -> dict[str, QRectF]:
    return {fid: pixels(view, item.label) for fid, item in scene.items_by_id.items()
            if item.isVisible() and item.label.isVisible() and (kinds is None or item.kind in kinds)}


def covers(a: QRectF, b: QRectF) -> bool:
    """Overlap by more than a pixel's rounding."""
    common = a.intersected(b)
    return common.width() > 0.5 and common.height() > 0.5


def shown_inside(view, rect: QRectF) -> bool:
    return QRectF(view.viewport().rect()).contains(rect)


@pytest.fixture
def overlays(qtbot) -> OverlayController:
    editor = MapEditor(ScenarioDocument.open(str(BANK_JOB)))
    qtbot.addWidget(editor)
    editor.resize(1366, 768)
    editor.show()
    qtbot.waitExposed(editor)
    editor.view.fit_table()
    return OverlayController(editor)


def figures_at_the_edges(scenario) -> list[str]:
    """The figures nearest each of the table's four edges."""
    figures = {fid: f.geometry.points()[0] for fid, f in scenario.features.items() if f.kind == "figure"}
    table = scenario.table
    edges = [lambda p: p[0], lambda p: table.width_cm - p[0], lambda p: p[1], lambda p: table.depth_cm - p[1]]
    return list(dict.fromkeys(min(figures, key=lambda fid: gap(figures[fid])) for gap in edges))


@pytest.mark.parametrize("zoom", [1.0, 2.5])
def test_range_labels_cover_no_street_name_nor_label_and_stay_in_view(overlays, zoom):
    editor, view = overlays.editor, overlays.view
    fit = view.scale_px_per_cm
    checked = 0
    for fid in figures_at_the_edges(editor.document.scenario):
        editor.scene.select_ids([fid])
        x, y = editor.document.scenario[fid].geometry.points()[0]
        view.set_scale(fit * zoom)
        view.centerOn(QPointF(x, y))
        QApplication.processEvents()
        editor.labels.layout()
        overlays.settled()
        rings = [label for label in overlays.figure_overlay._ring_labels.values() if label.isVisible()]
        assert rings
        streets = map_labels(editor.scene, view, {"street"})
        others = map_labels(editor.scene, view)
        placed: list[QRectF] = []
        for label in rings:
            rect = pixels(view, label)
            assert shown_inside(view, rect), (fid, label.text(), rect)
            assert not any(covers(rect, street) for street in streets.values()), (fid, label.text())
            assert not any(covers(rect, other) for other in [*others.values(), *placed]), (fid, label.text())
            placed.append(rect)
            checked += 1
    assert checked >= 4


def test_range_labels_follow_the_view_when_it_scrolls(overlays):
    editor, view = overlays.editor, overlays.view
    fid = figures_at_the_edges(editor.document.scenario)[0]
    editor.scene.select_ids([fid])
    overlays.settled()
    view.set_scale(view.scale_px_per_cm * 3)
    x, y = editor.document.scenario[fid].geometry.points()[0]
    view.centerOn(QPointF(x + 8, y))  # the rings' tops run off the view: their labels come down inside it
    QApplication.processEvents()
    for label in overlays.figure_overlay._ring_labels.values():
        if label.isVisible():
            assert shown_inside(view, pixels(view, label))


def test_the_shot_label_stays_in_view_with_the_target_at_the_maps_edge(qtbot):
    document = GameDocument(load_game(SAMPLE_GAME))
    session = document.session
    while session.state.turn > 2 or not (session.state.phase == "activation" and any(
            a.kind == "shoot" for a in session.legal_actions())):
        document.undo_stack.undo()
        session = document.session
    panel = GamePanel(document)
    qtbot.addWidget(panel)
    panel.resize(1366, 768)
    panel.show()
    qtbot.waitExposed(panel)
    panel.map.fit()
    state, table = session.state, session.setup.scenario.table
    shooter = next(a.figure for a in session.legal_actions() if a.kind == "shoot")
    targets = [f for f in state.figures.values() if f.kind == "figure" and f.alive and f.id != shooter]
    target = min(targets, key=lambda f: min(f.x, f.y, table.width_cm - f.x, table.depth_cm - f.y))
    view = panel.map.view
    label = panel.map.previews._fire_label
    for scroll in (0.0, 30.0):  # the whole table, then the view scrolled so the target is at its edge
        view.centerOn(QPointF(target.x - scroll, target.y) if scroll else view.sceneRect().center())
        panel.map.previews.show_shot(session.setup, state, preview_shot(session.setup, state, shooter, target.id))
        QApplication.processEvents()
        assert label.isVisible() and shown_inside(view, pixels(view, label)), scroll


def test_the_new_game_preview_lays_its_labels_out_apart(qtbot):
    panel = GamePanel(GameDocument())
    qtbot.addWidget(panel)
    panel.resize(1366, 768)
    panel.show()
    qtbot.waitExposed(panel)
    page = panel.setup_page
    page.scenario_choice.setCurrentIndex(page.scenario_choice.findData(str(SAMPLES_DIR / "bank-job.geojson")))
    qtbot.waitUntil(lambda: page.preview is not None and page.preview.isVisible())
    QApplication.processEvents()
    page.preview_labels.layout()
    rects = list(map_labels(page.preview.scene(), page.preview).values())
    assert len(rects) >= 10
    assert not [(a, b) for k, a in enumerate(rects) for b in rects[k + 1:] if covers(a, b)]


def label_picture(label, painter_transform, ratio: float = 1.0):
    """The label painted alone into a white image, as a view paints it at ``painter_transform``."""
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    image = QImage(round(240 * ratio), round(60 * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.setTransform(painter_transform, True)
    label.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    return image


@pytest.mark.parametrize("ratio", [1.0, 2.0])
def test_a_label_kept_as_a_picture_is_drawn_anew_after_each_change(qtbot, ratio: float) -> None:
    """A label's plate and text are kept as a picture from frame to frame: after a new text, a new colour or a
    move it paints, pixel for pixel, what a label made afresh with them paints, at one and two device pixels per
    pixel; under a scale it is drawn as it is."""
    from PySide6.QtGui import QColor, QTransform
    from PySide6.QtWidgets import QGraphicsRectItem

    from ui.map.overlay_items import Label

    parent = QGraphicsRectItem()
    kept = Label(parent)
    steps = [("12.5 cm, effective", QColor("#111111"), (20.0, 30.0)),
             ("3 caught (1 in cover)", QColor("#111111"), (20.0, 30.0)),
             ("3 caught (1 in cover)", QColor("#c0392b"), (20.0, 30.0)),
             ("3 caught (1 in cover)", QColor("#c0392b"), (47.25, 12.5))]
    for text, colour, (x, y) in steps:
        kept.setText(text)
        kept.setBrush(colour)
        fresh = Label(parent)
        fresh.setText(text)
        fresh.setBrush(colour)
        at = QTransform.fromTranslate(x, y)
        before = label_picture(kept, at, ratio)
        assert label_picture(kept, at, ratio) == before  # the picture kept paints what it painted
        assert before == label_picture(fresh, at, ratio)
    scaled = QTransform.fromScale(1.5, 1.5)
    assert label_picture(kept, scaled, ratio) == label_picture(fresh, scaled, ratio)
    assert label_picture(kept, scaled, ratio) != label_picture(kept, QTransform.fromTranslate(20.0, 30.0), ratio)


def test_a_labels_rectangle_is_kept_until_its_text_or_font_changes(qtbot) -> None:
    """The plate's rectangle is kept from frame to frame (Qt asks for it several times a frame): after a new text
    (through ``show_at`` too) or a new font it is a label made afresh's, and so is the label painted."""
    from PySide6.QtGui import QFont, QTransform
    from PySide6.QtWidgets import QGraphicsRectItem

    from ui.map.overlay_items import Label

    parent = QGraphicsRectItem()
    kept = Label(parent)
    big = QFont()
    big.setPointSizeF(14.0)
    edits = [lambda label: label.setText("12 cm"), lambda label: label.show_at("out of reach: more than 15 cm", 0, 0),
             lambda label: label.setFont(big)]
    done = []
    for edit in edits:
        before = kept.boundingRect()
        edit(kept)
        done.append(edit)
        fresh = Label(parent)
        for step in done:
            step(fresh)
        assert kept.boundingRect() == fresh.boundingRect() != before
        at = QTransform.fromTranslate(20.0, 30.0)
        assert label_picture(kept, at, 1.0) == label_picture(fresh, at, 1.0)
