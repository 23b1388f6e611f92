"""The journal's lines of a figure's actions and their dice, each one message (tabletop/sentences.py, Fluent): a
shot, a fight, a throw and its blast, a launcher, a repair, a death test, a robbery, a detection, a treatment.

Each family is rendered in French and in English with every selector value (each die's result, counts one and
many) and compared to sentences written out whole; a few are played through the live game."""

from __future__ import annotations

import pytest

from tabletop.games.peur_sur_la_ville.play import Activate, Reload, resolve_shot, resolve_throw
from tabletop.games.peur_sur_la_ville.rules import load_rules
from tabletop.i18n import speaking
from tabletop.sentences import LOOSE_PUNCTUATION, noun_args, say

from tests.games.peur_sur_la_ville.play.clause_table import fig, playing, table
from tests.games.peur_sur_la_ville.play.faces import Faces

RULES = load_rules()
SKINS = RULES.gangs["F"].noun


def gang(key: str, noun, code: str) -> dict[str, str]:
    return noun_args(key, noun, code)


@pytest.mark.parametrize("dice, french, english", [
    (1, 'test de moral de Skin 9 des Skins à 1 dé, "-" → recule de 5 cm',
     'morale test of Skin 9 of the Skins with 1 die, "-" → retreats 5 cm'),
    (2, 'test de moral de Skin 9 des Skins à 2 dés, "-" "+" → recule de 5 cm',
     'morale test of Skin 9 of the Skins with 2 dice, "-" "+" → retreats 5 cm'),
])
def test_a_morale_test_before_activating_names_its_figure_in_the_sentence(dice, french, english) -> None:
    faces = '"-"' if dice == 1 else '"-" "+"'
    for code, expected, outcome in (("fr", french, "recule de 5 cm"), ("en", english, "retreats 5 cm")):
        title = say("peur-figure", code, figure="Skin 9", gang_of=gang("g", SKINS, code)["g_of"])
        assert say("peur-morale-of", code, figure=title, figure_title="name", dice=dice, faces=faces,
                   outcome=outcome) == expected
    assert say("peur-morale", "fr", dice=1, faces='"+"', outcome="tient") == 'test de moral à 1 dé, "+" → tient'
    assert say("peur-morale", "en", dice=2, faces='"+" "+"', outcome="holds") == 'morale test with 2 dice, "+" "+" → holds'


PISTOL, RIFLE, ROCKETS = RULES.firearms["pistolet"].noun, RULES.firearms["fusil"].noun, \
    RULES.explosives["lance-roquette"].noun
SHOT = dict(shooter="Skin 9 des Skins", target="Flic 3 de la Police", length="20 cm", band="short", cover="à découvert",
            faces="rouge", shooter_title="name", target_title="name", **gang("weapon", PISTOL, "fr"))


PLAIN = dict(burst="no", dice=1, hits=1, missed="no", rerolls="none", incident="none", lost=0)
SHOT_EN = dict(SHOT, shooter="Skin 9 of the Skins", target="Flic 3 of the Police", cover="in the open",
               faces="red", **gang("weapon", PISTOL, "en"))
FRENCH_SHOT = "Skin 9 des Skins tire sur Flic 3 de la Police au pistolet"
ENGLISH_SHOT = "Skin 9 of the Skins shoots Flic 3 of the Police with the pistol"


