"""``tabletop campaign [--book P] new|turn|show|ledger``: the JSON contract of issue 15 and its one-line errors."""

from __future__ import annotations

import json
import os
import re
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

import pytest
from sqlalchemy import event

from tabletop import SAMPLES_DIR, i18n

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


def test_new_turn_show_ledger(book_url: str, tmp_path: Path, capsys, monkeypatch) -> None:
    book = ("campaign", "--book", book_url)
    monkeypatch.chdir(SAMPLES_DIR)  # the table is a map's file, kept as the command line writes it
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
    assert code == 0 and "the resource Labo of the Ritals ou Irlandais by +1, to 1" in out and "resource:labo" not in out


def test_a_campaign_is_read_in_one_transaction(head_book_url: str, capsys) -> None:
    """Every command reads its campaign (its setup, accounts and cards) with one connection and one transaction:
    each of the three reads took its own, a round trip more each to a server and three moments of the book."""
    _run(capsys, "campaign", "--book", head_book_url, "new", "Saison", "--gang", "N:Ana", "--gang", "C:Bruno")
    with open_book(head_book_url) as book:
        checkouts: list[object] = []
        listen = lambda *args: checkouts.append(args)  # noqa: E731
        event.listen(book._engine, "checkout", listen)
        try:
            view = load_campaign(book, "Saison")
        finally:
            event.remove(book._engine, "checkout", listen)
    assert len(checkouts) == 1 and view.gangs["N"].bitcoins == 10 and view.turn == 0


def test_the_campaign_in_words_speaks_french(head_book_url: str, capsys, campaign_in) -> None:
    book = ("campaign", "--book", head_book_url)
    campaign_in(head_book_url, "Saison", "--gang", "N:Ana", "--gang", "C:Bruno")
    i18n.set_language("fr")
    try:
        code, out, _ = _run(capsys, *book, "show", "Saison")
        _, ledger, _ = _run(capsys, *book, "ledger", "Saison", "--gang", "N")
    finally:
        i18n.set_language(None)
    # one sentence a line, its counts agreeing (« 0 tour clos, 0 bavure au dernier tour »): it read « tours clos : 0 »
    assert code == 0 and out.splitlines()[0] == ("Saison\u00a0: 0 tour clos, 0 bavure au dernier tour\u00a0; la Garde "
                                                "Nationale n'est pas déployée")
    assert out.splitlines()[1:3] == [
        "  Ritals ou Irlandais\u00a0: réputation 1, 10 bitcoins, 10 figurines, ressources Corruption et Sentinelle",
        "  Junkies\u00a0: réputation 0, 10 bitcoins, 10 figurines, aucune ressource"]
    assert "la ressource Sentinelle des Ritals ou Irlandais de +1, à 1" in ledger and "du tour 0 " in ledger
    # Issue 38 §2: a figure by the name the game gives it, its campaign id (« N4 ») kept for the JSON.
    assert not re.search(r"\b[A-R]\d+\b", ledger), ledger
    assert "Rital/Irlandais 4 " in ledger and "Leader " in ledger, ledger


@pytest.mark.parametrize("gangs, message", [
    ({"C": {"investments": [{"kind": "recruit", "count": 6}]}},
     "campaign turn: investment 1 of the Junkies: costs 12 bitcoins, more than the treasury's 10"),
    ({"N": {"investments": [{"kind": "resource", "resource": "corruption"}]}},
     "campaign turn: the resource investment 1 of the Ritals ou Irlandais buys: the resource « Corruption » is held "
     "already"),
    ({"C": {"income": {"casino": 1}}}, "results.json, the incomes of the Junkies: no income is called « casino »; the "
                                       "incomes are "),
    # Issue 36: a kind that is an object or a list raised "TypeError: unhashable type".
    ({"C": {"investments": [{"kind": {}}]}}, "results.json, the field « kind » of investment 1 of the Junkies names no "
                                             "investment (an object of 0 members); an investment is "),
    ({"C": {"investments": [{"kind": []}]}}, "results.json, the field « kind » of investment 1 of the Junkies names no "
                                             "investment (a list of 0 items); an investment is "),
    # Issue 38: the figure as the game's log and the turn's other refusals name it
    ({"C": {"wounded": {"C2": "3"}}}, "results.json, the wounds of Lieutenant of the Junkies: expected a whole "
                                      "number from 0 to 1000, got \"3\""),
])
def test_a_refused_results_file_writes_nothing(head_book_url: str, tmp_path: Path, capsys, campaign_in, gangs,
                                              message) -> None:
    book = ("campaign", "--book", head_book_url)
    campaign_in(head_book_url, "Saison", "--gang", "N:Ana", "--gang", "C:Bruno")
    _, before, _ = _run(capsys, *book, "ledger", "Saison", "--json")
    code, out, err = _run(capsys, *book, "turn", "Saison", "--results", _results(tmp_path, gangs))
    assert code == 1 and out == "" and message in err and len(err.strip().splitlines()) == 1
    _, after, _ = _run(capsys, *book, "ledger", "Saison", "--json")
    assert after == before


