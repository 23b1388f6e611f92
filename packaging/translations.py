"""Refresh and compile Tabletop's translations (``make translations``), or check they are complete and current.

Two catalogues, one per side of the import boundary:
- the Qt side: ``ui/translations/tabletop_<lang>.ts`` refreshed by ``pyside6-lupdate`` over every ``ui/**/*.py``,
  compiled to ``.qm`` by ``pyside6-lrelease``;
- the core: ``tabletop/locale/<lang>/LC_MESSAGES/tabletop.po`` refreshed from every ``tabletop/**/*.py`` (and the
  headless ``ui/render_cli.py``) by Babel's extractor (keywords ``_``, ``N_``, ``ngettext``), plus the rule data's
  texts the UI shows (descriptions, setting names and identifier values in words), compiled to ``.mo`` by Babel;
- the core's sentences whose words agree (``tabletop/locale/<lang>/*.ftl``, Project Fluent): written by hand in
  every language, nothing to compile; the check reads them (``ftl_problems``).

The compiled files are committed so that a checkout runs in French without a build step;
``python packaging/translations.py --check`` (and tests/test_translations.py) fails when a source string has no
translation, a translation is unfinished or fuzzy, or a compiled file is older than its source.
"""

from __future__ import annotations

import argparse
import datetime
import io
import json
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir, extract_from_file
from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po, write_po

from tabletop import sentences
from tabletop.formats import FRENCH_SPACE_ALONE, french_spacing
from tabletop.ruledata import IDENTIFIER, SETTING_TABLES
from tabletop.schema_words import identifier_words, setting_words
from tabletop.setting_fields import schema_choices

ROOT = Path(__file__).resolve().parents[1]
LANGUAGES = ("fr",)
# The source language's plural forms: English sources are written once, with the plural (« %n cards »); Qt's
# catalogue for English holds only the messages said with a count (lupdate's -pluralonly), each with its singular
# and plural, as Qt's docs advise.
PLURAL_ONLY = ("en",)
QT_DIR = ROOT / "ui" / "translations"
CORE_LOCALE = ROOT / "tabletop" / "locale"
CORE_KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2)}
# ui modules that speak through the core's catalogue: a headless command, which runs before Qt (and its
# translators) is loaded.
CORE_CATALOGUE_UI_SOURCES = ("ui/render_cli.py", "ui/table_screen/render.py", "ui/table_screen/boards/render.py",
                             "ui/table_screen/picture_file.py",
                             "ui/qt_libraries.py")
# Rule data the UI shows besides every file's ``description``s: the key, per file name, of a text written in English
# by the tool (the rulebook's French is in other keys and is shown as it is).
RULE_TEXT_KEYS = {"narcopolis.toml": ("text",)}  # the influence and event cards, whose printed text is lost
# A fixed date in the .po header, so that refreshing unchanged sources changes no file.
HEADER_DATE = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
# French typography: a no-break space (U+00A0, the one the .ftl files use) before « : ; ! ? » and inside « ».
# ``make translations`` puts it in place of an ordinary space in every French translation (tabletop.formats);
# the check also names a mark glued to the word before it (FRENCH_GLUED), which needs a person. Left alone as
# code, since nothing glued to them is followed by a space: a format spec or conversion ({x:.1f}, {v!r}), a time
# (21:40), a ratio (1:1), a URL (psycopg://), a file filter (*.txt);;, and a JSON key ("stake": "money").
FRENCH_GLUED = re.compile(r"(?<=[^\s\u00a0\u202f\"'])[:;!?](?=\s|$)"
                          r"|«(?=[^\s\u00a0\u202f])|(?<=[^\s\u00a0\u202f])»")


# One apostrophe across the app: the straight one, which 1,800 French messages used against 55 curly ones and
# the one a referee types when he searches a list; the rulebook's own quotations keep the printer's.
CURLY_APOSTROPHE = "\u2019"


