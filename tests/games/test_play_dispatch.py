"""Every card game shares the ``.ttplay.json`` suffix: a play file goes to the game it names (``peek_game``)."""

from __future__ import annotations

import json
import os

from tabletop import games
from tabletop.games.playfile import FILE_SUFFIX, peek_game


def test_a_play_file_goes_to_the_game_it_names(tmp_path, monkeypatch):
    registry = dict(games._REGISTRY)
    monkeypatch.setattr(games, "_REGISTRY", registry)
    games.register(games.GameModule(id="dice-race", title="Dice race", summary="", file_suffixes=(FILE_SUFFIX,)))
    race = tmp_path / "race.ttplay.json"
    race.write_text(json.dumps({"format": "tabletop-play", "version": 1, "game": "dice-race", "players": [],
                                "seed": 0, "log": []}))
    camorra = tmp_path / "naples.ttplay.json"
    camorra.write_text(race.read_text().replace("dice-race", "camorra"))
    unknown = tmp_path / "other.ttplay.json"
    unknown.write_text(race.read_text().replace("dice-race", "poker"))
    broken = tmp_path / "broken.ttplay.json"
    broken.write_text("{")
    assert peek_game(race) == "dice-race" and peek_game(broken) is None and peek_game(tmp_path) is None
    assert games.module_for_path(str(race)).id == "dice-race"
    assert games.module_for_path(str(camorra)).id == "camorra"
    # A file naming no game we know goes to the first card game, whose opening says what is wrong with it.
    assert games.module_for_path(str(unknown)).id == games.module_for_path(str(broken)).id == "camorra"
    assert games.module_for_path(str(tmp_path / "map.geojson")).id == "scenario"


def test_the_game_a_file_names_is_read_again_once_the_file_changes(tmp_path):
    """``peek_game`` is kept per file while its size and modification time stay: a rewritten file is read again,
    even at the same size, and a file gone is no longer answered from memory."""
    play = tmp_path / f"night{FILE_SUFFIX}"

    def write(game: str, mtime_ns: int) -> None:
        play.write_text(json.dumps({"format": "tabletop-play", "game": game}), encoding="utf-8")
        os.utime(play, ns=(mtime_ns, mtime_ns))

    write("camorra", 1_000_000_000)
    assert peek_game(play) == "camorra" and peek_game(str(play)) == "camorra"
    write("narcopolis", 1_000_000_000)  # another size, the same time
    assert peek_game(play) == "narcopolis"
    write("narcopoliz", 2_000_000_000)  # the same size, another time
    assert peek_game(play) == "narcopoliz"
    play.unlink()
    assert peek_game(play) is None
