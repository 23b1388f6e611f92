"""The translations: every string of the code has a finished French translation, the compiled catalogues are those
of the sources, and the command line speaks the language of its environment."""

from __future__ import annotations

import ast
import gc
import gettext
import importlib.util
import io
import json
import re
import string
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from tabletop import games, i18n
from tabletop.cli import main as cli_main

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("translations", ROOT / "packaging" / "translations.py")
translations = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(translations)


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language(None)


def test_every_string_has_a_finished_french_translation_and_the_compiled_files_are_current() -> None:
    """lupdate and Babel run over today's sources: nothing missing, unfinished or fuzzy, .qm and .mo up to date."""
    assert translations.check() == []


def test_a_tool_writing_its_own_version_into_the_catalogue_changes_nothing_it_means(tmp_path: Path) -> None:
    """A new Babel or lupdate writes its name and version (Generated-By, TS version): the check compares what the
    files mean, so only a change of a message or of its translation counts."""
    po = translations.po_path("fr")
    text = po.read_text(encoding="utf-8")
    assert "Generated-By: Babel" in text
    other_tool = re.sub(r"Generated-By: Babel [0-9.]+", "Generated-By: Babel 99.0.0", text)
    other_tool = re.sub(r'"POT-Creation-Date: [^"]*"', lambda _: '"POT-Creation-Date: 2031-05-05 05:05+0000\\n"',
                        other_tool)

    def read(text: str) -> dict:
        return translations.catalog_messages(read_po(io.BytesIO(text.encode("utf-8")), locale="fr"))

    assert read(other_tool) == read(text)
    retranslated = text.replace('msgstr "fichier introuvable"', 'msgstr "fichier perdu"', 1)
    assert retranslated != text and read(retranslated) != read(text)

    ts = translations.ts_path("fr")
    renamed = tmp_path / ts.name
    renamed.write_text(ts.read_text(encoding="utf-8").replace('<TS version="2.1"', '<TS version="9.9"', 1),
                       encoding="utf-8")
    assert translations.ts_messages(renamed) == translations.ts_messages(ts)


def test_a_compiled_catalogue_behind_its_source_is_reported(tmp_path: Path) -> None:
    """The .mo and .qm are read back for their messages: one stale translation is enough to be reported."""
    po = translations.po_path("fr")
    with po.open("rb") as handle:
        catalog = read_po(handle, locale="fr")
    assert translations.catalog_messages(translations._read_mo(po.with_suffix(".mo"))) == {
        key: (string, False) for key, (string, fuzzy) in translations.catalog_messages(catalog).items()
        if not fuzzy and all(string if isinstance(string, tuple) else (string,))}
    catalog["no such file"].string = "fichier perdu"
    stale = tmp_path / "tabletop.mo"
    stale.write_bytes(translations.mo_bytes(catalog))
    assert translations.catalog_messages(translations._read_mo(stale))[(None, "no such file")][0] == "fichier perdu"

    ts = translations.ts_path("fr")
    assert translations.qm_problems(ts, ts.with_suffix(".qm")) == []
    source = ts.read_text(encoding="utf-8")
    changed = re.sub(r"(<translation>)([^<]+)(</translation>)", r"\1\2 (ancien)\3", source, count=1)
    edited = tmp_path / ts.name
    edited.write_text(changed, encoding="utf-8")
    assert translations.qm_problems(edited, ts.with_suffix(".qm")) == [
        f"{ts.with_suffix('.qm').name} is not compiled from {ts.name}: run make translations"]


def test_an_unfinished_or_missing_qt_translation_is_reported(tmp_path: Path) -> None:
    ts = tmp_path / "x_fr.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="fr">\n'
                  "<context><name>C</name>"
                  '<message><source>Open</source><translation type="unfinished">Ouvrir</translation></message>'
                  "<message><source>Save</source><translation></translation></message>"
                  "<message><source>Quit</source><translation>Quitter</translation></message>"
                  "</context></TS>\n", encoding="utf-8")
    assert translations.ts_problems(ts) == ["x_fr.ts: [C] 'Open' is unfinished", "x_fr.ts: [C] 'Save' is untranslated"]


