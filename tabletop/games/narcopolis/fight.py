"""A combat at the table: rolls (virtual, or real dice nobody types until the check), announcements, « tu bluffes »
and the stakes (« il remplace, à l'identique, les Business du perdant par les siens »; Furi destroys them)."""

from __future__ import annotations

from tabletop.games.interface import Event, GameError, Outcome
from tabletop.games.narcopolis.combat import (CombatError, HIGHEST, check_announce, is_bluff, read_dice,
                                              readings_above, roll_outcomes)
from tabletop.games.narcopolis.rounds import place, return_to_board, start_turns
from tabletop.games.narcopolis.state import Combat, Exchange, NarcoState
from tabletop.i18n import _


def start_combat(state: NarcoState, attacker: str, defender: str, quartier: str | None, resume: str) -> None:
    state.combat = Combat(attacker=attacker, defender=defender, quartier=quartier, resume=resume)
    state.phase = "combat"


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
    combat = state.combat
    assert combat is not None
    if combat.step == "roll":
        return "chance"
    last = combat.exchanges[-1]
    return controller(state, other(combat, last.by) if combat.step == "respond" else last.by)


def combat_legal(state: NarcoState) -> list[Event]:
    combat = state.combat
    assert combat is not None
    if combat.step == "roll":
        return [o.event for o in combat_chance(state) or []] + [{"type": "roll", "dice": None}]
    if combat.step == "reveal":
        return [{"type": "reveal", "dice": list(faces)} for faces, _ in roll_outcomes()]
    if combat.step == "announce":
        previous = combat.exchanges[-2].announce if len(combat.exchanges) > 1 else None
        return [{"type": "announce", "value": n} for n in readings_above(previous)]
    last = combat.exchanges[-1].announce
    return [{"type": "call"}] + ([{"type": "take"}] if last is not None and last < HIGHEST else [])


def apply_combat(state: NarcoState, event: Event) -> None:
    combat = state.combat
    assert combat is not None
    kind = event.get("type")
    expected = {"roll": ("roll",), "announce": ("announce",), "respond": ("call", "take"), "reveal": ("reveal",)}
    if kind not in expected[combat.step]:
        raise GameError(_("'{kind}' is not expected in a combat waiting for {expected}").format(
            kind=kind, expected=_(" or ").join(f"'{k}'" for k in expected[combat.step])))
    try:
        if kind == "roll":
            dice = event.get("dice")
            combat.exchanges.append(Exchange(by=combat.roller(), dice=None if dice is None else _faces(dice)))
            combat.step = "announce"
        elif kind == "announce":
            previous = combat.exchanges[-2].announce if len(combat.exchanges) > 1 else None
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


def _faces(dice: object) -> list[int]:
    if not isinstance(dice, list):
        raise CombatError(_("{dice!r} is not three faces 1-6").format(
            dice=dice))
    read_dice(dice)
    return sorted(dice, reverse=True)


def winner(state: NarcoState) -> str:
    combat = state.combat
    assert combat is not None
    last = combat.exchanges[-1]
    assert last.dice is not None and last.announce is not None
    bluff = is_bluff(last.dice, last.announce,
                     under_announce_is_bluff=state.rules.reading("under_announce_is_bluff"))
    return other(combat, last.by) if bluff else last.by


def resolve(state: NarcoState) -> None:
    combat = state.combat
    assert combat is not None
    won = winner(state)
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
