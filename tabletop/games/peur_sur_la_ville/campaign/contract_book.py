"""The contracts a gang holds for a campaign turn, kept in the book's campaign contracts (``Book.contracts``) so that
they outlive the wizard (and the laptop). Each card kept or given up is also a ledger entry saying so in words, on
field ``contracts:<turn>`` (how many cards the gang holds for that turn); a card the results name is marked
completed when its turn closes, and held again if that turn is reopened."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Mapping, Sequence

from tabletop.book import ContractCard, ContractChange, ContractEntry
from tabletop.games.peur_sur_la_ville.campaign.accounts import Accounts
from tabletop.games.peur_sur_la_ville.campaign.refusals import gang_args
from tabletop.games.peur_sur_la_ville.campaign.settings import Contract
from tabletop.games.peur_sur_la_ville.rules import PeurError, load_rules
from tabletop.i18n import _
from tabletop.sentences import either

CONTRACT_PASSAGE = "Les bandes reçoivent 1 carte « Affaire en cours » qui leur indique un « contrat »"


@dataclass(frozen=True)
class DealtContract:
    """A card a gang holds for a campaign turn: its place among the cards dealt to the gang for that turn, and
    whether the turn closed with it completed."""

    turn: int
    gang: str
    position: int
    card: Contract
    completed: bool = False


def contract_field(turn: int) -> str:
    return f"contracts:{turn}"


def dealt_contracts(entries: Sequence[ContractEntry]) -> tuple[DealtContract, ...]:
    """The cards as ``Book.contracts`` says they stand now (the released ones are not there)."""
    return tuple(DealtContract(e.turn, e.gang, e.position, Contract(**asdict(e.card)), e.state == "completed")
                 for e in entries)


def _name(card: Contract) -> str:
    return card.title or card.asks or _("a typed contract")


def _check(letter: str, card: Contract) -> None:
    rules = load_rules()
    levels = rules.campaign["reputation"]["contract_levels"]
    # « le contrat « Le témoin » des Skins… »: the gang by its name from the rule data, not its letter
    gang = gang_args(letter, rules)
    name = _("the contract « {title} »").format(title=card.title) if card.title else _("the typed contract")
    if card.reputation not in levels:
        raise PeurError(_("{contract} {gang_of} can be worth {items} points, not {value}").format(
            contract=name, items=either([str(level) for level in levels]), value=card.reputation, **gang))
    if card.bitcoins < 0:
        raise PeurError(_("{contract} {gang_of} pays 0 bitcoins or more, not {value}").format(
            contract=name, value=card.bitcoins, **gang))


def plan_contracts(accounts: Accounts, dealt: Sequence[DealtContract], turn: int, gangs: Sequence[str],
                   kept: Mapping[str, Sequence[Contract]]) -> list[ContractChange]:
    """The rows (and, in ``accounts``, the ledger entries) that make the gangs hold ``kept`` for ``turn``
    (``dealt``: the cards held now): nothing for a gang keeping what it holds; otherwise what it held released and
    the kept ones dealt after every earlier one. A gang not in the campaign or a card worth no contract level is
    refused before anything is planned."""
    for letter, cards in kept.items():
        if letter not in gangs:
            raise PeurError(_("the campaign has no gang « {letter} »").format(letter=letter))
        for card in cards:
            _check(letter, card)
    changes = []
    for letter, cards in kept.items():
        held = [d for d in dealt if d.turn == turn and d.gang == letter]
        if tuple(d.card for d in held) == tuple(cards):
            continue
        for old in held:
            changes.append(ContractChange(letter, turn, position=old.position, state="released"))
            accounts.change(letter, contract_field(turn), -1,
                            _("turn {turn}: the contracts chosen again: « {contract} » given up").format(
                                turn=turn, contract=_name(old.card)))
        for card in cards:
            changes.append(ContractChange(letter, turn, ContractCard(**asdict(card))))
            accounts.change(letter, contract_field(turn), 1,
                            _("turn {turn}: « {passage} »: « {contract} » kept ({reputation} reputation, "
                              "{bitcoins} bitcoins)").format(turn=turn, passage=CONTRACT_PASSAGE,
                                                             contract=_name(card), reputation=card.reputation,
                                                             bitcoins=card.bitcoins))
    return changes


def _names(done: Contract, card: Contract) -> bool:
    if done.title:
        return done.title == card.title
    if done.asks:
        return done.asks == card.asks
    return done.reputation == card.reputation


def completed_contracts(dealt: Sequence[DealtContract], turn: int,
                        completed: Mapping[str, Sequence[Contract]]) -> list[ContractChange]:
    """The cards held for ``turn`` that the results name completed, each marked once: a contract completed names
    its card by title, else by what it asks, else (the results gave only its points) it is the first card held
    worth as much. A contract the referee typed in the results, matching no card held, pays without marking any."""
    changes = []
    for letter, done in completed.items():
        left = [d for d in dealt if d.turn == turn and d.gang == letter and not d.completed]
        for contract in done:
            card = next((d for d in left if _names(contract, d.card)), None)
            if card is not None:
                left.remove(card)
                changes.append(ContractChange(letter, turn, position=card.position, state="completed"))
    return changes


def reopened_contracts(dealt: Sequence[DealtContract], turn: int) -> list[ContractChange]:
    """Reopening ``turn``: its completed cards are held again, and the cards already kept for the next turn are
    released (the ledger entries that counted them are reversed with the rest of the turn's)."""
    return [ContractChange(d.gang, d.turn, position=d.position, state="held")
            for d in dealt if d.turn == turn and d.completed] + \
        [ContractChange(d.gang, d.turn, position=d.position, state="released") for d in dealt if d.turn == turn + 1]
