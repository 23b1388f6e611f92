"""A play being tracked: the set-up, the log of events and one state per event.

``apply`` checks an event against the game's rules, appends it and returns a ``PlayChange`` (the small record
each view refreshes from); ``undo`` steps back exactly. Virtual dice are seeded by the play's seed and the log's
length, so the same decisions draw the same faces; the faces drawn are written in the log like entered ones.
"""

from __future__ import annotations

import random
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Callable, Generic, Iterable, Iterator, TypeVar

from tabletop.games.event_kinds import refused_event, refused_file_event
from tabletop.games.interface import Event, Game, GameError, PlaySetup, Ranking, RefusedSetup
from tabletop.i18n import _, elided, language, speaking

S = TypeVar("S")
E = TypeVar("E")
# A logged event or set-up read from a file may hold any JSON value where a game expects a name or a count; the
# game's code then fails with one of these, which a replay reports as that event's problem, not a crash.
_MALFORMED = (TypeError, ValueError, KeyError, IndexError, AttributeError)


class LogLine:
    """One event's line of the log, written the first time it is read and then kept: most events applied are never
    read (a random playthrough, a play a phone or a check replays), and writing them all was a few per cent of the
    test suite. It is written in the language spoken when the event was applied, as it was when written then."""

    __slots__ = ("_write", "_language", "_text")

    def __init__(self, write: Callable[[], str], spoken: str):
        """``spoken``: the language in use as the event is applied (``language()``, asked once for a whole log)."""
        self._write: Callable[[], str] | None = write
        self._language = spoken
        self._text: str | None = None

    @property
    def text(self) -> str:
        if self._write is not None:
            if language() == self._language:
                self._text = self._write()
            else:
                with speaking(self._language):
                    self._text = self._write()
            self._write = None  # nor the state and event it holds, once written
        return self._text  # type: ignore[return-value]  # written just above


def written(line: str | LogLine) -> str:
    """A log line kept as it was written, or written now."""
    return line if isinstance(line, str) else line.text


@dataclass(frozen=True)
class PlayChange:
    """What one apply or undo changed: the event, its log line (``line``, written when first read), and whether it
    was taken back."""

    event: Event
    log_line: str | LogLine = field(repr=False, compare=False)
    index: int  # the event's position in the log (0-based)
    undone: bool = False
    over: bool = False  # the game is over after this change

    @property
    def line(self) -> str:
        return written(self.log_line)


def referee_line(game: Game[S], state: S, event: Event) -> str:
    """The referee's line for ``event`` applied to ``state``, with the elisions its message cannot write: it says
    « de {player} », the name decides « d'Ana »."""
    return elided(game.describe(state, event))


def replay_events(game: Game[S], setup: PlaySetup, events: Iterable[Event]) -> list[S]:
    """Every state from the start through ``events``; the first refused event raises GameError naming its position
    and type."""
    states = [_initial_state(game, setup)]
    for number, event in enumerate(events, start=1):
        with _refused_as(number, setup, event):
            states.append(game.apply(states[-1], event))
    return states


def replayed_state(game: Game[S], setup: PlaySetup, events: Iterable[Event]) -> S:
    """The state ``replay_events`` ends on, refusing the same event the same way, without the log's lines or the
    states on the way: for a check of where a log leads (the lines were half of a replay's work)."""
    state = _initial_state(game, setup)
    for number, event in enumerate(events, start=1):
        with _refused_as(number, setup, event):
            state = game.apply(state, event)
    return state


def _initial_state(game: Game[S], setup: PlaySetup) -> S:
    try:
        problems = game.setup_problems(setup)
        if problems:
            raise RefusedSetup(problems)
        return game.initial_state(setup)
    except _MALFORMED as exc:
        raise GameError(_("set-up: a player, setting or option has a value of the wrong kind ({exc})").format(
            exc=exc)) from None


@contextmanager
def _refused_as(number: int, setup: PlaySetup, event: Event) -> Iterator[None]:
    """A replayed event the game refuses, or whose fields are of the wrong kind, as the log's event ``number``."""
    try:
        yield
    except GameError as exc:
        raise RefusedEvent(number, setup.game, _kind(event), str(exc)) from None
    except _MALFORMED as exc:
        raise RefusedEvent(number, setup.game, _kind(event), _(
            "a field has a value of the wrong kind ({exc})").format(exc=exc)) from None


