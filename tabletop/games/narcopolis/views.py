"""Narcopolis's public board (``tabletop.games.public_board``): the map of five zones of seven quartiers with each
quartier's owner, businesses and blocking, the pawns standing there and in prison, each Wiseguy's reputation on the
track and the cards he holds counted, the event card in force. Influence and Job cards are counts (« faces cachées
»); a Rôle card (advanced module 7) is never on the board, nor are a combat's dice under the cup: only the
announcements said aloud.

Keys: ``game``, ``banner``; ``zones`` in the map's order, each ``{"id", "name", "quartiers": [{"id", "owner",
"kinds", "blocked", "pawns"}]}``; ``prison``: the names of the pawns there; ``players`` (seats, then Furi),
``{"name", "character", "reputation", "influence", "jobs", "jobs_done", "businesses", "in_prison", "furi",
"locked"}``; ``event``: None or ``{"name", "text"}``; ``events_revealed``, ``last_round``; ``combat``: None or
``{"attacker", "defender", "quartier", "announced": [[name, value], ...]}``.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.narcopolis.game import Narcopolis
from tabletop.games.narcopolis.rules import PRISON
from tabletop.games.narcopolis.state import NarcoState
from tabletop.games.public_board import banner
from tabletop.i18n import N_, _

PHASES = {
    "starting": N_("starting advantages"),
    "event": N_("the event card"),
    "furi_die": N_("Furi's die"),
    "furi_action": N_("Furi acts"),
    "turn": N_("the Wiseguys' turns"),
    "combat": N_("combat"),
    "final": N_("the final combat"),
    "over": N_("the game is over"),
}


def public_view(state: NarcoState, game: Narcopolis | None = None) -> dict[str, Any]:
    """What everyone at a Narcopolis table sees."""
    game = game if game is not None else Narcopolis()
    rules = state.rules
    pawns: dict[str, list[str]] = {}
    for player in state.players:
        if player.pawn is not None:
            pawns.setdefault(player.pawn, []).append(player.name)
    zones = []
    for zone in rules.zones:
        quartiers = []
        for qid in zone.quartiers():
            q = state.quartiers[qid]
            quartiers.append({"id": qid, "owner": q.owner, "kinds": list(q.kinds), "blocked": q.blocked,
                              "pawns": pawns.get(qid, [])})
        zones.append({"id": zone.id, "name": zone.name, "quartiers": quartiers})
    players = []
    for p in state.players:
        character = rules.characters.get(p.character)
        players.append({"name": p.name, "character": character.name if character else p.character,
                        "reputation": p.reputation, "influence": p.influence, "jobs": p.jobs,
                        "jobs_done": len(p.job_points), "businesses": state.businesses_on_map(p.name),
                        "in_prison": state.in_prison(p), "furi": p.is_furi, "locked": p.locked})
    event = None
    if state.events_revealed:
        card = next((e for e in (*rules.events_classic, *rules.events_more, *rules.events_furi)
                     if e.id == state.events_revealed[-1]), None)
        if card is not None:
            event = {"name": card.name, "text": _(card.text)}
    combat = None
    if state.combat is not None:
        c = state.combat
        combat = {"attacker": c.attacker, "defender": c.defender, "quartier": c.quartier,
                  "announced": [[e.by, e.announce] for e in c.exchanges if e.announce is not None]}
    phase = _(PHASES.get(state.phase, state.phase))
    return {
        "game": "narcopolis",
        "banner": banner(_("Round {round}").format(round=state.round), phase, game.to_move(state),
                         game.is_over(state)),
        "zones": zones, "prison": pawns.get(PRISON, []), "players": players, "event": event,
        "events_revealed": len(state.events_revealed), "last_round": state.last_round, "combat": combat,
    }
