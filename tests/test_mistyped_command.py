"""A mistyped command never starts the app on missing files (issue 20): ``tabletop sigth FILE a b`` says that no
such command or file exists and names the closest command; a real file or a file name still opens the app."""

from __future__ import annotations

from pathlib import Path

import pytest

from ui import launcher

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def app_calls(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    import ui.app

    calls: list[list[str]] = []
    monkeypatch.setattr(ui.app, "run_app", lambda args: calls.append(list(args)) or 0)
    return calls


@pytest.mark.parametrize("argv, said", [
    (["sigth", "FILE", "a", "b"], "tabletop: 'sigth' is neither a command nor a file; no command 'sigth', perhaps "
                                  "sight; the commands are blast, blast-odds, book, burst, camorra, campaign, check,"),
    (["Check", "x.geojson"], "tabletop: 'Check' is neither a command nor a file; did you mean 'check'?"),
    (["zzzz"], "tabletop: 'zzzz' is neither a command nor a file; no command 'zzzz'; the commands are blast,"),
])
def test_a_mistyped_command_is_one_line_naming_the_closest(app_calls, capsys, monkeypatch, tmp_path, argv, said):
    monkeypatch.chdir(tmp_path)
    assert launcher.main(argv) == 1
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(said) and err.count("\n") == 1, err
    assert app_calls == []


def test_files_and_folders_still_open_the_app(app_calls, monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "mymap").mkdir()
    for argv in (["mymap"], ["missing.geojson"], [str(ROOT / "tabletop" / "samples" / "bank-job.geojson")], []):
        assert launcher.main(argv) == 0
    assert app_calls == [["mymap"], ["missing.geojson"], [str(ROOT / "tabletop" / "samples" / "bank-job.geojson")], []]
