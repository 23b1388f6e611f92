"""What every test shares: Qt started with the app's environment (``ui.shell.qt_environment``), so that widgets paint
in the tests as they paint in the app."""

from __future__ import annotations

import os

import pytest

from ui.shell.qt_environment import prepare_qt_environment


def pytest_configure(config: pytest.Config) -> None:
    prepare_qt_environment(os.environ)  # before pytest-qt makes the QApplication


@pytest.fixture
def small_disk(tmp_path):
    """A 1 MiB tmpfs mounted at ``tmp_path / "data"`` (the data folder of ``settings_dir``: recovery journals and
    copies), to fill and free (``tests/small_disk.py``)."""
    from tests.small_disk import mount_small_disk, unmount_small_disk

    disk = mount_small_disk(tmp_path / "data", 1024)
    yield disk
    unmount_small_disk(disk)
