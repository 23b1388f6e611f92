"""A campaign's contract cards, on both databases: dealt, released by a new choice, completed, held again; only
ever appended, written in one transaction with the ledger entries that name them."""

from __future__ import annotations

import pytest
from tabletop.book import Book, BookError, CampaignMember, ContractCard, ContractChange, LedgerChange, open_book

BANK = ContractCard("Le casse de la Banque", "Braquer la banque deux tours entiers.", 3, 2, "bank", 1, "« Banque »")
WITNESS = ContractCard("", "Faire taire le témoin.", 2)


def _campaign(book: Book) -> None:
    book.create_campaign("Saison", "peur-sur-la-ville", [CampaignMember("A", "gang"), CampaignMember("F", "gang")])


def _states(book: Book, history: bool = False) -> list[tuple[int, str, int, int, str, str]]:
    return [(e.turn, e.gang, e.position, e.seq, e.state, e.card.title or e.card.asks)
            for e in book.contracts("Saison", history=history)]


def test_cards_dealt_chosen_again_and_completed_are_new_rows(book: Book) -> None:
    _campaign(book)
    book.append_ledger_entries("Saison", [LedgerChange("A", "contracts:1", 1, "turn 1: « Le casse » kept")],
                               contracts=[ContractChange("A", 1, BANK), ContractChange("F", 1, WITNESS)])
    [bank, witness] = book.contracts("Saison")
    assert (bank.card, bank.position, bank.seq, bank.state) == (BANK, 1, 1, "held")
    assert (witness.card, witness.gang) == (WITNESS, "F")
    # A gang choosing again: the card it held is released, the new one dealt after it.
    book.append_ledger_entries("Saison", [], contracts=[ContractChange("A", 1, position=1, state="released"),
                                                        ContractChange("A", 1, WITNESS)])
    assert _states(book) == [(1, "A", 2, 1, "held", WITNESS.asks), (1, "F", 1, 1, "held", WITNESS.asks)]
    book.append_ledger_entries("Saison", [], contracts=[ContractChange("F", 1, position=1, state="completed")])
    book.append_ledger_entries("Saison", [], contracts=[ContractChange("F", 1, position=1, state="held")])
    book.append_ledger_entries("Saison", [], contracts=[ContractChange("F", 1, position=1, state="completed")])
    assert _states(book)[-1] == (1, "F", 1, 4, "completed", WITNESS.asks)
    assert [(e.gang, e.position, e.seq, e.state) for e in book.contracts("Saison", history=True)] == [
        ("A", 1, 1, "held"), ("F", 1, 1, "held"), ("A", 1, 2, "released"), ("A", 2, 1, "held"),
        ("F", 1, 2, "completed"), ("F", 1, 3, "held"), ("F", 1, 4, "completed")]
    released = book.contracts("Saison", history=True)[2]
    assert released.card == BANK  # each row reads on its own
    with open_book(book.url) as again:  # another laptop reads the same cards
        assert _states(again) == _states(book)


@pytest.mark.parametrize("change, message", [
    (ContractChange("A", 1, position=1, state="held"), "is released: it cannot become held"),
    (ContractChange("A", 1, position=1, state="completed"), "is released: it cannot become completed"),
    (ContractChange("A", 1, position=7, state="released"), "gang 'A' was dealt no card 7 for turn 1"),
    (ContractChange("A", 1, position=2, state="held"), "is held: it cannot become held"),
    (ContractChange("A", 1, position=2, state="lost"), "state 'lost' is none of held, released, completed"),
    (ContractChange("A", 1), "give either the card dealt or the position"),
    (ContractChange("A", 1, BANK, position=1), "give either the card dealt or the position"),
    (ContractChange("A", 1, BANK, state="completed"), "a card is dealt held"),
    (ContractChange("", 1, BANK), "a contract needs a gang and a campaign turn"),
    (ContractChange("A", True, BANK), "a contract needs a gang and a campaign turn"),  # type: ignore[arg-type]
    (ContractChange("A", 1, ContractCard("x", "", -1)), "reputation: expected a whole number >= 0, got -1"),
    (ContractChange("A", 1, ContractCard("x", "", 1, count=0)), "count: expected a whole number >= 1, got 0"),
    (ContractChange("A", 1, ContractCard("x", None, 1)), "asks: expected text, got None"),  # type: ignore[arg-type]
    (ContractChange("A", 1, ContractCard("x", "", 1, objective="o" * 101)), "objective: at most 100 characters"),
])
def test_a_refused_change_writes_nothing_not_even_the_ledger(book: Book, change: ContractChange,
                                                             message: str) -> None:
    _campaign(book)
    book.append_ledger_entries("Saison", [], contracts=[ContractChange("A", 1, BANK),
                                                        ContractChange("A", 1, position=1, state="released"),
                                                        ContractChange("A", 1, WITNESS)])
    before = book.contracts("Saison", history=True)
    with pytest.raises(BookError, match=message):
        book.append_ledger_entries("Saison", [LedgerChange("A", "bitcoins", 5, "paid")],
                                   contracts=[ContractChange("F", 1, BANK), change])
    assert book.contracts("Saison", history=True) == before and book.ledger("Saison") == []


def test_contracts_of_a_campaign_not_in_the_book_are_refused(book: Book) -> None:
    with pytest.raises(BookError, match="no campaign named «\u00a0Nulle part\u00a0» in the book"):
        book.append_ledger_entries("Nulle part", [], contracts=[ContractChange("A", 1, BANK)])
    with pytest.raises(BookError, match="no campaign named «\u00a0Nulle part\u00a0» in the book"):
        book.contracts("Nulle part")
