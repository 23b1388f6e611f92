"""What Qt reads from the environment when it starts, set by the app (and by whatever draws as the app does: the
render command, the tests, the benchmarks) before its QApplication is made, unless the user set it otherwise.

``QT_NO_GUI_THREADPOOL``: Qt's raster engine hands a fill of more than about a hundred spans (a translucent area over
much of the map is one span or more per row of pixels) to a pool of threads and waits for them. On a laptop's few
cores that triples the CPU a fill costs and saves no time: what a dragged figure sees, filled over the laptop's map,
took 1.15 ms of CPU through the pool and 0.35 ms in the painting thread alone, and the drag with the table screen
open went from 16 ms to 12 ms a frame at p95 (docs/DEVELOPING.md, Commands, "Frames"). Large images scaled or
converted (a scanned background) are then worked on by one thread too.
"""

from __future__ import annotations

from typing import MutableMapping

QT_ENVIRONMENT = {"QT_NO_GUI_THREADPOOL": "1"}


def prepare_qt_environment(environ: MutableMapping[str, str]) -> None:
    """Put ``QT_ENVIRONMENT`` into ``environ`` (``os.environ``, before the QApplication is made), each variable only
    where it is not set already."""
    for name, value in QT_ENVIRONMENT.items():
        environ.setdefault(name, value)
