"""``tabletop render FILE --table-screen WxH``: the picture is W x H, a 20 cm ruler measures 20 cm at 1:1 (also
turned a quarter), the projector's skewed picture lands where its corners say, the JSON line keeps its contract and
bad values are refused with one line naming the option. The PNGs are left in the temporary folder to look at."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtGui import QColor, QImage

from tabletop.i18n import set_language
from tabletop.table_screen.mapping import apply
from tests.cli_runs import run_in_language
from tests.geojson_builders import feature, rect
from ui.launcher import main
from ui.map.style import KIND_COLOURS, TABLE_COLOUR

LOOK_AT = Path(tempfile.gettempdir())
OUTLINE_PX = 1.0
GAME = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "games" / "bank-job.ttgame.json"


def ruler_map(tmp_path: Path) -> Path:
    """A bare 120 x 90 table with a 20 cm by 2 cm barricade from (51.3, 44.3) to (71.3, 46.3), off the grid lines:
    the ruler; a zone, and a zone the map keeps for the referee."""
    doc = {"type": "FeatureCollection",
           "tabletop": {"format": "tabletop-scenario", "version": 1, "game": "peur-sur-la-ville", "name": "ruler",
                        "table": {"width_cm": 120, "depth_cm": 90}},
           "features": [feature("ruler", rect(51.3, 44.3, 71.3, 46.3), kind="barricade"),
                        feature("zone", rect(50, 20, 70, 22), kind="zone"),
                        feature("trap", rect(10, 60, 30, 80), kind="zone", referee_only=True)]}
    path = tmp_path / "ruler.geojson"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def run(capsys, *args: str) -> tuple[int, str, str]:
    code = main(["render", *args])
    out, err = capsys.readouterr()
    return code, out, err


def pixels_rgb(image: QImage) -> np.ndarray:
    """The picture's red, green and blue, as signed numbers of two bytes (a difference of two fits; as floats of eight,
    a picture's 6 million channels took most of the CPU of the tests measuring one)."""
    rgb888 = image.convertToFormat(QImage.Format.Format_RGB888)
    data = np.frombuffer(rgb888.constBits(), dtype=np.uint8)
    rgb = data.reshape(image.height(), rgb888.bytesPerLine())[:, :image.width() * 3].reshape(
        image.height(), image.width(), 3).astype(np.int16)
    return rgb


def near_colour(rgb: np.ndarray, colour: QColor) -> np.ndarray:
    """A mask of the pixels of ``rgb`` (``pixels_rgb``) within a few steps of ``colour``."""
    return np.abs(rgb - np.array((colour.red(), colour.green(), colour.blue()), dtype=np.int16)).sum(axis=2) < 60


def coloured(image: QImage, colour: QColor) -> np.ndarray:
    """A mask of the pixels within a few steps of ``colour``."""
    return near_colour(pixels_rgb(image), colour)


def drawn_length(image: QImage, colour: QColor, axis: int) -> float:
    """How long, in pixels, the ruler drawn in ``colour`` over the table is along a row (axis 0) or a column (1)
    through its middle: each pixel counts for how far it moved from the table's colour towards the ruler's (its
    outline, darker, counts whole), so a pixel the edge half covers counts half."""
    rgb = pixels_rgb(image)
    mask = near_colour(rgb, colour)
    rows, columns = np.nonzero(mask)
    # Only across the ruler and three pixels either side: the table's grid lines elsewhere are no part of it.
    if axis == 0:
        line = rgb[int(np.median(rows)), columns.min() - 3:columns.max() + 4, :]
    else:
        line = rgb[rows.min() - 3:rows.max() + 4, int(np.median(columns)), :]
    table = np.array(TABLE_COLOUR.getRgb()[:3], dtype=float)
    full = np.abs(np.array(colour.getRgb()[:3], dtype=float) - table).sum()
    return float(np.clip(np.abs(line - table).sum(axis=1) / full, 0, 1).sum())


