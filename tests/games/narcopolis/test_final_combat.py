"""The final combat (« Fin de jeu »): « En cas d'égalité de points, c'est le joueur qui finit avec le plus de
Business développés qui l'emporte. S'il y a encore égalité, la partie se jouera autour d'un combat final ». The
play is not over until it is fought, by the game's own events, with the combat rules of « Les combats »."""

from tabletop.games.interface import GameError, PlaySetup
from tabletop.games.session import PlaySession

import pytest

from tests.games.narcopolis.helpers import GAME, combat, new_play, open_round, pass_turns, play, state, turn


def level_play(players=("Ana", "Bob"), **options) -> PlaySession:
    """Ten quiet rounds: everyone ends on 5 reputation and his 4 first businesses."""
    characters = ["booki", "killah", "busta"][:len(players)]
    session = new_play(players, variant="classic", characters=characters, **options)
    for _ in range(10):
        open_round(session)
        pass_turns(session, len(players))
    return session


def test_players_level_at_the_end_owe_a_final_combat_the_attacker_telling_the_truth_wins():
    """« la partie se jouera autour d'un combat final »: until it is fought the play is not over; the first in
    playing order attacks, rolls (chance), announces, and « tu bluffes » on a true announcement loses."""
    session = level_play()
    assert not session.is_over() and session.waits_on_chance() and session.to_move() == "Ana"
    assert {e["type"] for e in session.legal_events()} == {"roll"}
    assert session.state.combat.attacker == "Ana" and session.state.combat.quartier is None
    ranking = session.ranking()
    assert ranking.decided_by == "tie" and ranking.winners() == ["Ana", "Bob"]
    assert "a final combat decides" in ranking.explanation
    assert state(session)["final_combat"] == {"players": ["Ana", "Bob"], "bouts_won": [], "winner": None}
    before = state(session)["map"]
    play(session, {"type": "roll", "dice": [6, 5, 1]}, {"type": "announce", "value": 651})
    assert session.to_move() == "Bob" and {e["type"] for e in session.legal_events()} == {"call", "take"}
    session.apply({"type": "call"})
    assert session.is_over() and session.legal_events() == []
    ranking = session.ranking()
    assert ranking.decided_by == "final combat" and ranking.winners() == ["Ana"]
    assert [(p.name, p.rank) for p in ranking.players] == [("Ana", 1), ("Bob", 2)]
    assert ranking.explanation == "Ana, Bob tied on reputation and businesses; Ana wins the final combat"
    assert state(session)["map"] == before  # nothing is at stake
    assert GAME.invariants(session.state) == []
    with pytest.raises(GameError, match="over"):
        session.apply({"type": "roll", "dice": [1, 1, 1]})
    session.undo()
    assert not session.is_over() and session.ranking().decided_by == "tie"


def test_a_caught_bluff_gives_the_final_combat_to_the_defender():
    """« Un bluff est lorsqu'un score est différent de celui annoncé »: the bluffer loses the final combat."""
    session = level_play()
    combat(session, ([2, 2, 1], 221), ([3, 1, 1], 541))
    session.apply({"type": "call"})  # Bob announced 541 on 311: a bluff
    assert session.is_over() and session.ranking().winners() == ["Ana"]
    session = level_play()
    play(session, {"type": "roll", "dice": [2, 2, 1]}, {"type": "announce", "value": 611}, {"type": "call"})
    assert session.is_over() and session.ranking().winners() == ["Bob"]
    assert "a bluff, Bob wins" in session.log_lines[-1]


def test_real_dice_under_the_cup_in_the_final_combat():
    """Real dice: nothing is typed until « tu bluffes », then the referee enters the dice shown."""
    session = level_play()
    play(session, {"type": "roll", "dice": None}, {"type": "announce", "value": 431}, {"type": "call"})
    assert not session.is_over() and session.to_move() == "Ana"
    session.apply({"type": "reveal", "dice": [4, 3, 1]})
    assert session.is_over() and session.ranking().winners() == ["Ana"]


