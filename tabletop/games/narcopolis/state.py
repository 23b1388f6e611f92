"""What the table holds during a Narcopolis play: the Wiseguys' boards and purses, the map, the bank, the round,
the turn's used categories, the combat in progress and, in the two-player game, Furi.

The state is copied before each event (``clone``) so a play keeps one state per event for undo; the quartiers,
immutable, are shared by the copies until one is replaced."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from tabletop.games.narcopolis.rules import KINDS, PRISON, NarcoRules


@dataclass
class Wiseguy:
    name: str
    character: str
    money: int
    reputation: int
    influence: int  # cards in hand (hidden: only the count is known)
    jobs: int  # job cards in hand
    board: dict[str, int]  # tokens still on the player's board, per kind
    pawn: str | None  # a quartier id, "prison", or None (Furi's pawn before she moves)
    prison: int = 0  # 0 free; 1 balanced, serves his next turn; 2 serving this turn
    locked: bool = False  # reached the winning reputation: can no longer lose any
    income_suspended: bool = False  # his next income is not paid (Corruption mairie, an event card)
    job_points: list[int] = field(default_factory=list)  # each job completed, its reputation
    is_furi: bool = False  # the two-player game's Furi, played by the rules of § 7
    furi_cards: list[str] = field(default_factory=list)  # Furi's known influence cards, played first
    extra_businesses: int = 0  # businesses of a starting advantage still to place (Furi's « 2 Business »)
    role: str | None = None  # advanced module 7: "gangsta" or "infiltre"

    def clone(self) -> "Wiseguy":
        # Every field written out: ``dataclasses.replace`` walks the fields at each call, and a play clones each
        # Wiseguy at every event (tests/games/test_state_copies.py finds a field forgotten here).
        return Wiseguy(name=self.name, character=self.character, money=self.money, reputation=self.reputation,
                       influence=self.influence, jobs=self.jobs, board=dict(self.board), pawn=self.pawn,
                       prison=self.prison, locked=self.locked, income_suspended=self.income_suspended,
                       job_points=list(self.job_points), is_furi=self.is_furi, furi_cards=list(self.furi_cards),
                       extra_businesses=self.extra_businesses, role=self.role)


@dataclass(frozen=True)
class Quartier:
    """A quartier of the map, replaced whole when it changes: the states of a play share the unchanged ones (a
    state is copied for every event, and copying the 35 quartiers was most of a copy)."""

    owner: str | None = None
    kinds: tuple[str, ...] = ()  # in KINDS order, one of each at most
    blocked: bool = False


@dataclass
class Turn:
    """The categories used this turn (« une seule action par catégorie ») and the counted ones."""

    income: bool = False
    moved: bool = False
    position: str | None = None  # "attack" or "implant"
    developed: int = 0
    dismantled: bool = False
    influence: str | None = None  # "play" or "buy"
    jobs_done: int = 0
    jobs_exchanged: bool = False
    mecenat: bool = False
    humiliation: int = 0


@dataclass
class Exchange:
    by: str
    dice: list[int] | None = None  # None: real dice under the cup, seen at the check
    announce: int | None = None


@dataclass
class Combat:
    attacker: str
    defender: str
    quartier: str | None  # None: the final combat, fought over no quartier
    exchanges: list[Exchange] = field(default_factory=list)
    step: str = "roll"  # roll (chance), announce, respond, reveal (chance: the checked dice are shown)
    caller: str | None = None
    resume: str = "turn"  # the phase the play goes back to after the combat ("final": a bout of the final combat)
    stake: str | None = None  # advanced module 4's side bet: "money" (10 M$) or "reputation" (1 point)
    armement: dict[str, str] = field(default_factory=dict)  # module 6: fighter -> the Armement card he kept
    armement_used: list[str] = field(default_factory=list)  # the fighters who used theirs
    floor: int | None = None  # the announcement the next must beat, when a Fusil à pompe restarted the combat

    def clone(self) -> "Combat":
        return replace(self, exchanges=[replace(e, dice=None if e.dice is None else list(e.dice))
                                        for e in self.exchanges],
                       armement=dict(self.armement), armement_used=list(self.armement_used))

    def roller(self) -> str:
        """Who rolls next: the attacker first, then the fighters alternate."""
        return self.attacker if len(self.exchanges) % 2 == 0 else self.defender


@dataclass
class NarcoState:
    rules: NarcoRules
    variant: str  # "classic" or "furi"
    players: list[Wiseguy]  # the seats, then Furi in the two-player game
    quartiers: dict[str, Quartier]
    bank: int
    total_money: int  # bank + purses, constant
    first_player: int
    modules: tuple[str, ...] = ()  # the advanced modules played (§ 8), by name
    round: int = 0
    order: list[int] = field(default_factory=list)  # seats playing this round, in order
    turn_index: int = 0
    phase: str = "event"  # event (chance), furi_die (chance), furi_action, turn, combat, final, over
    event_deck: list[str] = field(default_factory=list)  # cards still face down
    events_revealed: list[str] = field(default_factory=list)
    last_round: bool = False
    turn: Turn = field(default_factory=Turn)
    combat: Combat | None = None
    furi_controller: int | None = None  # seat playing Furi's action this round
    furi_last_attacked: str | None = None
    furi_won: bool = False
    passed_furi: list[str] = field(default_factory=list)  # players above Furi at some point of this round
    final_players: list[str] = field(default_factory=list)  # level at the end: the final combat's fighters, in order
    final_wins: list[str] = field(default_factory=list)  # the winner of each bout of the final combat so far

    def clone(self) -> "NarcoState":
        # Every field by name rather than ``dataclasses.replace``, which looks each up at every call (a quarter of
        # an event; tests/games/test_state_copies.py finds a field forgotten here).
        turn = self.turn
        return NarcoState(
            rules=self.rules, variant=self.variant, players=[p.clone() for p in self.players],
            quartiers=dict(self.quartiers), bank=self.bank, total_money=self.total_money,
            first_player=self.first_player, modules=self.modules, round=self.round, order=list(self.order),
            turn_index=self.turn_index, phase=self.phase, event_deck=list(self.event_deck),
            events_revealed=list(self.events_revealed), last_round=self.last_round,
            turn=Turn(income=turn.income, moved=turn.moved, position=turn.position, developed=turn.developed,
                      dismantled=turn.dismantled, influence=turn.influence, jobs_done=turn.jobs_done,
                      jobs_exchanged=turn.jobs_exchanged, mecenat=turn.mecenat, humiliation=turn.humiliation),
            combat=self.combat.clone() if self.combat else None, furi_controller=self.furi_controller,
            furi_last_attacked=self.furi_last_attacked, furi_won=self.furi_won, passed_furi=list(self.passed_furi),
            final_players=list(self.final_players), final_wins=list(self.final_wins))

    # --- who is who ----------------------------------------------------------------------------------------
    def seats(self) -> list[Wiseguy]:
        """The Wiseguys who play turns (everyone but Furi in the two-player game)."""
        return [p for p in self.players if not p.is_furi]

    def player(self, name: str) -> Wiseguy:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def furi(self) -> Wiseguy | None:
        return next((p for p in self.players if p.is_furi), None)

    def current(self) -> Wiseguy:
        return self.players[self.order[self.turn_index]]

    def turn_player(self) -> Wiseguy | None:
        """Whose turn it is (None before the turns of a round, while Furi acts, and at the end)."""
        in_turn = self.phase == "turn" or (self.phase == "combat" and self.combat is not None
                                           and self.combat.resume == "turn")
        return self.current() if in_turn and self.order else None

    # --- the map -------------------------------------------------------------------------------------------
    def owned(self, name: str) -> list[str]:
        return [q for q, v in self.quartiers.items() if v.owner == name]

    def businesses_on_map(self, name: str) -> int:
        return sum(len(v.kinds) for v in self.quartiers.values() if v.owner == name)

    def built(self, player: Wiseguy) -> dict[str, int]:
        """Tokens off the board per kind (what the income table reads)."""
        return {k: self.rules.setup["tokens_per_kind"] - player.board[k] for k in KINDS}

    def in_prison(self, player: Wiseguy) -> bool:
        return player.pawn == PRISON and player.prison > 0
