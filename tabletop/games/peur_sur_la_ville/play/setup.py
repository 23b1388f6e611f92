"""What a game starts from: the scenario, each gang's roster and which map figure is which roster figure, the
seed and the settings; and the state before deployment."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from typing import Any, Iterable, Mapping

from tabletop.games.peur_sur_la_ville.rules import (Fighter, PeurError, PeurRules, Roster, fighter_for, load_rules, new_roster,
                                 vehicle_kind)
from tabletop.games.peur_sur_la_ville.rules.rules import ROLES, Gang
from tabletop.games.peur_sur_la_ville.rules.campaign import guardsman
from tabletop.games.peur_sur_la_ville.play.campaign_link import CampaignLink
from tabletop.games.peur_sur_la_ville.play.game_rules import GameRules, load_game_rules
from tabletop.games.peur_sur_la_ville.play.state import SOLDIER, FigureState, GameError, GameState, GangState, VehicleState
from tabletop.geometry import load_terrain_rules
from tabletop.scenario.roles import civilian_name, role_word
from tabletop.i18n import _, language
from tabletop.sentences import Noun, noun_args, say
from tabletop.scenario import Scenario

# The map role of a campaign's HQ Videur (game.toml « roles »): a figure of its gang that is no roster figure.
VIDEUR = "videur"


@dataclass(frozen=True)
class GangSetup:
    """A gang in the game: its roster and, for each of its figures on the map, the roster figure it is."""

    letter: str
    roster: Roster
    figures: Mapping[str, int]
    default_roster: bool = False  # no roster was given: the map's own weapons are kept


@dataclass(frozen=True, eq=False)
class GameSetup:
    scenario: Scenario
    gangs: Mapping[str, GangSetup]
    seed: int = 0
    settings: Mapping[str, Any] = field(default_factory=dict)
    rules: PeurRules = field(default_factory=load_rules)
    game_rules: GameRules = field(default_factory=load_game_rules)
    # The game's own name as its file gives it ("" for a new game: the scenario's name stands in).
    name: str = ""
    # The campaign the game is played for (a table of a campaign turn), None for a game of its own.
    campaign: CampaignLink | None = None
    # The fighters already made, by what makes them: a figure's is asked again at each of its events and at each
    # turn's start (473 times over a 201-event game of 30 figures), and the same kit gives the same fighter.
    _fighters: dict[tuple[Any, ...], Fighter] = field(default_factory=dict, init=False, repr=False)

    def fighter(self, figure: FigureState) -> Fighter:
        """The rules engine's view of a figure as it is now (wounds, KO, kit, abilities)."""
        if figure.kind == SOLDIER:
            soldier = guardsman(next(iter(figure.weapons), ""), self.rules)
            return replace(soldier, wounds=figure.wounds, ko=figure.ko_this_turn or figure.state == "ko")
        if figure.kind != "figure" or not figure.gang:
            return Fighter(wounds=figure.wounds, ko=figure.ko_this_turn or figure.state == "ko")
        kit = [name for name, units in figure.items.items() if units > 0 and name in self.rules.items]
        weapons = [w for w in figure.weapons if w in self.rules.firearms or w in self.rules.melee_weapons]
        # « qui n'a aucune particularité de la bande »: a Videur fights with its kit only
        gang, role = ("", "member") if figure.role == VIDEUR else (figure.gang, figure.role)
        ko = figure.ko_this_turn or figure.stunned
        key = (gang, role, tuple(figure.abilities), tuple(kit), tuple(weapons), figure.wounds, ko)
        made = self._fighters.get(key)
        if made is None:
            made = self._fighters[key] = fighter_for(gang, role, figure.abilities, kit, weapons, wounds=figure.wounds,
                                                     ko=ko, rules=self.rules)
        return made

    def title(self, figure: FigureState) -> str:
        """« Lieutenant des Skins », « Flic 3 de la Police », « Passant 2 »: how the log names a figure."""
        if figure.kind == "figure" and figure.gang in self.rules.gangs:
            return gang_figure_title(figure.name, figure.gang, self.rules)
        if figure.kind == "civilian":
            return FigureTitle(shown_name(figure), "name", self.game_rules.civilian_gender)
        if figure.name == figure.id:
            return figure.name
        role = _("Soldier of the Garde Nationale") if figure.kind == SOLDIER else role_word(figure.role)
        return say("peur-figure-role", name=figure.name, role=role)

    def own_title(self, figure: FigureState) -> str:
        """« Lieutenant », « Flic 3 »: a figure by its own name, as its gang's activation lists it; a name that is a
        title of its gang takes the title's article in French (``FigureTitle``)."""
        if figure.kind != "figure" or figure.gang not in self.rules.gangs:
            return figure.name
        gang = self.rules.gangs[figure.gang]
        return FigureTitle(figure.name, _name_form(figure.name, gang), members_gender(gang.noun))

    def gang_name(self, letter: str) -> str:
        return self.rules.gangs[letter].name if letter in self.rules.gangs else letter

    def gang_noun(self, letter: str) -> Noun:
        """The gang's name with its forms, for the sentences that agree with it (a letter no rule knows: bare)."""
        return self.rules.gangs[letter].noun if letter in self.rules.gangs else Noun.plain(letter)

    def gang_args(self, key: str, letter: str) -> dict[str, str]:
        """The arguments a sentence reads for gang ``letter`` passed as ``key`` (« la Police », « de la Police »…)."""
        return noun_args(key, self.gang_noun(letter))


