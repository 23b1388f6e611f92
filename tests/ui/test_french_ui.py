"""Tabletop in French: the language setting, numbers, and every window of every registered module shown in French.

The window test opens, for each module of ``ui/modules.py`` (so a module registered later is covered without a
change here), its new document and every sample file of its kind in ``tabletop/samples/``, triggers each action and button
that opens a dialog (their labels end with "…"), shows every shell dialog, and collects every text on screen. It
does so in English and in French: a text shown identically in both is still the English source, unless it is a
number, the rulebook's or a sample file's own data (gang, card and quartier names, scenario names), or one of the
few words French shares with English (``SAME_IN_FRENCH``). ``TABLETOP_FR_SHOTS=1`` saves the French screens to
``/tmp/fr-*.png`` to be looked at (only when asked: grabbing and writing them cost more than a second a run).
"""

from __future__ import annotations

import ast
import importlib.util
import json
import os
import re
import tomllib
from functools import lru_cache
from pathlib import Path
from typing import Any, Iterator

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (QAbstractButton, QApplication, QColorDialog, QDialog, QFileDialog, QGroupBox, QLabel,
                               QMessageBox, QTabWidget, QWidget)

from tabletop import games, i18n
from tests.ui.shown_texts import shown_texts
from ui.games.peur_sur_la_ville.roster_builder import RosterBuilder
from ui.modules import Recoverable, panel_modules
from ui.shell import language
from ui.shell.dialogs import SaveAnswer
from ui.shell.main_window import MainWindow
from ui.translated import localized, number

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.usefixtures("settings_dir")  # tests/ui/conftest.py
_spec = importlib.util.spec_from_file_location("translations", ROOT / "packaging" / "translations.py")
_translations = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_translations)
RULE_TEXT_KEYS = _translations.RULE_TEXT_KEYS
# Words and names a French referee reads as they are: proper names, and words spelled alike in both languages.
SAME_IN_FRENCH = {
    "Tabletop", "Camorra", "Mafia Story", "Narcopolis", "Gangster Paradise", "Peur sur la Ville", "English",
    "Français", "Modules", "Palette", "Rectangle", "Zone", "Zones", "zone", "Terrain", "Terrains", "terrain",
    "Actions", "Corruption", "Caporegime", "Caporegimes", "Table", "Format", "Orientation", "Initiative",
    "Activation", "Activations", "Score", "Police", "barricade", "Sniper", "KO", "HS", "Pistolet", "total", "Total",
    "Journal", "Type", "Position", "Soutien", "portrait", "OK", "mm", "x", "note", "Clan", "Final", "Production",
    "Transport", "Jobs", "P", "S", "Date", "Notes", "#rrggbb", "Saison", "Placement",
    "true", "false", "null",  # JSON values the referee types, shown as typed
    "Place",  # French for a seat, English for where a play was played: both shown on the book's pages
    "Shift",  # Qt writes the shortcuts in its tooltips ("Rectangle (Shift+R)") with the keys' portable names
}
_CHUNKS = re.compile(r"[\d.,;:()+×–—·/⟳⚙✖●▶›✔•♟■□?\[\]\"«»=*]+|\s-\s")


