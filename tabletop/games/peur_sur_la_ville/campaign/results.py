"""A campaign turn's results file: what each gang did at its table and what it invests, its shape checked by
``results.schema.json``, then key by key against the campaign rules.

    {"gangs": {"A": {"income": {"bank": 1, "shop": 2}, "contracts": [2], "lost_hq": false, "hqs_taken": 0,
                     "bavures": {"civilian_killed": 1}, "bavures_with_journalists": {}, "city_hospital": false,
                     "wounded": {"A3": 3}, "dead": ["A7"], "game": "<play id>",
                     "investments": [{"kind": "recruit", "count": 1}, {"kind": "resource", "resource": "labo"}]}}}

Every problem is one line naming the gang and the field in words (``A: the income « bnk »: ...``). A contract is its
reputation (1, 2 or 3) or ``{"title": ..., "reputation": 2, "bitcoins": 1}``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping

import jsonschema

from tabletop.games.peur_sur_la_ville.campaign.settings import Contract
from tabletop.games.peur_sur_la_ville.rules import PeurError, PeurRules, load_rules
from tabletop.i18n import N_, _, placed
from tabletop.jsontext import JsonTextError, quoted, read_json_file
from tabletop.rule_places.peur_campaign import RESULTS
from tabletop.ruledata import package_schema
from tabletop.schema_words import error_line, exact_place_words, first_errors, place_words

RESULTS_FILE_BYTES = 1024 * 1024  # one turn's results for a dozen gangs is a few KB
MAX_NAME_CHARS = 100  # a figure's id, a game's id, a contract's title: what the book's name columns hold

# Each investment kind and the keys it takes besides "kind" (the required ones first).
INVESTMENT_KEYS: Mapping[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "recruit": (("count",), ()),
    "new_chief": (("figure",), ()),
    "leader_replacement": ((), ("figure",)),
    "resource": (("resource",), ()),
    "hospital_bribe": (("figure",), ()),
    "equipment": (("item",), ("figure", "weapon")),
}
GANG_KEYS = ("income", "contracts", "lost_hq", "hqs_taken", "bavures", "bavures_with_journalists", "city_hospital",
             "wounded", "dead", "investments", "game")


@dataclass(frozen=True)
class Investment:
    kind: str
    count: int = 1
    figure: str = ""
    resource: str = ""
    item: str = ""
    weapon: str = ""


@dataclass(frozen=True)
class GangResults:
    income: Mapping[str, int] = field(default_factory=dict)
    contracts: tuple[Contract, ...] = ()
    lost_hq: bool = False
    hqs_taken: int = 0
    bavures: Mapping[str, int] = field(default_factory=dict)
    bavures_with_journalists: Mapping[str, int] = field(default_factory=dict)
    city_hospital: bool = False
    wounded: Mapping[str, int] = field(default_factory=dict)
    dead: tuple[str, ...] = ()
    investments: tuple[Investment, ...] = ()
    game: str | None = None


Place = tuple[str | int, ...]  # a field of a gang's results by its keys and list indices: ("investments", 0, "figure")


def results_place(where: Place, label: Callable[[str], str] = str) -> str:
    """A field of a gang's results as the referee says it (« the figure of investment 1 »), by the table
    ``tabletop.rule_places.peur_campaign.RESULTS``; ``label`` names a wounded figure by its id."""
    return place_words(where, RESULTS, None, label) if where else _("the gang's results")


class _Refused(Exception):
    """One problem at ``where``, named with its gang by the caller."""

    def __init__(self, where: Place, message: str):
        super().__init__(placed(results_place(where), message))
        self.reason = str(message)


class GangRefusal(PeurError):
    """A gang's results refused: the line « gang: field: problem », and ``reason``, the problem alone, for a form
    that already shows the gang and the field."""

    def __init__(self, letter: str, refused: Exception):
        super().__init__(_("{letter}: {exc}").format(letter=letter, exc=refused))
        self.reason = getattr(refused, "reason", str(refused))


def _count(value: Any, where: Place, maximum: int, minimum: int = 0) -> int:
    """A whole number from ``minimum`` to ``maximum`` (the rule data's ``limits.count``: past it, the ledger's sums
    would leave the integers every database adds exactly)."""
    if isinstance(value, bool) or not isinstance(value, int) or not minimum <= value <= maximum:
        raise _Refused(where, _("expected a whole number from {minimum} to {maximum}, got {value}").format(
            minimum=minimum, maximum=maximum, value=quoted(value)))
    return value


def _flag(value: Any, where: Place) -> bool:
    if not isinstance(value, bool):
        raise _Refused(where, _("expected true or false, got {value}").format(value=quoted(value)))
    return value


def _text(value: Any, where: Place) -> str:
    if not isinstance(value, str) or not value or len(value) > MAX_NAME_CHARS:
        raise _Refused(where, _("expected a name of 1 to {count} characters, got {value}").format(
            count=MAX_NAME_CHARS, value=quoted(value)))
    return value


def _object(value: Any, where: Place) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise _Refused(where, _("expected an object, got {value}").format(value=quoted(value)))
    return value


def _list(value: Any, where: Place) -> list[Any]:
    if not isinstance(value, list):
        raise _Refused(where, _("expected a list, got {value}").format(value=quoted(value)))
    return value


# A key no table of the rules holds, refused in one whole sentence per table (the table's word is never glued in:
# « income » stayed English inside the French line).
UNKNOWN_INCOME = N_("no income is called '{key}'; the incomes are {items}")
UNKNOWN_BAVURE = N_("no bavure is called '{key}'; the bavures are {items}")


def _counts(value: Any, where: Place, known: Any, unknown: str, maximum: int) -> dict[str, int]:
    out = {}
    for key, count in _object(value, where).items():
        if key not in known:
            raise _Refused((*where, key), _(unknown).format(key=key, items=", ".join(known)))
        out[key] = _count(count, (*where, key), maximum)
    return out


def _contract(value: Any, where: Place, levels: list[int], maximum: int) -> Contract:
    if isinstance(value, int) and not isinstance(value, bool):
        value = {"reputation": value}
    entry = _object(value, where)
    unknown = sorted(set(entry) - {"title", "asks", "reputation", "bitcoins"})
    if unknown:
        raise _Refused((*where, unknown[0]), _("unknown key; a contract has title, asks, reputation, bitcoins"))
    reputation = entry.get("reputation")
    if reputation not in levels or isinstance(reputation, bool):
        raise _Refused((*where, "reputation"), _("a contract is worth {items} points, not {reputation}").format(
            items=", ".join(map(str, levels)), reputation=quoted(reputation)))
    title, asks = (_text(entry[key], (*where, key)) if entry.get(key) else "" for key in ("title", "asks"))
    return Contract(title, asks, reputation, _count(entry.get("bitcoins", 0), (*where, "bitcoins"), maximum))


def _investment(value: Any, where: Place, maximum: int) -> Investment:
    entry = _object(value, where)
    kind = entry.get("kind")
    if not isinstance(kind, str) or kind not in INVESTMENT_KEYS:  # {} or [] cannot even be looked up
        raise _Refused((*where, "kind"), _("unknown investment {kind}; investments: {items}").format(
            kind=quoted(kind), items=", ".join(INVESTMENT_KEYS)))
    required, optional = INVESTMENT_KEYS[kind]
    for key in entry:
        if key != "kind" and key not in required + optional:
            raise _Refused((*where, key), _("unknown key for a {kind}; it takes {items}").format(
                kind=kind, items=", ".join(required + optional)))
    for key in required:
        if key not in entry:
            raise _Refused((*where, key), _("a {kind} needs its {key}").format(kind=kind, key=key))
    fields: dict[str, Any] = {"kind": kind}
    for key in required + optional:
        if key in entry:
            fields[key] = _count(entry[key], (*where, key), maximum, 1) if key == "count" else \
                _text(entry[key], (*where, key))
    return Investment(**fields)


def gang_results(raw: Any, rules: PeurRules) -> GangResults:
    """One gang's results; raises _Refused naming the field."""
    entry = _object(raw, ())
    unknown = sorted(set(entry) - set(GANG_KEYS))
    if unknown:
        raise _Refused((unknown[0],), _("unknown key; a gang's results have {items}").format(
            items=", ".join(GANG_KEYS)))
    campaign = rules.campaign
    acts = campaign["bavures"]["acts"]
    most = campaign["limits"]["count"]
    game = entry.get("game")
    return GangResults(
        income=_counts(entry.get("income", {}), ("income",), list(campaign["income"]), UNKNOWN_INCOME, most),
        contracts=tuple(_contract(c, ("contracts", i), campaign["reputation"]["contract_levels"], most)
                        for i, c in enumerate(_list(entry.get("contracts", []), ("contracts",)))),
        lost_hq=_flag(entry.get("lost_hq", False), ("lost_hq",)),
        hqs_taken=_count(entry.get("hqs_taken", 0), ("hqs_taken",), most),
        bavures=_counts(entry.get("bavures", {}), ("bavures",), acts, UNKNOWN_BAVURE, most),
        bavures_with_journalists=_counts(entry.get("bavures_with_journalists", {}), ("bavures_with_journalists",),
                                         acts, UNKNOWN_BAVURE, most),
        city_hospital=_flag(entry.get("city_hospital", False), ("city_hospital",)),
        wounded={_text(k, ("wounded",)): _count(v, ("wounded", k), most)
                 for k, v in _object(entry.get("wounded", {}), ("wounded",)).items()},
        dead=tuple(_text(d, ("dead", i)) for i, d in enumerate(_list(entry.get("dead", []), ("dead",)))),
        investments=tuple(_investment(v, ("investments", i), most)
                          for i, v in enumerate(_list(entry.get("investments", []), ("investments",)))),
        game=None if game is None else _text(game, ("game",)))


