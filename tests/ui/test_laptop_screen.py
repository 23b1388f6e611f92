"""A referee's laptop: every module's tab opened on its sample at 1366 × 768, in French and in English, and again at
1280 × 720 in French, where the panels may scroll down but nothing is cut.

Each screen (the map, the live game, each card game, the book with 500 plays, a campaign and each page of its turn
wizard, Preferences, Help, the roster builder, the recovery and End-turn dialogs) is checked for widgets cut by
their window (a visible widget outside its parent, unless it scrolls; a window or a minimum size larger than the
screen; a button, label or field narrower than its text) and for text the referee should not read: an English word
in French, a French word in English, and identifiers where the table has names (``passerby-4``, ``income.bank``,
``start_turn``, ``camorra`` for Camorra, ``role:A1:leader``).

The offscreen platform's screen is 800 × 800 unless a configuration file says otherwise
(``QT_QPA_PLATFORM=offscreen:configfile=screens.json``; its ``size=`` option does not exist), and the suite runs in
one QApplication: the sizes are checked against 1366 × 768 explicitly. Everything is opened once per language (one test
per language holds every check), and each French screen is shrunk to 1280 × 720 and checked again on the spot, so the
checks cost seconds. ``TABLETOP_LAPTOP_SHOTS=/tmp/laptop-fr`` saves the French screens to
``/tmp/laptop-fr-*.png``.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import Callable, Iterator

import pytest
import shiboken6
from PySide6.QtCore import QSettings, QSize, Qt
from PySide6.QtWidgets import (QAbstractButton, QAbstractScrollArea, QAbstractSpinBox, QApplication, QComboBox, QDialog,
                               QLabel, QLineEdit, QMessageBox, QPlainTextEdit, QScrollArea, QSizeGrip, QStyle,
                               QStyleFactory, QStyleOptionComboBox, QTabBar, QTextEdit, QWidget)

from tabletop.book import ENV_VAR, open_book
from tabletop.file_kinds import file_title
from tabletop.games.peur_sur_la_ville.campaign.setup import create_campaign
from tabletop.games.peur_sur_la_ville.play import GameSession, load_game
from tabletop.games.peur_sur_la_ville.play.summary import game_summary, pending_before, turn_summary
from tabletop.games.peur_sur_la_ville.rules import load_rules
from tabletop.games.peur_sur_la_ville.rules.labels import thing_label
from tabletop.storage.atomic import atomic_write_text
from tabletop.storage.journal import summary_text
from tests.book.builders import random_document
from tests.ui.shown_texts import shown_texts
from tests.ui.test_french_ui import _strings, data_texts, in_language, is_data, samples
from tests.ui.undo_steps import undo_to_chance
from ui.book.access import book_access
from ui.forms import ComboBox
from ui.games.peur_sur_la_ville.roster_builder import RosterBuilder
from ui.games.peur_sur_la_ville.summary_dialog import SummaryDialog, confirm_ending
from ui.modules import Recoverable
from ui.shell.dialogs import SaveAnswer
from ui.shell.main_window import MainWindow
from ui.shell.settings_dialog import SettingsDialog
from ui.table_screen.panel import TableScreenAction

# Both languages on one worker share the book of 500 plays (a module fixture), once ``--dist loadgroup`` groups again.
pytestmark = pytest.mark.xdist_group("laptop-screens")

ROOT = Path(__file__).resolve().parents[2]
SCREEN = QSize(1366, 768)
SMALL = QSize(1280, 720)  # the smaller laptops: every window fits, its panels scrolling
BANK = str(ROOT / "scenarios" / "bank-job.geojson")
SAMPLE_GAME = ROOT / "scenarios" / "games" / "bank-job.ttgame.json"
# Where the French screens are saved to be looked at (``/tmp/laptop-fr`` gives /tmp/laptop-fr-map.png...): only when
# asked, grabbing every screen costs more than checking it.
SHOTS = os.environ.get("TABLETOP_LAPTOP_SHOTS")
PEOPLE = ("Ana", "Bruno", "Carla", "Djamel", "Élodie", "Farid", "Gwen", "Hugo", "Inès", "Jules", "Katia", "Loïc",
          "Manon", "Nabil", "Océane", "Pierre", "Quentin", "Rose", "Sacha", "Théo", "Ulysse", "Vanessa", "Yanis",
          "Zoé")
PLAYS = sorted((ROOT / "scenarios" / "plays").glob("*.ttplay.json"))
PLAY_NAMES = [path.name.split(".")[0] for path in PLAYS]

# Words a French screen never holds: English words that are no French word (« on », « son », « pas » are).
ENGLISH = frozenset("""
the of and or with without from into over under between each every none nobody no yes not is are was were has have
this that which who what when then than turn turns round rounds wound wounds standing summary phase player players
game games play plays left remaining starting roster leader dead captive robberies arrests referee city civilians
killed lost recruit new chief start end roll react income bank kept events event ended by at in to for
deployment order winning streak streaks rate seat seats wins win best average month week day days hours
jan feb mar apr may jun jul aug sep dec
sample three evening classic street streets entry north south west wall parked fight fights while where officer
red white members card cards setting refused executant executants informer loses leads level holds cannot
""".split())
# Words an English screen never holds: French words that are no English word.
FRENCH = frozenset("""
le la les des du une aucun aucune aucuns est sont avec sans dans pour tour tours joueur joueurs partie parties
blessure blessures restante restantes passant passants saisir hasard lancez gardé événement événements
et ou au aux ne pas plus été fin début bande bandes résumé
""".split())
# Files named in the text (a sample's file, the book's) are not identifiers.
_FILES = re.compile(r"[\w./~-]+\.(?:geojson|json|sqlite|png|pdf|csv|ttplay|ttgame)\b")
# Nor are folders (Preferences shows the house-rules folder, whose name is the user's: a test's is random).
_FOLDERS = re.compile(r"(?<![\w.])[~]?/[^\s«»]*")
# A text's parts, each checked on its own: a rule's own French inside an English line is data.
# A colon or semicolon with French typography's no-break space before it separates pieces as an English one does.
_PIECES = re.compile(r" — |[ \u00a0]?[:;] |, |\(|\)")
_QUOTED = re.compile(r"«[^«»]*»")
IDENTIFIERS = (
    re.compile(r"\b[a-z]+(?:-[a-z]+)*-\d+\b"),  # passerby-4, employee-1, skin-1
    re.compile(r"\b[a-z]+_[a-z_]+\b"),  # start_turn, civilians_killed
    re.compile(r"\b[a-z_]{2,}\.[a-z_]{2,}\b"),  # income.bank
    re.compile(r"\b\w+:[A-Z]\d*:\w+"),  # role:A1:leader
    # A game's id where its title belongs (« … — camorra », a plays table's column).
    re.compile(r"(?<![\w/.-])(?:camorra|narcopolis|mafia-story|gangster-paradise|peur-sur-la-ville|peur-game|"
               r"peur-campaign)(?![\w.-])"),
)


def _unaccented(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c))


@lru_cache(maxsize=1)
def thing_identifiers() -> re.Pattern[str]:
    """The identifiers of what a gang owns whose rulebook name reads otherwise (``vehicule-blinde`` for « Véhicule
    blindé », ``tronconneuse``, ``hopital``): one shown is a name missed. A plain word (``obstacles``, ``bouclier``)
    is no identifier: the names and texts write it too."""
    rules = load_rules()
    ids = [name for name in (*rules.items, *rules.firearms, *rules.explosives, *rules.abilities,
                             *rules.starting_vehicles, *rules.melee_weapons, *rules.campaign["resources"])
           if "-" in name or _unaccented(label := thing_label(name, rules).lower()) == name != label]
    return re.compile(r"(?<![\w/.-])(?:" + "|".join(map(re.escape, sorted(set(ids), key=len, reverse=True)))
                      + r")(?![\w.-])")


def identifiers(text: str) -> list[str]:
    text = _FOLDERS.sub("", _FILES.sub("", text))
    return [m.group(0) for pattern in (*IDENTIFIERS, thing_identifiers()) for m in pattern.finditer(text)]


@lru_cache(maxsize=1)
def name_words() -> frozenset[str]:
    """The words of names, whatever the language: the gangs' names and titles (« Skins Leader »), and the names the
    sample files give (figures, players)."""
    rules = load_rules()
    names = [text for gang in rules.gangs.values() for text in (gang.name, *gang.titles.values())]
    for paths in samples().values():
        names += [t for p in paths for t in _strings(json.loads(p.read_text(encoding="utf-8"))) if t.count(" ") < 3]
    return frozenset(w for name in names for w in re.findall(r"[^\W\d_]+", name) if w[:1].isupper())


@lru_cache(maxsize=1)
def table_names() -> tuple[str, ...]:
    """The names the sample maps give themselves (« Braquage à la Banque Centrale »): French in both languages."""
    return tuple(sorted({name for paths in samples().values() for path in paths
                         if (name := file_title(path)) and path.suffix == ".geojson"}, key=len, reverse=True))


# The cards a French rulebook names in English, with no French name: the game's own words in French.
RULEBOOK_ENGLISH = ("drive by shooting",)


def foreign_words(text: str, words: frozenset[str]) -> list[str]:
    text = _FILES.sub("", text)
    for name in (*table_names(), *RULEBOOK_ENGLISH):
        text = text.replace(name, "")
    while _QUOTED.search(text):  # the rulebook's words, quoted (quotes in quotes too), are French in both languages
        text = _QUOTED.sub("", text)
    # A hyphenated word is one word (« drive-by », a Mafia Story card, is no English "by").
    return [w for w in re.findall(r"[^\W\d_]+(?:-[^\W\d_]+)*", text) if w.lower() in words and w not in name_words()]


def _inside_scroll_area(widget: QWidget) -> bool:
    """True for the widget a scroll area's viewport moves: it may be larger than what shows of it."""
    parent = widget.parentWidget()
    return parent is not None and isinstance(parent.parentWidget(), QAbstractScrollArea) \
        and parent is parent.parentWidget().viewport()


