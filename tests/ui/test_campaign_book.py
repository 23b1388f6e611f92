"""The campaign book driven as a referee drives it, offscreen: a campaign of three gangs created from the tab, three
campaign turns through the wizard (contracts, hidden tables revealed, the sample game's log feeding step 3,
investments), the standings with the chart, a gang's sheet, and both printed."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage

from tabletop.games.peur_sur_la_ville.campaign import tables
from tabletop.games.peur_sur_la_ville.campaign.setup import create_campaign
from tabletop.games.peur_sur_la_ville.play import EndGame, StartGame
from ui.games.peur_sur_la_ville.campaign.document import CampaignDocument
from ui.games.peur_sur_la_ville.campaign.panel import CampaignPanel

ROOT = Path(__file__).resolve().parents[2]
BANK = str(ROOT / "tabletop" / "samples" / "bank-job.geojson")
CHURCH = str(ROOT / "tabletop" / "samples" / "church-square.geojson")
SAMPLE = str(ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json")


def _play_turn(qtbot, panel: CampaignPanel, investments: dict) -> None:
    wizard = panel.open_wizard()
    qtbot.addWidget(wizard)
    contracts = wizard.contracts_page
    assert contracts.table.rowCount() >= 3  # one contract each; Ritals hold none of Informateur/Bizness
    # Each contract names its gang as every page does (« Ritals ou Irlandais »), not by its letter alone.
    ritals = next(r for r in range(contracts.table.rowCount())
                  if contracts.table.item(r, 0).text() == "Ritals ou Irlandais")
    contracts.set_number(ritals, 3, 2)  # the referee's card: a 2-point contract without bitcoins
    contracts.set_number(ritals, 4, 0)
    wizard.next()
    tables = wizard.tables_page
    assert not tables.isComplete()
    for letter, table in (("A", BANK), ("F", BANK), ("N", CHURCH)):
        tables.choose(letter, table)
    assert tables.combos["A"].isHidden() and tables.reveal_button.isEnabled()
    tables.reveal()
    assert tables.meetings == {BANK: ["A", "F"], CHURCH: ["N"]}
    church = tables.open_game(CHURCH, ["N"])
    assert church is not None and set(church.session.setup.gangs) == {"N"}
    assert panel.live_windows and panel.live_windows[-1].isVisible()
    qtbot.addWidget(panel.live_windows[-1])
    church.session.apply(StartGame(positions={}, free_placement=True))
    church.session.apply(EndGame(reason="the Ritals keep to their church"))
    wizard.next()
    results = wizard.results_page
    assert not results.isComplete() and "Braquage à la Banque Centrale" in results.waiting.text()  # the map's name
    results.record_file(BANK, SAMPLE)
    results.record_live(CHURCH)
    assert results.waiting.text() == "Every table's game is in."
    assert not results.isComplete()  # every line must be confirmed
    # Each line names its gang as the other pages do, not by its letter alone.
    assert {results.table.item(r, 0).text() for r in range(results.table.rowCount())} >= {"Police"}
    dead = results.field("A", "dead")
    killed = dead.value()
    assert len(killed) == 1 and results.documents()["A"]["dead"] == killed  # the Police's figure killed
    other = next(f.id for f in wizard.view.gangs["A"].alive if f.id not in killed)
    dead.add_line(other, 1)  # a figure chosen by name in the typed field
    assert results.documents()["A"]["dead"] == [*killed, other]
    dead.set_value(killed)
    assert results.documents()["A"]["dead"] == killed
    completed = results.field("N", "contracts")
    assert len(completed.boxes) == 1 and not completed.value()
    completed.boxes[0].setChecked(True)  # the Ritals' contract completed, ticked by the referee
    assert [c["reputation"] for c in completed.value()] == [2]
    asked = []  # each time the wizard is told to ask the page whether it is complete
    results.completeChanged.connect(lambda: asked.append(1))
    results.confirm_all()
    assert results.isComplete(), results.problem.text()
    assert asked == [1] and results.table.rowCount() > 1  # once, for every line confirmed
    wizard.next()
    assert wizard.currentPage() is wizard.accounts_page, (wizard.currentId(), results.problem.text())
    assert wizard.accounts_page.table.rowCount() > 0 and not wizard.accounts_page.problem.text()
    wizard.next()
    spending = wizard.investments_page
    for letter, investment in investments:
        assert spending.add_investment(letter, investment), spending.problem.text()
    # The shopping list: a line with its price, the money left counted as lines come and go, a purchase past the
    # money left refused in a sentence and kept off the list.
    left = spending.money.text()
    assert spending.add_investment("N", {"kind": "recruit", "count": 1})
    assert spending.list.item(spending.list.count() - 1).text().endswith("price in bitcoins: 2")
    assert spending.money.text() != left
    spending.list.setCurrentRow(spending.list.count() - 1)
    spending.remove_selected()
    assert spending.money.text() == left and len(spending.purchases) == len(investments)
    spending.gang.setCurrentIndex(spending.gang.findData("A"))  # the form: the gang's figures by name
    spending.kind.setCurrentIndex(spending.kind.findData("equipment"))
    spending.what.setCurrentIndex(spending.what.findData("gilet"))
    spending.figure.setCurrentIndex(1)
    spending.add_from_form()
    assert spending.purchases[-1].investment == {"kind": "equipment", "item": "gilet",
                                                 "figure": spending.figure.currentData()}, spending.problem.text()
    assert spending.figure.currentText() in spending.list.item(spending.list.count() - 1).text()
    spending.list.setCurrentRow(spending.list.count() - 1)
    spending.remove_selected()
    assert not spending.add_investment("N", {"kind": "recruit", "count": 50})
    assert spending.problem.text().startswith("The Ritals ou Irlandais cannot buy this: costs ") \
        and len(spending.purchases) == len(investments)
    assert spending.isComplete(), spending.problem.text()
    wizard.next()
    summary = wizard.summary_page
    assert wizard.currentPage() is summary and not summary.problem.text()
    assert "Bitcoins before the turn: " in summary.text.text() and "Purchases: " in summary.text.text()
    # each figure killed is a loss said whole by its Fluent message (peur-figure-dead)
    assert killed and summary.text.text().count(" is dead.") == len(killed), summary.text.text()
    wizard.accept()
    assert not wizard.problem


def test_a_campaign_tests_book_opens_empty_without_migrating(qtbot, empty_book: Path, monkeypatch) -> None:
    """The campaign tests' book is an empty one at the head revision: opening it runs no migration (each test made
    and migrated a new book, 0.1-0.3 s), and it is the test's own file."""
    from alembic import command

    monkeypatch.setattr(command, "upgrade", lambda *_args: pytest.fail("a migration ran"))
    document = CampaignDocument.open(str(empty_book))
    assert document.campaigns() == [] and document.book.count_plays() == 0
    document.book.close()