@pytest.mark.parametrize("language, gangs, said", [
    # Issue 38 §1: the gang by its name with its article, built into the field's place, not its slot letter first.
    ("fr", {"F": {"investments": [{"kind": "recruit", "count": 9}]}},
     "l'investissement 1 des Skins\u00a0: coûte 18 bitcoins, plus que les 10 de la trésorerie, qui ne descend jamais "
     "sous zéro"),
    ("en", {"F": {"investments": [{"kind": "recruit", "count": 9}]}},
     "investment 1 of the Skins: costs 18 bitcoins, more than the treasury's 10, which never goes below zero"),
    # §2: a missing or unknown key in one whole sentence, the file's key quoted once as the field to fix.
    ("fr", {"F": {"investments": [{"kind": "recruit"}]}},
     "dans {path}, l'investissement 1 des Skins (un recrutement) ne dit pas combien de membres il recrute "
     "(champ «\u00a0count\u00a0»)"),
    ("en", {"F": {"investments": [{"kind": "recruit"}]}},
     "in {path}, investment 1 of the Skins (a recruitment) does not say how many members it recruits "
     "(field « count »)"),
    ("fr", {"A": {"investments": [{"kind": "equipment", "figure": "A3", "item": "gilet", "colour": "bleu"}]}},
     "dans {path}, l'investissement 1 de la Police (du matériel) n'a pas de champ «\u00a0colour\u00a0»\u00a0; du "
     "matériel dit ce qu'il achète (champ «\u00a0item\u00a0»), et peut dire quelle figurine le reçoit "
     "(champ «\u00a0figure\u00a0») et quelle arme il équipe (champ «\u00a0weapon\u00a0»)"),
    ("en", {"A": {"investments": [{"kind": "equipment", "figure": "A3", "item": "gilet", "colour": "bleu"}]}},
     "in {path}, investment 1 of the Police (equipment) has no field « colour »; equipment says what it buys (field "
     "« item »), and may say which figure gets it (field « figure ») and which weapon it equips (field « weapon »)"),
    ("fr", {"A": {"contracts": [{"titre": "Le témoin", "reputation": 2}]}},
     "dans {path}, le contrat accompli 1 de la Police n'a pas de champ «\u00a0titre\u00a0»\u00a0; un contrat a son "
     "titre («\u00a0title\u00a0»), ce qu'il demande («\u00a0asks\u00a0»), sa réputation («\u00a0reputation\u00a0») et "
     "ses bitcoins («\u00a0bitcoins\u00a0»)"),
    ("en", {"A": {"contracts": [{"titre": "Le témoin", "reputation": 2}]}},
     "in {path}, completed contract 1 of the Police has no field « titre »; a contract has its title (« title »), "
     "what it asks (« asks »), its reputation (« reputation ») and its bitcoins (« bitcoins »)"),
    # §3: the rest of the turn's refusals: a bribed doctor, a resource held, the wounded, the bavures.
    ("fr", {"F": {"wounded": {"F3": 1}, "investments": [{"kind": "hospital_bribe", "figure": "F3"}]}},
     "l'investissement 1 des Skins\u00a0: Skin 3 des Skins n'a pas besoin d'un médecin soudoyé, car seuls les KO à 3 "
     "blessures ou plus sans hôpital gardent une blessure"),
    ("en", {"F": {"wounded": {"F3": 1}, "investments": [{"kind": "hospital_bribe", "figure": "F3"}]}},
     "investment 1 of the Skins: Skin 3 of the Skins needs no bribed doctor, since only the KO with 3 wounds or more "
     "and no hospital keep a wound"),
    ("fr", {"F": {"investments": [{"kind": "resource", "resource": "labo"}, {"kind": "resource", "resource": "labo"}]}},
     "l'investissement 2 des Skins\u00a0: une seule ressource par tour («\u00a0Investir dans une seule « RESSOURCE » "
     "au prix de 5 Bitcoins.\u00a0»)"),
    ("en", {"F": {"investments": [{"kind": "resource", "resource": "labo"}, {"kind": "resource", "resource": "labo"}]}},
     "investment 2 of the Skins: only one resource a turn (« Investir dans une seule « RESSOURCE » au prix de 5 "
     "Bitcoins. »)"),
    ("fr", {"A": {"wounded": {"F3": 3}}},
     "les blessés de la Police\u00a0: la bande n'a pas de figurine «\u00a0F3\u00a0»"),
    ("en", {"A": {"wounded": {"F3": 3}}}, "the wounded of the Police: the gang has no figure « F3 »"),
    # A completed contract without its reputation: it read « … un contrat vaut 1, 2 ou 3 points, pas null ».
    ("fr", {"A": {"contracts": [{"title": "Le témoin"}]}},
     "dans {path}, le contrat accompli 1 de la Police ne dit pas la réputation qu'il rapporte (champ "
     "«\u00a0reputation\u00a0»)"),
    ("en", {"A": {"contracts": [{"title": "Le témoin"}]}},
     "in {path}, completed contract 1 of the Police does not say the reputation it brings (field « reputation »)"),
    ("fr", {"A": {"bavures_with_journalists": {"looting": 1}}},
     "dans {path}, les bavures de la Police devant les journalistes\u00a0: aucune bavure ne s'appelle "
     "«\u00a0looting\u00a0»\u00a0; les bavures sont civil tué («\u00a0civilian_killed\u00a0»), "),
    ("en", {"A": {"bavures_with_journalists": {"looting": 1}}},
     "in {path}, the bavures of the Police before journalists: no bavure is called « looting »; the bavures are "
     "civilian killed (« civilian_killed »), "),
])
def test_a_refused_turn_names_the_gang_and_the_field_in_words(head_book_url: str, tmp_path: Path, capsys, campaign_in,
                                                              language, gangs, said) -> None:
    """Issue 38: what ``tabletop campaign turn`` refuses is one sentence in the referee's words, in French and in
    English: the gang by its name, never its letter first; the file's keys quoted once as fields; one colon."""
    book = ("campaign", "--book", head_book_url)
    campaign_in(head_book_url, "Saison", "--gang", "F:Ana", "--gang", "A:Bruno")
    results = _results(tmp_path, gangs)
    i18n.set_language(language)
    try:
        code, out, err = _run(capsys, *book, "turn", "Saison", "--results", results)
    finally:
        i18n.set_language(None)
    assert (code, out) == (1, "")
    line = re.sub(r"^tabletop campaign [a-z]+\u00a0?: ", "", err).rstrip("\n")
    assert line.startswith(said.format(path=results)), line
    assert not re.match(r"^[A-R]\u00a0?:", line) and len(err.strip().splitlines()) == 1


