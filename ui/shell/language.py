"""The language of the app: the referee's choice (Settings → Language) or the system's, applied at start.

One choice drives three things: Qt's own translations (``qtbase``: dialog and message-box buttons), Tabletop's
(``ui/translations/tabletop_<lang>.qm``) and the core's gettext catalogue (``tabletop.i18n``), so the app and the
command line say the same thing. ``QLocale.setDefault`` makes numbers follow the language (``12,5`` in French).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from tabletop import i18n

# Compiled translations (tabletop_fr.qm, ...) ship inside the ui package; packaging/translations.py makes them.
TRANSLATIONS_DIR = Path(__file__).resolve().parents[1] / "translations"
SETTING = "language"
SYSTEM = "system"
# The choices of Settings → Language, with their labels; each language is named in itself.
CHOICES = (
    (SYSTEM, QT_TRANSLATE_NOOP("ui.shell.language", "System language")),
    ("fr", "Français"),
    ("en", "English"),
)


def chosen_language(settings: QSettings) -> str:
    value = settings.value(SETTING, SYSTEM)
    return value if value in {code for code, _label in CHOICES} else SYSTEM


def choice_label(code: str) -> str:
    label = dict(CHOICES)[code]
    return QCoreApplication.translate("ui.shell.language", label) if code == SYSTEM else label


def resolve(choice: str, system: QLocale) -> str:
    """The language to show: the chosen one, or for "system" the system's when Tabletop has it, else English."""
    if choice != SYSTEM:
        return choice
    code = system.name().split("_")[0]
    return code if code in i18n.LANGUAGES else "en"


def apply_language(app: QCoreApplication, code: str) -> list[QTranslator]:
    """Show the app in ``code`` from now on: numbers, Qt's strings, Tabletop's and the core's; the translators
    installed (a test removes them to go back)."""
    system = QLocale.system()
    locale = system if system.name().split("_")[0] == code else QLocale(code)
    QLocale.setDefault(locale)
    i18n.set_language(code)
    installed = []
    for name, folder in (("qtbase", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)),
                         ("tabletop", str(TRANSLATIONS_DIR))):
        translator = QTranslator(app)
        if translator.load(locale, name, "_", folder):
            app.installTranslator(translator)
            installed.append(translator)
    return installed
