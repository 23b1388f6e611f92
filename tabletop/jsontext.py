"""Reading the JSON of a file a user hands over, within limits every Tabletop file kind shares: the one place
where the limits on input live.

Python's decoder accepts what no Tabletop file holds and fails on some inputs with exceptions that are not
``JSONDecodeError``: ``NaN`` and ``Infinity``, integers of thousands of digits (a ``ValueError``), nesting deep
enough to exhaust the stack (a ``RecursionError``), text that cannot be written back (a lone surrogate, ``"\ud800"``).
And what it accepts can be too large for the loaders after it: a list of a million zeros where a game's log belongs
keeps a schema validator busy for minutes. ``parse_json_text`` refuses all of them with one line naming the place
(line and column, or the field path) and quoting at most ``QUOTE_CHARS`` of the value, so each loader only adds its
file name. The limits, checked before any schema or rule looks at the document:

- the size, read as at most the limit plus one byte whatever the file system says (``/dev/zero`` says 0 bytes), and
  only from a regular file (a FIFO would block, a device never ends);
- the number of values (counted on the text before it is parsed), the nesting depth;
- the length of each list and string: the ``maxItems`` and ``maxLength`` of the field in the file's JSON Schema
  when the loader gives one, else ``MAX_LIST_ITEMS`` and ``MAX_STRING_CHARS``;
- numbers finite and integers within ±2**53 (each field's own range is its schema's ``minimum``/``maximum``).
"""

from __future__ import annotations

import errno
import functools
import json
import math
import os
import re
import stat
import sys
from pathlib import Path
from typing import Any, BinaryIO, Callable, Mapping, TypeVar

from tabletop.i18n import N_, _, decimal, grouped, language, ngettext, placed

MAX_DEPTH = 64  # the deepest Tabletop file (a game's scenario geometry, a log event's morale path) is under 12
MAX_SAFE_INTEGER = 2 ** 53 - 1  # the largest integer every JSON reader keeps exactly
MAX_FILE_BYTES = 20 * 1024 * 1024  # a game of thousands of events is well under 1 MiB
# A game of 5,000 events holds about 100,000 values; past this many the checks after parsing would take a second.
MAX_VALUES = 500_000
MAX_LIST_ITEMS = 100_000  # a list the schema gives no maxItems (a polygon's points, a book's plays are far fewer)
MAX_STRING_CHARS = 100_000  # a text the schema gives no maxLength (a note is a paragraph)
QUOTE_CHARS = 80  # the most of a value a refusal quotes
MAX_PROBLEM_LINES = 20  # the most problems a refused file lists: a table 4.9e-324 cm wide put 269 positions off it
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")  # a pair decodes to one character: what is left is alone
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")  # the only way a surrogate gets into decoded text


class JsonTextError(ValueError):
    """The text is not JSON a Tabletop file can hold. ``str()`` is one line naming the place in the text, without the
    file (a CSV cell's, a command's argument); ``about(file)`` the whole sentence a refused file is said in, the file
    named once (« le fichier « x.json » n'est pas du JSON valide : à la ligne 2, colonne 1, … »)."""

    def __init__(self, problem: str, sentence: str | None = None, **words: Any) -> None:
        super().__init__(problem)
        self.sentence = sentence  # marked with N_, formatted with ``file``, ``problem`` and ``words``
        self.words = words

    def about(self, file: str | os.PathLike[str]) -> str:
        """The refusal of the file ``file`` in one sentence; a value refused in it is said at its place in the file
        (``Inside.about``)."""
        if self.sentence is None:
            return refusal_in(file, self.args[0])
        return _(self.sentence).format(file=named(file), problem=str(self), **self.words)


class Inside(str):
    """A value refused inside a file, at ``place`` (in the referee's words, else its path): ``str()`` is « place :
    problem », said after a place of its own (a CSV cell's); ``about(file)`` the one sentence naming the file once."""

    place: str
    problem: str

    def __new__(cls, place: str, problem: str) -> "Inside":
        text = super().__new__(cls, placed(place, problem) if place else problem)
        text.place, text.problem = place, problem
        return text

    def about(self, file: str | os.PathLike[str]) -> str:
        return in_file(file, self.place, self.problem)


