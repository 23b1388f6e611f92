"""No secret through a preview (issue 37, part 1): every preview and overlay the table screen may draw says which
pieces it is about, and whatever is about a hidden figure stays off the table — the figure as the source, as the
target and as a figure caught, on a TV and under a projector. Each case is checked twice: with the figure in
sight the drawing does reach its spot (the check can fail), hidden it leaves every pixel there as it was."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Callable

import numpy as np
import pytest
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

from tabletop.geometry import load_terrain_rules
from tabletop.games.peur_sur_la_ville.play import (GameSession, ThrowPreview, diff, new_setup, preview_move,
                                                   preview_shot)
from tabletop.scenario import parse_scenario, scenario_from_json
from tabletop.scenario.edits import move_features
from tabletop.table_screen.mapping import apply, homography, table_corners, tv_matrix
from tests.ui.test_game_flow import SKIRMISH, deployed_skirmish, action, click, enter_faces, select_in_roster, turn_button
from tests.ui.test_table_screen_drag_frozen import window_pixels
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.table_screen.painting import PROJECTOR, TV, TableLook, paint_frozen, paint_live, paint_rest, paint_static
from ui.table_screen.still import StillRecord
from ui.table_screen.window import TableScreen

HIDDEN = "f-skin"  # stands at (44, 30), behind the wall from the Police
SIZE = (1200, 800)  # 20 px a cm over the whole 60 x 40 table
NEAR_CM = 2.0  # the spot checked: the base (a 25 mm base's radius is 1.25 cm) and the rings drawn round it


def looks() -> dict[str, TableLook]:
    tv = TableLook(TV, tv_matrix(SIZE, 60.0, (30.0, 20.0)))
    skewed = homography(table_corners(60, 40), [(40.0, 780.0), (1170.0, 760.0), (1120.0, 30.0), (90.0, 50.0)])
    return {TV: tv, PROJECTOR: TableLook(PROJECTOR, skewed)}


def picture(source, look: TableLook, secrets: set[str]) -> np.ndarray:
    image = QImage(*SIZE, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    # Every pass the window makes: the overlays kept at rest and those frozen through a drag are drawn into its
    # pictures of what does not move, the others live, and on a TV the still names over them all.
    record = StillRecord() if look.mode == TV else None
    taken = paint_static(painter, source, look, SIZE, None, set(secrets), record=record)
    taken = paint_rest(painter, source, look, SIZE, None, set(secrets), taken=taken)
    taken = paint_frozen(painter, source, look, SIZE, None, set(secrets), taken=taken)
    paint_live(painter, source, look, SIZE, None, set(secrets), taken=taken,
               still=record.names if record is not None else None)
    painter.end()
    bits = image.constBits()
    return np.frombuffer(bits, dtype=np.uint32, count=SIZE[0] * SIZE[1]).reshape(SIZE[1], SIZE[0]).copy()


def spot(look: TableLook, at: tuple[float, float]) -> np.ndarray:
    """The pixels within NEAR_CM of the table point ``at``, as a mask. Only the pixels in the box round the picture of
    the square about that disc are measured: the look carries the square to a convex quadrilateral (the table lies
    on one side of its horizon) that holds the disc's picture. Measuring the whole frame's 960,000 pixels cost 0.45 s
    of CPU a call, and each check makes two."""
    mask = np.zeros((SIZE[1], SIZE[0]), dtype=bool)
    square = [(at[0] + dx, at[1] + dy) for dx in (-NEAR_CM, NEAR_CM) for dy in (-NEAR_CM, NEAR_CM)]
    corners = apply(look.matrix, square)
    x0, y0 = np.maximum(np.floor(corners.min(axis=0)).astype(int) - 1, 0)
    x1, y1 = np.minimum(np.ceil(corners.max(axis=0)).astype(int) + 1, SIZE)
    if x0 >= x1 or y0 >= y1:
        return mask
    ys, xs = np.mgrid[y0:y1, x0:x1]
    table = apply(np.linalg.inv(look.matrix), np.column_stack([xs.ravel() + 0.5, ys.ravel() + 0.5]))
    mask[y0:y1, x0:x1] = (np.hypot(table[:, 0] - at[0], table[:, 1] - at[1]) <= NEAR_CM).reshape(y1 - y0, x1 - x0)
    return mask


def check(source, draw: Callable[[], None], clear: Callable[[], None], at: tuple[float, float],
          hidden: str = HIDDEN) -> None:
    """On a TV and under a projector: ``draw`` changes pixels near ``at`` while ``hidden`` is no secret, and none
    once it is one."""
    for mode, look in looks().items():
        near = spot(look, at)
        clear()
        before = {secret: picture(source, look, {hidden} if secret else set()) for secret in (False, True)}
        draw()
        after = {secret: picture(source, look, {hidden} if secret else set()) for secret in (False, True)}
        clear()
        assert (before[False] != after[False])[near].any(), f"{mode}: the drawing does not reach the figure"
        changed = int((before[True] != after[True])[near].sum())
        assert changed == 0, f"{mode}: {changed} pixels near the hidden figure changed"


# --- the live game ----------------------------------------------------------------------------------------------
@pytest.fixture
def game(shown_game_panel):
    return deployed_skirmish(shown_game_panel)


def test_detect_draws_no_line_to_the_hidden_figure_on_the_table(shown_game_panel):
    """The issue's steps: the Skin hides, the Officer presses Detect; the referee's map shows the dashed line to
    the Skin, the table screen nothing of it."""
    session = GameSession(new_setup(parse_scenario(json.dumps(SKIRMISH)), seed=11))
    panel = shown_game_panel(GameDocument(session))
    panel.ask_to_end = lambda _title, _question, _pending: True
    turn_button(panel, "deploy_as_placed")
    turn_button(panel, "start_turn")
    turn_button(panel, "roll_initiative")
    enter_faces(panel, ["2", "6"])  # Police 2, Skins 6: the Skins first
    click(panel.action_panel.resolve_box.apply_button)
    select_in_roster(panel, HIDDEN)
    action(panel, "activate")
    click(panel.action_panel.go_button)
    action(panel, "hide")
    turn_button(panel, "end_activation")
    select_in_roster(panel, "a-boss")
    action(panel, "activate")
    click(panel.action_panel.go_button)
    source = panel.table_screen_action.source
    assert HIDDEN in source.secret_keys()
    look = looks()[TV]
    before = picture(source, look, source.secret_keys())
    action(panel, "detect")
    QApplication.processEvents()
    fire = panel.map.previews._fire
    assert fire.isVisible() and fire.line().p2().x() == pytest.approx(44.0)  # the referee sees it
    after = picture(source, look, source.secret_keys())
    assert (before == after).all()


def hide(panel, figure: str = HIDDEN) -> None:
    session = panel.document.session
    old = session.state
    new = old.with_figures(replace(old.figures[figure], state="hidden"))
    session._states[-1] = new
    panel.document.changed.emit(diff(old, new))


def game_cases(panel) -> dict[str, tuple[Callable[[], None], tuple[float, float]]]:
    """Each preview of the game tab, with the hidden Skin in one role, and where to look."""
    session = panel.document.session
    setup, state = session.setup, session.state
    previews, game_map = panel.map.previews, panel.map
    skin = state.figures[HIDDEN]
    at = (skin.x, skin.y)
    blast = load_terrain_rules().measures.blast_diameter_cm

    def throw(thrower: str, face_point: tuple[float, float], caught: tuple[str, ...]) -> ThrowPreview:
        return ThrowPreview(thrower, "grenade", face_point, {"red": face_point}, {"red": None}, {"red": caught}, None)

    def select(figure: str, **shown: bool) -> Callable[[], None]:
        def draw() -> None:
            options = game_map.figure_overlay.options
            options.rings = options.command = options.sight = False
            for name, on in shown.items():
                setattr(options, name, on)
            game_map.select(figure, 10.0 if shown.get("reach") else 0.0)
        return draw

    return {
        "shot from it": (lambda: previews.show_shot(setup, state, preview_shot(setup, state, HIDDEN, "a-cop")), at),
        "shot at it": (lambda: previews.show_shot(setup, state, preview_shot(setup, state, "a-boss", HIDDEN)), at),
        "fight from it": (lambda: previews.show_fight(state, HIDDEN, "f-boss", "1 combat die"), at),
        "fight with it": (lambda: previews.show_fight(state, "f-boss", HIDDEN, "1 combat die"), at),
        "detect it": (lambda: previews.show_target(state, "a-boss", HIDDEN, "32,9 cm"), at),
        "link from it": (lambda: previews.show_target(state, HIDDEN, "a-boss", "32,9 cm"), at),
        "its move": (lambda: previews.show_move(setup, state, preview_move(setup, state, HIDDEN, 50.0, 36.0)), at),
        "its throw": (lambda: previews.show_throw(state, throw(HIDDEN, (50.0, 10.0), ()), blast), at),
        # Landing 4 cm to the Skin's left: the template touches its base; the throw's line stays clear of it.
        "a throw catching it": (lambda: previews.show_throw(state, throw("f-boss", (40.0, 30.0), (HIDDEN,)), blast),
                                at),
        "a landing catching it": (lambda: previews.show_landing((40.0, 30.0), blast, {"f-boss", HIDDEN}), at),
        "its morale move": (lambda: previews.show_destinations([(HIDDEN, at, (50.0, 36.0), "morale")]), at),
        "its rings and reach": (select(HIDDEN, rings=True, command=True, reach=True), at),
        "a sight line to it": (select("a-boss", sight=True), at),
    }


CASES = ["shot from it", "shot at it", "fight from it", "fight with it", "detect it", "link from it", "its move",
         "its throw", "a throw catching it", "a landing catching it", "its morale move", "its rings and reach",
         "a sight line to it"]


@pytest.mark.parametrize("case", CASES)
def test_no_preview_of_the_game_gives_a_hidden_figure_away(game, case):
    hide(game)
    draw, at = game_cases(game)[case]

    def clear() -> None:
        game.map.previews.clear()
        game.map.select(None)

    check(game.table_screen_action.source, draw, clear, at)


# --- the map editor's measuring tools ------------------------------------------------------------------------------
@pytest.fixture
def editor(qtbot):
    from ui.document import ScenarioDocument
    from ui.map.editor import MapEditor
    from ui.map.overlays import OverlayController
    from ui.table_screen.map_source import MapTableSource

    doc = json.loads(json.dumps(SKIRMISH))
    for f in doc["features"]:
        if f["id"] == "a-boss":
            f["properties"]["weapons"] = ["pistol"]
    editor = MapEditor(ScenarioDocument(scenario_from_json(doc)))
    qtbot.addWidget(editor)
    overlays = OverlayController(editor)
    return editor, overlays, MapTableSource(editor, overlays)


def aim(tool, x: float, y: float) -> None:
    from PySide6.QtCore import QPointF, Qt

    from ui.map.tool import ToolEvent

    point = QPointF(x, y)
    tool.press(ToolEvent(point, point, Qt.MouseButton.LeftButton))
    tool.release(ToolEvent(point, point, Qt.MouseButton.LeftButton))


EDITOR_CASES = ["a blast catching it", "its burst", "a burst at it", "its throw", "a throw landing on it",
                "its rings, sight and reach", "a sight line to it"]


@pytest.mark.parametrize("case", EDITOR_CASES)
def test_no_measure_of_the_map_editor_gives_a_hidden_figure_away(editor, case):
    editor_, overlays, source = editor
    hidden, at = HIDDEN, (44.0, 30.0)
    tools = overlays.tools

    def select(figure: str) -> None:
        editor_.scene.select_ids([figure])
        overlays.cursor = None
        overlays.settled()

    def use(name: str, shooter: str | None, x: float, y: float) -> Callable[[], None]:
        def draw() -> None:
            if shooter is not None:
                select(shooter)
            overlays.figure_overlay.options = replace(overlays.figure_overlay.options, rings=False, sight=False,
                                                      visibility=False, reach=False, command=False)
            editor_.set_tool(name)
            aim(tools[name], x, y)
            overlays.refresh()
        return draw

    def overlay(figure: str, **options: bool) -> Callable[[], None]:
        def draw() -> None:
            chosen = {**dict(rings=False, sight=False, visibility=False, reach=False, command=False), **options}
            overlays.figure_overlay.options = replace(overlays.figure_overlay.options, **chosen)
            select(figure)
        return draw

    cases = {
        "a blast catching it": use("blast", None, 46.0, 31.0),
        "its burst": use("burst", hidden, 40.0, 20.0),
        "a burst at it": use("burst", "a-boss", *at),
        "its throw": use("throw", hidden, 50.0, 10.0),
        "a throw landing on it": use("throw", "f-boss", 40.0, 40.0),  # the yellow 10 cm lands 4 cm from it
        "its rings, sight and reach": overlay(hidden, rings=True, sight=True, reach=True, command=True),
        "a sight line to it": overlay("f-boss", sight=True),
    }

    def clear() -> None:
        editor_.set_tool("select")
        for tool in tools.values():
            tool.clear()
        editor_.scene.select_ids([])
        overlays.refresh()

    check(source, cases[case], clear, at, hidden)


def test_a_commanders_ring_round_a_hidden_man_stays_off_the_table(editor):
    """The Officer's command radius is drawn (it says nothing of who stands in it); the ring round each man it
    commands is about that man: round the hidden Flic, none."""
    editor_, overlays, source = editor
    overlays.figure_overlay.options = replace(overlays.figure_overlay.options, rings=False, sight=False,
                                              visibility=False, reach=False)
    editor_.scene.select_ids(["a-boss"])
    overlays.settled()
    followers = overlays.figure_overlay._followers
    assert followers.isVisible() and followers.tips == ["a-cop"]
    for look in looks().values():
        shown, hidden = picture(source, look, set()), picture(source, look, {"a-cop"})
        followers.set_circles([])
        without, without_hidden = picture(source, look, set()), picture(source, look, {"a-cop"})
        followers.set_circles([(12.0, 26.0, 1.65)], ["a-cop"], [{"a-cop"}])
        assert (shown != without)[spot(look, (12.0, 26.0))].any()
        assert (hidden == without_hidden).all()


# --- through a drag, in the window's pictures -----------------------------------------------------------------------
DRAGS = {  # what is shown, the figure then dragged, and where to
    "its rings, sight and reach": (HIDDEN, (48.0, 34.0)),
    "a sight line to it": ("f-boss", (36.0, 16.0)),
    "a blast catching it": ("a-boss", (14.0, 16.0)),
}


@pytest.mark.parametrize("secret", [False, True], ids=["in sight", "hidden"])
@pytest.mark.parametrize("case", list(DRAGS))
def test_a_drag_on_the_table_screen_gives_no_hidden_figure_away(editor, qapp, case, secret):
    """The window of a TV, where the overlays are kept in pictures (at rest, and frozen through a drag): with the Skin
    hidden, no pixel near it changes from before anything is shown, through the press, the drag and the drop; in sight,
    the drawing reaches it."""
    editor_, overlays, source = editor
    source.secret_keys = lambda: {HIDDEN} if secret else set()
    screen = TableScreen(source, editor_)
    screen.pixels, screen.width_cm = SIZE, 60.0
    screen.window.resize(*SIZE)
    screen.window.show()
    screen.set_mode(TV)
    screen.move_centre(30.0, 20.0)
    near = spot(screen.view.look, (44.0, 30.0))
    qapp.processEvents()
    before = window_pixels(screen, SIZE)[near]
    dragged, (x, y) = DRAGS[case]
    chosen = dict(rings=False, sight=False, visibility=False, reach=False, command=False)
    if case == "its rings, sight and reach":
        chosen |= dict(rings=True, sight=True, reach=True, command=True)
    elif case == "a sight line to it":
        chosen |= dict(sight=True)
    overlays.figure_overlay.options = replace(overlays.figure_overlay.options, **chosen)
    if case == "a blast catching it":
        editor_.set_tool("blast")
        aim(overlays.tools["blast"], 46.0, 31.0)
    editor_.scene.select_ids([dragged])
    overlays.settled()
    qapp.processEvents()
    if not secret:
        assert (window_pixels(screen, SIZE)[near] != before).any(), "the drawing does not reach the figure"
        screen.close()
        return
    assert (window_pixels(screen, SIZE)[near] == before).all()
    item = editor_.scene.feature_item(dragged)
    fx, fy = editor_.document.scenario[dragged].geometry.points()[0]
    for step in range(1, 7):
        item.setPos((x - fx) * step / 6, (y - fy) * step / 6)
        overlays.cursor = (fx + (x - fx) * step / 6, fy + (y - fy) * step / 6)
        overlays.refresh()
        qapp.processEvents()
        assert editor_.scene.frozen_overlays
        assert (window_pixels(screen, SIZE)[near] == before).all(), f"frame {step} of the drag"
    pos = item.pos()
    item.setPos(0, 0)
    editor_.push(move_features(editor_.document.scenario, [dragged], pos.x(), pos.y(), "Move"))
    overlays.settled()
    qapp.processEvents()
    assert (window_pixels(screen, SIZE)[near] == before).all(), "the drop"
    screen.close()