def test_three_turns_through_the_wizard(qtbot, tmp_path: Path, empty_book: Path, monkeypatch) -> None:
    replays = []  # the recorded games step 3 replays, to say whether they are over and what they propose
    replay = tables.game_from_json
    monkeypatch.setattr(tables, "game_from_json", lambda doc, source: (replays.append(source), replay(doc, source))[1])
    monkeypatch.setattr(tables, "_REPLAYED", {})  # none kept from an earlier test
    document = CampaignDocument.open(str(empty_book))
    panel = CampaignPanel(document)
    qtbot.addWidget(panel)
    panel.resize(1000, 900)
    panel.show()
    create = panel.create_page
    create.name.setText("Saison")
    for letter, player in (("A", "Ana"), ("F", "Bruno"), ("N", "Chloé")):
        create.add_gang(letter, player)
    create.add_table(BANK)
    create.add_table(CHURCH)
    assert create.create(), create.problem.text()
    assert document.view.name == "Saison" and panel.chooser.currentText() == "Saison"
    _play_turn(qtbot, panel, [("A", {"kind": "recruit", "count": 2}),
                              ("N", {"kind": "resource", "resource": "labo"})])
    _play_turn(qtbot, panel, [("F", {"kind": "equipment", "item": "gilet", "figure": "F2"}),
                              ("A", {"kind": "recruit", "count": 2})])
    _play_turn(qtbot, panel, [("A", {"kind": "resource", "resource": "hopital"})])
    view = document.view
    assert view.turn == 3
    # Each table's game recorded is replayed once, however often step 3 and the turn's end ask about it.
    assert len(replays) == len(set(replays)) == 2 * 3
    # The sample game each turn: the Police lose 1 figure (4 of their roster) and earn 5 for their casualties
    # and wounded; the Skins kill a passer-by; the Ritals complete a 2-point contract and earn their +2 (and Labo).
    assert view.gangs["N"].reputation == 1 + 3 * 2 and view.gangs["N"].bitcoins == 10 - 5 + 2 + 4 + 4
    assert len(view.gangs["A"].alive) == 10 + 2 + 2 - 1 * 3 and "hopital" in view.gangs["A"].resources
    assert panel.standings.item(0, 0).text() == "Ritals ou Irlandais"  # gangs by their names, never a letter
    assert panel.parrain.text().endswith("Ritals ou Irlandais")
    police = next(r for r in range(panel.standings.rowCount()) if panel.standings.item(r, 0).text() == "Police")
    assert panel.standings.item(police, 6).text() == "Hôpital de fortune"  # the resource by the rulebook's name
    wizard = panel.open_wizard()
    qtbot.addWidget(wizard)
    wizard.next()
    assert wizard.tables_page.reveal_button.isEnabled() is False  # no table revealed by an abandoned wizard
    wizard.reject()
    assert document.refresh().turn == 3
    assert set(document.view.turn_contracts) == {"A", "F", "N"}  # step 1 left: the contracts kept for turn 4
    panel.export_standings("/tmp/campaign-standings.png")
    panel.export_gang_sheet("F", "/tmp/campaign-gang-F.png")
    panel.export_standings(str(tmp_path / "standings.pdf"))
    panel.export_gang_sheet("A", str(tmp_path / "gang-A.pdf"))
    for name in ("standings.pdf", "gang-A.pdf"):
        assert (tmp_path / name).read_bytes().startswith(b"%PDF")
    standings = QImage("/tmp/campaign-standings.png")
    assert standings.width() >= 1000 and standings.height() > 400
    document.close_book()