def refusal_in(file: str | os.PathLike[str], problem: object) -> str:
    """A problem found in the file ``file`` in one sentence naming it once: a value refused at its place (``Inside``)
    in ``in_file``'s form, any other problem after the file."""
    return problem.about(file) if isinstance(problem, Inside) else placed(os.fspath(file), problem)


def in_file(file: str | os.PathLike[str], place: str, problem: str) -> str:
    """« dans « x.geojson », la largeur de la table : attendu un nombre ≤ 10 000, reçu 1e+308 »: a value refused
    inside a file, the file named once and the place in words, one colon before what is wrong (``problem`` holds
    none: a quoted value goes in parentheses). Every line refusing a value inside a file is said in this form."""
    if not place:
        return _("in the file {file}: {problem}").format(file=named(file), problem=problem)
    return _("in {file}, {place}: {problem}").format(file=named(file), place=place, problem=problem)


def refused_at(source: str, place: str, problem: str, in_a_file: bool = True) -> str:
    """A value refused at ``place`` (in words; empty: ``source`` as a whole) of ``source``: a file, said in
    ``in_file``'s form; else a part of a file its caller names after the file (``in_a_file`` false: « les réglages de
    la partie »), an ``Inside`` whose place is that part narrowed to ``place`` (« les réglages de la partie, le
    réglage « Réserve » »), so that the file before it still leaves one colon before what is wrong."""
    if in_a_file:
        return in_file(source, place, problem)
    return Inside(_("{whole}, {place}").format(whole=source, place=place) if place else source, problem)


def named(file: str | os.PathLike[str]) -> str:
    """« /tmp/x.json »: a file's name quoted in a sentence, as written (no space of it changed)."""
    return f"«\u00a0{os.fspath(file)}\u00a0»"


NOT_JSON = N_("the file {file} is not valid JSON: {problem}")


class _NonFinite(str):
    """``NaN`` or ``Infinity`` where the decoder met it, kept so that the refusal can name its field."""


def quoted(value: Any) -> str:
    """A value found in a file as a refusal says it, cut to ``QUOTE_CHARS`` characters (a 10 MB string is not echoed
    whole): a text between the language's quotes (« x » in French, "x" in English, as JSON writes it), a number with
    the language's decimal mark and minus sign, true, false and null in words (« vrai », « faux », « rien »): never
    the file's syntax in French."""
    if isinstance(value, _NonFinite):
        return str(value)
    if isinstance(value, str):
        head = value[:QUOTE_CHARS + 1]
        if language() == "fr":
            # A lone surrogate or a control character cannot be printed: it is written as its escape, as the file had
            # it; any other character as it is, with no JSON escape.
            shown = head if head.isprintable() else json.dumps(head, ensure_ascii=_LONE_SURROGATE.search(head)
                                                               is not None)[1:-1]
            return f"«\u00a0{cut(shown, QUOTE_CHARS - 4)}\u00a0»"
        return cut(json.dumps(head, ensure_ascii=_LONE_SURROGATE.search(head) is not None))
    if isinstance(value, bool):
        return _("true") if value else _("false")
    if value is None:
        return _("null")
    if isinstance(value, (list, dict)):
        text = _("a list of {count} items").format(count=len(value)) if isinstance(value, list) else \
            _("an object of {count} members").format(count=len(value))
    elif isinstance(value, float) and not math.isfinite(value):
        text = json.dumps(value)
    elif isinstance(value, (int, float)):
        text = decimal(value, "d" if isinstance(value, int) else "")  # the shortest that reads back the same
    else:
        text = json.dumps(value)
    return cut(text)


def typed(value: Any) -> str:
    """A value the referee typed or an event held, as a refusal names it: between French quotes in French (« boss »,
    as ``quoted`` says it), as Python writes it in English ('boss', 7, None), as the English refusals always did."""
    return quoted(value) if language() == "fr" else cut(repr(value))


def cut(text: str, chars: int = QUOTE_CHARS) -> str:
    """``text`` cut to ``chars`` characters, ending in « … » when it was longer: a value a refusal quotes as the
    user wrote it (``{value!r}``)."""
    return text if len(text) <= chars else text[:chars - 1] + "…"


