"""``GameView``: the one small adapter class a card game provides so the generic tracker can show its plays.

The tracker (``TrackerPanel``) knows no game. It draws a column per player, a header line, the actions legal now,
an optional calculator, the log, the end-of-game banner and the score sheet; everything game-specific it asks of
the game's view:

- ``game_id``: the id the core is registered under in ``tabletop.games`` (the core itself comes from there);
- ``header(state) -> str``: the round, whose turn it is and the step in progress (plain text, may hold lines);
- ``player_rows(state, player) -> list[tuple[str, str]]``: what the game tracks for one player, as
  (label, value) rows of that player's column;
- ``action_widgets(session, apply, parent) -> list[QWidget]``: the actions legal now, as buttons or small forms;
  a widget calls ``apply(event)`` with a plain event dict, and the tracker applies it as one undo step (a refused
  event is shown in the panel, never raised). ``event_choosers`` below is a ready default: one button, or one
  list and a button, per event type;
- ``calculator(parent) -> QWidget | None``: the side panel (a combat calculator, a score calculator); if the
  widget has a ``follow(session)`` method the tracker calls it after every change, so it can preload the state;
- ``end_reason(state) -> str``: why the game is over, for the warning banner;
- ``setting_rows(settings) -> list[tuple[str, str, str]]``: the rule settings in force as (name, value,
  description), read-only;
- ``setting_fields(settings) -> list[SettingField]``, ``setting_description(name)`` and
  ``with_setting(settings, name, value) -> dict``: the settings the new-play page offers as controls (from the
  schema named by ``settings_schema``), each one's sentence, and the settings with one changed;
  ``setting_notes(settings)``: the rows the page shows read-only beside them (``setting_rows`` when the game
  names no schema);
- ``setup_widget(parent) -> QWidget | None``: set-up choices for the new-play page beyond names and seed; the
  widget has ``options() -> dict`` (the ``PlaySetup.options``) and may raise ``ValueError`` with a one-line
  message when they are incomplete; a ``set_players(names)`` method, if it has one, follows the seats;
- ``first_player_rule() -> str`` and ``first_player_by_die``: the book's words on who starts, shown above the
  first-player list, and whether it rolls a die for it (the page then offers the virtual roll or the faces).

Chance is generic and never in a view: when the state waits on a die or a draw the tracker offers "roll the
virtual die" (``session.virtual_roll()``) and the entry of what was rolled or revealed: the faces of the dice a game
names in ``dice_fields`` (``tabletop.games.chance_dice``), a row of six a die (``DicePicker``), and the other
outcomes in a list labelled with the core's ``describe``, narrowed by what the referee types.

``BaseGameView`` gives the defaults; a game subclasses it and writes the three methods that need its state::

    class DiceRaceView(BaseGameView):
        game_id = "dice-race"

        def header(self, state):
            return f"{state.players[state.turn]} to roll"

        def player_rows(self, state, player):
            return [(self.tr("Points"), str(state.points[state.players.index(player)]))]

and registers it in ``ui/modules.py`` with one line:
``register_panel(play_panel("dice-race", "ui.games.dice_race.view:DiceRaceView", QT_TRANSLATE_NOOP(...)))``.
"""

from __future__ import annotations

from typing import Any, Callable, Mapping, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (QComboBox, QCompleter, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton, QStyle,
                               QVBoxLayout, QWidget)

from tabletop.games.interface import Event
from tabletop.games.session import PlaySession
from tabletop.i18n import _ as core_text  # the rule descriptions are in the core's catalogue
from tabletop.ruledata import package_schema, setting_label, setting_value
from tabletop.setting_fields import SettingField, setting_fields, setting_problem
from ui.forms import ComboBox, wrapped_label

Apply = Callable[[Event], None]


class Secret(str):
    """A row's value only its player may know (a Narcopolis Rôle card): while the players' phones are served the
    tracker shows « caché » in its place, until the referee reveals the secrets with one deliberate click."""


ValueLabel = Callable[[str, Any], str]  # (field, value) -> the value as the referee reads it


