"""The last clauses the live game left to the referee's hands: the horse treated by a Doc, a vehicle ramming a
figure on a morale move, the Garde Nationale's armoured vehicles and machine gun; played through
``GameSession.apply``."""

from dataclasses import replace

import pytest

from tabletop.games.peur_sur_la_ville.play import (Activate, Adjust, EndActivation, GameError, Heal, Move, Ram,
                                                   RollInitiative, StartGame, StartTurn, can_activate, next_gangs,
                                                   ram_choices, resolve_heal, resolve_ram, resolve_shot)

from tabletop.games.peur_sur_la_ville.play.armoured import forced_entry_problem
from tabletop.games.peur_sur_la_ville.play.effects import thing_name
from tabletop.games.peur_sur_la_ville.play.events import Checkpoint
from tabletop.games.peur_sur_la_ville.play.garde import garde_target, propose_checkpoint
from tabletop.games.peur_sur_la_ville.play.table import table_model, vehicle_polygon
from tabletop.games.peur_sur_la_ville.play.theft import car_to_steal
from tabletop.i18n import speaking

from tests.games.peur_sur_la_ville.play.clause_table import box, feature, fig, playing, table
from tests.games.peur_sur_la_ville.play.test_garde_nationale import POSTS, _city


def test_a_doc_treats_the_horse_and_puts_it_back_under_its_rider():
    """Équipement: « 1 Cheval (… A 3 Blessures le cheval est Hors Combat comme un personnage. Il peut être soigné
    par un Doc ou un Guérisseur) » (notes.horse_healed)."""
    g = playing(table(fig("skin", "F", 30, 20, weapons=("fusil-a-pompe",)),
                      fig("cavalier", "I", 36, 20, equipment=["cheval"]), fig("doc", "I", 38.5, 20, role="doc")),
                "FI")
    g.apply(Activate("F", ("skin",)))
    # 4 hits, 4 failed saves; the horse dice red, red, red, blue: the horse out, the rider 1 wound; morale 1 die.
    shot = g.resolve(resolve_shot, "skin", "cavalier", dice=["red"] * 4 + ["yellow"] * 4
                     + ["red", "red", "red", "blue"] + ["blank"] * 4)
    g.apply(shot)
    rider = g.state.figures["cavalier"]
    assert rider.horse_wounds == 3 and rider.units("cheval") == 0
    g.apply(EndActivation())
    g.apply(Activate("I", ("doc",)))
    assert ("heal", "doc") in {(a.kind, a.figure) for a in g.legal_actions()}
    treat = g.resolve(resolve_heal, "doc", "cavalier", dice=["blue"], horse=True)  # « Récupère 1 Blessure »
    line = g.apply(treat).log_lines[0]
    assert "treats the horse of cavalier of the Technos: blue" in line
    rider = g.state.figures["cavalier"]
    assert rider.horse_wounds == 2 and rider.units("cheval") == 1 and rider.wounds == 1
    with pytest.raises(GameError, match="has no wounded horse"):
        g.apply(Heal("doc", "doc", ("blue",), horse=True))


def test_the_rider_moves_with_its_horse_then_shoots():
    """Équipement: « 1 Cheval (se déplace avec le personnage et permet au cavalier de tirer ou de combattre après le
    déplacement …) » (notes.horse_move: no speed of its own, no action lost to it)."""
    g = playing(table(fig("cavalier", "I", 20, 20, equipment=["cheval"]), fig("skin", "F", 60, 20)), "IF")
    g.apply(Activate("I", ("cavalier",)))
    with pytest.raises(GameError, match="15"):
        g.apply(Move("cavalier", ((20.0, 20.0), (40.0, 20.0))))  # 20 cm: a horse gives no speed
    g.apply(Move("cavalier", ((20.0, 20.0), (35.0, 20.0))))
    assert g.state.figures["cavalier"].actions_left == 1
    assert ("shoot", "cavalier") in {(a.kind, a.figure) for a in g.legal_actions()}
    g.apply(g.resolve(resolve_shot, "cavalier", "skin", dice=["blue"]))
    assert g.state.figures["cavalier"].units("cheval") == 1 and g.state.figures["cavalier"].x == 35.0


