"""Players' phones… on the laptop: from a card-game play's tab the referee starts the server, shows one player's QR
code at a time, sees who is connected, cuts a phone off; closing the tab stops the server."""

from __future__ import annotations

import httpx
import pytest
from PySide6.QtWidgets import QMessageBox

from tabletop import SAMPLES_DIR
from ui import preferences
from ui.games.tracker.document import PlayDocument
from ui.games.tracker.panel import TrackerPanel
from ui.games.gangster_paradise.view import GangsterParadiseView
from ui.phones.dialog import PhonesDialog
from ui.phones.link import PhonesLink, link_of, phones_served, serving


def _panel(monkeypatch) -> TrackerPanel:
    monkeypatch.setattr(preferences, "phones_address", lambda: ("127.0.0.1", 0))
    document = PlayDocument.open(str(SAMPLES_DIR / "plays" / "gangster-paradise.ttplay.json"))
    return TrackerPanel(document, GangsterParadiseView())


@pytest.fixture
def tab(qtbot, monkeypatch):
    panel = _panel(monkeypatch)
    qtbot.addWidget(panel)
    return panel


def test_the_referee_shows_one_code_at_a_time_and_cuts_a_phone_off(tab, qtbot, monkeypatch):
    tab.phones_button.defaultAction().trigger()
    dialog = tab.findChild(PhonesDialog)
    server = dialog.server
    assert not tab.reveal_button.isHidden()  # the bank's screens and the forms' bounds hide the notes
    assert dialog.code.pixmap().isNull()  # no code until the referee asks for one
    dialog.players.setCurrentIndex(1)
    dialog.show_code()
    assert not dialog.code.pixmap().isNull() and dialog.current() in dialog.address.text()
    old = server.join_url(dialog.current())
    with httpx.Client(follow_redirects=True) as phone:
        phone.get(old)
        assert phone.get(server.url + "api/view").json()["player"] == dialog.current()
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog.cut_off()
    assert dialog.code.pixmap().isNull()
    assert httpx.get(server.url + "api/view",
                     headers={"Authorization": "Bearer " + old.rsplit("/", 1)[1]}).status_code == 401


def test_closing_the_tab_stops_the_server(qtbot, monkeypatch):
    tab = _panel(monkeypatch)  # the shell deletes a closed tab: not left to qtbot to close
    tab.phones_button.defaultAction().trigger()
    link = tab.findChild(PhonesLink)
    url = link.server.url
    assert httpx.get(url).status_code == 401
    tab.close()
    tab.deleteLater()
    qtbot.waitUntil(lambda: not _answers(url), timeout=5000)


def _answers(url: str) -> bool:
    try:
        httpx.get(url, timeout=1)
    except httpx.TransportError:
        return False
    return True


def test_the_laptop_hides_a_players_secret_while_the_phones_hold_it(qtbot, monkeypatch):
    """A Narcopolis Rôle card: shown in the column before the phones, « caché » while they are served, shown again
    by one click on « Show the secrets » until the next change."""
    from tabletop import games
    from tabletop.games.interface import PlaySetup
    from ui.games.narcopolis.view import NarcopolisView

    monkeypatch.setattr(preferences, "phones_address", lambda: ("127.0.0.1", 0))
    game = games.game_core("narcopolis")
    setup = PlaySetup("narcopolis", ("Ana", "Bob", "Cy"), seed=1,
                      options={"modules": ["roles"], "roles": {"Ana": "infiltre", "Bob": "gangsta", "Cy": "gangsta"}})
    document = PlayDocument(game)
    document.start(setup)
    panel = TrackerPanel(document, NarcopolisView())
    qtbot.addWidget(panel)

    def role_shown() -> str:
        return dict(panel.columns["Ana"].rows)["Role"]

    assert role_shown() == "Infiltré"
    panel.phones_button.defaultAction().trigger()
    assert role_shown() == "hidden" and not panel.reveal_button.isHidden()
    panel.reveal_button.click()
    assert role_shown() == "Infiltré"
    panel.apply(document.session.legal_events()[0])
    assert role_shown() == "hidden" and not panel.reveal_button.isChecked()



