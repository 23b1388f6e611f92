"""A Gangster Paradise play through the shared interface: the set-up draws, the phases in turn order, the
black-market auction and its bluff, the salaries, the 4-goods limit, negotiation, executants, the end."""

import copy

import pytest

from tabletop.games.interface import GameError, PlaySetup
from tabletop.games.session import PlaySession

from tests.games.gangster_paradise.table import GAME, PLAYERS, at, clan, setup, started, walk


def outcomes(session):
    return sorted(o.event["good"] for o in GAME.chance(session.state))


def test_secondary_draw_chain_as_in_the_book():
    """« En tant que premier joueur, le clan Hernandez a tiré les bijoux comme production secondaire. C'est donc au
    joueur incarnant le clan Mutombo de piocher sa production secondaire parmi les cartes restantes après avoir
    enlevé la drogue de la pioche »"""
    session = PlaySession(GAME, PlaySetup("gangster-paradise", ("Ana", "Camille", "Pierre"), settings={
        **GAME.default_settings()}, options={"clans": ["Hernandez", "Giordano", "Mutombo"]}))
    assert session.to_move() == "chance"
    assert outcomes(session) == ["armes", "bien 4", "bien 5", "bijoux"]  # never one's own primary
    session.apply({"type": "secondary", "clan": "Ana", "good": "bijoux"})
    assert session.state_json()["clans"]["Pierre"]["secondary"] is None
    assert session.state.secondary_drawer == 2  # Mutombo draws next, out of turn
    assert outcomes(session) == ["armes", "bien 4", "bien 5"]  # without drogue (and his own bijoux)
    with pytest.raises(GameError, match="cannot draw 'drogue'"):
        session.apply({"type": "secondary", "clan": "Pierre", "good": "drogue"})
    assert all(abs(o.probability - 1 / 3) < 1e-9 for o in GAME.chance(session.state))


def test_a_dead_end_redraws_every_secondary():
    """Reading 9: when the clan to draw has only forbidden cards left, every secondary is drawn again."""
    five = ("A", "B", "C", "D", "E")  # drogue, bijoux, armes, bien 4, bien 5
    session = PlaySession(GAME, setup(five))
    for who, good in [("A", "bien 4"), ("D", "bien 5"), ("E", "drogue"), ("B", "armes")]:
        session.apply({"type": "secondary", "clan": who, "good": good})
    assert "drawn again" in session.log_lines[-1]
    assert all(c["secondary"] is None for c in session.state_json()["clans"].values())
    assert session.state.secondary_drawer == 0 and session.state.stage == "secondary"


def test_setup_gives_each_clan_its_start_and_the_black_market_one_card_fewer():
    """« 20 billets rouges … et 3 billets blancs »; « son 1er soldat et son 1er commerçant »; « on dévoile au
    marché noir … une carte de moins que de joueurs »"""
    session = PlaySession(GAME, setup())
    assert [e["type"] for e in session.legal_events()] == ["secondary"] * 4
    session = started()
    ana = clan(session, "Ana")
    assert ana["private"] == {"red": 20, "white": 3, "executants": []}
    assert ana["members"]["soldat"] == 1 and ana["members"]["commercant"] == 1
    market = session.state_json()["black_market"]
    assert market["cards"] == {"armes": 1, "drogue": 1} and market["pot"] == 10
    assert session.state_json()["stage"] == "delivery" and session.to_move() == "Ana"


def test_bad_setups_are_refused_in_one_line():
    assert GAME.setup_problems(setup(("Solo",))) == ["1 player: Gangster Paradise takes 2 to 5 clans"]
    bad = PlaySetup("gangster-paradise", ("A", "B"), options={"clans": ["Hernandez", "Nowhere"], "first_player": "Z"})
    assert GAME.setup_problems(bad) == ["the clan boards: no board 'Nowhere' (one of Hernandez, Mutombo, Giordano, "
                                        "clan 4, clan 5)", "the first player: 'Z' is not playing"]


