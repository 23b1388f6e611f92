"""Where the shell keeps its settings: one INI file per user, under organization and app "Tabletop".

An INI file (rather than the platform's native store) keeps settings readable and lets tests point
``QSettings.setPath`` at a temporary folder.
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

ORGANIZATION = "Tabletop"
APPLICATION = "Tabletop"


def app_settings() -> QSettings:
    return QSettings(QSettings.Format.IniFormat, QSettings.Scope.UserScope, ORGANIZATION, APPLICATION)
