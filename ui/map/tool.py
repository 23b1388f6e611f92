"""The editor tool protocol: a tool is started, receives pointer events in cm, then finishes or cancels.

Tools build core edits and push them on the document; they may draw a preview in the scene
(removed on finish or cancel) but never change the model any other way.

A tool receives what it acts on when it is made (``ToolHost``, and ``MapEditing`` for the tools that edit a
map) and never imports the widget that holds it: the editor imports its tools, not the other way round.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QPointF, Qt, SignalInstance

from tabletop.scenario.edits import Edit
from ui.document import ScenarioDocument
from ui.map.scene import ScenarioScene
from ui.map.snapping import Snapper


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


class EditedDocument(Protocol):
    """A document a tool watches: ``changed`` is emitted after every edit, undo and redo."""

    @property
    def changed(self) -> SignalInstance: ...


class ToolHost(Protocol):
    """Whoever holds a tool (the map editor, a game's map). It is a QObject too: it parents its tools."""

    @property
    def document(self) -> EditedDocument: ...


class ToolView(Protocol):
    """The map view as a tool sees it: its zoom, and pointer positions snapped as the toolbar says."""

    @property
    def scale_px_per_cm(self) -> float: ...

    def snap_active(self, modifiers: Qt.KeyboardModifier) -> bool: ...

    def tool_event(self, scene_pos: QPointF, button: Qt.MouseButton = Qt.MouseButton.LeftButton,
                   modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
                   exclude: frozenset[str] = frozenset()) -> ToolEvent: ...


class MapEditing(Protocol):
    """What the map editor gives the tools that edit a map: the document and its scene, the view, the snapper,
    the settings for new features, one undo step per edit, and the status line."""

    document: ScenarioDocument
    scene: ScenarioScene
    snapper: Snapper
    settings: ToolSettings

    @property
    def view(self) -> ToolView: ...

    def push(self, edit: Edit) -> None: ...

    def show_message(self, text: str) -> None: ...


class Tool(QObject):
    """Base of the editor tools. ``start`` arms the tool, ``finish`` commits, ``cancel`` (Esc) drops."""

    name = "tool"
    # What the tool bar and the status bar say, untranslated (QT_TRANSLATE_NOOP("Tools", ...) so lupdate finds
    # them) and translated when shown; a tool whose words depend on its settings overrides label or hint.
    label_text = ""
    hint_text = ""
    uses_right_button = False  # True: right clicks go to the tool, not to the map's context menu
    # True for tools whose gesture holds on to features: an edit made under it (an undo from the
    # shell's menu mid-drag) could leave it pointing at features that moved or went, so it is dropped.
    drops_gesture_on_edit = False

    def __init__(self, editor: ToolHost):
        super().__init__(editor)
        self.editor = editor
        editor.document.changed.connect(self._model_changed)

    def _model_changed(self, _change: object) -> None:
        if self.drops_gesture_on_edit and self.active:
            self.cancel()

    @property
    def label(self) -> str:
        return QCoreApplication.translate("Tools", self.label_text) if self.label_text else self.name

    @property
    def hint(self) -> str:
        """One line for the status bar on how to use the tool."""
        return QCoreApplication.translate("Tools", self.hint_text) if self.hint_text else self.label

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


class MapTool(Tool):
    """A tool of the map editor: it acts on what the editor hands it (``MapEditing``), never on the editor."""

    editor: MapEditing

    def __init__(self, editor: MapEditing):
        super().__init__(editor)


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
