"""Every combo box of the app shows its whole text: its list opens as wide as its longest entry and the entry chosen
is whole in its tooltip (``ui.forms.ComboBox``), because every one is built as that class. The screens themselves
are walked at 1366 × 768 in French and English by ``tests/ui/test_laptop_screen.py`` (``combos_cut``)."""

from __future__ import annotations

import ast
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QComboBox, QStyleFactory, QToolTip, QVBoxLayout, QWidget

from tests.ui.test_laptop_screen import combos_cut
from ui.forms import ComboBox

ROOT = Path(__file__).resolve().parents[2]
LONG = "Gangster Paradise, partie du 7 décembre chez Ana et Bruno"


def _built_plain_combos(path: Path) -> list[int]:
    """The lines of ``path`` that build a ``QComboBox`` itself."""
    return [node.lineno for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Call) and (
                (isinstance(node.func, ast.Name) and node.func.id == "QComboBox")
                or (isinstance(node.func, ast.Attribute) and node.func.attr == "QComboBox"))]


def test_every_combo_box_of_the_app_is_built_as_the_whole_text_one() -> None:
    found = {str(path.relative_to(ROOT)): lines for path in sorted((ROOT / "ui").rglob("*.py"))
             if path.name != "forms.py" and (lines := _built_plain_combos(path))}
    assert found == {}


def _narrow_window(combo: QComboBox, qtbot) -> QWidget:
    """``combo`` in a narrow window, drawn in Qt's Windows style: the Fusion style of the tests opens every list as
    wide as its entries, the desktops' own styles (Windows, KDE's) as wide as the box."""
    window = QWidget()
    qtbot.addWidget(window)
    style = QStyleFactory.create("Windows")
    style.setParent(window)
    window.setStyle(style)
    combo.setStyle(style)
    QVBoxLayout(window).addWidget(combo)
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(6)
    combo.addItems(["Ana", LONG])
    window.resize(120, 40)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_narrow_combo_box_opens_its_list_as_wide_as_its_longest_entry(qtbot) -> None:
    combo = ComboBox()
    window = _narrow_window(combo, qtbot)
    assert combos_cut(window) == []
    combo.showPopup()
    assert combo.view().viewport().width() >= combo.view().fontMetrics().horizontalAdvance(LONG)
    combo.hidePopup()
    combo.setCurrentIndex(1)
    QApplication.sendEvent(combo, QHelpEvent(QEvent.Type.ToolTip, QPoint(5, 5), combo.mapToGlobal(QPoint(5, 5))))
    assert QToolTip.text() == combo.tip() == LONG  # hovering the box shows the entry chosen
    QToolTip.hideText()
    combo.setToolTip("Le lieu de la partie")
    assert combo.tip() == "Le lieu de la partie"  # unless the page explains the box
    # An entry added once the box was built widens the list too.
    combo.addItem(LONG + " et leurs amis du club")
    assert combos_cut(window) == []


def test_the_walk_finds_a_plain_combo_box_that_cuts_its_entries(qtbot) -> None:
    window = _narrow_window(QComboBox(), qtbot)
    found = combos_cut(window)
    assert "opens its list" in found[0] and LONG in found[0]
