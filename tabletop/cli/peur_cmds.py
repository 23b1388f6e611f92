"""``tabletop odds``, ``gangs``, ``roster`` and ``interpretations``: Peur sur la Ville's exact odds, gang list,
roster builder and referee settings, headless."""

from __future__ import annotations

import argparse
import json
from contextlib import contextmanager
from typing import TYPE_CHECKING, Callable, Iterator, Mapping

from tabletop.cli.common import (CliError, OptionValueError, action_group, emit_json, json_flag, number_in, output_file,
                                  whole_number)
from tabletop.i18n import N_, _, placed
from tabletop.jsontext import named
from tabletop.names import UnknownName, match_name

if TYPE_CHECKING:
    from tabletop.games.peur_sur_la_ville.rules import PeurRules, Roster

# The game's rules (and jsonschema with them) load inside each handler or name check, when its command runs.
# The ranges of every number these commands take, said in --help: far above any figure of the rulebook, and low
# enough that exact odds are computed at once (a morale test's odds grow with the square of its dice).
MAX_OWED = 100
_WOUNDS = whole_number(0, N_("a whole number of wounds"), maximum=20)
_OWED = whole_number(0, N_("a whole number of morale dice"), maximum=MAX_OWED)
_FIGURE = whole_number(0, N_("a figure number"), maximum=99)
_CM = number_in(0, 10000, N_("a distance in cm"))


@contextmanager
def _refusals() -> Iterator[None]:
    """What the rules refuse (a PeurError, one line) is the command's one-line error."""
    from tabletop.games.peur_sur_la_ville.rules import PeurError

    try:
        yield
    except PeurError as exc:
        raise CliError(str(exc)) from None


def _named(what: str, choices: Callable[[PeurRules], Mapping[str, list[str]]], none: bool = False):
    """An argparse type for a name of the rule data (its id, or its label in any case, accents and spacing),
    answered with the id; ``none`` lets "" mean none."""

    def parse(text: str) -> str:
        if none and not text:
            return text
        from tabletop.games.peur_sur_la_ville.rules import load_rules

        try:
            return match_name(text, choices(load_rules()), what)
        except UnknownName as exc:
            raise OptionValueError(exc.for_option) from None

    return parse


def _firearms(rules: PeurRules) -> dict[str, list[str]]:
    # "Arc/Arbalète": either word names the weapon
    return {name: [arm.label, *arm.label.split("/")] for name, arm in rules.firearms.items()}


def _gangs(rules: PeurRules) -> dict[str, list[str]]:
    return {letter: [g.name] for letter, g in rules.gangs.items()}


_GANG = _named(N_("gang"), _gangs, none=True)
_ONE_GANG = _named(N_("gang"), _gangs)
_GANG_HELP = N_("a gang letter A to R or its name (Police, Skins, agents spéciaux ...)")
_FIREARM = _named(N_("weapon"), _firearms)
_WEAPON = _named(N_("weapon"), lambda rules: {**_firearms(rules), **{
    name: [rules.melee_weapon_labels.get(name, name)] for name in rules.melee_weapons}}, none=True)
_ITEM = _named(N_("item"), lambda rules: {name: [item.label] for name, item in rules.items.items()})
_ABILITY = _named(N_("ability"), lambda rules: {name: [a.label] for name, a in rules.abilities.items()})
_PURCHASE = _named(N_("item or ability"), lambda rules: {**{name: [item.label] for name, item in rules.items.items()},
                                                     **{name: [a.label] for name, a in rules.abilities.items()}})
_EXPLOSIVE = _named(N_("explosive"), lambda rules: {name: [e.label] for name, e in rules.explosives.items()})


