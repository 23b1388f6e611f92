"""The rule data of Peur sur la Ville, loaded from the TOML files beside this module into frozen dataclasses.

Every number the engine uses comes from here. Each file is validated by its JSON Schema (errors name the file
and the field), then checked across files (a gang naming an unknown ability is named the same way). A referee
overrides any file with a house rule of the same name in ``TABLETOP_RULES_DIR``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Mapping, TypeVar

from tabletop.i18n import LANGUAGES, _
from tabletop.jsontext import in_file
from tabletop.sentences import Forms, Noun, say
from tabletop.ruledata import RuleDataError, house_rules_dir, load_package_rules, rule_field_words, rule_source

PACKAGE = "tabletop.games.peur_sur_la_ville.rules"
COLOURS = ("red", "blue", "yellow")
BANDS = ("short", "effective", "long")
ROLES = ("leader", "lieutenant", "doc", "member")
T = TypeVar("T")
RULE_FILES = ("dice", "weapons", "tables", "equipment", "gangs", "settings", "campaign")


class PeurError(ValueError):
    """A request the rules cannot resolve (unknown weapon, a burst out of reach ...): one line for the referee."""


def named(table: Mapping[str, T], name: str, unknown: str) -> T:
    """``table[name]``; an unknown name is a PeurError saying ``unknown`` (a translated message with ``{name}``
    and ``{items}``), which lists the names the table knows."""
    if name not in table:
        raise PeurError(unknown.format(name=name, items=", ".join(table)))
    return table[name]


@dataclass(frozen=True, slots=True, kw_only=True)
class Die:
    """One kind of die: equally likely faces (a face may repeat, e.g. 2 red faces on the colour die)."""

    name: str
    label: str
    description: str
    faces: tuple[str, ...]

    def probability(self, face: str) -> float:
        return self.faces.count(face) / len(self.faces)


@dataclass(frozen=True, slots=True, kw_only=True)
class ColourTable:
    """What each colour of the « dé de couleur » means for one test: a result id and the rulebook's words."""

    name: str
    results: Mapping[str, str]
    labels: Mapping[str, str]
    values: Mapping[str, int]  # what a face is worth where the table says (hits, change of wounds)
    passage: str

    def colours_giving(self, result: str) -> tuple[str, ...]:
        return tuple(c for c in COLOURS if self.results[c] == result)


@dataclass(frozen=True, slots=True, kw_only=True)
class Firearm:
    """A firearm of the weapons table: the dice it throws at each range band and what it may do besides."""

    name: str
    label: str
    kind: str
    dice: Mapping[str, int]
    incidents: bool
    sniper: bool
    heavy: bool
    effect: str
    noun: Noun  # its forms for the journal's sentences (« au pistolet »)


@dataclass(frozen=True, slots=True, kw_only=True)
class Explosive:
    """A grenade, molotov or rocket: how it is delivered (thrown, launched) and what it does where it lands."""

    name: str
    label: str
    delivery: str
    effect: str
    heavy: bool
    noun: Noun  # its forms for the journal's sentences (« la grenade frag », « au lance-roquettes »)


