"""Clauses the live game used to get wrong, each played through ``GameSession.apply`` and ``legal_actions``."""

import math

import pytest

from tabletop import i18n

from tabletop.games.peur_sur_la_ville.play import (Activate, Adjust, Climb, Detect, EndActivation, EndTurn, Exchange,
                                                   GameError, GameSession, Heal, Hide, HitOn, Rob, RollInitiative,
                                                   Shoot, StartGame, StartTurn, initiative_chooser, propose_civilians,
                                                   resolve_heal, resolve_shot)

from tests.games.peur_sur_la_ville.play.clause_table import box, civ, feature, fig, playing, point, table


def test_no_shot_at_a_figure_engaged_in_combat():
    """TIRER: « La cible doit être visible et non engagée en combat »."""
    g = playing(table(fig("officer", "A", 10, 20), fig("flic", "A", 32.5, 20), fig("skin", "F", 30, 20)), "AF")
    g.apply(Activate("A", ("officer",)))
    with pytest.raises(GameError, match="skin of the Skins is engaged in combat with flic of the Police: only the Psychopathes"):
        g.resolve(resolve_shot, "officer", "skin", dice=["red"])
    with pytest.raises(GameError, match="engaged in combat"):
        g.apply(Shoot("officer", "skin", "pistolet", 17.5, "effective", ("red",), (HitOn("skin"),)))


def test_psychopathes_shoot_into_a_combat_and_a_miss_hits_the_other_combatant():
    """R – PSYCHOPATHES: « Ce sont les seuls autorisés à tirer dans les combats. S'ils ratent leur cible l'autre
    combattant (à plus de 2 tirez au sort) prend 1 touche automatique »."""
    g = playing(table(fig("psycho", "R", 10, 20), fig("flic", "A", 32.5, 20), fig("skin", "F", 30, 20)), "RAF")
    g.apply(Activate("R", ("psycho",)))
    # Missed; the flic fails his save, then holds.
    shot = g.resolve(resolve_shot, "psycho", "skin", dice=["blue", "yellow", "blank"])
    assert shot.melee_hit is not None and shot.melee_hit.figure == "flic"
    with pytest.raises(GameError, match="one of flic of the Police takes 1 automatic hit"):
        g.apply(Shoot(shot.figure, shot.target, shot.weapon, shot.distance_cm, shot.band, shot.shot_faces, shot.hits))
    line = g.apply(shot).log_lines[0]
    assert "flic of the Police, in the combat, takes 1 automatic hit from the missed shot" in line
    assert g.state.figures["flic"].wounds == 1 and g.state.figures["skin"].wounds == 0


def test_one_detection_test_per_player_and_turn():
    """SE CACHER: « 1 seul test est autorisé par joueur, et à condition qu'il y ait 1 figurine en état de
    voir/deviner où est le personnage caché à 10cm »; « Rouge = pt'êt qu'oui, pt'êt qu'non »."""
    g = playing(table(fig("skin", "F", 30, 20), fig("officer", "A", 36, 20, role="officer"),
                      fig("flic", "A", 36, 24)), "AF")
    g.apply(Adjust("skin", state="hidden"))
    g.apply(Activate("A", ("officer", "flic"), leader="officer"))
    assert ("detect", "officer") in {(a.kind, a.figure) for a in g.legal_actions()}
    g.apply(Detect("officer", "skin", ("red",)))  # maybe: not found this time
    with pytest.raises(GameError, match="the Police have tested for skin of the Skins this turn"):
        g.apply(Detect("flic", "skin", ("blue",)))
    g.apply(EndActivation())
    g.apply(EndTurn())
    g.apply(StartTurn(()))
    g.apply(RollInitiative(((("A", 6), ("F", 1)),)))
    g.apply(Activate("A", ("flic",)))
    g.apply(Detect("flic", "skin", ("blue",)))  # a new turn, a new test: spotted
    assert g.state.figures["skin"].state == "down"