def test_command_line_mistakes_are_one_line(tmp_path: Path, head_sqlite_url: str, capsys) -> None:
    book = ("campaign", "--book", head_sqlite_url)
    cases = [
        ((*book, "new", "S", "--gang", "Ana"), "--gang « Ana » does not say a gang and its player"),
        ((*book, "new", "S", "--gang", "Z:Ana"), "no gang has the letter « Z »"),
        ((*book, "new", "S", "--gang", "C:Ana", "--house-rule", "bribes=1"), "the house rule « bribes » is not"),
        ((*book, "show", "Nowhere", "--json"), "no campaign named « Nowhere »"),
        ((*book, "turn", "Nowhere", "--results", str(tmp_path / "none.json")), "no campaign named « Nowhere »"),
    ]
    for argv, message in cases:
        code, out, err = _run(capsys, *argv)
        assert code == 1 and message in err.replace("\u00a0", " ") and len(err.strip().splitlines()) == 1, (argv, err)
    _run(capsys, *book, "new", "S", "--gang", "C:Ana")
    code, _, err = _run(capsys, *book, "turn", "S", "--results", str(tmp_path / "none.json"))
    assert code == 1 and "none.json\u00a0» does not exist" in err


def _said(language: str, argv: tuple[str, ...], capsys: pytest.CaptureFixture[str]) -> str:
    """What the command refuses in ``language``: its one line, without the command's prefix."""
    i18n.set_language(language)
    try:
        code, out, err = _run(capsys, *argv)
    finally:
        i18n.set_language(None)
    assert (code, out) == (1, "") and len(err.strip().splitlines()) == 1, err
    return re.sub(r"^tabletop campaign [a-z]+\u00a0?: ", "", err).rstrip("\n")


def _one_sentence(language: str, line: str) -> None:
    """No slot letter first, no Python quotes, at most one colon (« : » in French, ": " in English) in the line."""
    colon = "\u00a0:" if language == "fr" else ": "
    assert not re.match(r"^[A-R]\u00a0?:", line) and not re.search(r"(?<!\w)'[^']+'(?!\w)", line) \
        and line.count(colon) <= 1, line