def test_a_live_game_tells_the_phones_of_each_event(qtbot, monkeypatch):
    """Peur sur la Ville: the map's tool bar opens the phones, each gang's token gives its own figures, and an event
    applied or undone on the laptop is pushed to the gang's page."""
    import json

    from websockets.sync.client import connect

    from tabletop.games.peur_sur_la_ville.play.gamefile import load_game
    from tabletop.games.peur_sur_la_ville.play.session import GameSession
    from tabletop.phones.server import COOKIE
    from ui.games.peur_sur_la_ville.document import GameDocument
    from ui.games.peur_sur_la_ville.panel import GamePanel

    monkeypatch.setattr(preferences, "phones_address", lambda: ("127.0.0.1", 0))
    sample = load_game(SAMPLES_DIR / "games" / "bank-job.ttgame.json")
    kept = len(sample.events) // 2
    document = GameDocument(GameSession(sample.setup, sample.events[:kept]))
    panel = GamePanel(document)
    qtbot.addWidget(panel)
    panel.phones_action.trigger()
    server = panel.findChild(PhonesLink).server
    token = server.seats.token("Police")
    view = httpx.get(server.url + "api/view", headers={"Authorization": f"Bearer {token}"}).json()
    assert view["game"] == "peur-sur-la-ville" and all(n.endswith(" of the Police") for n in view["private"]["figures"])
    host = server.url.split("//")[1].rstrip("/")
    # Every push is kept as it comes (max_queue=None), as a browser keeps them: the client's default holds 16 unread
    # and then stops reading its socket, so the server's answer to its close went unread for the 10 s close_timeout.
    with connect(server.url.replace("http", "ws") + "ws", origin=f"http://{host}", proxy=None, max_queue=None,
                 additional_headers={"Cookie": f"{COOKIE}={token}"}) as socket:
        first = json.loads(socket.recv(timeout=5))["view"]
        loaded = document.undo_stack.index()  # the file's events are undo steps too
        for event in sample.events[kept:]:  # the sample's next events, applied as the referee would
            document.apply(event)
            if server.views.view("Police") != first:
                break
        pushed = json.loads(socket.recv(timeout=5))["view"]
        assert pushed != first and pushed == server.views.view("Police")
        # Back to where the phone joined, and no further: the pushes of quick undos are gathered into one, so an
        # undo past the join (into the file's own events) could skip the view the phone is waiting for.
        while document.undo_stack.index() > loaded:
            document.undo_stack.undo()
        while json.loads(socket.recv(timeout=5))["view"] != first:
            pass  # the undo reaches the phone too


def test_two_tabs_serve_their_phones_at_once(qtbot, monkeypatch):
    """The second tab finds the chosen port taken by the first: it serves on a free one instead of refusing."""
    refusals = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *args: refusals.append(args[2]))
    first = _panel(monkeypatch)
    qtbot.addWidget(first)
    first.phones_button.defaultAction().trigger()
    taken = first.findChild(PhonesLink).server.port
    monkeypatch.setattr(preferences, "phones_address", lambda: ("127.0.0.1", taken))
    document = PlayDocument.open(str(SAMPLES_DIR / "plays" / "gangster-paradise.ttplay.json"))
    second = TrackerPanel(document, GangsterParadiseView())
    qtbot.addWidget(second)
    second.phones_button.defaultAction().trigger()
    assert refusals == []
    other = second.findChild(PhonesLink).server
    assert other.port != taken and httpx.get(other.url).status_code == 401


def test_whether_a_tab_serves_its_phones_is_asked_of_its_link_not_looked_for_among_its_widgets(tab):
    """The tracker asks it several times a step, from widgets deep in the tab, and the action box holds every widget
    the steps replaced until the event loop deletes them: looking through each ancestor's children grew with them."""
    looked: list[tuple] = []
    inside = tab.actions_box
    link = link_of(tab, tab.document)
    for widget in (tab, inside):
        widget.findChild = lambda *args, **_options: looked.append(args)
    try:
        assert not serving(tab) and not phones_served(inside)
        link.start()
        assert serving(tab) and phones_served(inside) and not serving(inside)
        link.stop()
        assert not serving(tab) and not phones_served(inside)
    finally:
        del tab.findChild, inside.findChild
    assert looked == []
