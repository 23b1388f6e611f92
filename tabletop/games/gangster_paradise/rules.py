"""Gangster Paradise's rule data (``gangster_paradise.toml``): the boards, the members and their costs, the
executants, the resale scale, laundering, bonuses, and the referee settings read where the book is silent.

A play copies the rule data into its settings (``default_settings``), so a replay never changes when the house
rules do; ``rules_from_settings`` rebuilds the tables from a play's settings."""

from __future__ import annotations

import copy
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping

from tabletop.i18n import _, language
from tabletop.ruledata import RuleDataError, house_rules_dir, load_package_rules, package_schema, validate_rule_data
from tabletop.sentences import say

PACKAGE = "tabletop.games.gangster_paradise"
RULE_FILE = "gangster_paradise.toml"
SCHEMA_FILE = "gangster_paradise.schema.json"
ROLES = ("soldat", "commercant", "capitaine", "bras_droit", "boss")


@dataclass(frozen=True)
class Member:
    role: str
    label: str
    cost: int  # identical goods
    cards: int  # on each board
    salary: int  # white a turn
    promotes: str | None = None  # the member the promotion takes off the board
    needs: Mapping[str, int] | None = None  # members on the board beforehand
    delivers: int = 0
    delivers_secondary: int = 0
    launders_red: int = 0
    bonus_white: int = 0
    executant_discount: int = 0


@dataclass(frozen=True)
class ExecutantKind:
    name: str
    cards: int
    timing: str
    effect: str


@dataclass(frozen=True)
class GangsterRules:
    turns: int
    goods_limit: int
    boards: Mapping[str, str]  # clan board -> primary good, in the book's order
    goods_cards: int
    black_market_cards: int
    board_delivery: int
    start_red: int
    start_white: int
    start_members: Mapping[str, int]
    compensation_red: int
    red_per_white: int
    complete_clan_white: int
    resale_scale: tuple[int, ...]  # red for 1, 2, 3… goods of different kinds, the « etc. » included
    members: Mapping[str, Member]
    executant_cost: int
    executant_recruit_per_turn: int
    executant_play_per_phase: int
    executant_kinds: tuple[ExecutantKind, ...]
    complete_clan: str  # "all_cards" | "one_of_each"
    complete_bonus_with_boss: bool
    executant_min_cost: int
    unpaid_salaries: str  # "must_pay" | "pay_all_white" | "all_or_nothing"
    bluffer_may_bid_later: bool
    bluff_taker_pays_own_bid: bool
    reserve_unlimited: bool
    executant_deck_reshuffle: bool
    reserve_red_stock: int
    reserve_white_stock: int

    @property
    def goods(self) -> tuple[str, ...]:
        """The kinds of goods: the boards' primaries."""
        return tuple(self.boards.values())


def rule_data() -> dict[str, Any]:
    """The rule file in force (a house-rule file replaces the shipped one), validated; a fresh copy."""
    return copy.deepcopy(_load(str(house_rules_dir())))


@lru_cache(maxsize=4)
def _load(rules_dir: str) -> dict[str, Any]:
    return load_package_rules(PACKAGE, RULE_FILE, SCHEMA_FILE)


def default_settings() -> dict[str, Any]:
    """A play's settings: the tables under "tables", then each referee setting by name with its value."""
    data = rule_data()
    tables = {k: v for k, v in data.items() if k not in ("settings", "notes", "description", "words")}
    return {"tables": tables, **{name: entry["value"] for name, entry in data["settings"].items()}}


def member_said(role: str) -> str:
    """A member with its indefinite article in the language in use (« un Soldat », "a Soldat")."""
    return _words()["members"][role][language()]


def executant_said(kind: str) -> str:
    """An executant kind with its indefinite article (« un informateur », "an informer"); a kind the words do not
    name (a house rule's) is « un exécutant « nom » »."""
    words = _words()["executants"].get(kind)
    return words[language()] if words else say("gp-executant-named", name=kind)


def _words() -> Mapping[str, Any]:
    # Read, never changed: the rule data as loaded, without the copy ``rule_data`` makes for each play.
    return _load(str(house_rules_dir()))["words"]


