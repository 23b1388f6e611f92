"""The advanced level's modules that add steps of their own (§ 8 « Niveau avancé »): the side bet of a combat
(module 4), the Armement cards (module 6) and the Rôle cards (module 7); and the starting businesses a character
chooses at the table (Furi's « 2 Business »). Modules 1, 2, 3 and 5 change a price, a limit or a deck where those
live (``actions``, ``fight``, ``setup``)."""

from __future__ import annotations

import random
from typing import Any, Mapping

from tabletop.games.interface import Event, GameError
from tabletop.games.narcopolis.rounds import change_reputation, place
from tabletop.games.narcopolis.rules import KINDS, ROLES, NarcoRules, business_name
from tabletop.games.narcopolis.state import Combat, NarcoState, Wiseguy
from tabletop.i18n import _
from tabletop.jsontext import Inside, typed
from tabletop.schema_words import option_words

STAKES = ("money", "reputation")
LOWER_ANNOUNCE = "lower_announce"  # the Fusil à pompe's effect


# --- the starting businesses chosen at the table ------------------------------------------------------------------
def starting_chooser(state: NarcoState) -> Wiseguy | None:
    """The next Wiseguy with starting businesses still to place (« Furi : 2 Business »), in seat order."""
    return next((p for p in state.seats() if p.extra_businesses > 0), None)


def starting_legal(state: NarcoState) -> list[Event]:
    player = starting_chooser(state)
    if player is None:
        return []
    zone = state.rules.zone(state.rules.characters[player.character].zone).quartiers()
    return [{"type": "starting_business", "player": player.name, "quartier": q, "kind": k}
            for q in zone for k in KINDS
            if player.board[k] > 0 and k not in state.quartiers[q].kinds and not state.quartiers[q].blocked
            and state.quartiers[q].owner in (None, player.name)]


def apply_starting(state: NarcoState, event: Event) -> None:
    player = starting_chooser(state)
    if event.get("type") != "starting_business" or player is None:
        raise GameError(_("the play starts with the starting businesses chosen at the table ('starting_business')"))
    if event not in starting_legal(state):
        raise GameError(_("{name} places a business of a kind left on his board on a quartier of his starting zone "
                          "that lacks it, not {kind} on {quartier}").format(
            name=player.name, kind=typed(event.get("kind")), quartier=typed(event.get("quartier"))))
    place(state, player, event["quartier"], event["kind"])
    player.extra_businesses -= 1
    if starting_chooser(state) is None:
        state.phase = "event"


# --- a combat's preparation: the side bet and the Armement cards --------------------------------------------------
def needs_preparation(state: NarcoState, combat: Combat) -> bool:
    return "armement" in state.modules or may_bet(state, combat)


def may_bet(state: NarcoState, combat: Combat) -> bool:
    """Module 4, « À condition que ton adversaire soit joueur lui aussi »: two Wiseguys, not Furi, and not the
    final combat (nothing is at stake there)."""
    return ("side_bet" in state.modules and combat.resume != "final"
            and not any(state.player(f).is_furi for f in (combat.attacker, combat.defender)))


def stake_affordable(state: NarcoState, combat: Combat, stake: str) -> bool:
    """Each fighter can lose the stake: 10 M$ in hand (no credit), or a point of reputation he may lose."""
    fighters = [state.player(f) for f in (combat.attacker, combat.defender)]
    if stake == "money":
        return all(p.money >= state.rules.costs["side_bet_money"] for p in fighters)
    floor = state.rules.reading("reputation_floor")
    return all(p.reputation - state.rules.costs["side_bet_reputation"] >= floor and not p.locked for p in fighters)


def prepare_legal(state: NarcoState) -> list[Event]:
    combat = state.combat
    assert combat is not None
    events: list[Event] = []
    if combat.stake is None and may_bet(state, combat):
        events += [{"type": "side_bet", "stake": s} for s in STAKES if stake_affordable(state, combat, s)]
    if "armement" in state.modules:
        kept = set(combat.armement.values())
        for fighter in (combat.attacker, combat.defender):
            if fighter not in combat.armement:
                events += [{"type": "armement", "by": fighter, "card": c} for c in state.rules.armement
                           if c not in kept]
    if "armement" not in state.modules or len(combat.armement) == 2:
        events.append({"type": "begin"})
    return events


