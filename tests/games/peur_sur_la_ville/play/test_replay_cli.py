"""``tabletop replay GAMEFILE [--json]`` through tabletop.cli.main."""

import json

from tabletop.cli import main

from tests.games.peur_sur_la_ville.play.test_gamefile import SAMPLE


def _run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_replay_json_contract_twice_identical(capsys):
    first = _run(capsys, "replay", str(SAMPLE), "--json")
    second = _run(capsys, "replay", str(SAMPLE), "--json")
    assert first == second
    code, out, err = first
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data["turn"] == 4 and data["phase"] == "over"
    assert len(data["figures"]) == 30
    for figure in data["figures"].values():
        assert {"wounds", "state", "x", "y"} <= set(figure)
        assert figure["state"] in ("standing", "down", "ko", "hidden", "dead", "in_vehicle")
    assert data["gangs"]["F"]["bavures"] >= 1
    dead = [fid for fid, f in data["figures"].items() if f["state"] == "dead"]
    assert dead and all(data["figures"][fid]["wounds"] >= 1 for fid in dead)


def test_replay_text_is_a_table_and_the_log(capsys):
    code, out, err = _run(capsys, "replay", str(SAMPLE))
    assert code == 0 and err == ""
    lines = out.splitlines()
    assert lines[0] == "Turn 4, phase: game over; the Police have committed no bavure; the Skins have committed one bavure"
    assert lines[1].split() == ["figure", "name", "gang", "state", "wounds", "x", "y"]
    # each figure's gang by its name, as every other line says it, not by its letter in the rulebook's list
    assert lines[2].split()[:3] == ["police-1", "Officier", "Police"] and lines[12].split()[2] == "Skins"
    assert any(line.startswith("Turn 1 — initiative: ") for line in lines)
    assert any(" shoots " in line and "save " in line for line in lines)
    assert out == _run(capsys, "replay", str(SAMPLE))[1]


def test_replay_errors_name_the_command_first(capsys, tmp_path):
    code, out, err = _run(capsys, "replay", str(tmp_path / "none.ttgame.json"))
    assert (code, out) == (1, "") and err == f"tabletop replay: the file «\u00a0{tmp_path / 'none.ttgame.json'}\u00a0» does not exist\n"

    cut = tmp_path / "cut.ttgame.json"
    text = SAMPLE.read_text(encoding="utf-8")
    cut.write_text(text[:5000], encoding="utf-8")
    code, out, err = _run(capsys, "replay", str(cut))
    assert code == 1 and out == "" and len(err.splitlines()) == 1 and "the text stops before its end" in err
    assert cut.read_text(encoding="utf-8") == text[:5000]

    doc = json.loads(text)
    doc["format"] = "other"
    del doc["seed"]
    bad = tmp_path / "bad.ttgame.json"
    bad.write_text(json.dumps(doc), encoding="utf-8")
    code, out, err = _run(capsys, "replay", str(bad))
    # Several problems: a line naming the command, the file and how many, then one line each (as ``check``).
    lines = err.splitlines()
    assert code == 1 and lines[0] == f"tabletop replay: «\u00a0{bad}\u00a0» has 2 problems:" and len(lines) == 3
    assert lines[2] == f"in «\u00a0{bad}\u00a0», the file's format: expected \"tabletop-game\", got \"other\""

    code, _, err = _run(capsys, "replay")
    assert code == 1 and "FILE" in err


def test_replay_header_says_each_gangs_bavures_in_french(capsys):
    from tabletop.i18n import set_language
    set_language("fr")
    try:
        code, out, _err = _run(capsys, "replay", str(SAMPLE))
    finally:
        set_language(None)
    assert code == 0 and out.splitlines()[0] == ("Tour 4, phase\u00a0: partie terminée\u00a0; la Police n'a commis aucune "
                                                 "bavure\u00a0; les Skins ont commis une bavure")
