"""The contracts a gang holds for a campaign turn, kept in the book's ledger so that they outlive the wizard (and
the laptop): field ``contract:<turn>:<n>`` is 1 while the gang holds its n-th contract of that turn, 0 once the
referee chose again. The ledger holds numbers; a card's words are the text of its entry's reason, after the
rulebook's passage: the card as JSON, read back by ``held_contracts``."""

from __future__ import annotations

import json
from typing import Mapping, Sequence

from tabletop.book import LedgerEntry
from tabletop.games.peur_sur_la_ville.campaign.accounts import Accounts
from tabletop.games.peur_sur_la_ville.campaign.settings import Contract
from tabletop.games.peur_sur_la_ville.rules import PeurError, load_rules
from tabletop.i18n import _

CONTRACT_PASSAGE = "Les bandes reçoivent 1 carte « Affaire en cours » qui leur indique un « contrat »"
PREFIX = "contract:"

# {turn: {gang: the contracts held, in the order kept}}
HeldContracts = Mapping[int, Mapping[str, tuple[Contract, ...]]]


def contract_field(turn: int, number: int) -> str:
    return f"{PREFIX}{turn}:{number}"


def _parse_field(name: str) -> tuple[int, int] | None:
    turn, _sep, number = name[len(PREFIX):].partition(":")
    if name.startswith(PREFIX) and turn.isdigit() and number.isdigit():
        return int(turn), int(number)
    return None


def _card_text(card: Contract) -> str:
    return json.dumps({"title": card.title, "asks": card.asks, "reputation": card.reputation,
                       "bitcoins": card.bitcoins, "objective": card.objective, "count": card.count,
                       "source": card.source}, ensure_ascii=False)


def _card(entry: LedgerEntry) -> Contract:
    try:
        doc = json.loads(entry.reason[entry.reason.index("{"):])
        return Contract(str(doc["title"]), str(doc["asks"]), int(doc["reputation"]), int(doc["bitcoins"]),
                        str(doc["objective"]), int(doc["count"]), str(doc["source"]))
    except (ValueError, KeyError, TypeError):
        raise PeurError(_("ledger entry {id} ({subject} {field}): its reason holds no contract card").format(
            id=entry.id, subject=entry.subject, field=entry.field)) from None


def held_contracts(entries: Sequence[LedgerEntry]) -> dict[int, dict[str, tuple[Contract, ...]]]:
    """The contracts each gang holds for each campaign turn, read from the campaign's ledger (oldest first)."""
    held: dict[tuple[int, str, int], Contract | None] = {}
    for entry in entries:
        place = _parse_field(entry.field)
        if place is not None:
            held[(place[0], entry.subject, place[1])] = _card(entry) if entry.value_after > 0 else None
    out: dict[int, dict[str, list[Contract]]] = {}
    for (turn, letter, _number), card in sorted(held.items()):
        if card is not None:
            out.setdefault(turn, {}).setdefault(letter, []).append(card)
    return {turn: {letter: tuple(cards) for letter, cards in gangs.items()} for turn, gangs in out.items()}


def _check(letter: str, card: Contract) -> None:
    levels = load_rules().campaign["reputation"]["contract_levels"]
    name = card.title or _("a typed contract")
    if card.reputation not in levels:
        raise PeurError(_("gang {letter}: {name}: a contract is worth {items} points, not {value}").format(
            letter=letter, name=name, items=", ".join(map(str, levels)), value=card.reputation))
    if card.bitcoins < 0:
        raise PeurError(_("gang {letter}: {name}: a contract pays 0 bitcoins or more, not {value}").format(
            letter=letter, name=name, value=card.bitcoins))


def plan_contracts(accounts: Accounts, held: Mapping[str, tuple[Contract, ...]], turn: int, gangs: Sequence[str],
                   kept: Mapping[str, Sequence[Contract]]) -> None:
    """The entries that make the gangs hold ``kept`` for ``turn`` (``held``: what they hold now): nothing for a
    gang keeping what it holds; otherwise what it held given up and the kept ones numbered after every earlier
    one. A gang not in the campaign or a card worth no contract level is refused before any entry."""
    for letter, cards in kept.items():
        if letter not in gangs:
            raise PeurError(_("gang {letter} is not in this campaign").format(letter=letter))
        for card in cards:
            _check(letter, card)
    for letter, cards in kept.items():
        if tuple(cards) == held.get(letter, ()):
            continue
        used = [place[1] for place in map(_parse_field, accounts.balances.get(letter, {}))
                if place is not None and place[0] == turn]
        for number in sorted(used):
            accounts.set(letter, contract_field(turn, number), 0,
                         f"turn {turn}: the contracts chosen again: « {CONTRACT_PASSAGE} »")
        for number, card in enumerate(cards, start=max(used, default=0) + 1):
            accounts.set(letter, contract_field(turn, number), 1,
                         f"turn {turn}: « {CONTRACT_PASSAGE} »: {_card_text(card)}")