def test_a_fuzzy_or_missing_core_translation_is_reported() -> None:
    catalog = Catalog(locale="fr")
    catalog.add("no such file", "fichier introuvable")
    catalog.add("cannot be read", "illisible", flags=["fuzzy"])
    catalog.add("unknown field", "")
    assert translations.po_problems(catalog, "t.po") == ["t.po: 'cannot be read' is fuzzy",
                                                         "t.po: 'unknown field' is untranslated"]


def test_a_french_translation_with_a_breaking_space_before_a_colon_or_inside_guillemets_is_reported(
        tmp_path: Path) -> None:
    catalog = Catalog(locale="fr")
    catalog.add("Book: {path}", "Livre : {path}")
    catalog.add("no {name}", "pas de « {name} »")
    catalog.add("Error: {what}", "Erreur: {what}")
    catalog.add("Score: {points}", "Score\u00a0: {points}")
    catalog.add("at {hour:02d}:{minute:02d}, 1:1, {x:.1f}", "à {hour:02d}:{minute:02d}, 1:1, {x:.1f}")
    catalog.add('expected "format": "{format}"', 'il faut "format": "{format}"')
    assert translations.po_typography_problems(catalog, "t.po") == [
        "t.po: 'Book: {path}': a breaking space before « : ; ! ? » or inside « »: 'Livre : {path}'",
        "t.po: 'no {name}': a breaking space before « : ; ! ? » or inside « »: 'pas de « {name} »'",
        "t.po: 'Error: {what}': no space before « : ; ! ? » or inside « »: 'Erreur: {what}'"]
    ts = tmp_path / "x_fr.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="fr">\n'
                  "<context><name>C</name>"
                  "<message><source>Quit?</source><translation>Quitter ?</translation></message>"
                  "<message><source>Files (*.txt);;All (*)</source>"
                  "<translation>Fichiers (*.txt);;Tous (*)</translation></message>"
                  "</context></TS>\n", encoding="utf-8")
    assert translations.ts_typography_problems(ts) == [
        "x_fr.ts: [C] 'Quit?': a breaking space before « : ; ! ? » or inside « »: 'Quitter ?'"]
    translations.typeset_ts(ts)
    assert translations.ts_typography_problems(ts) == []
    assert "<translation>Quitter\u00a0?</translation>" in ts.read_text(encoding="utf-8")
    translations.typeset_po(catalog)
    assert catalog.get("no {name}").string == "pas de «\u00a0{name}\u00a0»"


def test_a_french_translation_with_a_curly_apostrophe_is_reported_and_made_straight(tmp_path: Path) -> None:
    """One apostrophe across the app (the straight one): a curly one slipped into a translation is named by the check
    and put right by ``make translations``, in the .po as in the .ts."""
    catalog = Catalog(locale="fr")
    catalog.add("the weapon", "l\u2019arme")
    catalog.add("the bank", "la banque d'en face")
    assert translations.po_typography_problems(catalog, "t.po") == [
        "t.po: 'the weapon': a curly apostrophe where the app writes the straight one: 'l\u2019arme'"]
    translations.typeset_po(catalog)
    assert catalog.get("the weapon").string == "l'arme" and translations.po_typography_problems(catalog, "t.po") == []
    ts = tmp_path / "x_fr.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="fr">\n'
                  "<context><name>C</name><message><source>It's on.</source>"
                  "<translation>C\u2019est parti.</translation></message></context></TS>\n", encoding="utf-8")
    assert translations.ts_typography_problems(ts) == [
        "x_fr.ts: [C] \"It's on.\": a curly apostrophe where the app writes the straight one: 'C\u2019est parti.'"]
    translations.typeset_ts(ts)
    assert "<translation>C'est parti.</translation>" in ts.read_text(encoding="utf-8")


def test_the_french_catalogues_and_rule_data_write_one_apostrophe() -> None:
    """The shipped French (both catalogues, the Fluent files and the rule data's labels) writes the straight
    apostrophe; only the rulebook's own quotations (the help's passages) keep the printer's curly one."""
    curly = "\u2019"
    catalogue = read_po(io.BytesIO((ROOT / "tabletop/locale/fr/LC_MESSAGES/tabletop.po").read_bytes()))
    assert [m.id for m in catalogue if m.id and curly in str(m.string)] == []
    assert curly not in (ROOT / "ui/translations/tabletop_fr.ts").read_text(encoding="utf-8")
    shipped = [p for p in sorted((ROOT / "tabletop").rglob("*")) if p.suffix in {".ftl", ".toml", ".json"}
               and p.name != "passages.toml"]
    assert len(shipped) > 30 and [p.name for p in shipped if curly in p.read_text(encoding="utf-8")] == []


