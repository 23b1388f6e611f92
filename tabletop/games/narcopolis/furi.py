"""Furi in the two-player game (« Version 2 joueurs »): each round a die picks who plays her card's action —
attack a quartier (never the same twice in a row), implant, or play an influence card — for free."""

from __future__ import annotations

from tabletop.games.chance_dice import require_face
from tabletop.games.interface import Event, GameError, Outcome
from tabletop.games.narcopolis.actions import play_card_effect
from tabletop.games.narcopolis.fight import start_combat
from tabletop.games.narcopolis.rounds import place, start_turns
from tabletop.games.narcopolis.rules import KINDS
from tabletop.games.narcopolis.state import NarcoState, Wiseguy
from tabletop.i18n import _
from tabletop.jsontext import typed


def furi_of(state: NarcoState) -> Wiseguy:
    furi = state.furi()
    if furi is None:
        raise GameError(_("there is no Furi in this game"))
    return furi


def die_outcomes() -> list[Outcome]:
    return [Outcome({"type": "furi_die", "face": face}, 1 / 6) for face in range(1, 7)]


def apply_die(state: NarcoState, event: Event) -> None:
    """« Si c'est un nombre impair c'est le joueur 1 qui la contrôle, si c'est un nombre pair c'est le joueur 2 »;
    player 1 started the first round."""
    require_face(event, "face")
    face = event.get("face")
    if not isinstance(face, int) or isinstance(face, bool) or not 1 <= face <= 6:
        raise GameError(_("a d6 has no face {face}").format(
            face=typed(face)))
    seats = [i for i, p in enumerate(state.players) if not p.is_furi]
    first = seats.index(state.first_player)
    state.furi_controller = seats[first if face % 2 else 1 - first]
    state.phase = "furi_action"


def card_action(state: NarcoState) -> str:
    card = state.events_revealed[-1]
    return next(e.furi_action or "nothing" for e in state.rules.events_furi if e.id == card)


def rivals(state: NarcoState) -> list[Wiseguy]:
    """Whom Furi's action may hit: the controller's rival (reading), or every Wiseguy."""
    controller = state.players[state.furi_controller or 0]
    if state.rules.reading("furi_targets_rival"):
        return [p for p in state.seats() if p is not controller]
    return state.seats()


def _open_to_furi(state: NarcoState, quartier: str) -> bool:
    if state.rules.reading("furi_attack_ignores_pawns"):
        return True
    return all(p.pawn != quartier for p in state.seats())


def furi_legal(state: NarcoState) -> list[Event]:
    furi, action = furi_of(state), card_action(state)
    events: list[Event] = []
    if action == "attack":
        names = {p.name for p in rivals(state)}
        events = [{"type": "furi_attack", "quartier": q} for q, spot in state.quartiers.items()
                  if spot.owner in names and q != state.furi_last_attacked and _open_to_furi(state, q)]
    elif action == "implant":
        events = [{"type": "furi_implant", "quartier": q, "kind": k} for q, spot in state.quartiers.items()
                  if spot.owner is None and not spot.blocked and _open_to_furi(state, q)
                  for k in KINDS if furi.board[k] > 0]
    elif action == "influence":
        cards = list(dict.fromkeys(furi.furi_cards)) or list(state.rules.influence)
        for card_id in cards:
            if state.rules.influence[card_id].effect == "prison":
                events += [{"type": "furi_influence", "card": card_id, "target": p.name} for p in rivals(state)]
            else:
                events.append({"type": "furi_influence", "card": card_id})
    return events or [{"type": "furi_pass"}]


def apply_furi(state: NarcoState, event: Event) -> None:
    legal = furi_legal(state)
    if event not in legal:
        kinds = sorted({e["type"] for e in legal})
        raise GameError(_("Furi's card says {card_action}: expected {items} with a target her rules allow (not the "
                          "quartier she attacked last, a free quartier, a card she holds)").format(
            card_action=card_action(state), items=' or '.join(kinds)))
    furi, kind = furi_of(state), event["type"]
    if kind == "furi_attack":
        quartier = event["quartier"]
        state.furi_last_attacked = quartier
        furi.pawn = quartier
        start_combat(state, furi.name, str(state.quartiers[quartier].owner), quartier, "start_turns")
        return
    if kind == "furi_implant":
        furi.pawn = event["quartier"]
        place(state, furi, event["quartier"], event["kind"])
    elif kind == "furi_influence":
        card = state.rules.influence[event["card"]]
        if event["card"] in furi.furi_cards:
            furi.furi_cards.remove(event["card"])
            furi.influence -= 1
        play_card_effect(state, furi, card.effect, event.get("target"))
    start_turns(state)
