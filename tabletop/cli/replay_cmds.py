"""``tabletop replay FILE [--json]``: replay a saved game headless.

A Peur sur la Ville game (``.ttgame.json``) prints where every figure ended, in what state, with how many wounds
(and, without --json, the log). A card-game play (``.ttplay.json``) prints its final state and ranking as JSON."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any

from tabletop.cli.common import emit_json, json_flag
from tabletop.i18n import N_, _, decimal

if TYPE_CHECKING:
    from tabletop.games.interface import Ranking
    from tabletop.games.peur_sur_la_ville.play import GameSession, GameState


def register(subparsers: "argparse._SubParsersAction") -> None:
    p = subparsers.add_parser("replay", help=_("replay a saved game: a Peur sur la Ville game (.ttgame.json) prints "
                                               "the final state of every figure, a card-game play (.ttplay.json) its "
                                               "final state and ranking as JSON"))
    p.add_argument("gamefile", metavar=_("FILE"))
    json_flag(p, _("print JSON instead of a table and the log"))
    p.set_defaults(handler=_replay)


def final_state(state: GameState) -> dict[str, Any]:
    """The replay contract: the turn, the phase, each figure and each gang."""
    figures = {}
    for f in state.figures.values():
        figures[f.id] = {
            "wounds": f.wounds, "state": f.state, "x": round(f.x, 2), "y": round(f.y, 2),
            "kind": f.kind, "gang": f.gang, "vehicle": f.vehicle, "ko_this_turn": f.ko_this_turn,
            "captor": f.captor, "weapons": dict(f.weapons), "activated": f.activated,
        }
    gangs = {g.letter: {"name": g.name, "bavures": g.bavures, "robberies": g.robberies, "arrests": g.arrests}
             for g in state.gangs.values()}
    vehicles = {v.id: {"destroyed": v.destroyed, "burning": v.burning_since is not None,
                       "immobilised": v.immobilised} for v in state.vehicles.values()}
    return {"turn": state.turn, "phase": state.phase, "figures": figures, "gangs": gangs, "vehicles": vehicles,
            "national_guard": state.national_guard}


def ranking_json(ranking: Ranking) -> dict[str, Any]:
    return {"players": [{"name": p.name, "rank": p.rank, "score": p.score, "breakdown": dict(p.breakdown),
                         "team": p.team, "eliminated": p.eliminated} for p in ranking.players],
            "decided_by": ranking.decided_by, "explanation": ranking.explanation}


def _replay_play(path: str) -> int:
    from tabletop import games
    from tabletop.games.playfile import load_play

    play = load_play(path, games.game_core)
    session = play.session
    emit_json({"game": session.setup.game, "players": list(session.setup.players), "events": len(session.events),
               "over": session.is_over(), "state": session.state_json(), "ranking": ranking_json(session.ranking())})
    return 0


def _replay(args: argparse.Namespace) -> int:
    # Every game registered loads only when a replay runs.
    from tabletop.games.peur_sur_la_ville.play.gamefile import load_game
    from tabletop.games.playfile import FILE_SUFFIX as PLAY_SUFFIX

    if args.gamefile.lower().endswith(PLAY_SUFFIX):
        return _replay_play(args.gamefile)
    session = load_game(args.gamefile)
    if args.json:
        emit_json(final_state(session.state))
        return 0
    print("\n".join(_table(session)))
    print()
    print(session.export_text(), end="")
    return 0


# A figure's state in words for the table (the JSON keeps the identifiers).
# The live game's phases (``PHASES`` of play/state.py) as the referee says them.
PHASE_WORDS = {"deploy": N_("deployment"), "turn_start": N_("start of the turn"), "initiative": N_("initiative"),
               "activations": N_("between activations"), "activation": N_("an activation open"),
               "end_of_turn": N_("end of the turn"), "over": N_("game over")}
# A captive figure's state, one message each, so that French agrees and places the bracket as it says it.
CAPTIVE_STATE_WORDS = {"standing": N_("standing (captive)"), "down": N_("down (captive)"), "ko": N_("KO (captive)"),
                       "hidden": N_("hidden (captive)"), "dead": N_("dead (captive)"),
                       "in_vehicle": N_("in a vehicle (captive)")}


def _table(session: GameSession) -> list[str]:
    from tabletop.games.peur_sur_la_ville.play.state import STATE_WORDS
    from tabletop.scenario.roles import civilian_name
    from tabletop.sentences import clauses, say

    state = session.state
    rows = [(_("figure"), _("name"), _("gang"), _("state"), _("wounds"), "x", "y")]
    for f in state.figures.values():
        words = CAPTIVE_STATE_WORDS if f.captor else STATE_WORDS
        shown = _(words[f.state]) if f.state in words else f.state
        name = civilian_name(f.id, f.role, f.name) if f.kind == "civilian" else f.name
        rows.append((f.id, name, session.setup.gang_name(f.gang) if f.gang else "-", shown, str(f.wounds), decimal(f.x, ".1f"), decimal(f.y, ".1f")))
    widths = [max(len(r[k]) for r in rows) for k in range(len(rows[0]))]
    phase = _(PHASE_WORDS[state.phase]) if state.phase in PHASE_WORDS else state.phase
    header = [say("peur-replay-turn", turn=state.turn, phase=phase),
              *(say("peur-gang-bavures", count=g.bavures, **session.setup.gang_args("gang", letter))
                for letter, g in state.gangs.items())]
    lines = [clauses(header + ([say("peur-national-guard-warning")] if state.national_guard else []))]
    lines += ["  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in rows]
    return lines
