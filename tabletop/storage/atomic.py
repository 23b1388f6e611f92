"""Atomic file writes: a crash mid-save never leaves a half-written file behind, and the file gets the mode any
other program of the user would give it.

The temporary file is named ``.<name>.<pid>.<random>.tmp`` beside the target: a save killed midway leaves one,
and ``remove_stale_temporaries`` (run before every save and when a file is opened) removes those whose process is
gone.

A save respects what is at the path: through a symbolic link it replaces the link's target (the temporary file
beside the target, so the rename stays within one file system) and the link stays; a device, FIFO, socket or
folder at the path is refused before anything is written (replacing ``/dev/full`` with a JSON file, as root, is
never what a user meant).
"""

from __future__ import annotations

import errno
import os
import re
import stat
import tempfile
import threading
import time
from pathlib import Path
from typing import Iterable

from tabletop.i18n import _

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


class NotARegularFileError(OSError):
    """The path names a device, FIFO, socket or folder: a save would replace it, so none is made. ``strerror`` is the
    one line to show."""


def _kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return _("a folder")
    if stat.S_ISFIFO(mode):
        return _("a FIFO (named pipe)")
    if stat.S_ISSOCK(mode):
        return _("a socket")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return _("a device")
    return _("not a regular file")


def save_target(path: str | os.PathLike[str]) -> Path:
    """The file a save of ``path`` replaces: the end of its symbolic links (a dangling link: the file it names,
    created), or ``path`` itself. NotARegularFileError when something other than a regular file is there."""
    target = Path(os.path.realpath(path))  # follows every link; a loop ends on a link, refused below
    try:
        mode = os.lstat(target).st_mode
    except FileNotFoundError:
        return target
    except NotADirectoryError:
        return target  # a file where a folder is expected: mkdir says so in the caller's words
    if not stat.S_ISREG(mode):
        what = _kind_of(mode) if not stat.S_ISLNK(mode) else _("a loop of symbolic links")
        raise NotARegularFileError(errno.EINVAL, _("{path} is {what}, not a file Tabletop may replace").format(
            path=os.fspath(path), what=what), os.fspath(path))
    return target


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, mode: int | None = None) -> None:
    """Write ``data`` to ``path`` through a temporary file beside it, synced, then renamed over; the temporary file
    is removed whatever fails. Through a symbolic link the link's target is written and the link kept. OSError when
    the folder cannot be written; NotARegularFileError, before anything is written, when a device, FIFO, socket or
    folder is at ``path``. ``mode`` forces the file's mode (a password file is 0600 whatever it was)."""
    atomic_write_chunks(path, [data], mode)


def atomic_write_chunks(path: str | os.PathLike[str], chunks: Iterable[bytes], mode: int | None = None) -> None:
    """``atomic_write_bytes`` of the bytes ``chunks`` yields, written as they come (a file larger than memory); an
    exception from ``chunks`` (a cancel) leaves ``path`` as it was."""
    target = save_target(path)
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
    except (FileExistsError, NotADirectoryError):
        # A file where a folder of the path should be: said as such, not as "File exists".
        folder = next((p for p in target.parents if p.exists()), target.parent)
        raise NotADirectoryError(errno.ENOTDIR, _("{folder} is a file, not a folder").format(
            folder=folder), os.fspath(path)) from None
    remove_stale_temporaries(target)
    mode = new_file_mode(target) if mode is None else mode
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


def atomic_write_text(path: str | os.PathLike[str], text: str, mode: int | None = None) -> None:
    """Write ``text`` (UTF-8, ``\\n`` line ends) to ``path`` atomically: see ``atomic_write_bytes``."""
    atomic_write_bytes(path, text.encode("utf-8"), mode)
