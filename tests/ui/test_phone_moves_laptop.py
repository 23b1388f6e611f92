"""The laptop while the phones move: a move a phone sends to a tab's play is one more event of its document (an undo
step the referee can take back, the phones told), and the tab's log shows it as the table sees it."""

from __future__ import annotations

import threading

import httpx

from tabletop.games.playfile import PlayFile
from ui import preferences
from ui.games.gangster_paradise.view import GangsterParadiseView
from ui.games.narcopolis.hidden_roll import HiddenRoll
from ui.games.narcopolis.view import NarcopolisView
from ui.games.tracker.document import PlayDocument
from ui.games.tracker.panel import TrackerPanel
from ui.phones.link import link_of

from tests.games.gangster_paradise.table import at, started, walk
from tests.games.narcopolis.helpers import booki_attacks_killah


def tab(qtbot, monkeypatch, session, view):
    monkeypatch.setattr(preferences, "phones_address", lambda: ("127.0.0.1", 0))
    document = PlayDocument(session.game, PlayFile(session=session))
    panel = TrackerPanel(document, view)
    qtbot.addWidget(panel)
    server = link_of(panel, document).start()
    return panel, document, server


def send(qtbot, server, player, event):
    """POST the move from another thread (the phone), while the UI thread runs it: the answer."""
    answer = {}

    def phone():
        answer["http"] = httpx.post(f"{server.url}api/move", json=event, timeout=10,
                                    headers={"Authorization": f"Bearer {server.seats.token(player)}"})

    thread = threading.Thread(target=phone)
    thread.start()
    qtbot.waitUntil(lambda: "http" in answer, timeout=10_000)
    thread.join()
    return answer["http"]


def log_rows(panel):
    return [panel.log.item(i).text() for i in range(panel.log.count())]


def test_a_phones_roll_and_announcement_are_undo_steps_on_the_laptop(qtbot, monkeypatch):
    panel, document, server = tab(qtbot, monkeypatch, booki_attacks_killah(), NarcopolisView())
    steps = document.undo_stack.count()
    assert send(qtbot, server, "Killah", {"type": "roll", "dice": [6, 6, 6]}).status_code == 403
    answer = send(qtbot, server, "Booki", {"type": "roll", "dice": [4, 2, 1]})
    assert answer.status_code == 200 and document.undo_stack.count() == steps + 1
    assert log_rows(panel)[-1].endswith("Booki rolls (hidden)")
    cup = panel.actions_box.findChild(HiddenRoll)  # the laptop is no cup while the phones are served
    assert cup.on_phone and not cup.button.isVisibleTo(cup) and "421" not in cup.label.text()
    assert "Booki's phone" in cup.label.text()
    assert send(qtbot, server, "Booki", {"type": "announce", "value": 531}).status_code == 200
    assert "Killah" in panel.header.text() or panel.columns["Killah"].title().startswith("▶")
    document.undo_stack.undo()  # the referee takes the announcement back
    assert document.session.events[-1] == {"type": "roll", "dice": [4, 2, 1]}
    assert server.views.view("Booki")["public"]["to_move"] == "Booki"


def test_a_laundering_shows_on_the_laptop_without_its_amount(qtbot, monkeypatch):
    panel, document, server = tab(qtbot, monkeypatch, walk(started(), at("laundering", "Ana")),
                                  GangsterParadiseView())
    answer = send(qtbot, server, "Ana", {"type": "launder", "red": 4})
    assert answer.status_code == 200 and document.session.events[-1] == {"type": "launder", "red": 4}
    last = log_rows(panel)[-1]
    assert last.endswith("Ana launders and pays the salaries") and "4 red" not in last
    assert "launders 4 red into 2 white" in document.session.log_lines[-1]  # the referee's account, in the file
