"""The suite's temporary files are kept in memory when the machine has a tmpfs with room (tests/temp_root.py)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from tests.temp_root import tmpfs_with_room


def _filesystem_of(path: Path) -> str:
    """The type of the filesystem ``path`` is on: the longest mount point above it in /proc/mounts."""
    mounts = [line.split()[1:3] for line in Path("/proc/mounts").read_text(encoding="utf-8").splitlines()]
    resolved = str(path.resolve())
    _point, kind = max(((p, k) for p, k in mounts if resolved == p or resolved.startswith(p.rstrip("/") + "/")),
                      key=lambda mount: len(mount[0]))
    return kind


def test_the_suite_s_temporary_files_are_on_the_tmpfs_the_machine_has(tmp_path: Path) -> None:
    memory, given = tmpfs_with_room(), os.environ.get("TMPDIR")
    if memory is None or given not in (None, memory):  # no tmpfs with room, or the developer's own TMPDIR: kept
        assert given is None or Path(tempfile.gettempdir()) == Path(given).resolve()
        return
    assert given == tempfile.gettempdir() == memory
    assert _filesystem_of(tmp_path) == "tmpfs"
    assert _filesystem_of(Path(os.environ["XDG_DATA_HOME"])) == "tmpfs"  # the live games' recovery journals


def test_only_a_writable_tmpfs_with_room_is_taken(tmp_path: Path) -> None:
    mounts = tmp_path / "mounts"
    mounts.write_text(f"/dev/vda / ext4 rw 0 0\ntmpfs {tmp_path} tmpfs rw 0 0\n", encoding="utf-8")
    assert tmpfs_with_room(["/", str(tmp_path)], room=1, mounts=str(mounts)) == str(tmp_path)
    assert tmpfs_with_room(["/"], room=1, mounts=str(mounts)) is None  # a disk
    assert tmpfs_with_room([str(tmp_path)], room=2**62, mounts=str(mounts)) is None  # too small
    assert tmpfs_with_room([str(tmp_path / "nowhere")], room=1, mounts=str(mounts)) is None  # not mounted
    assert tmpfs_with_room([str(tmp_path)], room=1, mounts=str(tmp_path / "no-such-table")) is None  # not Linux


def test_a_run_leaves_none_of_its_throwaway_folders_behind(tmp_path: Path) -> None:
    """The settings, data, cache, rules and password folders a run makes are removed when it ends: five a run were
    left, 240 after a day's work, kept in memory on the tmpfs."""
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items()
           if k not in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "TABLETOP_RULES_DIR", "PGPASSFILE")}
    env.update(TMPDIR=str(tmp_path), PYTHONDONTWRITEBYTECODE="1")
    root = Path(__file__).resolve().parents[1]
    run = subprocess.run([sys.executable, "-m", "pytest", "-q", "-n", "0", "-p", "no:cacheprovider",
                          "tests/test_units.py::test_centimetres_are_written_as_they_are"],
                         cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stdout + run.stderr
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith("tabletop-test-")) == []
