"""Plain-words descriptions of JSON Schema errors, shared by scenario files and rule data."""

from __future__ import annotations

import itertools
import json
from typing import Any, Callable, Mapping

import jsonschema

from tabletop.i18n import N_, _, decimal, grouped, ngettext
from tabletop.jsontext import Inside, named, quoted, refused_at, typed

_TYPE_WORDS = {"integer": N_("an integer"), "number": N_("a number"), "string": N_("a string"),
               "object": N_("an object"), "array": N_("a list"), "boolean": N_("true or false"), "null": "null"}
MAX_ERRORS = 20  # a refusal lists at most this many schema errors
_BOUNDS = {"minimum": "≥", "maximum": "≤", "exclusiveMinimum": ">", "exclusiveMaximum": "<"}


def describe_value(value: Any) -> str:
    """A short rendering of a found value for an error line: a text, number, true, false or null as ``quoted`` says
    it (« « x » », « −3 », « 2,5 », « vrai » in French), a list or an object by its start."""
    if isinstance(value, str) and len(value) > 40:
        return quoted(value[:39] + "…")
    if not isinstance(value, (dict, list)):
        return quoted(value)
    text = json.dumps(value, ensure_ascii=False)
    if len(text) > 40:
        text = text[:37] + "..."
    if isinstance(value, dict):
        return _("object {text}").format(text=text)
    return _("list {text}").format(text=text)


def expectation(error: jsonschema.ValidationError) -> str:
    """What the schema expected at the error's place, and what it found, in plain words."""
    kind, expected, got = error.validator, error.validator_value, error.instance
    if kind == "required":
        return _("missing required field '{name}'").format(name=missing_field(error))
    if kind == "additionalProperties" and isinstance(got, dict):
        allowed = set(error.schema.get("properties", {}))
        extra = sorted(k for k in got if k not in allowed)
        return ngettext("unknown field {names}", "unknown fields {names}", len(extra)).format(
            names=", ".join(typed(k) for k in extra))
    if kind == "type":
        types = [expected] if isinstance(expected, str) else expected
        wanted = _(" or ").join(_(_TYPE_WORDS.get(t, t)) for t in types)
        return _("expected {wanted}, got {got}").format(wanted=wanted, got=describe_value(got))
    if kind == "enum":
        return _("expected one of {values}, got {got}").format(
            values=", ".join(describe_value(v) for v in expected), got=describe_value(got))
    if kind == "const":
        return _("expected {wanted}, got {got}").format(wanted=describe_value(expected), got=describe_value(got))
    if kind == "pattern" and expected == "^[A-R]$":
        return _("expected a gang letter from A to R, got {got}").format(got=describe_value(got))
    if kind == "pattern":
        return _("expected text matching {pattern}, got {got}").format(pattern=expected, got=describe_value(got))
    if kind in _BOUNDS:
        # A whole bound grouped by thousands as the language writes it (« 10 000 »), the others with its decimal mark.
        limit = grouped(expected) if isinstance(expected, int) and not isinstance(expected, bool) else decimal(expected)
        return _("expected a number {bound} {limit}, got {got}").format(bound=_BOUNDS[kind], limit=limit,
                                                                          got=describe_value(got))
    if kind == "minItems":
        return _("expected at least {count} items, got {found}").format(count=expected, found=len(got))
    if kind == "maxItems":
        return _("expected at most {count} items, got {found}").format(count=expected, found=len(got))
    if kind == "minLength":
        return _("expected a non-empty string")
    return error.message if len(error.message) <= 200 else error.message[:199] + "…"  # it quotes the value whole


_JSON_TYPES = {bool: "boolean", int: "integer", float: "number", str: "string", list: "array", dict: "object"}


def type_words(value: Any) -> str:
    """The kind of value ``value`` is, in the words a schema's refusal gives a type (« un nombre entier »)."""
    kind = _JSON_TYPES.get(type(value), "null")
    return _(_TYPE_WORDS[kind])


def missing_field(error: jsonschema.ValidationError) -> Any:
    """The field a ``required`` error misses: jsonschema reports each missing field as its own error, naming it first
    in the message."""
    expected, got = error.validator_value, error.instance
    missing = [name for name in expected if isinstance(got, dict) and name not in got]
    named = next((name for name in missing if error.message.startswith(repr(name))), None)
    return named or (missing[0] if missing else expected)


