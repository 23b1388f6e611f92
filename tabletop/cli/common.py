"""What every command group shares: one-line errors, JSON output, scenario loading."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, NoReturn


class CliError(Exception):
    """Bad input on the command line: printed as one line, exit code 1."""


class CliParser(argparse.ArgumentParser):
    """argparse with errors raised as CliError (one line, exit 1) instead of exit 2 with usage."""

    def error(self, message: str) -> NoReturn:
        raise CliError(message)


def emit_json(value: Any) -> None:
    print(json.dumps(value, ensure_ascii=False))


def finite_float(text: str) -> float:
    """argparse type for a finite number (rejects nan and inf)."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, got '{text}'") from None
    if value != value or value in (float("inf"), float("-inf")):
        raise argparse.ArgumentTypeError(f"expected a finite number, got '{text}'")
    return value


def positive_float(text: str) -> float:
    value = finite_float(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(f"expected a number > 0, got '{text}'")
    return value


def whole_number(minimum: int, what: str = "a whole number"):
    """An argparse type for a whole number >= ``minimum``; ``what`` names it in the error ("wounds")."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"expected {what}, got '{text}'") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"expected {what} >= {minimum}, got '{text}'")
        return value

    return parse


def run_handler(namespace: argparse.Namespace) -> int:
    """Call the command's handler; turn every expected failure into one line on stderr and exit 1."""
    # Imported here, not at the top: every command module imports this one, and these load jsonschema.
    from tabletop.ruledata import RuleDataError
    from tabletop.scenario import ScenarioError

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
