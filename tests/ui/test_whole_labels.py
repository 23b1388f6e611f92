"""Issue 38: labels of the card games and the map that code glued from a bracket or a clause after a name are one
message each, written whole in French (« Djamel (purge sa peine) », « Bruno a « Fusil à pompe » (utilisée) »,
« rouge (Ana) pions ■■□, 1 dépensé ce tour-ci », « 20 cm (arrêté par Banque Centrale) »): each is asked of the
catalogue whole, under the context its widget asks it in."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from tests.ui.test_french_ui import in_language

NBSP = "\u00a0"


@pytest.mark.parametrize("context, source, french", [
    ("MapPanel", "%1 (serving)", "%1 (purge sa peine)"),
    ("NarcopolisView", "%1 holds « %2 » (used)", f"%1 a «{NBSP}%2{NBSP}» (utilisée)"),
    ("NarcopolisView", "%1 holds « %2 »", f"%1 a «{NBSP}%2{NBSP}»"),
    ("CityPanel", "%1 (%2) pawns %3, 1 spent this round", "%1 (%2) pions %3, 1 dépensé ce tour-ci"),
    ("CityPanel", "%1 (%2) pawns %3", "%1 (%2) pions %3"),
    ("", "{length} (stopped by {what})", "{length} (arrêté par {what})"),
    ("ShellDialogs", "• %1 (%2), kept %3 — %4", "• %1 (%2), gardé le %3 — %4"),
    ("CamorraView", "%1 (attacker)", "%1 (attaquant)"),
    ("CamorraView", "%1 (defender)", "%1 (défenseur)"),
    ("CamorraView", "%1 (draw on a win)", "%1 (pioche sur une victoire)"),
    ("", "Attaque: {attacker} ({capo}) against {defender} on {terrain} — {step} — dice {attacker_die} / "
         "{defender_die}",
     f"Attaque{NBSP}: {{attacker}} ({{capo}}) contre {{defender}} sur {{terrain}} — {{step}} — dés "
     "{attacker_die} / {defender_die}"),
])
def test_a_label_once_glued_is_one_french_message(qapp, context: str, source: str, french: str) -> None:
    with in_language(qapp, "fr"):
        assert QCoreApplication.translate(context, source) == french
