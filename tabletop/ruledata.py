"""Rule data: TOML or JSON tables shipped in the package, validated at load against a JSON Schema.

A referee's house rules override the shipped files: a file of the same name in the folder chosen in the app's
Settings (``choose_house_rules_dir``), else named by ``TABLETOP_RULES_DIR``, else ``~/.config/tabletop/rules``, is
loaded instead. Every error names the
file and the field, so a typo in a house rule is found in seconds.
"""

from __future__ import annotations

import json
import os
import re
import tomllib
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any

import jsonschema

from tabletop.i18n import N_, _
from tabletop.jsontext import (FileProblems, JsonTextError, named, parse_json_text, read_limited, refused_at,
                               size_problem, utf8_text)
from tabletop.rule_places import RULE_PLACES
from tabletop.schema_words import (error_line, exact_place_words, first_errors, identifier_words, place_words,
                                   setting_label)

RULE_FILE_BYTES = 2 * 1024 * 1024  # the largest shipped rule file is under 100 KB


class RuleDataError(FileProblems):
    """Rule data failed to load; ``lines`` has one line per problem, naming the file and field."""


# The folder the referee chose in the app's Settings, if any; empty leaves the environment or the default in charge.
_chosen_dir: list[Path] = []


def choose_house_rules_dir(folder: str | os.PathLike[str] | None) -> None:
    """Read house rules from ``folder`` from now on (None or "": back to the environment or the default). The app
    calls it at start, before any rule table is loaded and cached."""
    _chosen_dir.clear()
    if folder:
        _chosen_dir.append(Path(folder))


def house_rules_dir() -> Path:
    if _chosen_dir:
        return _chosen_dir[0]
    configured = os.environ.get("TABLETOP_RULES_DIR")
    return Path(configured) if configured else Path.home() / ".config" / "tabletop" / "rules"


def parse_rule_text(text: str, source: str) -> Any:
    """Parse TOML or JSON by the file's ending; raise RuleDataError with the position on a syntax error."""
    try:
        if source.endswith(".toml"):
            return tomllib.loads(text)
        return parse_json_text(text)
    except tomllib.TOMLDecodeError as exc:  # tomllib's own words say where, in parentheses
        raise RuleDataError(source, [_("the file {file} is not valid TOML ({error})").format(
            file=named(source), error=exc)]) from None
    except RecursionError:
        raise RuleDataError(source, [_("the file {file} nests its values too deeply").format(
            file=named(source))]) from None
    except JsonTextError as exc:
        raise RuleDataError(source, [exc.about(source)]) from None


def validate_rule_data(data: Any, schema: dict[str, Any], source: str, rules: str = "", in_a_file: bool = True) -> None:
    """Raise RuleDataError listing every place where ``data`` breaks ``schema``, each named in the words of the rule
    file ``rules`` (by default the file ``source`` names: a house-rule file takes its shipped file's name). ``source``
    is a file, named once in each line's sentence, unless ``in_a_file`` is false: then a place said before the line
    (a play's settings, said after the play's file)."""
    try:
        too_large, errors = _known_problems(json.dumps(schema), json.dumps(data))
    except (TypeError, ValueError, RecursionError):  # data JSON cannot write (a TOML date): checked as it is, uncached
        too_large, errors = _problems(schema, data)
    rules = rules or os.path.basename(source)
    refused = size_problem(data, schema, lambda path: rule_field_words(path, rules, data)) if too_large else None
    if refused is not None:  # found again with its place in words: only for a file refused
        raise RuleDataError(source, [refused_at(source, refused.place, refused.problem, in_a_file)])
    if errors:
        raise RuleDataError(source, [error_line(source, e, lambda path: rule_field_words(path, rules, data),
                                                lambda path: rule_place_words(path, rules, data), in_a_file)
                                     for e in errors])


def _problems(schema: dict[str, Any], data: Any) -> tuple[bool, tuple[jsonschema.ValidationError, ...]]:
    """Whether a list or text of ``data`` is too long, else the schema's first errors in it (in their order)."""
    if size_problem(data, schema):  # a house-rule file is the user's: measured before the validator walks it
        return True, ()
    return False, tuple(first_errors(jsonschema.Draft202012Validator(schema), data))


@lru_cache(maxsize=256)
def _known_problems(schema_text: str, data_text: str) -> tuple[bool, tuple[jsonschema.ValidationError, ...]]:
    """``_problems`` of the schema and the data, both as JSON text: a play's settings are validated each time the
    play is set up, replayed or opened, always the same few, and the walk and jsonschema take a tenth of a second
    for a game's. The message of a list too long is written by the caller, in the language of the moment."""
    return _problems(json.loads(schema_text), json.loads(data_text))


