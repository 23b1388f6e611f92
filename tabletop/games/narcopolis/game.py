"""Narcopolis on the shared game interface: the state is rebuilt from the log of events, chance (event cards
revealed, combat dice, Furi's die) is explicit, and the bank, purses, boards and map always add up."""

from __future__ import annotations

import copy
from typing import Any, Callable

from tabletop.games.interface import Event, GameError, Outcome, PlaySetup, Ranking, RefusedSetup, refuse_unknown_fields
from tabletop.games.narcopolis import actions, advanced, final, furi, setup
from tabletop.games.narcopolis.combat import is_bluff, read_dice
from tabletop.games.narcopolis.fight import (apply_combat, combat_chance, combat_legal, combat_to_move, controller,
                                             other, under_announce_is_bluff)
from tabletop.games.narcopolis.rounds import reveal_event
from tabletop.games.narcopolis.rules import KINDS, business_name, default_rule_data
from tabletop.games.narcopolis.state import NarcoState
from tabletop.i18n import _, decimal, ngettext
from tabletop.sentences import listed



# Each event's fields besides "type", as the handlers read them: any other is refused, as Mafia Story and Camorra do.
EVENT_FIELDS: dict[str, frozenset[str]] = {kind: frozenset(fields) for kind, fields in {
    "announce": ("value", "armement"), "armement": ("by", "card"),
    "attack": ("quartier", "stake"),  # a stake there is refused by the attack, saying where a side bet is entered
    "begin": (),
    "buy_influence": (), "call": (), "destroy": ("quartier",), "develop": ("quartier", "kind"),
    "dismantle": ("quartier",), "end_turn": (), "event": ("card",), "exchange_jobs": ("count",),
    "furi_attack": ("quartier",), "furi_die": ("face",), "furi_implant": ("quartier", "kind"),
    "furi_influence": ("card", "target"), "furi_pass": (), "give": ("from", "to", "amount"),
    "give_influence": ("from", "to"), "humiliation": ("points",), "implant": ("quartier", "kinds"), "income": (),
    "influence": ("card", "cost", "target"), "job": ("points", "baron", "bonus", "on_draw"), "mecenat": ("points",),
    "move": ("to",), "reputation": ("player", "delta"), "roll": ("dice",), "side_bet": ("stake",),
    "starting_business": ("player", "quartier", "kind"), "suspend_income": ("player",), "take": (),
    "use_armement": ("by",),
}.items()}