class FigureTitle(str):
    """A figure as the log names it, with ``form``: how French says « de » and « à » before it. A figure known by
    a title its gang has once (« Lieutenant des Skins ») takes the title's article: ``masculine`` (« du Lieutenant
    des Skins », « au … »), ``feminine`` (« de la Lieutenant des Amazones ») or ``elided`` before a vowel (« de
    l'Officier de la Police »); a numbered figure (« Flic 4 de la Police ») or a civilian (« Passant 4 ») is a
    ``name``, said bare (« de Passant 4 »). ``gender`` is what a participle or an adjective agreeing with the figure
    takes (« la Lieutenant des Amazones est morte », « Amazone 3 des Amazones est cachée »): ``members_gender`` for a
    gang's figure, the rule data's ``civilians.gender`` for a civilian. Sentences take both through ``figure_args``."""

    form: str
    gender: str

    def __new__(cls, text: str, form: str = "name", gender: str = "masculine") -> "FigureTitle":
        title = super().__new__(cls, text)
        title.form = form
        title.gender = gender
        return title


def figure_args(key: str, figure: str) -> dict[str, str]:
    """The arguments a sentence reads for a figure passed as ``key``: its name, as ``{key}_title`` the form French
    grammar takes before it (``FigureTitle.form``) and as ``{key}_gender`` the gender its participles and adjectives
    take (``FigureTitle.gender``); a plain name (a soldier, a vehicle) is a masculine ``name``."""
    return {key: figure, f"{key}_title": getattr(figure, "form", "name"),
            f"{key}_gender": getattr(figure, "gender", "masculine")}


def title_form(title: str, gang: Noun) -> str:
    """The article a figure known by ``title`` takes in French: elided before a vowel (« l'Officier »); else the
    gang's gender when the gang is named as its members, in the plural (« la Lieutenant des Amazones »), and masculine
    in a gang named as a body (« la Police », whose « Sous-off » is « le Sous-off »)."""
    if title[:1].casefold() in "aeiouàâéèêëîïôûü":
        return "elided"
    return members_gender(gang)


def members_gender(gang: Noun) -> str:
    """The gender of a gang's figures, titles included, in French: the gang's when the gang is named as its members,
    in the plural (« les Amazones »: « la Lieutenant des Amazones est morte », « Amazone 3 … est cachée »), and
    masculine in a gang named as a body (« la Police »: « Flic 3 de la Police est mort »)."""
    french = gang.forms["fr"]
    return "feminine" if french.gender == "feminine" and french.number == "plural" else "masculine"


def gang_figure_title(name: str, letter: str, rules: PeurRules) -> FigureTitle:
    """« Flic 3 de la Police »: a figure of gang ``letter`` (one the rules know) named with its gang once, as the
    log, the summaries and the campaign's pages name it; a name that is a title of the gang (« Lieutenant ») takes
    the title's article in French (``FigureTitle``)."""
    gang = rules.gangs[letter]
    return FigureTitle(_figure_title(name, gang.noun.forms[language()].of), _name_form(name, gang),
                       members_gender(gang.noun))


