"""Sentences whose words agree with their arguments, each one whole message: Project Fluent, in the language in use.

A log line such as « les Skins activent Skin 9 » or « la Police s'active en premier » changes its article and its
verb with the gang; « 8 Flics » and « 1 Flic » change with the count. Gluing such a line from translated pieces in
code gave « Skins Skins agit » and « l'activation de Skins ». Here each sentence is one Fluent message
(``tabletop/locale/<language>/*.ftl``) with named arguments, written whole in each language, and its words choose
their form with Fluent's selectors: ``{ $gang_number -> [plural] … *[singular] … }`` for a gang, CLDR plural
categories (``one``/``other``) for counts.

*Why Fluent rather than gettext plurals:* gettext chooses only among plural forms of a count; a gang's gender and
number, and its article contracted with « de » (« du SWAT », « de la Police », « des Skins »), are not counts.
Fluent selects on any argument, and its French and English files are each written by someone reading only their
language. gettext keeps the texts with nothing to agree (``tabletop.i18n``), Qt's ``tr()`` the app's widgets.

A noun that agrees (a gang) keeps its grammatical forms beside its name in the rule data (``Noun``, validated by
that data's schema); ``noun_args`` spreads them into a message's arguments under the argument's name:
``gang`` is « la Police », ``gang_of`` « de la Police », ``gang_name`` « Police », ``gang_gender`` and
``gang_number`` what the selectors read. A weapon keeps one form more, after « à » (``weapon_with``: « au pistolet »,
« à la mitrailleuse », "with the pistol").
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping, Sequence

from babel import Locale
from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast

from tabletop.i18n import LANGUAGES, LOCALE_DIR, elided, language

# Figures from here on are written as Python writes them: babel rounds a number through decimal's 28 digits.
LARGEST_SHOWN = 1e15

# One file per family of messages, in every language (tests/test_sentences.py checks they match).
FTL_FILES = ("common.ftl", "peur.ftl", "peur_figures.ftl", "gangster_paradise.ftl", "mafia_story.ftl")


class SentenceError(LookupError):
    """A message id or argument the catalogue does not have: a programming error, named in one line."""


@dataclass(frozen=True, slots=True)
class Forms:
    """A noun's forms in one language: with its article (« la Police »), after « de » (« de la Police », « des
    Skins », « du SWAT »), its gender (``feminine``/``masculine``) and number (``singular``/``plural``); a tool (a
    weapon) also after « à », the way one uses it (« au pistolet », « à la mitrailleuse », "with the pistol"), and after
    a negation, without its article (« (il ne reste plus) de grenade frag », "(has) no frag grenade"), or ""."""

    the: str
    of: str
    gender: str
    number: str
    with_: str = ""
    none: str = ""


@dataclass(frozen=True, slots=True)
class Noun:
    """A name as the rulebook writes it, with its forms in every language Tabletop ships."""

    name: str
    forms: Mapping[str, Forms]

    @staticmethod
    def from_data(name: str, words: Mapping[str, Mapping[str, str]]) -> "Noun":
        """From rule data already validated by its schema: ``words = { fr = { the = …, of = …, gender = …,
        number = … }, en = { … } }``."""
        return Noun(name=name, forms={code: Forms(the=w["the"], of=w["of"], gender=w["gender"], number=w["number"],
                                                  with_=w.get("with", ""), none=w.get("none", ""))
                                     for code, w in words.items()})

    @staticmethod
    def plain(name: str) -> "Noun":
        """A name with no article (a gang of a house-rule file that gives no forms): said bare, as a singular."""
        return Noun(name=name, forms={code: Forms(the=name, of=name, gender="masculine", number="singular")
                                      for code in LANGUAGES})


# The schema of a noun's forms in rule data, shared by every file that names gangs or clans.
NOUN_WORDS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": list(LANGUAGES),
    "additionalProperties": False,
    "properties": {code: {
        "type": "object",
        "required": ["the", "of", "gender", "number"],
        "additionalProperties": False,
        "properties": {
            "the": {"type": "string", "minLength": 1},
            "of": {"type": "string", "minLength": 1},
            "gender": {"enum": ["feminine", "masculine"]},
            "number": {"enum": ["singular", "plural"]},
        },
    } for code in LANGUAGES},
}


def noun_args(key: str, noun: Noun, code: str | None = None) -> dict[str, str]:
    """The arguments a message reads for the noun passed as ``key``, in language ``code`` (the one in use);
    ``{key}_with`` and ``{key}_none`` too for a noun that has those forms (a weapon)."""
    forms = noun.forms[code or language()]
    args = {key: forms.the, f"{key}_of": forms.of, f"{key}_name": noun.name, f"{key}_gender": forms.gender,
            f"{key}_number": forms.number}
    if forms.with_:
        args[f"{key}_with"] = forms.with_
    if forms.none:
        args[f"{key}_none"] = forms.none
    return args


@functools.lru_cache(maxsize=len(LANGUAGES))
def bundle(code: str) -> FluentBundle:
    """Every message of language ``code``; no bidirectional isolation marks (the texts are left to right)."""
    ordinal_form = Locale.parse(code).ordinal_form
    # fluent.runtime has no ordinal NUMBER(type: "ordinal"): ORDINAL($rank) gives the CLDR category to select on
    # (French « 1er, 2e », English "1st, 2nd, 3rd, 4th").
    found = FluentBundle([code], use_isolating=False, functions={"ORDINAL": lambda n: ordinal_form(int(n))})
    for name in FTL_FILES:
        found.add_resource(FluentResource((LOCALE_DIR / code / name).read_text(encoding="utf-8")))
    return found


def say(message_id: str, code: str | None = None, **args: Any) -> str:
    """Message ``message_id`` in language ``code`` (the one in use) with its named arguments."""
    catalogue = bundle(code or language())
    if not catalogue.has_message(message_id):
        raise SentenceError(f"no message {message_id!r}")
    pattern = catalogue.get_message(message_id).value
    shown = {k: _argument(v) for k, v in args.items()}
    text, errors = catalogue.format_pattern(pattern, shown)
    if errors:
        raise SentenceError(f"message {message_id!r}: {errors[0]}")
    return elided(text, catalogue.locales[0])


def _argument(value: Any) -> Any:
    """A value as Fluent may take it. A value read from a file (a logged event's field) may be anything JSON holds:
    Fluent takes text and numbers; and a number beyond babel's rounding (1e300, infinity) raised decimal's
    InvalidOperation from inside Fluent, so such a figure goes as Python writes it."""
    if isinstance(value, str):
        return value
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)
    return str(value) if abs(value) >= LARGEST_SHOWN else value


def clauses(parts: Sequence[str]) -> str:
    """Whole clauses one after the other, as the language separates them (« ; » with its non-breaking space in
    French)."""
    return _separator(language()).join(parts)


def listed(items: Sequence[str]) -> str:
    """« la Police et les Skins », « la Police, les Skins et les Junkies »: words already in their form."""
    if len(items) < 2:
        return "".join(items)
    return say("list-two", first=", ".join(items[:-1]), last=items[-1])


def either(items: Sequence[str]) -> str:
    """« debout, au sol ou KO »: the choices a value may take, words already in their form."""
    if len(items) < 2:
        return "".join(items)
    return say("list-or", first=", ".join(items[:-1]), last=items[-1])


@functools.lru_cache(maxsize=len(LANGUAGES))
def _separator(code: str) -> str:
    # Asked for nearly every log line: formatted once per language.
    return say("clauses-separator", code)


def ftl_path(code: str, name: str) -> Path:
    return LOCALE_DIR / code / name


def message_variables(code: str, name: str) -> dict[str, frozenset[str]]:
    """Each message of one .ftl file with the variables it reads (for the checks that both languages agree)."""
    resource = FluentParser().parse(ftl_path(code, name).read_text(encoding="utf-8"))
    found: dict[str, frozenset[str]] = {}
    for entry in resource.body:
        if isinstance(entry, ast.Junk):
            raise SentenceError(f"{code}/{name}: {entry.annotations[0].message if entry.annotations else 'junk'}: "
                                f"{entry.content.strip()[:80]}")
        if isinstance(entry, ast.Message):
            found[entry.id.name] = frozenset(_variables(entry))
    return found


def _variables(node: Any) -> set[str]:
    """The variable names a Fluent node reads, selectors included."""
    if isinstance(node, ast.VariableReference):
        return {node.id.name}
    names: set[str] = set()
    if isinstance(node, ast.BaseNode):
        for value in vars(node).values():
            for item in value if isinstance(value, list) else [value]:
                names |= _variables(item)
    return names


# French typography the checks look for: a space that is not a non-breaking one before « : ; ! ? ».
LOOSE_PUNCTUATION = re.compile(r"[^\u00a0\u202f](?=[:;!?](\s|$))")