class Narcopolis:
    id = "narcopolis"
    title = "Narcopolis"
    min_players = 2
    max_players = 5
    # What a player decides himself and may send from his phone: his turn's actions and his side of a fight. The
    # referee enters the chance of the table (event cards, Furi's die), a job's points (he confirms the card is
    # met), the trades and what a card makes happen (``actions.REFEREE_EVENTS``), and a side bet (both fighters
    # agree to it).
    phone_events = frozenset({
        "income", "move", "attack", "implant", "develop", "dismantle", "influence", "buy_influence",
        "exchange_jobs", "mecenat", "humiliation", "end_turn", "starting_business",
        "furi_attack", "furi_implant", "furi_influence", "furi_pass", "armement", "begin",
        "roll", "announce", "take", "call", "reveal", "use_armement"})
    # The dice rolled at the table, each entered face by face (a row of six faces a die), not as one of 56 lines:
    # the three under a cup, rolled or lifted (on the laptop and on the roller's phone), and Furi's die.
    dice_fields = {"roll": "dice", "reveal": "dice", "furi_die": "face"}
    # The Armement card a fighter keeps is his secret until he uses it: the table sees that he kept one.
    secret_events = frozenset({"armement"})

    def default_settings(self) -> dict[str, Any]:
        return copy.deepcopy(default_rule_data())  # a copy: the caller may edit it, the loaded rules stay

    def setup_problems(self, play: PlaySetup) -> list[str]:
        return setup.setup_problems(play)

    def initial_state(self, play: PlaySetup) -> NarcoState:
        problems = setup.setup_problems(play)
        if problems:
            raise RefusedSetup(problems)
        return setup.initial_state(play)

    # --- what may happen now -------------------------------------------------------------------------------
    def chance(self, state: NarcoState) -> list[Outcome] | None:
        if state.phase == "event":
            deck = state.event_deck
            return [Outcome({"type": "event", "card": card}, 1 / len(deck)) for card in deck]
        if state.phase == "furi_die":
            return furi.die_outcomes()
        if state.phase == "combat":
            return combat_chance(state)
        return None

    def legal_events(self, state: NarcoState) -> list[Event]:
        if state.phase == "over":
            return []
        if state.phase == "combat":
            return combat_legal(state)
        outcomes = self.chance(state)
        if outcomes is not None:
            return [o.event for o in outcomes]
        if state.phase == "furi_action":
            return furi.furi_legal(state)
        if state.phase == "starting":
            return advanced.starting_legal(state)
        return actions.turn_legal(state)

    def apply(self, state: NarcoState, event: Event) -> NarcoState:
        if not isinstance(event, dict) or not isinstance(event.get("type"), str):
            raise GameError(_("an event is an object with a \"type\""))
        refuse_unknown_fields(event, EVENT_FIELDS, self.id)
        if state.phase == "over":
            raise GameError(_("the game is over"))
        after = state.clone()
        kind = event["type"]
        if after.phase == "event":
            if kind != "event" or event.get("card") not in after.event_deck:
                raise GameError(_("the round starts with an event card revealed: one of {cards}").format(
                    cards=", ".join(after.event_deck)))
            reveal_event(after, event["card"])
        elif after.phase == "furi_die":
            if kind != "furi_die":
                raise GameError(_("a die picks who plays Furi's action: expected 'furi_die'"))
            furi.apply_die(after, event)
        elif after.phase == "furi_action":
            furi.apply_furi(after, event)
        elif after.phase == "combat":
            apply_combat(after, event)
        elif after.phase == "starting":
            advanced.apply_starting(after, event)
        else:
            actions.apply_turn(after, event)
        final.advance(after)
        return after

    # --- reading the state ---------------------------------------------------------------------------------
    def to_move(self, state: NarcoState) -> str | None:
        if state.phase == "over":
            return None
        if state.phase in ("event", "furi_die"):
            return "chance"
        if state.phase == "furi_action":
            return state.players[state.furi_controller or 0].name
        if state.phase == "combat":
            return combat_to_move(state)
        if state.phase == "starting":
            chooser = advanced.starting_chooser(state)
            return chooser.name if chooser else None
        return state.current().name

    def is_over(self, state: NarcoState) -> bool:
        return state.phase == "over"

    def ranking(self, state: NarcoState) -> Ranking:
        return final.ranking(state)

    def describe(self, state: NarcoState, event: Event) -> str:
        return describe_event(state, event)

    def state_json(self, state: NarcoState) -> dict[str, Any]:
        return state_to_json(state)

    def table_line(self, state: NarcoState, event: Event) -> str:
        return advanced.describe_kept(event)

    def move_owner(self, state: NarcoState, event: Event) -> str | None:
        """Whose move an event is: a fighter's own (``by``: the Armement card he keeps or uses) is the player's who
        plays his dice, else the player ``to_move`` names."""
        combat, by = state.combat, event.get("by")
        if combat is not None and by in (combat.attacker, combat.defender):
            return controller(state, str(by))
        return self.to_move(state)

    def move_label(self, state: NarcoState, event: Event) -> str:
        """A move offered on a phone, said before it is made: « tu bluffes » without the verdict the dice under the
        other's cup would give; a roll with its faces as the roller reads his own dice (his phone alone offers it)."""
        combat = state.combat
        if event.get("type") == "roll" and isinstance(event.get("dice"), list):
            return _("{player} rolls: the dice read {reading}").format(player=_actor(state),
                                                                      reading=read_dice(event["dice"]))
        if event.get("type") == "call" and combat is not None and combat.exchanges:
            last = combat.exchanges[-1]
            return _("{caller} says « tu bluffes » on {announce}").format(caller=other(combat, last.by),
                                                                         announce=last.announce)
        return describe_event(state, event)

    def invariants(self, state: NarcoState) -> list[str]:
        return broken_invariants(state)


