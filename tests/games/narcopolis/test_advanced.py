"""The advanced level (§ 8 « Niveau avancé »), one scripted play per module, each quoting the rulebook; and random
plays with every module on."""

import copy
import random

import pytest

from tabletop import i18n
from tabletop.games.interface import GameError, PlaySetup
from tabletop.games.narcopolis.actions import gap_ok
from tabletop.games.narcopolis.rules import default_rule_data, load_rules, rules_from_data
from tabletop.ruledata import RuleDataError
from tabletop.games.playthrough import random_playthrough
from tabletop.games.session import PlaySession

from tests.games.narcopolis.helpers import (GAME, booki_attacks_killah, combat, new_play, open_round, play, player,
                                            state)

BOOKI_KILLAH = {"Booki": "booki", "Killah": "killah"}


def test_module_1_baron_jobs_add_their_bonuses():
    """« Introduire les cartes « Baron » dans les cartes Job … des extensions de Jobs pour remporter des Bonus »;
    a job's points are printed on the card: no cap of the tracker's own."""
    plain = new_play()
    open_round(plain)
    plain.apply({"type": "income"})
    with pytest.raises(GameError, match="advanced module 1"):
        plain.apply({"type": "job", "points": 2, "baron": True, "bonus": 1})
    plain.apply({"type": "job", "points": 8})  # no invented 5-point cap
    assert player(plain, "Ana")["reputation"] == 13
    baron = new_play(modules=["baron_jobs"])
    open_round(baron)
    play(baron, {"type": "income"}, {"type": "job", "points": 3, "baron": True, "bonus": 2})
    assert player(baron, "Ana")["reputation"] == 10 and player(baron, "Ana")["job_points"] == [5]
    assert "+ 2 of Baron bonuses" in baron.log_lines[-1]


def test_module_2_development_gap():
    """« Tu ne peux pas développer un Business si cela crée un écart de plus de deux niveaux entre le Business le
    plus développé et le moins »: 3 armes built against 1 of the others, a fourth is refused."""
    for modules, allowed in (((), True), (("development_gap",), False)):
        session = new_play(modules=list(modules))
        ana = session.state.players[0]
        ana.board["armes"] -= 2  # three built (the two more on the map are not needed for the count)
        assert gap_ok(session.state, ana, "armes") is allowed
        assert gap_ok(session.state, ana, "bordels")


def test_module_3_under_announcing_is_no_bluff():
    """« si tu obtiens 632 mais annonces 621, ce n'est pas un bluff »."""
    for modules, winner in (((), "Killah"), (("under_announce",), "Booki")):
        session = booki_attacks_killah(*modules)
        combat(session, ([6, 3, 2], 621))
        session.apply({"type": "call"})
        assert state(session)["map"]["MH1"]["owner"] == winner


def test_module_4_the_side_bet_goes_to_the_winner():
    """« miser 10M$ ou 1 point de Réputation lors d'un combat contre un adversaire … À condition que ton
    adversaire soit joueur lui aussi »."""
    session = booki_attacks_killah("side_bet")
    assert session.state.combat.step == "prepare"
    assert [e for e in session.legal_events() if e["type"] == "side_bet"] == [
        {"type": "side_bet", "stake": "money"}, {"type": "side_bet", "stake": "reputation"}]
    session.apply({"type": "side_bet", "stake": "money"})
    session.apply({"type": "begin"})
    combat(session, ([6, 3, 2], 632))
    session.apply({"type": "call"})  # true: Booki wins, Killah pays the bet
    assert player(session, "Booki")["money"] == 10 + 10 and player(session, "Killah")["money"] == 22 - 10
    assert any("Side bet" in line for line in session.log_lines)
    reputation = booki_attacks_killah("side_bet")
    play(reputation, {"type": "side_bet", "stake": "reputation"}, {"type": "begin"})
    combat(reputation, ([6, 3, 2], 641))
    reputation.apply({"type": "call"})  # a bluff: Killah wins a point from Booki
    assert player(reputation, "Booki")["reputation"] == 4 and player(reputation, "Killah")["reputation"] == 6
    with pytest.raises(GameError, match="advanced module 4"):
        plain = booki_attacks_killah()
        plain.apply({"type": "side_bet", "stake": "money"})
    early = new_play(("Booki", "Killah"), variant="classic", characters=BOOKI_KILLAH)
    open_round(early)
    early.apply({"type": "income"})
    with pytest.raises(GameError, match="^a side bet is advanced module 4"):  # refused, never dropped
        early.apply({"type": "attack", "quartier": "MH1", "stake": "money"})


