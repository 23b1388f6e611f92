"""The table of a Gangster Paradise play: each clan's board, goods and (private) notes, the black market, the
executants' deck, the reserve, and where the turn stands. ``state_json`` is what the tracker shows: the goods and
members are public, each clan's notes and executants sit under its "private" key."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from tabletop.games.gangster_paradise.auction import Auction
from tabletop.games.gangster_paradise.rules import ROLES, GangsterRules

PHASES = ("delivery", "market", "resale", "recruitment", "laundering")
# Where a play can stand: the set-up draws, the black-market reveals, the five phases, the end-of-turn trim of
# goods over the limit, the pierre-feuille-ciseaux of tied clans, the end.
STAGES = ("secondary", "reveal", *PHASES, "trim", "tiebreak", "over")


@dataclass
class Clan:
    player: str
    board: str
    primary: str
    secondary: str | None = None
    members: dict[str, int] = field(default_factory=dict)
    goods: dict[str, int] = field(default_factory=dict)
    red: int = 0
    white: int = 0
    executants: list[str] = field(default_factory=list)  # kinds held, hidden from the others
    placed: list[dict[str, Any]] = field(default_factory=list)  # executants played on this clan, not resolved yet
    unpaid: bool = False  # could not pay last turn's salaries: no goods at the next delivery
    resold: bool = False  # this turn
    executants_recruited: int = 0  # this turn
    executants_played: dict[str, int] = field(default_factory=dict)  # "turn/stage" -> executants played then

    def copy(self) -> "Clan":
        """A copy an event may change, every field written out: ``dataclasses.replace`` walks the fields at each
        call, and a play copies each clan for every event and every log line."""
        return Clan(player=self.player, board=self.board, primary=self.primary, secondary=self.secondary,
                    members=dict(self.members), goods=dict(self.goods), red=self.red, white=self.white,
                    executants=list(self.executants), placed=[dict(p) for p in self.placed], unpaid=self.unpaid,
                    resold=self.resold, executants_recruited=self.executants_recruited,
                    executants_played=dict(self.executants_played))

    def goods_count(self) -> int:
        return sum(self.goods.values())

    def notes(self) -> int:
        return self.red + self.white


@dataclass
class GPState:
    rules: GangsterRules
    clans: list[Clan]  # seat order
    stage: str = "secondary"
    turn: int = 0  # 1..8 once the set-up is done
    first: int = 0  # the first player's seat
    step: int = 0  # position in the turn order within the stage
    secondary_drawer: int | None = 0
    reveal_left: int = 0
    market: dict[str, int] = field(default_factory=dict)  # face-up black-market cards by kind
    market_deck: dict[str, int] = field(default_factory=dict)
    pot: int = 0  # the red notes on the black market's space, for the one left without a card
    auction: Auction | None = None
    taker: int | None = None  # a decided auction's taker, choosing a card and paying
    price: int = 0
    served: list[int] = field(default_factory=list)  # took a black-market card this turn
    sat_out: list[int] = field(default_factory=list)  # bluffers out of this turn's later auctions
    drawing_executant: bool = False  # the active clan paid for an executant: the referee enters the card
    executant_deck: dict[str, int] = field(default_factory=dict)
    executant_discard: dict[str, int] = field(default_factory=dict)
    reserve_red: int = 0
    reserve_white: int = 0
    reserve_goods: dict[str, int] = field(default_factory=dict)
    total_red: int = 0  # notes in play (reserve, pot, clans): conserved
    total_white: int = 0
    rock_paper_scissors: list[list[str]] = field(default_factory=list)

    def copy(self) -> "GPState":
        """A copy an event may change, sharing the rules (never changed). Written out rather than a deep copy: a
        play copies its state for every event, and a deep copy was four fifths of the time; every field by name
        rather than ``dataclasses.replace``, which looks each up at every call (14 µs, 8 µs written out;
        tests/games/test_state_copies.py finds a field forgotten here)."""
        auction = self.auction
        if auction is not None:
            auction = replace(auction, order=list(auction.order), passed=list(auction.passed), bids=list(auction.bids))
        return GPState(
            rules=self.rules, clans=[c.copy() for c in self.clans], stage=self.stage, turn=self.turn,
            first=self.first, step=self.step, secondary_drawer=self.secondary_drawer, reveal_left=self.reveal_left,
            market=dict(self.market), market_deck=dict(self.market_deck), pot=self.pot, auction=auction,
            taker=self.taker, price=self.price, served=list(self.served), sat_out=list(self.sat_out),
            drawing_executant=self.drawing_executant, executant_deck=dict(self.executant_deck),
            executant_discard=dict(self.executant_discard), reserve_red=self.reserve_red,
            reserve_white=self.reserve_white, reserve_goods=dict(self.reserve_goods), total_red=self.total_red,
            total_white=self.total_white, rock_paper_scissors=[list(o) for o in self.rock_paper_scissors])

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(c.player for c in self.clans)

    def order(self) -> list[int]:
        """Seats in turn order, clockwise from the first player."""
        n = len(self.clans)
        return [(self.first + i) % n for i in range(n)]

    def seat_of(self, player: str) -> int | None:
        return next((i for i, c in enumerate(self.clans) if c.player == player), None)

    def active_seat(self) -> int | None:
        """The active player (who decides now and alone may trade and play an executant); None when the
        referee enters a draw or the game is over."""
        if self.stage in PHASES[:1] + PHASES[2:] + ("trim",):
            return self.order()[self.step]
        if self.stage == "market":
            return self.taker if self.taker is not None else (self.auction.speaker if self.auction else None)
        return None


def state_json(state: GPState) -> dict[str, Any]:
    active = state.active_seat()
    clans = {}
    for c in state.clans:
        clans[c.player] = {
            "board": c.board, "primary": c.primary, "secondary": c.secondary,
            "members": {r: c.members.get(r, 0) for r in ROLES}, "goods": dict(sorted(c.goods.items())),
            "executants_held": len(c.executants), "executants_on_board": [dict(p) for p in c.placed],
            "unpaid_salaries": c.unpaid, "resold": c.resold, "executants_recruited": c.executants_recruited,
            "private": {"red": c.red, "white": c.white, "executants": sorted(c.executants)},
        }
    auction = None
    if state.auction is not None:
        a = state.auction
        auction = {"order": [state.clans[s].player for s in a.order],
                   "bids": [[state.clans[s].player, amount] for s, amount in a.bids],
                   "passed": [state.clans[s].player for s in a.passed],
                   "speaker": state.clans[a.speaker].player,
                   "taker": state.clans[state.taker].player if state.taker is not None else None,
                   "price": state.price}
    return {
        "turn": state.turn, "stage": state.stage, "first_player": state.clans[state.first].player,
        "active": state.clans[active].player if active is not None else None,
        "clans": clans,
        "black_market": {"cards": dict(sorted(state.market.items())), "deck": dict(sorted(state.market_deck.items())),
                         "pot": state.pot, "served": [state.clans[s].player for s in state.served],
                         "reveal_left": state.reveal_left, "auction": auction},
        "executants": {"deck": sum(state.executant_deck.values()), "discard": dict(sorted(
            state.executant_discard.items())), "drawing": state.drawing_executant},
        "reserve": {"red": state.reserve_red, "white": state.reserve_white,
                    "goods": dict(sorted(state.reserve_goods.items()))},
        "pierre_feuille_ciseaux": [list(o) for o in state.rock_paper_scissors],
    }


def invariants(state: GPState) -> list[str]:
    """Notes, goods and executant cards conserved between the reserve, the black market and the clans; no
    negative money; goods within the limit once the game is over."""
    broken = []
    red = state.reserve_red + state.pot + sum(c.red for c in state.clans)
    white = state.reserve_white + sum(c.white for c in state.clans)
    if red != state.total_red:
        broken.append(f"red notes not conserved: {red} in play, {state.total_red} expected")
    if white != state.total_white:
        broken.append(f"white notes not conserved: {white} in play, {state.total_white} expected")
    rules = state.rules
    # What the clans hold, counted in one walk over them rather than once for each kind (checked after every event
    # of a random play).
    held: dict[str, int] = {}
    executants: dict[str, int] = {}
    for c in state.clans:
        for kind, n in c.goods.items():
            held[kind] = held.get(kind, 0) + n
        for kind in c.executants:
            executants[kind] = executants.get(kind, 0) + 1
        for placed in c.placed:
            executants[placed["kind"]] = executants.get(placed["kind"], 0) + 1
    for kind in rules.goods:
        total = (state.reserve_goods.get(kind, 0) + held.get(kind, 0) + state.market.get(kind, 0)
                 + state.market_deck.get(kind, 0))
        if total != rules.goods_cards + rules.black_market_cards:
            broken.append(f"{kind}: {total} cards, {rules.goods_cards + rules.black_market_cards} expected")
    for ek in rules.executant_kinds:
        count = (state.executant_deck.get(ek.name, 0) + state.executant_discard.get(ek.name, 0)
                 + executants.get(ek.name, 0))
        if count != ek.cards:
            broken.append(f"executant {ek.name}: {count} cards, {ek.cards} expected")
    for c in state.clans:
        if c.red < 0 or c.white < 0:
            broken.append(f"{c.player} has negative money ({c.red} red, {c.white} white)")
        if any(n < 0 for n in c.goods.values()):
            broken.append(f"{c.player} holds a negative number of goods")
        if state.stage in ("tiebreak", "over") and c.goods_count() > rules.goods_limit:
            broken.append(f"{c.player} holds {c.goods_count()} goods between turns (limit {rules.goods_limit})")
    if state.pot < 0 or any(n < 0 for n in state.reserve_goods.values()):
        broken.append("the black market's pot or a pile of goods went negative")
    if not rules.reserve_unlimited and (state.reserve_red < 0 or state.reserve_white < 0):
        broken.append("the reserve went negative though it is limited")
    return broken
