"""The start of a campaign turn: « Les bandes reçoivent 1 carte « Affaire en cours » », then « les joueurs écrivent
de façon claire sur quelle table ils souhaitent aller. Les fiches sont dépouillées publiquement et en même temps »;
the contracts each gang keeps for the turn, written to the book (``contract_book``)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Mapping, Sequence

from tabletop.book import Book
from tabletop.games.peur_sur_la_ville.campaign.accounts import Accounts
from tabletop.games.peur_sur_la_ville.campaign.contract_book import plan_contracts
from tabletop.games.peur_sur_la_ville.campaign.refusals import gang_args
from tabletop.games.peur_sur_la_ville.campaign.settings import BookRules, Contract
from tabletop.games.peur_sur_la_ville.campaign.setup import CampaignView, load_campaign
from tabletop.games.peur_sur_la_ville.campaign.ledger_writes import write_entries
from tabletop.games.peur_sur_la_ville.rules import PeurError
from tabletop.i18n import _, ngettext


@dataclass(frozen=True)
class Hand:
    """The contracts a gang drew and how many of them it plays this turn (Informateur: 2 drawn, 1 kept;
    Bizness: 2 played)."""

    cards: tuple[Contract, ...]
    keep: int


def hand_size(resources: Sequence[str], book_rules: BookRules) -> tuple[int, int]:
    """(cards drawn, cards played): 1 and 1; « Informateur (prendre 2 cartes « Affaire en cours » pour en choisir
    1) »; « Bizness (2 cartes « Affaire en cours ») »."""
    drawn = keep = 1
    if "bizness" in resources:
        drawn = keep = book_rules.setting("bizness_cards")
    if "informateur" in resources:
        drawn = max(drawn, keep + book_rules.setting("informateur_cards") - 1)
    return drawn, keep


def deal_contracts(resources: Mapping[str, Sequence[str]], book_rules: BookRules,
                   rng: random.Random) -> dict[str, Hand]:
    """Deal each gang its contracts from the shuffled deck (shuffled again when it runs out)."""
    if not book_rules.contracts:
        raise PeurError(_("the « Affaires en cours » deck is empty: fill in campaign_book.toml or type the contracts"))
    deck: list[Contract] = []
    hands = {}
    for letter, held in resources.items():
        drawn, keep = hand_size(held, book_rules)
        cards = []
        for _draw in range(drawn):
            if not deck:
                deck = list(book_rules.contracts)
                rng.shuffle(deck)
            cards.append(deck.pop())
        hands[letter] = Hand(tuple(cards), keep)
    return hands


def choose(hand: Hand, chosen: Sequence[int]) -> tuple[Contract, ...]:
    """The cards a gang keeps, by their place in its hand: « Informateur (prendre 2 cartes « Affaire en cours »
    pour en choisir 1) » — exactly ``hand.keep`` different cards of those drawn."""
    picked = list(dict.fromkeys(chosen))
    wrong = [i for i in picked if not 0 <= i < len(hand.cards)]
    if wrong:
        raise PeurError(_("card {number} is not in the hand of {count}").format(
            number=wrong[0] + 1, count=len(hand.cards)))
    if len(picked) != hand.keep or len(chosen) != len(picked):
        raise PeurError(ngettext("keep {keep} card of the {count} drawn", "keep {keep} cards of the {count} drawn",
                                 hand.keep).format(keep=hand.keep, count=len(hand.cards)))
    return tuple(hand.cards[i] for i in picked)


def meetings(choices: Mapping[str, str]) -> dict[str, list[str]]:
    """The tables revealed together: which gangs meet on each table chosen, in the order the gangs are listed."""
    tables: dict[str, list[str]] = {}
    for letter, table in choices.items():
        if not table:
            raise PeurError(_("no table is chosen for {gang}").format(**gang_args(letter)))
        tables.setdefault(table, []).append(letter)
    return tables


def store_contracts(book: Book, view: CampaignView, kept: Mapping[str, Sequence[Contract]]) -> CampaignView:
    """Write the contracts the gangs keep for the turn being played to the book, with the ledger entries saying so
    (one transaction), where they outlive the wizard and every table's laptop reads them; the campaign as it is
    then."""
    accounts = Accounts(view.balances)
    changes = plan_contracts(accounts, view.contracts, view.turn + 1, list(view.setup.players), kept)
    if changes:
        write_entries(book, view.name, accounts.changes, changes)
    return load_campaign(book, view.name)
