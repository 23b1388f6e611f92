"""Scenario file format v1: loading, validation messages, round trip and `tabletop check`."""

import copy
import json
from pathlib import Path

import pytest

from tabletop import i18n
from tabletop.cli import main
from tabletop.scenario import ScenarioError, dumps_scenario, load_scenario, parse_scenario, save_scenario

SAMPLES = Path(__file__).resolve().parent.parent / "tabletop" / "samples"
NBSP = "\u00a0"


def minimal_doc() -> dict:
    return {
        "type": "FeatureCollection",
        "tabletop": {"format": "tabletop-scenario", "version": 1, "game": "peur-sur-la-ville", "name": "Test",
                     "table": {"width_cm": 120, "depth_cm": 90}},
        "features": [
            {"type": "Feature", "id": "b1",
             "geometry": {"type": "Polygon", "coordinates": [[[10, 10], [30, 10], [30, 20], [10, 20], [10, 10]]]},
             "properties": {"kind": "building", "floors": 2}},
            {"type": "Feature", "id": "d1", "geometry": {"type": "LineString", "coordinates": [[15, 10], [20, 10]]},
             "properties": {"kind": "door", "building": "b1"}},
            {"type": "Feature", "id": "f1", "geometry": {"type": "Point", "coordinates": [50, 50]},
             "properties": {"kind": "figure", "gang": "A", "role": "leader", "name": "Joe", "base_mm": 25}},
        ],
    }


def write(tmp_path: Path, doc, name="s.geojson") -> Path:
    path = tmp_path / name
    path.write_text(doc if isinstance(doc, str) else json.dumps(doc), encoding="utf-8")
    return path


def problems_of(doc) -> list[str]:
    with pytest.raises(ScenarioError) as info:
        parse_scenario(doc if isinstance(doc, str) else json.dumps(doc), "s.geojson")
    return info.value.lines


def test_minimal_document_loads():
    scenario = parse_scenario(json.dumps(minimal_doc()))
    assert scenario.table.width_cm == 120 and scenario.table.depth_cm == 90
    assert [f.id for f in scenario] == ["b1", "d1", "f1"]
    assert scenario["b1"].kind == "building" and scenario["b1"].get("floors") == 2
    assert scenario["f1"].geometry.points() == [(50.0, 50.0)]
    assert scenario["f1"].base_mm == 25


def test_round_trip_is_identical_and_keeps_unknown_members(tmp_path):
    doc = minimal_doc()
    doc["tabletop"]["author"] = "Club de Lyon"
    doc["crs_note"] = "centimetres"
    doc["features"][0]["properties"]["paint"] = {"colour": "grey"}
    first = parse_scenario(json.dumps(doc))
    path = tmp_path / "out.geojson"
    save_scenario(first, path)
    second = load_scenario(path)
    assert second.to_json() == first.to_json()
    assert dumps_scenario(second) == path.read_text(encoding="utf-8")
    saved = json.loads(path.read_text(encoding="utf-8"))
    assert saved["tabletop"]["author"] == "Club de Lyon"
    assert saved["crs_note"] == "centimetres"
    assert saved["features"][0]["properties"]["paint"] == {"colour": "grey"}
    assert saved == doc


def test_every_sample_scenario_is_valid_and_round_trips(tmp_path):
    samples = sorted(SAMPLES.glob("*.geojson"))
    assert samples
    for sample in samples:
        scenario = load_scenario(sample)
        save_scenario(scenario, tmp_path / sample.name)
        assert load_scenario(tmp_path / sample.name).to_json() == scenario.to_json()


def test_truncated_json_names_line_and_column():
    text = json.dumps(minimal_doc())[:120]
    [line] = problems_of(text)
    assert line.startswith("the file «\u00a0s.geojson\u00a0» is not valid JSON: at line 1, column ")


def test_wrong_types_name_feature_field_and_expectation():
    doc = minimal_doc()
    doc["features"][0]["properties"]["floors"] = "two"
    doc["features"][2]["properties"]["base_mm"] = -3
    doc["tabletop"]["table"]["width_cm"] = "wide"
    lines = problems_of(doc)
    assert "in «\u00a0s.geojson\u00a0», the element « b1 », its floors: expected an integer, got \"two\"" in lines
    assert "in «\u00a0s.geojson\u00a0», the element « Joe », its base: expected a number > 0, got -3" in lines
    assert "in «\u00a0s.geojson\u00a0», the table's width: expected a number, got \"wide\"" in lines


