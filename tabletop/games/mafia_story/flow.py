"""Where a Mafia Story round stands and what may happen next: the events each phase allows, and the steps
nobody decides (a player with nothing to do is skipped, the reveal is scored once every card is known, the
round ends and the first-player token passes to the left)."""

from __future__ import annotations

from dataclasses import replace
from itertools import combinations_with_replacement

from tabletop.games.interface import Event
from tabletop.games.mafia_story.cards import identity_outcomes
from tabletop.games.mafia_story.ending import Standing, end_reached
from tabletop.games.mafia_story.reveal import PlacedToken, Seat, score_tokens, target_choices
from tabletop.games.mafia_story.rules import MafiaRules
from tabletop.games.mafia_story.state import Cell, MafiaState, PileCard

PILE_CARDS = ("drive-by", "prostituee")  # the cards that buy back a transport pawn


def current(state: MafiaState) -> str | None:
    """The player whose decision the phase waits on (None for chance or the end)."""
    if state.over or state.phase == "reveal":
        return None
    if state.phase == "chased":
        return state.chase.owner if state.chase else None
    if state.phase == "targets":
        return state.laid[len(state.targets)][0] if len(state.targets) < len(state.laid) else None
    order = state.order()
    return order[state.turn] if state.turn < len(order) else None


# --- the options of each phase ---------------------------------------------------------------------------------

def peek_ticks(state: MafiaState, player: str) -> list[int]:
    """The cards ``player`` may tick next in the peek under way. Nobody may look at « les 3 même cartes qu'un
    autre joueur »: a third card that would repeat another player's set is left out."""
    ticked = set(state.ticks)
    cells = [c for c in state.peekable() if c not in ticked]
    if len(state.ticks) == 2:
        taken = {cards for who, cards in state.peek_sets if who != player}
        cells = [c for c in cells if frozenset({*ticked, c}) not in taken]
    return cells


def peek_size(state: MafiaState) -> int:
    return 1 if state.phase == "round_peek" else 3


def chaseable(state: MafiaState, player: str, cell: int) -> bool:
    """Whether ``player`` may lay a token on ``cell`` to chase the token there (« un jeton adverse »)."""
    token = state.token_at(cell)
    if token is None or token.owner == player:
        return False
    return state.settings["chase_teammates"] or not state.teammates(player, token.owner)


def may_cover(state: MafiaState, cell: Cell) -> bool:
    """Read literally (covered_card = territory), a cover goes « en recouvrement d'une carte territoire »: on a city
    entered as dealt, only where a territory lies."""
    if state.settings["covered_card"] != "territory" or cell.dealt is None:
        return True
    return cell.dealt.type == "territoire"


def may_spend_pawn(state: MafiaState, player: str) -> bool:
    p = state.player(player)
    return p.pawns > 0 and not p.pawn_used


def action_options(state: MafiaState, player: str) -> list[Event]:
    if state.ticks:
        return [{"type": "peek", "player": player, "cell": c} for c in peek_ticks(state, player)]
    out: list[Event] = []
    if state.settings["actions_per_round"] == "one" or "peek" not in state.acted.get(player, ()):
        out += [{"type": "peek", "player": player, "cell": c} for c in peek_ticks(state, player)]
    kinds = state.hand(player)
    if kinds:
        # The cells with a token, found once: asking each cell for its token walked every token for every cell of
        # the city, for each decision of a random playthrough.
        taken = {t.cell for t in state.tokens}
        cells = [cell for cell, c in enumerate(state.cells)
                 if c.present and (cell not in taken or chaseable(state, player, cell))]
        out += [{"type": "place", "player": player, "cell": cell, "kind": kind} for kind in kinds for cell in cells]
    if out or state.settings["actions_per_round"] == "one":
        out.append({"type": "pass", "player": player})
    return out


def chased_options(state: MafiaState) -> list[Event]:
    chase = state.chase
    assert chase is not None
    free = state.free_cells()
    near = [c for c in state.neighbours(chase.origin) if c in free]
    out: list[Event] = [{"type": "move_chased", "player": chase.owner, "cell": c} for c in near]
    if may_spend_pawn(state, chase.owner):
        out += [{"type": "move_chased", "player": chase.owner, "cell": c} for c in free if c not in near]
    if not near:
        out.append({"type": "withdraw", "player": chase.owner})
    return out


def transport_options(state: MafiaState, player: str) -> list[Event]:
    """« Un joueur qui a placé un jeton peut … déplacer l'un de ses jetons », « un joueur qui a pris connaissance
    de 3 cartes peut … placer l'un de ses jetons », each « afin de chasser un jeton adverse », for one pawn."""
    if not may_spend_pawn(state, player):
        return []
    if state.settings["withdrawn_sits_out"] and player in state.sat_out:
        return []
    targets = [c for c in range(len(state.cells)) if chaseable(state, player, c)]
    acted = state.acted.get(player, ())
    out: list[Event] = []
    if "place" in acted:
        out += [{"type": "transport_move", "player": player, "from": t.cell, "cell": c}
                for t in state.tokens_of(player) for c in targets]
    if "peek" in acted:
        out += [{"type": "transport_place", "player": player, "cell": c, "kind": k}
                for k in state.hand(player) for c in targets]
    return out + [{"type": "pass", "player": player}] if out else []


