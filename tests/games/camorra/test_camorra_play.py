"""Camorra's clauses, one test each, quoting the passage of shared/rules/camorra.md it checks."""

from __future__ import annotations

import pytest

from tabletop.games.interface import GameError, PlaySetup
from tabletop.games.session import PlaySession

from tests.games.camorra.table import GAME, attack, session, setup, state

DIE = "combat_die"


def roll(play: PlaySession, attacker: int, defender: int) -> None:
    play.apply({"type": DIE, "face": attacker})
    play.apply({"type": DIE, "face": defender})


def to_dice(play: PlaySession, defender: str | None = None) -> None:
    """The defender sends ``defender``; nobody lays corruption, weapons or support: straight to the dice."""
    combat = state(play)["combat"]
    if combat["step"] == "defend":
        play.apply({"type": "defend", "capo": defender})
    for who in ("Bruno", "Ana"):
        if state(play)["combat"]["step"] == "corruption":
            play.apply({"type": "pass", "by": state(play)["combat"]["defender" if who == "Bruno" else "attacker"]})
    for _ in range(2):
        step = state(play)["combat"]["step"]
        if step.startswith("weapons"):
            play.apply({"type": "done", "by": state(play)["combat"]["attacker" if step.endswith("attacker")
                                                                 else "defender"]})
    if state(play)["combat"]["step"] == "support":
        play.apply({"type": "close_support"})


def test_three_to_five_players():
    """« Camorra se joue de 3 à 5 joueurs »."""
    for count, ok in ((2, False), (3, True), (5, True), (6, False)):
        problems = GAME.setup_problems(PlaySetup("camorra", tuple(f"P{i}" for i in range(count))))
        assert (problems == []) is ok, problems


def test_set_up_five_cards_five_different_caporegimes_four_terrains_each_assigned():
    """« Chaque joueur reçoit 5 cartes Action, 5 Caporegimes différents (1 Caïd, 1 Protecteur, 1 Surnois,
    1 Polyvalent, 1 Maniaque), et 4 cartes Terrain » and « chaque Caporegime soit assigné à un terrain »."""
    s = state(session())
    for name, player in s["players"].items():
        assert player["hand"] == 5 and len(player["terrains"]) == 4
        assert sorted(c["kind"] for c in player["caporegimes"]) == sorted(
            ["caid", "protecteur", "sournois", "polyvalent", "maniaque"])
        assert all(c["terrain"] in player["terrains"] for c in player["caporegimes"])
    assert s["draw_pile"] == 70 - 15 and len(s["unused_terrains"]) == 8 and len(s["unused_caporegimes"]) == 10
    assert s["current"] == "Ana" and s["round"] == 1


def test_a_random_deal_comes_from_the_seed():
    one = PlaySession(GAME, PlaySetup("camorra", ("A", "B", "C", "D", "E"), seed=9)).state_json()
    two = PlaySession(GAME, PlaySetup("camorra", ("A", "B", "C", "D", "E"), seed=9)).state_json()
    assert one == two and one["unused_terrains"] == [] and one["unused_caporegimes"] == []


def test_set_up_options_are_checked_naming_the_player():
    bad = PlaySetup("camorra", ("Ana", "Bruno", "Carla"),
                    options={"terrains": {"Ana": ["Nowhere", "Stella", "San Carlo", "Vomero"],
                                          "Bruno": ["Stella", "Avvocata", "Pendino", "Miano"],
                                          "Carla": ["Arenalla", "Scampia", "Piscinola", "Secondigliano"]}})
    problems = GAME.setup_problems(bad)
    assert "the quartiers dealt to the players: unknown quartier 'Nowhere' for 'Ana'" in problems
    assert "the quartiers dealt to the players: Stella, dealt to 'Bruno', was dealt to 'Ana' too" in problems
    assert GAME.setup_problems(setup({"tie_break": ["money"]}))[0].startswith(
        "the setting « Tie break »: expected a list among « caporegimes » or « terrains », got list [\"money\"]")