def _strings(value: Any, skip: tuple[str, ...] = ()) -> Iterator[str]:
    """Every string of ``value``, keys included, but the values under ``skip`` (texts the UI translates)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, inner in value.items():
            yield key
            if key not in skip:
                yield from _strings(inner, skip)
    elif isinstance(value, list):
        for inner in value:
            yield from _strings(inner, skip)


def translated_keys(path: Path) -> tuple[str, ...]:
    """The keys of a rule file whose texts are English and translated where shown: ``description``, and the keys
    ``packaging/translations.py`` extracts from that file."""
    return ("description", *RULE_TEXT_KEYS.get(path.name, ()))


def samples() -> dict[str, list[Path]]:
    """The sample files of each registered module, by its id."""
    found: dict[str, list[Path]] = {}
    for path in sorted(p for p in (ROOT / "tabletop" / "samples").rglob("*") if p.is_file()):
        module = games.module_for_path(str(path))
        if module is not None:
            found.setdefault(module.id, []).append(path)
    return found


def data_texts(sample_texts: bool = True) -> frozenset[str]:
    """Texts that are data, shown as the rulebook or the sample file spells them: every string of the rule data
    but its descriptions (English, translated), the sample files' names and (unless ``sample_texts`` is False) every
    string they hold. The samples are written in French for French referees: in French, an English word they hold
    is one the referee reads."""
    texts = set(SAME_IN_FRENCH)
    for path in (ROOT / "tabletop").rglob("*.toml"):
        texts.update(_strings(tomllib.loads(path.read_text(encoding="utf-8")), translated_keys(path)))
    # The rulebook's passages the core quotes (``DUEL_PASSAGE = "En cas d'égalité ..."``): French in both languages.
    for path in (ROOT / "tabletop").rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        if "PASSAGE" not in source:
            continue  # parsed only where such a name is written: parsing every module of the core took 2 s a call
        for node in ast.parse(source).body:
            if isinstance(node, ast.Assign) and any("PASSAGE" in getattr(t, "id", "") for t in node.targets):
                texts.update(_strings(ast.literal_eval(node.value)))
    for paths in samples().values():
        for path in paths:
            if sample_texts:
                texts.update(_strings(json.loads(path.read_text(encoding="utf-8"))))
            # The file's own name, as the tabs, recent files and sample choosers show it.
            texts.update({str(path), str(path.parent), path.name, path.stem.replace("-", " ").capitalize()})
    return frozenset(t.strip() for t in texts)


def is_data(text: str, data: frozenset[str]) -> bool:
    """True for a number or a text made of data pieces joined by punctuation ("Pistolet ⟳", "I (+1), VI (+1)")."""
    if text in data or os.path.isabs(text) or text in {m.id for m in games.modules()}:
        return True  # a file's path, or a module's id where the book shows the game a play belongs to
    # A work's title in its window's title (« Braquage à la Banque Centrale[*] — Tabletop »), or on its tab, cut at
    # its end (« Braquage à la Banque Centrale — Police contre… ») and marked unsaved (« …* »).
    if titled := re.fullmatch(r"(.+?)(?:\[\*\] — Tabletop|\*)", text):
        return is_data(titled.group(1), data)
    if text.endswith("…") and len(text) > 10 and any(d.startswith(text[:-1]) for d in data):
        return True
    text = re.sub(r"«[^»]*»", "", text)  # the rulebook's own words, quoted, are French in both languages
    for name in _file_names(frozenset(data)):
        text = text.replace(name, "")  # a file's path or name, wherever it appears
    pieces = [p.strip() for p in _CHUNKS.split(text)]
    if all(len(p) <= 1 or not re.search(r"[^\W\d_]", p) or p in data or p.rstrip("s") in data for p in pieces):
        return True
    words = re.findall(r"[^\W\d_]+", text)
    # Letters alone are codes (a map's business kinds "A B C D", players' initials); otherwise a sentence the rule
    # data writes in the rulebook's French from a template ("Confère 2 points de combat.").
    return all(len(word) == 1 for word in words) or all(word in rule_words() for word in words)


@lru_cache(maxsize=4)
def _file_names(data: frozenset[str]) -> tuple[str, ...]:
    """The paths and file names among the data, longest first: sorted once a set of data, not once a text (the
    French screens' texts, a few thousand, each sorted the whole set again: 9 % of this file's time)."""
    return tuple(sorted((d for d in data if "/" in d or d.endswith("json")), key=len, reverse=True))


@lru_cache(maxsize=1)
def rule_words() -> frozenset[str]:
    """Every word of the rule data's texts but those translated where shown: the rulebook's own French."""
    texts = []
    for path in (ROOT / "tabletop").rglob("*.toml"):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        texts += [t for t in _values(data, translated_keys(path))]
    return frozenset(word for text in texts for word in re.findall(r"[^\W\d_]+", text))


def _values(value: Any, skip: tuple[str, ...]) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, inner in value.items():
            if key not in skip:
                yield from _values(inner, skip)
    elif isinstance(value, list):
        for inner in value:
            yield from _values(inner, skip)


class DialogCatcher:
    """Modal dialogs return at once; what they showed is kept."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch):
        self.texts: set[str] = set()
        catcher = self

        def shown_then_closed(dialog: QDialog) -> int:
            catcher.texts |= shown_texts(dialog)
            return 0

        def static_box(icon: QMessageBox.Icon):
            def show(parent: QWidget | None, title: str, text: str, *_args: object) -> QMessageBox.StandardButton:
                box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, parent)
                shown_then_closed(box)
                box.deleteLater()
                return QMessageBox.StandardButton.Ok
            return show

        monkeypatch.setattr(QDialog, "exec", shown_then_closed)
        monkeypatch.setattr(QMessageBox, "exec", shown_then_closed)
        for name, icon in (("information", QMessageBox.Icon.Information), ("warning", QMessageBox.Icon.Warning),
                           ("critical", QMessageBox.Icon.Critical), ("about", QMessageBox.Icon.NoIcon)):
            monkeypatch.setattr(QMessageBox, name, static_box(icon))
        monkeypatch.setattr(QMessageBox, "question", static_box(QMessageBox.Icon.Question))
        monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *_a, **_k: ("", ""))
        monkeypatch.setattr(QFileDialog, "getOpenFileNames", lambda *_a, **_k: ([], ""))
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: ("", ""))
        monkeypatch.setattr(QColorDialog, "getColor", lambda *_a, **_k: QColor())

    def take(self) -> set[str]:
        texts, self.texts = self.texts, set()
        return texts


