"""The Book tab offscreen, on a fresh SQLite book per test: add and edit players, record a play by hand and see the
statistics change, filter and sort the plays table, edit and delete a play, merge two players after a confirmation
naming both, the campaigns and their ledger, the charts rendered to PNG, and the book's location."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from tabletop.book import CampaignMember, Participant, PlayerInfo, PlayRecord, open_book
from ui.book.access import SETTING_KEY, book_access, chosen_location, location_problem
from ui.book.campaigns_page import CampaignDialog
from ui.book.charts import running_mean
from ui.book.document import BookDocument
from ui.book.location_dialog import LocationDialog
from ui.book.panel import BookPanel
from ui.book.play_dialog import OUT, PLAYER, RANK, SCORE, SEAT, PlayDialog
from ui.book.players_page import PlayerDetails, PlayerDialog
from ui.book.widgets import game_of
from ui.settings import app_settings

from tests.ui.test_french_ui import in_language
from tests.ui.book_fixtures import Messages, book_path, messages  # noqa: F401  (fixtures)
from tests.ui.shots import look_at

START = datetime(2026, 2, 1, 20, 0, tzinfo=timezone.utc)


def play(game: str, day: int, *results: tuple[str, float | None, int | None], **details) -> PlayRecord:
    return PlayRecord(game=game, played_at=START + timedelta(days=day),
                      participants=[Participant(name=n, seat=k, score=s, rank=r)
                                    for k, (n, s, r) in enumerate(results, start=1)], **details)


@pytest.fixture
def panel(qtbot, book_path, messages) -> BookPanel:  # noqa: F811
    panel = BookPanel(BookDocument())
    qtbot.addWidget(panel)
    panel.resize(1300, 860)
    panel.show()
    return panel


def test_the_tab_opens_the_tests_empty_book_without_migrating_it(qtbot, book_path, messages,  # noqa: F811
                                                                monkeypatch):
    """Each of these tests is handed an empty book at the head revision: the tab opens it with no migration (Alembic's
    upgrade made each test's new book, 0.1-0.3 s), and it is the test's own file."""
    from alembic import command

    monkeypatch.setattr(command, "upgrade", lambda *_args: pytest.fail("a migration ran"))
    panel = BookPanel(BookDocument())
    qtbot.addWidget(panel)
    panel.show()
    assert not messages.shown
    assert panel.players.table.model().rowCount() == 0
    with open_book(book_path) as book:
        assert (book.players(), book.campaigns(), book.count_plays()) == ([], [], 0)


def cell(table, row: int, column: int) -> str:
    return table.text(row, column)


def stats_row(panel: BookPanel, name: str) -> list[str]:
    table = panel.stats.players_table
    for row in range(table.row_count()):
        if cell(table, row, 0) == name:
            return [cell(table, row, c) for c in range(table.model().columnCount())]
    raise AssertionError(f"{name} is not in the statistics")


def table_texts(panel: BookPanel, column: int) -> list[str]:
    proxy = panel.plays.proxy
    return [proxy.index(r, column).data() for r in range(proxy.rowCount())]


def test_add_a_player_record_a_play_by_hand_and_see_the_statistics_change(panel, book_path):
    assert panel.players.add_player(PlayerDetails("Ana", "La Reine", "#c0392b", "plays red"))
    assert panel.players.table.row_count() == 1
    assert [cell(panel.players.table, 0, c) for c in range(4)] == ["Ana", "La Reine", "#c0392b", "plays red"]
    assert panel.players.table.model().index(0, 2).data(Qt.ItemDataRole.DecorationRole) == QColor("#c0392b")

    panel.show_page(panel.stats)
    assert panel.stats.players_table.row_count() == 0

    panel.show_page(panel.plays)
    dialog = panel.plays.dialog()
    dialog.game.setCurrentText("camorra")
    dialog.duration.setValue(75)
    dialog.place.setText("Club")
    for k, (name, score, rank) in enumerate((("Ana", "12", "1"), ("Bruno", "9,5", "2"))):
        dialog.add_participant(Participant(name="", seat=k + 1))
        dialog.set_cell(k, PLAYER, name)
        dialog.set_cell(k, SCORE, score)
        dialog.set_cell(k, RANK, rank)
    dialog.set_cell(1, OUT, "x")
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted
    assert panel.plays.record(dialog.record())
    assert table_texts(panel, 1) == ["Camorra"]  # the game's title, not its id
    assert table_texts(panel, 2) == ["Ana: 12, 1st; Bruno: 9.5, 2nd"] and table_texts(panel, 3) == ["Ana"]
    assert table_texts(panel, 4) == ["Club"] and table_texts(panel, 5) == ["1 h 15 min"]

    panel.show_page(panel.stats)
    assert stats_row(panel, "Ana") == ["Ana", "1", "1", "100%", "12.0", "12"]  # the mean: one decimal
    assert stats_row(panel, "Bruno") == ["Bruno", "1", "0", "0%", "9.5", "9.5"]
    assert panel.stats.games_table.row_count() == 1 and cell(panel.stats.games_table, 0, 0) == "Camorra"
    with open_book(book_path) as book:
        [stored] = book.plays()
        assert [p.eliminated for p in stored.participants] == [False, True]
        assert [p.name for p in book.players()] == ["Ana", "Bruno"]  # Bruno came with the play


def test_a_cell_that_does_not_read_keeps_the_dialog_open_with_one_line(panel):
    dialog = panel.plays.dialog()
    dialog.game.setCurrentText("camorra")
    dialog.add_participant(Participant(name="Ana"))
    dialog.set_cell(0, SEAT, "first")
    dialog.accept()
    assert dialog.result() != dialog.DialogCode.Accepted
    assert dialog.problem.text() == "the seat of participant 1 must be a number, not “first”"
    dialog.set_cell(0, SEAT, "1.5")
    dialog.accept()
    assert dialog.problem.text() == "the seat of participant 1 must be a whole number"


def test_a_cell_that_does_not_read_is_one_french_sentence_naming_it(panel, qapp):
    """Issue 38: the cell in words, not the column's header glued after the row (« participant 1, place : … »)."""
    with in_language(qapp, "fr"):
        dialog = panel.plays.dialog()
        dialog.game.setCurrentText("camorra")
        dialog.add_participant(Participant(name="Ana"))
        dialog.set_cell(0, RANK, "premier")
        dialog.accept()
        not_a_number = dialog.problem.text()
        dialog.set_cell(0, RANK, "1,5")
        dialog.accept()
        not_whole = dialog.problem.text()
        dialog.set_cell(0, RANK, "1")
        dialog.set_cell(0, SCORE, "douze")
        dialog.accept()
        score = dialog.problem.text()
    assert not_a_number == "le rang du participant 1 doit être un nombre, pas «\u00a0premier\u00a0»"
    assert not_whole == "le rang du participant 1 doit être un nombre entier"
    assert score == "le score du participant 1 doit être un nombre, pas «\u00a0douze\u00a0»"


def test_the_plays_table_filters_by_game_player_and_text_and_sorts(panel, book_path):
    with open_book(book_path) as book:
        book.record_play(play("camorra", 0, ("Ana", 10, 1), ("Bruno", 8, 2), place="Club"))
        book.record_play(play("camorra", 2, ("Bruno", 14, 1), ("Chloé", 3, 2), place="Café"))
        book.record_play(play("peur-game", 1, ("Ana", None, 1), ("Chloé", None, 2), place="Club"))
    book_access().changed.emit()  # another laptop wrote: the Refresh button
    panel.show_page(panel.plays)
    assert panel.plays.count_label.text() == "3 of 3 plays"
    assert [d.split()[0] for d in table_texts(panel, 0)] == ["3", "2", "1"]  # newest first, « 3 Jan 2025 20:00 »
    panel.plays.view.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    assert [d.split()[0] for d in table_texts(panel, 0)] == ["1", "2", "3"]
    panel.plays.set_filters(game="camorra")
    assert table_texts(panel, 1) == ["Camorra", "Camorra"]
    assert panel.plays.count_label.text() == "2 of 2 plays"
    panel.plays.set_filters(game="camorra", player="Chloé")
    assert table_texts(panel, 3) == ["Bruno"]
    panel.plays.set_filters()
    panel.plays.search.setText("club")
    assert sorted(table_texts(panel, 1)) == ["Camorra", "Peur sur la Ville — live games"]
    panel.plays.search.clear()
    panel.plays.view.sortByColumn(3, Qt.SortOrder.AscendingOrder)
    assert table_texts(panel, 3) == ["Ana", "Ana", "Bruno"]


def test_edit_then_delete_a_play_after_a_confirmation(panel, book_path, messages):
    with open_book(book_path) as book:
        first = book.record_play(play("camorra", 0, ("Ana", 10, 1), ("Bruno", 8, 2)))
    book_access().changed.emit()
    panel.show_page(panel.plays)
    panel.plays.select_row(0)
    before = panel.plays.selected()
    dialog = panel.plays.dialog(before)
    dialog.set_cell(1, RANK, "1")  # a tie: both win
    assert panel.plays.update(before, dialog.record())
    assert table_texts(panel, 3) == ["Ana, Bruno"]
    panel.plays.select_row(0)
    messages.agree = False
    panel.plays.delete_selected()
    assert "Delete the play of Camorra" in messages.texts("question")[0] and "Ana, Bruno" in messages.texts(
        "question")[0]
    assert panel.plays.model.rowCount() == 1
    messages.agree = True
    panel.plays.select_row(0)
    panel.plays.delete_selected()
    assert panel.plays.model.rowCount() == 0
    with open_book(book_path) as book:
        assert book.count_plays() == 0
    stack = panel.document.undo_stack
    assert [stack.text(i) for i in range(stack.count())] == ["Edit a play of Camorra", "Delete a play of Camorra"]
    stack.undo()  # the deleted play comes back whole, under its id
    assert table_texts(panel, 3) == ["Ana, Bruno"]
    stack.undo()  # and its edit is taken back
    assert table_texts(panel, 3) == ["Ana"]
    stack.redo()
    stack.redo()
    with open_book(book_path) as book:
        assert book.count_plays() == 0
    stack.undo()
    with open_book(book_path) as book:
        assert [p.id for p in book.plays()] == [first]


def test_merge_two_players_asks_naming_both_then_their_plays_are_one_record(panel, book_path, messages):
    with open_book(book_path) as book:
        book.record_play(play("camorra", 0, ("Ana", 10, 1), ("Bruno", 8, 2)))
        book.record_play(play("camorra", 1, ("Anna", 12, 1), ("Bruno", 9, 2)))
    book_access().changed.emit()
    messages.agree = False
    assert not panel.players.merge("Ana", "Anna")
    assert messages.texts("question") == ["Merge “Anna” into “Ana”? Every play and campaign of “Anna” moves to "
                                          "“Ana”, and “Anna” becomes another name of “Ana”. This cannot be undone."]
    assert panel.players.table.row_count() == 3
    messages.agree = True
    panel.players.update_player(panel.players.players[1], PlayerDetails("Anna", "Nana", None, None))
    assert panel.document.undo_stack.count() == 1
    assert panel.players.merge("Ana", "Anna")
    assert panel.document.undo_stack.count() == 0  # the merge cannot be undone, nor the steps before it
    assert [cell(panel.players.table, r, 0) for r in range(2)] == ["Ana", "Bruno"]
    assert cell(panel.players.table, 0, 4) == "Anna"
    panel.show_page(panel.stats)
    assert stats_row(panel, "Ana")[:3] == ["Ana", "2", "2"]
    panel.stats.a.setCurrentText("Ana")
    panel.stats.b.setCurrentText("Bruno")
    assert panel.stats.streaks.text() == "Winning streaks: Ana 2 now, longest 2; Bruno 0 now, longest 0."
    assert not panel.players.merge("Ana", "Bruno")  # they sat at the same table: the book refuses
    assert "both took part" in messages.texts("warning")[-1]


def test_rename_and_edit_a_player_and_a_refused_name(panel, messages):
    panel.players.add_player(PlayerDetails("Ana", None, None, None))
    panel.players.add_player(PlayerDetails("Bruno", None, None, None))
    assert not panel.players.add_player(PlayerDetails("Ana", None, None, None))
    assert messages.texts("warning") == ["there is already a player named \u00ab\u00a0Ana\u00a0\u00bb"]
    ana = panel.players.players[0]
    assert panel.players.update_player(ana, PlayerDetails("Anaïs", "Nana", "#2e86c1", None))
    assert [cell(panel.players.table, 0, c) for c in range(3)] == ["Anaïs", "Nana", "#2e86c1"]
    stack = panel.document.undo_stack
    assert stack.undoText() == "Rename Ana to Anaïs"
    stack.undo()
    assert [cell(panel.players.table, r, 0) for r in range(2)] == ["Ana", "Bruno"]
    assert cell(panel.players.table, 0, 1) == ""
    stack.redo()
    assert cell(panel.players.table, 0, 0) == "Anaïs"
    assert not panel.players.update_player(panel.players.players[0], PlayerDetails("Bruno", None, None, None))
    assert messages.texts("warning")[-1] == "there is already a player named \u00ab\u00a0Bruno\u00a0\u00bb" and stack.count() == 1


def test_an_undo_the_book_refuses_is_said_and_dropped(panel, book_path, messages):
    panel.show_page(panel.plays)
    assert panel.plays.record(play("camorra", 0, ("Ana", 10, 1)))
    with open_book(book_path) as book:  # another laptop deletes it meanwhile
        book.delete_play(book.plays()[0].id)
    stack = panel.document.undo_stack
    stack.undo()
    assert messages.texts("warning")[-1].startswith("no play with the id") and stack.count() == 0


def test_campaigns_list_their_members_and_plays_and_show_the_ledger(qapp, panel, book_path):
    panel.show_page(panel.campaigns)
    assert panel.campaigns.create("Saison 1", "peur-game", [CampaignMember("Ana"), CampaignMember("Skins", "gang")])
    with open_book(book_path) as book:
        played = book.record_play(play("peur-game", 0, ("Ana", None, 1), campaign="Saison 1"))
        book.append_ledger("Saison 1", "Skins", "bitcoins", 5, "first robbery", played)
    table = panel.campaigns.list
    with in_language(qapp, "en"):  # the English catalogue says the singular
        book_access().changed.emit()
        table.selectRow(0)
        assert panel.campaigns.ledger_title.text() == "<b>Ledger of Saison 1</b> (1 entry)"
    with open_book(book_path) as book:
        book.append_ledger("Saison 1", "Skins", "bitcoins", -2, "bribe")
    book_access().changed.emit()
    assert [cell(table, 0, c) for c in range(4)] == ["Saison 1", "Peur sur la Ville — live games", "1",
                                                        "Ana, Skins (gang)"]
    table.selectRow(0)
    ledger = panel.campaigns.ledger
    assert [[cell(ledger, r, c) for c in range(6)] for r in range(2)] == [
        ["Skins", "bitcoins", "0", "+5", "5", "first robbery"], ["Skins", "bitcoins", "5", "-2", "3", "bribe"]]
    assert panel.campaigns.ledger_title.text() == "<b>Ledger of Saison 1</b> (2 entries)"

    panel.show_page(panel.plays)
    dialog = panel.plays.dialog()
    dialog.game.setCurrentText("peur-game")
    dialog.add_participant(Participant(name="Bruno", rank=1))
    dialog.campaign.setCurrentText("Saison 1")
    assert panel.plays.record(dialog.record())
    assert panel.plays.record(play("peur-game", 5, ("Chloé", None, 1)))  # outside the campaign
    panel.show_page(panel.campaigns)
    assert cell(table, 0, 2) == "2"
    panel.campaigns.show_plays()
    assert panel.pages.currentWidget() is panel.plays and panel.plays.campaign_filter.currentText() == "Saison 1"
    assert sorted(table_texts(panel, 3)) == ["Ana", "Bruno"]


def test_the_statistics_page_renders_its_charts(panel, book_path):
    with open_book(book_path) as book:
        for day in range(10):
            book.record_play(play("camorra", day, ("Ana", 10 + day, 1 if day % 3 else 2),
                                  ("Bruno", 12 - day % 4, 2 if day % 3 else 1), ("Chloé", 5 + day % 5, 3)))
    book_access().changed.emit()
    panel.show_page(panel.stats)
    assert panel.stats.head_to_head.text().startswith("10 plays together. Wins: Ana 6, Bruno 4.")
    # Bruno won days 0, 3, 6 and 9: Ana's runs are days 1-2, 4-5, 7-8, and the last play is Bruno's.
    assert panel.stats.streaks.text() == "Winning streaks: Ana 0 now, longest 2; Bruno 1 now, longest 1."
    assert panel.stats.charts.seats.title() == "Win rate by seat — Camorra"
    image = panel.grab().toImage()
    look_at(image, "book-stats")
    charts = panel.stats.chart_panel.grab().toImage()
    look_at(charts, "book-charts")
    colours = {charts.pixelColor(x, y).name()
               for x in range(0, charts.width(), 3) for y in range(0, charts.height(), 3)}
    assert {"#3a6ea5", "#c07a2c"} <= colours  # the wins bars and the seat bars are drawn


def test_the_location_dialog_refuses_an_unreachable_book_in_one_line(qtbot, tmp_path, monkeypatch, book_path):
    monkeypatch.delenv("TABLETOP_BOOK")
    settings = app_settings()
    settings.remove(SETTING_KEY)
    dialog = LocationDialog()
    qtbot.addWidget(dialog)
    dialog.field.setText("postgresql+psycopg://nobody@127.0.0.1:1/nothing")
    dialog.accept()
    assert dialog.problem.isVisible() or not dialog.isVisible()
    assert dialog.problem.text().startswith("the book's server 127.0.0.1 (port 1) does not answer")
    assert "\n" not in dialog.problem.text() and dialog.result() != dialog.DialogCode.Accepted
    dialog.field.setText("mysql://somewhere/book")
    dialog.accept()
    assert "use a SQLite file path or a postgresql+psycopg:// URL" in dialog.problem.text()
    chosen = tmp_path / "club" / "night.sqlite"
    dialog.field.setText(str(chosen))
    dialog.accept()
    assert dialog.result() == dialog.DialogCode.Accepted and chosen.exists()
    assert chosen_location() == str(chosen)
    assert location_problem("") == "give a file path or a postgresql+psycopg:// URL"
    monkeypatch.setenv("TABLETOP_BOOK", str(book_path))
    assert chosen_location() == str(book_path)  # the environment wins over the setting, as in the core
    settings.remove(SETTING_KEY)


def test_a_long_score_series_is_drawn_as_its_running_mean():
    assert running_mean([1, 2, 3, 4], 2) == [1, 1.5, 2.5, 3.5]
    assert running_mean([4, 0, 2], 5) == [4, 2, 2]


def test_the_player_dialog_reads_its_fields_blank_as_none(qtbot):
    dialog = PlayerDialog()
    qtbot.addWidget(dialog)
    dialog.name.setText("  Ana ")
    dialog.colour.setText("#c0392b")
    assert dialog.details() == PlayerDetails("Ana", None, "#c0392b", None)
    edit = PlayerDialog(PlayerInfo("Bruno", "Le Bras", None, "left-handed"))
    qtbot.addWidget(edit)
    assert edit.details() == PlayerDetails("Bruno", "Le Bras", None, "left-handed")


def test_a_campaign_of_the_campaign_book_lists_each_gang_with_its_player(qapp, panel, book_path):
    """Issue 38 §1: a gang and its player are written one way on every screen, « Police (Ana) »; the Campaigns page
    listed a campaign of the campaign book as « A — Police, F — Skins, Ana, Bruno », who plays whom unsaid."""
    from tabletop.games.peur_sur_la_ville.campaign.setup import create_campaign

    with open_book(book_path) as book:
        create_campaign(book, "Saison", {"A": ("Ana", None), "F": ("Bruno", None)})
    book_access().changed.emit()
    panel.show_page(panel.campaigns)
    assert cell(panel.campaigns.list, 0, 3) == "Police (Ana), Skins (Bruno)"


def test_the_ledger_of_a_campaign_names_each_gang_with_its_player_and_each_field_in_words(qapp, panel, book_path):
    """Issue 38: the ledger's subject column read « A — Police » where every other screen says « Police (Ana) », and
    its field column « Officier de la Police : dans la bande », a sentence's fragment after a colon."""
    from tabletop.games.peur_sur_la_ville.campaign.setup import create_campaign

    with open_book(book_path) as book:
        create_campaign(book, "Saison", {"A": ("Ana", None), "F": ("Bruno", None)})
    book_access().changed.emit()
    panel.show_page(panel.campaigns)
    panel.campaigns.list.select_source_row(0)
    ledger = panel.campaigns.ledger
    rows = [(cell(ledger, r, 0), cell(ledger, r, 1)) for r in range(ledger.model().rowCount())]
    assert ("Police (Ana)", "Officier of the Police, member of the gang") in rows
    assert ("Skins (Bruno)", "bitcoins") in rows
    assert {subject for subject, _field in rows} == {"Police (Ana)", "Skins (Bruno)"}
    assert [field for _subject, field in rows if ":" in field] == []


def test_the_campaign_dialog_reads_players_and_gangs(qtbot):
    dialog = CampaignDialog(["peur-game", "camorra"])
    qtbot.addWidget(dialog)
    dialog.players.setText("Ana, Bruno ,, ")
    dialog.gangs.setText("Skins,Police")
    assert dialog.members() == [CampaignMember("Ana"), CampaignMember("Bruno"), CampaignMember("Skins", "gang"),
                                CampaignMember("Police", "gang")]
    # Games by their titles, in the language's order; the book gets the id.
    assert [dialog.game.itemText(k) for k in range(dialog.game.count())] == ["Camorra", "Peur sur la Ville — live games"]
    assert game_of(dialog.game) == "camorra"


def test_a_book_that_cannot_be_opened_is_said_once_above_the_pages(qtbot, book_path, messages, monkeypatch):
    monkeypatch.setenv("TABLETOP_BOOK", "postgresql+psycopg://nobody@127.0.0.1:1/nothing")
    panel = BookPanel(BookDocument())
    qtbot.addWidget(panel)
    assert messages.shown == [] and not panel.pages.isEnabled()
    assert panel.where.text().startswith("The book cannot be opened: the book's server 127.0.0.1 (port 1) does not "
                                         "answer")
    monkeypatch.setenv("TABLETOP_BOOK", str(book_path))
    book_access().location_changed()
    assert panel.pages.isEnabled()
    assert panel.where.text() == f"Book: {book_path} (chosen outside Tabletop, when it was started)"


def test_a_play_the_book_refuses_comes_back_to_be_corrected(panel, messages, monkeypatch):
    panel.show_page(panel.plays)
    shown: list[str] = []

    def exec_(dialog) -> int:
        shown.append(dialog.game.currentText())
        if len(shown) == 1:
            dialog.game.setCurrentText("")  # no game: the book refuses the play
            dialog.add_participant(Participant(name="Ana", rank=1))
        else:
            assert dialog.table.rowCount() == 1  # as typed
            dialog.game.setCurrentText("camorra")
        return dialog.DialogCode.Accepted

    monkeypatch.setattr(PlayDialog, "exec", exec_)
    panel.plays.ask_new()
    assert len(shown) == 2 and len(messages.texts("warning")) == 1
    assert table_texts(panel, 1) == ["Camorra"]  # the game's title, not its id


def test_names_sort_as_the_language_does_in_the_tables_and_the_lists(panel, book_path):
    """Issue 38: accented and lower-case names sorted after « Z » (« Élise » after « Zoé »)."""
    with open_book(book_path) as book:
        for day, (first, second) in enumerate((("Zoé", "émile"), ("François", "Élise"), ("bruno", "Zoé"))):
            book.record_play(play("camorra", day, (first, 10, 1), (second, 5, 2)))
    book_access().changed.emit()
    order = ["bruno", "Élise", "émile", "François", "Zoé"]
    assert [cell(panel.players.table, r, 0) for r in range(panel.players.table.row_count())] == order
    panel.show_page(panel.plays)
    assert [panel.plays.player_filter.itemText(k) for k in range(1, panel.plays.player_filter.count())] == order
    panel.show_page(panel.stats)
    assert [panel.stats.a.itemText(k) for k in range(panel.stats.a.count())] == order
    table = panel.stats.players_table
    table.sortByColumn(0, Qt.SortOrder.AscendingOrder)
    assert [cell(table, r, 0) for r in range(table.row_count())] == order


def test_the_play_dialog_shows_the_game_s_title_and_the_date_in_the_language(qtbot):
    """Issue 38: the dialog showed « camorra » and « 2026-02-01 20:00 »."""
    from PySide6.QtCore import QLocale

    before = QLocale()
    QLocale.setDefault(QLocale("fr_FR"))
    try:
        recorded = play("camorra", 0, ("Ana", 12, 1), ("Bruno", 9, 2))
        dialog = PlayDialog(["peur-game", "camorra"], ["Bruno", "Ana"], recorded)
        qtbot.addWidget(dialog)
        local = recorded.played_at.astimezone()
        assert dialog.game.currentText() == "Camorra" and game_of(dialog.game) == "camorra"
        assert dialog.when.text() == f"{local.day} févr. {local.year} {local.hour:02d}:{local.minute:02d}"
        assert dialog.record().game == "camorra" and dialog.record().played_at == recorded.played_at
    finally:
        QLocale.setDefault(before)


def test_a_book_the_driver_refuses_is_said_in_the_core_s_sentence(tmp_path, monkeypatch):
    """Issue 38 §2: the location dialog said « cannot open the book at x: <driver's English> » of its own; now the
    sentence the command line says (driver_words), the book by its file, the driver's first line in parentheses."""
    import sqlite3

    from sqlalchemy.exc import OperationalError

    import ui.book.access as access

    def refused(_location):
        raise OperationalError("PRAGMA journal_mode", {}, sqlite3.OperationalError("disk I/O error"))
    monkeypatch.setattr(access, "open_book", refused)
    location = tmp_path / "club.sqlite"
    assert location_problem(str(location)) == (f"the book «\u00a0{location}\u00a0» cannot be opened (disk I/O error)")