@pytest.mark.parametrize("language, argv, said", [
    # Issue 38 §1: the set-up refusals of `campaign new` say the gang by its name with its article.
    ("fr", ("--gang", "C:Ana", "--gang", "c:Bob"), "--gang nomme deux fois les Junkies"),
    ("en", ("--gang", "C:Ana", "--gang", "c:Bob"), "--gang names the Junkies twice"),
    ("fr", ("--gang", "C:Ana", "--roster", "F:skins.json"),
     "--roster F donne la liste des Skins, une bande qu'aucun --gang ne nomme"),
    ("en", ("--gang", "C:Ana", "--roster", "F:skins.json"),
     "--roster F gives the roster of the Skins, a gang that no --gang names"),
    ("fr", ("--gang", "Z:Ana"), "aucune bande n'a la lettre «\u00a0Z\u00a0»\u00a0; les bandes sont les lettres A, B, "
                                "C, D, E, F, G, H, I, J, K, L, M, N, O, P, Q et R"),
    ("en", ("--gang", "Z:Ana"), "no gang has the letter «\u00a0Z\u00a0»; the gangs are the letters A, B, C, D, E, F, "
                                "G, H, I, J, K, L, M, N, O, P, Q and R"),
    # §3: a pair written wrong says what to write in words, the metavar in the user's language.
    ("fr", ("--gang", "Ana"), "--gang «\u00a0Ana\u00a0» ne dit pas une bande et son joueur\u00a0; écrivez "
                              "LETTRE:JOUEUR, par exemple C:Ana"),
    ("en", ("--gang", "Ana"), "--gang «\u00a0Ana\u00a0» does not say a gang and its player; write LETTER:PLAYER, for "
                              "example C:Ana"),
    ("fr", ("--gang", "C:Ana", "--house-rule", "reputation_floor"),
     "--house-rule «\u00a0reputation_floor\u00a0» ne dit pas un réglage et sa valeur\u00a0; écrivez NOM=JSON, par "
     "exemple reputation_floor=-5"),
    ("en", ("--gang", "C:Ana", "--house-rule", "reputation_floor"),
     "--house-rule «\u00a0reputation_floor\u00a0» does not say a setting and its value; write NAME=JSON, for example "
     "reputation_floor=-5"),
    ("fr", ("--gang", "C:Ana", "--house-rule", "reputation_floor=abc"),
     "la règle maison «\u00a0reputation_floor\u00a0» reçoit «\u00a0abc\u00a0», qui n'est pas une valeur JSON (true, 2, "
     "\"texte\"…)\u00a0; à la ligne 1, colonne 1, il manque une valeur"),
    ("en", ("--gang", "C:Ana", "--house-rule", "reputation_floor=abc"),
     "the house rule «\u00a0reputation_floor\u00a0» is given «\u00a0abc\u00a0», which is not a JSON value (true, 2, "
     "\"text\"…); at line 1, column 1, a value is missing"),
    # A house rule's value the campaign book refuses: the setting by its label, no file before it (it read « les
    # règles maison de la campagne : le réglage « Plancher de réputation » : attendu un entier »).
    ("fr", ("--gang", "C:Ana", "--house-rule", 'reputation_floor="x"'),
     "le réglage «\u00a0Plancher de réputation\u00a0»\u00a0: attendu un entier, reçu «\u00a0x\u00a0»"),
    ("en", ("--gang", "C:Ana", "--house-rule", 'reputation_floor="x"'),
     "the setting « Reputation floor »: expected an integer, got \"x\""),
    # A house rule no setting has: the settings by their words, each with what --house-rule writes (they were the
    # identifiers alone).
    ("fr", ("--gang", "C:Ana", "--house-rule", "bribes=1"),
     "la règle maison «\u00a0bribes\u00a0» n'est pas un réglage de la campagne\u00a0; les réglages sont Ressources par tour "
     "(«\u00a0resources_per_turn\u00a0»), Plancher de réputation («\u00a0reputation_floor\u00a0»), Les barrages "
     "s'accumulent («\u00a0checkpoints_accumulate\u00a0»), Retrait après corruption («\u00a0withdraw_after_corruption"
     "\u00a0»), Cartes informateur («\u00a0informateur_cards\u00a0»), Cartes Bizness («\u00a0bizness_cards\u00a0»), "
     "Sortie du duel aux blessures («\u00a0duel_out_at_wounds\u00a0») et Plafond des blessures définitives "
     "(«\u00a0permanent_wounds_cap\u00a0»)"),
    ("en", ("--gang", "C:Ana", "--house-rule", "bribes=1"),
     "the house rule « bribes » is not a campaign setting; the settings are Resources per turn "
     "(« resources_per_turn »), Reputation floor (« reputation_floor »), Checkpoints accumulate "
     "(« checkpoints_accumulate »), Withdraw after corruption (« withdraw_after_corruption »), Informateur cards "
     "(« informateur_cards »), Bizness cards (« bizness_cards »), Duel out at wounds (« duel_out_at_wounds ») and "
     "Permanent wounds cap (« permanent_wounds_cap »)"),
])
def test_a_refused_new_campaign_says_the_gang_in_words(tmp_path: Path, capsys, language, argv, said) -> None:
    """Issue 38: `tabletop campaign new` refuses in one sentence of the referee's words, in French and English."""
    line = _said(language, ("campaign", "--book", str(tmp_path / "b.sqlite"), "new", "Saison", *argv), capsys)
    assert line == said
    _one_sentence(language, line)
    assert not (tmp_path / "b.sqlite").exists() or _run(capsys, "campaign", "--book", str(tmp_path / "b.sqlite"),
                                                        "show", "Saison")[0] == 1


