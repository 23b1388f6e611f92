"""Random legal plays over 2 to 5 clans for the 8 turns: never a crash, every event listed as legal is accepted,
notes, goods and executant cards are conserved between the reserve, the black market and the clans, nobody's
money goes negative, and every play ends."""

import random

import pytest

from tabletop.games.playthrough import random_playthrough

from tests.games.gangster_paradise.table import GAME, setup

SEEDS = {2: range(4), 3: range(3), 4: range(2), 5: range(1)}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_plays_keep_every_invariant_and_end(players):
    for seed in SEEDS[players]:
        names = tuple(f"clan{i}" for i in range(players))
        result = random_playthrough(GAME, setup(names), random.Random(seed), max_events=30000)
        assert result.over, f"{players} clans, seed {seed}: not over after {result.events} events"
        state = result.session.state
        assert state.turn == 8 and GAME.invariants(state) == []
        assert len(GAME.ranking(state).players) == players


def test_random_plays_under_the_other_readings():
    """The alternative settings: pay all one's white, bluffers sit out, a limited reserve, no second executant
    deck, one of each role makes a complete clan, a taker after a bluff pays nothing."""
    house = {"unpaid_salaries": "pay_all_white", "bluffer_may_bid_later": False, "reserve_unlimited": False,
             "executant_deck_reshuffle": False, "complete_clan": "one_of_each", "bluff_taker_pays_own_bid": False,
             "reserve_white_stock": 40}
    for seed in range(3):
        result = random_playthrough(GAME, setup(("A", "B", "C"), **house), random.Random(seed), max_events=30000)
        assert result.over and result.session.state.reserve_white >= 0


@pytest.mark.parametrize("reading", ["must_pay", "pay_all_white", "all_or_nothing"])
def test_random_plays_under_each_salary_reading(reading):
    """Each reading of « doit payer » (setting unpaid_salaries): one three-clan play each (the suite's time is
    bounded), the default one with a limited reserve too."""
    result = random_playthrough(GAME, setup(("A", "B", "C"), unpaid_salaries=reading,
                                            reserve_unlimited=reading != "must_pay"),
                                random.Random(100), max_events=30000)
    assert result.over and GAME.invariants(result.session.state) == []
