"""Small tables for hand-computed geometry cases."""

from __future__ import annotations

from shapely.geometry import LineString, box

from tabletop.geometry import Figure, Obstacle, TableModel, build_model


def fig(fid: str, x: float, y: float, gang: str | None = "A", state: str = "standing", base_cm: float = 2.5,
        kind: str = "figure", role: str = "member", vehicle: str | None = None) -> Figure:
    return Figure(fid, x, y, base_cm, gang, role, kind, state, vehicle)


def wall(oid: str, x0: float, y0: float, x1: float, y1: float, thickness: float = 1.0, kind: str = "wall") -> Obstacle:
    return Obstacle(oid, kind, LineString([(x0, y0), (x1, y1)]).buffer(thickness / 2, cap_style="flat"))


def block(oid: str, kind: str, x0: float, y0: float, x1: float, y1: float, gang: str | None = None) -> Obstacle:
    return Obstacle(oid, kind, box(x0, y0, x1, y1), gang)


def table(obstacles: list[Obstacle] = (), figures: list[Figure] = (), width: float = 100.0,
          depth: float = 100.0) -> TableModel:
    return build_model(width, depth, list(obstacles), list(figures))