def test_two_action_cards_a_turn_at_most():
    """« Le joueur a le droit de poser 2 cartes Actions au maximum par tour »."""
    play = session({"type": "immunite"}, {"type": "ravitaillement", "cards": 2})
    assert play.legal_events() == [{"type": "end_turn"}]
    with pytest.raises(GameError, match="already laid 2"):
        play.apply({"type": "sacrifice"})


def test_draw_up_to_five_only_when_under_five():
    """« À la fin, il pioche uniquement s'il a moins de 5 cartes. Dans ce cas, il pioche autant de cartes qu'il faut
    pour que sa main soit composée de 5 cartes »."""
    play = session({"type": "immunite"}, {"type": "bombe", "target": "Bruno"}, {"type": "end_turn"})
    assert state(play)["players"]["Ana"]["hand"] == 5 and state(play)["players"]["Bruno"]["hand"] == 4
    play.apply({"type": "ravitaillement", "cards": 3})
    play.apply({"type": "end_turn"})
    assert state(play)["players"]["Bruno"]["hand"] == 6  # 4 - 1 + 3, no draw above 5
    assert state(play)["current"] == "Carla"


def test_immunite_no_action_against_him_until_his_next_turn():
    """« Immunité : personne ne peut mettre d'action contre ce joueur pendant 1 tour »."""
    play = session({"type": "end_turn"}, {"type": "immunite"}, {"type": "end_turn"})
    legal = play.legal_events()
    assert not [e for e in legal if e.get("target") == "Bruno"]
    assert not [e for e in legal if e["type"] == "chasse" and e["capo"].startswith("Bruno")]
    play.apply({"type": "end_turn"})  # Carla's turn ends
    play.apply({"type": "end_turn"})  # Ana's turn ends: Bruno's next turn starts, the Immunité lapses
    assert state(play)["players"]["Bruno"]["immune_until_turn"] is None


def test_racket_takes_a_card_at_random_into_the_hand():
    """« Racket : le joueur pioche 1 carte au hasard dans la main »."""
    s = state(session({"type": "racket", "target": "Carla"}))
    assert s["players"]["Ana"]["hand"] == 5 and s["players"]["Carla"]["hand"] == 4


def test_bombe_and_sacrifice():
    """« Attaque à la bombe : prenez 1 carte au hasard du joueur de votre choix et mettez la dans la défausse » and
    « Sacrifice : le joueur pioche 3 cartes puis se défausse de 2 cartes »."""
    s = state(session({"type": "bombe", "target": "Bruno"}, {"type": "sacrifice"}))
    assert s["players"]["Bruno"]["hand"] == 4 and s["players"]["Ana"]["hand"] == 5 - 2 + 3 - 2
    assert s["discard"] == 2 + 1 + 2


def test_ravitaillement_draws_two_or_three():
    """« Ravitaillement : pioche 2 ou 3 cartes, selon écrit sur la carte »."""
    assert state(session({"type": "ravitaillement", "cards": 3}))["players"]["Ana"]["hand"] == 7
    with pytest.raises(GameError):
        session({"type": "ravitaillement", "cards": 4})


def test_chasse_moves_an_enemy_caporegime_then_prise_de_terrain_takes_the_unguarded_terrain():
    """« Chasse : permet de déplacer un Caporegime ennemi sur un autre terrain du même joueur » and « Prise de
    terrain : le joueur vole une carte terrain non occupé au joueur de son choix, si celui-ci possède au moins 2 »."""
    play = session()
    assert {"type": "prise", "target": "Bruno", "terrain": "Miano"} not in play.legal_events()  # guarded
    play.apply({"type": "chasse", "capo": "Bruno:polyvalent", "terrain": "Pendino"})
    play.apply({"type": "prise", "target": "Bruno", "terrain": "Miano"})
    s = state(play)
    assert "Miano" in s["players"]["Ana"]["terrains"] and len(s["players"]["Bruno"]["terrains"]) == 3
    assert s["players"]["Bruno"]["municipalities"] == ["II"]


