"""The Export dialog: the page count it announces is the plan's, bad settings block saving, files get written."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from tabletop.printing import plan_print
from tabletop.scenario import load_scenario
from ui.document import ScenarioDocument
from ui.export.dialog import ExportDialog, export_action
from ui.map.editor import MapEditor


SAMPLE = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "hospital-district.geojson"


@pytest.fixture
def dialog(qtbot) -> ExportDialog:
    editor = MapEditor(ScenarioDocument(load_scenario(SAMPLE), str(SAMPLE)))
    qtbot.addWidget(editor)
    editor.resize(800, 600)
    editor.show()
    dialog = ExportDialog(editor.scene, editor.view, "Hospital", editor)
    qtbot.addWidget(dialog)
    return dialog


def choose(combo, key) -> None:
    combo.setCurrentIndex(combo.findData(key))


def test_pdf_summary_is_the_print_plan(dialog):
    choose(dialog.format, "pdf")
    choose(dialog.paper, "letter")
    choose(dialog.orientation, "landscape")
    dialog.margin.setValue(8)
    plan = plan_print(120, 90, "letter", "landscape", 8, 10)
    assert f"{plan.page_count} pages" in dialog.summary.text()
    assert f"A1 to {plan.tiles[-1].label}" in dialog.summary.text()
    assert not dialog.visible.isEnabled() and dialog.whole.isChecked()


def test_settings_that_leave_no_room_block_saving_with_the_reason(dialog):
    choose(dialog.format, "pdf")
    dialog.margin.setValue(60)
    dialog.overlap.setValue(85)  # 90 mm printable across, 85 of them shared: under 1 cm of new table
    assert not dialog.save_button.isEnabled()
    assert "less than 1 cm" in dialog.summary.text()
    dialog.overlap.setValue(10)
    assert dialog.save_button.isEnabled()


def test_each_choice_writes_its_file(dialog, tmp_path):
    choose(dialog.format, "pdf")
    dialog.export_to(str(tmp_path / "t.pdf"))
    pages = re.findall(rb"/Type\s*/Page(?![a-zA-Z])", (tmp_path / "t.pdf").read_bytes())
    assert len(pages) == 28
    choose(dialog.format, "png")
    dialog.resolution.setValue(4)
    dialog.export_to(str(tmp_path / "t.png"))
    assert QImage(str(tmp_path / "t.png")).width() == 480
    dialog.visible.setChecked(True)
    dialog.export_to(str(tmp_path / "v.png"))
    assert QImage(str(tmp_path / "v.png")).size() == dialog.view.viewport().size()
    choose(dialog.format, "svg")
    dialog.whole.setChecked(True)
    dialog.export_to(str(tmp_path / "t.svg"))
    assert ET.parse(tmp_path / "t.svg").getroot().get("width") == "1200mm"


def test_export_action_opens_on_ctrl_shift_e(dialog):
    action = export_action(dialog.scene, dialog.view, "Hospital", dialog.parentWidget())
    assert action.shortcut().toString() == "Ctrl+Shift+E"
    assert action.text().startswith("Export")


def test_the_editor_toolbar_opens_the_export_dialog(qtbot, monkeypatch):
    editor = MapEditor(ScenarioDocument(load_scenario(SAMPLE), str(SAMPLE)))
    qtbot.addWidget(editor)
    opened = []
    monkeypatch.setattr(ExportDialog, "exec", lambda self: opened.append((self.windowTitle(), self.parent())) or 0)
    assert editor.export_action in editor.toolbar.actions()
    editor.export_action.trigger()
    assert len(opened) == 1 and opened[0][1] is editor
