"""A Camorra table with known terrains and placement, for the clause tests.

Ana: Pausilippe (I complete), Stella + San Carlo (III complete), Vomero.
Bruno: Montecalvario, Avvocata, Pendino (II complete), Miano.
Carla: Arenalla, Scampia, Piscinola, Secondigliano.
The default placement puts Caïd and Maniaque on the first terrain, then Protecteur, Sournois, Polyvalent.
"""

from __future__ import annotations

from tabletop.games.camorra import CamorraGame
from tabletop.games.interface import PlaySetup
from tabletop.games.session import PlaySession

GAME = CamorraGame()
TERRAINS = {
    "Ana": ["Pausilippe", "Stella", "San Carlo", "Vomero"],
    "Bruno": ["Montecalvario", "Avvocata", "Pendino", "Miano"],
    "Carla": ["Arenalla", "Scampia", "Piscinola", "Secondigliano"],
}


def setup(settings: dict | None = None, placement: dict | None = None, seed: int = 1) -> PlaySetup:
    options = {"terrains": TERRAINS, **({"placement": placement} if placement else {})}
    return PlaySetup("camorra", ("Ana", "Bruno", "Carla"), seed=seed, settings=settings or {}, options=options)


def session(*events: dict, settings: dict | None = None, placement: dict | None = None) -> PlaySession:
    play = PlaySession(GAME, setup(settings, placement))
    for event in events:
        play.apply(event)
    return play


def attack(terrain: str = "Montecalvario", capo: str = "Ana:caid", target: str = "Bruno", **extra) -> dict:
    return {"type": "attaque", "target": target, "terrain": terrain, "capo": capo, **extra}


def state(play: PlaySession) -> dict:
    return play.state_json()