def state_to_json(state: NarcoState) -> dict[str, Any]:
    rules = state.rules
    event = state.events_revealed[-1] if state.events_revealed else None
    deck = rules.events_furi if state.variant == "furi" else rules.events_classic
    card = next((e for e in deck if e.id == event), None)
    combat = state.combat
    return {
        "variant": state.variant, "modules": list(state.modules), "round": state.round, "phase": state.phase,
        "bank": state.bank,
        "first_player": state.players[state.first_player].name,
        "order": [state.players[i].name for i in state.order],
        "turn_of": state.turn_player().name if state.turn_player() else None,
        "event": None if card is None else {"id": card.id, "name": card.name, "text": card.text,
                                            "furi_action": card.furi_action},
        "events_revealed": len(state.events_revealed), "events_left": len(state.event_deck),
        "last_round": state.last_round,
        "players": {p.name: {
            "character": p.character, "money": p.money, "reputation": p.reputation, "influence": p.influence,
            "jobs": p.jobs, "board": dict(p.board), "built": state.built(p), "pawn": p.pawn, "prison": p.prison,
            "locked": p.locked, "income_suspended": p.income_suspended, "job_points": list(p.job_points),
            "businesses": state.businesses_on_map(p.name), "quartiers": state.owned(p.name), "furi": p.is_furi,
            **({"cards": list(p.furi_cards)} if p.is_furi else {}),
            **({"role": p.role} if p.role else {}),
            **({"starting_businesses_to_place": p.extra_businesses} if p.extra_businesses else {}),
        } for p in state.players},
        "map": {q: {"owner": s.owner, "kinds": list(s.kinds), "blocked": s.blocked}
                for q, s in state.quartiers.items()},
        "turn": vars(state.turn).copy(),
        "combat": None if combat is None else {
            "attacker": combat.attacker, "defender": combat.defender, "quartier": combat.quartier,
            "step": combat.step, "caller": combat.caller, "stake": combat.stake,
            "armement": dict(combat.armement), "armement_used": list(combat.armement_used),
            "exchanges": [{"by": e.by, "dice": e.dice, "announce": e.announce} for e in combat.exchanges]},
        "final_combat": None if not state.final_players else {
            "players": list(state.final_players), "bouts_won": list(state.final_wins),
            "winner": final.champion_of(state)},
        "furi": None if state.variant != "furi" else {
            "controller": None if state.furi_controller is None else state.players[state.furi_controller].name,
            "last_attacked": state.furi_last_attacked, "won": state.furi_won, "passed": list(state.passed_furi)},
    }


KNOWN_KINDS = frozenset(KINDS)


def broken_invariants(state: NarcoState) -> list[str]:
    rules, broken = state.rules, []
    tokens = rules.setup["tokens_per_kind"]
    purses = sum(p.money for p in state.players)
    if purses + state.bank != state.total_money:
        broken.append(f"money not conserved: purses {purses} + bank {state.bank} != {state.total_money}")
    if state.bank < 0 and not rules.reading("bank_unlimited"):
        broken.append(f"the bank holds {state.bank} M$")
    on_map = {(p.name, k): 0 for p in state.players for k in KINDS}
    # Most of the 35 quartiers are empty: they are read with as few questions as the checks allow (asked after every
    # event of a random play).
    for q, spot in state.quartiers.items():
        kinds, owner = spot.kinds, spot.owner
        if kinds:
            if len(set(kinds)) != len(kinds) or not KNOWN_KINDS.issuperset(kinds):
                broken.append(f"{q} holds {kinds}: one of each kind at most")
            if owner is None:
                broken.append(f"{q}: owner {owner} with businesses {kinds}")
            else:
                if spot.blocked and owner:
                    broken.append(f"{q} is blocked and exploited")
                for k in kinds:
                    on_map[(owner, k)] += 1
        elif owner is not None:
            broken.append(f"{q}: owner {owner} with businesses {kinds}")
            if spot.blocked and owner:
                broken.append(f"{q} is blocked and exploited")
    for p in state.players:
        if p.money < 0:
            broken.append(f"{p.name} has {p.money} M$")
        if p.reputation < rules.reading("reputation_floor"):
            broken.append(f"{p.name} has {p.reputation} reputation")
        for k in KINDS:
            if p.board[k] < 0 or p.board[k] + on_map[(p.name, k)] != tokens:
                broken.append(f"{p.name}'s {k}: {p.board[k]} on the board + {on_map[(p.name, k)]} on the map "
                              f"!= {tokens}")
    turn = state.turn
    if turn.developed > rules.costs["develop_max"] or turn.humiliation > rules.costs["humiliation_max"]:
        broken.append("a turn limit was exceeded")
    if turn.jobs_done > rules.costs["jobs_max"]:
        broken.append(f"{turn.jobs_done} jobs this turn")
    return broken


