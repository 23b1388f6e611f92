"""The 18 gangs as the referee reads them: composition, budget, starting kit, restrictions and special rules."""

from __future__ import annotations

from typing import Any

from tabletop.games.peur_sur_la_ville.rules.rules import ROLES, Gang, PeurError, PeurRules, load_rules
from tabletop.formats import counted
from tabletop.games.peur_sur_la_ville.rules.labels import thing_label
from tabletop.i18n import _, ngettext
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


def weapons_text(template: Gang, rules: PeurRules | None = None) -> str:
    """Each figure's free weapons: the rulebook's names of the fixed ones (« Pistolet »), or how many it chooses
    and among what (« 2 armes de tir ou de combat au choix »)."""
    if template.fixed_weapons:
        return ", ".join(thing_label(w, rules) for w in template.fixed_weapons)
    kinds = frozenset(template.choose_from)
    count = template.weapon_count
    if kinds == {"firearm"}:
        return ngettext("{count} firearm of its choice", "{count} firearms of its choice", count).format(count=count)
    if kinds == {"melee"}:
        return ngettext("{count} melee weapon of its choice", "{count} melee weapons of its choice",
                        count).format(count=count)
    return ngettext("{count} firearm or melee weapon of its choice", "{count} firearms or melee weapons of its choice",
                    count).format(count=count)


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
    """The plain-text listing of one gang for ``tabletop gangs``: one whole line per thing it has, the rulebook's
    own sentences (restrictions and special rules) quoted as printed."""
    rules = rules or load_rules()
    lines = [ngettext("{letter} – {name}: {composition}; budget of {budget} bitcoin",
                      "{letter} – {name}: {composition}; budget of {budget} bitcoins", template.budget).format(
        letter=template.letter, name=template.name, composition=composition_text(template), budget=template.budget),
             "    " + _("weapons: {weapons}").format(weapons=weapons_text(template, rules))]
    if template.kit:
        kit = ", ".join(thing_label(k, rules) for k in template.kit)
        lines.append("    " + _("equipment: {items}").format(items=kit))
    if template.vehicles:
        lines.append("    " + _("vehicles: {vehicles}").format(vehicles=", ".join(
            counted(thing_label(kind, rules), count) for kind, count in template.vehicles)))
    for ability, who in template.abilities:  # who: "all", or the role whose figure has it (its title in this gang)
        label = rules.abilities[ability].label
        lines.append("    " + (_("ability: {ability} (every figure)").format(ability=label) if who == "all" else
                               _("ability: {ability} ({title})").format(ability=label, title=template.titles[who])))
    lines += ["    " + _("restriction: {text}").format(text=r.text) for r in template.restrictions]
    lines += ["    " + _("special rule: {text}").format(text=e.text) for e in template.effects]
    return lines