def load_rule_file(path: str | os.PathLike[str], schema: dict[str, Any] | None = None) -> Any:
    """Load and validate one rule file from disk."""
    source = str(path)
    try:
        text = utf8_text(read_limited(path, N_("a rule file"), RULE_FILE_BYTES))
    except JsonTextError as exc:
        raise RuleDataError(source, [exc.about(source)]) from None
    data = parse_rule_text(text, source)
    if schema is not None:
        validate_rule_data(data, schema, source)
    return data


def load_package_rules(package: str, name: str, schema_name: str | None = None) -> Any:
    """Load rule file ``name`` shipped in ``package`` (or its house-rule override), validated by the
    schema file ``schema_name`` shipped beside it."""
    schema = _package_json(package, schema_name) if schema_name else None
    override = house_rules_dir() / name
    if override.is_file():
        return load_rule_file(override, schema)
    resource = resources.files(package).joinpath(name)
    source = rule_source(package, name)
    data = parse_rule_text(resource.read_text(encoding="utf-8"), source)
    if schema is not None:
        validate_rule_data(data, schema, source)
    return data


def rule_source(package: str, name: str) -> str:
    """The file the rule file ``name`` of ``package`` is read from, as a refusal names it: the referee's house rule
    when there is one, else the shipped file by its place in the package."""
    override = house_rules_dir() / name
    return str(override) if override.is_file() else f"{package.replace('.', '/')}/{name}"


def package_schema(package: str, name: str) -> dict[str, Any]:
    """The JSON Schema ``name`` shipped in ``package`` (read once)."""
    return _package_json(package, name)


@lru_cache(maxsize=None)
def _package_json(package: str, name: str) -> dict[str, Any]:
    return json.loads(resources.files(package).joinpath(name).read_text(encoding="utf-8"))


# A value of the rule data that names a choice rather than counts or quotes: shown in words (setting_value).
IDENTIFIER = re.compile(r"[a-z]+(_[a-z]+)*")
# The tables of a rule file whose entries are the referee's settings and notes (name -> value and description).
SETTING_TABLES = ("settings", "readings", "notes")


# A place in a rule file (or a play's settings) in the referee's words: a setting, a reading or a note by the words
# the UI names it with; other places by their path, as the file writes it.
RULE_FIELD_WORDS: dict[tuple[str, ...], str] = {
    ("description",): N_("the rules' description"),
    ("settings",): N_("the settings"), ("settings", "*"): N_("the setting « {label} »"),
    ("settings", "*", "value"): N_("the setting « {label} »"),
    ("settings", "*", "description"): N_("the description of the setting « {label} »"),
    ("readings",): N_("the readings"), ("readings", "*"): N_("the reading « {label} »"),
    ("readings", "*", "value"): N_("the reading « {label} »"),
    ("settings", "*", "value", "*"): N_("value {number} of the setting « {label} »"),
    ("readings", "*", "description"): N_("the description of the reading « {label} »"),
    ("readings", "*", "value", "*"): N_("value {number} of the reading « {label} »"),
    ("notes",): N_("the notes"), ("notes", "*"): N_("the note « {label} »"),
    ("notes", "*", "description"): N_("the description of the note « {label} »"),
}


def rule_field_words(path: Any, rules: str = "", data: Any = None) -> str:
    """A field of rule data (``settings.complete_clan.value``) as the referee says it: « the setting « Complete
    clan » »; a place of the rule file named ``rules`` (``narcopolis.toml``) by its table in ``tabletop.rule_places``,
    an item of a list or a map by its own name in ``data`` (``characters.booki.name``: « the name of the character
    « Booki » »)."""
    return place_words(path, rule_places(rules), None, setting_label, data)


def rule_place_words(path: Any, rules: str = "", data: Any = None) -> str | None:
    """``rule_field_words`` when the place has words of its own, else None."""
    return exact_place_words(path, rule_places(rules), None, setting_label, data)


@lru_cache(maxsize=None)
def rule_places(rules: str) -> dict[tuple[str, ...], str]:
    """The words of every place of the rule file named ``rules``, its settings, readings and notes with them."""
    return {**RULE_FIELD_WORDS, **RULE_PLACES.get(rules, {})}


def setting_value(value: Any) -> Any:
    """A setting's value as the UI shows it: an identifier (``"first_seat"``, or one in a list) in words of the
    language in use; numbers, flags and the rulebook's words (``"armes"``) as they are."""
    if isinstance(value, str) and IDENTIFIER.fullmatch(value):
        return _(identifier_words(value))
    if isinstance(value, list):
        return [setting_value(item) for item in value]
    return value
