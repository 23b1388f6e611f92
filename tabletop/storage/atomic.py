"""Atomic file writes: a crash mid-save never leaves a half-written file behind, and the file gets the mode any
other program of the user would give it.

The temporary file is named ``.<name>.<pid>.<random>.tmp`` beside the target: a save killed midway leaves one,
and ``remove_stale_temporaries`` (run before every save and when a file is opened) removes those whose process is
gone.
"""

from __future__ import annotations

import os
import re
import stat
import tempfile
import threading
import time
from pathlib import Path
from typing import Iterable

# A temporary file without a readable process id is a leftover once it is this old: no save takes a minute.
STALE_AFTER_S = 60.0
_UMASK_LOCK = threading.Lock()


def current_umask() -> int:
    """The process's umask, read without changing it where the system says it (Linux ≥ 4.7); elsewhere set and
    restored under a lock, so two threads saving at once do not see each other's zero."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    with _UMASK_LOCK:
        mask = os.umask(0o077)
        os.umask(mask)
    return mask


def new_file_mode(target: Path) -> int:
    """The mode the written file gets: an existing file keeps its own (a file shared on purpose stays shared);
    a new one gets what ``open()`` would give it, 0666 less the umask (0644 under umask 022)."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except OSError:
        return 0o666 & ~current_umask()


# mkstemp's random part: eight characters of [a-z0-9_]; the process id is absent from older Tabletop's names.
_TEMPORARY = r"\.(?:(\d+)\.)?[a-z0-9_]{8}\.tmp$"


def _process_alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # another user's process: alive, and not ours to judge
    return True


def _remove_matching(folder: Path, pattern: re.Pattern[str]) -> list[Path]:
    removed = []
    try:
        candidates = [(p, pattern.match(p.name)) for p in folder.iterdir()]
    except OSError:
        return []
    for leftover, match in candidates:
        if match is None:
            continue
        pid = match.group(1)
        try:
            stale = (not _process_alive(int(pid))) if pid else time.time() - leftover.stat().st_mtime > STALE_AFTER_S
            if stale:
                leftover.unlink()
                removed.append(leftover)
        except OSError:
            continue
    return removed


def remove_stale_temporaries(path: str | os.PathLike[str]) -> list[Path]:
    """Remove what killed saves of ``path`` left beside it (``.<name>.*.tmp`` whose process is gone, or older than
    a minute when the name carries no process id); the files removed. Never raises: it is housekeeping."""
    target = Path(path)
    return _remove_matching(target.parent, re.compile(rf"^\.{re.escape(target.name)}{_TEMPORARY}"))


def remove_stale_temporaries_in(folder: str | os.PathLike[str]) -> list[Path]:
    """``remove_stale_temporaries`` for every file a killed save may have left in ``folder``."""
    return _remove_matching(Path(folder), re.compile(rf"^\..+?{_TEMPORARY}"))


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file beside it, synced, then renamed over; the temporary file
    is removed whatever fails. OSError when the folder cannot be written."""
    atomic_write_chunks(path, [data])


def atomic_write_chunks(path: str | os.PathLike[str], chunks: Iterable[bytes]) -> None:
    """``atomic_write_bytes`` of the bytes ``chunks`` yields, written as they come (a file larger than memory); an
    exception from ``chunks`` (a cancel) leaves ``path`` as it was."""
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    remove_stale_temporaries(target)
    mode = new_file_mode(target)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.{os.getpid()}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            # mkstemp creates 0600 whatever the umask: a club's shared folder could not read the file.
            os.fchmod(handle.fileno(), mode)
            for data in chunks:
                handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, target)
    except BaseException:
        try:
            os.unlink(tmp_name)
        except FileNotFoundError:
            pass
        raise


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` (UTF-8, ``\\n`` line ends) to ``path`` atomically: see ``atomic_write_bytes``."""
    atomic_write_bytes(path, text.encode("utf-8"))
