"""``tabletop campaign [--book P] new|turn|show|ledger``: the JSON contract of issue 15 and its one-line errors."""

from __future__ import annotations

import json
import os
import re
from collections import defaultdict
from pathlib import Path

import pytest

from tabletop import i18n

from tabletop.book import open_book
from tabletop.cli import main
from tabletop.games.peur_sur_la_ville.campaign.contracts import store_contracts
from tabletop.games.peur_sur_la_ville.campaign.settings import Contract
from tabletop.games.peur_sur_la_ville.campaign.setup import load_campaign
from tests.work import counted


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _results(tmp_path: Path, gangs: dict) -> str:
    path = tmp_path / "results.json"
    path.write_text(json.dumps({"gangs": gangs}), encoding="utf-8")
    return str(path)


def test_new_turn_show_ledger(book_url: str, tmp_path: Path, capsys) -> None:
    book = ("campaign", "--book", book_url)
    code, out, err = _run(capsys, *book, "new", "Saison", "--gang", "N:Ana", "--gang", "C:Bruno",
                          "--table", "bank-job.geojson")
    assert (code, err) == (0, "")
    assert json.loads(out) == {
        "name": "Saison", "players": {"N": "Ana", "C": "Bruno"}, "tables": ["bank-job.geojson"], "house_rules": {},
        "turn": 0, "bavures": 0, "garde_nationale": False,
        "gangs": {"N": {"bitcoins": 10, "reputation": 1, "resources": ["corruption", "sentinelle"], "figures": 10},
                  "C": {"bitcoins": 10, "reputation": 0, "resources": [], "figures": 10}},
        "parrain": {"winner": "N", "duel": []}}
    results = _results(tmp_path, {
        "N": {"income": {"bank": 1, "shop": 2}, "contracts": [2], "lost_hq": False, "hqs_taken": 0,
              "bavures": {"civilian_killed": 1}, "bavures_with_journalists": {}, "wounded": {"N3": 3},
              "dead": ["N9"], "investments": [{"kind": "recruit", "count": 1},
                                              {"kind": "resource", "resource": "labo"}]},
        "C": {"bavures_with_journalists": {"journalist_killed": 1}, "contracts": [1]}})
    code, out, err = _run(capsys, *book, "turn", "Saison", "--results", results)
    expected = {"turn": 1, "bavures": 2, "garde_nationale": False,
                "gangs": {"N": {"bitcoins": 10 + 5 + 4 + 2 - 2 - 5, "reputation": 3,
                                "resources": ["corruption", "labo", "sentinelle"], "figures": 10},
                          "C": {"bitcoins": 10, "reputation": 1, "resources": [], "figures": 10}},
                "parrain": {"winner": "N", "duel": []}}
    assert (code, json.loads(out), err) == (0, expected, "")
    code, out, _ = _run(capsys, *book, "show", "Saison", "--json")
    assert json.loads(out) == expected
    code, out, _ = _run(capsys, *book, "ledger", "Saison", "--json")
    rows = json.loads(out)
    assert [r["id"] for r in rows] == sorted(r["id"] for r in rows)
    assert set(rows[0]) == {"id", "turn", "gang", "field", "before", "change", "after", "reason", "game",
                            "recorded_at"}
    sums: dict[tuple[str, str], float] = defaultdict(float)
    for row in rows:
        sums[row["gang"], row["field"]] += row["change"]
    for letter, gang in expected["gangs"].items():
        assert (sums[letter, "bitcoins"], sums[letter, "reputation"]) == (gang["bitcoins"], gang["reputation"])
        assert sum(v for (g, f), v in sums.items() if g == letter and f.startswith("figure:")) == gang["figures"]
    assert sums["campaign", "turn"] == 1 and sums["N", "wound:N3"] == 1
    code, out, _ = _run(capsys, *book, "ledger", "Saison", "--gang", "C", "--json")
    assert {r["gang"] for r in json.loads(out)} == {"C"} and {r["turn"] for r in json.loads(out)} == {0, 1}
    code, out, _ = _run(capsys, *book, "show", "Saison")
    assert code == 0 and out.splitlines()[0] == (
        "Saison: 1 turn closed, 2 bavures last turn; the Garde Nationale is not deployed")
    assert "resources Corruption, Labo and Sentinelle" in out and "labo" not in out
    code, out, _ = _run(capsys, *book, "ledger", "Saison", "--gang", "N")
    assert code == 0 and "resource: Labo" in out and "resource:labo" not in out


