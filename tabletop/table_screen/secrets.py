"""What the players may see: the one filter between the referee's map and the table screen every player looks at.

The referee's laptop shows everything; the table shows only what every player around it may know. Whatever the
rules keep from the players never reaches it:

- a **hidden** figure (« cachée »: its place is the referee's secret until a detection test finds it), a map
  feature or piece whose state is hidden;
- a **mine** of the Technos: a marker only its gang and the referee know of until it goes off;
- a card not turned face up, a die not yet rolled (the seeded virtual dice are known before they are thrown);
- the **referee's notes**, and anything a map marks ``referee_only`` (a trap, an objective revealed later).

Everything is first described as a ``TableThing`` (what it is, its state, whether it is revealed); ``secret_reason``
says why players may not see it, ``players_may_see`` is its negation. The table screen asks it of every piece it
draws, so a new kind of secret is one more line here and one more test.

A drawing that is no piece (a line of fire, a template, a label, a ring) says which pieces it is *about*: its source,
its target, the figures it catches. ``gives_away`` drops any drawing about a secret piece, on every layer; a drawing of
several parts (the sight lines, the rings round a leader's men) keeps the parts about no secret (``parts_kept``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import AbstractSet, Any, Iterable, Mapping, Sequence

# What a thing on the table may be. Feature kinds of the map (building, figure, car ...) are kinds too: a kind not
# listed among the secret ones is shown unless its state or a mark makes it secret.
MINE = "mine"
CARD = "card"
DIE = "die"
NOTE = "note"
# The reasons a thing is kept from the players, as ``secret_reason`` gives them.
HIDDEN = "hidden"
REFEREE_ONLY = "referee_only"
FACE_DOWN = "face_down"
NOT_ROLLED = "not_rolled"
SECRET_REASONS = (HIDDEN, MINE, FACE_DOWN, NOT_ROLLED, NOTE, REFEREE_ONLY)
# A piece in one of these states stands on the table where nobody but the referee knows it is.
HIDDEN_STATES = frozenset({"hidden"})


@dataclass(frozen=True, slots=True)
class TableThing:
    """Something that could be drawn on the table: its ``kind`` (a map feature's kind, or ``mine``, ``card``,
    ``die``, ``note``), a piece's ``state``, whether a card or die is ``revealed`` (face up, rolled), and whether
    the map marks it for the referee alone."""

    kind: str
    state: str = ""
    revealed: bool = True
    referee_only: bool = False


def secret_reason(thing: TableThing) -> str | None:
    """Why the players may not see ``thing`` (one of ``SECRET_REASONS``), or None when they may."""
    if thing.referee_only:
        return REFEREE_ONLY
    if thing.kind == NOTE:
        return NOTE
    if thing.kind == MINE:
        return MINE
    if thing.state in HIDDEN_STATES:
        return HIDDEN
    if thing.kind == CARD and not thing.revealed:
        return FACE_DOWN
    if thing.kind == DIE and not thing.revealed:
        return NOT_ROLLED
    return None


def players_may_see(thing: TableThing) -> bool:
    return secret_reason(thing) is None


def feature_thing(kind: str, properties: Mapping[str, Any]) -> TableThing:
    """A map feature as the filter sees it: its kind, its ``state`` and its ``referee_only`` mark."""
    return TableThing(kind, str(properties.get("state", "")), referee_only=properties.get("referee_only") is True)


def game_things(state: Any) -> dict[str, TableThing]:
    """The pieces and markers of a live game of Peur sur la Ville (a ``GameState``), by the id they are drawn
    under: every figure and civilian in its state, every mine."""
    things = {f.id: TableThing(f.kind, f.state) for f in state.figures.values()}
    things.update((m.id, TableThing(MINE)) for m in state.mines)
    return things


def secret_ids(things: Mapping[str, TableThing], ids: Iterable[str] | None = None) -> set[str]:
    """The ids (among ``ids``, all by default) of the things kept from the players."""
    keys = things.keys() if ids is None else [key for key in ids if key in things]
    return {key for key in keys if not players_may_see(things[key])}


def gives_away(about: Iterable[str], secrets: AbstractSet[str]) -> bool:
    """Whether a drawing about these pieces (its source, its target, the figures it catches) would show the players
    something of one of the ``secrets``: then the table screen leaves it out, whatever its layer."""
    return not secrets.isdisjoint(about)


def parts_kept(abouts: Sequence[Iterable[str]], secrets: AbstractSet[str]) -> list[int]:
    """The indices of the parts of a drawing (each about its own pieces) the players may see."""
    return [index for index, about in enumerate(abouts) if not gives_away(about, secrets)]