def test_a_roster_for_another_gang_or_with_a_problem_is_refused_in_words(tmp_path: Path, capsys) -> None:
    """Issue 38 §1: a roster file given for a gang that is another gang's, or that breaks a rule, is said by the
    gangs' names (it read « gang C: the roster is one of gang F », « gang C: roster: … »)."""
    from tabletop.games.peur_sur_la_ville.rules import load_rules, new_roster
    from tabletop.games.peur_sur_la_ville.rules.roster import roster_file_text

    skins = tmp_path / "skins.json"
    skins.write_text(roster_file_text(new_roster("F", load_rules())), encoding="utf-8")
    book = ("campaign", "--book", str(tmp_path / "b.sqlite"), "new", "Saison", "--gang", "C:Ana", "--roster",
            f"C:{skins}")
    assert _said("fr", book, capsys) == "la liste donnée pour les Junkies est la liste des Skins"
    assert _said("en", book, capsys) == "the roster given for the Junkies is the roster of the Skins"
    short = tmp_path / "junkies.json"
    junkies = new_roster("C", load_rules())
    short.write_text(roster_file_text(replace(junkies, figures=junkies.figures[:3])), encoding="utf-8")
    book = (*book[:-1], f"C:{short}")
    assert _said("fr", book, capsys).startswith("la liste des Junkies est refusée\u00a0: ")
    assert _said("en", book, capsys).startswith("the roster of the Junkies is refused: ")


def test_a_results_file_naming_a_contract_held_marks_it_completed(head_book_url: str, tmp_path: Path, capsys,
                                                                  campaign_in) -> None:
    """« +1/+2/+3 point par contrat finalisé »: the contracts kept in the wizard's first step are the book's; the
    results file names those completed as it always did (a title, or the points alone) and the turn closing marks
    the card held completed; the ledger says in words which card was kept."""
    book = ("campaign", "--book", head_book_url)
    campaign_in(head_book_url, "Saison", "--gang", "N:Ana", "--gang", "C:Bruno")
    typed = Contract("Le témoin", "Faire taire le témoin.", 2, 1)
    with open_book(head_book_url) as opened:
        view = load_campaign(opened, "Saison")
        bank = view.book_rules().contracts[0]
        store_contracts(opened, view, {"N": [bank], "C": [typed]})
    results = _results(tmp_path, {"N": {"contracts": [{"title": bank.title, "reputation": bank.reputation,
                                                       "bitcoins": bank.bitcoins}]},
                                  "C": {"contracts": [1]}})  # worth 1: not the card C holds (worth 2)
    code, out, err = _run(capsys, *book, "turn", "Saison", "--results", results)
    assert (code, err) == (0, "") and json.loads(out)["gangs"]["N"]["reputation"] == 1 + bank.reputation
    with open_book(head_book_url) as opened:
        assert [(e.gang, e.state) for e in opened.contracts("Saison")] == [("C", "held"), ("N", "completed")]
    code, out, _ = _run(capsys, *book, "ledger", "Saison", "--gang", "N", "--json")
    [kept] = [r for r in json.loads(out) if r["field"] == "contracts:1"]
    assert (kept["turn"], kept["change"], f"« {bank.title} » kept" in kept["reason"]) == (0, 1, True)