def first_errors(validator: jsonschema.protocols.Validator, doc: Any) -> list[jsonschema.ValidationError]:
    """The validator's first ``MAX_ERRORS`` errors on ``doc``, in the file's order: a file wrong in every one of
    its 100,000 log events is refused as fast as a file wrong once, and its refusal stays readable."""
    return sorted(itertools.islice(validator.iter_errors(doc), MAX_ERRORS),
                  key=lambda e: [str(p) for p in e.absolute_path])


def dotted(path: Any) -> str:
    return ".".join(str(p) for p in path)


# A field of a play file or a game file in the referee's words, by its path with every list index and every key the
# file chooses (a gang's letter, a figure's id, a setting's name) written "*": {number} is the first index counted from
# 1, {key} and {key2} the keys chosen. A field deeper than any listed is its nearest listed place, then the rest of its
# path as the file writes it.
FILE_FIELD_WORDS: dict[tuple[str, ...], str] = {
    ("format",): N_("the file's format"), ("version",): N_("the file's version"), ("game",): N_("the game"),
    ("name",): N_("the name"), ("seed",): N_("the seed"), ("book_play_id",): N_("the play's number in the book"),
    ("settings",): N_("the settings"), ("settings", "*"): N_("the setting « {label} »"),
    ("settings", "*", "*"): N_("value {number} of the setting « {label} »"),
    ("settings", "turn_limit"): N_("the game's turn limit"),
    ("settings", "garde_nationale"): N_("whether the campaign sent the Garde Nationale"),
    ("settings", "deploy_order"): N_("the deployment order"),
    ("settings", "deploy_order", "*"): N_("gang {number} of the deployment order"),
    ("options",): N_("the set-up choices"), ("options", "*"): N_("the set-up choice « {key} »"),
    ("options", "variant"): N_("the variant played"), ("options", "first_player"): N_("the first player"),
    ("options", "characters"): N_("the players' characters"),
    ("options", "placements"): N_("where the players' first businesses go"),
    ("options", "modules"): N_("the advanced modules played"), ("options", "roles"): N_("the Rôle cards dealt"),
    ("options", "families"): N_("the players' families"), ("options", "neutral_family"): N_("the neutral family"),
    ("options", "teams"): N_("the teams"), ("options", "city"): N_("the city as dealt"),
    ("options", "furi_quartiers"): N_("Furi's quartiers"), ("options", "blocked"): N_("the blocked quartiers"),
    ("options", "terrains"): N_("the quartiers dealt to the players"),
    ("options", "placement"): N_("where the Caporegimes start"), ("options", "clans"): N_("the clan boards"),
    ("players",): N_("the players"), ("players", "*"): N_("player {number}"),
    ("players", "*", "name"): N_("the name of player {number}"),
    ("log",): N_("the log"), ("log", "*"): N_("event {number} of the log"),
    ("log", "*", "type"): N_("the kind of event {number} of the log"),
    ("log", "*", "kind"): N_("the kind of event {number} of the log"),
    ("scenario",): N_("the map"), ("scenario", "type"): N_("the map's type"),
    ("scenario", "tabletop"): N_("the map's settings"), ("scenario", "features"): N_("the map's elements"),
    ("rosters",): N_("the rosters"), ("rosters", "*"): N_("the roster of gang {key}"),
    ("rosters", "*", "roster"): N_("the roster of gang {key}"),
    ("rosters", "*", "roster", "gang"): N_("the gang named in the roster of gang {key}"),
    ("rosters", "*", "roster", "figures"): N_("the figures in the roster of gang {key}"),
    ("rosters", "*", "roster", "vehicles"): N_("the vehicles in the roster of gang {key}"),
    ("rosters", "*", "roster", "purchases"): N_("the purchases in the roster of gang {key}"),
    ("rosters", "*", "figures"): N_("the figures of gang {key}"),
    ("rosters", "*", "figures", "*"): N_("figure « {key2} » of gang {key}"),
    ("rosters", "*", "default_roster"): N_("whether gang {key} plays its default roster"),
    ("campaign",): N_("the campaign"), ("campaign", "name"): N_("the campaign's name"),
    ("campaign", "turn"): N_("the campaign turn"), ("campaign", "table"): N_("the campaign's table"),
    ("campaign", "gangs"): N_("the campaign's gangs"), ("campaign", "gangs", "*"): N_("campaign gang {key}"),
    ("campaign", "gangs", "*", "player"): N_("the player of campaign gang {key}"),
    ("campaign", "gangs", "*", "figure_ids"): N_("the campaign ids of gang {key}'s figures"),
    ("campaign", "gangs", "*", "sheet"): N_("the campaign sheet of gang {key}"),
    ("campaign", "gangs", "*", "figure_ids", "*"): N_("the campaign id of gang {key}'s figure {number}"),
    ("campaign", "gangs", "*", "sheet", "bitcoins"): N_("the bitcoins on the campaign sheet of gang {key}"),
    ("campaign", "gangs", "*", "sheet", "reputation"): N_("the reputation on the campaign sheet of gang {key}"),
    ("campaign", "gangs", "*", "sheet", "bavures"): N_("the bavures on the campaign sheet of gang {key}"),
    ("campaign", "gangs", "*", "sheet", "hq"): N_("whether gang {key} has its headquarters on its campaign sheet"),
    ("campaign", "gangs", "*", "sheet", "resources"): N_("the resources on the campaign sheet of gang {key}"),
    ("campaign", "gangs", "*", "sheet", "resources", "*"):
        N_("resource {number} on the campaign sheet of gang {key}"),
    ("campaign", "gangs", "*", "sheet", "vehicles"): N_("the vehicles on the campaign sheet of gang {key}"),
    ("campaign", "gangs", "*", "sheet", "vehicles", "*"):
        N_("the vehicle « {key2} » on the campaign sheet of gang {key}"),
    ("campaign", "gangs", "*", "sheet", "figures"): N_("the figures on the campaign sheet of gang {key}"),
    ("campaign", "gangs", "*", "sheet", "figures", "*"):
        N_("figure {number} on the campaign sheet of gang {key}"),
    ("campaign", "gangs", "*", "sheet", "figures", "*", "id"):
        N_("the campaign id of figure {number} on the campaign sheet of gang {key}"),
    ("campaign", "gangs", "*", "sheet", "figures", "*", "role"):
        N_("the role of figure {number} on the campaign sheet of gang {key}"),
    ("campaign", "gangs", "*", "sheet", "figures", "*", "alive"):
        N_("whether figure {number} on the campaign sheet of gang {key} is alive"),
    ("campaign", "gangs", "*", "sheet", "figures", "*", "wounds"):
        N_("the wounds of figure {number} on the campaign sheet of gang {key}"),
    ("campaign", "gangs", "*", "sheet", "figures", "*", "equipment"):
        N_("the equipment of figure {number} on the campaign sheet of gang {key}"),
    ("campaign", "gangs", "*", "sheet", "figures", "*", "equipment", "*"):
        N_("the equipment « {key2} » of figure {number} on the campaign sheet of gang {key}"),
    ("campaign", "gangs", "*", "sheet", "contracts"): N_("the contracts on the campaign sheet of gang {key}"),
    ("campaign", "gangs", "*", "sheet", "contracts", "*"):
        N_("contract {number} on the campaign sheet of gang {key}"),
    ("campaign", "gangs", "*", "sheet", "contracts", "*", "title"):
        N_("the title of contract {number} on the campaign sheet of gang {key}"),
    ("campaign", "gangs", "*", "sheet", "contracts", "*", "asks"):
        N_("what contract {number} on the campaign sheet of gang {key} asks"),
    ("campaign", "gangs", "*", "sheet", "contracts", "*", "reputation"):
        N_("the reputation contract {number} on the campaign sheet of gang {key} brings"),
    ("campaign", "gangs", "*", "sheet", "contracts", "*", "bitcoins"):
        N_("the bitcoins contract {number} on the campaign sheet of gang {key} brings"),
}
# The keys under these are the file's own names (a key the table names there keeps its own words).
_CHOSEN_UNDER = frozenset({"settings", "options", "rosters", "figures", "gangs", "vehicles", "equipment"})