@pytest.mark.parametrize("args, french, english", [
    (dict(), " à 20 cm, portée courte, à découvert\u00a0: 1 dé, rouge → 1 touche",
     " at 20 cm, short, in the open: 1 die, red → 1 hit"),
    (dict(burst="yes", dice=5, hits=2), " en rafale à 20 cm, portée courte, à découvert\u00a0: 5 dés, rouge → 2 touches",
     " in a burst at 20 cm, short, in the open: 5 dice, red → 2 hits"),
    (dict(hits=0, missed="yes"), " à 20 cm, portée courte, à découvert\u00a0: 1 dé, rouge → 0 touche (tir raté)",
     " at 20 cm, short, in the open: 1 die, red → 0 hits (missed)"),
    (dict(rerolls="bleu→rouge"), " à 20 cm, portée courte, à découvert\u00a0: 1 dé, rouge → 1 touche, relancés bleu→rouge",
     " at 20 cm, short, in the open: 1 die, red → 1 hit, rerolled bleu→rouge"),
    (dict(incident="reload"),
     " à 20 cm, portée courte, à découvert\u00a0: 1 dé, rouge → 1 touche, incident de tir, il faut recharger l'arme",
     " at 20 cm, short, in the open: 1 die, red → 1 hit, a firing incident, the weapon must be reloaded"),
    (dict(incident="repair"),
     " à 20 cm, portée courte, à découvert\u00a0: 1 dé, rouge → 1 touche, incident de tir, il faut réparer l'arme",
     " at 20 cm, short, in the open: 1 die, red → 1 hit, a firing incident, the weapon must be repaired"),
    (dict(incident="broken"),
     " à 20 cm, portée courte, à découvert\u00a0: 1 dé, rouge → 1 touche, incident de tir, l'arme est hors service",
     " at 20 cm, short, in the open: 1 die, red → 1 hit, a firing incident, the weapon is out of action"),
    (dict(burst="yes", dice=5, lost=1),
     " en rafale à 20 cm, portée courte, à découvert\u00a0: 5 dés, rouge → 1 touche, 1 touche de rafale perdue",
     " in a burst at 20 cm, short, in the open: 5 dice, red → 1 hit, 1 burst hit lost"),
    (dict(burst="yes", dice=5, hits=3, lost=2),
     " en rafale à 20 cm, portée courte, à découvert\u00a0: 5 dés, rouge → 3 touches, 2 touches de rafale perdues",
     " in a burst at 20 cm, short, in the open: 5 dice, red → 3 hits, 2 burst hits lost"),
])
def test_a_shot_is_one_sentence_with_its_burst_dice_miss_rerolls_incident_and_lost_hits(args, french, english):
    assert say("peur-shot", "fr", **SHOT, **{**PLAIN, **args}) == FRENCH_SHOT + french
    assert say("peur-shot-riposte", "fr", **SHOT, **{**PLAIN, **args}) == "en riposte, " + FRENCH_SHOT + french
    assert say("peur-shot", "en", **SHOT_EN, **{**PLAIN, **args}) == ENGLISH_SHOT + english
    assert say("peur-shot-riposte", "en", **SHOT_EN, **{**PLAIN, **args}) == "returning fire, " + ENGLISH_SHOT + english
    french_line = say("peur-shot-riposte", "fr", **SHOT, **{**PLAIN, **args})
    assert french_line.count(":") == 1 and not LOOSE_PUNCTUATION.search(french_line)
    assert say("peur-shot-riposte", "en", **SHOT_EN, **{**PLAIN, **args}).count(":") == 1


@pytest.mark.parametrize("count, french, english", [
    (1, "flic de la Police, dans le combat, prend 1 touche automatique du tir raté",
     "flic of the Police, in the combat, takes 1 automatic hit from the missed shot"),
    (2, "flic de la Police, dans le combat, prend 2 touches automatiques du tir raté",
     "flic of the Police, in the combat, takes 2 automatic hits from the missed shot"),
])
def test_a_miss_into_a_combat_is_one_sentence_agreeing_with_its_count(count, french, english):
    assert say("peur-missed-into-melee", "fr", figure="flic de la Police", figure_title="name", count=count) == french
    assert say("peur-missed-into-melee", "en", figure="flic of the Police", figure_title="name", count=count) == english


