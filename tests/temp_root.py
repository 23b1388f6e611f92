"""Where the suite keeps its temporary files: on a tmpfs (memory) when the machine has one with room, else where
Python would keep them.

The app syncs what it must not lose (each step of a live game's journal, each atomic save, each commit of a SQLite
book): on a disk shared with other work each sync waits for it, about a fifth of the suite's time in the files that
write most (tests/ui/test_laptop_screen.py, tests/ui/test_crash_kill.py, the campaign's commands), where a tmpfs
makes it free. No test can see what a sync adds (a killed process leaves its writes in the system's cache either
way), and the tests that fill a disk mount a small tmpfs of their own (tests/small_disk.py).
"""

from __future__ import annotations

import os
from typing import Sequence

# A whole run leaves about 240 MB in its folders (3,413 tests: books exported, a million zeros refused, screens drawn)
# and pytest keeps the last three runs': a tmpfs with less room (a container's 64 MB /dev/shm) is left alone.
ROOM = 4 * 2**30


def tmpfs_with_room(candidates: Sequence[str] = ("/dev/shm",), room: int = ROOM,
                    mounts: str = "/proc/mounts") -> str | None:
    """The first of ``candidates`` mounted as a tmpfs, writable, with ``room`` bytes free; None without one."""
    try:
        with open(mounts, encoding="utf-8") as table:
            kinds = {fields[1]: fields[2] for fields in (line.split() for line in table) if len(fields) > 2}
    except OSError:
        return None  # not Linux: where Python keeps temporary files
    for path in candidates:
        if kinds.get(path) == "tmpfs" and os.access(path, os.W_OK | os.X_OK):
            free = os.statvfs(path)
            if free.f_bavail * free.f_frsize >= room:
                return path
    return None