def test_every_registered_module_is_named_in_french() -> None:
    """Modules registered later are covered too: their titles must be in the core's catalogue."""
    catalogue = gettext.translation(i18n.DOMAIN, str(i18n.LOCALE_DIR), languages=["fr"])._catalog
    for module in games.modules():
        for text in (module.title, module.summary, module.file_filter_name):
            assert not text or catalogue.get(text), f"{module.id}: {text!r} has no French translation"


def test_language_follows_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    assert i18n.language() == "en"
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert i18n.language() == "fr"
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")  # set and unknown: the source text, not the LANG under it
    assert i18n.language() == "en"
    monkeypatch.setenv("LANGUAGE", "fr:en")
    assert i18n.language() == "fr"
    i18n.set_language("en")
    try:
        assert i18n.language() == "en"
    finally:
        i18n.set_language(None)


def test_numbers_take_the_french_decimal_comma(french) -> None:
    assert i18n.decimal(12.5) == "12,5"
    assert i18n.decimal(0.25, ".1f") == "0,2"
    assert i18n._("no such file") == "fichier introuvable"


def test_negative_numbers_take_the_minus_sign_in_french(french) -> None:
    assert i18n.decimal(-12.5) == "\u221212,5"
    assert i18n.decimal(1e-05) == "1e-05"  # an exponent's sign is no minus
    assert i18n.Message("{mod:+d} au dé, {x:.1f} cm, {word}").format(mod=-1, x=-0.25, word="lance-roquette") == (
        "\u22121 au dé, \u22120,2 cm, lance-roquette")
    i18n.set_language("en")
    assert i18n.decimal(-12.5) == "-12.5"
    assert i18n.Message("{mod:+d}").format(mod=-1) == "-1"


@pytest.fixture
def fresh_language() -> Iterator[None]:
    """The catalogue read from the environment after the test, which read it under its own ``LANG``s."""
    yield
    i18n.set_language(None)


def test_check_speaks_french_with_a_french_lang_and_english_otherwise(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], fresh_language) -> None:
    """``LANG=fr_FR.UTF-8 tabletop check broken.geojson`` prints French lines naming the file and the field. Run in
    this process with only ``LANG`` set, as a shell would set it: a real start of the command reading its ``LANG``
    is tests/test_cli_french.py's test_the_installed_command_follows_lang."""
    broken = tmp_path / "broken.geojson"
    doc = json.loads((ROOT / "tabletop" / "samples" / "bank-job.geojson").read_text(encoding="utf-8"))
    doc["features"][0]["properties"]["floors"] = "two"
    figure = next(f for f in doc["features"] if f["geometry"]["type"] == "Point")
    figure["geometry"]["coordinates"] = [500.5, 10]
    broken.write_text(json.dumps(doc), encoding="utf-8")
    first = doc["features"][0]["properties"].get("name") or doc["features"][0]["id"]
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(ROOT)

    def check(args: list[str], lang: str) -> tuple[int, str, str]:
        monkeypatch.setenv("LANG", lang)
        i18n.set_language(None)  # the catalogue read again from the environment, as a new process reads it
        code = cli_main(["check", *args])
        out, err = capsys.readouterr()
        return code, out, err

    code, _out, err = check([str(broken)], "fr_FR.UTF-8")
    assert code == 1
    lines = err.splitlines()
    # The element by the name the referee gave it, the field in words, the point as the table measures it.
    assert f"dans «\u00a0{broken}\u00a0», l'élément «\u00a0{first}\u00a0», ses étages\u00a0: attendu un entier, reçu «\u00a0two\u00a0»" in lines
    assert any("\u00a0: le point (500,5\u00a0; 10) est hors de la table de 120 × 90 cm" in line for line in lines)

    code, _out, err = check([str(broken)], "en_US.UTF-8")
    assert code == 1
    lines = err.splitlines()
    assert f"in «\u00a0{broken}\u00a0», the element « {first} », its floors: expected an integer, got \"two\"" in lines
    assert any(": the point (500.5; 10) is off the table of 120 × 90 cm" in line for line in lines)

    assert check(["tabletop/samples/bank-job.geojson"], "fr_FR.UTF-8")[1] == "1 fichier valide\n"


