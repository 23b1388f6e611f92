"""Every kind of file Tabletop writes, told apart by its header, and each one's validation: what ``tabletop check``
runs on any file it is given. A house-rule file (``.toml``) is checked by the schema of the shipped rule file of its
name.

A map is GeoJSON with a ``"tabletop"`` member; a saved game, a play and a roster file say what they are in
``"format"``. Rosters written before rosters had a header are told by their fields.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any

from tabletop import SAMPLES_DIR, games
from tabletop.games import playfile
from tabletop.games.peur_sur_la_ville.play import gamefile
from tabletop.games.peur_sur_la_ville.rules import PeurError, roster_from_data, roster_problems
from tabletop.games.peur_sur_la_ville.rules.roster import ROSTER_FORMAT, RosterError
from tabletop.i18n import N_, _, placed
from tabletop.ruledata import RuleDataError, load_rule_file
from tabletop.jsontext import JsonTextError, kept_while_unchanged, read_json_file
from tabletop.scenario import ScenarioError, scenario_from_json
from tabletop.scenario.background import picture_warning
from tabletop.scenario.validation import path_words
from tabletop.schema_words import file_field_words, roster_field_words

FILE_KINDS = ("map", "game", "roster", "play")
# The shipped rule files (each ``name.toml`` beside its ``name.schema.json``), whose names a house-rule file takes.
SHIPPED = Path(__file__).resolve().parent
SAMPLES = Path(SAMPLES_DIR).resolve()
_MAP_KEYS = {"type", "tabletop", "features"}
_OLD_ROSTER_KEYS = {"gang", "figures", "vehicles", "purchases"}


def file_kind(doc: Any) -> str | None:
    """Which of ``FILE_KINDS`` the parsed file ``doc`` is by its header; None when it is none of them."""
    if not isinstance(doc, dict):
        return None
    named = doc.get("format")
    kinds = {gamefile.FORMAT_NAME: "game", playfile.FORMAT_NAME: "play", ROSTER_FORMAT: "roster"}
    kind = kinds.get(named) if isinstance(named, str) else None  # a list or object there names no kind
    if kind:
        return kind
    if "format" not in doc and _OLD_ROSTER_KEYS <= doc.keys():
        return "roster"
    if "format" not in doc and _MAP_KEYS & doc.keys():
        return "map"
    return None


def place_in(path: tuple[Any, ...], doc: Any) -> str:
    """A value's place in a Tabletop file of any kind, in the words of its kind (a map's « l'élément « B », son nom »,
    a game's « le nom du joueur 3 », a roster's « l'arme 1 de la figurine 4 »), else its path as the file writes it."""
    kind = file_kind(doc)
    if kind == "map":
        return path_words(path, doc)
    if kind in ("game", "play"):
        return file_field_words(path)
    if kind == "roster":
        return roster_field_words(path)
    return ".".join(str(p) for p in path)


def file_problems(path: str | os.PathLike[str]) -> tuple[str | None, list[str]]:
    """The kind of the file at ``path`` and its problems, one line each naming the file (empty when it is valid)."""
    kind, problems, _warnings = file_report(path)
    return kind, problems


