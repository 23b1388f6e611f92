"""The home page's gallery: the sample files shipped in ``tabletop/samples/`` (``tabletop.SAMPLES_DIR``) and a small
picture of each one's table.

The picture is the module's own (``PanelModule.thumbnail``, drawn with the map editor's scene as ``tabletop render``
draws) and is kept in the user's cache folder under a name made of the file's path, size and modification time, so
a changed sample is drawn again and an unchanged one is only read back. Drawing needs the map modules, so the home
page asks for it after the window is shown, one file per turn of the event loop: the app starts as fast without.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import platformdirs

from tabletop import SAMPLES_DIR, games
from tabletop.storage import atomic_write_bytes
from ui.modules import PanelModule

THUMBNAIL_WIDTH_PX = 240


def sample_files(folder: Path = SAMPLES_DIR) -> list[Path]:
    """Every file of the samples folder that a registered module opens, in the registry's order of modules."""
    order = {m.id: n for n, m in enumerate(games.modules())}
    found = [(games.module_for_path(str(p)), p) for p in folder.rglob("*") if p.is_file()]
    return [p for m, p in sorted(((m, p) for m, p in found if m is not None), key=lambda mp: (order[mp[0].id], mp[1].name))]


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


def render_thumbnail(path: Path, module: PanelModule) -> bytes | None:
    """Draw the table of ``path`` with its module (a PNG) and cache it; None when the module draws no table or the
    file cannot be read (the gallery then keeps the module's title: a broken sample must not stop the home page).
    A cache that cannot be written (a full disk) only means the picture is drawn again at the next start."""
    target = thumbnail_path(path)
    if module.thumbnail is None or target is None:
        return None
    picture = module.thumbnail(str(path), THUMBNAIL_WIDTH_PX)
    if picture is None:
        return None
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_bytes(target, picture)
    except OSError:
        pass
    return picture
