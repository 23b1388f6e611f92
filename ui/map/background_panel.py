"""The Picture tab of the map editor: choose, place, fade, lock, calibrate, show and print the background picture.

Every change of the picture (choosing, removing, placing, calibrating, fading, locking) is one undo step
(``SetBackground``, keeping the old and the new value); showing it and printing it are the view's business and
not saved. By default the map keeps the picture's path, relative to the map file (the map stays small and the
scan can be replaced); "Embed" copies the picture into the map file, which then travels alone. A PDF is embedded
whole, as it is; the page shown is asked when the PDF has several, and the Page box turns to another one with
the calibration kept.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QCheckBox, QFileDialog, QHBoxLayout, QInputDialog, QPushButton, QSlider,
                               QSpinBox, QVBoxLayout, QWidget)

from tabletop.scenario.background import Background
from tabletop.scenario.edits import Change, SetBackground
from ui.forms import form_layout, wrapped_label
from ui.map.picture import PictureError, background_pages, pdf_pages, picture_from_file, sharpened, turned_to_page
from ui.map.tool import MapEditing
from ui.spin_boxes import measure_spin


def kept(shown: float, current: float) -> float:
    """The value a two-decimal spin box stands for: the current one when the box still shows it rounded, so that
    leaving a box untouched never nudges the picture."""
    return current if abs(shown - current) < 0.005 else shown


class BackgroundPanel(QWidget):
    """Edits the document's background picture through ``editing.push``; ``calibrate()`` starts the tool."""

    def __init__(self, editing: MapEditing, calibrate: Callable[[], object], parent: QWidget | None = None):
        super().__init__(parent)
        self.editing = editing
        self.status = wrapped_label(parent=self)
        self.choose_button = QPushButton(self.tr("Choose picture…"), self)
        self.choose_button.setToolTip(self.tr("A scan or photo of a printed city mat (PNG, JPEG or a page of a PDF)"))
        self.remove_button = QPushButton(self.tr("Remove"), self)
        self.embed_box = QCheckBox(self.tr("Embed the picture in the map file"), self)
        self.embed_box.setToolTip(self.tr("Off: the map keeps the picture's path, relative to the map file"))
        self.x_spin = measure_spin(self, -1000, 10000, self.tr(" cm"), follow_typing=False)
        self.y_spin = measure_spin(self, -1000, 10000, self.tr(" cm"), follow_typing=False)
        self.width_spin = measure_spin(self, 0.1, 100000, self.tr(" cm"), follow_typing=False)
        self.turn_spin = measure_spin(self, -360, 360, self.tr("°"), follow_typing=False)
        self.page_spin = QSpinBox(self)
        self.page_spin.setKeyboardTracking(False)
        self.page_spin.setToolTip(self.tr("The page of the PDF laid under the map"))
        self.opacity_slider = QSlider(Qt.Orientation.Horizontal, self)
        self.opacity_slider.setRange(0, 100)
        self.lock_box = QCheckBox(self.tr("Locked (placement and calibration)"), self)
        self.calibrate_button = QPushButton(self.tr("Calibrate by two points…"), self)
        self.shown_box = QCheckBox(self.tr("Show the picture"), self)
        self.shown_box.setChecked(editing.scene.background_shown)
        buttons = QHBoxLayout()
        buttons.addWidget(self.choose_button)
        buttons.addWidget(self.remove_button)
        form = form_layout([(self.tr("Left edge"), self.x_spin), (self.tr("Top edge"), self.y_spin),
                            (self.tr("Width"), self.width_spin), (self.tr("Turn"), self.turn_spin),
                            (self.tr("Opacity"), self.opacity_slider), (self.tr("Page"), self.page_spin)])
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        layout.addWidget(self.embed_box)
        layout.addLayout(form)
        layout.addWidget(self.lock_box)
        layout.addWidget(self.calibrate_button)
        layout.addWidget(self.shown_box)
        layout.addStretch(1)
        self.choose_button.clicked.connect(lambda: self.choose())
        self.remove_button.clicked.connect(lambda: self.set_background(None, self.tr("Remove the background picture")))
        for spin in (self.x_spin, self.y_spin, self.width_spin, self.turn_spin):
            spin.editingFinished.connect(self._placed)
        self.page_spin.valueChanged.connect(self.turn_to_page)
        self.opacity_slider.sliderReleased.connect(self._faded)
        self.opacity_slider.valueChanged.connect(lambda _v: None if self.opacity_slider.isSliderDown() else self._faded())
        self.lock_box.toggled.connect(self._locked)
        self.calibrate_button.clicked.connect(lambda: calibrate())
        self.shown_box.toggled.connect(editing.scene.set_background_shown)
        editing.document.changed.connect(self._follow)
        self.refresh()

    @property
    def background(self) -> Background | None:
        return self.editing.document.scenario.background

    def _follow(self, change: object) -> None:
        if isinstance(change, Change) and change.background:
            self.refresh()

    def refresh(self) -> None:
        """Show the document's picture as it is now, without pushing anything."""
        picture = self.background
        widgets = (self.x_spin, self.y_spin, self.width_spin, self.turn_spin, self.opacity_slider, self.lock_box,
                   self.calibrate_button, self.remove_button, self.page_spin)
        for widget in widgets:
            widget.blockSignals(True)
        try:
            pages = 0 if picture is None else background_pages(picture)
            if picture is None:
                self.status.setText(self.tr("No background picture. Choose a scan or photo of a printed mat, then "
                                            "calibrate it by two points whose distance you know."))
            else:
                name = self.tr("embedded in the map") if picture.embedded else Path(picture.path).name
                if pages:
                    name = self.tr("{name}, page {page} of {count}").format(name=name, page=picture.page,
                                                                             count=pages)
                self.status.setText(self.tr("{name}, {width} x {height} px").format(
                    name=name, width=picture.width_px, height=picture.height_px)
                    + "".join(f"\n{line}" for line in (self.editing.scene.picture_problem,
                                                         self.editing.scene.picture_warning()) if line))
                self.x_spin.setValue(picture.x_cm)
                self.y_spin.setValue(picture.y_cm)
                self.width_spin.setValue(picture.width_px * picture.cm_per_px)
                self.turn_spin.setValue(picture.rotation_deg)
                self.opacity_slider.setValue(round(picture.opacity * 100))
                self.lock_box.setChecked(picture.locked)
            self.page_spin.setRange(1, max(1, pages))
            self.page_spin.setValue(1 if picture is None else picture.page)
            movable = picture is not None and not picture.locked
            for widget in (self.x_spin, self.y_spin, self.width_spin, self.turn_spin, self.calibrate_button):
                widget.setEnabled(movable)
            self.page_spin.setEnabled(movable and pages > 1)
            for widget in (self.opacity_slider, self.lock_box, self.remove_button):
                widget.setEnabled(picture is not None)
        finally:
            for widget in widgets:
                widget.blockSignals(False)

    def set_background(self, new: Background | None, label: str) -> None:
        """One undo step from the picture now to ``new`` (nothing when they are the same)."""
        old = self.background
        if new != old:
            self.editing.push(SetBackground(label, old, new))

    def choose(self, path: str | None = None, page: int | None = None) -> None:
        """Put a picture under the map, laid over the whole table (asks for the file when ``path`` is None, and for
        the page of a PDF of several pages when ``page`` is None)."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Background picture"), "",
                                                  self.tr("Pictures and PDF (*.png *.jpg *.jpeg *.pdf)"))
            if not path:
                return
        try:
            if page is None:
                page = self._ask_page(path)
                if page is None:
                    return
            picture = picture_from_file(path, self.editing.document.scenario.table, self.embed_box.isChecked(), page)
        except PictureError as exc:
            self.editing.show_message(str(exc))
            return
        self.set_background(picture, self.tr("Background picture"))

    def _ask_page(self, path: str) -> int | None:
        """The page of a PDF of several pages the referee picks (None: cancelled); 1 for a picture or one page."""
        pages = pdf_pages(path)
        if pages <= 1:
            return 1
        page, ok = QInputDialog.getInt(self, self.tr("Page of the PDF"),
                                       self.tr("{name} has {count} pages. Page to lay under the map:").format(
                                           name=Path(path).name, count=pages), 1, 1, pages)
        return page if ok else None

    def turn_to_page(self, page: int) -> None:
        """Show another page of the background's PDF, its calibration kept (one undo step)."""
        picture = self.background
        if picture is None or picture.locked or page == picture.page:
            return
        try:
            new = turned_to_page(picture, page)
        except PictureError as exc:
            self.editing.show_message(str(exc))
            self.refresh()
            return
        self.set_background(new, self.tr("Page of the background picture"))

    def _placed(self) -> None:
        picture = self.background
        if picture is None or picture.locked:
            return
        width = kept(self.width_spin.value(), picture.width_px * picture.cm_per_px)
        new = replace(picture, x_cm=kept(self.x_spin.value(), picture.x_cm),
                      y_cm=kept(self.y_spin.value(), picture.y_cm),
                      cm_per_px=width / picture.width_px if width != picture.width_px * picture.cm_per_px
                      else picture.cm_per_px,
                      rotation_deg=kept(self.turn_spin.value(), picture.rotation_deg))
        if new.cm_per_px != picture.cm_per_px:
            new = sharpened(new)
        self.set_background(new, self.tr("Place the background picture"))

    def _faded(self) -> None:
        picture = self.background
        if picture is not None:
            self.set_background(replace(picture, opacity=self.opacity_slider.value() / 100),
                                self.tr("Background picture opacity"))

    def _locked(self, locked: bool) -> None:
        picture = self.background
        if picture is not None:
            self.set_background(replace(picture, locked=locked),
                                self.tr("Lock the background picture") if locked
                                else self.tr("Unlock the background picture"))
