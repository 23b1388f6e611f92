"""A Mafia Story play on the shared interface: the set-up per player count, the opening, tokens placed and
chased, transport pawns, prevention cards, the reveal entered card by card, the buy-back, the end-of-round peek,
and random playthroughs over 2, 3 and 4 players."""

import random
from dataclasses import replace

import pytest

from tabletop.games import game_core
from tabletop.games.interface import GameError, PlaySetup
from tabletop.games.playthrough import random_playthrough
from tabletop.games.mafia_story import Card
from tabletop.games.mafia_story.state import PileCard, Token
from tabletop.games.session import PlaySession

GAME = game_core("mafia-story")


def session(*players, settings=None, **options):
    return PlaySession(GAME, PlaySetup("mafia-story", tuple(players), seed=1, settings=settings or {},
                                       options=options))


def do(play, event_type, **fields):
    return play.apply({"type": event_type, **fields})


def opening(play, covers):
    """Each player looks at 3 cards (his own row), then lays his cover where ``covers`` says."""
    for row, name in enumerate(play.setup.players):
        for col in range(3):
            do(play, "peek", player=name, cell=row * play.state.columns + col)
    for name, (cell, kind) in zip(play.setup.players, covers):
        do(play, "cover", player=name, cell=cell, kind=kind)


@pytest.mark.parametrize("players, rows, columns, territories", [(2, 5, 5, 13), (3, 5, 6, 18), (4, 6, 6, 24)])
def test_the_city_per_player_count(players, rows, columns, territories):
    """« A 2 joueurs, la ville est constituée de 25 cartes (12 cartes territoire …, 6 cartes prostituée, 6 cartes
    drive by shooting et 1 carte territoire neutre d'une activité criminelle non choisie) … A 3 joueurs … 30
    cartes … A 4 joueurs … 36 cartes »"""
    play = session(*["Ana", "Bruno", "Carla", "Dino"][:players])
    state = play.state_json()
    assert (state["rows"], state["columns"], state["city_cards"]) == (rows, columns, rows * columns)
    weights = {}
    for outcome in GAME.chance(_reveal_state(play)) or []:
        card = outcome.event["card"]
        weights[card["type"]] = weights.get(card["type"], 0) + outcome.probability
    assert weights["territoire"] == pytest.approx(territories / (rows * columns))
    assert weights["prostituee"] == pytest.approx(6 / (rows * columns))
    families = [p["family"] for p in state["players"]]
    assert len(set(families)) == players and (state["neutral_family"] is not None) == (players == 2)
    teams = [p["team"] for p in state["players"]]
    assert teams == (["Ana & Carla", "Bruno & Dino"] * 2 if players == 4 else [None] * players)


def _reveal_state(play):
    """The state as the reveal sees it with a token on the first card (to read the chances of a fresh city)."""
    state = play.state.copy()
    state.tokens = [Token(state.players[0].name, "guerre", 0)]
    state.phase = "reveal"
    return state


def test_nobody_looks_at_the_same_three_cards_as_another():
    """« il est interdit de regarder les 3 même cartes qu'un autre joueurs, on peut en regarder jusqu'à 2 »"""
    play = session("Ana", "Bruno")
    for cell in (0, 1, 2):
        do(play, "peek", player="Ana", cell=cell)
    do(play, "peek", player="Bruno", cell=0)
    do(play, "peek", player="Bruno", cell=1)
    cells = {e["cell"] for e in play.legal_events()}
    assert 2 not in cells and 3 in cells
    with pytest.raises(GameError, match="« look at a card » on A3 is not possible while"):
        do(play, "peek", player="Bruno", cell=2)
    do(play, "peek", player="Bruno", cell=3)
    assert play.state_json()["phase"] == "opening_cover"
    assert play.state_json()["cells"][0]["peeked_by"] == ["Ana", "Bruno"]


