"""The main window: the home page and one tab per open document, with the File, Edit and Help menus.

The window knows documents only through ``ui.modules`` (``PanelModule`` and the ``Document``
protocol): it opens, saves and closes them and follows their undo stacks, and never looks inside.
"""

from __future__ import annotations

import os
from typing import Callable

from PySide6.QtCore import QByteArray, QMimeData, QSize, Qt
from PySide6.QtGui import QAction, QCloseEvent, QDragEnterEvent, QDropEvent, QKeySequence, QUndoGroup
from PySide6.QtWidgets import QDialog, QMainWindow, QMenu, QTabBar, QTabWidget, QWidget

from tabletop import games
from tabletop.ruledata import RuleDataError
from tabletop.storage import remove_stale_temporaries
from ui.document import Document, DocumentError
from ui.modules import PanelModule, panel_modules
from ui.shell import recent_files
from ui.shell.dialogs import RestoreAnswer, SaveAnswer, ShellDialogs
from ui.shell import language
from ui.shell.help_window import HELP_NAME, HelpWindow, action_rows, menu_actions, widget_rows
from ui.shell.home_page import HomePage
from ui.settings import app_settings
from ui.shell.settings_dialog import SettingsDialog

DEFAULT_SIZE = QSize(1200, 800)
TAB_TITLE_PX = 300  # a tab's title at most: four works open side by side on a laptop, each named


