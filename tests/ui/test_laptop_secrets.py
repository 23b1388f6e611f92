"""While a card-game tab serves its players' phones, the laptop's forms, panels and header show none of a player's
secrets (his notes, the exécutants he holds, what a cover is), until the referee clicks « Show the secrets »."""

from __future__ import annotations

import random
from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QSpinBox, QWidget

from tabletop import games
from tabletop.games.gangster_paradise import money
from tabletop.games.interface import PlaySetup
from tabletop.phones import laptop
from ui import preferences
from ui.games.tracker.document import PlayDocument
from ui.games.tracker.game_view import EventChooser
from ui.games.tracker.panel import TrackerPanel


def _play(game_id: str, events: int, seed: int = 0, players: tuple[str, ...] = ("Ana", "Bob", "Cy")) -> PlayDocument:
    """A play of ``events`` random legal events (the seeded virtual dice for chance), as a referee would enter it."""
    document = PlayDocument(games.game_core(game_id))
    document.start(PlaySetup(game_id, players, seed=seed))
    rng = random.Random(seed)
    for _ in range(events):
        session = document.session
        document.apply(session.virtual_roll() if session.waits_on_chance() else rng.choice(session.legal_events()))
    return document


def _tab(qtbot, monkeypatch, document: PlayDocument, view: object) -> TrackerPanel:
    monkeypatch.setattr(preferences, "phones_address", lambda: ("127.0.0.1", 0))
    panel = TrackerPanel(document, view)
    qtbot.addWidget(panel)
    return panel


def _texts(panel: QWidget) -> str:
    """Every word the tab shows: labels, buttons, group titles, choices."""
    from PySide6.QtWidgets import QComboBox

    texts = [w.text() for w in panel.findChildren(QLabel) + panel.findChildren(QAbstractButton) if w.isVisibleTo(panel)]
    texts += [w.title() for w in panel.findChildren(QGroupBox)]
    texts += [c.itemText(i) for c in panel.findChildren(QComboBox) if c.isVisibleTo(panel) for i in range(c.count())]
    return "\n".join(texts)


@pytest.fixture
def laundering(qtbot, monkeypatch):
    """Gangster Paradise, phase 5: Ana holds 15 red behind her screen, her members may launder 20."""
    from ui.games.gangster_paradise.view import GangsterParadiseView

    document = _play("gangster-paradise", 104)
    state = document.session.state
    clan = state.clans[state.active_seat()]
    assert (state.stage, clan.player, clan.red, money.laundering_capacity(clan.members, state.rules)) == \
        ("laundering", "Ana", 15, 20)
    return _tab(qtbot, monkeypatch, document, GangsterParadiseView())


def test_the_laundering_form_does_not_bound_the_amount_by_the_red_notes_while_the_phones_hold_them(laundering):
    def spin() -> QSpinBox:
        # the actions are made again at each refresh; the ones replaced are hidden before they are deleted
        return next(w for w in laundering.findChildren(QSpinBox, "launder-red") if w.isVisibleTo(laundering))

    assert (spin().maximum(), spin().value()) == (15, 15)  # no phones: the referee's own account
    laundering.phones_button.defaultAction().trigger()
    assert (spin().maximum(), spin().value()) == (20, 0)  # the capacity, from the members on the table
    form = next(w for w in laundering.findChildren(QGroupBox, "launder-form") if w.isVisibleTo(laundering))
    assert "Red notes to launder, then the salaries are paid" in _texts(form)
    screens = [b for b in laundering.findChildren(QAbstractButton) if b.objectName().startswith("screen-")]
    assert screens and not any(b.isEnabled() for b in screens)
    assert not laundering.reveal_button.isHidden()
    laundering.reveal_button.click()  # the one deliberate click
    assert (spin().maximum(), spin().value()) == (15, 15)
    assert all(b.isEnabled() for b in screens)
    screens[0].click()
    assert "red; executants" in _texts(laundering)


def test_the_executants_offered_are_every_kind_while_the_phones_hold_them(qtbot, monkeypatch):
    from ui.games.gangster_paradise.view import GangsterParadiseView

    document = _play("gangster-paradise", 298)
    state = document.session.state
    kinds = {k.name for k in state.rules.executant_kinds}
    held = set(state.clans[state.active_seat()].executants)
    assert held and held != kinds
    panel = _tab(qtbot, monkeypatch, document, GangsterParadiseView())

    def offered() -> set[str]:
        choosers = [w for w in panel.findChildren(EventChooser) if w.isVisibleTo(panel)]
        return {e["kind"] for w in choosers for e in w.events if e["type"] == "play_executant"}

    assert offered() == held
    panel.phones_button.defaultAction().trigger()
    assert offered() == kinds


def test_the_mafia_story_header_counts_what_anyone_can_count_while_the_phones_are_served(qtbot, monkeypatch):
    from ui.games.mafia_story.view import MafiaStoryView

    document = _play("mafia-story", 0, seed=3, players=("A", "B", "C"))
    rng = random.Random(3)
    while not any(c.cover is not None and c.cover.kind == "police" for c in document.session.state.cells):
        session = document.session
        document.apply(session.virtual_roll() if session.waits_on_chance() else rng.choice(session.legal_events()))
    state = document.session.state
    told, laid = state.city_cards(), laptop.mafia_city_count(state, True)
    assert told != laid  # the tracker's count leaves out the card under the police cover
    panel = _tab(qtbot, monkeypatch, document, MafiaStoryView())
    assert f"cards in the city: {told}" in panel.header.text()
    panel.phones_button.defaultAction().trigger()
    assert "cards in the city" not in _texts(panel) and f"cards and covers laid: {laid}" in panel.header.text()
    assert f"City: {laid} cards and covers laid" in _texts(panel)
    panel.reveal_button.click()
    assert f"cards in the city: {told}" in panel.header.text()


def test_an_armement_card_kept_stays_its_fighters_until_he_uses_it():
    combat = SimpleNamespace(armement={"Ana": "couteau", "Bob": "batte"}, armement_used={"Bob"})
    state = SimpleNamespace(combat=combat)
    assert laptop.armement_shown(state, hidden=True) == {"Bob": "batte"}
    assert laptop.armement_shown(state, hidden=False) == {"Ana": "couteau", "Bob": "batte"}
    assert laptop.armement_shown(SimpleNamespace(combat=None), hidden=True) == {}


def test_the_black_markets_split_says_nothing_of_the_takers_notes_while_hidden():
    taker = SimpleNamespace(red=3, white=20)
    state = SimpleNamespace(clans=[taker], taker=0, price=8)
    assert laptop.buy_red_amount(state, hidden=False) == laptop.Amount(0, 3, 3)  # at most his 3 red
    assert laptop.buy_red_amount(state, hidden=True) == laptop.Amount(0, 8, 8)
    state.clans = [SimpleNamespace(red=20, white=2)]
    assert laptop.buy_red_amount(state, hidden=False) == laptop.Amount(6, 8, 8)  # at least 6 red: 2 white only
    assert laptop.buy_red_amount(state, hidden=True) == laptop.Amount(0, 8, 8)