def test_the_campaign_in_words_speaks_french(book_url: str, capsys) -> None:
    book = ("campaign", "--book", book_url)
    _run(capsys, *book, "new", "Saison", "--gang", "N:Ana", "--gang", "C:Bruno")
    i18n.set_language("fr")
    try:
        code, out, _ = _run(capsys, *book, "show", "Saison")
        _, ledger, _ = _run(capsys, *book, "ledger", "Saison", "--gang", "N")
    finally:
        i18n.set_language(None)
    # one sentence a line, its counts agreeing (« 0 tour clos, 0 bavure au dernier tour »): it read « tours clos : 0 »
    assert code == 0 and out.splitlines()[0] == ("Saison\u00a0: 0 tour clos, 0 bavure au dernier tour\u00a0; la Garde "
                                                "Nationale n'est pas déployée")
    assert "ressources Corruption et Sentinelle" in out and "Parrain" in out
    assert out.splitlines()[1:3] == [
        "  N — Ritals ou Irlandais\u00a0: réputation 1, 10 bitcoins, 10 figurines, ressources Corruption et Sentinelle",
        "  C — Junkies\u00a0: réputation 0, 10 bitcoins, 10 figurines, aucune ressource"]
    assert "ressource\u00a0: Sentinelle" in ledger and "tour 0" in ledger
    # Issue 38 §2: a figure by the name the game gives it, its campaign id (« N4 ») kept for the JSON.
    assert not re.search(r"\b[A-R]\d+\b", ledger), ledger
    assert "Rital/Irlandais 4 " in ledger and "Leader " in ledger, ledger


@pytest.mark.parametrize("gangs, message", [
    ({"C": {"investments": [{"kind": "recruit", "count": 6}]}},
     "C: investment 1: costs 12 bitcoins but the treasury holds 10"),
    ({"N": {"investments": [{"kind": "resource", "resource": "corruption"}]}},
     "N: the resource investment 1 buys: the resource 'corruption' is held already"),
    ({"C": {"income": {"casino": 1}}}, "C: the income « casino »: no income is called 'casino'; the incomes are "),
    # Issue 36: a kind that is an object or a list raised "TypeError: unhashable type".
    ({"C": {"investments": [{"kind": {}}]}}, "C: the kind of investment 1: expected one of \"recruit\", "),
    ({"C": {"investments": [{"kind": []}]}}, "C: the kind of investment 1: expected one of \"recruit\", "),
    ({"C": {"wounded": {"C2": "3"}}}, "C: the wounds of C2: expected an integer, got \"3\""),
    ({"C": {"wounded": {"C2": 1001}}}, "C: the wounds of C2: expected a whole number from 0 to 1000, got 1001"),
])
def test_a_refused_results_file_writes_nothing(book_url: str, tmp_path: Path, capsys, gangs, message) -> None:
    book = ("campaign", "--book", book_url)
    _run(capsys, *book, "new", "Saison", "--gang", "N:Ana", "--gang", "C:Bruno")
    _, before, _ = _run(capsys, *book, "ledger", "Saison", "--json")
    code, out, err = _run(capsys, *book, "turn", "Saison", "--results", _results(tmp_path, gangs))
    assert code == 1 and out == "" and message in err and len(err.strip().splitlines()) == 1
    _, after, _ = _run(capsys, *book, "ledger", "Saison", "--json")
    assert after == before


