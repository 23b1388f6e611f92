"""Painting what the table screen shows: the tab's scene through a table-cm-to-pixels mapping, filtered.

One function serves the live window and ``tabletop render --table-screen``: the picture is black; on a TV the table
(its colour, picture and grid) and the features of the layers switched on are drawn at 1:1; on a projector only the
overlays, brightened (drawn twice, added, their dark lines lifted to grey) so the colours made for a white screen read
on a mat; under the projector's perspective, rings and areas are flattened to pixel polygons first. Items
are drawn one by one in stacking order, each asked of the source (its layer), since a QGraphicsView cannot hide an
item in one view and show it in another. Every item is about some pieces (a piece's own drawing is about it; an
overlay item says what it is about, ``ui.map.overlay_items.set_about``); the core's one filter
(``tabletop.table_screen.secrets.gives_away``) leaves out any item about a secret piece, whatever its layer, and an
overlay item that said nothing. The words (the map's names, the referee's labels) are drawn last, each pass's placed
together by ``ui.table_screen.names``: the still names are placed with the static picture and the live pass places
what moves and the referee's labels round them; on a TV the live pass draws the still names too, first of its words,
so that no overlay (at rest, frozen or live) runs over one; under a projector the figures' names are drawn too (over
the real figures, beside their bases), into the static picture, inside the table's quadrilateral.
"""

from __future__ import annotations

from dataclasses import dataclass, field
import numpy as np
from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPolygonF, QRegion, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsItemGroup, QStyleOptionGraphicsItem, QWidget

from tabletop.table_screen.mapping import apply, invert, px_per_cm_at
from tabletop.table_screen.secrets import gives_away
from ui.map.items import FeatureItem
from ui.map.overlay_items import Label
from ui.table_screen.reading import (Reading, banner_band, draw_label, label_reach, paint_banner, paint_table_banner,
                                     table_banner_depth_cm)
from ui.table_screen import shapes
from ui.table_screen.about import overlay_about, parts_kept, piece_key
from ui.table_screen.names import (BASE_KINDS, Placed, PlacedName, Room, name_reach, paint_names, place_live,
                                  place_names, taken_by)
from ui.table_screen.projector import brightened, paint_projector_check
from ui.table_screen.source import SCENERY_LAYERS, TABLE_LAYERS, TableSource
from ui.table_screen.still import StillRecord, look_of

TV, PROJECTOR = "tv", "projector"
MODES = (TV, PROJECTOR)
HINTS = QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
# What moves while the referee drags is drawn without antialiasing: at 1:1 a pixel is about half a millimetre, a
# stair step nobody sees under a figure, and the big translucent areas (what the figure sees, its reach) cost a
# third of the time to fill.
LIVE_HINTS = QPainter.RenderHint.TextAntialiasing
# Around what the overlays cover on the table, where pens and halos are in millimetres: the widest pen's reach past
# an item's bounds.
READING_MARGIN_MM = 3.0


@dataclass
class TableLook:
    """How the table screen draws: the mode, the mapping (3 x 3, table cm to pixels), the layers switched on, the
    side the banner reads from (quarter turns counter-clockwise: 0 reads from the referee's side) and the scale of
    what the players read (words, lines, banner: ``ui.table_screen.reading``)."""

    mode: str = TV
    matrix: np.ndarray = field(default_factory=lambda: np.eye(3))
    layers: set[str] = field(default_factory=lambda: set(TABLE_LAYERS))
    banner_turn: int = 0
    reading_scale: float = 1.0

    def shown_layers(self) -> set[str]:
        return self.layers - SCENERY_LAYERS if self.mode == PROJECTOR else set(self.layers)

    def reading(self, table: QRectF) -> Reading:
        """Millimetres of the table in pixels, taken at the table's centre."""
        centre = table.center()
        return Reading(px_per_cm_at(self.matrix, (centre.x(), centre.y())) / 10, self.reading_scale)


