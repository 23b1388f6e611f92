"""What is on the table in a Camorra play, and the small moves every action makes (lay a card, draw, kill a
Caporegime). The tool knows hands by their size only: the referee enters what is laid or revealed.

A state is copied before an event changes it (``CamorraState.copy``), so every state of the log stays as it was.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Any, Callable, Mapping

from tabletop.games.camorra.rules import CAPO_KINDS, CamorraRules
from tabletop.games.camorra.scoring import Gang
from tabletop.games.interface import Event, GameError, PlaySetup
from tabletop.i18n import _
from tabletop.jsontext import Inside, typed
from tabletop.schema_words import option_words


@dataclass
class Capo:
    id: str
    kind: str
    owner: str
    terrain: str  # the quartier it is assigned to, always one its owner holds
    paralysed_until: int | None = None  # the turn number at whose end it can act again


@dataclass
class Combat:
    """An Attaque in progress, step by step: « Duel de Caporegime, Corruption de police, Armes, Terrain, Lancer de
    dé, Cumul des points »; Soutien cards are laid after the weapons, before the dice."""

    attacker: str
    defender: str
    terrain: str
    attacker_capo: str
    defender_capo: str | None = None
    step: str = "defend"  # defend, corruption, weapons_attacker, weapons_defender, support, die_attacker,
    #                       die_defender, victim (the defender chooses which unsent guard dies)
    corruption: list[tuple[str, int]] = field(default_factory=list)  # (role, points) in the order laid
    corruption_next: str = "defender"
    weapons: dict[str, list[int]] = field(default_factory=lambda: {"attacker": [], "defender": []})
    support: dict[str, int] = field(default_factory=lambda: {"attacker": 0, "defender": 0})
    dice: dict[str, int] = field(default_factory=dict)
    rerolls: int = 0
    laid: int = 0  # combat cards on the table, discarded when the combat ends

    def player(self, role: str) -> str:
        return self.attacker if role == "attacker" else self.defender


@dataclass
class CamorraState:
    players: tuple[str, ...]
    settings: Mapping[str, Any]
    capos: dict[str, Capo]  # the Caporegimes alive, by id
    pool: dict[str, str]  # id -> kind of the Caporegime cards nobody was dealt
    dead: list[str]  # kinds of the Caporegimes killed
    terrains: dict[str, str]  # quartier -> holder, for the quartiers dealt
    unused_terrains: tuple[str, ...]  # quartiers out of the game (3 or 4 players)
    hands: dict[str, int]
    draw_pile: int
    discard: int
    turn: int = 0  # turns finished; the seat to play is turn % players
    cards_played: int = 0  # activable Action cards laid this turn
    immune_until: dict[str, int] = field(default_factory=dict)  # player -> turn number at whose end it lapses
    recruit: str | None = None  # the Recrutement step: die, own_dies, paralyse, take, steal
    combat: Combat | None = None

    def copy_to_apply(self, event: Event, legal: list[Event], refusal: Callable[[], str]) -> "CamorraState":
        """A copy for ``event`` to change; a GameError saying ``refusal()`` (worked out only then) when ``event`` is
        not among the ``legal`` events now."""
        if event not in legal:
            raise GameError(refusal())
        return self.copy()

    def copy(self) -> "CamorraState":
        """A copy an event may change (the settings are never changed, so they are shared)."""
        combat = self.combat
        if combat is not None:
            combat = replace(combat, corruption=list(combat.corruption),
                             weapons={role: list(values) for role, values in combat.weapons.items()},
                             support=dict(combat.support), dice=dict(combat.dice))
        # Each Caporegime written out, by position (half the time of keywords): ``dataclasses.replace`` walks the
        # fields at each call, a dozen per event (tests/games/test_state_copies.py finds a field forgotten here).
        capos = {k: Capo(c.id, c.kind, c.owner, c.terrain, c.paralysed_until) for k, c in self.capos.items()}
        return replace(self, capos=capos, pool=dict(self.pool),
                       dead=list(self.dead), terrains=dict(self.terrains), hands=dict(self.hands),
                       immune_until=dict(self.immune_until), combat=combat)

    # --- reading -------------------------------------------------------------------------------------------
    @property
    def current(self) -> str:
        return self.players[self.turn % len(self.players)]

    @property
    def round(self) -> int:
        return self.turn // len(self.players) + 1

    def opponents(self, player: str) -> list[str]:
        return [p for p in self.players if p != player]

    def capos_of(self, player: str) -> list[Capo]:
        return [c for c in self.capos.values() if c.owner == player]

    def terrains_of(self, player: str, rules: CamorraRules) -> list[str]:
        return [q for q in rules.quartiers if self.terrains.get(q) == player]

    def guards(self, quartier: str) -> list[Capo]:
        return [c for c in self.capos.values() if c.terrain == quartier]

    def immune(self, player: str) -> bool:
        return player in self.immune_until

    def gang(self, player: str, rules: CamorraRules) -> Gang:
        return Gang(player, len(self.capos_of(player)), tuple(self.terrains_of(player, rules)))

    # --- the small moves -----------------------------------------------------------------------------------
    def lay(self, player: str, to_combat: bool = False) -> None:
        """``player`` lays one Action card: onto the combat in progress, or straight to the discard."""
        if self.hands[player] < 1:
            raise GameError(_("{player} has no card to lay").format(
                player=player))
        self.hands[player] -= 1
        if to_combat:
            self.combat.laid += 1
        else:
            self.discard += 1

    def draw(self, player: str, count: int) -> int:
        """Draw up to ``count`` cards; the discard is shuffled into a new pile when the pile runs out (setting
        ``reshuffle_discard``). Returns how many were drawn."""
        drawn = 0
        for _ in range(count):
            if self.draw_pile == 0 and self.settings["reshuffle_discard"]:
                self.draw_pile, self.discard = self.discard, 0
            if self.draw_pile == 0:
                break
            self.draw_pile -= 1
            self.hands[player] += 1
            drawn += 1
        return drawn

    def kill(self, capo_id: str) -> None:
        self.dead.append(self.capos.pop(capo_id).kind)


def capo_name(rules: CamorraRules, state: CamorraState, capo_id: str) -> str:
    capo = state.capos.get(capo_id)
    if capo is not None:
        return _("{player}'s {capo} ({terrain})").format(player=capo.owner, capo=rules.capos[capo.kind].name,
                                                         terrain=capo.terrain)
    if capo_id in state.pool:
        return _("a {capo} from the unused cards").format(capo=rules.capos[state.pool[capo_id]].name)
    return capo_id


def initial_state(rules: CamorraRules, setup: PlaySetup, settings: Mapping[str, Any]) -> CamorraState:
    """« Chaque joueur reçoit 5 cartes Action, 5 Caporegimes différents […] et 4 cartes Terrain »; the terrains are
    the set-up's ``terrains`` option or dealt at random from the seed; each Caporegime goes where the ``placement``
    option says, or by the ``placement`` setting."""
    players = tuple(setup.players)
    first = setup.options.get("first_player")
    if first in players:
        # « Le joueur qui fait le meilleur score commence »: the seats from him, clockwise
        start = players.index(first)
        players = players[start:] + players[:start]
    dealt = _dealt_terrains(rules, setup)
    terrains = {q: p for p in players for q in dealt[p]}
    placement = setup.options.get("placement", {})
    capos: dict[str, Capo] = {}
    for player in players:
        chosen = {**spread_placement(dealt[player]), **placement.get(player, {})}
        for kind in CAPO_KINDS:
            quartier = chosen[kind]
            capos[f"{player}:{kind}"] = Capo(f"{player}:{kind}", kind, player, quartier)
    pool = {f"pool:{kind}:{n}": kind for kind in CAPO_KINDS
            for n in range(1, rules.copies_per_caporegime - len(players) + 1)}
    hands = {p: rules.start_hand for p in players}
    return CamorraState(players=players, settings=dict(settings), capos=capos, pool=pool, dead=[],
                        terrains=terrains, unused_terrains=tuple(q for q in rules.quartiers if q not in terrains),
                        hands=hands, draw_pile=rules.action_cards - sum(hands.values()), discard=0)


def _dealt_terrains(rules: CamorraRules, setup: PlaySetup) -> dict[str, list[str]]:
    given = setup.options.get("terrains")
    if given:
        return {p: list(given[p]) for p in setup.players}
    return seeded_deal(rules, setup.players, setup.seed)


def seeded_deal(rules: CamorraRules, players: tuple[str, ...] | list[str], seed: int) -> dict[str, list[str]]:
    """The terrains « tirées au hasard » from the play's seed, in seat order (the new-play page shows the same)."""
    deck = list(rules.quartiers)
    random.Random(seed).shuffle(deck)
    size = rules.start_terrains
    return {p: deck[i * size:(i + 1) * size] for i, p in enumerate(players)}


