"""The flow of a play: rounds opened by an event card, turns in order, the last round, the end; and the few
operations every action shares (paying the bank, gaining or losing reputation, business tokens moving between a
board and the map), so the bank, the purses, the boards and the map always add up."""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.interface import GameError
from tabletop.games.narcopolis.rules import KINDS
from tabletop.games.narcopolis.state import NarcoState, Turn, Wiseguy
from tabletop.i18n import _


# --- money and reputation ----------------------------------------------------------------------------------------
def pay_bank(state: NarcoState, player: Wiseguy, amount: int, what: str) -> None:
    """The player pays the bank; money never goes below zero (« tu devras payer … à la banque »)."""
    if amount > player.money:
        raise GameError(_("{what} costs {amount} M$, {name} has {money}").format(
            what=what, amount=amount, name=player.name, money=player.money))
    player.money -= amount
    state.bank += amount


def bank_pays(state: NarcoState, player: Wiseguy, amount: int) -> int:
    """The bank pays the player (everything when the bank never runs out, else what it has); returns the sum."""
    paid = amount if state.rules.reading("bank_unlimited") else max(0, min(amount, state.bank))
    state.bank -= paid
    player.money += paid
    return paid


def change_reputation(state: NarcoState, player: Wiseguy, delta: int) -> int:
    """Add ``delta`` within the rules: never under the floor (« Tu ne peux sortir du jeu »), never lost once the
    winning score was reached; reaching it locks the player and, in the classic game, starts the last round.
    Returns the change made."""
    floor = state.rules.reading("reputation_floor")
    if delta < 0 and player.locked:
        delta = 0
    new = max(floor, player.reputation + delta) if delta < 0 else player.reputation + delta
    made = new - player.reputation
    player.reputation = new
    if player.is_furi:
        if new >= state.rules.furi["win_reputation"]:
            finish(state, furi_won=True)
    elif new >= state.rules.costs["win_reputation"]:
        if state.rules.reading("lock_at_win_reputation"):
            player.locked = True
        if state.variant == "classic":
            state.last_round = True
    return made


def return_to_board(state: NarcoState, quartier: str) -> None:
    """Every business of the quartier goes back to its owner's board; the quartier is unexploited."""
    spot = state.quartiers[quartier]
    if spot.owner is not None:
        owner = state.player(spot.owner)
        for kind in spot.kinds:
            owner.board[kind] += 1
    state.quartiers[quartier] = replace(spot, owner=None, kinds=())


def place(state: NarcoState, player: Wiseguy, quartier: str, kind: str) -> None:
    spot = state.quartiers[quartier]
    player.board[kind] -= 1
    state.quartiers[quartier] = replace(spot, owner=player.name, kinds=tuple(sorted([*spot.kinds, kind],
                                                                                     key=KINDS.index)))


# --- rounds and turns --------------------------------------------------------------------------------------------
def round_order(state: NarcoState) -> list[int]:
    """The seats in playing order this round. Furi's game alternates the starter (« chaque joueur joue deux fois
    de suite »); the classic game keeps the first player unless the reading says the token rotates."""
    seats = [i for i, p in enumerate(state.players) if not p.is_furi]
    first = seats.index(state.first_player)
    if state.variant == "furi":
        start = first if state.round % 2 == 1 else 1 - first
    elif state.rules.reading("first_player_rotates"):
        start = (first + state.round - 1) % len(seats)
    else:
        start = first
    return seats[start:] + seats[:start]


def start_turns(state: NarcoState) -> None:
    state.order = round_order(state)
    state.turn_index = 0
    state.phase = "turn"
    begin_turn(state)


def begin_turn(state: NarcoState) -> None:
    state.turn = Turn()
    player = state.current()
    if player.prison == 1:
        player.prison = 2  # « pendant 1 tour de jeu »: this is the turn he serves


def end_turn(state: NarcoState) -> None:
    player = state.current()
    if player.prison == 2:
        player.prison = 0  # « Quoi qu'il advienne, tu pourras jouer normalement le tour suivant »
    if state.variant == "furi":
        note_passers(state)
    state.turn_index += 1
    if state.turn_index < len(state.order):
        begin_turn(state)
        return
    end_round(state)


def note_passers(state: NarcoState) -> None:
    furi = state.furi()
    assert furi is not None
    for p in state.seats():
        if p.reputation > furi.reputation and p.name not in state.passed_furi:
            state.passed_furi.append(p.name)


def passers(state: NarcoState) -> list[str]:
    """The players who passed Furi, as the end of the round judges it."""
    furi = state.furi()
    assert furi is not None
    above = [p.name for p in state.seats() if p.reputation > furi.reputation]
    if state.rules.reading("passing_checked_at_round_end"):
        return above
    return sorted(set(above) | set(state.passed_furi))


def end_round(state: NarcoState) -> None:
    if state.variant == "classic":
        if state.last_round:
            finish(state)
            return
    else:
        if passers(state):
            finish(state)
            return
        if not state.event_deck:
            finish(state, furi_won=True)  # the tenth round is over and nobody passed her
            return
        state.passed_furi = []
    state.phase = "event"
    state.turn = Turn()


def finish(state: NarcoState, furi_won: bool = False) -> None:
    state.phase = "over"
    state.furi_won = state.furi_won or furi_won
    state.combat = None


def reveal_event(state: NarcoState, card: str) -> None:
    """« Au début de chaque tour de table, le premier joueur dévoile une carte Évènement »; the tenth starts
    the last round; in Furi's game she gains her point and her action follows."""
    state.event_deck.remove(card)
    state.events_revealed.append(card)
    state.round += 1
    if state.variant == "classic":
        if len(state.events_revealed) >= state.rules.costs["event_cards"] or not state.event_deck:
            state.last_round = True
        start_turns(state)
        return
    furi = state.furi()
    assert furi is not None
    change_reputation(state, furi, state.rules.furi["reputation_per_round"])
    if state.phase == "over":
        return
    action = next(e.furi_action for e in state.rules.events_furi if e.id == card)
    if action == "nothing":
        start_turns(state)
    else:
        state.phase = "furi_die"
