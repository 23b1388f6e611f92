"""How a Gangster Paradise play moves on: the set-up draws, the eight turns of five phases in turn order from
the first player, the black market's auctions, the end-of-turn trim, and the pierre-feuille-ciseaux. Each
``do_*`` function changes the copy of the state it is given (``game.apply`` copies first) or raises GameError."""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.games.gangster_paradise import clan as clan_rules
from tabletop.games.gangster_paradise import money
from tabletop.games.gangster_paradise.auction import Auction, AuctionError, settle
from tabletop.games.gangster_paradise.ranking import ClanScore, tied_groups
from tabletop.games.gangster_paradise.secondary import next_secondary_drawer, secondary_options
from tabletop.games.gangster_paradise.state import Clan, GPState
from tabletop.games.interface import Event, GameError
from tabletop.i18n import _, ngettext
from tabletop.jsontext import typed
from tabletop.sentences import say


def count(event: Mapping[str, Any], key: str, default: int | None = None) -> int:
    """A whole number >= 0 from an event, or GameError naming the field."""
    value = event.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise GameError(_("'{key}' must be a whole number >= 0, not {value}").format(
            key=key, value=typed(value)))
    return value


def goods_arg(state: GPState, value: Any, key: str = "goods") -> dict[str, int]:
    """A {kind: count} of goods from an event, every kind known and every count >= 0."""
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise GameError(_("'{key}' must be an object of goods by kind").format(
            key=key))
    for kind in value:
        if kind not in state.rules.goods:
            raise GameError(_("no good '{kind}' (one of {items})").format(
                kind=kind, items=', '.join(state.rules.goods)))
    return {kind: count(value, kind) for kind in value if value[kind]}


def seat_named(state: GPState, event: Mapping[str, Any], key: str) -> int:
    seat = state.seat_of(event.get(key)) if isinstance(event.get(key), str) else None
    if seat is None:
        raise GameError(_("'{key}': no player {get}").format(
            key=key, get=typed(event.get(key))))
    return seat


def pay_out(state: GPState, kind: str, amount: int) -> int:
    """Notes the reserve hands over: all of them when it is unlimited, else what it still holds."""
    held = state.reserve_red if kind == "red" else state.reserve_white
    paid = amount if state.rules.reserve_unlimited else max(0, min(amount, held))
    if kind == "red":
        state.reserve_red -= paid
    else:
        state.reserve_white -= paid
    return paid


def take_goods(state: GPState, c: Clan, goods: Mapping[str, int], to_reserve: bool = True) -> None:
    """Take goods from a clan (refused when it does not hold them), back to the piles unless told otherwise."""
    for kind, n in goods.items():
        if c.goods.get(kind, 0) < n:
            raise GameError(_("{player} holds {get} {kind}, not {n}").format(
                player=c.player, get=c.goods.get(kind, 0), kind=kind, n=n))
    for kind, n in goods.items():
        c.goods[kind] -= n
        if not c.goods[kind]:
            del c.goods[kind]
        if to_reserve:
            state.reserve_goods[kind] += n


def give_goods(c: Clan, goods: Mapping[str, int]) -> None:
    for kind, n in goods.items():
        if n:
            c.goods[kind] = c.goods.get(kind, 0) + n


# --- set-up ------------------------------------------------------------------------------------------------