def spread_placement(terrains: list[str]) -> dict[str, str]:
    """The setting ``placement = spread``: Caïd, Protecteur, Sournois and Polyvalent on the terrains in the order
    dealt, the Maniaque with the Caïd."""
    return {kind: terrains[index % len(terrains)] for index, kind in enumerate(CAPO_KINDS)}


def options_problems(rules: CamorraRules, setup: PlaySetup) -> list[str]:
    """What is wrong with the set-up options ``terrains`` (player -> the quartiers dealt), ``placement``
    (player -> Caporegime kind -> quartier) and ``first_player`` (who rolled highest), each naming the player and
    the field."""
    problems: list[str] = []
    unknown = sorted(set(setup.options) - {"terrains", "placement", "first_player"})
    problems += [_("unknown set-up choice « {name} »").format(name=name) for name in unknown]
    first = setup.options.get("first_player")
    if first is not None and first not in setup.players:
        problems.append(Inside(option_words("first_player"), _("'{first}' is not playing").format(first=first)))
    given = setup.options.get("terrains")
    held: dict[str, str] = {}
    if given is not None:
        if not isinstance(given, dict) or set(given) != set(setup.players):
            return problems + [Inside(option_words("terrains"),
                                      _("expected the quartiers dealt to each player, by name"))]
        for player, quartiers in given.items():
            if not isinstance(quartiers, list) or len(quartiers) != rules.start_terrains:
                problems.append(Inside(option_words("terrains"),
                                       _("expected {start_terrains} quartiers for '{player}'").format(
                                           player=player, start_terrains=rules.start_terrains)))
                continue
            for quartier in quartiers:
                if quartier not in rules.quartiers:
                    problems.append(Inside(option_words("terrains"),
                                           _("unknown quartier {quartier} for '{player}'").format(
                                               player=player, quartier=typed(quartier))))
                elif quartier in held:
                    problems.append(Inside(option_words("terrains"),
                                           _("{quartier}, dealt to '{player}', was dealt to '{value}' too").format(
                                               player=player, quartier=quartier, value=held[quartier])))
                else:
                    held[quartier] = player
    placement = setup.options.get("placement", {})
    if not isinstance(placement, dict):
        return problems + [Inside(option_words("placement"), _("expected player -> Caporegime -> quartier"))]
    for player, chosen in placement.items():
        if player not in setup.players or not isinstance(chosen, dict):
            problems.append(Inside(option_words("placement"),
                                   _("unknown player {player}").format(player=typed(player))))
            continue
        mine = [q for q, p in held.items() if p == player] if given is not None else None
        for kind, quartier in chosen.items():
            if kind not in CAPO_KINDS:
                problems.append(Inside(option_words("placement"),
                                       _("unknown Caporegime {kind} for '{player}'").format(
                                           player=player, kind=typed(kind))))
            elif mine is None or quartier not in mine:
                problems.append(Inside(option_words("placement"),
                                       _("{kind} of '{player}' must go on one of the quartiers dealt to that "
                                         "player, not {quartier}").format(
                                           player=player, kind=kind, quartier=typed(quartier))))
    return problems