def prevention_options(state: MafiaState, player: str) -> list[Event]:
    laid = [k for who, k in state.laid if who == player]
    if len(laid) >= state.settings["prevention_per_round"]:
        return []
    kinds = [k for k in state.player(player).prevention if k not in laid]
    out: list[Event] = [{"type": "prevent", "player": player, "kind": k} for k in kinds]
    return out + [{"type": "pass", "player": player}] if out else []


def target_options(state: MafiaState) -> list[Event]:
    player, kind = state.laid[len(state.targets)]
    owners = [t.owner for t in state.tokens if t.kind == kind]
    already = [t for _, k, t in state.targets if k == kind and t is not None]
    return [{"type": "target", "player": player, "kind": kind, "target": o}
            for o in target_choices(kind, owners, already, state.settings["prevention_spread"])]


def buy_back_options(state: MafiaState, player: str, rules: MafiaRules) -> list[Event]:
    p = state.player(player)
    if p.pawns >= min(state.settings["buy_back_max_pawns"], rules.transport_pawns):
        return []
    have = [c.card.type for c in p.right if c.card.type in PILE_CARDS]
    out: list[Event] = [{"type": "buy_back", "player": player, "cards": list(pair)}
                        for pair in combinations_with_replacement(PILE_CARDS, 2)
                        if all(have.count(t) >= pair.count(t) for t in pair)]
    return out + [{"type": "pass", "player": player}] if out else []


def pending_reveal(state: MafiaState) -> int | None:
    """The first card bearing a token whose identity the reveal still needs."""
    cells = sorted(t.cell for t in state.tokens
                   if state.cells[t.cell].cover is None and state.cells[t.cell].card is None)
    return cells[0] if cells else None


def options(state: MafiaState, rules: MafiaRules) -> list[Event]:
    """Every event the rules allow now (the chance outcomes at the reveal)."""
    if state.over:
        return []
    if state.phase == "reveal":
        cell = pending_reveal(state)
        return [] if cell is None else [{"type": "card", "cell": cell, "card": c.to_json()}
                                        for c, _ in identity_outcomes(state, rules, cell)]
    if state.phase == "chased":
        return chased_options(state)
    if state.phase == "targets":
        return target_options(state)
    player = current(state)
    if player is None:
        return []
    if state.phase in ("opening_peek", "round_peek"):
        return [{"type": "peek", "player": player, "cell": c} for c in peek_ticks(state, player)]
    if state.phase == "opening_cover":
        return [{"type": "cover", "player": player, "cell": c, "kind": k}
                for c, cell in enumerate(state.cells) if cell.present and cell.cover is None and may_cover(state, cell)
                for k in ("police", "speciale")]
    if state.phase == "actions":
        return action_options(state, player)
    if state.phase == "transport":
        return transport_options(state, player)
    if state.phase == "prevention":
        return prevention_options(state, player)
    if state.phase == "buy_back":
        return buy_back_options(state, player, rules)
    return []


# --- the steps nobody decides ----------------------------------------------------------------------------------

def finish_peek(state: MafiaState, player: str) -> None:
    if state.ticks:
        state.peek_sets.append((player, frozenset(state.ticks)))
    state.ticks = ()
    if state.phase == "actions":
        state.acted[player] = state.acted.get(player, ()) + ("peek",)
        end_action(state, player)
    else:
        state.turn += 1


def end_action(state: MafiaState, player: str) -> None:
    """A player's action is over: at one action a round he is done; otherwise the turn goes on."""
    if state.settings["actions_per_round"] == "one":
        state.done.add(player)
    state.turn = next_actor(state, state.turn + 1)


def next_actor(state: MafiaState, start: int) -> int:
    order = state.order()
    n = len(order)
    if state.settings["actions_per_round"] == "one":
        return start
    for step in range(n):
        index = (start + step) % n
        if order[index] not in state.done:
            return index
    return n