@pytest.mark.parametrize("rotate", [0, 90])
def test_a_20_cm_ruler_measures_20_cm_of_pixels(qapp, capsys, tmp_path, rotate):
    out = LOOK_AT / f"table-screen-ruler-{rotate}.png"
    # A 60 cm wide picture of 1920 pixels: 32 px a cm, the ruler 640 px.
    code, text, err = run(capsys, str(ruler_map(tmp_path)), "--table-screen", "1920x1080", "--screen-width-cm", "60",
                          "--centre", "60", "45", "--rotate", str(rotate), "--json", "--out", str(out))
    assert (code, err) == (0, "")
    answer = json.loads(text.strip().splitlines()[-1])
    assert answer == {"png": str(out), "pixels": [1920, 1080], "cm_to_px": answer["cm_to_px"]}
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1920, 1080)
    length = drawn_length(image, KIND_COLOURS["barricade"], 0 if rotate == 0 else 1)
    # The outline is a one-pixel pen centred on the ruler's edge: half a pixel of it lies beyond each end.
    assert abs(length - OUTLINE_PX - 640) <= 1, length
    matrix = np.array(answer["cm_to_px"])
    assert apply(matrix, [(60, 45)])[0] == pytest.approx((960, 540))
    ends = apply(matrix, [(50, 45), (70, 45)])
    assert np.hypot(*(ends[1] - ends[0])) == pytest.approx(640)


