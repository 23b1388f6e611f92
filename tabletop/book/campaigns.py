"""Campaigns (a named series of plays of one game, with its players or gangs) and their append-only ledger.

The ledger is how a campaign keeps accounts (a gang's bitcoins, a player's reputation): each entry holds the
value before, the change and the value after, so the history reads on its own. Entries are only ever added;
the database refuses an UPDATE or DELETE on them (see migration 0001), and a correction is a new entry.
"""

from __future__ import annotations

import math
from typing import Sequence

from sqlalchemy import Connection, Row, and_, func, insert, select, update

from tabletop.book.checks import GAME_LENGTH, NAME_LENGTH, text_problem
from tabletop.book.playstore import campaign_id, check_same_game, ensure_players, from_db_time, now_db
from tabletop.book.records import BookError, Campaign, CampaignMember, LedgerChange, LedgerEntry
from tabletop.book.schema import campaign_members, campaigns, ledger, plays
from tabletop.formats import decimal, quoted
from tabletop.i18n import N_, _, ngettext
from tabletop.jsontext import cut, quoted as json_quoted

MEMBER_KINDS = ("player", "gang")


class LedgerConflict(BookError):
    """An entry written on a balance someone else changed since it was read: the account's ``subject`` and ``field``
    as the ledger keys them, what it holds ``now`` and what the entry ``expected``, for a caller that says the
    account in its game's words."""

    def __init__(self, campaign: str, subject: str, field: str, now: float, expected: float):
        self.campaign, self.subject, self.field, self.now, self.expected = campaign, subject, field, now, expected
        super().__init__(_("in the campaign {campaign}, the field {field} of {subject} is {now} now, not {expected}; "
                           "someone else has just changed it").format(
            campaign=quoted(cut(campaign)), field=quoted(cut(field)), subject=quoted(cut(subject)),
            now=decimal(now), expected=decimal(expected)))


def _member(value: CampaignMember | str) -> CampaignMember:
    member = CampaignMember(value) if isinstance(value, str) else value
    if not member.name:
        raise BookError(_("a campaign member needs a name"))
    # Checked here, not left to the database: SQLite would keep a 10,000-character name that PostgreSQL refuses.
    problem = text_problem(member.name, NAME_LENGTH, place=_("the campaign member's name"))
    if problem:
        raise BookError(problem)
    if member.kind not in MEMBER_KINDS:
        raise BookError(_("the campaign member {name} is neither a player nor a gang (its kind is {kind})").format(
            name=quoted(cut(member.name)), kind=quoted(cut(str(member.kind)))))
    return member


def _insert_members(conn: Connection, campaign: int, members: Sequence[CampaignMember], first: int) -> None:
    names = [m.name for m in members]
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise BookError(ngettext("{names} cannot be in one campaign twice",
                                 "{names} cannot each be in one campaign more than once", len(twice)).format(
            names=", ".join(quoted(cut(name)) for name in twice)))
    ids, _added = ensure_players(conn, [m.name for m in members if m.kind == "player"])
    if members:
        conn.execute(insert(campaign_members), [
            {"campaign_id": campaign, "position": first + k, "name": m.name, "kind": m.kind,
             "player_id": ids.get(m.name) if m.kind == "player" else None}
            for k, m in enumerate(members)])


def create_campaign(conn: Connection, name: str, game: str, members: Sequence[CampaignMember | str],
                    notes: str | None = None) -> None:
    if not name or not game:
        raise BookError(_("a campaign needs a name and a game"))
    for place, value, limit in ((N_("the campaign's name"), name, NAME_LENGTH), (N_("the game"), game, GAME_LENGTH)):
        problem = text_problem(value, limit, place=_(place))
        if problem:
            raise BookError(problem)
    if conn.execute(select(campaigns.c.id).where(campaigns.c.name == name)).first():
        raise BookError(_("there is already a campaign named {name}").format(name=quoted(cut(name))))
    new_id = conn.execute(insert(campaigns).values(name=name, game=game, notes=notes, created_at=now_db())) \
        .inserted_primary_key[0]
    _insert_members(conn, new_id, [_member(m) for m in members], 0)


