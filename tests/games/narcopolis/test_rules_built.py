"""Work a Narcopolis play did again and again, done once: a play's rules built from its settings (a session asked
for them three times as it started, set-up problems then the initial state checking them again, a replay or a
phone's play as often again, and each build validates the whole rule data: a fifth of a playthrough), and a turn's
implants worked out for each free quartier."""

from __future__ import annotations

import copy

from tabletop.games.interface import PlaySetup
from tabletop.games.narcopolis import setup as narco_setup
from tabletop.games.narcopolis.rules import default_rule_data
from tabletop.games.session import PlaySession

from tests.games.narcopolis.helpers import GAME


def test_the_rules_are_built_once_for_the_same_settings_and_again_for_other_ones(monkeypatch):
    built = []
    real = narco_setup.rules_from_data
    monkeypatch.setattr(narco_setup, "rules_from_data", lambda data: built.append(data) or real(data))
    monkeypatch.setattr(narco_setup, "_BUILT", {})
    settings = copy.deepcopy(default_rule_data())
    settings["costs"]["implant"] += 1
    first = PlaySession(GAME, PlaySetup("narcopolis", ("Ana", "Bob", "Cy"), seed=1, settings=settings))
    again = PlaySession(GAME, PlaySetup("narcopolis", ("Ana", "Bob"), seed=2, settings=copy.deepcopy(settings)))
    assert len(built) == 1 and first.state.rules is again.state.rules
    assert first.state.rules.costs["implant"] == default_rule_data()["costs"]["implant"] + 1
    settings["costs"]["implant"] += 1  # the settings changed after: the rules built keep what they were built on
    assert first.state.rules.costs["implant"] == default_rule_data()["costs"]["implant"] + 1
    other = PlaySession(GAME, PlaySetup("narcopolis", ("Ana", "Bob", "Cy"), seed=1, settings=settings))
    assert len(built) == 2 and other.state.rules.costs["implant"] == default_rule_data()["costs"]["implant"] + 2
    plain = PlaySession(GAME, PlaySetup("narcopolis", ("Ana", "Bob", "Cy"), seed=1))
    assert len(built) == 3 and plain.state.rules.costs == default_rule_data()["costs"]


def test_a_turns_implants_are_worked_out_once_for_every_free_quartier(monkeypatch):
    """The kinds a player may implant are the same on every free quartier he may reach: worked out once for the
    turn's events, where they were worked out again for each quartier."""
    from tabletop.games.narcopolis import actions
    from tests.games.narcopolis.helpers import new_play, open_round

    play = new_play()
    open_round(play)
    play.apply({"type": "income"})
    worked = []
    real = actions.implant_choices
    monkeypatch.setattr(actions, "implant_choices", lambda *args: worked.append(args) or real(*args))
    implants = [e for e in play.legal_events() if e["type"] == "implant"]
    assert len(worked) == 1 and len({e["quartier"] for e in implants}) > 1
    assert len(implants) == len({e["quartier"] for e in implants}) * len(real(play.state, play.state.current()))


def test_the_kinds_to_develop_are_worked_out_once_for_all_his_quartiers(monkeypatch):
    """The kinds a player may develop are the same on each of his quartiers: the gap between his kinds is asked once
    a kind, where it was asked again for each of his quartiers."""
    from tabletop.games.narcopolis import actions
    from tests.games.narcopolis.helpers import new_play, open_round

    play = new_play(placements={"Ana": {"armes": 1, "bordels": 2, "casinos": 3, "drogues": 4}})
    open_round(play)
    play.apply({"type": "income"})
    asked = []
    real = actions.gap_ok
    monkeypatch.setattr(actions, "gap_ok", lambda *args: asked.append(args[2:]) or real(*args))
    develops = [e for e in play.legal_events() if e["type"] == "develop"]
    assert len({e["quartier"] for e in develops}) == 4 and len(develops) == 4 * 3
    # once a kind for the implants (implant_choices), once a kind for the develops: not once a kind and quartier
    assert len([kinds for kinds in asked if len(kinds) == 1]) == 2 * 4
