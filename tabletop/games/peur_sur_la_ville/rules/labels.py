"""The rulebook's name of anything a gang owns, from its identifier: an item, a weapon, an ability, a vehicle or a
campaign resource. The identifiers stay what the files and the ledger hold; the lines a referee reads (the gang
sheet, the ledger, the campaign's spending list) show the name."""

from __future__ import annotations

from tabletop.games.peur_sur_la_ville.rules.rules import PeurRules, load_rules


def thing_label(name: str, rules: PeurRules | None = None) -> str:
    """« Véhicule blindé » for ``vehicule-blinde``, « Tronçonneuse » for ``tronconneuse``, « Labo » for the resource
    ``labo``; the identifier itself when the rules do not know it or do not name it (a house rule's thing since
    removed, a house-rule file written before the names were: it still loads)."""
    rules = rules or load_rules()
    for table in (rules.items, rules.firearms, rules.explosives, rules.abilities, rules.starting_vehicles):
        if name in table:
            return table[name].label
    if name in rules.melee_weapon_labels:
        return rules.melee_weapon_labels[name]
    resource = rules.campaign["resources"].get(name)
    return resource.get("label", name) if resource is not None else name
