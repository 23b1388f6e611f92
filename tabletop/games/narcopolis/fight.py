"""A combat at the table: rolls (virtual, or real dice nobody types until the check), announcements, « tu bluffes »
and the stakes (« il remplace, à l'identique, les Business du perdant par les siens »; Furi destroys them)."""

from __future__ import annotations

from tabletop.games.interface import Event, GameError, Outcome
from tabletop.games.narcopolis import advanced
from tabletop.games.narcopolis.combat import (READINGS, CombatError, HIGHEST, check_announce, is_bluff, not_three_faces,
                                              read_dice, readings_above, roll_outcomes)
from tabletop.games.narcopolis.rounds import place, return_to_board, start_turns
from tabletop.games.narcopolis.state import Combat, Exchange, NarcoState
from tabletop.i18n import _


def start_combat(state: NarcoState, attacker: str, defender: str, quartier: str | None, resume: str) -> None:
    """A combat opens with its preparation when a module asks for one (the side bet, the Armement cards)."""
    state.combat = Combat(attacker=attacker, defender=defender, quartier=quartier, resume=resume)
    state.phase = "combat"
    if advanced.needs_preparation(state, state.combat):
        state.combat.step = "prepare"


def controller(state: NarcoState, fighter: str) -> str:
    """Who plays a fighter's dice: himself, or for Furi her controller this round (when she attacks) or the
    attacker's rival (when she is attacked)."""
    player = state.player(fighter)
    if not player.is_furi:
        return fighter
    combat = state.combat
    assert combat is not None
    seats = state.seats()
    if combat.attacker == fighter and state.furi_controller is not None:
        return state.players[state.furi_controller].name
    return next(p.name for p in seats if p.name != combat.attacker)


def other(combat: Combat, fighter: str) -> str:
    return combat.defender if fighter == combat.attacker else combat.attacker


def combat_chance(state: NarcoState) -> list[Outcome] | None:
    """The roll is chance; the real dice lifted at the check are not (they were rolled already: the referee
    enters what the table shows)."""
    combat = state.combat
    if combat is None or combat.step != "roll":
        return None
    return [Outcome({"type": "roll", "dice": list(faces)}, p) for faces, p in roll_outcomes()]


def combat_to_move(state: NarcoState) -> str:
    """Who decides in the combat. The roll is chance, but the roller's own: he shakes his cup (or asks the virtual
    dice) and alone looks, so the roll is his move, as the announcement after it is."""
    combat = state.combat
    assert combat is not None
    if combat.step == "roll":
        return controller(state, combat.roller())
    if combat.step == "prepare":
        # each fighter keeps his Armement card himself (the attacker first), then the attacker begins
        choosing = next((f for f in (combat.attacker, combat.defender) if f not in combat.armement), None)
        if "armement" in state.modules and choosing is not None:
            return controller(state, choosing)
        return controller(state, combat.attacker)
    last = combat.exchanges[-1]
    return controller(state, other(combat, last.by) if combat.step == "respond" else last.by)


def combat_legal(state: NarcoState) -> list[Event]:
    combat = state.combat
    assert combat is not None
    if combat.step == "roll":
        return [o.event for o in combat_chance(state) or []] + [{"type": "roll", "dice": None}]
    if combat.step == "prepare":
        return advanced.prepare_legal(state)
    if combat.step == "reveal":
        return [{"type": "reveal", "dice": list(faces)} for faces, _ in roll_outcomes()]
    if combat.step == "announce":
        previous = combat.exchanges[-2].announce if len(combat.exchanges) > 1 else None
        events: list[Event] = [{"type": "announce", "value": n} for n in readings_above(previous)]
        by = combat.exchanges[-1].by
        if previous is not None and advanced.armement_effect(state, combat, by) == advanced.LOWER_ANNOUNCE:
            # « Exceptionnellement, tu peux annoncer un nombre inférieur à celui de ton adversaire »
            events += [{"type": "announce", "value": n, "armement": combat.armement[by]}
                       for n in READINGS if n < previous]
        return events + _other_armement(state, combat, by)
    last = combat.exchanges[-1].announce
    answer = other(combat, combat.exchanges[-1].by)
    return ([{"type": "call"}] + ([{"type": "take"}] if last is not None and last < HIGHEST else [])
            + _other_armement(state, combat, answer))


def _other_armement(state: NarcoState, combat: Combat, fighter: str) -> list[Event]:
    """A kept Armement card whose text is lost: used when its holder decides, its consequences entered after."""
    if advanced.armement_effect(state, combat, fighter) == "none":
        return [{"type": "use_armement", "by": fighter}]
    return []


