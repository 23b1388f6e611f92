"""The Technos' mines: « Le gang dispose aussi de 2 mines à chaque tour de campagne, chacune symbolisée par un
marqueur. Elle est posée en 1 action, et déclenchée à distance par le Leader ou le Lieutenant en 1 action.
L'explosion est équivalente à celle d'une roquette. » (The bavure « Un tir de Lance-Roquette a eu lieu » is read as
the launcher's alone: a mine is not a shot.)"""

from __future__ import annotations

from dataclasses import replace

from tabletop.games.peur_sur_la_ville.play.combat import rocket_hit
from tabletop.games.peur_sur_la_ville.play.effects import acting, point_text, spend
from tabletop.games.peur_sur_la_ville.play.events import PlaceMine, TriggerMine
from tabletop.games.peur_sur_la_ville.play.moves import expect_activation
from tabletop.games.peur_sur_la_ville.play.setup import GameSetup, figure_args
from tabletop.games.peur_sur_la_ville.play.state import GameError, GameState, Mine
from tabletop.sentences import clauses, say
from tabletop.i18n import _

CHIEFS = ("leader", "lieutenant")


def mines_left(setup: GameSetup, state: GameState, gang: str | None) -> int:
    """Mines the gang may still place this game (the « mines » effect's value, less those placed)."""
    if gang is None or gang not in state.gangs:
        return 0
    owned = sum(e.value for e in setup.rules.gangs[gang].effects if e.effect == "mines")
    return max(owned - state.gangs[gang].mines_placed, 0)


def place_mine(setup: GameSetup, state: GameState, event: PlaceMine, geometry: bool) -> tuple[GameState, str]:
    expect_activation(state)
    f = acting(setup, state, event.figure, 1, "place_mine")
    if f.state != "standing":
        raise GameError(say("peur-mine-placer-standing", **figure_args("figure", setup.title(f))))
    if mines_left(setup, state, f.gang) < 1:
        raise GameError(_("{gang} have no mine left").format(
            gang=setup.gang_name(f.gang or '')))
    g = state.gangs[f.gang or ""]
    mine = Mine(f"mine-{f.gang}-{g.mines_placed + 1}", f.gang or "", f.x, f.y)
    state = state.with_figures(spend(f)).with_gangs(replace(g, mines_placed=g.mines_placed + 1))
    state = replace(state, mines=state.mines + (mine,))
    return state, say("peur-mine-placed", **figure_args("figure", setup.title(f)), where=point_text((f.x, f.y)))


def trigger_mine(setup: GameSetup, state: GameState, event: TriggerMine, geometry: bool) -> tuple[GameState, str]:
    expect_activation(state)
    f = acting(setup, state, event.figure, 1, "trigger_mine")
    if f.role not in CHIEFS:
        raise GameError(say("peur-mine-not-by", **figure_args("figure", setup.title(f))))
    mine = next((m for m in state.mines if m.id == event.mine and m.gang == f.gang), None)
    if mine is None:
        raise GameError(_("{gang} have no mine '{mine}' on the table").format(
            gang=setup.gang_name(f.gang or ''), mine=event.mine))
    state = replace(state.with_figures(spend(f)), mines=tuple(m for m in state.mines if m.id != mine.id))
    parts = [say("peur-mine-set-off", **figure_args("figure", setup.title(f)), where=point_text((mine.x, mine.y)))]
    state = rocket_hit(setup, state, event, f.gang, parts)
    return state, clauses(parts)
