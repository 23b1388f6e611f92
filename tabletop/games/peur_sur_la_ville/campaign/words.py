"""The campaign turn's lines in the referee's words: each line of a gang's results (``income.bank``,
``bavures.civilian_killed``, ``lost_hq``) and each kind of investment (``recruit``, ``hospital_bribe``) as the wizard
and the command line show them, with the price of an investment from the rule data. The identifiers stay what a
results file holds."""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.games.peur_sur_la_ville.play.effects import BAVURE_ACTS
from tabletop.i18n import N_, _, ngettext

INCOME_WORDS = {"bank": N_("the bank held two whole turns"), "shop": N_("shops robbed"),
                "passer_by": N_("passers-by robbed"), "crime_prevented": N_("robberies prevented"),
                "shop_racket": N_("shops racketeered"), "own_casualty": N_("its own wounded and dead"),
                "arrest": N_("gang members arrested"), "truck_crossed": N_("trucks across the table")}
LINE_WORDS = {"contracts": N_("Contracts completed"), "lost_hq": N_("Lost its HQ"),
              "hqs_taken": N_("HQs of other gangs taken"), "city_hospital": N_("Holds the city's hospital"),
              "wounded": N_("Wounded figures"), "dead": N_("Dead figures")}
INVESTMENT_WORDS = {"recruit": N_("Recruit members"), "new_chief": N_("Name a new leader"),
                    "leader_replacement": N_("The lieutenant replaces the leader"),
                    "resource": N_("Buy a resource"), "hospital_bribe": N_("Bribe a hospital doctor"),
                    "equipment": N_("Buy equipment")}


def result_line_label(key: str) -> str:
    """A results line in words: « Revenus : commerces braqués », « Bavures devant les journalistes : civil tué »."""
    head, _dot, tail = key.partition(".")
    if head == "income" and tail:
        return _("Income: {source}").format(source=_(INCOME_WORDS[tail]) if tail in INCOME_WORDS else tail)
    if head in ("bavures", "bavures_with_journalists") and tail:
        act = _(BAVURE_ACTS[tail]) if tail in BAVURE_ACTS else tail
        return (_("Bavures: {act}") if head == "bavures" else _("Bavures before journalists: {act}")).format(act=act)
    return _(LINE_WORDS[key]) if key in LINE_WORDS else key


def investment_label(kind: str, prices: Mapping[str, Any]) -> str:
    """An investment in words with its price from the rules (« Enrôler des membres (2 bitcoins chacun) »)."""
    words = _(INVESTMENT_WORDS[kind]) if kind in INVESTMENT_WORDS else kind
    price = prices.get(kind)
    if not isinstance(price, int):
        return words
    if kind == "recruit":
        return ngettext("{what} ({price} bitcoin each)", "{what} ({price} bitcoins each)", price).format(
            what=words, price=price)
    return ngettext("{what} ({price} bitcoin)", "{what} ({price} bitcoins)", price).format(what=words, price=price)