def qt_transform(matrix: np.ndarray) -> QTransform:
    """The QTransform of a 3 x 3 matrix acting on column vectors (Qt multiplies row vectors: the transpose)."""
    m = np.asarray(matrix, dtype=float)
    return QTransform(m[0, 0], m[1, 0], m[2, 0], m[0, 1], m[1, 1], m[2, 1], m[0, 2], m[1, 2], m[2, 2])


def visible_table_rect(matrix: np.ndarray, size: tuple[int, int], pixels: QRectF | None = None) -> QRectF:
    """The bounding rectangle, in table cm, of what the picture shows (the pixels' corners mapped back), or of the
    rectangle ``pixels`` of it."""
    pixels = QRectF(0, 0, *size) if pixels is None else pixels
    corners = apply(invert(matrix), [(pixels.left(), pixels.top()), (pixels.right(), pixels.top()),
                                     (pixels.right(), pixels.bottom()), (pixels.left(), pixels.bottom())])
    low, high = corners.min(axis=0), corners.max(axis=0)
    return QRectF(QPointF(*low), QPointF(*high))


def paint_table_screen(painter: QPainter, source: TableSource, look: TableLook, size: tuple[int, int],
                       widget: QWidget | None = None) -> None:
    """Paint the table screen into ``painter`` (a device ``size`` pixels large)."""
    record = StillRecord() if look.mode == TV else None
    taken = paint_static(painter, source, look, size, widget, record=record)
    taken = paint_rest(painter, source, look, size, widget, taken=taken)
    taken = paint_frozen(painter, source, look, size, widget, taken=taken)
    paint_live(painter, source, look, size, widget, taken=taken, still=record.names if record is not None else None)


def paint_static(painter: QPainter | None, source: TableSource, look: TableLook, size: tuple[int, int],
                 widget: QWidget | None = None, secrets: set[str] | None = None,
                 cache: dict[int, _Sorted] | None = None, record: StillRecord | None = None,
                 part: tuple[QRegion, Placed] | None = None) -> np.ndarray | None:
    """What changes only when the map does: black, and on a TV the table and the features at rest, their names placed
    (the live pass draws them, over the overlays: ``paint_live``'s ``still``); on a projector the table's outline and
    10 cm grid, faint, to check the corners by, and the still figures' names. The rectangles
    (pixels, a row each) its names and bases take, which the live pass's labels keep off (``paint_live``'s
    ``taken``).
    On a TV, ``record`` receives what is drawn where (``StillRecord``); with no ``painter`` nothing is drawn, the
    record is made all the same. ``part``: only that region drawn again over the picture, with the still names placed
    as given (a record's: where they go depends on every base, not on the items of the region alone)."""
    width, height = size
    area = visible_table_rect(look.matrix, size)
    table = source.scene.table_rect
    reading = look.reading(table)
    if painter is not None and part is not None:
        painter.setClipRegion(part[0])
        # The items that may paint in the region: those within the widest pen's reach of it.
        margin = reading.mm(READING_MARGIN_MM) + 2
        area = area.intersected(visible_table_rect(look.matrix, size, QRectF(part[0].boundingRect()).adjusted(
            -margin, -margin, margin, margin)))
    if painter is not None:
        painter.fillRect(QRectF(0, 0, width, height), QColor("black"))
        painter.setRenderHints(HINTS, True)
    layers = look.shown_layers()
    transform = qt_transform(look.matrix)
    if look.mode == PROJECTOR:
        paint_projector_check(painter, transform, table)
        # The still figures' names, beside the real figures (their layer is the scenery's, not drawn): in the static
        # picture as on a TV, brightened as the live pass brightens a moving one, so a frame of a drag neither places
        # nor brightens them again.
        return brightened(painter, size, lambda inner, extent: _paint_items(
            inner, source, transform, area, set(), widget, static=True, secrets=secrets, cache=cache, extent=extent,
            names=_projector_names(source, look, size, layers)))
    if "terrain" in layers and painter is not None:
        painter.save()
        painter.setTransform(transform)
        painter.setClipRect(table, Qt.ClipOperation.IntersectClip)
        source.scene.drawBackground(painter, area.intersected(table))
        painter.restore()
    names = _Names(reading, _label_room(source, look, size, layers), placed=part[1] if part is not None else None,
                   drawn_later=True)
    return _paint_items(painter, source, transform, area, layers, widget, static=True, secrets=secrets, cache=cache,
                        reading=reading, names=names, kept="", record=record, rest_apart=True)


