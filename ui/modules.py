"""The registry of module panels: each ``tabletop.games`` core paired with the Qt side that opens it.

One explicit registration per module, at the bottom of this file; nothing registers itself by being
imported. The shell only sees ``PanelModule`` and the ``Document`` protocol, never a game's internals.
Panel classes are imported lazily so that the home page opens without loading every module's views.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import partial
from importlib import import_module
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QWidget

from tabletop import games
from tabletop.i18n import _ as core_text  # the cores' titles are in the core's catalogue
from tabletop.scenario import Scenario, ScenarioError, Table
# The shell sees documents through these two; they live below the panels that make and raise them.
from ui.document import Document, DocumentError, ScenarioDocument

if TYPE_CHECKING:  # the map editor is imported when a scenario is first shown, not with the registry
    from ui.map.recovery import Recovery

# Labels are stored untranslated and looked up when shown, so a translator installed after import applies.
TR_CONTEXT = "ui.modules"  # QT_TRANSLATE_NOOP calls spell it out: lupdate reads literals only


@dataclass(frozen=True)
class Recoverable:
    """Unsaved work left by a session that did not close normally, as the shell offers it back."""

    name: str
    source: str | None  # the file it was edited from; None for a document never saved
    saved_at: float  # seconds since the epoch
    restore: Callable[[], Document]  # raises DocumentError; the document comes back marked modified
    discard: Callable[[], None]
    detail: str = ""  # where a game stood, e.g. "turn 3, 45 events"


@dataclass(frozen=True)
class PanelModule:
    """The Qt side of a registered core: how to open or create its documents and show them."""

    core_id: str
    open_document: Callable[[str], Document]  # raises DocumentError for any bad input
    create_panel: Callable[[Document, QWidget | None], QWidget]  # the widget keeps it as ``.document``
    new_document: Callable[[], Document] | None = None
    new_label: str = ""  # untranslated text of the File menu action, e.g. "New &scenario"
    find_recoverables: Callable[[], list[Recoverable]] | None = None
    # Extra File menu actions of the module (the book's Import and Export), made for the window.
    file_actions: Callable[[QMainWindow], list[QAction]] | None = None
    # A small picture (PNG bytes) of a file's table for the home page's gallery, ``width`` pixels wide; None when
    # the file cannot be read. Modules whose files hold no table have none.
    thumbnail: Callable[[str, int], bytes | None] | None = None

    @property
    def core(self) -> games.GameModule:
        return games.get(self.core_id)

    @property
    def has_files(self) -> bool:
        """False for a module that keeps no files of its own (the book): one tab, never saved."""
        return bool(self.core.file_suffixes)

    def new_action_text(self) -> str:
        return QCoreApplication.translate(TR_CONTEXT, self.new_label)

    def title(self) -> str:
        return core_text(self.core.title)

    def summary(self) -> str:
        return core_text(self.core.summary)

    def file_filter(self) -> str:
        """The Open/Save dialog filter, e.g. "Scenario maps (*.geojson *.scenario.json)"."""
        name = core_text(self.core.file_filter_name) if \
            self.core.file_filter_name else self.title()
        return f"{name} ({' '.join('*' + s for s in self.core.file_suffixes)})"


_PANELS: dict[str, PanelModule] = {}


def register_panel(module: PanelModule) -> None:
    """Pair a registered core with its panel; each core gets at most one."""
    games.get(module.core_id)  # a KeyError here means the core was never registered
    if module.core_id in _PANELS:
        raise ValueError(f"panel for module '{module.core_id}' is registered twice")
    _PANELS[module.core_id] = module


def panel_modules() -> list[PanelModule]:
    """The registered panels in the order of the core registry."""
    return [_PANELS[m.id] for m in games.modules() if m.id in _PANELS]


def _open_scenario(path: str) -> Document:
    try:
        return ScenarioDocument.open(path)
    except ScenarioError as exc:
        raise DocumentError(exc.lines, exc) from None


def _new_scenario() -> Document:
    # 120 x 90 cm is the table of the sample scenarios; the referee changes it in the map editor.
    return ScenarioDocument(Scenario(name="", table=Table(120.0, 90.0)))


def _table_thumbnail(scenario: Scenario, source: str, width: int) -> bytes:
    from PySide6.QtCore import QSize

    from ui.export.image import png_bytes, table_image
    from ui.map.scene import ScenarioScene

    scene = ScenarioScene(ScenarioDocument(scenario, source))
    table = scene.table_rect
    height = max(1, round(width * table.height() / table.width()))
    return png_bytes(table_image(scene, QSize(width, height), labels=False))  # labels would cover it


def _scenario_thumbnail(path: str, width: int) -> bytes | None:
    from tabletop.scenario import load_scenario

    try:
        return _table_thumbnail(load_scenario(path), path, width)
    except ScenarioError:
        return None


def _scenario_recoverables() -> list[Recoverable]:
    from ui.map import recovery

    return [Recoverable(found.name, found.source, found.saved_at, partial(_restore_scenario, found),
                        partial(recovery.discard_recovery, found))
            for found in recovery.pending_recoveries()]


def _restore_scenario(found: Recovery) -> Document:
    from ui.map import recovery

    try:
        return recovery.restore_document(found)
    except ScenarioError as exc:
        raise DocumentError(exc.lines, exc) from None


def _scenario_panel(document: Document, parent: QWidget | None) -> QWidget:
    from ui.map.editor import MapEditor
    from ui.map.overlays import OverlayController

    from ui.forms import first_in_toolbar
    from ui.table_screen.map_source import MapTableSource
    from ui.table_screen.panel import attach_table_screen

    editor = MapEditor(document, parent)
    # The referee's measurements (range rings, sight, reach, ruler and templates) attach from outside,
    # so the editor itself stays free of the game's rules; the controller is the editor's child.
    overlays = OverlayController(editor)
    # So does the table screen: it shows the editor's scene and overlays, and the editor need not know it.
    action = attach_table_screen(editor, MapTableSource(editor, overlays), editor.toolbar, editor.view_menu)
    first_in_toolbar(editor.toolbar, action)
    return editor


register_panel(PanelModule(core_id="scenario", open_document=_open_scenario, create_panel=_scenario_panel,
                           new_document=_new_scenario, new_label=QT_TRANSLATE_NOOP("ui.modules", "New &scenario"),
                           find_recoverables=_scenario_recoverables, thumbnail=_scenario_thumbnail))


def _open_game(path: str) -> Document:
    from ui.games.peur_sur_la_ville.document import GameDocument

    return GameDocument.open(path)  # DocumentError with one line per problem


def _new_game() -> Document:
    from ui.games.peur_sur_la_ville.document import GameDocument

    # The tab opens on the set-up page (scenario, gangs, rosters, seed): no modal dialog to cancel.
    return GameDocument()


def _journal_recoverables(kind: str, restore: Callable[..., Document]) -> list[Recoverable]:
    """The live games of ``kind`` a crashed session left in its journals (``ui/journal.py``)."""
    from ui import journal

    return [Recoverable(found.name, found.source, found.saved_at, partial(journal.restore_journal, found.file, restore),
                        partial(journal.discard_journal, found.file), found.detail)
            for found in journal.pending_journals(kind)]


def _game_recoverables() -> list[Recoverable]:
    from ui.games.peur_sur_la_ville.document import JOURNAL_KIND, GameDocument

    return _journal_recoverables(JOURNAL_KIND, GameDocument.from_journal)


def _game_panel(document: Document, parent: QWidget | None) -> QWidget:
    from ui.games.peur_sur_la_ville.panel import GamePanel

    return GamePanel(document, parent)


def _game_thumbnail(path: str, width: int) -> bytes | None:
    from tabletop.games.peur_sur_la_ville.play.gamefile import GameFileError, load_game

    try:
        return _table_thumbnail(load_game(path).setup.scenario, path, width)
    except GameFileError:
        return None


def _game_file_actions(window: QMainWindow) -> list[QAction]:
    from ui.games.peur_sur_la_ville.roster_builder import roster_actions

    return roster_actions(window)


def _no_book_file(path: str) -> Document:
    raise DocumentError([f"{path}: the book and its campaigns open from their tabs, not from a file"])


def _new_campaigns() -> Document:
    from ui.book.access import chosen_location
    from ui.games.peur_sur_la_ville.campaign.document import CampaignDocument

    # The campaigns live in the book chosen in Book location… (or TABLETOP_BOOK); the tab offers its campaigns
    # and a new one.
    return CampaignDocument.open(chosen_location())


def _campaign_panel(document: Document, parent: QWidget | None) -> QWidget:
    from ui.games.peur_sur_la_ville.campaign.panel import CampaignPanel

    return CampaignPanel(document, parent)


register_panel(PanelModule(core_id="peur-campaign", open_document=_no_book_file, create_panel=_campaign_panel,
                           new_document=_new_campaigns, new_label=QT_TRANSLATE_NOOP("ui.modules", "New &campaign")))


register_panel(PanelModule(core_id="peur-game", open_document=_open_game, create_panel=_game_panel,
                           new_document=_new_game, new_label=QT_TRANSLATE_NOOP("ui.modules", "New &game"),
                           find_recoverables=_game_recoverables, file_actions=_game_file_actions,
                           thumbnail=_game_thumbnail))


# --- card-game plays: the generic tracker, filled in by each game's GameView (ui/games/tracker/game_view.py) ---

def _game_view(view_path: str):
    module_name, class_name = view_path.split(":")
    return getattr(import_module(module_name), class_name)()


def _open_play(path: str) -> Document:
    from ui.games.tracker.document import PlayDocument

    return PlayDocument.open(path)  # DocumentError with one line per problem


def _new_play(core_id: str) -> Document:
    from ui.games.tracker.document import PlayDocument

    # The tab opens on the new-play page (players, seed, the rules in force): no modal dialog to cancel.
    return PlayDocument(games.game_core(core_id))


def _play_panel(view_path: str, document: Document, parent: QWidget | None) -> QWidget:
    from ui.games.tracker.panel import TrackerPanel

    return TrackerPanel(document, _game_view(view_path), parent)


def _play_recoverables(core_id: str) -> list[Recoverable]:
    from ui.games.tracker.document import PlayDocument

    return _journal_recoverables(core_id, PlayDocument.from_journal)


def play_panel(core_id: str, view_path: str, new_label: str) -> PanelModule:
    """The panel of a card game tracked as plays: the shared tracker with the game's ``GameView``, named
    "module:Class" so that it is imported only when a play is shown."""
    return PanelModule(core_id=core_id, open_document=_open_play, create_panel=partial(_play_panel, view_path),
                       new_document=partial(_new_play, core_id), new_label=new_label,
                       find_recoverables=partial(_play_recoverables, core_id))


register_panel(play_panel("camorra", "ui.games.camorra.view:CamorraView",
                          QT_TRANSLATE_NOOP("ui.modules", "New &Camorra play")))
register_panel(play_panel("narcopolis", "ui.games.narcopolis.view:NarcopolisView",
                          QT_TRANSLATE_NOOP("ui.modules", "New &Narcopolis play")))
register_panel(play_panel("mafia-story", "ui.games.mafia_story.view:MafiaStoryView",
                          QT_TRANSLATE_NOOP("ui.modules", "New &Mafia Story play")))
register_panel(play_panel("gangster-paradise", "ui.games.gangster_paradise.view:GangsterParadiseView",
                          QT_TRANSLATE_NOOP("ui.modules", "New &Gangster Paradise play")))


# --- the book: one tab over the book chosen in Book location… (ui/book/access.py), no files of its own ---

def _book_document() -> Document:
    from ui.book.document import BookDocument

    return BookDocument()


def _book_panel(document: Document, parent: QWidget | None) -> QWidget:
    from ui.book.panel import BookPanel

    return BookPanel(document, parent)


def _book_file_actions(window: QMainWindow) -> list[QAction]:
    from ui.book.transfer import book_file_actions

    return book_file_actions(window)


register_panel(PanelModule(core_id="book", open_document=_no_book_file, create_panel=_book_panel,
                           new_document=_book_document, new_label=QT_TRANSLATE_NOOP("ui.modules", "Open the &book"),
                           file_actions=_book_file_actions))
