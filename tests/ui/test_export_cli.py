"""``tabletop render``: files of each format, and one clear line with exit 1 on bad input."""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from ui.launcher import UI_COMMAND_GROUPS, main

SAMPLE = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "church-square.geojson"


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["render", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_render_is_registered_without_importing_qt_widgets_at_top_level():
    import ui.render_cli as render_cli

    assert render_cli.register in UI_COMMAND_GROUPS
    source = Path(render_cli.__file__).read_text(encoding="utf-8")
    top_level = [line for line in source.splitlines() if line.startswith(("import ", "from "))]
    assert not any("PySide6" in line or "ui.export" in line or "ui.map" in line for line in top_level)
    from ui.export.image import DEFAULT_PX_PER_CM

    assert render_cli.DEFAULT_PX_PER_CM == DEFAULT_PX_PER_CM  # the --help default is the one used


def test_render_png(qapp, capsys, tmp_path):
    out = tmp_path / "church.png"
    code, text, err = run(capsys, str(SAMPLE), "--out", str(out), "--px-per-cm", "5")
    assert (code, err) == (0, "")
    assert "600 x 450 px" in text
    image = QImage(str(out))
    assert (image.width(), image.height()) == (600, 450)


def test_render_svg(qapp, capsys, tmp_path):
    out = tmp_path / "church.svg"
    code, text, err = run(capsys, str(SAMPLE), "--out", str(out))
    assert (code, err) == (0, "")
    root = ET.parse(out).getroot()
    assert (root.get("width"), root.get("height")) == ("1200mm", "900mm")


def test_render_pdf_letter_landscape(qapp, capsys, tmp_path):
    out = tmp_path / "church.pdf"
    code, text, err = run(capsys, str(SAMPLE), "--out", str(out), "--paper", "letter", "--orientation",
                          "landscape", "--margin-mm", "8", "--overlap-mm", "12")
    assert (code, err) == (0, "")
    # 263.4 x 199.9 mm printable, 12 mm overlap: 5 columns of 25.14 cm steps, 5 rows of 18.79 cm steps.
    assert "25 Letter landscape pages" in text
    assert out.read_bytes().startswith(b"%PDF-")


@pytest.mark.parametrize("args, words", [
    (["--out", "x.jpg"], "must end in .png, .svg or .pdf"),
    (["--out", "x"], "must end in .png, .svg or .pdf"),
    (["--out", "{tmp}/x.pdf", "--margin-mm", "200"], "--margin-mm takes a width in mm from 0 to 50, not '200'"),
    (["--out", "{tmp}/x.pdf", "--overlap-mm", "-3"], "--overlap-mm takes a width in mm from 0 to 50"),
    (["--out", "{tmp}/x.pdf", "--paper", "a3"], "--paper takes a4 or letter, not « a3 »"),
    (["--out", "{tmp}/x.png", "--px-per-cm", "0"], "takes a resolution in px per cm over 0 and up to 200, not '0'"),
    (["--out", "{tmp}/missing-folder/x.png"], "does not exist"),
])
def test_bad_options_give_one_line_and_exit_1(capsys, tmp_path, args, words):
    code, text, err = run(capsys, str(SAMPLE), *[a.format(tmp=tmp_path) for a in args])
    assert code == 1
    assert words in err
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_bad_scenario_files_give_one_line_each(capsys, tmp_path):
    """Issue 38 §1: the file named once in one sentence, in English and French, after the command as every refusal
    of a command."""
    from tabletop import i18n

    missing, broken = tmp_path / "nope.geojson", tmp_path / "broken.geojson"
    broken.write_text("{not json", encoding="utf-8")
    said = {
        ("en", missing): f"the file «\u00a0{missing}\u00a0» does not exist",
        ("fr", missing): f"le fichier «\u00a0{missing}\u00a0» n'existe pas",
        ("en", broken): f"the file «\u00a0{broken}\u00a0» is not valid JSON: at line 1, column 2, a name is missing its double "
                        "quotes",
        ("fr", broken): f"le fichier «\u00a0{broken}\u00a0» n'est pas du JSON valide\u00a0: à la ligne 1, colonne 2, "
                        "il manque des guillemets autour d'un nom",
        ("en", tmp_path): f"«\u00a0{tmp_path}\u00a0» is a folder, not a scenario file",
        ("fr", tmp_path): f"«\u00a0{tmp_path}\u00a0» est un dossier, pas un fichier de scénario",
    }
    for (language, path), sentence in said.items():
        i18n.set_language(language)
        try:
            code, _, err = run(capsys, str(path), "--out", str(tmp_path / "x.png"))
        finally:
            i18n.set_language(None)
        colon = "\u00a0: " if language == "fr" else ": "
        assert (code, err) == (1, f"tabletop render{colon}{sentence}\n")
    assert not (tmp_path / "x.png").exists()


def test_a_map_with_several_problems_is_refused_after_a_line_counting_them(capsys, tmp_path):
    """Issue 38: a map's problems were printed without « tabletop render : » before them, where every other refusal
    of every command starts with it. A line names the command, the file and how many problems it has, then one line
    each as ``check`` lists them, the first 20 and how many more."""
    import json

    from tabletop import i18n
    from tabletop.scenario.validation import validate_document

    doc = json.loads(SAMPLE.read_text(encoding="utf-8"))
    doc["tabletop"]["table"]["width_cm"] = 10  # the church and its square stand off a table this narrow
    narrow = tmp_path / "narrow.geojson"
    narrow.write_text(json.dumps(doc), encoding="utf-8")
    count = len(validate_document(doc))
    assert count > 21
    for language, header, inside, more in (
            ("fr", f"tabletop render\u00a0: «\u00a0{narrow}\u00a0» a {count} problèmes\u00a0:", "dans",
             f"{narrow}\u00a0: et {count - 20} autres problèmes"),
            ("en", f"tabletop render: «\u00a0{narrow}\u00a0» has {count} problems:", "in",
             f"{narrow}: and {count - 20} more problems")):
        i18n.set_language(language)
        try:
            code, _, err = run(capsys, str(narrow), "--out", str(tmp_path / "x.png"))
        finally:
            i18n.set_language(None)
        lines = err.splitlines()
        assert code == 1 and len(lines) == 22 and lines[0] == header and lines[21] == more
        assert all(line.startswith(f"{inside} «\u00a0{narrow}\u00a0», ") for line in lines[1:21])
    assert not (tmp_path / "x.png").exists()


def test_render_runs_in_a_fresh_process_without_a_display(tmp_path):
    """The real entry point: an offscreen app made inside the handler, and a clean exit code."""
    import subprocess

    out = tmp_path / "church.pdf"
    env = {k: v for k, v in __import__("os").environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY",
                                                                          "QT_QPA_PLATFORM")}
    result = subprocess.run([sys.executable, "-m", "ui.launcher", "render", str(SAMPLE), "--out", str(out)],
                            capture_output=True, text=True, env=env, timeout=120,
                            cwd=Path(__file__).resolve().parents[2])
    assert result.returncode == 0, result.stderr
    assert "28 A4 portrait pages" in result.stdout


def test_render_window_draws_the_app_with_the_file_in_its_tab(qapp, capsys, tmp_path):
    play = SAMPLE.parent / "plays" / "camorra.ttplay.json"
    out = tmp_path / "camorra.png"
    code, text, err = run(capsys, "--window", str(play), "--out", str(out))
    assert (code, err) == (0, "")
    assert text == f"wrote {out} (PNG, 1366 x 768 px)\n"
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1366, 768)
    assert len({image.pixel(x, y) for x in range(0, 1366, 50) for y in range(0, 768, 50)}) > 5  # not one blank


@pytest.mark.parametrize("args, message", [
    (["--window", "README.md", "--out", "x.png"], "README.md: Tabletop does not open this type of file"),
    (["--window", str(SAMPLE), "--out", "x.svg"], "--window draws a PNG: the file name 'x.svg' must end in .png"),
])
def test_render_window_refuses_in_one_line(qapp, capsys, tmp_path, monkeypatch, args, message):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "README.md").write_text("# not a table\n", encoding="utf-8")
    code, text, err = run(capsys, *args)
    assert (code, text, err) == (1, "", f"tabletop render: {message}\n")
    assert not (tmp_path / "x.png").exists()
