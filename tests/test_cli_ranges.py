"""Every number the command line takes has a documented range, refused with one line outside it, and no command
can hang or fill the memory on its arguments (issue 20): ``morale-odds --owed 3000`` hung, ``--owed 1000000`` asked
NumPy for 7 TiB, ``burst --hits 1000000`` printed a million nulls, ``roster new A FOLDER`` ended in a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tabletop.cli import main
from tabletop.games.peur_sur_la_ville.rules import PeurError, morale_odds
from tests.work import counted

ROOT = Path(__file__).resolve().parent.parent
BANK = str(ROOT / "tabletop" / "samples" / "bank-job.geojson")


def _run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("argv, refusal", [
    (["morale-odds", "--owed", "3000"], "tabletop morale-odds: --owed takes a whole number of morale dice from 0 to "
                                        "100, not '3000'"),
    (["morale-odds", "--owed", "1000000"], "takes a whole number of morale dice from 0 to 100, not '1000000'"),
    (["burst", BANK, "skin-1", "police-6", "--hits", "1000000"], "tabletop burst: --hits takes a number of "
                                                                 "hits from 1 to 10, not '1000000'"),
    (["odds", "--weapon", "pistolet", "--cm", "-3"], "--cm takes a distance in cm from 0 to 10000, "
                                                     "not '-3'"),
    (["odds", "--weapon", "pistolet", "--cm", "5", "--wounds", "21"], "takes a whole number of wounds from 0 to "
                                                                      "20, not '21'"),
    (["blast", BANK, "1e9", "3"], "X takes a position in cm from -10000 to 10000, not '1e9'"),
    (["throw", BANK, "skin-1", "3", "3", "--cm", "1e6"], "--cm takes a distance in cm over 0 and up to "
                                                         "100, not '1e6'"),
    (["reach", BANK, "skin-1", "--cm", "nan"], "--cm takes a finite number, not 'nan'"),
    (["roster", "buy", "r.json", "gilet", "--figure", "100"], "--figure takes a figure number from 0 "
                                                              "to 99, not '100'"),
    (["gangster-paradise", "launder", "--red", "10000000", "--commercants", "1"], "--red takes a whole "
                                                                                 "number from 0 to 1000000"),
])
def test_a_number_out_of_its_range_is_one_line(capsys, argv, refusal):
    with counted() as work:
        code, out, err = _run(capsys, *argv)
    assert (code, out) == (1, "")
    assert len(err.splitlines()) == 1 and refusal in err, err
    # Refused on the argument, before the work it names: a few rule files read at most (under 200,000 calls), never
    # the million hits or the 7 TiB of odds the number asked for. Counted, not timed.
    assert work.calls < 500_000 and work.peak_bytes < 32 * 2**20, work


def test_the_largest_morale_test_answers_at_once(capsys):
    with counted() as work:
        code, out, _ = _run(capsys, "morale-odds", "--owed", "100", "--gang", "L")
    assert code == 0 and json.loads(out)["dice"] >= 100
    # A hundred dice are one convolution each (about 70,000 calls); the enumeration that hung at 3,000 dice made
    # millions. Counted, not timed.
    assert work.calls < 1_000_000, work


def test_the_core_refuses_odds_of_thousands_of_dice():
    with pytest.raises(PeurError, match="computed for 0 to 200 dice, got 3000"):
        morale_odds(3000)


def test_a_burst_lists_at_most_its_hits(capsys):
    code, out, _ = _run(capsys, "burst", BANK, "skin-1", "police-6", "--hits", "10")
    assert code == 0 and len(json.loads(out)["hits"]) == 10


def test_every_range_is_in_the_help(capsys):
    """Each command's --help asked in this process (what it prints is the point; argparse ends it by SystemExit)."""
    for argv, said in ((["morale-odds"], "0 to 100"), (["burst"], "1 to 10"), (["reach"], "up to 500 cm"),
                       (["odds"], "0 to 10000 cm"), (["roster", "buy"], "0 to 99")):
        with pytest.raises(SystemExit) as done:
            main([*argv, "--help"])
        out = capsys.readouterr().out
        assert done.value.code == 0 and said in " ".join(out.split()), (argv, out)


def test_a_folder_or_a_path_under_a_file_is_refused_as_an_output(capsys, tmp_path):
    code, out, err = _run(capsys, "roster", "new", "A", str(tmp_path))
    assert (code, out, err) == (1, "", f"tabletop roster new: {tmp_path} is a folder, not a file Tabletop may replace\n")
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    code, out, err = _run(capsys, "roster", "new", "A", str(blocker / "gang.json"))
    assert (code, out) == (1, "")
    assert err == (f"tabletop roster new: «\u00a0{blocker / 'gang.json'}\u00a0» cannot be written (the folder «\u00a0{blocker}"
                   "\u00a0» takes no new file)\n")  # one colon: it read « …/gang.json: cannot be written in … »
    assert sorted(p.name for p in tmp_path.iterdir()) == ["file"]
