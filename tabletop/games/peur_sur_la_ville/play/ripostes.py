"""Immediate shots back (game.toml « civilians »): « Vigile/Policier en faction = Il riposte immédiatement après
l'action d'un individu armé qui l'a pris pour cible. 1 seul tir de riposte »; the HQ's defenders « vont réagir en
tirant IMMEDIATEMENT après qu'un mouvement amène un ennemi à passer son enceinte. De même à chaque fois qu'un des
défenseurs est pris pour cible, il riposte immédiatement avec 1 tir ». A riposte owed is a pair (defender, enemy)
in the state; the defender's reaction ``Shoot`` at that enemy settles it."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.peur_sur_la_ville.play.effects import armed, knocked_out
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup
from tabletop.games.peur_sur_la_ville.play.state import FigureState, GameState
from tabletop.games.peur_sur_la_ville.play.table import zone_holding


def guard(setup: GameSetup, f: FigureState) -> bool:
    """A vigile or policeman on duty: an armed civilian of the armed roles."""
    return f.kind == "civilian" and f.role in setup.game_rules.armed_civilians


def defends_hq(setup: GameSetup, f: FigureState) -> bool:
    """A gang figure standing inside its own HQ."""
    return f.kind == "figure" and f.gang is not None and zone_holding(setup, "hq", f.x, f.y, f.gang) is not None


def _able(setup: GameSetup, f: FigureState) -> bool:
    return f.alive and f.state == "standing" and not knocked_out(setup, f) and f.captor is None and any(
        s == "loaded" and w in setup.rules.firearms for w, s in f.weapons.items())


def owe(state: GameState, defender: str, enemy: str) -> GameState:
    pair = (defender, enemy)
    return state if pair in state.ripostes else replace(state, ripostes=state.ripostes + (pair,))


def targeted(setup: GameSetup, state: GameState, attacker_id: str, target_id: str) -> GameState:
    """An armed figure shot at (or attacked) a guard or an HQ defender: one shot back owed."""
    attacker, target = state.figures[attacker_id], state.figures[target_id]
    if attacker.kind != "figure" or not armed(attacker) or not _able(setup, target):
        return state
    if guard(setup, target) or (defends_hq(setup, target) and attacker.gang != target.gang):
        return owe(state, target_id, attacker_id)
    return state


def entered(setup: GameSetup, state: GameState, mover_id: str, before: FigureState) -> GameState:
    """A figure moved into an enemy HQ: each defender inside owes it a shot."""
    mover = state.figures[mover_id]
    # The HQs it has just entered first, once each: most moves enter none, and no defender need be looked at.
    gangs = {o.gang for o in state.figures.values() if o.gang is not None and o.gang != mover.gang}
    entered_hqs = {g for g in gangs if zone_holding(setup, "hq", mover.x, mover.y, g)
                   and not zone_holding(setup, "hq", before.x, before.y, g)}
    for o in state.figures.values():
        if o.gang in entered_hqs and defends_hq(setup, o) and _able(setup, o):
            state = owe(state, o.id, mover_id)
    return state


def settle(state: GameState, defender: str, enemy: str) -> GameState:
    return replace(state, ripostes=tuple(p for p in state.ripostes if p != (defender, enemy)))
