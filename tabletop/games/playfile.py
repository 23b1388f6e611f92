"""Play files (``.ttplay.json``, format « tabletop-play » version 1), shared by every card game: the game id, the
players, the seed, the rule settings in force, the set-up choices and the ordered log of events. Loading
validates the file against its schema, then replays the log; any problem is a line naming the file and the place,
and the file is left as it was. Saving is atomic; keys Tabletop does not know are kept."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Any, Callable

import jsonschema

from tabletop.games.interface import Game, GameError, PlaySetup, RefusedSetup
from tabletop.games.session import PlaySession, RefusedEvent
from tabletop.i18n import N_, _, placed
from tabletop.jsontext import (FileProblems, JsonTextError, in_file, kept_while_unchanged, parse_json_text,
                               read_json_file, size_problem)
from tabletop.schema_words import error_line, file_field_words, file_missing_words, first_errors
from tabletop.storage import atomic_write_text

FORMAT_NAME = "tabletop-play"
FORMAT_VERSION = 1
FILE_SUFFIX = ".ttplay.json"
MAX_FILE_BYTES = 20 * 1024 * 1024  # a play of thousands of events is well under 1 MiB


class PlayFileError(FileProblems):
    """A play file could not be read; ``lines`` has one line per problem, each naming the file."""


@dataclass
class PlayFile:
    """A play as saved: the session plus what the file says about it (name, book id, unknown keys kept)."""

    session: PlaySession
    name: str = ""
    book_play_id: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)


@lru_cache(maxsize=1)
def schema() -> dict[str, Any]:
    return json.loads(resources.files(__package__).joinpath("play.schema.json").read_text(encoding="utf-8"))


def play_to_json(play: PlayFile) -> dict[str, Any]:
    setup = play.session.setup
    return {
        **play.extra,
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "game": setup.game,
        "name": play.name,
        "players": [{"name": name} for name in setup.players],
        "seed": setup.seed,
        "settings": dict(setup.settings),
        "options": dict(setup.options),
        "book_play_id": play.book_play_id,
        "log": [dict(e) for e in play.session.events],
    }


def dumps_play(play: PlayFile) -> str:
    return json.dumps(play_to_json(play), ensure_ascii=False, indent=1) + "\n"


def save_play(path: str | Path, play: PlayFile) -> None:
    atomic_write_text(path, dumps_play(play))


def parse_play(text: str, source: str, find_game: Callable[[str], Game | None]) -> PlayFile:
    """Read a play file's text; ``find_game`` maps a game id to its core (None when unknown)."""
    try:
        data = parse_json_text(text)
    except JsonTextError as exc:
        raise PlayFileError(source, [exc.about(source)]) from None
    return play_from_json(data, source, find_game)


def play_from_json(data: Any, source: str, find_game: Callable[[str], Game | None]) -> PlayFile:
    """A play from its parsed JSON, validated and replayed."""
    if not isinstance(data, dict) or data.get("format") != FORMAT_NAME:
        raise PlayFileError(source, [_("{file}: not a Tabletop play file (expected \"format\": \"{format}\")").format(
            file=source, format=FORMAT_NAME)])
    too_large = size_problem(data, schema(), file_field_words)  # before the validator walks a million items
    if too_large:
        raise PlayFileError(source, [too_large.about(source)])
    errors = first_errors(jsonschema.Draft202012Validator(schema()), data)
    if errors:
        raise PlayFileError(source, [error_line(source, e, file_field_words, file_missing_words) for e in errors])
    game = find_game(data["game"])
    if game is None:
        raise PlayFileError(source, [in_file(source, file_field_words(("game",)),
                                             _("Tabletop has no game « {game} »").format(game=data["game"]))])
    setup = PlaySetup(game=data["game"], players=tuple(p["name"] for p in data["players"]), seed=data["seed"],
                      settings=data.get("settings", {}), options=data.get("options", {}))
    try:
        session = PlaySession(game, setup, data["log"])
    except RefusedEvent as exc:
        raise PlayFileError(source, [exc.in_file(source)]) from None
    except RefusedSetup as exc:
        raise PlayFileError(source, exc.in_file(source)) from None
    except GameError as exc:
        raise PlayFileError(source, [placed(source, exc)]) from None
    known = {"format", "version", "game", "name", "players", "seed", "settings", "options", "book_play_id", "log"}
    return PlayFile(session=session, name=data.get("name", ""), book_play_id=data.get("book_play_id"),
                    extra={k: v for k, v in data.items() if k not in known})


@kept_while_unchanged
def peek_game(path: str | Path) -> str | None:
    """The game id a play file names, read without replaying it (None when the file is not a readable play
    file): how the shell sends a ``.ttplay.json`` to its game's panel, since every card game shares the suffix."""
    try:
        data = read_json_file(path, N_("a play file"), MAX_FILE_BYTES)
    except JsonTextError:
        return None
    game = data.get("game") if isinstance(data, dict) and data.get("format") == FORMAT_NAME else None
    return game if isinstance(game, str) else None


def load_play(path: str | Path, find_game: Callable[[str], Game | None]) -> PlayFile:
    source = str(path)
    try:
        data = read_json_file(path, N_("a play file"), MAX_FILE_BYTES)
    except JsonTextError as exc:
        raise PlayFileError(source, [exc.about(source)]) from None
    return play_from_json(data, source, find_game)
