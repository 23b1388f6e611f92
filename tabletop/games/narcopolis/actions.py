"""A Wiseguy's turn: income first, then at most one action per category (« une seule action par catégorie »,
except develop ×2, jobs ×3, humiliation ×2), each checked against its price and limits; and the referee's entries
for what the hidden cards do (money, reputation, destroyed businesses, suspended income) and for trades."""

from __future__ import annotations

from itertools import combinations
from typing import Any, Callable

from tabletop.games.event_kinds import quoted_kind
from tabletop.games.interface import Event, GameError
from tabletop.games.narcopolis.costs import attack_price, gap_allowed, humiliation_points, mecenat_points
from tabletop.games.narcopolis.fight import start_combat
from tabletop.games.narcopolis.income import turn_income
from tabletop.games.narcopolis.rounds import (bank_pays, change_reputation, end_turn, pay_bank, place,
                                              return_to_board)
from tabletop.games.narcopolis.rules import KINDS, PRISON, InfluenceCard, business_name
from tabletop.games.narcopolis.state import NarcoState, Wiseguy
from tabletop.i18n import _, ngettext
from tabletop.jsontext import typed

BANK = "bank"
MOST_POINTS = 99  # input sanity only: the book caps no job's points
REFEREE_EVENTS = ("give", "give_influence", "reputation", "destroy", "suspend_income")


# --- where a pawn may go -----------------------------------------------------------------------------------------
def can_enter(state: NarcoState, player: Wiseguy, quartier: str) -> bool:
    """« à condition qu'il ne soit pas occupé par le pion personnage d'un adversaire »; blocked quartiers are
    closed when the reading says so."""
    spot = state.quartiers[quartier]
    if spot.blocked and state.rules.reading("blocked_closed"):
        return False
    return all(p.pawn != quartier for p in state.players if p.name != player.name)


def may_move(state: NarcoState, player: Wiseguy) -> bool:
    """The move is free this turn: not used, not spent by an attack or implant, and not in prison."""
    turn = state.turn
    if turn.moved or (turn.position and state.rules.reading("position_uses_move")):
        return False
    return not state.in_prison(player)


def position_targets(state: NarcoState, player: Wiseguy) -> list[str]:
    """Quartiers an attack or implant may go to: where the pawn stands, or where the move may take it."""
    here = [player.pawn] if player.pawn in state.quartiers else []
    if state.in_prison(player):
        return []
    if state.turn.moved and state.rules.reading("position_uses_move"):
        return here
    return here + [q for q in state.quartiers if q != player.pawn and can_enter(state, player, q)]


# --- costs and limits --------------------------------------------------------------------------------------------
def mecenat_max(state: NarcoState, player: Wiseguy) -> int:
    return mecenat_points(player.reputation, player.money, state.rules.costs["mecenat"],
                          state.rules.reading("mecenat_below"))


def humiliation_max(state: NarcoState, player: Wiseguy) -> int:
    return humiliation_points(player.reputation, state.turn.humiliation,
                              most_a_turn=state.rules.costs["humiliation_max"],
                              floor=state.rules.reading("reputation_floor"), locked=player.locked)


ADVANCED_GAP = 2  # module 2: « un écart de plus de deux niveaux »


def gap_of(state: NarcoState) -> int:
    """The widest gap allowed between business lines (0: none): module 2's, or the reading's."""
    gap = state.rules.reading("development_gap")
    if "development_gap" in state.modules:
        return ADVANCED_GAP if not gap else min(gap, ADVANCED_GAP)
    return gap


def gap_ok(state: NarcoState, player: Wiseguy, *kinds: str) -> bool:
    return gap_allowed(state.built(player), kinds, gap_of(state))