def test_command_line_mistakes_are_one_line(tmp_path: Path, capsys) -> None:
    book = ("campaign", "--book", str(tmp_path / "b.sqlite"))
    cases = [
        ((*book, "new", "S", "--gang", "Ana"), "expected LETTER:PLAYER, got 'Ana'"),
        ((*book, "new", "S", "--gang", "Z:Ana"), "gang Z: not a gang"),
        ((*book, "new", "S", "--gang", "C:Ana", "--house-rule", "bribes=1"), "the house rule « bribes » is not"),
        ((*book, "show", "Nowhere", "--json"), "no campaign named 'Nowhere'"),
        ((*book, "turn", "Nowhere", "--results", str(tmp_path / "none.json")), "no campaign named 'Nowhere'"),
    ]
    for argv, message in cases:
        code, out, err = _run(capsys, *argv)
        assert code == 1 and message in err and len(err.strip().splitlines()) == 1, (argv, err)
    _run(capsys, *book, "new", "S", "--gang", "C:Ana")
    code, _, err = _run(capsys, *book, "turn", "S", "--results", str(tmp_path / "none.json"))
    assert code == 1 and "none.json: no such file" in err


def test_a_results_file_naming_a_contract_held_marks_it_completed(book_url: str, tmp_path: Path, capsys) -> None:
    """« +1/+2/+3 point par contrat finalisé »: the contracts kept in the wizard's first step are the book's; the
    results file names those completed as it always did (a title, or the points alone) and the turn closing marks
    the card held completed; the ledger says in words which card was kept."""
    book = ("campaign", "--book", book_url)
    _run(capsys, *book, "new", "Saison", "--gang", "N:Ana", "--gang", "C:Bruno")
    typed = Contract("Le témoin", "Faire taire le témoin.", 2, 1)
    with open_book(book_url) as opened:
        view = load_campaign(opened, "Saison")
        bank = view.book_rules().contracts[0]
        store_contracts(opened, view, {"N": [bank], "C": [typed]})
    results = _results(tmp_path, {"N": {"contracts": [{"title": bank.title, "reputation": bank.reputation,
                                                       "bitcoins": bank.bitcoins}]},
                                  "C": {"contracts": [1]}})  # worth 1: not the card C holds (worth 2)
    code, out, err = _run(capsys, *book, "turn", "Saison", "--results", results)
    assert (code, err) == (0, "") and json.loads(out)["gangs"]["N"]["reputation"] == 1 + bank.reputation
    with open_book(book_url) as opened:
        assert [(e.gang, e.state) for e in opened.contracts("Saison")] == [("C", "held"), ("N", "completed")]
    code, out, _ = _run(capsys, *book, "ledger", "Saison", "--gang", "N", "--json")
    [kept] = [r for r in json.loads(out) if r["field"] == "contracts:1"]
    assert (kept["turn"], kept["change"], f"« {bank.title} » kept" in kept["reason"]) == (0, 1, True)