class FileProblems(Exception):
    """A file refused for one problem or several: ``lines`` the first ``MAX_PROBLEM_LINES``, each naming the file,
    then how many more there are; ``count`` how many there are in all (a command's refusal says it first)."""

    def __init__(self, source: str, lines: list[str]):
        self.source = source
        self.count = len(lines)
        self.lines = first_problems(list(lines), source)
        super().__init__("\n".join(self.lines))


def first_problems(lines: list[str], source: str) -> list[str]:
    """The first ``MAX_PROBLEM_LINES`` of a refused file's ``lines``, then one line saying how many more there are."""
    if len(lines) <= MAX_PROBLEM_LINES:
        return lines
    more = len(lines) - MAX_PROBLEM_LINES
    return [*lines[:MAX_PROBLEM_LINES], ngettext("{source}: and {count} more problem", "{source}: and {count} more "
                                                 "problems", more).format(source=source, count=more)]


def joined_problems(problems: list[str]) -> str:
    """The first ``MAX_PROBLEM_LINES`` problems on one line, then how many more there are (300 unknown settings made
    a line of 24,000 characters)."""
    more = len(problems) - MAX_PROBLEM_LINES
    # Clauses one after the other, as the language separates them (« ; » after a non-breaking space in French).
    separator = _("; ")
    if more <= 0:
        return separator.join(problems)
    rest = ngettext("and {count} more problem", "and {count} more problems", more).format(count=more)
    return separator.join([*problems[:MAX_PROBLEM_LINES], rest])


def parse_json_text(text: str, schema: Mapping[str, Any] | None = None, max_values: int = MAX_VALUES,
                    place: Callable[[tuple[Any, ...], Any], str] | None = None) -> Any:
    """The JSON value of ``text``: finite numbers, integers within ±2**53, nesting at most ``MAX_DEPTH`` deep, at
    most ``MAX_VALUES`` values, each list and string within its field's ``maxItems``/``maxLength`` in ``schema``
    (else ``MAX_LIST_ITEMS``/``MAX_STRING_CHARS``), no lone surrogate. The value refused is named by
    ``place(path, document)`` (its path in the referee's words, an item by its own name in the document), else by its
    path."""
    # Every value but the first of a list or object follows a comma: the count bounds the walks below, and costs
    # one pass in C before the parser builds anything.
    commas = text.count(",")
    if commas >= max_values:
        line, column = _line_and_column(text, _nth(text, ",", max_values))
        raise JsonTextError(_("more than {count} values (the limit of a Tabletop file), the next at line {line}, "
                              "column {column}").format(count=grouped(max_values), line=line, column=column),
                            N_("the file {file} holds more than {count} values, the limit of a Tabletop file (the "
                               "next is at line {line}, column {column})"),
                            count=grouped(max_values), line=line, column=column)
    if not text.strip():
        raise JsonTextError(_("the text is empty"), N_("the file {file} is empty"))
    try:
        doc, out_of_range = _decoded(text)
    except json.JSONDecodeError as exc:
        raise JsonTextError(parser_problem(exc, text), NOT_JSON) from None
    except RecursionError:
        raise _too_deep(text) from None
    except ValueError:  # an integer of more digits than Python converts
        found = re.search(r"\d{%d,}" % (sys.get_int_max_str_digits() + 1), text)
        line, column = _line_and_column(text, found.start() if found else 0)
        raise JsonTextError(_("a number is too large at line {line}, column {column}").format(
            line=line, column=column), N_("the file {file} holds a number too large at line {line}, column "
                                          "{column}"), line=line, column=column) from None
    where = (lambda path: place(path, doc)) if place else None
    problem = ((_first_problem(doc, where) if out_of_range else None) or size_problem(doc, schema, where)
               or (_surrogate_problem(doc, where) if _SURROGATE_ESCAPE.search(text) else None))
    if isinstance(problem, _TooDeep):  # said where the text goes past the limit, as the parser's own overflow is
        raise _too_deep(text)
    if problem:
        raise JsonTextError(problem)
    return doc


class _TooDeep(Inside):
    """The walk's refusal of a value nested too deeply: said by the caller that has the text, at its line."""


