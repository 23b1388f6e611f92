"""A small game on the shared interface, for testing the session, play files and the playthrough check:
each player in turn rolls a d6 and adds the face; the first to 10 points ends the game."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tabletop.games.interface import Event, GameError, Outcome, PlaySetup, Ranking, rank_by


@dataclass(frozen=True)
class DiceRaceState:
    players: tuple[str, ...]
    points: tuple[int, ...]
    turn: int = 0  # whose turn, by seat
    rolling: bool = False  # a d6 is being rolled
    target: int = 10


class DiceRace:
    id = "dice-race"
    title = "Dice race"
    min_players = 2
    max_players = 4

    def default_settings(self) -> dict[str, Any]:
        return {"target": 10}

    def setup_problems(self, setup: PlaySetup) -> list[str]:
        n = len(setup.players)
        return [] if self.min_players <= n <= self.max_players else [f"{n} players: the race takes 2 to 4"]

    def initial_state(self, setup: PlaySetup) -> DiceRaceState:
        return DiceRaceState(tuple(setup.players), (0,) * len(setup.players),
                             target=int(setup.settings.get("target", 10)))

    def legal_events(self, state: DiceRaceState) -> list[Event]:
        if state.rolling:
            return [{"type": "face", "value": v} for v in range(1, 7)]
        return [{"type": "roll"}]

    def chance(self, state: DiceRaceState) -> list[Outcome] | None:
        return [Outcome({"type": "face", "value": v}, 1 / 6) for v in range(1, 7)] if state.rolling else None

    def apply(self, state: DiceRaceState, event: Event) -> DiceRaceState:
        if event.get("type") == "roll" and not state.rolling:
            return replace(state, rolling=True)
        if event.get("type") == "face" and state.rolling:
            value = event.get("value")
            if not isinstance(value, int) or not 1 <= value <= 6:
                raise GameError(f"a d6 has no face {value!r}")
            points = list(state.points)
            points[state.turn] += value
            return replace(state, points=tuple(points), rolling=False, turn=(state.turn + 1) % len(state.players))
        raise GameError(f"'{event.get('type')}' is not expected now")

    def describe(self, state: DiceRaceState, event: Event) -> str:
        who = state.players[state.turn]
        return f"{who} rolls a {event.get('value')}" if event.get("type") == "face" else f"{who} picks up the die"

    def to_move(self, state: DiceRaceState) -> str | None:
        if self.is_over(state):
            return None
        return "chance" if state.rolling else state.players[state.turn]

    def is_over(self, state: DiceRaceState) -> bool:
        return max(state.points) >= state.target

    def ranking(self, state: DiceRaceState) -> Ranking:
        return rank_by([(n, (p,)) for n, p in zip(state.players, state.points)], ["points"])

    def state_json(self, state: DiceRaceState) -> dict[str, Any]:
        return {"points": dict(zip(state.players, state.points)), "turn": state.players[state.turn]}

    def invariants(self, state: DiceRaceState) -> list[str]:
        return [f"{n} has negative points" for n, p in zip(state.players, state.points) if p < 0]
