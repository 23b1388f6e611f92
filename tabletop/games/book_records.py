"""A finished play as the book keeps it: the card-game tracker's session and the Peur sur la Ville live game turned
into a ``PlayRecord`` (no Qt; the "Record in the book" buttons call these and hand the record to the book)."""

from __future__ import annotations

from datetime import datetime, timezone
from typing import TYPE_CHECKING, Any, Mapping

from tabletop.book import Participant, PlayRecord, new_play_id
from tabletop.games.interface import Ranking
from tabletop.i18n import _

if TYPE_CHECKING:
    from tabletop.games.peur_sur_la_ville.play import GameSession
    from tabletop.games.session import PlaySession

LIVE_GAME_ID = "peur-game"


def ranking_participants(ranking: Ranking, seats: list[str]) -> list[Participant]:
    """The ranking's players as the book's participants, seated in ``seats`` order (1 for the first seat)."""
    return [Participant(name=p.name, seat=seats.index(p.name) + 1 if p.name in seats else None, team=p.team,
                        score=p.score, breakdown={k: float(v) for k, v in p.breakdown.items()}, rank=p.rank,
                        eliminated=p.eliminated)
            for p in ranking.players]


def tracked_play_record(session: PlaySession[Any], *, file_path: str | None = None, play_id: str | None = None,
                        played_at: datetime | None = None, **details: Any) -> PlayRecord:
    """The finished play of the tracker: one participant per seat with rank, score, breakdown, team and whether
    they were eliminated. ``play_id`` is the id the play file already holds (recording again updates that play);
    ``details`` are the record's other fields (place, referee, duration_min, notes). ValueError before the end."""
    if not session.is_over():
        raise ValueError(_("the play is not over yet: only a finished play goes into the book"))
    return PlayRecord(id=play_id or new_play_id(), game=session.setup.game,
                      played_at=played_at or datetime.now(timezone.utc), file_path=file_path,
                      participants=ranking_participants(session.ranking(), list(session.setup.players)), **details)


def live_game_record(session: GameSession, players: Mapping[str, str], ranks: Mapping[str, int | None], *,
                     file_path: str | None = None, play_id: str | None = None, played_at: datetime | None = None,
                     **details: Any) -> PlayRecord:
    """A finished live game: one participant per gang, named by the player who played it (``players``: gang
    letter → name; the gang's own name when none is given), the gang's name as team, ``scores`` (figures
    standing, KO, dead, captive, robberies, arrests, bavures) as the breakdown, eliminated when every figure is dead
    or captive. The rules give no single score,
    so the score stays empty and the rank is the referee's (``ranks``: gang letter → rank, None for unranked)."""
    if not session.is_over():
        raise ValueError(_("the game is not over yet: only a finished game goes into the book"))
    scores = session.scores()
    participants = []
    for seat, letter in enumerate(session.state.gangs, start=1):
        gang = session.setup.gang_name(letter)
        counts = scores.get(letter, {})
        participants.append(Participant(
            name=(players.get(letter) or "").strip() or gang, seat=seat, team=gang,
            breakdown={k: float(v) for k, v in counts.items()}, rank=ranks.get(letter),
            # Out of the game: no figure left standing or knocked out (every one dead or captive).
            eliminated=counts.get("standing", 0) + counts.get("ko", 0) == 0))
    return PlayRecord(id=play_id or new_play_id(), game=LIVE_GAME_ID,
                      played_at=played_at or datetime.now(timezone.utc), file_path=file_path,
                      participants=participants, **details)
