"""The log line of each Gangster Paradise event, said before it is applied. The log is the referee's: it
names the amounts that stay hidden behind the screens at the table."""

from __future__ import annotations

from typing import Any

from tabletop.games.gangster_paradise import flow, money
from tabletop.games.gangster_paradise.auction import settle
from tabletop.games.gangster_paradise.state import GPState
from tabletop.games.interface import Event, GameError


def _goods(goods: Any) -> str:
    if isinstance(goods, dict):
        return ", ".join(f"{n} {k}" for k, n in goods.items() if n) or "nothing"
    if isinstance(goods, list):
        return ", ".join(str(k) for k in goods) or "nothing"
    return str(goods)


def describe(state: GPState, event: Event) -> str:
    """One line for the log; an event the rules refuse still gets a line naming what was tried."""
    kind = event.get("type") if isinstance(event, dict) else None
    seat = state.active_seat()
    who = state.clans[seat].player if seat is not None else "the referee"
    try:
        line = _line(state, event, who)
    except (GameError, KeyError, TypeError, ValueError, AttributeError):
        line = None
    return f"Turn {state.turn}, {state.stage}: " + (line or f"{who}: {kind}")


def _line(state: GPState, event: Event, who: str) -> str | None:
    kind = event["type"]
    if kind == "secondary":
        redraw = " — a dead end: every secondary is drawn again" if flow.secondary_dead_end(state, event) else ""
        return f"{event.get('clan')} draws {event.get('good')} as secondary production{redraw}"
    if kind == "reveal":
        return f"the black market shows {event.get('good')}"
    if kind == "deliver":
        after = flow.copy_state(state)
        got = flow.do_deliver(after, after.clans[after.seat_of(who)], event)
        return f"{who} receives {_goods(got)}" + (" (salaries unpaid last turn)" if not got else "")
    if kind in ("bid", "pass"):
        said = f"{who} bids {event.get('amount')}" if kind == "bid" else f"{who} passes"
        return said + _auction_end(state, event)
    if kind == "buy":
        after = flow.copy_state(state)
        flow.do_buy(after, after.clans[after.seat_of(who)], event)
        left = [c.player for c, was in zip(after.clans, state.clans) if c.player != who and c.red > was.red]
        compensation = f"; {left[0]} is left without a card and gets {state.pot} red" if left else ""
        return f"{who} pays {state.price} and takes {event.get('good')} from the black market{compensation}"
    if kind == "resell":
        value = money.resale_value(len(event.get("goods") or []), state.rules)
        return f"{who} sells {_goods(event.get('goods'))} for {value} red"
    if kind == "done":
        return f"{who} is done"
    if kind == "recruit":
        member = state.rules.members[event["role"]]
        promoted = f", promoting a {state.rules.members[member.promotes].label}" if member.promotes else ""
        return f"{who} recruits a {member.label} for {member.cost} {event.get('good')}{promoted}"
    if kind == "recruit_executant":
        return f"{who} recruits an executant with {event.get('good')}"
    if kind == "executant_card":
        return f"{who} draws an executant card"
    if kind == "launder":
        after = flow.copy_state(state)
        r = flow.do_launder(after, after.clans[after.seat_of(who)], event)
        unpaid = " — cannot pay the salaries: no goods at the next delivery" if \
            after.clans[after.seat_of(who)].unpaid else ""
        return (f"{who}: bonus {r['bonus']} white, launders {r['red']} red into {r['white']} white, "
                f"salaries {r['salaries']} white{unpaid}")
    if kind == "discard":
        return f"{who} puts back {_goods(event.get('goods'))} (4-goods limit)"
    if kind == "trade":
        return (f"{who} trades with {event.get('with')}: gives {_part(event.get('give'))}, "
                f"gets {_part(event.get('get'))}")
    if kind == "play_executant":
        return f"{who} sends a {event.get('kind')} on {event.get('target')}"
    if kind == "executant_effect":
        taken = _part(event)
        to = "the reserve" if event.get("to", "reserve") == "reserve" else "the clan that sent it"
        return f"an executant acts on {event.get('target')}: {taken} to {to}; the card is discarded"
    if kind == "pierre_feuille_ciseaux":
        return "pierre-feuille-ciseaux: " + " > ".join(event.get("order") or [])
    return None


def _auction_end(state: GPState, event: Event) -> str:
    """What deciding the auction brings: the bluffers who pay all their notes, and the taker or nobody."""
    trial = flow.copy_state(state)
    auction = trial.auction
    if auction is None or trial.taker is not None:
        return ""
    if event["type"] == "bid":
        auction.bid(auction.speaker, event["amount"])
    else:
        auction.pass_(auction.speaker)
    if not auction.decided():
        return ""
    result = settle(auction, {s: trial.clans[s].notes() for s in auction.order}, state.rules.bluff_taker_pays_own_bid)
    names = [state.clans[s].player for s in result.bluffers]
    text = f" — {', '.join(names)} cannot pay: pays all and takes nothing" if names else ""
    if result.taker is None:
        return text + "; nobody takes the card, a new auction opens"
    return text + f"; {state.clans[result.taker].player} takes a card for {result.price}"


def _part(part: Any) -> str:
    if not isinstance(part, dict):
        return "nothing"
    bits = [f"{part[k]} {k}" for k in ("red", "white") if part.get(k)]
    bits += [_goods(part["goods"])] if part.get("goods") else []
    return ", ".join(bits) or "nothing"