def test_three_level_players_fight_a_knockout_in_playing_order():
    """Reading ``final_combat`` = knockout: the first attacks the second, the third attacks the winner; the last
    winner ranks first, the other fighters share second."""
    session = level_play(("Ana", "Bob", "Cy"), first_player="Bob")
    assert (session.state.combat.attacker, session.state.combat.defender) == ("Bob", "Cy")
    assert state(session)["final_combat"]["players"] == ["Bob", "Cy", "Ana"]
    play(session, {"type": "roll", "dice": [5, 5, 5]}, {"type": "announce", "value": 611}, {"type": "call"})
    assert not session.is_over()  # Cy caught Bob's bluff: Ana now attacks Cy
    assert (session.state.combat.attacker, session.state.combat.defender) == ("Ana", "Cy")
    play(session, {"type": "roll", "dice": [3, 2, 1]}, {"type": "announce", "value": 321}, {"type": "call"})
    ranking = session.ranking()
    assert session.is_over() and ranking.decided_by == "final combat"
    assert [(p.name, p.rank) for p in ranking.players] == [("Ana", 1), ("Bob", 2), ("Cy", 2)]


def test_only_the_players_level_at_the_top_fight():
    """A player behind on reputation does not fight; players ahead on businesses need no final combat."""
    session = new_play(("Ana", "Bob", "Cy"), variant="classic", characters=["booki", "killah", "miss-t"])
    for _ in range(10):
        open_round(session)
        pass_turns(session, 3)
    assert session.is_over() and session.ranking().winners() == ["Cy"]  # Miss T starts on 6
    session = new_play(("Ana", "Bob", "Cy"), variant="classic", characters=["booki", "killah", "busta"])
    open_round(session)
    turn(session, {"type": "job", "points": 2})
    turn(session, {"type": "job", "points": 2})
    pass_turns(session, 1)
    for _ in range(9):
        open_round(session)
        pass_turns(session, 3)
    assert session.state.combat.attacker == "Ana" and session.state.combat.defender == "Bob"


def test_the_shared_reading_ends_without_a_final_combat():
    """Reading ``final_combat`` = shared: the level players share first place and the play ends."""
    readings = dict(GAME.default_settings()["readings"])
    readings["final_combat"] = {**readings["final_combat"], "value": "shared"}
    session = PlaySession(GAME, PlaySetup("narcopolis", ("Ana", "Bob"), settings={"readings": readings},
                                          options={"variant": "classic", "characters": ["booki", "killah"]}))
    for _ in range(10):
        open_round(session)
        pass_turns(session, 2)
    ranking = session.ranking()
    assert session.is_over() and ranking.winners() == ["Ana", "Bob"] and ranking.decided_by == "tie"
    assert "share first place" in ranking.explanation and state(session)["final_combat"] is None


def test_two_players_level_past_furi_fight_the_final_combat():
    """« le vainqueur est celui des deux qui aura dépassé Furi avec le plus de points », and level, the final
    combat."""
    session = new_play(("Ana", "Bob"), seed=3, characters=["booki", "killah"])
    open_round(session, "2j-09")
    turn(session, *[{"type": "job", "points": 3}] * 3)
    turn(session, *[{"type": "job", "points": 3}] * 3)
    assert not session.is_over() and session.state.combat.quartier is None
    play(session, {"type": "roll", "dice": [4, 4, 4]}, {"type": "announce", "value": 444}, {"type": "call"})
    ranking = session.ranking()
    assert session.is_over() and [(p.name, p.rank) for p in ranking.players] == [("Ana", 1), ("Bob", 2), ("Furi", 3)]


def test_a_play_saved_before_the_final_combat_reading_still_opens_with_shared_ties():
    """Plays saved before « un combat final » was played keep replaying as they were: their ties were shared."""
    import json
    from pathlib import Path

    from tabletop import games
    from tabletop.games.playfile import parse_play

    sample = Path(__file__).resolve().parents[3] / "tabletop" / "samples" / "plays" / "narcopolis.ttplay.json"
    data = json.loads(sample.read_text(encoding="utf-8"))
    del data["settings"]["readings"]["final_combat"]
    play = parse_play(json.dumps(data), "old.ttplay.json", games.game_core)
    assert play.session.is_over()
    from tabletop.games.narcopolis.setup import rules_for
    assert rules_for(play.session.setup).data["readings"]["final_combat"]["value"] == "shared"
