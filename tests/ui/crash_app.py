"""The app in a process of its own, for tests/ui/test_crash_kill.py to kill: started as ``tabletop`` starts it
(``ui.app.open_window``, offscreen), it restores what a killed run left (answering Restore), or else opens a new
game on the sample's set-up; then it applies the sample game's events one at a time through the game panel, as
the referee's clicks would, printing ``applied N`` once the N-th event is accepted.

With ``--fork-server`` it imports the app once, then starts each run as a forked process of its own when a line
arrives on its standard input, printing ``pid N`` for it and, once it is gone, ``exit N STATUS``: twenty runs pay
Python's and Qt's imports once, and each is still a whole app process, killed for real. Nothing Qt is created
before a fork; each child builds its own QApplication. The server also reads the sample game and imports the game
panel's modules before it forks (a run's start was 0.67 s of CPU, over a third of it those two): every run still
opens its window, restores the journal from disk and applies the events through the panel, as a long-running app
with its rule data read and its modules loaded does."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from PySide6.QtCore import QTimer

from tabletop.games.peur_sur_la_ville.play import GameSession, load_game
from ui.app import application, open_window
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.shell.dialogs import RestoreAnswer, ShellDialogs

SAMPLE_GAME = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"


def say(line: str) -> None:
    """One line in one write: a pipe takes it whole, so a run killed mid-print never leaves half a line for the
    next one's to be glued to (print may write the text and its newline apart)."""
    os.write(sys.stdout.fileno(), f"{line}\n".encode())


def main(sample: GameSession | None = None) -> int:
    app = application([])
    ShellDialogs.ask_restore = lambda _self, _items: RestoreAnswer.RESTORE
    sample = load_game(SAMPLE_GAME) if sample is None else sample
    window = open_window([])
    panels = window.panels()
    if panels:
        panel = panels[0]
    else:
        panel = window.add_panel(window._modules_by_id["peur-game"], GameDocument(GameSession(sample.setup, [])))
    document = panel.document
    say(f"ready {len(document.session.events)}")

    def next_event() -> None:
        done = len(document.session.events)
        # The sample's log opens as it was played, but the table now refuses some of its steps live (six shots into
        # a melee): the run ends at the first refusal, as it does at the end of the log.
        if done == len(sample.events) or not panel.apply(sample.events[done]):
            timer.stop()
            say("done")
            return
        say(f"applied {done + 1}")

    timer = QTimer(window)
    timer.timeout.connect(next_event)
    timer.start(0)
    return app.exec()


def fork_server() -> int:
    sample = load_game(SAMPLE_GAME)  # its rule data, sentences and map read once, for every run
    import ui.games.peur_sur_la_ville.panel  # noqa: F401  (the game tab's modules, imported by a run's first panel)

    for _request in sys.stdin:
        pid = os.fork()
        if pid == 0:
            os._exit(main(sample))
        say(f"pid {pid}")
        _, status = os.waitpid(pid, 0)
        say(f"exit {pid} {os.waitstatus_to_exitcode(status)}")
    return 0


if __name__ == "__main__":
    sys.exit(fork_server() if sys.argv[1:] == ["--fork-server"] else main())