def test_the_phases_go_in_turn_order_and_the_first_player_passes_left():
    """« Chaque joueur, dans l'ordre du tour … en commençant par le premier joueur »; « la carte premier joueur
    revient au joueur à la gauche de celui qui la possédait »"""
    session = started()
    actives = []
    walk(session, lambda s: (actives.append((s.state.stage, s.to_move())) and False) or s.state.stage == "market")
    assert [a for a in actives if a[0] == "delivery"] == [("delivery", p) for p in PLAYERS]
    walk(session, at("delivery", turn=2))
    assert session.state_json()["first_player"] == "Bruno" and session.to_move() == "Bruno"


def bid_round(session, *moves):
    for move in moves:
        session.apply({"type": "pass"} if move == "pass" else {"type": "bid", "amount": move})


def test_auction_bluff_the_last_raiser_takes_the_card():
    """« En cas de non possibilité de payer la totalité (bluff), le joueur paie son maximum et ne prend pas de carte
    marchandise du marché noir. C'est alors le dernier joueur à avoir surenchéri qui s'en empare »"""
    session = walk(started(), at("market"))
    reserve = session.state_json()["reserve"]
    bid_round(session, 5, 30, "pass", "pass")  # Ana 5, Bruno bluffs 30 with 23 notes, Camille and Ana pass
    assert "Bruno cannot pay" in session.log_lines[-1] and "Ana takes a card for 5" in session.log_lines[-1]
    state = session.state_json()
    assert state["clans"]["Bruno"]["private"]["red"] == 0 and state["clans"]["Bruno"]["private"]["white"] == 0
    assert state["reserve"]["red"] == reserve["red"] + 20 and state["reserve"]["white"] == reserve["white"] + 3
    assert session.to_move() == "Ana"
    with pytest.raises(GameError, match="the price is 5"):
        session.apply({"type": "buy", "good": "armes", "red": 4, "white": 0})
    session.apply({"type": "buy", "good": "armes", "red": 5, "white": 0})
    assert clan(session, "Ana")["goods"]["armes"] == 1
    # the bluffer bids again (setting bluffer_may_bid_later): he opens the next auction, nobody raises
    assert session.to_move() == "Bruno"
    bid_round(session, 0, "pass")
    session.apply({"type": "buy", "good": "drogue", "red": 0, "white": 0})
    state = session.state_json()
    assert state["clans"]["Camille"]["private"]["red"] == 30  # « obtient en compensation, 10 billets rouges »
    assert state["stage"] == "reveal" and state["black_market"]["pot"] == 10


def test_a_bluff_with_nobody_else_raising_leaves_the_card_for_a_new_auction():
    session = walk(started(), at("market"))
    bid_round(session, 99, "pass", "pass")
    assert "nobody takes the card" in session.log_lines[-1]
    assert clan(session, "Ana")["private"]["red"] == 0 and session.state_json()["black_market"]["cards"] == {
        "armes": 1, "drogue": 1}
    assert session.to_move() == "Ana"  # the nearest to the first player opens again


def test_the_opener_must_bid_and_zero_is_a_bid():
    """« y accéder n'est pas une option ! (mais zéro est une enchère) »"""
    session = walk(started(), at("market"))
    assert {"type": "pass"} not in session.legal_events()
    with pytest.raises(GameError, match="opener must bid"):
        session.apply({"type": "pass"})
    bid_round(session, 0, "pass", "pass")
    assert "Ana takes a card for 0" in session.log_lines[-1]


def test_salaries_must_be_paid_by_default():
    """« chaque joueur doit payer en billets blancs les membres du clan »: a clan short of white launders what its
    salaries need (default unpaid_salaries = must_pay); laundering less is refused."""
    session = walk(started(), at("recruitment", "Ana"))
    session.apply({"type": "recruit", "role": "soldat", "good": "drogue"})  # salaries 4 white; Ana holds 3
    session.apply({"type": "done"})
    walk(session, at("laundering", "Ana"))
    assert {"type": "launder", "red": 0} not in session.legal_events()
    with pytest.raises(GameError, match="must pay the salaries.*at least 2 red"):
        session.apply({"type": "launder", "red": 0})
    session.apply({"type": "launder", "red": 2})
    ana = clan(session, "Ana")
    assert not ana["unpaid_salaries"] and ana["private"]["white"] == 0 and ana["private"]["red"] == 18


