"""The card games' log lines and score-sheet sentences that were glued from translated pieces in code (issue 38):
each is now one message, said whole in French and in English, its clauses separated as the language does."""

from __future__ import annotations

import random

import pytest

from tabletop.games import game_core
from tabletop.games.interface import PlaySetup
from tabletop.i18n import speaking

from tests.games.camorra.table import GAME as CAMORRA, attack, session as camorra_session
from tests.games.narcopolis.helpers import booki_attacks_killah

NBSP = "\u00a0"


def said(describe, *args) -> dict[str, str]:
    lines = {}
    for code in ("fr", "en"):
        with speaking(code):
            lines[code] = describe(*args)
    return lines


def test_a_camorra_attack_with_the_sournois_is_one_sentence():
    """« Sournois : Avant le combat vous pouvez défausser la main adverse d'une carte »: said inside the attack's
    sentence, not a parenthesis glued after it."""
    play = camorra_session()
    event = attack("Pendino", "Ana:sournois", sournois_discard=True)
    lines = said(CAMORRA.describe, play.state, event)
    assert lines["en"].endswith("attacks Pendino of Bruno (the Sournois discards a card of the defender's hand)")
    assert lines["fr"].startswith(f"Ana pose une carte Attaque{NBSP}: ")
    assert lines["fr"].endswith("attaque Pendino de Bruno (le Sournois défausse une carte de la main du défenseur)")


def test_a_camorra_recruitment_that_gives_a_card_is_one_sentence():
    """« 4-5 : le joueur prend un Caporegime mais donne une carte de sa main au hasard à l'adversaire »."""
    play = camorra_session({"type": "recrutement"}, {"type": "recruit_die", "face": 5})
    take = {"type": "recruit_take", "capo": "pool:maniaque:1", "terrain": "Vomero", "to": "Carla"}
    lines = said(CAMORRA.describe, play.state, take)
    assert lines["fr"].startswith("Ana prend ") and lines["fr"].endswith(
        " sur Vomero et donne une carte au hasard à Carla")
    assert lines["en"].startswith("Ana takes ") and lines["en"].endswith(
        " onto Vomero and gives a card at random to Carla")


@pytest.mark.parametrize("face, french, english", [
    (1, "Ana fait 1 au dé de Recrutement, échoue et perd un de ses Caporegime au hasard",
     "Ana rolls 1 on the Recrutement die, fails and loses one of their Caporegime at random"),
    (3, "Ana fait 3 au dé de Recrutement et paralyse un Caporegime, qui ne peut pas servir pendant un tour",
     "Ana rolls 3 on the Recrutement die and paralyses a Caporegime, who cannot be used for a turn"),
    (5, "Ana fait 5 au dé de Recrutement et prend un Caporegime, mais donne une carte de sa main au hasard à "
        "l'adversaire",
     "Ana rolls 5 on the Recrutement die and takes a Caporegime, but gives a card of their hand at random to the "
     "opponent"),
    (6, "Ana fait 6 au dé de Recrutement et vole un Caporegime", "Ana rolls 6 on the Recrutement die and steals a "
                                                                 "Caporegime"),
])
def test_a_camorra_recrutement_die_is_one_sentence_for_each_effect(face, french, english):
    """« 1-2 : le joueur rate et tue un de ses Caporegime au hasard. 3 : le joueur paralyse … »: who rolled, the face
    and its effect in one sentence; the English line quoted the French rulebook after « Recrutement die: 1 — »."""
    from tabletop.games.camorra.actions import describe_recruit_event
    play = camorra_session()
    assert said(describe_recruit_event, CAMORRA.rules, play.state, {"type": "recruit_die", "face": face}) == {
        "fr": french, "en": english}


def _defender_rolls(attacker: int, defender: int) -> dict[str, str]:
    """The line of the defender's die after the attacker rolled ``attacker``: Ana's Caïd attacks Bruno's Maniaque on
    Montecalvario (8 against 6 before the dice), nobody lays a card."""
    from tests.games.camorra.test_camorra_play import to_dice
    play = camorra_session(attack())
    to_dice(play, "Bruno:maniaque")
    play.apply({"type": "combat_die", "face": attacker})
    return said(CAMORRA.describe, play.state, {"type": "combat_die", "face": defender})


def test_a_camorra_defender_s_die_says_the_totals_and_the_outcome_in_one_sentence():
    """« Le joueur ayant le total le plus élevé gagne … En cas d'égalité, les joueurs relancent les dés »: the die,
    both totals and what follows in one message for each outcome, not a totals clause glued after the roll."""
    lines = {outcome: _defender_rolls(*dice) for outcome, dice in
             {"tie": (1, 3), "attacker dies": (1, 6), "defender dies": (6, 1)}.items()}
    assert lines["tie"] == {"fr": f"Bruno (défenseur) fait 3, 9 contre 9{NBSP}: égalité, on relance les deux dés",
                            "en": "Bruno (defender) rolls 3, 9 against 9: a tie, both dice are rolled again"}
    assert lines["attacker dies"] == {
        "fr": f"Bruno (défenseur) fait 6, 9 contre 12{NBSP}: le Caporegime attaquant meurt",
        "en": "Bruno (defender) rolls 6, 9 against 12: the attacking Caporegime dies"}
    assert lines["defender dies"] == {
        "fr": f"Bruno (défenseur) fait 1, 14 contre 7{NBSP}: le Caporegime défenseur meurt",
        "en": "Bruno (defender) rolls 1, 14 against 7: the defending Caporegime dies"}


