"""What the campaign decides reaches the live game of a campaign table: permanent wounds, the HQ's Videur, the
resources placed in the HQ, the Garde Nationale's check-points (soldiers that fire) and the Sentinelle's
deployment order."""

from __future__ import annotations

import json
from pathlib import Path

import shapely
from shapely.geometry import shape

from tabletop import i18n
from tabletop.games.peur_sur_la_ville.campaign.proposals import propose_results
from tabletop.games.peur_sur_la_ville.campaign.tables import table_game
from tabletop.games.peur_sur_la_ville.campaign.table_setup import deployment_order, spot
from tabletop.games.peur_sur_la_ville.play import (Activate, Adjust, EndActivation, RollInitiative, StartGame,
                                                   StartTurn, can_activate, load_game, next_gangs, resolve_shot,
                                                   save_game)
from tabletop.games.peur_sur_la_ville.play.effects import armed
from tabletop.games.peur_sur_la_ville.play.gamefile import game_from_json, game_to_json
from tabletop.games.peur_sur_la_ville.play.garde import garde_due, garde_target
from tabletop.i18n import speaking
from tabletop.scenario import scenario_from_json
from tests.games.peur_sur_la_ville.campaign.helpers import fresh, turn

ROOT = Path(__file__).resolve().parents[4]


def bank_job():
    return scenario_from_json(json.loads((ROOT / "tabletop" / "samples" / "bank-job.geojson").read_text()), "bank-job")


def hq(game, letter):
    return shapely.union_all([shape(f.geometry.to_json()) for f in game.session.setup.scenario.of_kind("hq")
                              if f.get("gang") == letter])


def test_a_permanent_wound_is_on_the_figure_from_the_start_and_in_the_saved_game():
    """« Les blessés mis KO avec 3 Blessures ou plus ne sont récupérés en parfaite santé que si le joueur dispose
    d'un Hôpital de fortune ... sinon ils entrent en jeu avec 1 Blessure définitive. »"""
    view, _ = fresh("A", "F")
    view, _ = turn(view, {"F": {"wounded": {"F4": 3}}})
    game = table_game(view, "bank-job", bank_job(), ["A", "F"])
    index = game.figure_ids["F"].index("F4")
    map_id = next(m for m, i in game.session.setup.gangs["F"].figures.items() if i == index)
    assert game.session.state.figures[map_id].wounds == 1
    assert sum(f.wounds for f in game.session.state.gang_figures("F")) == 1
    saved = game_from_json(json.loads(json.dumps(game_to_json(game.session))), "saved")
    assert saved.state.figures[map_id].wounds == 1


def test_every_hq_has_its_videur_a_vest_a_pistol_and_none_of_the_gangs_traits():
    """« Chaque bande dispose d'un QG et d'1 VIDEUR »; « Videur = 1 figurine en gilet pare-balles armée d'1
    pistolet qui n'a aucune particularité de la bande mais qui est dans le « QG ». Il suit la règle des VIGILES.
    Il est remplacé s'il est tué. »"""
    view, _ = fresh("N", "F")
    view, _ = turn(view, {"N": {"income": {"bank": 1}, "investments": [{"kind": "resource", "resource": "videur"}]}})
    game = table_game(view, "bank-job", bank_job(), ["N", "F"])
    state, setup = game.session.state, game.session.setup
    videurs = {g: [f for f in state.gang_figures(g) if f.role == "videur"] for g in "NF"}
    assert len(videurs["N"]) == 2 and len(videurs["F"]) == 1  # the HQ's own, and the resource's
    for letter, found in videurs.items():
        for v in found:
            assert hq(game, letter).contains(shapely.Point(v.x, v.y))
            assert dict(v.weapons) == {"pistolet": "loaded"} and dict(v.items) == {"gilet": 1}
            fighter = setup.fighter(v)
            assert fighter.vest and fighter.gang == ""  # Ritals' « caïd », Skins' traits: none of them
    assert all(i < 10 for i in setup.gangs["N"].figures.values())  # no roster figure is spent on a Videur


def test_a_dead_videur_is_no_campaign_loss():
    """« Il est remplacé s'il est tué »: the proposals of step 3 never name the Videur among the dead."""

    view, _ = fresh("A", "F")
    game = table_game(view, "bank-job", bank_job(), ["A", "F"])
    videur = next(f for f in game.session.state.gang_figures("F") if f.role == "videur")
    game.session.apply(StartGame({}, free_placement=True))
    game.session.apply(Adjust(videur.id, state="dead"))
    proposed = propose_results(game.session, game.figure_ids)
    assert proposed["F"].dead == () and proposed["F"].wounded == {}