def do_secondary(state: GPState, event: Event) -> None:
    drawer = state.secondary_drawer
    if drawer is None:  # every secondary production is drawn: a log replayed twice over asks for another
        raise GameError(_("every clan has drawn its secondary production already"))
    if event.get("clan") not in (None, state.clans[drawer].player):
        raise GameError(_("it is {player}'s turn to draw a secondary production").format(
            player=state.clans[drawer].player))
    primaries = [c.primary for c in state.clans]
    drawn = {i: c.secondary for i, c in enumerate(state.clans) if c.secondary}
    options = secondary_options(drawer, primaries, drawn, state.rules.goods)
    good = event.get("good")
    if good not in options:
        raise GameError(_("{player} cannot draw {good} (may draw {items})").format(
            player=state.clans[drawer].player, good=typed(good), items=', '.join(options)))
    state.clans[drawer].secondary = good
    drawn[drawer] = good
    following = next_secondary_drawer(drawer, good, primaries, drawn, state.order())
    if following is None:
        state.secondary_drawer = None
        begin_reveal(state, len(state.clans) - 1)
    elif not secondary_options(following, primaries, drawn, state.rules.goods):
        for c in state.clans:  # a dead end: every secondary is drawn again from scratch
            c.secondary = None
        state.secondary_drawer = state.first
    else:
        state.secondary_drawer = following


def secondary_dead_end(state: GPState, event: Event) -> bool:
    """Whether drawing ``event`` now leads to the redraw from scratch (for the log line)."""
    trial = copy_state(state)
    do_secondary(trial, event)
    return state.secondary_drawer is not None and all(c.secondary is None for c in trial.clans)


def copy_state(state: GPState) -> GPState:
    """A copy an event may change, sharing the (frozen) rules."""
    return state.copy()


def begin_reveal(state: GPState, wanted: int) -> None:
    """Reveal black-market cards up to ``wanted`` face up (as many as the deck still holds)."""
    state.stage = "reveal"
    state.reveal_left = min(max(0, wanted - sum(state.market.values())), sum(state.market_deck.values()))
    if not state.reveal_left:
        after_reveal(state)


def do_reveal(state: GPState, event: Event) -> None:
    good = event.get("good")
    if state.market_deck.get(good, 0) <= 0:
        left = [k for k, n in state.market_deck.items() if n]
        raise GameError(_("no {good} left in the black-market deck (left: {items})").format(
            good=typed(good), items=', '.join(left)))
    state.market_deck[good] -= 1
    state.market[good] = state.market.get(good, 0) + 1
    state.reveal_left -= 1
    if not state.reveal_left:
        after_reveal(state)


def after_reveal(state: GPState) -> None:
    if state.turn == 0:
        state.turn = 1
        start_phase(state, "delivery")
    else:
        start_phase(state, "resale")


def start_phase(state: GPState, stage: str) -> None:
    state.stage = stage
    state.step = 0
    if stage == "market":
        state.served, state.sat_out = [], []
        next_auction(state)
    elif stage == "trim":
        skip_trimmed(state)


def next_step(state: GPState, following: str) -> None:
    """The next clan in turn order plays the stage; after the last, the ``following`` stage starts."""
    state.step += 1
    if state.stage == "trim":
        skip_trimmed(state)
    elif state.step >= len(state.clans):
        start_phase(state, following)


# --- phase 1: delivery -------------------------------------------------------------------------------------

def do_deliver(state: GPState, c: Clan, event: Event) -> dict[str, int]:
    try:
        due = clan_rules.delivery(c.primary, c.secondary, c.members, count(event, "secondary_soldiers", 0),
                                  c.unpaid, state.rules)
    except clan_rules.RecruitError as exc:
        raise GameError(str(exc)) from None
    got = {kind: min(n, state.reserve_goods[kind]) for kind, n in due.items()}
    for kind, n in got.items():
        state.reserve_goods[kind] -= n
    give_goods(c, got)
    c.unpaid = False
    next_step(state, "market")
    return got


# --- phase 2: black market ---------------------------------------------------------------------------------

def auction_pool(state: GPState) -> list[int]:
    return [s for s in state.order() if s not in state.served and s not in state.sat_out]


def next_auction(state: GPState) -> None:
    pool = auction_pool(state)
    if sum(state.market.values()) and pool:
        state.auction = Auction(order=pool)
    else:
        close_market(state, pool)


