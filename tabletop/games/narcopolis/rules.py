"""Narcopolis rule data (``narcopolis.toml``): characters, income tables, prices and limits, the map, the cards,
the Furi variant and the referee's readings, loaded once and checked for references the schema cannot see."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any, Mapping

from tabletop.i18n import N_, _
from tabletop.jsontext import refused_at
from tabletop.ruledata import (RuleDataError, house_rules_dir, load_package_rules, rule_field_words,
                               validate_rule_data)
from tabletop.names import UnknownName, match_name

PACKAGE = "tabletop.games.narcopolis"
RULE_FILE = "narcopolis.toml"
SCHEMA_FILE = "narcopolis.schema.json"
KINDS: tuple[str, ...] = ("armes", "bordels", "casinos", "drogues")
# A business in a sentence, one noun phrase per kind (the kinds are the board's labels): French elides the one that
# starts with a vowel (« un business d'armes »), which a message writing « de {kind} » could not know.
BUSINESS_WORDS: Mapping[str, str] = {"armes": N_("an armes business"), "bordels": N_("a bordels business"),
                                     "casinos": N_("a casinos business"), "drogues": N_("a drogues business")}
# § 8's modules, in the book's order (set-up option ``modules``)
MODULES: tuple[str, ...] = ("baron_jobs", "development_gap", "under_announce", "side_bet", "all_events", "armement",
                            "roles")
ROLES: tuple[str, ...] = ("gangsta", "infiltre")
QUARTIERS_PER_ZONE = 7
PRISON = "prison"


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    zone: str
    advantage: Mapping[str, int]
    advantage_text: str
    income: Mapping[str, tuple[int, ...]]  # the board's numbers per kind, left to right


@dataclass(frozen=True)
class InfluenceCard:
    id: str
    name: str
    cost: int | None  # None: the cost printed on each card, entered when it is played; a house rule may fix it
    effect: str  # "prison" (Balance), "free" (Corruption Juge) or "none": the referee enters the consequences
    text: str


@dataclass(frozen=True)
class ArmementCard:
    """An Armement card (advanced module 6): "lower_announce" is the Fusil à pompe; "none" is used once and logged,
    its consequences entered by the referee. ``printed``: the rulebook prints the card's face (``passage``, its
    words); ``text``: what the card does, in English (translated in the catalogue)."""

    id: str
    name: str
    effect: str
    text: str
    printed: bool = False
    passage: str | None = None


@dataclass(frozen=True)
class EventCard:
    id: str
    name: str
    text: str
    furi_action: str | None = None  # on the « 2 joueurs » cards: attack, implant, influence or nothing


@dataclass(frozen=True)
class Zone:
    id: str
    name: str
    code: str

    def quartiers(self) -> tuple[str, ...]:
        return tuple(f"{self.code}{n}" for n in range(1, QUARTIERS_PER_ZONE + 1))


@dataclass(frozen=True)
class NarcoRules:
    """The rules in force for one play (the shipped data, a house rule, or the settings saved in a play file)."""

    data: Mapping[str, Any]  # the validated rule data, as the play file keeps it
    setup: Mapping[str, int]
    costs: Mapping[str, int]
    characters: Mapping[str, Character]
    zones: tuple[Zone, ...]
    influence: Mapping[str, InfluenceCard]
    events_classic: tuple[EventCard, ...]
    events_furi: tuple[EventCard, ...]
    furi: Mapping[str, Any]
    armement: Mapping[str, ArmementCard]
    events_more: tuple[EventCard, ...]  # the other classic event cards, shuffled in by module 5

    def module_text(self, module: str) -> str:
        """What an advanced module adds, as the rule data describes it."""
        return self.data["modules"][module]["description"]

    def reading(self, name: str) -> Any:
        return self.data["readings"][name]["value"]

    def quartiers(self) -> tuple[str, ...]:
        return tuple(q for zone in self.zones for q in zone.quartiers())

    def zone(self, zone_id: str) -> Zone:
        return next(z for z in self.zones if z.id == zone_id)

    def character(self, key: str) -> Character:
        """A character by id (``miss-t``) or name (``Miss T``), any case and accents; KeyError names the closest
        and every choice."""
        try:
            return self.characters[self.character_id(key)]
        except UnknownName as exc:
            raise KeyError(str(exc)) from None

    def character_id(self, key: str) -> str:
        """The id of the character ``key`` names (``character``); UnknownName when it names none or several."""
        return match_name(key.strip(), {c.id: [c.name] for c in self.characters.values()}, N_("character"))


def interpretations(rules: NarcoRules) -> list[tuple[str, Any, str]]:
    """Every reading and note as (name, value or None, description), for the UI and the command line."""
    return ([(name, r["value"], r["description"]) for name, r in rules.data["readings"].items()]
            + [(name, None, n["description"]) for name, n in rules.data["notes"].items()])


def default_rule_data() -> dict[str, Any]:
    """The rule data in force (house rules applied), as plain data."""
    return _cached_data(str(house_rules_dir()))


@lru_cache(maxsize=4)
def _cached_data(_rules_dir: str) -> dict[str, Any]:
    return load_package_rules(PACKAGE, RULE_FILE, SCHEMA_FILE)


@lru_cache(maxsize=1)
def _schema() -> dict[str, Any]:
    return json.loads(resources.files(PACKAGE).joinpath(SCHEMA_FILE).read_text(encoding="utf-8"))


def load_rules() -> NarcoRules:
    return rules_from_data(default_rule_data(), RULE_FILE)


def rules_from_data(data: Mapping[str, Any], source: str = "") -> NarcoRules:
    """Build the rules from validated or unvalidated data; RuleDataError names ``source`` and the field."""
    # No file: the rule data are a play's settings, said after the play's file by the caller.
    in_a_file = bool(source)
    source = source or _("the play's settings")
    validate_rule_data(data, _schema(), source, RULE_FILE, in_a_file=in_a_file)
    problems: list[str] = []

    def place(*path: Any) -> str:
        return rule_field_words(path, RULE_FILE, data)

    generic = dict(data["income"]["generic"])
    generic.setdefault("drogues", list(data["readings"]["generic_drogues_line"]["value"]))
    missing = [k for k in KINDS if k not in generic]
    if missing:
        problems.append(refused_at(source, place("income", "generic"),
                                   _("no line for {items}").format(items=', '.join(missing)), in_a_file))
    zones = tuple(Zone(z["id"], z["name"], z["code"]) for z in data["zones"])
    zone_ids = {z.id for z in zones}
    if len(zone_ids) != len(zones) or len({z.code for z in zones}) != len(zones):
        problems.append(refused_at(source, place("zones"),
                                   _("their identifiers and codes must all be different"), in_a_file))
    characters = {}
    for cid, c in data["characters"].items():
        if c["zone"] not in zone_ids:
            problems.append(refused_at(source, place("characters", cid, "zone"),
                                       _("no zone is « {value} »").format(value=c['zone']), in_a_file))
        table = {k: tuple(c.get("income", {}).get(k, generic.get(k, ()))) for k in KINDS}
        characters[cid] = Character(cid, c["name"], c["zone"], dict(c["advantage"]), c["advantage_text"], table)
    cards = {c["id"]: InfluenceCard(c["id"], c["name"], c.get("cost"), c["effect"], c["text"]) for c in data["influence"]}
    low, high = data["costs"]["influence_cost_min"], data["costs"]["influence_cost_max"]
    if low > high:
        problems.append(refused_at(source, "", _("{low_place} ({low}) is above {high_place} ({high})").format(
            low_place=place("costs", "influence_cost_min"), low=low, high_place=place("costs", "influence_cost_max"),
            high=high), in_a_file))
    for index, name in enumerate(data["furi"]["influence"]):
        if name not in cards:
            problems.append(refused_at(source, place("furi", "influence", index),
                                       _("no Influence card is « {name} »").format(name=name), in_a_file))
    if data["furi"]["character"] not in characters:
        problems.append(refused_at(source, place("furi", "character"),
                                   _("no character is « {value} »").format(value=data["furi"]["character"]),
                                   in_a_file))
    events_classic = tuple(EventCard(e["id"], e["name"], e["text"]) for e in data["events"]["classic"])
    events_more = tuple(EventCard(e["id"], e["name"], e["text"]) for e in data["events"].get("more", []))
    events_furi = tuple(EventCard(e["id"], e["name"], e["text"], e["furi_action"]) for e in data["events"]["furi"])
    for label, deck in (("classic", events_classic + events_more), ("furi", events_furi)):
        if len({e.id for e in deck}) != len(deck):
            problems.append(refused_at(source, place("events", label), _("two cards share an identifier"), in_a_file))
    if problems:
        raise RuleDataError(source, problems)
    armement = {c["id"]: ArmementCard(c["id"], c["name"], c["effect"], c["text"], c["printed"], c.get("passage"))
                for c in data["armement"]}
    return NarcoRules(data=data, setup=dict(data["setup"]), costs=dict(data["costs"]), characters=characters,
                      zones=zones, influence=cards, events_classic=events_classic, events_furi=events_furi,
                      furi=dict(data["furi"]), armement=armement, events_more=events_more)


def business_name(kind: str) -> str:
    """« un business de drogues »: a business of ``kind`` as a sentence names it; an unknown kind (a refused event
    being described) as it was written."""
    return _(BUSINESS_WORDS[kind]) if kind in BUSINESS_WORDS else str(kind)