# --- legal events --------------------------------------------------------------------------------------------------
def turn_legal(state: NarcoState) -> list[Event]:
    player, turn, costs = state.current(), state.turn, state.rules.costs
    if not turn.income:
        return [{"type": "income"}]
    events: list[Event] = []
    if may_move(state, player):
        events += [{"type": "move", "to": q} for q in state.quartiers
                   if q != player.pawn and can_enter(state, player, q)]
    if turn.position is None:
        implants: list[tuple[str, ...]] | None = None  # the same on every free quartier: worked out once
        for q in position_targets(state, player):
            spot = state.quartiers[q]
            if spot.owner not in (None, player.name):
                if attack_price(len(spot.kinds), costs["attack_per_business"]) <= player.money:
                    events.append({"type": "attack", "quartier": q})
            elif spot.owner is None and not spot.blocked:
                if implants is None:
                    implants = implant_choices(state, player)
                events += [{"type": "implant", "quartier": q, "kinds": list(kinds)} for kinds in implants]
    if not turn.dismantled and turn.developed < costs["develop_max"] and player.money >= costs["develop"]:
        # The kinds he may develop, the same on each of his quartiers: worked out once, not for each quartier.
        kinds = [k for k in KINDS if player.board[k] > 0 and gap_ok(state, player, k)]
        events += [{"type": "develop", "quartier": q, "kind": k} for q in state.owned(player.name) for k in kinds
                   if k not in state.quartiers[q].kinds]
    if not turn.dismantled and turn.developed == 0 and player.money >= costs["dismantle"]:
        events += [{"type": "dismantle", "quartier": q} for q in state.owned(player.name)]
    if turn.influence is None:
        events += influence_choices(state, player)
        if player.money >= costs["buy_influence"]:
            events.append({"type": "buy_influence"})
    if not turn.jobs_exchanged and turn.jobs_done < costs["jobs_max"] and player.jobs > 0:
        events += job_choices(state, {})
    if not turn.jobs_exchanged and player.jobs > 0 and not state.rules.reading("drawn_jobs_count"):
        # a job met on drawing, scored at once: outside the 3 a turn under this reading
        events += job_choices(state, {"on_draw": True})
    if not turn.jobs_exchanged and turn.jobs_done == 0:
        events += [{"type": "exchange_jobs", "count": n} for n in range(1, player.jobs + 1)
                   if n * costs["exchange_job"] <= player.money]
    if not turn.mecenat and turn.humiliation == 0:
        events += [{"type": "mecenat", "points": n} for n in range(1, mecenat_max(state, player) + 1)]
    if not turn.mecenat:
        events += [{"type": "humiliation", "points": n} for n in range(1, humiliation_max(state, player) + 1)]
    return events + referee_legal(state) + [{"type": "end_turn"}]


def implant_choices(state: NarcoState, player: Wiseguy) -> list[tuple[str, ...]]:
    costs, most = state.rules.costs, state.rules.reading("implant_max")
    kinds = [k for k in KINDS if player.board[k] > 0]
    return [combo for size in range(1, most + 1) for combo in combinations(kinds, size)
            if size * costs["implant"] <= player.money and gap_ok(state, player, *combo)]


# A job's points and an influence card's cost are printed on the cards (lost to the text): any value the rules
# allow is accepted, and the legal events show these few as examples (the app's forms take any).
JOB_POINTS_SHOWN = (1, 2, 3)


def job_choices(state: NarcoState, extra: dict[str, Any]) -> list[Event]:
    events: list[Event] = [{"type": "job", "points": n, **extra} for n in JOB_POINTS_SHOWN]
    if "baron_jobs" in state.modules:
        events.append({"type": "job", "points": 1, "baron": True, "bonus": 1, **extra})
    return events


def influence_costs(state: NarcoState, player: Wiseguy, card: InfluenceCard) -> list[int]:
    """The costs a card may print that the player can pay: the card's fixed cost (a house rule), else the range's
    ends (« 3M$ - 25M$ ») as examples of the printed costs entered."""
    low, high = state.rules.costs["influence_cost_min"], state.rules.costs["influence_cost_max"]
    shown = [card.cost] if card.cost is not None else sorted({low, min(high, max(low, player.money)), high})
    return [c for c in shown if c <= player.money]


def influence_choices(state: NarcoState, player: Wiseguy) -> list[Event]:
    """Every card the hidden hand may hold, at a cost the player can pay (Balance once per possible target)."""
    if player.influence == 0:
        return []
    events: list[Event] = []
    for card in state.rules.influence.values():
        for cost in influence_costs(state, player, card):
            if card.effect == "prison":
                events += [{"type": "influence", "card": card.id, "cost": cost, "target": p.name}
                           for p in state.seats()]
            else:
                events.append({"type": "influence", "card": card.id, "cost": cost})
    return events


