"""A player's phone never receives another player's secrets: over random playthroughs of every game, for each pair
of players, changing what B keeps hidden changes nothing in A's view (and does change B's own, so the test can
fail), the public part is the same for everyone, and a view has exactly the contract's four keys."""

from __future__ import annotations

import copy
import dataclasses
import json
import random
from pathlib import Path

import pytest

from tabletop import games
from tabletop.games.interface import PlaySetup
from tabletop.games.playthrough import random_playthrough
from tabletop.phones.views import TableViews, game_views, play_views

ROOT = Path(__file__).resolve().parents[2]

KEYS = {"player", "game", "public", "private"}


def _gangster(state, player):
    # Copied where it changes (the player's clan) and shared elsewhere, as _mafia does.
    state = copy.copy(state)
    seat = state.seat_of(player)
    clan = state.clans[seat]
    state.clans = list(state.clans)
    state.clans[seat] = dataclasses.replace(clan, red=clan.red + 7, white=clan.white + 13,
                                            executants=["sentinel-kind"] * len(clan.executants))
    return state


def _narcopolis(state, player):
    # Copied where it changes (the player's role, the combat's dice) and shared elsewhere, as _mafia does: a deep copy
    # of the whole state for each (state, player) was half of this file's CPU.
    state = copy.copy(state)
    state.players = [dataclasses.replace(p, role="infiltre" if p.role == "gangsta" else "gangsta")
                     if p.name == player and p.role else p for p in state.players]
    combat = state.combat
    if combat is not None:
        exchanges = list(combat.exchanges)
        for index, exchange in enumerate(exchanges):
            shown = combat.step == "reveal" and index == len(exchanges) - 1
            if exchange.by == player and exchange.dice is not None and not shown:
                exchanges[index] = dataclasses.replace(exchange, dice=[7 for _ in exchange.dice])
        state.combat = dataclasses.replace(combat, exchanges=exchanges)
    return state


def _mafia(state, player):
    state = copy.copy(state)
    flip = {"guerre": "encaissement", "encaissement": "guerre", "police": "speciale", "speciale": "police"}
    state.tokens = [dataclasses.replace(t, kind=flip[t.kind]) if t.owner == player else t for t in state.tokens]
    state.cells = [dataclasses.replace(c, cover=dataclasses.replace(c.cover, kind=flip[c.cover.kind]))
                   if c.cover is not None and c.cover.owner == player else c for c in state.cells]
    if state.chase is not None and state.chase.owner == player:
        state.chase = dataclasses.replace(state.chase, kind=flip[state.chase.kind])
    return state


def _check(views: TableViews, states, perturb) -> int:
    """Every pair of players at each state; the number of (state, B) where B had a secret to change."""
    touched = 0
    for state in states:
        plain = {p: views.view(p, state) for p in views.players}
        publics = {json.dumps(v["public"], sort_keys=True) for v in plain.values()}
        assert len(publics) == 1, "the public part differs between players"
        for view in plain.values():
            assert set(view) == KEYS
        for b in views.players:
            changed = perturb(state, b)
            if views.view(b, changed) != plain[b]:
                touched += 1
            for a in views.players:
                if a != b:
                    assert views.view(a, changed) == plain[a], f"{a}'s view shows {b}'s secrets"
    return touched


