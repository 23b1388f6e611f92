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
from tabletop.rule_places.camorra import COMBAT, COMBAT_FILE
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

def combat_from_json(rules: CamorraRules, data: Any) -> tuple[Side, Side, list[tuple[str, int]]]:
    """The two sides and the corruption chain; ValueError naming the field on anything wrong. The file's
    ``guarded`` is read by ``guarded_from_json``."""
    if not isinstance(data, dict):
        raise ValueError(_("{place}: expected an object with \"attacker\" and \"defender\"").format(
            place=_(COMBAT_FILE)))
    unknown = sorted(set(data) - {"attacker", "defender", "corruption", "guarded"})
    if unknown:
        raise ValueError(_("{place}: unknown field « {value} »").format(place=_(COMBAT_FILE), value=unknown[0]))
    sides = [side_from_json(rules, data.get(role), (role,)) for role in ROLES]
    chain_data = data.get("corruption", [])
    if not isinstance(chain_data, list):
        raise ValueError(_("{place}: expected a list of {{\"by\", \"points\"}} in the order laid").format(
            place=_place(("corruption",))))
    chain: list[tuple[str, int]] = []
    for index, card in enumerate(chain_data):
        if not isinstance(card, dict) or card.get("by") not in ROLES:
            raise ValueError(_("{place}: expected \"attacker\" or \"defender\"").format(
                place=_place(("corruption", index, "by"))))
        points = _whole(card.get("points"), ("corruption", index, "points"))
        if chain and chain[-1][0] == card["by"]:
            raise ValueError(_("{place}: the chain alternates, but the {value} laid the card before too").format(
                place=_place(("corruption", index, "by")), value=card['by']))
        chain.append((card["by"], points))
    return sides[0], sides[1], chain


def guarded_from_json(data: Any) -> bool | None:
    """The file's ``guarded``: true when a Caporegime guards the attacked terrain, sent to the duel or staying
    home; false when none does; null or absent: whether the defender sent one."""
    guarded = data.get("guarded") if isinstance(data, dict) else None
    if guarded is not None and not isinstance(guarded, bool):
        raise ValueError(_("{place}: expected true, false or null, got {value!r}").format(
            place=_place(("guarded",)), value=guarded))
    if guarded is False and isinstance(data.get("defender"), dict) and data["defender"].get("capo") is not None:
        raise ValueError(_("{place}: false, but the defender sent a Caporegime, which guards the terrain").format(
            place=_place(("guarded",))))
    return guarded


def side_from_json(rules: CamorraRules, data: Any, at: tuple[str, ...]) -> Side:
    """One side of a combat file, ``at`` its path there (``("attacker",)``); ValueError naming the field in words."""
    if not isinstance(data, dict):
        raise ValueError(_("{place}: expected an object").format(
            place=_place(at)))
    unknown = sorted(set(data) - {"capo", "polyvalent_as", "weapons", "municipalities", "support", "die"})
    if unknown:
        raise ValueError(_("{place}: unknown field '{value}'").format(
            place=_place(at), value=unknown[0]))
    capo = data.get("capo")
    kind = None
    if capo is not None:
        kind = rules.capo_kind(capo) if isinstance(capo, str) else None
        if kind is None:
            raise ValueError(_("{place}: unknown Caporegime {capo!r} (expected one of {items} or null)").format(
                place=_place((*at, "capo")), capo=capo, items=', '.join(rules.capos)))
    role = data.get("polyvalent_as")
    if role not in (None, "attack", "defense"):
        raise ValueError(_("{place}: expected \"attack\", \"defense\" or null, got {role!r}").format(
            place=_place((*at, "polyvalent_as")), role=role))
    weapons = data.get("weapons", [])
    if not isinstance(weapons, list):
        raise ValueError(_("{place}: expected a list of card values").format(
            place=_place((*at, "weapons"))))
    values = tuple(_whole(w, (*at, "weapons", i)) for i, w in enumerate(weapons))
    numerals = data.get("municipalities", [])
    if not isinstance(numerals, list):
        raise ValueError(_("{place}: expected a list of numerals such as \"IV\"").format(
            place=_place((*at, "municipalities"))))
    found = []
    for i, numeral in enumerate(numerals):
        municipality = rules.municipality(numeral) if isinstance(numeral, str) else None
        if municipality is None:
            raise ValueError(_("{place}: unknown municipality {numeral!r} (I to {id})").format(
                place=_place((*at, "municipalities", i)), numeral=numeral, id=rules.municipalities[-1].id))
        if municipality.id in found:
            raise ValueError(_("{place}: municipality {id} is listed twice").format(
                place=_place((*at, "municipalities", i)), id=municipality.id))
        found.append(municipality.id)
    die = _whole(data.get("die", 0), (*at, "die"))
    if die > 6:
        raise ValueError(_("{place}: a d6 has no face {die}").format(
            place=_place((*at, "die")), die=die))
    return Side(capo=kind, polyvalent_as=role, weapons=values, municipalities=tuple(found),
                support=_whole(data.get("support", 0), (*at, "support")), die=die)


def _whole(value: Any, at: tuple[Any, ...]) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < 0 or value > 999:
        raise ValueError(_("{place}: expected a whole number from 0 to 999, got {value!r}").format(
            place=_place(at), value=value))
    return value


def _place(path: tuple[Any, ...]) -> str:
    """A field of a combat file in the referee's words: « the attacker's weapon 1 »."""
    return place_words(path, COMBAT, None)