def do_bid(state: GPState, seat: int, event: Event) -> None:
    assert state.auction is not None
    try:
        if event["type"] == "bid":
            state.auction.bid(seat, count(event, "amount"))
        else:
            state.auction.pass_(seat)
    except AuctionError as exc:
        raise GameError(str(exc)) from None
    if state.auction.decided():
        holdings = {s: state.clans[s].notes() for s in state.auction.order}
        result = settle(state.auction, holdings, state.rules.bluff_taker_pays_own_bid)
        for bluffer in result.bluffers:  # « le joueur paie son maximum et ne prend pas de carte »
            c = state.clans[bluffer]
            state.reserve_red += c.red
            state.reserve_white += c.white
            c.red = c.white = 0
            if not state.rules.bluffer_may_bid_later:
                state.sat_out.append(bluffer)
        if result.taker is None:
            state.auction = None
            next_auction(state)
        else:
            state.taker, state.price = result.taker, result.price


def do_buy(state: GPState, c: Clan, event: Event) -> None:
    if state.taker is None:  # a log edited by hand: the auction before it had no taker
        raise GameError(_("no auction was won: there is nothing to buy now"))
    good = event.get("good")
    if state.market.get(good, 0) <= 0:
        raise GameError(_("no {good} on the black market").format(
            good=typed(good)))
    red, white = count(event, "red", 0), count(event, "white", 0)
    if red + white != state.price:
        raise GameError(_("the price is {price}: {red} red and {white} white make {number}").format(
            price=state.price, red=red, white=white, number=red + white))
    if red > c.red or white > c.white:
        raise GameError(_("{player} holds {red} red and {white} white").format(
            player=c.player, red=c.red, white=c.white))
    c.red -= red
    c.white -= white
    state.reserve_red += red
    state.reserve_white += white
    state.market[good] -= 1
    if not state.market[good]:
        del state.market[good]
    give_goods(c, {good: 1})
    state.served.append(state.taker)
    state.taker, state.price, state.auction = None, 0, None
    next_auction(state)


def close_market(state: GPState, pool: list[int]) -> None:
    """« celui-ci obtient en compensation, 10 billets rouges »; then next turn's cards and a red 10 go back."""
    state.auction = None
    if len(pool) == 1 and not sum(state.market.values()):
        state.clans[pool[0]].red += state.pot
        state.pot = 0
    if state.turn >= state.rules.turns:
        start_phase(state, "resale")
        return
    state.pot += pay_out(state, "red", max(0, state.rules.compensation_red - state.pot))
    begin_reveal(state, len(state.clans) - 1)


# --- phase 3: resale ---------------------------------------------------------------------------------------

def do_resell(state: GPState, c: Clan, event: Event) -> int:
    kinds = event.get("goods")
    if not isinstance(kinds, list) or not kinds or len(set(kinds)) != len(kinds):
        raise GameError(_("a sale is a list of goods of different kinds (« de natures différentes »)"))
    if c.resold:
        raise GameError(_("{player} already sold this turn (« 1 seule fois par tour »)").format(
            player=c.player))
    try:
        value = money.resale_value(len(kinds), state.rules)
    except money.MoneyError as exc:
        raise GameError(str(exc)) from None
    take_goods(state, c, goods_arg(state, {k: 1 for k in kinds}))
    c.red += pay_out(state, "red", value)
    c.resold = True
    next_step(state, "recruitment")
    return value


# --- phase 4: recruitment and promotion --------------------------------------------------------------------

def do_recruit(state: GPState, c: Clan, event: Event) -> None:
    role, good = event.get("role"), event.get("good")
    member = state.rules.members.get(role) if isinstance(role, str) else None
    if member is None:
        raise GameError(_("no character {role}").format(
            role=typed(role)))
    if not isinstance(good, str):
        raise GameError(_("'good' names the kind of identical goods paid"))
    try:
        members = clan_rules.after_recruit(c.members, role, state.rules)
    except clan_rules.RecruitError as exc:
        raise GameError(str(exc)) from None
    take_goods(state, c, goods_arg(state, {good: member.cost}))
    c.members = members


