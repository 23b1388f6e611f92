"""The roster builder in the app: a gang bought by clicking within its budget, the same checks as ``tabletop roster
check``, every edit undoable, the file the command line writes, and a new game started with it."""

from __future__ import annotations


import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QToolButton

from tabletop.cli import main as cli_main
from tabletop.games.peur_sur_la_ville.rules import load_roster, roster_file_text, roster_problems
from tests.ui.main_window import shown_main_window
from ui.games.peur_sur_la_ville.new_game import SAMPLES_DIR
from ui.games.peur_sur_la_ville.roster_builder import RosterBuilder


@pytest.fixture
def builder(qtbot) -> RosterBuilder:
    builder = RosterBuilder()
    builder.ask_discard = lambda: True
    qtbot.addWidget(builder)
    builder.show()
    return builder


def choose_gang(builder: RosterBuilder, letter: str) -> None:
    builder.gang_choice.setCurrentIndex(builder.gang_choice.findData(letter))
    builder.gang_choice.activated.emit(builder.gang_choice.currentIndex())


def click_buy(qtbot, builder: RosterBuilder, figure: int | None, item: str, weapon: str = "") -> None:
    if figure is not None:
        builder.select_figure(figure)
    builder.select_item(item)
    if weapon:
        builder.weapon_choice.setCurrentIndex(builder.weapon_choice.findData(weapon))
    qtbot.mouseClick(builder.buy_button, Qt.MouseButton.LeftButton)


def test_the_gangs_are_named_as_every_other_screen_names_them(builder):
    """« Police »: the gang's name alone, as the new-game page, the map's properties, the campaign and the ledger
    write it (it read « A — Police », the rules' letter, an id the rulebook never prints, before the name)."""
    assert builder.gang_choice.itemText(builder.gang_choice.findData("A")) == "Police"


def test_a_legal_roster_bought_by_clicking_is_saved_as_the_command_line_reads_it(qtbot, builder, tmp_path, capsys):
    """« Chaque bande dispose d'un budget en Bitcoins pour s'équiper » : les achats se font dans le budget."""
    choose_gang(builder, "C")
    click_buy(qtbot, builder, 0, "arme-de-tir", "fusil-a-pompe")
    click_buy(qtbot, builder, 1, "gilet")
    click_buy(qtbot, builder, 0, "caid")
    click_buy(qtbot, builder, None, "voiture")
    builder.select_figure(2)
    builder.free_combos[0].setCurrentIndex(builder.free_combos[0].findData("hache"))
    qtbot.mouseClick(builder.apply_weapons_button, Qt.MouseButton.LeftButton)
    assert builder.refusal.text() == ""
    assert builder.roster.spent() == 4 and builder.roster.figures[2].weapons == ("hache",)
    assert "4</b> of 10 bitcoins spent, 6 left" in builder.budget.text()
    assert builder.problems.text() == "✔ Ready to play." and builder.deploy_button.isEnabled()
    assert builder.windowTitle().startswith("new roster*")

    path = tmp_path / "junkies.json"
    builder.ask_save_path = lambda: str(path)
    qtbot.mouseClick(builder.save_button, Qt.MouseButton.LeftButton)
    assert path.read_text(encoding="utf-8") == roster_file_text(builder.roster)
    assert load_roster(path) == builder.roster and builder.clean
    capsys.readouterr()
    assert cli_main(["roster", "check", str(path)]) == 0
    assert "ready to play, 6 bitcoins left" in capsys.readouterr().out


def test_over_the_budget_is_refused_and_the_roster_kept(qtbot, builder):
    """« Police : 15 Bitcoins » — the sixteenth bitcoin is not spent."""
    choose_gang(builder, "A")
    for n in range(15):
        click_buy(qtbot, builder, n % 10, "gilet")
    assert builder.roster.left() == 0 and builder.refusal.text() == ""
    before = builder.roster
    click_buy(qtbot, builder, 3, "gilet")
    assert builder.roster is before and builder.undo_stack.count() == 15  # the builder opens on Police: 15 purchases
    assert builder.refusal.text() == "Refused: Police spend 16 bitcoins but their budget is 15"


