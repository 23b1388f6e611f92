"""A campaign turn's results file: what each gang did at its table and what it invests, checked key by key.

    {"gangs": {"A": {"income": {"bank": 1, "shop": 2}, "contracts": [2], "lost_hq": false, "hqs_taken": 0,
                     "bavures": {"civilian_killed": 1}, "bavures_with_journalists": {}, "city_hospital": false,
                     "wounded": {"A3": 3}, "dead": ["A7"], "game": "<play id>",
                     "investments": [{"kind": "recruit", "count": 1}, {"kind": "resource", "resource": "labo"}]}}}

Every problem is one line naming the field and its gang in words (« l'investissement 1 des Skins (un recrutement) ne
dit pas combien de membres il recrute (champ « count ») », ``refusals.py``). A contract is its reputation (1, 2 or 3) or ``{"title": ..., "reputation": 2, "bitcoins": 1}``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from tabletop.games.peur_sur_la_ville.campaign.refusals import (GANG_FIELDS, FieldRefusal, GangRefusal, Place,
                                                                figure_label, gang_args, results_place, said_keyed,
                                                                missing_contract_reputation, missing_investment_field,
                                                                unknown_contract_field,
                                                                unknown_count, unknown_gang_field,
                                                                unknown_investment_field, unknown_kind)
from tabletop.games.peur_sur_la_ville.campaign.accounts import GangAccount
from tabletop.games.peur_sur_la_ville.campaign.settings import Contract
from tabletop.games.peur_sur_la_ville.campaign.words import gang_figure_names
from tabletop.games.peur_sur_la_ville.rules import PeurError, PeurRules, load_rules
from tabletop.i18n import N_, _
from tabletop.jsontext import JsonTextError, quoted, read_json_file
from tabletop.sentences import either, listed

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
GANG_KEYS = tuple(GANG_FIELDS)  # each with its words for a refusal listing them


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


def _count(value: Any, where: Place, maximum: int, minimum: int = 0) -> int:
    """A whole number from ``minimum`` to ``maximum`` (the rule data's ``limits.count``: past it, the ledger's sums
    would leave the integers every database adds exactly)."""
    if isinstance(value, bool) or not isinstance(value, int) or not minimum <= value <= maximum:
        raise FieldRefusal(where, _("expected a whole number from {minimum} to {maximum}, got {value}").format(
            minimum=minimum, maximum=maximum, value=quoted(value)))
    return value


def _flag(value: Any, where: Place) -> bool:
    if not isinstance(value, bool):
        raise FieldRefusal(where, _("expected true or false, got {value}").format(value=quoted(value)))
    return value


def _text(value: Any, where: Place) -> str:
    if not isinstance(value, str) or not value or len(value) > MAX_NAME_CHARS:
        raise FieldRefusal(where, _("expected a name of 1 to {count} characters, got {value}").format(
            count=MAX_NAME_CHARS, value=quoted(value)))
    return value


def _object(value: Any, where: Place) -> Mapping[str, Any]:
    if not isinstance(value, dict):
        raise FieldRefusal(where, _("expected an object, got {value}").format(value=quoted(value)))
    return value


def _list(value: Any, where: Place) -> list[Any]:
    if not isinstance(value, list):
        raise FieldRefusal(where, _("expected a list, got {value}").format(value=quoted(value)))
    return value


def _counts(value: Any, where: Place, known: Any, maximum: int) -> dict[str, int]:
    out = {}
    for key, count in _object(value, where).items():
        if key not in known:  # refused at the list, the key quoted once in the sentence
            raise unknown_count(where, key, known)
        out[key] = _count(count, (*where, key), maximum)
    return out


def _contract(value: Any, where: Place, levels: list[int], maximum: int) -> Contract:
    if isinstance(value, int) and not isinstance(value, bool):
        value = {"reputation": value}
    entry = _object(value, where)
    unknown = sorted(set(entry) - {"title", "asks", "reputation", "bitcoins"})
    if unknown:
        raise unknown_contract_field(int(where[-1]) + 1, unknown[0])
    if "reputation" not in entry:
        raise missing_contract_reputation(int(where[-1]) + 1)
    reputation = entry["reputation"]
    if reputation not in levels or isinstance(reputation, bool):
        raise FieldRefusal((*where, "reputation"), _("a contract is worth {items} points, not {reputation}").format(
            items=either([str(level) for level in levels]), reputation=quoted(reputation)))
    title, asks = (_text(entry[key], (*where, key)) if entry.get(key) else "" for key in ("title", "asks"))
    return Contract(title, asks, reputation, _count(entry.get("bitcoins", 0), (*where, "bitcoins"), maximum))


def _investment(value: Any, where: Place, maximum: int) -> Investment:
    entry = _object(value, where)
    kind = entry.get("kind")
    number = int(where[-1]) + 1
    if not isinstance(kind, str) or kind not in INVESTMENT_KEYS:  # {} or [] cannot even be looked up
        raise unknown_kind(number, quoted(kind))
    required, optional = INVESTMENT_KEYS[kind]
    for key in entry:
        if key != "kind" and key not in required + optional:
            raise unknown_investment_field(number, kind, key)
    for key in required:
        if key not in entry:
            raise missing_investment_field(number, kind, key)
    fields: dict[str, Any] = {"kind": kind}
    for key in required + optional:
        if key in entry:
            fields[key] = _count(entry[key], (*where, key), maximum, 1) if key == "count" else \
                _text(entry[key], (*where, key))
    return Investment(**fields)


def gang_results(raw: Any, rules: PeurRules) -> GangResults:
    """One gang's results; raises FieldRefusal naming the field."""
    entry = _object(raw, ())
    unknown = sorted(set(entry) - set(GANG_KEYS))
    if unknown:
        raise unknown_gang_field(unknown[0])
    campaign = rules.campaign
    acts = campaign["bavures"]["acts"]
    most = campaign["limits"]["count"]
    game = entry.get("game")
    return GangResults(
        income=_counts(entry.get("income", {}), ("income",), list(campaign["income"]), most),
        contracts=tuple(_contract(c, ("contracts", i), campaign["reputation"]["contract_levels"], most)
                        for i, c in enumerate(_list(entry.get("contracts", []), ("contracts",)))),
        lost_hq=_flag(entry.get("lost_hq", False), ("lost_hq",)),
        hqs_taken=_count(entry.get("hqs_taken", 0), ("hqs_taken",), most),
        bavures=_counts(entry.get("bavures", {}), ("bavures",), acts, most),
        bavures_with_journalists=_counts(entry.get("bavures_with_journalists", {}), ("bavures_with_journalists",),
                                         acts, most),
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
    if not isinstance(doc, dict) or set(doc) != {"gangs"} or not isinstance(doc["gangs"], dict):
        raise PeurError(_("a results file holds one object, « gangs », with the results of each gang under its "
                          "letter: {example}").format(example='{"gangs": {"A": {…}, …}}'))
    out = {}
    for letter, raw in doc["gangs"].items():
        if letter not in gangs:
            raise PeurError(_("the file names a gang « {letter} » that is not in this campaign; its gangs are "
                              "{items}").format(letter=letter, items=listed(
                                  said_keyed({g: gang_args(g, rules)["gang"] for g in gangs}))))
        try:
            out[letter] = gang_results(raw, rules)
        except FieldRefusal as exc:
            if exc.label is None:
                exc.label = _figure_names(gangs, letter).get
            raise GangRefusal(letter, exc, rules) from None
    return out


def _figure_names(gangs: Any, letter: str) -> Mapping[str, str]:
    """The figures of gang ``letter`` by id, named as the game's log and the turn's other refusals name them
    (« Lieutenant des Skins »), when ``gangs`` holds the campaign's accounts (the caller's letters alone: none)."""
    gang = gangs.get(letter) if isinstance(gangs, Mapping) else None
    return gang_figure_names(gang) if isinstance(gang, GangAccount) else {}


def _file_place(path: tuple[Any, ...], gangs: Any) -> str:
    """A place of a results file as the referee says it (« la figurine morte 1 des Skins », « les blessures de
    Lieutenant des Skins »), for a refusal of the limits every file shares, raised before the gang's results are
    read."""
    if len(path) < 2 or path[0] != "gangs":
        return ".".join(map(str, path))
    gang = gang_args(str(path[1]))
    return results_place(tuple(path[2:]), gang, figure_label(gang, _figure_names(gangs, str(path[1])).get))


def read_results(path: str, gangs: Any, rules: PeurRules | None = None) -> dict[str, GangResults]:
    """The results file at ``path``, read within the limits every Tabletop file shares (``tabletop.jsontext``)."""
    try:
        doc = read_json_file(path, N_("a results file"), RESULTS_FILE_BYTES,
                             place=lambda place, _doc: _file_place(place, gangs))
    except JsonTextError as exc:
        raise PeurError(exc.about(path)) from None
    try:
        return parse_results(doc, gangs, rules)
    except PeurError as exc:  # the file, then the field's own sentence: « dans résultats.json, l'investissement 1… »
        raise PeurError(_("in {path}, {exc}").format(path=path, exc=exc)) from None


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
