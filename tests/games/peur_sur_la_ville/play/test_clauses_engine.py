"""Gang rules the rules engine held and the live game never called, now played through ``GameSession.apply``."""

import pytest

from tabletop.games.peur_sur_la_ville.play import (Activate, Adjust, Board, DriveVehicle, EndActivation, GameError,
                                                   LeaveVehicle, Move, PlaceMine, Tase, TriggerMine, resolve_launch,
                                                   resolve_shot, resolve_trigger_mine)

from tests.games.peur_sur_la_ville.play.clause_table import box, feature, fig, playing, table


def _car(vid, gang, x0, y0, x1, y1, kind):
    return feature(vid, "car", box(x0, y0, x1, y1), gang=gang, name=vid, vehicle_kind=kind)


def test_the_anars_throw_paving_stones():
    """L – ANARS: « Tous peuvent lancer des projectiles (pavés, boulons) à 10cm (1 seul DÉ) »."""
    g = playing(table(fig("anar", "L", 30, 20, weapons=("massue",)), fig("flic", "A", 38, 20)), "LA")
    assert g.state.figures["anar"].weapons["paves"] == "loaded"
    g.apply(Activate("L", ("anar",)))
    shot = g.resolve(resolve_shot, "anar", "flic", weapon="paves", dice=["red", "yellow", "blank"])
    assert shot.weapon == "paves" and len(shot.shot_faces) == 1
    g.apply(shot)
    assert g.state.figures["flic"].wounds == 1 and g.state.figures["anar"].identified


def test_the_bykers_mount_their_motorbike_for_free_and_turn_round_before_moving():
    """P – BYKERS: « Monter ou descendre de leur moto ne prend aucune action. Chaque action de déplacement en moto
    peut être précédée d'un demi-tour »."""
    g = playing(table(fig("byker", "P", 30, 22), _car("harley", "P", 27, 23.5, 33, 25.5, "moto"),
                      fig("flic", "A", 70, 35)), "PA")
    g.apply(Activate("P", ("byker",), vehicle="harley"))
    line = g.apply(Board("byker", "harley")).log_lines[0]
    assert "no action" in line and g.state.figures["byker"].actions_left == 2
    with pytest.raises(GameError, match="« les passagers ne peuvent dans le même tour monter et descendre »"):
        g.apply(LeaveVehicle("byker", 30.0, 28.0))
    line = g.apply(DriveVehicle("harley", -10.0, 0.0, u_turn=True)).log_lines[0]
    assert "makes a U-turn and drives 10 cm" in line
    assert g.state.vehicles["harley"].heading_deg == 180.0 and g.state.vehicles["harley"].actions_left == 1


def test_a_u_turn_then_a_move_costs_others_the_whole_action():
    """ACTIONS D'UN VÉHICULE: « Déplacement de 30cm ou demi-tour »; only Bykers and Afros turn before moving."""
    g = playing(table(fig("flic", "A", 30, 21), _car("pcar", "A", 26, 23, 34, 27, "voiture"),
                      fig("skin", "F", 70, 35)), "AF")
    g.apply(Activate("A", ("flic",), vehicle="pcar"))
    g.apply(Board("flic", "pcar"))
    assert g.state.figures["flic"].actions_left == 1
    with pytest.raises(GameError, match="a U-turn takes the whole action"):
        g.apply(DriveVehicle("pcar", -10.0, 0.0, u_turn=True))


def test_the_afros_turn_round_before_each_move():
    """Q – AFROS: « Chaque action de déplacement peut être précédée d'un demi-tour »."""
    g = playing(table(fig("afro", "Q", 30, 21), _car("tuned", "Q", 26, 23, 34, 27, "voiture-tunee"),
                      fig("flic", "A", 70, 35)), "QA")
    g.apply(Activate("Q", ("afro",), vehicle="tuned"))
    g.apply(Board("afro", "tuned"))
    g.apply(DriveVehicle("tuned", -20.0, 0.0, u_turn=True))
    assert g.state.vehicles["tuned"].heading_deg == 180.0


