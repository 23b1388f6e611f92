"""What the campaign decides reaches the live game of a campaign table: permanent wounds, the HQ's Videur, the
resources placed in the HQ, the Garde Nationale's check-points and the Sentinelle's deployment order."""

from __future__ import annotations

import json
from pathlib import Path

import shapely
from shapely.geometry import shape

from tabletop.games.peur_sur_la_ville.campaign.proposals import propose_results
from tabletop.games.peur_sur_la_ville.campaign.tables import table_game
from tabletop.games.peur_sur_la_ville.campaign.table_setup import deployment_order, spot
from tabletop.games.peur_sur_la_ville.play import Adjust, StartGame
from tabletop.games.peur_sur_la_ville.play.gamefile import game_from_json, game_to_json
from tabletop.scenario import scenario_from_json
from tests.games.peur_sur_la_ville.campaign.helpers import fresh, turn

ROOT = Path(__file__).resolve().parents[4]


def bank_job():
    return scenario_from_json(json.loads((ROOT / "scenarios" / "bank-job.geojson").read_text()), "bank-job")


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


def test_the_garde_nationale_sets_a_check_point_across_a_street_of_every_table():
    """« Si à la fin d'un tour de campagne il y a eu plus de BAVURES qu'il y a de bandes, la Garde Nationale
    intervient. Elle place 1 barrage filtrant sur une rue sur chaque table de jeu. Il peut y avoir plusieurs
    barrages si à chaque tour de campagne les joueurs commettent des excès. »"""
    view, _ = fresh("A", "F")
    game = table_game(view, "bank-job", bank_job(), ["A", "F"])
    assert not [f for f in game.session.setup.scenario.of_kind("barricade") if f.name.startswith("Check-point")]
    for expected in (1, 2):
        view, _ = turn(view, {"F": {"bavures": {"civilian_killed": 3}}})
        game = table_game(view, "bank-job", bank_job(), ["A", "F"])
        scenario = game.session.setup.scenario
        points = [shape(f.geometry.to_json()) for f in scenario.of_kind("barricade")
                  if f.name == "Check-point de la Garde Nationale"]
        assert len(points) == expected == view.checkpoints
        streets = [shape(f.geometry.to_json()) for f in scenario.of_kind("street")]
        for n, point in enumerate(points):
            street = streets[n]
            assert street.buffer(1e-6).contains(point)
            across = point.bounds[3] - point.bounds[1] if street.bounds[2] - street.bounds[0] > \
                street.bounds[3] - street.bounds[1] else point.bounds[2] - point.bounds[0]
            assert across == min(street.bounds[2] - street.bounds[0], street.bounds[3] - street.bounds[1])
            assert not any(point.intersects(other) for other in streets if other is not street)


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
    assert game.session.log_lines[-1].endswith("deployed in this order: Ritals ou Irlandais, Skins")


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
    assert any(line.startswith("F: no HQ of gang F on this map") for line in game.briefing)