def describe_event(state: NarcoState, event: Event) -> str:
    """One log line, in the language of the core's catalogue (``tabletop.i18n``)."""
    kind = event.get("type")
    who = _actor(state)
    influence = state.rules.influence.get(event.get("card")) if isinstance(event.get("card"), str) else None
    card_name = influence.name if influence else event.get("card")
    if kind == "event":
        card = next((e for e in (*state.rules.events_classic, *state.rules.events_more, *state.rules.events_furi)
                     if e.id == event.get("card")), None)
        return _("Round {round}: event card « {card} »").format(round=state.round + 1,
                                                               card=card.name if card else event.get("card"))
    if kind == "furi_die":
        return _("Die for Furi's action: {face}").format(face=event.get("face"))
    if kind == "roll":
        line = _("{player} rolls real dice under the cup") if event.get("dice") is None \
            else _("{player} rolls (hidden)")
        return line.format(player=who)
    if kind in ("call", "reveal"):
        return _call_line(state, event)
    if kind in advanced.EVENT_LINES:
        return advanced.describe(state, event)
    delta = event.get("delta")
    target, cost = event.get("target"), event.get("cost")
    costed = isinstance(cost, int)
    armement = state.rules.armement[event["armement"]].name if event.get("armement") in state.rules.armement else None
    # Each line is one whole message (its variants too: with or without a target, a cost, a bonus); only the
    # event's own line is translated: a play writes a line for each of thousands of events.
    simple: dict[str, Callable[[], str]] = {
        "announce": lambda: _("{player} announces {value} with the « {armement} » (lower than the opponent)")
        if armement else _("{player} announces {value}"),
        "take": lambda: _("{player} takes the cup"),
        "income": lambda: _("{player} takes the income"),
        "move": lambda: _("{player} moves to {to}"),
        "attack": lambda: _("{player} attacks {quartier}"),
        "implant": lambda: _("{player} implants {business} in {quartier}"),
        "develop": lambda: _("{player} develops {business} in {quartier}"),
        "dismantle": lambda: _("{player} dismantles {quartier}"),
        "influence": lambda: (_("{player} plays « {card} » on {target} ({cost} M$)") if target and costed
                              else _("{player} plays « {card} » on {target}") if target
                              else _("{player} plays « {card} » ({cost} M$)") if costed
                              else _("{player} plays « {card} »")),
        "buy_influence": lambda: _("{player} buys an influence card"),
        "job": lambda: {(False, False): _("{player} completes a job worth {points}"),
                        (True, False): _("{player} completes a job worth {points} + {bonus} of Baron bonuses"),
                        (False, True): _("{player} completes a job worth {points} (met when drawn)"),
                        (True, True): _("{player} completes a job worth {points} + {bonus} of Baron bonuses "
                                        "(met when drawn)")}[(bool(event.get("bonus")), bool(event.get("on_draw")))],
        "exchange_jobs": lambda: ngettext("{player} exchanges {count} job", "{player} exchanges {count} jobs",
                                          event.get("count") if isinstance(event.get("count"), int) else 2),
        "mecenat": lambda: ngettext("{player} buys {points} reputation point (mécénat)",
                                    "{player} buys {points} reputation points (mécénat)", _count(event.get("points"))),
        "humiliation": lambda: ngettext("{player} sells {points} reputation point (humiliation)",
                                        "{player} sells {points} reputation points (humiliation)",
                                        _count(event.get("points"))),
        "end_turn": lambda: _("{player} ends the turn"),
        # The bank is one end of a payment (« la banque »), never its key.
        "give": lambda: _("the bank gives {amount} M$ to {to}") if event.get("from") == actions.BANK
        else _("{giver} gives {amount} M$ to the bank") if event.get("to") == actions.BANK
        else _("{giver} gives {amount} M$ to {to}"),
        "give_influence": lambda: _("{giver} gives an influence card to {to}"),
        "reputation": lambda: _("{target_player}: reputation {delta}") if isinstance(delta, int)
        else _("{target_player}: reputation change"),
        "destroy": lambda: _("The businesses of {quartier} are destroyed"),
        "suspend_income": lambda: _("{target_player}'s next income is suspended"),
        "furi_attack": lambda: _("Furi (played by {player}) attacks {quartier}"),
        "furi_implant": lambda: _("Furi (played by {player}) implants {business} in {quartier}"),
        "furi_influence": lambda: _("Furi (played by {player}) plays « {card} » on {target}") if target
        else _("Furi (played by {player}) plays « {card} »"),
        "furi_pass": lambda: _("Furi cannot act this round"),
    }
    line = simple.get(str(kind))
    return (line() if line else "{player}: {type}").format(
        player=who, type=kind, value=event.get("value"), to=event.get("to"), quartier=event.get("quartier"),
        business=_business_words(event) if kind in ("implant", "develop", "furi_implant") else "",
        kind=event.get("kind"), card=card_name, points=event.get("points"),
        count=event.get("count"), giver=event.get("from"), amount=event.get("amount"),
        target_player=event.get("player"), delta=decimal(delta, "+d") if isinstance(delta, int) else delta,
        target=target, cost=cost, bonus=event.get("bonus"), armement=armement)


