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


def _figures(*specs: tuple[str, str, str]) -> list:
    """Map figures from (id, gang, name) ("" for no name); a trailing « ! » on the id marks it referee_only."""
    from tabletop.scenario.model import Feature, Geometry
    figures = []
    for identifier, gang, name in specs:
        secret = identifier.endswith("!")
        props = {"kind": "figure", "gang": gang, "role": "member"} | ({"name": name} if name else {}) \
            | ({"referee_only": True} if secret else {})
        figures.append(Feature(identifier.rstrip("!"), "figure", Geometry("Point", (1.0, 1.0)), props))
    return figures


def test_a_figure_is_labelled_by_its_name_alone_where_colour_says_its_gang() -> None:
    """Issue 38: « Flic 9 » and « Leader » beside the bases, never « A Flic 9 » or « F Leader »; a figure the map
    does not name reads its id, as the game's log names it."""
    from tabletop.games.peur_sur_la_ville.play.map_names import figure_labels
    labels = figure_labels(_figures(("police-9", "A", "Flic 9"), ("police-1", "A", "Officier"),
                                    ("skin-1", "F", "Leader"), ("skin-3", "F", "Skin 3"), ("figure-4", "F", "")))
    assert labels == {"police-9": "Flic 9", "police-1": "Officier", "skin-1": "Leader", "skin-3": "Skin 3",
                      "figure-4": "figure-4"}


@pytest.mark.parametrize("code, police, swat, skins", [
    ("fr", "Officier de la Police", "Officier du SWAT", "Videur des Skins"),
    ("en", "Officier of the Police", "Officier of the SWAT", "Videur of the Skins")])
def test_a_name_two_gangs_bear_reads_the_logs_whole_name(code, police, swat, skins) -> None:
    """The Police's and the SWAT's leaders are both « Officier »: each reads its gang too, as the log writes it,
    in the language in use; a name only one gang bears (« Flic 3 », even twice within it) stays short."""
    from tabletop.games.peur_sur_la_ville.play.map_names import figure_labels
    from tabletop.i18n import speaking
    with speaking(code):
        labels = figure_labels(_figures(("a1", "A", "Officier"), ("b1", "B", "officier"), ("a3", "A", "Flic 3"),
                                        ("a4", "A", "Flic 3"), ("f9", "F", "Videur"), ("a9", "A", "Videur")))
    assert (labels["a1"], labels["b1"].replace("officier", "Officier"), labels["f9"]) == (police, swat, skins)
    assert labels["a3"] == labels["a4"] == "Flic 3"


def test_a_figure_kept_from_the_players_never_changes_a_seen_figures_label() -> None:
    """A Junkies « Leader » the map keeps for the referee (a surprise) does not make the Skins' seen « Leader » read
    « Leader des Skins » on the table screen: that would tell the players there is another Leader. Its own label,
    which only the referee sees, names its gang. A gang the rules do not know is named by its letter."""
    from tabletop.games.peur_sur_la_ville.play.map_names import figure_labels
    from tabletop.i18n import speaking
    with speaking("fr"):
        labels = figure_labels(_figures(("f1", "F", "Leader"), ("c1!", "C", "Leader"), ("z1", "Z", "Skin 3"),
                                        ("f3", "F", "Skin 3")))
    assert labels == {"f1": "Leader", "c1": "Leader des Junkies", "z1": "Skin 3 (Z)", "f3": "Skin 3 des Skins"}


@pytest.mark.parametrize("code", ["fr", "en"])
def test_the_labels_of_a_live_game_are_the_names_its_log_gives(rosters, code) -> None:
    """Each figure's label is the name ``GameSetup.title`` writes in the log (« Videur de la Police »), less the
    gang where the gang is alone on the table in bearing that name (« Lieutenant »); a figure the map does not name
    is its id in both."""
    import copy
    from tabletop.games.peur_sur_la_ville.play import initial_state, new_setup
    from tabletop.games.peur_sur_la_ville.play.map_names import figure_labels
    from tabletop.i18n import speaking
    from tabletop.scenario import scenario_from_json
    from tests.games.peur_sur_la_ville.play.conftest import STREET
    data = copy.deepcopy(STREET)
    for feature in data["features"]:
        if feature["id"] in ("flic", "skin"):
            feature["properties"]["name"] = "Videur"
        elif feature["id"] == "officer":
            del feature["properties"]["name"]
    setup = new_setup(scenario_from_json(data), rosters, seed=11)
    state = initial_state(setup)
    with speaking(code):
        labels = figure_labels(setup.scenario.of_kind("figure"))
        logged = {fid: setup.title(f) for fid, f in state.figures.items() if f.kind == "figure"}
    assert labels["flic"] == logged["flic"] and labels["skin"] == logged["skin"]
    assert labels["flic"] == ("Videur de la Police" if code == "fr" else "Videur of the Police")
    assert labels["lt"] == state.figures["lt"].name == "Lieutenant"
    assert labels["officer"] == state.figures["officer"].name == "officer"
    assert logged["lt"].startswith(labels["lt"] + " ") and logged["officer"].startswith("officer ")


@pytest.mark.parametrize("code, police, stray", [("fr", "QG de la Police", "QG Z"), ("en", "HQ of the Police", "HQ Z")])
def test_an_hq_the_map_does_not_name_is_its_gangs(code, police, stray) -> None:
    """Beside an HQ the map gives no name: « QG de la Police », not « QG A »."""
    from tabletop.games.peur_sur_la_ville.play.map_names import hq_label
    from tabletop.i18n import speaking
    with speaking(code):
        assert (hq_label("A"), hq_label("Z")) == (police, stray)
