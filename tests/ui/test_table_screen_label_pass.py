"""A frame's labels on the table screen (issue 37 §2, « never over another label »): the referee's labels (a ring's
distance, a shot's, a detection's, a throw's, a template's, the reach's), the still names and a dragged figure's name
are placed in one pass, so that none covers another nor a figure's base, on a TV and under a projector, at 1080p and
at 4K. The rectangles checked are those drawn (the painter's calls recorded); the bases are read from the scene."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QImage, QPainter

from tabletop.games.peur_sur_la_ville.play import ThrowPreview, preview_shot
from tabletop.table_screen.mapping import homography, table_corners, tv_matrix
from tests.ui.sample_games import loaded_game
from tests.ui.test_game_flow import deployed_skirmish
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.map.items import FeatureItem
from ui.table_screen import painting
from ui.table_screen.names import BASE_KINDS
from ui.table_screen.painting import PROJECTOR, TV, TableLook, paint_table_screen, qt_transform

BANK_JOB = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"
SIZES = [(1920, 1080), (3840, 2160)]
PAINT_NAMES, DRAW_LABEL = painting.paint_names, painting.draw_label  # each frame records through its own


class Drawn:
    """The words a painted frame drew: each name's and each referee's label's rectangle (pixels), and its text."""

    def __init__(self, monkeypatch):
        self.names: list[QRectF] = []
        self.calls: list[list[QRectF]] = []  # the names of each call: on a TV the static picture's, then the live
        self.labels: list[tuple[str, QRectF]] = []
        paint_names, draw_label = PAINT_NAMES, DRAW_LABEL

        def names(painter, placed):
            self.calls.append([name.rect() for name in placed])
            self.names += self.calls[-1]
            paint_names(painter, placed)

        def label(painter, item, at, picture):
            self.labels.append((item.text(), QRectF(at, picture.size().toSizeF())))
            draw_label(painter, item, at, picture)

        monkeypatch.setattr(painting, "paint_names", names)
        monkeypatch.setattr(painting, "draw_label", label)

    def every(self) -> list[QRectF]:
        return self.names + [rect for _text, rect in self.labels]