@pytest.mark.parametrize("result, french, english", [
    ("cross_and_continue", "pour franchir le muret, rouge → passe de l'autre côté et continue",
     "to cross the low wall, red → crosses and goes on"),
    ("cross", "pour franchir le muret, bleu → passe de l'autre côté et s'arrête",
     "to cross the low wall, blue → crosses and stops"),
    ("blocked", "pour franchir le muret, jaune → ne traverse pas et s'arrête",
     "to cross the low wall, yellow → stays on this side and stops"),
])
def test_an_obstacle_crossing_is_one_sentence_for_each_result(result, french, english):
    face = {"cross_and_continue": ("rouge", "red"), "cross": ("bleu", "blue"), "blocked": ("jaune", "yellow")}[result]
    assert say("peur-obstacle-crossing", "fr", obstacle="le muret", face=face[0], result=result) == french
    assert say("peur-obstacle-crossing", "en", obstacle="the low wall", face=face[1], result=result) == english
    assert say("peur-obstacle-ignored", "fr", obstacle="le muret") == "en Yamakasi, ignore le muret"
    assert say("peur-obstacle-ignored", "en", obstacle="the low wall") == "as a Yamakasi, ignores the low wall"


def test_a_reload_is_one_sentence_naming_the_weapon():
    assert say("peur-reload", "fr", figure="Skin 8 des Skins", figure_title="name", **gang("weapon", RIFLE, "fr")) \
        == "Skin 8 des Skins recharge le fusil"
    assert say("peur-reload", "en", figure="Skin 8 of the Skins", figure_title="name", **gang("weapon", RIFLE, "en")) \
        == "Skin 8 of the Skins reloads the rifle"


def test_a_jammed_shot_in_the_french_journal_is_one_sentence_with_one_colon():
    """A real shot through the live game: a yellow jams the weapon, said in words inside the shot's sentence (it
    was glued as « … → 0 touche ; incident : à recharger »); then the reload is one sentence too."""
    with speaking("fr"):
        g = playing(table(fig("skin", "F", 30, 20), fig("flic", "A", 45, 20)), "FA")
        g.apply(Activate("F", ("skin",)))
        shot = g.resolve(resolve_shot, "skin", "flic", dice=["yellow"])
        line = g.apply(shot).log_lines[0]
        reload = g.apply(Reload("skin", shot.weapon)).log_lines[0]
    said = line.split(" — ", 1)[1]
    assert said.endswith("jaune → 0 touche, incident de tir, il faut recharger l'arme"), said
    assert said.count(":") == 1 and "incident\u00a0:" not in said and not LOOSE_PUNCTUATION.search(said)
    assert reload.split(" — ", 1)[1] == "skin des Skins recharge le pistolet"


def test_a_hit_its_save_and_the_morale_test_in_the_french_journal_keep_one_colon():
    """The clauses a hit adds to the shot's line (the save, the target's morale test) are whole sentences without a
    colon of their own (the morale test was glued as « moral 1 dé : … »)."""
    with speaking("fr"):
        g = playing(table(fig("skin", "F", 30, 20), fig("flic", "A", 45, 20)), "FA")
        g.apply(Activate("F", ("skin",)))
        line = g.apply(g.resolve(resolve_shot, "skin", "flic", dice=["red", "yellow", "+"])).log_lines[0]
    assert line.split(" — ", 1)[1] == ("skin des Skins tire sur flic de la Police au pistolet à 12 cm, portée "
                                       "efficace, à découvert\u00a0: 1 dé, rouge → 1 touche\u00a0; sauvegarde jaune → "
                                       '1 blessure\u00a0; test de moral à 1 dé, «\u00a0+\u00a0» → avance de 5 cm')


@pytest.mark.parametrize("count, french, english", [
    (1, "le véhicule est touché, le sort désigne le passager Skin 9",
     "the vehicle is hit, the lot draws the passenger Skin 9"),
    (2, "le véhicule est touché, le sort désigne les passagers Skin 9, Skin 9",
     "the vehicle is hit, the lots draw the passengers Skin 9, Skin 9"),
])
def test_the_lots_drawn_aboard_agree_with_their_count(count, french, english) -> None:
    names = ", ".join(["Skin 9"] * count)
    assert say("peur-vehicle-hit-lots", "fr", count=count, names=names) == french
    assert say("peur-vehicle-hit-lots", "en", count=count, names=names) == english


