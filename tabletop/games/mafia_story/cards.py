"""The cards of the city: what a set-up lays face down, and what a face-down card may turn out to be when it is
revealed. The city is shuffled, so a card entered at the reveal is a chance outcome among the cards not yet
identified (or, when the city was entered as dealt, the card laid there); a card that had a cover on it is a
territory when the setting ``covered_card`` reads « en recouvrement d'une carte territoire » literally."""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from tabletop.games.mafia_story.rules import Card, CityLayout, MafiaRules
from tabletop.games.mafia_story.state import MafiaState


def city_composition(rules: MafiaRules, layout: CityLayout, families: Sequence[str]) -> dict[Card, int]:
    """The known cards of the city: the players' territories, the prostituées and the drive-bys. The neutral
    territory of the 2-player city is apart: one card of an unchosen family, its value unknown."""
    cards: Counter[Card] = Counter()
    for family in families:
        cards.update(rules.family_cards(family))
    cards[Card("prostituee")] = layout.prostituee
    cards[Card("drive-by")] = layout.drive_by
    return dict(cards)


def _weights(state: MafiaState, rules: MafiaRules) -> tuple[dict[Card, float], dict[Card, float]]:
    """The unseen territories and the other unseen cards, each with its count (a neutral value weighs 1/6)."""
    territories: dict[Card, float] = {c: n for c, n in state.unseen.items() if c.type == "territoire" and n}
    others: dict[Card, float] = {c: n for c, n in state.unseen.items() if c.type != "territoire" and n}
    if state.neutral_hidden and state.neutral_family:
        for card in rules.family_cards(state.neutral_family):
            territories[card] = 1 / len(rules.territory_values)
    return territories, others


def identity_outcomes(state: MafiaState, rules: MafiaRules, cell: int) -> list[tuple[Card, float]]:
    """What the face-down card at ``cell`` may be, with its probability. The territories known to lie under
    (former) covers take territories first: a uniform deal that respects them gives a free card a territory
    with weight (T − K) / T of its count, T the unseen territories and K the other territory-bound cards. A city
    entered as dealt leaves one card: the one laid there."""
    dealt = state.cells[cell].dealt
    if dealt is not None:
        return [(dealt, 1.0)]
    territories, others = _weights(state, rules)
    total_t = sum(territories.values())
    if state.cells[cell].territory:
        return [(c, w / total_t) for c, w in sorted(territories.items())]
    bound = sum(1 for i, c in enumerate(state.cells) if c.present and c.card is None and c.territory and i != cell)
    free_t = total_t - bound
    denominator = free_t + sum(others.values())
    out = [(c, w * free_t / total_t / denominator) for c, w in sorted(territories.items()) if free_t > 0]
    out += [(c, w / denominator) for c, w in sorted(others.items())]
    return [(c, p) for c, p in out if p > 0]


def take_identified(state: MafiaState, card: Card) -> None:
    """Strike a revealed card off the unseen cards (the neutral one when it is of the neutral family)."""
    if card.type == "territoire" and card.family == state.neutral_family:
        state.neutral_hidden = False
    else:
        state.unseen[card] -= 1