class MainWindow(QMainWindow):
    """Hosts the modules' panels in tabs; the first tab is the home page and cannot be closed."""

    def __init__(self, modules: list[PanelModule] | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("main-window")
        self.modules = panel_modules() if modules is None else list(modules)
        self._modules_by_id = {m.core_id: m for m in self.modules}
        self._module_of_panel: dict[QWidget, PanelModule] = {}
        self.dialogs = ShellDialogs(self)
        self.undo_group = QUndoGroup(self)

        self.home = HomePage(self.modules)
        self.home.new_requested.connect(self.start_new_document)
        self.home.open_requested.connect(self.open_with_dialog)
        self.home.recent_requested.connect(self.open_path)
        self.home.sample_requested.connect(self.open_sample)
        self.home.preferences_requested.connect(self.open_settings)
        self.home.help_requested.connect(self.open_help)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.tabs.setTabsClosable(True)
        self.tabs.addTab(self.home, self.tr("Home"))
        self.tabs.tabBar().setTabButton(0, QTabBar.ButtonPosition.RightSide, None)
        self.tabs.tabCloseRequested.connect(lambda index: self.close_panel(self.tabs.widget(index)))
        self.tabs.currentChanged.connect(self._current_changed)
        self.setCentralWidget(self.tabs)

        self._create_actions()
        self._create_menus()
        self._refresh_recent(recent_files.recent_files())
        self._restore_window()
        self._current_changed()
        self.setAcceptDrops(True)

    # -- documents ---------------------------------------------------------------------------------

    def panels(self) -> list[QWidget]:
        """The open documents' panels in tab order (the home page excluded)."""
        return [self.tabs.widget(i) for i in range(self.tabs.count()) if self.tabs.widget(i) is not self.home]

    def current_panel(self) -> QWidget | None:
        widget = self.tabs.currentWidget()
        return None if widget is self.home else widget

    def open_path(self, path: str) -> QWidget | None:
        """Open ``path`` in a new tab (or show its tab if already open); None if it was refused."""
        path = os.path.abspath(path)
        remove_stale_temporaries(path)  # what a save killed midway left beside the file
        for panel in self.panels():
            if panel.document.path and os.path.abspath(panel.document.path) == path:
                self.tabs.setCurrentWidget(panel)
                return panel
        panel = self._open_document(path)
        if panel is not None:
            self._refresh_recent(recent_files.add_recent_file(path))
            # The work by its title, as its tab names it (the file's path is the tab's tooltip)
            self.statusBar().showMessage(self.tr("Opened %1").replace("%1", panel.document.title), 5000)
        return panel

    def open_sample(self, path: str) -> QWidget | None:
        """A sample of the gallery opens as a new document made from it: its first Save asks where to keep it,
        so the shipped sample stays as it is for the next night."""
        panel = self._open_document(os.path.abspath(path))
        if panel is not None:
            panel.document.path = None
            self._refresh_title(panel)
            self.statusBar().showMessage(self.tr("Made from the sample %1: Save asks where to keep it")
                                         .replace("%1", os.path.basename(path)), 5000)
        return panel

    def _open_document(self, path: str) -> QWidget | None:
        core = games.module_for_path(path)
        module = self._modules_by_id.get(core.id) if core else None
        if module is None:
            self.dialogs.show_open_error(path, [self.tr("Tabletop does not open this type of file; it opens %1.")
                                                .replace("%1", self._supported_files_text())])
            return None
        try:
            document = module.open_document(path)
        except DocumentError as exc:
            self.dialogs.show_open_error(path, exc.lines)
            if not os.path.exists(path):
                self._refresh_recent(recent_files.remove_recent_file(path))
            return None
        return self.add_panel(module, document)

    def open_with_dialog(self, core_id: str = "") -> QWidget | None:
        """Ask for a file (the given module's kind first) and open it."""
        path = self.dialogs.ask_open_path(self._file_filters(self._modules_by_id.get(core_id)), self._start_dir())
        return self.open_path(path) if path else None

    def new_document(self, core_id: str) -> QWidget:
        """A new document of the module; a module without files (the book) has one tab, shown again."""
        module = self._modules_by_id[core_id]
        if module.new_document is None:
            raise ValueError(f"module '{core_id}' does not create documents")
        if not module.has_files:
            for panel in self.panels():
                if self._module_of_panel[panel] is module:
                    self.tabs.setCurrentWidget(panel)
                    return panel
        return self.add_panel(module, module.new_document())

    def start_new_document(self, core_id: str) -> QWidget | None:
        """``new_document`` as the New menu asks for it: a rule file the module needs refused (a house rule with a
        value the rules cannot take) is said in a dialog, each problem in the referee's words, and nothing opens."""
        try:
            return self.new_document(core_id)
        except RuleDataError as exc:
            self.dialogs.show_rules_error(exc.source, exc.lines)
            return None

    def offer_recoveries(self) -> list[QWidget]:
        """Offer back what a session that did not close normally left unsaved; the restored panels."""
        found = [(m, item) for m in self.modules if m.find_recoverables for item in m.find_recoverables()]
        if not found:
            return []
        answer = self.dialogs.ask_restore([item for _, item in found])
        panels = []
        for module, item in found:
            if answer is RestoreAnswer.DISCARD:
                item.discard()
            elif answer is RestoreAnswer.RESTORE:
                try:
                    document = item.restore()
                except DocumentError as exc:
                    self.dialogs.show_open_error(item.source or item.name, exc.lines)
                    continue
                panels.append(self.add_panel(module, document))
                if document.problems:
                    # One's own unsaved work opens even when it no longer validates: the referee fixes it.
                    self.dialogs.show_restore_problems(document.title, document.problems)
        return panels

    def save_panel(self, panel: QWidget) -> bool:
        """Save to the document's file, asking for one if it has none; False if not saved."""
        if not panel.document.path:
            return self.save_panel_as(panel)
        return self._write(panel, panel.document.path)

    def save_panel_as(self, panel: QWidget) -> bool:
        module = self._module_of_panel[panel]
        document = panel.document
        suffix = module.core.file_suffixes[0] if module.core.file_suffixes else ""
        suggested = document.path or os.path.join(self._start_dir(), self._file_stem(document) + suffix)
        path = self.dialogs.ask_save_path(self._file_filters(module), suggested, suffix)
        if not path:
            return False
        if suffix and not any(path.lower().endswith(s) for s in module.core.file_suffixes):
            # The file must keep a suffix its module opens, or it cannot be reopened; a native dialog
            # may ignore the default suffix it was given.
            path += suffix
        return self._write(panel, path)

    def close_panel(self, panel: QWidget) -> bool:
        """Close a document's tab, asking first about unsaved changes; False if the user kept it."""
        if panel is self.home or not self._settle_changes(panel):
            return False
        self._remove_panel(panel)
        return True

    def add_panel(self, module: PanelModule, document: Document) -> QWidget:
        """Show an opened document in a new tab, made current (``tabletop render --window`` opens its file this way,
        so that a refusal is its one line and no dialog)."""
        panel = module.create_panel(document, None)
        self._module_of_panel[panel] = module
        self.undo_group.addStack(document.undo_stack)
        # Any undo step can change the title (a renamed scenario) as well as the modified mark. Bound
        # methods, not lambdas: Qt drops the connection when the window goes, before documents do.
        document.index_changed.connect(self._stack_changed)
        document.clean_changed.connect(self._stack_changed)
        self.tabs.addTab(panel, "")
        self.tabs.setCurrentWidget(panel)
        self._refresh_title(panel)
        return panel

    def _remove_panel(self, panel: QWidget) -> None:
        document = panel.document
        document.index_changed.disconnect(self._stack_changed)
        document.clean_changed.disconnect(self._stack_changed)
        self.undo_group.removeStack(document.undo_stack)
        self.tabs.removeTab(self.tabs.indexOf(panel))
        del self._module_of_panel[panel]
        panel.deleteLater()

    def _settle_changes(self, panel: QWidget) -> bool:
        """True once the document may be closed: unmodified, saved, or its changes discarded."""
        if not panel.document.is_modified:
            return True
        self.tabs.setCurrentWidget(panel)
        answer = self.dialogs.ask_save_changes(panel.document.title)
        if answer is SaveAnswer.SAVE:
            return self.save_panel(panel)
        return answer is SaveAnswer.DISCARD

    def _write(self, panel: QWidget, path: str) -> bool:
        try:
            panel.document.save(path)
        except OSError as exc:
            self.dialogs.show_error(self.tr("Cannot save"), self.tr("“%1” could not be saved: %2")
                                    .replace("%1", path).replace("%2", exc.strerror or str(exc)))
            return False
        self._refresh_title(panel)
        self._refresh_recent(recent_files.add_recent_file(path))
        self.statusBar().showMessage(self.tr("Saved %1").replace("%1", path), 5000)
        return True

    # -- titles, files, settings -------------------------------------------------------------------

    def _stack_changed(self) -> None:
        document = self.sender()  # the document relaying its stack's signal
        for panel in self.panels():
            if panel.document is document:
                self._refresh_title(panel)

    def _refresh_title(self, panel: QWidget) -> None:
        index = self.tabs.indexOf(panel)
        if index < 0:
            return
        document = panel.document
        # A tab names its work by its title, which may be long (« Gangster Paradise — une soirée d'exemple : Romain,
        # Pierre, Camille »): a long one is cut at its end, whole in the tooltip above the file's path.
        title = self.tabs.tabBar().fontMetrics().elidedText(document.title, Qt.TextElideMode.ElideRight, TAB_TITLE_PX)
        self.tabs.setTabText(index, title + ("*" if document.is_modified else ""))
        self.tabs.setTabToolTip(index, "\n".join(line for line in (document.title, document.path) if line))
        if panel is self.tabs.currentWidget():
            self._refresh_window_title()

    def _refresh_window_title(self) -> None:
        panel = self.current_panel()
        if panel is None:
            self.setWindowTitle(self.tr("Tabletop"))
            self.setWindowModified(False)
            return
        self.setWindowTitle(self.tr("%1[*] — Tabletop").replace("%1", panel.document.title))
        self.setWindowModified(panel.document.is_modified)

    def _current_changed(self) -> None:
        panel = self.current_panel()
        self.undo_group.setActiveStack(panel.document.undo_stack if panel is not None else None)
        saves = panel is not None and self._module_of_panel[panel].has_files
        for action in (self.save_action, self.save_as_action):
            action.setEnabled(saves)
        self.close_action.setEnabled(panel is not None)
        self._refresh_window_title()

    def _file_filters(self, first: PanelModule | None = None) -> list[str]:
        """Open/Save dialog filters: ``first`` module's files, then every module's, then all files."""
        ordered = ([first] if first and first.has_files else []) + [m for m in self.modules
                                                                    if m is not first and m.has_files]
        return [m.file_filter() for m in ordered] + [self.tr("All files (*)")]

    def _supported_files_text(self) -> str:
        return "; ".join(m.file_filter() for m in self.modules if m.has_files)

    @staticmethod
    def _file_stem(document: Document) -> str:
        stem = "".join(c if c.isalnum() or c in "-_" else "-" for c in document.title.lower()).strip("-")
        return stem or "untitled"

    def _start_dir(self) -> str:
        panel = self.current_panel()
        if panel is not None and panel.document.path:
            return os.path.dirname(panel.document.path)
        recent = recent_files.recent_files()
        return os.path.dirname(recent[0]) if recent else os.getcwd()

    def _refresh_recent(self, paths: list[str]) -> None:
        # The actions are made once and relabelled: an action triggered from this menu must not be
        # deleted while it is still emitting, which clearing and refilling the menu would do.
        for number, action in enumerate(self.recent_actions, start=1):
            path = paths[number - 1] if number <= len(paths) else ""
            action.setText(f"&{number % 10} {os.path.basename(path)}")
            action.setStatusTip(path)
            action.setToolTip(path)
            action.setData(path)
            action.setVisible(bool(path))
        self.clear_recent_action.setEnabled(bool(paths))
        self.recent_menu.setEnabled(bool(paths))
        self.home.set_recent_files(paths)

    def _open_recent(self) -> None:
        path = self.sender().data()
        if path:
            self.open_path(path)

    def _restore_window(self) -> None:
        settings = app_settings()
        geometry = settings.value("window/geometry")
        if not (isinstance(geometry, QByteArray) and self.restoreGeometry(geometry)):
            self.resize(DEFAULT_SIZE)
        state = settings.value("window/state")
        if isinstance(state, QByteArray):
            self.restoreState(state)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if _local_files(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        """Files dropped from a file manager open as if chosen in the Open dialog."""
        files = _local_files(event.mimeData())
        if files:
            event.acceptProposedAction()
            for path in files:
                self.open_path(path)

    def closeEvent(self, event: QCloseEvent) -> None:
        for panel in self.panels():
            if not self._settle_changes(panel):
                event.ignore()
                return
        # Every document is now saved or its changes discarded: close each as a tab close would, so
        # a panel's own clean-up (such as removing its crash-recovery file) runs on a normal quit.
        for panel in self.panels():
            self._remove_panel(panel)
        settings = app_settings()
        settings.setValue("window/geometry", self.saveGeometry())
        settings.setValue("window/state", self.saveState())
        settings.sync()
        event.accept()

    # -- actions and menus -------------------------------------------------------------------------

    def _action(self, text: str, slot: Callable[[], object], shortcut: QKeySequence.StandardKey | None = None,
                usual: str = "") -> QAction:
        """A menu action; ``usual`` is the key most Linux apps use, added where the platform's standard
        key differs (Close is Ctrl+F4 and Quit has none outside GNOME and KDE)."""
        action = QAction(text, self)
        keys = QKeySequence.keyBindings(shortcut) if shortcut is not None else []
        if usual and QKeySequence(usual) not in keys:
            keys.append(QKeySequence(usual))
        action.setShortcuts(keys)
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def _on_current(self, method: Callable[[QWidget], object]) -> None:
        panel = self.current_panel()
        if panel is not None:
            method(panel)

    def _create_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.new_actions: list[QAction] = []
        for module in self.modules:
            if module.new_document is not None:
                action = self._action(module.new_action_text(),
                                      lambda core_id=module.core_id: self.start_new_document(core_id),
                                      None if self.new_actions else keys.New)
                self.new_actions.append(action)
        self.open_action = self._action(self.tr("&Open…"), self.open_with_dialog, keys.Open)
        self.save_action = self._action(self.tr("&Save"), lambda: self._on_current(self.save_panel), keys.Save)
        self.save_as_action = self._action(self.tr("Save &As…"), lambda: self._on_current(self.save_panel_as),
                                           keys.SaveAs)
        self.close_action = self._action(self.tr("&Close"), lambda: self._on_current(self.close_panel), keys.Close,
                                         "Ctrl+W")
        self.quit_action = self._action(self.tr("&Quit"), self.close, keys.Quit, "Ctrl+Q")
        self.undo_action = self.undo_group.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcut(QKeySequence(keys.Undo))
        self.redo_action = self.undo_group.createRedoAction(self, self.tr("&Redo"))
        self.redo_action.setShortcut(QKeySequence(keys.Redo))
        self.undo_action.setProperty(HELP_NAME, self.tr("Undo"))  # its text names the step it undoes
        self.redo_action.setProperty(HELP_NAME, self.tr("Redo"))
        self.about_action = self._action(self.tr("&About Tabletop"), lambda: self.dialogs.show_about())
        self.settings_action = self._action(self.tr("&Preferences…"), self.open_settings, keys.Preferences, "Ctrl+,")
        self.help_action = self._action(self.tr("Tabletop &Help"), self.open_help, keys.HelpContents, "F1")
        self.help_window: HelpWindow | None = None

    def _create_menus(self) -> None:
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        file_menu.addActions(self.new_actions)
        file_menu.addAction(self.open_action)
        self.recent_menu = QMenu(self.tr("Open &Recent"), self)
        self.recent_actions = [QAction(self) for _ in range(recent_files.MAX_RECENT)]
        for action in self.recent_actions:
            action.triggered.connect(self._open_recent)
        self.recent_menu.addActions(self.recent_actions)
        self.recent_menu.addSeparator()
        self.clear_recent_action = self._action(
            self.tr("&Clear Menu"), lambda: self._refresh_recent(recent_files.clear_recent_files()))
        self.recent_menu.addAction(self.clear_recent_action)
        file_menu.addMenu(self.recent_menu)
        self.module_file_actions = []
        for card in self.home.cards:
            if card.module.file_actions:
                actions = card.module.file_actions(self)
                card.add_actions(actions)  # on the home page too, beside the module's New
                self.module_file_actions += actions
        if self.module_file_actions:
            file_menu.addSeparator()
            file_menu.addActions(self.module_file_actions)
        file_menu.addSeparator()
        file_menu.addActions([self.save_action, self.save_as_action])
        file_menu.addSeparator()
        file_menu.addActions([self.close_action, self.quit_action])
        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        edit_menu.addActions([self.undo_action, self.redo_action])
        settings_menu = self.menuBar().addMenu(self.tr("&Settings"))
        settings_menu.addAction(self.settings_action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        help_menu.addActions([self.help_action, self.about_action])

    def open_settings(self) -> None:
        """Settings → Preferences…; a new language is said to apply at the next start (every open panel would
        otherwise have to rebuild its texts)."""
        dialog = SettingsDialog(self)
        if dialog.exec() == QDialog.DialogCode.Accepted and dialog.language_chosen is not None:
            code = dialog.language_chosen
            self.dialogs.show_language_changed(None if code == language.SYSTEM else language.choice_label(code))

    def open_help(self) -> HelpWindow:
        """Help (F1): the shortcuts of the window, of each open tab and of the map editor (read from a map editor
        made for the purpose when none is open), and the rule of what the tab in front has in hand."""
        sections = [(self.tr("Window"), action_rows(menu_actions(self.menuBar())))]
        for panel in self.panels():
            sections.append((self.tabs.tabText(self.tabs.indexOf(panel)).rstrip("*"), widget_rows(panel)))
        map_module = self._modules_by_id.get("scenario")
        if map_module is not None and not any(self._module_of_panel[p] is map_module for p in self.panels()):
            editor = map_module.create_panel(map_module.new_document(), None)
            sections.append((self.tr("Map editor"), widget_rows(editor)))
            editor.deleteLater()
        current = self.current_panel()
        topic = current.help_topic() if current is not None and hasattr(current, "help_topic") else None
        if self.help_window is None:
            self.help_window = HelpWindow(self)
        self.help_window.show_help(sections, topic)
        self.help_window.show()
        self.help_window.raise_()
        return self.help_window


def _local_files(mime: QMimeData) -> list[str]:
    return [url.toLocalFile() for url in mime.urls() if url.isLocalFile()] if mime.hasUrls() else []
