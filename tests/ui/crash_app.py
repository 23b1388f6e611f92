"""The app in a process of its own, for tests/ui/test_crash_kill.py to kill: started as ``tabletop`` starts it
(``ui.app.open_window``, offscreen), it restores what a killed run left (answering Restore), or else opens a new
game on the sample's set-up; then it applies the sample game's events one at a time through the game panel, as
the referee's clicks would, printing ``applied N`` once the N-th event is accepted."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QTimer

from tabletop.games.peur_sur_la_ville.play import GameSession, load_game
from ui.app import application, open_window
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.shell.dialogs import RestoreAnswer, ShellDialogs

SAMPLE_GAME = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"


def main() -> int:
    app = application([])
    ShellDialogs.ask_restore = lambda _self, _items: RestoreAnswer.RESTORE
    sample = load_game(SAMPLE_GAME)
    window = open_window([])
    panels = window.panels()
    if panels:
        panel = panels[0]
    else:
        panel = window.add_panel(window._modules_by_id["peur-game"], GameDocument(GameSession(sample.setup, [])))
    document = panel.document
    print(f"ready {len(document.session.events)}", flush=True)

    def next_event() -> None:
        done = len(document.session.events)
        # The sample's log opens as it was played, but the table now refuses some of its steps live (six shots into
        # a melee): the run ends at the first refusal, as it does at the end of the log.
        if done == len(sample.events) or not panel.apply(sample.events[done]):
            timer.stop()
            print("done", flush=True)
            return
        print(f"applied {done + 1}", flush=True)

    timer = QTimer(window)
    timer.timeout.connect(next_event)
    timer.start(0)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
