"""Stepping a card game's tab back through its undo stack, its panel drawn once at the step reached."""

from __future__ import annotations

from typing import Any


def undo_to_chance(panel: Any) -> None:
    """Undo ``panel``'s play back to the last time it waited on a die or a draw (or to its start), then draw the panel
    there.

    The panel is drawn once, at that step: each undo drew it whole (a Gangster Paradise evening is undone 290 steps,
    each leaving its action widgets to a deletion only a running event loop does: 21,000 widgets every later check of
    the window walked). The journal and the window still hear every undo."""
    document = panel.document
    stack = document.undo_stack
    document.changed.disconnect(panel.refresh)
    try:
        while stack.canUndo() and (document.session.is_over() or not document.session.waits_on_chance()):
            stack.undo()
    finally:
        document.changed.connect(panel.refresh)
    panel.refresh()