def test_tied_leaders_duel_from_the_standings(qtbot, empty_book: Path) -> None:
    """« En cas d'égalité, les Leaders vont s'opposer dans un duel à mort ... Celui qui survit devient le Parrain. »"""
    document = CampaignDocument.open(str(empty_book))
    create_campaign(document.book, "Duel", {"C": ("Ana", None), "F": ("Bruno", None)})
    panel = CampaignPanel(document)
    qtbot.addWidget(panel)
    assert panel.parrain.text() == "Tied leaders duel: Junkies, Skins" and not panel.duel.isHidden()
    # A campaign not yet played is a flat line at 0: its axes stay « campaign turn », never « (x0.001) ».
    panel.resize(1366, 768)
    panel.show()
    qtbot.waitExposed(panel)
    qtbot.waitUntil(lambda: panel.chart.getAxis("left").range[0] < 0)  # the flat line's range, set once laid out
    assert all("x0" not in panel.chart.getAxis(side).labelString() for side in ("left", "bottom"))
    panel.duel.faces.setText("purple")
    panel.duel.shoot()
    assert "'purple' is not a face" in panel.duel.problem.text() and panel.duel.rounds == 0
    panel.duel.faces.clear()  # virtual dice from now on
    for _ in range(100):
        panel.duel.shoot()
        if "Parrain" in panel.duel.state.text() or "Maire" in panel.duel.state.text():
            break
    assert "shoots" in panel.duel.state.text()
    assert "Parrain" in panel.duel.state.text() or "Maire" in panel.duel.state.text()
    document.close_book()


