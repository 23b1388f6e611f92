"""What the journal calls the things on the table, in the form a line puts after a verb or a preposition: a figure by
its title (with the title's article in French), a map's obstacle, vehicle or place by its kind with its article and the map's name for it in quotes, a
cloud with its article; and the kind a word agreeing with the thing selects on (« la barricade détruite »)."""

from __future__ import annotations

import re

from tabletop.games.peur_sur_la_ville.play.setup import GameSetup, figure_args
from tabletop.games.peur_sur_la_ville.play.state import GameState
from tabletop.geometry import load_terrain_rules
from tabletop.i18n import decimal
from tabletop.names import fold
from tabletop.scenario import Feature
from tabletop.sentences import say


def thing_name(setup: GameSetup, state: GameState, thing_id: str) -> str:
    """What a log line names after a verb or a preposition: a figure by its title, with the title's article in French
    (« le Leader des Skins », « Skin 4 des Skins »: ``peur-figure-the``), a map's obstacle, vehicle or place by its
    kind with its article and the map's name for it in quotes (« le muret », « la voiture « Alfa des Ritals » », « la
    voiture de police » when the name begins with the kind: ``map_piece``), a cloud with its article; a Garde
    Nationale vehicle (on no map) by its own name."""
    if thing_id in state.figures:
        return say("peur-figure-the", **figure_args("figure", setup.title(state.figures[thing_id])))
    cloud = next((c for c in state.clouds if c.id == thing_id), None)
    if cloud is not None:
        return say("peur-cloud", kind=cloud.kind)
    if thing_id in setup.scenario.features:
        feature = setup.scenario[thing_id]
        kind = load_terrain_rules().kinds.get(feature.kind)
        return map_piece(piece_kind(feature), kind.label if kind and kind.label else feature.kind, feature.name)
    if thing_id in state.vehicles:
        return state.vehicles[thing_id].name
    return thing_id


def at_distance(thing: str, distance_cm: float) -> str:
    """A thing a choice list offers, named as ``thing_name`` names it, with how far it is in one message (« la voiture
    de police, à 3 cm », "Cop 2, 4 cm away"): the list's entries read as the journal's words."""
    return say("peur-choice-at", thing=thing, distance=decimal(distance_cm, ".0f"))


def thing_kind(setup: GameSetup, state: GameState, thing_id: str) -> str:
    """What a word agreeing with a thing selects on: a map piece's kind (``car``, ``motorbike``, ``wall``…:
    ``piece_kind``), else ``figure``, ``cloud`` or ``vehicle`` (a Garde Nationale vehicle, on no map)."""
    if thing_id in state.figures:
        return "figure"
    if any(c.id == thing_id for c in state.clouds):
        return "cloud"
    if thing_id in setup.scenario.features:
        return piece_kind(setup.scenario[thing_id])
    return "vehicle"


def piece_kind(feature: Feature) -> str:
    """The kind a map piece is named by: its terrain kind, a vehicle's type when the map gives one (``car``,
    ``motorbike``, ``truck``: « la moto », « le camion »)."""
    if feature.kind == "car":
        return str(feature.get("vehicle_type", "car"))
    return feature.kind


def map_piece(kind: str, label: str, name: str | None) -> str:
    """A map's obstacle, vehicle or place of terrain kind ``kind`` (``label``: the rules' word for it) named ``name``
    by the map, with its article, in the language in use: « la voiture « Alfa des Ritals » », but « la voiture
    de police » for a car the map calls « Voiture de police », its kind not said twice."""
    if not name:
        return say("peur-map-piece", kind=kind, label=label, name="none")
    word = say("peur-terrain-word", kind=kind, label=label)
    # The name's first words, as many as the kind's word has, compared without case or accents (« VOITURE »,
    # « Fenetre ») and then written as the kind's word (« la rue de la Paix », not « la Rue de la Paix »).
    begun = re.match(r"\s*(\S+(?:\s+\S+){%d})(?=\s|$)(.*)" % (len(word.split()) - 1), name, re.DOTALL)
    if begun is None or fold(begun.group(1)) != fold(word):
        return say("peur-map-piece", kind=kind, label=label, name=name)
    return say("peur-map-piece-named", kind=kind, name=word + begun.group(2))
