"""``tabletop camorra combat FILE.json`` and ``tabletop camorra score FILE.json``: Camorra's combat calculator and
final count, headless, JSON in and JSON out (the contract of issue 11)."""

from __future__ import annotations

import argparse

from tabletop.cli.common import CliError, action_group, emit_json, read_checked_json
from tabletop.jsontext import in_file, refusal_in
from tabletop.i18n import N_, _

MAX_INPUT_BYTES = 1024 * 1024


def register(subparsers: "argparse._SubParsersAction") -> None:
    commands = action_group(subparsers, "camorra", help=_("Camorra: the combat calculator and the final count, as "
                                                          "JSON"))
    combat = commands.add_parser("combat", help=_("both sides' totals, part by part, and the outcome of a combat "
                                                  "described in FILE (attacker, defender, corruption chain)"))
    combat.add_argument("file", metavar=_("FILE.json"))
    combat.add_argument("--guarded", action="store_true",
                        help=_("a Caporegime guards the attacked terrain even if the defender sent none to the duel "
                               "(it stays home): the attacker's win kills it instead of taking the terrain; the "
                               "same as \"guarded\": true in FILE"))
    combat.set_defaults(handler=_combat)
    score = commands.add_parser("score", help=_("each player's Caporegimes, terrains, complete municipalities, "
                                                "score and rank, from FILE (players with capos and terrains)"))
    score.add_argument("file", metavar=_("FILE.json"))
    score.set_defaults(handler=_score)


def _combat(args: argparse.Namespace) -> int:
    from tabletop.games.camorra.combat import combat_from_json, guarded_from_json, resolve
    from tabletop.games.camorra.rules import load_rules
    from tabletop.rule_places.camorra import COMBAT, COMBAT_FILE
    from tabletop.schema_words import place_words

    rules = load_rules()
    data = read_checked_json(args.file, MAX_INPUT_BYTES, N_("a Camorra input file"), "tabletop.games.camorra",
                             "combat.schema.json", COMBAT, _(COMBAT_FILE))
    try:
        attacker, defender, chain = combat_from_json(rules, data)
        guarded = guarded_from_json(data)
    except ValueError as exc:
        raise CliError(refusal_in(args.file, exc.args[0])) from None
    if args.guarded:
        if guarded is False:
            raise CliError(in_file(args.file, place_words(("guarded",), COMBAT, None),
                                   _("false, but --guarded says a Caporegime guards the terrain")))
        guarded = True
    emit_json(resolve(rules, attacker, defender, chain, guarded=guarded).to_json())
    return 0


def _score(args: argparse.Namespace) -> int:
    from tabletop.games.camorra.rules import load_rules
    from tabletop.games.camorra.scoring import score_json
    from tabletop.rule_places.camorra import SCORE

    data = read_checked_json(args.file, MAX_INPUT_BYTES, N_("a Camorra input file"), "tabletop.games.camorra",
                             "score.schema.json", SCORE)
    try:
        result = score_json(load_rules(), data)
    except ValueError as exc:
        raise CliError(refusal_in(args.file, exc.args[0])) from None
    emit_json(result)
    return 0