def french_typeset(text: str) -> str:
    """A French translation as ``make translations`` writes it: French spacing and the straight apostrophe."""
    return french_spacing(text).replace(CURLY_APOSTROPHE, "'")


def french_typography_problems(text: str, where: str) -> list[str]:
    """One line per French typography fault of a translation: a breaking space or none before « : ; ! ? », or
    inside « »; a curly apostrophe among the straight ones."""
    if FRENCH_SPACE_ALONE.search(text):
        return [f"{where}: a breaking space before « : ; ! ? » or inside « »: {text!r}"]
    if FRENCH_GLUED.search(text):
        return [f"{where}: no space before « : ; ! ? » or inside « »: {text!r}"]
    if CURLY_APOSTROPHE in text:
        return [f"{where}: a curly apostrophe where the app writes the straight one: {text!r}"]
    return []


# The text of each translation of a .ts file, as lupdate writes it: plain or split in <numerusform>s.
TS_TRANSLATION = re.compile(r"(<translation[^>]*>)(.*?)(</translation>)", re.DOTALL)


def typeset_ts(ts: Path) -> None:
    """Put French spacing in every translation of a .ts file, by text (an XML round trip would rewrite the file
    lupdate laid out); spaces and « : ; ! ? » are never escaped in XML, and no tag holds one."""
    text = ts.read_text(encoding="utf-8")
    ts.write_text(TS_TRANSLATION.sub(lambda m: m[1] + french_typeset(m[2]) + m[3], text), encoding="utf-8")


def typeset_po(catalog: Catalog) -> None:
    """Put French spacing in every translation of a gettext catalogue."""
    for message in catalog:
        if message.id and message.string:  # an untranslated message has nothing to space
            message.string = (tuple(french_typeset(s or "") for s in message.string)
                              if isinstance(message.string, (list, tuple)) else french_typeset(message.string))