def test_a_throw_and_its_blast_are_whole_sentences() -> None:
    thrown = dict(figure="Skin 9", figure_title="name", face="4", cm="20", where="(12, 30)")
    frag = RULES.explosives["grenade-frag"].noun
    assert say("peur-throw", "fr", **thrown, **gang("explosive", frag, "fr")) \
        == "Skin 9 lance la grenade frag\u00a0: 4 → 20 cm, tombe en (12, 30)"
    assert say("peur-throw-stopped", "en", what="the low wall", **thrown, **gang("explosive", frag, "en")) \
        == "Skin 9 throws the frag grenade: 4 → 20 cm, lands at (12, 30) against the low wall"
    caught = dict(figure="Flic 3", figure_title="name", cover="à découvert", faces="rouge")
    assert say("peur-blast-dud", "fr", **caught) == "Flic 3 à découvert, rouge → le cocktail Molotov n'explose pas"
    assert say("peur-blast", "fr", hits=0, morale=1, **caught) \
        == "Flic 3 à découvert, rouge → 0 touche, 1 pour le moral"
    assert say("peur-blast-saved", "fr", hits=2, morale=0, saves="jaune bleu", wounds=1, **caught) \
        == "Flic 3 à découvert, rouge → 2 touches, 0 pour le moral\u00a0; sauvegarde jaune bleu → 1 blessure"
    assert say("peur-blast-saved", "en", hits=1, morale=0, saves="yellow", wounds=2, figure="Flic 3",
               figure_title="name", cover="in the open", faces="red") \
        == "Flic 3 in the open, red → 1 hit, 0 for morale; save yellow → 2 wounds"


@pytest.mark.parametrize("lang, colons, caught", [
    ("fr", "\u00a0:", ("flic2 de la Police à découvert, rouge jaune rouge → 2 touches",
                       "flic de la Police à couvert derrière flic2 de la Police, jaune bleu bleu → 0 touche")),
    ("en", ":", ("flic2 of the Police in the open, red yellow red → 2 hits",
                 "flic of the Police in cover behind flic2 of the Police, yellow blue blue → 0 hits")),
])
def test_a_throw_joined_with_its_blasts_keeps_one_colon(lang, colons, caught) -> None:
    """A grenade thrown through the live game catches two policemen: the throw's line keeps its own colon and each
    figure caught is a clause without one (each was « flic2 de la Police, à découvert : … »)."""
    with speaking(lang):
        g = playing(table(fig("skin", "F", 30, 20, equipment=["grenade-frag"]), fig("flic", "A", 41, 20),
                          fig("flic2", "A", 39, 21)), "FA")
        g.apply(Activate("F", ("skin",)))
        thrown = g.resolve(resolve_throw, "skin", "grenade-frag", 40, 20,
                           dice=Faces(colour=["red", "red", "yellow", "red", "blue", "yellow", "yellow"]))
        said = g.apply(thrown).log_lines[0].split(" — ", 1)[1]
    assert said.count(":") == 1 and said.count(colons) == 1, said
    assert lang != "fr" or not LOOSE_PUNCTUATION.search(said), said
    assert all(clause in said for clause in caught), said


def test_the_referees_adjustment_is_one_sentence_with_or_without_a_note() -> None:
    assert say("peur-referee-adjust", "fr", figure="Skin 9 des Skins", figure_title="name", what="2 blessures",
               note="none") \
        == "Arbitre\u00a0: Skin 9 des Skins 2 blessures"
    assert say("peur-referee-adjust", "en", figure="Skin 9 of the Skins", figure_title="name", what="2 wounds",
               note="fell") \
        == "Referee: Skin 9 of the Skins 2 wounds — fell"


@pytest.mark.parametrize("result, french, english", [
    ("destroyed", "la roquette détruit Voiture 2", "the rocket destroys Voiture 2"),
    ("evacuate_ablaze", "Voiture 2 prend feu sous la roquette\u00a0: on l'évacue",
     "Voiture 2 catches fire under the rocket and is evacuated"),
    ("nothing", "la roquette reste sans effet sur Voiture 2", "the rocket has no effect on Voiture 2"),
])
def test_a_rocket_on_a_vehicle_is_one_sentence_for_each_result(result, french, english):
    """« Rouge = Explosion & destruction, Bleu = Évacuation & Embrasement, Jaune = RAS »: the result is a selector
    of the message, never a translated participle glued after the vehicle's name and a colon (« Voiture : détruit »
    did not agree with a feminine name)."""
    assert say("peur-rocket-vehicle", "fr", vehicle="Voiture 2", result=result) == french
    assert say("peur-rocket-vehicle", "en", vehicle="Voiture 2", result=result) == english


