"""A campaign's contract cards: each card dealt to a gang for a campaign turn, and each later state of it.

Like the ledger, rows are only ever added (the database refuses an UPDATE or DELETE, see migration 0003): choosing
again releases the cards held by new rows and deals the new ones at the next positions; a card completed when its
turn closed is a new row, and so is the same card held again when that turn is reopened.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import Sequence

from sqlalchemy import Connection, Row, func, insert, select

from tabletop.book.playstore import campaign_id, from_db_time, now_db
from tabletop.book.records import CONTRACT_STATES, BookError, ContractCard, ContractChange, ContractEntry
from tabletop.book.schema import campaign_contracts, campaigns
from tabletop.i18n import _
from tabletop.jsontext import typed

# (state now, state wanted): a released card is given up for good; a completed one goes back to held only when
# its turn is reopened.
_MOVES = {("held", "released"), ("held", "completed"), ("completed", "held")}
_OBJECTIVE_LENGTH = 100


def _whole(value: object, minimum: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= minimum


def _card_problem(card: ContractCard) -> str | None:
    texts = {"title": card.title, "asks": card.asks, "objective": card.objective, "source": card.source}
    for name, value in texts.items():
        if not isinstance(value, str):
            return _("{name}: expected text, got {value}").format(name=name, value=typed(value))
    if len(card.objective) > _OBJECTIVE_LENGTH:
        return _("objective: at most {n} characters").format(n=_OBJECTIVE_LENGTH)
    for name, value, minimum in (("reputation", card.reputation, 0), ("bitcoins", card.bitcoins, 0),
                                 ("count", card.count, 1)):
        if not _whole(value, minimum):
            return _("{name}: expected a whole number >= {minimum}, got {value}").format(
                name=name, minimum=minimum, value=typed(value))
    return None


def _check(change: ContractChange) -> None:
    where = _("contract of gang {gang} for turn {turn}").format(gang=typed(change.gang), turn=typed(change.turn))
    if not change.gang or not isinstance(change.gang, str) or not _whole(change.turn, 0):
        raise BookError(_("{where}: a contract needs a gang and a campaign turn (a whole number)").format(
            where=where))
    if change.state not in CONTRACT_STATES:
        raise BookError(_("{where}: state {state} is none of {states}").format(
            where=where, state=typed(change.state), states=", ".join(CONTRACT_STATES)))
    if (change.card is None) == (change.position is None):
        raise BookError(_("{where}: give either the card dealt or the position of the card that changes").format(
            where=where))
    if change.card is not None:
        if change.state != "held":
            raise BookError(_("{where}: a card is dealt held").format(where=where))
        problem = _card_problem(change.card)
        if problem:
            raise BookError(_("{where}: {exc}").format(where=where, exc=problem))


def _entry(row: Row, campaign: str) -> ContractEntry:
    card = ContractCard(row.title, row.asks, row.reputation, row.bitcoins, row.objective, row.count, row.source)
    return ContractEntry(id=row.id, campaign=campaign, turn=row.turn, gang=row.gang, position=row.position,
                         seq=row.seq, state=row.state, card=card, recorded_at=from_db_time(row.recorded_at))


def append(conn: Connection, campaign: str, changes: Sequence[ContractChange]) -> None:
    """Write ``changes`` in order; BookError on the first refused one (the caller's transaction then writes
    nothing)."""
    for change in changes:
        _check(change)
    if not changes:
        return
    cid, _game = campaign_id(conn, campaign)
    # PostgreSQL: two laptops writing one campaign's contracts take turns (as for the ledger).
    conn.execute(select(campaigns.c.id).where(campaigns.c.id == cid).with_for_update())
    for change in changes:
        mine = (campaign_contracts.c.campaign_id == cid, campaign_contracts.c.turn == change.turn,
                campaign_contracts.c.gang == change.gang)
        if change.card is not None:
            last = conn.execute(select(func.max(campaign_contracts.c.position)).where(*mine)).scalar()
            values = {"position": (last or 0) + 1, "seq": 1, "state": "held", **asdict(change.card)}
        else:
            now = conn.execute(select(campaign_contracts).where(*mine, campaign_contracts.c.position == change.position)
                               .order_by(campaign_contracts.c.seq.desc()).limit(1)).first()
            if now is None:
                raise BookError(_("gang {gang} was dealt no card {position} for turn {turn} in {campaign}").format(
                    gang=typed(change.gang), position=change.position, turn=change.turn, campaign=typed(campaign)))
            if (now.state, change.state) not in _MOVES:
                raise BookError(_("card {position} of gang {gang} for turn {turn} in {campaign} is {now}: it "
                                  "cannot become {state}").format(position=change.position, gang=typed(change.gang),
                                                                  turn=change.turn, campaign=typed(campaign),
                                                                  now=now.state, state=change.state))
            values = {"position": now.position, "seq": now.seq + 1, "state": change.state,
                      **asdict(_entry(now, campaign).card)}
        conn.execute(insert(campaign_contracts).values(campaign_id=cid, turn=change.turn, gang=change.gang,
                                                       recorded_at=now_db(), **values))


def entries(conn: Connection, campaign: str, history: bool = False) -> list[ContractEntry]:
    """Every row oldest first (``history``), or each card as it stands now, the released ones left out, by turn,
    gang and position."""
    cid, _game = campaign_id(conn, campaign)
    rows = [_entry(row, campaign) for row in conn.execute(
        select(campaign_contracts).where(campaign_contracts.c.campaign_id == cid).order_by(campaign_contracts.c.id))]
    if history:
        return rows
    latest: dict[tuple[int, str, int], ContractEntry] = {}
    for row in rows:
        key = (row.turn, row.gang, row.position)
        if key not in latest or latest[key].seq < row.seq:
            latest[key] = row
    return [latest[key] for key in sorted(latest) if latest[key].state != "released"]