def _kind(event: Any) -> object:
    return event.get("type") if isinstance(event, dict) else None


class RefusedEvent(GameError):
    """An event of a log the rules refuse: its place in the log, its kind and why, for the line that names the file
    around them (``playfile``) as well as on its own."""

    def __init__(self, number: int, game: str, kind: object, problem: str) -> None:
        super().__init__(refused_event(number, game, kind, problem))
        self.number, self.game, self.kind, self.problem = number, game, kind, problem

    def in_file(self, source: str) -> str:
        return refused_file_event(source, self.number, self.game, self.kind, self.problem)


class EventLog(Generic[S, E]):
    """What every play being tracked keeps, whatever its events look like: the events, the state after each (the
    first is the start) and one log line per event, written or to be written when read (``LogLine``). The states
    are kept, so undo is immediate and exact."""

    def __init__(self, states: list[S], events: list[E], lines: list[str | LogLine]):
        self._states = states
        self._events = events
        self._lines = lines

    @property
    def state(self) -> S:
        return self._states[-1]

    @property
    def events(self) -> tuple[E, ...]:
        return tuple(self._events)

    @property
    def log_lines(self) -> tuple[str, ...]:
        return tuple(written(line) for line in self._lines)

    def log_line(self, index: int) -> str:
        """The log's line for event ``index`` (0-based), written now if it was not yet."""
        return written(self._lines[index])

    def state_at(self, index: int) -> S:
        """The state after the first ``index`` events (0: before any)."""
        return self._states[index]

    @property
    def can_undo(self) -> bool:
        return bool(self._events)

    def _append(self, event: E, after: S, line: str | LogLine) -> None:
        self._events.append(event)
        self._states.append(after)
        self._lines.append(line)

    def _take_back(self) -> tuple[S, E, str | LogLine]:
        """Remove the last event (the caller checked ``can_undo``): the state it led to, the event, its line."""
        return self._states.pop(), self._events.pop(), self._lines.pop()


class PlaySession(EventLog[S, Event]):
    """The play at the table."""

    def __init__(self, game: Game[S], setup: PlaySetup, events: Iterable[Event] = ()):
        self.game = game
        self.setup = setup
        logged = [dict(e) for e in events]
        states = replay_events(game, setup, logged)
        spoken = language()
        super().__init__(states, logged, [self._line(s, e, spoken) for s, e in zip(states, logged)])

    def _line(self, before: S, event: Event, spoken: str) -> LogLine:
        return LogLine(partial(referee_line, self.game, before, event), spoken)

    def apply(self, event: Event) -> PlayChange:
        event = dict(event)
        if self.game.is_over(self.state):
            raise GameError(_("the game is over"))
        line = self._line(self.state, event, language())
        after = self.game.apply(self.state, event)
        self._append(event, after, line)
        return PlayChange(event, line, len(self._events) - 1, over=self.game.is_over(after))

    def undo(self) -> PlayChange:
        if not self.can_undo:
            raise GameError(_("nothing to undo"))
        _before, event, line = self._take_back()
        return PlayChange(event, line, len(self._events), undone=True, over=self.game.is_over(self.state))

    def legal_events(self) -> list[Event]:
        return [] if self.game.is_over(self.state) else self.game.legal_events(self.state)

    def waits_on_chance(self) -> bool:
        return self.game.chance(self.state) is not None

    def virtual_roll(self) -> Event:
        """The chance outcome the seeded virtual dice give now (not applied): the same play, the same faces."""
        outcomes = self.game.chance(self.state)
        if not outcomes:
            raise GameError(_("nothing to roll now"))
        rng = random.Random(self.setup.seed * 1_000_003 + len(self._events))
        pick = rng.choices(range(len(outcomes)), weights=[o.probability for o in outcomes])[0]
        return dict(outcomes[pick].event)

    def to_move(self) -> str | None:
        return self.game.to_move(self.state)

    def is_over(self) -> bool:
        return self.game.is_over(self.state)

    def ranking(self) -> Ranking:
        return self.game.ranking(self.state)

    def state_json(self) -> dict[str, Any]:
        return self.game.state_json(self.state)

    def export_text(self) -> str:
        """The log as text, one line per event, after a header naming the game and the players."""
        header = f"{self.game.title} — " + ", ".join(self.setup.players)
        return "\n".join([header, *self.log_lines]) + "\n"
