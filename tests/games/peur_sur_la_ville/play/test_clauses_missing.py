"""Clauses the live game did not play at all, now played through ``GameSession.apply``."""

from dataclasses import replace

import pytest

from tabletop.games.peur_sur_la_ville.play import (Activate, Adjust, Board, DriveVehicle, EndActivation, EndTurn,
                                                   GameError, Move, resolve_crew_test, resolve_launch, resolve_ram,
                                                   resolve_rob, resolve_shot)

from tests.games.peur_sur_la_ville.play.clause_table import box, civ, feature, fig, playing, table


def _car(vid, gang, x0, y0, x1, y1):
    return feature(vid, "car", box(x0, y0, x1, y1), gang=gang, name="Police car", vehicle_kind="voiture")


def test_a_whole_turn_in_the_hospital_heals_a_wound():
    """HÔPITAL: « les personnages peuvent s'y faire soigner. Après 1 tour entier passé à l'intérieur, un blessé
    récupère 1 BLESSURE »."""
    hospital = feature("hopital", "hospital", box(20, 0, 40, 10), name="Hôpital")
    g = playing(table(hospital, fig("patient", "A", 30, 5), fig("late", "A", 30, 15), fig("skin", "F", 70, 35)),
                "AF")
    g.apply(Adjust("patient", wounds=2))
    g.apply(Activate("A", ("late",)))
    g.apply(Move("late", ((30.0, 15.0), (34.0, 6.0))))  # walks in during the turn: not a whole turn
    g.apply(Adjust("late", wounds=1))
    g.apply(EndActivation())
    line = g.apply(EndTurn()).log_lines[0]
    assert "patient of the Police recovers 1 wound at the hospital" in line
    assert g.state.figures["patient"].wounds == 1 and g.state.figures["late"].wounds == 1


def test_a_car_runs_into_a_figure_and_a_civilian():
    """« Un véhicule (sauf moto) qui percute volontairement … une figurine finit son action au contact. Un civil est
    automatiquement tué. Un membre d'un gang subit 1 COMBAT à 1 DÉ »."""
    g = playing(table(fig("flic", "A", 30, 21), _car("pcar", "A", 26, 23, 34, 27), fig("skin", "F", 47.25, 25),
                      civ("passant", 30, 38.75)), "AF")
    g.apply(Activate("A", ("flic",), vehicle="pcar"))
    g.apply(Board("flic", "pcar"))
    g.apply(DriveVehicle("pcar", 12.0, 0.0))  # now against the skin
    assert ("ram", "pcar") in {(a.kind, a.figure) for a in g.legal_actions()}
    ram = g.resolve(resolve_ram, "pcar", "skin", dice=["yellow", "yellow", "yellow", "blank", "blank"])
    line = g.apply(ram).log_lines[0]  # 2 hits, no parry: 2 wounds
    assert "the car “Police car” runs into skin of the Skins" in line and g.state.figures["skin"].wounds == 2
    with pytest.raises(GameError, match="has already run into skin of the Skins this turn"):
        g.apply(ram)
    g.apply(DriveVehicle("pcar", -12.0, 10.0))  # down to the passer-by
    line = g.apply(g.resolve(resolve_ram, "pcar", "passant", dice=[])).log_lines[0]
    assert "passant killed" in line and g.state.gangs["A"].bavures == 1


