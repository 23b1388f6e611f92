"""The app in a process of its own, for tests/ui/test_full_disk_kill.py to fill its disk under it and kill it: started
as ``tabletop`` starts it (``ui.app.open_window``, offscreen), it opens a new game on the sample's set-up and applies
the sample game's events through the game panel, as the referee's clicks would, when told on its standard input:

- ``apply N``: apply the next N events, then print ``applied COUNT WARNING`` (WARNING 1 while the journal's warning
  is shown);
- ``until-warning``: apply events until the journal's warning shows, then print the same line;
- ``kept``: print ``kept COUNT`` once the journal holds every event (the retry after space is freed), waiting on
  the event loop, with no step of its own."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QSocketNotifier, QTimer

from tabletop.games.peur_sur_la_ville.play import GameSession, load_game
from ui.app import application, open_window
from ui.games.peur_sur_la_ville.document import GameDocument

SAMPLE_GAME = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"


def say(line: str) -> None:
    os.write(sys.stdout.fileno(), f"{line}\n".encode())


def main() -> int:
    app = application([])
    sample = load_game(SAMPLE_GAME)
    window = open_window([])
    panel = window.add_panel(window._modules_by_id["peur-game"], GameDocument(GameSession(sample.setup, [])))
    document = panel.document

    def warning() -> int:
        return int(panel.journal_label.isVisibleTo(panel))

    def apply_next() -> None:
        done = len(document.session.events)
        assert panel.apply(sample.events[done]), f"event {done + 1} refused"

    def report() -> None:
        say(f"applied {len(document.session.events)} {warning()}")

    def wait_kept() -> None:
        if panel.journal.behind:
            QTimer.singleShot(50, wait_kept)
        else:
            say(f"kept {len(document.session.events)}")

    def command() -> None:
        line = sys.stdin.readline().split()
        if not line:
            app.quit()
        elif line[0] == "apply":
            for _ in range(int(line[1])):
                apply_next()
            report()
        elif line[0] == "until-warning":
            while not warning():
                apply_next()
            report()
        elif line[0] == "kept":
            wait_kept()

    notifier = QSocketNotifier(sys.stdin.fileno(), QSocketNotifier.Type.Read, window)
    notifier.activated.connect(command)
    say("ready")
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