def paint_rest(painter: QPainter, source: TableSource, look: TableLook, size: tuple[int, int],
               widget: QWidget | None = None, secrets: set[str] | None = None,
               cache: dict[int, _Sorted] | None = None, taken: np.ndarray | None = None,
               extent: list[QRectF] | None = None) -> np.ndarray | None:
    """On a TV, over the static picture, the overlays kept at rest (``ScenarioScene.keep_overlays_at_rest``: those a
    drag's press freezes as they are), drawn as the frozen ones are, their labels placed round ``taken``; what the
    labels drawn after keep off, theirs added. ``extent`` receives the pixels each item drawn covers."""
    if look.mode != TV or not getattr(source.scene, "rest_overlays", None):
        return taken
    return _paint_kept_overlays(painter, source, look, size, widget, secrets, cache, taken, "rest", extent)


def paint_frozen(painter: QPainter, source: TableSource, look: TableLook, size: tuple[int, int],
                 widget: QWidget | None = None, secrets: set[str] | None = None,
                 cache: dict[int, _Sorted] | None = None, taken: np.ndarray | None = None,
                 extent: list[QRectF] | None = None) -> np.ndarray | None:
    """Over the static picture, the overlays frozen through a drag (``ScenarioScene.freeze_overlays``; on a TV, but
    those kept at rest: ``paint_rest``'s), drawn as the live pass draws them (no antialiasing, pens in millimetres; on
    a projector brightened) so that nothing changes on the table when a figure is picked up, and their labels placed
    round ``taken`` (``paint_rest``'s); what the labels of the live pass keep off, theirs added. On a TV, ``extent``
    receives the pixels each item drawn covers."""
    if not getattr(source.scene, "frozen_overlays", None):
        return taken
    return _paint_kept_overlays(painter, source, look, size, widget, secrets, cache, taken, "frozen", extent)


def _paint_kept_overlays(painter: QPainter, source: TableSource, look: TableLook, size: tuple[int, int],
                         widget: QWidget | None, secrets: set[str] | None, cache: dict[int, _Sorted] | None,
                         taken: np.ndarray | None, kept: str, extent: list[QRectF] | None = None) -> np.ndarray | None:
    """The overlays ``kept`` ("rest" or "frozen": ``_Sorted.kept``) drawn as the live pass draws them, their labels
    placed round ``taken``, which is returned with theirs."""
    layers = look.shown_layers()
    reading = look.reading(source.scene.table_rect)
    transform, area = qt_transform(look.matrix), visible_table_rect(look.matrix, size)
    if look.mode == PROJECTOR:
        return brightened(painter, size, lambda inner, extent: _paint_items(
            inner, source, transform, area, layers, widget, static=True, secrets=secrets, cache=cache, extent=extent,
            reading=reading, names=_projector_names(source, look, size, layers), taken=taken, kept=kept), LIVE_HINTS)
    painter.setRenderHints(LIVE_HINTS, True)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
    return _paint_items(painter, source, transform, area, layers, widget, static=True, secrets=secrets, cache=cache,
                        reading=reading, names=_Names(reading, _label_room(source, look, size, layers)), taken=taken,
                        kept=kept, extent=extent, rest_apart=True)


