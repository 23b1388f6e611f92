"""Help (F1) quotes the rulebook for the action chosen: every action the live game offers has a passage, and each
excerpt really stands in the rulebook (« 1 figurine dispose de 2 actions à choisir parmi : »), word for word once
the extraction's line breaks are joined."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tabletop.games.peur_sur_la_ville.play import legal_actions, load_game
from tabletop.games.peur_sur_la_ville.play.passages import action_passage, action_passages
from ui.games.peur_sur_la_ville.action_panel import ORDER
from ui.games.peur_sur_la_ville.action_forms import action_label

ROOT = Path(__file__).resolve().parents[3]
# The rulebooks are not shipped with Tabletop: they stand beside the project (../shared/rules) where it is developed.
RULEBOOKS = [ROOT.parent / "shared" / "rules", Path("/work/shared/rules")]
RULEBOOK = next((f / "peur-sur-la-ville.md" for f in RULEBOOKS if (f / "peur-sur-la-ville.md").is_file()),
                RULEBOOKS[0] / "peur-sur-la-ville.md")
SAMPLE_GAME = ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"


def joined(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def test_every_action_the_panel_offers_has_a_passage() -> None:
    passages = action_passages()
    assert sorted(k for k in ORDER if k not in passages) == []
    assert sorted(k for k in passages if k not in ORDER) == []  # no passage for an action that does not exist
    assert all(action_label(kind) for kind in passages)


def test_every_figure_action_legal_in_the_sample_game_has_a_passage() -> None:
    played = load_game(SAMPLE_GAME)
    seen: set[str] = set()
    # The log replayed as saved, as far as its nth event: the loaded game keeps each state of its replay (replaying
    # each prefix again made the test quadratic in the log).
    for n in range(0, len(played.events) + 1, 3):
        seen |= {a.kind for a in legal_actions(played.setup, played.state_at(n))
                 if a.figure is not None}  # a figure's or a vehicle's: what the action panel offers
    assert len(seen) > 5
    assert sorted(kind for kind in seen if action_passage(kind) is None) == []


@pytest.mark.skipif(not RULEBOOK.is_file(), reason=f"the rulebook text is not at {RULEBOOK}")
def test_each_excerpt_and_section_stands_in_the_rulebook() -> None:
    rulebook = joined(RULEBOOK.read_text(encoding="utf-8"))
    missing = [(kind, text) for kind, passage in action_passages().items()
               for text in (passage.section, *passage.excerpts) if joined(text) not in rulebook]
    assert missing == []
