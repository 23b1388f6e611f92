"""The geometry commands: JSON shapes of the contract, and one-line errors with exit code 1."""

import json

import pytest

from tabletop.cli import main

BANK = "tabletop/samples/bank-job.geojson"


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_sight(capsys):
    code, out, err = run(capsys, "sight", BANK, "police-6", "police-7")
    data = json.loads(out)
    assert code == 0 and err == ""
    assert data["distance_cm"] == pytest.approx(3.8246, abs=1e-4) and data["band"] == "short"
    assert data["visible"] is True and data["cover"] is False and data["cover_by"] == []


def test_sight_through_a_wall(capsys):
    code, out, _ = run(capsys, "sight", BANK, "employee-3", "passerby-4")
    data = json.loads(out)
    assert code == 0 and data["visible"] is False and data["cover_by"] == [] and "bank" in data["blocked_by"]


def test_blast(capsys):
    code, out, _ = run(capsys, "blast", BANK, "96", "33")
    assert code == 0 and json.loads(out)["caught"] == [{"id": "skin-1", "cover": False, "cover_by": []},
                                                       {"id": "skin-9", "cover": False, "cover_by": []}]
    code, out, _ = run(capsys, "blast", BANK, "96", "33", "--diameter", "4")
    assert [c["id"] for c in json.loads(out)["caught"]] == ["skin-1"]


def test_burst(capsys):
    code, out, _ = run(capsys, "burst", BANK, "skin-1", "police-6", "--hits", "5")
    hits = json.loads(out)["hits"]
    assert code == 0 and hits[0] == "police-6" and len(hits) == 5


def test_throw(capsys):
    code, out, _ = run(capsys, "throw", BANK, "police-1", "24", "50", "--cm", "20")
    data = json.loads(out)
    assert code == 0 and data["stopped_by"] == "car-1" and data["landing"][1] == pytest.approx(40.0)


def test_reach(capsys):
    code, out, _ = run(capsys, "reach", BANK, "passerby-6", "--cm", "5")
    data = json.loads(out)
    assert code == 0 and data["geometry"]["type"] == "Polygon"
    assert data["area_cm2"] == pytest.approx(78.5, rel=0.01)  # the open disc of 5 cm


@pytest.mark.parametrize("argv, message", [
    (["sight", BANK, "police-1", "ghost"], "no figure 'ghost'; the figures are Officier, Sous-off"),
    (["blast", BANK, "x", "3"], "X takes a number, not 'x'"),
    (["blast", BANK, "1", "inf"], "finite"),
    (["blast", BANK, "1", "1", "--diameter", "-2"], "takes a diameter in cm over 0 and up to 100, not '-2'"),
    (["burst", BANK, "skin-1", "police-6", "--hits", "0"], "takes a number of hits from 1 to 10, not '0'"),
    (["burst", BANK, "skin-1", "skin-1", "--hits", "2"], "own target"),
    (["throw", BANK, "police-1", "18", "32", "--cm", "10"], "own position"),
    (["throw", BANK, "police-1", "1", "2", "--cm", "nan"], "finite"),
    (["reach", BANK, "ghost", "--cm", "5"], "no figure 'ghost'; the figures are Officier, Sous-off"),
    (["reach", "/nonexistent/map.geojson", "police-1", "--cm", "5"], "the file «\u00a0/nonexistent/map.geojson\u00a0» does not exist"),
])
def test_errors_are_one_line_and_exit_1(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 1 and out == ""
    assert len(err.strip().splitlines()) == 1 and message in err


def test_bad_scenario_file(capsys, tmp_path):
    bad = tmp_path / "bad.geojson"
    bad.write_text("{not json", encoding="utf-8")
    code, out, err = run(capsys, "sight", str(bad), "a", "b")
    assert code == 1 and out == "" and "at line 1, column 2, a name is missing its double quotes" in err and len(err.strip().splitlines()) == 1
