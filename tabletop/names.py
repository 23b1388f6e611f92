"""Names as people type them: a figure, weapon, gang or item named by its identifier or by the words the app and the
rulebook show, whatever the case, accents and spacing (« fusil à pompe » is ``fusil-a-pompe``, « Flic 3 » is
``police-3``). An unknown or ambiguous name is one line with the closest matches and the list of valid names."""

from __future__ import annotations

import difflib
import re
import unicodedata
from typing import Iterable, Mapping

from tabletop.i18n import N_, _
from tabletop.jsontext import cut

# No name of the rule data is longer; a longer text is refused as it is, before it is folded or compared.
MAX_NAME_CHARS = 100
# Besides letters, digits and spacing, a name holds only the marks one of the valid names has (« Arc/Arbalète »):
# folding took "['pistolet']" for the Pistolet and « Ñ🎲 » for gang N.
_SPACING = frozenset(" \t-_")


class UnknownName(ValueError):
    """A name that names nothing, or more than one thing; the message is one line."""


# NFKD leaves œ and æ whole (they are letters of their own in Unicode, not decorated ones).
_LIGATURES = str.maketrans({"œ": "oe", "Œ": "OE", "æ": "ae", "Æ": "AE"})


def fold(text: str) -> str:
    """``text`` without case, accents or the kind of spacing: « Fusil à  pompe » and "fusil_a-pompe" both fold to
    "fusil-a-pompe"; the ligatures a French keyboard types or not (« Lebœuf », « ex æquo ») read as their letters.
    """
    text = text.translate(_LIGATURES)
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return re.sub(r"[\W_]+", "-", plain.casefold()).strip("-")


def _shown(identifier: str, spellings: Iterable[str]) -> str:
    """How a choice is listed: its identifier, and the first name that reads differently."""
    other = next((s for s in spellings if fold(s) != fold(identifier)), None)
    return f"{identifier} ({other})" if other else identifier


# What a name can fail to name, each noun in sentences of its own: French agrees « aucune arme », « aucun gang »,
# and a plural is not the noun with an « s » (« item or ability »).
UNKNOWN = {
    "command": (N_("no command '{text}'{closest}; commands: {valid}"),
                N_("command '{text}' is ambiguous: it names {names}; commands: {valid}")),
    "figure": (N_("no figure '{text}'{closest}; figures: {valid}"),
               N_("figure '{text}' is ambiguous: it names {names}; figures: {valid}")),
    "gang": (N_("no gang '{text}'{closest}; gangs: {valid}"),
             N_("gang '{text}' is ambiguous: it names {names}; gangs: {valid}")),
    "weapon": (N_("no weapon '{text}'{closest}; weapons: {valid}"),
               N_("weapon '{text}' is ambiguous: it names {names}; weapons: {valid}")),
    "item": (N_("no item '{text}'{closest}; items: {valid}"),
             N_("item '{text}' is ambiguous: it names {names}; items: {valid}")),
    "ability": (N_("no ability '{text}'{closest}; abilities: {valid}"),
                N_("ability '{text}' is ambiguous: it names {names}; abilities: {valid}")),
    "item or ability": (N_("no item or ability '{text}'{closest}; items and abilities: {valid}"),
                        N_("item or ability '{text}' is ambiguous: it names {names}; items and abilities: {valid}")),
    "explosive": (N_("no explosive '{text}'{closest}; explosives: {valid}"),
                  N_("explosive '{text}' is ambiguous: it names {names}; explosives: {valid}")),
    "character": (N_("no character '{text}'{closest}; characters: {valid}"),
                  N_("character '{text}' is ambiguous: it names {names}; characters: {valid}")),
}


def match_name(text: str, choices: Mapping[str, Iterable[str]], what: str) -> str:
    """The identifier among ``choices`` (identifier -> the other names it is shown by) that ``text`` names: the
    identifier itself, or any of them folded. Raise UnknownName naming the closest matches and every valid one;
    ``what`` is the noun ("weapon"), one of ``UNKNOWN``'s."""
    if text in choices:
        return text
    unknown, ambiguous = UNKNOWN[what]
    spellings = {identifier: [identifier, *names] for identifier, names in choices.items()}
    valid = ", ".join(_shown(identifier, names) for identifier, names in spellings.items())
    if len(text) > MAX_NAME_CHARS:
        raise UnknownName(_(unknown).format(text=cut(text), closest="", valid=valid))
    marks = {c for names in spellings.values() for n in names for c in n}
    wanted = fold(text)
    if any(not (c.isalnum() or c in _SPACING or c in marks or unicodedata.combining(c)) for c in text):
        found = []
    else:
        found = [identifier for identifier, names in spellings.items() if any(fold(n) == wanted for n in names)]
    if len(found) == 1:
        return found[0]
    if found:
        raise UnknownName(_(ambiguous).format(
            text=text, names=_(" and ").join(_shown(i, spellings[i]) for i in found), valid=valid))
    by_fold = {fold(n): identifier for identifier, names in spellings.items() for n in names}
    close = list(dict.fromkeys(by_fold[f] for f in difflib.get_close_matches(wanted, list(by_fold), n=5, cutoff=0.6)))
    closest = _("; closest: {names}").format(names=", ".join(_shown(i, spellings[i]) for i in close[:3])) if close \
        else ""
    raise UnknownName(_(unknown).format(text=text, closest=closest, valid=valid))


__all__ = ["UnknownName", "fold", "match_name"]
