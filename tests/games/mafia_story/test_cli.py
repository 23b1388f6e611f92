"""``tabletop mafia-story reveal FILE.json``: the command-line contract other tools depend on."""

import json

from tabletop.cli import main


def card(kind, family=None, value=None):
    return {"type": kind, "family": family, "value": value}


def reveal(tmp_path, capsys, request):
    path = tmp_path / "reveal.json"
    path.write_text(json.dumps(request) if not isinstance(request, str) else request, encoding="utf-8")
    code = main(["mafia-story", "reveal", str(path)])
    out = capsys.readouterr()
    return code, (json.loads(out.out) if code == 0 else out.err.strip()), str(path)


TWO = [{"name": "Ana", "family": "rouge", "team": None, "score": 25, "right": 3},
       {"name": "Bruno", "family": "vert", "team": None, "score": 10, "right": 2}]


def test_the_output_contract(tmp_path, capsys):
    code, out, _ = reveal(tmp_path, capsys, {
        "players": TWO, "city_cards": 14,
        "tokens": [{"player": "Ana", "kind": "encaissement", "card": card("territoire", "rouge", 6)},
                   {"player": "Bruno", "kind": "guerre", "card": card("territoire", "rouge", 4)},
                   {"player": "Ana", "kind": "guerre", "card": card("police", "vert")}],
        "prevent": [{"player": "Bruno", "kind": "encaissement", "target": None}]})
    assert code == 0
    assert out == {"neutralised": [{"player": "Ana", "kind": "encaissement"}],
                   "players": [{"name": "Ana", "delta": -10, "score": 15, "right": 3, "left": 1},
                               {"name": "Bruno", "delta": 4, "score": 14, "right": 3, "left": 0}],
                   "city_cards": 13, "over": False, "winner": None}


def test_a_player_reaching_30_wins(tmp_path, capsys):
    code, out, _ = reveal(tmp_path, capsys, {
        "players": TWO, "city_cards": 14, "prevent": [],
        "tokens": [{"player": "Ana", "kind": "encaissement", "card": card("speciale", "rouge")}]})
    assert code == 0 and out["over"] and out["winner"] == "Ana" and out["players"][0]["score"] == 35


def test_a_team_at_50_wins_at_4_players(tmp_path, capsys):
    players = [{"name": "Ana", "family": "rouge", "team": "Rouges", "score": 20, "right": 4},
               {"name": "Bruno", "family": "vert", "team": "Verts", "score": 25, "right": 5},
               {"name": "Carla", "family": "bleu", "team": "Rouges", "score": 24, "right": 4},
               {"name": "Dino", "family": "blanc", "team": "Verts", "score": 0, "right": 1}]
    code, out, _ = reveal(tmp_path, capsys, {
        "players": players, "city_cards": 20, "prevent": [],
        "tokens": [{"player": "Ana", "kind": "encaissement", "card": card("territoire", "bleu", 6)}]})
    assert code == 0 and out["players"][0]["delta"] == 6  # a teammate's family counts as one's own
    assert out["over"] and out["winner"] == "Rouges"


def test_six_cards_left_end_on_points_then_cards_to_the_right(tmp_path, capsys):
    players = [{"name": "Ana", "family": "rouge", "team": None, "score": 11, "right": 4},
               {"name": "Bruno", "family": "vert", "team": None, "score": 12, "right": 6}]
    code, out, _ = reveal(tmp_path, capsys, {
        "players": players, "city_cards": 7, "prevent": [],
        "tokens": [{"player": "Ana", "kind": "guerre", "card": card("drive-by")}]})
    assert code == 0 and out["city_cards"] == 6 and out["over"]
    assert out["winner"] == "Bruno"  # 12 each; Bruno has 6 cards to his right, Ana 5


def test_an_impossible_target_is_refused_naming_it(tmp_path, capsys):
    code, err, path = reveal(tmp_path, capsys, {
        "players": TWO, "city_cards": 14,
        "tokens": [{"player": "Ana", "kind": "guerre", "card": card("drive-by")}],
        "prevent": [{"player": "Ana", "kind": "guerre", "target": "Bruno"}]})
    assert code == 1 and len(err.splitlines()) == 1
    assert err == (f"tabletop mafia-story reveal: in «\u00a0{path}\u00a0», the target of prevention card 1 laid: Bruno has no "
                   "guerre token on the table to target")


def test_a_bad_file_gives_one_line_naming_file_and_field(tmp_path, capsys):
    bad = {"players": TWO, "city_cards": 14, "prevent": [],
           "tokens": [{"player": "Ana", "kind": "encaissement", "card": card("territoire", "rouge", 9)}]}
    code, err, path = reveal(tmp_path, capsys, bad)
    assert code == 1 and err == (f"tabletop mafia-story reveal: in «\u00a0{path}\u00a0», the card under token 1: a territoire "
                          "card is worth 2 to 7")
    bad["tokens"][0]["kind"] = "racket"
    code, err, path = reveal(tmp_path, capsys, bad)
    assert code == 1 and err.startswith(f"tabletop mafia-story reveal: in «\u00a0{path}\u00a0», the kind of token 1: expected one of")
    code, err, path = reveal(tmp_path, capsys, "{")
    assert code == 1 and len(err.splitlines()) == 1 and f"the file «\u00a0{path}\u00a0» is not valid JSON: at line 1, column 2, the text stops before its end" in err
    code, err, path = reveal(tmp_path, capsys, {"players": TWO, "tokens": [], "prevent": []})
    assert code == 1 and err.endswith(f"in «\u00a0{path}\u00a0», no value for the cards in the city")
    assert main(["mafia-story", "reveal", str(tmp_path / "none.json")]) == 1
    assert "none.json\u00a0» does not exist" in capsys.readouterr().err