def test_a_round_chases_pays_pawns_prevents_and_reveals():
    play = session("Ana", "Bruno")
    opening(play, [(12, "police"), (13, "speciale")])
    state = play.state_json()
    # 25 cards and 2 covers, less the card under the police card
    assert state["city_cards"] == 26 and state["phase"] == "actions" and state["to_move"] == "Ana"
    assert {"type": "peek", "player": "Ana", "cell": 12} not in play.legal_events()  # under a cover
    do(play, "place", player="Ana", cell=6, kind="encaissement")
    do(play, "place", player="Bruno", cell=6, kind="guerre")
    # « déplacer son jeton sur une carte voisine … gratuitement ou sur carte distante en payant un pion transport »
    assert play.to_move() == "Ana"
    moves = {e["cell"] for e in play.legal_events()}
    assert {0, 1, 2, 5, 7, 10, 11, 12, 24} <= moves and 6 not in moves
    do(play, "move_chased", player="Ana", cell=11)
    assert play.state_json()["players"][0]["pawns"] == 3
    # the transport pass: Ana placed a token, so she may move it onto Bruno's for a pawn
    assert play.state_json()["phase"] == "transport" and play.to_move() == "Ana"
    do(play, "transport_move", player="Ana", **{"from": 11, "cell": 6})
    do(play, "move_chased", player="Bruno", cell=24)  # a distant card: Bruno's pawn
    players = play.state_json()["players"]
    assert [p["pawns"] for p in players] == [2, 2]
    # « On ne peut dépenser plus d'un pion transport par tour »: Bruno's pass is skipped
    assert play.state_json()["phase"] == "prevention" and play.to_move() == "Ana"
    do(play, "prevent", player="Ana", kind="encaissement")
    do(play, "pass", player="Bruno")
    # the only encaissement on the table is her own: « on est alors obligé de se neutraliser soi-même »
    assert play.legal_events() == [{"type": "target", "player": "Ana", "kind": "encaissement", "target": "Ana"}]
    do(play, "target", player="Ana", kind="encaissement", target="Ana")
    assert play.to_move() == "chance" and play.state_json()["phase"] == "reveal"
    assert all(e["cell"] == 24 for e in play.legal_events())
    change = do(play, "card", cell=24, card={"type": "drive-by", "family": None, "value": None})
    assert "Ana's cash-in token is neutralised" in change.line
    assert "Bruno wages war on drive-by shooting for +1" in change.line
    state = play.state_json()
    assert [p["score"] for p in state["players"]] == [0, 1]
    assert state["players"][1]["right"] == [{"type": "drive-by", "family": None, "value": None}]
    assert state["cells"][24]["present"] is False and state["cells"][6]["present"] is True
    assert state["city_cards"] == 25
    # the round ends: the first-player token goes left, each looks at 1 card
    assert state["phase"] == "round_peek" and state["first_player"] == "Bruno" and play.to_move() == "Bruno"
    do(play, "peek", player="Bruno", cell=20)
    do(play, "peek", player="Ana", cell=20)
    assert play.state_json()["phase"] == "actions" and play.to_move() == "Bruno" and play.state_json()["round"] == 2
    assert play.state_json()["players"][0]["prevention"] == ["guerre"]  # the card is spent for good
    assert GAME.invariants(play.state) == []


def test_a_chased_token_with_no_free_neighbour_goes_home_and_its_owner_sits_out():
    """« S'il n'y a plus de cartes voisines et que le joueur ne peut ou ne veut utiliser un pion transport, il
    récupère alors son jeton et le tour se termine pour lui. »"""
    play = session("Ana", "Bruno", "Carla", settings={"actions_per_round": "until_all_pass"})
    opening(play, [(20, "police"), (21, "police"), (22, "speciale")])
    do(play, "place", player="Ana", cell=0, kind="guerre")
    do(play, "place", player="Bruno", cell=1, kind="guerre")
    do(play, "place", player="Carla", cell=6, kind="guerre")
    do(play, "place", player="Ana", cell=7, kind="encaissement")
    do(play, "place", player="Bruno", cell=0, kind="encaissement")  # chases Ana; 1, 6 and 7 are taken
    events = play.legal_events()
    assert {"type": "withdraw", "player": "Ana"} in events and {"type": "move_chased", "player": "Ana", "cell": 1} \
        not in events and {"type": "move_chased", "player": "Ana", "cell": 29} in events
    do(play, "withdraw", player="Ana")
    state = play.state_json()
    assert state["players"][0]["tokens_in_hand"] == ["guerre"] and state["players"][0]["pawns"] == 3
    assert play.to_move() == "Carla"
    do(play, "pass", player="Carla")
    assert play.to_move() == "Bruno"  # Ana's round is over
    do(play, "pass", player="Bruno")
    # the transport pass: Ana sits out, the others placed only and have no opponent to chase but each other
    assert play.state_json()["phase"] == "transport" and play.to_move() == "Bruno"