class GameView(Protocol):
    """What the tracker asks of a game; see the module docstring."""

    game_id: str
    first_player_by_die: bool

    def header(self, state: Any) -> str: ...

    def player_rows(self, state: Any, player: str) -> list[tuple[str, str]]: ...

    def action_widgets(self, session: PlaySession, apply: Apply, parent: QWidget) -> list[QWidget]: ...

    def calculator(self, parent: QWidget) -> QWidget | None: ...

    def end_reason(self, state: Any) -> str:
        """One whole sentence saying that the game is over and why, for the banner."""
        ...

    def setting_rows(self, settings: Mapping[str, Any]) -> list[tuple[str, str, str]]: ...

    def setting_fields(self, settings: Mapping[str, Any]) -> list[SettingField]: ...

    def setting_description(self, name: str) -> str: ...

    def with_setting(self, settings: Mapping[str, Any], name: str, value: Any) -> dict[str, Any]: ...

    def setting_problem(self, name: str, value: Any) -> str | None: ...

    def setting_notes(self, settings: Mapping[str, Any]) -> list[tuple[str, str, str]]: ...

    def setup_widget(self, parent: QWidget) -> QWidget | None: ...

    def first_player_rule(self) -> str: ...


class BaseGameView:
    """Defaults for every ``GameView`` method but ``header`` and ``player_rows``."""

    game_id = ""
    # Setting name -> description, for ``setting_rows``; a game fills it from its rule data.
    setting_descriptions: Mapping[str, str] = {}
    # Whether the book rolls a die for the first player (the new-play page then offers the dice).
    first_player_by_die = False
    # (package, schema file) of the rule data whose ``settings`` table the new-play page offers as controls, and
    # that table's name in it (Narcopolis offers its ``readings``).
    settings_schema: tuple[str, str] | None = None
    settings_table = "settings"
    # Set by the tracker before it asks the view: the phones hold the players' secrets and the referee has not
    # shown them, so ``header`` leaves out what would tell one.
    secrets_hidden = False

    def tr(self, text: str, disambiguation: str = "", n: int = -1) -> str:
        # pyside6-lupdate files ``self.tr("...")`` under the class whose method makes the call: look in each class
        # of the view, the game's own first, then this one. With a count ``n`` the catalogue's plural form for it is
        # chosen; Qt writes ``%n`` as the count even where no class has the message.
        untranslated = text.replace("%n", str(n)) if n >= 0 else text
        for cls in type(self).__mro__:
            translated = QCoreApplication.translate(cls.__name__, text, disambiguation or None, n)
            if translated != untranslated:
                return translated
        return untranslated

    def action_widgets(self, session: PlaySession, apply: Apply, parent: QWidget) -> list[QWidget]:
        return event_choosers(session, apply, parent)

    def calculator(self, parent: QWidget) -> QWidget | None:
        return None

    def end_reason(self, state: Any) -> str:
        return self.tr("The game is over.")

    def setting_rows(self, settings: Mapping[str, Any]) -> list[tuple[str, str, str]]:
        # The descriptions are rule data, translated by the core's catalogue (packaging/translations.py extracts them).
        return [(setting_label(name), value_text(setting_value(value)),
                 core_text(self.setting_descriptions.get(name, ""))) for name, value in settings.items()]

    def setting_fields(self, settings: Mapping[str, Any]) -> list[SettingField]:
        if self.settings_schema is None:
            return []
        return setting_fields(settings, package_schema(*self.settings_schema), self.settings_table)

    def setting_description(self, name: str) -> str:
        return core_text(self.setting_descriptions.get(name, ""))

    def with_setting(self, settings: Mapping[str, Any], name: str, value: Any) -> dict[str, Any]:
        return {**settings, name: value}

    def setting_problem(self, name: str, value: Any) -> str | None:
        """Why the rule file's schema refuses ``value`` for the setting ``name`` (a list edited on the new-play
        page), in the referee's words; None when it takes it."""
        if self.settings_schema is None:
            return None
        return setting_problem(package_schema(*self.settings_schema), self.settings_table, name, value)

    def setting_notes(self, settings: Mapping[str, Any]) -> list[tuple[str, str, str]]:
        return self.setting_rows(settings) if self.settings_schema is None else []

    def setup_widget(self, parent: QWidget) -> QWidget | None:
        return None

    def first_player_rule(self) -> str:
        return ""


def value_text(value: Any) -> str:
    """A setting's value as the referee reads it."""
    if isinstance(value, bool):
        return QCoreApplication.translate("ui.games.tracker", "yes") if value else \
            QCoreApplication.translate("ui.games.tracker", "no")
    if isinstance(value, (list, tuple)):
        return ", ".join(value_text(v) for v in value) or QCoreApplication.translate("ui.games.tracker", "none")
    if isinstance(value, dict):
        return "; ".join(f"{k}: {value_text(v)}" for k, v in value.items())
    return str(value)


