"""The log line of each Gangster Paradise event, said before it is applied. The log is the referee's: it
names the amounts that stay hidden behind the screens at the table."""

from __future__ import annotations

from typing import Any

from tabletop.games.gangster_paradise import flow, money
from tabletop.games.gangster_paradise.auction import settle
from tabletop.games.gangster_paradise.state import GPState
from tabletop.games.event_kinds import kind_words
from tabletop.games.interface import Event, GameError
from tabletop.games.gangster_paradise.rules import executant_said, member_said
from tabletop.i18n import N_, _
from tabletop.formats import counted
from tabletop.sentences import clauses, listed, say

# The stages of a turn in words, for the log (the state keeps the identifiers).
STAGE_WORDS = {"delivery": N_("delivery"), "market": N_("black market"), "reveal": N_("black market"),
               "resale": N_("resale"), "recruitment": N_("recruitment"), "laundering": N_("laundering and salaries"),
               "secondary": N_("secondary production"), "trim": N_("end of turn"), "tiebreak": N_("tie-break"),
               "over": N_("game over")}


def _goods(goods: Any) -> str:
    if isinstance(goods, dict):
        return ", ".join(counted(k, n) for k, n in goods.items() if n) or _("nothing")
    if isinstance(goods, list):
        return ", ".join(str(k) for k in goods) or _("nothing")
    return str(goods)


def describe(state: GPState, event: Event) -> str:
    """One line for the log; an event the rules refuse still gets a line naming what was tried."""
    kind = event.get("type") if isinstance(event, dict) else None
    seat = state.active_seat()
    who = state.clans[seat].player if seat is not None else _("the referee")
    try:
        line = _line(state, event, who)
    except (GameError, KeyError, TypeError, ValueError, AttributeError):
        line = None
    return _dated(state, line or say("event-tried", player=who, action=kind_words("gangster-paradise", kind)))


def _dated(state: GPState, line: str) -> str:
    """The log's line with its turn and stage: one message, the line a whole clause inside it."""
    return say("gp-log-line", turn=state.turn, stage=_(STAGE_WORDS.get(state.stage, state.stage)), line=line)


def move_label(state: GPState, event: Event) -> str:
    """A move offered on the active player's phone, said before it is made: a bid or a pass without what it would
    decide (who cannot pay tells the notes behind the other screens), laundering as the amount to type."""
    seat = state.active_seat()
    who = state.clans[seat].player if seat is not None else _("the referee")
    kind = event.get("type")
    if kind == "bid":
        return _("{player} bids {amount}").format(player=who, amount=event.get("amount"))
    if kind == "pass":
        return _("{player} passes").format(player=who)
    if kind == "launder":
        return _("Red notes to launder, then the salaries are paid")
    return describe(state, event)


def table_line(state: GPState, event: Event) -> str:
    """The line the table sees: laundering happens behind the screen (« personne ne doit savoir le montant d'argent
    que vous possédez »), so the table learns that the clan laundered and paid, not how much; a clan that cannot pay
    shows it at its next delivery, so that part is said."""
    seat = state.active_seat()
    who = state.clans[seat].player if seat is not None else _("the referee")
    unpaid = "no"
    try:
        after = flow.copy_state(state)
        flow.do_launder(after, after.clans[after.seat_of(who)], event)
        unpaid = "yes" if after.clans[after.seat_of(who)].unpaid else "no"
    except (GameError, KeyError, TypeError, ValueError, AttributeError):
        pass
    return _dated(state, say("gp-launder-table", player=who, unpaid=unpaid))