def test_a_card_revealed_is_one_still_face_down_and_a_former_cover_hides_a_territory():
    play = session("Ana", "Bruno")
    opening(play, [(12, "police"), (13, "speciale")])
    do(play, "place", player="Ana", cell=12, kind="guerre")  # on her own police card
    do(play, "place", player="Bruno", cell=0, kind="encaissement")
    for _ in range(4):
        do(play, "pass", player=play.to_move())
    outcomes = GAME.chance(play.state)
    assert sum(o.probability for o in outcomes) == pytest.approx(1)
    with pytest.raises(GameError):
        do(play, "card", cell=0, card={"type": "speciale", "family": "rouge", "value": 10})
    do(play, "card", cell=0, card={"type": "territoire", "family": "vert", "value": 7})
    state = play.state_json()
    ana, bruno = state["players"]
    assert ana["score"] == -8 and ana["left"] == [{"type": "police", "family": "rouge", "value": -8}]
    assert bruno["score"] == 7 and state["cells"][12]["cover"] is None and state["cells"][12]["present"]
    assert state["city_cards"] == 25  # 24 cards and the spéciale; the card under the police counts again
    # the card that was under the police card is entered as what it is (setting covered_card = any_card)
    state = play.state.copy()
    state.tokens, state.phase = [Token("Ana", "guerre", 12)], "reveal"
    assert {o.event["card"]["type"] for o in GAME.chance(state)} == {"territoire", "prostituee", "drive-by"}
    assert sum(o.probability for o in GAME.chance(state)) == pytest.approx(1)


def test_the_card_under_a_cover_read_literally_is_a_territory():
    """« placer … en recouvrement d'une carte territoire », read literally (covered_card = territory): the card
    under a cover can only be revealed as a territory."""
    play = session("Ana", "Bruno", settings={"covered_card": "territory"})
    opening(play, [(12, "police"), (13, "speciale")])
    do(play, "place", player="Ana", cell=12, kind="guerre")
    do(play, "place", player="Bruno", cell=0, kind="encaissement")
    for _ in range(4):
        do(play, "pass", player=play.to_move())
    do(play, "card", cell=0, card={"type": "territoire", "family": "vert", "value": 7})
    state = play.state.copy()
    state.tokens, state.phase = [Token("Ana", "guerre", 12)], "reveal"
    assert {o.event["card"]["type"] for o in GAME.chance(state)} == {"territoire"}
    assert sum(o.probability for o in GAME.chance(state)) == pytest.approx(1)


def test_one_card_to_the_right_buys_no_pawn_back():
    """« Pour un coût de 2 cartes prostituée ou drive by shooting se trouvant à la droite d'un joueur, ce
    dernier peut racheter 1 pion transport à la fin d'un tour »: one card is not enough."""
    play = session("Ana", "Bruno")
    opening(play, [(12, "police"), (13, "speciale")])
    do(play, "place", player="Ana", cell=6, kind="encaissement")
    do(play, "place", player="Bruno", cell=6, kind="guerre")
    do(play, "move_chased", player="Ana", cell=24)  # distant: a pawn
    do(play, "transport_move", player="Bruno", **{"from": 6, "cell": 24})
    do(play, "move_chased", player="Ana", cell=18)
    do(play, "pass", player="Ana")
    do(play, "pass", player="Bruno")
    do(play, "card", cell=18, card={"type": "prostituee", "family": None, "value": None})
    do(play, "card", cell=24, card={"type": "drive-by", "family": None, "value": None})
    assert [p["pawns"] for p in play.state_json()["players"]] == [2, 2]
    # Ana +1 (prostituée), Bruno +1 (drive-by): one card each, nobody can buy back yet
    assert play.state_json()["phase"] == "round_peek"