def add_member(conn: Connection, campaign: str, member: CampaignMember | str) -> None:
    cid, _game = campaign_id(conn, campaign)
    member = _member(member)
    taken = conn.execute(select(campaign_members.c.name).where(campaign_members.c.campaign_id == cid)).scalars()
    if member.name in set(taken):
        raise BookError(_("{name} is already in the campaign {campaign}").format(
            name=quoted(cut(member.name)), campaign=quoted(cut(campaign))))
    last = conn.execute(select(func.max(campaign_members.c.position))
                        .where(campaign_members.c.campaign_id == cid)).scalar()
    _insert_members(conn, cid, [member], 0 if last is None else last + 1)


def list_campaigns(conn: Connection, game: str | None = None, name: str | None = None) -> list[Campaign]:
    query = select(campaigns).order_by(campaigns.c.created_at, campaigns.c.id)
    if game is not None:
        query = query.where(campaigns.c.game == game)
    if name is not None:
        query = query.where(campaigns.c.name == name)
    rows = conn.execute(query).all()
    members: dict[int, list[CampaignMember]] = {row.id: [] for row in rows}
    for m in conn.execute(select(campaign_members).order_by(campaign_members.c.position)):
        if m.campaign_id in members:
            members[m.campaign_id].append(CampaignMember(m.name, m.kind))
    return [Campaign(name=r.name, game=r.game, members=tuple(members[r.id]), created_at=from_db_time(r.created_at),
                     notes=r.notes) for r in rows]


def play_counts(conn: Connection) -> dict[str, int]:
    """``{campaign: plays}`` for every campaign, in one grouped query (over ``ix_plays_campaign_id``)."""
    query = (select(campaigns.c.name, func.count(plays.c.id))
             .select_from(campaigns.outerjoin(plays, plays.c.campaign_id == campaigns.c.id))
             .group_by(campaigns.c.id, campaigns.c.name))
    return {name: count for name, count in conn.execute(query)}


def add_play(conn: Connection, campaign: str, play_id: str) -> None:
    cid, game = campaign_id(conn, campaign)
    play = conn.execute(select(plays.c.game, plays.c.campaign_id).where(plays.c.id == play_id)).first()
    if play is None:
        raise BookError(_("no play with the id {id} in the book").format(id=quoted(cut(play_id))))
    check_same_game(play_id, play.game, campaign, game)
    if play.campaign_id not in (None, cid):
        raise BookError(_("the play {id} already belongs to another campaign").format(id=quoted(cut(play_id))))
    conn.execute(update(plays).where(plays.c.id == play_id).values(campaign_id=cid))


def _entry(row: Row, campaign: str) -> LedgerEntry:
    return LedgerEntry(id=row.id, campaign=campaign, subject=row.subject, field=row.field,
                       value_before=row.value_before, change=row.change, value_after=row.value_after,
                       reason=row.reason, play_id=row.play_id, recorded_at=from_db_time(row.recorded_at))


def append(conn: Connection, campaign: str, subject: str, field: str, change: float, reason: str,
           play_id: str | None = None, expect_before: float | None = None) -> LedgerEntry:
    return append_many(conn, campaign, [LedgerChange(subject, field, change, reason, play_id, expect_before)])[0]


def _check_change(change: LedgerChange) -> None:
    if not change.subject or not change.field:
        raise BookError(_("a ledger entry needs a subject and a field"))
    amount = change.change
    if isinstance(amount, bool) or not isinstance(amount, (int, float)) or not math.isfinite(amount):
        raise BookError(_("the change to the field {field} of {subject} in the ledger must be a finite number, not "
                          "{change}").format(field=quoted(cut(change.field)), subject=quoted(cut(change.subject)),
                                             change=json_quoted(amount)))


