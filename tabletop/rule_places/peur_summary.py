"""The places of Peur sur la Ville's game summary file (``summary.toml``) in the referee's words."""

from __future__ import annotations

from tabletop.i18n import N_

PLACES: dict[tuple[str, ...], str] = {
    ("ranking",): N_("the ranking of one game"),
    ("ranking", "criteria"): N_("the criteria of the ranking of one game"),
    ("ranking", "criteria", "*"): N_("criterion {number} of the ranking of one game"),
    ("ranking", "description"): N_("the description of the ranking of one game"),
    ("reputation",): N_("the reputation shown in a game"),
    ("reputation", "description"): N_("the description of the reputation shown in a game"),
    ("pending",): N_("what is asked before a turn ends"),
    ("pending", "description"): N_("the description of what is asked before a turn ends"),
}
