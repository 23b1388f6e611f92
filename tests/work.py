"""Work counted, not timed: a test that bounds how much a refusal or a step may cost counts the Python and C calls
it makes and the memory it holds at its peak, which are the same on a loaded CI worker as on a quiet laptop.

A wall-time bound (« refused within a second ») failed under load on a correct program, and passed on a quiet
machine for a program doing a hundred times the work it should; a count of calls fails on the second and never on
the first. The bounds a test sets are a few times what the right program makes, far below what walking the whole
input (a million items, a 100,000-character value) would make.
"""

from __future__ import annotations

import cProfile
import sys
import tracemalloc
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator


@dataclass
class Work:
    """What the code under ``counted()`` did: calls made (Python functions and C functions called from Python),
    and the most memory it held at once above what was held before, in bytes."""
    calls: int = 0
    peak_bytes: int = 0


@contextmanager
def counted() -> Iterator[Work]:
    """Count the calls and the peak memory of the code in the ``with`` block (this thread's calls)."""
    work = Work()
    # The calls are counted by cProfile's C profiler: it sees the same calls a Python ``sys.setprofile`` function
    # would (every "call" and "c_call" event), and the same number of them, but without running a Python function
    # at each one (which tracemalloc then traced too): a refusal of a million values was counted in 1.4 s of CPU
    # that way, 1.1 s this way.
    profiler = cProfile.Profile()
    was_tracing = tracemalloc.is_tracing()
    if not was_tracing:
        tracemalloc.start()
    held_before = tracemalloc.get_traced_memory()[0]
    tracemalloc.reset_peak()
    previous = sys.getprofile()
    profiler.enable()
    try:
        yield work
    finally:
        profiler.disable()
        sys.setprofile(previous)
        work.peak_bytes = max(0, tracemalloc.get_traced_memory()[1] - held_before)
        if not was_tracing:
            tracemalloc.stop()
        work.calls = sum(entry.callcount for entry in profiler.getstats())
