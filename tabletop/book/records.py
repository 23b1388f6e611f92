"""What the book hands out and takes in: plain dataclasses, free of SQL, shared by the UI, the games and the CLI."""

from __future__ import annotations

import uuid
from dataclasses import dataclass, field
from datetime import datetime, timezone
from typing import Any


class BookError(Exception):
    """Anything the book refuses or cannot do, as one line a referee can act on."""


def new_play_id() -> str:
    """A fresh play id: unique across laptops recording into one shared book, without asking the server."""
    return uuid.uuid4().hex


def utc(moment: datetime) -> datetime:
    """``moment`` as an aware UTC time; a time without an offset is taken to be UTC already."""
    if moment.tzinfo is None:
        return moment.replace(tzinfo=timezone.utc)
    return moment.astimezone(timezone.utc)


@dataclass(slots=True)
class Participant:
    """One seat at a finished play. ``rank`` 1 is a win; every participant ranked 1 wins a tie."""

    name: str
    seat: int | None = None
    team: str | None = None
    score: float | None = None
    breakdown: dict[str, float] = field(default_factory=dict)
    rank: int | None = None
    eliminated: bool = False
    extra: dict[str, Any] = field(default_factory=dict)  # keys of an imported file the book does not know


@dataclass(kw_only=True, slots=True)
class PlayRecord:
    """A finished play of one game module (``game`` is the module id, e.g. ``camorra`` or ``peur-game``)."""

    id: str = field(default_factory=new_play_id)
    game: str
    played_at: datetime
    duration_min: float | None = None
    place: str | None = None
    referee: str | None = None
    notes: str | None = None
    file_path: str | None = None
    participants: list[Participant] = field(default_factory=list)
    extra: dict[str, Any] = field(default_factory=dict)  # keys of an imported file the book does not know
    campaign: str | None = None  # the campaign's name, when the play belongs to one


@dataclass(frozen=True, slots=True, kw_only=True)
class ImportResult:
    """What an import added to the book (plays, new players) and how many of its plays the book already held."""

    plays_added: int
    plays_skipped: int
    players_added: int


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    """A player's profile. ``aliases`` are the names of profiles merged into this one; they still match."""

    name: str
    nickname: str | None = None
    colour: str | None = None
    notes: str | None = None
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class CampaignMember:
    """Who takes part in a campaign: a player of the book, or a gang (a name the campaign keeps accounts for)."""

    name: str
    kind: str = "player"  # "player" or "gang"


@dataclass(frozen=True, slots=True, kw_only=True)
class Campaign:
    name: str
    game: str
    members: tuple[CampaignMember, ...]
    created_at: datetime
    notes: str | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class LedgerEntry:
    """One line of a campaign's accounts. Never changed once written: a correction is a new entry."""

    id: int
    campaign: str
    subject: str
    field: str
    value_before: float
    change: float
    value_after: float
    reason: str
    play_id: str | None
    recorded_at: datetime


@dataclass(frozen=True)
class LedgerChange:
    """One entry to write with others in one transaction (``Book.append_ledger_entries``)."""

    subject: str
    field: str
    change: float
    reason: str
    play_id: str | None = None
    expect_before: float | None = None


# A contract card's states: dealt and kept for its turn; given up by a new choice (for good); completed when its turn
# closed (held again if that turn is reopened).
CONTRACT_STATES = ("held", "released", "completed")


@dataclass(frozen=True)
class ContractCard:
    """A contract card a campaign deals its gangs (Peur sur la Ville's « Affaires en cours »): what it asks and
    what it pays; ``objective`` and ``count`` are what the game checks in a table's results, ``source`` the
    rulebook passage the card is built on."""

    title: str
    asks: str
    reputation: int
    bitcoins: int = 0
    objective: str = ""
    count: int = 1
    source: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class ContractEntry:
    """One row of a campaign's contracts, never changed once written. A card is its gang's ``position``-th card
    dealt for campaign turn ``turn`` (from 1); ``seq`` 1 is the card dealt, each later row a new state of it."""

    id: int
    campaign: str
    turn: int
    gang: str
    position: int
    seq: int
    state: str  # one of CONTRACT_STATES
    card: ContractCard
    recorded_at: datetime


@dataclass(frozen=True)
class ContractChange:
    """One contract row to write with ledger entries (``Book.append_ledger_entries``): ``card`` dealt to ``gang``
    for ``turn`` (numbered after every card it was dealt for that turn), or, without a card, the card at
    ``position`` going to ``state``."""

    gang: str
    turn: int
    card: ContractCard | None = None
    position: int | None = None
    state: str = "held"


@dataclass(frozen=True)
class PlayerStats:
    """A player's record over the plays counted (one game, or all). Scores that were not given count for nothing."""

    plays: int
    wins: int
    win_rate: float
    mean_score: float | None
    best_score: float | None


@dataclass(frozen=True)
class SeatStats:
    seat: int
    plays: int
    wins: int
    win_rate: float


@dataclass(frozen=True, slots=True, kw_only=True)
class GameStats:
    """A game's record. ``score_stdev`` is the population standard deviation of every score recorded."""

    plays: int
    players: int
    mean_winning_score: float | None
    score_min: float | None
    score_max: float | None
    score_stdev: float | None
    mean_duration_min: float | None
    seats: dict[int, SeatStats]


@dataclass(frozen=True, slots=True, kw_only=True)
class HeadToHead:
    """Two players over the plays they both took part in. ``a_ahead``: a ranked better than b."""

    a: str
    b: str
    plays: int
    a_wins: int
    b_wins: int
    a_ahead: int
    b_ahead: int
    level: int  # same rank, or a rank missing


@dataclass(frozen=True, slots=True, kw_only=True)
class ScorePoint:
    play_id: str
    played_at: datetime
    game: str
    player: str
    score: float | None
    rank: int | None


@dataclass(frozen=True, slots=True, kw_only=True)
class LinePoint:
    """A point of a player's score line: one play's score (``plays`` 1), or the mean score of ``plays`` scored
    plays of the month (or months) starting at ``at``."""

    at: datetime
    score: float
    plays: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Streaks:
    """Winning streaks over a player's plays in time order; ``current`` counts the wins since the last non-win."""

    current: int
    longest: int
