"""The core's messages in the user's language: gettext catalogues in ``tabletop/locale``.

The core never imports Qt, so its messages (validation errors, the command line's lines) go through
gettext rather than Qt's translators. The language is the environment's (``LANGUAGE``, ``LC_ALL``,
``LC_MESSAGES``, ``LANG``, as gettext reads them) unless the app chose one with ``set_language``; the
command line and the app then print the same French text for the same problem.
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import gettext
import os
import re
import string
from pathlib import Path
from typing import Any, Callable, Iterator

DOMAIN = "tabletop"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
# The languages Tabletop ships; English is the source text and needs no catalogue.
LANGUAGES = ("en", "fr")

_chosen: str | None = None
_translations: gettext.NullTranslations | None = None
# A language for the code running in this context only (a thread, an asyncio task): a server answering each phone
# in its own language while the app speaks the referee's.
_spoken: contextvars.ContextVar[str | None] = contextvars.ContextVar("tabletop_language", default=None)


def set_language(code: str | None) -> None:
    """Use ``code`` ("fr", "en") for the core's messages from now on; None follows the environment."""
    global _chosen, _translations
    _chosen = code
    _translations = None


@contextlib.contextmanager
def speaking(code: str) -> Iterator[None]:
    """Messages made inside the block are in ``code``, for this thread or task only (the process's language stays)."""
    token = _spoken.set(code if code in LANGUAGES else "en")
    try:
        yield
    finally:
        _spoken.reset(token)


def language() -> str:
    """The language in use: the one spoken in this context, the chosen one, else the first of the environment's
    that Tabletop ships."""
    spoken = _spoken.get()
    if spoken:
        return spoken
    if _chosen:
        return _chosen
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable)
        if value:
            # LANGUAGE may list several ("fr:en"); LANG looks like "fr_FR.UTF-8".
            for item in value.split(":"):
                code = item.split(".")[0].split("_")[0].lower()
                if code in LANGUAGES:
                    return code
            if variable != "LANGUAGE":
                return "en"  # a set LC_ALL/LANG in a language we do not ship: the source text
    return "en"


def _catalogue() -> gettext.NullTranslations:
    global _translations
    spoken = _spoken.get()
    if spoken:
        return _context_catalogue(spoken)
    if _translations is None:
        _translations = catalogue_of(language())
    return _translations


@functools.lru_cache(maxsize=len(LANGUAGES))
def _context_catalogue(code: str) -> gettext.NullTranslations:
    return catalogue_of(code)


def catalogue_of(code: str) -> gettext.NullTranslations:
    """The core's catalogue in language ``code`` whatever the language in use (the source text for "en")."""
    return gettext.translation(DOMAIN, str(LOCALE_DIR), languages=[code], fallback=True)


# The format types that write an int with decimals (``{n:.1f}`` of 3 is « 3,0 »).
_DECIMAL_TYPES = {"f", "g", "e", "%"}


@functools.lru_cache(maxsize=4096)
def _writes_no_decimals(text: str) -> bool:
    """Whether no field of the template ``text`` can write a decimal mark unless given a float: no decimal format
    type, no nested spec, and no attribute or item looked up (``{p.x}`` may be a float the arguments do not show)."""
    return not any(spec[-1:] in _DECIMAL_TYPES or "{" in spec or "." in field or "[" in field
                   for _literal, field, spec, _conversion in string.Formatter().parse(text) if field is not None)


# A number's own minus sign: not an exponent's (1e-05), which stays as Python writes it.
_SIGN = re.compile(r"(?<![eE])-(?=[\d.])")
MINUS_SIGN = "\u2212"


def minus_sign(code: str) -> str:
    """The sign a language writes before a negative number: « − » (U+2212) in French, the hyphen-minus in
    English."""
    return MINUS_SIGN if code == "fr" else "-"