def qt_tool(name: str) -> str:
    """``pyside6-lupdate`` / ``pyside6-lrelease``: beside the running Python first (the venv), else on PATH."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6 into the environment running this script")
    return found


def qt_sources() -> list[str]:
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "ui").rglob("*.py"))


def ts_path(lang: str) -> Path:
    return QT_DIR / f"tabletop_{lang}.ts"


def po_path(lang: str) -> Path:
    return CORE_LOCALE / lang / "LC_MESSAGES" / "tabletop.po"


def run_lupdate(ts: Path, plural_only: bool = False) -> None:
    # No source locations: they would change the file whenever a line moves in any module.
    subprocess.run([qt_tool("pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "none",
                    *(["-pluralonly"] if plural_only else []), *qt_sources(), "-ts", str(ts)], cwd=ROOT, check=True)


def run_lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([qt_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], cwd=ROOT, check=True)


def core_template() -> Catalog:
    """Every message the core marks, as Babel extracts it, and the rule data's texts the UI shows."""
    template = Catalog(project="tabletop", domain="tabletop")
    for filename, lineno, message, comments, context in extract_from_dir(
            str(ROOT / "tabletop"), method_map=[("**.py", "python")], keywords=CORE_KEYWORDS):
        template.add(message, None, [(f"tabletop/{filename}", lineno)], auto_comments=comments, context=context)
    for source in CORE_CATALOGUE_UI_SOURCES:
        for lineno, message, comments, context in extract_from_file("python", str(ROOT / source),
                                                                     keywords=CORE_KEYWORDS):
            template.add(message, None, [(source, lineno)], auto_comments=comments, context=context)
    for path in sorted((ROOT / "tabletop").rglob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        keys = ("description", *RULE_TEXT_KEYS.get(path.name, ()))
        for text in [*rule_descriptions(data, keys), *setting_labels(data)]:
            template.add(text, None, [(str(path.relative_to(ROOT)), 0)])
    for path in sorted((ROOT / "tabletop").rglob("*.schema.json")):  # every value a new play's combo box offers
        schema = json.loads(path.read_text(encoding="utf-8"))
        for value in schema_choices(schema, SETTING_TABLES):
            if IDENTIFIER.fullmatch(value):
                template.add(identifier_words(value), None, [(str(path.relative_to(ROOT)), 0)])
    return template


def setting_labels(data: dict) -> list[str]:
    """The words the UI names each setting and note of a rule file by, and those of each value that is an
    identifier (``tabletop.ruledata.setting_label`` and ``setting_value``)."""
    entries = [(name, entry) for table in SETTING_TABLES if isinstance(data.get(table), dict)
               for name, entry in data[table].items() if isinstance(entry, dict) and "description" in entry]
    values = [item for _name, entry in entries
              for item in (entry.get("value") if isinstance(entry.get("value"), list) else [entry.get("value")])]
    return [*(setting_words(name) for name, _entry in entries),
            *(identifier_words(v) for v in values if isinstance(v, str) and IDENTIFIER.fullmatch(v))]


def rule_descriptions(data: object, keys: tuple[str, ...] = ("description",)) -> list[str]:
    """The texts under ``keys`` of a rule file at any depth: what the UI shows of a reading or a terrain, in
    English in the file and translated where shown (the rulebook's own French words stay in ``passage``)."""
    if isinstance(data, dict):
        found = [data[key] for key in keys if isinstance(data.get(key), str)]
        return found + [text for value in data.values() for text in rule_descriptions(value, keys)]
    if isinstance(data, list):
        return [text for value in data for text in rule_descriptions(value, keys)]
    return []


def refreshed_po(lang: str) -> Catalog:
    """The language's catalogue with the current template's messages, translations kept."""
    path = po_path(lang)
    if path.exists():
        with path.open("rb") as handle:
            catalog = read_po(handle, locale=lang)
    else:
        catalog = Catalog(locale=lang, project="tabletop", domain="tabletop")
    catalog.update(core_template(), no_fuzzy_matching=True)
    catalog.obsolete.clear()
    catalog.creation_date = catalog.revision_date = HEADER_DATE
    catalog.language_team = catalog.last_translator = "Tabletop <tabletop@localhost>"
    catalog.version = "1"
    catalog.fuzzy = False
    catalog.header_comment = f"# {lang} messages of Tabletop's core (tabletop/); refreshed by make translations."
    return catalog


def po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=120, omit_header=False, no_location=True, sort_output=True)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def update() -> None:
    """Refresh every source catalogue, then compile them."""
    QT_DIR.mkdir(parents=True, exist_ok=True)
    for lang in PLURAL_ONLY:
        ts = ts_path(lang)
        run_lupdate(ts, plural_only=True)
        run_lrelease(ts, ts.with_suffix(".qm"))
    for lang in LANGUAGES:
        ts = ts_path(lang)
        run_lupdate(ts)
        typeset_ts(ts)
        run_lrelease(ts, ts.with_suffix(".qm"))
        catalog = refreshed_po(lang)
        typeset_po(catalog)
        po = po_path(lang)
        po.parent.mkdir(parents=True, exist_ok=True)
        po.write_bytes(po_bytes(catalog))
        with po.open("rb") as handle:  # compile what was written, so the .mo matches the file exactly
            po.with_suffix(".mo").write_bytes(mo_bytes(read_po(handle, locale=lang)))


def ts_problems(ts: Path) -> list[str]:
    """Each message of a .ts file left untranslated or marked unfinished/vanished, as one line."""
    problems = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            source = message.findtext("source")
            kind = translation.get("type") if translation is not None else "missing"
            texts = [n.text for n in translation.iter("numerusform")] if translation is not None else []
            text = translation.text if translation is not None and not texts else None
            if kind or not (text or (texts and all(texts))):
                problems.append(f"{ts.name}: [{name}] {source!r} is {kind or 'untranslated'}")
    return problems


