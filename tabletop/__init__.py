"""Tabletop core: geometry, dice, rules, games and storage for the referee's assistant.

Nothing in this package imports Qt; the ``ui`` package draws and edits on top of it.
"""

__version__ = "0.1.0"