def _name(widget: QWidget) -> str:
    text = ""
    for getter in ("text", "title", "windowTitle", "placeholderText"):
        value = getattr(widget, getter, None)
        if callable(value):
            text = value() if isinstance(value(), str) else ""
            if text:
                break
    return f"{type(widget).__name__}({widget.objectName() or text[:40]!r})"


def _tab_scroller(widget: QWidget) -> bool:
    """True for the arrows a tab bar shows when its tabs are wider than it: Qt's own way to reach the others, laid
    out over the bar's edge on purpose (with every module's work open, each tab named by its title, the window's
    tabs need them), and for the close buttons of the tabs scrolled past the bar's edge, which go with their tabs."""
    return isinstance(widget, QAbstractButton) and isinstance(widget.parentWidget(), QTabBar)


def cut(window: QWidget, screen: QSize = SCREEN) -> list[str]:
    """What does not fit ``screen``: the window or its minimum size past it, a widget outside its parent, a text
    wider than its widget."""
    found = []
    hint = window.minimumSizeHint().expandedTo(window.minimumSize())
    if hint.width() > screen.width() or hint.height() > screen.height():
        found.append(f"needs at least {hint.width()}x{hint.height()}")
    if window.width() > screen.width() or window.height() > screen.height():
        found.append(f"is {window.width()}x{window.height()}")
    for widget in window.findChildren(QWidget):
        if not widget.isVisible() or widget.isWindow() or _inside_scroll_area(widget) or _tab_scroller(widget) \
                or isinstance(widget, QSizeGrip) or widget.objectName().startswith("qt_"):  # Qt's own parts
            continue
        parent = widget.parentWidget()
        inner = widget.widget() if isinstance(widget, QScrollArea) else None
        if inner is not None and inner.width() > widget.viewport().width() + 1:
            # Scrolling sideways hides a column or a button: a panel scrolls down, never across.
            found.append(f"{_name(widget)} holds {_name(inner)} {inner.width()} px wide in "
                         f"{widget.viewport().width()}")
        if isinstance(widget, (QTextEdit, QPlainTextEdit)) and widget.horizontalScrollBar().isVisible():
            # A text (a log, a journal, a gang's sheet) wraps its lines: read down, never across.
            found.append(f"{_name(widget)} scrolls sideways ({widget.horizontalScrollBar().maximum()} px)")
        if not parent.rect().contains(widget.geometry()):
            found.append(f"{_name(widget)} at {widget.geometry().getRect()} outside {_name(parent)} "
                         f"{parent.width()}x{parent.height()}")
        elif isinstance(widget, (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit)) or \
                (isinstance(widget, QLabel) and not widget.wordWrap() and widget.text()):
            needed = widget.minimumSizeHint()
            if widget.width() < needed.width() - 1:
                found.append(f"{_name(widget)} is {widget.width()} px wide for {needed.width()}")
    return found


