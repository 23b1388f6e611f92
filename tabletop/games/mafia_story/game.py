"""Mafia Story on the shared game interface: the set-up per player count, the events of a play, their log
lines, the state as JSON, the invariants (cards, tokens, pawns and points conserved) and the ranking."""

from __future__ import annotations

from collections import Counter
from dataclasses import replace
from typing import Any, Mapping

from tabletop.games.event_kinds import quoted_kind
from tabletop.games.interface import Event, GameError, Outcome, PlaySetup, Ranking, RefusedSetup, refuse_unknown_fields
from tabletop.games.listed import LastListed
from tabletop.games.mafia_story import flow
from tabletop.games.mafia_story.cards import city_composition, identity_outcomes, take_identified
from tabletop.games.mafia_story.deal import city_problem, dealt_cards, neutral_of
from tabletop.games.mafia_story.ending import Standing, ranking, winner
from tabletop.games.mafia_story.rules import Card, MafiaRules, load_rules
from tabletop.games.mafia_story.state import PHASES, Cell, Chase, Cover, MafiaState, Player, Token
from tabletop.i18n import N_, _, decimal, ngettext
from tabletop.jsontext import Inside, cut
from tabletop.schema_words import describe_value, file_field_words, option_words, type_words
from tabletop.sentences import clauses, listed

OPTIONS = ("families", "teams", "neutral_family", "first_player", "city")


def cell_name(state: MafiaState, cell: int) -> str:
    """A position as the table reads it: row letter, column number (A1 top left)."""
    row, col = divmod(cell, state.columns)
    return f"{chr(ord('A') + row)}{col + 1}"



# Each event's fields besides "type": any other is refused naming it.
EVENT_FIELDS: dict[str, frozenset[str]] = {kind: frozenset(fields) for kind, fields in {
    "buy_back": ("player", "cards"), "card": ("cell", "card"), "cover": ("player", "cell", "kind"),
    "move_chased": ("player", "cell"), "pass": ("player",), "peek": ("player", "cell"),
    "place": ("player", "cell", "kind"),
    "prevent": ("player", "kind"), "target": ("player", "kind", "target"), "transport_move": ("player", "from", "cell"),
    "transport_place": ("player", "cell", "kind"), "withdraw": ("player",),
}.items()}

