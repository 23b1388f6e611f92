"""The same campaign on SQLite and on PostgreSQL: created, played from a recorded table game, refused whole,
reopened by reversing entries, its contracts kept; every gang's ledger sums to its accounts."""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

import pytest

from tabletop import i18n

from tabletop.book import Book, open_book
from tabletop.games.peur_sur_la_ville.campaign.contract_book import CONTRACT_PASSAGE
from tabletop.games.peur_sur_la_ville.campaign.contracts import store_contracts
from tabletop.games.peur_sur_la_ville.campaign.history import entry_turns, reopen_turn, reputation_by_turn
from tabletop.games.peur_sur_la_ville.campaign.results import parse_results
from tabletop.games.peur_sur_la_ville.campaign.settings import Contract
from tabletop.games.peur_sur_la_ville.campaign.setup import create_campaign, load_campaign
from tabletop.games.peur_sur_la_ville.campaign.standings import show_document
from tabletop.games.peur_sur_la_ville.campaign.table_end import contracts_met
from tabletop.games.peur_sur_la_ville.campaign.tables import (TableGame, proposals_from_play, record_table_game,
                                                              reveal_tables, table_game, turn_games, turn_tables,
                                                              waiting_for)
from tabletop.games.peur_sur_la_ville.campaign.turn import close_turn
from tabletop.games.peur_sur_la_ville.play import EndGame, StartGame, load_game
from tabletop.games.peur_sur_la_ville.play.gamefile import game_from_json
from tabletop.games.peur_sur_la_ville.rules import PeurError
from tabletop.scenario import load_scenario, scenario_from_json

ROOT = Path(__file__).resolve().parents[4]
SAMPLE_GAME = ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"


def ledger_sums(book: Book, name: str) -> dict[str, dict[str, float]]:
    sums: dict[str, dict[str, float]] = defaultdict(lambda: defaultdict(float))
    for entry in book.ledger(name):
        sums[entry.subject][entry.field] += entry.change
    return {s: dict(f) for s, f in sums.items()}


def test_a_season_on_both_databases(book: Book) -> None:
    """« A chaque fin de tour de campagne, les bandes engrangent leurs bénéfices, investissent et préparent leurs
    futures opérations »: the sample game feeds the turn's results; the ledger reads the history."""
    view = create_campaign(book, "Saison", {"A": ("Ana", None), "F": ("Bruno", None), "N": ("Chloé", None)},
                           tables=["bank-job"])
    assert {m.name for m in book.campaign("Saison").members} == {"A", "F", "N", "Ana", "Bruno", "Chloé"}
    sample = TableGame("bank-job", load_game(SAMPLE_GAME), {g: tuple(f"{g}{i}" for i in range(1, 11)) for g in "AF"},
                       ())
    assert waiting_for(book, view, ["bank-job"]) == ["bank-job"]
    play_id = record_table_game(book, view, sample, referee="Dan")
    assert waiting_for(book, view, ["bank-job"]) == [] and list(turn_games(book, view)) == ["bank-job"]
    proposed = proposals_from_play(book.play(play_id))
    assert proposed["A"].dead == ("A4",) and proposed["A"].income == {"own_casualty": 5}
    assert proposed["F"].bavures == {"civilian_killed": 1} and proposed["F"].wounded == {"F4": 3, "F9": 1}
    results = dict(proposed)
    view = close_turn(book, "Saison", results)
    assert show_document(view) == {
        "turn": 1, "bavures": 1, "garde_nationale": False,
        "gangs": {"A": {"bitcoins": 20, "reputation": 0, "resources": [], "figures": 9},
                  "F": {"bitcoins": 10, "reputation": 0, "resources": [], "figures": 10},
                  "N": {"bitcoins": 12, "reputation": 1, "resources": ["corruption", "sentinelle"], "figures": 10}},
        "parrain": {"winner": "N", "duel": []}}
    assert view.gangs["F"].figure("F4").wounds == 1
    assert {e.play_id for e in book.ledger("Saison", "A") if e.field == "figure:A4"} == {None, play_id}
    count = len(book.ledger("Saison"))
    refused = parse_results({"gangs": {"F": {"investments": [{"kind": "resource", "resource": "labo"},
                                                             {"kind": "recruit", "count": 3}]}}}, view.gangs)
    with pytest.raises(PeurError, match=r"^investment 2 of the Skins: costs 6 bitcoins, more than the "
                                                r"treasury's 5, which never goes below zero$"):
        close_turn(book, "Saison", refused)
    assert len(book.ledger("Saison")) == count  # a refused turn writes nothing
    view = close_turn(book, "Saison", parse_results(
        {"gangs": {"F": {"contracts": [3], "investments": [{"kind": "resource", "resource": "labo"}]},
                   "N": {"income": {"shop": 1}, "investments": [{"kind": "recruit", "count": 2}]}}}, view.gangs))
    assert (view.turn, view.gangs["F"].reputation, view.gangs["N"].bitcoins) == (2, 3, 12)
    view = reopen_turn(book, "Saison")
    assert show_document(view)["gangs"]["N"] == {"bitcoins": 12, "reputation": 1,
                                                 "resources": ["corruption", "sentinelle"], "figures": 10}
    assert view.turn == 1 and view.gangs["F"].resources == ()
    entries = book.ledger("Saison")
    assert [e for e in entries if e.reason.startswith("turn 2 reopened")] and \
        max(entry_turns(entries)) == 2
    assert [p.turn for p in reputation_by_turn(entries, list(view.gangs))] == [0, 1]
    assert ledger_sums(book, "Saison") == book.balances("Saison")
    assert load_campaign(book, "Saison").gangs == view.gangs


