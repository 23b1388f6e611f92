"""Gangster Paradise on the shared game interface (``tabletop.games.interface.Game``).

Events (plain JSON, the active player implied):
- set-up: ``secondary {clan, good}`` (a chance draw), ``reveal {good}`` (a black-market card the referee turns up);
- phase 1: ``deliver {secondary_soldiers}``; phase 2: ``bid {amount}``, ``pass``, ``buy {good, red, white}``;
  phase 3: ``resell {goods: [kinds]}`` or ``done``; phase 4: ``recruit {role, good}``,
  ``recruit_executant {good}`` then ``executant_card {kind}`` (entered by the referee), ``done``;
  phase 5: ``launder {red}`` (bonuses, laundering, salaries); end of turn: ``discard {goods}``;
- at any time from the active player: ``trade {with, give, get}``, ``play_executant {kind, target}``, and the
  referee's ``executant_effect {target, card, red, white, goods, to}``;
- after turn 8, for clans level on white, members and red: ``pierre_feuille_ciseaux {order}``."""

from __future__ import annotations

import itertools
from typing import Any, Callable

from tabletop.games.gangster_paradise import clan as clan_rules
from tabletop.games.gangster_paradise import flow, money, rules
from tabletop.games.event_kinds import quoted_kind
from tabletop.games.gangster_paradise.log_lines import STAGE_WORDS, describe, move_label, table_line
from tabletop.games.gangster_paradise.ranking import rank_clans
from tabletop.games.gangster_paradise.secondary import secondary_options
from tabletop.games.gangster_paradise.state import PHASES, Clan, GPState, invariants, state_json
from tabletop.games.interface import Event, GameError, Outcome, PlaySetup, Ranking, refuse_unknown_fields
from tabletop.i18n import _, ngettext
from tabletop.jsontext import Inside
from tabletop.schema_words import option_words

ALWAYS = ("trade", "play_executant", "executant_effect")



# Each event's fields besides "type", as the flow reads them: any other is refused, as in the other card games.
EVENT_FIELDS: dict[str, frozenset[str]] = {kind: frozenset(fields) for kind, fields in {
    "bid": ("amount",), "buy": ("good", "red", "white"), "deliver": ("secondary_soldiers",), "discard": ("goods",),
    "done": (), "executant_card": ("kind",), "executant_effect": ("card", "target", "red", "white", "goods", "to"),
    "launder": ("red",),
    "pass": (), "pierre_feuille_ciseaux": ("order",), "play_executant": ("kind", "target"),
    "recruit": ("good", "role"), "recruit_executant": ("good",), "resell": ("goods",), "reveal": ("good",),
    "secondary": ("clan", "good"), "trade": ("with", "give", "get"),
}.items()}