class MafiaStory:
    id = "mafia-story"
    title = "Mafia Story"
    min_players = 2
    max_players = 4
    # Every decision of the play is a player's own (the cards revealed are the table's chance).
    phone_events = frozenset({"peek", "cover", "place", "move_chased", "withdraw", "transport_move",
                              "transport_place", "pass", "prevent", "target", "buy_back"})

    def __init__(self, rules: MafiaRules | None = None):
        self.rules = rules or load_rules()
        self._listed: LastListed[MafiaState] = LastListed()

    # --- set-up ------------------------------------------------------------------------------------------------
    def default_settings(self) -> dict[str, Any]:
        return dict(self.rules.settings)

    def settings_for(self, setup: PlaySetup) -> dict[str, Any]:
        return {**self.default_settings(), **dict(setup.settings)}

    def families(self, setup: PlaySetup) -> dict[str, str]:
        """Each player's family: as chosen (by name, or a list in seat order whose entries past the last
        player are not used), else the families in the rule data's order."""
        chosen = _chosen_families(setup)
        free = [f for f in self.rules.families if f not in chosen.values()]
        return {name: chosen.get(name) or free.pop(0) for name in setup.players}

    def teams(self, setup: PlaySetup) -> dict[str, str | None]:
        """At 4 players the teammates sit facing each other: seats 1 and 3 against 2 and 4."""
        players = setup.players
        if len(players) != 4:
            return {name: None for name in players}
        given = dict(setup.options.get("teams") or {})
        default = {players[0]: f"{players[0]} & {players[2]}", players[2]: f"{players[0]} & {players[2]}",
                   players[1]: f"{players[1]} & {players[3]}", players[3]: f"{players[1]} & {players[3]}"}
        return {name: given.get(name, default[name]) for name in players}

    def setup_problems(self, setup: PlaySetup) -> list[str]:
        """What is wrong with a play's set-up, each at its place in words (``Inside``: « the first player »)."""
        players, problems = setup.players, []
        if not self.min_players <= len(players) <= self.max_players:
            return [_("Mafia Story is played by {least} to {most} players, not {count}").format(
                count=len(players), least=self.min_players, most=self.max_players)]
        if len(set(players)) != len(players) or not all(players):
            problems.append(Inside(file_field_words(("players",)), _("every player needs a name of their own")))
        problems += [_("unknown set-up choice « {name} »").format(name=k) for k in setup.options if k not in OPTIONS]
        defaults = self.default_settings()
        for key, value in setup.settings.items():
            if key not in defaults:
                problems.append(_("unknown setting « {name} »").format(name=cut(key)))
            elif type(value) is not type(defaults[key]):
                problems.append(Inside(file_field_words(("settings", key)), _("expected {wanted}, got {got}").format(
                    wanted=type_words(defaults[key]), got=describe_value(value))))
        raw = setup.options.get("families") or {}
        chosen = _chosen_families(setup)
        if not isinstance(raw, (dict, list)) or (isinstance(raw, list) and len(raw) < len(players)) or any(
                f not in self.rules.families or n not in players for n, f in chosen.items()):
            problems.append(Inside(option_words("families"), _("each player's family, one of {items}").format(
                items=', '.join(self.rules.families))))
        elif len(set(chosen.values())) != len(chosen):
            problems.append(Inside(option_words("families"), _("two players chose the same family")))
        neutral = setup.options.get("neutral_family")
        if neutral is not None and (len(players) != 2 or neutral not in self.rules.families
                                    or (not problems and neutral in self.families(setup).values())):
            problems.append(Inside(option_words("neutral_family"), _("at 2 players, a family nobody plays")))
        teams = setup.options.get("teams")
        if teams is not None:
            counts = Counter(teams.values()) if isinstance(teams, dict) else Counter()
            if len(players) != 4 or set(teams) != set(players) or sorted(counts.values()) != [2, 2]:
                problems.append(Inside(option_words("teams"),
                                       _("only at 4 players, two teams of two naming every player")))
        first = setup.options.get("first_player")
        if first is not None and first not in players:
            problems.append(Inside(option_words("first_player"), _("'{first}' is not playing").format(first=first)))
        if setup.options.get("city") is not None and not problems:
            problem = city_problem(self.rules, self.rules.city[len(players)], list(self.families(setup).values()),
                                   neutral, setup.options["city"])
            problems += [Inside(option_words("city"), problem)] if problem else []
        return problems

    def initial_state(self, setup: PlaySetup) -> MafiaState:
        problems = self.setup_problems(setup)
        if problems:
            raise RefusedSetup(problems)
        layout = self.rules.city[len(setup.players)]
        families, teams = self.families(setup), self.teams(setup)
        # the city as dealt at the table, when it was entered: each face-down card is then known to the tracker
        dealt = dealt_cards(self.rules, setup.options["city"]) if setup.options.get("city") is not None else None
        neutral = None
        if layout.neutral_territories:
            in_city = neutral_of(dealt, list(families.values())) if dealt else None
            neutral = setup.options.get("neutral_family") or in_city or next(
                f for f in self.rules.families if f not in families.values())
        players = [Player(name, families[name], teams[name], pawns=self.rules.transport_pawns,
                          prevention=self.rules.prevention) for name in setup.players]
        first = setup.options.get("first_player")
        state = MafiaState(
            players=players, rows=layout.rows, columns=layout.columns,
            cells=[Cell(dealt=card) for card in dealt] if dealt else [Cell() for _ in range(layout.size)],
            unseen=city_composition(self.rules, layout, list(families.values())), neutral_family=neutral,
            neutral_hidden=neutral is not None, settings=self.settings_for(setup),
            total_cards=layout.size + 2 * len(players), first=setup.players.index(first) if first else 0)
        flow.advance(state, self.rules)
        return state

    # --- play ----------------------------------------------------------------------------------------------------
    def legal_events(self, state: MafiaState) -> list[Event]:
        return self._listed.keep(state, flow.options(state, self.rules))

    def chance(self, state: MafiaState) -> list[Outcome[MafiaState]] | None:
        if state.over or state.phase != "reveal":
            return None
        cell = flow.pending_reveal(state)
        if cell is None:
            return None
        return [Outcome({"type": "card", "cell": cell, "card": c.to_json()}, p)
                for c, p in identity_outcomes(state, self.rules, cell)]

    def apply(self, state: MafiaState, event: Event) -> MafiaState:
        if state.over:
            raise GameError(_("the game is over"))
        if not isinstance(event, dict):
            raise GameError(self._refusal(state, event))
        refuse_unknown_fields(event, EVENT_FIELDS, self.id)  # named, rather than told the action is not legal now
        listed = self._listed.of(state)  # the events the referee chose from, not listed again
        legal = flow.options(state, self.rules) if listed is None else listed
        # An event as listed is found as it is; one written otherwise (a card without its null family) by its key.
        if event not in legal and _key(event) not in {_key(e) for e in legal}:
            raise GameError(self._refusal(state, event))
        new = state.copy()
        getattr(self, "_on_" + event["type"].replace("-", "_"))(new, event)
        flow.advance(new, self.rules)
        return new

    def _refusal(self, state: MafiaState, event: Any) -> str:
        action = quoted_kind("mafia-story", event.get("type") if isinstance(event, dict) else None)
        who = self.to_move(state)
        phase = _(PHASES.get(state.phase, state.phase))
        if isinstance(event, dict) and isinstance(event.get("cell"), int) and 0 <= event["cell"] < len(state.cells):
            cell = cell_name(state, event["cell"])
            if who == "chance":
                return _("{action} on {cell} is not possible while the phase « {phase} » waits on the card "
                         "revealed").format(action=action, cell=cell, phase=phase)
            return _("{action} on {cell} is not possible while the phase « {phase} » waits on {player}").format(
                action=action, cell=cell, phase=phase, player=who)
        if who == "chance":
            return _("{action} is not possible while the phase « {phase} » waits on the card revealed").format(
                action=action, phase=phase)
        return _("{action} is not possible while the phase « {phase} » waits on {player}").format(
            action=action, phase=phase, player=who)

    def _on_peek(self, state: MafiaState, event: Event) -> None:
        p = state.player(event["player"])
        state.set_player(replace(p, peeked=p.peeked | {event["cell"]}))
        state.ticks = state.ticks + (event["cell"],)

    def _on_cover(self, state: MafiaState, event: Event) -> None:
        p = state.player(event["player"])
        cell = state.cells[event["cell"]]
        # setting covered_card: read literally, a covered card is known to be a territory; by default it may be
        # any city card, entered as what it is at its reveal
        bound = state.settings["covered_card"] == "territory"
        state.cells[event["cell"]] = replace(cell, territory=bound, cover=Cover(p.name, p.family, event["kind"]))
        state.set_player(replace(p, covers_in_hand=0))
        other = "speciale" if event["kind"] == "police" else "police"
        state.discards.append(self.rules.normal(Card(other, p.family)))
        state.turn += 1

    def _on_place(self, state: MafiaState, event: Event) -> None:
        player = event["player"]
        self._lay(state, Token(player, event["kind"], event["cell"]), resume="actions")
        state.acted[player] = state.acted.get(player, ()) + ("place",)
        if state.chase is None:
            flow.end_action(state, player)

    def _lay(self, state: MafiaState, token: Token, resume: str) -> None:
        """Lay a token; a token already there is chased and its owner must move it."""
        chased = state.token_at(token.cell)
        if chased is not None:
            state.tokens.remove(chased)
            state.chase = Chase(chased.owner, chased.kind, token.cell, resume)
            state.phase = "chased"
        state.tokens.append(token)

    def _on_move_chased(self, state: MafiaState, event: Event) -> None:
        chase = state.chase
        assert chase is not None
        if event["cell"] not in state.neighbours(chase.origin):
            self._spend_pawn(state, chase.owner)
        state.tokens.append(Token(chase.owner, chase.kind, event["cell"]))
        self._resume(state)

    def _on_withdraw(self, state: MafiaState, event: Event) -> None:
        # « il récupère alors son jeton et le tour se termine pour lui »
        state.sat_out.add(event["player"])
        if state.settings["actions_per_round"] != "one":
            state.done.add(event["player"])
        self._resume(state)

    def _resume(self, state: MafiaState) -> None:
        chase = state.chase
        assert chase is not None
        state.chase, state.phase = None, chase.resume
        chaser = state.token_at(chase.origin)
        assert chaser is not None
        if chase.resume == "actions":
            flow.end_action(state, chaser.owner)
        else:
            state.turn += 1

    def _spend_pawn(self, state: MafiaState, name: str) -> None:
        p = state.player(name)
        state.set_player(replace(p, pawns=p.pawns - 1, pawn_used=True))

    def _on_transport_move(self, state: MafiaState, event: Event) -> None:
        player = event["player"]
        self._spend_pawn(state, player)
        token = state.token_at(event["from"])
        assert token is not None
        state.tokens.remove(token)
        self._lay(state, replace(token, cell=event["cell"]), resume="transport")

    def _on_transport_place(self, state: MafiaState, event: Event) -> None:
        self._spend_pawn(state, event["player"])
        self._lay(state, Token(event["player"], event["kind"], event["cell"]), resume="transport")

    def _on_pass(self, state: MafiaState, event: Event) -> None:
        if state.phase == "actions":
            state.done.add(event["player"])
            flow.end_action(state, event["player"])
        else:
            state.turn += 1

    def _on_prevent(self, state: MafiaState, event: Event) -> None:
        p = state.player(event["player"])
        hand = list(p.prevention)
        hand.remove(event["kind"])
        used = p.prevention_used + ((event["kind"],) if state.settings["prevention_one_shot"] else ())
        state.set_player(replace(p, prevention=tuple(hand), prevention_used=used))
        state.laid.append((p.name, event["kind"]))

    def _on_target(self, state: MafiaState, event: Event) -> None:
        state.targets.append((event["player"], event["kind"], event["target"]))

    def _on_card(self, state: MafiaState, event: Event) -> None:
        card = self.rules.normal(Card(**event["card"]))
        take_identified(state, card)
        state.cells[event["cell"]] = replace(state.cells[event["cell"]], card=card)

    def _on_buy_back(self, state: MafiaState, event: Event) -> None:
        p = state.player(event["player"])
        right = list(p.right)
        paid = []
        for kind in event["cards"]:
            index = max(i for i, c in enumerate(right) if c.card.type == kind)
            paid.append(right.pop(index))
        points = sum(c.points for c in paid)
        if state.settings["buy_back_costs_points"]:
            p = replace(p, score=p.score - points)
        else:
            p = replace(p, kept=p.kept + points)
        state.set_player(replace(p, right=tuple(right), pawns=p.pawns + 1))
        state.discards.extend(c.card for c in paid)
        state.turn += 1

    # --- what the table shows ------------------------------------------------------------------------------------
    def describe(self, state: MafiaState, event: Event) -> str:
        line = self._line(state, event)
        try:
            after = self.apply(state, event)
        except GameError:
            return line
        parts = [line]
        # What the event set off, each a whole clause after the event's own.
        if after.reveals != state.reveals:
            tokens = _reveal_words(after.last_reveal)
            parts.append(_("at the reveal, {tokens}").format(tokens=listed(tokens)) if tokens else
                         _("the reveal finds no token left"))
        if after.over:
            won = winner(_standings(after), after.settings)
            parts.append(_("the game is over: {winner} wins").format(winner=won) if won else
                         _("the game is over: first place is shared"))
        return clauses(parts)

    def move_label(self, state: MafiaState, event: Event) -> str:
        """A move offered on a phone, said before it is made: without the reveal it may set off (a city entered as
        dealt would tell its cards)."""
        return self._line(state, event)

    def _line(self, state: MafiaState, event: Event) -> str:
        kind, who = event.get("type"), event.get("player", "?")
        cell = event.get("cell")
        at = cell_name(state, cell) if isinstance(cell, int) and 0 <= cell < len(state.cells) else "?"
        if kind == "peek":
            return _("{player} looks at {cell}").format(player=who, cell=at)
        if kind == "cover":
            return _("{player} lays their police or spéciale card face down on {cell}").format(player=who, cell=at)
        chased = state.token_at(cell) if isinstance(cell, int) and 0 <= cell < len(state.cells) else None
        if kind in ("place", "transport_place"):
            # One sentence for each case: the chase is part of it, never a piece glued after it.
            if kind == "transport_place":
                line = _("{player} places a token on {cell} for a transport pawn, chasing {chased}'s") if chased \
                    else _("{player} places a token on {cell} for a transport pawn")
            else:
                line = _("{player} places a token on {cell}, chasing {chased}'s") if chased \
                    else _("{player} places a token on {cell}")
            return line.format(player=who, cell=at, chased=chased.owner if chased else "")
        if kind == "transport_move":
            source = event.get("from")
            where = cell_name(state, source) if isinstance(source, int) and 0 <= source < len(state.cells) else "?"
            line = _("{player} moves their token from {source} to {cell} for a transport pawn, chasing {chased}'s") \
                if chased else _("{player} moves their token from {source} to {cell} for a transport pawn")
            return line.format(player=who, source=where, cell=at, chased=chased.owner if chased else "")
        if kind == "move_chased":
            return _("{player} moves their chased token to {cell}").format(player=who, cell=at)
        if kind == "withdraw":
            return _("{player}'s chased token finds no free card: it goes back to {player}, whose round is over"
                     ).format(player=who)
        if kind == "pass":
            return _("{player} passes").format(player=who)
        if kind == "prevent":
            card = "empêcher un encaissement" if event.get("kind") == "encaissement" \
                else "empêcher une guerre des gangs"
            return _("{player} lays « {card} »").format(player=who, card=card)
        if kind == "target":
            kind = str(event.get("kind"))
            # « on est alors obligé de se neutraliser soi-même »: his own token is his own, not « celui d'Ana ».
            line = _("{player} neutralises their own {kind} token") if event.get("target") == who else \
                _("{player} neutralises {target}'s {kind} token")
            return line.format(player=who, target=event.get("target"), kind=_(TOKEN_WORDS.get(kind, kind)))
        if kind == "card":
            data = event.get("card") if isinstance(event.get("card"), dict) else {}
            try:
                label = Card(**data).label()
            except TypeError:
                label = "?"
            return _("The card at {cell} is revealed: {card}").format(cell=at, card=label)
        if kind == "buy_back":
            return _("{player} buys back a transport pawn for {cards}").format(
                player=who, cards=listed([Card(str(kind)).label() for kind in event.get("cards", [])]))
        return f"{kind}"

    def to_move(self, state: MafiaState) -> str | None:
        if state.over:
            return None
        if state.phase == "reveal":
            return "chance"
        return flow.current(state)

    def is_over(self, state: MafiaState) -> bool:
        return state.over

    def ranking(self, state: MafiaState) -> Ranking:
        return ranking(_standings(state), state.settings)

    def state_json(self, state: MafiaState) -> dict[str, Any]:
        tokens = {t.cell: t for t in state.tokens}
        cells = []
        for i, c in enumerate(state.cells):
            row, col = divmod(i, state.columns)
            token = tokens.get(i)
            cells.append({
                "cell": i, "name": cell_name(state, i), "row": row, "column": col, "present": c.present,
                "card": c.card.to_json() if c.card else None, "territory": c.territory,
                "dealt": c.dealt.to_json() if c.dealt else None,
                "cover": {"owner": c.cover.owner, "family": c.cover.family, "kind": c.cover.kind} if c.cover else None,
                "token": {"owner": token.owner, "kind": token.kind} if token else None,
                "peeked_by": [p.name for p in state.players if i in p.peeked]})
        players = [{
            "name": p.name, "family": p.family, "team": p.team, "score": p.score,
            "right": [c.card.to_json() for c in p.right], "left": [c.card.to_json() for c in p.left],
            "pawns": p.pawns, "pawn_used": p.pawn_used, "prevention": list(p.prevention),
            "tokens_in_hand": state.hand(p.name)} for p in state.players]
        chase = state.chase
        return {
            "round": state.round, "phase": state.phase, "first_player": state.players[state.first].name,
            "to_move": self.to_move(state), "city_cards": state.city_cards(), "rows": state.rows,
            "columns": state.columns, "cells": cells, "players": players, "peek": list(state.ticks),
            "chased": {"owner": chase.owner, "kind": chase.kind, "from": chase.origin} if chase else None,
            "prevention_laid": [{"player": p, "kind": k} for p, k in state.laid],
            "last_reveal": list(state.last_reveal), "neutral_family": state.neutral_family,
            "over": state.over, "winner": winner(_standings(state), state.settings) if state.over else None}

    def invariants(self, state: MafiaState) -> list[str]:
        broken = []
        covers = sum(1 for c in state.cells if c.present and c.cover)
        piles = sum(len(p.right) + len(p.left) for p in state.players)
        present = sum(1 for c in state.cells if c.present)
        held = sum(p.covers_in_hand for p in state.players)
        if present + covers + held + len(state.discards) + piles != state.total_cards:
            broken.append(f"cards not conserved: {present} in the city + {covers} covers + {held} in hand + "
                          f"{len(state.discards)} discarded + {piles} in piles != {state.total_cards}")
        hidden = sum(1 for c in state.cells if c.present and c.card is None)
        if any(n < 0 for n in state.unseen.values()) or sum(state.unseen.values()) + state.neutral_hidden != hidden:
            broken.append(f"{hidden} face-down cards but {sum(state.unseen.values()) + state.neutral_hidden} unseen")
        if any(c.dealt is not None and c.card is not None and c.card != c.dealt for c in state.cells):
            broken.append("a card revealed is not the card dealt there")
        taken = {t.cell for t in state.tokens}  # read once, not the tokens walked for each card
        if any(c.present and c.card is not None and i not in taken for i, c in enumerate(state.cells)):
            broken.append("a card identified but still in the city")
        cells = [t.cell for t in state.tokens]
        if len(set(cells)) != len(cells) or any(not state.cells[c].present for c in cells):
            broken.append("two tokens on one card, or a token on no card")
        for p in state.players:
            kinds = [t.kind for t in state.tokens_of(p.name)] + ([state.chase.kind] if state.chase and
                                                                  state.chase.owner == p.name else [])
            if len(set(kinds)) != len(kinds):
                broken.append(f"{p.name} has two tokens of one kind")
            if not 0 <= p.pawns <= self.rules.transport_pawns:
                broken.append(f"{p.name} has {p.pawns} transport pawns")
            tally = sum(c.points for c in p.right) + sum(c.points for c in p.left) - p.penalties + p.kept
            if p.score != tally:
                broken.append(f"{p.name}'s score {p.score} is not the piles' {tally}")
            cards = list(p.prevention) + list(p.prevention_used) + [k for w, k in state.laid if w == p.name
                                                                     and not state.settings["prevention_one_shot"]]
            if sorted(cards) != sorted(self.rules.prevention):
                broken.append(f"{p.name}'s prevention cards are {cards}")
        return broken


