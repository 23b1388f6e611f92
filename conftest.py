"""Root test configuration: Qt runs offscreen unless a platform is chosen explicitly.

Without a display and without QT_QPA_PLATFORM, pytest-qt aborts the whole run; this default
keeps `pytest` headless everywhere and in English; settings, recovery files, house rules and the book server's
passwords go to throwaway folders, on a tmpfs when the machine has one with room.
"""

import atexit
import gc
import os
import shutil
import tempfile

import pytest

from tests.temp_root import tmpfs_with_room

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Temporary files (tmp_path, the folders below, the processes tests start) on a tmpfs when there is one with room,
# where the app's syncs cost nothing (tests/temp_root.py); the workers and processes started inherit it.
if "TMPDIR" not in os.environ and (_memory := tmpfs_with_room()) is not None:
    os.environ["TMPDIR"] = tempfile.tempdir = _memory
# The suite checks English texts and numbers unless a test chooses French itself, whatever the developer's locale.
os.environ["LC_ALL"] = "C.UTF-8"
os.environ.pop("LANGUAGE", None)


def _throwaway(prefix: str) -> str:
    """A folder of this process's own, removed when it ends: five a run were left behind, in memory on a tmpfs."""
    path = tempfile.mkdtemp(prefix=prefix)
    atexit.register(shutil.rmtree, path, True)
    return path


# Made once by pytest's first process: its workers and the processes tests start inherit them.
for _name, _prefix in (("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),  # settings, recovery files
                       ("XDG_CACHE_HOME", "cache"), ("TABLETOP_RULES_DIR", "rules")):
    if _name not in os.environ:
        os.environ[_name] = _throwaway(f"tabletop-test-{_prefix}-")
# A club server's password is kept in the keyring or ~/.pgpass (tabletop/book/credentials.py): never the
# developer's own. Without a keyring (the "fail" backend, as on a headless machine) it goes to this file.
os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
os.environ["PGPASSFILE"] = os.path.join(_throwaway("tabletop-test-pgpass-"), "pgpass")

# The longest tests (see `make test`'s slowest ten), handed to the workers first: handed out last, one of them alone
# kept a worker busy for many seconds after the other had finished.
# The phones' browser tests (one Chromium, on one worker), the book's benchmark run and its generated imports joined
# them this round.
SLOW_FIRST = ("tests/book/test_two_writers.py", "tests/book/test_export_memory.py", "tests/ui/test_laptop_screen.py",
              "tests/ui/test_crash_kill.py", "tests/games/gangster_paradise/test_playthrough.py",
              "tests/games/narcopolis/test_playthrough.py", "tests/ui/test_french_ui.py",
              "tests/phones/test_browser.py", "tests/phones/test_move_pages.py", "tests/book/test_benchmark.py",
              "tests/book/test_interchange.py", "tests/games/camorra/test_camorra_playthrough.py")


@pytest.hookimpl(trylast=True)  # after pytest-xdist's worker has named each test's group
def pytest_collection_modifyitems(items: list) -> None:
    items.sort(key=lambda item: not item.nodeid.startswith(SLOW_FIRST))  # stable: the rest keeps its order
    for item in items:
        grouped = getattr(item, "_nodeid", None)
        # `--dist loadgroup` sends the tests of an xdist_group mark to one worker by the "@group" its worker appends to
        # their node ids, in ``item._nodeid``; pytest 9.2 reads a node id from ``item._id`` (pytest-xdist 3.8 does not
        # know it yet, pytest-dev/pytest-xdist#1386), so the marks grouped nothing: both languages of the laptop
        # screens built the book of 500 plays, and each browser test could start a Chromium on either worker.
        if grouped and grouped != item.nodeid and hasattr(item, "_id"):
            item._id = type(item._id).parse(grouped)


def pytest_collection_finish(session: pytest.Session) -> None:
    """What collecting the tests made (Qt, SQLAlchemy, Hypothesis, the app's modules and the tests themselves, some
    400,000 objects) lives as long as the process: frozen, the garbage collector's full passes no longer walk it each
    time. They took a tenth of a worker's CPU, each pass longer as the run went on."""
    gc.collect()
    gc.freeze()