def in_language(app: QApplication, code: str):
    """A context: the app in ``code``, back to English after."""
    class Chosen:
        def __enter__(self) -> None:
            self.previous = QLocale()
            self.installed = language.apply_language(app, code)

        def __exit__(self, *_exc: object) -> None:
            for translator in self.installed:
                app.removeTranslator(translator)
                translator.setParent(None)
            QLocale.setDefault(self.previous)
            i18n.set_language(None)
    return Chosen()


def open_dialogs_of(panel: QWidget) -> None:
    """Trigger every action and press every button whose label ends with "…": each opens a dialog."""
    for widget in [panel, *panel.findChildren(QWidget)]:
        for action in widget.actions():
            if action.text().endswith("…") and action.isEnabled():
                action.trigger()
        if isinstance(widget, QAbstractButton) and widget.text().endswith("…") and widget.isEnabled():
            widget.click()


def every_screen(app: QApplication, qtbot, catcher: DialogCatcher, code: str, shots: bool = False) -> dict:
    """Texts shown by the home page, each module's new document and sample files, their dialogs and the shell's."""
    with in_language(app, code):
        window = MainWindow()
        qtbot.addWidget(window, before_close_func=lambda w: setattr(
            w.dialogs, "ask_save_changes", lambda _title: SaveAnswer.DISCARD))
        window.resize(1280, 860)
        window.show()
        screens = {"home": shown_texts(window)}
        if shots:
            window.grab().save("/tmp/fr-home.png")
        for module in panel_modules():
            opened = [(f"new-{module.core_id}", lambda m=module: window.new_document(m.core_id))] \
                if module.new_document else []
            opened += [(path.name, lambda p=path: window.open_path(str(p)))
                       for path in samples().get(module.core_id, [])]
            for name, open_panel in opened:
                panel = open_panel()
                assert panel is not None, name
                QApplication.processEvents()
                if shots:
                    window.grab().save(f"/tmp/fr-{name.removesuffix('.json').replace('.', '-')}.png")
                # The window holds this panel, its shell and the home page; the tabs opened before were read when
                # they were shown.
                screens[name] = shown_texts(window, leaving_out=[p for p in window.panels() if p is not panel])
                open_dialogs_of(panel)
                screens[name] |= catcher.take()
        # What the tabs show once others were opened after them (lists filled late, a zoom's percentages), all read
        # at once: the texts that reading the whole window at each screen found.
        screens["every-tab"] = shown_texts(window)
        builder = RosterBuilder(window)  # File → New roster…: a window of its own
        builder.show()
        builder.buy_selected()  # nothing chosen: the refusal line shows
        builder.select_item("arme-de-combat")
        screens["roster-builder"] = shown_texts(builder)
        builder.close()
        dialogs = window.dialogs
        dialogs.ask_save_changes("bank-job")
        dialogs.show_open_error("broken.geojson", [f"broken.geojson: {i18n._('no such file')}"] * 20)
        dialogs.ask_restore([Recoverable("bank-job", None, 0.0, lambda: None, lambda: None)])
        dialogs.show_about()
        window.open_settings()
        dialogs.show_language_changed(None)
        dialogs.show_language_changed("Français")
        screens["dialogs"] = catcher.take()
        return screens