def po_problems(catalog: Catalog, name: str) -> list[str]:
    problems = []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if message.fuzzy or not all(strings):
            problems.append(f"{name}: {message.id!r} is {'fuzzy' if message.fuzzy else 'untranslated'}")
    return problems


def ts_typography_problems(ts: Path) -> list[str]:
    """Each translation of a .ts file whose French spacing is wrong (``french_typography_problems``)."""
    return [problem for (context, source, _comment), (_state, _numerus, *forms) in ts_messages(ts).items()
            for form in forms for problem in french_typography_problems(form, f"{ts.name}: [{context}] {source!r}")]


def po_typography_problems(catalog: Catalog, name: str) -> list[str]:
    """Each translation of a gettext catalogue whose French spacing is wrong (``french_typography_problems``)."""
    return [problem for message in catalog if message.id
            for string in (message.string if isinstance(message.string, tuple) else (message.string,))
            for problem in french_typography_problems(string or "", f"{name}: {message.id!r}")]


def ts_messages(ts: Path) -> dict[tuple[str, str, str], tuple[str, ...]]:
    """What a .ts file means: each message (context, source, comment) with its translation(s) and their state,
    without what lupdate writes of itself (its version, the file's layout)."""
    messages = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = () if translation is None else (
                tuple(n.text or "" for n in translation.iter("numerusform")) or (translation.text or "",))
            state = "missing" if translation is None else translation.get("type", "")
            key = (name, message.findtext("source") or "", message.findtext("comment") or "")
            messages[key] = (state, message.get("numerus", ""), *forms)
    return messages


def qm_problems(ts: Path, qm: Path) -> list[str]:
    """Each finished message of ``ts`` that the compiled ``qm`` does not translate as the .ts says (Qt's own
    QTranslator reads it, so the check holds whatever lrelease's byte layout)."""
    from PySide6.QtCore import QTranslator

    translator = QTranslator()
    if not qm.exists() or not translator.load(str(qm)):
        return [f"{qm.name} is missing: run make translations"]
    for (context, source, comment), (state, numerus, *forms) in ts_messages(ts).items():
        if state or not all(forms):
            continue
        shown = [translator.translate(context, source, comment or None, n) for n in ((1, 2) if numerus else (-1,))]
        if numerus and shown != [forms[0], forms[-1]] and "%n" not in "".join(forms):
            return [f"{qm.name} is not compiled from {ts.name}: run make translations"]
        if not numerus and shown != [forms[0]]:
            return [f"{qm.name} is not compiled from {ts.name}: run make translations"]
    return []


def catalog_messages(catalog: Catalog) -> dict[tuple[str | None, object], object]:
    """What a gettext catalogue means: each message with its translation and whether it is fuzzy, without the
    header a tool writes (Generated-By, dates)."""
    def text(value: object) -> object:  # a plural is a tuple in a .po and a list in a .mo
        return tuple(value) if isinstance(value, (list, tuple)) else value

    return {(m.context, text(m.id)): (text(m.string), m.fuzzy) for m in catalog if m.id}