# A roster's field (a roster file, or a gang's roster inside a game file) in the referee's words, the same way.
ROSTER_FIELD_WORDS: dict[tuple[str, ...], str] = {
    ("format",): N_("the file's format"), ("version",): N_("the file's version"), ("gang",): N_("the gang"),
    ("name",): N_("the roster's name"),
    ("figures",): N_("the figures"), ("figures", "*"): N_("figure {number}"),
    ("figures", "*", "role"): N_("the role of figure {number}"),
    ("figures", "*", "title"): N_("the name of figure {number}"),
    ("figures", "*", "weapons"): N_("the weapons of figure {number}"),
    ("figures", "*", "weapons", "*"): N_("weapon {number2} of figure {number}"),
    ("figures", "*", "items"): N_("the equipment of figure {number}"),
    ("figures", "*", "items", "*"): N_("the equipment « {key} » of figure {number}"),
    ("figures", "*", "abilities"): N_("the abilities of figure {number}"),
    ("figures", "*", "abilities", "*"): N_("ability {number2} of figure {number}"),
    ("vehicles",): N_("the vehicles"), ("vehicles", "*"): N_("the vehicle « {key} »"),
    ("purchases",): N_("the purchases"), ("purchases", "*"): N_("purchase {number}"),
    ("purchases", "*", "name"): N_("what purchase {number} buys"),
    ("purchases", "*", "figure"): N_("the figure purchase {number} is for"),
    ("purchases", "*", "choice"): N_("the choice made in purchase {number}"),
}


