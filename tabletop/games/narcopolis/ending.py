"""The end of a game and its ranking (« Fin de jeu », « Version 2 joueurs »): most reputation, then most
businesses, then a final combat; against Furi, a player must pass her before she reaches 20."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any, Sequence

from tabletop.games.interface import Ranking, rank_by
from tabletop.i18n import N_, _
from tabletop.jsontext import Inside
from tabletop.rule_places.narcopolis import SCORE
from tabletop.schema_words import place_words
from tabletop.sentences import listed

FURI = "Furi"
# Identifiers in the JSON output (decided_by), marked with N_ for the ranking's words.
CLASSIC_CRITERIA = (N_("reputation"), N_("businesses"))
FURI_CRITERIA = (N_("passed Furi"), N_("reputation"), N_("businesses"))
FINAL_COMBAT = "final combat"


@dataclass(frozen=True)
class Standing:
    name: str
    reputation: int
    businesses: int  # on the map (« le plus de Business développés »)


def classic_ranking(players: Sequence[Standing], *, final_combat: bool = True) -> Ranking:
    """Most reputation, then most businesses; players still level share first place until a final combat (or
    for good when the referee plays without one)."""
    ranking = rank_by([(p.name, (p.reputation, p.businesses)) for p in players], CLASSIC_CRITERIA,
                      # N_: the parts are identifiers in the JSON output, and the score sheet's headers translated.
                      breakdowns={p.name: {N_("reputation"): p.reputation, N_("businesses"): p.businesses}
                                  for p in players})
    return _with_final_combat(ranking) if final_combat else ranking


def furi_ranking(players: Sequence[Standing], furi: Standing, *, furi_won: bool,
                 final_combat: bool = True) -> Ranking:
    """Furi's game: when she won she is first and every player loses; otherwise the players who passed her come
    first (most reputation, then businesses), then Furi, then those who did not."""
    def tier(p: Standing) -> float:
        return 0.0 if furi_won or p.reputation <= furi.reputation else 1.0
    rows = [(p.name, (tier(p), p.reputation, p.businesses)) for p in players]
    rows.append((furi.name, (2.0 if furi_won else 0.5, furi.reputation, furi.businesses)))
    everyone = [*players, furi]
    ranking = rank_by(rows, FURI_CRITERIA, scores={p.name: p.reputation for p in everyone},
                      breakdowns={p.name: {N_("reputation"): p.reputation, N_("businesses"): p.businesses}
                                  for p in everyone})
    return _with_final_combat(ranking) if final_combat else ranking


def _with_final_combat(ranking: Ranking) -> Ranking:
    if ranking.decided_by != "tie":
        return ranking
    return Ranking(ranking.players, "tie", _("{players} are level on every criterion: a final combat decides").format(
        players=listed(ranking.winners())))


def after_final_combat(ranking: Ranking, fighters: Sequence[str], champion: str) -> Ranking:
    """« la partie se jouera autour d'un combat final »: its winner ranks first, the other fighters share second,
    everyone else keeps his place."""
    players = [replace(p, rank=1 if p.name == champion else 2 if p.name in fighters else p.rank)
               for p in ranking.players]
    players.sort(key=lambda p: p.rank)  # stable: the order within a rank stays
    return Ranking(tuple(players), FINAL_COMBAT,
                   f"{', '.join(fighters)} tied on reputation and businesses; {champion} wins the final combat")


def tie_word(ranking: Ranking) -> str | None:
    """What separated players tied on reputation at the top: "businesses", "final combat", or None (no tie)."""
    if ranking.decided_by in ("tie", FINAL_COMBAT):
        return FINAL_COMBAT
    return ranking.decided_by if ranking.decided_by == "businesses" else None


def furi_reached(furi_reputation: int, win: int) -> bool:
    """« Furi arrive à 20 points de réputation. Elle gagne et tous les joueurs perdent »."""
    return furi_reputation >= win


def score(variant: str, furi_reputation: int | None, players: Sequence[Standing], *, win: int,
          furi_win: int) -> dict[str, Any]:
    """The ``tabletop narcopolis score`` answer for a position at the end of a round: whether the game is over,
    the winner (a name, "furi" or None while a final combat must decide) and each player's rank."""
    if variant == "furi":
        if furi_reputation is None:
            raise ValueError(Inside(place_words(("furi_reputation",), SCORE, None),
                _("Furi's game needs her reputation")))
        won = furi_reached(furi_reputation, furi_win)
        ranking = furi_ranking(players, Standing(FURI, furi_reputation, 0), furi_won=won)
        over = won or any(p.reputation > furi_reputation for p in players)
    else:
        ranking = classic_ranking(players)
        over = any(p.reputation >= win for p in players)
    leaders = ranking.winners()
    winner = None
    if over and len(leaders) == 1:
        winner = "furi" if leaders[0] == FURI and variant == "furi" else leaders[0]
    ranks = {p.name: p.rank for p in ranking.players}
    return {"over": over, "winner": winner, "players": [{"name": p.name, "rank": ranks[p.name]} for p in players],
            "tie": tie_word(ranking)}