def combos_cut(window: QWidget) -> list[str]:
    """The combo boxes whose list, opened, is narrower than its longest entry's text (or than the screen, its
    entries wider than that without their whole text in their tooltip), or that cut the entry chosen without
    showing it whole when hovered (``ui.forms.ComboBox`` does all)."""
    found = []
    for combo in window.findChildren(QComboBox):
        if not combo.isVisible() or not combo.count():
            continue
        view = combo.view()
        # Opened in Qt's Windows style: the tests' Fusion opens every list as wide as its entries, the desktops'
        # own styles (Windows, KDE's) as wide as the box unless the box widens it.
        own = combo.style() if combo.testAttribute(Qt.WidgetAttribute.WA_SetStyle) else None
        combo.setStyle(_desktop_style())
        combo.showPopup()
        room = view.viewport().width()
        combo.hidePopup()
        combo.setStyle(own)
        metrics = view.fontMetrics()
        longest = max(range(combo.count()), key=lambda i: metrics.horizontalAdvance(combo.itemText(i)))
        # A list as wide as the screen has no more room: its entries wider than that are whole in their tooltips.
        screen = combo.screen().availableGeometry().width()
        wanted = min(metrics.horizontalAdvance(combo.itemText(longest)), screen - 2 * view.frameWidth()
                     - view.verticalScrollBar().sizeHint().width())
        if wanted > room:
            found.append(f"{_name(combo)} opens its list {room} px wide for {combo.itemText(longest)!r}")
        cut_entries = [combo.itemText(i) for i in range(combo.count()) if metrics.horizontalAdvance(
            combo.itemText(i)) > room and combo.itemData(i, Qt.ItemDataRole.ToolTipRole) != combo.itemText(i)]
        if cut_entries:
            found.append(f"{_name(combo)} cuts {cut_entries[0]!r} without its tooltip")
        shown = combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, _combo_option(combo),
                                             QStyle.SubControl.SC_ComboBoxEditField, combo).width()
        # ui.forms.ComboBox shows the entry chosen when hovered (unless the page explains the box in its tooltip).
        if combo.fontMetrics().horizontalAdvance(combo.currentText()) > shown and not isinstance(combo, ComboBox):
            found.append(f"{_name(combo)} shows {combo.currentText()!r} in {shown} px")
    return found