def test_recrutement_one_or_two_kills_one_of_his_own_at_random():
    """« 1-2 : le joueur rate et tue un de ses Caporegime au hasard »."""
    play = session({"type": "recrutement"}, {"type": "recruit_die", "face": 2})
    outcomes = GAME.chance(play.state)
    assert [o.event["capo"] for o in outcomes] == [c["id"] for c in state(play)["players"]["Ana"]["caporegimes"]]
    assert all(o.probability == pytest.approx(1 / 5) for o in outcomes)
    play.apply({"type": "recruit_loss", "capo": "Ana:caid"})
    assert len(state(play)["players"]["Ana"]["caporegimes"]) == 4 and state(play)["dead_caporegimes"] == ["caid"]


def test_recrutement_three_paralyses_for_a_turn():
    """« 3 : le joueur paralyse un Caporegime, celui-ci doit être face verso et ne peut pas être utilisé pendant un
    tour »: until the end of the paralysing player's next turn; it cannot duel."""
    play = session({"type": "recrutement"}, {"type": "recruit_die", "face": 3},
                   {"type": "paralyse", "capo": "Bruno:polyvalent"}, {"type": "end_turn"})
    assert not [e for e in play.legal_events() if e.get("capo") == "Bruno:polyvalent" and e["type"] == "attaque"]
    play.apply({"type": "end_turn"})
    play.apply({"type": "end_turn"})
    assert GAME.state_json(play.state)["players"]["Bruno"]["caporegimes"][3]["paralysed_until_turn"] == 4
    play.apply({"type": "end_turn"})  # Ana's next turn ends
    assert all(c["paralysed_until_turn"] is None for c in state(play)["players"]["Bruno"]["caporegimes"])


def test_recrutement_four_five_takes_a_caporegime_and_gives_a_card_at_random():
    """« 4-5 : le joueur prend un Caporegime mais donne une carte de sa main au hasard à l'adversaire »: from the
    unused cards while there are some."""
    play = session({"type": "recrutement"}, {"type": "recruit_die", "face": 5})
    take = {"type": "recruit_take", "capo": "pool:maniaque:1", "terrain": "Vomero", "to": "Carla"}
    assert take in play.legal_events()
    play.apply(take)
    s = state(play)
    assert len(s["players"]["Ana"]["caporegimes"]) == 6 and s["players"]["Ana"]["hand"] == 3
    assert s["players"]["Carla"]["hand"] == 6 and s["unused_caporegimes"].count("maniaque") == 1


def test_recrutement_six_steals_a_caporegime():
    """« 6 : le joueur vole un Caporegime »."""
    play = session({"type": "recrutement"}, {"type": "recruit_die", "face": 6},
                   {"type": "recruit_steal", "capo": "Carla:caid", "terrain": "Stella"})
    s = state(play)
    assert "Carla:caid" in [c["id"] for c in s["players"]["Ana"]["caporegimes"]]
    assert len(s["players"]["Carla"]["caporegimes"]) == 4