def test_a_finished_table_is_replayed_once_however_often_the_turn_asks(book: Book, monkeypatch) -> None:
    """Step 3 asks whether each table's game is over at each step and check: a game recorded is replayed once, not
    at each asking (the third of a campaign turn closed)."""
    from tabletop.games.peur_sur_la_ville.campaign import tables

    replayed = []
    monkeypatch.setattr(tables, "game_from_json", lambda *args: replayed.append(args) or game_from_json(*args))
    monkeypatch.setattr(tables, "_REPLAYED", {})
    view = create_campaign(book, "Saison", {"A": ("Ana", None), "F": ("Bruno", None)}, tables=["bank-job"])
    sample = TableGame("bank-job", load_game(SAMPLE_GAME), {g: tuple(f"{g}{i}" for i in range(1, 11)) for g in "AF"},
                       ())
    record_table_game(book, view, sample, referee="Dan")
    assert [waiting_for(book, view, ["bank-job", "church"]) for _ in range(3)] == [["church"]] * 3
    assert len(replayed) == 1


def test_a_table_game_plays_the_current_rosters(book: Book) -> None:
    """« les joueurs placent leurs figurines sur les tables indiquées »: the map's gangs become the gangs that chose
    the table; the dead are gone; a permanent wound, the Videur, the Garde Nationale's check-point and the
    Sentinelle's deployment order are in the live game."""
    view = create_campaign(book, "S", {"N": ("Ana", None), "C": ("Bruno", None)})
    view = close_turn(book, "S", parse_results({"gangs": {"C": {"dead": ["C3"], "wounded": {"C4": 3},
                                                               "bavures": {"civilian_killed": 3}}}}, view.gangs))
    scenario = scenario_from_json(json.loads((ROOT / "tabletop" / "samples" / "bank-job.geojson").read_text()), "bank-job")
    game = table_game(view, "bank-job", scenario, ["N", "C"])
    assert set(game.session.setup.gangs) == {"N", "C"}
    figures = game.session.state.gang_figures("C")
    assert len([f for f in figures if f.role != "videur"]) == 9 and "C3" not in game.figure_ids["C"]
    assert [f.role for f in figures].count("videur") == 1
    assert [f.wounds for f in figures if f.wounds] == [1]  # C4
    assert [e.kind for e in game.session.events] == ["checkpoint"]
    assert len([f for f in game.session.state.figures.values() if f.kind == "soldier"]) == 4
    assert game.session.setup.settings["garde_nationale"] is True
    assert game.session.setup.settings["deploy_order"][0] == "N"
    assert any("Garde Nationale" in line for line in game.briefing)
    with pytest.raises(PeurError, match="the map deploys 2 gang"):
        table_game(view, "bank-job", scenario, ["N", "C", "C"])


