"""``tabletop sight | blast | burst | throw | reach``: table geometry questions answered as JSON."""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Any, Callable

from tabletop.cli.common import CliError, emit_json, number_in, whole_number
from tabletop.i18n import N_, _
from tabletop.names import UnknownName, match_name

if TYPE_CHECKING:
    from tabletop.geometry import TableModel
    from tabletop.scenario.model import Scenario

# The ranges of every number these commands take: a position on the largest table a map may have (100 m), the
# rulebook's templates and moves with room for house rules, and a burst's hits (a burst fires 5 dice).
_POSITION = number_in(-10000, 10000, N_("a position in cm"))
_DIAMETER = number_in(0, 100, N_("a diameter in cm"), above_low=True)
_THROW_CM = number_in(0, 100, N_("a distance in cm"), above_low=True)
_REACH_CM = number_in(0, 500, N_("a distance in cm"), above_low=True)
_HITS = whole_number(1, N_("a number of hits"), maximum=10)
_FIGURE_HELP = N_("a figure's id or the name the app shows (any case and accents): police-3 or \"flic 3\"")
FIGURE_ARGUMENTS = ("shooter", "target", "thrower", "figure")  # each named by its id or the name the app shows


def register(subparsers: "argparse._SubParsersAction") -> None:
    p = subparsers.add_parser("sight", help=_("distance, range band, line of sight and cover between two figures"))
    p.add_argument("scenario", metavar=_("SCENARIO"))
    p.add_argument("shooter", metavar=_("SHOOTER"), help=_(_FIGURE_HELP))
    p.add_argument("target", metavar=_("TARGET"), help=_(_FIGURE_HELP))
    p.set_defaults(handler=_guarded(_sight))

    p = subparsers.add_parser("blast", help=_("figures caught by a blast or gas template centred on X Y"))
    p.add_argument("scenario", metavar=_("SCENARIO"))
    p.add_argument("x", type=_POSITION, metavar=_("X"), help=_("cm from the referee's left edge, -10000 to 10000"))
    p.add_argument("y", type=_POSITION, metavar=_("Y"), help=_("cm away from the referee, -10000 to 10000"))
    p.add_argument("--diameter", type=_DIAMETER, metavar=_("CM"),
                   help=_("template diameter, over 0 and up to 100 cm (default 7.5 cm)"))
    p.set_defaults(handler=_guarded(_blast))

    p = subparsers.add_parser("burst", help=_("figures hit by a burst deviating to the right"))
    p.add_argument("scenario", metavar=_("SCENARIO"))
    p.add_argument("shooter", metavar=_("SHOOTER"), help=_(_FIGURE_HELP))
    p.add_argument("target", metavar=_("TARGET"), help=_(_FIGURE_HELP))
    p.add_argument("--hits", type=_HITS, required=True, metavar=_("N"), help=_("hits of the burst, 1 to 10"))
    p.set_defaults(handler=_guarded(_burst))

    p = subparsers.add_parser("throw", help=_("where a thrown grenade or molotov lands"))
    p.add_argument("scenario", metavar=_("SCENARIO"))
    p.add_argument("thrower", metavar=_("THROWER"), help=_(_FIGURE_HELP))
    p.add_argument("x", type=_POSITION, metavar=_("X"), help=_("aimed at, cm, -10000 to 10000"))
    p.add_argument("y", type=_POSITION, metavar=_("Y"), help=_("aimed at, cm, -10000 to 10000"))
    p.add_argument("--cm", type=_THROW_CM, required=True, metavar=_("D"),
                   help=_("distance thrown (20/15/10), over 0 and up to 100 cm"))
    p.set_defaults(handler=_guarded(_throw))

    p = subparsers.add_parser("reach", help=_("region a figure can reach moving D cm around obstacles"))
    p.add_argument("scenario", metavar=_("SCENARIO"))
    p.add_argument("figure", metavar=_("FIGURE"), help=_(_FIGURE_HELP))
    p.add_argument("--cm", type=_REACH_CM, required=True, metavar=_("D"),
                   help=_("distance moved, over 0 and up to 500 cm"))
    p.set_defaults(handler=_guarded(_reach))


def _guarded(handler: Callable[[argparse.Namespace, TableModel], Any]) -> Callable[[argparse.Namespace], int]:
    """Load the scenario's geometry, name its figures by id or by the name the app shows, run the query, print its
    JSON; a bad name or value is a CliError."""
    def run(args: argparse.Namespace) -> int:
        # NumPy and Shapely load only when a query runs: listing the commands stays fast.
        from tabletop.geometry import GeometryError, from_scenario
        from tabletop.scenario import load_scenario

        scenario = load_scenario(args.scenario)
        model = from_scenario(scenario)
        shown = _shown_names(scenario, set(model.figures.index))
        try:
            for role in FIGURE_ARGUMENTS:
                if hasattr(args, role):
                    setattr(args, role, match_name(getattr(args, role), shown, N_("figure")))
            emit_json(handler(args, model))
        except (GeometryError, UnknownName) as exc:
            raise CliError(str(exc)) from None
        return 0
    return run


def _shown_names(scenario: "Scenario", on_table: set[str]) -> dict[str, list[str]]:
    """The name each figure and civilian on the table is shown by: the file's name (« Flic 3 »), and a civilian the
    file leaves unnamed as the map and the journal show it (« Passant 4 »), not only by its identifier
    (``passerby-4``). No game's rules load for it: a geometry query reads the map alone."""
    from tabletop.scenario.roles import civilian_name

    shown: dict[str, list[str]] = {}
    for feature in scenario.features.values():
        if feature.id not in on_table:
            continue
        name = str(feature.get("name") or "")
        if feature.kind == "civilian":
            name = civilian_name(feature.id, str(feature.get("role") or ""), name or None)
        shown[feature.id] = [name] if name else []
    return shown


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
