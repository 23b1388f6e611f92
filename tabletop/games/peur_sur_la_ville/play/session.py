"""A live game: the setup, the log of events and one state per event; ``apply`` checks and appends an event and
returns what changed, ``undo`` steps back. The OpenSpiel-like interface (``new_state``, ``legal_actions``,
``step``, ``is_over``, ``scores``) works on plain states for headless replays."""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import Any, Callable, Iterable, Sequence, TypeVar

from tabletop.games.peur_sur_la_ville.rules import Dice, chance_outcomes
from tabletop.games.peur_sur_la_ville.play import armoured, combat, flow, garde, mines, moves, ramming
from tabletop.games.peur_sur_la_ville.play.clause import Clause, clause_text
from tabletop.games.peur_sur_la_ville.play.events import (Action, Activate, Adjust, Aim, Arrest, Board, CiviliansReact,
                                                          Checkpoint, Climb, CrewTest, DeclareBavure, Detect, DriveVehicle, EndActivation,
                                                          EndGame, EndTurn, Event, Exchange, Fight, Heal, Hide, Launch,
                                                          LeaveVehicle, Move, OpenDoor, PlaceMine, Ram, Reload, Repair,
                                                          Rob, RollInitiative, Shoot, StandUp, StartGame, StartTurn,
                                                          Tase, Throw, TriggerMine)
from tabletop.games.peur_sur_la_ville.play.legal import LegalAction, legal_actions
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup, figure_args, initial_state
from tabletop.games.peur_sur_la_ville.play.state import Change, GameError, GameState, diff
from tabletop.games.peur_sur_la_ville.play.table import table_model
from tabletop.games.event_kinds import PEUR_GAME, refused_event, refused_file_event
from tabletop.games.session import EventLog, LogLine, written
from tabletop.geometry import TableModel
from tabletop.i18n import _, language
from tabletop.sentences import Noun, listed, noun_args, say

Handler = Callable[[GameSetup, GameState, Event, bool], tuple[GameState, Clause]]
T = TypeVar("T")

HANDLERS: dict[type[Event], Handler] = {
    StartGame: flow.start_game, StartTurn: flow.start_turn, RollInitiative: flow.roll_initiative,
    Activate: flow.activate, EndActivation: flow.end_activation, CiviliansReact: flow.civilians_react,
    EndTurn: flow.end_turn, Adjust: flow.adjust, DeclareBavure: flow.declare_bavure, EndGame: flow.end_game,
    Move: moves.move, DriveVehicle: moves.drive, Climb: moves.climb, StandUp: moves.stand_up,
    OpenDoor: moves.open_door, Rob: moves.rob, Arrest: moves.arrest, Exchange: moves.exchange, Heal: moves.heal,
    Hide: moves.hide, Board: moves.board, LeaveVehicle: moves.leave_vehicle, Aim: moves.aim,
    Reload: moves.reload, Repair: moves.repair, Detect: moves.detect,
    Shoot: garde.shoot, Tase: combat.tase, Fight: combat.fight, Throw: combat.throw, Launch: combat.launch,
    PlaceMine: mines.place_mine, TriggerMine: mines.trigger_mine, Ram: ramming.ram, CrewTest: armoured.crew_test,
    Checkpoint: garde.place_checkpoint,
}


def new_state(setup: GameSetup) -> GameState:
    return initial_state(setup)


def step(setup: GameSetup, state: GameState, event: Event, geometry: bool = True) -> tuple[GameState, str]:
    """The state after ``event`` and its log line, dated with its turn (« Tour 3 — … »); GameError (one line) when
    the rules or the table refuse it. ``geometry`` also checks what needs the table (a path through a wall): off
    when replaying a trusted log."""
    after, clause = step_clause(setup, state, event, geometry)
    return after, dated_line(after.turn, clause)


