"""The pieces of a map by the names the referee uses (issue 38): « Officier, Police », never ``police-1`` or
``officer``; the identifiers stay what the file holds."""

from __future__ import annotations

import pytest

from tabletop import i18n
from tabletop.games.peur_sur_la_ville.play.map_names import figure_role_label, gang_label, piece_title


def test_a_figure_by_its_name_its_role_in_its_gangs_words_and_its_gang() -> None:
    # game.toml's [roles]: a scenario's ``officer`` is its gang's leader, whom the Police call « Officier ».
    assert figure_role_label("officer", "A") == "Officier"
    assert figure_role_label("member", "F") == "Skin"
    assert gang_label("A") == "Police" and gang_label("Z") == "Z"
    assert piece_title("figure", "police-1", {"gang": "A", "role": "officer", "name": "Officier"}) == "Officier, Police"
    # A name that already says the role keeps to itself; one that does not gets the role beside it.
    assert piece_title("figure", "police-3", {"gang": "A", "role": "member", "name": "Flic 3"}) == "Flic 3, Police"
    assert piece_title("figure", "skin-2", {"gang": "F", "role": "sous-off", "name": "Marcel"}) \
        == "Marcel (Lieutenant), Skins"
    assert piece_title("figure", "skin-9", {"gang": "F", "role": "leader"}) == "Leader, Skins"
    # A scenario's own role, unknown to the rules, as written.
    assert piece_title("figure", "x-1", {"gang": "A", "role": "sniper", "name": "Max"}) == "Max (sniper), Police"


def test_a_civilian_by_its_name_or_its_role_and_number_in_french() -> None:
    i18n.set_language("fr")
    try:
        assert piece_title("civilian", "passerby-4", {"role": "passerby"}) == "Passant 4"
        assert piece_title("civilian", "guard-1", {"role": "guard", "name": "Gaston"}) == "Gaston"
    finally:
        i18n.set_language(None)
    assert piece_title("building", "bank", {"name": "Banque Centrale"}) is None  # its own name is the UI's to show


@pytest.mark.parametrize("code, titles", [("fr", ["Marcel (Lieutenant)", "Gégé (Soldat de la Garde Nationale)"]),
                                          ("en", ["Marcel (Lieutenant)", "Gégé (Soldier of the Garde Nationale)"])])
def test_a_piece_of_a_kind_the_rules_do_not_name_is_titled_in_one_message(setup, code, titles):
    """Issue 38: a figure of a gang no rule knows, or a named soldier, is its name and its role in words, never
    « lieutenant Marcel » glued from the role's key."""
    from dataclasses import replace as changed
    from tabletop.games.peur_sur_la_ville.play import initial_state
    from tabletop.games.peur_sur_la_ville.play.state import SOLDIER
    from tabletop.i18n import speaking
    figure = next(f for f in initial_state(setup).figures.values() if f.kind == "figure")
    stray = changed(figure, gang="Z", role="lieutenant", name="Marcel")
    soldier = changed(figure, kind=SOLDIER, gang=None, role=SOLDIER, name="Gégé")
    with speaking(code):
        assert [setup.title(stray), setup.title(soldier)] == titles
