"""No key, identifier or technical word on a French screen (issue 38): every module's pages are opened in French at
1366 × 768 — its new page (a card game's new-play page with every seat taken and its rule settings, the new-game
page of the live game, a new map, a new campaign), its sample files (a card game's play at its end and at its last
die, the live game, the bank's map with the Police's officer selected, and that figure's tooltip), the book's pages
— and every text they show is read: none may hold a ``snake_case`` key (``all_or_nothing``), an identifier
(``police-1``, ``income.bank``, ``role:A1:leader``, a game's id where its title belongs), a database URL
(``sqlite:////…``) or an environment variable's name, and none an English word outside the rulebook's own data.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtWidgets import QApplication, QWidget

from tabletop.book import ENV_VAR
from tests.ui.main_window import shown_main_window
from tests.ui.shown_texts import shown_texts
from tests.ui.test_french_ui import data_texts, in_language, is_data, samples
from tests.ui.test_laptop_screen import ENGLISH, _PIECES, book_of_people, foreign_words, identifiers
from tests.ui.undo_steps import undo_to_chance
from ui.book.access import book_access
from ui.modules import panel_modules
from ui.shell.main_window import MainWindow
from ui.shell.settings_dialog import SettingsDialog

SCREEN = QSize(1366, 768)
ROOT = Path(__file__).resolve().parents[2]
BANK = ROOT / "scenarios" / "bank-job.geojson"
PLAYERS = ["Ana", "Bruno", "Carla", "Djamel", "Élodie"]
# What a screen never shows: a database's URL, an environment variable's name.
TECHNICAL = (re.compile(r"\b(?:sqlite|postgresql|postgres)(?:\+\w+)?:"), re.compile(r"\bTABLETOP_[A-Z_]+\b"))
pytestmark = pytest.mark.usefixtures("settings_dir")  # tests/ui/conftest.py

# French typography a screen breaks: an ordinary space (or none) before « ; ! ? », an ordinary space before « : » or
# inside « », a hyphen where a negative number or a subtraction wants its minus sign (« −5 », « 15 − 3 »). (« P/S? », a
# Mafia Story board's mark for a face-down police or special card, is a sign, not a sentence.)
TYPOGRAPHY = (re.compile(r"[ \t](?=[:;!?»])|(?<=«)[ \t]"), re.compile(r"(?<=\w)[;!]|(?<=\w)\?(?!\s|$)"),
              re.compile(r"(?<![\w\u2212-])-(?=\d)|(?<=\d) - (?=\d)"))

# The laptop test's English words, but those French writes too (« la phase 5 »).
WORDS = ENGLISH - {"phase"}


def technical(text: str) -> list[str]:
    """The identifiers, keys, URLs and variables' names ``text`` holds."""
    return identifiers(text) + [m.group(0) for pattern in TECHNICAL for m in pattern.finditer(text)]


def typography(text: str) -> list[str]:
    """The places where French ``text`` breaks French typography, each with what surrounds it."""
    return [repr(text[max(0, m.start() - 8):m.end() + 8]) for pattern in TYPOGRAPHY for m in pattern.finditer(text)]


def english(text: str, data: set[str]) -> list[str]:
    """The English words of ``text`` that are no data of the rules or the samples (checked piece by piece: a rule's
    own words inside a French line are data)."""
    if not foreign_words(text, WORDS) or is_data(text, data):
        return []
    return [w for piece in _PIECES.split(text) if not is_data(piece, data) for w in foreign_words(piece, WORDS)]


def _settle(window: QWidget) -> None:
    QApplication.processEvents()
    QApplication.processEvents()


def module_screens(window: MainWindow, module_id: str) -> dict[str, set[str]]:
    """Each page of ``module_id`` opened in ``window``, by name, with the texts it shows."""
    screens: dict[str, set[str]] = {}

    def look(name: str, widget: QWidget, extra: tuple[str, ...] = ()) -> None:
        _settle(window)
        screens[name] = shown_texts(widget, visible_only=True) | set(extra)

    if module_id == "home":
        look("home", window)
        settings = SettingsDialog(window)
        settings.show()
        look("preferences", settings)
        settings.close()
        look("help", window.open_help())
        window.help_window.close()
        return screens
    panel = window.new_document(module_id)
    setup = getattr(panel, "setup_page", None)
    if setup is not None and hasattr(setup, "count"):  # a card game's new-play page: every seat taken
        setup.count.setValue(setup.count.maximum())
        setup.set_players(PLAYERS[:setup.count.maximum()])
    look("new", window)
    if module_id == "book":
        for index in range(panel.pages.count()):
            panel.pages.setCurrentIndex(index)
            look(f"page-{index}", window)
        return screens
    for path in samples().get(module_id, []):
        opened = window.open_path(str(path))
        look(path.name, window)
        if module_id == "scenario" and path.name == BANK.name:
            opened.scene.select_ids(["police-1"])
            look(f"{path.name}-figure", window, (opened.scene.feature_item("police-1").toolTip(),))
        session = getattr(getattr(opened, "document", None), "session", None)
        if session is not None and hasattr(session, "waits_on_chance") and module_id != "peur-game":
            undo_to_chance(opened)
            look(f"{path.name}-chance", window)
    assert module_id != "scenario" or f"{BANK.name}-figure" in screens  # the officer was selected and read
    return screens


def _modules() -> list[str]:
    return ["home", *(module.core_id for module in panel_modules())]


@pytest.fixture(scope="module")
def book_of_30(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A book of 30 plays, made once a module: each test opens a copy."""
    return book_of_people(tmp_path_factory.mktemp("visible"), 30, seed=38)


@pytest.fixture
def small_book(book_of_30: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the book of 30 plays, the one the app opens (a screen may write to it)."""
    location = Path(shutil.copy(book_of_30, tmp_path / "book.sqlite"))
    monkeypatch.setenv(ENV_VAR, str(location))
    yield location
    book_access().close()


@pytest.mark.parametrize("module_id", _modules())
def test_no_key_id_or_english_word_on_a_french_screen(qtbot, qapp: QApplication, small_book: Path,
                                                     module_id: str) -> None:
    with in_language(qapp, "fr"):
        window = shown_main_window(qtbot, SCREEN)
        screens = module_screens(window, module_id)
        data = data_texts(sample_texts=False)
        found = {name: sorted(f"{text!r}: {', '.join(problems)}" for text in texts
                              if (problems := technical(text) + english(text, data) + typography(text)))
                 for name, texts in screens.items()}
        found = {name: lines for name, lines in found.items() if lines}
        assert not found, "\n".join(f"{name}:\n  " + "\n  ".join(lines) for name, lines in found.items())