def _name_form(name: str, gang: Gang) -> str:
    # A figure named by a title its gang has once takes the title's article; any other name is said bare.
    return title_form(name, gang.noun) if name in gang.titles.values() else "name"


@lru_cache(maxsize=4096)
def _figure_title(name: str, gang_of: str) -> str:
    # Cached: the log, the rosters and every refusal name figures, and the language is part of ``gang_of``.
    return say("peur-figure", figure=name, gang_of=gang_of)


def shown_name(figure: FigureState) -> str:
    """A piece's own name, as a gang's roster lists it (« Leader », « Flic 3 ») or a civilian by its role
    (« Passant 4 ») when the scenario names it only by its identifier."""
    if figure.kind == "civilian":
        return civilian_name(figure.id, figure.role, figure.name)
    return figure.name


def bind_rosters(scenario: Scenario, rosters: Iterable[Roster], rules: PeurRules | None = None,
                 game_rules: GameRules | None = None) -> dict[str, GangSetup]:
    """Pair the map's figures of each gang with roster figures, role by role in file order (an « Officier » on
    the map is the roster's leader); a gang without a roster gets the rulebook's default one."""
    rules = rules or load_rules()
    game_rules = game_rules or load_game_rules()
    by_letter = {r.gang: r for r in rosters}
    letters = list(dict.fromkeys(str(f.get("gang")) for f in scenario.of_kind("figure")))
    unknown = [g for g in letters if g not in rules.gangs]
    if unknown:
        raise GameError(_("figures of unknown gang '{value}'; gangs are the letters {items}").format(
            value=unknown[0], items=', '.join(rules.gangs)))
    gangs: dict[str, GangSetup] = {}
    for letter in letters:
        try:
            roster = by_letter.get(letter) or new_roster(letter, rules)
        except PeurError as exc:
            raise GameError(str(exc)) from None
        default = letter not in by_letter
        free = {role: [i for i, f in enumerate(roster.figures) if f.role == role] for role in ROLES}
        binding: dict[str, int] = {}
        for feature in scenario.of_kind("figure"):
            if feature.get("gang") != letter:
                continue
            role = game_rules.roster_role(str(feature.get("role", "member")))
            if role not in free:
                continue  # a Videur: the gang's, but not one of its roster figures
            pool = free[role] or free["member"]
            if pool:
                binding[feature.id] = pool.pop(0)
        gangs[letter] = GangSetup(letter, roster, binding, default)
    return gangs


def new_setup(scenario: Scenario, rosters: Iterable[Roster] = (), seed: int = 0,
              settings: Mapping[str, Any] | None = None) -> GameSetup:
    """A game on ``scenario`` with the given rosters (default rosters for gangs without one)."""
    rules, game_rules = load_rules(), load_game_rules()
    return GameSetup(scenario, bind_rosters(scenario, rosters, rules, game_rules), seed, dict(settings or {}),
                     rules, game_rules)


def _map_equipment(setup: GameSetup, feature) -> tuple[str, tuple[str, ...], dict[str, int], tuple[str, ...]]:
    """Role, weapons, items and abilities a map figure carries when its gang has no roster in the game."""
    rules, game_rules = setup.rules, setup.game_rules
    weapons = [str(w) for w in feature.get("weapons", ())]
    items: dict[str, int] = {}
    abilities: list[str] = []
    for raw in feature.get("equipment", ()):
        name = game_rules.equipment_aliases.get(str(raw), str(raw))
        if name in rules.melee_weapons or name in rules.firearms:
            weapons.append(name)
        elif name in rules.abilities:
            abilities.append(name)
        elif name in rules.items:
            items[name] = items.get(name, 0) + rules.items[name].quantity
        else:
            raise GameError(_("{id}: unknown equipment '{raw}'").format(
                id=feature.id, raw=raw))
    return game_rules.roster_role(str(feature.get("role", "member"))), tuple(weapons), items, tuple(abilities)