def test_the_taser_knocks_out_at_5_cm():
    """Armes non létales: « TASER = Touche automatique à 5cm qui rend la cible KO pour ce tour »."""
    g = playing(table(fig("flic", "A", 30, 20, equipment=["taser"]), fig("skin", "F", 36, 20),
                      fig("far", "F", 45, 20)), "AF")
    g.apply(Activate("A", ("flic",)))
    assert ("tase", "flic") in {(a.kind, a.figure) for a in g.legal_actions()}
    with pytest.raises(GameError, match="the taser reaches 5 cm"):
        g.apply(Tase("flic", "far", 12.5))
    line = g.apply(Tase("flic", "skin", 3.5)).log_lines[0]
    assert "tases skin of the Skins at 3.5 cm: KO for the turn" in line
    assert g.state.figures["skin"].ko_this_turn and g.state.figures["flic"].actions_left == 1


def test_the_dog_takes_the_wounds_until_it_dies():
    """Équipement: « 1 Chien (le maître a +1 attaque en Combat et le chien prend les Blessures à sa place, mais
    meurt à 2 Blessures. Détection automatique à 10cm) »."""
    g = playing(table(fig("skin", "F", 30, 20, weapons=("fusil-a-pompe",)),
                      fig("maitre", "A", 36, 20, equipment=["chien"])), "FA")
    g.apply(Activate("F", ("skin",)))
    # 4 dice at short range, 3 hits, 3 failed saves: 2 wounds for the dog (dead), 1 for its master.
    shot = g.resolve(resolve_shot, "skin", "maitre", dice=["red", "red", "red", "blue", "yellow", "yellow",
                                                           "yellow", "blank", "blank", "blank"])
    line = g.apply(shot).log_lines[0]
    assert "the dog takes 2 wounds and dies" in line
    master = g.state.figures["maitre"]
    assert master.wounds == 1 and master.dog_wounds == 2 and master.units("chien") == 0


def test_a_rocket_destroys_an_obstacle_or_breaches_a_wall():
    """« La TOUCHE du tir de Lance-roquette provoque la destruction d'un véhicule ..., ou la destruction d'un
    obstacle, ou creuse une ouverture dans un mur »."""
    wall = feature("wall", "wall", box(40, 10, 41, 30))
    g = playing(table(wall, fig("tireur", "A", 30, 20, equipment=["lance-roquette"]), fig("skin", "F", 60, 20)),
                "AF")
    g.apply(Activate("A", ("tireur",)))
    launch = g.resolve(resolve_launch, "tireur", "lance-roquette", 40.5, 20.0, dice=["red"])
    assert launch.obstacle == "wall" and launch.target is None and launch.vehicle is None
    line = g.apply(launch).log_lines[0]
    assert "wall breached" in line and "wall" in g.state.destroyed_obstacles
    assert "wall" not in {o.id for o in g.model().obstacles.items}


def test_the_technos_mines():
    """I – TECHNOS: « Le gang dispose aussi de 2 mines ... Elle est posée en 1 action, et déclenchée à distance par
    le Leader ou le Lieutenant en 1 action. L'explosion est équivalente à celle d'une roquette »."""
    g = playing(table(fig("sapeur", "I", 30, 20), fig("chef", "I", 10, 35, role="leader"), fig("skin", "F", 60, 20)),
                "IF")
    g.apply(Activate("I", ("sapeur",)))
    assert ("place_mine", "sapeur") in {(a.kind, a.figure) for a in g.legal_actions()}
    g.apply(PlaceMine("sapeur"))
    assert "trigger_mine" not in {a.kind for a in g.legal_actions("sapeur")}  # only the Leader or Lieutenant
    g.apply(Move("sapeur", ((30.0, 20.0), (30.0, 27.0))))
    g.apply(EndActivation())
    g.apply(Activate("F", ("skin",)))
    g.apply(Move("skin", ((60.0, 20.0), (30.0, 20.0)), actions=2))  # onto the mine
    g.apply(EndActivation())
    g.apply(Activate("I", ("chef",)))
    assert ("trigger_mine", "chef") in {(a.kind, a.figure) for a in g.legal_actions()}
    boom = g.resolve(resolve_trigger_mine, "chef", g.state.mines[0].id, dice=["blank", "blank", "blank"])
    assert boom.target == "skin"
    line = g.apply(boom).log_lines[0]
    assert "sets off the mine" in line and "skin of the Skins is KO" in line
    assert g.state.mines == () and g.state.figures["skin"].wounds == 3
    with pytest.raises(GameError, match="have no mine"):
        g.apply(TriggerMine("chef", "mine-I-1"))