def advance(state: MafiaState, rules: MafiaRules) -> None:
    """Run the steps nobody decides until a player or chance must decide, or the game is over."""
    while not state.over:
        phase, n = state.phase, len(state.players)
        player = current(state)
        if phase in ("opening_peek", "round_peek"):
            if state.turn >= n:
                if phase == "opening_peek":
                    _new_phase(state, "opening_cover")
                else:
                    _start_actions(state)
                continue
            if not peek_ticks(state, player) or len(state.ticks) >= peek_size(state):
                finish_peek(state, player)
                continue
            return
        if phase == "opening_cover":
            if state.turn >= n:
                _start_actions(state)
                continue
            return
        if phase == "actions":
            if state.turn >= n:
                _new_phase(state, "transport")
                continue
            if state.ticks and (len(state.ticks) >= 3 or not peek_ticks(state, player)):
                finish_peek(state, player)
                continue
            if not action_options(state, player):
                state.done.add(player)
                state.turn = next_actor(state, state.turn + 1)
                continue
            return
        if phase == "chased":
            return
        if phase in ("transport", "prevention", "buy_back"):
            if state.turn >= n:
                if phase == "transport":
                    _new_phase(state, "prevention")
                elif phase == "prevention":
                    _new_phase(state, "targets")
                else:
                    _end_round(state)
                continue
            listed = {"transport": transport_options, "prevention": prevention_options}.get(phase)
            choices = listed(state, player) if listed else buy_back_options(state, player, rules)
            if not choices:
                state.turn += 1
                continue
            return
        if phase == "targets":
            if len(state.targets) == len(state.laid):
                _neutralise(state)
                _new_phase(state, "reveal")
                continue
            if not target_options(state):
                who, kind = state.laid[len(state.targets)]
                state.targets.append((who, kind, None))
                continue
            return
        if phase == "reveal":
            if pending_reveal(state) is not None:
                return
            score_reveal(state, rules)
            continue
        return


def _new_phase(state: MafiaState, phase: str) -> None:
    state.phase = phase
    state.turn = 0


def _start_actions(state: MafiaState) -> None:
    _new_phase(state, "actions")
    if state.settings["peek_overlap_scope"] == "phase":
        state.peek_sets = []


def _neutralise(state: MafiaState) -> None:
    """« Les jetons neutralisés retournent à leurs propriétaires »."""
    hit = {(t, k) for _, k, t in state.targets if t is not None}
    state.tokens = [t for t in state.tokens if (t.owner, t.kind) not in hit]


def score_reveal(state: MafiaState, rules: MafiaRules) -> None:
    """Score every token left on the table by the nine rules; the cards go to the piles, the tokens home."""
    seats = [Seat(p.name, p.family, p.team) for p in state.players]
    placed = []
    for token in state.tokens:
        cell = state.cells[token.cell]
        card = cell.cover.card() if cell.cover else cell.card
        assert card is not None
        placed.append(PlacedToken(token.owner, token.kind, rules.normal(card)))
    scores = score_tokens(rules, seats, placed)
    record = [{"neutralised": True, "player": target, "kind": kind}
              for target, kind in dict.fromkeys((t, k) for _, k, t in state.targets if t is not None)]
    for token, score in zip(state.tokens, scores):
        p = state.player(score.player)
        pile = PileCard(score.card, score.points)
        if score.pile == "right":
            p = replace(p, score=p.score + score.points, right=p.right + (pile,))
        else:
            p = replace(p, score=p.score + score.points, left=p.left + (pile,))
        state.set_player(p)
        if score.controller:
            c = state.player(score.controller)
            state.set_player(replace(c, score=c.score - score.controller_loses,
                                   penalties=c.penalties + score.controller_loses))
        cell = state.cells[token.cell]
        state.cells[token.cell] = _cell_after(cell)
        record.append({"player": score.player, "kind": score.kind, "cell": token.cell, "card": score.card.to_json(),
                       "rule": score.rule.number, "pile": score.pile, "points": score.points,
                       "controller": score.controller, "controller_loses": score.controller_loses})
    state.last_reveal = record
    state.reveals += 1
    state.tokens = []
    standings = [Standing(p.name, p.score, len(p.right), len(p.left), p.team) for p in state.players]
    if end_reached(standings, state.city_cards(), state.settings):
        state.over = True
        state.phase = "over"
    else:
        _new_phase(state, "buy_back")


def _cell_after(cell: Cell) -> Cell:
    """A scored card leaves the city; a scored cover leaves the territory under it, which counts again."""
    if cell.cover is not None:
        return replace(cell, cover=None)
    return replace(cell, present=False)


def _end_round(state: MafiaState) -> None:
    """Tokens home, the first-player token to the left, then the 1-card peek while the city is big enough."""
    state.first = (state.first + 1) % len(state.players)
    state.players = [replace(p, pawn_used=False) for p in state.players]
    if not state.settings["prevention_one_shot"]:
        state.players = [replace(p, prevention=p.prevention + tuple(k for w, k in state.laid if w == p.name))
                         for p in state.players]
    state.acted, state.done, state.sat_out = {}, set(), set()
    state.laid, state.targets = [], []
    state.round += 1
    if state.settings["peek_overlap_scope"] == "phase":
        state.peek_sets = []
    if state.city_cards() > state.settings["peek_stop"]:
        _new_phase(state, "round_peek")
    else:
        _start_actions(state)
