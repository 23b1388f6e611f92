"""Camorra on the one game interface (``tabletop.games.interface.Game``): set-up, legal events, chance, apply,
the log lines, the end, the ranking, the state as JSON and the invariants the random playthrough checks."""

from __future__ import annotations

from typing import Any

from tabletop.games.camorra import actions, fight
from tabletop.games.camorra.rules import CamorraRules, load_rules, settings_problems
from tabletop.games.camorra.scoring import is_out, rank_gangs
from tabletop.games.camorra.state import CamorraState, initial_state, options_problems
from tabletop.games.chance_dice import require_face
from tabletop.games.interface import Event, GameError, Outcome, PlaySetup, Ranking, RefusedSetup, refuse_unknown_fields
from tabletop.games.listed import LastListed
from tabletop.i18n import _
from tabletop.jsontext import Inside, cut
from tabletop.schema_words import file_field_words



# Each event's fields besides "type", as the handlers read them: any other is refused (50 of 300 random actions
# with a stray field went through, those the handlers look up without comparing with the legal ones).
EVENT_FIELDS: dict[str, frozenset[str]] = {kind: frozenset(fields) for kind, fields in {
    "attaque": ("capo", "terrain", "target", "sournois_discard"), "bombe": ("target",), "chasse": ("capo", "terrain"),
    "close_support": (), "combat_die": ("face",), "corruption": ("by", "points"),
    "defend": ("capo", "sournois_discard"),
    "done": ("by",), "end_turn": (), "immunite": (), "paralyse": ("capo",), "pass": ("by",),
    "prise": ("terrain", "target"), "racket": ("target",), "ravitaillement": ("cards",), "recruit_die": ("face",),
    "recruit_loss": ("capo",), "recruit_steal": ("capo", "terrain"), "recruit_take": ("capo", "terrain", "to"),
    "recrutement": (), "sacrifice": (), "silence": ("by",), "support": ("by", "for"), "victim": ("capo",),
    "weapon": ("by", "points"),
}.items()}