def dated_line(turn: int, clause: Clause) -> str:
    """An event's clause as the log's line, dated with the turn it leads to (« Tour 3 — … »)."""
    return say("peur-log-line", turn=turn, line=clause_text(clause))


def step_clause(setup: GameSetup, state: GameState, event: Event, geometry: bool = True) -> tuple[GameState, str]:
    """``step`` with the event's clause alone, undated: what a preview or a turn's summary shows after its own
    words, never the log line's translated date cut off again."""
    after, clause = _applied(setup, state, event, geometry)
    return after, clause_text(clause)


def _applied(setup: GameSetup, state: GameState, event: Event, geometry: bool) -> tuple[GameState, Clause]:
    """``step_clause`` with the clause as the handler returned it: written, or to be written when read."""
    handler = HANDLERS.get(type(event))
    if handler is None:
        raise GameError(_("'{__name__}' is not an event of this game").format(
            __name__=type(event).__name__))
    if state.phase == "over":
        raise GameError(_("the game is over"))
    act = state.activation
    acting_now = isinstance(event, Action) and act is not None and event.figure in act.figures
    if geometry and acting_now and event.figure in act.acted and act.acted[-1] != event.figure:
        done, now = setup.title(state.figures[event.figure]), setup.title(state.figures[act.acted[-1]])
        raise GameError(say("peur-finish-figure-first", **figure_args("done", done), **figure_args("now", now)))
    after, line = handler(setup, state, event, geometry)
    if acting_now and after.activation is not None and event.figure not in after.activation.acted:
        after = replace(after, activation=replace(after.activation, acted=after.activation.acted + (event.figure,)))
    return after, line


def is_over(state: GameState) -> bool:
    return state.phase == "over"


def scores(state: GameState) -> dict[str, dict[str, int]]:
    """Per gang: figures standing, KO, dead, captive; robberies, arrests and bavures."""
    out = {}
    for letter, g in state.gangs.items():
        mine = state.gang_figures(letter)
        out[letter] = {
            "standing": sum(1 for f in mine if f.alive and f.state != "ko" and f.captor is None),
            "ko": sum(1 for f in mine if f.state == "ko"),
            "dead": sum(1 for f in mine if not f.alive),
            "captive": sum(1 for f in mine if f.captor is not None),
            "robberies": g.robberies, "arrests": g.arrests, "bavures": g.bavures,
        }
    return out


def replay(setup: GameSetup, events: Iterable[Event], geometry: bool = False) -> tuple[list[GameState], list[str]]:
    """Every state from the start through ``events`` and the log lines; the first refused event raises
    GameError naming its position."""
    states, clauses = replayed_clauses(setup, events, geometry)
    return states, [dated_line(after.turn, clause) for after, clause in zip(states[1:], clauses)]


def replayed_clauses(setup: GameSetup, events: Iterable[Event],
                     geometry: bool = False) -> tuple[list[GameState], list[Clause]]:
    """``replay`` with each event's clause undated, and written only when read for the handlers that defer it
    (``clause``): a game loaded writes and dates a line when it is read (``LogLine``)."""
    states = [initial_state(setup)]
    clauses: list[Clause] = []
    for n, event in enumerate(events, start=1):
        try:
            after, clause = _applied(setup, states[-1], event, geometry)
        except GameError as exc:
            raise RefusedEvent(n, event.kind, str(exc)) from None
        states.append(after)
        clauses.append(clause)
    return states, clauses


class RefusedEvent(GameError):
    """An event of a log the rules refuse: its place in the log, its kind and why, for the line that names the file
    around them (``gamefile``) as well as on its own."""

    def __init__(self, number: int, kind: str, problem: str) -> None:
        super().__init__(refused_event(number, PEUR_GAME, kind, problem))
        self.number, self.kind, self.problem = number, kind, problem

    def in_file(self, source: str) -> str:
        return refused_file_event(source, self.number, PEUR_GAME, self.kind, self.problem)