def _too_deep(text: str) -> JsonTextError:
    line, column = _too_deep_at(text)
    return JsonTextError(_("nested too deeply (more than {depth} levels) at line {line}, column {column}").format(
        depth=MAX_DEPTH, line=line, column=column),
        N_("the file {file} nests its values too deeply, more than {depth} levels at line {line}, column {column}"),
        depth=MAX_DEPTH, line=line, column=column)


def _decoded(text: str) -> tuple[Any, bool]:
    """The value of ``text``, and whether a number in it is out of range: told by the decoder's own hooks, so that
    no walk visits every number of a file that has none."""
    found: list[bool] = []

    def integer(digits: str) -> int:
        value = int(digits)  # ValueError past sys.get_int_max_str_digits(): the caller says where
        if abs(value) > MAX_SAFE_INTEGER:
            found.append(True)
        return value

    def real(digits: str) -> float:
        value = float(digits)
        if not math.isfinite(value):
            found.append(True)
        return value

    def constant(name: str) -> _NonFinite:
        found.append(True)
        return _NonFinite(name)

    if _RISKY_NUMBER.search(text):
        doc = json.loads(text, parse_int=integer, parse_float=real, parse_constant=constant)
    else:  # no number can be out of range: the decoder reads them in C (a map's coordinates, a long log's dice)
        doc = json.loads(text, parse_constant=constant)
    return doc, bool(found)


# Only a number written with 16 digits in a row (2**53 has 16) or an exponent of three digits can be past 2**53 or
# past a double's range; a text without either (in a string too) needs no hook called for each of its numbers.
_RISKY_NUMBER = re.compile(r"\d{16}|[eE][+-]?\d{3}")


def open_regular(path: str | os.PathLike[str], what: str = N_("a file")) -> BinaryIO:
    """The regular file at ``path``, open for reading in binary; JsonTextError (without the file name) otherwise:
    missing, a folder, a FIFO or device (refused before a byte is read: a FIFO would block, ``/dev/zero`` never
    ends), or not readable."""
    try:
        # O_NONBLOCK: opening a FIFO with no writer returns at once, so it can be refused instead of waited on.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    except FileNotFoundError:
        raise JsonTextError(_("no such file"), N_("the file {file} does not exist")) from None
    except IsADirectoryError:
        raise _folder(what) from None
    except OSError as exc:
        raise unreadable(exc) from None
    try:
        mode = os.fstat(fd).st_mode
        if stat.S_ISDIR(mode):
            raise _folder(what)
        if not stat.S_ISREG(mode):
            raise JsonTextError(_("is a FIFO, socket or device, not {what}").format(what=_(what)),
                                N_("{file} is a FIFO, socket or device, not {what}"), what=_(what))
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def _folder(what: str) -> JsonTextError:
    return JsonTextError(_("is a folder, not {what}").format(what=_(what)), N_("{file} is a folder, not {what}"),
                         what=_(what))


def unreadable(exc: OSError) -> JsonTextError:
    """A file the system will not read: said in words when the reason is the referee's rights, else with the
    system's own words in parentheses (a disk's input/output error)."""
    if exc.errno in (errno.EACCES, errno.EPERM):
        return JsonTextError(_("you are not allowed to read it"),
                             N_("you are not allowed to read the file {file}"))
    reason = exc.strerror or str(exc)
    return JsonTextError(_("cannot be read ({reason})").format(reason=reason),
                         N_("the file {file} cannot be read ({reason})"), reason=reason)