def test_the_buy_back_costs_the_two_cards_and_their_points():
    """« Pour un coût de 2 cartes prostituée ou drive by shooting … racheter 1 pion transport », the 2 points
    going with the cards (the default reading)."""
    play = session("Ana", "Bruno")
    opening(play, [(12, "police"), (13, "speciale")])
    state = play.state.copy()
    ana = replace(state.players[0], pawns=1, right=(PileCard(Card("prostituee"), 1), PileCard(Card("drive-by"), 1),
                                                    PileCard(Card("territoire", "rouge", 5), 5)), score=7)
    state.players[0] = ana
    state.cells[0] = replace(state.cells[0], present=False)
    state.cells[1] = replace(state.cells[1], present=False)
    state.cells[2] = replace(state.cells[2], present=False)
    state.unseen[Card("prostituee")] -= 1
    state.unseen[Card("drive-by")] -= 1
    state.unseen[Card("territoire", "rouge", 5)] -= 1
    state.phase, state.turn = "buy_back", 0
    assert GAME.invariants(state) == []
    legal = GAME.legal_events(state)
    assert legal == [{"type": "buy_back", "player": "Ana", "cards": ["drive-by", "prostituee"]},
                     {"type": "pass", "player": "Ana"}]
    after = GAME.apply(state, {"type": "buy_back", "player": "Ana", "cards": ["prostituee", "drive-by"]})
    assert (after.players[0].pawns, after.players[0].score, len(after.players[0].right)) == (2, 5, 1)
    assert GAME.invariants(after) == []


def test_the_end_of_round_peek_stops_at_12_cards():
    """« on ne joue plus cette action lorsqu'il reste 12 cartes ou moins en jeu »"""
    play = session("Ana", "Bruno", settings={"peek_stop": 30})
    opening(play, [(12, "police"), (13, "speciale")])
    for _ in range(4):
        do(play, "pass", player=play.to_move())
    assert play.state_json()["phase"] == "actions" and play.state_json()["round"] == 2


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("settings", [{}, {"actions_per_round": "until_all_pass", "prevention_one_shot": False,
                                           "buy_back_costs_points": False, "peek_overlap_scope": "game",
                                           "chase_teammates": True, "withdrawn_sits_out": False,
                                           "prevention_per_round": 2, "exclude_under_special": True,
                                           "covered_card": "territory"}],
                         ids=["book", "other-readings"])
def test_random_playthroughs_conserve_cards_and_tokens_and_always_end(players, settings):
    names = ("Ana", "Bruno", "Carla", "Dino")[:players]
    for seed in range(12):
        result = random_playthrough(GAME, PlaySetup("mafia-story", names, seed=seed, settings=settings),
                                    random.Random(seed))
        assert result.over, f"seed {seed}: not over after {result.events} events"
        assert GAME.ranking(result.session.state).players[0].rank == 1


def test_a_bad_set_up_says_why():
    assert GAME.setup_problems(PlaySetup("mafia-story", ("Ana",))) == [
        "Mafia Story is played by 2 to 4 players, not 1"]
    problems = GAME.setup_problems(PlaySetup("mafia-story", ("Ana", "Bruno"), options={
        "families": {"Ana": "rouge", "Bruno": "rouge"}, "teams": {"Ana": "x", "Bruno": "y"}}))
    assert any("same family" in p for p in problems) and any("teams" in p for p in problems)
    assert GAME.setup_problems(PlaySetup("mafia-story", ("A", "B"), settings={"player_target": "30"})) == [
        "the setting « Player target »: expected an integer, got \"30\""]


def test_families_chosen_by_seat_or_by_name():
    """« Chaque joueur choisit une famille »: the 2-player neutral card is of a family nobody plays."""
    by_seat = GAME.initial_state(PlaySetup("mafia-story", ("Ana", "Bruno"), options={
        "families": ["blanc", "bleu", "rouge", "vert"]}))
    assert [p.family for p in by_seat.players] == ["blanc", "bleu"] and by_seat.neutral_family == "rouge"
    by_name = GAME.initial_state(PlaySetup("mafia-story", ("Ana", "Bruno", "Carla"), options={
        "families": {"Carla": "rouge"}}))
    assert [p.family for p in by_name.players] == ["vert", "bleu", "rouge"] and by_name.neutral_family is None
    assert GAME.setup_problems(PlaySetup("mafia-story", ("Ana", "Bruno"), options={"families": ["vert"]}))