def append_many(conn: Connection, campaign: str, changes: Sequence[LedgerChange]) -> list[LedgerEntry]:
    """Write ``changes`` in order, each chained on the one before it of its subject and field; the first refused
    (in the order they are given) raises before anything is written. A few queries for the whole batch whatever
    its length: a new campaign writes some sixty entries, which took five round trips each to the server."""
    if not changes:
        return []
    _check_change(changes[0])  # a refused entry is said before an unknown campaign, as one entry alone would be
    cid, _game = campaign_id(conn, campaign)
    # PostgreSQL: lock the campaign's row so that two laptops appending to it take turns (SQLite writers already
    # queue at BEGIN IMMEDIATE). The unique (subject, field, seq) is the last guard either way.
    conn.execute(select(campaigns.c.id).where(campaigns.c.id == cid).with_for_update())
    named_plays = {c.play_id for c in changes if c.play_id is not None}
    known_plays = set(conn.execute(select(plays.c.id).where(plays.c.id.in_(named_plays))).scalars()) \
        if named_plays else set()
    subjects = {c.subject for c in changes}
    newest = select(ledger.c.subject, ledger.c.field, func.max(ledger.c.seq).label("seq")) \
        .where(ledger.c.campaign_id == cid, ledger.c.subject.in_(subjects)) \
        .group_by(ledger.c.subject, ledger.c.field).subquery()
    last: dict[tuple[str, str], tuple[int, float]] = {
        (row.subject, row.field): (row.seq, row.value_after) for row in conn.execute(
            select(ledger.c.subject, ledger.c.field, ledger.c.seq, ledger.c.value_after).join(
                newest, and_(ledger.c.subject == newest.c.subject, ledger.c.field == newest.c.field,
                             ledger.c.seq == newest.c.seq)).where(ledger.c.campaign_id == cid))}
    rows = []
    for change in changes:
        _check_change(change)
        if change.play_id is not None and change.play_id not in known_plays:
            raise BookError(_("no play with the id {id} in the book").format(id=quoted(cut(change.play_id))))
        seq, before = last.get((change.subject, change.field), (0, 0.0))
        if change.expect_before is not None and before != change.expect_before:
            raise LedgerConflict(campaign, change.subject, change.field, before, change.expect_before)
        after = before + change.change
        last[change.subject, change.field] = (seq + 1, after)
        rows.append({"campaign_id": cid, "subject": change.subject, "field": change.field, "seq": seq + 1,
                     "value_before": before, "change": float(change.change), "value_after": after,
                     "reason": change.reason, "play_id": change.play_id, "recorded_at": now_db()})
    # One INSERT of every row on both databases; the rows it returns come in no promised order, and each is known
    # by its (subject, field, seq), unique in the campaign. (Asking them in order makes SQLite insert them one by one.)
    written = {(row.subject, row.field, row.seq): row
               for row in conn.execute(insert(ledger).returning(*ledger.c), rows)}
    return [_entry(written[r["subject"], r["field"], r["seq"]], campaign) for r in rows]


def entries(conn: Connection, campaign: str, subject: str | None = None, field: str | None = None,
            ) -> list[LedgerEntry]:
    cid, _ = campaign_id(conn, campaign)
    query = select(ledger).where(ledger.c.campaign_id == cid).order_by(ledger.c.id)
    if subject is not None:
        query = query.where(ledger.c.subject == subject)
    if field is not None:
        query = query.where(ledger.c.field == field)
    return [_entry(row, campaign) for row in conn.execute(query)]


def balances(conn: Connection, campaign: str, subject: str | None = None) -> dict[str, dict[str, float]]:
    """The value after each subject's last entry of each field: ``{subject: {field: value}}``."""
    cid, _ = campaign_id(conn, campaign)
    last = select(ledger.c.subject, ledger.c.field, func.max(ledger.c.seq).label("seq")) \
        .where(ledger.c.campaign_id == cid).group_by(ledger.c.subject, ledger.c.field)
    if subject is not None:
        last = last.where(ledger.c.subject == subject)
    last_sq = last.subquery()
    query = select(ledger.c.subject, ledger.c.field, ledger.c.value_after).join(
        last_sq, and_(ledger.c.subject == last_sq.c.subject, ledger.c.field == last_sq.c.field,
                      ledger.c.seq == last_sq.c.seq)).where(ledger.c.campaign_id == cid)
    result: dict[str, dict[str, float]] = {}
    for row in conn.execute(query.order_by(ledger.c.subject, ledger.c.field)):
        result.setdefault(row.subject, {})[row.field] = row.value_after
    return result


def is_in_ledger(conn: Connection, play_ids: Sequence[str]) -> list[str]:
    """The plays among ``play_ids`` that a ledger entry names: they cannot be deleted."""
    return sorted(set(conn.execute(select(ledger.c.play_id).where(ledger.c.play_id.in_(play_ids))).scalars()))
