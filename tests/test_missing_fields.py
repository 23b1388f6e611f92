"""A play or game file lacking a field it must have is refused in the referee's words, the field by its place in
French and in English (« il manque la graine »), never by its identifier (« champ obligatoire « seed » manquant »);
a value the game cannot take is said at its place the same way, one colon before what is wrong."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Iterator

import pytest

from tabletop.games import game_core, playfile
from tabletop.games.peur_sur_la_ville.play import gamefile
from tabletop.games.peur_sur_la_ville.play.gamefile import GameFileError, load_game
from tabletop.games.playfile import PlayFileError, load_play
from tabletop.i18n import set_language
from tabletop.schema_words import file_missing_words
from tests.schema_nodes import resolved

SAMPLES = Path(__file__).resolve().parents[1] / "tabletop" / "samples"


def _required_places(root: dict[str, Any], node: Any, path: list[Any]) -> Iterator[list[Any]]:
    """Every field the schema requires, as a path with a list's first item and a key of the file's choosing."""
    node = resolved(root, node)
    yield from ([*path, name] for name in node.get("required", []))
    for key, sub in node.get("properties", {}).items():
        yield from _required_places(root, sub, [*path, key])
    chosen = node.get("additionalProperties")
    for sub in [chosen] if isinstance(chosen, dict) else []:
        yield from _required_places(root, sub, [*path, "A"])
    for sub in [node["items"]] if isinstance(node.get("items"), dict) else []:
        yield from _required_places(root, sub, [*path, 0])
    for sub in node.get("anyOf", []) + node.get("oneOf", []):
        yield from _required_places(root, sub, path)


@pytest.mark.parametrize("schema", [playfile.schema(), gamefile.schema()], ids=["play", "game"])
def test_every_field_a_play_or_game_file_requires_has_its_words(schema) -> None:
    places = list(_required_places(schema, schema, []))
    assert ["seed"] in places and ["log", 0, "type" if schema is playfile.schema() else "kind"] in places
    assert [place for place in places if file_missing_words(place) is None] == []


@pytest.mark.parametrize("sample, load, error", [
    ("plays/camorra.ttplay.json", lambda path: load_play(path, game_core), PlayFileError),
    ("games/bank-job.ttgame.json", load_game, GameFileError),
], ids=["play", "game"])
def test_a_file_without_its_seed_is_refused_by_the_seeds_words(tmp_path, sample, load, error) -> None:
    doc = json.loads((SAMPLES / sample).read_text(encoding="utf-8"))
    del doc["seed"]
    path = tmp_path / Path(sample).name
    path.write_text(json.dumps(doc), encoding="utf-8")
    said = {}
    try:
        for code in ("fr", "en"):
            set_language(code)
            with pytest.raises(error) as refused:
                load(path)
            said[code] = refused.value.lines
    finally:
        set_language(None)
    assert said == {"fr": [f"dans «\u00a0{path}\u00a0», il manque la graine"],
                    "en": [f"in «\u00a0{path}\u00a0», no value for the seed"]}


def test_a_game_or_play_naming_what_tabletop_does_not_have_is_said_at_its_place(tmp_path) -> None:
    """Issue 38: « x.ttgame.json : figure « ghost » of gang F : la carte … », « x.ttplay.json : game : aucun module
    de jeu « chess » », the file, the field and the problem each after a colon."""
    game = json.loads((SAMPLES / "games" / "bank-job.ttgame.json").read_text(encoding="utf-8"))
    game["rosters"]["F"]["figures"]["ghost"] = 3
    play = json.loads((SAMPLES / "plays" / "camorra.ttplay.json").read_text(encoding="utf-8"))
    play["game"] = "chess"
    paths = {"game": tmp_path / "partie.ttgame.json", "play": tmp_path / "partie.ttplay.json"}
    paths["game"].write_text(json.dumps(game), encoding="utf-8")
    paths["play"].write_text(json.dumps(play), encoding="utf-8")
    said = {}
    try:
        for code in ("fr", "en"):
            set_language(code)
            with pytest.raises(GameFileError) as game_refused:
                load_game(paths["game"])
            with pytest.raises(PlayFileError) as play_refused:
                load_play(paths["play"], game_core)
            said[code] = game_refused.value.lines + play_refused.value.lines
    finally:
        set_language(None)
    game_file, play_file = (f"«\u00a0{paths[kind]}\u00a0»" for kind in ("game", "play"))
    assert said == {
        "fr": [f"dans {game_file}, la figurine «\u00a0ghost\u00a0» de la bande F\u00a0: la carte n'a pas de figurine "
               "de la bande F avec cet identifiant",
               f"dans {play_file}, le jeu\u00a0: Tabletop n'a pas de jeu «\u00a0chess\u00a0»"],
        "en": [f"in {game_file}, figure « ghost » of gang F: the map has no figure of gang F by that id",
               f"in {play_file}, the game: Tabletop has no game « chess »"]}