def card_cost(state: NarcoState, card: InfluenceCard, event: Event) -> int:
    """The cost of the card played: entered as printed, within the book's range; a house rule's fixed cost (and
    a play saved with one) needs none."""
    cost = event.get("cost", card.cost)
    low, high = state.rules.costs["influence_cost_min"], state.rules.costs["influence_cost_max"]
    if cost is None:
        raise GameError(_("enter the cost printed on « {name} » ({low} to {high} M$)").format(
            name=card.name, low=low, high=high))
    if not isinstance(cost, int) or isinstance(cost, bool) or not low <= cost <= high:
        raise GameError(_("an influence card costs {low} to {high} M$ (« 3M$ - 25M$ »), not {cost}").format(
            low=low, high=high, cost=typed(cost)))
    if card.cost is not None and cost != card.cost:
        raise GameError(_("« {name} » costs {fixed} M$ by the rules in force").format(
            name=card.name, fixed=card.cost))
    return cost


def referee_legal(state: NarcoState) -> list[Event]:
    """The referee's entries, with one representative amount each (any amount is accepted)."""
    seats = state.seats()
    events: list[Event] = []
    names = [BANK, *[p.name for p in seats]]
    pays = {BANK: True, **{p.name: p.money >= 1 for p in seats}}  # asked for each taker: read once
    for giver in names:
        for taker in names:
            if giver != taker and pays[giver]:
                events.append({"type": "give", "from": giver, "to": taker, "amount": 1})
    events += [{"type": "give_influence", "from": a.name, "to": b.name} for a in seats for b in seats
               if a is not b and a.influence > 0]
    floor = state.rules.reading("reputation_floor")
    for p in state.players:
        events.append({"type": "reputation", "player": p.name, "delta": 1})
        if p.reputation > floor and not p.locked:
            events.append({"type": "reputation", "player": p.name, "delta": -1})
    events += [{"type": "destroy", "quartier": q} for q, spot in state.quartiers.items() if spot.owner]
    events += [{"type": "suspend_income", "player": p.name} for p in seats if not p.income_suspended]
    return events


# --- applying ------------------------------------------------------------------------------------------------------
def apply_turn(state: NarcoState, event: Event) -> None:
    kind = event.get("type")
    if kind in REFEREE_EVENTS:
        apply_referee(state, event)
        return
    player, turn = state.current(), state.turn
    if kind != "income" and not turn.income:
        raise GameError(_("{name} takes his income first (« 1ère action du tour de jeu »)").format(
            name=player.name))
    handler = _HANDLERS.get(str(kind))
    if handler is None:
        raise GameError(_("{action} is not an action of a turn").format(action=quoted_kind("narcopolis", kind)))
    handler(state, player, event)


def _income(state: NarcoState, player: Wiseguy, event: Event) -> None:
    if state.turn.income:
        raise GameError(_("{name} already took his income this turn").format(
            name=player.name))
    state.turn.income = True
    if player.income_suspended:
        player.income_suspended = False
        return
    character = state.rules.characters[player.character]
    bank_pays(state, player, turn_income(character.income, state.built(player), player.reputation,
                                         rente=state.rules.costs["rente"], rente_at=state.rules.reading("rente_at")))


def _quartier(state: NarcoState, event: Event, key: str = "quartier") -> str:
    quartier = event.get(key)
    if not isinstance(quartier, str) or quartier not in state.quartiers:
        raise GameError(_("{key}: no quartier {quartier}").format(
            key=key, quartier=typed(quartier)))
    return str(quartier)


def _move(state: NarcoState, player: Wiseguy, event: Event) -> None:
    to = _quartier(state, event, "to")
    if not may_move(state, player):
        raise GameError((_("{name} cannot move again this turn") if not state.in_prison(player)
                         else _("{name} is in prison: no move (« Corruption Juge » frees him)")).format(
            name=player.name))
    if to == player.pawn or not can_enter(state, player, to):
        raise GameError(_("{name} cannot go to {to}: an opponent's pawn stands there, it is blocked, or he is already "
                          "there").format(
            name=player.name, to=to))
    player.pawn = to
    state.turn.moved = True


def _take_position(state: NarcoState, player: Wiseguy, quartier: str, what: str) -> None:
    if state.turn.position is not None:
        raise GameError(_("{name} already {position}ed this turn (« Attaquer OU Implanter »)").format(
            name=player.name, position=state.turn.position))
    if quartier not in position_targets(state, player):
        raise GameError(_("{name} cannot reach {quartier} to {what}: prison, the move already used, an opponent's pawn "
                          "or a blocked quartier").format(
            name=player.name, quartier=quartier, what=what))
    if quartier != player.pawn:
        player.pawn = quartier
        state.turn.moved = True
    elif state.rules.reading("position_uses_move"):
        state.turn.moved = True
    state.turn.position = what


