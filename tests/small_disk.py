"""A small filesystem of its own (a tmpfs mounted at a test's folder) that a test fills to the last byte and frees
again, as a laptop's disk fills during an evening. Mounting needs root: elsewhere the test is skipped, except on CI
(``CI=true``), where it must run."""

from __future__ import annotations

import errno
import os
import subprocess
from pathlib import Path

import pytest

FILLER = ".filler"


class SmallDisk:
    """A mounted tmpfs: ``fill`` takes every free byte, ``free`` gives them back."""

    def __init__(self, folder: Path):
        self.folder = folder

    def fill(self) -> None:
        """Write a filler file until the filesystem refuses one more byte (tmpfs counts whole pages: the last one is
        filled byte by byte)."""
        with open(self.folder / FILLER, "ab", buffering=0) as handle:
            for size in (1 << 16, 1 << 12, 1):
                while True:
                    try:
                        handle.write(b"\0" * size)
                    except OSError as exc:
                        assert exc.errno == errno.ENOSPC, exc
                        break

    def free(self) -> None:
        (self.folder / FILLER).unlink(missing_ok=True)


def mount_small_disk(folder: Path, size_kib: int) -> SmallDisk:
    """A tmpfs of ``size_kib`` KiB mounted at ``folder`` (made if missing); skipped where mounting is impossible."""
    folder.mkdir(parents=True, exist_ok=True)
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", f"size={size_kib}k", "tmpfs", str(folder)],
                          capture_output=True, text=True) if os.geteuid() == 0 else None
    if done is None or done.returncode != 0:
        why = done.stderr.strip() if done is not None else "not root"
        if os.environ.get("CI") == "true":
            pytest.fail(f"cannot mount a small tmpfs on CI: {why}")
        pytest.skip(f"cannot mount a small tmpfs here: {why}")
    return SmallDisk(folder)


def unmount_small_disk(disk: SmallDisk) -> None:
    # Lazy: a journal the test left open (a panel not yet destroyed) must not keep the mount alive.
    subprocess.run(["umount", "-l", str(disk.folder)], check=False)