def test_house_rules_are_ticked_and_counted_not_typed_as_json(qtbot, empty_book: Path) -> None:
    panel = CampaignPanel(CampaignDocument.open(str(empty_book)))
    qtbot.addWidget(panel)
    create = panel.create_page
    rows = {create.house.item(r, 0).data(Qt.ItemDataRole.UserRole): r for r in range(create.house.rowCount())}
    checkpoints = create.house.item(rows["checkpoints_accumulate"], 1)
    wounds = create.house.item(rows["duel_out_at_wounds"], 1)
    # A yes-or-no is a box to tick, a number a number (Qt edits it in a spin box): no « true » to type.
    assert checkpoints.checkState() == Qt.CheckState.Checked and checkpoints.text() == ""
    assert wounds.data(Qt.ItemDataRole.EditRole) == 3 and wounds.text() == "3"
    assert create._house_rules() == {}
    checkpoints.setCheckState(Qt.CheckState.Unchecked)
    wounds.setData(Qt.ItemDataRole.EditRole, 2)
    assert create._house_rules() == {"checkpoints_accumulate": False, "duel_out_at_wounds": 2}


def test_a_gangs_roster_file_is_refused_by_its_place_in_words(qtbot, tmp_path: Path, empty_book: Path) -> None:
    """Issue 38: the roster file chosen for a gang is read as the command line reads it, within the limits every file
    shares; a bad weapon names the file and the figure's weapon in words, a broken file its line and column, in the
    referee's language (the campaign was read with Python's own English words, without the file's name)."""
    import json

    from tabletop.games.peur_sur_la_ville.rules import roster_file_json, roster_from_data
    from tabletop.i18n import set_language
    game = json.loads(Path(SAMPLE).read_text(encoding="utf-8"))
    roster = roster_file_json(roster_from_data(game["rosters"]["A"]["roster"]))
    roster["figures"][3]["weapons"] = [5]
    armed, broken = tmp_path / "police.json", tmp_path / "cassee.json"
    armed.write_text(json.dumps(roster), encoding="utf-8")
    broken.write_text("{oops", encoding="utf-8")
    panel = CampaignPanel(CampaignDocument.open(str(empty_book)))
    qtbot.addWidget(panel)
    create = panel.create_page
    create.name.setText("Saison")
    create.add_gang("A", "Ana", str(armed))
    try:
        for code, expected in (
                ("fr", f"dans «\u00a0{armed}\u00a0», l'arme 1 de la figurine 4\u00a0: attendu un texte, reçu 5"),
                ("en", f"in «\u00a0{armed}\u00a0», weapon 1 of figure 4: expected a string, got 5")):
            set_language(code)
            assert not create.create()
            assert create.problem.text() == expected
        create.gangs.item(0, 2).setText(str(broken))
        set_language("fr")
        assert not create.create()
        assert create.problem.text() == (f"le fichier «\u00a0{broken}\u00a0» n'est pas du JSON valide\u00a0: à la ligne "
                                         "1, colonne 2, il manque des guillemets autour d'un nom")
    finally:
        set_language(None)
    assert panel.document.book.campaigns() == []


def test_a_gang_chosen_twice_is_refused_by_its_name(qtbot, qapp, empty_book: Path) -> None:
    """Two rows of the new campaign's gangs choose the Skins: refused in words (« gang F is named twice » before,
    the slot letter in an English line on a French screen)."""
    from tests.ui.test_french_ui import in_language
    with in_language(qapp, "fr"):
        panel = CampaignPanel(CampaignDocument.open(str(empty_book)))
        qtbot.addWidget(panel)
        create = panel.create_page
        create.name.setText("Saison")
        create.add_gang("F", "Ana", "")
        create.add_gang("F", "Bruno", "")
        assert not create.create()
        assert create.problem.text() == ("Deux lignes choisissent les Skins\u00a0: une bande ne joue qu'une fois dans une "
                                         "campagne.")
    assert panel.document.book.campaigns() == []
