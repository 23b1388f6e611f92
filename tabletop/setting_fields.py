"""The rule settings a new play offers as controls, read from the game's JSON Schema: a choice among the values the
schema lists, a whole number within its range, a yes or no, a list whose items are such numbers or choices (Camorra's
weapon values, Gangster Paradise's resale beyond three goods), or a value kept as the rule data writes it (a table).
The page offers what the schema accepts, and checks a list edited there against the same schema
(``setting_problem``), so a setting chosen there never fails the play's validation; a house rule adding a value to a
schema's list is offered with it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, Mapping

import jsonschema

from tabletop.i18n import _, ngettext

Kind = Literal["choice", "number", "flag", "list", "fixed"]
# A number the schema leaves unbounded above still fits a spin box (Qt's spin boxes hold a signed 32-bit integer).
LARGEST = 2**31 - 1


@dataclass(frozen=True)
class SettingField:
    """One setting as a control: ``choices`` for a choice, ``minimum`` and ``maximum`` for a number; for a list,
    ``item`` is the control of each of its items, and ``fewest``/``most`` bound how many it holds."""

    name: str
    value: Any
    kind: Kind
    choices: tuple[str, ...] = ()
    minimum: int = 0
    maximum: int = LARGEST
    item: SettingField | None = None
    fewest: int = 0
    most: int = LARGEST


def _resolve(schema: Mapping[str, Any], node: Mapping[str, Any]) -> Mapping[str, Any]:
    """``node`` itself, or the ``$defs`` entry its local ``$ref`` names (the games' schemas refer only within)."""
    while isinstance(node.get("$ref"), str) and node["$ref"].startswith("#/"):
        target: Any = schema
        for part in node["$ref"][2:].split("/"):
            target = target[part]
        node = {**target, **{k: v for k, v in node.items() if k != "$ref"}}
    return node


def _value_facts(schema: Mapping[str, Any], node: Mapping[str, Any], facts: dict[str, Any]) -> None:
    """Gather ``enum``, ``minimum`` and ``maximum`` of a value's schema, through ``$ref`` and ``allOf`` (the
    tighter bound wins, as both must hold)."""
    node = _resolve(schema, node)
    for part in node.get("allOf", ()):
        _value_facts(schema, part, facts)
    if "enum" in node:
        facts["enum"] = tuple(node["enum"])
    if isinstance(node.get("items"), Mapping):
        facts["items"] = node["items"]
    for word in ("minItems", "maxItems"):
        if isinstance(node.get(word), int):
            facts[word] = node[word]
    if isinstance(node.get("minimum"), int):
        facts["minimum"] = max(facts.get("minimum", node["minimum"]), node["minimum"])
    if isinstance(node.get("maximum"), int):
        facts["maximum"] = min(facts.get("maximum", node["maximum"]), node["maximum"])


def _entry_facts(schema: Mapping[str, Any], node: Mapping[str, Any], facts: dict[str, Any]) -> None:
    """The facts of an entry ``{"value": ..., "description": ...}``: those of its ``value``'s schema."""
    node = _resolve(schema, node)
    for part in node.get("allOf", ()):
        _entry_facts(schema, part, facts)
    value = node.get("properties", {}).get("value")
    if isinstance(value, Mapping):
        _value_facts(schema, value, facts)


def entry_schema(schema: Mapping[str, Any], table: str, name: str) -> Mapping[str, Any]:
    """The schema of the entry ``name`` of the rule file's table ``table`` (its own, else the table's common one)."""
    table_schema = _resolve(schema, schema.get("properties", {}).get(table, {}))
    own = table_schema.get("properties", {}).get(name)
    if isinstance(own, Mapping):
        return own
    common = table_schema.get("additionalProperties")
    return common if isinstance(common, Mapping) else {}


def setting_field(name: str, value: Any, schema: Mapping[str, Any], table: str) -> SettingField:
    """The control for setting ``name`` (now ``value``) of the table ``table`` that ``schema`` describes."""
    facts: dict[str, Any] = {}
    _entry_facts(schema, entry_schema(schema, table, name), facts)
    if isinstance(value, list) and "items" in facts:
        item = _item_field(name, schema, facts["items"])
        if item is not None and all(_fits(item, v) for v in value):
            return SettingField(name, value, "list", item=item, fewest=facts.get("minItems", 0),
                                most=facts.get("maxItems", LARGEST))
        return SettingField(name, value, "fixed")
    return _scalar_field(name, value, facts)


def _scalar_field(name: str, value: Any, facts: Mapping[str, Any]) -> SettingField:
    if isinstance(value, bool):
        return SettingField(name, value, "flag")
    if isinstance(value, int):
        return SettingField(name, value, "number", minimum=facts.get("minimum", 0),
                            maximum=facts.get("maximum", LARGEST))
    choices = tuple(c for c in facts.get("enum", ()) if isinstance(c, str))
    if isinstance(value, str) and value in choices:
        return SettingField(name, value, "choice", choices=choices)
    return SettingField(name, value, "fixed")


def _item_field(name: str, schema: Mapping[str, Any], node: Mapping[str, Any]) -> SettingField | None:
    """The control of one item of a list setting, its first choice or its lowest number as the value a new item
    takes; None when the items are neither (a list of tables)."""
    facts: dict[str, Any] = {}
    _value_facts(schema, node, facts)
    choices = tuple(c for c in facts.get("enum", ()) if isinstance(c, str))
    if choices:
        return SettingField(name, choices[0], "choice", choices=choices)
    resolved = _resolve(schema, node)
    if resolved.get("type") == "integer" or "minimum" in facts:
        return _scalar_field(name, facts.get("minimum", 0), facts)
    return None


def _fits(item: SettingField, value: Any) -> bool:
    if item.kind == "choice":
        return value in item.choices
    return isinstance(value, int) and not isinstance(value, bool) and item.minimum <= value <= item.maximum


def setting_problem(schema: Mapping[str, Any], table: str, name: str, value: Any) -> str | None:
    """Why ``value`` cannot be setting ``name`` of ``table`` by ``schema`` (the rule file's own), in the referee's
    words; None when it can."""
    entry = {"$defs": schema.get("$defs", {}), **entry_schema(schema, table, name)}
    validator = jsonschema.Draft202012Validator(entry)
    error = jsonschema.exceptions.best_match(validator.iter_errors({"value": value, "description": "-"}))
    if error is None:
        return None
    if error.validator == "uniqueItems":
        return _("the same value is there twice")
    if error.validator == "minItems":
        return ngettext("at least {count} value is needed", "at least {count} values are needed",
                        error.validator_value).format(count=error.validator_value)
    if error.validator == "maxItems":
        return ngettext("at most {count} value is allowed", "at most {count} values are allowed",
                        error.validator_value).format(count=error.validator_value)
    return _("this value is not allowed here")


def setting_fields(values: Mapping[str, Any], schema: Mapping[str, Any], table: str) -> list[SettingField]:
    """A control for each setting of ``values`` (name -> value), in their order."""
    return [setting_field(name, value, schema, table) for name, value in values.items()]


def schema_choices(schema: Mapping[str, Any], tables: tuple[str, ...]) -> list[str]:
    """Every value a choice setting of ``tables`` may take, in the schema's order: the words the catalogue needs."""
    found: list[str] = []
    for table in tables:
        table_schema = _resolve(schema, schema.get("properties", {}).get(table, {}))
        for name in table_schema.get("properties", {}):
            facts: dict[str, Any] = {}
            _entry_facts(schema, entry_schema(schema, table, name), facts)
            if isinstance(facts.get("items"), Mapping):
                _value_facts(schema, facts["items"], facts)
            found += [c for c in facts.get("enum", ()) if isinstance(c, str) and c not in found]
    return found