@pytest.mark.parametrize("raw, message", [
    ('{"gangs": {"C": {"income": {"passer_by": 36893488147419103233}}}}',
     "the income « passer_by » of the Junkies: expected an integer within ±9007199254740991"),
    ('{"gangs": {"C": {"income": {"passer_by": 1001}}}}', "the income « passer_by » of the Junkies: expected a whole "
                                                          "number from 0 to 1000, got 1001"),
    ('{"gangs": {"C": {"hqs_taken": 2147483648}}}', "the HQs taken by the Junkies: expected a whole number from 0 to "
                                                    "1000"),
    ('{"gangs": {"C": {"income": {"shop": 1' + "0" * 5000 + '}}}}', "holds a number too large at line 1, column 37"),
    ('{"gangs": ' + "[" * 5000 + "]" * 5000 + "}", "nests its values too deeply"),
    ('{"gangs": {"C": {"dead": [{"name": "C2"}]}}}', 'dead figure 1 of the Junkies: expected a name of 1 to 100 '
                                                     'characters, got an object'),
    ('{"gangs": {"C": {"dead": ["\\ud800"]}}}',
     'dead figure 1 of the Junkies: the text "\\ud800"'),
    ('{"gangs": {"C": {"income": {"shop": 1e400}}}}', "the income « shop » of the Junkies: expected a finite number"),
    ('{"gangs": {"C": {"dead": [' + ",".join(["0"] * 1_000_000) + ']}}}', "holds more than 1,048,576 bytes, too many for "
                                                                        "a results file"),
    ('{"gangs": {"C": {"dead": [' + ",".join(["0"] * 200_000) + ']}}}',
     "the dead of the Junkies: expected at most 100,000 items"),
    ('{"gangs": {"C": {"dead": ["' + "x" * 200_000 + '"]}}}',
     "dead figure 1 of the Junkies: expected at most 100,000 characters"),
])
def test_a_results_file_is_read_within_the_shared_limits(tmp_path: Path, head_sqlite_url: str, capsys, campaign_in,
                                                         raw, message) -> None:
    """Issue 25: the tracebacks and the unbalanced ledger that a results file could cause are one-line refusals;
    the value refused is quoted at most 80 characters long, and the refusal costs what a small file's does."""
    book = ("campaign", "--book", head_sqlite_url)
    campaign_in(head_sqlite_url, "S", "--gang", "C:Ana")
    _, before, _ = _run(capsys, *book, "ledger", "S", "--json")
    path = tmp_path / "results.json"
    # A small refused file first: what a process loads once (the sentences' catalogues) is not the refusal's cost, and
    # counted in whichever case ran first in a worker it made that case fail alone.
    path.write_text('{"gangs": {"C": {"income": {"passer_by": 1001}}}}', encoding="utf-8")
    assert _run(capsys, *book, "turn", "S", "--results", str(path))[0] == 1
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
                                                                                         monkeypatch,
                                                                                         head_sqlite_url: str) -> None:
    """« limits » of campaign.toml bound every treasury: a house rule lowering it shows the turn refused whole."""
    shipped = (Path(__file__).resolve().parents[4] / "tabletop" / "games" / "peur_sur_la_ville" / "rules"
               / "campaign.toml").read_text(encoding="utf-8")
    assert "bitcoins = 1000000 " in shipped
    house = tmp_path / "rules"
    house.mkdir()
    (house / "campaign.toml").write_text(shipped.replace("bitcoins = 1000000 ", "bitcoins = 20 "), encoding="utf-8")
    monkeypatch.setenv("TABLETOP_RULES_DIR", str(house))
    book = ("campaign", "--book", head_sqlite_url)
    _run(capsys, *book, "new", "S", "--gang", "C:Ana")
    _, before, _ = _run(capsys, *book, "ledger", "S", "--json")
    code, out, err = _run(capsys, *book, "turn", "S", "--results", _results(tmp_path, {"C": {"income": {"passer_by": 15}}}))
    assert (code, out) == (1, "")
    assert err == ("tabletop campaign turn: the turn is refused: the treasury of the Junkies would hold 25 bitcoins, beyond "
                   "±20, the limit of the campaign rules (field « limits.bitcoins » of campaign.toml)\n")
    i18n.set_language("fr")
    try:  # issue 38: the gang by its name, the rule data's field quoted once, in one sentence
        code, _, err = _run(capsys, *book, "turn", "S", "--results", _results(tmp_path, {"C": {"income": {
            "passer_by": 15}}}))
    finally:
        i18n.set_language(None)
    assert code == 1 and err.endswith(
        "le tour est refusé\u00a0: la trésorerie des Junkies aurait 25 bitcoins, au-delà de ±20, la limite des règles "
        "de campagne (champ «\u00a0limits.bitcoins\u00a0» de campaign.toml)\n")
    assert _run(capsys, *book, "ledger", "S", "--json")[1] == before
    code, _, _ = _run(capsys, *book, "turn", "S", "--results", _results(tmp_path, {"C": {"income": {"passer_by": 5}}}))
    assert code == 0


def test_a_deep_house_rule_and_a_special_roster_file_are_one_line(tmp_path: Path, head_sqlite_url: str,
                                                                  capsys) -> None:
    book = ("campaign", "--book", head_sqlite_url)
    code, _, err = _run(capsys, *book, "new", "S", "--gang", "C:Ana", "--house-rule", "x=" + "[" * 5000 + "]" * 5000)
    assert code == 1 and "the house rule «\u00a0x\u00a0» is given «\u00a0[[[" in err and len(err.strip().splitlines()) == 1
    assert "nested too deeply" in err and len(err) < 400
    fifo = tmp_path / "roster.json"
    os.mkfifo(fifo)
    code, _, err = _run(capsys, *book, "new", "S", "--gang", "C:Ana", "--roster", f"C:{fifo}")
    assert (code, err) == (1, f"tabletop campaign new: «\u00a0{fifo}\u00a0» is a FIFO, socket or device, not a roster\n")


