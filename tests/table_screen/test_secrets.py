"""The secrets filter: one test per kind of thing the players may not see, and what they may."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from tabletop.games.peur_sur_la_ville.play import Mine, load_game
from tabletop.table_screen.secrets import (CARD, DIE, FACE_DOWN, HIDDEN, MINE, NOT_ROLLED, NOTE, REFEREE_ONLY,
                                           TableThing, feature_thing, game_things, gives_away, parts_kept,
                                           players_may_see, secret_ids, secret_reason)

SAMPLE_GAME = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"


def test_a_hidden_figure_is_secret():
    assert secret_reason(TableThing("figure", "hidden")) == HIDDEN
    assert secret_reason(TableThing("civilian", "hidden")) == HIDDEN
    assert players_may_see(TableThing("figure", "standing"))
    assert players_may_see(TableThing("figure", "ko"))


def test_a_mine_is_secret():
    assert secret_reason(TableThing(MINE)) == MINE


def test_a_card_face_down_is_secret_face_up_is_not():
    assert secret_reason(TableThing(CARD, revealed=False)) == FACE_DOWN
    assert players_may_see(TableThing(CARD, revealed=True))


def test_a_die_before_it_is_rolled_is_secret():
    assert secret_reason(TableThing(DIE, revealed=False)) == NOT_ROLLED
    assert players_may_see(TableThing(DIE, revealed=True))


def test_the_referees_notes_are_secret():
    assert secret_reason(TableThing(NOTE)) == NOTE


def test_a_map_feature_marked_for_the_referee_is_secret():
    assert secret_reason(feature_thing("zone", {"referee_only": True, "name": "trap"})) == REFEREE_ONLY
    assert players_may_see(feature_thing("zone", {"name": "deployment"}))
    # Only a true mark hides: a text "false" written by another tool is not one.
    assert players_may_see(feature_thing("building", {"referee_only": "false"}))
    assert secret_reason(feature_thing("figure", {"state": "hidden", "gang": "A"})) == HIDDEN


def test_a_live_game_keeps_its_hidden_figure_and_mine_from_the_table():
    state = load_game(SAMPLE_GAME).state
    hider, shown = [f for f in state.figures.values() if f.kind == "figure" and f.alive][:2]
    state = replace(state.with_figures(replace(hider, state="hidden")),
                    mines=(Mine("mine-A-1", hider.gang or "A", 10.0, 10.0),))
    things = game_things(state)
    assert secret_ids(things) == {hider.id, "mine-A-1"}
    assert players_may_see(things[shown.id]) and not players_may_see(things[hider.id])
    assert secret_ids(things, [shown.id, "mine-A-1", "unknown"]) == {"mine-A-1"}


def test_a_drawing_about_a_secret_piece_gives_it_away_and_its_other_parts_stay():
    secrets = {"skin"}
    assert gives_away({"officer", "skin"}, secrets)  # a detection line from the Officer to the hidden Skin
    assert not gives_away({"officer", "cop"}, secrets)
    assert not gives_away(set(), secrets)  # a ruler between two points of the table
    # The sight lines of one kind, each about the figure it goes to: all but the one to the Skin.
    assert parts_kept([{"cop"}, {"skin"}, {"boss"}], secrets) == [0, 2]