def test_stealing_a_car():
    """BRAQUER: « Il est possible de braquer une voiture pour la voler (ou la réquisitionner). Mais les réactions
    des civils sont erratiques et vous devez jeter 1 DÉ DE COULEUR : Rouge = Braquage réussi »."""
    car = feature("taxi", "car", box(26, 23, 34, 27), name="Taxi", vehicle_kind="voiture")
    driver = civ("chauffeur", 30, 25, role="driver", vehicle="taxi", state="in_vehicle")
    g = playing(table(car, driver, fig("braqueur", "H", 30, 21.75), fig("flic", "A", 70, 35)), "HA")
    assert g.state.vehicles["taxi"].traffic and g.state.vehicles["taxi"].gang is None
    g.apply(Activate("H", ("braqueur",)))
    assert ("rob", "braqueur") in {(a.kind, a.figure) for a in g.legal_actions()}
    line = g.apply(g.resolve(resolve_rob, "braqueur", "taxi", dice=["red"])).log_lines[0]
    assert "holds up the car “Taxi”: red → robbery succeeds; the Braqueurs take the car “Taxi”" in line
    taxi, chauffeur = g.state.vehicles["taxi"], g.state.figures["chauffeur"]
    assert taxi.gang == "H" and not taxi.traffic
    assert chauffeur.state == "standing" and chauffeur.vehicle is None and chauffeur.y < 23


def test_in_a_group_each_figure_acts_in_turn():
    """ACTIVATIONS: « dans une action collective, chaque figurine exécute à tour de rôle la totalité de ses
    actions »."""
    g = playing(table(fig("officer", "A", 10, 20, role="officer"), fig("flic", "A", 10, 25), fig("skin", "F", 70, 35)),
                "AF")
    g.apply(Activate("A", ("officer", "flic"), leader="officer"))
    g.apply(Move("officer", ((10.0, 20.0), (15.0, 20.0))))
    g.apply(Move("flic", ((10.0, 25.0), (15.0, 25.0))))
    assert not [a for a in g.legal_actions() if a.figure == "officer"]
    with pytest.raises(GameError, match="officer of the Police has finished, flic of the Police is acting"):
        g.apply(Move("officer", ((15.0, 20.0), (20.0, 20.0))))
    g.apply(Move("flic", ((15.0, 25.0), (20.0, 25.0))))
    assert g.state.activation.acted == ("officer", "flic")


def test_the_vigile_on_duty_shoots_back_once():
    """LA VILLE: « Vigile/Policier en faction = Il riposte immédiatement après l'action d'un individu armé qui l'a
    pris pour cible. 1 seul tir de riposte »."""
    g = playing(table(fig("skin", "F", 30, 20), civ("vigile", 40, 20, role="guard"), fig("flic", "A", 70, 35)), "FA")
    assert g.state.figures["vigile"].weapons == {"pistolet": "loaded"}
    g.apply(Activate("F", ("skin",)))
    g.apply(g.resolve(resolve_shot, "skin", "vigile", dice=["blue", "blue"]))  # missed
    assert g.state.ripostes == (("vigile", "skin"),)
    assert ("shoot", "vigile") in {(a.kind, a.figure) for a in g.legal_actions()}
    riposte = g.resolve(resolve_shot, "vigile", "skin", dice=["red", "blue", "yellow", "blank"])
    assert riposte.reaction
    line = g.apply(riposte).log_lines[0]
    assert line.split(" — ")[1].startswith("returning fire, vigile shoots skin of the Skins")
    assert g.state.figures["skin"].wounds == 1 and g.state.ripostes == ()
    with pytest.raises(GameError):
        g.apply(riposte)  # « 1 seul tir de riposte »


def test_the_hq_defenders_fire_at_an_enemy_crossing_the_wall():
    """PERTE DU QG: « Le VIDEUR et les membres du gang laissés dans le QG vont réagir en tirant IMMEDIATEMENT après
    qu'un mouvement amène un ennemi à passer son enceinte »."""
    hq = feature("qg", "hq", box(0, 0, 20, 10), gang="A", name="Commissariat")
    g = playing(table(hq, fig("videur", "A", 10, 5), fig("skin", "F", 30, 12), fig("flic", "A", 70, 35)), "FA")
    g.apply(Activate("F", ("skin",)))
    g.apply(Move("skin", ((30.0, 12.0), (18.0, 8.0))))
    assert g.state.ripostes == (("videur", "skin"),)
    g.apply(g.resolve(resolve_shot, "videur", "skin", dice=["blue", "blue"]))
    assert g.state.ripostes == () and g.state.figures["videur"].actions_left == 2