def paint_live(painter: QPainter, source: TableSource, look: TableLook, size: tuple[int, int],
               widget: QWidget | None = None, secrets: set[str] | None = None,
               cache: dict[int, _Sorted] | None = None, taken: np.ndarray | None = None,
               extent: list[QRectF] | None = None, still: Placed | None = None) -> None:
    """What moves from one frame to the next: features being dragged or selected, the game's markers, the overlays,
    the banner, but the overlays frozen through a drag (``paint_frozen``'s). On a projector everything is drawn into a
    picture of its own first, added twice onto the black.
    ``taken``: what ``paint_static`` returned, the rectangles the labels drawn here keep off. On a TV, ``extent``
    receives the pixels each item drawn covers: what the next frame repaints (``ui.table_screen.dirty``); ``still``,
    the still names (``paint_static``'s record of them, those where this frame repaints), drawn over every overlay,
    at rest, frozen or live, before the words of what moves (issue 37: a sight line never runs through a name)."""
    layers = look.shown_layers()
    transform = qt_transform(look.matrix)
    area = visible_table_rect(look.matrix, size)
    reading = look.reading(source.scene.table_rect)
    if look.mode == PROJECTOR:
        brightened(painter, size, lambda inner, extent: _paint_items(
            inner, source, transform, area, layers, widget, static=None, secrets=secrets, cache=cache, extent=extent,
            reading=reading, names=_projector_names(source, look, size, layers), taken=taken, kept=""), LIVE_HINTS)
    else:
        painter.setRenderHints(LIVE_HINTS, True)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        _paint_items(painter, source, transform, area, layers, widget, static=False, secrets=secrets, cache=cache,
                     reading=reading, names=_Names(reading, _label_room(source, look, size, layers), placed=still),
                     taken=taken, extent=extent, rest_apart=True)
    if "banner" not in layers:
        return
    if look.mode == PROJECTOR:
        # Over a real table the banner lies on it, inside the table's four corners, not below its near edge.
        paint_table_banner(painter, source.banner(), source.scene.table_rect, transform, look.banner_turn, reading)
    else:
        paint_banner(painter, source.banner(), size, look.banner_turn, reading)


def live_items(source: TableSource, look: TableLook, cache: dict[int, _Sorted]) -> list[QGraphicsItem]:
    """The items a TV's live pass draws now, shown, on a layer shown, secret or not: what moves, but the overlays
    kept at rest or frozen through a drag (``paint_live``'s)."""
    layers = look.shown_layers()
    live = []
    for item in source.scene.items():
        if isinstance(item, QGraphicsItemGroup) or not _shown(item):
            continue
        known = _sorted(source, item, cache, look.mode == TV)
        if known.layer in layers and known.kept is None and (known.feature is None or not known.feature.is_static):
            live.append(item)
    return live


def _label_room(source: TableSource, look: TableLook, size: tuple[int, int], layers: set[str]) -> Room:
    """Where the words may go: on a TV the picture, less the banner's band; under a projector the picture and the
    table's quadrilateral, less the band the banner lies in along its edge."""
    banner = source.banner() if "banner" in layers else ""
    table = source.scene.table_rect
    reading = look.reading(table)
    if look.mode == PROJECTOR:
        depth = table_banner_depth_cm(reading) if banner else 0.0
        turn = look.banner_turn % 4
        # The banner's edge: the near one (y = 0, the referee's side) for no turn, then round counter-clockwise.
        rest = table.adjusted(depth if turn == 3 else 0.0, depth if turn == 0 else 0.0,
                              -depth if turn == 1 else 0.0, -depth if turn == 2 else 0.0)
        quad = qt_transform(look.matrix).map(QPolygonF(rest))
        return Room(QRectF(0, 0, size[0], size[1]), np.array([(point.x(), point.y()) for point in list(quad)[:4]]))
    band = banner_band(banner, size, look.banner_turn, reading) if banner else None
    return Room(band[1] if band is not None else QRectF(0, 0, size[0], size[1]))


def _projector_names(source: TableSource, look: TableLook, size: tuple[int, int], layers: set[str]) -> _Names:
    """Under a projector the figures' names are drawn though the figures are not (the real ones stand there)."""
    return _Names(look.reading(source.scene.table_rect), _label_room(source, look, size, layers),
                  frozenset(look.layers & {"bases"}))


