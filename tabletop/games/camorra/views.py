"""Camorra's public board (``tabletop.games.public_board``): the terrains each player holds, face up (« qu'il doit
laisser face recto »), with the Caporegimes guarding them; a paralysed Caporegime lies face down (« celui-ci doit
être face verso »), so the board gives its owner and place but not its kind. Hands, the draw pile, the discard and
the unused Caporegimes are counts: nobody sees their cards.

Keys: ``game``, ``banner``; ``players`` in seat order, each ``{"name", "hand", "immune", "terrains": [{"name",
"municipality", "guards": [{"kind", "name", "attack", "defense"} or {"face_down": true}]}]}``; ``draw_pile``,
``discard``, ``unused_capos`` (counts), ``dead`` (the kinds' names, face up on the discard), ``unused_terrains``
(names, out of the game); ``combat``: None or ``{"attacker", "defender", "terrain", "step", "attacker_capo",
"defender_capo", "dice": {"attacker", "defender"}}``.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.camorra.game import CamorraGame
from tabletop.games.camorra.rules import CamorraRules
from tabletop.games.camorra.state import CamorraState
from tabletop.games.public_board import banner
from tabletop.i18n import N_, _

STEPS = {
    "defend": N_("the defender may send a Caporegime"),
    "corruption": N_("Corruption de police"),
    "weapons_attacker": N_("the attacker lays weapons"),
    "weapons_defender": N_("the defender lays weapons"),
    "support": N_("Soutien cards"),
    "die_attacker": N_("the attacker rolls the die"),
    "die_defender": N_("the defender rolls the die"),
    "victim": N_("the defender chooses which guard dies"),
}


def public_view(state: CamorraState, game: CamorraGame | None = None) -> dict[str, Any]:
    """What everyone at a Camorra table sees (``game``: the play's ``CamorraGame``, for its rules)."""
    game = game if game is not None else CamorraGame()
    rules: CamorraRules = game.rules
    over = game.is_over(state)
    players = []
    for name in state.players:
        terrains = []
        for quartier in state.terrains_of(name, rules):
            guards = [_capo(rules, state, capo.id) for capo in state.guards(quartier)]
            terrains.append({"name": quartier, "municipality": rules.municipality_of(quartier).id, "guards": guards})
        players.append({"name": name, "hand": state.hands[name], "immune": state.immune(name), "terrains": terrains})
    combat = None
    if state.combat is not None:
        c = state.combat
        combat = {"attacker": c.attacker, "defender": c.defender, "terrain": c.terrain, "step": _(STEPS[c.step]),
                  "attacker_capo": _capo(rules, state, c.attacker_capo),
                  "defender_capo": _capo(rules, state, c.defender_capo) if c.defender_capo else None,
                  "dice": {role: c.dice.get(role) for role in ("attacker", "defender")}}
    if state.combat is not None:
        phase = _("Attaque: {step}").format(step=combat["step"])
    elif state.recruit is not None:
        phase = _("Recrutement")
    else:
        phase = _("Action cards: {laid} of {most} laid").format(laid=state.cards_played, most=rules.cards_per_turn)
    deciding = game.to_move(state)
    return {
        "game": "camorra",
        "banner": banner(_("Round {round}").format(round=state.round), phase, deciding, over),
        "players": players,
        "draw_pile": state.draw_pile, "discard": state.discard, "unused_capos": len(state.pool),
        "dead": [rules.capos[kind].name for kind in state.dead],
        "unused_terrains": list(state.unused_terrains),
        "combat": combat,
    }


def _capo(rules: CamorraRules, state: CamorraState, capo_id: str) -> dict[str, Any]:
    """A Caporegime as the table sees it: face up with its kind, or face down while paralysed."""
    capo = state.capos.get(capo_id)
    if capo is None or capo.paralysed_until is not None:
        return {"face_down": True, "owner": capo.owner if capo else None}
    kind = rules.capos[capo.kind]
    return {"kind": capo.kind, "name": kind.name, "attack": kind.attack, "defense": kind.defense,
            "owner": capo.owner}
