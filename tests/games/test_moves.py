"""Moves made from the players' phones: each one an event of the play, accepted only when it is legal now and the
sender's decision, with the secret it carries kept out of what the table and the other players see."""

import json
import random

import pytest

from tabletop.games import game_core
from tabletop.games.interface import PlaySetup
from tabletop.games.mafia_story.game import cell_name
from tabletop.games.moves import MALFORMED, NOT_HIS, NOT_NOW, MoveRefused, moves_for, offers, play_move
from tabletop.games.playthrough import random_playthrough
from tabletop.games.session import PlaySession, replay_events
from tabletop.games.table_lines import table_lines
from tabletop.phones.views import play_views

from tests.games.gangster_paradise.table import at, started, walk
from tests.games.narcopolis.helpers import booki_attacks_killah, state


def refused(session, player, event):
    before = list(session.events)
    with pytest.raises(MoveRefused) as caught:
        play_move(session, player, event)
    assert session.events == tuple(before)  # nothing changed
    assert "\n" not in caught.value.reason and caught.value.reason
    return caught.value


def dice_seen(session, viewer):
    """The dice a player's phone shows (his own under his cup), or the table's (None: the laptop, the table screen)."""
    views = play_views(session)
    shown = [e["dice"] for e in views.public()["combat"]["exchanges"] if e["dice"] is not None]
    return shown + ([views.private(viewer)["combat_dice"]] if viewer and "combat_dice" in views.private(viewer)
                    else [])


def test_a_whole_narcopolis_fight_between_two_phones():
    """The book's exchange (« Il a fait 421 mais annonce 531 … Elle a fait 544 et annonce 544 … Il fait 541 mais
    annonce 621 … Killah lui dit qu'il bluffe »), each step sent by the phone whose decision it is: the dice under
    the cup are the roller's alone until « tu bluffes » lifts it."""
    session = booki_attacks_killah()
    assert session.waits_on_chance() and session.to_move() == "Booki"
    assert refused(session, "Killah", {"type": "roll", "dice": [6, 6, 6]}).status == NOT_HIS
    play_move(session, "Booki", {"type": "roll", "dice": [4, 2, 1]})  # he types what his real cup shows
    assert dice_seen(session, "Booki") == [[4, 2, 1]]
    assert dice_seen(session, "Killah") == dice_seen(session, None) == []
    assert "421" not in table_lines(session)[-1] and "4, 2, 1" not in table_lines(session)[-1]
    assert refused(session, "Booki", {"type": "announce", "value": 524}).status == NOT_NOW  # no dice read 524
    assert refused(session, "Killah", {"type": "announce", "value": 531}).status == NOT_HIS
    play_move(session, "Booki", {"type": "announce", "value": 531})
    assert {e["type"] for e in moves_for(session, "Killah")} == {"call", "take"} and moves_for(session, "Booki") == []
    labels = [o["label"] for o in offers(session, "Killah")]  # said before the call: no verdict, no dice
    assert labels == ["Killah says « tu bluffes » on 531", "Killah takes the cup"]
    play_move(session, "Killah", {"type": "take"})  # « Je te crois »: she takes the cup
    rolled = play_move(session, "Killah", {"type": "roll", "virtual": True})  # the play's seeded dice
    faces = session.events[-1]["dice"]
    assert rolled.event == {"type": "roll", "dice": faces} and dice_seen(session, "Killah") == [faces]
    assert dice_seen(session, "Booki") == [[4, 2, 1]] and dice_seen(session, None) == []
    assert refused(session, "Killah", {"type": "announce", "value": 521}).status == NOT_NOW  # not above 531
    play_move(session, "Killah", {"type": "announce", "value": 544})
    play_move(session, "Booki", {"type": "take"})
    play_move(session, "Booki", {"type": "roll", "dice": [5, 4, 1]})
    play_move(session, "Booki", {"type": "announce", "value": 621})
    play_move(session, "Killah", {"type": "call"})  # « Tu bluffes »: the cup is lifted for everyone
    assert "the dice read 541, a bluff, Killah wins" in session.log_lines[-1]
    assert state(session)["map"]["MH1"]["owner"] == "Killah"
    again = replay_events(session.game, session.setup, json.loads(json.dumps(session.events)))
    assert session.game.state_json(again[-1]) == session.state_json()  # the play file replays it