@dataclass(frozen=True)
class _Names:
    """How a pass draws its words: the reading, the room they may take, and the layers whose pieces' names are drawn
    though the pieces are not (a projector's figures: the real ones stand on the table)."""

    reading: Reading
    room: Room
    names_only: frozenset[str] = frozenset()
    # The still names as placed already: drawn there, not placed again (a static pass drawing part of its picture),
    # or drawn first of the live pass's words (a TV's: over every overlay).
    placed: Placed | None = None
    # On a TV the still names are drawn by the live pass, over the overlays (``paint_live``), not into the static
    # picture, which places them only.
    drawn_later: bool = False


@dataclass(frozen=True, slots=True)
class _Sorted:
    """What the painter needs to know of an item, worked out once: the feature it is part of (None: not a
    feature's), its table layer and the piece it draws. An item's parents, kind and layer never change; whether it
    is kept at rest or frozen changes when the overlays are asked again and at a drag's press and drop, which forget
    the cache."""

    item: QGraphicsItem
    feature: FeatureItem | None
    layer: str | None
    key: str | None
    # An overlay drawn into a picture of what does not move: "rest", one kept at rest on a TV
    # (``ScenarioScene.keep_overlays_at_rest``), else "frozen", one kept as it was while a figure is dragged
    # (``ScenarioScene.freeze_overlays``); None, one drawn live.
    kept: str | None


def _sorted(source: TableSource, item: QGraphicsItem, cache: dict[int, _Sorted], rest_apart: bool) -> _Sorted:
    """``rest_apart``: the overlays kept at rest are told apart (a TV's; a projector draws them live)."""
    known = cache.get(id(item))
    if known is not None and known.item is item:
        return known
    feature = None
    frozen = rest = False
    held = getattr(source.scene, "frozen_overlays", frozenset())
    at_rest = getattr(source.scene, "rest_overlays", frozenset()) if rest_apart else frozenset()
    node: QGraphicsItem | None = item
    while node is not None:
        if isinstance(node, FeatureItem):
            feature = node
            break
        frozen = frozen or node in held
        rest = rest or node in at_rest
        node = node.parentItem()
    kept = None if feature is not None else "rest" if rest else "frozen" if frozen else None
    known = _Sorted(item, feature, source.item_layer(item), piece_key(source, item), kept)
    cache[id(item)] = known
    return known


