"""The rule settings a new play offers as controls, read from the game's JSON Schema: a choice among the values the
schema lists, a whole number within its range, a yes or no, or a value kept as the rule data writes it (a list of
numbers, a table). The page offers exactly what the schema accepts, so a setting chosen there never fails the
play's validation, and a house rule adding a value to a schema's list is offered with it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal, Mapping

Kind = Literal["choice", "number", "flag", "fixed"]
# A number the schema leaves unbounded above still fits a spin box (Qt's spin boxes hold a signed 32-bit integer).
LARGEST = 2**31 - 1


@dataclass(frozen=True)
class SettingField:
    """One setting as a control: ``choices`` for a choice, ``minimum`` and ``maximum`` for a number."""

    name: str
    value: Any
    kind: Kind
    choices: tuple[str, ...] = ()
    minimum: int = 0
    maximum: int = LARGEST


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
    if isinstance(value, bool):
        return SettingField(name, value, "flag")
    if isinstance(value, int):
        return SettingField(name, value, "number", minimum=facts.get("minimum", 0),
                            maximum=facts.get("maximum", LARGEST))
    choices = tuple(c for c in facts.get("enum", ()) if isinstance(c, str))
    if isinstance(value, str) and value in choices:
        return SettingField(name, value, "choice", choices=choices)
    return SettingField(name, value, "fixed")


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
            found += [c for c in facts.get("enum", ()) if isinstance(c, str) and c not in found]
    return found
