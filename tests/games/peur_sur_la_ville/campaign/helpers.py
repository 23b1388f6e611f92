"""Campaigns planned in memory (no book): the same planning the book runs, for the rule and property tests."""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.games.peur_sur_la_ville.campaign.accounts import Accounts
from tabletop.games.peur_sur_la_ville.campaign.results import parse_results
from tabletop.games.peur_sur_la_ville.campaign.setup import CampaignSetup, CampaignView, starting_accounts, view_of
from tabletop.games.peur_sur_la_ville.campaign.turn import plan_turn
from tabletop.games.peur_sur_la_ville.rules import load_rules, new_roster


def fresh(*letters: str, house_rules: Mapping[str, Any] | None = None) -> tuple[CampaignView, Accounts]:
    """A campaign of the rulebook's starting rosters, and the accounts holding its starting entries."""
    rules = load_rules()
    accounts = Accounts({})
    for letter in letters:
        starting_accounts(accounts, new_roster(letter, rules), rules)
    setup = CampaignSetup({letter: f"player {letter}" for letter in letters}, (), dict(house_rules or {}))
    return view_of("test", setup, accounts.balances), accounts


def turn(view: CampaignView, gangs: Mapping[str, Any]) -> tuple[CampaignView, Accounts]:
    """Close the next turn from a results document's ``gangs``; the new view and the planned entries."""
    planned = plan_turn(view, parse_results({"gangs": dict(gangs)}, view.gangs))
    return view_of(view.name, view.setup, planned.balances), planned


def reasons(planned: Accounts, letter: str, field: str) -> list[str]:
    return [c.reason for c in planned.changes if c.subject == letter and c.field == field]