def executant_available(state: GPState) -> bool:
    return bool(sum(state.executant_deck.values())) or (state.rules.executant_deck_reshuffle
                                                         and bool(sum(state.executant_discard.values())))


def do_recruit_executant(state: GPState, c: Clan, event: Event) -> None:
    if c.executants_recruited >= state.rules.executant_recruit_per_turn:
        raise GameError(_("{player} already recruited {executants_recruited} executants this turn (at most "
                          "{executant_recruit_per_turn})").format(
            player=c.player, executants_recruited=c.executants_recruited,
            executant_recruit_per_turn=state.rules.executant_recruit_per_turn))
    if not executant_available(state):
        raise GameError(_("no executant card left to draw"))
    good = event.get("good")
    if not isinstance(good, str):
        raise GameError(_("'good' names the kind of identical goods paid"))
    take_goods(state, c, goods_arg(state, {good: clan_rules.executant_cost(c.members, state.rules)}))
    c.executants_recruited += 1
    if not sum(state.executant_deck.values()):  # the discarded executants make a new deck
        state.executant_deck, state.executant_discard = state.executant_discard, {}
    state.drawing_executant = True


def do_executant_card(state: GPState, c: Clan, event: Event) -> None:
    kind = event.get("kind")
    if state.executant_deck.get(kind, 0) <= 0:
        raise GameError(_("no {kind} left in the executants' deck").format(
            kind=typed(kind)))
    state.executant_deck[kind] -= 1
    c.executants.append(kind)
    state.drawing_executant = False


# --- phase 5: laundering and salaries ----------------------------------------------------------------------

def do_launder(state: GPState, c: Clan, event: Event) -> dict[str, int]:
    red = count(event, "red", 0)
    if red > c.red:
        raise GameError(_("{player} holds {red} red, not {red2}").format(
            player=c.player, red=c.red, red2=red))
    try:
        washed = money.launder(red, money.laundering_capacity(c.members, state.rules), state.rules)
    except money.MoneyError as exc:
        raise GameError(str(exc)) from None
    if not state.rules.reserve_unlimited and washed.white > state.reserve_white:
        raise GameError(_("the reserve holds only {reserve_white} white").format(
            reserve_white=state.reserve_white))
    least = least_red_to_launder(state, c)
    if washed.red_laundered < least:
        raise GameError(_("{player} must pay the salaries (« chaque joueur doit payer en billets blancs les "
                          "membres du clan »): launder at least {least} red").format(player=c.player, least=least))
    bonus = pay_out(state, "white", money.bonus(c.members, state.rules))
    c.white += bonus
    c.red -= washed.red_laundered
    state.reserve_red += washed.red_laundered
    c.white += pay_out(state, "white", washed.white)
    due = money.salaries(c.members, state.rules)
    paid, c.unpaid = money.salary_payment(c.white, due, state.rules)
    c.white -= paid
    state.reserve_white += paid
    next_step(state, "trim")
    return {"bonus": bonus, "red": washed.red_laundered, "white": washed.white, "salaries": due, "paid": paid}


def least_red_to_launder(state: GPState, c: Clan) -> int:
    """The fewest red ``c`` may launder now (setting unpaid_salaries: must_pay asks for what the salaries need)."""
    table = state.rules
    bonus = money.bonus(c.members, table)
    if not table.reserve_unlimited:
        bonus = max(0, min(bonus, state.reserve_white))
    least = money.least_laundering(c.white + bonus, c.red, money.laundering_capacity(c.members, table),
                                   money.salaries(c.members, table), table)
    if not table.reserve_unlimited:
        # a reserve of counted notes may hold too little white to pay out: the clan launders what it can take
        least = min(least, max(0, state.reserve_white - bonus) * table.red_per_white)
    return least


# --- end of the turn ---------------------------------------------------------------------------------------

