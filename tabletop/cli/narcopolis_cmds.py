"""``tabletop narcopolis income|combat|score``: Narcopolis's income table, a bluff combat checked, and the end
of a game ranked, as JSON (other tools read these answers: the shapes are a contract)."""

from __future__ import annotations

import argparse
from typing import Any

from tabletop.cli.common import CliError, action_group, emit_json, read_json_file
from tabletop.i18n import _

MAX_INPUT_BYTES = 1024 * 1024


def register(subparsers: "argparse._SubParsersAction") -> None:
    commands = action_group(subparsers, "narcopolis",
                            help=_("Narcopolis: income, combat check, end-of-game ranking (JSON)"))
    income = commands.add_parser("income", help=_("a turn's income from a character's board"))
    income.add_argument("--character", metavar=_("NAME"), required=True,
                        help=_("Booki, Busta, Furi, Miss T or Killah (any case)"))
    income.add_argument("--built", required=True, metavar="armes=N,bordels=N,casinos=N,drogues=N",
                        help=_("businesses of each kind taken off the player's board"))
    income.set_defaults(handler=_income)
    combat = commands.add_parser("combat", help=_("check a bluff combat: scores, bluff, winner"))
    combat.add_argument("file", metavar=_("FILE.json"))
    combat.add_argument("--module", action="append", default=[], choices=("under_announce", "side_bet"),
                        help=_("an advanced module in play (repeat for both): under_announce (module 3, announcing "
                               "under one's dice is no bluff), side_bet (module 4, FILE may hold \"stake\": "
                               "\"money\" or \"reputation\")"))
    combat.set_defaults(handler=_combat)
    end = commands.add_parser("score", help=_("is the game over, who won, each player's rank"))
    end.add_argument("file", metavar=_("FILE.json"))
    end.set_defaults(handler=_score)


def parse_built(text: str) -> dict[str, int]:
    """``armes=2,bordels=1``: each kind once, a whole number 0-6; kinds not named count 0, but one kind at least is
    named (``armes=0`` for a board with nothing taken off): an empty ``--built`` is a slip, not an answer."""
    from tabletop.games.narcopolis.rules import KINDS

    parts = [p.strip() for p in text.split(",")]
    if not any(parts):
        raise CliError(_("--built: name the businesses taken off the board, such as armes=2,bordels=1 (armes=0 when "
                         "none is)"))
    built: dict[str, int] = {}
    for part in filter(None, parts):
        kind, sep, value = part.partition("=")
        kind = kind.strip().lower()
        if not sep or kind not in KINDS:
            raise CliError(_("--built: '{part}' is not KIND=N with KIND one of {items}").format(
                part=part, items=', '.join(KINDS)))
        if kind in built:
            raise CliError(_("--built: {kind} is given twice").format(
                kind=kind))
        try:
            built[kind] = int(value)
        except ValueError:
            raise CliError(_("--built: {kind}: expected a whole number, got '{strip}'").format(
                kind=kind, strip=value.strip())) from None
        if not 0 <= built[kind] <= 6:
            raise CliError(_("--built: {kind}: {value} is not 0 to 6 (6 tokens of each kind on a board)").format(
                kind=kind, value=built[kind]))
    return built


def _income(args: argparse.Namespace) -> int:
    from tabletop.games.narcopolis.income import income_lines
    from tabletop.games.narcopolis.rules import load_rules

    rules = load_rules()
    try:
        character = rules.character(args.character)
    except KeyError as exc:
        raise CliError(_("--character: {value}").format(
            value=exc.args[0])) from None
    try:
        lines = income_lines(character.income, parse_built(args.built))
    except ValueError as exc:
        raise CliError(_("--built: {exc} on {name}'s board").format(
            exc=exc, name=character.name)) from None
    emit_json({"lines": lines, "total": sum(lines.values())})
    return 0


def read_json(path: str) -> Any:
    return read_json_file(path, MAX_INPUT_BYTES, _("a Narcopolis input file"))


def _need(data: Any, key: str, kind: type, where: str) -> Any:
    if not isinstance(data, dict) or key not in data:
        raise CliError(_("{where}: missing \"{key}\"").format(
            where=where, key=key))
    value = data[key]
    if not isinstance(value, kind) or isinstance(value, bool):  # no field of these files is a boolean
        raise CliError(_("{where}.{key}: unexpected {__name__}").format(
            where=where, key=key, __name__=type(value).__name__))
    return value