def _paint_items(painter: QPainter | None, source: TableSource, transform: QTransform, area: QRectF, layers: set[str],
                 widget: QWidget | None, static: bool | None, secrets: set[str] | None = None,
                 cache: dict[int, _Sorted] | None = None, extent: list[QRectF] | None = None,
                 reading: Reading | None = None, names: _Names | None = None,
                 taken: np.ndarray | None = None, kept: str | None = None,
                 record: StillRecord | None = None, rest_apart: bool = False) -> np.ndarray | None:
    """Paint the items of the layers shown that the players may see: the static ones, the live ones, or (None)
    all of them. ``cache`` keeps what was worked out of each item from one frame to the next; ``extent``, when given,
    receives the device rectangle of each item painted; ``reading``, when given, sizes the overlays' words and lines
    in millimetres of the table; ``names``, when given, has the features' names and the overlays' labels drawn at
    the end in millimetres of the table, placed anew in its room clear of the figures' bases and of ``taken`` (the
    static picture's names and bases) by ``_paint_words``, which the static pass returns. ``kept``, when given, draws
    only the overlays kept so (``_Sorted.kept``; "": none of them), told apart as ``rest_apart`` says. ``record``,
    when given, receives what is drawn where; with no ``painter`` nothing is drawn."""
    secrets = source.secret_keys() if secrets is None else secrets
    cache = {} if cache is None else cache
    overlay_root = source.scene.overlay_layer
    option = QStyleOptionGraphicsItem()
    lines = shapes.LineBatch(painter, transform, reading)
    projective = not transform.isAffine()
    named: list[FeatureItem] = []
    bases: list[_Base] = []
    labels: list[Label] = []
    # Items a map view drew into its cached background are flagged as having no contents there, but paint as usual
    # when asked by another widget: every item is painted here, in stacking order.
    # The table's own mapping is given: a label ignores the scene's scale (its size and its offset from its point are
    # pixels), and without it Qt takes those pixels for centimetres, leaving out a ring's distance drawn well off its
    # centre.
    for item in source.scene.items(area, Qt.ItemSelectionMode.IntersectsItemBoundingRect,
                                   Qt.SortOrder.AscendingOrder, transform):
        if isinstance(item, QGraphicsItemGroup) or not _shown(item):
            continue
        known = _sorted(source, item, cache, rest_apart)
        if known.layer is None:
            continue
        name_only = known.layer not in layers
        if name_only and not (names is not None and known.layer in names.names_only and known.feature is not None
                              and known.feature.kind in BASE_KINDS):
            continue
        # A static pass that places names reads where what moves rests (its name and base, not drawn): the still
        # names are laid out as if nothing moved, so none jumps when a figure is picked up.
        resting = static is True and names is not None and known.feature is not None and not known.feature.is_static
        still = known.kept is not None or (known.feature is not None and known.feature.is_static)
        if static is not None and still != static and not resting:
            continue
        if kept is not None and known.kept != (kept or None):
            continue  # a static pass of the overlays kept at rest or frozen alone, or of all but them
        if not _effectively_visible(item):
            continue
        about = frozenset((known.key,)) if known.key is not None else overlay_about(item, overlay_root)
        if about is None or gives_away(about, secrets):
            continue
        if names is not None and known.feature is not None:
            if item is known.feature.label:
                named.append(known.feature)
                continue
            if item is known.feature and not item.label.isVisible() and _shown(item.label):
                named.append(item)  # a name the laptop hides for want of room (the scene's query leaves it out)
            if item is known.feature and known.feature.kind in BASE_KINDS:
                bases.append(_Base(transform.mapRect(item.sceneBoundingRect()),
                                   transform.mapRect(item.sceneBoundingRect().translated(-item.pos())),
                                   known.feature.is_static))
        if name_only or resting:
            continue
        device = item.deviceTransform(transform)
        if extent is not None:
            extent.append(_reach(item, device, transform, reading))
        if record is not None:
            record.items[id(item)] = (_reach(item, device, transform, reading).getRect(), look_of(item, known.feature))
        if painter is None:
            continue
        instead = parts_kept(item, secrets)
        if instead is None and lines.take(item):
            continue
        lines.flush()
        if names is not None and isinstance(item, Label):
            labels.append(item)  # placed with the names, drawn last
            continue
        sized = reading is not None and hasattr(item, "pen") and (known.kept is not None or static is not True)
        pen = reading.pen(item.pen()) if sized else None
        if instead is not None:
            painter.save()
            painter.setOpacity(item.effectiveOpacity())
            painter.setBrush(item.brush())
            shapes.stroke(painter, pen if pen is not None else item.pen(), device, lambda: painter.drawPath(instead))
            painter.restore()
            continue
        if (projective or pen is not None) and shapes.paint_shape(painter, item, device, pen, projective):
            continue
        painter.save()
        painter.setTransform(device)
        painter.setOpacity(item.effectiveOpacity())
        option.exposedRect = item.boundingRect()
        item.paint(painter, option, widget)
        painter.restore()
    lines.flush()
    if names is None:
        return None
    overlays = bool(kept)  # a pass of kept overlays: their labels placed round ``taken``
    return _paint_words(painter, transform, names, None if overlays else static, named, bases, labels, taken,
                        extent, overlays, record)


@dataclass(frozen=True, slots=True)
class _Base:
    """A figure's base in pixels: where it is, where it rests (where it was before a drag), whether it is still."""

    now: QRectF
    rest: QRectF
    still: bool


