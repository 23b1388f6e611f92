"""Pieces the Book tab's pages and dialogs share (the read-only tables are ``table_model.py``'s): a row of buttons,
a list of choices refilled from the book in the language's order, a name known or typed anew, a form above OK and
Cancel, the line where a dialog says what is wrong."""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QLayout, QPushButton,
                               QVBoxLayout, QWidget)

from tabletop.games import game_title
from ui.book.collation import sorted_by_name
from ui.forms import ComboBox, form_layout

ERROR_STYLE = "color: #a00000;"
REFILLED = "refilled_with"  # a refilled combo box's property: the choices it was last given


def problem_label(parent: QWidget, name: str) -> QLabel:
    """The line where a dialog says in red what it refuses, wrapped; hidden until there is something to say."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setWordWrap(True)
    label.setStyleSheet(ERROR_STYLE)
    label.hide()
    return label


def button_row(parent: QWidget, buttons: list[tuple[str, Callable[[], object]]]) -> QHBoxLayout:
    """Push buttons left to right, each calling its slot."""
    row = QHBoxLayout()
    for text, slot in buttons:
        button = QPushButton(text, parent)
        button.clicked.connect(lambda _checked=False, s=slot: s())
        row.addWidget(button)
    row.addStretch(1)
    return row


def until_written(dialog: QDialog, write: Callable[[], bool]) -> None:
    """Show ``dialog`` until its write goes through or it is cancelled: what the book refuses (said in a message)
    comes back to be corrected, as typed, instead of being lost."""
    while dialog.exec() == QDialog.DialogCode.Accepted:
        if write():
            return


def names_box(names: list[str], parent: QWidget, text: str | None = None) -> QComboBox:
    """A name picked among those the book knows (players; the caller puts them in the language's order once, with
    ``sorted_by_name``, for all the boxes of a dialog) or typed anew; ``text``, when given, is the one shown at
    first (the first known name otherwise)."""
    box = ComboBox(parent)
    box.setEditable(True)
    box.addItems(names)
    if text is not None:
        box.setCurrentText(text)
    return box


def refill(box: QComboBox, items: list[str], first: str | None = None,
           shown: Callable[[str], str] | None = None) -> None:
    """Replace a combo box's choices (each item's data is itself, its text ``shown(item)`` when given, a game's
    title for its id; ``first``, when given, stands for none, data None), in the language's order of their texts,
    keeping the current choice when it is still there, without signalling the refill as a change."""
    if box.property(REFILLED) == [first, *items] and box.count() == len(items) + (first is not None):
        return  # the same choices (the Statistics page refills its two players' lists at every game chosen)
    box.setProperty(REFILLED, [first, *items])
    current = box.currentData()
    box.blockSignals(True)
    box.clear()
    if first is not None:
        box.addItem(first, None)
    texts = {item: shown(item) if shown else item for item in items}
    for item in sorted_by_name(items, texts.__getitem__):
        box.addItem(texts[item], item)
    index = box.findData(current) if current else -1
    box.setCurrentIndex(index if index >= 0 else 0)
    box.blockSignals(False)


def games_box(games: list[str], parent: QWidget) -> QComboBox:
    """A game picked by its title among ``games`` (module ids: « Camorra » for ``camorra``), in the language's order,
    or an id typed anew; ``game_of`` reads the id back."""
    box = ComboBox(parent)
    box.setEditable(True)
    refill(box, games, shown=game_title)
    return box


def game_of(box: QComboBox) -> str:
    """The id of the game a ``games_box`` shows: the listed game whose title is shown, else the text typed."""
    typed = box.currentText().strip()
    index = box.findText(typed, Qt.MatchFlag.MatchExactly)
    return box.itemData(index) if index >= 0 else typed


def choose(box: QComboBox, value: str | None) -> None:
    """Pick the choice whose data is ``value`` (the first choice when it is None or absent)."""
    box.setCurrentIndex(max(0, box.findData(value)) if value else 0)


def form_dialog(dialog: QDialog, rows: Sequence[tuple[str, QWidget | QLayout]]) -> None:
    """Lay out a dialog that asks for a few values: a form of (label, field) rows above OK and Cancel."""
    layout = QVBoxLayout(dialog)
    layout.addLayout(form_layout(rows))
    layout.addWidget(ok_cancel(dialog))


def ok_cancel(dialog: QDialog) -> QDialogButtonBox:
    """OK accepts (the dialog's own ``accept`` may refuse and stay open), Cancel rejects."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons
