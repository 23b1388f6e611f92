"""The Export dialog: a picture of the table or of the view (PNG, SVG), or a 1:1 print (PDF over pages).

The page count and labels shown while the referee picks the paper come from ``tabletop.printing``;
writing the files is ``ui.export.image`` and ``ui.export.pdf``. A file that cannot be written gets one
clear message box, never a traceback.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QDialog, QDialogButtonBox, QFileDialog, QFormLayout,
                               QMessageBox, QRadioButton, QVBoxLayout, QWidget)

from tabletop.i18n import _ as core_text
from tabletop.printing import DEFAULT_MARGIN_MM, DEFAULT_OVERLAP_MM, PAPERS, PrintPlan, plan_print
from ui.export.image import DEFAULT_PX_PER_CM, table_png, table_svg, view_png, view_svg
from ui.export.pdf import orientation_name, table_pdf
from ui.export.writing import ExportError
from ui.forms import ComboBox, wrapped_label
from ui.map.scene import ScenarioScene
from ui.map.view import MapView
from ui.spin_boxes import measure_spin
from ui.translated import localized



class ExportDialog(QDialog):
    """Choose what to export and how; ``export_to(path)`` writes it (the dialog asks for the path)."""

    def __init__(self, scene: ScenarioScene, view: MapView, title: str = "", parent: QWidget | None = None):
        super().__init__(parent)
        self.scene, self.view, self.title = scene, view, title
        self.setWindowTitle(self.tr("Export or print the table"))
        self.format = ComboBox(self)
        for key, text in (("pdf", self.tr("PDF at 1:1, tiled over pages (to print)")),
                          ("png", self.tr("PNG picture")), ("svg", self.tr("SVG drawing (true size in mm)"))):
            self.format.addItem(text, key)
        self.whole = QRadioButton(self.tr("The whole table"), self)
        self.visible = QRadioButton(self.tr("What the view shows"), self)
        self.whole.setChecked(True)
        self.extent = QButtonGroup(self)
        self.extent.addButton(self.whole)
        self.extent.addButton(self.visible)
        self.resolution = measure_spin(self, 1, 200, self.tr(" px per cm"), 1, DEFAULT_PX_PER_CM)
        self.paper = ComboBox(self)
        for key, paper in PAPERS.items():
            self.paper.addItem(localized("{name} ({width:g} x {height:g} mm)").format(
                name=core_text(paper.name), width=paper.width_mm, height=paper.height_mm), key)
        self.orientation = ComboBox(self)
        for key in ("portrait", "landscape"):
            self.orientation.addItem(orientation_name(key), key)
        self.margin = measure_spin(self, 0, 100, self.tr(" mm"), 1, DEFAULT_MARGIN_MM)
        self.overlap = measure_spin(self, 0, 100, self.tr(" mm"), 1, DEFAULT_OVERLAP_MM)
        self.picture = QCheckBox(self.tr("With the background picture"), self)
        self.picture.setChecked(scene.background_printed)
        self.picture.setEnabled(scene.document.scenario.background is not None)
        self.picture.toggled.connect(lambda on: setattr(scene, "background_printed", on))
        self.summary = wrapped_label(parent=self)
        form = QFormLayout()
        form.addRow(self.tr("Format"), self.format)
        form.addRow(self.tr("Extent"), self.whole)
        form.addRow("", self.visible)
        form.addRow(self.tr("Resolution"), self.resolution)
        form.addRow(self.tr("Paper"), self.paper)
        form.addRow(self.tr("Orientation"), self.orientation)
        form.addRow(self.tr("Margin"), self.margin)
        form.addRow(self.tr("Overlap"), self.overlap)
        form.addRow("", self.picture)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.accepted.connect(self._save)
        buttons.rejected.connect(self.reject)
        self.save_button = buttons.button(QDialogButtonBox.StandardButton.Save)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(buttons)
        for signal in (self.format.currentIndexChanged, self.paper.currentIndexChanged,
                       self.orientation.currentIndexChanged, self.margin.valueChanged, self.overlap.valueChanged,
                       self.whole.toggled):
            signal.connect(self._update)
        self._update()

    @property
    def chosen_format(self) -> str:
        return str(self.format.currentData())

    def plan(self) -> PrintPlan:
        """The print plan for the current settings; ValueError (one line) when they leave no room."""
        table = self.scene.document.scenario.table
        return plan_print(table.width_cm, table.depth_cm, str(self.paper.currentData()),
                          str(self.orientation.currentData()), self.margin.value(), self.overlap.value())

    def _update(self) -> None:
        pdf = self.chosen_format == "pdf"
        # A print is always the whole table at 1:1; a picture can be the view.
        self.visible.setEnabled(not pdf)
        if pdf:
            self.whole.setChecked(True)
        self.resolution.setEnabled(self.chosen_format == "png" and self.whole.isChecked())
        for widget in (self.paper, self.orientation, self.margin, self.overlap):
            widget.setEnabled(pdf)
        self.save_button.setEnabled(True)
        if not pdf:
            self.summary.setText("")
            return
        try:
            plan = self.plan()
        except ValueError as exc:
            self.summary.setText(str(exc))
            self.save_button.setEnabled(False)
            return
        self.summary.setText(self.tr("{count} pages ({columns} across, {rows} down), labelled A1 to {last}; "
                                     "lay them out by their labels and line up the crosses.").format(
            count=plan.page_count, columns=plan.columns, rows=plan.rows, last=plan.tiles[-1].label))

    def _save(self) -> None:
        suffix = self.chosen_format
        stem = Path(self.scene.document.path or self.title or "table").stem
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export"), f"{stem}.{suffix}",
                                              f"{suffix.upper()} (*.{suffix})")
        if not path:
            return
        if not path.lower().endswith(f".{suffix}"):
            path += f".{suffix}"
        printed = self.scene.background_printed
        if printed and self.scene.picture_warning():
            answer = self._ask_outside_picture()
            if answer == QMessageBox.StandardButton.Cancel:
                return
            self.scene.background_printed = answer == QMessageBox.StandardButton.Yes
        try:
            self.export_to(path)
        except ExportError as exc:
            QMessageBox.warning(self, self.tr("Export failed"), str(exc))
            return
        finally:
            self.scene.background_printed = printed
        self.accept()

    def _ask_outside_picture(self) -> QMessageBox.StandardButton:
        """Yes to include a picture lying outside the map's folder, No to export without it, Cancel to stop."""
        return QMessageBox.question(
            self, self.tr("Background picture"),
            self.scene.picture_warning() + "\n\n" + self.tr("Include this picture in the export?"),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.No)

    def export_to(self, path: str) -> None:
        """Write the chosen export to ``path``; raises ExportError (one line) when it cannot."""
        kind, whole = self.chosen_format, self.whole.isChecked()
        if kind == "pdf":
            try:
                plan = self.plan()
            except ValueError as exc:
                raise ExportError(str(exc)) from None
            table_pdf(self.scene, path, plan, self.title)
        elif kind == "png" and whole:
            table_png(self.scene, path, self.resolution.value())
        elif kind == "png":
            view_png(self.view, path)
        elif whole:
            table_svg(self.scene, path, self.title)
        else:
            view_svg(self.view, path, self.title)


def export_action(scene: ScenarioScene, view: MapView, title: str, parent: QWidget) -> QAction:
    """A "Export or print…" action (Ctrl+Shift+E) opening the dialog, for a menu or a tool bar to hold."""
    action = QAction(QCoreApplication.translate("ExportDialog", "Export or print…"), parent)
    action.setShortcut(QKeySequence("Ctrl+Shift+E"))
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.triggered.connect(lambda _checked=False: ExportDialog(scene, view, title, parent).exec())
    return action
