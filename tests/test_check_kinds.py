"""``tabletop check FILE...`` validates every kind of file Tabletop writes, told apart by its header (issue 20): it
used to refuse Tabletop's own game and roster files with ``missing required field 'tabletop'``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop import i18n

from tabletop.cli import main
from tabletop.file_kinds import file_kind

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = [*sorted((ROOT / "tabletop" / "samples").glob("*.geojson")), *sorted((ROOT / "tabletop" / "samples" / "games").glob("*")),
           *sorted((ROOT / "tabletop" / "samples" / "plays").glob("*"))]


def test_every_sample_and_a_new_roster_are_valid(tmp_path, capsys):
    roster = tmp_path / "gang.json"
    assert main(["roster", "new", "C", str(roster)]) == 0
    assert json.loads(roster.read_text(encoding="utf-8"))["format"] == "tabletop-roster"
    capsys.readouterr()
    assert main(["check", *map(str, SAMPLES), str(roster)]) == 0, capsys.readouterr().err
    assert capsys.readouterr().out.strip() == f"{len(SAMPLES) + 1} files valid"


@pytest.mark.parametrize("doc, kind", [
    ({"type": "FeatureCollection", "tabletop": {}, "features": []}, "map"),
    ({"format": "tabletop-game"}, "game"),
    ({"format": "tabletop-play"}, "play"),
    ({"format": "tabletop-roster"}, "roster"),
    ({"gang": "A", "figures": [], "vehicles": {}, "purchases": []}, "roster"),  # written before the header
    ({"format": "tabletop-book"}, None),
    ({"name": "x"}, None),
    ([1, 2], None),
])
def test_the_kind_is_told_by_the_header(doc, kind):
    assert file_kind(doc) == kind


def test_each_kind_is_refused_with_its_own_words(tmp_path, capsys):
    game = json.loads((ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json").read_text(encoding="utf-8"))
    game["seed"] = -1
    play = json.loads((ROOT / "tabletop" / "samples" / "plays" / "camorra.ttplay.json").read_text(encoding="utf-8"))
    play["players"] = []
    files = {"game.ttgame.json": game, "play.ttplay.json": play, "other.json": {"name": "x"},
             "roster.json": {"format": "tabletop-roster", "gang": "Z", "figures": [], "vehicles": {}, "purchases": []}}
    for name, doc in files.items():
        (tmp_path / name).write_text(json.dumps(doc), encoding="utf-8")
    assert main(["check", *(str(tmp_path / name) for name in files)]) == 1
    err = capsys.readouterr().err.splitlines()
    assert err == [
        f"in «\u00a0{tmp_path / 'game.ttgame.json'}\u00a0», the seed: expected a number ≥ 0, got -1",
        f"in «\u00a0{tmp_path / 'play.ttplay.json'}\u00a0», the players: expected at least 1 items, got 0",
        f"{tmp_path / 'other.json'}: not a Tabletop file: neither a map (a GeoJSON file with its \"tabletop\" part), "
        f"nor a game, a roster or a play (their \"format\" is \"tabletop-game\", \"tabletop-roster\" or "
        f"\"tabletop-play\")",
        f"in «\u00a0{tmp_path / 'roster.json'}\u00a0», the figures: expected at least 1 items, got 0 (and 1 more problem)",
    ]


def test_check_and_roster_check_agree_on_a_roster_not_ready_to_play(tmp_path, capsys):
    """Issue 36: ``check`` called a roster « valid » whose lieutenant carries no weapon, which ``roster check``
    refuses; both now print the same line and exit 1."""
    roster = tmp_path / "gang.json"
    assert main(["roster", "new", "C", str(roster)]) == 0
    doc = json.loads(roster.read_text(encoding="utf-8"))
    doc["figures"][1]["weapons"] = []
    roster.write_text(json.dumps(doc), encoding="utf-8")
    capsys.readouterr()
    assert main(["roster", "check", str(roster)]) == 1
    said = capsys.readouterr().out.strip()
    assert said == f"{roster}: figure 1 (Lieutenant) carries 0 weapons; each figure has 1 or 2 non-explosive weapons"
    assert main(["check", str(roster)]) == 1
    assert capsys.readouterr().err.strip() == said
    i18n.set_language("fr")  # the file before its problem with French's spaced colon, in both commands
    try:
        assert main(["roster", "check", str(roster)]) == 1
        french = capsys.readouterr().out.strip()
        assert main(["check", str(roster)]) == 1
        assert capsys.readouterr().err.strip() == french and french.startswith(f"{roster}\u00a0: ")
    finally:
        i18n.set_language(None)


@pytest.mark.parametrize("sample, kind", [("bank-job.geojson", "a map"), ("games/bank-job.ttgame.json", "a saved game"),
                                          ("plays/camorra.ttplay.json", "a play")])
def test_a_new_roster_never_replaces_a_file_of_another_kind(tmp_path, capsys, sample, kind):
    """Issue 36: ``roster new C map.geojson`` silently replaced an 18.7 KB map with a roster. Refused in one line
    naming what the file holds; ``--force`` replaces it; a roster is replaced as before."""
    target = tmp_path / Path(sample).name
    target.write_bytes((ROOT / "tabletop" / "samples" / sample).read_bytes())
    before = target.read_bytes()
    assert main(["roster", "new", "C", str(target)]) == 1
    out, err = capsys.readouterr()
    assert out == "" and err == (f"tabletop roster new: {target}: holds {kind}, and a new roster does not replace it; give "
                                 "another file name, or add --force to replace it\n")
    assert target.read_bytes() == before
    assert main(["roster", "new", "C", str(target), "--force"]) == 0
    assert json.loads(target.read_text(encoding="utf-8"))["format"] == "tabletop-roster"
    assert main(["roster", "new", "F", str(target)]) == 0  # a roster is replaced by a new one
    notes = tmp_path / "notes.txt"
    notes.write_text("hello", encoding="utf-8")
    assert main(["roster", "new", "C", str(notes)]) == 1 and notes.read_text(encoding="utf-8") == "hello"
    assert "holds something else than a roster" in capsys.readouterr().err


@pytest.mark.parametrize("original, replaced, french, english", [
    ('"width_cm": 120', '"width_cm": 1e308', "la largeur de la table\u00a0: attendu un nombre ≤ 10\u202f000, reçu 1e+308",
     "the table's width: expected a number ≤ 10,000, got 1e+308"),
    ('"width_cm": 120', '"width_cm": 1e400', "la largeur de la table\u00a0: attendu un nombre fini, reçu un nombre trop grand pour être "
     "conservé", "the table's width: expected a finite number, got a number too large to store"),
    ("Braquage à la Banque Centrale", "\\ud800", "le nom de la carte\u00a0: le texte «\u00a0\\ud800\u00a0» n'est pas de l'Unicode "
     "valide (il contient un demi-codet isolé)", "the map's name: the text \"\\ud800\" is not valid Unicode (it holds a "
     "lone surrogate)"),
])
def test_a_value_refused_inside_a_map_is_one_sentence_naming_the_file_once(tmp_path, capsys, original, replaced,
                                                                          french, english):
    """Issue 38: a limit every file shares and a schema's refusal read « x.geojson : tabletop.table.width_cm : … »;
    now « dans « x.geojson », la largeur de la table : … », the place in words, one colon."""
    text = (ROOT / "tabletop" / "samples" / "bank-job.geojson").read_text(encoding="utf-8")
    path = tmp_path / "x.geojson"
    path.write_text(text.replace(original, replaced, 1), encoding="utf-8")
    for code, expected in (("fr", f"dans «\u00a0{path}\u00a0», {french}"), ("en", f"in «\u00a0{path}\u00a0», {english}")):
        i18n.set_language(code)
        try:
            assert main(["check", str(path)]) == 1
            assert capsys.readouterr().err.splitlines() == [expected]
        finally:
            i18n.set_language(None)