class GameSession(EventLog[GameState, Event]):
    """The game being refereed. ``apply`` checks an event against the rules and the table, appends it to the log
    and returns the Change; ``undo`` removes the last event (the log keeps every state: see ``EventLog``)."""

    def __init__(self, setup: GameSetup, events: Iterable[Event] = (), geometry: bool = False):
        self.setup = setup
        logged = list(events)
        states, clauses = replayed_clauses(setup, logged, geometry)
        # A game loaded to be checked, served or summed up reads few of its lines: each is dated, and written if
        # its handler deferred it, when read.
        spoken = language()
        super().__init__(states, logged, [LogLine(partial(dated_line, after.turn, clause), spoken)
                                          for after, clause in zip(states[1:], clauses)])
        self._undone: list[Event] = []  # events undone, last first to redo

    @property
    def initial(self) -> GameState:
        return self._states[0]

    def apply(self, event: Event) -> Change:
        """Apply with every table check; the redo of the event last undone replays it as the log held it (a game
        saved before a rule was checked keeps its undo and redo)."""
        before = self.state
        redo = bool(self._undone) and self._undone[-1] == event
        after, line = step(self.setup, before, event, geometry=not redo)
        self._undone = self._undone[:-1] if redo else []
        self._append(event, after, line)
        return diff(before, after, (line,))

    def undo(self) -> Change:
        if not self.can_undo:
            raise GameError(_("nothing to undo"))
        before, undone, line = self._take_back()
        self._undone = [*self._undone, undone]
        return diff(before, self.state, (written(line),), undone=True)

    def legal_actions(self, figure_id: str | None = None) -> list[LegalAction]:
        return legal_actions(self.setup, self.state, figure_id)

    def is_over(self) -> bool:
        return is_over(self.state)

    def chance_outcomes(self, die: str) -> list[tuple[str, float]]:
        """The faces of a die (colour, fate, d6, d4) with their probabilities: chance as explicit outcomes."""
        return chance_outcomes(die, self.setup.rules)

    def scores(self) -> dict[str, dict[str, int]]:
        return scores(self.state)

    def model(self) -> TableModel:
        """The table geometry now (figures where they stand, doors, vehicles, clouds)."""
        return table_model(self.setup, self.state)

    def preview(self, query: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        """Ask a ``preview_*`` or ``propose_*`` function about the state now:
        ``session.preview(preview_shot, "skin-2", "police-1")``."""
        return query(self.setup, self.state, *args, **kwargs)

    def resolve(self, resolver: Callable[..., Event], *args: Any, dice: Dice | Sequence[str] | None = None,
                **kwargs: Any) -> Event:
        """Resolve an action into its event, not applied yet: ``dice`` is a Dice, the faces the referee rolled
        (in the order the rules ask for them), or None for this game's seeded virtual dice. Missing physical
        faces raise DiceEntryError naming the die wanted."""
        if dice is None:
            roller = self.dice()
        elif isinstance(dice, Dice):
            roller = dice
        else:
            roller = Dice.from_faces(tuple(dice), rules=self.setup.rules)
        return resolver(self.setup, self.state, *args, dice=roller, **kwargs)

    def dice(self) -> Dice:
        """Virtual dice for the next event: seeded by the game's seed and the log's length, so a game replayed
        with the same decisions draws the same faces."""
        return Dice.seeded(self.setup.seed * 1_000_003 + len(self._events), rules=self.setup.rules)

    def export_text(self) -> str:
        """The log as text, one line per event."""
        known = self.setup.rules.gangs
        gangs = [noun_args("g", known[g.letter].noun if g.letter in known else Noun.plain(g.name))["g"]
                 for g in self.state.gangs.values()]
        header = say("peur-export-header", scenario=self.setup.scenario.name, count=len(gangs), gangs=listed(gangs),
                     first=gangs[0] if gangs else "", second=gangs[1] if len(gangs) > 1 else "")
        return "\n".join([header, *self.log_lines]) + "\n"
