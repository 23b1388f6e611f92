"""The black-market auction (phase 2): bids and passes around the table, the end when one offer is left, and the
bluff (« le joueur paie son maximum et ne prend pas de carte … C'est alors le dernier joueur à avoir surenchéri
qui s'en empare »)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping
from tabletop.i18n import _


class AuctionError(ValueError):
    """A bid or a pass the auction refuses: one line saying why."""


@dataclass
class Auction:
    """One auction for one card. ``order`` is the participants clockwise from the opener (the remaining player
    nearest the first player); ``bids`` is every bid as (seat, amount) in the order announced."""

    order: list[int]
    passed: list[int] = field(default_factory=list)
    bids: list[tuple[int, int]] = field(default_factory=list)
    speaker: int = -1

    def __post_init__(self) -> None:
        if self.speaker < 0:
            self.speaker = self.order[0]

    @property
    def high(self) -> tuple[int, int] | None:
        return self.bids[-1] if self.bids else None

    def minimum(self) -> int:
        """The least bid allowed now: zero opens (« zéro est une enchère »), then each bid raises."""
        return self.bids[-1][1] + 1 if self.bids else 0

    def decided(self) -> bool:
        """« Quand il ne reste plus qu'une seule offre, l'enchère se termine »."""
        return bool(self.bids) and len(self.passed) == len(self.order) - 1

    def bid(self, seat: int, amount: int) -> None:
        if seat != self.speaker:
            raise AuctionError(_("it is not this player's turn to bid"))
        if amount < self.minimum():
            raise AuctionError(_("a bid must be at least {minimum}, not {amount}").format(
                minimum=self.minimum(), amount=amount))
        self.bids.append((seat, amount))
        self._advance()

    def pass_(self, seat: int) -> None:
        """Drop out of this auction; the opener may not (« y accéder n'est pas une option »)."""
        if seat != self.speaker:
            raise AuctionError(_("it is not this player's turn to bid"))
        if not self.bids:
            raise AuctionError(_("the opener must bid (zero is a bid)"))
        self.passed.append(seat)
        self._advance()

    def _advance(self) -> None:
        if self.decided():
            self.speaker = self.bids[-1][0]
            return
        at = self.order.index(self.speaker)
        for step in range(1, len(self.order) + 1):
            seat = self.order[(at + step) % len(self.order)]
            if seat not in self.passed:
                self.speaker = seat
                return


@dataclass(frozen=True)
class Settlement:
    """Who pays what once the auction is decided: the bluffers pay all their notes and take nothing; the
    taker (None when nobody is left to take the card) pays ``price`` and chooses a card."""

    bluffers: tuple[int, ...]
    taker: int | None
    price: int


def settle(auction: Auction, holdings: Mapping[int, int], taker_pays_own_bid: bool = True) -> Settlement:
    """Resolve a decided auction against each bidder's notes (red and white at face value). A winner who cannot
    pay is a bluffer; the card passes to the last other player who raised, at his own last bid (or free with
    ``taker_pays_own_bid`` false), and so on while he cannot pay either."""
    if not auction.decided():
        raise AuctionError(_("the auction is not decided yet"))
    bluffers: list[int] = []
    seat, price = auction.bids[-1]
    while True:
        if holdings.get(seat, 0) >= price:
            return Settlement(tuple(bluffers), seat, price)
        bluffers.append(seat)
        earlier = [(s, a) for s, a in auction.bids if s not in bluffers]
        if not earlier:
            return Settlement(tuple(bluffers), None, 0)
        seat, price = earlier[-1]
        if not taker_pays_own_bid:
            price = 0
