"""The city's reasons for its end-of-turn moves (« flees 9 cm from the shots »), said in the language in use.

A proposal writes its reason into the event, so a game file keeps the words of the table where the city moved:
a sample made in English, or a game saved by a French table opened in English. Shown again, a reason is
recognised in any language Tabletop ships and said anew in the language in use; a reason typed by the referee
is shown as written.
"""

from __future__ import annotations

import re
from functools import lru_cache

from tabletop.i18n import LANGUAGES, N_, _, catalogue_of, decimal

FLEES = N_("flees {cm} cm from the shots")
RUNS = N_("runs {cm} cm toward the shooting")
DRIVES = N_("drives {cm} cm")
MARCHES = N_("marches {cm} cm")
ATTACKS = N_("{march}, then attacks {figures}")
REASONS = (FLEES, RUNS, DRIVES, MARCHES, ATTACKS)
# Words earlier versions wrote for a reason, still recognised in the games they saved: the French of FLEES said
# « fuit les tirs de 9 cm », which reads as fleeing shots 9 cm long.
EARLIER_WORDS = {FLEES: ("fuit les tirs de {cm} cm",)}

# What each {slot} of a reason may hold: a number (either decimal mark), a shorter reason, names.
_SLOTS = {"cm": r"(?P<cm>-?[0-9]+(?:[.,][0-9]+)?)", "march": r"(?P<march>.+?)", "figures": r"(?P<figures>.+)"}


def _pattern(text: str) -> re.Pattern[str]:
    parts = re.split(r"\{(\w+)\}", text)
    return re.compile("".join(_SLOTS[part] if k % 2 else re.escape(part) for k, part in enumerate(parts)))


@lru_cache(maxsize=1)
def _patterns() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """Each reason's template with the pattern of its words in every shipped language."""
    return tuple((template, _pattern(words)) for template in REASONS
                 for words in (*(catalogue_of(code).gettext(template) for code in LANGUAGES),
                               *EARLIER_WORDS.get(template, ())))


def reason_shown(reason: str) -> str:
    """``reason`` as written by a proposal in any language, said in the language in use."""
    for template, pattern in _patterns():
        found = pattern.fullmatch(reason)
        if found:
            values = found.groupdict()
            if "cm" in values:
                values["cm"] = decimal(float(values["cm"].replace(",", ".")))
            if "march" in values:
                values["march"] = reason_shown(values["march"])
            return _(template).format(**values)
    return reason
