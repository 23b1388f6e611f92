"""What every test shares: Qt started with the app's environment (``ui.shell.qt_environment``), so that widgets paint
in the tests as they paint in the app."""

from __future__ import annotations

import os

import pytest

from ui.shell.qt_environment import prepare_qt_environment


def pytest_configure(config: pytest.Config) -> None:
    prepare_qt_environment(os.environ)  # before pytest-qt makes the QApplication