def test_a_map_checked_again_after_the_language_changed_is_refused_in_that_language():
    # The schema's findings are kept by the map's text, so that a map opened again is not walked again: the
    # language is part of what they are kept by.
    doc = minimal_doc()
    doc["features"][0]["properties"]["floors"] = "two"
    english = problems_of(doc)
    i18n.set_language("fr")
    try:
        french = problems_of(copy.deepcopy(doc))
    finally:
        i18n.set_language(None)
    assert "in «\u00a0s.geojson\u00a0», the element « b1 », its floors: expected an integer, got \"two\"" in english
    assert french != english and any("entier" in line for line in french)
    assert problems_of(copy.deepcopy(doc)) == english


def test_missing_ids_and_duplicate_ids():
    doc = minimal_doc()
    del doc["features"][1]["id"]
    doc["features"][2]["id"] = "b1"
    lines = problems_of(doc)
    assert "in «\u00a0s.geojson\u00a0», element number 2: missing required field 'id'" in lines
    assert "in «\u00a0s.geojson\u00a0», the element « Joe », its identifier: duplicate id, already used by element number 1" in lines


def test_polygon_that_does_not_close():
    doc = minimal_doc()
    doc["features"][0]["geometry"]["coordinates"][0][-1] = [10, 11]
    assert problems_of(doc) == ["in «\u00a0s.geojson\u00a0», the element « b1 », its points: the ring does not close, "
                                "its last point not repeating its first"]


def test_coordinates_off_the_table():
    doc = minimal_doc()
    doc["features"][2]["geometry"]["coordinates"] = [130, 50]
    assert problems_of(doc) == ["in «\u00a0s.geojson\u00a0», the element « Joe »: the point (130; 50) is off the table of "
                                "120 × 90 cm"]


def test_a_wrong_number_inside_a_shape_is_named_by_its_point_never_by_the_files_path():
    """« l'élément « b1 », son point 3 », never « geometry.coordinates.0.2.1 »: a polygon's point, a line's point
    (whose place in the file reads as a polygon's), and a line's point that is no number."""
    doc = minimal_doc()
    doc["features"][0]["geometry"]["coordinates"][0][2][1] = "x"
    doc["features"][1]["geometry"]["coordinates"][1][0] = "y"
    lines = problems_of(doc)
    assert lines == ["in «\u00a0s.geojson\u00a0», the element « b1 », its point 3: expected a number, got \"x\"",
                     "in «\u00a0s.geojson\u00a0», the element « d1 », its point 2: expected a number, got \"y\""]
    doc = minimal_doc()
    doc["features"][1]["geometry"]["coordinates"][1][0] = float("nan")
    i18n.set_language("fr")
    try:
        lines = problems_of(doc)
    finally:
        i18n.set_language(None)
    assert lines == ["dans «\u00a0s.geojson\u00a0», l'élément «\u00a0d1\u00a0», son point 2\u00a0: attendu un nombre "
                     "fini, reçu NaN"]


def test_every_problem_reported_at_once():
    doc = minimal_doc()
    doc["features"][0]["properties"]["kind"] = "castle"
    doc["features"][1]["properties"]["building"] = "nowhere"
    doc["features"][2]["properties"]["gang"] = "Z"
    doc["features"][2]["geometry"] = {"type": "Polygon",
                                      "coordinates": [[[1, 1], [2, 1], [2, 2], [1, 1]]]}
    lines = problems_of(doc)
    assert len(lines) == 4, lines
    assert any("the element « b1 », its kind: « castle » is no kind of element; the kinds are wall, building, "
               "low wall, " in line for line in lines)
    assert any("the element « Joe », its gang: expected a gang letter from A to R, got \"Z\"" in line
               for line in lines)
    assert any("the element « d1 », its building: refers to « nowhere », which is no element of this map" in line
               for line in lines)
    assert any("the element « Joe », its kind of shape: an element of kind « figure » is drawn as a point, not as an "
               "outline" in line for line in lines)


def test_a_kind_and_a_shape_are_refused_in_the_editors_words_in_french():
    """« sa nature : « castle » n'est pas une nature d'élément ; les natures sont mur, bâtiment, muret, … », « un
    élément de nature « mur » se dessine comme une ligne ou un contour, pas comme un point »: never the file's keys
    (« "low_wall" », « 'wall' ») nor GeoJSON's types (« LineString ou Polygon »)."""
    doc = minimal_doc()
    doc["features"][0]["properties"]["kind"] = "castle"
    doc["features"][2]["properties"]["kind"] = "wall"
    i18n.set_language("fr")
    try:
        lines = problems_of(doc)
    finally:
        i18n.set_language(None)
    unknown = (f"l'élément «{NBSP}b1{NBSP}», sa nature{NBSP}: «{NBSP}castle{NBSP}» n'est pas une nature "
               f"d'élément{NBSP}; les natures sont mur, bâtiment, muret, grillage, barricade, voiture, fumée, rue, "
               "QG de bande, banque, boutique, église, hôpital, mairie, zone, porte, fenêtre, figurine, civil et point "
               "d'entrée")
    shape = (f"l'élément «{NBSP}Joe{NBSP}», son type de forme{NBSP}: un élément de nature «{NBSP}mur{NBSP}» se dessine "
             "comme une ligne ou un contour, pas comme un point")
    assert any(line.endswith(unknown) for line in lines) and any(line.endswith(shape) for line in lines), lines