def test_stairs_for_everyone_climbing_bare_handed_needs_a_skill():
    """« Déplacement vertical (escalier) : 1 étage/action »; GRIMPER: « Sauf capacité spéciale, une figurine n'est
    pas capable de grimper à mains nues »."""
    house = feature("house", "building", box(20, 0, 40, 10), name="Maison")
    g = playing(table(house, fig("flic", "A", 30, 5), fig("officer", "A", 50, 20), fig("skin", "F", 70, 35)), "AF")
    g.apply(Activate("A", ("flic",)))
    assert ("climb", "flic") in {(a.kind, a.figure) for a in g.legal_actions()}
    with pytest.raises(GameError, match="« Déplacement vertical \\(escalier\\) : 1 étage/action »"):
        g.apply(Climb("flic", 2, "escalier"))
    g.apply(Climb("flic", 1, "escalier"))
    g.apply(Climb("flic", -1, "escalier"))
    assert g.state.figures["flic"].floor == 0 and g.state.figures["flic"].actions_left == 0
    g.apply(EndActivation())
    g.apply(Activate("F", ("skin",)))
    g.apply(EndActivation())
    g.apply(Activate("A", ("officer",)))
    assert "climb" not in {a.kind for a in g.legal_actions("officer")}
    with pytest.raises(GameError, match="not inside a building: no stairs here"):
        g.apply(Climb("officer", 1, "escalier"))
    with pytest.raises(GameError, match="without Yamakasi, a ladder or a helper a figure cannot climb"):
        g.apply(Climb("officer", 1, "yamakasi"))


def test_hiding_needs_to_be_out_of_sight_of_the_enemy():
    """SE CACHER: « n'importe quelle figurine peut se cacher derrière un obstacle », read with « sans être visible
    de ses ennemis »: the table's line of sight decides."""
    wall = feature("wall", "wall", box(40, 10, 42, 30))
    g = playing(table(wall, fig("flic", "A", 30, 20), fig("officer", "A", 30, 38), fig("skin", "F", 60, 20)), "AF")
    g.apply(Activate("A", ("officer",)))
    with pytest.raises(GameError, match="officer of the Police cannot hide: skin of the Skins sees it"):
        g.apply(Hide("officer"))
    g.apply(EndActivation())
    g.apply(Activate("F", ("skin",)))
    g.apply(EndActivation())
    g.apply(Activate("A", ("flic",)))
    g.apply(Hide("flic"))  # the wall stands between the skin and the flic
    assert g.state.figures["flic"].state == "hidden"


def test_robbing_needs_an_armed_robber_and_an_unarmed_civilian():
    """BRAQUER: « Un personnage armé peut braquer n'importe quel civil non armé en étant à son contact durant 1
    action »."""
    g = playing(table(fig("skin", "F", 30, 20), fig("bare", "F", 27.5, 20, role="lieutenant"),
                      civ("vigile", 30, 22.5, role="guard"), civ("passant", 25, 20), fig("flic", "A", 70, 35)),
                "FA")
    g.apply(Activate("F", ("bare", "skin"), leader="bare"))
    assert "rob" not in {a.kind for a in g.legal_actions("skin")}
    with pytest.raises(GameError, match="« n'importe quel civil non armé »: vigile is armed"):
        g.apply(Rob("skin", "vigile", ("red",)))
    assert "rob" in {a.kind for a in g.legal_actions("bare")}
    g.apply(Exchange("bare", "skin", "pistolet"))  # hands his only weapon over
    with pytest.raises(GameError, match="« Un personnage armé peut braquer »: bare of the Skins carries no weapon"):
        g.apply(Rob("bare", "passant", ("red",)))