def test_a_purchase_is_given_back_by_clicking_and_the_budget_follows(qtbot, builder):
    """A vest bought for the wrong figure goes back: its bitcoin returns, and Undo buys it again."""
    choose_gang(builder, "A")
    click_buy(qtbot, builder, 0, "gilet")
    click_buy(qtbot, builder, 1, "gilet")
    assert builder.purchases.count() == 2 and builder.roster.left() == 13
    builder.purchases.setCurrentRow(0)
    qtbot.mouseClick(builder.give_back_button, Qt.MouseButton.LeftButton)
    assert [p.figure for p in builder.roster.purchases] == [1] and builder.roster.left() == 14
    assert builder.purchases.count() == 1 and builder.roster.figures[0].units("gilet") == 0
    builder.undo_stack.undo()
    assert builder.purchases.count() == 2 and builder.roster.left() == 13


def test_a_forbidden_purchase_is_refused_with_the_rulebook_words(qtbot, builder):
    """« Ils ne peuvent pas avoir d'armes de combat. » (Police)"""
    choose_gang(builder, "A")
    click_buy(qtbot, builder, 0, "arme-de-combat", "epee")
    assert "Ils ne peuvent pas avoir d'armes de combat." in builder.refusal.text()
    assert builder.roster.spent() == 0
    assert "given by the rulebook" in builder.fixed_note.text()


def test_every_edit_is_one_undoable_step(qtbot, builder):
    choose_gang(builder, "B")
    first = builder.roster
    click_buy(qtbot, builder, 0, "gilet")
    click_buy(qtbot, builder, 1, "veteran")
    after = builder.roster
    assert builder.undo_stack.count() == 3
    builder.undo_stack.undo()
    assert builder.roster.purchases == after.purchases[:1]
    builder.undo_stack.undo()
    assert builder.roster == first and builder.roster.spent() == 0
    builder.undo_stack.undo()
    assert builder.roster.gang != "B" and builder.gang_choice.currentData() == builder.roster.gang
    for _ in range(3):
        builder.undo_stack.redo()
    assert builder.roster == after and builder.gang_choice.currentData() == "B"


def test_problems_are_the_core_checks_shown_live(qtbot, builder, tmp_path):
    """A roster file someone broke by hand opens with the same lines as ``tabletop roster check``."""
    choose_gang(builder, "C")
    path = tmp_path / "r.json"
    builder.save(str(path))
    path.write_text(path.read_text(encoding="utf-8").replace('"pistolet"', '"fusil-a-pompe", "pistolet", "epee"', 1),
                    encoding="utf-8")
    assert builder.open(str(path))
    expected = roster_problems(load_roster(path))
    assert expected and all(line in builder.problems.text() for line in expected)
    assert not builder.deploy_button.isEnabled()


def test_new_roster_from_the_home_page_starts_a_game_with_it(qtbot, tmp_path):
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "config"))
    window = shown_main_window(qtbot)
    card = next(c for c in window.home.cards if c.module.core_id == "peur-game")
    button = next(b for b in card.findChildren(QToolButton) if b.defaultAction().text() == "New &roster…")
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    builder = window.findChild(RosterBuilder)
    builder.ask_discard = lambda: True
    choose_gang(builder, "F")
    click_buy(qtbot, builder, 0, "gilet")
    qtbot.mouseClick(builder.deploy_button, Qt.MouseButton.LeftButton)
    page = window.current_panel().setup_page
    page.scenario_choice.setCurrentIndex(page.scenario_choice.findData(str(SAMPLES_DIR / "bank-job.geojson")))
    row = next(r for r in page.gang_rows if r.plays_as == "F")
    assert row.roster == builder.roster and "9 bitcoins left" in row.roster_label.text()  # Gang F: 10 bitcoins
    assert page.start_button.isEnabled()
    session = page.start()
    assert session is not None

    click_buy(qtbot, builder, 1, "gilet")  # unsaved: quitting asks about the roster too
    asked = []

    def keep_the_roster() -> bool:
        asked.append("roster")
        return False

    builder.ask_discard = keep_the_roster
    assert not window.close() and window.isVisible() and asked == ["roster"]


def test_the_builder_as_a_picture(qtbot, builder, tmp_path):
    choose_gang(builder, "C")
    click_buy(qtbot, builder, 0, "caid")
    picture = tmp_path / "roster-builder.png"
    assert builder.grab().save(str(picture)) and picture.stat().st_size > 10_000