def place_words(path: Any, words: dict[tuple[str, ...], str], chosen_under: frozenset[str] | None = _CHOSEN_UNDER,
                label: Callable[[str], str] | None = None, data: Any = None,
                args: Mapping[str, str] | None = None) -> str:
    """A field by its path, in the words ``words`` gives its shape (every list index and every key chosen by the file,
    under one of ``chosen_under``, written "*"; with ``chosen_under`` None, a key is chosen where the table has a "*"
    there and no place of that name): {number} and {number2} are the first indices counted from 1, {key} and {key2}
    the keys chosen, {label} the first key as ``label`` says it, {name} and {name2} the first items chosen by their
    own name in ``data`` (their ``name``, ``label``, ``title`` or ``section``), else their key in words, else their
    number; ``args`` are further words the table's templates read (a gang's forms: ``gang_of`` « des Skins »). A
    field deeper than any listed is its nearest listed place, then the rest of its path as the file writes it."""
    found = _place(list(path), words, chosen_under, label, data, exact=False, args=args)
    return found if found is not None else dotted(path)


def exact_place_words(path: Any, words: dict[tuple[str, ...], str], chosen_under: frozenset[str] | None = None,
                      label: Callable[[str], str] | None = None, data: Any = None) -> str | None:
    """``place_words`` when the table has words for the whole place, else None."""
    return _place(list(path), words, chosen_under, label, data, exact=True)


def _place(parts: list[Any], words: dict[tuple[str, ...], str], chosen_under: frozenset[str] | None,
           label: Callable[[str], str] | None, data: Any, exact: bool,
           args: Mapping[str, str] | None = None) -> str | None:
    shape = place_shape(parts, words, chosen_under)
    numbers = [part + 1 for part in parts if isinstance(part, int)]
    keys = [str(part) for part, star in zip(parts, shape) if star == "*" and not isinstance(part, int)]
    names = _own_names(parts, shape, data)
    for end in range(len(shape), len(shape) - 1 if exact else 0, -1):
        template = words.get(tuple(shape[:end]))
        if template is None:
            continue
        place = _(template).format(number=numbers[0] if numbers else "", number2=numbers[1] if len(numbers) > 1 else "",
                                   key=keys[0] if keys else "", key2=keys[1] if len(keys) > 1 else "",
                                   label=label(keys[0]) if label and keys else "",
                                   name=names[0] if names else "", name2=names[1] if len(names) > 1 else "",
                                   **(args or {}))
        rest = dotted(parts[end:])
        return _("{place}, {field}").format(place=place, field=rest) if rest else place
    return None


def place_shape(path: Any, words: dict[tuple[str, ...], str],
                chosen_under: frozenset[str] | None = _CHOSEN_UNDER) -> list[str]:
    """The shape ``place_words`` looks a path up by: each list index, and each key the file chooses, written "*"."""
    parts = list(path)
    shape: list[str] = []
    for i, part in enumerate(parts):
        if isinstance(part, int):
            shape.append("*")
        elif chosen_under is None:
            shape.append("*" if _chosen_here(words, tuple(shape), str(part)) else str(part))
        elif i and parts[i - 1] in chosen_under and (i < 2 or parts[i - 2] != "scenario") \
                and (*shape, str(part)) not in words:
            shape.append("*")
        else:
            shape.append(str(part))
    return shape


def _chosen_here(words: dict[tuple[str, ...], str], above: tuple[str, ...], part: str) -> bool:
    """Whether the table names the keys under ``above`` as chosen ("*") and has no place named ``part`` there."""
    depth = len(above) + 1
    named = {shape[len(above)] for shape in words if len(shape) >= depth and shape[:len(above)] == above}
    return "*" in named and part not in named