def test_module_5_all_event_cards_make_a_random_scenario():
    """« mélange toutes les cartes Évènement à la pioche pour construire un scénario aléatoire »."""
    classic = new_play()
    mixed = new_play(modules=["all_events"])
    assert len(classic.state.event_deck) == 10 and len(mixed.state.event_deck) == 20
    assert "ev-11" in {o.event["card"] for o in GAME.chance(mixed.state)}


def test_module_6_armement_and_the_shotgun():
    """« les deux adversaires piochent chacun 2 cartes Armement … Ils en gardent une »; « FUSIL À POMPE:
    Exceptionnellement, tu peux annoncer un nombre inférieur à celui de ton adversaire. Le combat repart de ce
    dernier nombre annoncé »."""
    session = booki_attacks_killah("armement")
    assert {"type": "begin"} not in session.legal_events()  # each fighter keeps a card first
    play(session, {"type": "armement", "by": "Booki", "card": "armement-2"},
         {"type": "armement", "by": "Killah", "card": "fusil-a-pompe"}, {"type": "begin"})
    combat(session, ([6, 5, 1], 651))
    session.apply({"type": "take"})
    session.apply({"type": "roll", "dice": [3, 2, 1]})
    with pytest.raises(GameError, match="not above"):
        session.apply({"type": "announce", "value": 321})
    session.apply({"type": "announce", "value": 321, "armement": "fusil-a-pompe"})
    assert "with the « Fusil à pompe »" in session.log_lines[-1]
    session.apply({"type": "take"})  # the combat goes on from 321
    session.apply({"type": "roll", "dice": [4, 1, 1]})
    assert {"type": "announce", "value": 411} in session.legal_events()
    assert {"type": "use_armement", "by": "Booki"} in session.legal_events()
    play(session, {"type": "use_armement", "by": "Booki"}, {"type": "announce", "value": 411}, {"type": "call"})
    assert state(session)["map"]["MH1"]["owner"] == "Booki"


def test_module_7_roles_judged_by_the_table_by_default():
    """Issue 36: « la saboter entièrement pour empêcher quiconque de gagner » does not settle the Infiltré's victory,
    and the book's winner has the most reputation at the end: by default (reading infiltre_victory = table) the roles
    are shown and the ranking is the classic one."""
    assert GAME.default_settings()["readings"]["infiltre_victory"]["value"] == "table"
    session = new_play(modules=["roles"], roles={"Ana": "gangsta", "Bob": "infiltre", "Cy": "gangsta"})
    state_ = session.state
    for p in state_.players:
        p.reputation = {"Ana": 12, "Bob": 9, "Cy": 7}[p.name]
    state_.phase = "over"
    assert GAME.ranking(state_).winners() == ["Ana"]


def test_module_7_roles_entered_as_dealt_whatever_the_split():
    """« 6 cartes Rôle »: the split is not printed; three Infiltrés entered at a three-player table are what was
    dealt (a cap of two was invented), and a deal left to the seed still draws from the rule data's six cards."""
    assert GAME.setup_problems(PlaySetup("narcopolis", ("A", "B", "C"), options={
        "modules": ["roles"], "roles": dict.fromkeys("ABC", "infiltre")})) == []
    session = new_play(modules=["roles"], roles={"Ana": "infiltre", "Bob": "infiltre", "Cy": "infiltre"})
    assert [player(session, n)["role"] for n in ("Ana", "Bob", "Cy")] == ["infiltre"] * 3


def test_module_7_roles_and_the_infiltres_victory():
    """« chaque joueur tire une carte Rôle … Gangsta ou Infiltré … la saboter entièrement pour empêcher quiconque
    de gagner », read as nobody_wins: the Infiltrés win when the play ends with no Gangsta at 20."""
    roles = {"Ana": "gangsta", "Bob": "infiltre", "Cy": "gangsta"}
    readings = dict(GAME.default_settings()["readings"])
    readings["infiltre_victory"] = {**readings["infiltre_victory"], "value": "nobody_wins"}
    session = PlaySession(GAME, PlaySetup("narcopolis", ("Ana", "Bob", "Cy"), seed=1, settings={"readings": readings},
                                          options={"modules": ["roles"], "roles": roles}))
    assert player(session, "Bob")["role"] == "infiltre"
    state_ = session.state
    state_.phase = "over"
    assert GAME.ranking(state_).winners() == ["Bob"]
    for p in state_.players:
        p.reputation = 20 if p.name == "Cy" else p.reputation
    ranking = GAME.ranking(state_)
    assert ranking.winners() == ["Cy"] and ranking.players[-1].name == "Bob"
    dealt = new_play(modules=["roles"])
    assert sorted(p.role for p in dealt.state.players) in (["gangsta"] * 3, ["gangsta", "gangsta", "infiltre"],
                                                            ["gangsta", "infiltre", "infiltre"])


