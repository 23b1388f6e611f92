"""Saved games (``.ttgame.json``, format « tabletop-game » version 2): the scenario, the rosters, the settings, the
seed, the campaign the game is played for (when it is) and the log of events — never widget state. Loading
validates everything and replays the log; any problem is one clear line and the file is left as it was. Saving is
atomic.

Versions: 1 had no ``campaign``; a version 1 file is migrated on loading (``migrated``) and saved as version 2."""

from __future__ import annotations

import json
import os
from functools import lru_cache
from importlib import resources
from typing import Any

import jsonschema

from tabletop.games.peur_sur_la_ville.rules import PeurError, load_rules, roster_from_data, roster_to_data
from tabletop.games.peur_sur_la_ville.rules.roster import RosterError
from tabletop.games.peur_sur_la_ville.play.campaign_link import CampaignLink
from tabletop.games.peur_sur_la_ville.play.events import Event, EventError
from tabletop.games.peur_sur_la_ville.play.game_rules import load_game_rules
from tabletop.games.peur_sur_la_ville.play.session import GameSession, RefusedEvent
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup, GangSetup, bind_rosters
from tabletop.games.peur_sur_la_ville.play.state import GameError
from tabletop.i18n import N_, _, placed
from tabletop.jsontext import (FileProblems, JsonTextError, in_file, parse_json_text, read_json_file,
                               size_problem)
from tabletop.scenario import ScenarioError, scenario_from_json
from tabletop.schema_words import error_line, file_field_words, file_missing_words, first_errors
from tabletop.sentences import Noun, noun_args, say
from tabletop.storage import atomic_write_text

FORMAT_NAME = "tabletop-game"
FORMAT_VERSION = 2
FILE_SUFFIX = ".ttgame.json"


class GameFileError(FileProblems):
    """A saved game could not be read; ``lines`` has one line per problem, each naming the file."""


@lru_cache(maxsize=1)
def schema() -> dict[str, Any]:
    return json.loads(resources.files(__package__).joinpath("gamefile.schema.json").read_text(encoding="utf-8"))


def game_to_json(session: GameSession, name: str = "") -> dict[str, Any]:
    setup = session.setup
    campaign = {} if setup.campaign is None else {"campaign": setup.campaign.to_json()}
    return {
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "game": "peur-sur-la-ville",
        # A game keeps the name it was saved under; the scenario's only names a game that has none yet.
        "name": name or setup.name or setup.scenario.name,
        "seed": setup.seed,
        "settings": dict(setup.settings),
        "scenario": setup.scenario.to_json(),
        "rosters": {letter: {"roster": roster_to_data(g.roster), "figures": dict(g.figures),
                             "default_roster": g.default_roster}
                    for letter, g in setup.gangs.items()},
        **campaign,
        "log": [event.to_json() for event in session.events],
    }


def dumps_game(session: GameSession, name: str = "") -> str:
    return json.dumps(game_to_json(session, name), indent=1, ensure_ascii=False) + "\n"


def save_game(session: GameSession, path: str | os.PathLike[str], name: str = "") -> None:
    """Write atomically: a temporary file beside the target, then a rename."""
    atomic_write_text(path, dumps_game(session, name))


def load_game(path: str | os.PathLike[str]) -> GameSession:
    """Read, validate and replay a saved game; GameFileError (one line per problem) on anything wrong."""
    source = str(path)
    try:
        doc = read_json_file(path, N_("a game file"))
    except JsonTextError as exc:
        raise GameFileError(source, [exc.about(source)]) from None
    return game_from_json(doc, source)


def parse_game(text: str, source: str = "<game>") -> GameSession:
    try:
        doc = parse_json_text(text)
    except JsonTextError as exc:
        raise GameFileError(source, [exc.about(source)]) from None
    return game_from_json(doc, source)


def migrated(doc: dict[str, Any]) -> dict[str, Any]:
    """A game file of an earlier version as the current version writes it (``doc`` itself when it is current, or
    not a version this reads: the schema then says what is wrong, and a version 1 file's other faults are said
    as they were)."""
    if doc.get("version") == 1 and not isinstance(doc.get("version"), bool):
        # Version 2 added the optional ``campaign``: a version 1 game was played for no campaign the file names.
        return {**doc, "version": 2}
    return doc


def game_from_json(doc: Any, source: str = "<game>") -> GameSession:
    if not isinstance(doc, dict):
        raise GameFileError(source, [_("{file}: expected a tabletop-game object").format(file=source)])
    doc = migrated(doc)
    too_large = size_problem(doc, schema(), file_field_words)  # before the validator walks a million items
    if too_large:
        raise GameFileError(source, [too_large.about(source)])
    errors = first_errors(jsonschema.Draft202012Validator(schema()), doc)
    if errors:
        raise GameFileError(source, [error_line(source, e, file_field_words, file_missing_words) for e in errors])
    lines: list[str] = []
    try:
        scenario = scenario_from_json(doc["scenario"], source, file_field_words(("scenario",)))
    except ScenarioError as exc:
        raise GameFileError(source, exc.lines) from None
    rules, game_rules = load_rules(), load_game_rules()
    gangs: dict[str, GangSetup] = {}
    figure_gangs = {f.id: f.get("gang") for f in scenario.of_kind("figure")}
    for letter, entry in doc["rosters"].items():
        try:
            roster = roster_from_data(entry["roster"], rules)
        except PeurError as exc:
            noun = rules.gangs[letter].noun if letter in rules.gangs else Noun.plain(letter)
            problem = exc.problem if isinstance(exc, RosterError) else str(exc)
            lines.append(say("peur-roster-refused", file=source, problem=problem, **noun_args("gang", noun)))
            continue
        for fid, index in entry["figures"].items():
            if figure_gangs.get(fid) != letter:
                lines.append(in_file(source, file_field_words(("rosters", letter, "figures", fid)),
                                     _("the map has no figure of gang {gang} by that id").format(gang=letter)))
            elif index >= len(roster.figures):
                lines.append(in_file(source, file_field_words(("rosters", letter, "figures", fid)),
                                     _("the roster has {count} figures, not {number}").format(
                                         count=len(roster.figures), number=index + 1)))
        # The schema's "integer" takes 2.0 as JSON Schema says; an index is made a Python int here.
        figures = {fid: int(index) for fid, index in entry["figures"].items()}
        gangs[letter] = GangSetup(letter, roster, figures, bool(entry.get("default_roster", False)))
    campaign = CampaignLink.from_json(doc["campaign"]) if "campaign" in doc else None
    if campaign is not None:
        lines += [in_file(source, file_field_words(("campaign", "gangs", letter)),
                          _("the game has no gang {gang}").format(gang=letter))
                  for letter in campaign.gangs if letter not in gangs]
    events: list[Event] = []
    for n, raw in enumerate(doc["log"], start=1):
        try:
            events.append(Event.from_json(raw))
        except EventError as exc:
            lines.append(in_file(source, file_field_words(("log", n - 1)), str(exc)))
    if lines:
        raise GameFileError(source, lines)
    try:
        missing = {g: s for g, s in bind_rosters(scenario, (), rules, game_rules).items() if g not in gangs}
    except GameError as exc:
        raise GameFileError(source, [placed(source, exc)]) from None
    setup = GameSetup(scenario, {**gangs, **missing}, int(doc["seed"]), dict(doc["settings"]), rules, game_rules,
                      doc.get("name", ""), campaign)
    try:
        return GameSession(setup, events)
    except RefusedEvent as exc:
        raise GameFileError(source, [exc.in_file(source)]) from None
    except GameError as exc:
        raise GameFileError(source, [placed(source, exc)]) from None
