"""Mafia Story's public board (``tabletop.games.public_board``): the city grid as it lies on the table. A face-down card
is a back: the board says only that a card lies there (and that it is a territory once a cover was laid on it);
a card turned over is given with its face. A police or spéciale card laid on a territory is a back too, with its
owner's family (« face down, everyone sees the owner but not the kind »); a token is its owner's, its kind
(encaissement or guerre) unknown until the reveal. The cards the referee entered as dealt at set-up, what a player
saw when peeking and the prevention cards still in hand are never on the board, nor the count of cards in the
city the end and the peeks go by: a card under a police card is left out of it and one under a spéciale is not, so
the count would tell which a cover is.

Keys: ``game``, ``banner``; ``rows``, ``columns``; ``cells`` in reading order, each ``{"present", "face": {"type",
"family", "value"} or None, "territory", "cover": {"owner", "family"} or None, "token": {"owner", "family"} or None}``;
``players`` in seat order, ``{"name", "family", "team", "score", "right", "left", "pawns", "prevention_in_hand",
"prevention_laid": [kind...]}``; ``first_player``; ``chased``: None or ``{"owner", "from"}``.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.mafia_story.game import MafiaStory
from tabletop.games.mafia_story.state import PHASES, MafiaState
from tabletop.games.public_board import banner
from tabletop.i18n import _

def public_view(state: MafiaState, game: MafiaStory | None = None) -> dict[str, Any]:
    """What everyone at a Mafia Story table sees."""
    game = game if game is not None else MafiaStory()
    families = {p.name: p.family for p in state.players}
    tokens = {t.cell: t.owner for t in state.tokens}
    cells = []
    for index, cell in enumerate(state.cells):
        face = cell.card.to_json() if cell.present and cell.card is not None else None
        cover = {"owner": cell.cover.owner, "family": cell.cover.family} if cell.cover is not None else None
        owner = tokens.get(index)
        token = {"owner": owner, "family": families[owner]} if owner is not None else None
        cells.append({"present": cell.present, "face": face, "territory": cell.present and cell.territory,
                      "cover": cover, "token": token})
    players = [{"name": p.name, "family": p.family, "team": p.team, "score": p.score, "right": len(p.right),
                "left": len(p.left), "pawns": p.pawns, "prevention_in_hand": len(p.prevention),
                "prevention_laid": sorted({*p.prevention_used, *(k for who, k in state.laid if who == p.name)})}
               for p in state.players]
    chased = {"owner": state.chase.owner, "from": state.chase.origin} if state.chase is not None else None
    phase = _(PHASES.get(state.phase, state.phase))
    return {
        "game": "mafia-story",
        "banner": banner(_("Round {round}").format(round=state.round), phase, game.to_move(state),
                         game.is_over(state)),
        "rows": state.rows, "columns": state.columns, "cells": cells, "players": players,
        "first_player": state.players[state.first].name, "chased": chased,
    }
