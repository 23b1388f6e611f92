"""The 18 gangs as the referee reads them: composition, budget, starting kit, restrictions and special rules."""

from __future__ import annotations

from typing import Any

from tabletop.games.peur_sur_la_ville.rules.rules import ROLES, Gang, PeurError, PeurRules, load_rules
from tabletop.i18n import _
from tabletop.sentences import say


def gang(letter: str, rules: PeurRules | None = None) -> Gang:
    """The gang template for ``letter`` (A–R, either case); an unknown letter is one line listing the gangs."""
    rules = rules or load_rules()
    key = letter.strip().upper()
    if key not in rules.gangs:
        raise PeurError(_("unknown gang '{letter}'; gangs: {gangs}").format(
            letter=letter, gangs=", ".join(f"{g.letter} {g.name}" for g in rules.gangs.values())))
    return rules.gangs[key]


def composition_text(template: Gang) -> str:
    """« 1 Officier + 1 Sous-off + 8 Flics » in the gang's own titles, each agreeing with its count."""
    return " + ".join(say("peur-figures-counted", count=template.composition[r], one=template.titles[r],
                          other=template.plural_titles[r]) for r in ROLES if template.composition[r])


def weapons_text(template: Gang) -> str:
    if template.fixed_weapons:
        return ", ".join(template.fixed_weapons)
    kinds = {"firearm": "arme de tir", "melee": "arme de combat"}
    return f"{template.weapon_count} × " + " ou ".join(kinds[k] for k in template.choose_from)


def gang_summary(template: Gang, rules: PeurRules | None = None) -> dict[str, Any]:
    """Everything ``tabletop gangs --json`` prints for one gang."""
    rules = rules or load_rules()
    return {
        "letter": template.letter,
        "name": template.name,
        "composition": {r: {"title": template.titles[r], "count": template.composition[r]}
                        for r in ROLES if template.composition[r]},
        "figures": template.size,
        "budget": template.budget,
        "weapons": weapons_text(template),
        "kit": list(template.kit),
        "vehicles": [{"kind": kind, "count": count} for kind, count in template.vehicles],
        "abilities": [{"ability": rules.abilities[a].label, "who": who} for a, who in template.abilities],
        "restrictions": [r.text for r in template.restrictions],
        "traits": [{"effect": e.effect, "value": e.value, **({"against": list(e.against)} if e.against else {}),
                    "text": e.text} for e in template.effects],
    }


def gang_lines(template: Gang, rules: PeurRules | None = None) -> list[str]:
    """The plain-text listing of one gang for ``tabletop gangs``."""
    rules = rules or load_rules()
    lines = [f"{template.letter} – {template.name}: {composition_text(template)}; budget {template.budget} bitcoins",
             f"    armes: {weapons_text(template)}"]
    if template.kit:
        lines.append(f"    équipement: {', '.join(rules.items[k].label for k in template.kit)}")
    if template.vehicles:
        lines.append("    véhicules: " + ", ".join(f"{count} {_vehicle_label(kind, rules)}"
                                                  for kind, count in template.vehicles))
    for ability, who in template.abilities:
        lines.append(f"    capacité: {rules.abilities[ability].label} ({who})")
    lines += [f"    restriction: {r.text}" for r in template.restrictions]
    lines += [f"    règle: {e.text}" for e in template.effects]
    return lines


def _vehicle_label(kind: str, rules: PeurRules) -> str:
    if kind in rules.starting_vehicles:
        return rules.starting_vehicles[kind].label
    return rules.items[kind].label
