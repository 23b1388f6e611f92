"""Gangster Paradise's log lines said whole in French and English (issue 38): the secondary draw and its dead end,
salaries a clan cannot pay (on the referee's log and on the line the table sees) and the delivery they cut, each
one message, never a tail glued after a line."""

from __future__ import annotations

import copy

from tabletop.games.gangster_paradise.log_lines import describe, table_line
from tabletop.i18n import speaking
from tabletop.games.session import PlaySession

from tests.games.gangster_paradise.table import GAME, at, setup, started, walk

NBSP = "\u00a0"


def said(state, event) -> dict[str, str]:
    lines = {}
    for code in ("fr", "en"):
        with speaking(code):
            lines[code] = describe(state, event)
    return lines


def test_a_secondary_draw_is_one_sentence():
    session = PlaySession(GAME, setup())
    assert said(session.state, {"type": "secondary", "clan": "Ana", "good": "armes"}) == {
        "fr": f"Mise en place, production secondaire — Ana tire sa production secondaire{NBSP}: armes",
        "en": "Set-up, secondary production — Ana draws armes as secondary production"}


def test_a_dead_end_is_said_inside_the_draw_s_sentence():
    session = PlaySession(GAME, setup(("A", "B", "C", "D", "E")))
    for who, good in [("A", "bien 4"), ("D", "bien 5"), ("E", "drogue")]:
        session.apply({"type": "secondary", "clan": who, "good": good})
    assert said(session.state, {"type": "secondary", "clan": "B", "good": "armes"}) == {
        "fr": f"Mise en place, production secondaire — B tire sa production secondaire{NBSP}: armes{NBSP}; c'est une "
              "impasse, toutes les productions secondaires sont tirées à nouveau",
        "en": "Set-up, secondary production — B draws armes as secondary production; a dead end, every secondary is "
              "drawn again"}


def test_salaries_unpaid_are_said_in_the_laundering_sentence_and_cut_the_next_delivery():
    session = walk(started(unpaid_salaries="all_or_nothing"), at("recruitment", "Ana"))
    session.apply({"type": "recruit", "role": "soldat", "good": "drogue"})  # salaries 4 white; Ana holds 3
    session.apply({"type": "done"})
    walk(session, at("laundering", "Ana"))
    state, launder = copy.deepcopy(session.state), {"type": "launder", "red": 0}
    assert said(state, launder) == {
        "fr": "Tour 1, blanchiment et salaires — Ana ne touche pas de prime, ne blanchit rien et ne peut pas payer "
              f"4 blancs de salaires{NBSP}: aucune marchandise à la prochaine livraison",
        "en": "Turn 1, laundering and salaries — Ana gets no bonus, launders nothing and cannot pay 4 white in "
              "salaries: no goods at the next delivery"}
    table = {}
    for code in ("fr", "en"):
        with speaking(code):
            table[code] = table_line(state, launder)
    assert table == {
        "fr": f"Tour 1, blanchiment et salaires — Ana blanchit mais ne peut pas payer les salaires{NBSP}: "
              "aucune marchandise à la prochaine livraison",
        "en": "Turn 1, laundering and salaries — Ana launders but cannot pay the salaries: no goods at the next "
              "delivery"}
    session.apply(launder)
    walk(session, at("delivery", "Ana", turn=2))
    assert said(session.state, {"type": "deliver", "secondary_soldiers": 0}) == {
        "fr": f"Tour 2, livraison — Ana ne reçoit rien{NBSP}: les salaires n'ont pas été payés au tour précédent",
        "en": "Turn 2, delivery — Ana receives nothing: the salaries were unpaid last turn"}


def test_an_auction_decided_by_a_bluff_is_said_in_whole_clauses():
    """« le joueur paie son maximum et ne prend pas de carte … C'est alors le dernier joueur à avoir surenchéri qui
    s'en empare »: the pass that decides, the bluffer and the taker, each a whole clause."""
    session = walk(started(), at("market"))
    for move in (5, 30, "pass"):  # Ana 5, Bruno bluffs 30 with 23 notes, Camille passes
        session.apply({"type": "pass"} if move == "pass" else {"type": "bid", "amount": move})
    assert said(session.state, {"type": "pass"}) == {
        "fr": f"Tour 1, marché noir — Ana passe{NBSP}; Bruno ne peut pas payer{NBSP}: il paie tout ce qu'il a et "
              f"ne prend rien{NBSP}; Ana prend une carte pour 5",
        "en": "Turn 1, black market — Ana passes; Bruno cannot pay: pays all and takes nothing; Ana takes a card for 5"}


def test_the_pierre_feuille_ciseaux_result_is_one_sentence_for_two_clans_and_for_more():
    """« puis on règle tout ça à pierre-feuille-ciseaux »: the referee enters the order, winner first (reading 16);
    the line says it whole, for a pair (« bat ») and for a group, the others in their order."""
    session = walk(started(("Ana", "Bruno")), lambda s: s.state.stage == "tiebreak" or s.is_over())
    assert said(session.state, {"type": "pierre_feuille_ciseaux", "order": ["Bruno", "Ana"]}) == {
        "fr": "Tour 8, départage — Bruno bat Ana à pierre-feuille-ciseaux",
        "en": "Turn 8, tie-break — Bruno beats Ana at pierre-feuille-ciseaux"}
    assert said(session.state, {"type": "pierre_feuille_ciseaux", "order": ["Camille", "Ana", "Bruno"]}) == {
        "fr": f"Tour 8, départage — Camille l'emporte à pierre-feuille-ciseaux{NBSP}; suivent, dans l'ordre, "
              "Ana et Bruno",
        "en": "Turn 8, tie-break — Camille wins at pierre-feuille-ciseaux; then, in that order, Ana and Bruno"}


def test_a_tie_left_to_pierre_feuille_ciseaux_is_explained_in_one_sentence():
    """Clans level on white, members and red, the game not settled yet: the score sheet says who is level and that
    the table plays it out."""
    from tabletop.games.gangster_paradise.ranking import ClanScore, rank_clans
    scores = [ClanScore("Ana", 10, 3, 9), ClanScore("Bruno", 10, 3, 9), ClanScore("Camille", 10, 3, 9),
              ClanScore("Dario", 1, 9, 9)]
    explained = {}
    for code in ("fr", "en"):
        with speaking(code):
            explained[code] = (rank_clans(scores[1:]).explanation, rank_clans(scores).explanation)
    assert explained == {
        "fr": (f"Bruno et Camille sont à égalité sur les billets blancs, les membres et les billets rouges{NBSP}: la "
               "table les départage à pierre-feuille-ciseaux",
               f"Ana, Bruno et Camille sont à égalité sur les billets blancs, les membres et les billets rouges{NBSP}: "
               "la table les départage à pierre-feuille-ciseaux"),
        "en": ("Bruno and Camille are level on white notes, members and red notes: pierre-feuille-ciseaux settles it "
               "at the table",
               "Ana, Bruno and Camille are level on white notes, members and red notes: pierre-feuille-ciseaux settles "
               "it at the table")}


def test_an_event_the_rules_refuse_is_said_with_its_action_in_words():
    """A line for an event that cannot apply names what was tried in words, not the file's key after a colon."""
    session = PlaySession(GAME, setup())
    assert said(session.state, {"type": "recruit", "role": "cuisinier"}) == {
        "fr": "Mise en place, production secondaire — l'arbitre veut recruter",
        "en": "Set-up, secondary production — the referee wants to recruit"}