def test_the_turn_waits_for_every_table_recorded_from_any_laptop(book: Book) -> None:
    """« Les fiches sont dépouillées publiquement et en même temps. Puis les joueurs placent leurs figurines sur les
    tables indiquées »: the tables revealed are in the book, where a second referee's laptop finds its table; the
    turn closes only once every table's finished game is in, and says which are missing."""
    church = str(ROOT / "tabletop" / "samples" / "church-square.geojson")
    bank = str(ROOT / "tabletop" / "samples" / "bank-job.geojson")
    view = create_campaign(book, "Club", {"A": ("Ana", None), "F": ("Bruno", None), "N": ("Chloé", None)},
                           tables=[bank, church])
    assert turn_tables(view) == {}
    with pytest.raises(PeurError, match="^no table is chosen for the Ritals ou Irlandais$"):
        reveal_tables(book, view, {"A": bank, "F": bank})
    view = reveal_tables(book, view, {"A": bank, "F": bank, "N": church})
    with pytest.raises(PeurError, match="revealed already"):
        reveal_tables(book, view, {"A": church, "F": bank, "N": church})
    other = open_book(book.url)  # the church table's laptop
    try:
        seen = load_campaign(other, "Club")
        assert turn_tables(seen) == {bank: ["A", "F"], church: ["N"]}
        game = table_game(seen, church, load_scenario(church), ["N"])
        game.session.apply(StartGame({}, free_placement=True))
        game.session.apply(EndGame("the Ritals keep to their church"))
        with pytest.raises(PeurError, match=r"^campaign turn 1 waits for the finished games of: Braquage à la "
                                            r"Banque Centrale, La Place de l'Église$"):
            close_turn(book, "Club", {})
        record_table_game(other, seen, game, referee="Dan")
    finally:
        other.close()
    with pytest.raises(PeurError, match=r"waits for the finished games of: Braquage à la Banque Centrale$"):
        close_turn(book, "Club", {})
    sample = TableGame(bank, load_game(SAMPLE_GAME), {g: tuple(f"{g}{i}" for i in range(1, 11)) for g in "AF"}, ())
    record_table_game(book, view, sample)
    view = close_turn(book, "Club", {})
    assert view.turn == 1 and turn_tables(view) == {}  # the next turn's tables are not chosen yet
    view = reopen_turn(book, "Club")
    assert turn_tables(view) == {bank: ["A", "F"], church: ["N"]}
    assert ledger_sums(book, "Club") == book.balances("Club")