def _attack(state: NarcoState, player: Wiseguy, event: Event) -> None:
    if "stake" in event:  # never dropped: the side bet is the combat's own entry, with module 4
        raise GameError(_("a side bet is entered when the combat starts (« side_bet »), with advanced module 4")
                        if "side_bet" in state.modules else
                        _("a side bet is advanced module 4 (« miser 10M$ ou 1 point de Réputation »), not in this "
                          "play"))
    quartier = _quartier(state, event)
    spot = state.quartiers[quartier]
    if spot.owner in (None, player.name):
        raise GameError(_("{quartier} is not exploited by an opponent").format(
            quartier=quartier))
    price = attack_price(len(spot.kinds), state.rules.costs["attack_per_business"])
    if price > player.money:
        raise GameError(_("attacking {quartier} costs {price} M$, {name} has {money}").format(
            quartier=quartier, price=price, name=player.name, money=player.money))
    _take_position(state, player, quartier, "attack")
    pay_bank(state, player, price, f"attacking {quartier}")
    start_combat(state, player.name, spot.owner, quartier, "turn")


def _implant(state: NarcoState, player: Wiseguy, event: Event) -> None:
    quartier = _quartier(state, event)
    kinds = event.get("kinds")
    spot = state.quartiers[quartier]
    if spot.owner is not None or spot.blocked:
        raise GameError(_("{quartier} is exploited or blocked: implant only on a free quartier").format(
            quartier=quartier))
    if (not isinstance(kinds, list) or not kinds or len(set(kinds)) != len(kinds)
            or any(k not in KINDS for k in kinds)):
        raise GameError(_("the businesses must be of different kinds among {items}").format(
            items=', '.join(KINDS)))
    if len(kinds) > state.rules.reading("implant_max"):
        most = state.rules.reading("implant_max")
        raise GameError(ngettext("an implant places {reading} business at most",
                                 "an implant places {reading} businesses at most", most).format(reading=most))
    empty = [k for k in kinds if player.board[k] == 0]
    if empty:
        raise GameError(_("{name} has no {value} left on his board").format(
            name=player.name, value=empty[0]))
    if not gap_ok(state, player, *kinds):
        raise GameError(_("implanting would put {name}'s lines more than {reading} apart").format(
            name=player.name, reading=gap_of(state)))
    price = len(kinds) * state.rules.costs["implant"]
    if price > player.money:
        raise GameError(_("implanting costs {price} M$, {name} has {money}").format(
            price=price, name=player.name, money=player.money))
    _take_position(state, player, quartier, "implant")
    pay_bank(state, player, price, "implanting")
    for k in kinds:
        place(state, player, quartier, k)


def _develop(state: NarcoState, player: Wiseguy, event: Event) -> None:
    quartier, kind, costs = _quartier(state, event), event.get("kind"), state.rules.costs
    if state.turn.dismantled:
        raise GameError(_("developing and dismantling are one category: he dismantled this turn"))
    if state.turn.developed >= costs["develop_max"]:
        raise GameError(_("{value} developments a turn at most (« jusqu'à 2max/tour »)").format(
            value=costs['develop_max']))
    if state.quartiers[quartier].owner != player.name:
        raise GameError(_("{name} does not exploit {quartier}").format(
            name=player.name, quartier=quartier))
    if kind not in KINDS:
        raise GameError(_("« {kind} » is no business kind; the kinds are {items}").format(
            kind=kind, items=", ".join(KINDS)))
    if kind in state.quartiers[quartier].kinds:
        raise GameError(_("{quartier} already has {business} (one of each kind at most)").format(
            quartier=quartier, business=business_name(kind)))
    if player.board[kind] == 0:
        raise GameError(_("{name} has no {kind} left on his board").format(
            name=player.name, kind=kind))
    if not gap_ok(state, player, kind):
        raise GameError(_("{business} would put {name}'s lines more than {reading} apart").format(
            business=business_name(kind), name=player.name, reading=gap_of(state)))
    pay_bank(state, player, costs["develop"], "developing")
    place(state, player, quartier, kind)
    state.turn.developed += 1


def _dismantle(state: NarcoState, player: Wiseguy, event: Event) -> None:
    quartier = _quartier(state, event)
    if state.turn.dismantled or state.turn.developed:
        raise GameError(_("one dismantling a turn, and not with a development"))
    if state.quartiers[quartier].owner != player.name:
        raise GameError(_("{name} does not exploit {quartier}").format(
            name=player.name, quartier=quartier))
    pay_bank(state, player, state.rules.costs["dismantle"], "dismantling")
    return_to_board(state, quartier)
    state.turn.dismantled = True