def skip_trimmed(state: GPState) -> None:
    """Move the trim on to the next clan over the 4-goods limit; end the turn when none is left."""
    order = state.order()
    while state.step < len(order) and state.clans[order[state.step]].goods_count() <= state.rules.goods_limit:
        state.step += 1
    if state.step >= len(order):
        end_turn(state)


def do_discard(state: GPState, c: Clan, event: Event) -> None:
    goods = goods_arg(state, event.get("goods"))
    surplus = c.goods_count() - state.rules.goods_limit
    if sum(goods.values()) != surplus:
        raise GameError(_("{player} holds {goods_count} goods: {surplus} go back to the piles, not {sum}").format(
            player=c.player, goods_count=c.goods_count(), surplus=surplus, sum=sum(goods.values())))
    take_goods(state, c, goods)
    next_step(state, "trim")


def end_turn(state: GPState) -> None:
    """« la carte premier joueur revient au joueur à la gauche de celui qui la possédait »."""
    if state.turn >= state.rules.turns:
        finish(state)
        return
    state.turn += 1
    state.first = (state.first + 1) % len(state.clans)
    for c in state.clans:
        c.resold = False
        c.executants_recruited = 0
    start_phase(state, "delivery")


def scores(state: GPState) -> list[ClanScore]:
    return [ClanScore(c.player, c.white, clan_rules.member_count(c.members), c.red) for c in state.clans]


def unsettled_group(state: GPState) -> list[str] | None:
    """The next group of tied clans the referee has not ordered by pierre-feuille-ciseaux yet."""
    settled = {name for order in state.rock_paper_scissors for name in order}
    return next((g for g in tied_groups(scores(state)) if not settled.issuperset(g)), None)


def finish(state: GPState) -> None:
    state.stage = "tiebreak" if unsettled_group(state) else "over"
    state.step = 0


def do_rock_paper_scissors(state: GPState, event: Event) -> None:
    group = unsettled_group(state)
    order = event.get("order")
    if group is None or not isinstance(order, list) or sorted(order) != sorted(group):
        raise GameError(_("pierre-feuille-ciseaux orders the tied clans {items}, winner first").format(
            items=', '.join(group or [])))
    state.rock_paper_scissors.append(list(order))
    finish(state)


# --- at any time: negotiation and executants ---------------------------------------------------------------

TRADE_KEYS = ("type", "with", "give", "get")
TRADE_PARTS = ("red", "white", "goods", "executants")


def do_trade(state: GPState, c: Clan, event: Event) -> None:
    """« On ne négocie qu'avec le joueur actif » and « On ne fait pas de crédit ! »; « Tout peut être échangé »
    but the first-player card: notes, goods and the executants a clan holds. A part the tracker cannot represent
    is refused, never dropped (a swap must not be logged as a gift)."""
    unknown = [k for k in event if k not in TRADE_KEYS]
    if unknown:
        raise GameError(_("a trade has no « {key} », only who it is with, what is given and what is got "
                          "(« with », « give », « get »)").format(key=unknown[0]))
    other = state.clans[seat_named(state, event, "with")]
    if other is c:
        raise GameError(_("a trade needs two clans"))
    sides = []
    for key, giver in (("give", c), ("get", other)):
        part = event.get(key) or {}
        if not isinstance(part, dict):
            raise GameError(_("'{key}' must be an object with red, white, goods and executants").format(
                key=key))
        strange = [k for k in part if k not in TRADE_PARTS]
        if strange:
            raise GameError(_("'{key}' has '{part}': a trade moves red, white, goods and executants only (the "
                              "first-player card is never traded)").format(key=key, part=strange[0]))
        red, white, goods = count(part, "red", 0), count(part, "white", 0), goods_arg(state, part.get("goods"))
        executants = executants_arg(part.get("executants"), key)
        if red > giver.red or white > giver.white:
            raise GameError(_("{player} cannot give {red} red and {white} white: no credit").format(
                player=giver.player, red=red, white=white))
        for kind, n in goods.items():
            if giver.goods.get(kind, 0) < n:
                raise GameError(_("{player} cannot give {n} {kind}: holds {get}").format(
                    player=giver.player, n=n, kind=kind, get=giver.goods.get(kind, 0)))
        for kind in set(executants):
            if giver.executants.count(kind) < executants.count(kind):
                raise GameError(say("gp-give-executants", player=giver.player, count=executants.count(kind),
                                    kind=kind, held=giver.executants.count(kind)))
        sides.append((giver, red, white, goods, executants))
    if not any(red or white or goods or executants for _, red, white, goods, executants in sides):
        raise GameError(_("an empty trade"))
    for (giver, red, white, goods, executants), taker in zip(sides, (other, c)):
        giver.red -= red
        giver.white -= white
        taker.red += red
        taker.white += white
        take_goods(state, giver, goods, to_reserve=False)
        give_goods(taker, goods)
        for kind in executants:
            giver.executants.remove(kind)
            taker.executants.append(kind)