class GangsterParadise:
    id = "gangster-paradise"
    title = "Gangster Paradise"
    min_players = 2
    max_players = 5
    # What a player decides himself and may send from his phone; trades need the other clan's word, the executant
    # cards and effects, the black market's cards and pierre-feuille-ciseaux are entered by the referee.
    phone_events = frozenset({"deliver", "bid", "pass", "buy", "resell", "done", "recruit", "recruit_executant",
                              "launder", "discard", "play_executant"})
    secret_events = frozenset({"launder"})
    # The amount a phone types freely (the game lists a few, and accepts any its rules allow).
    phone_amounts = {"launder": "red"}

    def default_settings(self) -> dict[str, Any]:
        return rules.default_settings()

    def setup_problems(self, setup: PlaySetup) -> list[str]:
        n = len(setup.players)
        problems = []
        if not self.min_players <= n <= self.max_players:
            problems.append(ngettext("{n} player: Gangster Paradise takes 2 to 5 clans",
                                     "{n} players: Gangster Paradise takes 2 to 5 clans", n).format(n=n))
        if len(set(setup.players)) != n:
            problems.append(_("two players have the same name"))
        broken = rules.tables_problems(setup.settings)
        if broken:
            return [*problems, *broken]
        try:
            table = rules.rules_from_settings(setup.settings)
        except (KeyError, TypeError, ValueError) as exc:
            return [*problems, f"settings: broken rule setting ({exc})"]
        boards = setup.options.get("clans")
        if boards is not None:
            if not isinstance(boards, list) or len(boards) != n or len(set(boards)) != n:
                problems.append(Inside(option_words("clans"),
                                       _("one different board for each of the {n} players").format(n=n)))
            else:
                problems += [Inside(option_words("clans"),
                                    _("no board '{board}' (one of {items})").format(
                                        board=b, items=", ".join(table.boards)))
                    for b in boards if b not in table.boards]
        elif n > len(table.boards):
            problems.append(_("only {count} clan boards").format(
                count=len(table.boards)))
        first = setup.options.get("first_player")
        if first is not None and first not in setup.players:
            problems.append(Inside(option_words("first_player"), _("'{first}' is not playing").format(first=first)))
        return problems

    def initial_state(self, setup: PlaySetup) -> GPState:
        table = rules.rules_from_settings(setup.settings)
        n = len(setup.players)
        boards = setup.options.get("clans") or list(table.boards)[:n]
        clans = [Clan(player=p, board=b, primary=table.boards[b],
                      members={r: table.start_members.get(r, 0) for r in rules.ROLES},
                      red=table.start_red, white=table.start_white) for p, b in zip(setup.players, boards)]
        first = setup.players.index(setup.options["first_player"]) if setup.options.get("first_player") else 0
        return GPState(
            rules=table, clans=clans, first=first, secondary_drawer=first,
            market_deck={k: table.black_market_cards for k in table.goods},
            pot=table.compensation_red,  # « On place 10 billets rouges … sur son emplacement au marché noir »
            executant_deck={k.name: k.cards for k in table.executant_kinds},
            reserve_red=table.reserve_red_stock - n * table.start_red - table.compensation_red,
            reserve_white=table.reserve_white_stock - n * table.start_white,
            reserve_goods={k: table.goods_cards for k in table.goods},
            total_red=table.reserve_red_stock, total_white=table.reserve_white_stock)

    # --- what may happen now -----------------------------------------------------------------------------

    def chance(self, state: GPState) -> list[Outcome] | None:
        """The secondary productions are drawn at random from the cards allowed; everything else is decided or
        entered (the black-market and executant cards are turned up at the table, never guessed)."""
        if state.stage != "secondary" or state.secondary_drawer is None:
            return None
        options = self._secondary_options(state)
        return [Outcome({"type": "secondary", "clan": state.clans[state.secondary_drawer].player, "good": g},
                        1 / len(options)) for g in options]

    def _secondary_options(self, state: GPState) -> list[str]:
        drawer = state.secondary_drawer
        assert drawer is not None
        drawn = {i: c.secondary for i, c in enumerate(state.clans) if c.secondary}
        return secondary_options(drawer, [c.primary for c in state.clans], drawn, state.rules.goods)

    def legal_events(self, state: GPState) -> list[Event]:
        """Every decision now. Trades are offered as one-for-one swaps of goods; any trade of what both hold is
        accepted (the tracker's form builds them); bids are offered at a few amounts, any raise is accepted."""
        if state.stage == "secondary":
            return [o.event for o in self.chance(state) or []]
        if state.stage == "reveal":
            return [{"type": "reveal", "good": k} for k, n in state.market_deck.items() if n]
        if state.stage == "tiebreak":
            group = flow.unsettled_group(state) or []
            return [{"type": "pierre_feuille_ciseaux", "order": list(p)} for p in itertools.permutations(group)]
        seat = state.active_seat()
        if seat is None:
            return []
        c = state.clans[seat]
        if state.drawing_executant:
            return [{"type": "executant_card", "kind": k} for k, n in state.executant_deck.items() if n]
        return self._phase_events(state, c) + self._anytime_events(state, seat)

    def _phase_events(self, state: GPState, c: Clan) -> list[Event]:
        table = state.rules
        if state.stage == "delivery":
            most = c.members.get("soldat", 0) if clan_rules.secondary_soldier_choice_allowed(c.members) else 0
            return [{"type": "deliver", "secondary_soldiers": k} for k in range(most + 1)]
        if state.stage == "market":
            if state.taker is not None:
                splits = {(min(c.red, state.price), state.price - min(c.red, state.price)),
                          (state.price - min(c.white, state.price), min(c.white, state.price))}
                return [{"type": "buy", "good": g, "red": r, "white": w}
                        for g in sorted(state.market) for r, w in sorted(splits)]
            assert state.auction is not None
            low = state.auction.minimum()
            amounts = sorted({low, low + 1, low + 5, max(low, c.notes()), max(low, c.notes()) + 5})
            events: list[Event] = [{"type": "bid", "amount": a} for a in amounts]
            return events + ([{"type": "pass"}] if state.auction.bids else [])
        if state.stage == "resale":
            kinds = sorted(c.goods)
            sales: list[Event] = [] if c.resold else [
                {"type": "resell", "goods": list(combo)}
                for size in range(1, min(len(kinds), len(table.resale_scale)) + 1)
                for combo in itertools.combinations(kinds, size)]
            return [{"type": "done"}, *sales]
        if state.stage == "recruitment":
            events = [{"type": "done"}]
            for role in rules.ROLES:
                if clan_rules.may_recruit(c.members, role, table):
                    events += [{"type": "recruit", "role": role, "good": g} for g, n in sorted(c.goods.items())
                               if n >= table.members[role].cost]
            cost = clan_rules.executant_cost(c.members, table)
            if c.executants_recruited < table.executant_recruit_per_turn and flow.executant_available(state):
                events += [{"type": "recruit_executant", "good": g} for g, n in sorted(c.goods.items()) if n >= cost]
            return events
        if state.stage == "laundering":
            most = min(c.red, money.laundering_capacity(c.members, table))
            most -= most % table.red_per_white
            half = most // 2 - (most // 2) % table.red_per_white
            least = flow.least_red_to_launder(state, c)
            return [{"type": "launder", "red": r} for r in sorted({0, least, half, most}) if r >= least]
        if state.stage == "trim":
            surplus = c.goods_count() - table.goods_limit
            return [{"type": "discard", "goods": g} for g in _returns(c.goods, surplus)]
        return []

    def _anytime_events(self, state: GPState, seat: int) -> list[Event]:
        c = state.clans[seat]
        events: list[Event] = []
        for other in state.clans:
            if other is c:
                continue
            mine = next((k for k in sorted(c.goods)), None)
            theirs = next((k for k in sorted(other.goods) if k != mine), None)
            if mine and theirs:
                events.append({"type": "trade", "with": other.player, "give": {"goods": {mine: 1}},
                               "get": {"goods": {theirs: 1}}})
            if c.executants and c.executants_played.get(flow.phase_key(state), 0) < \
                    state.rules.executant_play_per_phase:
                events += [{"type": "play_executant", "kind": k, "target": other.player}
                           for k in sorted(set(c.executants))]
        for target in state.clans:
            events += [{"type": "executant_effect", "target": target.player, "card": i, "to": "reserve"}
                       for i in range(len(target.placed))]
        return events

    # --- applying ----------------------------------------------------------------------------------------

    def apply(self, state: GPState, event: Event) -> GPState:
        if not isinstance(event, dict) or not isinstance(event.get("type"), str):
            raise GameError(_("an event is an object with a 'type'"))
        refuse_unknown_fields(event, EVENT_FIELDS, self.id)
        if self.is_over(state):
            raise GameError(_("the game is over"))
        after = flow.copy_state(state)
        self._apply(after, event)
        return after

    def _apply(self, state: GPState, event: Event) -> None:
        kind = event["type"]
        if state.stage == "secondary":
            self._only(kind, "secondary")
            return flow.do_secondary(state, event)
        if state.stage == "reveal":
            self._only(kind, "reveal")
            return flow.do_reveal(state, event)
        if state.stage == "tiebreak":
            self._only(kind, "pierre_feuille_ciseaux")
            return flow.do_rock_paper_scissors(state, event)
        seat = state.active_seat()
        assert seat is not None
        c = state.clans[seat]
        if state.drawing_executant:
            self._only(kind, "executant_card")
            return flow.do_executant_card(state, c, event)
        if kind == "trade":
            return flow.do_trade(state, c, event)
        if kind == "play_executant":
            return flow.do_play_executant(state, c, event)
        if kind == "executant_effect":
            return flow.do_executant_effect(state, event)
        handler = _STAGE_HANDLERS.get((state.stage, kind))
        if handler is None:
            raise GameError(_("{action} is not possible in the stage « {stage} »").format(
                action=quoted_kind(GangsterParadise.id, kind), stage=_(STAGE_WORDS.get(state.stage, state.stage))))
        handler(state, c, seat, event)

    @staticmethod
    def _only(kind: str, expected: str) -> None:
        if kind != expected:
            raise GameError(_("{action} is not possible while the game waits for {expected}").format(
                action=quoted_kind(GangsterParadise.id, kind), expected=quoted_kind(GangsterParadise.id, expected)))

    @staticmethod
    def _bid(state: GPState, seat: int, event: Event) -> None:
        if state.taker is not None:
            raise GameError(_("the auction is decided: the taker chooses a card and pays"))
        flow.do_bid(state, seat, event)

    @staticmethod
    def _buy(state: GPState, c: Clan, event: Event) -> None:
        if state.taker is None:
            raise GameError(_("nobody has won the auction yet"))
        flow.do_buy(state, c, event)

    # --- reading the table -------------------------------------------------------------------------------

    def describe(self, state: GPState, event: Event) -> str:
        return describe(state, event)

    def to_move(self, state: GPState) -> str | None:
        """The active player; "chance" for the secondary draws; the first player while the referee turns up
        black-market cards; the first of the tied clans for pierre-feuille-ciseaux."""
        if state.stage == "over":
            return None
        if state.stage == "secondary":
            return "chance"
        if state.stage == "tiebreak":
            return (flow.unsettled_group(state) or [state.clans[state.first].player])[0]
        seat = state.active_seat()
        return state.clans[seat if seat is not None else state.first].player

    def is_over(self, state: GPState) -> bool:
        return state.stage == "over"

    def ranking(self, state: GPState) -> Ranking:
        return rank_clans(flow.scores(state), state.rock_paper_scissors)

    def state_json(self, state: GPState) -> dict[str, Any]:
        return state_json(state)

    def table_line(self, state: GPState, event: Event) -> str:
        return table_line(state, event)

    def move_label(self, state: GPState, event: Event) -> str:
        return move_label(state, event)

    def invariants(self, state: GPState) -> list[str]:
        return invariants(state)