def test_unpaid_salaries_cut_the_next_delivery():
    """« si vous ne pouvez pas payer les salaires, alors vous n'obtiendrez pas de marchandises lors de la phase
    livraison du tour suivant » (reading all_or_nothing: the clan launders as it likes and pays nothing)"""
    session = walk(started(unpaid_salaries="all_or_nothing"), at("recruitment", "Ana"))
    session.apply({"type": "recruit", "role": "soldat", "good": "drogue"})  # salaries 4 white; Ana holds 3
    session.apply({"type": "done"})
    walk(session, at("laundering", "Ana"))
    session.apply({"type": "launder", "red": 0})
    assert "cannot pay 4 white in salaries" in session.log_lines[-1]
    assert clan(session, "Ana")["unpaid_salaries"] and clan(session, "Ana")["private"]["white"] == 3
    walk(session, at("delivery", "Ana", turn=2))
    goods = dict(clan(session, "Ana")["goods"])
    session.apply({"type": "deliver", "secondary_soldiers": 0})
    assert clan(session, "Ana")["goods"] == goods and not clan(session, "Ana")["unpaid_salaries"]


def test_the_four_goods_limit_at_the_end_of_the_turn():
    """« A la fin de votre tour, vous ne pouvez pas posséder plus de 4 cartes marchandises, sinon vous devez en
    remettre dans la réserve !!! »"""
    session = walk(started(), at("trim"))
    assert session.to_move() == "Ana" and clan(session, "Ana")["goods"] == {"armes": 1, "drogue": 4}
    assert [e for e in session.legal_events() if e["type"] == "discard"] == [
        {"type": "discard", "goods": {"armes": 1}}, {"type": "discard", "goods": {"drogue": 1}}]
    with pytest.raises(GameError, match="1 go back to the piles, not 2"):
        session.apply({"type": "discard", "goods": {"drogue": 2}})
    session.apply({"type": "discard", "goods": {"drogue": 1}})
    assert session.state.stage == "trim" and session.to_move() == "Bruno"  # Bruno took the second card


def test_resale_once_a_turn_of_different_kinds():
    """« 1 seule fois par tour … une vente de marchandises de natures différentes »"""
    session = walk(started(), at("resale", "Ana"))
    with pytest.raises(GameError, match="different kinds"):
        session.apply({"type": "resell", "goods": ["drogue", "drogue"]})
    session.apply({"type": "resell", "goods": ["armes", "drogue"]})
    assert clan(session, "Ana")["private"]["red"] == 20 + 15 and clan(session, "Ana")["resold"]
    assert session.to_move() == "Bruno"


def test_negotiation_only_with_what_one_holds():
    """« On ne fait pas de crédit ! (On ne peut offrir que ce que l'on possède et non ce que l'on possédera) »"""
    session = walk(started(), at("delivery", "Bruno"))
    trade = {"type": "trade", "with": "Ana", "give": {"red": 5}, "get": {"goods": {"drogue": 1}}}
    session.apply(trade)
    assert clan(session, "Bruno")["goods"] == {"drogue": 1} and clan(session, "Ana")["private"]["red"] == 25
    with pytest.raises(GameError, match="no credit"):
        session.apply({**trade, "give": {"red": 500}})
    with pytest.raises(GameError, match="cannot give 9 drogue"):
        session.apply({**trade, "get": {"goods": {"drogue": 9}}})