def check() -> list[str]:
    """Every problem with the translations, one line each (empty when they are complete and current).

    Generated files are compared on what they mean, never byte for byte: a new release of lupdate or Babel writes
    its own name and version into them, and that must not turn the suite red."""
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        for lang in PLURAL_ONLY:
            ts = ts_path(lang)
            fresh = Path(tmp) / ts.name
            shutil.copy(ts, fresh)
            run_lupdate(fresh, plural_only=True)
            problems += ts_problems(fresh)
            if ts_messages(fresh) != ts_messages(ts):
                problems.append(f"{ts.name} is not up to date with the sources: run make translations")
            problems += qm_problems(ts, ts.with_suffix(".qm"))
        for lang in LANGUAGES:
            ts = ts_path(lang)
            fresh = Path(tmp) / ts.name
            shutil.copy(ts, fresh)
            run_lupdate(fresh)  # the sources' strings today, with the translations kept
            problems += ts_problems(fresh)
            if ts_messages(fresh) != ts_messages(ts):
                problems.append(f"{ts.name} is not up to date with the sources: run make translations")
            problems += qm_problems(ts, ts.with_suffix(".qm"))
            problems += ts_typography_problems(ts)
            po = po_path(lang)
            catalog = refreshed_po(lang)
            problems += po_problems(catalog, po.name)
            problems += po_typography_problems(catalog, po.name)
            written = read_po(io.BytesIO(_read(po)), locale=lang)
            if catalog_messages(catalog) != catalog_messages(written):
                problems.append(f"{lang}/{po.name} is not up to date with the sources: run make translations")
            elif catalog_messages(_read_mo(po.with_suffix(".mo"))) != {
                    key: (string, False) for key, (string, fuzzy) in catalog_messages(written).items()
                    if not fuzzy and all(string if isinstance(string, tuple) else (string,))}:
                problems.append(f"{lang}/tabletop.mo is not compiled from {po.name}: run make translations")
    return problems + ftl_problems()


# A sentence asked of the Fluent catalogues by its literal id: say("peur-activate", ...).
SAY_CALL = re.compile(r"""\bsay\(\s*["']([a-z0-9-]+)["']""")


def ftl_problems() -> list[str]:
    """The Fluent catalogues (``tabletop/locale/<lang>/*.ftl``, see tabletop/sentences.py): each parses, every
    message is in every language with the same variables, every id the code asks for exists, and the French puts
    a non-breaking space before « : ; ! ? »."""
    problems: list[str] = []
    per_language = {}
    for code in sentences.LANGUAGES:
        found: dict[str, frozenset[str]] = {}
        for name in sentences.FTL_FILES:
            try:
                found.update(sentences.message_variables(code, name))
            except (OSError, sentences.SentenceError) as exc:
                problems.append(f"{code}/{name}: {exc}")
        per_language[code] = found
    source, *others = sentences.LANGUAGES
    for code in others:
        for missing in sorted(per_language[source].keys() - per_language[code].keys()):
            problems.append(f"{code}: message {missing} is missing")
        for extra in sorted(per_language[code].keys() - per_language[source].keys()):
            problems.append(f"{code}: message {extra} is in no other language")
        for key in sorted(per_language[source].keys() & per_language[code].keys()):
            if per_language[source][key] != per_language[code][key]:
                problems.append(f"{code}: message {key} reads {sorted(per_language[code][key])}, "
                                f"{source} reads {sorted(per_language[source][key])}")
    for name in sentences.FTL_FILES:
        path = sentences.ftl_path("fr", name)
        for number, line in enumerate(_read(path).decode("utf-8").splitlines(), 1):
            if line.lstrip().startswith("#"):
                continue
            if sentences.LOOSE_PUNCTUATION.search(line) or FRENCH_SPACE_ALONE.search(line):
                problems.append(f"fr/{name}:{number}: a breaking space before « : ; ! ? » or inside « »: "
                                f"{line.strip()}")
            if CURLY_APOSTROPHE in line:
                problems.append(f"fr/{name}:{number}: a curly apostrophe where the app writes the straight one: "
                                f"{line.strip()}")
    for py in sorted((ROOT / "tabletop").rglob("*.py")):
        for key in SAY_CALL.findall(py.read_text(encoding="utf-8")):
            if key not in per_language[source]:
                problems.append(f"{py.relative_to(ROOT)}: message {key} is in no .ftl file")
    return problems


def _read(path: Path) -> bytes:
    return path.read_bytes() if path.exists() else b""


def _read_mo(path: Path) -> Catalog:
    return read_mo(io.BytesIO(_read(path))) if path.exists() else Catalog()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="change nothing; list what is missing or stale")
    if parser.parse_args().check:
        problems = check()
        print("\n".join(problems) or "translations complete and up to date")
        return 1 if problems else 0
    update()
    return 0


if __name__ == "__main__":
    sys.exit(main())
