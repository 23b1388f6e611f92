"""The recovery journal: a header, then one synced line per step; reading rebuilds the log, ignores a torn last
line, and costs the same per event at the 500th as at the first."""

from __future__ import annotations

import json
import os

import pytest

from tabletop.storage.journal import Journal, JournalError, read_journal, replay_steps


def test_steps_append_undo_and_redo_rebuild_the_log(tmp_path):
    journal = Journal(tmp_path / "g.journal")
    journal.begin("toy", "Game", None, {"log": [{"type": "a"}]}, {"events": 1})
    journal.record(1, {"type": "b"}, {"events": 2})
    journal.record(2, {"type": "c"})
    journal.record(2)  # undo c
    journal.record(1)  # undo b
    journal.record(1, {"type": "d"}, {"events": 2, "turn": 4})
    read = read_journal(tmp_path / "g.journal")
    assert read.log == [{"type": "a"}, {"type": "d"}]
    assert read.summary == {"events": 2, "turn": 4}
    assert read.header["kind"] == "toy" and read.saved_at > 0


def test_a_line_torn_by_a_kill_is_ignored(tmp_path):
    journal = Journal(tmp_path / "g.journal")
    journal.begin("toy", "Game", "/games/g.json", {"log": []})
    journal.record(0, {"type": "a"})
    journal.close()
    with open(tmp_path / "g.journal", "a", encoding="utf-8") as handle:
        handle.write('{"n": 1, "event": {"ty')
    assert read_journal(tmp_path / "g.journal").log == [{"type": "a"}]


@pytest.mark.parametrize("text", ["", "not json\n", '{"format": "other"}\n', json.dumps(
    {"format": "tabletop-journal", "document": {"log": 3}}) + "\n"])
def test_a_file_that_is_not_a_journal_is_one_line(tmp_path, text):
    (tmp_path / "x.journal").write_text(text)
    with pytest.raises(JournalError, match="x.journal"):
        read_journal(tmp_path / "x.journal")


def test_replay_steps_keeps_then_appends():
    assert replay_steps([1, 2, 3], [{"n": 1}, {"n": 1, "event": 9}, {"n": 5, "event": 8}]) == [1, 9, 8]


def test_a_500_event_game_is_journalled_at_a_steady_cost(tmp_path, monkeypatch):
    """Each step appends one synced line and rewrites nothing: the 500th event costs what the first did (its bytes
    written and its syncs counted, not timed: a timing bound fails on a loaded machine)."""
    path = tmp_path / "g.journal"
    journal = Journal(path)
    journal.begin("peur-game", "Bank job", None, {"log": [], "scenario": {"features": ["x" * 50] * 400}})
    event = {"type": "move", "figure": "police-1", "path": [[10.5, 20.25]] * 6}
    syncs = []
    sync = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (syncs.append(fd), sync(fd)))
    growth = []
    for index in range(500):
        before = path.read_bytes()
        journal.record(index, event, {"events": index + 1, "turn": 3})
        after = path.read_bytes()
        assert after.startswith(before)  # appended, never rewritten
        growth.append(len(after) - len(before))
    assert len(read_journal(path).log) == 500
    assert max(growth) - min(growth) <= 16  # one line per step; only its numbers (index, time) vary
    assert len(syncs) == 500  # one sync per step, none for a rewrite


def test_a_step_refused_by_a_full_disk_leaves_the_journal_closable_and_begun_again_whole(small_disk):
    from tabletop.storage.journal import in_use

    path = small_disk.folder / "g.journal"
    journal = Journal(path)
    journal.begin("toy", "Game", None, {"log": []})
    journal.record(0, {"type": "a"})
    small_disk.fill()
    with pytest.raises(OSError):
        for n in range(1, 2000):  # the journal's last page fills first
            journal.record(n, {"type": "b" * 100})
    assert in_use(path)  # still this game's while the disk is full
    with pytest.raises(OSError):
        journal.begin("toy", "Game", None, {"log": [{"type": "a"}, {"type": "c"}]})
    assert read_journal(path).log[0] == {"type": "a"}  # the old journal is as it was
    small_disk.free()
    journal.begin("toy", "Game", None, {"log": [{"type": "a"}, {"type": "c"}]})
    journal.record(2, {"type": "d"})
    assert read_journal(path).log == [{"type": "a"}, {"type": "c"}, {"type": "d"}] and in_use(path)
    journal.close()
    journal.close()
    assert not in_use(path)
