"""The sample tables in tabletop/samples/: each opens without errors, round-trips, and is a playable table.

"Playable" follows the rulebook's set-up: two gangs of 10 figures with their leader, each gang's HQ,
street entries, weapons named as the rule data names them, and no figure standing inside a wall.
"""

from collections import Counter
from pathlib import Path

import pytest
from shapely.geometry import LineString, Point, Polygon

from tabletop.scenario import dumps_scenario, load_scenario, parse_scenario

SAMPLES = sorted((Path(__file__).resolve().parent.parent / "tabletop" / "samples").glob("*.geojson"))
WEAPONS = {"pistolet", "fusil", "fusil-a-pompe", "arc", "pistolet-mitrailleur", "fusil-mitrailleur", "mitrailleuse"}
LEADERS = {"leader", "officer"}
SOLID = {"building", "wall", "low_wall", "fence", "barricade", "car"}


def test_the_four_tables_of_the_issue_are_there():
    names = {path.stem for path in SAMPLES}
    assert {"bank-job", "church-square", "hospital-district", "demonstration-street"} <= names


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_sample_loads_and_round_trips(path):
    scenario = load_scenario(path)
    assert len(scenario) > 0
    text = dumps_scenario(scenario)
    again = parse_scenario(text, str(path))
    assert again.to_json() == scenario.to_json()
    assert dumps_scenario(again) == text


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_sample_is_set_up_for_a_game(path):
    scenario = load_scenario(path)
    figures = scenario.of_kind("figure")
    gangs = Counter(f.get("gang") for f in figures)
    assert len(gangs) >= 2
    for gang, count in gangs.items():
        assert count == 10, f"gang {gang} has {count} figures"
        assert any(f.get("role") in LEADERS for f in figures if f.get("gang") == gang)
    hq_gangs = {f.get("gang") for f in scenario.of_kind("hq")}
    assert set(gangs) <= hq_gangs, "every gang on the table has its HQ"
    assert len(scenario.of_kind("entry")) >= 2
    assert scenario.of_kind("street") and scenario.of_kind("door")
    for figure in figures:
        assert figure.get("weapons"), figure.id
        assert set(figure.get("weapons")) <= WEAPONS, figure.id


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_no_figure_or_civilian_stands_in_an_obstacle(path):
    scenario = load_scenario(path)
    obstacles = []
    for feature in scenario.of_kind(*SOLID):
        if feature.geometry.type == "Polygon":
            obstacles.append((feature, Polygon(feature.geometry.coordinates[0])))
        else:
            width = float(feature.get("thickness_cm", 1.0))
            obstacles.append((feature, LineString(feature.geometry.points()).buffer(width / 2)))
    for token in scenario.of_kind("figure", "civilian"):
        base = Point(token.geometry.points()[0]).buffer(token.base_mm / 20)
        for feature, shape in obstacles:
            # Civilians and figures may stand inside a building (the mayor in the town hall).
            if feature.kind == "building" and shape.contains(base):
                continue
            assert not base.intersects(shape), f"{token.id} overlaps {feature.id}"


@pytest.mark.parametrize("stem, kinds, roles", [
    ("bank-job", {"bank", "shop"}, {"employee", "passerby"}),
    ("church-square", {"church", "town_hall"}, {"pastor", "mayor"}),
    ("hospital-district", {"hospital"}, {"employee"}),
    ("demonstration-street", {"car"}, {"protester", "journalist"}),
])
def test_each_table_has_what_its_story_needs(stem, kinds, roles):
    scenario = load_scenario(next(p for p in SAMPLES if p.stem == stem))
    assert kinds <= {f.kind for f in scenario}
    assert roles <= {f.get("role") for f in scenario.of_kind("civilian")}


def test_the_hospital_has_its_two_entrances():
    # « La Bande qui contrôle l'hôpital (1 figurine postée aux 2 entrées) »
    scenario = load_scenario(next(p for p in SAMPLES if p.stem == "hospital-district"))
    hospital = Polygon(scenario.of_kind("hospital")[0].geometry.coordinates[0])
    buildings = [b.id for b in scenario.of_kind("building")
                 if Polygon(b.geometry.coordinates[0]).equals(hospital)]
    doors = [d for d in scenario.of_kind("door") if d.get("building") in buildings]
    assert len(doors) == 2


def test_the_pastor_is_in_the_church_and_the_mayor_in_the_town_hall():
    scenario = load_scenario(next(p for p in SAMPLES if p.stem == "church-square"))
    for role, kind in (("pastor", "church"), ("mayor", "town_hall")):
        person = next(f for f in scenario.of_kind("civilian") if f.get("role") == role)
        place = Polygon(scenario.of_kind(kind)[0].geometry.coordinates[0])
        assert place.contains(Point(person.geometry.points()[0]))