def _influence(state: NarcoState, player: Wiseguy, event: Event) -> None:
    card = state.rules.influence.get(str(event.get("card")))
    if card is None:
        raise GameError(_("there is no Influence card {get}").format(
            get=typed(event.get('card'))))
    if state.turn.influence is not None:
        line = _("{name} already played an influence this turn") if state.turn.influence == "play" \
            else _("{name} already bought an influence this turn")
        raise GameError(line.format(name=player.name))
    if player.influence == 0:
        raise GameError(_("{name} has no influence card").format(
            name=player.name))
    target = None
    if card.effect == "prison":
        target = event.get("target")
        if target not in [p.name for p in state.seats()]:
            raise GameError(_("« {name} » needs a Wiseguy to send to prison").format(
                name=card.name))
    pay_bank(state, player, card_cost(state, card, event), f"« {card.name} »")
    player.influence -= 1
    state.turn.influence = "play"
    play_card_effect(state, player, card.effect, target)


def play_card_effect(state: NarcoState, player: Wiseguy, effect: str, target: Any) -> None:
    """What Balance and Corruption Juge do by themselves; other cards' consequences are the referee's entries."""
    if effect == "prison":
        victim = state.player(str(target))
        victim.pawn = PRISON
        playing = state.phase == "turn" and state.current().name == victim.name
        victim.prison = 2 if playing else 1
    elif effect == "free" and player.prison:
        player.prison = 0  # « La carte Corruption Juge permet de ne pas être affecté par la prison »


def _buy_influence(state: NarcoState, player: Wiseguy, event: Event) -> None:
    if state.turn.influence is not None:
        raise GameError(_("{name} already used his influence action this turn").format(
            name=player.name))
    pay_bank(state, player, state.rules.costs["buy_influence"], "an influence card")
    player.influence += 1
    state.turn.influence = "buy"


def _job(state: NarcoState, player: Wiseguy, event: Event) -> None:
    points, costs = event.get("points"), state.rules.costs
    if not isinstance(points, int) or isinstance(points, bool) or not 1 <= points <= MOST_POINTS:
        raise GameError(_("a job is worth 1 point or more, as printed on the card"))
    bonus = event.get("bonus", 0)
    if event.get("baron") or bonus:
        if "baron_jobs" not in state.modules:
            raise GameError(_("a Baron job is advanced module 1 (« Introduire les cartes « Baron » »), not in "
                              "this play"))
        if not isinstance(bonus, int) or isinstance(bonus, bool) or not 0 <= bonus <= MOST_POINTS:
            raise GameError(_("the Baron job's bonuses done are worth 0 points or more"))
        points += bonus
    if not isinstance(event.get("on_draw", False), bool):
        raise GameError(_("whether the job's conditions were met when it was drawn is true or false"))
    counts = not event.get("on_draw") or state.rules.reading("drawn_jobs_count")
    if state.turn.jobs_exchanged:
        raise GameError(_("he exchanged jobs this turn (« au lieu d'effectuer des Jobs »)"))
    if counts and state.turn.jobs_done >= costs["jobs_max"]:
        raise GameError(_("{value} jobs a turn at most").format(
            value=costs['jobs_max']))
    if player.jobs == 0:
        raise GameError(_("{name} holds no job card").format(
            name=player.name))
    state.turn.jobs_done += 1 if counts else 0
    player.job_points.append(points)
    change_reputation(state, player, points)


def _exchange_jobs(state: NarcoState, player: Wiseguy, event: Event) -> None:
    count = event.get("count")
    if state.turn.jobs_done or state.turn.jobs_exchanged:
        raise GameError(_("exchanging jobs is instead of doing them, once a turn"))
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= player.jobs:
        raise GameError(ngettext("{name} holds {jobs} job card to exchange",
                                 "{name} holds {jobs} job cards to exchange",
                                 player.jobs).format(
            name=player.name, jobs=player.jobs))
    pay_bank(state, player, count * state.rules.costs["exchange_job"],
             f"exchanging {count} job{'s' if count > 1 else ''}")
    state.turn.jobs_exchanged = True


