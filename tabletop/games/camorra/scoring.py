"""The end and the final count (§ FIN DE PARTIE).

« La partie se termine lorsqu'un joueur n'a plus de cartes Terrain OU qu'il n'a plus de cartes Caporegime. À ce
moment, les gangs restant comptent leur point de la manière suivante : 1 Caporegime en vie = 1 point, 1 Carte
Terrain = 1 point, 1 Municipalité complète = 2 points. » The gang that ended the game does not score and ranks
after the remaining ones; the book gives no tie-break, so tied gangs share a rank unless a house rule adds
criteria (setting ``tie_break``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from tabletop.games.camorra.rules import CamorraRules
from tabletop.games.interface import PlayerResult, Ranking, rank_by
from tabletop.i18n import N_, _
from tabletop.jsontext import Inside, typed
from tabletop.rule_places.camorra import SCORE
from tabletop.schema_words import place_words
from tabletop.sentences import clauses, listed


@dataclass(frozen=True)
class Gang:
    name: str
    capos: int  # Caporegimes alive (paralysed ones included)
    terrains: tuple[str, ...]


def is_out(gang: Gang) -> bool:
    """This gang has no Terrain or no Caporegime left: the game is over."""
    return gang.capos == 0 or not gang.terrains


def breakdown(rules: CamorraRules, gang: Gang) -> dict[str, int]:
    complete = rules.complete(gang.terrains)
    # The keys are identifiers in the JSON output; N_ marks them for the score sheet's headers.
    return {N_("caporegimes"): gang.capos * rules.score_capo, N_("terrains"): len(gang.terrains) * rules.score_terrain,
            N_("municipalities"): len(complete) * rules.score_municipality}


def score(rules: CamorraRules, gang: Gang) -> int:
    return sum(breakdown(rules, gang).values())


def rank_gangs(rules: CamorraRules, gangs: Sequence[Gang], tie_break: Sequence[str] = ()) -> Ranking:
    """The remaining gangs by score (then ``tie_break`` criteria), the gangs out of the game after them."""
    remaining = [g for g in gangs if not is_out(g)]
    out = [g for g in gangs if is_out(g)]
    keys = {"caporegimes": lambda g: g.capos, "terrains": lambda g: len(g.terrains)}
    criteria = [N_("score"), *tie_break]
    rows = [(g.name, (score(rules, g), *(keys[c](g) for c in tie_break))) for g in remaining]
    ranking = rank_by(rows, criteria, breakdowns={g.name: breakdown(rules, g) for g in remaining})
    players = list(ranking.players)
    for gang in out:
        players.append(PlayerResult(name=gang.name, rank=len(remaining) + 1, score=0,
                                    breakdown={k: 0 for k in breakdown(rules, gang)}, eliminated=True))
    explanation = _explain(ranking, remaining, out, tie_break)
    return Ranking(players=tuple(players), decided_by=ranking.decided_by, explanation=explanation)


def _explain(ranking: Ranking, remaining: Sequence[Gang], out: Sequence[Gang], tie_break: Sequence[str]) -> str:
    if not remaining:
        text = _("no gang is left to score")
    elif ranking.decided_by == "tie":
        shared = listed([p.name for p in ranking.players if p.rank == 1])
        if tie_break:
            text = _("{gangs} are level on score and on {criteria} and share first place (the book gives no "
                     "tie-break)").format(gangs=shared, criteria=listed([_(c) for c in tie_break]))
        else:
            text = _("{gangs} are level on score and share first place (the book gives no tie-break)").format(
                gangs=shared)
    else:
        text = _("{explanation} (1 per Caporegime alive, 1 per Terrain, 2 per complete municipality)").format(
            explanation=ranking.explanation)
    # Each gang out of the game is a whole clause of its own after the ranking's.
    gone = [_("{gang} has no Caporegime left, ended the game and ranks after the remaining gangs").format(
                gang=gang.name) if gang.capos == 0 else
            _("{gang} has no Terrain left, ended the game and ranks after the remaining gangs").format(gang=gang.name)
            for gang in out]
    return clauses([text, *gone])


def score_json(rules: CamorraRules, data: Mapping[str, Any]) -> dict[str, Any]:
    """``tabletop camorra score``: the players of a file checked by ``score.schema.json``, with their counts,
    municipalities, score and rank; a Caporegime or a quartier the rule data does not have, a quartier held twice or
    two players of one name are refused (ValueError) naming the place in words."""
    def place(*path: Any) -> str:
        return place_words(path, SCORE, None, data=data)

    if not data["players"]:
        raise ValueError(Inside(place("players"), _("no player")))
    gangs: list[Gang] = []
    holder: dict[str, str] = {}
    for index, player in enumerate(data["players"]):
        name = player["name"]
        capos = player.get("capos", [])
        for number, capo in enumerate(capos):
            if rules.capo_kind(capo) is None:
                raise ValueError(Inside(place("players", index, "capos", number),
                    _("unknown Caporegime {capo} (expected one of {items})").format(
                        capo=typed(capo), items=", ".join(rules.capos))))
        found = []
        for number, terrain in enumerate(player.get("terrains", [])):
            quartier = rules.quartier(terrain)
            if quartier is None:
                raise ValueError(Inside(place("players", index, "terrains", number),
                    _("unknown quartier {terrain}").format(terrain=typed(terrain))))
            if quartier in holder:
                raise ValueError(Inside(place("players", index, "terrains", number),
                    _("{quartier} is also held by « {value} »").format(quartier=quartier, value=holder[quartier])))
            holder[quartier] = name
            found.append(quartier)
        gangs.append(Gang(name=name, capos=len(capos), terrains=tuple(found)))
    if len({g.name for g in gangs}) != len(gangs):
        raise ValueError(Inside(place("players"), _("two players have the same name")))
    ranking = rank_gangs(rules, gangs)
    by_name = {p.name: p for p in ranking.players}
    return {"over": any(is_out(g) for g in gangs),
            "players": [{"name": g.name, "capos": g.capos, "terrains": len(g.terrains),
                         "municipalities": [m.id for m in rules.complete(g.terrains)],
                         "score": int(by_name[g.name].score or 0), "rank": by_name[g.name].rank} for g in gangs]}
