"""A campaign's history read from its ledger: which turn each entry belongs to, the reputation after each turn,
and reopening the last turn closed — only ever by adding the entries that reverse it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from tabletop.book import Book, LedgerEntry
from tabletop.games.peur_sur_la_ville.campaign.accounts import CITY, Accounts
from tabletop.games.peur_sur_la_ville.campaign.contract_book import reopened_contracts
from tabletop.games.peur_sur_la_ville.campaign.setup import CampaignView, load_campaign
from tabletop.games.peur_sur_la_ville.campaign.ledger_writes import write_entries
from tabletop.games.peur_sur_la_ville.rules import PeurError
from tabletop.formats import quoted
from tabletop.i18n import _
from tabletop.jsontext import cut


def _is_turn(entry: LedgerEntry) -> bool:
    return entry.subject == CITY and entry.field == "turn"


def entry_turns(entries: Sequence[LedgerEntry]) -> list[int]:
    """The campaign turn of each entry (oldest first): 0 for the starting accounts; a turn's entries follow its
    closing entry; the entries reopening a turn come before the entry taking the turn back, and count for it."""
    turns, current = [], 0
    for entry in entries:
        if _is_turn(entry):
            turns.append(int(entry.value_after) if entry.change > 0 else int(entry.value_before))
            current = int(entry.value_after)
        else:
            turns.append(current)
    return turns


def entry_to_data(entry: LedgerEntry, turn: int) -> dict[str, Any]:
    """One line of ``tabletop campaign ledger --json``."""
    return {"id": entry.id, "turn": turn, "gang": entry.subject, "field": entry.field,
            "before": _number(entry.value_before), "change": _number(entry.change),
            "after": _number(entry.value_after), "reason": entry.reason, "game": entry.play_id,
            "recorded_at": entry.recorded_at.isoformat()}


def _number(value: float) -> int | float:
    return int(value) if float(value).is_integer() else value


def last_turn_entries(entries: Sequence[LedgerEntry], turn: int) -> list[LedgerEntry]:
    """The entries that closed ``turn`` (the last closed), from its closing entry to the next turn entry."""
    start = max((i for i, e in enumerate(entries) if _is_turn(e) and e.change > 0 and e.value_after == turn),
                default=None)
    if start is None:
        return []
    end = next((i for i in range(start + 1, len(entries)) if _is_turn(entries[i])), len(entries))
    return list(entries[start:end])


@dataclass(frozen=True)
class ReputationPoint:
    turn: int
    reputation: dict[str, int]


def reputation_by_turn(entries: Sequence[LedgerEntry], gangs: Sequence[str]) -> list[ReputationPoint]:
    """Each gang's reputation at the end of turn 0 (the start), 1, 2 ... as the ledger now reads (a reopened turn
    counts as not closed)."""
    values = {g: 0 for g in gangs}
    points: dict[int, dict[str, int]] = {0: dict(values)}
    for entry, turn in zip(entries, entry_turns(entries)):
        if entry.subject in values and entry.field == "reputation":
            values[entry.subject] = int(entry.value_after)
        if _is_turn(entry) and entry.change < 0:
            points.pop(turn, None)
        else:
            points[turn] = dict(values)
    return [ReputationPoint(t, r) for t, r in sorted(points.items())]


def reopen_turn(book: Book, name: str) -> CampaignView:
    """Reopen the last closed turn: every entry that closed it is reversed by a new entry, newest first, and the
    turn count goes back last; the ledger keeps both. Its completed contracts are held again, and those already
    kept for the next turn are given up, by new rows too."""
    view = load_campaign(book, name)
    if view.turn == 0:
        raise PeurError(_("the campaign {name} has no closed turn to reopen").format(name=quoted(cut(name))))
    closing = last_turn_entries(book.ledger(name), view.turn)
    accounts = Accounts(view.balances)
    for entry in reversed(closing):
        accounts.change(entry.subject, entry.field, -entry.change,
                        _("turn {turn} reopened: reverses entry {entry} ({reason})").format(
                            turn=view.turn, entry=entry.id, reason=entry.reason), entry.play_id)
    write_entries(book, name, accounts.changes, reopened_contracts(view.contracts, view.turn))
    return load_campaign(book, name)
