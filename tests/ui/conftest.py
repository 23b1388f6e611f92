"""What the map editor's tests share: the sample scenario and an editor shown offscreen on it."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest

from ui.document import ScenarioDocument
from ui.map.editor import MapEditor

SAMPLE = Path(__file__).resolve().parents[2] / "scenarios" / "bank-job.geojson"


@pytest.fixture
def shown_editor(qtbot) -> Callable[..., MapEditor]:
    """Makes a map editor on ``document`` (the sample scenario by default), ``width`` x ``height`` pixels, shown
    and exposed, the table fitted to the view unless ``fit`` is False."""

    def make(width: int, height: int, document: ScenarioDocument | None = None, fit: bool = True) -> MapEditor:
        editor = MapEditor(document or ScenarioDocument.open(str(SAMPLE)))
        qtbot.addWidget(editor)
        editor.resize(width, height)
        editor.show()
        qtbot.waitExposed(editor)
        if fit:
            editor.view.fit_table()
        return editor

    return make