def test_the_horse_takes_a_wound_on_red():
    """Équipement: « 1 Cheval (… à chaque Touche sur le cavalier jetez 1DÉ DE COULEUR et sur ROUGE le cheval prend
    la Blessure. A 3 Blessures le cheval est Hors Combat comme un personnage) »."""
    g = playing(table(fig("skin", "F", 30, 20, weapons=("fusil-a-pompe",)),
                      fig("cavalier", "A", 36, 20, equipment=["cheval"])), "FA")
    g.apply(Activate("F", ("skin",)))
    # 4 dice: 2 hits, 2 failed saves; the horse dice red, blue: 1 wound each; morale 2 dice.
    shot = g.resolve(resolve_shot, "skin", "cavalier", dice=["red", "red", "blue", "blue", "yellow", "yellow",
                                                             "red", "blue", "blank", "blank"])
    assert shot.hits[0].horse_faces == ("red", "blue")
    line = g.apply(shot).log_lines[0]
    assert "horse red blue → takes 1" in line
    rider = g.state.figures["cavalier"]
    assert rider.wounds == 1 and rider.horse_wounds == 1


def test_the_asiats_gather_round_their_wounded_leader():
    """G – ASIATS: « Tous ont voué leur vie au Leader, aussi si ce dernier est blessé, TOUS doivent chercher à se
    regrouper à 10cm de lui »."""
    g = playing(table(fig("boss", "G", 20, 20, role="leader"), fig("garde", "G", 40, 20), fig("flic", "A", 70, 35)),
                "GA")
    g.apply(Adjust("boss", wounds=1))
    g.apply(Activate("G", ("garde",)))
    with pytest.raises(GameError, match="boss of the Asiats is wounded, garde of the Asiats must move toward him"):
        g.apply(Move("garde", ((40.0, 20.0), (50.0, 20.0))))
    g.apply(Move("garde", ((40.0, 20.0), (34.0, 20.0))))  # nearer, not yet within 10 cm
    g.apply(Move("garde", ((34.0, 20.0), (25.0, 20.0))))
    assert g.state.figures["garde"].x == 25.0


def test_a_rocket_destroys_a_car_and_wounds_everyone_aboard():
    """« La TOUCHE du tir de Lance-roquette provoque la destruction d'un véhicule et donne 3 Blessures à tout
    personnage à bord »."""
    car = _car("pcar", "A", 26, 23, 34, 27, "voiture")
    g = playing(table(car, fig("flic", "A", 30, 25, vehicle="pcar", state="in_vehicle"),
                      fig("tireur", "F", 30, 10, equipment=["lance-roquette"])), "FA")
    g.apply(Activate("F", ("tireur",)))
    rocket = g.resolve(resolve_launch, "tireur", "lance-roquette", 30.0, 25.0, dice=["red", "blank", "blank", "blank"])
    assert rocket.vehicle == "pcar"
    line = g.apply(rocket).log_lines[0]
    assert "the rocket destroys the car “pcar”" in line
    assert g.state.vehicles["pcar"].destroyed and g.state.figures["flic"].wounds == 3
