"""The home page's gallery: the sample files shipped in ``scenarios/`` and a small picture of each one's table.

A picture is drawn with the map editor's own scene (as ``tabletop render`` does) and kept in the user's cache
folder under a name made of the file's path, size and modification time, so a changed sample is drawn again and
an unchanged one is only read back. Drawing needs the map modules, so it happens after the window is shown, one
file per turn of the event loop (``HomePage.render_next_thumbnail``): the app starts as fast without them.
"""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Callable

import platformdirs

from tabletop import games

SAMPLES_DIR = Path(__file__).resolve().parents[2] / "scenarios"
THUMBNAIL_WIDTH_PX = 240


def sample_files(folder: Path = SAMPLES_DIR) -> list[Path]:
    """Every file of the samples folder that a registered module opens: maps first, then games, then plays."""
    found = [p for p in sorted(folder.rglob("*")) if p.is_file() and games.module_for_path(str(p)) is not None]
    order = {m.id: n for n, m in enumerate(games.modules())}
    return sorted(found, key=lambda p: (order[games.module_for_path(str(p)).id], p.name))


def cache_dir() -> Path:
    return Path(platformdirs.user_cache_dir("tabletop")) / "thumbnails"


def thumbnail_path(path: Path) -> Path | None:
    """Where the picture of ``path`` as it is now is (or would be) cached; None if the file cannot be read."""
    try:
        stat = path.stat()
    except OSError:
        return None
    key = hashlib.sha1(f"{path.resolve()}|{stat.st_size}|{stat.st_mtime_ns}".encode()).hexdigest()
    return cache_dir() / f"{key}.png"


def _scenario_map(path: Path):
    from tabletop.scenario import load_scenario

    return load_scenario(path)


def _game_map(path: Path):
    from tabletop.games.peur_sur_la_ville.play.gamefile import load_game

    return load_game(path).setup.scenario


# The modules whose files hold a table to draw, and how to read that table; other files get their module's title.
MAP_READERS: dict[str, Callable[[Path], object]] = {"scenario": _scenario_map, "peur-game": _game_map}


def render_thumbnail(path: Path) -> Path | None:
    """Draw and cache the table of ``path``; None when it has no table or cannot be read (the gallery then shows
    the module's title instead: a broken sample must not stop the home page)."""
    module = games.module_for_path(str(path))
    target = thumbnail_path(path)
    if module is None or module.id not in MAP_READERS or target is None:
        return None
    from PySide6.QtCore import QRectF, QSize
    from PySide6.QtGui import QColor, QImage, QPainter

    from tabletop.games.peur_sur_la_ville.rules import PeurError
    from tabletop.games.peur_sur_la_ville.play.gamefile import GameFileError
    from tabletop.scenario import ScenarioError
    from tabletop.storage import atomic_write_bytes
    from ui.document import ScenarioDocument
    from ui.export.image import HINTS, png_bytes
    from ui.export.painting import clean_scene, paint_table_part
    from ui.map.scene import ScenarioScene

    try:
        scenario = MAP_READERS[module.id](path)
    except (ScenarioError, GameFileError, PeurError, OSError, ValueError):
        return None
    scene = ScenarioScene(ScenarioDocument(scenario, str(path)))
    table = scene.table_rect
    size = QSize(THUMBNAIL_WIDTH_PX, max(1, round(THUMBNAIL_WIDTH_PX * table.height() / table.width())))
    image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHints(HINTS)
    with clean_scene(scene, overlays=False, labels=False):  # labels would cover a picture this small
        paint_table_part(scene, painter, table, QRectF(0, 0, size.width(), size.height()))
    painter.end()
    target.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_bytes(target, png_bytes(image))
    return target
