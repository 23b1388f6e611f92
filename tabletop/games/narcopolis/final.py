"""The end of a play and its ranking, with the final combat the rulebook owes players still level: « S'il y a
encore égalité, la partie se jouera autour d'un combat final ». The bouts are ordinary bluff combats
(``fight``) fought over no quartier; the reading ``final_combat`` says who fights whom."""

from __future__ import annotations

from tabletop.games.interface import Ranking, rank_by
from tabletop.games.narcopolis.ending import Standing, after_final_combat, classic_ranking, furi_ranking
from tabletop.games.narcopolis.fight import start_combat
from tabletop.games.narcopolis.state import NarcoState
from tabletop.i18n import N_, _

KNOCKOUT = "knockout"


def plays_final_combat(state: NarcoState) -> bool:
    return state.rules.reading("final_combat") == KNOCKOUT


def table_ranking(state: NarcoState) -> Ranking:
    """Reputation, then businesses (Furi's game: passing her first), before any final combat."""
    standings = [Standing(p.name, p.reputation, state.businesses_on_map(p.name)) for p in state.seats()]
    final = plays_final_combat(state)
    boss = state.furi()
    if boss is None:
        return classic_ranking(standings, final_combat=final)
    return furi_ranking(standings, Standing(boss.name, boss.reputation, state.businesses_on_map(boss.name)),
                        furi_won=state.furi_won, final_combat=final)


def ranking(state: NarcoState) -> Ranking:
    champion = champion_of(state)
    if champion is None:
        return with_roles(state, table_ranking(state))
    return with_roles(state, after_final_combat(table_ranking(state), state.final_players, champion))


def with_roles(state: NarcoState, ranking: Ranking) -> Ranking:
    """Module 7 (reading ``infiltre_victory`` = nobody_wins): « la saboter entièrement pour empêcher quiconque de
    gagner » — the Infiltrés win together when the play ends with no Gangsta at the winning reputation, the
    Gangstas ranking after them; otherwise the Infiltrés rank after every Gangsta."""
    if "roles" not in state.modules or state.rules.reading("infiltre_victory") != "nobody_wins":
        return ranking
    infiltres = [p.name for p in state.seats() if p.role == "infiltre"]
    if not infiltres:
        return ranking
    win = state.rules.costs["win_reputation"]
    gangsta_won = any(p.reputation >= win for p in state.seats() if p.role != "infiltre")
    rows = [(p.name, (float((p.name in infiltres) != gangsta_won), -float(p.rank))) for p in ranking.players]
    ranked = rank_by(rows, (N_("role"), N_("table rank")), scores={p.name: p.score for p in ranking.players},
                     breakdowns={p.name: p.breakdown for p in ranking.players})
    if gangsta_won:
        text = _("a Gangsta reached {win}: the Infiltrés {names} rank last; {explanation}").format(
            win=win, names=", ".join(infiltres), explanation=ranking.explanation)
        decided = ranking.decided_by
    else:
        text = _("no Gangsta reached {win}: the Infiltrés {names} win").format(win=win, names=", ".join(infiltres))
        decided = "role"
    return Ranking(ranked.players, decided, text)


def champion_of(state: NarcoState) -> str | None:
    """The final combat's winner once its last bout is fought."""
    done = state.final_players and len(state.final_wins) == len(state.final_players) - 1
    return state.final_wins[-1] if done else None


def tied_leaders(state: NarcoState) -> list[str]:
    """The players level at the top on every criterion, in playing order from the first player."""
    ranking = table_ranking(state)
    if ranking.decided_by != "tie":
        return []
    level = set(ranking.winners())
    seats = state.players[state.first_player:] + state.players[:state.first_player]
    fighters = [p.name for p in seats if p.name in level and not p.is_furi]
    return fighters if len(fighters) > 1 else []


def bout(state: NarcoState) -> tuple[str, str] | None:
    """The next bout as (attacker, defender), or None when no bout is owed. A knock-out in playing order: the
    first attacks the second, then each next fighter attacks the winner so far."""
    fought = len(state.final_wins)
    if not state.final_players or fought == len(state.final_players) - 1:
        return None
    if fought == 0:
        return state.final_players[0], state.final_players[1]
    return state.final_players[fought + 1], state.final_wins[-1]


def advance(state: NarcoState) -> None:
    """After each event: when the rounds are over with players level, the play is not over until the final
    combat is fought; start its next bout, or close the play after the last."""
    if state.phase == "over" and not state.final_players and not state.furi_won and plays_final_combat(state):
        state.final_players = tied_leaders(state)
    elif state.phase != "final":
        return
    fight = bout(state)
    if fight is None:
        state.phase = "over"
        return
    start_combat(state, fight[0], fight[1], None, "final")
