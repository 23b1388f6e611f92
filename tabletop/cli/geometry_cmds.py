"""``tabletop sight | blast | burst | throw | reach``: table geometry questions answered as JSON."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any, Callable

from tabletop.cli.common import CliError, emit_json, finite_float, positive_float, whole_number

if TYPE_CHECKING:
    from tabletop.geometry import TableModel


def register(subparsers: "argparse._SubParsersAction") -> None:
    p = subparsers.add_parser("sight", help="distance, range band, line of sight and cover between two figures")
    p.add_argument("scenario", metavar="SCENARIO")
    p.add_argument("shooter", metavar="SHOOTER_ID")
    p.add_argument("target", metavar="TARGET_ID")
    p.set_defaults(handler=_guarded(_sight))

    p = subparsers.add_parser("blast", help="figures caught by a blast or gas template centred on X Y")
    p.add_argument("scenario", metavar="SCENARIO")
    p.add_argument("x", type=finite_float, metavar="X")
    p.add_argument("y", type=finite_float, metavar="Y")
    p.add_argument("--diameter", type=positive_float, metavar="CM", help="template diameter (default 7.5 cm)")
    p.set_defaults(handler=_guarded(_blast))

    p = subparsers.add_parser("burst", help="figures hit by a burst deviating to the right")
    p.add_argument("scenario", metavar="SCENARIO")
    p.add_argument("shooter", metavar="SHOOTER_ID")
    p.add_argument("target", metavar="TARGET_ID")
    p.add_argument("--hits", type=whole_number(1), required=True, metavar="N")
    p.set_defaults(handler=_guarded(_burst))

    p = subparsers.add_parser("throw", help="where a thrown grenade or molotov lands")
    p.add_argument("scenario", metavar="SCENARIO")
    p.add_argument("thrower", metavar="THROWER_ID")
    p.add_argument("x", type=finite_float, metavar="X")
    p.add_argument("y", type=finite_float, metavar="Y")
    p.add_argument("--cm", type=positive_float, required=True, metavar="D", help="distance thrown (20/15/10)")
    p.set_defaults(handler=_guarded(_throw))

    p = subparsers.add_parser("reach", help="region a figure can reach moving D cm around obstacles")
    p.add_argument("scenario", metavar="SCENARIO")
    p.add_argument("figure", metavar="FIGURE_ID")
    p.add_argument("--cm", type=positive_float, required=True, metavar="D")
    p.set_defaults(handler=_guarded(_reach))


def _guarded(handler: Callable[[argparse.Namespace, TableModel], Any]) -> Callable[[argparse.Namespace], int]:
    """Load the scenario's geometry, run the query, print its JSON; a bad id or value is a CliError."""
    def run(args: argparse.Namespace) -> int:
        # NumPy and Shapely load only when a query runs: listing the commands stays fast.
        from tabletop.geometry import GeometryError, from_scenario
        from tabletop.scenario import load_scenario

        scenario = load_scenario(args.scenario)
        try:
            emit_json(handler(args, from_scenario(scenario)))
        except GeometryError as exc:
            raise CliError(str(exc)) from None
        return 0
    return run


def _sight(args: argparse.Namespace, model: TableModel) -> dict[str, Any]:
    from tabletop.geometry.sight import sight

    s = sight(model, args.shooter, args.target)
    return {"distance_cm": s.distance_cm, "band": s.band, "visible": s.visible, "cover": s.cover,
            "cover_by": list(s.cover_by), "blocked_by": list(s.blocked_by), "hidden": s.hidden,
            "lines": [{"from": list(a), "to": list(b), "clear": c} for (a, b), c in zip(s.lines, s.clear)]}


def _blast(args: argparse.Namespace, model: TableModel) -> dict[str, Any]:
    from tabletop.geometry.templates import blast

    b = blast(model, args.x, args.y, args.diameter)
    return {"centre": list(b.centre), "diameter_cm": b.diameter_cm,
            "caught": [{"id": c.id, "cover": c.cover, "cover_by": list(c.cover_by)} for c in b.caught]}


def _burst(args: argparse.Namespace, model: TableModel) -> dict[str, Any]:
    from tabletop.geometry.templates import burst

    b = burst(model, args.shooter, args.target, args.hits)
    return {"hits": list(b.hits), "candidates": list(b.candidates)}


def _throw(args: argparse.Namespace, model: TableModel) -> dict[str, Any]:
    from tabletop.geometry.templates import throw

    t = throw(model, args.thrower, args.x, args.y, args.cm)
    return {"landing": list(t.landing), "stopped_by": t.stopped_by, "travelled_cm": t.travelled_cm,
            "at_table_edge": t.at_table_edge}


def _reach(args: argparse.Namespace, model: TableModel) -> dict[str, Any]:
    from shapely.geometry import mapping

    from tabletop.geometry.movement import reach

    r = reach(model, args.figure, args.cm)
    return {"area_cm2": r.area_cm2, "geometry": mapping(r.area)}
