"""Campaigns and their append-only ledger, on both databases."""

from __future__ import annotations

import pytest
from sqlalchemy import create_engine, event, text
from sqlalchemy.exc import DBAPIError

from tabletop import i18n
from tabletop.book import (Book, BookError, CampaignMember, ContractCard, ContractChange, LedgerChange, LedgerConflict,
                           open_book)
from tests.book.builders import play

RATS = CampaignMember("Les Rats", "gang")


def test_a_campaign_holds_its_members_and_plays(book: Book) -> None:
    campaign = book.create_campaign("Saison 1", "peur-game", [RATS, "Ana"], notes="Tuesdays")
    assert (campaign.name, campaign.game, campaign.members, campaign.notes) == \
        ("Saison 1", "peur-game", (RATS, CampaignMember("Ana", "player")), "Tuesdays")
    assert [p.name for p in book.players()] == ["Ana"]  # a gang is not a player
    book.add_campaign_member("Saison 1", CampaignMember("Bruno"))
    assert [m.name for m in book.campaign("Saison 1").members] == ["Les Rats", "Ana", "Bruno"]
    first = book.record_play(play("peur-game", 0, ("Ana", 3, 1), campaign="Saison 1"))
    second = book.record_play(play("peur-game", 1, ("Bruno", 3, 1)))
    book.add_play_to_campaign("Saison 1", second)
    assert [p.id for p in book.plays(campaign="Saison 1")] == [second, first]
    assert book.play(first).campaign == "Saison 1"
    book.create_campaign("Camorra league", "camorra")
    assert [c.name for c in book.campaigns()] == ["Saison 1", "Camorra league"]
    assert [c.name for c in book.campaigns(game="camorra")] == ["Camorra league"]


def test_every_campaign_s_plays_are_counted_in_one_query(book: Book) -> None:
    """The Campaigns page asked one count per campaign (1.24 s at a million plays on PostgreSQL, issue 36)."""
    for k in range(6):
        book.create_campaign(f"Saison {k}", "camorra")
    for k in range(9):
        book.record_play(play("camorra", k, ("Ana", 3, 1), campaign=f"Saison {k % 3}"))
    book.record_play(play("camorra", 10, ("Ana", 3, 1)))
    statements: list[str] = []
    listen = lambda *args: statements.append(args[2])  # noqa: E731
    event.listen(book._engine, "before_cursor_execute", listen)
    try:
        counts = book.campaign_play_counts()
    finally:
        event.remove(book._engine, "before_cursor_execute", listen)
    assert counts == {f"Saison {k}": book.count_plays(campaign=f"Saison {k}") for k in range(6)}
    assert counts["Saison 0"] == 3 and counts["Saison 5"] == 0
    assert len([s for s in statements if s.lstrip().upper().startswith("SELECT")]) == 1


def test_campaign_mistakes_are_refused_in_one_line(book: Book) -> None:
    book.create_campaign("Saison 1", "peur-game", [RATS])
    camorra = book.record_play(play("camorra", 0, ("Ana", 3, 1)))

    def q(text: str) -> str:
        return f"\u00ab\u00a0{text}\u00a0\u00bb"

    other_game = f"is a game of {q('camorra')}, but the campaign {q('Saison 1')} is one of {q('peur-game')}"
    cases = [
        (lambda: book.create_campaign("Saison 1", "peur-game"), f"already a campaign named {q('Saison 1')}"),
        (lambda: book.add_campaign_member("Saison 1", RATS),
         f"{q('Les Rats')} is already in the campaign {q('Saison 1')}"),
        (lambda: book.add_campaign_member("Saison 1", CampaignMember("X", "cop")),
         f"is neither a player nor a gang \\(its kind is {q('cop')}\\)"),
        (lambda: book.add_play_to_campaign("Saison 1", camorra), other_game),
        (lambda: book.add_play_to_campaign("Saison 2", camorra), f"no campaign named {q('Saison 2')}"),
        (lambda: book.record_play(play("camorra", 1, ("Ana", 1, 1), campaign="Saison 1")), other_game),
        (lambda: book.create_campaign("Duo", "camorra", ["Ana", "Ana"]), f"{q('Ana')} cannot be in one campaign twice"),
    ]
    for action, message in cases:
        with pytest.raises(BookError, match=message):
            action()
    assert [c.name for c in book.campaigns()] == ["Saison 1"]


