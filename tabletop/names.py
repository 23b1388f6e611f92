"""Names as people type them: a figure, weapon, gang or item named by its identifier or by the words the app and the
rulebook show, whatever the case, accents and spacing (« fusil à pompe » is ``fusil-a-pompe``, « Flic 3 » is
``police-3``). An unknown or ambiguous name is one line with the closest matches and the list of valid names."""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections import Counter
from typing import Iterable, Mapping

from tabletop.i18n import N_, _
from tabletop.jsontext import cut

# No name of the rule data is longer; a longer text is refused as it is, before it is folded or compared.
MAX_NAME_CHARS = 100
# Besides letters, digits and spacing, a name holds only the marks one of the valid names has (« Arc/Arbalète »):
# folding took "['pistolet']" for the Pistolet and « Ñ🎲 » for gang N.
_SPACING = frozenset(" \t-_")


class UnknownName(ValueError):
    """A name that names nothing, or more than one thing; the message is one line. ``for_option`` says it as the
    refusal of a command-line option, the option its subject (« --weapon attend une arme, pas « x » … »)."""

    def __init__(self, message: str, option_message: str, **args: str) -> None:
        super().__init__(message)
        self._option_message = option_message
        self._args = args

    def for_option(self, option: str) -> str:
        return _(self._option_message).format(option=option, **self._args)


# NFKD leaves œ and æ whole (they are letters of their own in Unicode, not decorated ones).
_LIGATURES = str.maketrans({"œ": "oe", "Œ": "OE", "æ": "ae", "Æ": "AE"})


def fold(text: str) -> str:
    """``text`` without case, accents or the kind of spacing: « Fusil à  pompe » and "fusil_a-pompe" both fold to
    "fusil-a-pompe"; the ligatures a French keyboard types or not (« Lebœuf », « ex æquo ») read as their letters.
    """
    text = text.translate(_LIGATURES)
    plain = "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))
    return re.sub(r"[\W_]+", "-", plain.casefold()).strip("-")


def _shown(choices: Mapping[str, Iterable[str]]) -> dict[str, str]:
    """How each choice (identifier -> its names) is listed: by its first name, as the rule data writes it (« Fusil à
    pompe », not ``fusil-a-pompe``), else its identifier; a name two choices share is followed by the identifier
    telling them apart (« Flic (police-3) »)."""
    names = {identifier: next(iter(spelt), identifier) for identifier, spelt in choices.items()}
    shared = Counter(fold(name) for name in names.values())
    return {identifier: f"{name} ({identifier})" if shared[fold(name)] > 1 else name
            for identifier, name in names.items()}


