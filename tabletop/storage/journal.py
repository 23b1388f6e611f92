"""Recovery journals: a live game's unsaved log, kept on disk one event at a time so that a crash loses at most the
event being applied.

A journal is a JSON-lines file. The first line is the header: what the game's own file would hold when the journal
began (``document``: its setup and log), plus what the recovery dialog shows (``kind``, ``name``, ``source``). Each
further line is one step of the log: ``{"n": N, "event": {...}}`` keeps the first N events and appends one (an
applied event, or a redo), ``{"n": N}`` keeps the first N (an undo). Every line is flushed and synced before the
next event is accepted; appending costs the same for the 500th event as for the first, where rewriting the whole
game would grow with it. A line torn by a kill is ignored when the journal is read.
"""

from __future__ import annotations

import json
import os
import time

try:
    import fcntl
except ImportError:  # not on Windows: there a second running app is not told apart from a crashed one
    fcntl = None
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Sequence

from tabletop.i18n import N_, _, ngettext
from tabletop.jsontext import JsonTextError, in_file, read_limited
from tabletop.schema_words import file_field_words
from tabletop.storage.atomic import atomic_write_text

FORMAT_NAME = "tabletop-journal"
FORMAT_VERSION = 1
SUFFIX = ".journal"
# A journal holds its game's document and one line per step: a long evening is well under 1 MiB.
MAX_JOURNAL_BYTES = 64 * 1024 * 1024


class JournalError(Exception):
    """A journal that cannot be read (no header, or not a journal): one line naming the file."""


@dataclass
class JournalRead:
    """What a journal holds: its header, the log it rebuilds, and the last step's time and summary."""

    header: dict[str, Any]
    log: list[Any]
    saved_at: float
    summary: dict[str, Any] = field(default_factory=dict)


class Journal:
    """An open journal file. ``begin`` writes the header (atomically, so a kill leaves the old journal or the new
    one); ``record`` appends a step and syncs it. Not thread-safe: the live game writes from one thread.

    The file is written through its descriptor, unbuffered: a write refused by a full disk leaves nothing in a
    buffer for ``close`` to flush (and fail on) again. A step that failed may have left a torn line, after which
    the file reads no further: the caller ``begin``s again with the whole game before recording more steps."""

    def __init__(self, path: str | os.PathLike[str]):
        self.path = Path(path)
        self._fd: int | None = None

    @property
    def begun(self) -> bool:
        return self._fd is not None

    def begin(self, kind: str, name: str, source: str | None, document: dict[str, Any],
              summary: dict[str, Any] | None = None) -> None:
        """Write the whole game as the header of a new journal at ``path``, then append to it. OSError when it
        cannot be written: the journal open before (and its lock) stays as it was."""
        header = {"format": FORMAT_NAME, "version": FORMAT_VERSION, "kind": kind, "name": name, "source": source,
                  "at": time.time(), "summary": summary or {}, "document": document}
        atomic_write_text(self.path, json.dumps(header, ensure_ascii=False) + "\n")
        self._open()

    def resume(self) -> None:
        """Go on appending to a journal left by an earlier session (its recovered game is open again)."""
        self._open()

    def _open(self) -> None:
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | getattr(os, "O_CLOEXEC", 0))
        if fcntl is not None:
            # Held while the game is open and released by the system when the process dies, however it dies: a
            # second Tabletop running beside this one does not offer this live game as a crash's leftover.
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                os.close(fd)
                raise
        self.close()
        self._fd = fd

    def record(self, keep: int, event: Any = None, summary: dict[str, Any] | None = None) -> None:
        """One step: keep the first ``keep`` events of the log, then append ``event`` unless it is None. OSError
        when the step did not reach the disk whole (see the class's docstring)."""
        if self._fd is None:
            raise ValueError("record before begin")
        step: dict[str, Any] = {"n": keep, "at": time.time()}
        if event is not None:
            step["event"] = event
        if summary:
            step["summary"] = summary
        data = memoryview((json.dumps(step, ensure_ascii=False) + "\n").encode("utf-8"))
        while data:
            written = os.write(self._fd, data)
            data = data[written:]
        os.fsync(self._fd)

    def close(self) -> None:
        """Let the file go; never raises (it runs after a failed write, and when the game closes)."""
        fd, self._fd = self._fd, None
        if fd is not None:
            try:
                os.close(fd)
            except OSError:
                pass  # every step was synced, or is reported as lost already: nothing is left to flush

    def remove(self) -> None:
        """The work is saved or discarded: the journal goes."""
        self.close()
        try:
            self.path.unlink(missing_ok=True)
        except NotADirectoryError:
            pass  # the folder is not one any more: no journal in it


def in_use(path: str | os.PathLike[str]) -> bool:
    """True while a running Tabletop keeps this journal open (its game is live, not left by a crash)."""
    if fcntl is None:
        return False
    try:
        with open(path, "rb") as handle:
            try:
                fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                return True
            fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
    except OSError:
        return False
    return False


def replay_steps(log: Sequence[Any], steps: Sequence[dict[str, Any]]) -> list[Any]:
    """The log after the journal's steps (see the module's docstring)."""
    events = list(log)
    for step in steps:
        del events[step["n"]:]
        if "event" in step:
            events.append(step["event"])
    return events


def _step_ok(step: Any) -> bool:
    return (isinstance(step, dict) and isinstance(step.get("n"), int) and not isinstance(step["n"], bool)
            and step["n"] >= 0)


def read_journal(path: str | os.PathLike[str], log_key: str = "log") -> JournalRead:
    """Read a journal: the header and the log rebuilt from ``header["document"][log_key]`` and the steps. Stops at
    the first torn or unreadable line (a kill in the middle of a write); JournalError when there is no header."""
    source = str(path)
    try:
        lines = read_limited(path, N_("a journal"), MAX_JOURNAL_BYTES).split(b"\n")
    except JsonTextError as exc:
        raise JournalError(exc.about(source)) from None
    try:
        header = json.loads(lines[0].decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise JournalError(_("{source}: not a Tabletop journal (no readable header)").format(
            source=source)) from None
    if not (isinstance(header, dict) and header.get("format") == FORMAT_NAME and isinstance(header.get("document"),
                                                                                            dict)):
        raise JournalError(_("{source}: not a Tabletop journal (no readable header)").format(
            source=source))
    log = header["document"].get(log_key)
    if not isinstance(log, list):
        raise JournalError(in_file(source, file_field_words((log_key,)), _("expected a list of events")))
    steps = []
    for raw in lines[1:]:
        try:
            step = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError):
            break
        if not _step_ok(step):
            break
        steps.append(step)
    saved_at = steps[-1].get("at", header.get("at")) if steps else header.get("at")
    summary = next((s["summary"] for s in reversed(steps) if isinstance(s.get("summary"), dict)),
                   header.get("summary") if isinstance(header.get("summary"), dict) else {})
    return JournalRead(header, replay_steps(log, steps),
                       float(saved_at) if isinstance(saved_at, (int, float)) else 0.0, summary)


def summary_text(summary: dict[str, Any]) -> str:
    """Where a journal's game stood at its last step, for the recovery dialog: « tour 3, 45 événements »."""
    parts = []
    if isinstance(summary.get("turn"), int):
        parts.append(_("turn {turn}").format(turn=summary["turn"]))
    if isinstance(summary.get("events"), int):
        count = summary["events"]
        parts.append(ngettext("{count} event", "{count} events", count).format(count=count))
    return ", ".join(parts)