def parse_results(doc: Any, gangs: Any, rules: PeurRules | None = None) -> dict[str, GangResults]:
    """``{"gangs": {letter: results}}`` for the campaign's ``gangs``; PeurError (one line) on the first problem."""
    rules = rules or load_rules()
    _check_whole(doc)
    out = {}
    for letter, raw in doc["gangs"].items():
        if letter not in gangs:
            raise PeurError(_("{letter}: not a gang of this campaign; its gangs: {items}").format(
                letter=letter, items=", ".join(gangs)))
        try:
            out[letter] = gang_results(raw, rules)
        except _Refused as exc:
            raise GangRefusal(letter, exc) from None
    return out


def _check_whole(doc: Any) -> None:
    if not isinstance(doc, dict) or set(doc) != {"gangs"} or not isinstance(doc["gangs"], dict):
        raise PeurError(_("a results file is {{\"gangs\": {{\"A\": {{...}}, ...}}}}"))


def results_problem(doc: Any) -> GangRefusal | None:
    """The first problem ``results.schema.json`` finds in a results file shaped ``{"gangs": {...}}``, as a gang's
    refusal naming the field in words (« C: the wounds of C2: expected an integer, got "3" »); None when the file
    fits. What the campaign rules decide (their incomes, bavures, limits, an investment's keys) is checked after, by
    ``parse_results``."""
    errors = first_errors(jsonschema.Draft202012Validator(package_schema(__package__, "results.schema.json")), doc)
    if not errors:
        return None
    letter = str(errors[0].absolute_path[1])  # the whole file and its gangs' map are checked by _check_whole
    line = error_line("", errors[0], lambda place: results_place(tuple(place)[2:]),
                      lambda place: exact_place_words(tuple(place)[2:], RESULTS, None))
    return GangRefusal(letter, ValueError(line))


