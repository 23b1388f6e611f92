"""The roster builder (« 6) CONSTRUIRE SON GANG », « EQUIPER SON GANG »): a gang from its template, purchases
within the budget, the gang's restrictions, and every problem said in plain words."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, replace
from functools import lru_cache
from importlib import resources
from typing import Any, Mapping, Sequence

import jsonschema

from tabletop.games.peur_sur_la_ville.rules.fighters import Fighter, fighter_for
from tabletop.games.peur_sur_la_ville.rules.gangs import gang
from tabletop.games.peur_sur_la_ville.rules.labels import thing_label
from tabletop.games.peur_sur_la_ville.rules.rules import ROLES, Gang, PeurError, PeurRules, load_rules
from tabletop.i18n import N_, _, ngettext, placed
from tabletop.jsontext import JsonTextError, in_file, read_json_file, size_problem
from tabletop.schema_words import expectation, first_errors, roster_field_words
from tabletop.sentences import listed, noun_args, say

WEAPON_ITEMS = {"arme-de-tir": "firearm", "arme-de-combat": "melee"}
ROSTER_FORMAT = "tabletop-roster"  # the header of a roster file (a roster inside a saved game has none)


@dataclass(frozen=True)
class RosterFigure:
    role: str
    title: str
    weapons: tuple[str, ...]
    items: tuple[tuple[str, int], ...] = ()  # (item, units carried)
    abilities: tuple[str, ...] = ()  # bought abilities (the template's free ones are added by the gang)

    def units(self, item: str) -> int:
        return sum(n for name, n in self.items if name == item)


@dataclass(frozen=True)
class Purchase:
    """One line of the price list (or an ability) bought for ``figure`` (None: for the gang, e.g. a car)."""

    name: str
    figure: int | None
    choice: str = ""  # the weapon bought with « arme-de-tir » / « arme-de-combat »


@dataclass(frozen=True)
class Roster:
    gang: str
    figures: tuple[RosterFigure, ...]
    vehicles: tuple[tuple[str, int], ...]
    purchases: tuple[Purchase, ...] = ()

    def spent(self, rules: PeurRules | None = None) -> int:
        rules = rules or load_rules()
        return sum(_cost(p.name, rules) for p in self.purchases)

    def budget(self, rules: PeurRules | None = None) -> int:
        return gang(self.gang, rules).budget

    def left(self, rules: PeurRules | None = None) -> int:
        return self.budget(rules) - self.spent(rules)


def _cost(name: str, rules: PeurRules) -> int:
    return rules.items[name].cost if name in rules.items else rules.abilities[name].cost


def _default_weapons(template: Gang, rules: PeurRules) -> tuple[str, ...]:
    if template.fixed_weapons:
        return template.fixed_weapons
    return (rules.default_weapons[template.choose_from[0]],) * template.weapon_count


def new_roster(letter: str, rules: PeurRules | None = None) -> Roster:
    """The gang as the rulebook hands it over: its 10 figures with their free weapons (a pistol — or a sword for
    Amazones — where the player chooses; change them with ``set_weapons``), kit and vehicles, nothing bought."""
    rules = rules or load_rules()
    template = gang(letter, rules)
    weapons = _default_weapons(template, rules)
    kit = tuple((item, 1) for item in template.kit)
    figures = tuple(RosterFigure(role, template.titles[role], weapons, kit)
                    for role in ROLES for _ in range(template.composition[role]))
    return Roster(template.letter, figures, template.vehicles)


def _figure_index(roster: Roster, figure: int | None) -> int:
    if figure is None:
        raise PeurError(_("say which figure gets it: 0 to {number}").format(
            number=len(roster.figures) - 1))
    if not 0 <= figure < len(roster.figures):
        raise PeurError(_("figure {figure} does not exist: the gang has figures 0 to {number}").format(
            figure=figure, number=len(roster.figures) - 1))
    return figure


def _with_figure(roster: Roster, index: int, figure: RosterFigure) -> Roster:
    figures = list(roster.figures)
    figures[index] = figure
    return replace(roster, figures=tuple(figures))


def _weapon_category(name: str, rules: PeurRules) -> str:
    if name in rules.melee_weapons:
        return "melee"
    if name in rules.firearms and rules.firearms[name].kind in ("single", "burst", "non_lethal"):
        return "firearm"
    carried = [thing_label(weapon, rules) for category in ("firearm", "melee")
               for weapon in weapon_choices(category, rules)]
    raise PeurError(_("« {name} » is not among the weapons a figure can carry, which are {weapons}").format(
        name=thing_label(name, rules), weapons=listed(carried)))


def weapon_choices(category: str, rules: PeurRules | None = None) -> tuple[str, ...]:
    """The weapons of a category ("firearm": non-explosive shooting weapons, "melee") a figure can carry."""
    rules = rules or load_rules()
    firearms = [n for n, a in rules.firearms.items() if a.kind in ("single", "burst", "non_lethal")]
    return tuple(firearms if category == "firearm" else rules.melee_weapons)


def free_weapon_choices(letter: str, rules: PeurRules | None = None) -> tuple[str, ...]:
    """What a figure of the gang may take as its free weapon (« Tous disposent d'1 Arme »); empty when the gang's
    weapons are fixed (Police, SWAT: the pistol)."""
    rules = rules or load_rules()
    return tuple(w for c in gang(letter, rules).choose_from for w in weapon_choices(c, rules))


def free_weapons(roster: Roster, figure: int) -> tuple[str, ...]:
    """A figure's free weapons: what it carries less the weapons bought for it (those come last)."""
    bought = sum(1 for p in roster.purchases if p.figure == figure and p.choice)
    weapons = roster.figures[figure].weapons
    return weapons[:len(weapons) - bought]


def set_weapons(roster: Roster, figure: int, weapons: tuple[str, ...], rules: PeurRules | None = None) -> Roster:
    """Choose a figure's free weapons (« Tous disposent d'1 Arme »); weapons bought stay as they are."""
    rules = rules or load_rules()
    index = _figure_index(roster, figure)
    for name in weapons:
        _weapon_category(name, rules)
    bought = tuple(p.choice for p in roster.purchases if p.figure == index and p.choice)
    changed = _with_figure(roster, index, replace(roster.figures[index], weapons=tuple(weapons) + bought))
    _refuse_new_problems(roster, changed, rules)
    return changed


def buy(roster: Roster, name: str, figure: int | None = None, choice: str = "",
        rules: PeurRules | None = None, names: Sequence[str] = ()) -> Roster:
    """Buy one line of the price list or one ability; refused, with the reason in plain words, when it breaks the
    budget or a restriction. « arme-de-tir » / « arme-de-combat » need ``choice`` (the weapon); vehicles go to the
    gang (no figure). ``names`` says each figure as the caller's referee knows it (see ``roster_problems``)."""
    rules = rules or load_rules()
    if name not in rules.items and name not in rules.abilities:
        raise PeurError(_("« {name} » is on neither the price list ({items}) nor the abilities ({items2})").format(
            name=name, items=", ".join(thing_label(item, rules) for item in rules.items),
            items2=", ".join(thing_label(ability, rules) for ability in rules.abilities)))
    purchase = Purchase(name, figure, choice)
    if name in rules.items and rules.items[name].category == "vehicle":
        changed = _add_vehicle(roster, name)
        purchase = Purchase(name, None)
    else:
        index = _figure_index(roster, figure)
        changed = _with_figure(roster, index, _equip(roster.figures[index], name, choice, rules))
    changed = replace(changed, purchases=roster.purchases + (purchase,))
    _refuse_new_problems(roster, changed, rules, names)
    return changed


def give_back(roster: Roster, purchase: int, rules: PeurRules | None = None) -> Roster:
    """The roster without its ``purchase``-th purchase, its price back in the budget. The gang is bought again
    from the rulebook's hand-over without it (names and free weapons kept), so a later purchase that needed it is
    refused with the reason."""
    rules = rules or load_rules()
    if not 0 <= purchase < len(roster.purchases):
        raise PeurError(ngettext("purchase {purchase} does not exist: the roster has {count} purchase",
                                 "purchase {purchase} does not exist: the roster has {count} purchases",
                                 len(roster.purchases)).format(
            purchase=purchase, count=len(roster.purchases)))
    fresh = new_roster(roster.gang, rules)
    rebuilt = replace(fresh, figures=tuple(replace(new, title=old.title, weapons=free_weapons(roster, index))
                                           for index, (new, old) in enumerate(zip(fresh.figures, roster.figures))))
    for index, kept in enumerate(roster.purchases):
        if index != purchase:
            rebuilt = buy(rebuilt, kept.name, kept.figure, kept.choice, rules)
    return rebuilt


def _add_vehicle(roster: Roster, kind: str) -> Roster:
    counts = dict(roster.vehicles)
    counts[kind] = counts.get(kind, 0) + 1
    return replace(roster, vehicles=tuple(counts.items()))


def _equip(figure: RosterFigure, name: str, choice: str, rules: PeurRules) -> RosterFigure:
    if name in rules.abilities:
        return replace(figure, abilities=figure.abilities + (name,))
    if name in WEAPON_ITEMS:
        if not choice:
            raise PeurError(_("say which weapon « {label} » buys").format(
                label=rules.items[name].label))
        if _weapon_category(choice, rules) != WEAPON_ITEMS[name]:
            raise PeurError(_("'{choice}' cannot be bought as « {label} »").format(
                choice=choice, label=rules.items[name].label))
        return replace(figure, weapons=figure.weapons + (choice,))
    units = dict(figure.items)
    units[name] = units.get(name, 0) + rules.items[name].quantity
    return replace(figure, items=tuple(units.items()))


def _refuse_new_problems(before: Roster, after: Roster, rules: PeurRules, names: Sequence[str] = ()) -> None:
    new = [p for p in roster_problems(after, rules, names) if p not in roster_problems(before, rules, names)]
    if new:
        raise PeurError(new[0])


def roster_problems(roster: Roster, rules: PeurRules | None = None, names: Sequence[str] = ()) -> list[str]:
    """Everything wrong with a roster, one plain sentence each; empty when it is ready to play. A figure is said by
    its place in ``names`` (a campaign's « Flic 3 de la Police »), else by its roster number and title."""
    rules = rules or load_rules()
    template = gang(roster.gang, rules)
    problems: list[str] = []
    spent = roster.spent(rules)
    if spent > template.budget:
        problems.append(_("{name} spend {spent} bitcoins but their budget is {budget}").format(
            name=template.name, spent=spent, budget=template.budget))
    counts = {role: sum(1 for f in roster.figures if f.role == role) for role in ROLES}
    if counts != dict(template.composition):
        problems.append(_("{name} are {_composition}, this roster has {_composition2}").format(
            name=template.name, _composition=_composition(template.composition, template),
            _composition2=_composition(counts, template)))
    low, high = rules.weapons_per_figure
    for i, figure in enumerate(roster.figures):
        who = _figure_name(roster, i, names)
        if not low <= len(figure.weapons) <= high:
            problems.append(_("{who} carries {count} weapons; each figure has {low} or {high} non-explosive "
                              "weapons").format(
                who=who, count=len(figure.weapons), low=low, high=high))
        missing = [w for w in template.fixed_weapons if w not in figure.weapons]
        if missing:
            problems.append(_("{who} must carry {items}").format(
                who=who, items=', '.join(missing)))
        free = free_weapons(roster, i)
        for weapon in free:
            if not template.fixed_weapons and _weapon_category(weapon, rules) not in template.choose_from:
                kinds = {"firearm": _("a shooting weapon"), "melee": _("a melee weapon")}
                problems.append(_("{who}: {template} start with {kinds}, not {weapon}").format(
                    who=who, template=template.name, kinds=_(" or ").join(kinds[c] for c in template.choose_from),
                    weapon=weapon))
    problems += _restriction_problems(roster, template, rules, names)
    problems += _ability_problems(roster, template, rules)
    return problems


def _composition(counts: Mapping[str, int], template: Gang) -> str:
    return " + ".join(f"{counts[r]} {template.titles[r]}" for r in ROLES if counts.get(r))


def _figure_name(roster: Roster, i: int, names: Sequence[str]) -> str:
    return names[i] if i < len(names) else _("figure {i} ({title})").format(i=i, title=roster.figures[i].title)


def _restriction_problems(roster: Roster, template: Gang, rules: PeurRules, names: Sequence[str]) -> list[str]:
    problems: list[str] = []
    for r in template.restrictions:
        if r.rule == "forbid_category":
            # melee weapons are named on the figure; other categories show up as purchases
            for i, figure in enumerate(roster.figures):
                melee = [w for w in figure.weapons if w in rules.melee_weapons] if "melee_weapon" in r.categories \
                    else []
                if melee:
                    # the rulebook's passage in brackets: a refusal placed after a field keeps one colon
                    problems.append(_("{who} carries {items} (« {text} »)").format(
                        who=_figure_name(roster, i, names), items=listed([thing_label(w, rules) for w in melee]),
                        text=r.text))
            bought = [p.name for p in roster.purchases if rules.items.get(p.name) and
                      rules.items[p.name].category in r.categories and p.name not in WEAPON_ITEMS]
            problems += [say("peur-forbidden-purchase", item=rules.items[n].label, text=r.text,
                             **noun_args("gang", template.noun)) for n in bought]
        elif r.rule == "only_items":
            for p in roster.purchases:
                ability_ok = p.name in rules.abilities and rules.setting("racailles_may_buy_abilities")
                if p.name not in r.items and not ability_ok:
                    label = rules.items[p.name].label if p.name in rules.items else rules.abilities[p.name].label
                    problems.append(say("peur-forbidden-purchase", item=label, text=r.text,
                                        **noun_args("gang", template.noun)))
        elif r.rule == "each_figure_keeps":
            for i, figure in enumerate(roster.figures):
                missing = [rules.items[n].label for n in r.items if figure.units(n) < 1]
                if missing:
                    problems.append(_("{who} lacks {items}: « {text} »").format(
                        who=_figure_name(roster, i, names), items=', '.join(missing), text=r.text))
        elif r.rule == "each_figure_has_category":
            for i, figure in enumerate(roster.figures):
                if not any(w in rules.melee_weapons for w in figure.weapons):
                    problems.append(_("{who} has no melee weapon: « {text} »").format(
                        who=_figure_name(roster, i, names), text=r.text))
    return problems


def _ability_problems(roster: Roster, template: Gang, rules: PeurRules) -> list[str]:
    """« Chaque capacité ... n'est utilisable qu'1 fois par bande »: bought once, and not one the gang has free."""
    problems: list[str] = []
    bought = [a for f in roster.figures for a in f.abilities]
    free = {a for a, _ in template.abilities}
    for ability in dict.fromkeys(bought):
        label = rules.abilities[ability].label
        if bought.count(ability) > 1:
            problems.append(_("{label} is bought {count} times; each ability once per gang").format(
                label=label, count=bought.count(ability)))
        if ability in free:
            problems.append(_("{name} already have {label}; each ability once per gang").format(
                name=template.name, label=label))
    return problems


def figure_fighter(roster: Roster, figure: int, rules: PeurRules | None = None) -> Fighter:
    """The Fighter of a roster figure, for the resolution functions."""
    rules = rules or load_rules()
    f = roster.figures[_figure_index(roster, figure)]
    items = [name for name, units in f.items if units > 0]
    return fighter_for(roster.gang, f.role, f.abilities, items, f.weapons, rules=rules)


def roster_to_data(roster: Roster) -> dict[str, Any]:
    """A JSON-ready roster, read back by ``roster_from_data``."""
    return {"gang": roster.gang,
            "figures": [{"role": f.role, "title": f.title, "weapons": list(f.weapons), "items": dict(f.items),
                         "abilities": list(f.abilities)} for f in roster.figures],
            "vehicles": dict(roster.vehicles),
            "purchases": [{"name": p.name, "figure": p.figure, "choice": p.choice} for p in roster.purchases]}


def roster_file_json(roster: Roster) -> dict[str, Any]:
    """A roster as a file holds it: ``roster_to_data`` under the header ``tabletop check`` recognises."""
    return {"format": ROSTER_FORMAT, "version": 1, **roster_to_data(roster)}


def roster_file_text(roster: Roster) -> str:
    """The text of a roster file, as the command line and the app both write it."""
    return json.dumps(roster_file_json(roster), ensure_ascii=False, indent=1) + "\n"


@lru_cache(maxsize=1)
def roster_schema() -> dict[str, Any]:
    return json.loads(resources.files(__package__).joinpath("roster.schema.json").read_text(encoding="utf-8"))


def load_roster(path: str | os.PathLike[str], rules: PeurRules | None = None) -> Roster:
    """The roster file at ``path``; any problem is a PeurError of one line naming the file and the place."""
    try:
        doc = read_json_file(path, N_("a roster"), place=lambda place, _doc: roster_field_words(place))
    except JsonTextError as exc:
        raise PeurError(exc.about(path)) from None
    try:
        return roster_from_data(doc, rules)
    except RosterError as exc:
        raise PeurError(exc.about(path)) from None
    except PeurError as exc:
        raise PeurError(_("{path}: {exc}").format(
            path=path, exc=exc)) from None


class RosterError(PeurError):
    """A malformed roster: the line said alone (« ce n'est pas une bande : … »), and ``problem``, the wrong field and
    what it should be, for a sentence that already says it is a roster (a game file's: « dans la bande de la
    Police, … »)."""

    def __init__(self, message: str, problem: str, place: str = "", wrong: str = ""):
        super().__init__(message)
        self.problem = problem
        self.place, self.wrong = place, wrong  # the field in words and what is wrong there, for ``about``

    def about(self, file: str | os.PathLike[str]) -> str:
        """The refusal of the roster file ``file`` in one sentence naming it once (``jsontext.in_file``)."""
        return in_file(file, self.place, self.wrong)


def roster_from_data(data: Mapping[str, Any], rules: PeurRules | None = None) -> Roster:
    """A roster from ``roster_to_data``'s shape; a malformed one is one plain line naming the first wrong field."""
    rules = rules or load_rules()
    too_large = size_problem(data, roster_schema(), roster_field_words)  # before the validator walks a million items
    if too_large:
        raise RosterError(_("in the roster, {field}: {expectation}").format(
            field=too_large.place or _("the whole file"), expectation=too_large.problem), too_large, too_large.place,
            too_large.problem)
    errors = first_errors(jsonschema.Draft202012Validator(roster_schema()), data)
    if errors:
        field = roster_field_words(errors[0].absolute_path)
        args = {"field": field or _("the whole file"), "expectation": expectation(errors[0]), "count": len(errors) - 1}
        if len(errors) > 1:
            raise RosterError(ngettext("in the roster, {field}: {expectation} (and {count} more problem)",
                                       "in the roster, {field}: {expectation} (and {count} more problems)",
                                       len(errors) - 1).format(**args),
                              ngettext("{field}: {expectation} (and {count} more problem)",
                                       "{field}: {expectation} (and {count} more problems)", len(errors) - 1).format(**args),
                              field, ngettext("{expectation} (and {count} more problem)",
                                              "{expectation} (and {count} more problems)", len(errors) - 1).format(**args))
        raise RosterError(_("in the roster, {field}: {expectation}").format(**args), placed(args["field"], args["expectation"]),
                          field, args["expectation"])
    try:
        gang(data["gang"], rules)
        figures = tuple(RosterFigure(f["role"], f["title"], tuple(f["weapons"]),
                                     tuple((k, int(v)) for k, v in f["items"].items()), tuple(f["abilities"]))
                        for f in data["figures"])
        vehicles = tuple((k, int(v)) for k, v in data["vehicles"].items())
        purchases = tuple(Purchase(p["name"], p["figure"], p.get("choice", "")) for p in data["purchases"])
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise PeurError(_("not a roster: {__name__} {exc}").format(
            __name__=type(exc).__name__, exc=exc)) from None
    unknown = [p.name for p in purchases if p.name not in rules.items and p.name not in rules.abilities]
    unknown += [a for f in figures for a in f.abilities if a not in rules.abilities]
    unknown += [i for f in figures for i, _ in f.items if i not in rules.items]
    unknown += [v for v, _ in vehicles if v not in rules.starting_vehicles and v not in rules.items]
    unknown += [f.role for f in figures if f.role not in ROLES]
    if unknown:
        raise PeurError(_("not a roster: « {value} » is no role, ability, equipment or vehicle of the rules").format(
            value=unknown[0]))
    for f in figures:
        for weapon in f.weapons:
            _weapon_category(weapon, rules)
    return Roster(data["gang"].upper(), figures, vehicles, purchases)
