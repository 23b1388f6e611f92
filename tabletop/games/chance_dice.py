"""The outcomes that are the faces of dice. A game names, in ``Game.dice_fields``, each kind of event whose field
holds the faces of dice rolled at the table (one face: Camorra's die; a list of faces: the Narcopolis cup's three).
Where the referee enters such a roll, the laptop offers a row of six faces a die instead of a line among the
outcomes (56 for three dice, the order of the dice not mattering), and the event sent is the outcome listed for
those faces, as the list sent it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence

from tabletop.games.interface import Event, GameError
from tabletop.i18n import _

FACES = tuple(range(1, 7))


def dice_fields(game: Any) -> dict[str, str]:
    """The kinds of event holding faces of dice, each with the field that holds them (none when the game names
    none)."""
    return dict(getattr(game, "dice_fields", {}))


def holds_faces(value: Any) -> bool:
    """Whether a field's value is the faces of dice: one face, or a list of faces (never ``None``: the Narcopolis
    roll under a real cup names no faces)."""
    if isinstance(value, list):
        return bool(value) and all(holds_faces(face) for face in value)
    return isinstance(value, int) and not isinstance(value, bool) and value in FACES


@dataclass(frozen=True)
class DiceAsked:
    """Outcomes differing only in the faces of their dice: ``count`` dice in ``field`` of events of ``kind`` (one
    face when ``single``). ``events`` are the outcomes as the game lists them."""

    kind: str
    field: str
    count: int
    single: bool
    events: tuple[Event, ...]

    def takes(self, event: Event) -> bool:
        """Whether ``event`` is one of the outcomes these dice stand for."""
        return event in self.events

    def faces_of(self, event: Event) -> list[int]:
        """The faces an outcome holds, one a die."""
        value = event[self.field]
        return [value] if self.single else list(value)

    def event(self, faces: Sequence[int | None]) -> Event:
        """The event the faces picked make (``None``: a die without a face yet): the outcome listed for them, as
        the list of outcomes sends it (three dice in any order read as the same outcome); with a face missing, the
        faces picked, which the game refuses in one line."""
        picked = [face for face in faces if face is not None]
        for event in self.events:
            if sorted(self.faces_of(event)) == sorted(picked):
                return dict(event)
        base = dict(self.events[0])
        base[self.field] = (picked[0] if picked else None) if self.single else picked
        return base


def dice_asked(game: Any, events: Sequence[Event]) -> tuple[list[DiceAsked], list[Event]]:
    """The outcomes among ``events`` that are faces of dice, gathered by kind and other fields (each a row of faces
    a die), and the other events, in their order (cards drawn, a roll under a real cup)."""
    fields = dice_fields(game)
    groups: dict[str, list[Event]] = {}
    others: list[Event] = []
    for event in events:
        field = fields.get(event.get("type"))
        if field is None or not holds_faces(event.get(field)):
            others.append(event)
            continue
        key = repr(sorted((k, v) for k, v in event.items() if k != field))
        groups.setdefault(key, []).append(event)
    asked = []
    for group in groups.values():
        kind = group[0]["type"]
        field = fields[kind]
        single = not isinstance(group[0][field], list)
        asked.append(DiceAsked(kind, field, 1 if single else len(group[0][field]), single, tuple(group)))
    return asked, others


def require_face(event: Event, field: str) -> None:
    """Refuse, in the referee's words, a die entered without its face (the die's row left without a face)."""
    if event.get(field) is None:
        raise GameError(_("the die has no face: pick its face"))
