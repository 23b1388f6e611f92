"""Plays for the tests, as records and as interchange documents."""

from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone
from typing import Any

from tabletop.book import Participant, PlayRecord

START = datetime(2025, 1, 1, 20, 0, tzinfo=timezone.utc)
GAMES = ("camorra", "mafia-story", "narcopolis", "gangster-paradise")


def play(game: str, day: int, *seats: tuple[str, float | None, int | None], play_id: str | None = None,
         **fields: Any) -> PlayRecord:
    """A play on ``day`` days after START; each seat is (name, score, rank), seated in order from 1."""
    people = [Participant(name=n, score=s, rank=r, seat=k + 1) for k, (n, s, r) in enumerate(seats)]
    record = PlayRecord(game=game, played_at=START + timedelta(days=day), participants=people, **fields)
    if play_id is not None:
        record.id = play_id
    return record


def interchange_play(play_id: str, game: str = "camorra", day: int = 0, players: list[dict] | None = None,
                     **extra: Any) -> dict[str, Any]:
    return {"id": play_id, "game": game, "played_at": (START + timedelta(days=day)).isoformat(),
            "players": players if players is not None else [
                {"name": "Ana", "score": 12, "rank": 1, "team": None},
                {"name": "Bruno", "score": 9, "rank": 2, "team": None}],
            **extra}


def document(plays: list[dict[str, Any]]) -> dict[str, Any]:
    return {"format": "tabletop-book", "version": 1, "plays": plays}


def random_document(count: int, players: int, seed: int, prefix: str = "p") -> dict[str, Any]:
    """``count`` plays of the four card games among ``players`` people: 2 to 5 seats, ties and missing scores."""
    rng = random.Random(seed)
    names = [f"Player {k:03d}" for k in range(players)]
    plays = []
    for k in range(count):
        seated = rng.sample(names, rng.randint(2, 5))
        scores = [rng.choice([None] + [rng.randint(0, 30)] * 6) for _ in seated]
        ranked = sorted(range(len(seated)), key=lambda i: -(scores[i] if scores[i] is not None else -1))
        ranks = [0] * len(seated)
        for place, i in enumerate(ranked):
            # Equal scores share a rank, so ties at the top are frequent.
            prev = ranked[place - 1] if place else None
            ranks[i] = ranks[prev] if prev is not None and scores[prev] == scores[i] else place + 1
        plays.append({
            "id": f"{prefix}{k:06d}", "game": rng.choice(GAMES),
            "played_at": (START + timedelta(minutes=37 * k + rng.randint(0, 30))).isoformat(),
            "players": [{"name": n, "score": s, "rank": r if rng.random() > 0.02 else None, "team": None,
                         "seat": seat + 1}
                        for seat, (n, s, r) in enumerate(zip(seated, scores, ranks))],
        })
    return document(plays)