def _own_names(parts: list[Any], shape: list[str], data: Any) -> list[str]:
    """The chosen items of a path by their own names in ``data`` (a character's « Booki »), in the path's order; a
    name that is itself the place refused is not trusted to name its item (the character « booki »)."""
    names: list[str] = []
    node = data
    for i, (part, star) in enumerate(zip(parts, shape)):
        try:
            node = node[part] if isinstance(node, (dict, list)) else None
        except (KeyError, IndexError, TypeError):
            node = None
        if star != "*":
            continue
        refused = parts[i + 1] if i + 2 == len(parts) else None
        own = next((node[field] for field in ("name", "label", "title", "section") if isinstance(node, dict)
                    and field != refused and isinstance(node.get(field), str) and node[field].strip()), None)
        if own is None:
            own = str(part + 1) if isinstance(part, int) else str(part).replace("_", " ")
        names.append(own if len(own) <= 40 else own[:37] + "...")
    return names


def identifier_words(name: str) -> str:
    """An identifier of the rule data spelt out in English words: ``first_seat`` is "first seat"."""
    return name.replace("_", " ")


def setting_words(name: str) -> str:
    """A setting's identifier as the English words naming it: ``combat_cards_count`` is "Combat cards count"."""
    return identifier_words(name).capitalize()


def setting_label(name: str) -> str:
    """How the UI names a setting of the rule data: its words in the language in use. The identifier stays what a
    house-rule file and the command line write; ``packaging/translations.py`` puts the words of every shipped
    setting in the catalogue, and a setting only a house rule has is shown in its English words."""
    return _(setting_words(name))


def file_field_words(path: Any) -> str:
    """A play or game file's field (``players.2.name``) as the referee says it: « the name of player 3 »."""
    return place_words(path, FILE_FIELD_WORDS, label=setting_label)


def file_missing_words(path: Any) -> str | None:
    """A play or game file's field the file lacks, in words when the table has words for its whole place (« the
    seed »), so that its refusal reads « il manque la graine » rather than the field's identifier."""
    return exact_place_words(path, FILE_FIELD_WORDS, _CHOSEN_UNDER, setting_label)


def option_words(name: str) -> str:
    """A play's set-up choice (``options.first_player``) as the referee says it: « the first player »."""
    return file_field_words(("options", name))


def roster_field_words(path: Any) -> str:
    """A roster's field (``figures.3.weapons.0``) as the referee says it: « weapon 1 of figure 4 »."""
    return place_words(path, ROSTER_FIELD_WORDS, frozenset({"items", "vehicles"}))


def error_line(source: str, error: jsonschema.ValidationError, words: Any = None,
               missing_words: Callable[[list[Any]], str | None] | None = None, in_a_file: bool = True) -> str:
    """One schema error as a line naming the file and the field: ``rules.toml: gangs.A.budget: expected ...``; a
    play or game file names its field in words (``words=file_field_words``); a missing field is said by
    ``missing_words`` when it has words for its whole place."""
    field = (words or dotted)(error.absolute_path)
    place = missing_words([*error.absolute_path, missing_field(error)]) \
        if error.validator == "required" and missing_words else None
    if place:  # a missing field that has words is said whole: « il manque la mise de départ de la banque »
        if source and in_a_file:
            return _("in {file}, no value for {field}").format(file=named(source), field=place)
        missing = _("no value for {field}").format(field=place)
        return Inside(source, missing) if source else missing
    # The file itself refused (no field inside it): the file's name is the place; no source named: the field is.
    if not source or not field and in_a_file:
        return _("{place}: {problem}").format(place=field or source, problem=expectation(error))
    return refused_at(source, field, expectation(error), in_a_file)


def schema_refusal(source: str, data: Any, schema: dict[str, Any], words: dict[tuple[str, ...], str],
                   whole: str | None = None) -> str | None:
    """The first problem ``schema`` finds in ``data``, a file the referee wrote for a command, as one line naming
    ``source`` and the place in ``words`` (a key the file chooses where the table has "*"; an item by its own name in
    ``data``), ``whole`` the file itself when the problem is of no one field; None when the file fits."""
    errors = first_errors(jsonschema.Draft202012Validator(schema), data)
    if not errors:
        return None
    return error_line(source, errors[0],
                      lambda place: place_words(place, words, None, data=data) if place else (whole or ""),
                      lambda place: exact_place_words(place, words, None, data=data))
