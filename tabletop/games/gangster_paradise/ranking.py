"""The final ranking (§ Fin de la partie): « celui qui a le plus de billets blancs l'emporte. En cas d'égalité
celui avec le plus de membres de sa famille est vainqueur, puis on regarde le nombre de billets rouges, puis on
règle tout ça à pierre-feuille-ciseaux »."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Sequence

from tabletop.games.interface import Ranking, rank_by
from tabletop.i18n import N_
from tabletop.sentences import listed, say

# Identifiers in the JSON output (decided_by), marked with N_ for the ranking's words.
CRITERIA = (N_("white"), N_("members"), N_("red"), N_("pierre-feuille-ciseaux"))
# The score sheet's headers of the parts: notes are counted, so the headers say whose count it is.
PART_WORDS = {"white": N_("White bills"), "members": N_("Members"), "red": N_("Red bills")}


@dataclass(frozen=True)
class ClanScore:
    name: str
    white: int
    members: int
    red: int


def tied_groups(scores: Sequence[ClanScore]) -> list[list[str]]:
    """Groups of two or more clans level on white, members and red, best group first: pierre-feuille-ciseaux
    decides inside each."""
    groups: dict[tuple[int, int, int], list[str]] = {}
    for s in scores:
        groups.setdefault((s.white, s.members, s.red), []).append(s.name)
    return [names for key, names in sorted(groups.items(), reverse=True) if len(names) > 1]


def rank_clans(scores: Sequence[ClanScore], rock_paper_scissors: Sequence[Sequence[str]] = ()) -> Ranking:
    """Rank the clans; ``rock_paper_scissors`` holds the orders the referee entered for tied groups (winner first).
    Clans level on every key and not yet ordered share their rank, and ``decided_by`` is then
    "pierre-feuille-ciseaux": the table settles it."""
    played = {}
    for order in rock_paper_scissors:
        for place, name in enumerate(order):
            played[name] = len(order) - place
    rows = [(s.name, (s.white, s.members, s.red, played.get(s.name, 0))) for s in scores]
    ranking = rank_by(rows, CRITERIA, scores={s.name: s.white for s in scores},
                      breakdowns={s.name: {N_("white"): s.white, N_("members"): s.members, N_("red"): s.red}
                                  for s in scores})
    if ranking.decided_by == "tie":
        return Ranking(ranking.players, "pierre-feuille-ciseaux",
                       say("gp-ranking-unsettled", tied=listed(ranking.winners())), PART_WORDS)
    return replace(ranking, part_words=PART_WORDS)