def _states(session, samples: int = 40):
    """States spread over the log, and up to 40 more in a combat (where Narcopolis's dice hide under the cup)."""
    count = len(session.events)
    picks = {round(i * count / samples) for i in range(samples + 1)}
    fights = [i for i in range(count + 1) if getattr(session.state_at(i), "combat", None) is not None]
    picks.update(fights[:: max(1, len(fights) // 40)])
    return [session.state_at(i) for i in sorted(picks)]


CASES = [
    ("gangster-paradise", ("Romain", "Pierre", "Camille"), {}, _gangster),
    ("narcopolis", ("Ana", "Bob", "Cy"), {"variant": "classic", "modules": ["roles", "armement"]}, _narcopolis),
    ("narcopolis", ("Ana", "Bob"), {"variant": "furi"}, _narcopolis),
    ("mafia-story", ("Ana", "Bruno", "Carla"), {}, _mafia),
]


@pytest.mark.parametrize("game_id, players, options, perturb", CASES)
def test_no_player_sees_another_players_secrets(game_id, players, options, perturb):
    game = games.game_core(game_id)
    touched = 0
    for seed in range(3):
        play = random_playthrough(game, PlaySetup(game_id, players, seed=seed, options=options),
                                  random.Random(seed), max_events=3000, check_replay=False)
        touched += _check(play_views(play.session), _states(play.session), perturb)
    assert touched, "no state held a secret to change: the test would pass whatever the views sent"


def test_gangster_paradise_private_is_the_bills_and_executants():
    game = games.game_core("gangster-paradise")
    play = random_playthrough(game, PlaySetup("gangster-paradise", ("A", "B"), seed=1), random.Random(1),
                              max_events=400, check_replay=False)
    views = play_views(play.session)
    clan = play.session.state.clans[0]
    view = views.view("A")
    assert view["private"] == {"red": clan.red, "white": clan.white, "executants": sorted(clan.executants)}
    assert "private" not in json.dumps(view["public"])
    assert view["game"] == "gangster-paradise" and view["player"] == "A"


def test_the_narcopolis_plan_on_a_phone_lists_the_quartiers_where_something_stands():
    """The phone's plan lists the exploited or blocked quartiers only: all 35 with « — » in each field made a page
    7,000 pixels long for the three a player had built on. The laptop's state keeps them all."""
    from tabletop.games.playfile import load_play

    session = load_play(ROOT / "tabletop" / "samples" / "plays" / "narcopolis.ttplay.json", games.game_core).session
    plan = play_views(session).view("Ana", language="en")["public"]["map"]
    full = session.state_json()["map"]
    assert len(full) == 35 and set(plan) == {q for q, s in full.items() if s["owner"] or s["kinds"] or s["blocked"]}
    assert 0 < len(plan) < 10 and plan["NB1"] == "Ana: armes, bordels, casinos, drogues"
    # A quartier in one line, where it was three rows under its name (« Propriétaire », « Business construits »,
    # « Bloqué »)
    french = play_views(session).view("Ana", language="fr")["public"]["map"]
    assert french["NB2"] == "Ana\u00a0: armes, casinos" and french["EI3"] == "Bob\u00a0: drogues"


def test_camorra_has_no_secret_and_says_so():
    game = games.game_core("camorra")
    play = random_playthrough(game, PlaySetup("camorra", ("P0", "P1", "P2"), seed=2), random.Random(2),
                              max_events=300, check_replay=False)
    view = play_views(play.session).view("P0")
    assert list(view["private"]) == ["note"]


def test_mafia_story_shows_no_face_down_card_even_to_its_owner():
    game = games.game_core("mafia-story")
    play = random_playthrough(game, PlaySetup("mafia-story", ("Ana", "Bruno"), seed=0), random.Random(0),
                              max_events=60, check_replay=False)
    views = play_views(play.session)
    state = play.session.state
    assert state.tokens or any(c.cover for c in state.cells), "the play laid nothing face down yet"
    kinds = ("police", "spéciale", "speciale", "guerre", "encaissement")
    for name in views.players:
        view = views.view(name)
        city = view["public"]
        # The city by its places' names, a cover by its owner and family, a token by its owner: never a kind.
        assert all(isinstance(place, str) for place in city["city"]) and "cells" not in city
        assert set(city["tokens"].values()) <= set(views.players)
        assert not [cover for cover in city["covers"].values() if any(kind in cover for kind in kinds)]
        assert set(view["private"]) == {"tokens_in_hand", "note"}


def _peur_gang(state, letter):
    figures = {}
    for f in state.figures.values():
        if f.gang == letter and f.kind == "figure":
            weapons = {w: ("broken" if s != "broken" else "loaded") for w, s in f.weapons.items()}
            f = dataclasses.replace(f, wounds=f.wounds + 1, weapons=weapons, items={"sentinel-item": 3},
                                    actions_left=f.actions_left + 1, x=f.x + 1.0)
        figures[f.id] = f
    return dataclasses.replace(state, figures=figures)


def test_peur_sur_la_ville_gangs_see_only_their_own_figures():
    from tabletop import SAMPLES_DIR
    from tabletop.games.peur_sur_la_ville.play.gamefile import load_game

    session = load_game(SAMPLES_DIR / "games" / "bank-job.ttgame.json")
    views = game_views(session)
    letters = {session.setup.gang_name(letter): letter for letter in session.setup.gangs}
    states = _states(session, 12)
    touched = _check(views, states, lambda state, player: _peur_gang(state, letters[player]))
    assert touched
    view = views.view(views.players[0])
    assert view["private"]["figures"] and "figures" not in view["public"]