# What each event of a stage does to the state, given the active clan and its seat: one table, where a dict of
# closures was made again for every event applied (a sixth of an event).
_STAGE_HANDLERS: dict[tuple[str, str], Callable[[GPState, Clan, int, Event], None]] = {
    ("delivery", "deliver"): lambda state, c, seat, event: flow.do_deliver(state, c, event),
    ("market", "bid"): lambda state, c, seat, event: GangsterParadise._bid(state, seat, event),
    ("market", "pass"): lambda state, c, seat, event: GangsterParadise._bid(state, seat, event),
    ("market", "buy"): lambda state, c, seat, event: GangsterParadise._buy(state, c, event),
    ("resale", "resell"): lambda state, c, seat, event: flow.do_resell(state, c, event),
    ("resale", "done"): lambda state, c, seat, event: flow.next_step(state, "recruitment"),
    ("recruitment", "recruit"): lambda state, c, seat, event: flow.do_recruit(state, c, event),
    ("recruitment", "recruit_executant"): lambda state, c, seat, event: flow.do_recruit_executant(state, c, event),
    ("recruitment", "done"): lambda state, c, seat, event: flow.next_step(state, "laundering"),
    ("laundering", "launder"): lambda state, c, seat, event: flow.do_launder(state, c, event),
    ("trim", "discard"): lambda state, c, seat, event: flow.do_discard(state, c, event),
}


def _returns(goods: dict[str, int], surplus: int) -> list[dict[str, int]]:
    """Every way to put ``surplus`` goods back to the piles from ``goods``."""
    kinds = sorted(goods)
    found: list[dict[str, int]] = []

    def walk(index: int, left: int, chosen: dict[str, int]) -> None:
        if left == 0:
            found.append(dict(chosen))
            return
        if index == len(kinds):
            return
        kind = kinds[index]
        for n in range(min(left, goods[kind]), -1, -1):
            if n:
                chosen[kind] = n
            walk(index + 1, left - n, chosen)
            chosen.pop(kind, None)

    walk(0, surplus, {})
    return found


def load_game() -> GangsterParadise:
    return GangsterParadise()


__all__ = ["GangsterParadise", "PHASES", "load_game"]
