"""Gangster Paradise's public board (``tabletop.games.public_board``): the turn and the phase, the black market (its
face-up cards, the deck counted, the red notes for the one left without a card, the auction said aloud) and each
clan's public goods: its board and productions, its members, its goods (« Les marchandises doivent toujours être
visibles en nature et en nombre de tous les joueurs »), the exécutants played on it. What a clan keeps behind its
screen never reaches the board: its red and white notes (« personne ne doit savoir le montant d'argent que vous
possédez ») and the kinds of the exécutants it holds (« Le joueur peut le garder caché »), of which only the count
shows.

Keys: ``game``, ``banner``; ``turn``, ``turns``, ``phase`` (a stage id of ``state.STAGES``), ``phases`` (the five,
in order) and ``phase_names`` (each in words), ``active``, ``first_player``; ``market``: ``{"cards": {good: n},
"deck", "pot", "served", "auction": None or {"bids": [[name, amount], ...], "passed", "speaker", "taker",
"price"}}``; ``clans`` in seat order, ``{"name", "board", "primary", "secondary", "members": [{"role", "label",
"count", "cards"}], "goods": {good: n}, "executants_held", "executants_on_board": [{"kind", "by"}],
"unpaid_salaries"}``; ``reserve_goods``.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.gangster_paradise.game import GangsterParadise
from tabletop.games.gangster_paradise.rules import ROLES
from tabletop.games.gangster_paradise.state import PHASES, GPState
from tabletop.games.public_board import banner
from tabletop.i18n import N_, _

STAGES = {
    "secondary": N_("set-up: secondary productions"),
    "reveal": N_("the black market's cards turned up"),
    "delivery": N_("Delivery"),
    "market": N_("Black market"),
    "resale": N_("Resale"),
    "recruitment": N_("Recruitment"),
    "laundering": N_("Laundering and salaries"),
    "trim": N_("end of the turn: goods back to the limit"),
    "tiebreak": N_("pierre-feuille-ciseaux"),
    "over": N_("the game is over"),
}


def public_view(state: GPState, game: GangsterParadise | None = None) -> dict[str, Any]:
    """What everyone at a Gangster Paradise table sees."""
    game = game if game is not None else GangsterParadise()
    rules = state.rules
    names = [c.player for c in state.clans]
    active = state.active_seat()
    clans = []
    for c in state.clans:
        members = [{"role": role, "label": rules.members[role].label, "count": c.members.get(role, 0),
                    "cards": rules.members[role].cards} for role in ROLES]
        clans.append({"name": c.player, "board": c.board, "primary": c.primary, "secondary": c.secondary,
                      "members": members, "goods": {k: n for k, n in sorted(c.goods.items()) if n},
                      "executants_held": len(c.executants),
                      "executants_on_board": [{"kind": p["kind"], "by": p["by"]} for p in c.placed],
                      "unpaid_salaries": c.unpaid})
    auction = None
    if state.auction is not None:
        a = state.auction
        auction = {"bids": [[names[s], amount] for s, amount in a.bids], "passed": [names[s] for s in a.passed],
                   "speaker": names[a.speaker], "taker": names[state.taker] if state.taker is not None else None,
                   "price": state.price}
    if state.turn:
        turn = _("Turn {turn} of {turns}").format(turn=state.turn, turns=rules.turns)
    else:
        turn = _("Set-up")
    return {
        "game": "gangster-paradise",
        "banner": banner(turn, _(STAGES[state.stage]), game.to_move(state), game.is_over(state)),
        "turn": state.turn, "turns": rules.turns, "phase": state.stage, "phases": list(PHASES),
        "phase_names": {stage: _(STAGES[stage]) for stage in PHASES},
        "active": names[active] if active is not None else None, "first_player": names[state.first],
        "market": {"cards": {k: n for k, n in sorted(state.market.items()) if n},
                   "deck": sum(state.market_deck.values()), "pot": state.pot,
                   "served": [names[s] for s in state.served], "auction": auction},
        "clans": clans,
        "reserve_goods": dict(sorted(state.reserve_goods.items())),
    }
