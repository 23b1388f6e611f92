"""argparse's own words (``usage:``, ``positional arguments``, ``the following arguments are required``) in the
language of the rest of the command line.

argparse translates its messages with the ``_``/``ngettext`` it imported from the standard ``gettext`` module, which
reads the global domain and the environment, not Tabletop's catalogue nor the language the app chose. Pointing those
two names at ``tabletop.i18n`` makes argparse look its messages up, at each call, in the core's catalogue and in the
language in use. The messages a user can meet are marked below so that the extractor puts them in the catalogue;
``tests/test_cli_french.py`` checks each is still one of argparse's.
"""

from __future__ import annotations

import argparse

from tabletop import i18n
from tabletop.i18n import N_

# argparse's messages a Tabletop command can show: help layout, missing or extra arguments, bad values. Those about
# features the command line does not use (mutually exclusive groups, FileType, nargs=N) or mistakes in building a
# parser are left in English: no user meets them.
MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("ignored explicit argument %r"),
    N_("the following arguments are required: %s"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
)


def speak_the_language_in_use() -> None:
    """Make argparse translate through the core's catalogue; idempotent, needed before a parser is built (the
    help's group titles are translated when the parser is made)."""
    argparse._ = i18n._  # type: ignore[attr-defined]  # argparse's module-level gettext alias
    argparse.ngettext = i18n.ngettext  # type: ignore[attr-defined]
