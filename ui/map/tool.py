"""The editor tool protocol: a tool is started, receives pointer events in cm, then finishes or cancels.

Tools build core edits and push them on the document; they may draw a preview in the scene
(removed on finish or cancel) but never change the model any other way.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QPointF, Qt

if TYPE_CHECKING:
    from ui.map.editor import MapEditor


@dataclass(frozen=True)
class ToolEvent:
    """A pointer event in scene centimetres: ``pos`` is snapped, ``raw`` is where the pointer is."""

    pos: QPointF
    raw: QPointF
    button: Qt.MouseButton = Qt.MouseButton.LeftButton
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    snap_kind: str = ""

    @property
    def shift(self) -> bool:
        return bool(self.modifiers & Qt.KeyboardModifier.ShiftModifier)


class Tool(QObject):
    """Base of the editor tools. ``start`` arms the tool, ``finish`` commits, ``cancel`` (Esc) drops."""

    name = "tool"
    uses_right_button = False  # True: right clicks go to the tool, not to the map's context menu
    # True for tools whose gesture holds on to features: an edit made under it (an undo from the
    # shell's menu mid-drag) could leave it pointing at features that moved or went, so it is dropped.
    drops_gesture_on_edit = False

    def __init__(self, editor: "MapEditor"):
        super().__init__(editor)
        self.editor = editor
        editor.document.changed.connect(self._model_changed)

    def _model_changed(self, _change: object) -> None:
        if self.drops_gesture_on_edit and self.active:
            self.cancel()

    @property
    def label(self) -> str:
        return self.name

    @property
    def hint(self) -> str:
        """One line for the status bar on how to use the tool."""
        return self.label

    @property
    def active(self) -> bool:
        """True while a gesture is under way (dragging, or a shape being drawn)."""
        return False

    def start(self) -> None:
        """Called when the tool becomes current."""

    def press(self, event: ToolEvent) -> None:
        """A button went down at ``event.pos``."""

    def move(self, event: ToolEvent) -> None:
        """The pointer moved (with or without a button down)."""

    def release(self, event: ToolEvent) -> None:
        """A button came up."""

    def double_click(self, event: ToolEvent) -> None:
        """A double click; drawing tools finish their shape on it."""

    def finish(self) -> None:
        """Commit the gesture under way, if any (Enter, or the last click of a shape)."""

    def cancel(self) -> None:
        """Drop the gesture under way without touching the document (Esc)."""

    def stop(self) -> None:
        """Called when another tool becomes current: drop any gesture and what the tool shows."""
        self.cancel()


@dataclass
class ToolSettings:
    """What the drawing tools put on new features; the tool options bar edits these."""

    obstacle_kind: str = "building"  # polygon and rectangle tools
    zone_kind: str = "street"
    name: str = ""
    floors: int = 1
    wall_thickness_cm: float = 1.0
    door_width_cm: float = 4.0
    window_width_cm: float = 4.0
    gang: str = "A"
    vehicle_gang: str = ""  # a car may belong to no gang
    role: str = "member"
    civilian_role: str = "passerby"
    base_mm: float = 25.0
    car_length_cm: float = 10.0
    car_width_cm: float = 4.5
