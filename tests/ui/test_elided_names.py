"""French elides « de » before a player's name that starts with a vowel on the card games' widgets that name him
(« Écran d'Ana », « Dés d'Élodie »), as the journal does (tabletop.i18n.elided); English and consonants unchanged."""

from __future__ import annotations

import pytest

from tests.ui.test_french_ui import in_language
from ui.games.gangster_paradise.bank import Screen
from ui.games.narcopolis.hidden_roll import HiddenRoll


@pytest.mark.parametrize("code, player, expected", [
    ("fr", "Ana", "Écran d'Ana"), ("fr", "Bruno", "Écran de Bruno"), ("en", "Ana", "Ana's screen"),
])
def test_a_clans_screen_button_names_its_player(qapp, qtbot, code, player, expected) -> None:
    with in_language(qapp, code):
        screen = Screen(player)
        qtbot.addWidget(screen)
        assert screen.button.text() == expected


def test_the_hidden_dice_name_their_roller(qapp, qtbot) -> None:
    with in_language(qapp, "fr"):
        roll = HiddenRoll("Élodie", [3, 5, 6])
        qtbot.addWidget(roll)
        roll.toggle()
        assert roll.label.text().startswith("Dés d'Élodie\u00a0: ")
        roll = HiddenRoll("Élodie", [3, 5, 6], on_phone=True)
        qtbot.addWidget(roll)
        assert roll.label.text().startswith("Les dés sont sur le téléphone d'Élodie\u00a0:")
