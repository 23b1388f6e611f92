"""The campaign book's readings of « 7) LA CAMPAGNE » and its « Affaires en cours » deck, as rule data
(``campaign_book.toml``); a campaign may override the settings when it is created (its house rules)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from tabletop.games.peur_sur_la_ville.rules import PeurError, Setting
from tabletop.i18n import _
from tabletop.ruledata import load_package_rules

PACKAGE = "tabletop.games.peur_sur_la_ville.campaign"


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
    raw = load_package_rules(PACKAGE, "campaign_book.toml", "campaign_book.schema.json")
    settings = {name: Setting(value=entry["value"], description=entry["description"])
                for name, entry in raw["settings"].items()}
    for name, value in (house_rules or {}).items():
        if name not in settings:
            raise PeurError(_("house rule '{name}' is not a campaign setting; settings: {items}").format(
                name=name, items=', '.join(settings)))
        if type(value) is not type(settings[name].value):
            raise PeurError(_("house rule '{name}': expected {__name__}, got {value!r}").format(
                name=name, __name__=type(settings[name].value).__name__, value=value))
        settings[name] = Setting(value=value, description=settings[name].description)
    contracts = tuple(Contract(c["title"], c["asks"], c["reputation"], c.get("bitcoins", 0), c.get("objective", ""),
                               c.get("count", 1), c.get("source", "")) for c in raw["contracts"])
    return BookRules(settings, contracts, dict(raw["table_setup"]), dict(raw["table_end"]))