def _file_place(path: tuple[Any, ...]) -> str:
    """A place of a results file as the referee says it: its gang, then the field of the gang's results in words."""
    if len(path) < 2 or path[0] != "gangs":
        return ".".join(map(str, path))
    return _("{letter}: {exc}").format(letter=path[1], exc=results_place(tuple(path[2:])))


def read_results(path: str, gangs: Any, rules: PeurRules | None = None) -> dict[str, GangResults]:
    """The results file at ``path``, read within the limits every Tabletop file shares (``tabletop.jsontext``) and
    checked by ``results.schema.json``, then by the campaign rules."""
    try:
        doc = read_json_file(path, N_("a results file"), RESULTS_FILE_BYTES,
                             place=lambda place, _doc: _file_place(place))
    except JsonTextError as exc:
        raise PeurError(_("{path}: {exc}").format(path=path, exc=exc)) from None
    try:
        _check_whole(doc)
        problem = results_problem(doc)
        if problem is not None:
            raise problem
        return parse_results(doc, gangs, rules)
    except PeurError as exc:
        raise PeurError(_("{path}: {exc}").format(path=path, exc=exc)) from None


def results_to_data(results: GangResults) -> dict[str, Any]:
    """The JSON of one gang's results (what ``gang_results`` reads back)."""
    def investment(i: Investment) -> dict[str, Any]:
        required, optional = INVESTMENT_KEYS[i.kind]
        data: dict[str, Any] = {"kind": i.kind}
        for key in required + optional:
            value = getattr(i, key)
            if value:
                data[key] = value
        return data

    data: dict[str, Any] = {
        "income": dict(results.income),
        "contracts": [{"title": c.title, "asks": c.asks, "reputation": c.reputation, "bitcoins": c.bitcoins}
                      for c in results.contracts],
        "lost_hq": results.lost_hq, "hqs_taken": results.hqs_taken, "bavures": dict(results.bavures),
        "bavures_with_journalists": dict(results.bavures_with_journalists), "city_hospital": results.city_hospital,
        "wounded": dict(results.wounded), "dead": list(results.dead),
        "investments": [investment(i) for i in results.investments]}
    if results.game:
        data["game"] = results.game
    return data
