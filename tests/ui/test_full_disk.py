"""A full disk in the middle of an evening (issue 36): the journal of a live game or a card-game play warns at once,
the game goes on in memory, and once space is freed the whole game reaches the disk again, without waiting for the
next step; the map's recovery copy and the home page's pictures live through it too. Each test fills a small tmpfs
of its own (``small_disk``), frees it, and reads back what a crash would leave."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication

from tabletop import games
from tabletop.games.peur_sur_la_ville.play import GameSession, load_game
from tabletop.games.playfile import load_play
from tabletop.scenario import load_scenario
from tabletop.scenario.edits import move_features
from tabletop.storage.journal import read_journal
from ui.document import ScenarioDocument
from ui.games.peur_sur_la_ville.document import GameDocument
from ui.games.peur_sur_la_ville.panel import GamePanel
from ui.games.tracker.document import PlayDocument
from ui.map import recovery
from ui.map.editor import MapEditor
from ui.modules import panel_modules
from ui.shell import thumbnails
from ui.shell.home_page import HomePage

ROOT = Path(__file__).resolve().parents[2]
SAMPLE_GAME = ROOT / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"
SAMPLE_PLAY = ROOT / "tabletop" / "samples" / "plays" / "camorra.ttplay.json"
SAMPLE_MAP = ROOT / "tabletop" / "samples" / "bank-job.geojson"


def journal_file() -> Path:
    (found,) = recovery.recovery_dir().glob("*.journal")
    return found


def restore_after_crash(panel, core_id: str):
    panel.journal.journal.close()  # what dying does: the file closed and its lock released, nothing cleaned up
    (module,) = [m for m in panel_modules() if m.core_id == core_id]
    (item,) = module.find_recoverables()
    return item.restore()


def apply_until_refused(document, events, panel) -> int:
    """Apply events on the full disk until the journal refuses one (a step may still fit in the journal's last page);
    the count applied."""
    for count, event in enumerate(events, start=1):
        document.apply(event)
        if panel.journal_label.isVisibleTo(panel):
            return count
    raise AssertionError("the full disk never refused a step")


def test_a_game_on_a_full_disk_warns_goes_on_and_is_written_whole_once_space_is_freed(qtbot, settings_dir,
                                                                                          small_disk):
    sample = load_game(SAMPLE_GAME)
    panel = GamePanel(GameDocument(GameSession(sample.setup, [])))
    qtbot.addWidget(panel)
    document = panel.document
    for event in sample.events[:4]:
        document.apply(event)
    small_disk.fill()
    applied = 4 + apply_until_refused(document, sample.events[4:60], panel)
    assert "recovery journal cannot be written" in panel.journal_label.text()
    assert "No space left on device" in panel.journal_label.text()
    for event in sample.events[applied:applied + 3]:  # refused again and again: the game goes on in memory
        document.apply(event)
    applied += 3
    assert len(document.session.events) == applied and panel.journal.behind
    small_disk.free()
    # No further step: the retry writes the whole game.
    qtbot.waitUntil(lambda: not panel.journal.behind, timeout=10_000)
    assert read_journal(journal_file()).log == [e.to_json() for e in sample.events[:applied]]
    assert not panel.journal_label.isVisibleTo(panel)
    for event in sample.events[applied:applied + 4]:  # and the steps go on one line each
        document.apply(event)
    applied += 4
    restored = restore_after_crash(panel, "peur-game")
    assert restored.session.events == sample.events[:applied]
    assert restored.session.state == document.session.state


def test_a_card_game_play_on_a_full_disk_keeps_every_event(qtbot, settings_dir, small_disk):
    from ui.games.camorra.view import CamorraView
    from ui.games.tracker.panel import TrackerPanel

    sample = load_play(SAMPLE_PLAY, games.game_core)
    events = sample.session.events
    document = PlayDocument(sample.session.game, type(sample)(session=type(sample.session)(
        sample.session.game, sample.session.setup)))
    panel = TrackerPanel(document, CamorraView())
    qtbot.addWidget(panel)
    document.apply(events[0])
    small_disk.fill()
    applied = 1 + apply_until_refused(document, events[1:], panel)
    small_disk.free()
    document.apply(events[applied])  # the next step writes the whole play again
    applied += 1
    assert not panel.journal.behind and not panel.journal_label.isVisibleTo(panel)
    for event in events[applied:]:
        document.apply(event)
    restored = restore_after_crash(panel, "camorra")
    assert restored.session.state_json() == sample.session.state_json()


def test_the_map_recovery_copy_on_a_full_disk_is_written_once_space_is_freed(qtbot, settings_dir, small_disk):
    editor = MapEditor(ScenarioDocument(load_scenario(SAMPLE_MAP)))
    qtbot.addWidget(editor)
    reasons = []
    editor.autosaver.failed.connect(reasons.append)
    small_disk.fill()
    editor.push(move_features(editor.document.scenario, ["police-1"], 3, 0))
    qtbot.waitUntil(lambda: bool(reasons), timeout=5_000)
    assert reasons[0] == "No space left on device" and "No space left" in editor.status.text()
    assert not list(recovery.recovery_dir().glob("*.tmp")) and not list(recovery.recovery_dir().glob(".*.tmp"))
    small_disk.free()
    edited = editor.document.scenario.to_json()  # no further edit: the copy is tried again on its own
    qtbot.waitUntil(lambda: bool(recovery.pending_recoveries()), timeout=5_000)
    assert load_scenario(recovery.pending_recoveries()[0].file).to_json() == edited


def test_the_home_page_draws_its_pictures_on_a_full_disk(qtbot, settings_dir, small_disk, monkeypatch, tmp_path):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "data" / "cache"))
    small_disk.fill()
    scenario = next(m for m in panel_modules() if m.core_id == "scenario")
    picture = thumbnails.render_thumbnail(SAMPLE_MAP, scenario)
    assert picture is not None and picture.startswith(b"\x89PNG")  # drawn, only not kept
    page = HomePage(panel_modules())
    qtbot.addWidget(page)
    while page.render_next_thumbnail():
        QCoreApplication.processEvents()
    assert not (thumbnails.cache_dir()).exists() or not any(thumbnails.cache_dir().iterdir())
