"""Every sample game in ``tabletop/samples/games/`` replays with every event legal: each event is offered by
``legal_actions`` in the state before it and accepted with every table check on (as the app applies a new event),
not only replayed as logged."""

from pathlib import Path

import pytest

from tabletop.games.peur_sur_la_ville.play import GameSession, legal_actions, load_game
from tabletop.games.peur_sur_la_ville.play.events import Activate

SAMPLES = sorted((Path(__file__).resolve().parents[4] / "tabletop" / "samples" / "games").glob("*.ttgame.json"))


def test_there_are_sample_games():
    assert SAMPLES


@pytest.mark.parametrize("path", SAMPLES, ids=[p.name for p in SAMPLES])
def test_every_logged_event_is_legal_with_the_table_checks_on(path):
    """« La cible doit être visible et non engagée en combat »: a sample played before a rule was checked is
    refused here at the first event the live game now refuses."""
    logged = load_game(path)
    checked = GameSession(logged.setup)
    for n, event in enumerate(logged.events, start=1):
        figure = getattr(event, "figure", None)
        if isinstance(event, Activate):
            figure = event.vehicle or event.leader or event.figures[0]
        offered = {(a.kind, a.figure) for a in legal_actions(logged.setup, checked.state)}
        assert (event.kind, figure) in offered or (event.kind, None) in offered, f"event {n} ({event.kind}) not offered"
        checked.apply(event)  # raises GameError, naming the rule, on an event the live game refuses
    assert checked.state == logged.state
