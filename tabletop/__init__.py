"""Tabletop core: geometry, dice, rules, games and storage for the referee's assistant.

Nothing in this package imports Qt; the ``ui`` package draws and edits on top of it.
"""

from pathlib import Path

# The one place the version is written: pyproject.toml reads it (dynamic version), and so do ``tabletop --version``,
# Help → About and the desktop bundle's file name (packaging/tabletop.spec). CHANGELOG.md says what each one brought.
__version__ = "0.2.0"

# The sample maps, saved games and plays the home page offers. They are package data (no __init__.py among them),
# so that an installed wheel and the desktop bundle carry them as a checkout does.
SAMPLES_DIR = Path(__file__).resolve().parent / "samples"
