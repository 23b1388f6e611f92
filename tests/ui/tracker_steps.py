"""What the card-game tracker tests share: a tracker panel shown offscreen, File → New play, an event entered in
its list, a stage painted (and saved for eyes when asked), and the end of a whole play taken back and forth through
the shell's Edit menu and saved."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QWidget

from ui.games.tracker.dice_picker import DicePicker
from ui.games.tracker.document import PlayDocument
from ui.games.tracker.game_view import BaseGameView, EventChooser
from ui.games.tracker.panel import TrackerPanel
from ui.shell.main_window import MainWindow

from tests.ui.shots import look_at


def shown_tracker(qtbot, document: PlayDocument, view: BaseGameView, width: int, height: int) -> TrackerPanel:
    panel = TrackerPanel(document, view)
    qtbot.addWidget(panel)
    panel.resize(width, height)
    panel.show()
    return panel


def new_play(window: MainWindow, core_id: str, action_text: str) -> TrackerPanel:
    """File → ``action_text`` (e.g. "New &Camorra play") opens a tracker tab on the new-play page."""
    assert action_text in [a.text() for a in window.new_actions]
    panel = window.new_document(core_id)
    assert isinstance(panel, TrackerPanel)
    return panel


def chance_entry(panel: TrackerPanel, event: dict) -> EventChooser | DicePicker | None:
    """Where the referee enters the chance outcome ``event``: the faces of its dice (a ``DicePicker``), else the
    list of the other outcomes."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # the widgets of the step before go
    pickers = panel.actions_box.findChildren(DicePicker)
    return next((p for p in pickers if p.asked.takes(event)), None) or panel.chooser("chance")


def press(chooser: EventChooser | DicePicker | None, event: dict, context: object) -> None:
    """Pick ``event`` in ``chooser`` (a list, or the faces of its dice) and press its button, as the referee does;
    ``context`` says where a missing chooser was looked for."""
    assert chooser is not None, context
    chooser.choose(event)
    chooser.button.click()


def grab(widget: QWidget, name: str) -> None:
    """Paint ``widget`` as its window would be (its paint code runs at every run); with ``TABLETOP_SHOTS=1`` save it
    to /tmp/``name``.png, to be looked at."""
    QApplication.processEvents()  # the event loop a real window runs: new widgets shown, old ones deleted
    look_at(widget.grab(), name)


def undo_the_end_redo_and_save(window: MainWindow, panel: TrackerPanel, path: Path, log: list[dict]) -> None:
    """Edit → Undo takes the last event back (the game goes on, the banner goes), Redo ends it again, and the play
    saved to ``path`` holds the ``log`` entered."""
    session = panel.document.session
    window.undo_action.trigger()
    assert not session.is_over() and not panel.banner.isVisible()
    window.redo_action.trigger()
    assert session.is_over()
    panel.document.save(str(path))
    assert json.loads(path.read_text(encoding="utf-8"))["log"] == log