def test_the_contracts_kept_are_in_the_book_and_outlive_the_app(book: Book) -> None:
    """« Les bandes reçoivent 1 carte « Affaire en cours » qui leur indique un « contrat » et ce qu'elles vont y
    gagner »; « +1/+2/+3 point par contrat finalisé »: the contracts kept for a turn are the book's campaign
    contracts, read back by another opening of the book when step 3 checks which ones the results meet; choosing
    again gives the earlier ones up by new rows, never by an edit; the ledger says each in words."""
    view = create_campaign(book, "Affaires", {"A": ("Ana", None), "F": ("Bruno", None)})
    deck = view.book_rules().contracts
    bank, shops = deck[0], deck[1]
    typed = Contract("", "Faire taire le témoin.", 2, 1)
    view = store_contracts(book, view, {"A": [typed], "F": [bank]})
    with open_book(book.url) as again:  # the app closed and opened again, or another table's laptop
        reread = load_campaign(again, "Affaires")
    assert reread.turn_contracts == {"A": (typed,), "F": (bank,)} == view.turn_contracts
    proposed = parse_results({"gangs": {"F": {"income": {"bank": 1}}}}, reread.gangs)["F"]
    assert contracts_met(reread.turn_contracts["F"], proposed) == [bank]
    count = len(book.ledger("Affaires"))
    assert store_contracts(book, view, {"A": [typed], "F": [bank]}).turn_contracts == view.turn_contracts
    assert len(book.ledger("Affaires")) == count  # the same contracts again: nothing written
    view = store_contracts(book, view, {"F": [shops]})
    assert view.turn_contracts == {"A": (typed,), "F": (shops,)}
    assert [(e.gang, e.position, e.state, e.card.title) for e in book.contracts("Affaires", history=True)] == [
        ("A", 1, "held", ""), ("F", 1, "held", bank.title), ("F", 1, "released", bank.title),
        ("F", 2, "held", shops.title)]
    words = [(e.change, e.reason) for e in book.ledger("Affaires", "F") if e.field == "contracts:1"]
    assert [change for change, _ in words] == [1, -1, 1]
    assert words[0][1] == (f"turn 1: « {CONTRACT_PASSAGE} »: « {bank.title} » kept ({bank.reputation} reputation, "
                           f"{bank.bitcoins} bitcoins)")
    assert words[1][1] == f"turn 1: the contracts chosen again: « {bank.title} » given up"
    with pytest.raises(PeurError, match="^the contract « Faire taire » of the Police can be worth 1, 2 or 3 "
                                                "points, not 5$"):
        store_contracts(book, view, {"A": [replace(typed, title="Faire taire", reputation=5)]})
    with pytest.raises(PeurError, match="^the campaign has no gang « N »$"):
        store_contracts(book, view, {"N": [bank]})
    assert load_campaign(book, "Affaires").turn_contracts == view.turn_contracts  # refused whole
    view = close_turn(book, "Affaires", parse_results({"gangs": {"A": {"contracts": [2]}, "F": {"contracts": [
        {"title": shops.title, "reputation": shops.reputation}, {"title": "Tapé par l'arbitre", "reputation": 1}]}}},
        view.gangs))
    assert view.turn_contracts == {}
    assert [(d.turn, d.gang, d.card, d.completed) for d in view.contracts] == [(1, "A", typed, True),
                                                                               (1, "F", shops, True)]
    view = store_contracts(book, view, {"A": [bank]})  # the next turn's contracts
    assert view.turn_contracts == {"A": (bank,)}
    view = reopen_turn(book, "Affaires")
    assert [(d.turn, d.gang, d.completed) for d in view.contracts] == [(1, "A", False), (1, "F", False)]
    assert view.turn_contracts == {"A": (typed,), "F": (shops,)}  # the turn is played again with its contracts
    assert book.balance("Affaires", "A", "contracts:2") == 0
    assert ledger_sums(book, "Affaires") == book.balances("Affaires")


@pytest.mark.parametrize("language, said", [
    ("fr", "la table choisie par les Skins, «\u00a0La Place de l'Église\u00a0», n'est pas une table de cette campagne"),
    ("en", "the table chosen by the Skins, «\u00a0La Place de l'Église\u00a0», is not a table of this campaign"),
])
def test_a_table_not_of_the_campaign_is_said_by_the_gang_s_name(book: Book, language: str, said: str) -> None:
    """Issue 38 §1: the reveal refuses a table not of the campaign naming the gang with its article and the table by
    its map's name (it read « gang F: /…/church-square.geojson is not a table of this campaign »); nothing is
    written."""
    bank = str(ROOT / "tabletop" / "samples" / "bank-job.geojson")
    church = str(ROOT / "tabletop" / "samples" / "church-square.geojson")
    view = create_campaign(book, "Club", {"A": ("Ana", None), "F": ("Bruno", None)}, tables=[bank])
    entries = len(book.ledger("Club"))
    i18n.set_language(language)
    try:
        with pytest.raises(PeurError) as refused:
            reveal_tables(book, view, {"A": bank, "F": church})
    finally:
        i18n.set_language(None)
    assert str(refused.value) == said and len(book.ledger("Club")) == entries