@dataclass(frozen=True, slots=True, kw_only=True)
class Effect:
    """A special rule as a modifier the resolution applies (see gangs.toml for the vocabulary)."""

    effect: str
    value: int = 1
    against: tuple[str, ...] = ()
    when: tuple[str, ...] = ()
    resource: str = ""
    who: str = "all"
    text: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class Item:
    """Equipment on the shopping list: price, how many a gang may buy, and its shots, crew and modifiers."""

    name: str
    label: str
    cost: int
    quantity: int
    category: str
    text: str
    shots: int = 0
    crew: int = 0
    effects: tuple[Effect, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Ability:
    """A special rule a gang may buy: its cost, the rulebook's words and the modifiers it brings."""

    name: str
    label: str
    cost: int
    text: str
    effects: tuple[Effect, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class VehicleKind:
    """A vehicle a gang may start with: its seats and whether it is armoured or tuned."""

    name: str
    label: str
    crew: int
    armoured: bool
    tuned: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Restriction:
    """A limit on what a gang may buy (whole categories or named items), with the rulebook's words."""

    rule: str
    text: str
    categories: tuple[str, ...] = ()
    items: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Gang:
    """A gang's sheet: titles, composition, budget, the weapons it must or may take, its kit, vehicles,
    abilities, restrictions and special rules."""

    letter: str
    name: str
    noun: Noun  # the name's article, gender and number in each language, for the sentences that agree with it
    titles: Mapping[str, str]
    plural_titles: Mapping[str, str]  # « Flics »: the titles said of several figures
    composition: Mapping[str, int]
    budget: int
    fixed_weapons: tuple[str, ...]
    weapon_count: int
    choose_from: tuple[str, ...]
    kit: tuple[str, ...]
    vehicles: tuple[tuple[str, int], ...]
    abilities: tuple[tuple[str, str], ...]  # (ability, who)
    restrictions: tuple[Restriction, ...]
    effects: tuple[Effect, ...]

    @property
    def size(self) -> int:
        return sum(self.composition.values())


@dataclass(frozen=True, slots=True, kw_only=True)
class MoraleRow:
    """One row of a morale table: how far a figure moves and how many wounds it recovers."""

    count: int
    move_cm: float
    recover_wounds: int
    label: str


@dataclass(frozen=True, slots=True, kw_only=True)
class WoundEffect:
    """What a number of wounds costs a figure: shooting and melee dice, and actions."""

    wounds: int
    shooting_dice: int
    melee_dice: int
    actions: int


@dataclass(frozen=True, slots=True, kw_only=True)
class ActionKind:
    """One of the actions a figure chooses from (« 3) ACTIVATIONS »)."""

    id: str
    label: str
    cost: int
    hidden: bool
    needs: tuple[str, ...]
    text: str


@dataclass(frozen=True, slots=True, kw_only=True)
class Setting:
    """A referee setting: the value the engine uses and the description the UI shows."""

    value: Any
    description: str


@dataclass(frozen=True, slots=True, kw_only=True)
class PeurRules:
    """Every rule file in force, read into one value the engine consults (with its settings and notes)."""

    dice: Mapping[str, Die]
    aliases: Mapping[str, str]
    burst: Mapping[str, float]
    firearms: Mapping[str, Firearm]
    taser_cm: float
    thrown: Mapping[str, Any]
    explosives: Mapping[str, Explosive]
    launchers: Mapping[str, float]
    melee_weapons: tuple[str, ...]
    melee_weapon_labels: Mapping[str, str]  # the rulebook's name of each (« Tronçonneuse »)
    melee_weapon_extra_hits: int
    tables: Mapping[str, ColourTable]
    incidents: tuple[tuple[int, str], ...]  # (at least this many yellows, result), ascending
    wounds: Mapping[str, int]
    wound_effects: tuple[WoundEffect, ...]
    morale: Mapping[str, float]
    morale_plus: tuple[MoraleRow, ...]
    morale_minus: tuple[MoraleRow, ...]
    armoured_crew: Mapping[str, Any]
    actions: Mapping[str, Any]
    vehicles: Mapping[str, Any]
    action_list: tuple[ActionKind, ...]
    activation: Mapping[str, float]
    initiative_die: str
    items: Mapping[str, Item]
    starting_vehicles: Mapping[str, VehicleKind]
    abilities: Mapping[str, Ability]
    default_budget: int
    weapons_per_figure: tuple[int, int]
    default_weapons: Mapping[str, str]
    gangs: Mapping[str, Gang]
    settings: Mapping[str, Setting]
    notes: Mapping[str, str]
    campaign: Mapping[str, Any]

    def weapon_words(self, name: str) -> Noun:
        """The forms the journal says weapon ``name`` with: a firearm's or explosive's from the rule data, another
        (a melee weapon, a name no table knows) by its label in the plain forms (« l'arme « Épée » »)."""
        table = self.firearms.get(name) or self.explosives.get(name)
        if table is not None:
            return table.noun
        return weapon_noun(self.melee_weapon_labels.get(name, name), None)

    def setting(self, name: str) -> Any:
        return self.settings[name].value

    def table(self, name: str) -> ColourTable:
        return self.tables[name]


def interpretations(rules: PeurRules | None = None) -> list[tuple[str, Any, str]]:
    """Every referee setting and note as (name, value or None, description), for the UI to show."""
    rules = rules or load_rules()
    return ([(name, s.value, s.description) for name, s in rules.settings.items()]
            + [(name, None, text) for name, text in rules.notes.items()])


def load_rules() -> PeurRules:
    """The rules in force: the shipped files, each replaced by a house rule of the same name if there is one."""
    return _load(str(house_rules_dir()))


def reload_rules() -> PeurRules:
    """Forget the loaded rules (after a referee edited a house-rule file) and load them again."""
    _load.cache_clear()
    return load_rules()


@lru_cache(maxsize=4)
def _load(rules_dir: str) -> PeurRules:
    raw = {name: load_package_rules(PACKAGE, f"{name}.toml", f"{name}.schema.json") for name in RULE_FILES}
    rules = _build(raw)
    _check_references(rules, raw, {name: rule_source(PACKAGE, f"{name}.toml") for name in RULE_FILES})
    return rules


def check_rule_file(name: str, data: Mapping[str, Any], source: str) -> None:
    """Check the rule file ``name`` (``gangs.toml``), read from ``source`` and already valid by its schema, against
    the other rule files in force, as loading the rules with it would: a gang armed with a weapon no table has is
    refused (RuleDataError), naming ``source``."""
    stem = name.removesuffix(".toml")
    raw = {other: data if other == stem else load_package_rules(PACKAGE, f"{other}.toml", f"{other}.schema.json")
           for other in RULE_FILES}
    sources = {other: source if other == stem else rule_source(PACKAGE, f"{other}.toml") for other in RULE_FILES}
    _check_references(_build(raw), raw, sources)


def weapon_noun(label: str, words: Mapping[str, Mapping[str, str]] | None) -> Noun:
    """A weapon's forms from its rule data's ``words``; a weapon without them (a house rule's, a melee weapon) is
    said « l'arme « label » » in every form (peur-weapon-plain), which reads correctly whatever the label's gender."""
    if words:
        return Noun.from_data(label, words)
    return Noun(name=label, forms={code: Forms(
        the=say("peur-weapon-plain", code, form="the", label=label),
        of=say("peur-weapon-plain", code, form="of", label=label),
        with_=say("peur-weapon-plain", code, form="with", label=label),
        none=say("peur-weapon-plain", code, form="none", label=label), gender="feminine", number="singular")
        for code in LANGUAGES})


def _effect(data: Mapping[str, Any]) -> Effect:
    return Effect(effect=data["effect"], value=data.get("value", 1), against=tuple(data.get("against", ())),
                  when=tuple(data.get("when", ())), resource=data.get("resource", ""),
                  who=data.get("who", "all"), text=data.get("text", ""))


def _build(raw: Mapping[str, Any]) -> PeurRules:
    dice_data, weapons, tables, equipment = raw["dice"], raw["weapons"], raw["tables"], raw["equipment"]
    dice = {name: Die(name=name, label=d["label"], description=d["description"], faces=tuple(d["faces"]))
            for name, d in dice_data.items() if name != "aliases"}
    colour_tables = {
        name: ColourTable(name=name, passage=t["passage"], results={c: t[c]["result"] for c in COLOURS},
                          labels={c: t[c]["label"] for c in COLOURS},
                          values={c: t[c].get("value", 0) for c in COLOURS})
        for name, t in tables["colour_tables"].items()}
    firearms = {name: Firearm(name=name, label=f["label"], kind=f["kind"], dice=dict(f["dice"]),
                              incidents=f["incidents"], sniper=f["sniper"], heavy=f["heavy"], effect=f["effect"],
                              noun=weapon_noun(f["label"], f.get("words")))
                for name, f in weapons["firearms"].items()}
    explosives = {name: Explosive(name=name, label=e["label"], delivery=e["delivery"], effect=e["effect"],
                                  heavy=e["heavy"], noun=weapon_noun(e["label"], e.get("words")))
                  for name, e in weapons["explosives"].items()}
    gangs = {}
    for letter, g in raw["gangs"]["gangs"].items():
        gangs[letter] = Gang(
            letter=letter, name=g["name"], noun=Noun.from_data(g["name"], g["words"]), titles=dict(g["titles"]),
            plural_titles=dict(g["plural_titles"]), composition=dict(g["composition"]),
            budget=g["budget"], fixed_weapons=tuple(g["weapons"]["fixed"]), weapon_count=g["weapons"]["count"],
            choose_from=tuple(g["weapons"]["choose_from"]), kit=tuple(g["kit"]),
            vehicles=tuple((v["kind"], v["count"]) for v in g["vehicles"]),
            abilities=tuple((a["ability"], a["who"]) for a in g["abilities"]),
            restrictions=tuple(Restriction(rule=r["rule"], text=r["text"], categories=tuple(r.get("categories", ())),
                                           items=tuple(r.get("items", ()))) for r in g["restrictions"]),
            effects=tuple(_effect(e) for e in g["effects"]))
    settings = raw["settings"]
    return PeurRules(
        dice=dice,
        aliases=dict(dice_data["aliases"]),
        burst={k: float(v) for k, v in weapons["burst"].items()},
        firearms=firearms,
        taser_cm=float(weapons["taser"]["range_cm"]),
        thrown=dict(weapons["thrown"]),
        explosives=explosives,
        launchers={k: float(v) for k, v in weapons["launchers"].items()},
        melee_weapons=tuple(weapons["melee_weapons"]["names"]),
        melee_weapon_labels=dict(weapons["melee_weapons"].get("labels", {})),
        melee_weapon_extra_hits=weapons["melee_weapons"]["extra_hits"],
        tables=colour_tables,
        incidents=tuple(sorted((i["yellows"], i["result"]) for i in tables["incidents"])),
        wounds={k: v for k, v in tables["wounds"].items() if isinstance(v, int)},
        wound_effects=tuple(sorted((WoundEffect(**e) for e in tables["wounds"]["effects"]), key=lambda e: e.wounds)),
        morale={k: v for k, v in tables["morale"].items() if isinstance(v, (int, float))},
        morale_plus=tuple(sorted((MoraleRow(**r) for r in tables["morale"]["plus"]), key=lambda r: r.count)),
        morale_minus=tuple(sorted((MoraleRow(**r) for r in tables["morale"]["minus"]), key=lambda r: r.count)),
        armoured_crew=dict(tables["armoured_crew"]),
        actions=dict(tables["actions"]),
        vehicles=dict(tables["vehicles"]),
        action_list=tuple(ActionKind(id=a["id"], label=a["label"], cost=a["cost"], hidden=a["hidden"],
                                     needs=tuple(a["needs"]), text=a["text"])
                          for a in tables["action_list"]),
        activation={k: v for k, v in tables["activation"].items() if k != "passage"},
        initiative_die=tables["initiative"]["die"],
        items={name: Item(name=name, label=i["label"], cost=i["cost"], quantity=i["quantity"], category=i["category"],
                          text=i["text"], shots=i.get("shots", 0), crew=i.get("crew", 0),
                          effects=tuple(_effect(e) for e in i.get("effects", ())))
               for name, i in equipment["items"].items()},
        starting_vehicles={name: VehicleKind(name=name, label=v["label"], crew=v["crew"],
                                             armoured=v.get("armoured", False), tuned=v.get("tuned", False))
                           for name, v in equipment["starting_vehicles"].items()},
        abilities={name: Ability(name=name, label=a["label"], cost=a["cost"], text=a["text"],
                                 effects=tuple(_effect(e) for e in a["effects"]))
                   for name, a in equipment["abilities"].items()},
        default_budget=equipment["default_budget"],
        weapons_per_figure=(equipment["min_weapons_per_figure"], equipment["max_weapons_per_figure"]),
        default_weapons=dict(equipment["default_weapons"]),
        gangs=gangs,
        settings={name: Setting(value=s["value"], description=s["description"])
                  for name, s in settings["settings"].items()},
        notes={name: n["description"] for name, n in settings["notes"].items()},
        campaign=dict(raw["campaign"]),
    )


def _check_references(rules: PeurRules, raw: Mapping[str, Any], sources: Mapping[str, str]) -> None:
    """Names that point from one table to another must exist; one line per dangling name, naming the file read
    (``sources``: a house rule's own) and the place in the referee's words."""
    problems: list[str] = []

    def say(message: str, rule_file: str, path: tuple[Any, ...], **values: Any) -> None:
        problems.append(in_file(sources[rule_file], rule_field_words(path, f"{rule_file}.toml", raw[rule_file]),
                                message.format(**values)))

    weapon_names = set(rules.firearms) | set(rules.melee_weapons)
    vehicle_kinds = set(rules.starting_vehicles) | {n for n, i in rules.items.items() if i.category == "vehicle"}
    for letter, gang in raw["gangs"]["gangs"].items():
        for index, weapon in enumerate(gang["weapons"]["fixed"]):
            if weapon not in weapon_names:
                say(_("no weapon is « {name} »"), "gangs",
                    ("gangs", letter, "weapons", "fixed", index), name=weapon)
        for index, item in enumerate(gang["kit"]):
            if item not in rules.items:
                say(_("no equipment is « {name} »"), "gangs", ("gangs", letter, "kit", index),
                    name=item)
        for index, vehicle in enumerate(gang["vehicles"]):
            if vehicle["kind"] not in vehicle_kinds:
                say(_("no vehicle is « {name} »"), "gangs",
                    ("gangs", letter, "vehicles", index, "kind"), name=vehicle["kind"])
        for index, ability in enumerate(gang["abilities"]):
            if ability["ability"] not in rules.abilities:
                say(_("no ability is « {name} »"), "gangs",
                    ("gangs", letter, "abilities", index, "ability"), name=ability["ability"])
        for index, restriction in enumerate(gang["restrictions"]):
            for item_index, item in enumerate(restriction.get("items", ())):
                if item not in rules.items:
                    say(_("no equipment is « {name} »"), "gangs",
                        ("gangs", letter, "restrictions", index, "items", item_index), name=item)
        if not gang["weapons"]["fixed"] and not gang["weapons"]["choose_from"]:
            say(_("give the weapons every figure carries or those it chooses from"), "gangs",
                ("gangs", letter, "weapons"))
        if rules.gangs[letter].size < 1:
            say(_("a gang needs at least one figure"), "gangs", ("gangs", letter, "composition"))
    for kind, name in rules.default_weapons.items():
        if name not in weapon_names:
            say(_("no weapon is « {name} »"), "equipment", ("default_weapons", kind), name=name)
    if min(rules.tables["melee"].values.values()) < 0:
        say(_("a combat die scores 0 hits or more"), "tables", ("colour_tables", "melee"))
    if rules.incidents[0][0] != 1:
        say(_("the first incident must start at 1 yellow"), "tables", ("incidents",))
    for name in ("colour", "fate"):
        if len(rules.dice[name].faces) < 2:
            say(_("a die needs at least 2 faces"), "dice", (name, "faces"))
    for alias, face in rules.aliases.items():
        if not any(face in d.faces for d in rules.dice.values()):
            say(_("« {face} » is not a face of any die"), "dice", ("aliases", alias), face=face)
    if problems:
        raise RuleDataError("tabletop/games/peur_sur_la_ville/rules", problems)