@pytest.mark.parametrize("players", [2, 3, 5])
def test_random_plays_with_every_module(players):
    """Every module at once, classic and (two players) Furi's game: two plays a count, to bound the time."""
    names = ("Ana", "Bob", "Cy", "Dee", "Eli")[:players]
    modules = ["baron_jobs", "development_gap", "under_announce", "side_bet", "all_events", "armement", "roles"]
    for seed in range(2):
        variant = "furi" if players == 2 and seed else "classic"
        setup = PlaySetup("narcopolis", names, seed=seed, options={"variant": variant, "modules": modules,
                                                                    "characters": ["furi"] if variant == "classic"
                                                                    else []})
        result = random_playthrough(GAME, setup, random.Random(seed + 40 * players), max_events=30000)
        assert result.over and GAME.invariants(result.session.state) == []
        assert GAME.ranking(result.session.state).players


def test_random_plays_with_every_module_under_the_other_readings():
    """The readings' other values with every module: the Infiltrés winning when nobody does, the drogues line read
    from the unlabelled row, Furi's two businesses fixed by a house rule (one play, to bound the time)."""
    data = GAME.default_settings()
    readings = dict(data["readings"])
    for name, value in (("infiltre_victory", "nobody_wins"), ("generic_drogues_line", [4, 8, 12, 16, 20, 24]),
                        ("furi_extra_kinds", ["armes", "drogues"])):
        readings[name] = {**readings[name], "value": value}
    modules = ["baron_jobs", "development_gap", "under_announce", "side_bet", "all_events", "armement", "roles"]
    setup = PlaySetup("narcopolis", ("Ana", "Bob", "Cy", "Dee"), seed=3, settings={"readings": readings},
                      options={"modules": modules, "characters": [None, "furi"]})
    result = random_playthrough(GAME, setup, random.Random(3), max_events=30000)
    assert result.over and GAME.invariants(result.session.state) == []
    assert result.session.state_at(0).phase == "event"  # the house rule placed Furi's two at set-up


def test_the_armement_cards_as_the_rulebook_prints_them():
    """« 8 cartes Armement »: the rulebook prints one face (« Arme: FUSIL À POMPE », « Effet de la carte:
    Exceptionnellement, tu peux annoncer un nombre inférieur … »); the seven others keep a number for a name and the
    effect every Armement card has: « Lors du combat ils ne peuvent l'utiliser qu'une fois »."""
    cards = load_rules().armement
    assert len(cards) == 8
    shotgun = cards["fusil-a-pompe"]
    assert shotgun.printed and shotgun.effect == "lower_announce"
    assert shotgun.passage.startswith("Exceptionnellement, tu peux annoncer un nombre inférieur")
    unprinted = [c for c in cards.values() if not c.printed]
    assert [c.name for c in unprinted] == [f"Armement {n}" for n in range(2, 9)]
    assert all(c.effect == "none" and c.passage is None and "Not printed in the rulebook" in c.text for c in unprinted)
    data = copy.deepcopy(default_rule_data())
    data["armement"][1]["printed"] = True  # a card said printed must quote its printed words
    with pytest.raises(RuleDataError, match="passage"):
        rules_from_data(data)
    i18n.set_language("fr")
    try:
        assert i18n._(shotgun.text) == shotgun.passage  # the English text's French is the printed card
        assert i18n._(unprinted[0].text).startswith("Non imprimée dans le livret")
    finally:
        i18n.set_language(None)


def test_an_armement_card_the_book_does_not_print_is_used_once_and_logged():
    session = booki_attacks_killah("armement")
    play(session, {"type": "armement", "by": "Booki", "card": "armement-5"},
         {"type": "armement", "by": "Killah", "card": "armement-7"}, {"type": "begin"})
    combat(session, ([6, 5, 1], 651))
    play(session, {"type": "use_armement", "by": "Killah"})
    assert "Killah uses « Armement 7 »: Not printed in the rulebook" in session.log_lines[-1]
    assert {"type": "use_armement", "by": "Killah"} not in session.legal_events()  # once in the combat
    with pytest.raises(GameError, match="no unused Armement card"):
        session.apply({"type": "use_armement", "by": "Killah"})
