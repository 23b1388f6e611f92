"""A gang's results refused, in the referee's words: one whole sentence naming the gang by its name with its article
from the rule data (« l'investissement 1 des Skins : coûte 18 bitcoins… »), never by the map's slot letter, and the
results file's keys (``count``, ``kind``, ``title``) quoted once as the field to fix (« champ « count » »), the
things a field accepts listed in words with their keys.

A refusal is raised where the field is read, before the gang is known (``FieldRefusal``); the caller that knows the
gang says it (``GangRefusal``)."""

from __future__ import annotations

from typing import Any, Callable, Iterable, Mapping

from tabletop.games.peur_sur_la_ville.campaign.words import INCOME_WORDS
from tabletop.games.peur_sur_la_ville.play.effects import BAVURE_ACTS
from tabletop.games.peur_sur_la_ville.play.setup import figure_args
from tabletop.games.peur_sur_la_ville.rules import PeurError, PeurRules, load_rules
from tabletop.i18n import N_, _, placed
from tabletop.rule_places.peur_campaign import RESULTS
from tabletop.schema_words import place_words
from tabletop.sentences import Noun, either, listed, noun_args, say

Place = tuple[str | int, ...]  # a field of a gang's results by its keys and list indices: ("investments", 0, "figure")

# Each kind of investment as a thing (« l'investissement 1 des Skins (un recrutement) … »).
INVESTMENT_KINDS = {"recruit": N_("a recruitment"), "new_chief": N_("a new leader named"),
                    "leader_replacement": N_("the lieutenant replacing the leader"), "resource": N_("a resource"),
                    "hospital_bribe": N_("a hospital doctor bribed"), "equipment": N_("equipment")}
# An investment without a field its kind needs, each in one sentence ({kind} is the kind as a thing).
MISSING_FIELDS = {
    ("recruit", "count"): N_("investment {number} {gang_of} ({kind}) does not say how many members it recruits "
                             "(field « count »)"),
    ("new_chief", "figure"): N_("investment {number} {gang_of} ({kind}) does not say which figure becomes the "
                                "leader (field « figure »)"),
    ("resource", "resource"): N_("investment {number} {gang_of} ({kind}) does not say which resource it buys "
                                 "(field « resource »)"),
    ("hospital_bribe", "figure"): N_("investment {number} {gang_of} ({kind}) does not say which figure the doctor "
                                     "treats (field « figure »)"),
    ("equipment", "item"): N_("investment {number} {gang_of} ({kind}) does not say what it buys (field « item »)"),
}
# Equipment for a figure that does not say which ({item} is the thing bought, by its name in the rulebook).
NO_FIGURE_FOR_ITEM = N_("investment {number} {gang_of} ({kind}) does not say which figure gets {item} "
                        "(field « figure »)")
# What each kind of investment says, for a field it does not take.
KIND_FIELDS = {
    "recruit": N_("a recruitment says only how many members it recruits (field « count »)"),
    "new_chief": N_("a new leader named says only which figure it is (field « figure »)"),
    "leader_replacement": N_("the lieutenant replacing the leader says at most which lieutenant it is "
                             "(field « figure »)"),
    "resource": N_("a resource says only which resource it buys (field « resource »)"),
    "hospital_bribe": N_("a hospital doctor bribed says only which figure he treats (field « figure »)"),
    "equipment": N_("equipment says what it buys (field « item »), and may say which figure gets it "
                    "(field « figure ») and which weapon it equips (field « weapon »)"),
}
# The fields of a gang's results as a list says them, each followed by its key.
GANG_FIELDS = {"income": N_("its incomes"), "contracts": N_("its completed contracts"), "lost_hq": N_("its HQ lost"),
               "hqs_taken": N_("the HQs it took"), "bavures": N_("its bavures"),
               "bavures_with_journalists": N_("its bavures before journalists"),
               "city_hospital": N_("the city's hospital held"), "wounded": N_("its wounded"), "dead": N_("its dead"),
               "investments": N_("its investments"), "game": N_("the game it played")}
UNKNOWN_KIND = N_("the field « kind » of investment {number} {gang_of} names no investment ({value}); an "
                  "investment is {items}")
UNKNOWN_INVESTMENT_FIELD = N_("investment {number} {gang_of} ({kind}) has no field « {key} »; {takes}")
UNKNOWN_CONTRACT_FIELD = N_("completed contract {number} {gang_of} has no field « {key} »; a contract has its title "
                            "(« title »), what it asks (« asks »), its reputation (« reputation ») and its bitcoins "
                            "(« bitcoins »)")
NO_CONTRACT_REPUTATION = N_("completed contract {number} {gang_of} does not say the reputation it brings (field "
                            "« reputation »)")
UNKNOWN_GANG_FIELD = N_("the results {gang_of} have no field « {key} »; a gang's results are {items}")
UNKNOWN_INCOME = N_("no income is called « {key} »; the incomes are {items}")
UNKNOWN_BAVURE = N_("no bavure is called « {key} »; the bavures are {items}")


def gang_args(letter: str | None, rules: PeurRules | None = None) -> dict[str, str]:
    """The gang's forms a refusal reads (``gang`` « les Skins », ``gang_of`` « des Skins »), from the rule data; a
    gang the rules do not name is said by its letter, and no gang at all as « la bande »."""
    if letter is None:
        return {"gang": _("the gang"), "gang_of": _("of the gang")}
    gangs = (rules or load_rules()).gangs
    return noun_args("gang", gangs[letter].noun if letter in gangs else Noun.plain(letter))