@lru_cache(maxsize=1)
def _desktop_style() -> QStyle:
    style = QStyleFactory.create("Windows")
    style.setParent(QApplication.instance())  # lives as long as the application
    return style


def _combo_option(combo: QComboBox) -> QStyleOptionComboBox:
    option = QStyleOptionComboBox()
    option.initFrom(combo)
    option.editable = combo.isEditable()
    return option


def _settle() -> None:
    """The posted layouts done, and those they posted: a scroll bar that appears as a panel's content grows resizes
    the viewport, whose content is resized in the next pass (an event loop runs both before a user sees it)."""
    for _ in range(2):
        QApplication.processEvents()


class Screens:
    """Every screen opened in one language: its problems at 1366 × 768 and (when ``small``) at 1280 × 720, and its
    texts, by name."""

    def __init__(self, code: str, shots: str | None, small: bool):
        self.code = code
        self.cut: dict[str, list[str]] = {}
        self.cut_small: dict[str, list[str]] = {}
        self.texts: dict[str, set[str]] = {}
        self.shots = shots
        self.small = small

    def look(self, name: str, window: QWidget, also: QWidget | None = None) -> None:
        """Record ``window`` (already laid out at its size) under ``name``; ``also`` adds the texts of a part. With
        ``small``, the window is shrunk to 1280 × 720 (a dialog smaller than that keeps its size), checked, and
        given its size back."""
        _settle()
        self.cut[name] = cut(window) + combos_cut(window)
        self.texts[name] = shown_texts(also or window, visible_only=True) | self.texts.get(name, set())
        if self.shots:
            window.grab().save(f"{self.shots}-{name}.png")
        if self.small:
            size = window.size()
            window.resize(size.boundedTo(SMALL))
            _settle()
            self.cut_small[name] = cut(window, SMALL) + combos_cut(window)
            if self.shots:
                window.grab().save(f"{self.shots}-{name}-1280.png")
            window.resize(size)
            QApplication.processEvents()