def _paint_words(painter: QPainter, transform: QTransform, names: _Names, static: bool | None,
                 named: list[FeatureItem], bases: list[_Base], labels: list[Label], taken: np.ndarray | None,
                 extent: list[QRectF] | None, frozen: bool = False,
                 record: StillRecord | None = None) -> np.ndarray | None:
    """The names of ``named`` and the referee's ``labels`` placed in one pass and drawn: in the static picture the
    still names alone (returning what they and the still bases take); in the live pass what moves and the labels,
    round ``taken`` and the bases of what moves. The still names are laid out as if nothing moved (what moves at its
    rest, its name not drawn): they keep their place through a drag, from its first frame. The frozen overlays' labels
    (``frozen``) are placed round ``taken``, which is returned with theirs."""
    reading, room = names.reading, names.room
    if static is True:
        moving = [feature for feature in named if not feature.is_static]
        still = names.placed if names.placed is not None else place_names(
            named, transform, reading, room, [base.rest for base in bases], resting=moving)
        if painter is not None and not names.drawn_later:
            paint_names(painter, still)
        if extent is not None and not names.drawn_later:
            extent += name_reach(still)
        # What moves is taken where it rests too: the overlays frozen at the press are placed round it.
        taken = taken_by(still, [base.now if base.still else base.rest for base in bases])
        if record is not None:
            record.names, record.taken = still, taken
        return taken
    if frozen:
        occupied = taken if taken is not None else np.zeros((0, 4))
        _names, placed = place_live([], labels, transform, reading, room, occupied)
        for label, at, picture in placed:
            draw_label(painter, label, at, picture)
        if extent is not None:
            extent += [QRectF(at, QSizeF(picture.size())) for _label, at, picture in placed]
        return np.vstack([occupied, taken_by([PlacedName(at, picture) for _label, at, picture in placed], [])])
    if static is None:
        # A pass over every item (a projector's live one): the still names are the static picture's.
        named = [feature for feature in named if not feature.is_static]
        bases = [base for base in bases if not base.still]
    if names.placed:
        paint_names(painter, names.placed)  # over the overlays; they stay where they are (not in ``extent``)
    if not (named or labels):
        return None
    occupied = taken_by([], [base.now for base in bases])
    if taken is not None:
        occupied = np.vstack([taken, occupied])
    moving_names, placed_labels = place_live(named, labels, transform, reading, room, occupied)
    paint_names(painter, moving_names)
    for label, at, picture in placed_labels:
        draw_label(painter, label, at, picture)
    if extent is not None:
        extent += name_reach(moving_names)
        extent += [QRectF(at, QSizeF(picture.size())) for _label, at, picture in placed_labels]
    return None


def _reach(item: QGraphicsItem, device: QTransform, transform: QTransform, reading: Reading | None) -> QRectF:
    """The device rectangle ``item`` may paint over: its bounds, and on the table a label as it is drawn there or a
    pen widened (a margin as wide as the widest pen, on every side)."""
    if reading is None:
        return device.mapRect(item.boundingRect())
    if isinstance(item, Label):
        return label_reach(item, transform, reading)
    margin = reading.mm(READING_MARGIN_MM)
    return device.mapRect(item.boundingRect()).adjusted(-margin, -margin, margin, margin)


def _shown(item: QGraphicsItem) -> bool:
    """Whether the table screen may draw ``item`` (its parents' visibility aside: ``_effectively_visible``): what the
    scene shows, and a feature's name the referee wants whether or not the laptop found it room at its zoom, on hover
    or not (the table lays the names out at its own scale: a figure in a mêlée is named there). The scene's query by
    area leaves hidden items out: ``_paint_items`` takes such a name with its feature."""
    feature = item.parentItem()
    if isinstance(feature, FeatureItem) and item is feature.label:
        return bool(feature.label_wanted and item.text())
    return item.isVisible()


def _effectively_visible(item: QGraphicsItem) -> bool:
    parent = item.parentItem()
    while parent is not None:
        if not parent.isVisible():
            return False
        parent = parent.parentItem()
    return True
