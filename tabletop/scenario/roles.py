"""The table's people by the words the referee uses: a civilian's role as a word, and a civilian the scenario gives
no name called by that word and its number (« Passant 4 » for ``passerby-4``). The identifiers stay what the file,
the log's events and the command line write."""

from __future__ import annotations

import re

from tabletop.i18n import N_, _

# The civilian roles of the file format (schema-v1.json), as the rulebook calls them.
CIVILIAN_WORDS = {"employee": N_("Employee"), "passerby": N_("Passer-by"), "protester": N_("Protester"),
                  "journalist": N_("Journalist"), "guard": N_("Guard"), "mayor": N_("Mayor"), "pastor": N_("Pastor"),
                  "child": N_("Child"), "driver": N_("Driver")}
# A gang figure's roles (the rules' ROLES), for the map editor's Role box.
FIGURE_ROLE_WORDS = {"leader": N_("Leader"), "lieutenant": N_("Lieutenant"), "doc": N_("Doc"), "member": N_("Member")}
_NUMBER = re.compile(r"(\d+)$")


def civilian_word(role: str) -> str:
    """A civilian role in the language in use; a scenario's own role as it is written."""
    return _(CIVILIAN_WORDS[role]) if role in CIVILIAN_WORDS else role


def role_word(role: str) -> str:
    """Any role of the file format in words (a scenario's own role as it is written)."""
    words = {**FIGURE_ROLE_WORDS, **CIVILIAN_WORDS}
    return _(words[role]) if role in words else role


def role_of_word(text: str, roles: tuple[str, ...]) -> str:
    """The role among ``roles`` that ``text`` names, by its identifier or its words; ``text`` itself otherwise (a
    scenario's own role)."""
    wanted = text.strip().casefold()
    return next((r for r in roles if wanted in (r.casefold(), role_word(r).casefold())), text.strip())


def civilian_name(identifier: str, role: str, name: str | None = None) -> str:
    """The name the scenario gives, else the role's word and the number the identifier ends with (an identifier
    without a number is the scenario author's own word, kept)."""
    if name and name != identifier:
        return name
    number = _NUMBER.search(identifier)
    return f"{civilian_word(role)} {number.group(1)}" if number and role else identifier