def test_every_window_of_every_module_is_in_french(qapp, qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    catcher = DialogCatcher(monkeypatch)
    for module in panel_modules():
        assert module.new_document or samples().get(module.core_id), f"{module.core_id}: nothing to open"
    english = every_screen(qapp, qtbot, catcher, "en")
    french = every_screen(qapp, qtbot, catcher, "fr", shots=bool(os.environ.get("TABLETOP_FR_SHOTS")))
    data = data_texts()
    still_english = {name: sorted(t for t in french[name] & english[name] if not is_data(t, data))
                     for name in english}
    assert {name: texts for name, texts in still_english.items() if texts} == {}
    assert all(french[name] for name in english)


def test_a_screen_read_leaves_out_the_tabs_read_before_and_all_inside_them(qtbot) -> None:
    """``every_screen`` reads each tab once, when it is shown, and not again at each later screen: the tabs left out
    give none of their texts, nor do the widgets inside them, while the tab shown and the window round it do."""
    tabs = QTabWidget()
    qtbot.addWidget(tabs)
    pages = []
    for name in ("first", "second", "third"):
        page = QWidget()
        inner = QGroupBox(f"{name} box", page)
        QLabel(f"{name} label", inner)
        tabs.addTab(page, f"{name} tab")
        pages.append(page)
    read = shown_texts(tabs, leaving_out=pages[:2])
    assert {"third box", "third label", "first tab", "second tab", "third tab"} <= read
    assert not {"first box", "first label", "second box", "second label"} & read
    assert {"first label", "second label", "third label"} <= shown_texts(tabs)


def test_the_language_follows_the_system_unless_chosen() -> None:
    assert language.resolve("system", QLocale("fr_FR")) == "fr"
    assert language.resolve("system", QLocale("fr_CA")) == "fr"
    assert language.resolve("system", QLocale("de_DE")) == "en"
    assert language.resolve("en", QLocale("fr_FR")) == "en"
    assert language.resolve("fr", QLocale("en_GB")) == "fr"


def test_numbers_follow_the_language(qapp) -> None:
    assert localized("{cm:.1f} cm").format(cm=12.5) == "12.5 cm"
    with in_language(qapp, "fr"):
        assert localized("{cm:.1f} cm").format(cm=12.5) == "12,5 cm"
        assert localized("{n} of {total:g}").format(n=3, total=7.5) == "3 of 7,5"
        # Words and whole numbers alone are written as str.format writes them; a whole number given decimals, or a
        # float given none, still takes the language's mark.
        assert localized("{who}: {n} dice, {x!r}").format(who="f1", n=3, x="a") == "f1: 3 dice, 'a'"
        assert localized("{0} of {1:>4}").format("x", 12) == "x of   12"
        assert localized("{n:.1f} cm").format(n=3) == "3,0 cm"
        assert localized("{n:{w}.2f}").format(n=3, w=6) == "  3,00"
        assert localized("{x} cm").format(x=2.5) == "2,5 cm"
        assert localized("{p.real} cm").format(p=complex(2.5, 1.0)) == "2,5 cm"  # a float behind an attribute
        assert number(0.5) == "0,5"
        assert number(-0.5) == "\u22120,5"
        assert localized("{mod:+d} au dé").format(mod=-2) == "\u22122 au dé"
        assert QLocale().toString(12.5) == "12,5"
        assert i18n.language() == "fr"
    assert number(0.5) == "0.5"
    assert number(-0.5) == "-0.5"