def event_choosers(session: PlaySession, apply: Apply, parent: QWidget,
                   labels: Mapping[str, str] | None = None,
                   events: list[Event] | None = None,
                   field_names: Mapping[str, str] | None = None,
                   value_label: ValueLabel | None = None) -> list[QWidget]:
    """The legal events grouped by type, one ``EventChooser`` each; ``labels`` names the types' buttons (the type
    itself otherwise), ``field_names`` the events' fields and ``value_label(field, value)`` their values."""
    legal = session.legal_events() if events is None else events
    groups: dict[str, list[Event]] = {}
    for event in legal:
        groups.setdefault(str(event.get("type")), []).append(event)
    return [EventChooser(session, kind, group, apply, (labels or {}).get(kind, kind), parent, field_names, value_label)
            for kind, group in groups.items()]


class EventChooser(QWidget):
    """One kind of event: a button alone when there is nothing to choose; a list of the events, read as the log
    would, when they differ in one field; a small form, one list per field that differs, each narrowed by the ones
    above it, when they differ in several (target, then terrain, then Caporegime...). A ``filterable`` list (the
    cards a referee enters as drawn) narrows to the lines holding what he types."""

    def __init__(self, session: PlaySession, kind: str, events: list[Event], apply: Apply, label: str,
                 parent: QWidget | None = None, field_names: Mapping[str, str] | None = None,
                 value_label: ValueLabel | None = None, filterable: bool = False):
        super().__init__(parent)
        self.setObjectName(f"choose-{kind}")
        self.session = session
        self.events = events
        self.value_label = value_label or (lambda _field, value: "—" if value is None else value_text(value))
        varying = [f for f in dict.fromkeys(k for e in events for k in e)
                   if len({repr(e.get(f)) for e in events}) > 1]
        self.fields = varying if len(varying) > 1 else []
        self.combos: dict[str, QComboBox] = {}
        self.options: dict[str, list[Any]] = {}
        self.choice: QComboBox | None = None
        self.preview: QLabel | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        if self.fields:
            box = QGroupBox(label, self)
            form = QFormLayout(box)
            for field in self.fields:
                self.combos[field] = _combo(box)
                self.combos[field].currentIndexChanged.connect(lambda _i, f=field: self._refill_after(f))
                form.addRow((field_names or {}).get(field, field), self.combos[field])
            self.preview = wrapped_label(parent=box)
            self.preview.setStyleSheet("color: #555;")
            form.addRow(self.preview)
            form.addRow(row)
            layout.addWidget(box)
            self._refill_after(None)
        else:
            if len(events) > 1:
                self.choice = _combo(self)
                for event in events:
                    self.choice.addItem(session.game.describe(session.state, event))
                if filterable:
                    _filter_as_typed(self.choice, self.tr("Type to filter"))
                row.addWidget(self.choice, 1)
            layout.addLayout(row)
        # What was typed matches no line, or several: only a list typed into says it (the other choosers, a few
        # each step, built none, a styled label being among the dearest widgets to build).
        self.problem: QLabel | None = None
        if self.choice is not None and self.choice.isEditable():
            self.problem = wrapped_label(parent=self)
            self.problem.setObjectName("typed-problem")
            self.problem.setStyleSheet("color: #a00000;")
            self.problem.hide()
            layout.addWidget(self.problem)
        self.button = QPushButton(label, self)
        if len(events) == 1:
            self.button.setToolTip(session.game.describe(session.state, events[0]))
        self.button.clicked.connect(lambda: self._send(apply))
        row.addWidget(self.button)
        if self.choice is not None and self.choice.isEditable():
            # Typed, then Enter: the line typed, or picked among those narrowed, is entered as with the button. Once
            # the key is handled: the line picked in the narrowed list is put in the box after Enter is signalled.
            self.choice.lineEdit().returnPressed.connect(lambda: QTimer.singleShot(0, self.button, self.button.click))

    def _send(self, apply: Apply) -> None:
        problem = self._typed_problem()
        if self.problem is not None:
            self.problem.setText(problem or "")
            self.problem.setVisible(problem is not None)
        if problem is None:
            apply(self.selected())

    def _typed_problem(self) -> str | None:
        """Why the text typed in a filterable list names no one line (None when it does: the line it names is
        made the current one, so that the typed text is never sent as another line)."""
        if self.choice is None or not self.choice.isEditable():
            return None
        typed = self.choice.currentText().strip()
        lines = [self.choice.itemText(row) for row in range(self.choice.count())]
        if self.choice.currentIndex() >= 0 and typed == lines[self.choice.currentIndex()]:
            return None
        holding = [row for row, line in enumerate(lines) if typed.casefold() in line.casefold()]
        if len(holding) == 1:
            self.choice.setCurrentIndex(holding[0])
            return None
        if not holding:
            return self.tr("No line holds « %1 »: type another part of it, or pick it in the list.").replace(
                "%1", typed)
        return self.tr("%1 lines hold « %2 »: type more of the one drawn, or pick it in the list.").replace(
            "%1", str(len(holding))).replace("%2", typed)

    def _matching(self, fields: list[str]) -> list[Event]:
        """The events agreeing with what the lists of ``fields`` show."""
        chosen = {f: self.options[f][self.combos[f].currentIndex()] for f in fields if self.combos[f].currentIndex() >= 0}
        return [e for e in self.events if all(e.get(f) == v for f, v in chosen.items())]

    def _refill_after(self, field: str | None) -> None:
        """Each list below ``field`` offers only the values that still lead to a legal event."""
        start = 0 if field is None else self.fields.index(field) + 1
        for index in range(start, len(self.fields)):
            name = self.fields[index]
            values = list(dict.fromkeys(repr(e.get(name)) for e in self._matching(self.fields[:index])))
            by_repr = {repr(e.get(name)): e.get(name) for e in self.events}
            combo = self.combos[name]
            previous = self.options.get(name, [None])[combo.currentIndex()] if combo.currentIndex() >= 0 else None
            combo.blockSignals(True)
            combo.clear()
            self.options[name] = [by_repr[v] for v in values]
            for value in self.options[name]:
                combo.addItem(self.value_label(name, value))
            combo.setCurrentIndex(self.options[name].index(previous) if previous in self.options[name] else 0)
            combo.blockSignals(False)
        self.preview.setText(self.session.game.describe(self.session.state, self.selected()))

    def selected(self) -> Event:
        """The event the lists show now."""
        if self.fields:
            return self._matching(self.fields)[0]
        return self.events[self.choice.currentIndex() if self.choice else 0]

    def choose(self, event: Event) -> None:
        """Show ``event`` in the lists (tests, and forms that preselect)."""
        if self.fields:
            for field in self.fields:
                self.combos[field].setCurrentIndex(self.options[field].index(event.get(field)))
        elif self.choice is not None:
            self.choice.setCurrentIndex(self.events.index(event))