def test_a_door_of_something_that_is_no_building_is_refused_in_words():
    """A door's building that names a figure: one whole sentence, in French too, never the file's kind keys (« un
    figure, attendu un building » before)."""
    doc = minimal_doc()
    doc["features"][1]["properties"]["building"] = "f1"
    assert any(line.endswith("its building: refers to « f1 », which is not a building") for line in problems_of(doc))
    i18n.set_language("fr")
    try:
        french = problems_of(doc)
    finally:
        i18n.set_language(None)
    assert any(line.endswith("désigne «\u00a0f1\u00a0», qui n'est pas un bâtiment") for line in french), french


def test_every_missing_field_is_named():
    lines = problems_of({"type": "FeatureCollection"})
    assert lines == ["in the file «\u00a0s.geojson\u00a0»: missing required field 'tabletop'", "in the file «\u00a0s.geojson\u00a0»: missing required field 'features'"]
    doc = minimal_doc()
    doc["features"][0] = {"type": "Feature"}
    assert problems_of(doc) == ["in «\u00a0s.geojson\u00a0», element number 1: missing required field 'id'",
                                "in «\u00a0s.geojson\u00a0», element number 1: missing required field 'geometry'",
                                "in «\u00a0s.geojson\u00a0», element number 1: missing required field 'properties'",
                                "in «\u00a0s.geojson\u00a0», the element « d1 », its building: refers to « b1 », which is no "
                                "element of this map"]


def test_wrong_format_and_version_and_not_an_object():
    doc = minimal_doc()
    doc["tabletop"]["version"] = 7
    assert problems_of(doc) == ["in «\u00a0s.geojson\u00a0», the file's version: expected 1, got 7"]
    assert problems_of("[1, 2]") == ["in the file «\u00a0s.geojson\u00a0»: expected a GeoJSON FeatureCollection object, got list [1, 2]"]


def test_check_command_valid_and_invalid(tmp_path, capsys):
    good = write(tmp_path, minimal_doc(), "good.geojson")
    assert main(["check", str(good)]) == 0
    assert "1 file valid" in capsys.readouterr().out

    bad = copy.deepcopy(minimal_doc())
    bad["features"][0]["properties"]["floors"] = "two"
    bad_path = write(tmp_path, bad, "bad.geojson")
    truncated = write(tmp_path, json.dumps(minimal_doc())[:50], "cut.geojson")
    assert main(["check", str(good), str(bad_path), str(truncated), str(tmp_path / "missing.geojson")]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 3
    assert err[0].startswith(f"in «\u00a0{bad_path}\u00a0», the element « b1 », its floors: ")
    assert err[1].startswith(f"the file «\u00a0{truncated}\u00a0» is not valid JSON: at line 1, column ")
    assert err[2] == f"the file «\u00a0{tmp_path / 'missing.geojson'}\u00a0» does not exist"
    assert all("Traceback" not in line for line in err)


def test_check_without_files_is_one_line_exit_1(capsys):
    assert main(["check"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "FILE" in err


def test_save_is_atomic_and_leaves_no_temporary_files(tmp_path, monkeypatch):
    scenario = parse_scenario(json.dumps(minimal_doc()))
    path = tmp_path / "s.geojson"
    save_scenario(scenario, path)
    before = path.read_text(encoding="utf-8")

    def explode(*_args, **_kwargs):
        raise OSError("disk full")

    monkeypatch.setattr("os.replace", explode)
    scenario.name = "Changed"
    with pytest.raises(OSError):
        save_scenario(scenario, path)
    assert path.read_text(encoding="utf-8") == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.geojson"]


@pytest.mark.parametrize("code", ["fr", "en"])
def test_every_kind_and_shape_of_a_map_has_its_words_in_each_language(code):
    """The refusals' words for each kind of element and each shape (common.ftl), none left to the fallback that
    quotes the file's key (« « low_wall » »), and no two kinds said alike."""
    from tabletop.scenario.model import ALL_KINDS
    from tabletop.sentences import say

    kinds = {kind: say("map-kind-word", code, kind=kind) for kind in sorted(ALL_KINDS)}
    shapes = {shape: say("map-shape", code, shape=shape) for shape in ("Point", "LineString", "Polygon")}
    assert [kind for kind, word in kinds.items() if "«" in word or "_" in word] == []
    assert [shape for shape, word in shapes.items() if "«" in word] == []
    assert len(set(kinds.values())) == len(kinds) and len(set(shapes.values())) == len(shapes)
