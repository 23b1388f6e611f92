"""Peur sur la Ville's files refused in the referee's words, in French and in English: a map's shape the table cannot
measure, a game file's malformed event, a roster malformed or that the disk refuses, an event of a kind the game
lacks, each one sentence naming its place."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.i18n import speaking

ROOT = Path(__file__).resolve().parents[1]


SQUARE = [[10, 10], [40, 10], [40, 40], [10, 40], [10, 10]]


@pytest.mark.parametrize("rings, french, english", [
    ([[[10, 10], [30, 30], [30, 10], [10, 30], [10, 10]]],
     "\u00a0: son contour se recoupe près de (20\u00a0; 20)", ": its outline crosses itself near (20; 20)"),
    ([SQUARE, [[50, 50], [55, 50], [55, 55], [50, 50]]],
     "\u00a0: un trou de sa forme sort de son contour, près de (50\u00a0; 50)",
     ": a hole of its shape lies outside its outline, near (50; 50)"),
    ([SQUARE, [[12, 12], [38, 12], [38, 38], [12, 38], [12, 12]], [[20, 20], [25, 20], [25, 25], [20, 20]]],
     "\u00a0: un trou de sa forme est dans un autre trou, près de (20\u00a0; 20)",
     ": a hole of its shape lies inside another hole, near (20; 20)"),
    ([SQUARE, [[10, 25], [25, 10], [40, 25], [25, 40], [10, 25]]],
     "\u00a0: les trous de sa forme la coupent en morceaux près de (25\u00a0; 10)",
     ": the holes of its shape cut it in pieces near (25; 10)"),
    ([[[10, 10], [40, 10], [40, 40], [10, 40], [10, 12]]],
     ", ses points\u00a0: le contour ne se ferme pas, son dernier point ne répétant pas le premier",
     ", its points: the ring does not close, its last point not repeating its first"),
])
def test_a_polygon_the_map_cannot_measure_is_one_sentence_in_words(tmp_path, language, rings, french,
                                                                    english) -> None:
    """Shapely's reason (« Self-intersection[20 20] ») is never shown: the map's refusal says in words what is wrong
    and where, one colon after the element, where it read « …, ses points : the polygon is not valid: … »."""
    from tabletop.scenario import ScenarioError, load_scenario
    doc = json.loads((ROOT / "tabletop" / "samples" / "bank-job.geojson").read_text(encoding="utf-8"))
    building = next(f for f in doc["features"] if f["properties"]["kind"] == "building")
    building["geometry"]["coordinates"] = rings
    path = tmp_path / "carte.geojson"
    path.write_text(json.dumps(doc), encoding="utf-8")
    name = building["properties"]["name"]
    for code, said in (("fr", f"dans «\u00a0{path}\u00a0», l'élément «\u00a0{name}\u00a0»{french}"),
                       ("en", f"in «\u00a0{path}\u00a0», the element « {name} »{english}")):
        language(code)
        with pytest.raises(ScenarioError) as refused:
            load_scenario(path)
        assert refused.value.lines == [said]


@pytest.mark.parametrize("event, french, english", [
    ({"foo": 1}, "l'événement «\u00a0se déplacer\u00a0» n'a pas de champ «\u00a0foo\u00a0» (ses champs sont figure, "
                 "path, crossings, actions)",
     "the event « move » has no field « foo » (its fields are figure, path, crossings, actions)"),
    ({"actions": "two"}, "dans l'événement «\u00a0se déplacer\u00a0», le champ «\u00a0actions\u00a0» attend un nombre "
                         "entier, pas «\u00a0two\u00a0»",
     "in the event « move », the field « actions » expects a whole number, not \"two\""),
    ({"figure": None}, "l'événement «\u00a0se déplacer\u00a0» doit avoir un champ «\u00a0figure\u00a0»",
     "the event « move » must have a field « figure »"),
    ({"crossings": [{"obstacle": "o", "x": 1}]},
     "un obstacle franchi n'a pas de champ «\u00a0x\u00a0» (ses champs sont obstacle, face)",
     "an obstacle crossed has no field « x » (its fields are obstacle, face)"),
])
def test_a_game_files_malformed_event_is_said_by_its_words_not_its_class(tmp_path, language, event, french,
                                                                           english) -> None:
    """A move the decoder refuses is named as the referee says it, one colon after its place in the log."""
    from tabletop.games.peur_sur_la_ville.play.gamefile import GameFileError, load_game
    game = json.loads((ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json").read_text(encoding="utf-8"))
    move = {"kind": "move", "figure": "x", "path": [[0, 0], [1, 1]], **event}
    game["log"] = [{key: value for key, value in move.items() if value is not None}]
    path = tmp_path / "partie.ttgame.json"
    path.write_text(json.dumps(game), encoding="utf-8")
    for code, problem in (("fr", f"dans «\u00a0{path}\u00a0», l'événement 1 du journal\u00a0: {french}"),
                          ("en", f"in «\u00a0{path}\u00a0», event 1 of the log: {english}")):
        language(code)
        with pytest.raises(GameFileError) as refused:
            load_game(path)
        assert refused.value.lines == [problem]


def test_a_malformed_roster_is_said_with_one_colon(language) -> None:
    """It read « ce n'est pas une bande : la bande : il manque … », two colons."""
    from tabletop.games.peur_sur_la_ville.rules.roster import RosterError, roster_from_data

    for code, start in (("fr", "dans la bande, le fichier entier\u00a0: "), ("en", "in the roster, the whole file: ")):
        language(code)
        with pytest.raises(RosterError) as refused:
            roster_from_data({"gang": "N"})
        assert str(refused.value).startswith(start) and str(refused.value).count(":") == 1


def test_a_roster_the_disk_refuses_is_one_sentence_naming_it(tmp_path, capsys, monkeypatch, language) -> None:
    """It read « tabletop roster new : x.json : ne peut pas être écrit : … », three colons."""
    import errno

    from tabletop.cli import main

    def full(path, text):
        raise OSError(errno.ENOSPC, "disk full")

    monkeypatch.setattr("tabletop.storage.atomic_write_text", full)
    target = tmp_path / "bande.json"
    for code, said in (("fr", f"tabletop roster new\u00a0: «\u00a0{target}\u00a0» ne peut pas être écrit (disk full)\n"),
                       ("en", f"tabletop roster new: «\u00a0{target}\u00a0» cannot be written (disk full)\n")):
        language(code)
        assert main(["roster", "new", "A", str(target)]) == 1
        assert capsys.readouterr().err == said


def test_an_event_of_a_kind_the_game_lacks_is_one_french_sentence_by_the_events_words() -> None:
    """« nature d'événement inconnue 'dance' ; natures : start_game, … »: Python's quotes and the log's identifiers;
    it says the kind as the file writes it and the events by the referee's words."""
    from tabletop.games.peur_sur_la_ville.play import Event, EventError

    with speaking("fr"), pytest.raises(EventError) as refused:
        Event.from_json({"kind": "dance"})
    said = str(refused.value)
    assert said.startswith("le jeu n'a pas d'événement «\u00a0dance\u00a0»\u00a0; les événements sont ")
    assert "se déplacer" in said
    assert "start_game" not in said and "'dance'" not in said
    # a weapon reloaded or repaired is an action, not the weapon's state (« à recharger » read as one)
    assert "recharger une arme, réparer une arme" in said and "à recharger" not in said