def results_place(where: Place, gang: Mapping[str, str], label: Callable[[str], str] = str) -> str:
    """A field of a gang's results as the referee says it (« la figurine de l'investissement 1 des Skins »), by the
    table ``tabletop.rule_places.peur_campaign.RESULTS``; ``label`` names a wounded figure by its id."""
    if not where:
        return _(RESULTS[()]).format(**gang)
    return place_words(where, RESULTS, None, label, args=gang)


def figure_label(gang: Mapping[str, str], names: Callable[[str], str | None] | None) -> Callable[[str], str]:
    """How a place names a wounded figure by its id, after « of » (``RESULTS`` says « the wounds {label} »): by
    ``names`` (as the game's log names it, a title with its article in French: « du Lieutenant des Skins »), else,
    for a figure the gang does not have or a gang not read yet, by the file's id with its gang (« de la figurine
    « F2 » des Skins »)."""
    def label(key: str) -> str:
        figure = (names(key) if names else None) or _("figure « {figure} » {gang_of}").format(figure=key, **gang)
        return say("peur-figure-of", **figure_args("figure", figure))
    return label


def keyed(words: Mapping[str, str], keys: Iterable[str]) -> list[str]:
    """Each of ``keys`` in its words (message ids of ``words``) with the key the file writes (« commerces braqués
    (« shop ») »)."""
    return said_keyed({key: _(words[key]) if key in words else key for key in keys})


def said_keyed(said: Mapping[str, str]) -> list[str]:
    """Each key with its words already said in the language in use (a resource's name from the rule data)."""
    return [_("{words} (« {key} »)").format(words=words, key=key) for key, words in said.items()]


class FieldRefusal(PeurError):
    """One problem of a gang's results at ``where``: ``reason`` after the field's place, or, with ``sentence``, one
    whole sentence (a message id) holding its place itself, read with ``args`` and the gang's forms. ``label`` names
    a wounded figure by its id; without it, or for a figure it does not know (None), the figure is the file's id with
    its gang (« la figurine « F2 » des Skins »)."""

    def __init__(self, where: Place, reason: object = "", *, sentence: str = "",
                 args: Mapping[str, Any] | None = None, label: Callable[[str], str | None] | None = None):
        self.where, self.sentence, self.words, self.label = where, sentence, dict(args or {}), label
        self.reason = str(reason)
        super().__init__(self.said(gang_args(None)))

    def said(self, gang: Mapping[str, str]) -> str:
        """The whole line, the gang said by ``gang`` (``gang_args``)."""
        if self.sentence:
            return _(self.sentence).format(**self.words, **gang)
        return placed(results_place(self.where, gang, figure_label(gang, self.label)), self.reason)


class GangRefusal(PeurError):
    """A gang's results refused: the line naming the gang in words, and ``reason``, the problem alone, for a form
    that already shows the gang and the field (a whole sentence is its own reason)."""

    def __init__(self, letter: str, refused: Exception, rules: PeurRules | None = None):
        gang = gang_args(letter, rules)
        if isinstance(refused, FieldRefusal):
            line = refused.said(gang)
            self.reason = refused.reason or line
        else:
            line = placed(results_place((), gang), refused)
            self.reason = str(refused)
        super().__init__(line)


def unknown_kind(number: int, value: str) -> FieldRefusal:
    """An investment whose ``kind`` is none of the rules' (``value`` as the file has it, quoted)."""
    items = either(keyed(INVESTMENT_KINDS, INVESTMENT_KINDS))
    return FieldRefusal(("investments", number - 1, "kind"), sentence=UNKNOWN_KIND,
                        args={"number": number, "value": value, "items": items})


def unknown_investment_field(number: int, kind: str, key: str) -> FieldRefusal:
    return FieldRefusal(("investments", number - 1, key), sentence=UNKNOWN_INVESTMENT_FIELD,
                        args={"number": number, "kind": _(INVESTMENT_KINDS[kind]), "key": key,
                              "takes": _(KIND_FIELDS[kind])})


def missing_investment_field(number: int, kind: str, key: str) -> FieldRefusal:
    return FieldRefusal(("investments", number - 1, key), sentence=MISSING_FIELDS[kind, key],
                        args={"number": number, "kind": _(INVESTMENT_KINDS[kind])})


def unknown_contract_field(number: int, key: str) -> FieldRefusal:
    return FieldRefusal(("contracts", number - 1, key), sentence=UNKNOWN_CONTRACT_FIELD,
                        args={"number": number, "key": key})


def missing_contract_reputation(number: int) -> FieldRefusal:
    return FieldRefusal(("contracts", number - 1, "reputation"), sentence=NO_CONTRACT_REPUTATION,
                        args={"number": number})


def unknown_gang_field(key: str) -> FieldRefusal:
    return FieldRefusal((key,), sentence=UNKNOWN_GANG_FIELD, args={"key": key, "items": listed(keyed(
        GANG_FIELDS, GANG_FIELDS))})


def unknown_count(where: Place, key: str, known: Iterable[str]) -> FieldRefusal:
    """An income or a bavure (``where`` says which list) no table of the rules holds."""
    if where[0] == "income":
        return FieldRefusal(where, _(UNKNOWN_INCOME).format(key=key, items=listed(keyed(INCOME_WORDS, known))))
    return FieldRefusal(where, _(UNKNOWN_BAVURE).format(key=key, items=listed(keyed(BAVURE_ACTS, known))))