def setting_descriptions() -> dict[str, str]:
    """Each setting and note with the words the UI shows, and the description of what a complete clan is."""
    data = rule_data()
    words = {name: entry["description"] for name, entry in data["settings"].items()}
    words.update({name: entry["description"] for name, entry in data["notes"].items()})
    words["description"] = data["description"]
    return words


def tables_problems(settings: Mapping[str, Any] | None) -> list[str]:
    """What is wrong with the rule tables a play file carries (``settings.tables``) and with its settings' values,
    by the rule data's schema: a play edited by hand with a laundering rate of 0, or a reserve of -5 white bills,
    is refused here instead of dividing by zero or going below nothing later."""
    given = dict(settings or {})
    tables = given.pop("tables", None)
    data = rule_data()
    if tables is not None:
        document = {**data, **tables} if isinstance(tables, dict) else tables
        try:
            validate_rule_data(document, package_schema(PACKAGE, SCHEMA_FILE), _("the play's rule tables"),
                               RULE_FILE, in_a_file=False)
        except RuleDataError as exc:
            return exc.lines
    # Each setting the play names, checked as the rule data's own entry with the play's value in it.
    named = {name: {**entry, "value": given[name]} for name, entry in data["settings"].items() if name in given}
    try:
        validate_rule_data({**data, "settings": {**data["settings"], **named}},
                           package_schema(PACKAGE, SCHEMA_FILE), _("the play's settings"), RULE_FILE, in_a_file=False)
    except RuleDataError as exc:
        return exc.lines
    return []


def rules_from_settings(settings: Mapping[str, Any] | None = None) -> GangsterRules:
    """The rules a play runs under: its settings over the rule data's defaults."""
    merged = default_settings()
    merged.update(settings or {})
    t = merged["tables"]
    members = {role: Member(role=role, label=m["label"], cost=m["cost"], cards=m["cards"], salary=m["salary"],
                            promotes=m.get("promotes"), needs=dict(m.get("needs", {})), delivers=m.get("delivers", 0),
                            delivers_secondary=m.get("delivers_secondary", 0),
                            launders_red=m.get("launders_red", 0), bonus_white=m.get("bonus_white", 0),
                            executant_discount=m.get("executant_discount", 0))
               for role, m in t["members"].items()}
    return GangsterRules(
        turns=t["turns"], goods_limit=t["goods_limit"],
        boards={c["name"]: c["primary"] for c in t["clans"]},
        goods_cards=t["goods"]["cards_per_kind"], black_market_cards=t["goods"]["black_market_per_kind"],
        board_delivery=t["goods"]["board_delivery"],
        start_red=t["start"]["red"], start_white=t["start"]["white"], start_members=dict(t["start"]["members"]),
        compensation_red=t["black_market"]["compensation_red"], red_per_white=t["laundering"]["red_per_white"],
        complete_clan_white=t["bonuses"]["complete_clan_white"],
        resale_scale=tuple(t["resale"]["scale"]) + tuple(merged["resale_beyond_three"]),
        members=members,
        executant_cost=t["executants"]["cost"], executant_recruit_per_turn=t["executants"]["recruit_per_turn"],
        executant_play_per_phase=t["executants"]["play_per_phase"],
        executant_kinds=tuple(ExecutantKind(k["name"], k["cards"], k["timing"], k["effect"])
                              for k in t["executants"]["kinds"]),
        complete_clan=merged["complete_clan"], complete_bonus_with_boss=bool(merged["complete_bonus_with_boss"]),
        executant_min_cost=int(merged["executant_min_cost"]), unpaid_salaries=merged["unpaid_salaries"],
        bluffer_may_bid_later=bool(merged["bluffer_may_bid_later"]),
        bluff_taker_pays_own_bid=bool(merged["bluff_taker_pays_own_bid"]),
        reserve_unlimited=bool(merged["reserve_unlimited"]),
        executant_deck_reshuffle=bool(merged["executant_deck_reshuffle"]),
        reserve_red_stock=int(merged["reserve_red_stock"]), reserve_white_stock=int(merged["reserve_white_stock"]),
    )