def register(subparsers: "argparse._SubParsersAction") -> None:
    odds = subparsers.add_parser("odds", help=_("exact odds of a Peur sur la Ville shot, as JSON"))
    odds.add_argument("--weapon", metavar=_("WEAPON"), required=True, type=_FIREARM,
                      help=_("as the rulebook writes it or its id: Pistolet, fusil à pompe, arc, "
                             "pistolet-mitrailleur, fusil-mitrailleur, mitrailleuse ..."))
    odds.add_argument("--cm", metavar=_("CM"), required=True, type=_CM,
                      help=_("distance base edge to base edge, 0 to 10000 cm"))
    odds.add_argument("--wounds", metavar=_("N"), type=_WOUNDS, default=0,
                      help=_("wounds the shooter already has, 0 to 20"))
    odds.add_argument("--burst", action="store_true", help=_("fire a 5-dice burst (under 30 cm)"))
    odds.add_argument("--cover", action="store_true", help=_("the target is in cover"))
    odds.add_argument("--vest", action="store_true", help=_("the target wears a bulletproof vest"))
    odds.add_argument("--shooter-gang", default="", type=_GANG, metavar=_("GANG"),
                      help=_("the shooter's gang (its special rules): a gang letter A to R or its name (Police, "
                             "Skins, agents spéciaux ...)"))
    odds.add_argument("--target-gang", default="", type=_GANG, metavar=_("GANG"),
                      help=_("the target's gang (its special rules): a gang letter A to R or its name (Police, "
                             "Skins, agents spéciaux ...)"))
    odds.add_argument("--aimed", action="store_true", help=_("the shooter is a Sniper who aimed first"))
    odds.set_defaults(handler=_odds)
    _register_other_odds(subparsers)
    gangs = subparsers.add_parser("gangs", help=_("the 18 Peur sur la Ville gangs: composition, budget, traits"))
    json_flag(gangs, _("print JSON instead of text"))
    gangs.set_defaults(handler=_gangs)
    settings = subparsers.add_parser("interpretations", help=_("Peur sur la Ville referee settings and notes"))
    json_flag(settings, _("print JSON instead of text"))
    settings.set_defaults(handler=_interpretations)
    _register_roster(subparsers)


def _register_roster(subparsers: "argparse._SubParsersAction") -> None:
    actions = action_group(subparsers, "roster", help=_("build a Peur sur la Ville gang: new, buy, weapons, check"))
    new = actions.add_parser("new", help=_("write the gang's starting roster to FILE"))
    new.add_argument("gang", metavar=_("GANG"), type=_ONE_GANG, help=_(_GANG_HELP))
    new.add_argument("file", metavar=_("FILE"))
    new.add_argument("--force", action="store_true",
                     help=_("replace the file even when it holds something else than a roster (a map, a game, a "
                            "play, any other file); without it such a file is left as it is"))
    new.set_defaults(handler=_roster_new)
    purchase = actions.add_parser("buy", help=_("buy one line of the price list or an ability"))
    purchase.add_argument("file", metavar=_("FILE"))
    purchase.add_argument("item", metavar=_("ITEM"), type=_PURCHASE,
                          help=_("a line of the price list or an ability, as written there or by its id (Gilet "
                                 "pare-balles, gilet, Caïd)"))
    purchase.add_argument("--figure", metavar=_("N"), type=_FIGURE, help=_("figure number, 0 to 99 (0 is the leader)"))
    purchase.add_argument("--weapon", metavar=_("WEAPON"), default="", type=_WEAPON,
                          help=_("the weapon bought with arme-de-tir / arme-de-combat (Fusil à pompe, épée ...)"))
    purchase.set_defaults(handler=_roster_buy)
    weapons = actions.add_parser("weapons", help=_("choose a figure's free weapons"))
    weapons.add_argument("file", metavar=_("FILE"))
    weapons.add_argument("figure", metavar=_("FIGURE"), type=_FIGURE,
                         help=_("figure number, 0 to 99 (0 is the leader)"))
    weapons.add_argument("weapons", metavar=_("WEAPON"), nargs="+", type=_WEAPON,
                         help=_("as the rulebook writes it or its id: Pistolet, fusil à pompe, épée ..."))
    weapons.set_defaults(handler=_roster_weapons)
    check = actions.add_parser("check", help=_("list what is wrong with a roster, one line each"))
    check.add_argument("file", metavar=_("FILE"))
    check.set_defaults(handler=_roster_check)