class DecimalFormatter(string.Formatter):
    """Formats a template writing the decimals its fields hold with the mark ``mark()`` gives (« 37,55 cm »), and a
    negative number with the sign ``minus()`` gives (« −2 »): the core's messages with their language's, the app's
    texts with ``QLocale``'s (``ui.translated``)."""

    def __init__(self, mark: Callable[[], str], minus: Callable[[], str] = lambda: "-"):
        super().__init__()
        self._mark = mark
        self._minus = minus

    def format_field(self, value: Any, format_spec: str) -> str:
        text = format(value, format_spec)
        if not isinstance(value, (int, float)):
            return text
        if isinstance(value, float) or format_spec[-1:] in _DECIMAL_TYPES:
            text = text.replace(".", self._mark())
        return _SIGN.sub(self._minus(), text, count=1) if "-" in text else text

    def localised(self, text: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
        """``text.format(*args, **kwargs)`` with the decimals written with the mark. Where no field can write one
        (no float given, and see ``_writes_no_decimals``) the plain ``str.format`` writes the same text several
        times faster: a drag's labels and every log line are formatted this way."""
        if _writes_no_decimals(text) and not any(isinstance(v, float) or (isinstance(v, int) and v < 0)
                                                 for v in (*args, *kwargs.values())):
            return str.format(text, *args, **kwargs)
        return self.vformat(text, args, kwargs)


# « de » and « que » lose their vowel before a name that starts with one (« le Sournois d'Ana », « qu'Élodie »): a
# message writes « de {player} » without knowing the name, so the elision is made once the name is in. A name is a
# capital vowel followed by a small letter (« Ana », « Élodie », « Agent 2 »); « EI1 », « IV » or « A1 » are marks read
# letter by letter, « de A à R » a letter, and « h » and « Y » are left as they are (« de Hugo », « de Yanis »).
_BEFORE_A_VOWEL_NAME = re.compile(r"\b([Dd]|[Qq]u)e (?=[AEIOUÀÂÉÈÊËÎÏÔÛÙ][a-zà-ÿ])")


def elided(text: str, code: str | None = None) -> str:
    """``text`` in language ``code`` (the one in use) with French « de »/« que » elided before a name beginning with a
    vowel; other languages' unchanged. Every message the core formats goes through it."""
    if (code or language()) != "fr" or "e " not in text:
        return text
    return _BEFORE_A_VOWEL_NAME.sub(r"\1'", text)


_FORMATTER = DecimalFormatter(lambda: "," if language() == "fr" else ".", lambda: minus_sign(language()))


class Message(str):
    """A translated message whose ``format`` writes its numbers the language's way; otherwise a str."""

    def format(self, *args: Any, **kwargs: Any) -> str:  # type: ignore[override]
        return elided(_FORMATTER.localised(self, args, kwargs))


def _(message: str) -> str:
    """``message`` in the language in use (the English source when there is no translation)."""
    return Message(_catalogue().gettext(message))


def ngettext(singular: str, plural: str, count: int) -> str:
    return Message(_catalogue().ngettext(singular, plural, count))


def placed(place: str, problem: object) -> str:
    """« carte.geojson : … »: a problem after the place it is found (a file, a field), written the language's way
    (a non-breaking space before the colon in French)."""
    return _("{place}: {problem}").format(place=place, problem=problem)


def N_(message: str) -> str:
    """Marks a message for extraction where it is stored untranslated and translated when shown."""
    return message


def decimal(value: float, spec: str = "g") -> str:
    """A number formatted by ``spec`` with the language's decimal mark and minus sign (``−12,5`` in French)."""
    return _FORMATTER.format_field(value, spec)


# A thousands separator: French typography's narrow no-break space (CLDR's, and QLocale's « 1 200 » on the Book's
# pages), English's comma.
_GROUP_SEPARATORS = {"fr": "\u202f"}


def grouped(value: int) -> str:
    """A whole number grouped by thousands as the language writes a large amount (« 10 000 000 », "10,000,000"), with
    its minus sign: for bounds and totals a person reads, never for an id, a year or a port."""
    return decimal(value, ",d").replace(",", _GROUP_SEPARATORS.get(language(), ","))