def test_the_ledger_chains_each_entry_from_the_last(book: Book) -> None:
    book.create_campaign("Saison 1", "peur-game", [RATS])
    heist = book.record_play(play("peur-game", 0, ("Ana", 3, 1)))
    book.append_ledger("Saison 1", "Les Rats", "bitcoins", 100, "starting funds")
    entry = book.append_ledger("Saison 1", "Les Rats", "bitcoins", 35.5, "bank job", play_id=heist)
    assert (entry.value_before, entry.change, entry.value_after, entry.play_id) == (100, 35.5, 135.5, heist)
    book.append_ledger("Saison 1", "Les Rats", "reputation", 2, "bank job", play_id=heist)
    correction = book.append_ledger("Saison 1", "Les Rats", "bitcoins", -10, "correction: bank job paid 25.5")
    assert correction.value_after == 125.5
    assert [e.change for e in book.ledger("Saison 1")] == [100, 35.5, 2, -10]
    assert [e.change for e in book.ledger("Saison 1", "Les Rats", "bitcoins")] == [100, 35.5, -10]
    assert book.balance("Saison 1", "Les Rats", "bitcoins") == 125.5
    assert book.balance("Saison 1", "Les Rats", "heat") == 0
    assert book.balances("Saison 1") == {"Les Rats": {"bitcoins": 125.5, "reputation": 2}}
    with pytest.raises(BookError, match="named in a campaign ledger"):
        book.delete_play(heist)
    fixed = book.play(heist)
    fixed.participants[0].score = 4
    book.update_play(fixed)  # a play the ledger names can still be corrected
    assert book.play(heist) == fixed and book.ledger("Saison 1")[1].play_id == heist


def _statements_of(book: Book, write) -> tuple[object, int]:
    statements: list[str] = []
    listen = lambda *args: statements.append(args[2])  # noqa: E731
    event.listen(book._engine, "before_cursor_execute", listen)
    try:
        return write(), len(statements)
    finally:
        event.remove(book._engine, "before_cursor_execute", listen)


def test_a_batch_of_entries_chains_each_on_the_last_in_as_many_queries_whatever_its_length(book: Book) -> None:
    """A new campaign writes some sixty entries at once: five round trips each to the server made it most of the
    campaign command's time. Each entry still starts where the last one of its field ended, in the ledger or in the
    batch."""
    book.create_campaign("Saison 1", "peur-game", [RATS])
    heist = book.record_play(play("peur-game", 0, ("Ana", 3, 1)))
    book.append_ledger("Saison 1", "Les Rats", "bitcoins", 100, "starting funds")

    def batch(size: int) -> list[LedgerChange]:
        return [LedgerChange("Les Rats", ("bitcoins", "reputation")[k % 2], k + 1, f"entry {k}",
                             play_id=heist if k == 0 else None) for k in range(size)]

    short, few = _statements_of(book, lambda: book.append_ledger_entries("Saison 1", batch(3)))
    long, many = _statements_of(book, lambda: book.append_ledger_entries("Saison 1", batch(30)))
    assert few == many
    assert [(e.value_before, e.value_after) for e in short] == [(100, 101), (0, 2), (101, 104)]
    assert (long[0].value_before, long[1].value_before) == (104, 2)
    assert book.balances("Saison 1") == {"Les Rats": {"bitcoins": 104 + sum(range(1, 31, 2)),
                                                      "reputation": 2 + sum(range(2, 31, 2))}}
    assert [e.id for e in book.ledger("Saison 1")] == sorted(e.id for e in book.ledger("Saison 1"))
    assert [e.id for e in long] == [e.id for e in book.ledger("Saison 1")][-30:] and long[0].play_id == heist


