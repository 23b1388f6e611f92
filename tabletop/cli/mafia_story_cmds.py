"""``tabletop mafia-story reveal FILE.json``: resolve a Mafia Story reveal headless (prevention targets, the
nine scoring rules, the new city count and the end) and print it as JSON."""

from __future__ import annotations

import argparse
import json
from functools import lru_cache
from importlib import resources
from typing import Any

from tabletop.cli.common import CliError, action_group, emit_json, read_json_file
from tabletop.i18n import N_, _, ngettext
from tabletop.jsontext import in_file

MAX_FILE_BYTES = 1024 * 1024


def register(subparsers: "argparse._SubParsersAction") -> None:
    actions = action_group(subparsers, "mafia-story", help=_("Mafia Story: resolve a reveal"))
    reveal = actions.add_parser("reveal", help=_("resolve a reveal (prevention targets, the nine scoring rules, "
                                                 "the end) from FILE.json and print the result as JSON"))
    reveal.add_argument("file", metavar=_("FILE.json"))
    reveal.set_defaults(handler=_reveal)


@lru_cache(maxsize=1)
def _schema() -> dict[str, Any]:
    text = resources.files("tabletop.games.mafia_story").joinpath("reveal.schema.json").read_text(encoding="utf-8")
    return json.loads(text)


def read_request(path: str) -> dict[str, Any]:
    """The reveal file, validated; every problem is one line naming the file and the field."""
    import jsonschema

    from tabletop.rule_places.mafia_story import REVEAL
    from tabletop.schema_words import error_line, exact_place_words, place_words

    data = read_json_file(path, MAX_FILE_BYTES, N_("a reveal file"),
                          lambda place, doc: place_words(place, REVEAL, None, data=doc))
    errors = sorted(jsonschema.Draft202012Validator(_schema()).iter_errors(data),
                    key=lambda e: [str(p) for p in e.absolute_path])
    if errors:
        first = errors[0]
        more = len(errors) - 1
        line = error_line(path, first, lambda place: place_words(place, REVEAL, None, data=data),
                          lambda place: exact_place_words(place, REVEAL, None, data=data))
        if more:
            line = ngettext("{line} (and {count} more problem)", "{line} (and {count} more problems)",
                            more).format(line=line, count=more)
        raise CliError(line)
    return data


def _reveal(args: argparse.Namespace) -> int:
    from tabletop.games.mafia_story import load_rules
    from tabletop.games.mafia_story.reveal import RevealError, resolve_request

    request = read_request(args.file)
    rules = load_rules()
    try:
        emit_json(resolve_request(rules, rules.settings, request))
    except RevealError as exc:
        raise CliError(in_file(args.file, exc.place, exc.problem)) from None
    return 0