def paint(source, look: TableLook, size: tuple[int, int], monkeypatch) -> Drawn:
    drawn = Drawn(monkeypatch)
    image = QImage(*size, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    paint_table_screen(painter, source, look, size)
    painter.end()
    return drawn


def bases(source, look: TableLook) -> list[QRectF]:
    """The figures' bases the players may see, in the picture's pixels."""
    transform = qt_transform(look.matrix)
    secrets = source.secret_keys()
    return [transform.mapRect(item.sceneBoundingRect()) for item in source.scene.items()
            if isinstance(item, FeatureItem) and item.kind in BASE_KINDS and item.isVisible()
            and item.feature_id not in secrets]


def overlap(a: QRectF, b: QRectF) -> bool:
    """More than touching."""
    inter = a.intersected(b)
    return inter.width() > 0.01 and inter.height() > 0.01


def assert_clear(drawn: Drawn, base_rects: list[QRectF], still: list[QRectF] = ()) -> None:
    """No two words drawn overlap, and none covers a base, but for the still names over ``still``: a dragged
    figure's base passing over a name that keeps its place."""
    rects = drawn.every()
    for index, rect in enumerate(rects):
        others = [other for other in rects[index + 1:] if overlap(rect, other)]
        assert not others, f"{rect} covers {others}"
        if not any(rect is name for name in still):
            assert not any(overlap(rect, base) for base in base_rects), f"{rect} covers a base"


def looks(size: tuple[int, int], table: tuple[float, float], tv_cm: float, centre: tuple[float, float]):
    width, height = size
    inset = [(0.06 * width, 0.94 * height), (0.95 * width, 0.92 * height), (0.9 * width, 0.05 * height),
             (0.1 * width, 0.07 * height)]
    return {TV: TableLook(TV, tv_matrix(size, tv_cm, centre)),
            PROJECTOR: TableLook(PROJECTOR, homography(table_corners(*table), inset))}


# --- the skirmish: every figure, the rings, a shot, a detection, a throw -----------------------------------------
@pytest.fixture
def skirmish(shown_game_panel):
    return deployed_skirmish(shown_game_panel)


def crowd(panel, kind: str) -> None:
    """The Officer selected with his rings, command radius and sight, and one preview of ``kind`` on top."""
    session = panel.document.session
    setup, state, previews = session.setup, session.state, panel.map.previews
    options = panel.map.figure_overlay.options
    options.rings = options.command = options.sight = True
    panel.map.select("a-boss", 10.0)
    if kind == "shot":
        previews.show_shot(setup, state, preview_shot(setup, state, "a-boss", "f-boss"))
    elif kind == "detect":
        previews.show_target(state, "a-cop", "f-boss", "30,0 cm")
    elif kind == "throw":
        throw = ThrowPreview("a-cop", "grenade", (38.0, 22.0), {"red": (38.0, 22.0)}, {"red": None},
                             {"red": ("f-boss",)}, None)
        previews.show_throw(state, throw, 5.0)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("mode", [TV, PROJECTOR])
@pytest.mark.parametrize("kind", ["shot", "detect", "throw"])
def test_the_referees_labels_cover_no_label_and_no_base(skirmish, monkeypatch, size, mode, kind):
    crowd(skirmish, kind)
    source = skirmish.table_screen_action.source
    # The TV as wide as the table: the figures and their rings crowd the picture.
    look = looks(size, (60.0, 40.0), 60.0, (30.0, 20.0))[mode]
    drawn = paint(source, look, size, monkeypatch)
    texts = [text for text, _rect in drawn.labels]
    assert "10 cm" in texts and "30 cm" in texts, texts  # the rings' distances at least
    if mode == TV:
        # The 60 cm ring round the Officier at (10, 20) passes wholly off a picture of (0..60, 3..37): its label too.
        assert "60 cm" not in texts
    assert len(drawn.labels) >= 3 and len(drawn.names) >= 3
    assert_clear(drawn, bases(source, look))


# --- a dragged figure's name goes round the still ones -------------------------------------------------------------
@pytest.fixture
def bank_job(shown_game_panel):
    return shown_game_panel(GameDocument(loaded_game(BANK_JOB), str(BANK_JOB)), 1366, 768)


def figure(panel, name: str) -> FeatureItem:
    return next(item for item in panel.map.scene.items_by_id.values() if item.label.text() == name)


@pytest.mark.parametrize("size", SIZES)
def test_a_dragged_figures_name_goes_round_the_still_names_which_keep_their_place(bank_job, monkeypatch, size):
    source = bank_job.table_screen_action.source
    look = looks(size, (120.0, 90.0), 121.0, (60.0, 30.0))[TV]
    dragged = figure(bank_job, "Flic 7")
    at_rest = {rect.getRect() for rect in paint(source, look, size, monkeypatch).calls[0]}
    dragged.setSelected(True)  # what a drag does: selected, moved by its position
    frames = []
    # Dragged left and down, past names that sit where its own would go: placed against the bases alone (as before
    # the frame pass), its name covered a still one at the last three of these spots.
    for dx, dy in ((-2.0, 4.0), (-4.0, 6.0), (-6.0, 6.0), (-8.0, 6.0)):
        dragged.setPos(QPointF(dx, dy))
        drawn = paint(source, look, size, monkeypatch)
        frames.append(drawn)
        moving_base = qt_transform(look.matrix).mapRect(dragged.sceneBoundingRect())
        still_bases = [base for base in bases(source, look) if base != moving_base]
        assert_clear(drawn, bases(source, look), drawn.calls[0])
        assert not any(overlap(name, base) for name in drawn.calls[0] for base in still_bases)
    assert all(len(frame.calls) == 2 and len(frame.calls[1]) == 1 for frame in frames)  # the dragged name shows
    assert len({frame.calls[1][0].getRect() for frame in frames}) == len(frames)  # and follows it
    still = [[rect.getRect() for rect in frame.calls[0]] for frame in frames]
    assert all(names == still[0] for names in still)  # the others' did not move
    assert set(still[0]) < at_rest  # nor when it was picked up: they lie where they lay before the drag
    assert len(still[0]) >= 10


@pytest.mark.parametrize("mode", [TV, PROJECTOR])
def test_picking_any_figure_up_moves_no_other_name(bank_job, monkeypatch, mode):
    """The still names are laid out as if nothing moved: picking « F Skin 3 » up made another name jump when the
    figure was left out of their layout (this test failed so on a TV)."""
    size = SIZES[0]
    source = bank_job.table_screen_action.source
    look = looks(size, (120.0, 90.0), 121.0, (60.0, 30.0))[mode]
    at_rest = {rect.getRect() for rect in paint(source, look, size, monkeypatch).calls[0]}
    picked = 0
    for item in source.scene.items_by_id.values():
        if item.kind != "figure" or not item.label.isVisible():
            continue
        item.setSelected(True)
        item.setPos(QPointF(0.5, 0.5))
        still = {rect.getRect() for rect in paint(source, look, size, monkeypatch).calls[0]}
        assert still < at_rest, item.label.text()
        item.setSelected(False)
        item.setPos(QPointF())
        picked += 1
    assert picked >= 10


# --- under a projector: the figures' names inside the table's quadrilateral ----------------------------------------
@pytest.mark.parametrize("size", SIZES)
def test_under_a_projector_the_names_lie_beside_the_real_figures_inside_the_table(bank_job, monkeypatch, size):
    source = bank_job.table_screen_action.source
    look = looks(size, (120.0, 90.0), 121.0, (60.0, 45.0))[PROJECTOR]
    drawn = paint(source, look, size, monkeypatch)
    figures = [item for item in source.scene.items_by_id.values() if item.kind == "figure" and item.isVisible()
               and item.label.isVisible() and item.feature_id not in source.secret_keys()]
    assert len(drawn.names) >= len(figures) // 2 >= 5
    assert_clear(drawn, bases(source, look))
    corners = qt_transform(look.matrix).map(painting.QPolygonF(source.scene.table_rect))
    quad = [np.array(corners.at(k).toTuple()) for k in range(4)]
    for rect in drawn.names:
        for corner in (rect.topLeft(), rect.topRight(), rect.bottomLeft(), rect.bottomRight()):
            point = np.array(corner.toTuple())
            edges = [(quad[(k + 1) % 4] - quad[k], point - quad[k]) for k in range(4)]
            sides = [edge[0] * to[1] - edge[1] * to[0] for edge, to in edges]  # the 2-D cross product
            assert all(side >= -1e-6 for side in sides) or all(side <= 1e-6 for side in sides)
