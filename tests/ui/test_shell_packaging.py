"""What ships around the shell: the desktop entry, its icon and installer, and the translations hook."""

from __future__ import annotations

import configparser
import os
import shutil
import subprocess
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale
from PySide6.QtGui import QIcon

from tabletop import i18n
from ui.app import SOURCE_ICON
from ui.shell.language import apply_language

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
ICON = ROOT / "ui" / "tabletop.svg"


def test_desktop_entry_starts_tabletop_with_its_icon() -> None:
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str  # keys such as Name[fr] are case-sensitive
    entry.read(PACKAGING / "tabletop.desktop", encoding="utf-8")
    section = entry["Desktop Entry"]
    assert section["Type"] == "Application"
    assert section["Exec"] == "tabletop %F"
    assert section["Icon"] == "tabletop" == ICON.stem
    assert section["Categories"].endswith(";")


def test_icon_draws(qapp) -> None:
    assert SOURCE_ICON == ICON
    image = QIcon(str(SOURCE_ICON)).pixmap(64, 64).toImage()
    assert not image.isNull()
    assert image.pixelColor(32, 32).alpha() == 255 and image.pixelColor(0, 0).alpha() == 0


def test_installer_points_the_menu_entry_at_the_checkout(tmp_path: Path) -> None:
    checkout = tmp_path / "checkout"
    shutil.copytree(PACKAGING, checkout / "packaging")
    (checkout / "ui").mkdir()
    shutil.copy(ICON, checkout / "ui" / "tabletop.svg")
    data = tmp_path / "data"
    env = {**os.environ, "XDG_DATA_HOME": str(data)}
    script = ["sh", str(checkout / "packaging" / "install-desktop-entry.sh")]

    refused = subprocess.run(script, env=env, capture_output=True, text=True, timeout=60)
    assert refused.returncode == 1 and "make run" in refused.stdout
    assert not data.exists()

    exe = checkout / ".venv" / "bin" / "tabletop"
    exe.parent.mkdir(parents=True)
    exe.write_text("#!/bin/sh\n", encoding="utf-8")
    exe.chmod(0o755)
    done = subprocess.run(script, env=env, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stdout + done.stderr
    installed = (data / "applications" / "tabletop.desktop").read_text(encoding="utf-8")
    assert f'Exec="{exe}" %F' in installed.splitlines()
    assert (data / "icons" / "hicolor" / "scalable" / "apps" / "tabletop.svg").read_bytes() == \
        ICON.read_bytes()


def test_french_gets_qt_in_french(qapp) -> None:
    previous = QLocale()
    installed = apply_language(qapp, "fr")
    try:
        assert QCoreApplication.translate("QPlatformTheme", "Save") == "Enregistrer"
    finally:
        for translator in installed:
            qapp.removeTranslator(translator)
            translator.setParent(None)
        QLocale.setDefault(previous)
        i18n.set_language(None)
    assert QCoreApplication.translate("QPlatformTheme", "Save") == "Save"