def test_a_camorra_event_the_rules_refuse_names_its_action_in_words():
    play = camorra_session({"type": "recrutement"}, {"type": "recruit_die", "face": 5})
    assert said(CAMORRA.describe, play.state, {"type": "paralyse_all"}) == {
        "fr": f"Ana veut «{NBSP}paralyse_all{NBSP}»", "en": "Ana wants to « paralyse_all »"}


def test_camorra_s_final_count_says_each_gang_out_in_a_clause_of_its_own():
    """« les gangs restant comptent leur point »; a gang with no Caporegime ended the game and ranks after them."""
    from tabletop.games.camorra.scoring import Gang, rank_gangs
    gangs = [Gang("Ana", 0, ("Stella",)), Gang("Bruno", 3, ("Vomero", "Miano")), Gang("Carla", 2, ("Pendino",))]
    assert said(lambda: rank_gangs(CAMORRA.rules, gangs).explanation) == {
        "fr": "Bruno est en tête avec le meilleur score (1 par Caporegime en vie, 1 par Terrain, 2 par municipalité "
              f"complète){NBSP}; Ana n'a plus de Caporegime, a mis fin à la partie et se classe après les bandes "
              "restantes",
        "en": "Bruno leads with the best score (1 per Caporegime alive, 1 per Terrain, 2 per complete municipality); "
              "Ana has no Caporegime left, ended the game and ranks after the remaining gangs"}
    level = [Gang("Ana", 3, ("Stella", "Pendino")), Gang("Bruno", 3, ("Vomero", "Miano")),
             Gang("Carla", 3, ("Avvocata", "Chiaia"))]
    assert said(lambda: rank_gangs(CAMORRA.rules, level).explanation) == {
        "fr": "Ana, Bruno et Carla sont à égalité au score et partagent la première place (le livre ne donne pas de "
              "départage)",
        "en": "Ana, Bruno and Carla are level on score and share first place (the book gives no tie-break)"}


def test_players_level_on_every_criterion_are_listed_as_the_language_lists():
    from tabletop.games.interface import rank_by
    rows = [("Ana", [3]), ("Bob", [3]), ("Chloé", [3])]
    assert said(lambda: rank_by(rows, ["score"]).explanation) == {
        "fr": "Ana, Bob et Chloé sont à égalité sur tous les critères et partagent la première place",
        "en": "Ana, Bob and Chloé are level on every criterion and share first place"}


def test_narcopolis_players_level_for_a_final_combat_are_said_in_one_sentence():
    """« S'il y a encore égalité, la partie se jouera autour d'un combat final »: the French said « partagent la
    première place; a final combat decides », the English tail cut from an English sentence glued to the French."""
    from tabletop.games.narcopolis.ending import Standing, classic_ranking
    level = [Standing("Ana", 20, 3), Standing("Bob", 20, 3)]
    assert said(lambda: classic_ranking(level).explanation) == {
        "fr": f"Ana et Bob sont à égalité sur tous les critères{NBSP}: un combat final les départage",
        "en": "Ana and Bob are level on every criterion: a final combat decides"}


def test_narcopolis_calling_a_bluff_is_one_sentence_with_its_verdict():
    """« Killah lui dit qu'il bluffe »: who calls, on what, what the dice read and who wins, in one sentence."""
    session = booki_attacks_killah()
    for event in ({"type": "roll", "dice": [5, 4, 1]}, {"type": "announce", "value": 621}):
        session.apply(event)
    assert said(session.game.describe, session.state, {"type": "call"}) == {
        "fr": f"Killah dit «{NBSP}tu bluffes{NBSP}» sur 621{NBSP}; les dés donnent 541{NBSP}: c'est un bluff, Killah "
              "gagne",
        "en": "Killah says « tu bluffes » on 621; the dice read 541, a bluff, Killah wins"}



def test_narcopolis_calling_a_true_announcement_is_one_sentence_with_its_verdict():
    session = booki_attacks_killah()
    for event in ({"type": "roll", "dice": [6, 2, 1]}, {"type": "announce", "value": 621}):
        session.apply(event)
    assert said(session.game.describe, session.state, {"type": "call"}) == {
        "fr": f"Killah dit «{NBSP}tu bluffes{NBSP}» sur 621{NBSP}; les dés donnent 621{NBSP}: l'annonce est juste, "
              "Booki gagne",
        "en": "Killah says « tu bluffes » on 621; the dice read 621, true, Booki wins"}