def file_report(path: str | os.PathLike[str]) -> tuple[str | None, list[str], list[str]]:
    """``file_problems``, and the warnings of a valid file (a map's picture outside its folder), one line each."""
    source = str(path)
    if source.endswith(".toml"):
        return "rules", rule_file_problems(path), []
    try:
        doc = read_json_file(path, N_("a Tabletop file"), place=place_in)
    except JsonTextError as exc:
        return None, [exc.about(source)], []
    kind = file_kind(doc)
    warnings: list[str] = []
    try:
        if kind == "map":
            warning = picture_warning(scenario_from_json(doc, source).background, source)
            warnings = [placed(source, warning)] if warning else []
        elif kind == "game":
            gamefile.game_from_json(doc, source)
        elif kind == "play":
            playfile.play_from_json(doc, source, games.game_core)
        elif kind == "roster":
            # As ``tabletop roster check`` judges it: a lieutenant without his weapon is no roster ready to play.
            return kind, [placed(source, line) for line in roster_problems(roster_from_data(doc))], []
        else:
            return None, [_("{source}: not a Tabletop file: neither a map (a GeoJSON file with its \"tabletop\" "
                            "part), nor a game, a roster or a play (their \"format\" is \"{game}\", \"{roster}\" or "
                            "\"{play}\")").format(source=source, game=gamefile.FORMAT_NAME, roster=ROSTER_FORMAT,
                                                  play=playfile.FORMAT_NAME)], []
    except ScenarioError as exc:
        return kind, list(exc.lines), []
    except (gamefile.GameFileError, playfile.PlayFileError) as exc:
        return kind, list(exc.lines), []
    except RosterError as exc:
        return kind, [exc.about(source)], []
    except PeurError as exc:
        return kind, [placed(source, exc)], []
    return kind, [], warnings


def rule_file_problems(path: str | os.PathLike[str]) -> list[str]:
    """A house-rule file checked by the schema of the shipped rule file of its name (``narcopolis.toml``), one line
    each naming the place in words; a name no shipped rule file has is said with the names there are."""
    source, name = str(path), os.path.basename(path)
    shipped = {found.name: found for found in SHIPPED.rglob("*.toml") if SAMPLES not in found.parents}
    if name not in shipped:
        return [_("{source}: no rule file of Tabletop is named « {name} » (house rules are one of {names})").format(
            source=source, name=name, names=", ".join(sorted(shipped)))]
    schema = json.loads(shipped[name].with_name(f"{shipped[name].stem}.schema.json").read_text(encoding="utf-8"))
    try:
        data = load_rule_file(path, schema)
        _check_beyond_schema(shipped[name], data, source)
    except RuleDataError as exc:
        return list(exc.lines)
    return []


def _check_beyond_schema(shipped: Path, data: Any, source: str) -> None:
    """The checks a game's rules make when they load the file, past its schema (a character's zone among the
    zones, a gang's weapon among the weapons): RuleDataError naming ``source``."""
    from tabletop.games.mafia_story.rules import rules_from_data as mafia_rules
    from tabletop.games.narcopolis.rules import rules_from_data as narcopolis_rules
    from tabletop.games.peur_sur_la_ville.rules.rules import PACKAGE as PEUR_RULES, RULE_FILES, check_rule_file

    if shipped.name == "narcopolis.toml":
        narcopolis_rules(data, source)
    elif shipped.name == "mafia_story.toml":
        mafia_rules(data, source)
    elif shipped.parent == SHIPPED.joinpath(*PEUR_RULES.split(".")[1:]) and shipped.stem in RULE_FILES:
        check_rule_file(shipped.name, data, source)


def kind_on_disk(path: str | os.PathLike[str]) -> str | None:
    """The kind of the Tabletop file at ``path`` by its header; None when there is no file, or it is none of them (a
    file that cannot be read as JSON included)."""
    if not os.path.isfile(path):
        return None
    try:
        return file_kind(read_json_file(path, N_("a Tabletop file")))
    except JsonTextError:
        return None


__all__ = ["FILE_KINDS", "file_kind", "file_problems", "file_report", "file_title", "kind_on_disk"]


@kept_while_unchanged
def file_title(path: str | os.PathLike[str]) -> str | None:
    """The name a Tabletop file gives itself (a map's « Braquage à la Banque Centrale », a game's or a play's); None
    when it gives none or cannot be read."""
    try:
        doc = read_json_file(path, N_("a Tabletop file"))
    except JsonTextError:
        return None
    kind = file_kind(doc)
    header = doc.get("tabletop") if kind == "map" else doc if kind in ("game", "play") else None
    name = header.get("name") if isinstance(header, dict) else None
    return name.strip() if isinstance(name, str) and name.strip() else None

