"""Any sequence of valid campaign turns keeps every gang's ledger balanced (the changes of each field add up to its
value, each entry starting where the last one ended) and its treasury at zero or more; a refused turn changes
nothing."""

from __future__ import annotations

from collections import defaultdict
from functools import lru_cache
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tabletop.book import LedgerChange, open_book
from tabletop.games.peur_sur_la_ville.campaign.accounts import CITY
from tabletop.games.peur_sur_la_ville.campaign.results import parse_results
from tabletop.games.peur_sur_la_ville.rules.campaign import income_sources
from tabletop.games.peur_sur_la_ville.campaign.setup import CampaignView, create_campaign, load_campaign
from tabletop.games.peur_sur_la_ville.campaign.turn import close_turn
from tabletop.games.peur_sur_la_ville.rules import PeurError, load_rules

from tests.games.peur_sur_la_ville.campaign.helpers import fresh, turn

GANGS = ("A", "C", "N", "R")
RULES = load_rules()
ACTS = RULES.campaign["bavures"]["acts"]
RESOURCES = list(RULES.campaign["resources"])
ITEMS = ["gilet", "grenade-frag", "masque-a-gaz", "voiture", "bouclier"]


@lru_cache(maxsize=None)
def _dead(alive: tuple[str, ...]) -> st.SearchStrategy[list[str]]:
    return st.lists(st.sampled_from(alive), max_size=2, unique=True)


@lru_cache(maxsize=None)
def _results(letter: str, alive: tuple[str, ...], living: tuple[str, ...]) -> dict[str, st.SearchStrategy[Any]]:
    """The strategies of one gang's results, built once for each gang and set of figures: building them anew for
    every draw was two thirds of the property's time (Hypothesis validates and caches each new strategy)."""
    investment = st.one_of(
        st.builds(lambda n: {"kind": "recruit", "count": n}, st.integers(1, 3)),
        st.builds(lambda r: {"kind": "resource", "resource": r}, st.sampled_from(RESOURCES)),
        st.just({"kind": "leader_replacement"}),
        st.builds(lambda f: {"kind": "new_chief", "figure": f}, st.sampled_from(alive or ("?",))),
        st.builds(lambda i, f: {"kind": "equipment", "item": i, "figure": f}, st.sampled_from(ITEMS),
                  st.sampled_from(living or ("?",))),
        st.builds(lambda f: {"kind": "hospital_bribe", "figure": f}, st.sampled_from(living or ("?",))))
    return {
        "income": st.dictionaries(st.sampled_from(income_sources(letter)), st.integers(0, 3), max_size=3),
        "contracts": st.lists(st.sampled_from([1, 2, 3]), max_size=2),
        "lost_hq": st.booleans(), "hqs_taken": st.integers(0, 2),
        "bavures": st.dictionaries(st.sampled_from(ACTS), st.integers(0, 2), max_size=2),
        "bavures_with_journalists": st.dictionaries(st.sampled_from(ACTS), st.integers(0, 1), max_size=1),
        "wounded": st.dictionaries(st.sampled_from(living), st.integers(1, 5), max_size=3) if living else st.just({}),
        "investments": st.lists(investment, max_size=3),
    }


def gang_results(draw: Any, view: CampaignView, letter: str) -> dict[str, Any]:
    gang = view.gangs[letter]
    alive = tuple(f.id for f in gang.alive)
    dead = draw(_dead(alive)) if alive else []
    living = tuple(f for f in alive if f not in dead)
    results = {key: draw(strategy) for key, strategy in _results(letter, alive, living).items()}
    investments = results.pop("investments")
    return {**results, "dead": dead, "investments": investments}


def _check_balanced(changes: list[LedgerChange], balances: dict[str, dict[str, float]]) -> None:
    running: dict[tuple[str, str], float] = defaultdict(float)
    for change in changes:
        assert change.expect_before == running[change.subject, change.field]
        running[change.subject, change.field] += change.change
    assert {k: v for k, v in running.items()} == {(s, f): v for s, fields in balances.items()
                                                  for f, v in fields.items()}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_valid_turns_keep_the_ledger_balanced_and_the_treasury_positive(data: st.DataObject) -> None:
    view, accounts = fresh(*GANGS)
    changes = list(accounts.changes)
    closed = 0
    for _ in range(data.draw(st.integers(1, 5))):
        gangs = {g: gang_results(data.draw, view, g) for g in data.draw(st.sets(st.sampled_from(GANGS)))}
        try:
            view, planned = turn(view, gangs)
        except PeurError:
            continue  # refused whole: nothing planned, the view is the one before
        closed += 1
        changes += planned.changes
        _check_balanced(changes, {s: dict(f) for s, f in view.balances.items()})
        assert all(g.bitcoins >= 0 for g in view.gangs.values())
        assert view.turn == closed and view.balances[CITY]["turn"] == closed


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                HealthCheck.function_scoped_fixture])
@given(st.data())
def test_the_books_ledger_sums_to_the_accounts(tmp_path_factory, data: st.DataObject) -> None:
    book = open_book(tmp_path_factory.mktemp("book") / "book.sqlite")
    try:
        view = create_campaign(book, "S", {g: (f"player {g}", None) for g in GANGS})
        for _ in range(3):
            gangs = {g: gang_results(data.draw, view, g) for g in GANGS}
            count = len(book.ledger("S"))
            try:
                view = close_turn(book, "S", parse_results({"gangs": gangs}, view.gangs))
            except PeurError:
                assert len(book.ledger("S")) == count
                continue
            sums: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
            for entry in book.ledger("S"):
                sums[entry.subject][entry.field] += entry.change
            assert {s: dict(f) for s, f in sums.items()} == book.balances("S")
            assert all(g.bitcoins >= 0 for g in load_campaign(book, "S").gangs.values())
    finally:
        book.close()