def _shown(widget: QWidget, size: QSize | None = None) -> QWidget:
    if size is not None:
        widget.resize(size)
    widget.show()
    QApplication.processEvents()
    return widget


def _chance_step(panel: QWidget) -> None:
    """The play stepped back (undone) to the last time it waited on a die or a draw."""
    undo_to_chance(panel)
    assert panel.document.session.waits_on_chance()


def _campaign_wizard_pages(window: MainWindow, screens: Screens) -> None:
    """A campaign of the Police and the Skins on the bank, its tab, and each page of its first turn's wizard."""
    panel = window.new_document("peur-campaign")
    panel.tabs.setCurrentWidget(panel.create_page)  # a new campaign's page, a gang's row filled in
    panel.create_page.add_gang("A", "Ana")
    screens.look("campaign-create", window, panel)
    panel.choose("Saison")
    screens.look("campaign", window, panel)
    panel.tabs.setCurrentIndex(panel.tabs.indexOf(panel.sheet.parentWidget()))  # the Police's sheet and ledger
    assert panel.sheet.isVisible()
    screens.look("gang-sheet", window, panel)
    wizard = panel.open_wizard()
    sizes = set()
    for step in ("contracts", "tables", "results", "accounts", "investments", "summary"):
        QApplication.processEvents()
        sizes.add((wizard.width(), wizard.height()))
        # One header style on every page: QWizard draws a title in its header only when the page has a subtitle.
        assert wizard.currentPage().title() and wizard.currentPage().subTitle(), step
        wizard.resize(wizard.size().boundedTo(SCREEN))
        if step == "tables":
            for letter in ("A", "F"):
                wizard.tables_page.choose(letter, BANK)
            wizard.tables_page.reveal()
        if step == "results":
            wizard.results_page.record_file(BANK, str(SAMPLE_GAME))
            wizard.results_page.field("F", "wounded").add_line("F2", 1)  # a typed line the referee adds
            wizard.results_page.confirm_all()
        if step == "investments":
            spending = wizard.investments_page
            assert spending.add_investment("A", {"kind": "recruit", "count": 2}), spending.problem.text()
            # A resource and a piece of equipment: the list names them as the rulebook does (« Labo »,
            # « Grenade frag »), not by their identifiers in words.
            assert spending.add_investment("F", {"kind": "resource", "resource": "labo"}), spending.problem.text()
            assert spending.add_investment("A", {"kind": "equipment", "item": "grenade-frag", "figure": "A1"}), \
                spending.problem.text()
            assert not spending.add_investment("F", {"kind": "recruit", "count": 20})  # past the money left
            assert "bitcoins" in spending.problem.text() and "investments[" not in spending.problem.text() \
                and "investissement" not in spending.problem.text()
        screens.look(f"wizard-{step}", wizard)
        wizard.next()
    assert len(sizes) == 1, f"the wizard changes its size from page to page: {sorted(sizes)}"  # one size throughout
    wizard.reject()
    wizard.deleteLater()


def _map_editor_parts(editor: QWidget, window: MainWindow, screens: Screens, captured: list[QDialog]) -> None:
    """The map editor's tool options that hold lists (a polygon's kind, a zone's), its export dialog and the table
    screen's controls."""
    for tool in ("polygon", "zone"):
        editor.set_tool(tool)
        screens.look(f"map-{tool}", window, editor)
    editor.set_tool("select")
    editor.export_action.trigger()
    (dialog,) = captured
    screens.look("export", dialog)
    dialog.close()
    captured.clear()
    table_screen = next(a for a in editor.toolbar.actions() if isinstance(a, TableScreenAction))
    controls = table_screen.show_panel()
    QApplication.processEvents()
    screens.look("table-screen-controls", controls)
    controls.close()
    table_screen.panel.table_screen.close()


