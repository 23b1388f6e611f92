"""Standings after a turn, the Parrain at the end (« LE PARRAIN »), and the duel of the tied leaders."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from tabletop.games.peur_sur_la_ville.rules.campaign import Godfather, godfather
from tabletop.games.peur_sur_la_ville.campaign.settings import BookRules, Contract
from tabletop.games.peur_sur_la_ville.campaign.setup import CampaignView
from tabletop.games.peur_sur_la_ville.rules import Defence, Dice, Fighter, PeurRules, load_rules, shoot
from tabletop.geometry import load_terrain_rules

DUEL_PASSAGE = ("En cas d'égalité, les Leaders vont s'opposer dans un duel à mort avec chacun 1 pistolet à courte "
                "portée, sans Gilet Pare-balles, et à découvert. Celui qui survit devient le Parrain.")
DUEL_WEAPON = "pistolet"


@dataclass(frozen=True)
class Standing:
    letter: str
    player: str
    reputation: int
    bitcoins: int
    resources: tuple[str, ...]
    figures: int
    leader_alive: bool
    contracts: tuple[Contract, ...] = ()  # held for the turn being played

    def contract_titles(self) -> str:
        """« Le casse de la Banque (+3), … », or "—"."""
        return ", ".join(f"{c.title or c.asks} (+{c.reputation})" for c in self.contracts) or "—"


def standings(view: CampaignView) -> list[Standing]:
    """The gangs, best reputation first (then the richer)."""
    rows = [Standing(g.letter, view.setup.players[g.letter], g.reputation, g.bitcoins, g.resources, len(g.alive),
                     g.leader_alive, view.turn_contracts.get(g.letter, ())) for g in view.gangs.values()]
    return sorted(rows, key=lambda s: (-s.reputation, -s.bitcoins, s.letter))


def parrain(view: CampaignView) -> Godfather:
    """« Celui qui a une Réputation plus élevée que les autres, et si son LEADER/OFFICIER est en vie, devient
    PARRAIN »; tied leaders duel."""
    return godfather({g: a.reputation for g, a in view.gangs.items()},
                     {g: a.leader_alive for g, a in view.gangs.items()})


def show_document(view: CampaignView) -> dict[str, Any]:
    """The ``tabletop campaign show --json`` contract."""
    found = parrain(view)
    return {"turn": view.turn, "bavures": view.bavures, "garde_nationale": view.garde_nationale,
            "gangs": {g: {"bitcoins": a.bitcoins, "reputation": a.reputation, "resources": list(a.resources),
                          "figures": len(a.alive)} for g, a in view.gangs.items()},
            "parrain": {"winner": found.winner, "duel": list(found.duel)}}


@dataclass(frozen=True)
class DuelShot:
    shooter: str
    target: str
    faces: tuple[str, ...]
    wounds: int


@dataclass(frozen=True)
class DuelRound:
    """One round of the duel: every leader still standing shoots at once, each at the next one standing."""

    shots: tuple[DuelShot, ...]
    wounds: Mapping[str, int]
    standing: tuple[str, ...]

    @property
    def over(self) -> bool:
        return len(self.standing) <= 1

    @property
    def winner(self) -> str | None:
        """The survivor; None when none is left (« le Maire peut être satisfait ») or the duel goes on."""
        return self.standing[0] if len(self.standing) == 1 else None


def duel_round(wounds: Mapping[str, int], dice: Dice, book_rules: BookRules,
               rules: PeurRules | None = None) -> DuelRound:
    """A round of « chacun 1 pistolet à courte portée, sans Gilet Pare-balles, et à découvert »: the shots are
    simultaneous (each shooter's wounds are those before the round). ``dice`` is seeded or the faces entered."""
    rules = rules or load_rules()
    out_at = book_rules.setting("duel_out_at_wounds")
    distance = load_terrain_rules().measures.short_cm
    standing = [g for g, w in wounds.items() if w < out_at]
    after = dict(wounds)
    shots = []
    for i, shooter in enumerate(standing if len(standing) > 1 else []):
        target = standing[(i + 1) % len(standing)]
        shot = shoot(DUEL_WEAPON, distance, dice, shooter=Fighter(wounds=wounds[shooter]),
                     defence=Defence(fighter=Fighter(wounds=wounds[target])), rules=rules)
        after[target] += shot.target.wounds
        shots.append(DuelShot(shooter, target, shot.roll.faces + shot.target.save_faces, shot.target.wounds))
    return DuelRound(tuple(shots), after, tuple(g for g in standing if after[g] < out_at))