def _vehicle_kind(setup: GameSetup, feature) -> str:
    """The rules' vehicle kind of a car on the map: its ``vehicle_kind`` property, else an armoured van for
    ``armoured``, else the rules' vehicle of its ``vehicle_type`` (game.toml ``map_vehicles``: a motorbike is a
    « moto »), else its gang's first vehicle, else a plain car."""
    named = feature.get("vehicle_kind") or (None if feature.get("armoured") else
                                            setup.game_rules.map_vehicles.get(str(feature.get("vehicle_type", "car"))))
    if named:
        try:
            vehicle_kind(str(named), setup.rules)
        except PeurError as exc:
            raise GameError(_("{id}: {exc}").format(
                id=feature.id, exc=exc)) from None
        return str(named)
    if feature.get("armoured"):
        return armoured_kind(setup)
    gang = feature.get("gang")
    if gang in setup.rules.gangs and setup.rules.gangs[gang].vehicles:
        return setup.rules.gangs[gang].vehicles[0][0]
    return "voiture"


def armoured_kind(setup: GameSetup) -> str:
    """The rules' armoured vehicle (the SWAT's van, the Garde Nationale's)."""
    return next((n for n, v in setup.rules.starting_vehicles.items() if v.armoured), "voiture")


def initial_state(setup: GameSetup) -> GameState:
    """Every figure, civilian and vehicle where the scenario puts them, before deployment."""
    rules = setup.rules
    default_base = load_terrain_rules().measures.default_base_mm
    launchers = {n for n, e in rules.explosives.items() if e.delivery == "launcher"}
    figures: dict[str, FigureState] = {}
    for feature in setup.scenario.of_kind("figure", "civilian"):
        x, y = feature.geometry.points()[0]
        gang = feature.get("gang") if feature.kind == "figure" else None
        base = float(feature.get("base_mm", default_base)) / 10.0
        common = dict(id=feature.id, name=feature.name or feature.id, kind=feature.kind, x=x, y=y, base_cm=base,
                      state=str(feature.get("state", "standing")), vehicle=feature.get("vehicle"))
        if gang is None:
            carried = {str(w): "loaded" for w in feature.get("weapons", ())}
            if not carried and str(feature.get("role", "")) in setup.game_rules.armed_civilians:
                carried = {setup.game_rules.guard_weapon: "loaded"}
            figures[feature.id] = FigureState(gang=None, role=str(feature.get("role", "")), weapons=carried, **common)
            continue
        gang_setup = setup.gangs[gang]
        index = gang_setup.figures.get(feature.id)
        if index is None or gang_setup.default_roster:
            role, weapons, items, abilities = _map_equipment(setup, feature)
            if index is not None:
                role = gang_setup.roster.figures[index].role
                weapons = weapons or gang_setup.roster.figures[index].weapons
        else:
            entry = gang_setup.roster.figures[index]
            role, weapons, items, abilities = entry.role, entry.weapons, dict(entry.items), entry.abilities
        for kit in rules.gangs[gang].kit if role != VIDEUR else ():
            items.setdefault(kit, 1)
        status = {w: "loaded" for w in weapons}
        status.update({name: "loaded" for name in items if name in launchers})
        if any(e.effect == "throws_projectiles" for e in rules.gangs[gang].effects):
            # Anars: « Tous peuvent lancer des projectiles (pavés, boulons) à 10cm (1 seul DÉ) », never run out.
            status.update({name: "loaded" for name, arm in rules.firearms.items() if arm.kind == "thrown_projectile"})
        # a campaign figure's permanent wounds (« ils entrent en jeu avec 1 Blessure définitive »)
        figures[feature.id] = FigureState(gang=gang, role=role, weapons=status, items=items, abilities=abilities,
                                          wounds=int(feature.get("wounds", 0)), **common)
    drivers = {f.vehicle for f in figures.values() if f.kind == "civilian" and f.role == "driver" and f.vehicle}
    vehicles = {}
    for feature in setup.scenario.of_kind("car"):
        gang = feature.get("gang")
        kind = _vehicle_kind(setup, feature)
        vehicles[feature.id] = VehicleState(
            feature.id, feature.name or feature.id, gang, kind,
            armoured=bool(feature.get("armoured", False)) or vehicle_kind(kind, rules).armoured,
            traffic=gang is None and (bool(feature.get("traffic", False)) or feature.id in drivers))
    gangs = {letter: GangState(letter, rules.gangs[letter].name) for letter in setup.gangs}
    return GameState(turn=0, phase="deploy", figures=figures, vehicles=vehicles, gangs=gangs)