def _count(value: Any) -> int:
    """A count for a plural form, from an event's field that may hold anything a file holds (a refused event is said
    too): other than a whole number, the plural."""
    return value if isinstance(value, int) and not isinstance(value, bool) else 2


def _business_words(event: Event) -> str:
    """« un business de drogues », or several listed: the businesses an implant or a development places."""
    return listed([business_name(k) for k in event.get("kinds") or [event.get("kind")]])


def _actor(state: NarcoState) -> str:
    """Who acts in the state before the event (a fighter with the player who plays his dice)."""
    if state.phase == "combat" and state.combat is not None:
        combat = state.combat
        if combat.step in ("roll", "prepare"):
            fighter = combat.roller() if combat.step == "roll" else combat.attacker
        else:
            last = combat.exchanges[-1]
            fighter = other(combat, last.by) if combat.step == "respond" else last.by
        played_by = controller(state, fighter)
        return fighter if fighter == played_by else f"{fighter} ({played_by})"
    if state.phase == "furi_action":
        return state.players[state.furi_controller or 0].name
    if state.phase == "turn" and state.order:
        return state.current().name
    return _("chance")


def _call_line(state: NarcoState, event: Event) -> str:
    combat = state.combat
    if combat is None or not combat.exchanges:
        return _("« tu bluffes »")
    last = combat.exchanges[-1]
    dice = last.dice if event.get("type") == "call" else event.get("dice")
    caller, announcer, called = other(combat, last.by), last.by, event.get("type") == "call"
    said = {"caller": caller, "announce": last.announce}
    if dice is None:
        return _("{caller} says « tu bluffes » on {announce}; the cup will be lifted").format(**said) if called \
            else _("The cup is lifted")
    try:
        bluff = is_bluff(dice, last.announce or 0, under_announce_is_bluff=under_announce_is_bluff(state))
    except ValueError:
        return _("{caller} says « tu bluffes » on {announce}").format(**said) if called else _("The cup is lifted")
    # One sentence for each way the cup reads: who called, and who wins, the caller on a bluff, else the announcer.
    read = {"dice": read_dice(dice), "winner": caller if bluff else announcer, **said}
    if called:
        line = _("{caller} says « tu bluffes » on {announce}; the dice read {dice}, a bluff, {winner} wins") if bluff \
            else _("{caller} says « tu bluffes » on {announce}; the dice read {dice}, true, {winner} wins")
    else:
        line = _("The cup is lifted: the dice read {dice}, a bluff, {winner} wins") if bluff \
            else _("The cup is lifted: the dice read {dice}, true, {winner} wins")
    return line.format(**read)
