"""The live game's journal names what it puts after a preposition or an article in one form, taken from the message
and the rule data rather than glued in code (issue 38): the covers of a figure, the weapons, the vehicles and the
obstacles, in French and in English."""

from __future__ import annotations

import pytest

from tabletop.games.peur_sur_la_ville.play import Activate, resolve_shot
from tabletop.i18n import speaking

from tests.games.peur_sur_la_ville.play.clause_table import box, feature, fig, playing, table

COVERED = {
    "fr": "skin des Skins tire sur flic de la Police au Pistolet à 22 cm, portée efficace, à couvert derrière le muret "
          "et la voiture «\u00a0Voiture de police\u00a0»\u00a0: 1 dé, rouge → 1 touche",
    "en": "skin of the Skins shoots flic of the Police with the Pistolet at 22 cm, effective, in cover behind the low wall "
          "and the car “Voiture de police”: 1 die, red → 1 hit",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_figure_in_cover_names_each_cover_with_its_article_in_one_list(lang) -> None:
    """A policeman behind an unnamed low wall and a named car: both said with their article, joined as the language
    joins a list (it read « à couvert (le muret, Voiture de police) »)."""
    with speaking(lang):
        g = playing(table(fig("skin", "F", 20, 20), fig("flic", "A", 45, 20),
                          feature("muret", "low_wall", box(42, 16, 43, 24)),
                          feature("pcar", "car", box(37, 18, 41, 22), name="Voiture de police",
                                  vehicle_kind="voiture")), "FA")
        g.apply(Activate("F", ("skin",)))
        said = g.apply(g.resolve(resolve_shot, "skin", "flic", dice=["red", "yellow", "+"])).log_lines[0]
    assert said.split(" — ", 1)[1].startswith(COVERED[lang]), said
