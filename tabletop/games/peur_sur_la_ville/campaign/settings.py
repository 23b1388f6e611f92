"""The campaign book's readings of « 7) LA CAMPAGNE » and its « Affaires en cours » deck, as rule data
(``campaign_book.toml``); a campaign may override the settings when it is created (its house rules)."""

from __future__ import annotations

import copy
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping

from tabletop.games.peur_sur_la_ville.rules import PeurError, Setting
from tabletop.i18n import _
from tabletop.jsontext import cut
from tabletop.ruledata import RuleDataError, house_rules_dir, load_package_rules, package_schema, validate_rule_data
from tabletop.schema_words import setting_label
from tabletop.sentences import listed

PACKAGE = "tabletop.games.peur_sur_la_ville.campaign"
BOOK_FILE = "campaign_book.toml"


@dataclass(frozen=True)
class Contract:
    """An « Affaire en cours »: « un « contrat » et ce qu'elles vont y gagner »."""

    title: str
    asks: str
    reputation: int
    bitcoins: int = 0
    objective: str = ""  # what step 3 checks in a gang's results (table_end.OBJECTIVES); "" for the referee
    count: int = 1
    source: str = ""  # the rulebook passage the card is built on


@dataclass(frozen=True)
class BookRules:
    settings: Mapping[str, Setting]
    contracts: tuple[Contract, ...]
    table_setup: Mapping[str, Any]  # what a campaign table brings to its live game (campaign_book.toml)
    table_end: Mapping[str, Any]  # how step 3 reads the end of a table game

    def setting(self, name: str) -> Any:
        return self.settings[name].value


def load_book_rules(house_rules: Mapping[str, Any] | None = None) -> BookRules:
    """The shipped readings (or the house-rule file's), then the campaign's own overrides of their values."""
    raw = _book_data()
    # The values and tables copied: the file's data are kept for the next call, whatever a caller does with these.
    settings = {name: Setting(value=copy.deepcopy(entry["value"]), description=entry["description"])
                for name, entry in raw["settings"].items()}
    for name in house_rules or {}:
        if name not in settings:
            # Each setting by its words with the identifier --house-rule writes (« Plancher de réputation
            # (« reputation_floor ») »).
            raise PeurError(_("the house rule « {name} » is not a campaign setting; the settings are {items}").format(
                name=cut(name), items=listed([_("{words} (« {key} »)").format(words=setting_label(key), key=key)
                                              for key in settings])))
    if house_rules:
        # The values the campaign chose, checked by the rule file's schema as a house-rule file would be: a refusal
        # names the setting by its label (« le réglage « Blessures qui sortent du duel » »), not its identifier, and
        # no file before it (the values are no file's), so that the line has one colon.
        chosen = {**raw, "settings": {name: {**entry, "value": house_rules.get(name, entry["value"])}
                                      for name, entry in raw["settings"].items()}}
        try:
            validate_rule_data(chosen, package_schema(PACKAGE, "campaign_book.schema.json"), "",
                               BOOK_FILE)
        except RuleDataError as exc:
            raise PeurError("\n".join(exc.lines)) from None
    for name, value in (house_rules or {}).items():
        # JSON Schema's "integer" takes 2.0: the rules count in ints.
        whole = isinstance(value, float) and isinstance(settings[name].value, int) and value.is_integer()
        settings[name] = Setting(value=int(value) if whole else value, description=settings[name].description)
    contracts = tuple(Contract(c["title"], c["asks"], c["reputation"], c.get("bitcoins", 0), c.get("objective", ""),
                               c.get("count", 1), c.get("source", "")) for c in raw["contracts"])
    return BookRules(settings, contracts, copy.deepcopy(raw["table_setup"]), copy.deepcopy(raw["table_end"]))


def _book_data() -> Any:
    """The rule file in force, read again only when the house-rule file appears, changes or goes: a campaign reads
    its book rules at every step of a turn and every view, and parsing and checking the file each time was a
    quarter of a turn planned."""
    override = house_rules_dir() / BOOK_FILE
    try:
        stat = override.stat()
        stamp: tuple[Any, ...] = (str(override), stat.st_mtime_ns, stat.st_size)
    except OSError:
        stamp = (str(override),)
    return _book_data_as_of(stamp)


@lru_cache(maxsize=4)
def _book_data_as_of(_stamp: tuple[Any, ...]) -> Any:
    return load_package_rules(PACKAGE, BOOK_FILE, "campaign_book.schema.json")
