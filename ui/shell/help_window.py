"""Help (F1): the keyboard shortcuts, gathered from the window's and the documents' own actions so the list cannot
go stale, and the rulebook passage of what the referee has in hand (the action chosen in a live game).

A panel offers a passage by a ``help_topic()`` method returning ``HelpTopic`` (or None); the window asks the one in
front. A panel whose keys are not all actions (the map editor's pan, nudge, finish, cancel) lists the others in a
``help_keys()`` method. The shell knows panels only through these two duck-typed methods (it never imports them).
"""

from __future__ import annotations

import html
from dataclasses import dataclass
from typing import Iterable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QMenuBar, QTextBrowser, QVBoxLayout, QWidget

from tabletop.formats import quoted

Rows = list[tuple[str, str]]  # (what the key does, the keys)
HELP_NAME = "help_name"


@dataclass(frozen=True)
class HelpTopic:
    """What Help says about the thing in hand: a title (« Shoot »), where the rulebook says it, its words."""

    title: str
    section: str
    excerpts: tuple[str, ...]


def _plain(text: str) -> str:
    """An action's text without its mnemonic marks (« &Save » is « Save », « &&» is « & »)."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def _on_a_keyboard(sequence: QKeySequence) -> bool:
    """False for the empty sequence and the dedicated keys of some keyboards (Save, New, Open…), which the
    platform's standard bindings add beside Ctrl+S and F1: Help lists the keys every keyboard has."""
    return not sequence.isEmpty() and sequence[0].key().value < Qt.Key.Key_Super_L.value


def action_rows(actions: Iterable[QAction]) -> Rows:
    """The actions that have keys, once each, in the order given."""
    rows: Rows = []
    for action in actions:
        keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts() if _on_a_keyboard(k)]
        # An action whose text changes (« Undo Move figure ») names itself for Help in its HELP_NAME property.
        row = (action.property(HELP_NAME) or _plain(action.text()), ", ".join(keys))
        if keys and row[0] and row not in rows:
            rows.append(row)
    return rows


def menu_actions(bar: QMenuBar) -> list[QAction]:
    """Every action of a menu bar, submenus walked."""
    found: list[QAction] = []

    def walk(actions: Iterable[QAction]) -> None:
        for action in actions:
            if action.menu() is not None:
                walk(action.menu().actions())
            else:
                found.append(action)
    walk(bar.actions())
    return found


def widget_rows(widget: QWidget) -> Rows:
    """The keys of a document's panel: the actions it and its children hold, then its own ``help_keys()``."""
    rows = action_rows([*widget.actions(), *widget.findChildren(QAction)])
    own = getattr(widget, "help_keys", None)
    return rows + [row for row in own() if row not in rows] if own is not None else rows


class HelpWindow(QDialog):
    """Shortcuts by where they work, and the rule of the action in hand; ``show_help`` refills it."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("help-window")
        self.setWindowTitle(self.tr("Tabletop help"))
        self.resize(760, 640)
        self.rule = QTextBrowser(self)
        self.rule.setObjectName("help-rule")
        self.rule.setMaximumHeight(220)
        self.shortcuts = QTextBrowser(self)
        self.shortcuts.setObjectName("help-shortcuts")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("<b>The rule of the action chosen</b>"), self))
        layout.addWidget(self.rule)
        layout.addWidget(QLabel(self.tr("<b>Keyboard shortcuts</b>"), self))
        layout.addWidget(self.shortcuts, 1)
        layout.addWidget(buttons)
        self.sections: list[tuple[str, Rows]] = []
        self.topic: HelpTopic | None = None

    def show_help(self, sections: list[tuple[str, Rows]], topic: HelpTopic | None) -> None:
        self.sections, self.topic = sections, topic
        self.rule.setHtml(self._topic_html(topic))
        self.shortcuts.setHtml("".join(self._section_html(title, rows) for title, rows in sections if rows))

    def _topic_html(self, topic: HelpTopic | None) -> str:
        if topic is None:
            return "<i>" + html.escape(self.tr("Choose an action in a live game's action panel, then press F1: "
                                               "the rulebook's words for it show here.")) + "</i>"
        quotes = "".join(f"<p>{html.escape(quoted(text))}</p>" for text in topic.excerpts)
        where = self.tr("Rulebook, %1").replace("%1", topic.section)
        return f"<h3>{html.escape(topic.title)}</h3><p><small>{html.escape(where)}</small></p>{quotes}"

    @staticmethod
    def _section_html(title: str, rows: Rows) -> str:
        body = "".join(f"<tr><td width='60%'>{html.escape(what)}</td><td><b>{html.escape(keys)}</b></td></tr>"
                       for what, keys in rows)
        return f"<h3>{html.escape(title)}</h3><table cellspacing='0' cellpadding='3'>{body}</table>"
