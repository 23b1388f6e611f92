"""A whole Gangster Paradise play driven through the shared tracker offscreen: File → New Gangster Paradise play,
the new-play page with the clans and the first player, every event of the sample play entered with the panel's own
forms and lists (the auction, the resale, the laundering, the discard, trades and executants), each clan's notes
behind its screen, the end and the score sheet; stages painted (saved to /tmp/gp-*.png with TABLETOP_SHOTS=1)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from ui.games.gangster_paradise.bank import HIDDEN, BankPanel
from ui.games.gangster_paradise.forms import (AuctionForm, BuyForm, DiscardForm, ExecutantEffectForm, LaunderForm,
                                              ResaleForm, TradeForm)
from ui.games.tracker.panel import TrackerPanel
from ui.shell.main_window import MainWindow

from tests.ui.test_camorra_tracker import window  # noqa: F401 (the main window at the tracker tests' size)
from tests.ui.tracker_steps import grab, new_play, press, undo_the_end_redo_and_save

SAMPLE = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "plays" / "gangster-paradise.ttplay.json"
pytestmark = pytest.mark.usefixtures("settings_dir")  # tests/ui/conftest.py


def form(panel: TrackerPanel, kind: type) -> QWidget | None:
    for index in range(panel.actions_layout.count()):
        widget = panel.actions_layout.itemAt(index).widget()
        if isinstance(widget, kind):
            return widget
    return None


def enter(panel: TrackerPanel, event: dict) -> None:
    """Enter ``event`` as the referee does, with the form or the list that offers it."""
    kind = event["type"]
    if kind in ("bid", "pass"):
        auction: AuctionForm = form(panel, AuctionForm)
        if kind == "pass":
            auction.pass_button.click()
        else:
            auction.amount.setValue(event["amount"])
            auction.bid_button.click()
    elif kind == "buy":
        buy: BuyForm = form(panel, BuyForm)
        buy.card.setCurrentText(event["good"])
        buy.red.setValue(event["red"])
        buy.button.click()
    elif kind == "resell":
        resale: ResaleForm = form(panel, ResaleForm)
        for good in event["goods"]:
            resale.boxes[good].setChecked(True)
        resale.sell.click()
    elif kind == "launder":
        launder: LaunderForm = form(panel, LaunderForm)
        launder.red.setValue(event["red"])
        launder.button.click()
    elif kind == "discard":
        discard: DiscardForm = form(panel, DiscardForm)
        for good, n in event["goods"].items():
            discard.spins[good].setValue(n)
        discard.button.click()
    elif kind == "trade":
        trade: TradeForm = form(panel, TradeForm)
        trade.partner.setCurrentText(event["with"])
        for side in ("give", "get"):
            for item in ("red", "white"):
                trade.spins[(side, item)].setValue(event[side].get(item, 0))
            for good, n in event[side].get("goods", {}).items():
                trade.spins[(side, good)].setValue(n)
        trade.button.click()
    elif kind == "executant_effect":
        effect: ExecutantEffectForm = form(panel, ExecutantEffectForm)
        effect.card.setCurrentIndex([(p, i) for p, i, _ in effect.cards].index((event["target"], event["card"])))
        for item in ("red", "white"):
            effect.spins[item].setValue(event.get(item, 0))
        for good, n in event.get("goods", {}).items():
            effect.spins[good].setValue(n)
        effect.to.setCurrentIndex(effect.to.findData(event.get("to", "reserve")))
        effect.button.click()
    else:
        chooser = panel.chooser("chance" if panel.document.session.waits_on_chance() else kind)
        press(chooser, event, (kind, panel.header.text()))


def test_a_whole_play_through_the_tracker(qtbot, window: MainWindow, tmp_path: Path):
    log = json.loads(SAMPLE.read_text(encoding="utf-8"))["log"]
    panel = new_play(window, "gangster-paradise", "New &Gangster Paradise play")
    page = panel.setup_page
    assert (page.count.minimum(), page.count.maximum()) == (2, 5)
    page.set_players(["Romain", "Pierre", "Camille"])  # the sample evening is played under the default settings
    grab(panel, "gp-1-new-play")
    page.request_start()
    session = panel.document.session
    assert session.setup.options == {"clans": ["Hernandez", "Mutombo", "Giordano"]}  # Romain, seat 1, starts
    bank: BankPanel = panel.calculator
    for number, event in enumerate(log):
        if session.state.stage == "market" and session.state.turn == 2 and not session.state.auction.bids:
            grab(panel, "gp-2-auction")
        if session.state.stage == "recruitment" and session.state.turn == 5 and session.to_move() == "Camille" \
                and event["type"] == "recruit" and event["role"] == "bras_droit":
            grab(panel, "gp-3-recruitment")
            offered = panel.chooser("recruit")  # the bras droit is the one member she may recruit: a button alone
            assert offered.choice is None
            assert offered.button.toolTip().endswith("Camille recruits a Bras droit for 4 armes cards, promoting a Capitaine")
        if session.state.stage == "laundering" and session.state.turn == 3 and session.to_move() == "Romain":
            bank.screens["Romain"].button.click()
            assert "white" in bank.screens["Romain"].contents.text()
            grab(panel, "gp-4-laundering")
        enter(panel, event)
        assert session.events[-1] == event, (number, panel.message.text())
        assert bank.screens["Romain"].contents.text() == HIDDEN  # every change closes the screens
        assert str(session.state.clans[0].red) not in panel.columns["Romain"].title()
    assert session.is_over() and panel.banner.isVisible()
    assert panel.banner.text() == ("⚠ The game is over after 8 turns: the most white notes wins, then the most members, "
                                   "then the most red, then pierre-feuille-ciseaux.")
    assert not panel.calculator.arithmetic.isVisible() and panel.calculator.screens_box.isVisible()
    assert panel.score_sheet.ranking.winners() == ["Pierre"]
    grab(window, "gp-5-over")
    undo_the_end_redo_and_save(window, panel, tmp_path / "evening.ttplay.json", log)


def test_the_public_columns_show_goods_and_members_never_money(qtbot, window: MainWindow):
    panel = window.open_path(str(SAMPLE))
    for _ in range(60):
        window.undo_action.trigger()
    state = panel.document.session.state
    for clan in state.clans:
        rows = dict(panel.view.player_rows(state, clan.player))
        assert set(rows) >= {"Clan", "Production", "Members", "Goods"}
        assert not any("red" in value or "white" in value for value in rows.values())


def test_the_bank_panel_works_the_books_laundering_by_hand(qtbot, window: MainWindow):
    """« Romain possède 2 commerçants … Il décide de blanchir 34 billets rouges … 17 billets blancs »"""
    panel = window.open_path(str(SAMPLE))
    bank: BankPanel = panel.calculator
    bank.spins["red"].setValue(34)
    bank.spins["commercant"].setValue(2)
    bank.spins["soldat"].setValue(1)
    bank.flags["boss"].setChecked(True)
    text = bank.result.text()
    assert "Capacity 100 red: launders 34 red into 17 white, keeps 0 red" in text
    assert "Salaries 9 white, bonus 5 white" in text
    bank.spins["red"].setValue(101)
    assert "more than the capacity" in bank.result.text()
    grab(panel, "gp-6-bank")


def test_the_end_banner_is_one_french_sentence_with_one_colon(qapp):
    """« La partie est terminée : 8 tours joués : … » glued the game's reason after the banner's own colon."""
    from tests.games.gangster_paradise.table import started, walk
    from tests.ui.test_french_ui import in_language
    from ui.games.gangster_paradise.view import GangsterParadiseView
    state = walk(started(("Ana", "Bruno")), lambda s: s.is_over() or s.state.stage == "tiebreak").state
    with in_language(qapp, "fr"):
        said = GangsterParadiseView().end_reason(state)
    assert said == ("La partie est terminée après 8 tours\u00a0: le plus de billets blancs gagne, puis le plus de "
                    "membres, puis le plus de rouges, puis pierre-feuille-ciseaux.")
