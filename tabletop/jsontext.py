"""Reading the JSON of a file a user hands over, within limits every Tabletop file kind shares.

Python's decoder accepts what no Tabletop file holds and fails on some inputs with exceptions that are not
``JSONDecodeError``: ``NaN`` and ``Infinity``, integers of thousands of digits (a ``ValueError``), nesting deep
enough to exhaust the stack (a ``RecursionError``). ``parse_json_text`` refuses all of them with one line naming
the place (line and column, or the field path), so each loader only adds its file name.
"""

from __future__ import annotations

import json
import math
import re
import sys
from pathlib import Path
from typing import Any
from tabletop.i18n import N_, _

MAX_DEPTH = 64  # the deepest Tabletop file (a game's scenario geometry, a log event's morale path) is under 12
MAX_SAFE_INTEGER = 2 ** 53 - 1  # the largest integer every JSON reader keeps exactly
MAX_FILE_BYTES = 20 * 1024 * 1024  # a game of thousands of events is well under 1 MiB


class JsonTextError(ValueError):
    """The text is not JSON a Tabletop file can hold; the message is one line naming the place."""


class _NonFinite(str):
    """``NaN`` or ``Infinity`` where the decoder met it, kept so that the refusal can name its field."""


def parse_json_text(text: str) -> Any:
    """The JSON value of ``text``: finite numbers, integers within ±2**53, nesting at most ``MAX_DEPTH`` deep."""
    try:
        doc = json.loads(text, parse_constant=_NonFinite)
    except json.JSONDecodeError as exc:
        cut = " (the file looks truncated)" if exc.pos >= len(text.rstrip()) else ""
        raise JsonTextError(_("not valid JSON at line {lineno} column {colno}: {msg}{cut}").format(
            lineno=exc.lineno, colno=exc.colno, msg=exc.msg, cut=cut)) from None
    except RecursionError:
        raise JsonTextError(_("nested too deeply (more than {MAX_DEPTH} levels) at {_too_deep_at}").format(
            MAX_DEPTH=MAX_DEPTH, _too_deep_at=_too_deep_at(text))) from None
    except ValueError:  # an integer of more digits than Python converts
        found = re.search(r"\d{%d,}" % (sys.get_int_max_str_digits() + 1), text)
        at = _line_column(text, found.start()) if found else _("a number")
        raise JsonTextError(_("a number is too large at {at}").format(
            at=at)) from None
    problem = _value_problem(doc)
    if problem:
        raise JsonTextError(problem)
    return doc


def read_json_file(path: str | Path, what: str = N_("a file"), max_bytes: int = MAX_FILE_BYTES) -> Any:
    """The JSON value of the file at ``path``; every problem, the file's own included (missing, a folder, not
    readable), is a JsonTextError without the file name (``what`` names the kind of file expected, marked with ``N_``:
    "a game file")."""
    try:
        size = Path(path).stat().st_size
        if size > max_bytes:
            raise JsonTextError(_("{size} bytes is too large for {what} (at most {max_bytes})").format(
                size=size, what=_(what), max_bytes=max_bytes))
        raw = Path(path).read_bytes()
    except FileNotFoundError:
        raise JsonTextError(_("no such file")) from None
    except IsADirectoryError:
        raise JsonTextError(_("is a folder, not {what}").format(
            what=_(what))) from None
    except OSError as exc:
        raise JsonTextError(_("cannot be read: {value}").format(
            value=exc.strerror or exc)) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise JsonTextError(_("not UTF-8 text at {_line_column} (byte {start})").format(
            _line_column=_line_column(raw, exc.start), start=exc.start)) from None
    return parse_json_text(text)


def _line_column(text: str | bytes, offset: int) -> str:
    newline = "\n" if isinstance(text, str) else b"\n"
    return _("line {line} column {column}").format(line=text.count(newline, 0, offset) + 1,
                                                    column=offset - (text.rfind(newline, 0, offset) + 1) + 1)


def _too_deep_at(text: str) -> str:
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
                return _("line {line} column {column}").format(line=line, column=column)
        elif char in "]}":
            depth -= 1
    return _("the end")


def _value_problem(doc: Any) -> str:
    """The first place in ``doc`` too deep, or with a number out of range; "" when there is none."""
    # A quick walk first, keeping only depths; the places are worked out only for a document that has a problem.
    stack: list[tuple[Any, int]] = [(doc, 0)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH or _out_of_range(value):
            return _first_problem(doc)
        if isinstance(value, dict):
            stack.extend((v, depth + 1) for v in value.values())
        elif isinstance(value, list):
            stack.extend((v, depth + 1) for v in value)
    return ""


def _out_of_range(value: Any) -> bool:
    return (isinstance(value, _NonFinite) or (isinstance(value, float) and not math.isfinite(value))
            or (isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_SAFE_INTEGER))


def _first_problem(doc: Any) -> str:
    """The first place in ``doc``, in the file's order, too deep or with a number out of range."""
    stack: list[tuple[Any, tuple[Any, ...]]] = [(doc, ())]
    while stack:
        value, path = stack.pop()
        if len(path) > MAX_DEPTH:
            return _("{where}...: nested too deeply (more than {depth} levels)").format(
                where=".".join(str(p) for p in path[:6]), depth=MAX_DEPTH)
        if isinstance(value, dict):
            stack.extend((v, path + (k,)) for k, v in reversed(list(value.items())))
        elif isinstance(value, list):
            stack.extend((v, path + (i,)) for i, v in reversed(list(enumerate(value))))
        elif isinstance(value, _NonFinite):
            return f"{_where(path)}: expected a finite number, got {value}"
        elif isinstance(value, float) and not math.isfinite(value):
            return f"{_where(path)}: expected a finite number, got a number too large to store"
        elif isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_SAFE_INTEGER:
            return (f"{_where(path)}: expected an integer within ±{MAX_SAFE_INTEGER}, "
                    f"got one of {len(str(abs(value)))} digits")
    return ""


def _where(path: tuple[Any, ...]) -> str:
    # Written out only for the value refused: a large file's walk would spend most of its time on these strings.
    return ".".join(str(p) for p in path) or _("(top level)")