def test_the_technos_reroll_once_per_turn():
    """I – TECHNOS: « Ils peuvent relancer 1 Dé de réparation raté ou 1 Dé de soin raté par tour » (setting
    reroll_once_per_gang: the gang's one reroll)."""
    g = playing(table(fig("doc", "I", 30, 20, role="doc"), fig("techno", "I", 32.5, 20), fig("flic", "A", 70, 35)),
                "IA")
    g.apply(Adjust("techno", wounds=2))
    g.apply(Activate("I", ("doc",)))
    first = g.resolve(resolve_heal, "doc", "techno", dice=["yellow", "blue"])  # failed, rerolled: recovers
    assert first.reroll and first.faces == ("yellow", "blue")
    g.apply(first)
    with pytest.raises(GameError, match="the reroll « par tour » is spent"):
        g.apply(Heal("doc", "techno", ("yellow", "blue"), reroll=True))
    second = g.resolve(resolve_heal, "doc", "techno", dice=["yellow"])  # the reroll is spent: no second die
    assert not second.reroll
    g.apply(second)
    assert g.state.figures["techno"].wounds == 2


def test_a_gang_blending_with_the_crowd_is_found_by_a_detection_test():
    """H – BRAQUEURS: « S'ils ne tirent pas, ils se confondent avec les Civils »; COMPORTEMENT DES BANDES: not a
    target « tant qu'elles n'ont pas ouvert le feu ou attaqué, ou qu'un test de détection n'a pas été réussi »."""
    g = playing(table(fig("braqueur", "H", 30, 20), fig("b2", "H", 30, 26), fig("flic", "A", 38, 20, role="officer"),
                      fig("agent", "A", 38, 24)), "AH")
    g.apply(Activate("A", ("flic", "agent"), leader="flic"))
    assert ("detect", "flic") in {(a.kind, a.figure) for a in g.legal_actions()}
    with pytest.raises(GameError, match="braqueur of the Braqueurs blends with the civilians until identified"):
        g.resolve(resolve_shot, "flic", "braqueur", dice=["red"])
    g.apply(Detect("flic", "braqueur", ("blue",)))  # « Je le vois ce bâtard ! »
    assert g.state.figures["braqueur"].identified and g.state.figures["braqueur"].state == "standing"
    g.apply(g.resolve(resolve_shot, "agent", "braqueur", dice=["blue", "blue"]))  # now a target (missed)
    g.apply(EndActivation())
    g.apply(Activate("H", ("b2",)))
    g.apply(g.resolve(resolve_shot, "b2", "agent", dice=["blue", "blue"]))  # opened fire: identified
    assert g.state.figures["b2"].identified


def test_the_braqueurs_choose_who_takes_the_initiative():
    """H – BRAQUEURS: « Cette bande décide qui prend l'Initiative (hors territoires) »."""
    g = GameSession(table(fig("braqueur", "H", 30, 20), fig("flic", "A", 38, 20)))
    g.apply(StartGame({}, free_placement=True))
    g.apply(StartTurn(()))
    assert initiative_chooser(g.setup, g.state) == "H"
    line = g.apply(RollInitiative(chosen_first="A")).log_lines[0]
    assert "the Braqueurs choose: the Police activate first" in line and g.state.initiative == ("A", "H")
    other = GameSession(table(fig("skin", "F", 30, 20), fig("flic", "A", 38, 20)))
    other.apply(StartGame({}, free_placement=True))
    other.apply(StartTurn(()))
    assert initiative_chooser(other.setup, other.state) is None
    with pytest.raises(GameError, match="no gang here chooses who takes the initiative"):
        other.apply(RollInitiative(chosen_first="A"))


