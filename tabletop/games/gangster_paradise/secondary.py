"""The draw of the secondary productions at set-up (§ MISE EN PLACE, 10): never one's own primary, never
another clan's pair, and the chain when a clan draws another's primary."""

from __future__ import annotations

from typing import Mapping, Sequence


def secondary_options(seat: int, primaries: Sequence[str], secondaries: Mapping[int, str],
                      goods: Sequence[str]) -> list[str]:
    """The secondary cards ``seat`` may draw: the cards not drawn yet, without its own primary (« ne peut pas
    être identique à la production primaire ») nor a card that would repeat another clan's pair (« Deux
    combinaisons … ne peuvent pas être identiques »), which removes the previous drawer's primary in a chain."""
    taken = set(secondaries.values())
    own = primaries[seat]
    forbidden = {primaries[other] for other, card in secondaries.items() if card == own}
    return [g for g in goods if g not in taken and g != own and g not in forbidden]


def next_secondary_drawer(drawn_by: int, card: str, primaries: Sequence[str], secondaries: Mapping[int, str],
                          order: Sequence[int]) -> int | None:
    """Who draws after ``drawn_by`` drew ``card`` (``secondaries`` already holds it): the clan whose primary it is,
    if it has not drawn (« c'est alors à celui-ci de piocher »); otherwise the first seat in ``order`` (clockwise
    from the first player) that has not drawn; None when every clan has drawn."""
    for seat, primary in enumerate(primaries):
        if primary == card and seat != drawn_by and seat not in secondaries:
            return seat
    return next((seat for seat in order if seat not in secondaries), None)