def _chosen_families(setup: PlaySetup) -> dict[str, str]:
    raw = setup.options.get("families") or {}
    if isinstance(raw, list):
        return {name: family for name, family in zip(setup.players, raw)}
    return dict(raw) if isinstance(raw, dict) else {}


def _standings(state: MafiaState) -> list[Standing]:
    return [Standing(p.name, p.score, len(p.right), len(p.left), p.team) for p in state.players]


# The two tokens' names, said after « jeton » / before "token" (« le jeton guerre des gangs », as the rulebook names
# it, "the gang-war token").
TOKEN_WORDS = {"encaissement": N_("cash-in"), "guerre": N_("gang-war")}
# Where a scored card goes: « la carte est placée à la droite du joueur » (or à sa gauche).
PILE_WORDS = {"right": N_("to the right"), "left": N_("to the left")}


def _reveal_words(record: list[dict[str, Any]]) -> list[str]:
    return [reveal_line(r) for r in record]


def reveal_line(r: Mapping[str, Any]) -> str:
    """One token of a reveal in one sentence (« Carla fait la guerre sur police vert pour −8 (à gauche, règle 9) »),
    as the log and the tracker's city say it: a record of ``MafiaState.last_reveal``. Each token's verb is its own
    message; the controller's loss is inside it, its points counted."""
    kind = str(r["kind"])
    if r.get("neutralised"):
        return _("{player}'s {kind} token is neutralised").format(player=r["player"],
                                                                  kind=_(TOKEN_WORDS.get(kind, kind)))
    said = {"player": r["player"], "card": Card(**r["card"]).label(), "points": decimal(r["points"], "+d"),
            "pile": _(PILE_WORDS.get(r["pile"], r["pile"])), "rule": r["rule"]}
    lost = int(r.get("controller_loses") or 0)
    if kind == "guerre":
        line = ngettext("{player} wages war on {card} for {points} ({pile}, rule {rule}; {controller} loses {lost} "
                        "point)", "{player} wages war on {card} for {points} ({pile}, rule {rule}; {controller} loses "
                        "{lost} points)", lost) if r["controller"] else \
            _("{player} wages war on {card} for {points} ({pile}, rule {rule})")
    else:
        line = ngettext("{player} cashes in on {card} for {points} ({pile}, rule {rule}; {controller} loses {lost} "
                        "point)", "{player} cashes in on {card} for {points} ({pile}, rule {rule}; {controller} "
                        "loses {lost} points)", lost) if r["controller"] else \
            _("{player} cashes in on {card} for {points} ({pile}, rule {rule})")
    return line.format(controller=r["controller"], lost=lost, **said)


def _key(event: Event) -> tuple:
    """An event compared with the legal ones: its fields, the card with the value the rule data gives it."""
    out = []
    for name in sorted(event):
        value = event[name]
        if name == "card" and isinstance(value, dict):
            # a prostituée or drive-by may come with or without a null family and value
            value = tuple(sorted((k, v) for k, v in value.items() if v is not None))
        elif name == "cards" and isinstance(value, list):
            value = tuple(sorted(map(str, value)))
        elif isinstance(value, (list, dict)):
            value = repr(value)
        out.append((name, value))
    return tuple(out)