def test_obstacles_and_the_armoured_vehicle_stand_in_the_hq():
    """« Obstacles = placés n'importe où dans le QG » (« 2 sections de 8cm d'obstacles »); « Blindé = permet de
    transporter 10 équipages »."""
    view, _ = fresh("A", "F")
    view, _ = turn(view, {"A": {"income": {"crime_prevented": 3}, "investments": [
                              {"kind": "resource", "resource": "obstacles"}]},
                          "F": {"income": {"bank": 1}, "investments": [
                              {"kind": "resource", "resource": "vehicule-blinde"}]}})
    game = table_game(view, "bank-job", bank_job(), ["A", "F"])
    scenario = game.session.setup.scenario
    placed = [f for f in scenario.of_kind("barricade") if f.name == "Obstacle (QG)"]
    assert len(placed) == 2
    for f in placed:
        piece = shape(f.geometry.to_json())
        assert hq(game, "A").contains(piece)
        assert sorted(round(d, 6) for d in (piece.bounds[2] - piece.bounds[0], piece.bounds[3] - piece.bounds[1])) \
            == [1.0, 8.0]
    assert not shape(placed[0].geometry.to_json()).intersects(shape(placed[1].geometry.to_json()))
    armoured = [v for v in game.session.state.vehicles.values() if v.gang == "F" and v.armoured]
    assert [v.kind for v in armoured] == ["vehicule-blinde"]
    assert hq(game, "F").contains(shape(scenario[armoured[0].id].geometry.to_json()))
    assert not [f for f in scenario.of_kind("car") if f.get("gang") == "A" and f.get("armoured")]


def _soldiers(session):
    return [f for f in session.state.figures.values() if f.kind == "soldier"]


def test_the_garde_nationale_sets_a_check_point_across_a_street_of_every_table():
    """« Si à la fin d'un tour de campagne il y a eu plus de BAVURES qu'il y a de bandes, la Garde Nationale
    intervient. Elle place 1 barrage filtrant sur une rue sur chaque table de jeu. Il peut y avoir plusieurs
    barrages si à chaque tour de campagne les joueurs commettent des excès. »"""
    view, _ = fresh("A", "F")
    game = table_game(view, "bank-job", bank_job(), ["A", "F"])
    assert not _soldiers(game.session) and game.session.setup.settings["garde_nationale"] is False
    assert not game.session.events
    for expected in (1, 2):
        view, _ = turn(view, {"F": {"bavures": {"civilian_killed": 3}}})
        game = table_game(view, "bank-job", bank_job(), ["A", "F"])
        session = game.session
        assert session.setup.settings["garde_nationale"] is True
        assert [e.kind for e in session.events] == ["checkpoint"] * expected == ["checkpoint"] * view.checkpoints
        scenario = session.setup.scenario
        assert not [f for f in scenario.of_kind("barricade") if "Garde" in f.name]  # soldiers, no inert obstacle
        streets = scenario.of_kind("street")
        solids = shapely.union_all([shape(f.geometry.to_json()) for f in scenario.of_kind("car", "wall")])
        for event, street in zip(session.events, streets):
            assert event.street == street.id
            zone = shape(street.geometry.to_json())
            others = [shape(f.geometry.to_json()) for f in streets if f is not street]
            posts = [shapely.Point(p) for p in event.soldiers]
            assert len(posts) == 4 and all(zone.covers(p.buffer(1.25)) for p in posts)  # whole bases on it
            assert not any(o.covers(p) for o in others for p in posts)  # away from the crossings
            assert not any(solids.intersects(p.buffer(1.25)) for p in posts)
            along = 1 if zone.bounds[2] - zone.bounds[0] >= zone.bounds[3] - zone.bounds[1] else 0
            assert len({p.coords[0][1 - along] for p in posts}) == 1  # one line across the street
        soldiers = _soldiers(session)
        assert len(soldiers) == 4 * expected
        # A check-point's armoured vehicles stand behind its soldiers, one of whom carries each one's machine gun.
        heavy = sum(len(e.vehicles) for e in session.events)
        assert heavy >= 1 and sorted(w for f in soldiers for w in f.weapons) == sorted(
            ["mitrailleuse"] * heavy + ["fusil"] * (4 * expected - heavy))
        assert all(f.gang is None and list(f.weapons.values()) == ["loaded"] for f in soldiers)
        stand = "check-point stands" if expected == 1 else "check-points stand"
        assert game.briefing[0].startswith(f"The Garde Nationale's {expected} {stand} on the map "
                                           f"({4 * expected} soldiers)")


