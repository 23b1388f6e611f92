"""The suite's own upkeep: the objects made to collect the tests are left out of the garbage collector's passes."""

from __future__ import annotations

import gc


def test_what_collecting_the_tests_made_is_frozen() -> None:
    # The modules, the test items and the libraries' tables: tens of thousands when this file runs alone, walked by every
    # full pass if not frozen.
    assert gc.get_freeze_count() > 10_000