# What a name can fail to name, each noun in sentences of its own: French agrees « aucune arme », « aucun gang »,
# and a plural is not the noun with an « s » (« item or ability »). Unknown, unknown with close matches (they come
# before the list: « aucune arme « x », peut-être Pistolet ; les armes sont … »), ambiguous; then the same three as
# the refusal of a command-line option, the option their subject.
UNKNOWN = {
    "command": (N_("no command '{text}'; the commands are {valid}"),
                N_("no command '{text}', perhaps {names}; the commands are {valid}"),
                N_("command '{text}' is ambiguous, it names {names}; the commands are {valid}"),
                N_("{option} takes a command, not '{text}'; the commands are {valid}"),
                N_("{option} takes a command, not '{text}', perhaps {names}; the commands are {valid}"),
                N_("{option} takes one command, and '{text}' names {names}; the commands are {valid}")),
    "figure": (N_("no figure '{text}'; the figures are {valid}"),
               N_("no figure '{text}', perhaps {names}; the figures are {valid}"),
               N_("figure '{text}' is ambiguous, it names {names}; the figures are {valid}"),
               N_("{option} takes a figure, not '{text}'; the figures are {valid}"),
               N_("{option} takes a figure, not '{text}', perhaps {names}; the figures are {valid}"),
               N_("{option} takes one figure, and '{text}' names {names}; the figures are {valid}")),
    "gang": (N_("no gang '{text}'; the gangs are {valid}"),
             N_("no gang '{text}', perhaps {names}; the gangs are {valid}"),
             N_("gang '{text}' is ambiguous, it names {names}; the gangs are {valid}"),
             N_("{option} takes a gang, not '{text}'; the gangs are {valid}"),
             N_("{option} takes a gang, not '{text}', perhaps {names}; the gangs are {valid}"),
             N_("{option} takes one gang, and '{text}' names {names}; the gangs are {valid}")),
    "weapon": (N_("no weapon '{text}'; the weapons are {valid}"),
               N_("no weapon '{text}', perhaps {names}; the weapons are {valid}"),
               N_("weapon '{text}' is ambiguous, it names {names}; the weapons are {valid}"),
               N_("{option} takes a weapon, not '{text}'; the weapons are {valid}"),
               N_("{option} takes a weapon, not '{text}', perhaps {names}; the weapons are {valid}"),
               N_("{option} takes one weapon, and '{text}' names {names}; the weapons are {valid}")),
    "item": (N_("no item '{text}'; the items are {valid}"),
             N_("no item '{text}', perhaps {names}; the items are {valid}"),
             N_("item '{text}' is ambiguous, it names {names}; the items are {valid}"),
             N_("{option} takes an item, not '{text}'; the items are {valid}"),
             N_("{option} takes an item, not '{text}', perhaps {names}; the items are {valid}"),
             N_("{option} takes one item, and '{text}' names {names}; the items are {valid}")),
    "ability": (N_("no ability '{text}'; the abilities are {valid}"),
                N_("no ability '{text}', perhaps {names}; the abilities are {valid}"),
                N_("ability '{text}' is ambiguous, it names {names}; the abilities are {valid}"),
                N_("{option} takes an ability, not '{text}'; the abilities are {valid}"),
                N_("{option} takes an ability, not '{text}', perhaps {names}; the abilities are {valid}"),
                N_("{option} takes one ability, and '{text}' names {names}; the abilities are {valid}")),
    "item or ability": (N_("no item or ability '{text}'; the items and abilities are {valid}"),
                        N_("no item or ability '{text}', perhaps {names}; the items and abilities are {valid}"),
                        N_("item or ability '{text}' is ambiguous, it names {names}; the items and abilities are "
                           "{valid}"),
                        N_("{option} takes an item or an ability, not '{text}'; the items and abilities are {valid}"),
                        N_("{option} takes an item or an ability, not '{text}', perhaps {names}; the items and "
                           "abilities are {valid}"),
                        N_("{option} takes one item or ability, and '{text}' names {names}; the items and abilities "
                           "are {valid}")),
    "explosive": (N_("no explosive '{text}'; the explosives are {valid}"),
                  N_("no explosive '{text}', perhaps {names}; the explosives are {valid}"),
                  N_("explosive '{text}' is ambiguous, it names {names}; the explosives are {valid}"),
                  N_("{option} takes an explosive, not '{text}'; the explosives are {valid}"),
                  N_("{option} takes an explosive, not '{text}', perhaps {names}; the explosives are {valid}"),
                  N_("{option} takes one explosive, and '{text}' names {names}; the explosives are {valid}")),
    "character": (N_("no character '{text}'; the characters are {valid}"),
                  N_("no character '{text}', perhaps {names}; the characters are {valid}"),
                  N_("character '{text}' is ambiguous, it names {names}; the characters are {valid}"),
                  N_("{option} takes a character, not '{text}'; the characters are {valid}"),
                  N_("{option} takes a character, not '{text}', perhaps {names}; the characters are {valid}"),
                  N_("{option} takes one character, and '{text}' names {names}; the characters are {valid}")),
}


def match_name(text: str, choices: Mapping[str, Iterable[str]], what: str) -> str:
    """The identifier among ``choices`` (identifier -> the other names it is shown by) that ``text`` names: the
    identifier itself, or any of them folded. Raise UnknownName naming the closest matches and every valid one;
    ``what`` is the noun ("weapon"), one of ``UNKNOWN``'s."""
    if text in choices:
        return text
    unknown, unknown_close, ambiguous, unknown_option, unknown_close_option, ambiguous_option = UNKNOWN[what]
    spellings = {identifier: [identifier, *names] for identifier, names in choices.items()}
    shown = _shown(choices)
    valid = ", ".join(shown.values())
    if len(text) > MAX_NAME_CHARS:
        raise UnknownName(_(unknown).format(text=cut(text), valid=valid), unknown_option, text=cut(text), valid=valid)
    marks = {c for names in spellings.values() for n in names for c in n}
    wanted = fold(text)
    if any(not (c.isalnum() or c in _SPACING or c in marks or unicodedata.combining(c)) for c in text):
        found = []
    else:
        found = [identifier for identifier, names in spellings.items() if any(fold(n) == wanted for n in names)]
    if len(found) == 1:
        return found[0]
    if found:
        names = _(" and ").join(shown[i] for i in found)
        raise UnknownName(_(ambiguous).format(text=text, names=names, valid=valid), ambiguous_option, text=text,
                          names=names, valid=valid)
    by_fold = {fold(n): identifier for identifier, names in spellings.items() for n in names}
    close = list(dict.fromkeys(by_fold[f] for f in difflib.get_close_matches(wanted, list(by_fold), n=5, cutoff=0.6)))
    if close:
        names = _(" or ").join(shown[i] for i in close[:3])
        raise UnknownName(_(unknown_close).format(text=text, names=names, valid=valid), unknown_close_option,
                          text=text, names=names, valid=valid)
    raise UnknownName(_(unknown).format(text=text, valid=valid), unknown_option, text=text, valid=valid)

__all__ = ["UnknownName", "fold", "match_name"]
