"""The map view: wheel and keyboard zoom, fit, panning with the middle button or Space + drag
(which never reaches the tools), and the snap toggle held on a key."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QImage, QKeySequence, QPainter, QWheelEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from tests.ui.test_french_ui import in_language
from ui.map.editor import MapEditor

NO_MOD = Qt.KeyboardModifier.NoModifier


@pytest.fixture
def editor(shown_editor) -> MapEditor:
    editor = shown_editor(1200, 800)
    editor.view.setFocus()
    return editor


def wheel(editor: MapEditor, at: QPoint, steps: int) -> None:
    viewport = editor.view.viewport()
    event = QWheelEvent(QPointF(at), QPointF(viewport.mapToGlobal(at)), QPoint(), QPoint(0, 120 * steps),
                        Qt.MouseButton.NoButton, NO_MOD, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(viewport, event)


def test_wheel_zooms_about_the_pointer(editor: MapEditor) -> None:
    view = editor.view
    scale = view.scale_px_per_cm
    at = view.mapFromScene(QPointF(90, 70))
    wheel(editor, at, 2)
    assert view.scale_px_per_cm == pytest.approx(scale * 1.25 ** 2)
    under = view.mapToScene(at)
    assert abs(under.x() - 90) < 0.3 and abs(under.y() - 70) < 0.3
    wheel(editor, at, -2)
    assert view.scale_px_per_cm == pytest.approx(scale)
    assert editor.cursor_label.text() == f"1 cm = {scale:.1f} px"


def test_keyboard_zoom_and_fit(editor: MapEditor) -> None:
    view = editor.view
    fitted = view.scale_px_per_cm
    QTest.keyClick(view, Qt.Key.Key_Equal, Qt.KeyboardModifier.ControlModifier)
    assert view.scale_px_per_cm == pytest.approx(fitted * 1.25)
    QTest.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(view, Qt.Key.Key_Minus, Qt.KeyboardModifier.ControlModifier)
    assert view.scale_px_per_cm == pytest.approx(fitted / 1.25)
    QTest.keyClick(view, Qt.Key.Key_0, Qt.KeyboardModifier.ControlModifier)
    assert view.scale_px_per_cm == pytest.approx(fitted)


@pytest.mark.parametrize("how", ["middle", "space"])
def test_pan_moves_the_view_and_not_the_pieces(editor: MapEditor, how: str) -> None:
    view, viewport = editor.view, editor.view.viewport()
    view.set_scale(20.0)
    view.centerOn(QPointF(60, 45))
    before = editor.document.scenario.to_json()
    start = view.mapFromScene(QPointF(60, 45))  # on the crossing: a left drag there would move a street
    end = start + QPoint(-150, 80)
    centre_before = view.mapToScene(viewport.rect().center())
    button = Qt.MouseButton.MiddleButton if how == "middle" else Qt.MouseButton.LeftButton
    if how == "space":
        QTest.keyPress(view, Qt.Key.Key_Space)
    QTest.mousePress(viewport, button, NO_MOD, start)
    QTest.mouseMove(viewport, start + QPoint(-75, 40))
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, button, NO_MOD, end)
    if how == "space":
        QTest.keyRelease(view, Qt.Key.Key_Space)
    centre_after = view.mapToScene(viewport.rect().center())
    # Dragging the table left and down shows what lies right of and above it (y grows up the screen).
    assert centre_after.x() == pytest.approx(centre_before.x() + 150 / 20, abs=0.2)
    assert centre_after.y() == pytest.approx(centre_before.y() + 80 / 20, abs=0.2)
    assert editor.document.scenario.to_json() == before
    assert editor.document.undo_stack.count() == 0


def test_cursor_position_in_cm_and_rulers_follow(editor: MapEditor) -> None:
    at = editor.view.mapFromScene(QPointF(33.3, 44.4))
    QTest.mouseMove(editor.view.viewport(), at)
    assert "33." in editor.cursor_label.text() and "44." in editor.cursor_label.text()
    assert editor.view.top_ruler.cursor_cm == pytest.approx(33.3, abs=0.2)
    assert editor.view.left_ruler.cursor_cm == pytest.approx(44.4, abs=0.2)


def test_snap_marker_shows_on_corners(editor: MapEditor) -> None:
    editor.set_tool("figure")
    QTest.mouseMove(editor.view.viewport(), editor.view.mapFromScene(QPointF(72.2, 58.2)))
    assert editor.view.snap_marker.isVisible() and editor.view.snap_marker.pos() == QPointF(72, 58)
    QTest.mouseMove(editor.view.viewport(), editor.view.mapFromScene(QPointF(45.4, 5.4)))
    assert not editor.view.snap_marker.isVisible()


def test_editor_keys_are_unique_and_leave_the_standard_menu_keys_alone(editor: MapEditor) -> None:
    """Two actions on one key make Qt trigger neither, so no key is shared inside the editor or
    with the shell's File and Edit menus."""
    keys = [key.toString() for action in editor.actions() for key in action.shortcuts()]
    assert len(keys) == len(set(keys))
    standard = QKeySequence.StandardKey
    menu_keys = {key.toString() for which in (standard.New, standard.Open, standard.Save, standard.SaveAs,
                                              standard.Close, standard.Quit, standard.Undo, standard.Redo)
                 for key in QKeySequence.keyBindings(which)}
    assert not menu_keys & set(keys)


def test_the_table_fits_the_window_again_when_it_grows_until_the_user_zooms(shown_editor):
    editor = shown_editor(700, 500)
    fitted = editor.view.transform().m11()
    editor.resize(1300, 740)  # maximised on a laptop
    QApplication.processEvents()
    grown = editor.view.transform().m11()
    assert grown > fitted * 1.2
    editor.view.zoom_in()
    zoomed = editor.view.transform().m11()
    editor.resize(900, 600)
    QApplication.processEvents()
    assert editor.view.transform().m11() == zoomed  # the user's zoom stays


class _Recording(QPainter):
    """A painter that keeps every text it draws."""

    def __init__(self, image: QImage):
        super().__init__(image)
        self.texts: list[str] = []

    def drawText(self, *args) -> None:  # noqa: N802 (Qt's name)
        self.texts.append(args[-1])
        super().drawText(*args)


def test_the_rulers_write_a_negative_number_with_the_minus_sign_in_french(qapp, editor: MapEditor) -> None:
    """Zoomed out, the rulers run past the table's edge: in French they read « −20 », where they wrote « -20 » with
    a hyphen whatever the language."""
    editor.view.set_scale(2.0)
    editor.view.centerOn(QPointF(0, 0))
    with in_language(qapp, "fr"):
        for ruler in (editor.view.top_ruler, editor.view.left_ruler):
            image = QImage(ruler.size(), QImage.Format.Format_ARGB32)
            painter = _Recording(image)
            try:
                ruler._paint(painter)
            finally:
                painter.end()
            assert "\u221220" in painter.texts and not [text for text in painter.texts if "-" in text]
