"""What every command group shares: one-line errors, JSON output, scenario loading."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any, NoReturn

from tabletop.i18n import N_, _
from tabletop.ruledata import RuleDataError
from tabletop.scenario import ScenarioError


class CliError(Exception):
    """Bad input on the command line: printed as one line, exit code 1."""


class CliParser(argparse.ArgumentParser):
    """argparse with errors raised as CliError (one line, exit 1) instead of exit 2 with usage."""

    def error(self, message: str) -> NoReturn:
        raise CliError(message)


def emit_json(value: Any) -> None:
    print(json.dumps(value, ensure_ascii=False))


def read_json_file(path: str, max_bytes: int, what: str) -> Any:
    """The JSON in the file at ``path``; any problem is a CliError of one line naming the file (``what`` names
    the kind of file in the size message, e.g. "a reveal file", marked with ``N_`` by the caller)."""
    try:
        if Path(path).stat().st_size > max_bytes:
            raise CliError(_("{file}: too large for {what}").format(file=path, what=_(what)))
        return json.loads(Path(path).read_text(encoding="utf-8"))
    except IsADirectoryError:
        raise CliError(_("{file}: is a folder, not {what}").format(file=path, what=_(what))) from None
    except OSError as exc:
        raise CliError(_("{file}: cannot be read: {error}").format(file=path, error=exc.strerror or exc)) from None
    except UnicodeDecodeError as exc:
        raise CliError(_("{file}: not UTF-8 text (byte {byte})").format(file=path, byte=exc.start)) from None
    except json.JSONDecodeError as exc:
        raise CliError(_("{file}: not valid JSON at line {line} column {column}: {error}").format(
            file=path, line=exc.lineno, column=exc.colno, error=exc.msg)) from None
    except RecursionError:
        raise CliError(_("{file}: nested too deeply").format(file=path)) from None


def finite_float(text: str) -> float:
    """argparse type for a finite number (rejects nan and inf)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("expected a number, got '{text}'").format(text=text)) from None
    if value != value or value in (float("inf"), float("-inf")):
        raise argparse.ArgumentTypeError(_("expected a finite number, got '{text}'").format(text=text))
    return value


def positive_float(text: str) -> float:
    value = finite_float(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(_("expected a number > 0, got '{text}'").format(text=text))
    return value


def whole_number(minimum: int, what: str = N_("a whole number")):
    """An argparse type for a whole number >= ``minimum``; ``what`` names it in the error ("wounds"), marked
    with ``N_`` and translated when the error is shown."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(_("expected {what}, got '{text}'").format(what=_(what),
                                                                                       text=text)) from None
        if value < minimum:
            raise argparse.ArgumentTypeError(_("expected {what} >= {minimum}, got '{text}'").format(
                what=_(what), minimum=minimum, text=text))
        return value

    return parse


def run_handler(namespace: argparse.Namespace) -> int:
    """Call the command's handler; turn every expected failure into one line on stderr and exit 1."""
    try:
        result = namespace.handler(namespace)
    except ScenarioError as exc:
        for line in exc.lines:
            print(line, file=sys.stderr)
        return 1
    except RuleDataError as exc:
        for line in exc.lines:
            print(line, file=sys.stderr)
        return 1
    except CliError as exc:
        print(f"tabletop {namespace.command}: {exc}", file=sys.stderr)
        return 1
    return int(result or 0)
