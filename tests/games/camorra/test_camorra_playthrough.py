"""Random playthroughs of Camorra over 3, 4 and 5 players: thousands of random legal events never crash, every
event called legal is accepted, the invariants hold after each one (the 70 Action cards and 25 Caporegime cards
conserved, each Caporegime on a terrain its owner holds, each quartier once), the log replays to the same state,
and the game always ends."""

from __future__ import annotations

import random

import pytest

from tabletop.games.camorra.scoring import is_out
from tabletop.games.camorra.state import CamorraState
from tabletop.games.interface import PlaySetup
from tabletop.games.playthrough import random_playthrough

from tests.games.camorra.table import GAME, session

SEEDS = range(12)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_plays_never_crash_conserve_cards_and_always_end(players):
    total = 0
    for seed in SEEDS:
        setup = PlaySetup("camorra", tuple(f"P{i}" for i in range(players)), seed=seed)
        play = random_playthrough(GAME, setup, random.Random(seed * 31 + players), check_replay=seed < 2)
        assert play.over, f"{players} players, seed {seed}: not over after {play.events} events"
        ranking = play.session.ranking()
        out = [p for p in ranking.players if p.eliminated]
        assert out and all(p.rank > max(q.rank for q in ranking.players if not q.eliminated) for p in out)
        total += play.events
    assert total > 3000


def test_random_plays_under_every_non_default_reading():
    """Without reshuffling the discard the cards can run out; then nothing but ending turns is left, and a play
    that has not ended by then never will (the book is silent: that is why reshuffling is the default)."""
    settings = {"combat_cards_count": True, "immunity_covers_combat": False, "unused_caporegimes_pool": False,
                "corruption_attacker_opens": False, "guard_not_sent_dies": False, "reshuffle_discard": False,
                "tie_break": ["caporegimes", "terrains"], "weapon_values": [2], "corruption_values": [1, 3],
                "silence_by": "anyone"}
    for seed in range(4):
        setup = PlaySetup("camorra", ("A", "B", "C", "D"), seed=seed, settings=settings)
        play = random_playthrough(GAME, setup, random.Random(seed), max_events=2000, check_replay=seed == 0)
        left = play.session.state_json()
        assert play.over or (left["draw_pile"] == 0 and all(p["hand"] == 0 for p in left["players"].values()))


def test_the_end_is_read_from_who_guards_and_holds_without_listing_a_gang(monkeypatch):
    """``out_players`` agrees with the scoring's ``is_out`` of each gang at every state of random plays and on a
    gang left with Caporegimes but no Terrain (random plays end by Caporegimes only), and asking whether the game
    is over lists no gang: it is asked several times per event, and listing each gang's Caporegimes and Terrains
    was a quarter of a playthrough."""
    states = []
    for seed in range(4):
        setup = PlaySetup("camorra", ("A", "B", "C"), seed=seed)
        play = random_playthrough(GAME, setup, random.Random(seed), check_replay=False)
        states += [play.session.state_at(index) for index in range(play.events + 1)]
    landless = states[0].copy()
    landless.terrains = {q: "B" if holder == "A" else holder for q, holder in landless.terrains.items()}
    states.append(landless)
    for state in states:
        assert GAME.out_players(state) == [p for p in state.players if is_out(state.gang(p, GAME.rules))]
    assert GAME.out_players(landless) == ["A"] and landless.capos_of("A")
    listed = []
    monkeypatch.setattr(CamorraState, "gang", lambda *args: listed.append(args))
    assert GAME.is_over(landless) and GAME.is_over(states[-2]) and not GAME.is_over(states[0])
    assert listed == []


def test_a_turns_events_read_who_holds_and_guards_once(monkeypatch):
    """Listing a turn's events reads who holds each terrain and who guards it once, where it listed an opponent's
    terrains and each terrain's guards again for every opponent and terrain (most of listing a turn's events,
    listed for each event of a play and again to check the card laid); the events stay the ones the rules allow:
    an attack on each terrain of each opponent by each free Caporegime, Prise on an unguarded terrain only."""
    unguarded = session().state.copy()
    unguarded.kill("Bruno:protecteur")  # Avvocata left unguarded
    read = []
    for name in ("terrains_of", "guards", "capos_of"):
        monkeypatch.setattr(CamorraState, name, lambda *args, name=name: read.append(name))
    events = GAME.legal_events(unguarded)
    assert read == []
    attacks = [e for e in events if e["type"] == "attaque" and "sournois_discard" not in e]
    assert len(attacks) == 2 * 4 * 5
    assert [e for e in events if e["type"] == "prise"] == [{"type": "prise", "target": "Bruno", "terrain": "Avvocata"}]
