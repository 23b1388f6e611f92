"""Each entry of a campaign's ledger said as one sentence, for ``tabletop campaign ledger``: the entry and its turn,
what it changes (a gang's account with the gang's article, a figure by the name the game gives it), the amount with
its sign and unit, grouped by thousands as the language writes them, and what is left after it, then the reason the
book keeps (« la ligne 12 du tour 1 change la trésorerie des Junkies de +1 500 bitcoins, à 2 010 (revenus) »). The
JSON of ``--json`` keeps the identifiers and the numbers as they are."""

from __future__ import annotations

import re
from typing import Any, Mapping

from tabletop.formats import decimal, quoted
from tabletop.games.peur_sur_la_ville.campaign.refusals import gang_args
from tabletop.games.peur_sur_la_ville.play.setup import figure_args
from tabletop.games.peur_sur_la_ville.rules import load_rules
from tabletop.games.peur_sur_la_ville.rules.labels import thing_label
from tabletop.i18n import N_, _, grouped, ngettext
from tabletop.sentences import say

# A gang's account, by its field in the book, in words taking the gang's forms ({gang_of}: « des Junkies »).
GANG_ACCOUNTS = {
    "bitcoins": N_("the treasury {gang_of}"), "reputation": N_("the reputation {gang_of}"),
    "hq": N_("the HQs {gang_of}"), "bavures": N_("the bavures {gang_of}"),
}
# The campaign's own accounts.
CAMPAIGN_ACCOUNTS = {
    "turn": N_("the campaign's turn"), "bavures": N_("the bavures of the last turn"),
    "garde_nationale": N_("the Garde Nationale's deployment"), "tables_revealed": N_("the tables revealed"),
    "table": N_("the table of the turn"),
}
# A reason the book keeps begins with the turn it was written for (« turn 1: », « tour 1 : »), in the language of the
# laptop that wrote it: the sentence says the turn already.
_TURN_FIRST = re.compile(r"^(?:turn|tour) (\d+)\s?:\s+")


def amount(change: float, field: str) -> str:
    """``change`` with its sign (« +1 500 », « −5 ») and its unit when the account has one (« bitcoins »)."""
    whole = float(change).is_integer()
    number = grouped(int(change)) if whole else decimal(change)
    signed = number if change < 0 else "+" + number
    count = abs(int(change)) if whole else 2  # a fraction takes the plural in both languages
    if field == "bitcoins":
        return ngettext("{amount} bitcoin", "{amount} bitcoins", count).format(amount=signed)
    if field == "reputation":
        return ngettext("{amount} point", "{amount} points", count).format(amount=signed)
    return signed


def account_words(subject: str, field: str, names: Mapping[str, str]) -> str:
    """The account an entry changes, in words: a gang's by the gang's forms, a figure's by its name in ``names``
    (``words.ledger_figure_names``), the campaign's own."""
    if subject == "campaign":
        return _(CAMPAIGN_ACCOUNTS[field]) if field in CAMPAIGN_ACCOUNTS else _("the campaign's account {field}"
                                                                                ).format(field=quoted(field))
    gang = gang_args(subject)
    kind, _colon, rest = field.partition(":")
    figure, _colon, detail = rest.partition(":")
    if field in GANG_ACCOUNTS:
        return _(GANG_ACCOUNTS[field]).format(**gang)
    # A figure by its name, with the article French takes before its title (« du Lieutenant des Skins »).
    if kind == "figure" and rest:
        return say("peur-ledger-figure-place", **figure_args("figure", names.get(rest, rest)))
    if kind == "wound" and rest:
        return say("peur-ledger-figure-wounds", **figure_args("figure", names.get(rest, rest)))
    if kind == "role" and detail:
        known = load_rules().gangs.get(figure[:1])
        title = known.titles.get(detail, detail) if known is not None else detail
        return say("peur-ledger-figure-role", role=quoted(title), **figure_args("figure", names.get(figure, figure)))
    if kind == "equipment" and detail:
        return say("peur-ledger-figure-item", item=thing_label(detail),
                   **figure_args("figure", names.get(figure, figure)))
    if kind == "resource" and rest:
        return _("the resource {name} {gang_of}").format(name=thing_label(rest), **gang)
    if kind == "vehicle" and rest:
        return _("the vehicles {kind} {gang_of}").format(kind=quoted(thing_label(rest)), **gang)
    if kind == "contracts" and rest:
        return _("the contracts of turn {turn} {gang_of}").format(turn=rest, **gang)
    return _("the account {field} {gang_of}").format(field=quoted(field), **gang)


def ledger_sentence(row: Mapping[str, Any], names: Mapping[str, str]) -> str:
    """One row of ``tabletop campaign ledger --json`` as its sentence."""
    reason = row["reason"] or ""
    found = _TURN_FIRST.match(reason)
    if found and int(found.group(1)) == row["turn"]:
        reason = reason[found.end():]
    after = grouped(int(row["after"])) if float(row["after"]).is_integer() else decimal(row["after"])
    words = dict(entry=row["id"], turn=row["turn"], account=account_words(row["gang"], row["field"], names),
                 amount=amount(row["change"], row["field"]), after=after)
    if not reason:
        return _("entry {entry} of turn {turn} changes {account} by {amount}, to {after}").format(**words)
    return _("entry {entry} of turn {turn} changes {account} by {amount}, to {after} ({reason})").format(
        reason=reason, **words)