class CamorraGame:
    id = "camorra"
    title = "Camorra"
    # The die rolled at the table (a combat's, the Recrutement card's): the referee picks its face in a row of six.
    dice_fields = {"combat_die": "face", "recruit_die": "face"}

    def __init__(self, rules: CamorraRules | None = None):
        self.rules = rules or load_rules()
        self._listed: LastListed[CamorraState] = LastListed()
        self.min_players = self.rules.min_players
        self.max_players = self.rules.max_players

    def default_settings(self) -> dict[str, Any]:
        return dict(self.rules.settings)

    def setting_descriptions(self) -> dict[str, str]:
        return dict(self.rules.setting_descriptions)

    def _settings(self, setup: PlaySetup) -> dict[str, Any]:
        return {**self.rules.settings, **setup.settings}

    def setup_problems(self, setup: PlaySetup) -> list[str]:
        problems = []
        count = len(setup.players)
        if not self.min_players <= count <= self.max_players:
            problems.append(_("{count} players: « Camorra se joue de {min_players} à {max_players} joueurs »").format(
                count=count, min_players=self.min_players, max_players=self.max_players))
        if len(set(setup.players)) != count:
            problems.append(Inside(file_field_words(("players",)), _("two players have the same name")))
        unknown = sorted(set(setup.settings) - set(self.rules.settings))
        problems += [_("unknown setting « {name} »").format(name=cut(name)) for name in unknown]
        problems += settings_problems(self._settings(setup))
        return problems + options_problems(self.rules, setup)

    def initial_state(self, setup: PlaySetup) -> CamorraState:
        problems = self.setup_problems(setup)
        if problems:
            raise RefusedSetup(problems)
        return initial_state(self.rules, setup, self._settings(setup))

    # --- what may happen now -------------------------------------------------------------------------------
    def legal_events(self, state: CamorraState) -> list[Event]:
        if self.is_over(state):
            return []
        if state.combat is not None:
            return self._listed.keep(state, fight.combat_events(self.rules, state))
        if state.recruit is not None:
            return self._listed.keep(state, actions.recruit_events(self.rules, state))
        return self._listed.keep(state, actions.turn_events(self.rules, state))

    def chance(self, state: CamorraState) -> list[Outcome] | None:
        if self.is_over(state):
            return None
        if state.combat is not None:
            outcomes = fight.combat_chance(state)
        elif state.recruit is not None:
            outcomes = actions.recruit_chance(self.rules, state)
        else:
            outcomes = None
        return None if outcomes is None else [Outcome(event, p) for event, p in outcomes]

    def apply(self, state: CamorraState, event: Event) -> CamorraState:
        if not isinstance(event, dict):
            raise GameError(_("an event is an object with a \"type\""))
        refuse_unknown_fields(event, EVENT_FIELDS, self.id)
        if self.is_over(state):
            raise GameError(_("the game is over"))
        if event.get("type") in self.dice_fields:
            require_face(event, self.dice_fields[event["type"]])
        listed = self._listed.of(state)  # the events the referee chose from, not listed again
        if state.combat is not None:
            return fight.apply_combat_event(self.rules, state, event, listed)
        if state.recruit is not None:
            return actions.apply_recruit_event(self.rules, state, event, listed)
        return actions.apply_turn_event(self.rules, state, event, listed)

    def describe(self, state: CamorraState, event: Event) -> str:
        if not isinstance(event, dict):
            return "?"
        if state.combat is not None:
            return fight.describe_combat_event(self.rules, state, event)
        if state.recruit is not None:
            return actions.describe_recruit_event(self.rules, state, event)
        return actions.describe_turn_event(self.rules, state, event)

    def to_move(self, state: CamorraState) -> str | None:
        if self.is_over(state):
            return None
        if self.chance(state) is not None:
            return "chance"
        if state.combat is not None:
            return fight.deciding_player(state)
        return state.current

    # --- the end -------------------------------------------------------------------------------------------
    def out_players(self, state: CamorraState) -> list[str]:
        """The players with no Terrain or no Caporegime: « La partie se termine lorsqu'un joueur n'a plus de cartes
        Terrain OU qu'il n'a plus de cartes Caporegime »."""
        # Read from who guards and who holds, not from each gang's Caporegimes and Terrains listed (``is_out`` of
        # ``state.gang``, the same answer): the end is asked several times for every event, and listing them was a
        # quarter of a random playthrough.
        guarding = {capo.owner for capo in state.capos.values()}
        holding = set(state.terrains.values())
        return [p for p in state.players if p not in guarding or p not in holding]

    def is_over(self, state: CamorraState) -> bool:
        # A combat finishes its consequences first (the defender's choice of victim); then the end is checked.
        return state.combat is None and bool(self.out_players(state))

    def ranking(self, state: CamorraState) -> Ranking:
        gangs = [state.gang(p, self.rules) for p in state.players]
        return rank_gangs(self.rules, gangs, state.settings["tie_break"])

    # --- JSON and checks -----------------------------------------------------------------------------------
    def state_json(self, state: CamorraState) -> dict[str, Any]:
        rules = self.rules
        players = {}
        for p in state.players:
            held = state.terrains_of(p, rules)
            players[p] = {
                "caporegimes": [{"id": c.id, "kind": c.kind, "terrain": c.terrain,
                                 "paralysed_until_turn": _numbered(c.paralysed_until)} for c in state.capos_of(p)],
                "terrains": held,
                "municipalities": [m.id for m in rules.complete(held)],
                "hand": state.hands[p],
                "immune_until_turn": _numbered(state.immune_until.get(p)),
                "out": is_out(state.gang(p, rules)),
            }
        combat = state.combat
        return {
            "turn": state.turn + 1, "round": state.round, "current": state.current,
            "cards_played": state.cards_played, "players": players,
            "draw_pile": state.draw_pile, "discard": state.discard,
            "unused_caporegimes": sorted(state.pool.values()), "dead_caporegimes": list(state.dead),
            "unused_terrains": list(state.unused_terrains), "recruitment": state.recruit,
            "combat": None if combat is None else {
                "attacker": combat.attacker, "defender": combat.defender, "terrain": combat.terrain,
                "attacker_capo": combat.attacker_capo, "defender_capo": combat.defender_capo, "step": combat.step,
                "corruption": [list(c) for c in combat.corruption], "corruption_next": combat.corruption_next,
                "weapons": combat.weapons,
                "support": combat.support, "dice": combat.dice, "rerolls": combat.rerolls, "laid": combat.laid},
            "over": self.is_over(state),
        }

    def invariants(self, state: CamorraState) -> list[str]:
        rules = self.rules
        broken = []
        laid = state.combat.laid if state.combat else 0
        cards = sum(state.hands.values()) + state.draw_pile + state.discard + laid
        if cards != rules.action_cards:
            broken.append(f"{cards} Action cards on the table, not {rules.action_cards}")
        if any(n < 0 for n in [*state.hands.values(), state.draw_pile, state.discard]):
            broken.append("a negative card count")
        capos = len(state.capos) + len(state.pool) + len(state.dead)
        if capos != 5 * rules.copies_per_caporegime:
            broken.append(f"{capos} Caporegime cards, not {5 * rules.copies_per_caporegime}")
        for capo in state.capos.values():
            if state.terrains.get(capo.terrain) != capo.owner:
                broken.append(f"{capo.id} guards {capo.terrain}, which {capo.owner} does not hold")
        if sorted([*state.terrains, *state.unused_terrains]) != sorted(rules.quartiers):
            broken.append("the Terrain cards are not the 20 quartiers once each")
        if state.cards_played > rules.cards_per_turn:
            broken.append(f"{state.current} laid {state.cards_played} Action cards this turn")
        if state.combat is not None and state.combat.attacker_capo not in state.capos:
            broken.append("the attacking Caporegime is not in play")
        return broken


def _numbered(turn: int | None) -> int | None:
    """A turn index as the state shows turns: numbered from 1."""
    return None if turn is None else turn + 1
