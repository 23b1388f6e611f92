"""Painting a part of the table with the map's y-up orientation onto any paint device.

The scene keeps y as in the file and the view flips it; exports must look like the view, so the
same flip is applied here. Selection highlights and (unless asked) overlays are left out: a picture
or a print shows the table, not the state of the editor.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QTransform
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from ui.map.labels import lay_out_labels
from ui.map.scene import ScenarioScene


def flip_transform(source: QRectF, target: QRectF) -> QTransform:
    """Maps scene rectangle ``source`` (cm, y up) onto device rectangle ``target`` (y down)."""
    transform = QTransform()
    transform.translate(target.left(), target.top())
    transform.scale(target.width() / source.width(), -target.height() / source.height())
    transform.translate(-source.left(), -source.bottom())
    return transform


@contextmanager
def clean_scene(scene: ScenarioScene, overlays: bool, labels: bool = True,
                label_px_per_cm: float | None = None) -> Iterator[None]:
    """Hide the selection, the overlays unless wanted and the labels if asked while painting, and show the
    background picture only if the scene prints it (``background_printed``); restore after.

    Labels are sized in screen points whatever the zoom: right for a picture of the screen, specks on
    a 600 dpi page, so a print hides them and writes its own at paper size. A picture drawn at another zoom
    than the view's (``label_px_per_cm``, in 96 dpi pixels per cm) lays them out apart at that zoom while it
    is painted, then as they were.
    """
    scene.static_changed()  # features a view drew into its cache paint nothing themselves until this
    selected = scene.selectedItems()
    overlays_shown = scene.overlay_layer.isVisible()
    picture_shown = scene.background_shown
    view_scale = scene.label_scale
    if labels and label_px_per_cm is not None:
        lay_out_labels(scene, label_px_per_cm)
    shown_labels = [] if labels else [child for item in scene.items_by_id.values() for child in item.childItems()
                                      if isinstance(child, QGraphicsSimpleTextItem) and child.isVisible()]
    # Signals blocked: a picture being taken must not look like a selection change to the panels.
    scene.blockSignals(True)
    try:
        for item in selected:
            item.setSelected(False)
        for label in shown_labels:
            label.setVisible(False)
        scene.overlay_layer.setVisible(overlays_shown and overlays)
        scene.background_shown = scene.background_printed
        yield
    finally:
        if labels and label_px_per_cm is not None and view_scale is not None:
            lay_out_labels(scene, view_scale)
        scene.background_shown = picture_shown
        scene.overlay_layer.setVisible(overlays_shown)
        for label in shown_labels:
            label.setVisible(True)
        for item in selected:
            item.setSelected(True)
        scene.blockSignals(False)


def paint_table_part(scene: ScenarioScene, painter: QPainter, source: QRectF, target: QRectF) -> None:
    """Paint the scene rectangle ``source`` (cm) into ``target`` (device units), north up."""
    painter.save()
    painter.setClipRect(target)
    painter.setTransform(flip_transform(source, target), True)
    scene.render(painter, source, source, Qt.AspectRatioMode.IgnoreAspectRatio)
    painter.restore()
