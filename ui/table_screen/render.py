"""``tabletop render FILE --table-screen WxH``: the table screen's picture of a map or a live game, headless.

The contract other tools rely on (issue 29): the PNG is exactly W x H pixels; a TV is scaled W / CM pixels a cm,
``--centre`` at the picture's centre, turned ``--rotate`` degrees counter-clockwise; a projector is the homography
of ``--corners``, the scenery left out; ``--json`` prints ``{"png": OUT, "pixels": [W, H], "cm_to_px": M}`` as its
last line. A bad value is refused with one line naming its option.
"""

from __future__ import annotations

import argparse
import math
import re
from pathlib import Path
from typing import Callable

import numpy as np

from tabletop.cli.common import CliError
from tabletop.i18n import _
from tabletop.table_screen.frame import check_centre
from tabletop.table_screen.mapping import (CM_PER_INCH, FALLBACK_DPI, MappingError, check_corner_pixels,
                                           check_screen_width, corners_matrix, first_guess_width_cm, tv_matrix)
from ui.table_screen.painting import PROJECTOR, TV, TableLook
from ui.table_screen.source import TableSource

MAX_SIDE_PX = 16384  # the biggest picture we agree to allocate (an 8K screen is 7680 wide)


def screen_size(text: str) -> tuple[int, int]:
    """``WxH`` as two whole positive numbers of pixels, or the option's one-line refusal."""
    match = re.fullmatch(r"\s*(\d+)\s*[xX×]\s*(\d+)\s*", text)
    if match is None:
        raise CliError(_("--table-screen must be WxH in pixels, such as 1920x1080, not '{text}'").format(text=text))
    width, height = int(match.group(1)), int(match.group(2))
    if not (0 < width <= MAX_SIDE_PX and 0 < height <= MAX_SIDE_PX):
        raise CliError(_("--table-screen must have each side from 1 to {most} pixels, not {width}x{height}").format(
            most=MAX_SIDE_PX, width=width, height=height))
    return width, height


def corner_points(texts: list[str]) -> list[tuple[float, float]]:
    points = []
    for text in texts:
        parts = text.split(",")
        try:
            point = (float(parts[0]), float(parts[1])) if len(parts) == 2 else None
        except ValueError:
            point = None
        if point is None or not all(math.isfinite(v) for v in point):
            raise CliError(_("--corners must be four X,Y pixel pairs such as 0,0 1920,0 1920,1080 0,1080, "
                             "not '{text}'").format(text=text))
        points.append(point)
    return points


def table_look(args: argparse.Namespace, pixels: tuple[int, int], table: tuple[float, float]) -> TableLook:
    """The mode and mapping the options ask for; refusals name the option."""
    if args.corners is not None:
        for option, value in (("--screen-width-cm", args.screen_width_cm), ("--centre", args.centre),
                              ("--rotate", args.rotate)):
            if value is not None:
                raise CliError(_("{option} is a TV's option, not one with --corners (a projector)").format(
                    option=option))
        points = corner_points(args.corners)
        try:
            check_corner_pixels(points, pixels, "--corners")
            return TableLook(PROJECTOR, corners_matrix(*table, points))
        except MappingError as exc:
            raise CliError(str(exc)) from None
    width_cm = args.screen_width_cm if args.screen_width_cm is not None else first_guess_width_cm(pixels[0], 0)
    centre = tuple(args.centre) if args.centre is not None else (table[0] / 2, table[1] / 2)
    try:
        check_screen_width(pixels[0], width_cm, "--screen-width-cm")
        centre = check_centre(centre, table, "--centre")
        return TableLook(TV, tv_matrix(pixels, width_cm, centre, args.rotate or 0))
    except MappingError as exc:
        raise CliError(str(exc)) from None


def render_table_screen(args: argparse.Namespace, out: Path, start_qt: Callable[[], None]) -> int:
    if out.suffix.lower() != ".png":
        raise CliError(_("--out must name a .png file, the table screen being drawn as a PNG"))
    pixels = screen_size(args.table_screen)
    from tabletop.games.playfile import FILE_SUFFIX as PLAY_SUFFIX

    if args.scenario.lower().endswith(PLAY_SUFFIX):  # a card game: its public board, not a map
        from ui.table_screen.boards.render import render_board_screen

        return render_board_screen(args, out, pixels, start_qt)
    start_qt()
    from ui.table_screen.painting import paint_table_screen
    from ui.table_screen.picture_file import write_table_picture

    source, table = _open_source(args.scenario)
    look = table_look(args, pixels, table)
    return write_table_picture(args, out, pixels, lambda painter: paint_table_screen(painter, source, look, pixels),
                               np.asarray(look.matrix).tolist())


def _open_source(path: str) -> tuple[TableSource, tuple[float, float]]:
    """The table source of a map or a live game file, and the table's size."""
    from tabletop.games.peur_sur_la_ville.play import FILE_SUFFIX

    if path.lower().endswith(FILE_SUFFIX):
        from tabletop.games.peur_sur_la_ville.play import load_game
        from ui.games.peur_sur_la_ville.document import GameDocument
        from ui.games.peur_sur_la_ville.table_map import GameMap
        from ui.games.peur_sur_la_ville.table_source import GameTableSource

        session = load_game(path)  # a file refused is said by the command, every problem
        game_map = GameMap(GameDocument(session, path))
        table = session.setup.scenario.table
        return GameTableSource(game_map), (table.width_cm, table.depth_cm)
    from tabletop.scenario import load_scenario
    from ui.document import ScenarioDocument
    from ui.map.labels import lay_out_labels
    from ui.map.scene import ScenarioScene

    scenario = load_scenario(path)
    scene = ScenarioScene(ScenarioDocument(scenario, path))
    # The names the referee's map shows, as a live game's map lays them out: a bank zone named like the building it
    # lies on named once. At any scale: the table places the names itself, at its own, whatever room this one finds.
    lay_out_labels(scene, FALLBACK_DPI / CM_PER_INCH)
    return TableSource(scene, None), (scenario.table.width_cm, scenario.table.depth_cm)
