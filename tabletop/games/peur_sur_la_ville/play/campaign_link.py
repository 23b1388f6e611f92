"""A live game played for a campaign: which campaign, which campaign turn and table, and for each gang the player
who runs it, the campaign id of each of its roster figures, and its campaign gang sheet as it stood when the game
began (what the campaign book kept of the gang: accounts, resources, vehicles, figures, the contracts held).

The sheet is carried in the saved game rather than read again from the book the game names: the file then shows the
same sheet on any laptop (a copied file, a table's laptop with no access to the club's book, a PostgreSQL book whose
password stays in the keyring), and it stays the sheet the gang went into this game with, which the book no longer
says once the turn is closed and the results written. The campaign's book remains where its history is kept."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

Json = dict[str, Any]


@dataclass(frozen=True)
class CampaignGang:
    """A gang of the campaign in this game: its player, each roster figure's campaign id (``A1``, ``A11``), in the
    roster's order, and its sheet (plain JSON: ``bitcoins``, ``reputation``, ``bavures``, ``hq``, ``resources``,
    ``vehicles``, ``figures``, ``contracts``; identifiers, put in words where it is shown)."""

    player: str
    figure_ids: tuple[str, ...]
    sheet: Mapping[str, Any]

    def to_json(self) -> Json:
        return {"player": self.player, "figure_ids": list(self.figure_ids), "sheet": dict(self.sheet)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CampaignGang:
        return cls(str(data["player"]), tuple(str(i) for i in data["figure_ids"]), dict(data["sheet"]))


@dataclass(frozen=True)
class CampaignLink:
    """The campaign a game belongs to: its name in the book, the campaign turn played (from 1), the table (the map
    the campaign lists) and its gangs by letter."""

    name: str
    turn: int
    table: str
    gangs: Mapping[str, CampaignGang]

    def to_json(self) -> Json:
        return {"name": self.name, "turn": self.turn, "table": self.table,
                "gangs": {letter: gang.to_json() for letter, gang in self.gangs.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> CampaignLink:
        """From a game file's ``campaign`` (its schema checked the shape)."""
        return cls(str(data["name"]), int(data["turn"]), str(data["table"]),
                   {letter: CampaignGang.from_json(gang) for letter, gang in data["gangs"].items()})
