"""``tabletop render PLAY.ttplay.json [--table-screen WxH] [--screen-width-cm CM] --out OUT.png``: a card game's
table screen, headless (1920x1080 without ``--table-screen``). The play is replayed and its last state's public board painted, W x H pixels, the text sized for a
TV ``--screen-width-cm`` wide (default: 96 pixels an inch, as for a map). ``--json`` prints the same keys as a map's
table screen: ``{"png", "pixels", "cm_to_px"}``, the last a scale (the board is drawn flat, no table under it). A
map's own options (``--centre``, ``--rotate``, ``--corners``) are refused with one line naming the option.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from tabletop.cli.common import CliError
from tabletop.i18n import _
from tabletop.table_screen.mapping import MappingError, check_screen_width, first_guess_width_cm


def board_px_per_mm(args: argparse.Namespace, pixels: tuple[int, int]) -> float:
    """Pixels a millimetre of the glass, from ``--screen-width-cm``; the options a board has no use for refused."""
    for option, value in (("--centre", args.centre), ("--rotate", args.rotate), ("--corners", args.corners)):
        if value is not None:
            raise CliError(_("{option} is a map's option, while a card game's board is drawn flat on a TV").format(
                option=option))
    width_cm = args.screen_width_cm if args.screen_width_cm is not None else first_guess_width_cm(pixels[0], 0)
    try:
        check_screen_width(pixels[0], width_cm, "--screen-width-cm")  # the same believable pixel as a map's
    except MappingError as exc:
        raise CliError(str(exc)) from None
    return pixels[0] / (width_cm * 10)


def render_board_screen(args: argparse.Namespace, out: Path, pixels: tuple[int, int], start_qt) -> int:
    from tabletop.games import game_core
    from tabletop.games.playfile import load_play
    from tabletop.games.public_board import NoPublicBoard, public_board

    px_per_mm = board_px_per_mm(args, pixels)
    play = load_play(args.scenario, game_core)  # a file refused is said by the command, every problem
    try:
        board = public_board(play.session.game, play.session.state)
    except NoPublicBoard as exc:
        raise CliError(str(exc)) from None
    start_qt()
    from ui.table_screen.boards.drawing import paint_board
    from ui.table_screen.picture_file import write_table_picture

    scale = px_per_mm * 10
    return write_table_picture(args, out, pixels, lambda painter: paint_board(painter, board, pixels, px_per_mm),
                               [[scale, 0.0, 0.0], [0.0, scale, 0.0], [0.0, 0.0, 1.0]])