def test_a_trade_can_move_an_executant_and_refuses_what_it_cannot_represent():
    """« Tout peut être échangé » (but the first-player card): an executant changes hands like a good; a part of
    a trade the tracker does not know is refused, never dropped, so a swap is never logged as a gift."""
    session = walk(started(), at("delivery", "Bruno"))
    state = copy.deepcopy(session.state)
    state.clans[0].executants = ["informateur"]
    state.executant_deck["informateur"] -= 1  # Ana drew it
    after = GAME.apply(state, {"type": "trade", "with": "Ana", "give": {"red": 5},
                               "get": {"executants": ["informateur"]}})
    assert after.clans[1].executants == ["informateur"] and after.clans[0].executants == []
    assert after.clans[0].red == 25 and GAME.invariants(after) == []
    assert "Bruno gives 5 red to Ana for an informer" in GAME.describe(state, {"type": "trade", "with": "Ana", "give": {"red": 5},
                                                              "get": {"executants": ["informateur"]}})
    with pytest.raises(GameError, match="cannot give one executant « informateur »: holds 0"):
        GAME.apply(state, {"type": "trade", "with": "Ana", "give": {"executants": ["informateur"]}})
    with pytest.raises(GameError, match="'get' has 'premier_joueur'"):
        GAME.apply(state, {"type": "trade", "with": "Ana", "give": {"red": 5}, "get": {"premier_joueur": 1}})
    with pytest.raises(GameError, match="« trade » takes get, give, with, not the field 'gift'"):
        GAME.apply(state, {"type": "trade", "with": "Ana", "give": {"red": 5}, "gift": {"red": 1}})


def test_recruitment_in_play_pays_identical_goods():
    """« Pour recruter un personnage, un joueur doit payer son coût en marchandises identiques »"""
    session = walk(started(), at("recruitment", "Ana"))
    assert {"type": "recruit", "role": "capitaine", "good": "drogue"} not in session.legal_events()
    with pytest.raises(GameError, match="needs 2 Soldat"):
        session.apply({"type": "recruit", "role": "capitaine", "good": "drogue"})
    with pytest.raises(GameError, match="holds 1 armes, not 2"):
        session.apply({"type": "recruit", "role": "soldat", "good": "armes"})
    session.apply({"type": "recruit", "role": "soldat", "good": "drogue"})
    assert clan(session, "Ana")["members"]["soldat"] == 2 and clan(session, "Ana")["goods"]["drogue"] == 2


def test_executants_hidden_then_played_on_a_target_then_discarded():
    """« un joueur ne peut recruter que 2 exécutants par tour … et n'en jouer qu'un seul par phase dès lors qu'il
    est actif »; « une fois leur triste mission effectuée, ils sont défaussés »"""
    session = walk(started(), at("recruitment", "Ana"))
    session.apply({"type": "recruit_executant", "good": "drogue"})
    assert session.legal_events() == [{"type": "executant_card", "kind": k}
                                      for k in ("informateur", "exécutant 2", "exécutant 3")]
    session.apply({"type": "executant_card", "kind": "informateur"})
    ana = clan(session, "Ana")
    assert ana["executants_held"] == 1 and ana["private"]["executants"] == ["informateur"]
    assert ana["goods"] == {"armes": 1, "drogue": 1}
    rich = copy.deepcopy(session.state)
    rich.clans[0].goods["bijoux"], rich.reserve_goods["bijoux"] = 6, rich.reserve_goods["bijoux"] - 6
    rich = GAME.apply(rich, {"type": "recruit_executant", "good": "bijoux"})
    rich = GAME.apply(rich, {"type": "executant_card", "kind": "exécutant 2"})
    assert GAME.invariants(rich) == [] and rich.clans[0].goods["bijoux"] == 3
    with pytest.raises(GameError, match="at most 2"):
        GAME.apply(rich, {"type": "recruit_executant", "good": "bijoux"})
    session = walk(started(), at("recruitment", "Ana"))
    session.apply({"type": "recruit_executant", "good": "drogue"})
    session.apply({"type": "executant_card", "kind": "informateur"})
    session.apply({"type": "play_executant", "kind": "informateur", "target": "Bruno"})
    with pytest.raises(GameError, match="holds no executant"):
        session.apply({"type": "play_executant", "kind": "informateur", "target": "Camille"})
    assert clan(session, "Bruno")["executants_on_board"][0]["by"] == "Ana"
    session.apply({"type": "executant_effect", "target": "Bruno", "card": 0, "red": 5, "to": "owner"})
    assert clan(session, "Ana")["private"]["red"] == 25 and clan(session, "Bruno")["executants_on_board"] == []
    assert session.state_json()["executants"]["discard"] == {"informateur": 1}