def read_limited(path: str | os.PathLike[str], what: str = N_("a file"), max_bytes: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file at ``path`` (``open_regular``), at most ``max_bytes``; JsonTextError (without
    the file name) otherwise, or when it is longer than ``max_bytes`` (counted while reading, never from ``stat``)."""
    with open_regular(path, what) as handle:
        try:
            raw = handle.read(max_bytes + 1)
        except OSError as exc:
            raise unreadable(exc) from None
    if len(raw) > max_bytes:
        raise JsonTextError(_("more than {max_bytes} bytes, too large for {what}").format(
            max_bytes=grouped(max_bytes), what=_(what)),
            N_("the file {file} holds more than {max_bytes} bytes, too many for {what}"),
            max_bytes=grouped(max_bytes), what=_(what))
    return raw


def read_json_file(path: str | Path, what: str = N_("a file"), max_bytes: int = MAX_FILE_BYTES,
                   schema: Mapping[str, Any] | None = None, max_values: int = MAX_VALUES,
                   place: Callable[[tuple[Any, ...], Any], str] | None = None) -> Any:
    """The JSON value of the file at ``path``, within the limits of ``read_limited`` and ``parse_json_text``; every
    problem, the file's own included (missing, a folder, not readable), is a JsonTextError without the file name
    (``what`` names the kind of file expected, marked with ``N_``: "a game file")."""
    return parse_json_text(utf8_text(read_limited(path, what, max_bytes)), schema, max_values, place)


def utf8_text(raw: bytes) -> str:
    """``raw`` decoded as UTF-8; JsonTextError saying where it is not."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line, column = _line_and_column(raw, exc.start)
        raise JsonTextError(_("not UTF-8 text at line {line}, column {column} (byte {start})").format(
            line=line, column=column, start=exc.start),
            N_("the file {file} is not UTF-8 text: at line {line}, column {column} (byte {start}), a character "
               "is written in another encoding"), line=line, column=column, start=exc.start) from None


Answer = TypeVar("Answer")


def kept_while_unchanged(read: Callable[[str], Answer]) -> Callable[[str | os.PathLike[str]], Answer]:
    """``read(path)`` kept for each file as long as its size and modification time stay the same: for a small answer
    read from a whole file (a title, a game's id) that a page asks for again each time it is built."""
    kept = functools.lru_cache(maxsize=256)(lambda path, _mtime_ns, _size: read(path))

    @functools.wraps(read)
    def answer(path: str | os.PathLike[str]) -> Answer:
        try:
            found = os.stat(path)
        except OSError:
            return read(os.fspath(path))  # the file's own refusal, never kept
        return kept(os.fspath(path), found.st_mtime_ns, found.st_size)

    return answer


_NTH_SPAN = 64


def _nth(text: str, char: str, n: int) -> int:
    """The offset of the ``n``-th ``char`` in ``text`` (there are at least ``n``)."""
    # Halve the span that holds it by counting in C, then find it among a few: a find per ``char`` was n Python
    # steps (n is up to MAX_VALUES), now about log2(len(text)) counts and at most _NTH_SPAN finds.
    start, end = 0, len(text)
    while end - start > _NTH_SPAN:
        middle = (start + end) // 2
        before = text.count(char, start, middle)
        if before >= n:
            end = middle
        else:
            start, n = middle, n - before
    at = start - 1
    for _index in range(n):
        at = text.find(char, at + 1)
    return at


# The parser's English (json.decoder) said in the referee's words, each a clause naming the place.
PARSER_WORDS = {
    "Expecting property name enclosed in double quotes":
        N_("at line {line}, column {column}, a name is missing its double quotes"),
    "Expecting value": N_("at line {line}, column {column}, a value is missing"),
    "Expecting ':' delimiter": N_("at line {line}, column {column}, a colon is missing after a name"),
    "Expecting ',' delimiter": N_("at line {line}, column {column}, a comma is missing between two values"),
    "Unterminated string starting at": N_("at line {line}, column {column}, a text is opened and never closed"),
    "Invalid control character at": N_("at line {line}, column {column}, a text holds a line break or a tab"),
    "Invalid \\escape": N_("at line {line}, column {column}, a backslash is followed by a letter it cannot escape"),
    "Invalid \\uXXXX escape": N_("at line {line}, column {column}, a \\u escape is not followed by 4 hex digits"),
    "Extra data": N_("at line {line}, column {column}, something follows the end of the contents"),
    "Illegal trailing comma before end of object": N_("at line {line}, column {column}, a comma ends a list of names"),
    "Illegal trailing comma before end of array": N_("at line {line}, column {column}, a comma ends a list"),
}


def parser_problem(exc: json.JSONDecodeError, text: str) -> str:
    """Why the parser stopped, in the user's language: where, and what is wrong there (the parser's own English
    only for a problem it names in words not listed above)."""
    if exc.pos >= len(text.rstrip()):
        return _("at line {line}, column {column}, the text stops before its end (it looks cut short)").format(
            line=exc.lineno, column=exc.colno)
    words = PARSER_WORDS.get(exc.msg)
    if words is None:
        return _("at line {line}, column {column}, the text is not JSON ({problem})").format(
            line=exc.lineno, column=exc.colno, problem=exc.msg)
    return _(words).format(line=exc.lineno, column=exc.colno)


def _line_and_column(text: str | bytes, offset: int) -> tuple[int, int]:
    newline = "\n" if isinstance(text, str) else b"\n"
    return text.count(newline, 0, offset) + 1, offset - (text.rfind(newline, 0, offset) + 1) + 1


def _too_deep_at(text: str) -> tuple[int, int]:
    """Line and column where the nesting of ``text`` first goes past ``MAX_DEPTH`` (strings skipped)."""
    depth, line, column, in_string, escaped = 0, 1, 0, False, False
    for char in text:
        column += 1
        if char == "\n":
            line, column = line + 1, 0
        elif in_string:
            escaped, in_string = (False, True) if escaped else (char == "\\", char != '"')
        elif char == '"':
            in_string = True
        elif char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return line, column
        elif char in "]}":
            depth -= 1
    return line, column


def _first_problem(doc: Any, place: Callable[[tuple[Any, ...]], str] | None = None) -> Inside | None:
    """The first place in ``doc``, in the file's order, too deep or with a number out of range (named by ``place``,
    else by its path)."""
    where = _place_or_path(place)
    stack: list[tuple[Any, tuple[Any, ...]]] = [(doc, ())]
    while stack:
        value, path = stack.pop()
        if len(path) > MAX_DEPTH:
            return _TooDeep(".".join(str(p) for p in path[:6]) + "…", _("nested too deeply (more than {depth} "
                                                                         "levels)").format(depth=MAX_DEPTH))
        if isinstance(value, dict):
            stack.extend((v, path + (k,)) for k, v in reversed(list(value.items())))
        elif isinstance(value, list):
            stack.extend((v, path + (i,)) for i, v in reversed(list(enumerate(value))))
        elif isinstance(value, _NonFinite):
            return Inside(where(path), _("expected a finite number, got {value}").format(value=value))
        elif isinstance(value, float) and not math.isfinite(value):
            return Inside(where(path), _("expected a finite number, got a number too large to store"))
        elif isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_SAFE_INTEGER:
            return Inside(where(path), _("expected an integer within ±{limit}, got one of {count} digits").format(
                limit=MAX_SAFE_INTEGER, count=len(str(abs(value)))))
    return None


def _surrogate_problem(doc: Any, place: Callable[[tuple[Any, ...]], str] | None = None) -> Inside | None:
    """The first text of ``doc`` (a value or a member's name) holding a lone surrogate, which no file can store."""
    where = _place_or_path(place)
    stack: list[tuple[Any, tuple[Any, ...]]] = [(doc, ())]
    while stack:
        value, path = stack.pop()
        if isinstance(value, dict):
            for key, member in reversed(list(value.items())):
                if _LONE_SURROGATE.search(key):
                    return Inside(where(path), _("the field name {value} is not valid Unicode (it holds a lone "
                                                 "surrogate)").format(value=quoted(key)))
                stack.append((member, path + (key,)))
        elif isinstance(value, list):
            stack.extend((v, path + (i,)) for i, v in reversed(list(enumerate(value))))
        elif isinstance(value, str) and _LONE_SURROGATE.search(value):
            return Inside(where(path), _("the text {value} is not valid Unicode (it holds a lone surrogate)").format(
                value=quoted(value)))
    return None


def _resolve(schema: Any, root: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """``schema`` with its local ``$ref`` followed (``#/$defs/name``); None when it says nothing usable here."""
    for _hop in range(8):  # a ref to a ref is followed a few times; a loop of refs gives up
        # A schema read from JSON is a dict, and most values have none: both are answered before the slower
        # check against the abstract Mapping, which a large file's walk made for every value.
        if schema is None or not isinstance(schema, (dict, Mapping)):
            return None
        ref = schema.get("$ref")
        if not isinstance(ref, str) or not ref.startswith("#/"):
            return schema
        target: Any = root
        for part in ref[2:].split("/"):
            target = target.get(part) if isinstance(target, Mapping) else None
        schema = target
    return None


def _within_defaults(doc: Any) -> bool:
    """Whether ``doc`` is within ``MAX_DEPTH``, ``MAX_LIST_ITEMS`` and ``MAX_STRING_CHARS`` everywhere: the walk of
    ``size_problem`` without a schema, with no path kept and no schema followed (every file read goes through it;
    the walk that says where is made only for a file refused)."""
    if isinstance(doc, str):
        return len(doc) <= MAX_STRING_CHARS
    stack: list[tuple[Any, int]] = [(doc, 0)] if isinstance(doc, (list, dict)) else []
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH or len(value) > MAX_LIST_ITEMS:
            return False
        if isinstance(value, dict):
            if any(len(key) > MAX_STRING_CHARS for key in value):
                return False
            value = value.values()
        for member in value:
            if isinstance(member, str):
                if len(member) > MAX_STRING_CHARS or depth == MAX_DEPTH:  # a text is a level too, a number not
                    return False
            elif isinstance(member, (list, dict)):
                stack.append((member, depth + 1))
    return True


def size_problem(doc: Any, schema: Mapping[str, Any] | None,
                 place: Callable[[tuple[Any, ...]], str] | None = None) -> Inside | None:
    """The first list or text of ``doc`` longer than its field allows: ``maxItems``/``maxLength`` where ``schema``
    (followed through ``properties``, ``additionalProperties``, ``items``, ``prefixItems`` and local ``$ref``)
    gives them, else ``MAX_LIST_ITEMS``/``MAX_STRING_CHARS``. A list is measured before its items are visited, so a
    million zeros cost one ``len``. The field is named by ``place`` (rule data in the referee's words), else by its
    path."""
    if schema is None and _within_defaults(doc):
        return None
    where_of = _place_or_path(place)
    root = schema or {}
    stack: list[tuple[Any, Any, tuple[Any, ...]]] = [(doc, schema, ())]
    while stack:
        value, field_schema, path = stack.pop()
        if len(path) > MAX_DEPTH:
            return _first_problem(doc)
        field = _resolve(field_schema, root) or {}
        if isinstance(value, list):
            limit = field.get("maxItems", MAX_LIST_ITEMS)
            if len(value) > limit:
                return Inside(where_of(path), _("expected at most {limit} items, got {count}").format(
                    limit=grouped(limit), count=grouped(len(value))))
            items, prefix = field.get("items"), field.get("prefixItems") or []
            # Numbers and booleans need no visit: only what can be too long or too deep is pushed.
            stack.extend((v, prefix[i] if i < len(prefix) else items, path + (i,))
                         for i, v in reversed(list(enumerate(value))) if isinstance(v, (list, dict, str)))
        elif isinstance(value, dict):
            if len(value) > MAX_LIST_ITEMS:
                return Inside(where_of(path), _("expected at most {limit} members, got {count}").format(
                    limit=grouped(MAX_LIST_ITEMS), count=grouped(len(value))))
            members, others = field.get("properties") or {}, field.get("additionalProperties")
            for key, member in reversed(list(value.items())):
                if len(key) > MAX_STRING_CHARS:
                    return Inside(where_of(path), _("a field name of {count} characters is too long ({value})").format(
                        count=grouped(len(key)), value=quoted(key)))
                if isinstance(member, (list, dict, str)):
                    stack.append((member, members.get(key, others), path + (key,)))
        elif isinstance(value, str):
            limit = field.get("maxLength", MAX_STRING_CHARS)
            if len(value) > limit:
                return Inside(where_of(path), _("expected at most {limit} characters, got {count} ({value})").format(
                    limit=grouped(limit), count=grouped(len(value)), value=quoted(value)))
    return None


def _place_or_path(place: Callable[[tuple[Any, ...]], str] | None) -> Callable[[tuple[Any, ...]], str]:
    def where(path: tuple[Any, ...]) -> str:
        # Written out only for the value refused: a large file's walk would spend most of its time on these strings.
        return place(path) if place and path else ".".join(str(p) for p in path)  # "": the whole file
    return where