def test_combat_in_the_book_order_with_corruption_weapons_support_and_a_reroll():
    """« Duel de Caporegime, Corruption de police, Armes, Terrain, Lancer de dé » then « Cumul des points »; « Le
    joueur qui a posé une carte Corruption en dernier a la police dans son camp et gagne le total des points des
    cartes Corruption »; « Soutien : confère 2 points à un joueur autre que soi »; « En cas d'égalité, les joueurs
    relancent les dés »; « Si le joueur Attaquant a plus de points, il tue le Caporegime assigné au terrain
    attaqué »."""
    play = session(attack("Montecalvario", "Ana:caid"))
    assert state(play)["combat"]["step"] == "defend" and play.to_move() == "Bruno"
    assert {"type": "defend", "capo": "Bruno:protecteur"} not in play.legal_events()  # not on this quartier
    play.apply({"type": "defend", "capo": "Bruno:maniaque"})
    play.apply({"type": "corruption", "by": "Bruno", "points": 3})
    assert play.to_move() == "Ana"
    play.apply({"type": "corruption", "by": "Ana", "points": 2})
    play.apply({"type": "pass", "by": "Bruno"})  # Ana laid last: the police, 5 points, is hers
    play.apply({"type": "weapon", "by": "Ana", "points": 1})
    play.apply({"type": "done", "by": "Ana"})
    play.apply({"type": "weapon", "by": "Bruno", "points": 2})  # the Maniaque doubles: 4
    play.apply({"type": "done", "by": "Bruno"})
    play.apply({"type": "support", "by": "Carla", "for": "defender"})
    play.apply({"type": "close_support"})
    # Ana: Caïd 5 + police 5 + weapons 1 + I and III 3 = 14 + die; Bruno: Maniaque 2 + 4 + II 4 + Soutien 2 = 12
    play.apply({"type": DIE, "face": 1})
    change = play.apply({"type": DIE, "face": 3})
    assert "15 against 15" in change.line and state(play)["combat"]["rerolls"] == 1
    assert state(play)["combat"]["step"] == "die_attacker"
    change = play.apply({"type": DIE, "face": 4})
    change = play.apply({"type": DIE, "face": 2})
    assert "18 against 14" in change.line
    s = state(play)
    assert s["combat"] is None and "maniaque" not in [c["kind"] for c in s["players"]["Bruno"]["caporegimes"]]
    assert s["discard"] == 1 + 2 + 2 + 1  # Attaque, two Corruption, two Arme, one Soutien
    assert s["players"]["Carla"]["hand"] == 4


def test_an_unguarded_terrain_is_taken_and_the_defender_kills_the_attacker_on_a_loss():
    """« Si le terrain n'était gardé par aucun Caporegime, le joueur Attaquant s'empare de la carte Terrain » and « Si
    le joueur Défenseur a plus de points, il tue le Caporegime qui l'attaquait »."""
    play = session({"type": "chasse", "capo": "Bruno:polyvalent", "terrain": "Pendino"}, attack("Miano"))
    to_dice(play)
    roll(play, 1, 1)  # Ana 5 + 3 + 1 = 9, Bruno 0 + 4 + 1 = 5
    s = state(play)
    assert "Miano" in s["players"]["Ana"]["terrains"] and s["players"]["Ana"]["caporegimes"][0]["terrain"] == "Pausilippe"
    play.apply({"type": "end_turn"})
    play.apply(attack("Vomero", "Bruno:protecteur", "Ana"))  # Polyvalent guards Vomero: +3 defence
    to_dice(play)
    roll(play, 1, 6)  # Bruno 2 + 4 + 1 = 7, Ana 3 + 3 + 6 = 12
    assert "Bruno:protecteur" not in [c["id"] for c in state(play)["players"]["Bruno"]["caporegimes"]]


def test_a_guard_not_sent_still_dies_and_two_guards_let_the_defender_choose():
    """Reading 1.11.7-8 of « il tue le Caporegime assigné au terrain attaqué »: a guard kept out of the duel dies
    all the same and the terrain is not taken; of two guards the defender chooses."""
    play = session(attack("Montecalvario", "Ana:caid"))
    to_dice(play)
    roll(play, 6, 1)
    assert state(play)["combat"]["step"] == "victim" and play.to_move() == "Bruno"
    play.apply({"type": "victim", "capo": "Bruno:caid"})
    s = state(play)
    assert "Montecalvario" in s["players"]["Bruno"]["terrains"] and len(s["players"]["Bruno"]["caporegimes"]) == 4
    kept = session(attack("Avvocata", "Ana:caid"), settings={"guard_not_sent_dies": False})
    to_dice(kept)
    roll(kept, 6, 1)
    assert len(state(kept)["players"]["Bruno"]["caporegimes"]) == 5