def test_a_car_driven_by_its_crews_morale_runs_into_the_enemy():
    """« Un véhicule (sauf moto) qui percute volontairement ou suite à un test de Moral une figurine finit son
    action au contact. … Un membre d'un gang subit 1 COMBAT à 1 DÉ »: the officer's « avance de 10cm pour contacter
    l'ennemi le plus proche » drives the car up to the skin, which is then rammed."""
    car = feature("pcar", "car", box(26, 23, 34, 27), gang="A", name="Police car", vehicle_kind="voiture")
    g = playing(table(car, fig("flic", "A", 30, 25, vehicle="pcar", state="in_vehicle"),
                      fig("officer", "A", 30, 25, vehicle="pcar", state="in_vehicle"),
                      fig("skin", "F", 30, 19, weapons=("fusil-a-pompe",))), "FA")
    g.apply(Adjust("flic", wounds=1))  # nobody aboard unwounded once the officer is hit: every die thrown
    g.apply(Activate("F", ("skin",)))
    # 4 dice, 2 hits; both lots draw the officer; two failed saves; morale « + + ».
    shot = g.resolve(resolve_shot, "skin", "flic", dice=["red", "red", "blue", "blue", "2", "2", "yellow", "yellow",
                                                         "+", "+", "blank", "blank"])
    move = shot.aboard[0].morale.vehicle
    assert move.dy == pytest.approx(-2.5, abs=0.5)  # stops at the skin's base, not 10 cm on, not short of it
    line = g.apply(shot).log_lines[0]
    assert "the car “Police car” runs into skin of the Skins: the ram is owed" in line
    assert g.state.vehicles["pcar"].owed_rams == ("skin",)
    assert ("ram", "pcar") in {(a.kind, a.figure) for a in g.legal_actions()}  # in the Skins' activation
    assert ram_choices(g.setup, g.state, "officer") == ("pcar", ["skin"])
    ram = g.resolve(resolve_ram, "pcar", "skin", dice=["yellow", "red", "yellow", "blank"])
    line = g.apply(ram).log_lines[0]
    assert "the car “Police car” runs into skin of the Skins; combat yellow, parry red yellow → 1 wound" in line
    assert g.state.vehicles["pcar"].owed_rams == () and g.state.figures["skin"].wounds >= 1
    with pytest.raises(GameError, match="'pcar' is not the vehicle activated"):  # owed once
        g.apply(Ram("pcar", "skin", ("yellow", "red")))


def test_the_garde_brings_an_armoured_vehicle_and_its_machine_gun():
    """LA GARDE NATIONALE: « des militaires bien équipés et bien armés avec des véhicules blindés qui installeront des
    check-points sur chaque table »; « L'équipement standard est un fusil ou un fusil mitrailleur, et 1 mitrailleuse
    par véhicule blindé peut être disponible … Ils ne tirent jamais en rafale »; VEHICULE BLINDÉ: « Il n'est pas
    possible de forcer un véhicule blindé » (game.toml « garde »)."""
    g = _city(garde_nationale=True)
    guns = ("mitrailleuse", "fusil", "fusil", "fusil")
    with pytest.raises(GameError, match="« 1 mitrailleuse par véhicule blindé »: 0 armoured vehicle"):
        g.apply(Checkpoint("street", POSTS, guns))
    with pytest.raises(GameError, match="at most 1 armoured vehicle"):
        g.apply(Checkpoint("street", POSTS, guns, ((4.0, 20.0), (60.0, 20.0))))
    with pytest.raises(GameError, match=r"an armoured vehicle of the check-point stands on the street “Rue”: \(4, 35\)"):
        g.apply(Checkpoint("street", POSTS, guns, ((4.0, 35.0),)))
    with speaking("fr"):  # one sentence, its counts agreeing (« , 1 véhicule blindé » was glued on in code)
        french = _city(garde_nationale=True).apply(Checkpoint("street", POSTS, guns, ((4.0, 20.0),))).log_lines[0]
    assert french.endswith("la Garde Nationale installe un check-point sur la rue\u00a0: 4 soldats, 1 véhicule blindé")
    line = g.apply(Checkpoint("street", POSTS, guns, ((4.0, 20.0),))).log_lines[0]
    assert "check-point on the street “Rue”: 4 soldiers, 1 armoured vehicle" in line
    van = g.state.vehicles["garde-vehicle-1"]
    assert van.armoured and van.gang == "soldier" and vehicle_polygon(g.setup, van).bounds == (1.0, 14.0, 7.0, 26.0)
    assert g.state.figures["garde-1"].weapons == {"mitrailleuse": "loaded"}
    assert "garde-vehicle-1" in table_model(g.setup, g.state).obstacles.ids  # it stands in the way
    assert thing_name(g.setup, g.state, "garde-vehicle-1") == "Garde Nationale armoured vehicle 1"
    # Nobody forces it: no gang activates it, steals it or boards it.
    skin = replace(g.state.figures["near"], x=8.25, y=28.0)
    assert car_to_steal(g.setup, g.state, skin) == [] and forced_entry_problem(g.setup, g.state, van, skin)
    g.apply(StartGame({}, free_placement=True))
    g.apply(StartTurn(()))
    g.apply(RollInitiative(((("A", 6), ("B", 4), ("F", 1)),)))
    while next_gangs(g.setup, g.state):  # every gang activates one figure and ends
        f = next(f for f in g.state.figures.values()
                 if f.gang in next_gangs(g.setup, g.state) and can_activate(g.setup, f))
        g.apply(Activate(f.gang, (f.id,)))
        g.apply(EndActivation())
    target = garde_target(g.setup, g.state, "garde-1")
    shot = g.resolve(resolve_shot, "garde-1", target)
    assert len(shot.shot_faces) == 3 and not shot.burst  # the mitrailleuse's 3 dice at effective range
    assert "with the machine gun" in g.apply(shot).log_lines[0]


def test_the_proposed_check_point_brings_its_vehicle_and_machine_gun():
    """« 1 mitrailleuse par véhicule blindé peut être disponible »: the proposal the turn bar applies."""
    g = _city(garde_nationale=True)
    proposal = g.preview(propose_checkpoint, "street")
    assert len(proposal.vehicles) == 1 and proposal.weapons.count("mitrailleuse") == 1
    g.apply(proposal)
    assert [v.id for v in g.state.vehicles.values() if v.gang == "soldier"] == ["garde-vehicle-1"]