def _mecenat(state: NarcoState, player: Wiseguy, event: Event) -> None:
    points = event.get("points")
    if state.turn.mecenat or state.turn.humiliation:
        raise GameError(_("one reputation action a turn (mécénat or humiliation)"))
    top = mecenat_max(state, player)
    if not isinstance(points, int) or isinstance(points, bool) or not 1 <= points:
        raise GameError(_("the points are a whole number, 1 or more"))
    if points > top:
        raise GameError(ngettext("{name} can buy {top} point of mécénat now (20 M$ each, none from {reading} "
                                 "points)",
                                 "{name} can buy {top} points of mécénat now (20 M$ each, none from {reading} "
                                 "points)",
                                 top).format(
            name=player.name, top=top, reading=state.rules.reading('mecenat_below')))
    pay_bank(state, player, points * state.rules.costs["mecenat"], "mécénat")
    change_reputation(state, player, points)
    state.turn.mecenat = True


def _humiliation(state: NarcoState, player: Wiseguy, event: Event) -> None:
    points = event.get("points")
    if state.turn.mecenat:
        raise GameError(_("one reputation action a turn: he made mécénat"))
    if not isinstance(points, int) or isinstance(points, bool) or not 1 <= points:
        raise GameError(_("the points are a whole number, 1 or more"))
    most = humiliation_max(state, player)
    if points > most:
        raise GameError(ngettext("{name} may sell {humiliation_max} more point by humiliation (2 a turn, never "
                                 "under 1, never from 20)",
                                 "{name} may sell {humiliation_max} more points by humiliation (2 a turn, never "
                                 "under 1, never from 20)", most).format(name=player.name, humiliation_max=most))
    change_reputation(state, player, -points)
    bank_pays(state, player, points * state.rules.costs["humiliation"])
    state.turn.humiliation += points


def _end_turn(state: NarcoState, player: Wiseguy, event: Event) -> None:
    end_turn(state)


_HANDLERS: dict[str, Callable[[NarcoState, Wiseguy, Event], None]] = {
    "income": _income, "move": _move, "attack": _attack, "implant": _implant, "develop": _develop,
    "dismantle": _dismantle, "influence": _influence, "buy_influence": _buy_influence, "job": _job,
    "exchange_jobs": _exchange_jobs, "mecenat": _mecenat, "humiliation": _humiliation, "end_turn": _end_turn,
}


# --- the referee's entries -----------------------------------------------------------------------------------------
def _seat(state: NarcoState, name: Any, key: str, *, furi_ok: bool = False) -> Wiseguy:
    for p in state.players:
        if p.name == name and (furi_ok or not p.is_furi):
            return p
    raise GameError(_("{key}: no player {name}").format(
        key=key, name=typed(name)))


def apply_referee(state: NarcoState, event: Event) -> None:
    kind = event["type"]
    if kind == "give":
        amount = event.get("amount")
        if not isinstance(amount, int) or isinstance(amount, bool) or amount < 1:
            raise GameError(_("the amount is a whole number of M$, 1 or more"))
        giver, taker = event.get("from"), event.get("to")
        if giver == taker:
            raise GameError(_("a gift goes from one side to the other, not back to the giver"))
        payer = None if giver == BANK else _seat(state, giver, "from")
        payee = None if taker == BANK else _seat(state, taker, "to")
        if payer is not None:
            pay_bank(state, payer, amount, f"giving {amount} M$")
        if payee is not None:
            if payer is None and not state.rules.reading("bank_unlimited") and amount > state.bank:
                raise GameError(_("the bank has {bank} M$ left").format(
                    bank=state.bank))
            state.bank -= amount
            payee.money += amount
    elif kind == "give_influence":
        giver, taker = _seat(state, event.get("from"), "from"), _seat(state, event.get("to"), "to")
        if giver.influence == 0 or giver is taker:
            raise GameError(_("{name} has no influence card to give").format(
                name=giver.name))
        giver.influence -= 1
        taker.influence += 1
    elif kind == "reputation":
        delta = event.get("delta")
        if not isinstance(delta, int) or isinstance(delta, bool) or delta == 0:
            raise GameError(_("the points changed are a whole number, not 0"))
        change_reputation(state, _seat(state, event.get("player"), "player", furi_ok=True), delta)
    elif kind == "destroy":
        quartier = _quartier(state, event)
        if state.quartiers[quartier].owner is None:
            raise GameError(_("{quartier} holds no business").format(
                quartier=quartier))
        return_to_board(state, quartier)
    else:
        _seat(state, event.get("player"), "player").income_suspended = True
