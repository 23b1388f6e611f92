"""``tabletop odds`` and ``tabletop gangs``: Peur sur la Ville's exact odds and gang list, headless."""

from __future__ import annotations

import argparse

from tabletop.cli.common import CliError, emit_json, finite_float
from tabletop.games.peur import Defence, Fighter, PeurError, gang_lines, gang_summary, load_rules, shot_odds


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