def test_the_projector_on_a_skewed_calibration(qapp, capsys, tmp_path):
    out = LOOK_AT / "table-screen-projector.png"
    corners = ["310,1010", "1700,940", "1560,70", "390,150"]
    code, text, err = run(capsys, str(ruler_map(tmp_path)), "--table-screen", "1920x1080", "--corners", *corners,
                          "--json", "--out", str(out))
    assert (code, err) == (0, "")
    matrix = np.array(json.loads(text.strip().splitlines()[-1])["cm_to_px"])
    wanted = np.array([[float(v) for v in c.split(",")] for c in corners])
    assert np.abs(apply(matrix, [(0, 0), (120, 0), (120, 90), (0, 90)]) - wanted).max() < 1e-6
    image = QImage(str(out))
    # The scenery is not painted (the barricade is terrain), the zone is, brightened, on black.
    assert not coloured(image, KIND_COLOURS["barricade"]).any()
    assert QColor(image.pixel(5, 5)) == QColor("black")
    middle = apply(matrix, [(60, 21)])[0]
    assert sum(QColor(image.pixel(*map(round, middle))).getRgb()[:3]) > 60
    # A zone the map keeps for the referee is not drawn: black there, but for the faint grid.
    trap = apply(matrix, [(15.5, 65.5), (24.5, 74.5)])
    assert all(QColor(image.pixel(*map(round, p))) == QColor("black") for p in trap)
    # The table's outline is drawn in white through each corner.
    for x, y in wanted:
        near = [QColor(image.pixel(min(max(round(x) + dx, 0), 1919), min(max(round(y) + dy, 0), 1079))).lightness()
                for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
        assert max(near) > 150


def test_a_live_game_shows_its_banner(qapp, capsys):
    out = LOOK_AT / "table-screen-game.png"
    code, text, err = run(capsys, str(GAME), "--table-screen", "1920x1080", "--screen-width-cm", "121", "--out",
                          str(out))
    assert (code, err) == (0, "")
    assert "1920 x 1080" in text


@pytest.mark.parametrize("args, option", [
    (["--table-screen", "0x1080"], "--table-screen"),
    (["--table-screen", "wide"], "--table-screen"),
    (["--table-screen", "1920x1080", "--screen-width-cm", "0"], "--screen-width-cm"),
    (["--table-screen", "1920x1080", "--screen-width-cm", "-5"], "--screen-width-cm"),
    (["--table-screen", "1920x1080", "--rotate", "45"], "--rotate"),
    (["--table-screen", "1920x1080", "--corners", "0,0", "100,0", "0,100", "100,100"], "--corners"),
    (["--table-screen", "1920x1080", "--corners", "0,0", "50,0", "100,0", "100,100"], "--corners"),
    (["--table-screen", "1920x1080", "--corners", "0,0", "a", "1,1", "0,1"], "--corners"),
    (["--table-screen", "1920x1080", "--corners", "0,0", "9,0", "9,9", "0,9", "--rotate", "90"], "--rotate"),
    (["--rotate", "90"], "--rotate"),
    # Issue 36: a centre at 1e308 ended in a segmentation fault, corners at 1e308 in numpy's LinAlgError, and a
    # width no screen has, a centre off the table or corners drawing the table as a sliver were drawn.
    (["--table-screen", "1920x1080", "--centre", "1e308", "1e308"], "--centre"),
    (["--table-screen", "1920x1080", "--centre", "130", "45"], "--centre"),
    (["--table-screen", "1920x1080", "--corners", "0,0", "1e308,0", "1e308,1e308", "0,1e308"], "--corners"),
    (["--table-screen", "1920x1080", "--corners", "0,0", "1000,0", "1000,0.5", "0,0.5"], "--corners"),
    (["--table-screen", "1920x1080", "--corners", "0,0", "1000,20", "0,40", "-30,20"], "--corners"),
    (["--table-screen", "1920x1080", "--screen-width-cm", "1e308"], "--screen-width-cm"),
    (["--table-screen", "1920x1080", "--screen-width-cm", "1e-300"], "--screen-width-cm"),
    (["--table-screen", "1920x1080", "--screen-width-cm", "0.001"], "--screen-width-cm"),
    # A picture centred off the table would show none of it (a black picture, once written without a word).
    (["--table-screen", "1920x1080", "--centre", "200", "45"], "--centre"),
    (["--table-screen", "1920x1080", "--centre", "60", "-1"], "--centre"),
])
def test_bad_values_are_refused_naming_the_option(qapp, capsys, tmp_path, args, option):
    code, text, err = run(capsys, str(ruler_map(tmp_path)), *args, "--out", str(tmp_path / "x.png"))
    assert code == 1 and text == ""
    assert len(err.strip().splitlines()) == 1 and option in err
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("args, french, english", [
    (["--centre", "60"], "tabletop render\u00a0: --centre attend 2 valeurs", "tabletop render: --centre takes 2 values"),
    (["--screen-width-cm", "abc"], "tabletop render\u00a0: --screen-width-cm n'accepte pas «\u00a0abc\u00a0»",
     "tabletop render: --screen-width-cm does not take « abc »"),
])
def test_a_value_python_or_argparse_refuses_is_one_sentence_naming_the_option(qapp, capsys, tmp_path, args, french,
                                                                              english):
    """It read « pour --centre, expected 2 arguments » (argparse's English) and « pour --screen-width-cm, valeur
    float invalide : 'abc' », a problem glued after the option."""
    for code, said in (("fr", french), ("en", english)):
        set_language(code)
        try:
            assert run(capsys, str(ruler_map(tmp_path)), *args, "--out", str(tmp_path / "x.png"))[2] == said + "\n"
        finally:
            set_language(None)


def test_a_projector_corner_left_of_and_above_the_picture_is_typed_as_is(qapp, capsys, tmp_path):
    """``--corners -100,80 ...``: a corner may land off the picture, at negative pixels, and argparse took such a
    pair for an option."""
    corners = [(-100.0, 80.0), (1900.0, -20.0), (1900.0, 1000.0), (0.0, 1050.0)]
    code, text, err = run(capsys, str(ruler_map(tmp_path)), "--table-screen", "1920x1080", "--corners",
                          *(f"{x:g},{y:g}" for x, y in corners), "--json", "--out", str(tmp_path / "x.png"))
    assert (code, err) == (0, "")
    matrix = np.array(json.loads(text.strip().splitlines()[-1])["cm_to_px"])
    assert np.allclose(apply(matrix, [(0, 0), (120, 0), (120, 90), (0, 90)]), corners, atol=1e-6)


def test_the_banner_is_drawn_in_the_language_of_the_command(tmp_path):
    """``LANG=fr_FR.UTF-8 tabletop render GAME --table-screen ...`` writes its banner in French (« Tour 4 ·
    initiative : ... »), as the command speaks: against the picture the same command draws in English, it differs in
    the banner's strip and nowhere else. Both are drawn by a command of their own, as a user runs them (drawn in this
    process, the English picture took what earlier tests left in it: labels kept as pictures, a translator)."""
    args = [str(GAME), "--table-screen", "1920x1080", "--screen-width-cm", "121"]
    english = tmp_path / "en.png"
    done = run_in_language(["render", *args, "--out", str(english)], "C.UTF-8")
    assert done.returncode == 0, done.stderr
    french = tmp_path / "fr.png"
    done = run_in_language(["render", *args, "--out", str(french)], "fr_FR.UTF-8")
    assert done.returncode == 0, done.stderr
    # The French line says what it wrote as the window's render says it, with the multiplication sign.
    assert done.stdout == f"écrit {french} (écran de table, 1920 × 1080 px)\n"
    fr, en = QImage(str(french)), QImage(str(english))
    strip = 1000  # the banner reads along the bottom of the picture at rotation 0
    assert fr.copy(0, 0, 1920, strip) == en.copy(0, 0, 1920, strip)
    assert fr.copy(0, strip, 1920, 1080 - strip) != en.copy(0, strip, 1920, 1080 - strip)


@pytest.mark.parametrize("args, french, english", [
    (["--table-screen", "1920x1080", "--screen-width-cm", "0"],
     "--screen-width-cm doit être entre 9,6 et 384 cm pour une image de 1920 pixels de large, reçu 0",
     "--screen-width-cm must be from 9.6 to 384 cm for a picture 1920 pixels wide, got 0"),
    # The point as French writes one, its decimal comma apart from the semicolon between x and y.
    (["--table-screen", "1920x1080", "--centre", "130.5", "45"],
     "--centre (130,5\u00a0; 45) est hors de la table, dont x va de 0 à 120 cm et y de 0 à 90 cm",
     "--centre (130.5, 45) is off the table, whose x goes from 0 to 120 cm and y from 0 to 90 cm"),
    (["--table-screen", "1920x1080", "--corners", "0,0", "50,0", "100,0", "100,100"],
     "dans --corners, trois des quatre points sont alignés", "in --corners, three of the four points lie on one line"),
    (["--table-screen", "wide"], "--table-screen doit être LxH en pixels, comme 1920x1080, et non «\u00a0wide\u00a0»",
     "--table-screen must be WxH in pixels, such as 1920x1080, not 'wide'"),
    (["--centre", "10", "10"], "--centre ne s'emploie qu'avec --table-screen", "--centre goes only with --table-screen"),
])
def test_an_options_refusal_is_one_sentence_naming_the_option(qapp, capsys, tmp_path, args, french, english):
    """Issue 38: « tabletop render : --screen-width-cm: une image … », the option glued before an English colon and
    a sentence of its own."""
    said = {}
    try:
        for code in ("fr", "en"):
            set_language(code)
            said[code] = run(capsys, str(ruler_map(tmp_path)), *args, "--out", str(tmp_path / "x.png"))
    finally:
        set_language(None)
    assert said == {"fr": (1, "", f"tabletop render\u00a0: {french}\n"), "en": (1, "", f"tabletop render: {english}\n")}


def test_a_play_without_a_table_screen_is_drawn_as_its_board_and_a_live_game_is_refused(qapp, capsys, tmp_path):
    """A card game's play has no map: its picture is its table screen, full HD unless told, where it was read as a
    map (« champ obligatoire « type » manquant »); a live game's table screen is a part of its table the referee
    chooses, so he is told how."""
    play = GAME.parents[1] / "plays" / "camorra.ttplay.json"
    code, out, err = run(capsys, str(play), "--out", str(tmp_path / "play.png"))
    assert (code, err) == (0, "") and QImage(str(tmp_path / "play.png")).size().toTuple() == (1920, 1080)
    code, out, err = run(capsys, str(GAME), "--out", str(tmp_path / "game.png"))
    assert (code, out) == (1, "") and err == (f"tabletop render: «\u00a0{GAME}\u00a0» is a live game, drawn with "
                                              "--table-screen WxH (such as --table-screen 1920x1080)\n")


@pytest.mark.parametrize("sample", ["bank-job.geojson", "games/bank-job.ttgame.json"])
def test_a_name_a_bank_zone_shares_with_its_building_is_drawn_once(qapp, capsys, tmp_path, monkeypatch, sample):
    """As on the referee's map, the bank zone named like the building it lies on (« Banque Centrale ») and each
    headquarters named like its bar are named once, a map drawn alone as a live game is."""
    from tests.ui.test_map_figure_names import names_placed

    named = names_placed(monkeypatch)
    path = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / sample
    # A picture 2 m wide: the whole 120 x 90 cm table in it.
    code, _out, err = run(capsys, str(path), "--table-screen", "1920x1080", "--screen-width-cm", "200", "--out",
                          str(tmp_path / "x.png"))
    assert code == 0, err
    assert {"Banque Centrale", "Commissariat", "Bar des Skins"} <= set(named)
    assert len(named) == len(set(named)), sorted(named)