def apply_prepare(state: NarcoState, event: Event) -> None:
    combat = state.combat
    assert combat is not None
    kind = event.get("type")
    if kind == "side_bet" and "side_bet" not in state.modules:
        raise GameError(_("a side bet is advanced module 4 (« miser 10M$ ou 1 point de Réputation »), not in this "
                          "play"))
    if kind == "side_bet" and event.get("stake") not in STAKES:
        raise GameError(_("the stake is \"money\" (10 M$) or \"reputation\" (1 point), not {stake}").format(
            stake=typed(event.get("stake"))))
    if event not in prepare_legal(state):
        raise GameError(_("before the first roll: {items}").format(
            items=", ".join(sorted({str(e["type"]) for e in prepare_legal(state)}))))
    if kind == "side_bet":
        combat.stake = event["stake"]
    elif kind == "armement":
        combat.armement[event["by"]] = event["card"]
    else:
        combat.step = "roll"


def settle_stake(state: NarcoState, combat: Combat, winner: str) -> None:
    """« miser 10M$ ou 1 point de Réputation »: the loser pays the winner."""
    if combat.stake is None:
        return
    loser = state.player(combat.defender if winner == combat.attacker else combat.attacker)
    taker = state.player(winner)
    if combat.stake == "money":
        paid = min(loser.money, state.rules.costs["side_bet_money"])
        loser.money -= paid
        taker.money += paid
    else:
        lost = -change_reputation(state, loser, -state.rules.costs["side_bet_reputation"])
        change_reputation(state, taker, lost)


def armement_effect(state: NarcoState, combat: Combat, fighter: str) -> str | None:
    """The effect of ``fighter``'s Armement card if he has not used it yet."""
    card = combat.armement.get(fighter)
    if card is None or fighter in combat.armement_used:
        return None
    return state.rules.armement[card].effect


# --- the Rôle cards --------------------------------------------------------------------------------------------------
def deal_roles(rules: NarcoRules, names: list[str], given: Mapping[str, Any] | None, seed: int) -> dict[str, str]:
    """Each player's role: as entered at set-up, else drawn from the six cards (« chaque joueur tire une carte
    Rôle ») by the play's seed."""
    if given:
        return {n: str(given[n]) for n in names}
    deck = [r for r in ROLES for _ in range(rules.data["roles"][r])]
    random.Random(f"roles:{seed}").shuffle(deck)
    return dict(zip(names, deck))


def roles_problems(rules: NarcoRules, names: list[str], given: Any) -> list[str]:
    """The roles entered are the cards the table dealt, any split (« 6 cartes Rôle » prints none: note role_cards);
    the split in the rule data only bounds a deal left to the seed."""
    if given is None:
        if len(names) > sum(rules.data["roles"].values()):
            return [Inside(option_words("roles"),
                           _("{count} Rôle cards for {n} players").format(
                               count=sum(rules.data["roles"].values()), n=len(names)))]
        return []
    if not isinstance(given, Mapping) or set(given) != set(names) or any(r not in ROLES for r in given.values()):
        return [Inside(option_words("roles"), _("each player's role, gangsta or infiltre"))]
    return []


# --- log lines -------------------------------------------------------------------------------------------------------
EVENT_LINES = ("starting_business", "side_bet", "armement", "begin", "use_armement")


def describe_kept(event: Event) -> str:
    """The table's line for an Armement card kept: which card stays its holder's secret until he uses it."""
    return _("{player} keeps an Armement card").format(player=event.get("by"))


def describe(state: NarcoState, event: Event) -> str:
    kind = event.get("type")
    if kind == "starting_business":
        return _("{player} places {business} on {quartier} (starting advantage)").format(
            player=event.get("player"), business=business_name(event.get("kind")), quartier=event.get("quartier"))
    if kind == "side_bet":
        stake = _("10 M$") if event.get("stake") == "money" else _("1 reputation point")
        return _("Side bet: the loser of this combat gives the winner {stake}").format(stake=stake)
    if kind == "armement":
        card = state.rules.armement.get(str(event.get("card")))
        return _("{player} keeps the Armement card « {card} »").format(
            player=event.get("by"), card=card.name if card else event.get("card"))
    if kind == "use_armement":
        combat = state.combat
        card_id = combat.armement.get(str(event.get("by"))) if combat is not None else None
        card = state.rules.armement.get(card_id) if card_id else None
        return _("{player} uses « {card} »: {text}").format(
            player=event.get("by"), card=card.name if card else "?", text=_(card.text) if card else "")
    return _("The fighters roll")