def test_silence_cancels_the_attack_and_the_cards_go_to_the_discard():
    """« Silence : le joueur qui met cette carte annule l'attaque en cours. Les cartes qui ont été utilisées vont en
    défausse »."""
    play = session(attack("Montecalvario"), {"type": "defend", "capo": "Bruno:caid"},
                   {"type": "corruption", "by": "Bruno", "points": 4}, {"type": "silence", "by": "Ana"})
    s = state(play)
    assert s["combat"] is None and s["discard"] == 3 and len(s["players"]["Bruno"]["caporegimes"]) == 5


def test_silence_is_the_fighters_card_unless_the_table_reads_it_otherwise():
    """« Silence : le joueur qui met cette carte annule l'attaque en cours »: by default (silence_by = fighters)
    only Ana and Bruno may lay it; under silence_by = anyone Carla may too, and the attack ends the same way."""
    fighters = session(attack("Montecalvario"), {"type": "defend", "capo": "Bruno:caid"})
    assert {e["by"] for e in fighters.legal_events() if e["type"] == "silence"} == {"Ana", "Bruno"}
    anyone = session(attack("Montecalvario"), {"type": "defend", "capo": "Bruno:caid"},
                     settings={"silence_by": "anyone"})
    assert {e["by"] for e in anyone.legal_events() if e["type"] == "silence"} == {"Ana", "Bruno", "Carla"}
    anyone.apply({"type": "silence", "by": "Carla"})
    s = state(anyone)
    assert s["combat"] is None and s["players"]["Carla"]["hand"] == 4 and len(s["players"]["Bruno"]["caporegimes"]) == 5


def test_the_sournois_discards_a_card_of_the_opposing_hand_before_the_combat():
    """« Sournois : Avant le combat vous pouvez défausser la main adverse d'une carte »."""
    play = session(attack("Pendino", "Ana:sournois", sournois_discard=True))
    assert state(play)["players"]["Bruno"]["hand"] == 4
    play.apply({"type": "defend", "capo": "Bruno:sournois", "sournois_discard": True})
    assert state(play)["players"]["Ana"]["hand"] == 3


def test_municipality_seven_draws_a_card_on_a_win():
    """« Municipalité VII : Lorsque vous gagnez un combat, vous piochez une carte »."""
    placement = {"Carla": {"caid": "Arenalla", "protecteur": "Scampia", "sournois": "Piscinola",
                           "polyvalent": "Arenalla", "maniaque": "Arenalla"}}
    play = session({"type": "end_turn"}, {"type": "end_turn"}, placement=placement)
    # Carla holds Secondigliano unguarded; Bruno's Miano is VII's other quartier: give it to Carla first.
    play.apply({"type": "chasse", "capo": "Bruno:polyvalent", "terrain": "Pendino"})
    play.apply({"type": "prise", "target": "Bruno", "terrain": "Miano"})
    assert state(play)["players"]["Carla"]["municipalities"] == ["VII"]
    play.apply({"type": "end_turn"})
    play.apply(attack("Scampia", "Ana:caid", "Carla"))
    to_dice(play, "Carla:protecteur")
    before = state(play)["players"]["Carla"]["hand"]
    roll(play, 1, 6)  # Ana 5 + 3 + 1 = 9; Carla Protecteur 5 + 6 = 11
    assert state(play)["players"]["Carla"]["hand"] == before + 1


