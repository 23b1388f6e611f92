"""Every text a window shows: titles, labels, buttons, menu entries, tooltips, headers, lists and logs.

Used by tests/ui/test_french_ui.py to compare what the referee reads in English and in French.
"""

from __future__ import annotations

import re
from typing import Collection

from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (QAbstractButton, QAbstractItemView, QComboBox, QDockWidget, QGroupBox, QLabel, QLineEdit,
                               QListWidget, QMenu, QPlainTextEdit, QTabBar, QTableWidget, QTextEdit, QTreeWidget,
                               QTreeWidgetItem, QWidget)

_TAGS = re.compile(r"<[^>]+>")
# What a text document's raw text holds between its blocks, table cells and objects instead of a line break.
_FRAME_MARKS = re.compile("[\ufdd0\ufdd1\ufffc\u2028\u2029]")


def clean(text: str) -> list[str]:
    """The lines of a shown text: markup and mnemonics gone, whitespace trimmed, empty lines dropped (a no-break space
    stays one: the French typography checks read it)."""
    text = text.replace("&nbsp;", "\u00a0").replace("&lt;", "<").replace("&gt;", ">")
    text = _TAGS.sub("\n", text.replace("<br>", "\n")).replace("&&", "\0").replace("&", "").replace("\0", "&")
    return [line.strip() for line in text.splitlines() if line.strip()]


def action_texts(action: QAction, seen: set[int]) -> list[str]:
    if id(action) in seen or action.isSeparator():
        return []
    seen.add(id(action))
    texts = [action.text(), action.toolTip(), action.statusTip()]
    menu = action.menu()
    if isinstance(menu, QMenu):
        texts.append(menu.title())
        for inner in menu.actions():
            texts += action_texts(inner, seen)
    return texts


def item_view_texts(view: QAbstractItemView, rows: int | None = None) -> list[str]:
    """Headers and cells of a list, tree or table, with their tooltips; of the first ``rows`` rows when given."""
    if isinstance(view, QListWidget):
        items = [view.item(i) for i in range(view.count())]
        return [t for item in items for t in (item.text(), item.toolTip())]
    if isinstance(view, QTableWidget):
        headers = [view.horizontalHeaderItem(c) for c in range(view.columnCount())]
        headers += [view.verticalHeaderItem(r) for r in range(view.rowCount())]
        cells = [view.item(r, c) for r in range(view.rowCount()) for c in range(view.columnCount())]
        return [t for item in headers + cells if item is not None for t in (item.text(), item.toolTip())]
    if isinstance(view, QTreeWidget):
        texts = [view.headerItem().text(c) for c in range(view.columnCount())]
        for item in _tree_items(view):
            texts += [t for c in range(view.columnCount()) for t in (item.text(c), item.toolTip(c))]
        return texts
    model = view.model()
    if model is None:
        return []
    top = QModelIndex()
    texts = [model.headerData(c, Qt.Orientation.Horizontal, Qt.ItemDataRole.DisplayRole)
             for c in range(model.columnCount(top))]
    for row in range(min(model.rowCount(top), rows if rows is not None else model.rowCount(top))):
        for column in range(model.columnCount(top)):
            texts += [model.data(model.index(row, column, top), role)
                      for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)]
    return [t for t in texts if isinstance(t, str)]


def _tree_items(view: QTreeWidget) -> list[QTreeWidgetItem]:
    found = []
    pending = [view.topLevelItem(i) for i in range(view.topLevelItemCount())]
    while pending:
        item = pending.pop()
        found.append(item)
        pending += [item.child(i) for i in range(item.childCount())]
    return found


def widget_texts(widget: QWidget, rows: int | None = None) -> list[str]:
    texts = [widget.toolTip(), widget.statusTip(), widget.accessibleName()]
    if widget.isWindow() or isinstance(widget, QDockWidget):
        texts.append(widget.windowTitle())
    if isinstance(widget, QLabel):
        texts.append(widget.text())
    elif isinstance(widget, QAbstractButton):
        texts.append(widget.text())
    elif isinstance(widget, QGroupBox):
        texts.append(widget.title())
    elif isinstance(widget, QTabBar):
        for i in range(widget.count()):
            texts += [widget.tabText(i), widget.tabToolTip(i)]
    elif isinstance(widget, QComboBox):
        texts += [widget.itemText(i) for i in range(widget.count())]
    elif isinstance(widget, QLineEdit):
        texts.append(widget.placeholderText())
    elif isinstance(widget, (QTextEdit, QPlainTextEdit)):
        # The raw text, whose table cells and paragraphs are split into lines here: toPlainText() turns no-break
        # spaces into plain ones.
        texts += [_FRAME_MARKS.sub("\n", widget.document().toRawText()), widget.placeholderText()]
    elif isinstance(widget, QAbstractItemView):
        try:
            texts += item_view_texts(widget, rows)
        except TypeError:  # a Qt-internal model (a combo box's popup); the combo box's items are read above
            pass
    if isinstance(widget, QMenu):
        texts.append(widget.title())
    return texts


def shown_texts(root: QWidget, visible_only: bool = False, leaving_out: Collection[QWidget] = ()) -> set[str]:
    """Every line of text in ``root`` and its children, with the actions they hold (menus, toolbars); with
    ``visible_only``, of the widgets shown now, and of a long table's first rows (what a screen holds). The widgets of
    ``leaving_out`` and everything inside them are not read: the tabs already read when they were the screen shown,
    which the main window holds on while the next are opened (reading each again at every later screen made the
    walk grow with the square of the tabs open)."""
    raw: list[str] = []
    seen: set[int] = set()
    for widget in _widgets(root, leaving_out):
        if visible_only and not widget.isVisible():
            continue
        raw += widget_texts(widget, 60 if visible_only else None)
        for action in widget.actions():
            raw += action_texts(action, seen)
    return {line for text in set(raw) if text for line in clean(text)}  # each text once: many widgets repeat theirs


def _widgets(root: QWidget, leaving_out: Collection[QWidget]) -> list[QWidget]:
    """``root`` and the widgets inside it, but not those of ``leaving_out`` nor any widget inside one of them."""
    if not leaving_out:
        return [root, *root.findChildren(QWidget)]
    left = set(leaving_out)
    found: list[QWidget] = []
    pending = [root]
    while pending:
        widget = pending.pop()
        if widget in left:
            continue
        found.append(widget)
        pending += widget.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
    return found