def test_a_real_cup_lifted_at_the_call_is_typed_by_its_roller():
    """« Tends lui le gobelet pour qu'il vérifie »: nothing typed under the cup, the faces entered at the call."""
    session = booki_attacks_killah()
    play_move(session, "Booki", {"type": "roll", "dice": None})
    play_move(session, "Booki", {"type": "announce", "value": 555})
    play_move(session, "Killah", {"type": "call"})
    assert refused(session, "Killah", {"type": "reveal", "dice": [5, 5, 5]}).status == NOT_HIS
    play_move(session, "Booki", {"type": "reveal", "dice": [5, 5, 5]})
    assert state(session)["map"]["MH1"]["owner"] == "Booki"


def test_the_shotgun_and_the_armement_cards_kept_secret():
    """« FUSIL À POMPE: Exceptionnellement, tu peux annoncer un nombre inférieur à celui de ton adversaire »: each
    fighter keeps his card from his own phone, nobody else sees which until it is used."""
    session = booki_attacks_killah("armement")
    assert session.to_move() == "Booki"
    assert refused(session, "Killah", {"type": "armement", "by": "Killah", "card": "fusil-a-pompe"}).status == NOT_HIS
    assert {e["by"] for e in moves_for(session, "Booki")} == {"Booki"}  # Killah keeps his own card himself
    assert refused(session, "Booki", {"type": "armement", "by": "Killah", "card": "armement-3"}).status == NOT_HIS
    play_move(session, "Booki", {"type": "armement", "by": "Booki", "card": "armement-2"})
    play_move(session, "Killah", {"type": "armement", "by": "Killah", "card": "fusil-a-pompe"})
    assert "Fusil" not in table_lines(session)[-1] and "Fusil" in session.log_lines[-1]
    views = play_views(session)
    assert views.public()["combat"]["armement"] == {} and views.private("Booki")["armement"] == "armement-2"
    play_move(session, "Booki", {"type": "begin"})
    for who, event in (("Booki", {"type": "roll", "dice": [6, 5, 1]}), ("Booki", {"type": "announce", "value": 651}),
                       ("Killah", {"type": "take"}), ("Killah", {"type": "roll", "dice": [3, 2, 1]})):
        play_move(session, who, event)
    assert refused(session, "Killah", {"type": "announce", "value": 321}).status == NOT_NOW
    play_move(session, "Killah", {"type": "announce", "value": 321, "armement": "fusil-a-pompe"})
    assert play_views(session).public()["combat"]["armement"] == {"Killah": "fusil-a-pompe"}  # used: on the table


def test_under_announcing_from_a_phone_is_no_bluff_in_the_advanced_game():
    """« si tu obtiens 632 mais annonces 621, ce n'est pas un bluff »."""
    for modules, winner in (((), "Killah"), (("under_announce",), "Booki")):
        session = booki_attacks_killah(*modules)
        play_move(session, "Booki", {"type": "roll", "dice": [6, 3, 2]})
        play_move(session, "Booki", {"type": "announce", "value": 621})
        play_move(session, "Killah", {"type": "call"})
        assert state(session)["map"]["MH1"]["owner"] == winner


def test_malformed_and_referee_moves_are_refused():
    session = booki_attacks_killah()
    assert refused(session, "Booki", ["roll"]).status == MALFORMED
    assert refused(session, "Booki", {"type": "roll", "virtual": True, "dice": [1, 1, 1]}).status == MALFORMED
    assert refused(session, "Booki", {"type": "roll", "dice": "six"}).status == NOT_NOW
    assert refused(session, "Nobody", {"type": "roll", "dice": [1, 1, 1]}).status == NOT_HIS
    play_move(session, "Booki", {"type": "roll", "dice": [1, 1, 1]})
    play_move(session, "Booki", {"type": "announce", "value": 111})
    assert refused(session, "Killah", {"type": "reputation", "player": "Killah", "delta": 5}).status == NOT_HIS


