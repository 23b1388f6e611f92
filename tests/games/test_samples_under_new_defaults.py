"""The sample plays of ``tabletop/samples/plays/`` replayed under today's default readings instead of the settings saved
in them: where the winner stays and where it changes, and why."""

from __future__ import annotations

from pathlib import Path

import pytest

from tabletop import games
from tabletop.games.interface import PlaySetup
from tabletop.games.playfile import load_play
from tabletop.games.session import PlaySession

PLAYS = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "plays"


def replay_under_defaults(name: str, adapt=lambda event, saved: event) -> tuple[PlaySession, PlaySession]:
    """The sample as saved, and its log replayed on a new play with the default settings."""
    saved = load_play(PLAYS / f"{name}.ttplay.json", games.game_core).session
    game = saved.game
    fresh = PlaySession(game, PlaySetup(saved.setup.game, saved.setup.players, seed=saved.setup.seed,
                                        settings=game.default_settings(), options=saved.setup.options))
    for event in saved.events:
        fresh.apply(adapt(event, saved.setup.settings))
    return saved, fresh


@pytest.mark.parametrize("name, winner", [("camorra", "Carla"), ("mafia-story", "Bruno"),
                                          ("gangster-paradise", "Pierre")])
def test_the_samples_whose_log_plays_the_same_under_the_defaults(name, winner):
    """Camorra (Silence by the fighters, the default already), Mafia Story (a covered card may be any card:
    the sample's covered cards were territories, still allowed) and Gangster Paradise (played under the default
    settings: every clan pays its salaries, « chaque joueur doit payer en billets blancs les membres du clan »)
    end as saved."""
    saved, fresh = replay_under_defaults(name)
    assert fresh.is_over() and saved.ranking().winners() == fresh.ranking().winners() == [winner]


def test_narcopolis_sample_with_the_cost_printed_on_its_balance():
    """The sample's one influence card (a Balance) was charged the old cost per kind, 5 M$: entered as printed
    (here the same 5), the play and its winner are unchanged. The sample keeps its own drogues line."""
    def printed_cost(event, settings):
        if event["type"] == "influence" and "cost" not in event:
            return {**event, "cost": next(c["cost"] for c in settings["influence"] if c["id"] == event["card"])}
        return event
    saved, fresh = replay_under_defaults("narcopolis", printed_cost)
    assert fresh.is_over() and fresh.ranking().winners() == saved.ranking().winners() == ["Ana"]
