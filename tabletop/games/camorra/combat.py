"""The combat calculator: each side's total, part by part, and the outcome (§ Les combats (ou Attaque)).

« Le total des points de combat est la somme de : les points d'Attaque ou de Défense des Caporegimes […], les
points de corruption, les points d'armes, les points de terrain, les éventuels points de soutien […], les points
indiqués par le dé. » Pure arithmetic over plain data: the game's combat and ``tabletop camorra combat`` both
call ``resolve``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from tabletop.games.camorra.rules import CamorraRules
from tabletop.i18n import _
from tabletop.jsontext import Inside, typed
from tabletop.rule_places.camorra import COMBAT
from tabletop.schema_words import place_words

ROLES = ("attacker", "defender")
DEFENDER_KILLED = "defender_capo_killed"
TERRAIN_TAKEN = "terrain_taken"
ATTACKER_KILLED = "attacker_capo_killed"
REROLL = "reroll"


@dataclass(frozen=True)
class Side:
    """One side of a combat as laid on the table."""

    capo: str | None = None  # the Caporegime kind in the duel; None when the side sent none
    polyvalent_as: str | None = None  # "attack" or "defense": the Polyvalent's one role; None = the side's own
    weapons: tuple[int, ...] = ()  # the Arme cards' printed values
    municipalities: tuple[str, ...] = ()  # the side's complete municipalities, by numeral
    support: int = 0  # Soutien cards laid for this side
    die: int = 0


@dataclass(frozen=True)
class SideTotal:
    total: int
    parts: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class CombatResult:
    attacker: SideTotal
    defender: SideTotal
    result: str  # DEFENDER_KILLED, TERRAIN_TAKEN, ATTACKER_KILLED or REROLL
    police: str | None  # the role that laid the last Corruption card (« a la police dans son camp »)

    def winner(self) -> str | None:
        """The winning role, None on a tie."""
        if self.result == REROLL:
            return None
        return "defender" if self.result == ATTACKER_KILLED else "attacker"

    def to_json(self) -> dict[str, Any]:
        return {"attacker": {"total": self.attacker.total, "parts": dict(self.attacker.parts)},
                "defender": {"total": self.defender.total, "parts": dict(self.defender.parts)},
                "result": self.result}


def capo_points(rules: CamorraRules, capo: str | None, role: str, polyvalent_as: str | None = None) -> int:
    """Attack points for the attacker, defence points for the defender; the Polyvalent gives its +3 in the one role
    chosen (« +3 points d'attaque OU +3 points de défense »), its side's own role unless told otherwise."""
    if capo is None:
        return 0
    kind = rules.capos[capo]
    own = "attack" if role == "attacker" else "defense"
    if kind.one_role_only and (polyvalent_as or own) != own:
        return 0
    return kind.attack if role == "attacker" else kind.defense


def corruption_outcome(chain: Sequence[tuple[str, int]]) -> tuple[str | None, int]:
    """Who has the police and what it is worth: « Le joueur qui a posé une carte Corruption en dernier a la police
    dans son camp et gagne le total des points des cartes Corruption » (both sides' cards)."""
    if not chain:
        return None, 0
    return chain[-1][0], sum(points for _, points in chain)


def side_total(rules: CamorraRules, side: Side, role: str, corruption: int) -> SideTotal:
    multiplier = rules.capos[side.capo].weapon_multiplier if side.capo else 1
    terrain = 0
    for mid in side.municipalities:
        municipality = rules.municipality(mid)
        terrain += municipality.points if municipality else 0
    parts = {"capo": capo_points(rules, side.capo, role, side.polyvalent_as), "corruption": corruption,
             "weapons": sum(side.weapons) * multiplier, "terrain": terrain,
             "support": side.support * rules.support_points, "die": side.die}
    return SideTotal(total=sum(parts.values()), parts=parts)


def resolve(rules: CamorraRules, attacker: Side, defender: Side, corruption: Sequence[tuple[str, int]] = (),
            guarded: bool | None = None) -> CombatResult:
    """The totals and the consequence. ``guarded`` says whether a Caporegime guards the attacked terrain (by
    default: whether the defender sent one). « Si le joueur Attaquant a plus de points, il tue le Caporegime
    assigné au terrain attaqué. Si le terrain n'était gardé par aucun Caporegime, le joueur Attaquant s'empare de
    la carte Terrain. Si le joueur Défenseur a plus de points, il tue le Caporegime qui l'attaquait. En cas
    d'égalité, les joueurs relancent les dés. »"""
    police, worth = corruption_outcome(corruption)
    a = side_total(rules, attacker, "attacker", worth if police == "attacker" else 0)
    d = side_total(rules, defender, "defender", worth if police == "defender" else 0)
    if guarded is None:
        guarded = defender.capo is not None
    if a.total > d.total:
        result = DEFENDER_KILLED if guarded else TERRAIN_TAKEN
    elif d.total > a.total:
        result = ATTACKER_KILLED
    else:
        result = REROLL
    return CombatResult(attacker=a, defender=d, result=result, police=police)


# --- reading a combat from JSON (``tabletop camorra combat``) ---------------------------------------------------

def combat_from_json(rules: CamorraRules, data: Mapping[str, Any]) -> tuple[Side, Side, list[tuple[str, int]]]:
    """The two sides and the corruption chain of a combat file already checked by ``combat.schema.json``;
    ValueError naming the field in words on what the rules refuse (a Caporegime or a municipality the rule data does
    not have, a chain that does not alternate). The file's ``guarded`` is read by ``guarded_from_json``."""
    sides = [side_from_json(rules, data[role], (role,)) for role in ROLES]
    chain: list[tuple[str, int]] = []
    for index, card in enumerate(data.get("corruption", [])):
        if chain and chain[-1][0] == card["by"]:
            raise ValueError(Inside(_place(("corruption", index, "by")),
                _("the chain alternates, but the {value} laid the card before too").format(value=card['by'])))
        chain.append((card["by"], card["points"]))
    return sides[0], sides[1], chain


def guarded_from_json(data: Mapping[str, Any]) -> bool | None:
    """The file's ``guarded``: true when a Caporegime guards the attacked terrain, sent to the duel or staying
    home; false when none does; null or absent: whether the defender sent one."""
    guarded = data.get("guarded")
    if guarded is False and data["defender"].get("capo") is not None:
        raise ValueError(Inside(_place(("guarded",)),
            _("false, but the defender sent a Caporegime, which guards the terrain")))
    return guarded


def side_from_json(rules: CamorraRules, data: Mapping[str, Any], at: tuple[str, ...]) -> Side:
    """One side of a checked combat file, ``at`` its path there (``("attacker",)``); ValueError naming the field in
    words on a Caporegime or a municipality the rule data does not have."""
    capo = data.get("capo")
    kind = None
    if capo is not None:
        kind = rules.capo_kind(capo)
        if kind is None:
            raise ValueError(Inside(_place((*at, "capo")),
                _("unknown Caporegime {capo} (expected one of {items} or null)").format(
                    capo=typed(capo), items=', '.join(rules.capos))))
    found = []
    for i, numeral in enumerate(data.get("municipalities", [])):
        municipality = rules.municipality(numeral)
        if municipality is None:
            raise ValueError(Inside(_place((*at, "municipalities", i)),
                _("unknown municipality {numeral} (I to {id})").format(
                    numeral=typed(numeral), id=rules.municipalities[-1].id)))
        if municipality.id in found:
            raise ValueError(Inside(_place((*at, "municipalities", i)),
                _("municipality {id} is listed twice").format(id=municipality.id)))
        found.append(municipality.id)
    return Side(capo=kind, polyvalent_as=data.get("polyvalent_as"), weapons=tuple(data.get("weapons", [])),
                municipalities=tuple(found), support=data.get("support", 0), die=data.get("die", 0))


def _place(path: tuple[Any, ...]) -> str:
    """A field of a combat file in the referee's words: « the attacker's weapon 1 »."""
    return place_words(path, COMBAT, None)