def test_laundering_from_a_phone_keeps_the_amount_behind_the_screen():
    """« 2 billets rouges deviennent 1 billet blanc »: the table learns that Ana laundered, not how much."""
    session = walk(started(), at("laundering", "Ana"))
    assert refused(session, "Bruno", {"type": "launder", "red": 4}).status == NOT_HIS
    assert refused(session, "Ana", {"type": "launder", "red": 400}).status == NOT_NOW
    assert refused(session, "Ana", {"type": "trade", "with": "Bruno", "give": {"red": 1}, "get": {}}).status == NOT_HIS
    play_move(session, "Ana", {"type": "launder", "red": 4})
    assert session.events[-1] == {"type": "launder", "red": 4}
    line = table_lines(session)[-1]
    assert "Ana launders and pays the salaries" in line and not any(c.isdigit() for c in line.split(" — ")[-1])
    assert "launders 4 red into 2 white" in session.log_lines[-1]  # the referee's own account keeps it
    views = play_views(session)
    assert views.private("Ana")["red"] == session.state_json()["clans"]["Ana"]["private"]["red"]
    table = json.dumps(views.public())
    assert '"red"' not in table and '"white"' not in table  # nor the reserve's, which moves by what Ana launders


def test_a_mafia_story_placement_is_seen_by_nobody_again():
    """« on ne peut plus prendre connaissance de cette carte et de celle qu'elle recouvre tant qu'elle est en jeu »;
    the tokens' kinds show once they are turned face up."""
    game = game_core("mafia-story")
    session = PlaySession(game, PlaySetup("mafia-story", ("Ana", "Bruno"), seed=1))
    while session.state.phase == "opening_peek":
        who = session.to_move()
        play_move(session, who, moves_for(session, who)[0])
    assert refused(session, "Bruno", {"type": "cover", "player": "Bruno", "cell": 7, "kind": "police"}).status \
        == NOT_HIS
    play_move(session, "Ana", {"type": "cover", "player": "Ana", "cell": 7, "kind": "police"})
    assert "police" not in table_lines(session)[-1].replace("police or", "")
    views = play_views(session)
    b2 = cell_name(session.state, 7)
    assert views.public(language="en")["covers"][b2] == f"Ana's card ({session.state.cells[7].cover.family})"
    assert "police" not in json.dumps(views.private("Ana")) and session.state.cells[7].cover.kind == "police"
    play_move(session, "Bruno", {"type": "cover", "player": "Bruno", "cell": 3, "kind": "speciale"})
    ana_places = next(e for e in moves_for(session, "Ana") if e["type"] == "place" and e["kind"] == "guerre")
    play_move(session, "Ana", ana_places)
    cell = ana_places["cell"]
    views = play_views(session)
    assert views.public()["tokens"][cell_name(session.state, cell)] == "Ana"
    assert views.private("Ana")["tokens_in_hand"] == ["encaissement"]
    city = views.view("Bruno")["public"]
    assert "guerre" not in json.dumps([city["city"], city["covers"], city["tokens"]])


@pytest.mark.parametrize("game_id, players", [("narcopolis", ("Ana", "Bob")), ("narcopolis", ("Ana", "Bob", "Cy")),
                                              ("gangster-paradise", ("Ana", "Bob", "Cy")),
                                              ("mafia-story", ("Ana", "Bob", "Cy"))])