def test_ending_the_turn_always_brings_the_citys_moves():
    """LES PASSANTS: « A la fin d'un tour où des tirs ont eu lieu, elles s'éloignent de 30cm »; « Les manifestants
    défilent dans les rues à la fin de chaque tour de jeu, en se déplaçant de 15cm ». Two turns ended early (figures
    left unplayed) on a table with ten civilians: each time the city's moves come first."""
    walkers = [civ(f"passant-{k}", 10 + 6 * k, 36) for k in range(6)]
    marchers = [civ(f"manif-{k}", 8 + 3 * k, 15, role="protester") for k in range(4)]
    g = playing(table(*walkers, *marchers, fig("flic", "A", 40, 25), fig("officer", "A", 44, 25),
                      fig("skin", "F", 60, 25)), "AF")
    for turn in (1, 2):
        g.apply(Activate("A", ("flic",)))
        if turn == 1:
            g.apply(g.resolve(resolve_shot, "flic", "skin", dice=["blue"]))
        g.apply(EndActivation())
        kinds = {a.kind for a in g.legal_actions()}
        assert {"civilians_react", "end_turn"} <= kinds
        with pytest.raises(GameError, match="the city moves first"):
            g.apply(EndTurn())
        city = g.preview(propose_civilians)
        moved = {m.figure: m for m in city.moves}
        assert {f"manif-{k}" for k in range(4)} <= set(moved)
        assert (set(moved) >= {f"passant-{k}" for k in range(6)}) == (turn == 1)
        before = {fid: (g.state.figures[fid].x, g.state.figures[fid].y) for fid in moved}
        g.apply(city)
        assert g.state.phase == "end_of_turn"
        marched = [math.dist(before[f"manif-{k}"], (moved[f"manif-{k}"].x, moved[f"manif-{k}"].y)) for k in range(4)]
        assert max(marched) == pytest.approx(15.0, abs=0.1)
        if turn == 1:
            fled = [math.dist(before[f"passant-{k}"], (moved[f"passant-{k}"].x, moved[f"passant-{k}"].y))
                    for k in range(6)]
            assert max(fled) == pytest.approx(30.0, abs=0.1)
        g.apply(EndTurn())
        g.apply(StartTurn(()))
        g.apply(RollInitiative(((("A", 6), ("F", 1)),)))


def test_a_civilian_deployed_is_refused_in_one_whole_sentence():
    """Only the gangs deploy: the refusal names the civilian, never its file kind (« est un civilian »)."""
    setup = table(fig("a1", "A", 10, 20), civ("p1", 40, 20))
    g = GameSession(setup)
    with pytest.raises(GameError, match="^only gang figures deploy; « p1 » is not one$"):
        g.apply(StartGame({"p1": (41.0, 20.0)}))
    i18n.set_language("fr")
    try:
        with pytest.raises(GameError, match="^seules les figurines des bandes se déploient\u00a0; «\u00a0p1\u00a0» "
                                            "n'en est pas une$"):
            g.apply(StartGame({"p1": (41.0, 20.0)}))
    finally:
        i18n.set_language(None)


@pytest.mark.parametrize("face, french, english", [
    ("red", "la Police a déjà testé le Lieutenant des Skins ce tour-ci («\u00a01 seul test est autorisé par "
     "joueur\u00a0»)", "the Police have tested for Lieutenant of the Skins this turn (« 1 seul test est autorisé par "
     "joueur »)"),
    ("yellow", "la Police a déjà fait son test sur le Lieutenant des Skins",
     "the Police have used their test on Lieutenant of the Skins"),
])
def test_a_second_detection_test_is_refused_naming_a_titled_figure_with_its_article(face, french, english):
    """Issue 38: « Police a déjà testé Lieutenant des Skins », the gang and the titled figure without their articles,
    after the rule quoted before a colon of its own (a refused event's line has one already)."""
    lieutenant = feature("lt", "figure", point(30, 20), gang="F", role="lieutenant", name="Lieutenant", weapons=["pistolet"])
    g = playing(table(lieutenant, fig("officer", "A", 36, 20, role="officer"), fig("flic", "A", 36, 24)), "AF")
    g.apply(Adjust("lt", state="hidden"))
    g.apply(Activate("A", ("officer", "flic"), leader="officer"))
    g.apply(Detect("officer", "lt", (face,)))
    said = {}
    try:
        for code in ("fr", "en"):
            i18n.set_language(code)
            with pytest.raises(GameError) as refused:
                g.apply(Detect("flic", "lt", ("blue",)))
            said[code] = str(refused.value)
    finally:
        i18n.set_language(None)
    assert said == {"fr": french, "en": english}