@pytest.mark.parametrize("result, french, english", [
    ("destroyed", "la roquette détruit le véhicule", "the rocket destroys the vehicle"),
    ("evacuate_ablaze", "le véhicule prend feu, on l'évacue", "the vehicle catches fire and is evacuated"),
    ("nothing", "la roquette reste sans effet", "the rocket has no effect"),
])
def test_an_armoured_vehicle_s_test_against_a_rocket_is_one_sentence(result, french, english):
    """« Un véhicule BLINDÉ peut tester s'il est touché »: the die and its result in one sentence."""
    assert say("peur-rocket-vehicle-rolled", "fr", vehicle="Fourgon", face="rouge", result=result) \
        == f"Fourgon tire rouge au test de blindage\u00a0: {french}"
    assert say("peur-rocket-vehicle-rolled", "en", vehicle="Van", face="red", result=result) \
        == f"Van rolls red on its armour test: {english}"


@pytest.mark.parametrize("result, french, english", [
    ("fixed", "l'arme est opérationnelle", "the weapon works again"),
    ("try_again", "il faut essayer encore", "try again"),
    ("broken", "l'arme est définitivement hors service", "the weapon is out of action for good"),
])
def test_a_repair_is_one_sentence_for_each_result(result, french, english):
    """« Rouge = Arme opérationnelle ; Bleu = Essaye encore ! ; Jaune = Arme définitivement HS »: the result is a
    selector of the message, not the rule data's French label glued after a second colon (« Leader des Skins répare :
    Fusil mitrailleur : bleu → Essaye encore ! », the same French in the English line)."""
    assert say("peur-repair", "fr", figure="Skin 8 des Skins", figure_title="name", faces="bleu", result=result,
               **gang("weapon", RIFLE, "fr")) == f"Skin 8 des Skins répare le fusil\u00a0: bleu → {french}"
    assert say("peur-repair", "en", figure="Skin 8 of the Skins", figure_title="name", faces="blue", result=result,
               **gang("weapon", RIFLE, "en")) == f"Skin 8 of the Skins repairs the rifle: blue → {english}"


@pytest.mark.parametrize("result, french, english", [
    ("dies", "meurt", "dies"), ("stays_ko", "reste KO", "stays KO"),
    ("recovers", "se remet d'une blessure", "recovers from a wound"),
])
def test_a_death_test_is_one_sentence_for_each_result(result, french, english):
    """« MORT : En début de tour, testez chaque figurine ayant 3 blessures ou plus avec 1 DÉ DE COULEUR »: the rule
    data's French label (« Mort du personnage ») no longer ends the English line."""
    assert say("peur-death-test", "fr", figure="Flic 4 de la Police", figure_title="name", faces="rouge",
               result=result) \
        == f"Flic 4 de la Police passe le test de mort\u00a0: rouge → {french}"
    assert say("peur-death-test", "en", figure="Flic 4 of the Police", figure_title="name", faces="red",
               result=result) \
        == f"Flic 4 of the Police takes the death test: red → {english}"


@pytest.mark.parametrize("result, french, english", [
    ("hit", "cible touchée", "target hit"), ("deviation", "le tir dévie", "the shot deviates"),
    ("incident", "incident de tir", "misfire"),
])
def test_a_launcher_s_shot_is_one_sentence_for_each_result(result, french, english):
    """« Rouge = Cible touchée ! Bleu = Déviation ! Jaune = Incident de tir ! »: a selector of the message, in the
    line's language (the English line read « red → Cible touchée !; … »)."""
    assert say("peur-launcher-shot", "fr", figure="Tireur des Skins", figure_title="name", where="(30 ; 25)", cm="14",
               face="rouge", result=result, **gang("launcher", ROCKETS, "fr")) \
        == f"Tireur des Skins tire au lance-roquettes vers (30 ; 25), 14 cm\u00a0: rouge → {french}"
    assert say("peur-launcher-shot", "en", figure="Tireur of the Skins", figure_title="name", where="(30, 25)",
               cm="14", face="red", result=result, **gang("launcher", ROCKETS, "en")) \
        == f"Tireur of the Skins fires with the rocket launcher at (30, 25), 14 cm: red → {english}"