def test_an_armoured_van_cannot_be_forced_and_its_crew_tests_its_morale():
    """VEHICULE BLINDÉ: « Il n'est pas possible de forcer un véhicule blindé … Tir de Lance-roquette : les portes
    arrière d'un fourgon sont ouvertes si le tireur les visait spécifiquement. L'équipage d'un véhicule blindé doit
    tester son Moral en jetant 1 dé « Fate Dice » par cause subie »; « Au moins 2 « - » => sort et se rend »."""
    van = feature("fourgon", "car", box(26, 23, 36, 27), gang="A", name="Fourgon", vehicle_kind="vehicule-blinde",
                  armoured=True)
    g = playing(table(van, fig("garde", "A", 31, 25, vehicle="fourgon", state="in_vehicle"),
                      fig("skin", "F", 31, 21.5), fig("tireur", "F", 31, 14, role="lieutenant",
                                                      equipment=["lance-roquette"])), "FA")
    g.apply(Activate("F", ("tireur", "skin"), leader="tireur"))
    with pytest.raises(GameError, match="« Il n'est pas possible de forcer un véhicule blindé »: the doors of the car "
                                        "“Fourgon” stay shut"):
        g.apply(Board("skin", "fourgon"))
    rocket = g.resolve(resolve_launch, "tireur", "lance-roquette", 31.0, 25.0, vehicle="fourgon", rear_doors=True,
                       dice=["red", "yellow"])  # on target; the armour holds (« RAS »)
    assert rocket.rear_doors and rocket.vehicle == "fourgon"
    assert "the rear doors of the car “Fourgon” blown open" in g.apply(rocket).log_lines[0]
    assert ("crew_test", "fourgon") in {(a.kind, a.figure) for a in g.legal_actions()}
    test = g.resolve(resolve_crew_test, "fourgon", ("targeted", "rocket_visible"), dice=["-", "-"])
    line = g.apply(test).log_lines[0]
    assert ("the crew of the car “Fourgon” tests its morale (targeted, a rocket in sight): \"-\" \"-\" → gets out and "
            "surrenders") in line
    garde = g.state.figures["garde"]
    assert garde.state == "standing" and garde.vehicle is None and garde.stunned
    g.apply(Board("skin", "fourgon"))  # through the rear doors
    assert g.state.figures["skin"].vehicle == "fourgon"


def test_hits_on_a_vehicle_go_to_passengers_drawn_by_lot():
    """« Pour chaque touche sur le véhicule, tirer au sort quel passager est touché »."""
    car = feature("pcar", "car", box(26, 23, 34, 27), gang="A", name="Police car", vehicle_kind="voiture")
    g = playing(table(car, fig("flic", "A", 30, 25, vehicle="pcar", state="in_vehicle"),
                      fig("officer", "A", 30, 25, vehicle="pcar", state="in_vehicle"),
                      fig("skin", "F", 30, 19, weapons=("fusil-a-pompe",))), "FA")
    g.apply(Activate("F", ("skin",)))
    # 4 dice, 2 hits; the lots draw the second aboard (officer) twice; two failed saves, morale 2 dice.
    shot = g.resolve(resolve_shot, "skin", "flic", dice=["red", "red", "blue", "blue", "2", "2", "yellow", "yellow",
                                                         "blank", "blank"])
    assert shot.lots == (2, 2) and [h.figure for h in shot.aboard] == ["officer"]
    line = g.apply(shot).log_lines[0]
    assert "the vehicle is hit, the lots draw the passengers officer of the Police, officer of the Police" in line
    assert g.state.figures["officer"].wounds == 2 and g.state.figures["flic"].wounds == 0
    with pytest.raises(GameError, match="2 hits on the vehicle: draw one passenger of 2 for each"):
        g.apply(replace(shot, lots=(), aboard=()))