def _live_game_dialogs(window: MainWindow, screens: Screens, captured: list[QDialog]) -> None:
    """The question before ending a turn with things pending, the turn's and the game's summaries."""
    sample = load_game(SAMPLE_GAME)
    middle = next(i for i in range(1, len(sample.events)) if sample.state_at(i).turn == 2
                  and sample.state_at(i).phase == "activations" and sample.events[i - 1].kind == "end_activation")
    session = GameSession(sample.setup, sample.events[:middle])
    confirm_ending(window, QApplication.translate("GamePanel", "End the turn?"),
                   QApplication.translate("GamePanel", "Some things are still to do this turn:"),
                   pending_before(session.setup, session.state, "turn"))
    (box,) = captured
    screens.look("end-turn-question", box)
    captured.clear()
    whole = GameSession(sample.setup, sample.events)
    for name, title, lines in (
            ("turn-summary", QApplication.translate("GamePanel", "Turn %1").replace("%1", "2"),
             turn_summary(whole, 2).lines()),
            ("game-summary", QApplication.translate("GamePanel", "End of the game"), game_summary(whole).lines())):
        dialog = _shown(SummaryDialog(title, lines, window))
        screens.look(name, dialog)
        dialog.close()
        dialog.deleteLater()


def _recovery(window: MainWindow, screens: Screens, captured: list[QDialog]) -> None:
    detail = summary_text({"turn": 1, "events": 5})
    window.dialogs.ask_restore([Recoverable("bank-job", str(SAMPLE_GAME), 1_795_000_000.0, lambda: None,
                                            lambda: None, detail)])
    (box,) = captured
    screens.look("recovery", box)
    captured.clear()


def open_everything(code: str, shots: str | None, monkeypatch: pytest.MonkeyPatch) -> Screens:
    screens = Screens(code, shots, small=code == "fr")
    captured: list[QDialog] = []

    def shown_then_closed(dialog: QDialog) -> int:
        # A modal dialog is laid out and shown as it would be, kept for the checks, and answered "no".
        dialog.adjustSize()
        _shown(dialog)
        captured.append(dialog)
        return 0

    monkeypatch.setattr(QDialog, "exec", shown_then_closed)
    monkeypatch.setattr(QMessageBox, "exec", shown_then_closed)
    before = {shiboken6.getCppPointer(w)[0] for w in QApplication.topLevelWidgets()}  # see tests/ui/conftest.py
    window = MainWindow()
    window.dialogs.ask_save_changes = lambda _title: SaveAnswer.DISCARD
    try:
        _shown(window, SCREEN)
        screens.look("home", window)
        opened: list[tuple[str, Callable[[], object]]] = [
            ("map", lambda: window.open_path(BANK)), ("live-game", lambda: window.open_path(str(SAMPLE_GAME))),
            *((name, lambda p=path: window.open_path(str(p))) for name, path in zip(PLAY_NAMES, PLAYS)),
            ("book", lambda: window.new_document("book"))]
        for name, open_tab in opened:
            panel = open_tab()
            assert panel is not None, name
            screens.look(name, window, panel)
            if name == "map":
                _map_editor_parts(panel, window, screens, captured)
            if name in PLAY_NAMES:
                _chance_step(panel)
                screens.look(f"{name}-chance", window, panel)
        book = window.current_panel()
        for index in range(book.pages.count()):
            book.pages.setCurrentIndex(index)
            screens.look(f"book-{index}", window, book)
        book.campaigns.list.selectRow(0)  # the campaign's ledger
        screens.look("book-ledger", window, book)
        _campaign_wizard_pages(window, screens)
        screens.look("all-tabs", window)  # the window's minimum size holds every tab
        settings = SettingsDialog(window)
        screens.look("preferences", _shown(settings, settings.sizeHint().boundedTo(SCREEN)))
        settings.close()
        screens.look("help", _shown(window.open_help()))
        window.help_window.close()
        builder = RosterBuilder(window)
        _shown(builder)
        builder.buy_selected()
        builder.select_item("arme-de-combat")
        screens.look("roster-builder", builder)
        builder.close()
        _recovery(window, screens, captured)
        _live_game_dialogs(window, screens, captured)
    finally:
        # Every window this run opened is closed, those Qt opened on its own too (a message box shown modal by its
        # static functions): one left modal would keep the mouse from the windows of the tests after this one.
        for widget in [*captured, *(w for w in QApplication.topLevelWidgets()
                                    if shiboken6.getCppPointer(w)[0] not in before and w.isVisible())]:
            widget.close()
        window.close()
        window.deleteLater()
        QApplication.processEvents()
    return screens


