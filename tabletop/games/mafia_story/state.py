"""The table of a Mafia Story play: the city grid (face-down cards, covers, tokens), the players' piles,
pawns and prevention cards, and where the round stands. States are never changed once built: ``copy`` gives
a new state whose lists can be replaced item by item (the items themselves are frozen)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tabletop.games.mafia_story.rules import Card
from tabletop.i18n import N_

# Each phase in words, for the table, the phones and the refusals: without a colon, since a refusal quotes it
# after its own.
PHASES = {
    "opening_peek": N_("opening (each player looks at 3 cards)"),
    "opening_cover": N_("opening (police and spéciale cards)"),
    "actions": N_("actions"),
    "chased": N_("a chased token moves"),
    "transport": N_("transport pass"),
    "prevention": N_("prevention cards"),
    "targets": N_("prevention targets"),
    "reveal": N_("the reveal"),
    "buy_back": N_("buying back transport pawns"),
    "round_peek": N_("end of the round (each player looks at 1 card)"),
    "over": N_("the game is over"),
}


@dataclass(frozen=True)
class Cover:
    """A police or spéciale card laid face down on a territory; its kind is entered privately when laid."""

    owner: str
    family: str
    kind: str  # "police" or "speciale"

    def card(self) -> Card:
        """The card itself, without its value (the rule data gives it)."""
        return Card(self.kind, self.family)


@dataclass(frozen=True)
class Cell:
    """A position of the city. ``present``: a card still lies there; ``card``: its identity once revealed
    (None while face down); ``territory``: known to be a territory (a cover was laid on it, setting
    covered_card = territory); ``dealt``: the card laid there, when the city was entered as dealt at the table
    (the reveal then enters that card)."""

    present: bool = True
    card: Card | None = None
    territory: bool = False
    cover: Cover | None = None
    dealt: Card | None = None


@dataclass(frozen=True)
class Token:
    owner: str
    kind: str  # "encaissement" or "guerre", entered privately, shown at the reveal
    cell: int


@dataclass(frozen=True)
class PileCard:
    """A card in a right or left pile with the points it brought."""

    card: Card
    points: int


@dataclass(frozen=True)
class Player:
    name: str
    family: str
    team: str | None
    score: int = 0
    right: tuple[PileCard, ...] = ()
    left: tuple[PileCard, ...] = ()
    penalties: int = 0  # points lost to rule 7, with no card
    kept: int = 0  # points kept with the cards paid for pawns (when buy-backs cost no points)
    covers_in_hand: int = 2  # his police and spéciale cards until the opening
    pawns: int = 3
    pawn_used: bool = False  # « On ne peut dépenser plus d'un pion transport par tour »
    prevention: tuple[str, ...] = ()  # prevention cards in hand
    prevention_used: tuple[str, ...] = ()  # laid for good (one-shot cards)
    peeked: frozenset[int] = frozenset()  # every position he has looked at


@dataclass(frozen=True)
class Chase:
    """A token chased off its card, waiting for its owner to move it; ``resume`` is the phase to go back to."""

    owner: str
    kind: str
    origin: int
    resume: str


@dataclass
class MafiaState:
    players: list[Player]
    rows: int
    columns: int
    cells: list[Cell]
    unseen: dict[Card, int]  # the face-down city cards not yet identified, the neutral one apart
    neutral_family: str | None
    neutral_hidden: bool
    settings: dict[str, Any]
    total_cards: int  # the city plus each player's police and spéciale: conserved
    discards: list[Card] = field(default_factory=list)  # covers discarded unseen, cards paid for pawns
    tokens: list[Token] = field(default_factory=list)
    phase: str = "opening_peek"
    round: int = 1
    first: int = 0  # seat holding the first-player token
    turn: int = 0  # position in the turn order, counted from the first player
    ticks: tuple[int, ...] = ()  # the cards of the peek under way
    peek_sets: list[tuple[str, frozenset[int]]] = field(default_factory=list)
    acted: dict[str, tuple[str, ...]] = field(default_factory=dict)  # this round: "peek", "place"
    done: set[str] = field(default_factory=set)  # finished the actions of this round
    sat_out: set[str] = field(default_factory=set)  # chased token found no card: his round is over
    chase: Chase | None = None
    laid: list[tuple[str, str]] = field(default_factory=list)  # prevention cards laid: (player, kind)
    targets: list[tuple[str, str, str | None]] = field(default_factory=list)  # (player, kind, target owner)
    last_reveal: list[dict[str, Any]] = field(default_factory=list)
    reveals: int = 0  # reveals scored so far
    over: bool = False

    def copy(self) -> "MafiaState":
        # Every field by name rather than ``dataclasses.replace``, which looks each up at every call (for every
        # event; tests/games/test_state_copies.py finds a field forgotten here).
        return MafiaState(
            players=list(self.players), rows=self.rows, columns=self.columns, cells=list(self.cells),
            unseen=dict(self.unseen), neutral_family=self.neutral_family, neutral_hidden=self.neutral_hidden,
            settings=self.settings, total_cards=self.total_cards, discards=list(self.discards),
            tokens=list(self.tokens), phase=self.phase, round=self.round, first=self.first, turn=self.turn,
            ticks=self.ticks, peek_sets=list(self.peek_sets), acted=dict(self.acted), done=set(self.done),
            sat_out=set(self.sat_out), chase=self.chase, laid=list(self.laid), targets=list(self.targets),
            last_reveal=list(self.last_reveal), reveals=self.reveals, over=self.over)

    # --- who ---------------------------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    def order(self) -> list[str]:
        """The turn order, clockwise from the first player."""
        n = len(self.players)
        return [self.players[(self.first + i) % n].name for i in range(n)]

    def seat(self, name: str) -> int:
        return self.names.index(name)

    def player(self, name: str) -> Player:
        return self.players[self.seat(name)]

    def set_player(self, player: Player) -> None:
        self.players[self.seat(player.name)] = player

    def teammates(self, a: str, b: str) -> bool:
        pa, pb = self.player(a), self.player(b)
        return a == b or (pa.team is not None and pa.team == pb.team)

    # --- where ---------------------------------------------------------------------------------------------
    def token_at(self, cell: int) -> Token | None:
        return next((t for t in self.tokens if t.cell == cell), None)

    def tokens_of(self, name: str) -> list[Token]:
        return [t for t in self.tokens if t.owner == name]

    def hand(self, name: str) -> list[str]:
        """The token kinds a player holds (not on the table)."""
        placed = {t.kind for t in self.tokens_of(name)}
        if self.chase and self.chase.owner == name:
            placed.add(self.chase.kind)
        return [k for k in ("encaissement", "guerre") if k not in placed]

    def neighbours(self, cell: int) -> list[int]:
        """The 8 surrounding positions that still hold a card (removed cards leave holes)."""
        row, col = divmod(cell, self.columns)
        out = []
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                r, c = row + dr, col + dc
                if (dr or dc) and 0 <= r < self.rows and 0 <= c < self.columns and self.cells[r * self.columns + c].present:
                    out.append(r * self.columns + c)
        return out

    def free_cells(self) -> list[int]:
        """Cards with no token (« une carte libre »)."""
        taken = {t.cell for t in self.tokens}
        return [i for i, c in enumerate(self.cells) if c.present and i not in taken]

    def peekable(self) -> list[int]:
        """Cards a player may look at: not a cover nor under one, no token on it."""
        taken = {t.cell for t in self.tokens}
        return [i for i, c in enumerate(self.cells) if c.present and c.cover is None and i not in taken]

    def city_cards(self) -> int:
        """Cards in the city for the end and the peek stop: each card and each cover, less the cards under a
        police card (and under a spéciale when the setting says so)."""
        count = 0
        for c in self.cells:
            if not c.present:
                continue
            count += 1
            if c.cover is not None:
                hidden = c.cover.kind == "police" or (c.cover.kind == "speciale"
                                                      and self.settings["exclude_under_special"])
                count += 0 if hidden else 1
        return count