def test_a_mafia_story_reveal_and_the_end_are_whole_clauses_after_the_event():
    """The last card of a random play (seed 0) sets off a reveal and ends the game: each is a clause of its own,
    the end saying who wins."""
    from tabletop.games.playthrough import random_playthrough
    game = game_core("mafia-story")
    last = {}
    for code in ("fr", "en"):
        with speaking(code):
            played = random_playthrough(game, PlaySetup("mafia-story", ("Ana", "Bob"), seed=0), random.Random(0),
                                        check_replay=False)
            last[code] = played.session.log_lines[-1]
    assert last["fr"].startswith(f"La carte en C3 est révélée{NBSP}: prostituée{NBSP}; à la révélation, Ana fait la "
                                 "guerre sur ")
    assert last["fr"].endswith(f"{NBSP}; la partie est terminée{NBSP}: Bob gagne")
    assert last["en"].startswith("The card at C3 is revealed: prostitute; at the reveal, Ana wages war on ")
    assert last["en"].endswith("; the game is over: Bob wins")


CARD = {"type": "territoire", "family": "bleu", "value": 6}


@pytest.mark.parametrize("record, french, english", [
    ({"neutralised": True, "player": "Ana", "kind": "encaissement"}, "Ana voit son jeton encaissement neutralisé",
     "Ana's cash-in token is neutralised"),
    ({"neutralised": True, "player": "Ana", "kind": "guerre"}, "Ana voit son jeton guerre des gangs neutralisé",
     "Ana's gang-war token is neutralised"),
    ({"player": "Bob", "kind": "encaissement", "card": CARD, "rule": 1, "pile": "right", "points": 6,
      "controller": None, "controller_loses": 0},
     "Bob encaisse sur bleu 6 pour +6 (à droite, règle 1)", "Bob cashes in on bleu 6 for +6 (to the right, rule 1)"),
    ({"player": "Bob", "kind": "encaissement", "card": {"type": "drive-by"}, "rule": 4, "pile": "left",
      "points": -1, "controller": None, "controller_loses": 0},
     "Bob encaisse sur drive by shooting pour −1 (à gauche, règle 4)",
     "Bob cashes in on drive-by shooting for -1 (to the left, rule 4)"),
    ({"player": "Bob", "kind": "encaissement", "card": CARD, "rule": 1, "pile": "right", "points": 6,
      "controller": "Chloé", "controller_loses": 1},
     f"Bob encaisse sur bleu 6 pour +6 (à droite, règle 1{NBSP}; Chloé perd 1 point)",
     "Bob cashes in on bleu 6 for +6 (to the right, rule 1; Chloé loses 1 point)"),
    ({"player": "Bob", "kind": "guerre", "card": {"type": "speciale", "family": "rouge", "value": 10}, "rule": 7,
      "pile": "right", "points": 10, "controller": None, "controller_loses": 0},
     "Bob fait la guerre sur activité spéciale rouge pour +10 (à droite, règle 7)",
     "Bob wages war on special activity rouge for +10 (to the right, rule 7)"),
    ({"player": "Bob", "kind": "guerre", "card": {"type": "prostituee"}, "rule": 6, "pile": "left", "points": -1,
      "controller": "Chloé", "controller_loses": 2},
     f"Bob fait la guerre sur prostituée pour −1 (à gauche, règle 6{NBSP}; Chloé perd 2 points)",
     "Bob wages war on prostitute for -1 (to the left, rule 6; Chloé loses 2 points)"),
])
def test_each_token_of_a_mafia_story_reveal_is_one_sentence(record, french, english):
    """« la carte est placée à la droite du joueur … elle lui rapporte les points »: each token's verb (encaisse,
    fait la guerre), its card in words (never « prostituee » or « speciale rouge »), its pile and the controller's
    loss counted, in one message; a neutralised token agrees whatever its kind (« guerre de Carla neutralisé »)."""
    from tabletop.games.mafia_story.game import reveal_line
    assert said(reveal_line, record) == {"fr": french, "en": english}


def test_a_camorra_soutien_takes_the_article_of_its_side():
    """« si un joueur a posé une carte Action Soutien »: French says « pour l'attaquant » but « pour le défenseur »
    (it read « pour l'défenseur », the side glued after « l' » in code), and the card is « une carte Soutien »."""
    play = camorra_session(attack("Pendino", "Ana:caid"))
    assert play.state.combat is not None
    for side, french, english in (("defender", "Carla pose une carte Soutien pour le défenseur (+2)",
                                   "Carla lays Soutien for the defender (+2)"),
                                  ("attacker", "Carla pose une carte Soutien pour l'attaquant (+2)",
                                   "Carla lays Soutien for the attacker (+2)")):
        lines = said(CAMORRA.describe, play.state, {"type": "support", "by": "Carla", "for": side})
        assert lines == {"fr": french, "en": english}
    sent = said(CAMORRA.describe, play.state, {"type": "defend", "capo": None})
    assert sent["fr"] == "Bruno n'envoie aucun Caporegime au duel"
