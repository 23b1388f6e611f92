"""``tabletop render``: a scenario as a PNG, an SVG or a 1:1 PDF tiled over paper, headless; with ``--window``, the
app's window with any file it opens shown in its tab, as a PNG (what the referee would see, without a screen: the
desktop bundle's tests open every sample this way).

Registered in ``ui.launcher.UI_COMMAND_GROUPS``. Qt is imported only when the command runs, inside
an offscreen application, so listing the commands or running the core's ones never loads Qt. For the same reason
its words go through the core's gettext catalogue (``packaging/translations.py`` extracts this file with the core),
not Qt's translators, which are not loaded on the command line.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path

from tabletop.cli.common import CliError, json_flag, number_in, output_file
from tabletop.i18n import N_, _, decimal, ngettext, placed
from tabletop.printing import DEFAULT_MARGIN_MM, DEFAULT_OVERLAP_MM, ORIENTATIONS, PAPERS, plan_print

FORMATS = (".png", ".svg", ".pdf")
ROTATIONS = (0, 90, 180, 270)  # tabletop.table_screen.mapping.ROTATIONS, kept here so --help loads no NumPy
DEFAULT_PX_PER_CM = 20.0  # matches ui.export.image.DEFAULT_PX_PER_CM, kept here so --help needs no Qt
_MM = number_in(0, 50, N_("a width in mm"))
_PX_PER_CM = number_in(0, 200, N_("a resolution in px per cm"), above_low=True)
_APPLICATION: object | None = None  # the QApplication made for a render, if none was running
WINDOW_SIZE = (1366, 768)  # the club referees' laptops
DEFAULT_BOARD_SCREEN = "1920x1080"  # a card game's play drawn without --table-screen: a full-HD TV


def register(subparsers: "argparse._SubParsersAction") -> None:
    parser = subparsers.add_parser(
        "render", help=_("draw a scenario to PNG, SVG, or a 1:1 PDF tiled over A4/Letter pages"),
        description=_("Draw the whole table. PNG and SVG are single pictures (the SVG at true size in mm); "
                      "the PDF is at 1:1 scale over as many pages as needed, labelled like B3, with "
                      "alignment marks and a 10 cm scale bar to check the print."))
    parser.add_argument("scenario", metavar=_("SCENARIO"),
                        help=_("a scenario file (.geojson), or a card game's play (.ttplay.json), drawn as its table "
                               "screen, {screen} unless --table-screen says; with --window, any file the app opens")
                        .format(screen=DEFAULT_BOARD_SCREEN))
    parser.add_argument("--out", required=True, metavar=_("FILE"), help=_("output file: .png, .svg or .pdf"))
    parser.add_argument("--paper", choices=sorted(PAPERS), default="a4", help=_("PDF paper (default a4)"))
    parser.add_argument("--orientation", choices=ORIENTATIONS, default="portrait",
                        help=_("PDF page orientation (default portrait)"))
    parser.add_argument("--margin-mm", type=_MM, default=DEFAULT_MARGIN_MM, metavar=_("N"),
                        help=_("PDF blank margin on each side of a page, 0 to 50 mm (default {mm})").format(
                            mm=decimal(DEFAULT_MARGIN_MM)))
    parser.add_argument("--overlap-mm", type=_MM, default=DEFAULT_OVERLAP_MM, metavar=_("N"),
                        help=_("PDF strip printed on both neighbouring pages, 0 to 50 mm (default {mm})").format(
                            mm=decimal(DEFAULT_OVERLAP_MM)))
    parser.add_argument("--px-per-cm", type=_PX_PER_CM, default=DEFAULT_PX_PER_CM, metavar=_("N"),
                        help=_("PNG resolution in pixels per table cm, over 0 and up to 200 (default {px})").format(
                            px=decimal(DEFAULT_PX_PER_CM)))
    screen = parser.add_argument_group(_("table screen"), _(
        "Draw what a TV laid on the table or a projector above it shows, at 1:1, into a PNG of the screen's size. "
        "SCENARIO may then be a live game (.ttgame.json) too, or a card game's play (.ttplay.json): its public board, "
        "the text sized from --screen-width-cm."))
    screen.add_argument("--table-screen", metavar=_("WxH"), default=None,
                        help=_("the screen's size in pixels, e.g. 1920x1080"))
    screen.add_argument("--screen-width-cm", type=float, metavar=_("CM"), default=None,
                        help=_("TV: the measured width of the picture in cm (default: 96 pixels an inch)"))
    screen.add_argument("--centre", type=float, nargs=2, metavar=(_("X"), _("Y")), default=None,
                        help=_("TV: the table point at the picture's centre, in cm (default: the table's centre)"))
    screen.add_argument("--rotate", type=int, choices=ROTATIONS, default=None,
                        help=_("TV: turn the table counter-clockwise by 0, 90, 180 or 270 degrees (default 0)"))
    screen.add_argument("--corners", nargs=4, metavar=_("X,Y"), default=None,
                        help=_("projector: the pixels where the table's corners (0, 0), (width, 0), (width, depth) "
                               "and (0, depth) land, in that order"))
    json_flag(screen, _("print the picture's file, size and mapping as JSON on the last line"))
    parser.add_argument("--window", action="store_true",
                        help=_("draw the app's window with the file open in its tab, {width} x {height} px, as a "
                               "PNG").format(width=WINDOW_SIZE[0], height=WINDOW_SIZE[1]))
    # A projector's corner may land left of or above the picture: "-100,80" is a value of --corners, not an option.
    parser._negative_number_matcher = re.compile(r"^-\d*\.?\d+([eE][-+]?\d+)?(,[-+]?\d*\.?\d+([eE][-+]?\d+)?)?$")
    parser.set_defaults(handler=_render)


def _render(args: argparse.Namespace) -> int:
    out = Path(output_file(args.out))
    suffix = out.suffix.lower()
    if args.table_screen is None and not args.window:
        args.table_screen = _default_table_screen(args.scenario)
    if args.table_screen is not None:
        from ui.table_screen.render import render_table_screen  # Qt and NumPy: only when the command runs

        return render_table_screen(args, out, _start_qt)
    for option, value in (("--screen-width-cm", args.screen_width_cm), ("--centre", args.centre),
                          ("--rotate", args.rotate), ("--corners", args.corners), ("--json", args.json or None)):
        if value is not None:
            raise CliError(_("{option} goes only with --table-screen").format(option=option))
    if suffix not in FORMATS:
        raise CliError(_("cannot tell the format of '{path}': the file name must end in .png, .svg or .pdf").format(
            path=args.out))
    if args.window:
        if suffix != ".png":
            raise CliError(_("--window draws a PNG: the file name '{path}' must end in .png").format(path=args.out))
        return _render_window(args.scenario, out)
    from tabletop.scenario import load_scenario  # loads jsonschema: only when the command runs

    scenario = load_scenario(args.scenario)
    plan = None
    if suffix == ".pdf":
        try:
            plan = plan_print(scenario.table.width_cm, scenario.table.depth_cm, args.paper, args.orientation,
                              args.margin_mm, args.overlap_mm)
        except ValueError as exc:
            raise CliError(str(exc)) from None
    _start_qt()
    from ui.document import ScenarioDocument
    from ui.export.image import table_png, table_svg
    from ui.export.pdf import table_pdf
    from ui.export.writing import ExportError
    from ui.map.scene import ScenarioScene

    document = ScenarioDocument(scenario, str(args.scenario))
    scene = ScenarioScene(document)
    if scene.picture_warning():  # the command was asked for this map's render: it says so, and draws it
        print(placed(str(args.scenario), scene.picture_warning()), file=sys.stderr)
    try:
        if suffix == ".png":
            size = table_png(scene, out, args.px_per_cm)
            print(_("wrote {path} (PNG, {width} x {height} px)").format(
                path=out, width=size.width(), height=size.height()))
        elif suffix == ".svg":
            table_svg(scene, out, scenario.name)
            print(_("wrote {path} (SVG, {width} x {depth} mm)").format(
                path=out, width=decimal(scenario.table.width_cm * 10), depth=decimal(scenario.table.depth_cm * 10)))
        else:
            assert plan is not None  # set above for every .pdf
            pages = table_pdf(scene, out, plan, scenario.name)
            print(ngettext("wrote {path} (PDF, {pages} {paper} {orientation} page at 1:1, {first} to {last})",
                           "wrote {path} (PDF, {pages} {paper} {orientation} pages at 1:1, {first} to {last})",
                           pages).format(path=out, pages=pages, paper=plan.paper.name, orientation=_(plan.orientation),
                                         first=plan.tiles[0].label, last=plan.tiles[-1].label))
    except ExportError as exc:
        raise CliError(str(exc)) from None
    return 0


def _default_table_screen(path: str) -> str | None:
    """The screen a file is drawn for when ``--table-screen`` does not say: a card game's play has no map, its picture
    is its public board, drawn for a full-HD TV; a live game's table screen shows a part of its table, which the
    referee chooses (refused, saying so); a map is drawn whole (None)."""
    from tabletop.games.peur_sur_la_ville.play import FILE_SUFFIX as GAME_SUFFIX
    from tabletop.games.playfile import FILE_SUFFIX as PLAY_SUFFIX
    from tabletop.jsontext import named

    if path.lower().endswith(PLAY_SUFFIX):
        return DEFAULT_BOARD_SCREEN
    if path.lower().endswith(GAME_SUFFIX):
        raise CliError(_("{file} is a live game, drawn with --table-screen WxH (such as --table-screen {screen})")
                       .format(file=named(path), screen=DEFAULT_BOARD_SCREEN))
    return None


def _render_window(path: str, out: Path) -> int:
    """The app started as ``tabletop FILE`` starts it (its language, settings and house rules), the file opened in
    its tab, the window drawn to ``out``. A file the app refuses is one line here, not the app's dialog."""
    from tabletop import games

    core = games.module_for_path(path)
    if core is None:
        raise CliError(_("{path}: Tabletop does not open this type of file").format(path=path))
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from ui.app import application
    from ui.document import DocumentError
    from ui.modules import panel_modules
    from ui.shell.main_window import MainWindow

    global _APPLICATION
    _APPLICATION = application()
    module = next(m for m in panel_modules() if m.core_id == core.id)
    try:
        document = module.open_document(os.path.abspath(path))
    except DocumentError as exc:
        if exc.refused is not None:  # a file refused: said by the command, every problem
            raise exc.refused from None
        raise CliError("\n".join(exc.lines)) from None
    window = MainWindow()
    window.resize(*WINDOW_SIZE)
    window.show()
    window.add_panel(module, document)
    _APPLICATION.processEvents()
    if not window.grab().save(str(out)):
        raise CliError(_("could not write {path}").format(path=out))
    print(_("wrote {path} (PNG, {width} x {height} px)").format(path=out, width=window.width(), height=window.height()))
    return 0


def _start_qt() -> None:
    """An offscreen QApplication (the scene's items need QtWidgets), unless one is running already."""
    from PySide6.QtWidgets import QApplication

    global _APPLICATION
    if QApplication.instance() is None:
        # Rendering needs no display: offscreen works on a server, in CI and under a desktop alike.
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        from tabletop import i18n
        from ui.shell.language import apply_language
        from ui.shell.qt_environment import prepare_qt_environment

        prepare_qt_environment(os.environ)  # drawn as the app draws
        # Held at module level so the application lives as long as the process, not this call.
        _APPLICATION = QApplication(["tabletop-render"])
        # What Qt's side writes into the picture (a table screen's banner) in the language of the command's messages.
        apply_language(_APPLICATION, i18n.language())