@pytest.mark.parametrize("language, command, said", [
    # Issue 38 §2: a campaign by its name in « », never Python's quotes ('Nowhere').
    ("fr", ("show", "Nulle part"), "aucune campagne nommée «\u00a0Nulle part\u00a0» dans le livre"),
    ("en", ("show", "Nulle part"), "no campaign named «\u00a0Nulle part\u00a0» in the book"),
    ("fr", ("ledger", "Nulle part"), "aucune campagne nommée «\u00a0Nulle part\u00a0» dans le livre"),
    ("fr", ("reopen", "Nulle part"), "aucune campagne nommée «\u00a0Nulle part\u00a0» dans le livre"),
    # §3: what the walk of the commands in French still showed.
    ("fr", ("reopen", "Saison"), "la campagne «\u00a0Saison\u00a0» n'a aucun tour clos à rouvrir"),
    ("en", ("reopen", "Saison"), "the campaign «\u00a0Saison\u00a0» has no closed turn to reopen"),
    ("fr", ("ledger", "Saison", "--gang", "Q"),
     "la campagne «\u00a0Saison\u00a0» n'a pas de bande «\u00a0Q\u00a0»\u00a0; ses bandes sont les Ritals ou Irlandais "
     "(«\u00a0N\u00a0») et les Junkies («\u00a0C\u00a0»)"),
    ("en", ("ledger", "Saison", "--gang", "Q"),
     "the campaign «\u00a0Saison\u00a0» has no gang «\u00a0Q\u00a0»; its gangs are the Ritals ou Irlandais (« N ») and "
     "the Junkies (« C »)"),
])
def test_a_refused_campaign_command_is_one_sentence_in_words(head_book_url: str, capsys, campaign_in, language,
                                                              command, said) -> None:
    book = ("campaign", "--book", head_book_url)
    campaign_in(head_book_url, "Saison", "--gang", "N:Ana", "--gang", "C:Bruno")
    line = _said(language, (*book, *command), capsys)
    assert line == said
    _one_sentence(language, line)


@pytest.mark.parametrize("language, said", [
    ("fr", "dans {path}, un fichier de résultats contient un objet, «\u00a0gangs\u00a0», avec les résultats de chaque bande "
           "sous sa lettre\u00a0: {{\"gangs\": {{\"A\": {{…}}, …}}}}"),
    ("en", "in {path}, a results file holds one object, « gangs », with the results of each gang under its letter: "
           "{{\"gangs\": {{\"A\": {{…}}, …}}}}"),
])
def test_a_results_file_of_another_shape_says_the_shape_once(tmp_path: Path, head_sqlite_url: str, capsys, campaign_in,
                                                             language, said) -> None:
    """§3: the shape a results file must have, written as JSON writes it (it read « {{"gangs": {{"A": …} »)."""
    book = ("campaign", "--book", head_sqlite_url)
    campaign_in(head_sqlite_url, "Saison", "--gang", "C:Ana")
    path = tmp_path / "results.json"
    path.write_text('{"gangz": {}}', encoding="utf-8")
    assert _said(language, (*book, "turn", "Saison", "--results", str(path)), capsys) == said.format(path=path)


@pytest.mark.parametrize("language, said", [
    ("fr", "dans la campagne «\u00a0Saison\u00a0», le compte «\u00a0bitcoins\u00a0» des Junkies est à {now} maintenant, "
           "pas à {expected}\u00a0; quelqu'un d'autre vient de le changer"),
    ("en", "in the campaign «\u00a0Saison\u00a0», the account «\u00a0bitcoins\u00a0» of the Junkies is at {now} now, not "
           "at {expected}; someone else has just changed it"),
])
def test_a_turn_closed_or_reopened_on_another_laptop_meanwhile_is_said_in_words(
        head_book_url: str, tmp_path: Path, capsys, campaign_in, monkeypatch, language, said) -> None:
    """Issue 38 §2: a second laptop writes the Junkies' treasury between the moment this one read the campaign and
    the moment it writes its turn: the refusal names the gang and the account in words (it read "'C' 'bitcoins' in
    'Saison' is 15 now, not 10: …"), and nothing is written."""
    from tabletop.games.peur_sur_la_ville.campaign import history, turn

    book = ("campaign", "--book", head_book_url)
    campaign_in(head_book_url, "Saison", "--gang", "N:Ana", "--gang", "C:Bruno")

    def meanwhile(planned):
        def plan(*args, **kwargs):
            with open_book(head_book_url) as other:
                other.append_ledger("Saison", "C", "bitcoins", 5, "the other laptop")
            return planned(*args, **kwargs)
        return plan

    results = _results(tmp_path, {"C": {"income": {"shop": 1}}})
    with monkeypatch.context() as patched:
        patched.setattr(turn, "plan_turn", meanwhile(turn.plan_turn))
        _, before, _ = _run(capsys, *book, "ledger", "Saison", "--json")
        line = _said(language, (*book, "turn", "Saison", "--results", results), capsys)
    assert line == said.format(now=15, expected=10)
    _, after, _ = _run(capsys, *book, "ledger", "Saison", "--json")
    assert len(json.loads(after)) == len(json.loads(before)) + 1  # the other laptop's entry alone
    assert _run(capsys, *book, "turn", "Saison", "--results", results)[0] == 0
    with monkeypatch.context() as patched:
        patched.setattr(history, "last_turn_entries", meanwhile(history.last_turn_entries))
        line = _said(language, (*book, "reopen", "Saison"), capsys)
    assert line == said.format(now=22, expected=17)  # 10 + 5 + 2 for the shop robbed, 5 more meanwhile


