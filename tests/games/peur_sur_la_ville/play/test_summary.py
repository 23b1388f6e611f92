"""The summaries at the end of a turn and of a game, and what ending them leaves pending, computed from the log of
the sample game (no Qt)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop.games.peur_sur_la_ville.play import GameSession, load_game
from tabletop.games.peur_sur_la_ville.play.summary import (game_summary, log_with_summaries, pending_before,
                                                            summary_rules, turn_summary)

SAMPLE_GAME = Path(__file__).resolve().parents[4] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"


@pytest.fixture(scope="module")
def sample() -> GameSession:
    return load_game(SAMPLE_GAME)


def test_a_turn_summary_counts_the_actions_wounds_figures_out_bavures_and_the_city(sample):
    """« Passants = Les figurines ne se déplacent pas tant qu'elles n'ont pas entendu de tir. A la fin d'un tour où
    des tirs ont eu lieu, elles s'éloignent de 30cm. »"""
    turn = turn_summary(sample, 2)
    assert dict(turn.actions)["shoot"] == 9 and dict(turn.actions)["end_turn"] == 1
    assert turn.wounds == (("Flic 4 of the Police", 3), ("Flic 6 of the Police", 2))
    assert turn.out == (("Flic 4 of the Police", "KO"),)
    assert turn.bavures == (("Skins", 1),)
    assert turn.city[0].startswith("the city: Passer-by 1 flees 9 cm from the shots")  # named, not passerby-1
    assert turn.lines()[1].startswith("  actions: moves (21), activations (10), ends of activation (10), shots (9)")
    assert turn.lines()[2:5] == ["  wounds: Flic 4 of the Police (3 wounds), Flic 6 of the Police (2 wounds)",
                                 "  out of the fight: Flic 4 of the Police (KO)", "  the Skins have committed one bavure"]
    quiet = turn_summary(sample, 1)
    assert (quiet.wounds, quiet.out, quiet.bavures) == ((), (), ())
    assert turn_summary(sample, 9).lines()[1:] == ["  no action", "  no wound", "  nobody out of the fight",
                                                   "  no bavure"]


def test_the_city_s_lines_in_a_turn_summary_are_the_events_clauses_without_their_date(sample):
    """The summary lists what the city did under its turn's heading: each event's own clause, said again from the
    state before it, not the log's dated line with its « Tour 2 — » cut off by searching for the dash."""
    from tabletop.games.peur_sur_la_ville.play import step, step_clause
    from tabletop.i18n import speaking
    index = next(i for i, e in enumerate(sample.events) if e.kind == "civilians_react" and
                 sample.state_at(i + 1).turn == 2)
    with speaking("fr"):
        after, clause = step_clause(sample.setup, sample.state_at(index), sample.events[index], geometry=False)
        assert step(sample.setup, sample.state_at(index), sample.events[index], geometry=False) == (
            after, f"Tour 2 — {clause}")
        assert clause.startswith("la ville\u00a0: Passant 1 s'éloigne de 9 cm des tirs")
        assert turn_summary(sample, 2).city[0] == clause


def test_a_dead_figure_counts_out_once_on_the_turn_it_died(sample):
    outs = [dict(turn_summary(sample, n).out) for n in range(1, 5)]
    assert outs[3]["Flic 4 of the Police"] == "dead" and outs[1]["Flic 4 of the Police"] == "KO"
    assert sum("Flic 4 of the Police" in out for out in outs) == 2  # KO on turn 2, dead on turn 4
    assert outs[2]["Flic 10 of the Police"] == "KO" and "Flic 10 of the Police" not in outs[3]


def test_the_game_summary_scores_ranks_and_names_the_parrain(sample):
    """« Celui qui a une Réputation plus élevée que les autres, et si son LEADER/OFFICIER est en vie, devient
    PARRAIN de la ville. En cas d'égalité, les Leaders vont s'opposer dans un duel à mort »."""
    summary = game_summary(sample)
    police, skins = summary.gangs
    assert (police.name, police.dead, police.ko, police.bitcoins) == ("Police", 1, 1, 5)  # 1 per casualty
    assert (skins.name, skins.standing, skins.bavures, skins.bitcoins) == ("Skins", 9, 1, 0)
    assert (summary.parrain, summary.duel) == (None, ("Police", "Skins"))  # both at reputation 0
    assert summary.ranking.winners() == ["Police"] and summary.ranking.decided_by == "bitcoins"
    assert summary.lines()[-2] == "  the Parrain: a duel between the leaders of the Police and of the Skins"
    assert summary.lines()[-1] == "  the Police lead on bitcoins"
    assert summary.lines()[1:3] == [
        "  1st place: the Police, 5 bitcoins, reputation 0; 8 standing, 1 KO, 1 dead, 0 captives; 0 robberies, "
        "0 arrests, 0 bavures",
        "  2nd place: the Skins, 0 bitcoins, reputation 0; 9 standing, 1 KO, 0 dead, 0 captives; 0 robberies, "
        "0 arrests, 1 bavure"]
    assert summary_rules()["ranking"]["criteria"][0] == "bitcoins" and summary_rules()["ranking"]["description"]


def test_the_game_summary_says_each_gang_in_one_french_sentence(sample):
    """« 1re place : la Police, … »: the place word is feminine, so the first is « 1re »; the gang has its article;
    one « : » and the clauses separated by « ; », each with its non-breaking space."""
    from tabletop.i18n import speaking
    with speaking("fr"):
        lines = game_summary(sample).lines()
    assert lines[1:3] == [
        "  1re place\u00a0: la Police, 5 bitcoins, réputation 0\u00a0; 8 debout, 1 KO, 1 mort, 0 captif\u00a0; "
        "0 braquage, 0 arrestation, 0 bavure",
        "  2e place\u00a0: les Skins, 0 bitcoin, réputation 0\u00a0; 9 debout, 1 KO, 0 mort, 0 captif\u00a0; "
        "0 braquage, 0 arrestation, 1 bavure"]


def test_what_ending_leaves_pending_is_named(sample):
    index = next(i for i in range(1, len(sample.events)) if sample.state_at(i).phase == "activation"
                 and sample.state_at(i).turn == 3)
    pending = pending_before(sample.setup, sample.state_at(index), "turn")
    assert pending[0].startswith("the activation of ") and pending[0].endswith(" is still open")
    assert pending[1].startswith("not activated: ")
    assert pending[-1] == "the city's end-of-turn moves are not confirmed yet"
    assert pending_before(sample.setup, sample.state_at(len(sample.events)), "game") == []
    start_of_turn = next(i for i, e in enumerate(sample.events) if e.kind == "start_turn")
    assert pending_before(sample.setup, sample.state_at(start_of_turn), "game") == []


def test_the_log_keeps_each_summary_after_its_end_turn(sample):
    lines = log_with_summaries(sample)
    assert len(lines) == len(sample.log_lines) + sum(len(turn_summary(sample, n).lines()) for n in range(1, 5)) \
        + len(game_summary(sample).lines())
    ends = [i for i, line in enumerate(lines) if line.startswith("Summary of turn")]
    assert all(" — end of the turn" in lines[i - 1] for i in ends)