@pytest.mark.parametrize("raw, message", [
    ('{"gangs": {"C": {"income": {"passer_by": 36893488147419103233}}}}', "C: the income « passer_by »: expected an "
                                                                           "integer within ±9007199254740991"),
    ('{"gangs": {"C": {"income": {"passer_by": 1001}}}}', "C: the income « passer_by »: expected a whole number from 0 to 1000, "
                                                          "got 1001"),
    ('{"gangs": {"C": {"hqs_taken": 2147483648}}}', "C: the HQs the gang took: expected a whole number from 0 to 1000"),
    ('{"gangs": {"C": {"income": {"shop": 1' + "0" * 5000 + '}}}}', "a number is too large at line 1 column 37"),
    ('{"gangs": ' + "[" * 5000 + "]" * 5000 + "}", "nested too deeply"),
    ('{"gangs": {"C": {"dead": [{"name": "C2"}]}}}', 'C: dead figure 1: expected a string, got object {"name": "C2"}'),
    ('{"gangs": {"C": {"dead": ["\\ud800"]}}}',
     'C: dead figure 1: not valid Unicode text (a lone surrogate): "\\ud800"'),
    ('{"gangs": {"C": {"income": {"shop": 1e400}}}}', "C: the income « shop »: expected a finite number"),
    ('{"gangs": {"C": {"dead": [' + ",".join(["0"] * 1_000_000) + ']}}}', "more than 1048576 bytes, too large for a "
                                                                        "results file"),
    ('{"gangs": {"C": {"dead": [' + ",".join(["0"] * 200_000) + ']}}}', "C: the dead: expected at most 100000 items"),
    ('{"gangs": {"C": {"dead": ["' + "x" * 200_000 + '"]}}}', "C: dead figure 1: expected at most 100000 characters"),
])
def test_a_results_file_is_read_within_the_shared_limits(tmp_path: Path, capsys, raw, message) -> None:
    """Issue 25: the tracebacks and the unbalanced ledger that a results file could cause are one-line refusals;
    the value refused is quoted at most 80 characters long, and the refusal costs what a small file's does."""
    book = ("campaign", "--book", str(tmp_path / "b.sqlite"))
    _run(capsys, *book, "new", "S", "--gang", "C:Ana")
    _, before, _ = _run(capsys, *book, "ledger", "S", "--json")
    path = tmp_path / "results.json"
    path.write_text(raw, encoding="utf-8")
    with counted() as work:
        code, out, err = _run(capsys, *book, "turn", "S", "--results", str(path))
    # Refused within the shared limits whatever the file's size (up to 2 MB here): about 25,000 calls and a few MB
    # held, the same for a 40-byte file; counted, not timed.
    assert work.calls < 100_000 and work.peak_bytes < 16 * 2**20, work
    assert code == 1 and out == "" and message in err and len(err.strip().splitlines()) == 1, err
    assert len(err) < 400
    assert _run(capsys, *book, "ledger", "S", "--json")[1] == before


def test_a_turn_that_would_take_a_treasury_past_the_rule_data_s_limit_is_refused_whole(tmp_path: Path, capsys,
                                                                                         monkeypatch) -> None:
    """« limits » of campaign.toml bound every treasury: a house rule lowering it shows the turn refused whole."""
    shipped = (Path(__file__).resolve().parents[4] / "tabletop" / "games" / "peur_sur_la_ville" / "rules"
               / "campaign.toml").read_text(encoding="utf-8")
    assert "bitcoins = 1000000 " in shipped
    house = tmp_path / "rules"
    house.mkdir()
    (house / "campaign.toml").write_text(shipped.replace("bitcoins = 1000000 ", "bitcoins = 20 "), encoding="utf-8")
    monkeypatch.setenv("TABLETOP_RULES_DIR", str(house))
    book = ("campaign", "--book", str(tmp_path / "b.sqlite"))
    _run(capsys, *book, "new", "S", "--gang", "C:Ana")
    _, before, _ = _run(capsys, *book, "ledger", "S", "--json")
    code, out, err = _run(capsys, *book, "turn", "S", "--results", _results(tmp_path, {"C": {"income": {"passer_by": 15}}}))
    assert (code, out) == (1, "")
    assert err == ("tabletop campaign: C: bitcoins would be 25, beyond ±20 (limits.bitcoins of the campaign rules): "
                   "the turn is refused\n")
    assert _run(capsys, *book, "ledger", "S", "--json")[1] == before
    code, _, _ = _run(capsys, *book, "turn", "S", "--results", _results(tmp_path, {"C": {"income": {"passer_by": 5}}}))
    assert code == 0


def test_a_deep_house_rule_and_a_special_roster_file_are_one_line(tmp_path: Path, capsys) -> None:
    book = ("campaign", "--book", str(tmp_path / "b.sqlite"))
    code, _, err = _run(capsys, *book, "new", "S", "--gang", "C:Ana", "--house-rule", "x=" + "[" * 5000 + "]" * 5000)
    assert code == 1 and "--house-rule x: " in err and len(err.strip().splitlines()) == 1 and len(err) < 400
    fifo = tmp_path / "roster.json"
    os.mkfifo(fifo)
    code, _, err = _run(capsys, *book, "new", "S", "--gang", "C:Ana", "--roster", f"C:{fifo}")
    assert (code, err) == (1, f"tabletop campaign: {fifo}: is a FIFO, socket or device, not a roster\n")
