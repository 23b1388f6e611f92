"""The campaign's ledger entries written to the book in one transaction, a refusal said in the referee's words: an
account someone else changed meanwhile (another laptop closing the same turn) is named by the gang with its article
and the account's words (« le compte « bitcoins » des Skins »), never by the ledger's keys."""

from __future__ import annotations

from typing import Sequence

from tabletop.book import Book, ContractChange, LedgerChange, LedgerConflict
from tabletop.formats import decimal, quoted
from tabletop.games.peur_sur_la_ville.campaign.accounts import CITY
from tabletop.games.peur_sur_la_ville.campaign.refusals import gang_args
from tabletop.games.peur_sur_la_ville.campaign.words import ledger_field_label, ledger_figure_names
from tabletop.games.peur_sur_la_ville.rules import PeurError
from tabletop.i18n import _
from tabletop.jsontext import cut


def write_entries(book: Book, campaign: str, changes: Sequence[LedgerChange],
                  contracts: Sequence[ContractChange] = ()) -> None:
    """``Book.append_ledger_entries``, all or nothing; a balance changed since it was read is PeurError, one
    sentence naming the account in words."""
    try:
        book.append_ledger_entries(campaign, changes, contracts=contracts)
    except LedgerConflict as conflict:
        names = ledger_figure_names((c.subject, c.field, (c.expect_before or 0.0) + c.change) for c in changes)
        args = {"campaign": quoted(cut(campaign)), "field": quoted(ledger_field_label(conflict.field, names)),
                "now": decimal(conflict.now), "expected": decimal(conflict.expected)}
        if conflict.subject == CITY:
            raise PeurError(_("in the campaign {campaign}, the campaign's account {field} is at {now} now, not at "
                              "{expected}; someone else has just changed it").format(**args)) from None
        raise PeurError(_("in the campaign {campaign}, the account {field} {gang_of} is at {now} now, not at "
                          "{expected}; someone else has just changed it").format(
            **args, **gang_args(conflict.subject))) from None