@pytest.mark.parametrize("language, said", [
    ("en", "in the campaign «\u00a0Saison 1\u00a0», the field «\u00a0bitcoins\u00a0» of «\u00a0Les Rats\u00a0» "
           "is 50 now, not 0; someone else has just changed it"),
    ("fr", "dans la campagne «\u00a0Saison 1\u00a0», le champ «\u00a0bitcoins\u00a0» de «\u00a0Les Rats\u00a0» vaut 50 "
           "maintenant, pas 0\u00a0; quelqu'un d'autre vient de le changer"),
])
def test_an_entry_made_on_a_stale_balance_is_refused(book: Book, language: str, said: str) -> None:
    """Issue 38: the conflict is one sentence, the names in « » (it read "'Les Rats' 'bitcoins' in 'Saison 1' is 50
    now, not 0: …"), and a LedgerConflict a game's campaign can say in its own words."""
    book.create_campaign("Saison 1", "peur-game", [RATS])
    book.append_ledger("Saison 1", "Les Rats", "bitcoins", 50, "start", expect_before=0)
    i18n.set_language(language)
    try:
        with pytest.raises(LedgerConflict) as refused:
            book.append_ledger("Saison 1", "Les Rats", "bitcoins", 10, "late", expect_before=0)
    finally:
        i18n.set_language(None)
    assert str(refused.value) == said
    assert (refused.value.subject, refused.value.field, refused.value.now, refused.value.expected) == (
        "Les Rats", "bitcoins", 50, 0)
    assert len(book.ledger("Saison 1")) == 1


@pytest.mark.parametrize("language, said", [
    ("en", "the change to the field «\u00a0bitcoins\u00a0» of «\u00a0Les Rats\u00a0» in the ledger must be a finite "
           "number, not NaN"),
    ("fr", "la variation du champ «\u00a0bitcoins\u00a0» de «\u00a0Les Rats\u00a0» dans le livre de comptes doit "
           "être un nombre fini, pas NaN"),
])
def test_a_change_that_is_no_number_is_said_in_words(book: Book, language: str, said: str) -> None:
    book.create_campaign("Saison 1", "peur-game", [RATS])
    i18n.set_language(language)
    try:
        with pytest.raises(BookError) as refused:
            book.append_ledger("Saison 1", "Les Rats", "bitcoins", float("nan"), "?")
        nowhere = ("no campaign named «\u00a0Nulle part\u00a0» in the book" if language == "en" else
                   "aucune campagne nommée «\u00a0Nulle part\u00a0» dans le livre")
        with pytest.raises(BookError, match=f"^{nowhere}$"):
            book.ledger("Nulle part")
    finally:
        i18n.set_language(None)
    assert str(refused.value) == said and book.ledger("Saison 1") == []


@pytest.mark.parametrize("change", [float("nan"), float("inf"), True, "5"])
def test_a_change_must_be_a_finite_number(book: Book, change: object) -> None:
    book.create_campaign("Saison 1", "peur-game", [RATS])
    with pytest.raises(BookError, match="must be a finite number, not "):
        book.append_ledger("Saison 1", "Les Rats", "bitcoins", change, "?")  # type: ignore[arg-type]


def test_the_database_itself_refuses_to_rewrite_the_ledger_and_the_contracts(head_book_url: str) -> None:
    with open_book(head_book_url) as book:
        book.create_campaign("Saison 1", "peur-game", [RATS])
        book.append_ledger("Saison 1", "Les Rats", "bitcoins", 50, "start")
        book.append_ledger_entries("Saison 1", [],
                                   contracts=[ContractChange("Les Rats", 1, ContractCard("Casse", "", 3))])
        url = book.url
    engine = create_engine(url)
    try:
        for statement in ("UPDATE ledger SET change = 60", "DELETE FROM ledger",
                          "UPDATE campaign_contracts SET state = 'completed'", "DELETE FROM campaign_contracts"):
            with pytest.raises(DBAPIError, match="append-only"):
                with engine.begin() as conn:
                    conn.execute(text(statement))
    finally:
        engine.dispose()
    with open_book(head_book_url) as book:
        assert [e.value_after for e in book.ledger("Saison 1")] == [50]
        assert [(e.card.title, e.state) for e in book.contracts("Saison 1", history=True)] == [("Casse", "held")]
