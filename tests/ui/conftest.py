"""What the Qt tests share: a settings file and data folder of their own, and a map editor shown offscreen."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest
from PySide6.QtCore import QSettings

from ui.document import ScenarioDocument
from ui.map.editor import MapEditor

SAMPLE = Path(__file__).resolve().parents[2] / "scenarios" / "bank-job.geojson"


@pytest.fixture
def settings_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A test's own settings file and data folder (crash-recovery files, journals), far from the real home."""
    folder = tmp_path / "config"
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return folder


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
