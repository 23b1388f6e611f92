"""``tabletop odds``, ``gangs``, ``roster`` and ``interpretations``: Peur sur la Ville's exact odds, gang list,
roster builder and referee settings, headless."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from tabletop.cli.common import CliError, emit_json, finite_float
from tabletop.games.peur import (Defence, Fighter, PeurError, Roster, buy, gang_lines, gang_summary,
                                 interpretations, load_rules, new_roster, roster_from_data, roster_problems,
                                 roster_to_data, set_weapons, shot_odds)
from tabletop.storage import atomic_write_text


def register(subparsers: "argparse._SubParsersAction") -> None:
    odds = subparsers.add_parser("odds", help="exact odds of a Peur sur la Ville shot, as JSON")
    odds.add_argument("--weapon", required=True, help="pistolet, fusil, fusil-a-pompe, arc, pistolet-mitrailleur, "
                                                      "fusil-mitrailleur, mitrailleuse ...")
    odds.add_argument("--cm", required=True, type=finite_float, help="distance base edge to base edge, in cm")
    odds.add_argument("--wounds", type=_wounds, default=0, help="wounds the shooter already has")
    odds.add_argument("--burst", action="store_true", help="fire a 5-dice burst (under 30 cm)")
    odds.add_argument("--cover", action="store_true", help="the target is in cover")
    odds.add_argument("--vest", action="store_true", help="the target wears a bulletproof vest")
    odds.set_defaults(handler=_odds)
    gangs = subparsers.add_parser("gangs", help="the 18 Peur sur la Ville gangs: composition, budget, traits")
    gangs.add_argument("--json", action="store_true", help="print JSON instead of text")
    gangs.set_defaults(handler=_gangs)
    settings = subparsers.add_parser("interpretations", help="Peur sur la Ville referee settings and notes")
    settings.add_argument("--json", action="store_true", help="print JSON instead of text")
    settings.set_defaults(handler=_interpretations)
    _register_roster(subparsers)


def _register_roster(subparsers: "argparse._SubParsersAction") -> None:
    roster = subparsers.add_parser("roster", help="build a Peur sur la Ville gang: new, buy, weapons, check")
    actions = roster.add_subparsers(dest="roster_command", metavar="ACTION", parser_class=type(roster))
    actions.required = True
    new = actions.add_parser("new", help="write the gang's starting roster to FILE")
    new.add_argument("gang", metavar="LETTER", help="gang letter A to R")
    new.add_argument("file", metavar="FILE")
    new.set_defaults(handler=_roster_new)
    purchase = actions.add_parser("buy", help="buy one line of the price list or an ability")
    purchase.add_argument("file", metavar="FILE")
    purchase.add_argument("item", metavar="ITEM")
    purchase.add_argument("--figure", type=int, help="figure number (0 is the leader)")
    purchase.add_argument("--weapon", default="", help="the weapon bought with arme-de-tir / arme-de-combat")
    purchase.set_defaults(handler=_roster_buy)
    weapons = actions.add_parser("weapons", help="choose a figure's free weapons")
    weapons.add_argument("file", metavar="FILE")
    weapons.add_argument("figure", metavar="FIGURE", type=int)
    weapons.add_argument("weapons", metavar="WEAPON", nargs="+")
    weapons.set_defaults(handler=_roster_weapons)
    check = actions.add_parser("check", help="list what is wrong with a roster, one line each")
    check.add_argument("file", metavar="FILE")
    check.set_defaults(handler=_roster_check)


def _wounds(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number of wounds, got '{text}'") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected 0 or more wounds, got '{text}'")
    return value


def _odds(args: argparse.Namespace) -> int:
    if args.cm < 0:
        raise CliError(f"--cm must be 0 or more, got {args.cm:g}")
    try:
        result = shot_odds(args.weapon, args.cm, Fighter(wounds=args.wounds),
                           Defence(in_cover=args.cover, fighter=Fighter(vest=args.vest)), burst=args.burst)
    except PeurError as exc:
        raise CliError(str(exc)) from None
    emit_json(result.contract())
    return 0


def _gangs(args: argparse.Namespace) -> int:
    rules = load_rules()
    if args.json:
        emit_json([gang_summary(g, rules) for g in rules.gangs.values()])
        return 0
    for template in rules.gangs.values():
        print("\n".join(gang_lines(template, rules)))
    return 0


def _interpretations(args: argparse.Namespace) -> int:
    shown = interpretations()
    if args.json:
        emit_json([{"name": name, "value": value, "description": text} for name, value, text in shown])
        return 0
    for name, value, text in shown:
        print(f"{name}{'' if value is None else f' = {json.dumps(value, ensure_ascii=False)}'}: {text}")
    return 0


def _read_roster(path: str) -> Roster:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as exc:
        raise CliError(f"{path}: cannot be read: {exc.strerror or exc}") from None
    except json.JSONDecodeError as exc:
        raise CliError(f"{path}: not valid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    try:
        return roster_from_data(data)
    except PeurError as exc:
        raise CliError(f"{path}: {exc}") from None


def _write_roster(path: str, roster: Roster) -> None:
    atomic_write_text(path, json.dumps(roster_to_data(roster), ensure_ascii=False, indent=1) + "\n")
    print(f"{path}: {roster.left()} bitcoins left")


def _roster_new(args: argparse.Namespace) -> int:
    try:
        roster = new_roster(args.gang)
    except PeurError as exc:
        raise CliError(str(exc)) from None
    _write_roster(args.file, roster)
    return 0


def _roster_buy(args: argparse.Namespace) -> int:
    roster = _read_roster(args.file)
    try:
        changed = buy(roster, args.item, args.figure, args.weapon)
    except PeurError as exc:
        raise CliError(str(exc)) from None
    _write_roster(args.file, changed)
    return 0


def _roster_weapons(args: argparse.Namespace) -> int:
    roster = _read_roster(args.file)
    try:
        changed = set_weapons(roster, args.figure, tuple(args.weapons))
    except PeurError as exc:
        raise CliError(str(exc)) from None
    _write_roster(args.file, changed)
    return 0


def _roster_check(args: argparse.Namespace) -> int:
    roster = _read_roster(args.file)
    problems = roster_problems(roster)
    for line in problems:
        print(f"{args.file}: {line}")
    if not problems:
        print(f"{args.file}: ready to play, {roster.left()} bitcoins left")
    return 1 if problems else 0
