"""A Doc's Heal form offers the rider's wounded horse beside the wounded figures; the dice treat the horse."""

from tabletop.games.peur_sur_la_ville.play import Activate, EndActivation, resolve_shot
from tabletop.games.peur_sur_la_ville.rules import Dice
from ui.games.peur_sur_la_ville.action_forms import HORSE_OF, make_form

from tests.games.peur_sur_la_ville.play.clause_table import fig, playing, table


def test_the_heal_form_offers_the_riders_horse(qtbot):
    """Équipement: Cheval « Il peut être soigné par un Doc ou un Guérisseur »."""
    g = playing(table(fig("skin", "F", 30, 20, weapons=("fusil-a-pompe",)),
                      fig("cavalier", "I", 36, 20, equipment=["cheval"]), fig("doc", "I", 38.5, 20, role="doc")),
                "FI")
    g.apply(Activate("F", ("skin",)))
    g.apply(g.resolve(resolve_shot, "skin", "cavalier", dice=["red"] * 4 + ["yellow"] * 4
                      + ["red", "red", "red", "blue"] + ["blank"] * 4))
    g.apply(EndActivation())
    g.apply(Activate("I", ("doc",)))
    form = make_form(g, "doc", "heal")
    qtbot.addWidget(form)
    values = [form.choice.itemData(i) for i in range(form.choice.count())]
    assert values == ["cavalier", HORSE_OF + "cavalier"]  # the rider's wound, then its horse's three
    assert form.pick_piece(HORSE_OF + "cavalier")
    event = form.build().resolve(Dice.from_faces(("blue",), rules=g.setup.rules))
    assert event.horse and event.patient == "cavalier"
    g.apply(event)
    assert g.state.figures["cavalier"].horse_wounds == 2