def _combat(args: argparse.Namespace) -> int:
    from tabletop.games.narcopolis.combat import CombatError, settle
    from tabletop.games.narcopolis.rules import load_rules

    data = read_json(args.file)
    where = args.file
    attacker = _need(data, "attacker", str, where)
    defender = _need(data, "defender", str, where)
    exchanges = _need(data, "exchanges", list, where)
    called_by = _need(data, "called_by", str, where)
    unknown = sorted(set(data) - {"attacker", "defender", "exchanges", "called_by", "stake"})
    if unknown:
        raise CliError(_("{where}.{key}: unknown field (a combat holds attacker, defender, exchanges, called_by "
                         "and, with --module side_bet, stake)").format(where=where, key=unknown[0]))
    stake = data.get("stake")
    if stake is not None and "side_bet" not in args.module:
        raise CliError(_("{where}.stake: the side bet is advanced module 4 (« miser 10M$ ou 1 point de Réputation »): "
                         "add --module side_bet").format(where=where))
    if stake is not None and stake not in ("money", "reputation"):
        raise CliError(_("{where}.stake: \"money\" (10 M$) or \"reputation\" (1 point), not {stake!r}").format(
            where=where, stake=stake))
    for number, exchange in enumerate(exchanges, start=1):
        if not isinstance(exchange, dict):
            raise CliError(_("{where}: exchange {number}: expected {{\"by\", \"dice\", \"announce\"}}").format(
                where=where, number=number))
    rules = load_rules()
    try:
        result = settle(attacker, defender, exchanges, called_by,
                        under_announce_is_bluff=rules.reading("under_announce_is_bluff")
                        and "under_announce" not in args.module,
                        only_opponent_calls=rules.reading("only_opponent_calls"))
    except CombatError as exc:
        raise CliError(_("{where}: {exc}").format(
            where=where, exc=exc)) from None
    answer: dict[str, Any] = {"scores": list(result.scores), "bluff": result.bluff, "winner": result.winner}
    if stake is not None:
        amount = rules.costs["side_bet_money" if stake == "money" else "side_bet_reputation"]
        answer["stake"] = {"kind": stake, "amount": amount,
                           "from": defender if result.winner == attacker else attacker, "to": result.winner}
    emit_json(answer)
    return 0


def _score(args: argparse.Namespace) -> int:
    from tabletop.games.narcopolis.ending import FURI, Standing, score
    from tabletop.games.narcopolis.rules import load_rules

    data = read_json(args.file)
    where = args.file
    variant = _need(data, "variant", str, where)
    if variant not in ("classic", "furi"):
        raise CliError(_("{where}.variant: '{variant}' is neither classic nor furi").format(
            where=where, variant=variant))
    furi_reputation = data.get("furi_reputation") if isinstance(data, dict) else None
    if furi_reputation is not None and (not isinstance(furi_reputation, int) or isinstance(furi_reputation, bool)):
        raise CliError(_("{where}.furi_reputation: expected a whole number or null").format(
            where=where))
    players = _need(data, "players", list, where)
    if not players:
        raise CliError(_("{where}.players: no player").format(
            where=where))
    standings = []
    for index, row in enumerate(players):
        at = f"{where}.players.{index}"
        name = _need(row, "name", str, at)
        if variant == "furi" and name == FURI:
            raise CliError(_("{at}.name: « Furi » is the boss, not a player, in Furi's game").format(
                at=at))
        values = [_need(row, key, int, at) for key in ("reputation", "businesses")]
        if any(v < 0 for v in values):
            raise CliError(_("{at}: reputation and businesses are 0 or more").format(
                at=at))
        standings.append(Standing(name, *values))
    if len({s.name for s in standings}) != len(standings):
        raise CliError(_("{where}.players: two players have the same name").format(
            where=where))
    rules = load_rules()
    try:
        answer = score(variant, furi_reputation, standings, win=rules.costs["win_reputation"],
                       furi_win=rules.furi["win_reputation"])
    except ValueError as exc:
        raise CliError(_("{where}.{exc}").format(
            where=where, exc=exc)) from None
    emit_json(answer)
    return 0
