"""The rulebook passage each action applies (``passages.toml``): what Help (F1) shows for the action chosen."""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from tabletop.ruledata import house_rules_dir, load_package_rules

PACKAGE = "tabletop.games.peur_sur_la_ville.play"


@dataclass(frozen=True)
class Passage:
    """Where the rule stands in the rulebook (its heading) and its words, one excerpt per paragraph quoted."""

    section: str
    excerpts: tuple[str, ...]


def action_passages() -> dict[str, Passage]:
    """Every action's passage, by action id (the ids of ``figure_actions``), house rules included."""
    return _load(str(house_rules_dir()))


def action_passage(kind: str) -> Passage | None:
    return action_passages().get(kind)


@lru_cache(maxsize=4)
def _load(_folder: str) -> dict[str, Passage]:
    data = load_package_rules(PACKAGE, "passages.toml", "passages.schema.json")
    return {kind: Passage(entry["section"], tuple(entry["excerpts"])) for kind, entry in data["actions"].items()}