def test_a_random_play_sent_from_the_phones_replays_and_leaks_nothing(game_id, players):
    """A random playthrough sent again event by event: each move a player makes himself from the phone of the
    player ``to_move`` names (refused from every other phone), the rest by the referee; the same play results, and
    no view shows a player what another's phone holds."""
    game = game_core(game_id)
    setup = PlaySetup(game_id, players, seed=4)
    played = random_playthrough(game, setup, random.Random(4), max_events=1500, check_replay=False).session
    phones = PlaySession(game, setup)
    from_phones = 0
    for event in played.events:
        mover = phones.to_move()
        if event["type"] in game.phone_events and mover in players:
            for other in players:
                if other != mover:
                    with pytest.raises(MoveRefused):
                        play_move(phones, other, event)
            play_move(phones, mover, event)
            from_phones += 1
        else:
            phones.apply(event)
        _check_no_leak(game_id, phones)
    assert from_phones == sum(e["type"] in game.phone_events for e in played.events)  # every one from a phone
    assert phones.state_json() == played.state_json()


def _check_no_leak(game_id, session):
    """The table's view and each other phone's show none of the secrets the referee's full state holds."""
    views = play_views(session)
    full = session.state
    if game_id == "narcopolis" and full.combat is not None:
        from tabletop.games.narcopolis.fight import controller
        for exchange, shown in zip(full.combat.exchanges, views.public()["combat"]["exchanges"]):
            assert shown["dice"] is None or full.combat.step == "reveal"
        for player in session.setup.players:
            own = [e.dice for e in full.combat.exchanges if e.dice is not None and controller(full, e.by) == player]
            assert views.private(player).get("combat_dice") == (own[-1] if own else None)
    elif game_id == "gangster-paradise":
        table = views.public()
        assert all("private" not in c for c in table["clans"].values())
        assert "red" not in table["reserve"] and "white" not in table["reserve"]
    elif game_id == "mafia-story":
        table = views.public()
        kinds = ("police", "speciale", "spéciale", "special")
        assert not [cover for cover in table["covers"].values() if any(kind in cover for kind in kinds)]


def test_the_dice_under_a_cup_are_picked_die_by_die():
    """A phone offers the faces of the cup's three dice as one picker (a row of six faces a die), not 56 lines:
    each combination's line is keyed by its faces from the highest (the order of the dice does not matter), and
    fewer than three faces are refused in one line."""
    session = booki_attacks_killah()
    rolls = [o for o in offers(session, "Booki") if o["event"]["type"] == "roll"]
    assert [o["group"] for o in rolls] == ["roll:virtual", "roll:dice:faces", "roll:dice"]
    picker = rolls[1]
    assert picker["event"] == {"type": "roll", "dice": None} and picker["dice"]["field"] == "dice"
    assert picker["dice"]["rows"] == ["Die 1", "Die 2", "Die 3"] and len(picker["dice"]["lines"]) == 56
    assert picker["dice"]["lines"]["641"] == "Booki rolls: the dice read 641"
    assert rolls[2]["event"] == {"type": "roll", "dice": None}  # real dice under the cup: nothing typed
    play_move(session, "Booki", {"type": "roll", "dice": None})
    play_move(session, "Booki", {"type": "announce", "value": 555})
    play_move(session, "Killah", {"type": "call"})
    [lift] = offers(session, "Booki")
    assert lift["group"] == "reveal:dice:faces" and len(lift["dice"]["lines"]) == 56
    assert lift["dice"]["lines"]["554"] == "The cup is lifted: the dice read 554, a bluff, Killah wins"
    for partial, said in (([5, 5], "2 of the three dice have a face: pick a face for each die"),
                          ([5], "1 of the three dice has a face: pick a face for each die")):
        refusal = refused(session, "Booki", {"type": "reveal", "dice": partial})
        assert refusal.status == NOT_NOW and refusal.reason == said
    play_move(session, "Booki", {"type": "reveal", "dice": [4, 5, 5]})  # any order: read 554
    assert session.events[-1] == {"type": "reveal", "dice": [4, 5, 5]}
    assert "the dice read 554, a bluff, Killah wins" in session.log_lines[-1]