def apply_combat(state: NarcoState, event: Event) -> None:
    combat = state.combat
    assert combat is not None
    kind = event.get("type")
    expected = {"roll": ("roll",), "announce": ("announce", "use_armement"),
                "respond": ("call", "take", "use_armement"), "reveal": ("reveal",),
                "prepare": ("side_bet", "armement", "begin")}
    needs = {"side_bet": "side_bet", "armement": "armement", "use_armement": "armement"}.get(str(kind))
    if needs is not None and needs not in state.modules:
        raise GameError(_("'{kind}' belongs to the advanced module {module}, not in this play (« Un ou plusieurs "
                          "points peuvent être alors, à loisir, introduits »)").format(
            kind=kind, module=state.rules.data["modules"][needs]["number"]))
    if kind not in expected[combat.step]:
        raise GameError(_("'{kind}' is not expected in a combat waiting for {expected}").format(
            kind=kind, expected=_(" or ").join(f"'{k}'" for k in expected[combat.step])))
    if combat.step == "prepare":
        advanced.apply_prepare(state, event)
        return
    if kind == "use_armement":
        if event not in combat_legal(state):
            raise GameError(_("{by} has no unused Armement card to play now").format(by=event.get("by")))
        combat.armement_used.append(event["by"])
        return
    try:
        if kind == "roll":
            dice = event.get("dice")
            combat.exchanges.append(Exchange(by=combat.roller(), dice=None if dice is None else _faces(dice)))
            combat.step = "announce"
        elif kind == "announce":
            previous = combat.exchanges[-2].announce if len(combat.exchanges) > 1 else None
            if "armement" in event:
                _shotgun(state, combat, event, previous)
            else:
                check_announce(event.get("value"), previous)
            combat.exchanges[-1].announce = event["value"]
            combat.step = "respond"
        elif kind == "take":
            if combat.exchanges[-1].announce == HIGHEST:
                raise GameError(_("nothing is above 666: the only answer is « tu bluffes »"))
            combat.step = "roll"
        elif kind == "call":
            combat.caller = other(combat, combat.exchanges[-1].by)
            if combat.exchanges[-1].dice is None:
                combat.step = "reveal"
            else:
                resolve(state)
        else:
            combat.exchanges[-1].dice = _faces(event.get("dice"))
            resolve(state)
    except CombatError as exc:
        raise GameError(str(exc)) from None


def _shotgun(state: NarcoState, combat: Combat, event: Event, previous: int | None) -> None:
    """The Fusil à pompe: an announcement under the opponent's, « Le combat repart de ce dernier nombre annoncé »."""
    by = combat.exchanges[-1].by
    if (event.get("armement") != combat.armement.get(by)
            or advanced.armement_effect(state, combat, by) != advanced.LOWER_ANNOUNCE):
        raise GameError(_("{by} holds no unused Armement card that lets him announce lower").format(by=by))
    check_announce(event.get("value"), None)
    if previous is None or event["value"] >= previous:
        raise GameError(_("the Fusil à pompe announces under the opponent's {previous}").format(previous=previous))
    combat.armement_used.append(by)


def _faces(dice: object) -> list[int]:
    if not isinstance(dice, list):
        raise CombatError(not_three_faces(dice))
    read_dice(dice)
    return sorted(dice, reverse=True)


def under_announce_is_bluff(state: NarcoState) -> bool:
    """The classic « Un bluff est lorsqu'un score est différent de celui annoncé », unless module 3 (or the
    reading) makes only an announcement above the dice a bluff."""
    return state.rules.reading("under_announce_is_bluff") and "under_announce" not in state.modules


def winner(state: NarcoState) -> str:
    combat = state.combat
    assert combat is not None
    last = combat.exchanges[-1]
    assert last.dice is not None and last.announce is not None
    bluff = is_bluff(last.dice, last.announce, under_announce_is_bluff=under_announce_is_bluff(state))
    return other(combat, last.by) if bluff else last.by


def resolve(state: NarcoState) -> None:
    combat = state.combat
    assert combat is not None
    won = winner(state)
    advanced.settle_stake(state, combat, won)
    if combat.resume == "final":
        state.final_wins.append(won)  # nothing is at stake: the end (``final.advance``) reads the winner
    elif won == combat.attacker:
        assert combat.quartier is not None  # only the final combat is fought over no quartier
        attacker = state.player(combat.attacker)
        if attacker.is_furi:
            return_to_board(state, combat.quartier)  # « elle détruit les Business du quartier attaqué »
        else:
            take_over(state, combat.quartier, combat.attacker)
    state.combat = None
    if combat.resume == "start_turns":
        start_turns(state)
    else:
        state.phase = combat.resume


def take_over(state: NarcoState, quartier: str, attacker_name: str) -> None:
    """The defender's tokens go back to his board; the attacker takes the same kinds off his own, as far as he
    has them (« il ne peut pas les substituer avec un autre Business »)."""
    attacker = state.player(attacker_name)
    kinds = list(state.quartiers[quartier].kinds)
    matched = [k for k in kinds if attacker.board[k] > 0]
    if state.rules.reading("takeover") == "all_or_nothing" and len(matched) < len(kinds):
        return
    return_to_board(state, quartier)
    for kind in matched:
        place(state, attacker, quartier, kind)
