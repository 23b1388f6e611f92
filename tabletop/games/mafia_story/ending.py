"""The end of Mafia Story and its ranking, as pure functions: a player at 30 (2-3 players), a player at 30 or a
team at 50 (4 players), or the city down to 6 cards; most points wins (a team's points added), then most cards
to the right."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from tabletop.games.interface import PlayerResult, Ranking, rank_by
from tabletop.i18n import N_


@dataclass(frozen=True)
class Standing:
    """A player's tally: points, and cards in his right and left piles."""

    name: str
    score: int
    right: int
    left: int = 0
    team: str | None = None


def team_mode(standings: Sequence[Standing]) -> bool:
    return any(s.team is not None for s in standings)


def _sides(standings: Sequence[Standing]) -> dict[str, list[Standing]]:
    """Who plays together: each team, or each player alone."""
    sides: dict[str, list[Standing]] = {}
    for s in standings:
        sides.setdefault(s.team if s.team is not None else s.name, []).append(s)
    return sides


def reached(standings: Sequence[Standing], settings: Mapping[str, Any]) -> list[str]:
    """The sides (players, or teams at 4 players) that reached the target: « lorsqu'un joueur atteint 30
    points ou qu'une équipe atteint 50 points … L'équipe est déclarée victorieuse »."""
    out = []
    for side, members in _sides(standings).items():
        if any(m.score >= settings["player_target"] for m in members) or (
                team_mode(standings) and sum(m.score for m in members) >= settings["team_target"]):
            out.append(side)
    return out


def end_reached(standings: Sequence[Standing], city_cards: int, settings: Mapping[str, Any]) -> bool:
    """« lorsqu'il ne reste plus que 6 cartes en ville », read as 6 or fewer after a reveal, or a target reached."""
    return bool(reached(standings, settings)) or city_cards <= settings["city_end"]


def ranking(standings: Sequence[Standing], settings: Mapping[str, Any]) -> Ranking:
    """Points (a team's added), then cards to the right; when a side reached the target it comes first, so a
    team whose player reached 30 wins even with fewer points in all. Teammates share their team's rank."""
    sides = _sides(standings)
    arrived = reached(standings, settings)
    criteria = ([N_("reaching the target")] if arrived else []) + [N_("points"), N_("cards to the right")]
    rows = []
    for side, members in sides.items():
        keys = ((1 if side in arrived else 0,) if arrived else ()) + (
            sum(m.score for m in members), sum(m.right for m in members))
        rows.append((side, keys))
    by_side = rank_by(rows, criteria)
    side_rank = {p.name: p.rank for p in by_side.players}
    players = [PlayerResult(name=s.name, rank=side_rank[s.team if s.team is not None else s.name], score=s.score,
                            breakdown={N_("points"): s.score, N_("right"): s.right, N_("left"): s.left}, team=s.team)
               for s in standings]
    players.sort(key=lambda p: (p.rank, -(p.score or 0)))
    return Ranking(players=tuple(players), decided_by=by_side.decided_by, explanation=by_side.explanation)


def winner(standings: Sequence[Standing], settings: Mapping[str, Any]) -> str | None:
    """The winning player (or team at 4 players); None when first place is shared."""
    first = {p.team if p.team is not None else p.name for p in ranking(standings, settings).players if p.rank == 1}
    return first.pop() if len(first) == 1 else None