def test_each_ledger_entry_is_one_sentence_with_its_amount_in_words(tmp_path: Path, head_sqlite_url: str,
                                                                   capsys, campaign_in) -> None:
    """Issue 38 §4: an entry is one sentence (its turn, the account with the gang's article, the amount signed with
    its unit and grouped by thousands, what is left), where it read « #5 turn 1, C — Junkies, bitcoins: 10 +1000 →
    1010  turn 1: … » with several colons; the JSON keeps its identifiers and numbers."""
    book = ("campaign", "--book", head_sqlite_url)
    campaign_in(head_sqlite_url, "Saison", "--gang", "C:Ana")
    results = _results(tmp_path, {"C": {"income": {"passer_by": 1000}, "dead": ["C5"],
                                        "investments": [{"kind": "resource", "resource": "labo"}]}})
    assert _run(capsys, *book, "turn", "Saison", "--results", results)[0] == 0
    _, out, _ = _run(capsys, *book, "ledger", "Saison", "--json")
    rows = {(r["field"], r["change"]): r for r in json.loads(out)}
    income, spent, dead = rows["bitcoins", 1000], rows["bitcoins", -5], rows["figure:C5", -1]
    said = {}
    for language in ("en", "fr"):
        i18n.set_language(language)
        try:
            said[language] = _run(capsys, *book, "ledger", "Saison", "--gang", "C")[1].splitlines()
        finally:
            i18n.set_language(None)
    english = [line for line in said["en"] if line.startswith((f"entry {income['id']} ", f"entry {spent['id']} ",
                                                                f"entry {dead['id']} "))]
    assert english[0].startswith(f"entry {income['id']} of turn 1 changes the treasury of the Junkies by +1,000 "
                                 "bitcoins, to 1,010 (1000 × passers-by robbed")
    assert english[1] == (f"entry {dead['id']} of turn 1 changes the place of Junkie 5 of the Junkies in the gang by "
                          "-1, to 0 (Junkie 5 of the Junkies killed: the dead leave the gang)")
    assert english[2].startswith(f"entry {spent['id']} of turn 1 changes the treasury of the Junkies by -5 bitcoins, "
                                 "to 1,005 (")
    french = [line for line in said["fr"] if line.startswith((f"la ligne {income['id']} ", f"la ligne {spent['id']} "))]
    assert french[0].startswith(f"la ligne {income['id']} du tour 1 change la trésorerie des Junkies de "
                                "+1\u202f000 bitcoins, à 1\u202f010 (")
    assert french[1].startswith(f"la ligne {spent['id']} du tour 1 change la trésorerie des Junkies de −5 bitcoins, "
                                "à 1\u202f005 (")
    # The sentence itself has no colon: one in a line is the reason the book keeps, as it was written.
    for line in said["fr"]:
        sentence = line.split(" (", 1)[0]
        assert ":" not in sentence and not re.search(r"\b[A-R]\d+\b", sentence), line


@pytest.mark.parametrize("language, table, said", [
    ("en", "nowhere.geojson", "the file «\u00a0nowhere.geojson\u00a0» does not exist"),
    ("fr", "nowhere.geojson", "le fichier «\u00a0nowhere.geojson\u00a0» n'existe pas"),
    ("en", "results.json", "the file «\u00a0results.json\u00a0» is not a map, so it cannot be a table of the campaign (--table "
                           "takes a scenario file, .geojson)"),
    ("fr", "results.json", "le fichier «\u00a0results.json\u00a0» n'est pas une carte, il ne peut donc pas être une "
                           "table de la campagne (--table prend un fichier de scénario, .geojson)"),
])
def test_a_table_that_is_no_map_on_disk_is_refused(tmp_path: Path, capsys, monkeypatch, language, table,
                                                   said) -> None:
    """Issue 38 §5: --table took any text; a table is its map's file, and a campaign whose table cannot be opened
    stopped only when the players chose it."""
    monkeypatch.chdir(tmp_path)
    _results(tmp_path, {})
    line = _said(language, ("campaign", "--book", str(tmp_path / "b.sqlite"), "new", "Saison", "--gang", "C:Ana",
                            "--table", str(SAMPLES_DIR / "bank-job.geojson"), "--table", table), capsys)
    assert line == said
    assert not (tmp_path / "b.sqlite").exists()