def test_a_campaign_table_saved_and_reopened_has_soldiers_that_fire_after_the_players(tmp_path):
    """« La Garde Nationale joue après le Tour des joueurs. Chaque soldat ouvre le feu à 1 reprise sur la cible
    armée la plus proche »; « SAUF la Police et le SWAT »: the campaign turn sends the Garde, the table's game
    file carries its soldiers and the setting, and the reopened game makes them fire once the activations are
    over."""
    view, _ = fresh("A", "F")
    view, _ = turn(view, {"F": {"bavures": {"civilian_killed": 3}}})
    game = table_game(view, "bank-job", bank_job(), ["A", "F"])
    path = tmp_path / "bank-job.ttgame.json"
    save_game(game.session, path)
    session = load_game(path)
    assert session.setup.settings["garde_nationale"] is True and len(_soldiers(session)) == 4
    session.apply(StartGame({}, free_placement=True))
    first = _soldiers(session)[0]
    police = next(f for f in session.state.gang_figures("A") if armed(f))
    target = next(f for f in session.state.gang_figures("F") if armed(f))
    session.apply(Adjust(police.id, x=first.x + 6.0, y=first.y))  # nearer, but « SAUF la Police et le SWAT »
    session.apply(Adjust(target.id, x=first.x + 12.0, y=first.y))
    session.apply(StartTurn(()))
    session.apply(RollInitiative(((("A", 6), ("F", 1)),)))
    while session.state.phase == "activations" and next_gangs(session.setup, session.state):
        gangs = next_gangs(session.setup, session.state)
        f = next(f for f in session.state.figures.values() if f.gang in gangs and can_activate(session.setup, f))
        session.apply(Activate(f.gang, (f.id,)))
        session.apply(EndActivation())
    due = garde_due(session.setup, session.state)
    assert first.id in due and garde_target(session.setup, session.state, first.id) == target.id
    line = session.apply(session.resolve(resolve_shot, first.id, target.id)).log_lines[0]
    assert f"{first.id} shoots" in line and session.state.figures[first.id].shot_this_turn
    assert set(propose_results(session, game.figure_ids)) == {"A", "F"}  # step 3 reads the gangs, not the Garde


def test_sentinelle_deploys_first_the_others_in_a_drawn_order():
    """« Sentinelle = la bande décide la première où elle se déploie. »; « L'ordre de placement est
    aléatoire. »"""
    view, _ = fresh("A", "N", "F")
    assert deployment_order(view.gangs, ["A", "F", "N"], 0)[0] == "N"
    assert {tuple(deployment_order(view.gangs, ["A", "F", "N"], seed)[1:]) for seed in range(20)} == \
        {("A", "F"), ("F", "A")}
    game = table_game(view, "bank-job", bank_job(), ["N", "F"], seed=3)
    assert game.session.setup.settings["deploy_order"] == ["N", "F"]
    game.session.apply(StartGame({}, free_placement=True))
    assert game.session.log_lines[-1].endswith("deployment order: the Ritals ou Irlandais, the Skins")


def test_a_piece_goes_where_it_fits_nearest_the_middle():
    """« placés n'importe où dans le QG »: nothing overlaps what already stands there; no room, no piece."""
    area = shapely.box(0, 0, 10, 10)
    wall = shapely.box(4, 0, 6, 10)
    found = spot(area, 8, 1, [wall])
    assert found is not None and area.contains(found) and not found.intersects(wall)
    assert found.bounds[3] - found.bounds[1] == 8  # turned to fit beside the wall
    assert spot(area, 11, 1, []) is None


def test_what_finds_no_room_is_left_to_the_referee_in_the_briefing():
    """« placés n'importe où dans le QG »: a map without the gang's HQ gets no Videur; the briefing says so."""
    scenario = bank_job()
    for feature in scenario.of_kind("hq"):
        del scenario.features[feature.id]
    view, _ = fresh("A", "F")
    game = table_game(view, "bank-job", scenario, ["A", "F"])
    assert not [f for f in game.session.state.figures.values() if f.role == "videur"]
    # Issue 38: one sentence, the gang by its name (it read "F: no HQ of gang F on this map: …", in English only).
    assert "the map has no HQ of the Skins; the Videur, the obstacles and the armoured vehicle of the Skins are " \
           "placed by hand" in game.briefing
    i18n.set_language("fr")
    try:
        game = table_game(view, "bank-job", scenario, ["A", "F"])
    finally:
        i18n.set_language(None)
    assert "la carte n'a pas de QG des Skins\u00a0; le Videur, les obstacles et le véhicule blindé des Skins se " \
           "placent à la main" in game.briefing


def test_the_briefing_names_a_figure_left_off_the_map_as_the_game_does():
    """« membres du gang non joués »: the recruit the map has no place for is named as the game's log names a figure
    (« Flic 11 de la Police »), never by its campaign id nor after its gang's slot letter (issue 38 §2)."""
    view, _ = fresh("A", "F")
    view, _ = turn(view, {"A": {"investments": [{"kind": "recruit", "count": 1}]}})
    with speaking("fr"):
        game = table_game(view, "bank-job", bank_job(), ["A", "F"])
    left = [line for line in game.briefing if "non joués" in line]
    assert left == ["Flic 11 de la Police n'est pas sur la carte («\u00a0membres du gang non joués\u00a0»)"], left


def test_a_check_point_with_no_street_is_left_to_the_referee_with_the_garde_still_sent():
    """« Elle place 1 barrage filtrant sur une rue sur chaque table de jeu »: a map without a street gets no
    soldiers; the briefing says so and the game still knows the Garde was sent (the turn bar places it)."""
    scenario = bank_job()
    for feature in scenario.of_kind("street"):
        del scenario.features[feature.id]
    view, _ = fresh("A", "F")
    view, _ = turn(view, {"F": {"bavures": {"civilian_killed": 3}}})
    game = table_game(view, "bank-job", scenario, ["A", "F"])
    assert not _soldiers(game.session) and game.session.setup.settings["garde_nationale"] is True
    assert "check-point 1: the map has 0 streets: place it by hand" in game.briefing
    assert "checkpoint" in {a.kind for a in game.session.legal_actions()}
