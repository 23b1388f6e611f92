"""The ``tabletop`` entry point: known commands run headless, anything else goes to the app."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tabletop import __version__, i18n
from ui import launcher

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "tabletop" / "samples" / "bank-job.geojson"


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        launcher.main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out.strip() == f"tabletop {__version__}"


def test_check_valid_file(capsys: pytest.CaptureFixture[str]) -> None:
    assert launcher.main(["check", str(SAMPLE)]) == 0
    assert capsys.readouterr().out.strip() == "1 file valid"


def test_check_broken_files_gives_one_line_per_problem(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = json.loads(SAMPLE.read_text(encoding="utf-8"))
    doc["features"][1]["id"] = doc["features"][0]["id"]
    duplicate = tmp_path / "duplicate.geojson"
    duplicate.write_text(json.dumps(doc), encoding="utf-8")
    truncated = tmp_path / "truncated.geojson"
    truncated.write_text(SAMPLE.read_text(encoding="utf-8")[:200], encoding="utf-8")
    assert launcher.main(["check", str(SAMPLE), str(duplicate), str(truncated)]) == 1
    lines = capsys.readouterr().err.strip().splitlines()
    assert len(lines) == 2
    name = doc["features"][1]["properties"]["name"]  # the element by the name the referee gave it
    assert lines[0] == f"in «\u00a0{duplicate}\u00a0», the element « {name} », its identifier: duplicate id, already used by element number 1"
    assert lines[1] == f"the file «\u00a0{truncated}\u00a0» is not valid JSON: at line 8, column 18, a text is opened and never closed"


def test_the_documented_example_is_valid(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = (ROOT / "docs" / "scenario-format.md").read_text(encoding="utf-8")
    example = tmp_path / "example.geojson"
    example.write_text(re.findall(r"```json\n(.*?)```", text, re.S)[-1], encoding="utf-8")
    assert launcher.main(["check", str(example)]) == 0, capsys.readouterr().err


@pytest.mark.parametrize("argv", [[], ["tabletop/samples/bank-job.geojson"], ["a.geojson", "b.geojson"]])
def test_anything_but_a_command_opens_the_app(monkeypatch: pytest.MonkeyPatch, argv: list[str]) -> None:
    import ui.app

    calls: list[list[str]] = []
    monkeypatch.setattr(ui.app, "run_app", lambda args: calls.append(list(args)) or 0)
    assert launcher.main(argv) == 0
    assert calls == [argv]


def test_headless_commands_never_load_qt() -> None:
    """``tabletop check`` must work where Qt's libraries are missing, so it must not import them."""
    code = ("import sys; from ui.launcher import main; code = main(['check', sys.argv[1]]); "
            "assert not [m for m in sys.modules if m.startswith('PySide6')], 'Qt was imported'; sys.exit(code)")
    result = subprocess.run([sys.executable, "-c", code, str(SAMPLE)], capture_output=True, text=True, cwd=ROOT,
                            timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "1 file valid"


def test_a_reader_that_stops_early_gets_no_traceback() -> None:
    """``tabletop gangs | head -1``: the pipe closes before the command has written everything."""
    read_end, write_end = os.pipe()
    os.close(read_end)  # every write to the pipe now fails, as after `head` has exited
    try:
        result = subprocess.run([sys.executable, "-m", "ui.launcher", "gangs"], stdout=write_end,
                                stderr=subprocess.PIPE, text=True, cwd=ROOT, timeout=120)
    finally:
        os.close(write_end)
    assert result.stderr == "" and result.returncode == 1


def test_without_a_display_the_app_says_what_to_do() -> None:
    """Said before the app's modules and Qt are loaded (they cost 2 s to import, only to say the same line)."""
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "LANGUAGE", "LC_ALL", "LC_MESSAGES")}
    env.update(LANG="C.UTF-8")
    code = ("import sys; from ui.launcher import main; code = main([sys.argv[1]]); "
            "loaded = [m for m in sys.modules if m.startswith(('PySide6', 'ui.app', 'ui.shell'))]; "
            "assert not loaded, loaded; sys.exit(code)")
    result = subprocess.run([sys.executable, "-c", code, str(SAMPLE)], capture_output=True, text=True, cwd=ROOT,
                            env=env, timeout=120)
    assert result.returncode == 1
    assert result.stderr.strip() == ("tabletop: no display found (DISPLAY and WAYLAND_DISPLAY are unset). Run it "
                                     "from a desktop session, or on a server with: xvfb-run -a tabletop FILE")


def test_without_a_display_the_line_is_in_the_referees_language(monkeypatch: pytest.MonkeyPatch,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(name, raising=False)
    i18n.set_language("fr")
    try:
        assert launcher.main([str(SAMPLE)]) == 1
    finally:
        i18n.set_language(None)
    assert capsys.readouterr().err == ("tabletop\u00a0: aucun écran trouvé (DISPLAY et WAYLAND_DISPLAY ne sont pas "
                                       "définis). Lancez-le depuis une session de bureau, ou sur un serveur "
                                       "avec\u00a0: xvfb-run -a tabletop FICHIER\n")


def test_unknown_option_is_refused_with_a_message(qapp, capsys: pytest.CaptureFixture[str]) -> None:
    from ui.app import run_app

    assert run_app(["--no-such-option"]) == 1
    assert "unknown option --no-such-option" in capsys.readouterr().err
