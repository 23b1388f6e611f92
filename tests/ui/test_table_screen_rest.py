"""The overlays at rest kept in a picture on a TV (issue 37 §5): the selected figure's rings, sight lines and the
rest, asked of the core, are drawn once into a picture over the table's and kept there till they are asked again, so
that a drag's press draws nothing again (but the measuring tools, live at rest, drawn once over it) and a drop draws
only them again, over the table's picture copied where they were. The work is counted (pictures drawn, pixels
copied, items walked, share of the picture repainted), never timed; the window's pixels are the picture drawn whole."""

from __future__ import annotations

import pytest

from tabletop.scenario.edits import move_features
from tests.ui.test_table_screen_drag_frozen import (PIXELS, _frozen, counted_repaints, counted_walks,  # noqa: F401
                                                    drag_frame, drawn_whole, screen, window_pixels)
from tests.ui.test_table_screen_frame_cost import club_drag  # noqa: F401  (the fixture)
from ui.table_screen import over, painting

WHOLE = PIXELS[0] * PIXELS[1]


class Work:
    """What the table screen's view did since it was last taken: the pictures it drew (by name; "record" for a
    record made without drawing), the pixels it copied from one picture into another (``cleaned``: those copied to
    make the spare picture clean, idle), the share of the picture each paint repainted, the items its passes walked."""

    def __init__(self) -> None:
        self.drawn: list[str] = []
        self.copied: list[int] = []
        self.cleaned: list[int] = []
        self.repainted: list[float] = []
        self.walked: list = []
        self.cleaning = False

    def take(self) -> Work:
        """What was done since the last take, the counts emptied in place (the counters keep appending to them)."""
        taken = Work()
        for name in ("drawn", "copied", "cleaned", "repainted", "walked"):
            kept = getattr(self, name)
            setattr(taken, name, kept[:])
            kept.clear()
        return taken


@pytest.fixture
def work(screen, monkeypatch) -> Work:  # noqa: F811
    done = Work()
    for name in ("paint_static", "paint_rest", "paint_frozen"):
        def drawn(*args, _name=name, _paint=getattr(painting, name), **kwargs):
            done.drawn.append(_name if args[0] is not None else "record")
            return _paint(*args, **kwargs)
        monkeypatch.setattr(f"ui.table_screen.view.{name}", drawn, raising=False)
    blit = over.blit

    def copied(painter, picture, region):
        (done.cleaned if done.cleaning else done.copied).append(sum(rect.width() * rect.height() for rect in region))
        blit(painter, picture, region)

    monkeypatch.setattr(over, "blit", copied)
    clean = over.OverPicture.clean_spare

    def cleaning(*args):
        done.cleaning = True
        try:
            clean(*args)
        finally:
            done.cleaning = False

    monkeypatch.setattr(over.OverPicture, "clean_spare", cleaning)
    done.walked = counted_walks(monkeypatch)
    done.repainted = counted_repaints(screen)
    done.take()
    return done


def idle(screen, qtbot) -> None:  # noqa: F811
    """The app left idle until the view has made its spare picture clean (``OverPicture.clean_spare``)."""
    qtbot.waitUntil(lambda: not screen.view._spare_timer.isActive())


def _mover(club_drag, qapp):  # noqa: F811
    """A frame of the drag: the leader drawn at (x, y); and its drop where it is drawn."""
    _source, _look, editor, overlays, subject, _positions = club_drag
    item, frame = drag_frame(editor, overlays, subject, qapp)

    def drop() -> None:
        pos = item.pos()
        item.setPos(0, 0)
        editor.push(move_features(editor.document.scenario, [subject], pos.x(), pos.y(), "Move"))
        overlays.refresh()
        qapp.processEvents()

    return frame, drop


def test_a_press_with_no_tool_shown_draws_and_copies_nothing(club_drag, screen, work, qapp, qtbot):  # noqa: F811
    """The figure's overlays are in the picture at rest already: the press draws no picture and copies none, and
    repaints only round what moves (was: the frozen overlays drawn over a whole copy, the whole picture repainted).
    The drop draws them again once, into a spare copy of the table's picture (made clean while the app was idle,
    where the overlays before the last were: never whole) swapped in, and the reach found after them only where it
    is; between the press and the drop, and once they are at rest again, no frame's live pass walks them."""
    _source, _look, editor, overlays, _subject, positions = club_drag
    for tool in overlays.tools.values():
        tool.clear()
    overlays.settled()
    qapp.processEvents()
    idle(screen, qtbot)
    at_rest = editor.scene.rest_overlays
    assert at_rest and overlays.figure_overlay._lines.paths["clear"] in at_rest
    work.take()
    frame, drop = _mover(club_drag, qapp)
    frame(*positions[1])
    press = work.take()
    assert press.drawn == [] and press.copied == []
    assert press.repainted and max(press.repainted) < 0.1
    assert (window_pixels(screen) == drawn_whole(screen)).all()
    work.take()  # drawn whole here
    for x, y in positions[2:20]:
        frame(x, y)
    during = work.take()
    assert during.drawn == [] and during.copied == []
    assert not [item for item in during.walked if _frozen(item, at_rest)]
    drop()
    dropped = work.take()
    # The figure dropped stays selected: nothing at rest changed but its overlays, asked again.
    assert dropped.drawn.count("paint_rest") == 1 and "paint_static" not in dropped.drawn
    assert sum(dropped.copied) == 0
    overlays.settled()
    qapp.processEvents()
    found = work.take()
    # The reach, found after the others: drawn into the picture where it is alone (was: the whole picture again).
    assert found.drawn.count("paint_rest") == 1 and sum(found.copied) < 0.2 * WHOLE
    assert (window_pixels(screen) == drawn_whole(screen)).all()
    idle(screen, qtbot)
    cleaned = work.take()
    # The spare made clean once, idle (maybe while the reach was searched): where the overlays before the drop were.
    assert cleaned.copied == [] and cleaned.repainted == [] and 0 < sum(found.cleaned + cleaned.cleaned) <= WHOLE
    at_rest = editor.scene.rest_overlays
    frame(*positions[21])  # hovered: the path alone follows the pointer
    hovered = work.take()
    assert hovered.walked and not [item for item in hovered.walked if _frozen(item, at_rest)]


def test_a_press_draws_the_tools_alone_over_the_picture_at_rest(club_drag, screen, work, qapp, qtbot):  # noqa: F811
    """With every measuring tool shown (live at rest: an aimed one follows the pointer), the press draws them alone,
    once, into the picture at rest (no copy of it); the drop draws the overlays again without them into the spare
    picture, copying nothing."""
    _source, _look, _editor, overlays, _subject, positions = club_drag
    idle(screen, qtbot)
    work.take()
    frame, drop = _mover(club_drag, qapp)
    frame(*positions[1])
    press = work.take()
    assert press.drawn == ["paint_frozen"] and press.copied == []
    assert (window_pixels(screen) == drawn_whole(screen)).all()
    for x, y in positions[2:12]:
        frame(x, y)
    assert work.take().drawn == []
    drop()
    dropped = work.take()
    assert dropped.drawn.count("paint_rest") == 1 and "paint_frozen" not in dropped.drawn
    assert sum(dropped.copied) == 0
    overlays.settled()
    qapp.processEvents()
    assert (window_pixels(screen) == drawn_whole(screen)).all()
