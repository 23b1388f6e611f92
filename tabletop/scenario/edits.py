"""Edits of a scenario as small reversible commands over plain data.

Each edit stores the old and the new values, touches only the model, and returns a ``Change``
naming what it touched, so a view refreshes only those features (the shape of Orange's canvas
commands and Anki's operation records). The UI wraps an edit in a QUndoCommand.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass, field

from tabletop.scenario.background import Background
from tabletop.scenario.model import Feature, Scenario, Table


@dataclass(frozen=True, slots=True)
class Change:
    """What an edit touched: feature ids added, removed, modified; ``meta`` for name or table; ``background`` for
    the picture under the map."""

    added: frozenset[str] = frozenset()
    removed: frozenset[str] = frozenset()
    modified: frozenset[str] = frozenset()
    meta: bool = False
    background: bool = False

    def __or__(self, other: "Change") -> "Change":
        return Change(self.added | other.added, self.removed | other.removed,
                      self.modified | other.modified, self.meta or other.meta, self.background or other.background)


@dataclass
class Edit(ABC):
    """Base of all edits: ``apply`` then ``revert`` leaves the scenario exactly as it was."""

    label: str

    @abstractmethod
    def apply(self, scenario: Scenario) -> Change: ...

    @abstractmethod
    def revert(self, scenario: Scenario) -> Change: ...


@dataclass
class AddFeatures(Edit):
    """Add features at the end of the file order (restored in place on undo of a removal)."""

    features: list[Feature] = field(default_factory=list)

    def apply(self, scenario: Scenario) -> Change:
        for feature in self.features:
            if feature.id in scenario.features:
                raise ValueError(f"a feature with id '{feature.id}' already exists")
            scenario.features[feature.id] = feature
        return Change(added=frozenset(f.id for f in self.features))

    def revert(self, scenario: Scenario) -> Change:
        for feature in self.features:
            del scenario.features[feature.id]
        return Change(removed=frozenset(f.id for f in self.features))


@dataclass
class RemoveFeatures(Edit):
    """Remove features; undo puts each back at its former place in the file order."""

    ids: list[str] = field(default_factory=list)
    _removed: list[tuple[int, Feature]] = field(default_factory=list, repr=False)

    def apply(self, scenario: Scenario) -> Change:
        order = list(scenario.features)
        self._removed = sorted((order.index(fid), scenario.features[fid]) for fid in self.ids)
        for _, feature in self._removed:
            del scenario.features[feature.id]
        return Change(removed=frozenset(self.ids))

    def revert(self, scenario: Scenario) -> Change:
        items = list(scenario.features.values())
        for position, feature in self._removed:
            items.insert(position, feature)
        scenario.features.clear()
        scenario.features.update((f.id, f) for f in items)
        return Change(added=frozenset(self.ids))


@dataclass
class ReplaceFeatures(Edit):
    """Swap features for new values with the same ids (moves, rotations, property edits)."""

    old: list[Feature] = field(default_factory=list)
    new: list[Feature] = field(default_factory=list)

    def apply(self, scenario: Scenario) -> Change:
        return self._put(scenario, self.new)

    def revert(self, scenario: Scenario) -> Change:
        return self._put(scenario, self.old)

    @staticmethod
    def _put(scenario: Scenario, features: list[Feature]) -> Change:
        for feature in features:
            if feature.id not in scenario.features:
                raise KeyError(feature.id)
            scenario.features[feature.id] = feature
        return Change(modified=frozenset(f.id for f in features))


@dataclass
class SetMeta(Edit):
    """Change the scenario's name or table size."""

    old_name: str = ""
    new_name: str = ""
    old_table: Table | None = None
    new_table: Table | None = None

    def apply(self, scenario: Scenario) -> Change:
        scenario.name = self.new_name
        if self.new_table is not None:
            scenario.table = self.new_table
        return Change(meta=True)

    def revert(self, scenario: Scenario) -> Change:
        scenario.name = self.old_name
        if self.old_table is not None:
            scenario.table = self.old_table
        return Change(meta=True)


@dataclass
class SetBackground(Edit):
    """Put, move, calibrate, fade, lock or remove the picture under the map (None: no picture)."""

    old: Background | None = None
    new: Background | None = None

    def apply(self, scenario: Scenario) -> Change:
        scenario.background = self.new
        return Change(background=True)

    def revert(self, scenario: Scenario) -> Change:
        scenario.background = self.old
        return Change(background=True)


def replace_features(scenario: Scenario, new: list[Feature], label: str) -> ReplaceFeatures:
    """A ReplaceFeatures edit whose old values are read from the scenario now."""
    return ReplaceFeatures(label, old=[scenario.features[f.id] for f in new], new=list(new))


def move_features(scenario: Scenario, ids: list[str], dx: float, dy: float, label: str = "Move") -> ReplaceFeatures:
    return replace_features(
        scenario, [scenario.features[i].with_geometry(scenario.features[i].geometry.translated(dx, dy)) for i in ids],
        label)