def _register_other_odds(subparsers: "argparse._SubParsersAction") -> None:
    melee = subparsers.add_parser("melee-odds", help=_("exact odds of one combat action, as JSON"))
    melee.add_argument("--attacker-gang", default="", type=_GANG, metavar=_("GANG"), help=_(_GANG_HELP))
    melee.add_argument("--defender-gang", default="", type=_GANG, metavar=_("GANG"), help=_(_GANG_HELP))
    melee.add_argument("--weapon", metavar=_("WEAPON"), action="append", default=[], type=_WEAPON,
                       help=_("the attacker's weapon (Épée, hache ...)"))
    melee.add_argument("--wounds", metavar=_("N"), type=_WOUNDS, default=0,
                       help=_("wounds the attacker already has, 0 to 20"))
    melee.add_argument("--item", metavar=_("ITEM"), action="append", default=[], type=_ITEM,
                       help=_("a defender's item (Gilet pare-balles, bouclier ...)"))
    melee.set_defaults(handler=_melee_odds)
    blast = subparsers.add_parser("blast-odds", help=_("exact odds of a grenade or molotov on one figure, as JSON"))
    blast.add_argument("--explosive", metavar=_("EXPLOSIVE"), required=True, type=_EXPLOSIVE,
                       help=_("Grenade frag or Cocktail Molotov"))
    blast.add_argument("--target-gang", default="", type=_GANG, metavar=_("GANG"), help=_(_GANG_HELP))
    blast.add_argument("--cover", action="store_true", help=_("cover on the line from the blast centre"))
    blast.add_argument("--vest", action="store_true")
    blast.set_defaults(handler=_blast_odds)
    morale = subparsers.add_parser("morale-odds", help=_("exact odds of a morale test, as JSON"))
    morale.add_argument("--owed", metavar=_("N"), type=_OWED, required=True,
                        help=_("morale dice owed (hits and wounds), 0 to {most}").format(most=MAX_OWED))
    morale.add_argument("--gang", default="", type=_GANG, metavar=_("GANG"), help=_(_GANG_HELP))
    morale.add_argument("--ability", metavar=_("ABILITY"), action="append", default=[], type=_ABILITY,
                        help=_("Caïd ..."))
    morale.add_argument("--ko", action="store_true", help=_("the figure is KO"))
    morale.set_defaults(handler=_morale_odds)


def _melee_odds(args: argparse.Namespace) -> int:
    from tabletop.games.peur_sur_la_ville.rules import fighter_for, melee_odds

    with _refusals():
        attacker = fighter_for(args.attacker_gang.upper(), weapons=args.weapon, wounds=args.wounds)
        defender = fighter_for(args.defender_gang.upper(), equipment=args.item)
        odds = melee_odds(attacker, defender)
    emit_json({"dice": odds.dice, "hits": _keyed(odds.hits), "wounds": _keyed(odds.wounds), "arrest": odds.arrest})
    return 0


def _blast_odds(args: argparse.Namespace) -> int:
    from tabletop.games.peur_sur_la_ville.rules import Defence, blast_odds, fighter_for

    with _refusals():
        target = fighter_for(args.target_gang.upper(), equipment=["gilet"] if args.vest else [])
        odds = blast_odds(args.explosive, Defence(args.cover, target))
    emit_json({"dice": odds.dice, "dud": odds.dud, "wounds": _keyed(odds.wounds),
               "morale_dice": _keyed(odds.morale_dice)})
    return 0


def _morale_odds(args: argparse.Namespace) -> int:
    from tabletop.games.peur_sur_la_ville.rules import fighter_for, morale_dice_count, morale_odds

    with _refusals():
        fighter = fighter_for(args.gang.upper(), abilities=args.ability, ko=args.ko)
        odds = morale_odds(morale_dice_count(args.owed, fighter), fighter)
    emit_json({"dice": odds.dice, "results": odds.results})
    return 0


def _keyed(dist: dict[int, float]) -> dict[str, float]:
    return {str(k): p for k, p in dist.items()}


def _odds(args: argparse.Namespace) -> int:
    from tabletop.games.peur_sur_la_ville.rules import Defence, fighter_for, shot_odds

    with _refusals():
        shooter = fighter_for(args.shooter_gang.upper(), wounds=args.wounds,
                              abilities=["sniper"] if args.aimed else [])
        target = fighter_for(args.target_gang.upper(), equipment=["gilet"] if args.vest else [])
        result = shot_odds(args.weapon, args.cm, shooter, Defence(in_cover=args.cover, fighter=target),
                           burst=args.burst, aimed=args.aimed)
    emit_json(result.contract())
    return 0