def executants_arg(value: Any, key: str) -> list[str]:
    """The executant cards of a trade's side: a list of kinds, one entry a card."""
    if value is None:
        return []
    if not isinstance(value, list) or not all(isinstance(k, str) for k in value):
        raise GameError(_("'{key}.executants' must be a list of executant kinds").format(key=key))
    return list(value)


def phase_key(state: GPState) -> str:
    return f"{state.turn}/{state.stage}"


def do_play_executant(state: GPState, c: Clan, event: Event) -> None:
    """« n'en jouer qu'un seul par phase dès lors qu'il est actif », placed on the target's board."""
    kind = event.get("kind")
    if kind not in c.executants:
        raise GameError(_("{player} holds no executant {kind}").format(
            player=c.player, kind=typed(kind)))
    target = state.clans[seat_named(state, event, "target")]
    if target is c:
        raise GameError(_("an executant targets another clan"))
    key = phase_key(state)
    if c.executants_played.get(key, 0) >= state.rules.executant_play_per_phase:
        raise GameError(_("{player} already played an executant in this phase").format(
            player=c.player))
    c.executants.remove(kind)
    c.executants_played = {key: c.executants_played.get(key, 0) + 1}
    target.placed.append({"kind": kind, "by": c.player, "turn": state.turn, "stage": state.stage})


def do_executant_effect(state: GPState, event: Event) -> None:
    """The referee applies what a placed executant does (its effect is referee data), then discards it: the
    notes and goods named go from the target to the reserve or to the clan that played it."""
    target = state.clans[seat_named(state, event, "target")]
    index = count(event, "card")
    if index >= len(target.placed):
        raise GameError(ngettext("{player} has {count} executant on the board, no card {index}",
                                 "{player} has {count} executants on the board, no card {index}",
                                 len(target.placed)).format(
            player=target.player, count=len(target.placed), index=index))
    card = target.placed[index]
    red, white, goods = count(event, "red", 0), count(event, "white", 0), goods_arg(state, event.get("goods"))
    if red > target.red or white > target.white:
        raise GameError(_("{player} holds {red} red and {white} white").format(
            player=target.player, red=target.red, white=target.white))
    to = event.get("to", "reserve")
    if to not in ("reserve", "owner"):
        raise GameError(_("'to' is reserve or owner"))
    by = state.seat_of(card["by"])
    owner = state.clans[by] if to == "owner" and by is not None else None
    take_goods(state, target, goods, to_reserve=owner is None)
    target.red -= red
    target.white -= white
    if owner is None:
        state.reserve_red += red
        state.reserve_white += white
    else:
        owner.red += red
        owner.white += white
        give_goods(owner, goods)
    target.placed.pop(index)
    state.executant_discard[card["kind"]] = state.executant_discard.get(card["kind"], 0) + 1