def test_the_game_ends_the_moment_a_player_has_no_caporegime_and_the_remaining_gangs_score():
    """« La partie se termine lorsqu'un joueur n'a plus de cartes Terrain OU qu'il n'a plus de cartes Caporegime.
    À ce moment, les gangs restant comptent leur point : 1 Caporegime en vie = 1 point, 1 Carte Terrain = 1 point,
    1 Municipalité complète = 2 points »."""
    play = session()
    for _ in range(4):  # Ana loses four Caporegimes to failed Recrutements
        play.apply({"type": "recrutement"})
        play.apply({"type": "recruit_die", "face": 1})
        play.apply({"type": "recruit_loss", "capo": state(play)["players"]["Ana"]["caporegimes"][0]["id"]})
        for _ in range(3):
            play.apply({"type": "end_turn"})
    assert not play.is_over()
    play.apply({"type": "recrutement"})
    play.apply({"type": "recruit_die", "face": 2})
    play.apply({"type": "recruit_loss", "capo": state(play)["players"]["Ana"]["caporegimes"][0]["id"]})
    assert play.is_over() and play.legal_events() == [] and play.to_move() is None
    ranking = play.ranking()
    assert [(p.name, p.rank, p.score) for p in ranking.players] == [("Bruno", 1, 11), ("Carla", 2, 9), ("Ana", 3, 0)]
    assert ranking.players[0].breakdown == {"caporegimes": 5, "terrains": 4, "municipalities": 2}
    assert "Ana has no Caporegime left, ended the game" in ranking.explanation


def test_a_final_tie_is_shared_unless_a_house_rule_breaks_it():
    """The book gives no tie-break (card-games.md § 1.8): tied gangs share the rank."""
    from tabletop.games.camorra.scoring import Gang, rank_gangs

    gangs = [Gang("A", 3, ("Stella", "Pendino")), Gang("B", 2, ("Vomero", "Miano", "Avvocata"))]
    shared = rank_gangs(GAME.rules, gangs)
    assert [p.rank for p in shared.players] == [1, 1] and "share first place" in shared.explanation
    broken = rank_gangs(GAME.rules, gangs, ["terrains"])
    assert broken.winners() == ["B"] and "wins with the most terrains" in broken.explanation


def test_every_reading_is_a_setting_with_a_description():
    """NOTES.md: every interpretation lives in rule data and is shown to the referee."""
    settings = GAME.default_settings()
    assert set(settings) == set(GAME.setting_descriptions())
    assert settings["tie_break"] == [] and settings["guard_not_sent_dies"] is True
    assert all(len(d) > 20 for d in GAME.setting_descriptions().values())


def test_combat_cards_do_not_count_toward_the_two_unless_the_house_rule_says_so():
    """Reading 1.3 of « 2 cartes Actions au maximum par tour »: only the Attaque card counts by default; with
    ``combat_cards_count`` the attacker's Arme is his second card and ends what he may lay."""
    free = session(attack("Avvocata"), {"type": "defend", "capo": None}, {"type": "pass", "by": "Bruno"},
                   {"type": "pass", "by": "Ana"}, {"type": "weapon", "by": "Ana", "points": 2})
    assert state(free)["cards_played"] == 1 and {"type": "weapon", "by": "Ana", "points": 2} in free.legal_events()
    counted = session(attack("Avvocata"), {"type": "defend", "capo": None}, {"type": "pass", "by": "Bruno"},
                      {"type": "pass", "by": "Ana"}, {"type": "weapon", "by": "Ana", "points": 2},
                      settings={"combat_cards_count": True})
    assert state(counted)["cards_played"] == 2 and state(counted)["combat"]["step"] == "weapons_defender"


def test_immunite_also_covers_the_combat_cards_laid_against_him():
    """Reading of « personne ne peut mettre d'action contre ce joueur »: while Ana's Immunité holds, Bruno may not
    lay Corruption or Silence against her attack, nor Carla a Soutien for Bruno."""
    play = session({"type": "immunite"}, attack("Avvocata"), {"type": "defend", "capo": "Bruno:protecteur"})
    legal = play.legal_events()
    assert state(play)["combat"]["corruption_next"] == "attacker"  # Bruno could not open the chain
    assert not [e for e in legal if e.get("by") == "Bruno"]
    open_table = session({"type": "immunite"}, attack("Avvocata"), {"type": "defend", "capo": "Bruno:protecteur"},
                         settings={"immunity_covers_combat": False})
    assert {"type": "corruption", "by": "Bruno", "points": 1} in open_table.legal_events()
