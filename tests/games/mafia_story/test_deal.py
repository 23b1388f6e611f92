"""The city as dealt at the table (set-up option ``city``): « la ville est constituée de 25 cartes (12 cartes
territoire …, 6 cartes prostituée, 6 cartes drive by shooting et 1 carte territoire neutre d'une activité criminelle
non choisie) disposées faces cachées ». Entered card by card, each face-down card is known to the tracker and the
reveal enters that card only; a card entered twice or one that does not exist is refused in one line."""

import random

import pytest

from tabletop.games import game_core
from tabletop.games.interface import GameError, PlaySetup
from tabletop.games.mafia_story.deal import seeded_city
from tabletop.games.playthrough import random_playthrough
from tabletop.games.session import PlaySession

from tests.games.mafia_story.dealt_city import CITY, PROSTITUEE, territory

GAME = game_core("mafia-story")
FAMILIES = ["bleu", "rouge"]


def problems(city, **options):
    return GAME.setup_problems(PlaySetup("mafia-story", ("Ana", "Bruno"), options={
        "families": FAMILIES, "city": city, **options}))


def dealt_play(city=CITY, settings=None):
    return PlaySession(GAME, PlaySetup("mafia-story", ("Ana", "Bruno"), seed=3, settings=settings or {},
                                       options={"families": FAMILIES, "city": city}))


def test_the_city_entered_as_dealt_is_accepted_and_names_the_neutral_territory():
    assert problems(CITY) == []
    play = dealt_play()
    assert play.state.neutral_family == "blanc"
    assert [c["dealt"] for c in play.state_json()["cells"]] == CITY


def test_a_card_entered_twice_or_that_does_not_exist_is_refused_in_one_line():
    twice = CITY[:1] + [territory("bleu", 2)] + CITY[2:]  # rouge 3 left out, bleu 2 entered again
    assert problems(twice) == ["the city as dealt: bleu 2 entered twice, at A1 and at A2"]
    assert problems(CITY[:4] + [PROSTITUEE] + CITY[5:]) == [
        "the city as dealt: prostitute entered 7 times (A3, A5, B4, C1, D3, E2, E5) where the city holds 6"]
    assert problems(CITY[:3] + [territory("bleu", 9)] + CITY[4:]) == [
        "the city as dealt: bleu 9 at A4 is not a card of the game"]
    assert problems(CITY[:3] + [territory("violet", 3)] + CITY[4:]) == [
        "the city as dealt: violet 3 at A4 is not a card of the game"]
    assert problems(CITY[:3] + [{"type": "police", "family": "bleu"}] + CITY[4:]) == [
        "the city as dealt: a police card at A4 is never in the city (each player keeps his police and "
        "spéciale cards)"]
    assert problems(CITY[:12] + [territory("vert", 4)] + CITY[13:], neutral_family="blanc") == [
        "the city as dealt: vert 4 at C3 is not in this city (the families in play are bleu, rouge, and the neutral "
        "territory blanc)"]
    assert problems(CITY[:12] + [territory("blanc", 5)] + CITY[13:]) == []  # the neutral card, any value
    assert problems(CITY[:3] + [territory("vert", 3)] + CITY[4:]) == [
        "the city as dealt: a second neutral territory at C3 (the city holds one, at A4)"]
    assert problems(CITY[:24]) == [
        "the city as dealt: the 25 cards of the city row by row from A1 (5 × 5) are needed, not 24"]
    assert problems(CITY[:3] + [None] + CITY[4:]) == [
        "the city as dealt: no card entered at A4 (a card is type, family and value, as a reveal writes it)"]
    with pytest.raises(GameError, match="entered twice"):
        dealt_play(twice)


def test_the_reveal_enters_the_card_dealt_there():
    """The first round of a dealt city: the opening, a token on A2 and one on C3, the reveal of the cards dealt."""
    play = dealt_play()
    for name, row in (("Ana", 0), ("Bruno", 1)):
        for col in range(3):
            play.apply({"type": "peek", "player": name, "cell": row * 5 + col})
    play.apply({"type": "cover", "player": "Ana", "cell": 20, "kind": "police"})
    play.apply({"type": "cover", "player": "Bruno", "cell": 24, "kind": "speciale"})
    play.apply({"type": "place", "player": "Ana", "cell": 1, "kind": "guerre"})  # rouge 3, Bruno's
    play.apply({"type": "place", "player": "Bruno", "cell": 12, "kind": "encaissement"})  # the neutral blanc 4
    for _ in range(4):
        if play.waits_on_chance():
            break
        play.apply({"type": "pass", "player": play.to_move()})
    assert play.legal_events() == [{"type": "card", "cell": 1, "card": territory("rouge", 3)}]
    assert [o.probability for o in GAME.chance(play.state)] == [1.0]
    with pytest.raises(GameError):
        play.apply({"type": "card", "cell": 1, "card": territory("rouge", 5)})
    play.apply({"type": "card", "cell": 1, "card": territory("rouge", 3)})
    play.apply({"type": "card", "cell": 12, "card": territory("blanc", 4)})
    state = play.state_json()
    # guerre on an enemy territory: « elle lui rapporte les points indiqués sur la carte et fait perdre 2 points au
    # joueur qui contrôle cette activité »; encaissement on the neutral one: « elle lui enlève les points »
    ana, bruno = state["players"]
    assert ana["right"] == [territory("rouge", 3)] and ana["score"] == 3
    assert bruno["left"] == [territory("blanc", 4)] and bruno["score"] == -2 - 4
    assert GAME.invariants(play.state) == []


def test_read_literally_a_cover_goes_only_on_a_territory_of_the_dealt_city():
    """« placer au choix en recouvrement d'une carte territoire » (setting covered_card = territory)."""
    play = dealt_play(settings={"covered_card": "territory"})
    for name, row in (("Ana", 0), ("Bruno", 1)):
        for col in range(3):
            play.apply({"type": "peek", "player": name, "cell": row * 5 + col})
    cells = {e["cell"] for e in play.legal_events()}
    assert cells == {i for i, card in enumerate(CITY) if card["type"] == "territoire"}
    assert {e["cell"] for e in dealt_play().legal_events() if e["type"] == "peek"}  # any_card: not restricted


def test_the_seeded_city_is_a_whole_city_and_the_same_for_the_same_seed():
    city = seeded_city(GAME.rules, FAMILIES, None, 17)
    assert city == seeded_city(GAME.rules, FAMILIES, None, 17) != seeded_city(GAME.rules, FAMILIES, None, 18)
    assert problems(city) == []
    assert problems(seeded_city(GAME.rules, FAMILIES, "blanc", 17), neutral_family="blanc") == []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_plays_on_a_dealt_city_reveal_what_was_dealt(players):
    names = ("Ana", "Bruno", "Carla", "Dino")[:players]
    families = list(GAME.rules.families[:players])
    for seed in range(4):
        city = seeded_city(GAME.rules, families, None, seed)
        setup = PlaySetup("mafia-story", names, seed=seed, options={"city": city},
                          settings={"covered_card": "territory"} if seed % 2 else {})
        result = random_playthrough(GAME, setup, random.Random(seed))
        assert result.over
        cells = result.session.state.cells
        assert any(c.card for c in cells) and all(c.card is None or c.card == c.dealt for c in cells)