Trees = Callable[[str], tuple[tuple[Path, ast.Module], ...]]


@pytest.fixture(scope="module")
def parsed() -> Iterator[Trees]:
    """Every module of a package (``ui``, ``tabletop``) parsed, once for the tests of this file that read them all, and
    let go after them: kept for the rest of a worker's run (half a million objects), the trees made each full pass of
    the garbage collector in the tests that followed twice as long."""
    trees: dict[str, tuple[tuple[Path, ast.Module], ...]] = {}

    def of(package: str) -> tuple[tuple[Path, ast.Module], ...]:
        if package not in trees:
            # The collector off while the trees grow: each of its full passes walked every node made so far, four
            # fifths of the parse's CPU (2.4 s of 3 for both packages); the trees hold no cycle it would free.
            collecting = gc.isenabled()
            gc.disable()
            try:
                trees[package] = tuple((path, ast.parse(path.read_text(encoding="utf-8")))
                                       for path in sorted((ROOT / package).rglob("*.py")))
            finally:
                # Set aside from the collector's passes while the tests walk them (a third of each walk's CPU);
                # given back to it with the trees.
                gc.freeze()
                if collecting:
                    gc.enable()
        return trees[package]

    yield of
    trees.clear()
    gc.unfreeze()


def _hidden_from_lupdate(tree: ast.AST) -> list[int]:
    """Lines where a translated string cannot be seen by lupdate: a tr() call inside an f-string, or ``x.tr(...)``
    on another object than ``self`` (lupdate files it under the variable's name)."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            lines += [inner.lineno for inner in ast.walk(node) if isinstance(inner, ast.Call)
                      and getattr(inner.func, "attr", getattr(inner.func, "id", "")) in ("tr", "translate")]
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "tr" \
                and not (isinstance(node.func.value, ast.Name) and node.func.value.id == "self"):
            lines.append(node.lineno)
    return lines


def test_every_ui_string_is_where_lupdate_finds_it(parsed: Trees) -> None:
    hidden = [f"{path.relative_to(ROOT)}:{line}" for path, tree in parsed("ui") for line in _hidden_from_lupdate(tree)]
    assert hidden == []


def test_a_string_hidden_from_lupdate_is_found() -> None:
    code = 'label = f"<b>{self.tr(\'Score\')}</b>"\nbox = page.tr("Gang")\nok = self.tr("Seat")\n'
    assert _hidden_from_lupdate(ast.parse(code)) == [1, 2]


def test_no_core_message_is_an_f_string(parsed: Trees) -> None:
    """Babel extracts literals: ``_(f"...")`` would never be translated."""
    found = [f"{path.relative_to(ROOT)}:{node.lineno}" for path, tree in parsed("tabletop") for node in ast.walk(tree)
             if isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) in ("_", "N_")
             and node.args and isinstance(node.args[0], ast.JoinedStr)]
    assert found == []


def test_every_translation_keeps_the_placeholders_of_its_source() -> None:
    """A placeholder lost or misspelt in French would raise (``{figure}``) or show a raw ``%1`` at the table."""
    with (ROOT / "tabletop" / "locale" / "fr" / "LC_MESSAGES" / "tabletop.po").open("rb") as handle:
        catalogue = read_po(handle, locale="fr")
    formatter = string.Formatter()
    wrong = []
    for message in catalogue:
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        texts = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.id and "{" in ids[0]:
            wanted = {field for _text, field, _spec, _conv in formatter.parse(ids[-1]) if field is not None}
            wrong += [text for text in texts
                      if {field for _text, field, _spec, _conv in formatter.parse(text) if field is not None} != wanted]
    for message in ET.parse(ROOT / "ui" / "translations" / "tabletop_fr.ts").getroot().iter("message"):
        wanted = set(re.findall(r"%\d|%n|\{\w+", message.findtext("source")))
        translation = message.find("translation")
        texts = [n.text for n in translation.iter("numerusform")] or [translation.text]
        wrong += [text for text in texts if set(re.findall(r"%\d|%n|\{\w+", text or "")) != wanted]
    assert wrong == []


def test_no_core_function_hides_the_translation_function(parsed: Trees) -> None:
    """``_`` bound in a function (``before, _, line = ...``) makes every ``_()`` call there fail."""
    found = []
    for path, tree in parsed("tabletop"):
        for function in ast.walk(tree):
            if not isinstance(function, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            nodes = list(ast.walk(function))
            in_comprehensions = {id(name) for comp in nodes
                                 if isinstance(comp, (ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp))
                                 for generator in comp.generators for name in ast.walk(generator.target)}
            binds = any(isinstance(n, ast.Name) and n.id == "_" and isinstance(n.ctx, ast.Store)
                        and id(n) not in in_comprehensions for n in nodes)
            calls = any(isinstance(n, ast.Call) and getattr(n.func, "id", None) == "_" for n in nodes)
            if binds and calls:
                found.append(f"{path.relative_to(ROOT)}:{function.lineno} {function.name}")
    assert found == []


def test_every_tr_helper_translates_under_the_context_lupdate_gives_it(parsed: Trees) -> None:
    """A module-level ``def tr(text)`` is called bare, ``tr("...")``, which lupdate files under the empty context:
    a helper translating under any other context would never find its translations."""
    wrong = []
    for path, tree in parsed("ui"):
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and node.name == "tr":
                contexts = [call.args[0].value for call in ast.walk(node) if isinstance(call, ast.Call)
                            and getattr(call.func, "attr", "") == "translate" and call.args
                            and isinstance(call.args[0], ast.Constant)]
                wrong += [f"{path.relative_to(ROOT)}: {context!r}" for context in contexts if context != ""]
    assert wrong == []


def test_a_french_game_log_and_its_turn_summary(french) -> None:
    """The log is written in the language in use, and the turn summary still finds each turn's lines in it."""
    from tabletop.games.peur_sur_la_ville.play import load_game
    from tabletop.games.peur_sur_la_ville.play.summary import turn_summary

    session = load_game(ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json")
    assert session.log_lines[1].startswith("Tour 1 — ")
    turn = turn_summary(session, 2)
    assert dict(turn.actions)["shoot"] == 9 and turn.out == (("Flic 4 de la Police", "KO"),)
    # The sample was saved in English (« flees 9 cm from the shots »): said again in French.
    assert turn.city[0].startswith("la ville\u00a0: Passant 1 s'éloigne de 9 cm des tirs\u00a0; Passant 2 ")
    assert turn.lines()[0] == "Résumé du tour 2"
    assert turn.lines()[1].startswith("  actions\u00a0: déplacements (21), activations (10), fins d'activation (10)")
    assert turn.lines()[2] == "  blessures\u00a0: Flic 4 de la Police (3 blessures), Flic 6 de la Police (2 blessures)"
    assert turn_summary(session, 9).lines()[2] == "  aucune blessure"


def test_every_shipped_setting_is_named_in_french_and_its_identifier_values_said_in_words(french) -> None:
    """The new-play page and the campaign's house rules show a setting by its words, not ``combat_cards_count``."""
    from tabletop.ruledata import SETTING_TABLES, setting_label, setting_value
    from tabletop.schema_words import setting_words

    untranslated = []
    for path in sorted((ROOT / "tabletop").rglob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for table in SETTING_TABLES:
            for name, entry in (data.get(table) or {}).items():
                same = setting_label(name) == setting_words(name) and name != "placement"  # French too
                if isinstance(entry, dict) and "description" in entry and same:
                    untranslated.append(f"{path.name}: {name}")
    assert untranslated == []
    assert setting_label("combat_cards_count") == "Les cartes de combat comptent"
    assert setting_label("a_house_rule_of_my_own") == "A house rule of my own"  # not shipped: its English words
    assert setting_value("first_seat") == "première place"
    assert setting_value(["recover", "stabilised"]) == ["récupère", "stabilisé"]
    assert setting_value("armes") == "armes" and setting_value(3) == 3 and setting_value(True) is True


def test_narcopolis_card_texts_are_in_the_catalogue(french) -> None:
    """Narcopolis's cards lost their printed text; the tool's English note on each is translated where shown."""
    from tabletop.games.narcopolis.rules import load_rules

    rules = load_rules()
    cards = [*rules.influence.values(), *rules.events_classic, *rules.events_furi]
    assert [card.id for card in cards if i18n._(card.text) == card.text] == []
