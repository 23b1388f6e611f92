"""Reading and writing scenario files (GeoJSON, centimetres), with validation and atomic saves."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from typing import Any

import jsonschema

from tabletop.i18n import N_
from tabletop.jsontext import FileProblems, JsonTextError, parse_json_text, read_json_file
from tabletop.scenario.background import Background
from tabletop.scenario.model import FORMAT_NAME, FORMAT_VERSION, Feature, Geometry, Scenario, Table
from tabletop.scenario.validation import Problem, path_words, schema, validate_document
from tabletop.storage import atomic_write_text

_KNOWN_META = {"format", "version", "game", "name", "table", "background"}
_KNOWN_TOP = {"type", "tabletop", "features"}


class ScenarioError(FileProblems):
    """A scenario file could not be read; ``lines`` holds one clear line per problem."""

    def __init__(self, source: str, problems: list[Problem], within: str = ""):
        super().__init__(source, [p.line(source, within) for p in problems])
        self.problems = problems

    @classmethod
    def whole(cls, source: str, sentence: str) -> "ScenarioError":
        """The refusal of the file as a whole (missing, not JSON), already a sentence naming it."""
        refusal = cls(source, [])
        refusal.lines, refusal.count = [sentence], 1
        refusal.args = (sentence,)
        return refusal


def parse_scenario(text: str, source: str = "<scenario>") -> Scenario:
    """Parse and validate scenario JSON text; raise ScenarioError listing every problem."""
    try:
        doc = parse_json_text(text, place=path_words)
    except JsonTextError as exc:
        raise ScenarioError.whole(source, exc.about(source)) from None
    return scenario_from_json(doc, source)


def scenario_from_json(doc: Any, source: str = "<scenario>", within: str = "") -> Scenario:
    problems = validate_document(doc)
    if problems:
        raise ScenarioError(source, problems, within)
    return _build(doc)


def _build(doc: dict[str, Any]) -> Scenario:
    meta = doc["tabletop"]
    features: dict[str, Feature] = {}
    for raw in doc["features"]:
        props = dict(raw["properties"])
        kind = props.pop("kind")
        features[raw["id"]] = Feature(raw["id"], kind, Geometry.from_json(raw["geometry"]), props)
    table = meta["table"]
    return Scenario(
        name=meta["name"],
        table=Table(float(table["width_cm"]), float(table["depth_cm"])),
        game=meta["game"],
        features=features,
        meta_extra={k: v for k, v in meta.items() if k not in _KNOWN_META},
        extra={k: v for k, v in doc.items() if k not in _KNOWN_TOP},
        background=Background.from_json(meta["background"]) if "background" in meta else None,
    )


def _picture_from(scenario: Scenario, path: str | os.PathLike[str]) -> Scenario:
    """The background picture's path made absolute: a map file names its picture relative to its own folder, so
    that the folder can move (or be shared) with both inside."""
    picture = scenario.background
    if picture is not None and picture.path and not os.path.isabs(picture.path):
        folder = os.path.dirname(os.path.abspath(path))
        scenario.background = replace(picture, path=os.path.normpath(os.path.join(folder, picture.path)))
    return scenario


def _picture_for(scenario: Scenario, path: str | os.PathLike[str]) -> Scenario:
    """A copy naming the background picture relative to the folder of ``path`` (absolute when it cannot be:
    another drive)."""
    picture = scenario.background
    if picture is None or not picture.path or not os.path.isabs(picture.path):
        return scenario
    try:
        relative = os.path.relpath(picture.path, os.path.dirname(os.path.abspath(path)))
    except ValueError:
        return scenario
    written = scenario.copy()
    written.background = replace(picture, path=relative.replace(os.sep, "/"))
    return written


def load_scenario(path: str | os.PathLike[str]) -> Scenario:
    """Read a scenario file; raise ScenarioError (never a traceback-worthy exception) on any problem."""
    source = str(path)
    try:
        doc = read_json_file(path, N_("a scenario file"), place=path_words)
    except JsonTextError as exc:
        raise ScenarioError.whole(source, exc.about(source)) from None
    return _picture_from(scenario_from_json(doc, source), path)


def recover_scenario(path: str | os.PathLike[str]) -> tuple[Scenario, list[str]]:
    """A crash-recovery copy of one's own unsaved map: the scenario and the lines of its problems. A copy that no
    longer validates (the checks grew stricter since, or the edit was odd) is built all the same when its shape
    allows, so the referee fixes it instead of losing it; ScenarioError only when it cannot be built at all."""
    source = str(path)
    try:
        return load_scenario(path), []
    except ScenarioError as exc:
        refusal = exc
    try:
        doc = read_json_file(path, N_("a scenario file"))
    except JsonTextError:
        raise refusal from None
    # Only the table's rules may fail (a feature off the table, a bow-tie): the editor draws what the schema
    # shapes, so a copy of the wrong shape is still refused.
    if not jsonschema.Draft202012Validator(schema()).is_valid(doc):
        raise refusal
    return _picture_from(_build(doc), path), refusal.lines


def dumps_scenario(scenario: Scenario) -> str:
    return json.dumps(scenario.to_json(), indent=1, ensure_ascii=False) + "\n"


def save_scenario(scenario: Scenario, path: str | os.PathLike[str]) -> None:
    """Write atomically: a temporary file beside the target, then a rename. The background picture is named
    relative to the file's folder."""
    atomic_write_text(path, dumps_scenario(_picture_for(scenario, path)))


def check_files(paths: list[str]) -> list[str]:
    """One line per problem over all the files (empty when all are valid)."""
    lines: list[str] = []
    for path in paths:
        try:
            load_scenario(path)
        except ScenarioError as exc:
            lines.extend(exc.lines)
    return lines


__all__ = ["FORMAT_NAME", "FORMAT_VERSION", "ScenarioError", "check_files", "dumps_scenario",
           "load_scenario", "parse_scenario", "recover_scenario", "save_scenario", "scenario_from_json"]