@pytest.mark.parametrize("result, french, english", [
    ("robbed", "braquage réussi", "robbery succeeds"),
    ("nothing", "la victime n'a rien sur elle ou ne comprend pas",
     "the victim has nothing on them or does not understand"),
    ("victim_attacks", "la victime attaque en combat", "the victim attacks in close combat"),
])
def test_a_robbery_is_one_sentence_for_each_result(result, french, english):
    """« Rouge = Braquage réussi … »: on a passer-by and on a car, the result a selector in the line's language."""
    assert say("peur-rob", "fr", figure="Braqueur 1 des Braqueurs", figure_title="name", victim="Passant 2",
               victim_title="name", faces="rouge", result=result) == f"Braqueur 1 des Braqueurs braque Passant 2\u00a0: rouge → {french}"
    assert say("peur-hold-up", "en", figure="Braqueur 1 of the Braqueurs", figure_title="name", vehicle="Taxi",
               faces="red", result=result) == f"Braqueur 1 of the Braqueurs holds up Taxi: red → {english}"


@pytest.mark.parametrize("result, french, english", [
    ("maybe", "pas sûr, le test pourra être refait", "not sure, the test may be taken again"),
    ("spotted", "la figurine est repérée", "the figure is spotted"),
    ("nothing_for_good", "rien, et le test ne pourra pas être refait à un autre tour",
     "nothing, and the test cannot be taken again on another turn"),
])
def test_a_detection_is_one_sentence_for_each_result(result, french, english):
    assert say("peur-detect", "fr", figure="Flic 3 de la Police", figure_title="name", hidden="Skin 2 des Skins",
               hidden_title="name", faces="bleu",
               result=result) == f"Flic 3 de la Police cherche Skin 2 des Skins\u00a0: bleu → {french}"
    assert say("peur-detect", "en", figure="Flic 3 of the Police", figure_title="name", hidden="Skin 2 of the Skins",
               hidden_title="name", faces="blue",
               result=result) == f"Flic 3 of the Police looks for Skin 2 of the Skins: blue → {english}"


@pytest.mark.parametrize("who, french, english", [
    ("self", "Flic 3 de la Police se soigne", "Flic 3 of the Police treats their own wounds"),
    ("other", "Flic 3 de la Police soigne Flic 4", "Flic 3 of the Police treats Flic 4"),
    ("horse", "Flic 3 de la Police soigne le cheval de Flic 4", "Flic 3 of the Police treats the horse of Flic 4"),
])
@pytest.mark.parametrize("result, french_result, english_result", [
    ("stabilised", "stabilisation, plus de test de mort", "stabilised, no more death test"),
    ("recover", "une blessure en moins", "one wound less"), ("worse", "une blessure de plus", "one more wound"),
])
def test_a_treatment_is_one_sentence_for_each_patient_and_result(who, french, english, result, french_result,
                                                                  english_result):
    """« Rouge = Stabilisé ! plus de test de Mort ; Bleu = Récupère 1 Blessure ; Jaune = Oups ! Prend +1 Blessure »."""
    assert say("peur-heal", "fr", figure="Flic 3 de la Police", figure_title="name", patient="Flic 4",
               patient_title="name", who=who,
               faces="jaune", result=result) == f"{french}\u00a0: jaune → {french_result}"
    assert say("peur-heal", "en", figure="Flic 3 of the Police", figure_title="name", patient="Flic 4",
               patient_title="name", who=who, faces="yellow", result=result) == f"{english}: yellow → {english_result}"
