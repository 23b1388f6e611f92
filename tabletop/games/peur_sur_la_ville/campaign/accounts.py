"""A campaign's accounts as the ledger keeps them, and the gangs read back from them.

Every value of a campaign is a numbered ledger field, so that its whole history is the book's append-only ledger:

| subject | field | value |
|---|---|---|
| a gang letter | ``bitcoins``, ``reputation``, ``bavures`` (committed so far), ``hq`` | the number |
| | ``resource:<name>`` | 1 while the gang holds the resource |
| | ``figure:<id>`` | 1 while the figure is alive, 0 once dead |
| | ``role:<id>:<role>`` | 1 while the figure holds the role (leader, lieutenant, doc, member) |
| | ``wound:<id>`` | the figure's permanent wounds |
| | ``equipment:<id>:<name>`` | units carried of an item, weapon or ability |
| | ``vehicle:<kind>`` | the gang's vehicles of that kind |
| | ``table`` | the table it plays in the turn revealed: its place in the campaign's tables, from 1 |
| | ``contracts:<turn>`` | the contracts the gang holds for that turn (the cards: ``contract_book``) |
| ``campaign`` | ``turn`` | campaign turns closed |
| | ``bavures`` | the bavures of the last turn closed |
| | ``garde_nationale`` | the Garde Nationale's check-points per table (0: not deployed) |
| | ``tables_revealed`` | the campaign turn whose tables were revealed |

A figure's id is its gang letter and a number (``A1``, ``A11`` for the first recruit of a ten-figure gang).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from tabletop.book import LedgerChange
from tabletop.games.peur_sur_la_ville.rules import PeurRules, Roster, RosterFigure, load_rules
from tabletop.games.peur_sur_la_ville.rules.rules import ROLES

CITY = "campaign"


def figure_field(figure: str) -> str:
    return f"figure:{figure}"


def role_field(figure: str, role: str) -> str:
    return f"role:{figure}:{role}"


def wound_field(figure: str) -> str:
    return f"wound:{figure}"


def equipment_field(figure: str, name: str) -> str:
    return f"equipment:{figure}:{name}"


def resource_field(resource: str) -> str:
    return f"resource:{resource}"


def vehicle_field(kind: str) -> str:
    return f"vehicle:{kind}"


class Accounts:
    """A working copy of the balances that records each change as a ledger entry: a plan is built here in full
    (and refused in full) before anything is written, each entry expecting the value it was planned from."""

    def __init__(self, balances: Mapping[str, Mapping[str, float]]):
        self.balances = {subject: dict(fields) for subject, fields in balances.items()}
        self.changes: list[LedgerChange] = []

    def value(self, subject: str, name: str) -> float:
        return self.balances.get(subject, {}).get(name, 0.0)

    def change(self, subject: str, name: str, delta: float, reason: str, play_id: str | None = None) -> None:
        if delta == 0:
            return
        before = self.value(subject, name)
        self.changes.append(LedgerChange(subject, name, delta, reason, play_id, expect_before=before))
        self.balances.setdefault(subject, {})[name] = before + delta

    def set(self, subject: str, name: str, value: float, reason: str, play_id: str | None = None) -> None:
        self.change(subject, name, value - self.value(subject, name), reason, play_id)


@dataclass(frozen=True)
class CampaignFigure:
    id: str
    role: str
    alive: bool
    wounds: int  # permanent
    equipment: Mapping[str, int] = field(default_factory=dict)


@dataclass(frozen=True)
class GangAccount:
    """A gang as its ledger fields say it is now."""

    letter: str
    bitcoins: int
    reputation: int
    bavures: int
    resources: tuple[str, ...]
    figures: tuple[CampaignFigure, ...]
    vehicles: Mapping[str, int]

    def figure(self, figure_id: str) -> CampaignFigure | None:
        return next((f for f in self.figures if f.id == figure_id), None)

    @property
    def alive(self) -> tuple[CampaignFigure, ...]:
        return tuple(f for f in self.figures if f.alive)

    def alive_with(self, role: str) -> tuple[CampaignFigure, ...]:
        return tuple(f for f in self.alive if f.role == role)

    @property
    def leader_alive(self) -> bool:
        return bool(self.alive_with("leader"))

    def next_figure_id(self) -> str:
        return f"{self.letter}{max((_number(f.id) for f in self.figures), default=0) + 1}"

    def roster(self, rules: PeurRules | None = None) -> tuple[Roster, tuple[str, ...]]:
        """The gang's roster as it plays now — the living figures with their permanent kit — and each roster
        figure's campaign id."""
        rules = rules or load_rules()
        template = rules.gangs[self.letter]
        figures = []
        for f in self.alive:
            weapons = tuple(n for n, units in f.equipment.items() if n in rules.firearms or n in rules.melee_weapons
                            for _ in range(units))
            items = tuple((n, units) for n, units in f.equipment.items() if n in rules.items)
            abilities = tuple(n for n in f.equipment if n in rules.abilities)
            figures.append(RosterFigure(f.role, template.titles[f.role], weapons, items, abilities))
        vehicles = tuple((k, n) for k, n in self.vehicles.items() if n > 0)
        return Roster(self.letter, tuple(figures), vehicles), tuple(f.id for f in self.alive)


def _number(figure_id: str) -> int:
    digits = figure_id.lstrip("ABCDEFGHIJKLMNOPQR")
    return int(digits) if digits.isdigit() else 0


def gang_account(letter: str, fields: Mapping[str, float]) -> GangAccount:
    """Read a gang's ledger fields (``balances()[letter]``) back into a GangAccount."""
    ids = sorted({name.split(":")[1] for name in fields if name.startswith("figure:")}, key=_number)
    figures = []
    for fid in ids:
        role = next((r for r in ROLES if fields.get(role_field(fid, r), 0) > 0), "member")
        prefix = f"equipment:{fid}:"
        kit = {name[len(prefix):]: int(v) for name, v in fields.items() if name.startswith(prefix) and v > 0}
        figures.append(CampaignFigure(fid, role, fields[figure_field(fid)] > 0, int(fields.get(wound_field(fid), 0)),
                                      kit))
    return GangAccount(
        letter=letter, bitcoins=int(fields.get("bitcoins", 0)), reputation=int(fields.get("reputation", 0)),
        bavures=int(fields.get("bavures", 0)),
        resources=tuple(sorted(n.split(":", 1)[1] for n, v in fields.items() if n.startswith("resource:") and v > 0)),
        figures=tuple(figures),
        vehicles={n.split(":", 1)[1]: int(v) for n, v in fields.items() if n.startswith("vehicle:") and v > 0})