def test_the_end_ranks_by_white_then_members_then_red_then_rock_paper_scissors():
    """« celui qui a le plus de billets blancs l'emporte. En cas d'égalité celui avec le plus de membres de sa
    famille est vainqueur, puis on regarde le nombre de billets rouges, puis on règle tout ça à
    pierre-feuille-ciseaux »"""
    session = walk(started(("Ana", "Bruno")), lambda s: s.state.stage == "tiebreak" or s.is_over())
    state = session.state
    assert state.turn == 8 and state.stage == "tiebreak"  # the quiet policy leaves both clans level
    assert session.ranking().decided_by == "pierre-feuille-ciseaux" and session.to_move() == "Ana"
    session.apply({"type": "pierre_feuille_ciseaux", "order": ["Bruno", "Ana"]})
    assert session.is_over() and session.ranking().winners() == ["Bruno"]
    assert session.ranking().decided_by == "pierre-feuille-ciseaux"
    richer = copy.deepcopy(state)
    richer.clans[0].white += 1
    assert GAME.ranking(richer).winners() == ["Ana"] and GAME.ranking(richer).decided_by == "white"


def test_refused_events_name_what_is_wrong():
    session = started()
    for event, words in [({"type": "bid", "amount": 3}, "« bid » is not possible in the stage « delivery »"),
                         ({"type": "deliver", "secondary_soldiers": 1}, "until the bras droit"),
                         ({"type": "deliver", "secondary_soldiers": -1}, "whole number >= 0"),
                         ({"type": "trade", "with": "Nobody"}, "no player 'Nobody'"),
                         ({"kind": "x"}, "an object with a 'type'")]:
        with pytest.raises(GameError, match=words):
            session.apply(event)


def test_one_executant_per_phase_from_the_active_player_only():
    """« n'en jouer qu'un seul par phase dès lors qu'il est actif : Un joueur dont ce n'est pas le tour ne peut
    jamais lancer un exécutant »"""
    session = walk(started(), at("laundering", "Ana"))
    state = copy.deepcopy(session.state)
    state.clans[0].executants = ["informateur", "exécutant 2"]
    state.executant_deck["informateur"] -= 1
    state.executant_deck["exécutant 2"] -= 1
    state = GAME.apply(state, {"type": "play_executant", "kind": "informateur", "target": "Camille"})
    with pytest.raises(GameError, match="already played an executant in this phase"):
        GAME.apply(state, {"type": "play_executant", "kind": "exécutant 2", "target": "Camille"})
    later = GAME.apply(state, {"type": "launder", "red": 0})  # Bruno is active now; Ana may not play
    assert all(e.get("type") != "play_executant" for e in GAME.legal_events(later))
    assert GAME.invariants(later) == []


def test_bonuses_come_before_laundering_and_salaries():
    """« recruter son boss rapporte au joueur 5 billets blancs par tour, à prendre lors de cette phase »; the
    salaries are paid « immédiatement après avoir blanchi »"""
    session = walk(started(), at("laundering", "Ana"))
    state = copy.deepcopy(session.state)
    state.clans[0].members = {"soldat": 1, "commercant": 1, "capitaine": 0, "bras_droit": 1, "boss": 1}
    state.clans[0].white = 0
    after = GAME.apply(state, {"type": "launder", "red": 20})
    # 0 white + 5 (boss) + 10 (20 red laundered, capacity 80) - 10 salaries (1 + 2 + 3 + 4)
    assert after.clans[0].white == 5 and after.clans[0].red == 0 and not after.clans[0].unpaid
    assert "Ana gets a bonus of 5 white, launders 20 red into 10 white and pays 10 white in salaries" in GAME.describe(state, {
        "type": "launder", "red": 20})