def book_of_people(folder: Path, plays: int, seed: int) -> Path:
    """A SQLite book in ``folder`` of ``plays`` random plays whose players bear people's names (``PEOPLE``, words of
    neither language, so a screen test can tell them from untranslated text)."""
    location = folder / "book.sqlite"
    source = folder / "plays.json"
    document = random_document(plays, len(PEOPLE), seed=seed)
    for item in document["plays"]:
        for seat in item["players"]:
            seat["name"] = PEOPLE[int(seat["name"].split()[-1])]
    atomic_write_text(source, json.dumps(document))
    with open_book(location) as book:
        book.import_file(source)
    return location


@pytest.fixture(scope="module")
def book_of_500(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A book of 500 plays; each language adds a campaign of the Police (A) and the Skins (F) on the bank's table."""
    yield book_of_people(tmp_path_factory.mktemp("laptop"), 500, seed=26)


def open_screens(code: str, qapp: QApplication, book_of_500: Path, folders: pytest.TempPathFactory) -> Screens:
    """Every screen in ``code``, on a copy of the book of its own (the wizard writes the turn's tables to it)."""
    with pytest.MonkeyPatch.context() as monkeypatch:
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folders.mktemp("settings")))
        monkeypatch.setenv("XDG_DATA_HOME", str(folders.mktemp("data")))
        copy = shutil.copy(book_of_500, book_of_500.with_name(f"book-{code}.sqlite"))
        monkeypatch.setenv(ENV_VAR, str(copy))
        with in_language(qapp, code):
            # The ledger keeps its reasons in the language of the referee who wrote them.
            with open_book(copy) as book:
                create_campaign(book, "Saison", {"A": ("Ana", None), "F": ("Bruno", None)}, tables=[BANK])
            found = open_everything(code, SHOTS if code == "fr" else None, monkeypatch)
        book_access().close()
    return found


def report(found: dict[str, list[str]]) -> str:
    return "\n".join(f"{name}:\n  " + "\n  ".join(lines) for name, lines in found.items())


# Issue 38 §2: Peur sur la Ville's screens and the book's name a figure as the game's log does (« Flic 4 de la
# Police »), never by its campaign id (« A4 »). Elsewhere a letter and a number are words of their own: a card game's
# square (« E4 »), a paper size (« A4 »), a key (« F1 »).
FIGURE_ID = re.compile(r"\b[A-R]\d+\b")
FIGURE_SCREENS = ("book", "campaign", "wizard-", "gang-sheet", "live-game", "game-summary", "turn-summary",
                  "end-turn-question", "roster-builder")


def unwanted(texts: dict[str, set[str]], words: frozenset[str]) -> dict[str, list[str]]:
    """The texts holding an identifier or a word of ``words`` outside the data, each under the first screen that
    shows it."""
    # The samples' own texts are French: English words in them are found in French, and are data in English.
    data, seen, found = data_texts(sample_texts=words is not ENGLISH), set(), {}
    for name, shown in texts.items():
        figures = name.startswith(FIGURE_SCREENS)
        bad = sorted(t for t in shown - seen if identifiers(t) or (figures and FIGURE_ID.search(t)) or (
            foreign_words(t, words) and not is_data(t, data)
            and any(foreign_words(piece, words) and not is_data(piece, data) for piece in _PIECES.split(t))))
        seen |= shown
        if bad:
            found[name] = bad
    return found


# One test per language, every check in it: the screens are opened once per language whatever the workers. (The
# group mark above is not enough: pytest-xdist 3.8's ``--dist loadgroup`` no longer groups under pytest 9.2, whose
# node ids it can no longer mark, pytest-dev/pytest-xdist#1386; three tests of one language were opened on two workers.)
@pytest.mark.parametrize("code", ["fr", "en"])
def test_every_screen_fits_the_laptop_and_speaks_the_language(code: str, qapp: QApplication, book_of_500: Path,
                                                              tmp_path_factory: pytest.TempPathFactory) -> None:
    """Nothing cut at 1366 × 768 (and in French at 1280 × 720, the panels scrolling); no English word in French, no
    French word in English, no identifier where a name exists."""
    screens = open_screens(code, qapp, book_of_500, tmp_path_factory)
    problems = {f"{name} at 1366 × 768": found for name, found in screens.cut.items() if found}
    if code == "fr":
        assert screens.cut_small.keys() == screens.cut.keys()
        problems |= {f"{name} at 1280 × 720": found for name, found in screens.cut_small.items() if found}
    problems |= {f"{name}, its words": found
                 for name, found in unwanted(screens.texts, ENGLISH if code == "fr" else FRENCH).items()}
    assert not problems, report(problems)