def _gangs(args: argparse.Namespace) -> int:
    from tabletop.games.peur_sur_la_ville.rules import gang_lines, gang_summary, load_rules

    rules = load_rules()
    if args.json:
        emit_json([gang_summary(g, rules) for g in rules.gangs.values()])
        return 0
    for template in rules.gangs.values():
        print("\n".join(gang_lines(template, rules)))
    return 0


def _interpretations(args: argparse.Namespace) -> int:
    from tabletop.games.peur_sur_la_ville.rules import interpretations

    shown = interpretations()
    if args.json:
        emit_json([{"name": name, "value": value, "description": text} for name, value, text in shown])
        return 0
    for name, value, text in shown:  # a setting as its house-rule file writes it, then what it means
        written = None if value is None else json.dumps(value, ensure_ascii=False)
        print(_("{name}: {text}").format(name=name, text=_(text)) if written is None else
              _("{name} = {value}: {text}").format(name=name, value=written, text=_(text)))
    return 0


def _read_roster(path: str) -> Roster:
    from tabletop.games.peur_sur_la_ville.rules import PeurError, load_roster

    try:
        return load_roster(path)
    except PeurError as exc:
        raise CliError(str(exc)) from None


def _write_roster(path: str, roster: Roster) -> None:
    from tabletop.games.peur_sur_la_ville.rules import roster_file_text
    from tabletop.storage import atomic_write_text

    try:
        atomic_write_text(path, roster_file_text(roster))
    except OSError as exc:
        raise CliError(_("{file} cannot be written ({value})").format(
            file=named(path), value=exc.strerror or exc)) from None
    print(_("{file}: {count} bitcoins left").format(file=path, count=roster.left()))


def _roster_new(args: argparse.Namespace) -> int:
    from tabletop.games.peur_sur_la_ville.rules import new_roster

    output_file(args.file)
    if not args.force:
        _refuse_other_kind(args.file)
    with _refusals():
        roster = new_roster(args.gang)
    _write_roster(args.file, roster)
    return 0


def _refuse_other_kind(path: str) -> None:
    """A new roster never replaces a file of another kind: an 18.7 KB map was silently replaced by a roster."""
    import os

    from tabletop.file_kinds import kind_on_disk

    if not os.path.exists(path) or os.path.getsize(path) == 0:
        return
    kind = kind_on_disk(path)
    if kind == "roster":
        return
    if kind is None:
        raise CliError(_("{path}: holds something else than a roster, and a new roster does not replace it; give "
                         "another file name, or add --force to replace it").format(path=path))
    raise CliError(_("{path}: holds {kind}, and a new roster does not replace it; give another file name, or add "
                     "--force to replace it").format(path=path, kind=_(KIND_WORDS[kind])))


# The kinds of file_kinds.FILE_KINDS in words, for a refusal.
KIND_WORDS = {"map": N_("a map"), "game": N_("a saved game"), "play": N_("a play"), "roster": N_("a roster")}


def _change_roster(path: str, change: Callable[[Roster], Roster]) -> int:
    """Read the roster at ``path``, change it as the rules allow, and write it back."""
    roster = _read_roster(path)
    with _refusals():
        changed = change(roster)
    _write_roster(path, changed)
    return 0


def _roster_buy(args: argparse.Namespace) -> int:
    from tabletop.games.peur_sur_la_ville.rules import buy

    return _change_roster(args.file, lambda roster: buy(roster, args.item, args.figure, args.weapon))


def _roster_weapons(args: argparse.Namespace) -> int:
    from tabletop.games.peur_sur_la_ville.rules import set_weapons

    return _change_roster(args.file, lambda roster: set_weapons(roster, args.figure, tuple(args.weapons)))


def _roster_check(args: argparse.Namespace) -> int:
    from tabletop.games.peur_sur_la_ville.rules import roster_problems

    roster = _read_roster(args.file)
    problems = roster_problems(roster)
    for line in problems:
        print(placed(args.file, line))
    if not problems:
        print(_("{file}: ready to play, {count} bitcoins left").format(file=args.file, count=roster.left()))
    return 1 if problems else 0