def _filter_as_typed(combo: QComboBox, placeholder: str) -> None:
    """Let ``combo`` be typed into: its list narrows to the lines holding the text typed, anywhere in the line and
    whatever its case (a card's name, its number), and nothing typed is added to it."""
    combo.setEditable(True)
    combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
    completer = combo.completer()
    completer.setFilterMode(Qt.MatchFlag.MatchContains)
    completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
    combo.lineEdit().setPlaceholderText(placeholder)
    # The lines narrowed show whole, as the box's own list does (``ComboBox``): a card revealed in Mafia Story reads
    # « la carte en D3 est révélée : bleu 2 ; … », the card told after the cell. As wide as the screen at most, a
    # line wider than that whole in its tooltip.
    popup = completer.popup()
    room = combo.screen().availableGeometry().width()
    widths = [popup.fontMetrics().horizontalAdvance(combo.itemText(row)) for row in range(combo.count())]
    popup.setMinimumWidth(min(max(widths) + popup.verticalScrollBar().sizeHint().width() + 4 * popup.frameWidth()
                              + 2 * popup.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin), room))
    for row, width in enumerate(widths):
        if width > room:
            combo.setItemData(row, combo.itemText(row), Qt.ItemDataRole.ToolTipRole)
    popup.installEventFilter(_OnScreen(popup))


class _OnScreen(QObject):
    """Keeps the popup it filters inside its screen: the completer places the lines narrowed under the box as if
    they were as wide as the box, so wider lines would run past the screen's right edge, cut there."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QWidget) and event.type() in (QEvent.Type.Show, QEvent.Type.Move, QEvent.Type.Resize):
            screen = watched.screen().availableGeometry()
            frame = watched.geometry()
            left = max(screen.left(), min(frame.left(), screen.right() + 1 - frame.width()))
            if left != frame.left():
                watched.move(left, frame.top())
        return False


def _combo(parent: QWidget) -> QComboBox:
    combo = ComboBox(parent)
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(14)
    return combo