def _line(state: GPState, event: Event, who: str) -> str | None:
    kind = event["type"]
    if kind == "secondary":
        return say("gp-secondary", clan=event.get("clan"), good=event.get("good"),
                   dead_end="yes" if flow.secondary_dead_end(state, event) else "no")
    if kind == "reveal":
        return _("the black market shows {good}").format(good=event.get("good"))
    if kind == "deliver":
        after = flow.copy_state(state)
        got = flow.do_deliver(after, after.clans[after.seat_of(who)], event)
        if state.clans[state.seat_of(who)].unpaid:
            return _("{player} receives nothing: the salaries were unpaid last turn").format(player=who)
        return _("{player} receives {goods}").format(player=who, goods=_goods(got))
    if kind in ("bid", "pass"):
        said = _("{player} bids {amount}").format(player=who, amount=event.get("amount")) if kind == "bid" \
            else _("{player} passes").format(player=who)
        return clauses([said, *_auction_end(state, event)])
    if kind == "buy":
        after = flow.copy_state(state)
        flow.do_buy(after, after.clans[after.seat_of(who)], event)
        left = [c.player for c, was in zip(after.clans, state.clans) if c.player != who and c.red > was.red]
        bought = _("{player} pays {price} and takes {good} from the black market").format(
            player=who, price=state.price, good=event.get("good"))
        return clauses([bought, say("gp-compensation", player=left[0], red=state.pot)]) if left else bought
    if kind == "resell":
        value = money.resale_value(len(event.get("goods") or []), state.rules)
        return say("gp-resell", player=who, goods=_goods(event.get("goods")), red=value)
    if kind == "done":
        return _("{player} is done").format(player=who)
    if kind == "recruit":
        member = state.rules.members[event["role"]]
        return say("gp-recruit", player=who, member=member_said(member.role), cost=member.cost, good=event.get("good"),
                   promoted=member_said(member.promotes) if member.promotes else "none")
    if kind == "recruit_executant":
        return _("{player} recruits an executant with {good}").format(player=who, good=event.get("good"))
    if kind == "executant_card":
        return _("{player} draws an executant card").format(player=who)
    if kind == "launder":
        after = flow.copy_state(state)
        r = flow.do_launder(after, after.clans[after.seat_of(who)], event)
        return say("gp-launder", player=who, bonus=r["bonus"], red=r["red"], white=r["white"],
                   salaries=r["salaries"], unpaid="yes" if after.clans[after.seat_of(who)].unpaid else "no")
    if kind == "discard":
        return _("{player} puts back {goods} (4-goods limit)").format(player=who, goods=_goods(event.get("goods")))
    if kind == "trade":
        return _("{player} gives {given} to {other} for {got}").format(
            player=who, other=event.get("with"), given=_part(event.get("give")), got=_part(event.get("get")))
    if kind == "play_executant":
        return say("gp-send-executant", player=who, executant=executant_said(event["kind"]), target=event.get("target"))
    if kind == "executant_effect":
        line = _("an executant acts on {target}: {taken} to the reserve; the card is discarded") \
            if event.get("to", "reserve") == "reserve" else \
            _("an executant acts on {target}: {taken} to the clan that sent it; the card is discarded")
        return line.format(target=event.get("target"), taken=_part(event))
    if kind == "pierre_feuille_ciseaux":
        # The referee enters who won, not the gestures (reading 16): the line says the order, winner first.
        order = [str(name) for name in event.get("order") or []]
        return say("gp-rock-paper-scissors", winner=order[0], others=listed(order[1:]), count=len(order)) \
            if order else None
    return None


def _auction_end(state: GPState, event: Event) -> list[str]:
    """What deciding the auction brings, as whole clauses: the bluffers who pay all their notes, and the taker or
    nobody; none while the auction goes on."""
    trial = flow.copy_state(state)
    auction = trial.auction
    if auction is None or trial.taker is not None:
        return []
    if event["type"] == "bid":
        auction.bid(auction.speaker, event["amount"])
    else:
        auction.pass_(auction.speaker)
    if not auction.decided():
        return []
    result = settle(auction, {s: trial.clans[s].notes() for s in auction.order}, state.rules.bluff_taker_pays_own_bid)
    names = [state.clans[s].player for s in result.bluffers]
    said = [say("gp-bluffers", players=listed(names), count=len(names))] if names else []
    if result.taker is None:
        return said + [_("nobody takes the card, a new auction opens")]
    return said + [_("{player} takes a card for {price}").format(player=state.clans[result.taker].player,
                                                                  price=result.price)]


def _part(part: Any) -> str:
    if not isinstance(part, dict):
        return _("nothing")
    notes = {"red": "gp-red-notes", "white": "gp-white-notes"}
    bits = [say(notes[k], count=part[k]) for k in ("red", "white") if part.get(k)]
    bits += [_goods(part["goods"])] if part.get("goods") else []
    if isinstance(part.get("executants"), list) and part["executants"]:
        bits += [executant_said(str(kind)) for kind in part["executants"]]
    return listed(bits) if bits else _("nothing")
