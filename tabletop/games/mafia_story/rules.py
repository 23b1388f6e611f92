"""Mafia Story's rule data as typed values: the cards, the city per player count, the nine scoring rules and the
referee settings, loaded from ``mafia_story.toml`` (or a house rule of that name) and checked beyond the schema."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Mapping

from tabletop.i18n import _, language
from tabletop.jsontext import refused_at
from tabletop.ruledata import RuleDataError, load_package_rules, rule_field_words
from tabletop.sentences import say

RULE_FILE = "mafia_story.toml"
SCHEMA_FILE = "mafia_story.schema.json"
SOURCE = f"tabletop/games/mafia_story/{RULE_FILE}"

CARD_TYPES = ("territoire", "speciale", "police", "prostituee", "drive-by")
FAMILY_TYPES = ("territoire", "speciale")  # the cards that belong to a family's activity
COVER_TYPES = ("police", "speciale")


@dataclass(frozen=True, order=True)
class Card:
    """A card of the game. Territories and spéciales have a family and a value; a police card has its owner's
    family; prostituées and drive-bys have neither."""

    type: str
    family: str | None = None
    value: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {"type": self.type, "family": self.family, "value": self.value}

    def label(self) -> str:
        """The card as the table names it (« vert 7 », « activité spéciale rouge », « police verte », « prostituée »),
        in the language in use: a territory by its family's name, a police or spéciale card by its family's colour
        agreeing with it (the rule data's ``card_colour``)."""
        if self.type == "territoire":
            return say("mafia-card-territory", family=self.family, value=self.value)
        if self.type in COVER_TYPES:
            message = "mafia-card-police" if self.type == "police" else "mafia-card-special"
            if not self.family:
                return say(f"{message}-no-family")
            colour = load_rules().card_colour.get(language(), {}).get(self.family, self.family)
            return say(message, colour=colour)
        if self.type in CARD_MESSAGES:
            return say(CARD_MESSAGES[self.type])
        return self.type


# The cards that belong to no family, by their message.
CARD_MESSAGES = {"prostituee": "mafia-card-prostitute", "drive-by": "mafia-card-drive-by"}


@dataclass(frozen=True)
class CityLayout:
    rows: int
    columns: int
    neutral_territories: int
    prostituee: int
    drive_by: int

    @property
    def size(self) -> int:
        return self.rows * self.columns


@dataclass(frozen=True)
class ScoringRule:
    """One of the nine bullets: a token kind ("any" for both) on a class of card sends the card to a pile and
    moves points; ``points`` is "value", "minus_value" or a number."""

    number: int
    token: str
    card: str
    pile: str
    points: str | int
    controller_loses: int
    passage: str

    def points_for(self, card_value: int) -> int:
        if self.points == "value":
            return card_value
        if self.points == "minus_value":
            return -card_value
        return int(self.points)


@dataclass(frozen=True)
class MafiaRules:
    """The rules in force for one play: the cards and tokens of the box, the city layouts, the scoring rules and the
    referee's settings."""

    families: tuple[str, ...]
    tokens: tuple[str, ...]
    prevention: tuple[str, ...]
    territory_values: tuple[int, ...]
    special_value: int
    police_value: int
    prostituee: int
    drive_by: int
    transport_pawns: int
    city: Mapping[int, CityLayout]
    scoring: tuple[ScoringRule, ...]
    settings: Mapping[str, Any]
    descriptions: Mapping[str, str]  # every setting and note, for the UI
    card_colour: Mapping[str, Mapping[str, str]] = field(default_factory=dict)  # language -> family -> colour

    def card_value(self, card: Card) -> int:
        """The points printed on a card (prostituées and drive-bys carry none: their rules give the points)."""
        if card.type == "territoire":
            return int(card.value or 0)
        if card.type == "speciale":
            return self.special_value
        if card.type == "police":
            return self.police_value
        return 0

    def family_cards(self, family: str) -> list[Card]:
        return [Card("territoire", family, v) for v in self.territory_values]

    def check_card(self, card: Card) -> str | None:
        """Why ``card`` is not a card of the game, or None."""
        if card.type not in CARD_TYPES:
            return f"no card type '{card.type}'"
        if card.type in ("territoire", "speciale") and card.family not in self.families:
            return f"a {card.type} card needs a family ({', '.join(self.families)})"
        if card.family is not None and card.family not in self.families:
            return f"no family '{card.family}'"
        if card.type == "territoire" and card.value not in self.territory_values:
            return f"a territoire card is worth {self.territory_values[0]} to {self.territory_values[-1]}"
        if card.type in ("speciale", "police") and card.value not in (None, self.card_value(card)):
            return f"a {card.type} card is worth {self.card_value(card)}"
        if card.type in ("prostituee", "drive-by") and card.value not in (None, 1):
            return f"a {card.type} card carries no value"
        return None

    def normal(self, card: Card) -> Card:
        """The card with the value the rule data gives it (a spéciale or police entered without its value)."""
        if card.type in COVER_TYPES:
            return Card(card.type, card.family, self.card_value(card))
        if card.type in ("prostituee", "drive-by"):
            return Card(card.type)
        return card


def rules_from_data(data: Mapping[str, Any], source: str = SOURCE) -> MafiaRules:
    comp = data["components"]
    city = {}
    problems = []

    def place(*path: Any) -> str:
        return rule_field_words(path, RULE_FILE, data)

    for count in (2, 3, 4):
        raw = data["city"][str(count)]
        layout = CityLayout(raw["rows"], raw["columns"], raw["neutral_territories"], raw["prostituee"],
                            raw["drive_by"])
        laid = count * len(comp["territory_values"]) + layout.neutral_territories \
            + layout.prostituee + layout.drive_by
        if laid != layout.size:
            problems.append(refused_at(source, place("city", str(count)),
                                       _("{rows} × {columns} = {size} positions but {laid} cards are laid").format(
                                           rows=layout.rows, columns=layout.columns, size=layout.size, laid=laid)))
        if layout.prostituee > comp["prostituee"] or layout.drive_by > comp["drive_by"]:
            problems.append(refused_at(source, place("city", str(count)),
                                       _("more prostituée or drive-by cards than the game has")))
        city[count] = layout
    scoring = tuple(ScoringRule(number=i + 1, **rule) for i, rule in enumerate(data["scoring"]))
    seen = set()
    for rule in scoring:
        kinds = comp["tokens"] if rule.token == "any" else [rule.token]
        for kind in kinds:
            if (kind, rule.card) in seen:
                problems.append(refused_at(source, place("scoring", rule.number - 1),
                                           _("a second rule for {kind} on {card}").format(kind=kind, card=rule.card)))
            seen.add((kind, rule.card))
    missing = [f"{k} on {c}" for k in comp["tokens"] for c in ("own", "enemy", "prostituee", "drive-by", "police")
               if (k, c) not in seen]
    if missing:
        problems.append(refused_at(source, place("scoring"), _("no rule for {items}").format(items=', '.join(missing))))
    if problems:
        raise RuleDataError(source, problems)
    descriptions = {name: entry["description"] for name, entry in data["settings"].items()}
    descriptions.update({name: entry["description"] for name, entry in data["notes"].items()})
    return MafiaRules(
        families=tuple(comp["families"]), territory_values=tuple(sorted(comp["territory_values"])),
        special_value=comp["special_value"], police_value=comp["police_value"], prostituee=comp["prostituee"],
        drive_by=comp["drive_by"], transport_pawns=comp["transport_pawns"], tokens=tuple(comp["tokens"]),
        prevention=tuple(comp["prevention"]), city=city, scoring=scoring,
        settings={name: entry["value"] for name, entry in data["settings"].items()}, descriptions=descriptions,
        card_colour=comp.get("card_colour", {}))


@lru_cache(maxsize=1)
def load_rules() -> MafiaRules:
    """The shipped rule data, or the referee's house rule of the same name."""
    return rules_from_data(load_package_rules(__package__, RULE_FILE, SCHEMA_FILE))
