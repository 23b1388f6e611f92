"""What the journal calls the things on the table, in the form a line puts after a verb or a preposition: a figure by
its title, a map's obstacle, vehicle or place by its kind with its article and the map's name for it in quotes, a
cloud with its article; and the kind a word agreeing with the thing selects on (« la barricade détruite »)."""

from __future__ import annotations

from tabletop.games.peur_sur_la_ville.play.setup import GameSetup
from tabletop.games.peur_sur_la_ville.play.state import GameState
from tabletop.geometry import load_terrain_rules
from tabletop.sentences import say


def thing_name(setup: GameSetup, state: GameState, thing_id: str) -> str:
    """What a log line names after a verb or a preposition: a figure by its title (a proper name), a map's obstacle,
    vehicle or place by its kind with its article and the map's name for it in quotes (« le muret », « la voiture
    « Alfa des Ritals » »), a cloud with its article; a Garde Nationale vehicle (on no map) by its own name."""
    if thing_id in state.figures:
        return setup.title(state.figures[thing_id])
    cloud = next((c for c in state.clouds if c.id == thing_id), None)
    if cloud is not None:
        return say("peur-cloud", kind=cloud.kind)
    if thing_id in setup.scenario.features:
        feature = setup.scenario[thing_id]
        kind = load_terrain_rules().kinds.get(feature.kind)
        return say("peur-map-piece", kind=feature.kind, label=kind.label if kind and kind.label else feature.kind,
                   name=feature.name or "none")
    if thing_id in state.vehicles:
        return state.vehicles[thing_id].name
    return thing_id


def thing_kind(setup: GameSetup, state: GameState, thing_id: str) -> str:
    """What a word agreeing with a thing selects on: a map piece's terrain kind (``car``, ``wall``…), else ``figure``,
    ``cloud`` or ``vehicle`` (a Garde Nationale vehicle, on no map)."""
    if thing_id in state.figures:
        return "figure"
    if any(c.id == thing_id for c in state.clouds):
        return "cloud"
    if thing_id in setup.scenario.features:
        return setup.scenario[thing_id].kind
    return "vehicle"
