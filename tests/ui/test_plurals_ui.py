"""The app's words that agree with a count, in French and English (issue 38): the throw and blast labels
« 0 prise », « 1 prise », « 2 prises », the burst's « 2 perdues » and Gangster Paradise's black-market prompt, from
the compiled catalogues the app installs (English's holds only its plural forms)."""

from __future__ import annotations

import pytest

from tests.ui.test_french_ui import in_language
from ui.games.gangster_paradise.view import GangsterParadiseView
from ui.translated import tr


@pytest.fixture(params=["fr", "en"])
def speaking(request: pytest.FixtureRequest, qapp):
    with in_language(qapp, request.param):
        yield request.param


def test_a_throw_says_how_many_it_caught(speaking: str) -> None:
    said = [tr("lands on {face}: %n caught", "", n).format(face="rouge") for n in (0, 1, 2)]
    said += [tr("%n caught ({k} in cover)", "", n).format(k=0) for n in (0, 1, 2)]
    said += [tr("%n caught", "", n) for n in (0, 1, 2)]
    said += [tr("burst of {n}: {hit} on figures, %n lost", "", n).format(n=3, hit=3 - n) for n in (1, 2)]
    assert [s.replace("\u00a0", " ") for s in said] == {
        "fr": ["tombe sur rouge : 0 prise", "tombe sur rouge : 1 prise", "tombe sur rouge : 2 prises",
               "0 prise (0 à couvert)", "1 prise (0 à couvert)", "2 prises (0 à couvert)",
               "0 prise", "1 prise", "2 prises",
               "rafale de 3 : 2 sur des figurines, 1 perdue", "rafale de 3 : 1 sur des figurines, 2 perdues"],
        "en": ["lands on rouge: 0 caught", "lands on rouge: 1 caught", "lands on rouge: 2 caught",
               "0 caught (0 in cover)", "1 caught (0 in cover)", "2 caught (0 in cover)",
               "0 caught", "1 caught", "2 caught",
               "burst of 3: 2 on figures, 1 lost", "burst of 3: 1 on figures, 2 lost"]}[speaking]


def test_the_black_market_prompt_and_the_obstacles_agree_with_their_count(speaking: str) -> None:
    view = GangsterParadiseView()  # the view's own tr, which looks in each class of the view
    said = [view.tr("Set-up: turn up %n black-market cards", "", n) for n in (0, 1, 2)]
    said += [tr("%n obstacles to cross, 1 colour die each", "", n) for n in (1, 2)]
    assert [s.replace("\u00a0", " ") for s in said] == {
        "fr": ["Mise en place : retourner 0 carte du marché noir", "Mise en place : retourner 1 carte du marché noir",
               "Mise en place : retourner 2 cartes du marché noir", "1 obstacle à franchir, 1 dé de couleur",
               "2 obstacles à franchir, 1 dé de couleur chacun"],
        "en": ["Set-up: turn up 0 black-market cards", "Set-up: turn up 1 black-market card",
               "Set-up: turn up 2 black-market cards", "1 obstacle to cross, 1 colour die",
               "2 obstacles to cross, 1 colour die each"]}[speaking]
