"""Issue 38: every refusal of the book a referee reads is one whole sentence in his words, in French and in English:
an import names the file, the play counted from 1 and its id, or a CSV's line and the column by its own header,
then says the field at fault in words with its value in « »; a player's rename, merge or details the same way; and
the command line puts its program before the refusal the language's way (« tabletop book : … »)."""

from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest

from tabletop import i18n
from tabletop.book import Book, BookError, open_book
from tabletop.cli import main
from tests.book.builders import play
from tests.cli_runs import run_in_language

NBSP = "\u00a0"


def q(text: str) -> str:
    """``text`` as the app quotes a value: « text »."""
    return f"«{NBSP}{text}{NBSP}»"


@pytest.fixture
def speaking():
    def use(code: str) -> None:
        i18n.set_language(code)
    yield use
    i18n.set_language(None)


def refused_lines(refusals: list, speaking, code: str) -> list[str]:
    """What each of ``refusals`` says in language ``code``: every one must be refused with a BookError."""
    speaking(code)
    lines = []
    for refuse in refusals:
        with pytest.raises(BookError) as refused:
            refuse()
        lines.append(str(refused.value))
    return lines


def _bad_date(folder: Path) -> Path:
    """The issue's file: its one play's date has a 13th month."""
    path = folder / "bad.json"
    path.write_text(json.dumps({"format": "tabletop-book", "version": 1, "plays": [
        {"id": "p1", "game": "camorra", "played_at": "2026-13-01", "players": [{"name": "Ana"}]}]}), encoding="utf-8")
    return path


def test_the_import_command_refuses_a_bad_date_in_one_sentence_in_french_and_english(tmp_path: Path) -> None:
    path = _bad_date(tmp_path)
    command = ["book", "--book", str(tmp_path / "b.sqlite"), "import", str(path)]
    french = run_in_language(command, "fr_FR.UTF-8", module="tabletop")
    english = run_in_language(command, "en_US.UTF-8", module="tabletop")
    assert (french.returncode, french.stdout) == (1, "") and (english.returncode, english.stdout) == (1, "")
    assert french.stderr == (f"tabletop book import{NBSP}: {path}, partie 1 ({q('p1')}){NBSP}: la date {q('2026-13-01')} "
                             "n'est pas une date et une heure ISO 8601 (comme 2026-11-01T20:00)\n")
    assert english.stderr == (f"tabletop book import: {path}, play 1 ({q('p1')}): the date {q('2026-13-01')} is not an "
                              "ISO 8601 date and time (like 2026-11-01T20:00)\n")


def test_every_command_s_refusal_follows_its_program_the_language_s_way(tmp_path: Path, capsys, language) -> None:
    """Run in the test's process through ``main``, the function ``python -m tabletop`` calls: what is checked is the
    refusal's words; a real start reading its language from ``LANG`` is checked by the import command's test above."""
    missing = str(tmp_path / "none.ttplay.json")
    said = {}
    for code in ("fr", "en"):
        language(code)
        assert main(["replay", missing]) == 1
        said[code] = capsys.readouterr().err
    assert said["fr"] == f"tabletop replay{NBSP}: le fichier «{NBSP}{missing}{NBSP}» n'existe pas\n"
    assert said["en"] == f"tabletop replay: the file «\u00a0{missing}\u00a0» does not exist\n"


@pytest.mark.parametrize("change, english, french", [
    (lambda p: p["players"][1].update(score="12"), "the score of player 2 must be a number or nothing, not text",
     "le score du joueur 2 doit être un nombre ou rien, pas du texte"),
    (lambda p: p["players"][0].pop("name"), "the name of player 1 is missing", "le nom du joueur 1 manque"),
    (lambda p: p["players"][0].update(breakdown={"bills": "x"}),
     "the category « bills » of player 1's points must be a number, not text",
     f"la catégorie «{NBSP}bills{NBSP}» des points du joueur 1 doit être un nombre, pas du texte"),
    (lambda p: p["players"][1].update(name="Ana"), f"{q('Ana')} is named twice among the players",
     f"{q('Ana')} est nommé deux fois parmi les joueurs"),
    (lambda p: p.update(duration_min=-5), "the duration must be a number from 0 to 10080",
     "la durée doit être un nombre de 0 à 10080"),
    (lambda p: p.pop("game"), "the game is missing", "le jeu manque"),
])
def test_an_interchange_file_s_play_is_refused_by_its_field_in_words(book: Book, tmp_path: Path, speaking, change,
                                                                     english: str, french: str) -> None:
    play = {"id": "n1", "game": "camorra", "played_at": "2026-11-01T20:00:00",
            "players": [{"name": "Ana", "score": 3}, {"name": "Bruno", "score": 2}]}
    change(play)
    path = tmp_path / "night.json"
    path.write_text(json.dumps({"format": "tabletop-book", "version": 1, "plays": [play]}), encoding="utf-8")
    said = {}
    for code in ("en", "fr"):
        speaking(code)
        with pytest.raises(BookError) as refused:
            book.import_file(path)
        said[code] = str(refused.value)
    assert said["en"] == f"{path}, play 1 ({q('n1')}): {english}"
    assert said["fr"] == f"{path}, partie 1 ({q('n1')}){NBSP}: {french}"
    assert book.count_plays() == 0


def test_a_csv_is_refused_by_its_line_and_the_column_its_header_writes(book: Book, tmp_path: Path,
                                                                       speaking) -> None:
    path = tmp_path / "soirée.csv"
    path.write_text("partie;jeu;date;joueur;score\nn1;camorra;01/11/2026;Ana;12\nn1;camorra;01/11/2026;Bruno;douze\n",
                    encoding="utf-8")
    speaking("fr")
    with pytest.raises(BookError) as refused:
        book.import_csv(path)
    assert str(refused.value) == (f"{path}, ligne 3 (partie {q('n1')}), colonne {q('score')}{NBSP}: {q('douze')} "
                                  "n'est pas un nombre")
    speaking("en")
    with pytest.raises(BookError) as refused:
        book.import_csv(path)
    assert str(refused.value) == f"{path}, line 3 (play {q('n1')}), column {q('score')}: {q('douze')} is not a number"


def test_a_csv_s_missing_player_name_is_said_in_words(book: Book, tmp_path: Path, speaking) -> None:
    path = tmp_path / "soirée.csv"
    path.write_text("Date;Jeu;Joueur;Score\n01/11/2026;camorra;Ana;12\n01/11/2026;camorra; ;9\n", encoding="utf-8")
    speaking("fr")
    with pytest.raises(BookError) as refused:
        book.import_csv(path)
    assert str(refused.value) == \
        f"{path}, ligne 3, colonne {q('Joueur')}{NBSP}: le nom du joueur 2 ne doit pas être vide"


def test_the_players_refusals_are_whole_sentences(book: Book, speaking) -> None:
    book.add_player("Ana")
    book.add_player("Bruno")
    book.record_play(play("camorra", 0, ("Ana", 3, 1), ("Bruno", 2, 2), play_id="ensemble"))
    refusals = [lambda: book.add_player("Ana"), lambda: book.rename_player("Bruno", "Ana"),
                lambda: book.rename_player("Zoé", "Zed"), lambda: book.merge_players("Ana", "Bruno"),
                lambda: book.merge_players("Ana", "Ana"), lambda: book.set_player_details("Ana", "x" * 300, None, None),
                lambda: book.add_player(" ")]
    said = {code: refused_lines(refusals, speaking, code) for code in ("en", "fr")}
    assert said["en"] == [
        f"there is already a player named {q('Ana')}", f"there is already a player named {q('Ana')}",
        f"no player named {q('Zoé')} in the book",
        f"{q('Ana')} and {q('Bruno')} both took part in the play {q('ensemble')}, so they are two people",
        f"{q('Ana')} and {q('Ana')} are already the same player", "the nickname is longer than 200 characters",
        "the player's name must not be empty"]
    assert said["fr"] == [
        f"il y a déjà un joueur qui s'appelle {q('Ana')}", f"il y a déjà un joueur qui s'appelle {q('Ana')}",
        f"aucun joueur ne s'appelle {q('Zoé')} dans le livre",
        f"{q('Ana')} et {q('Bruno')} ont tous deux joué la partie {q('ensemble')}{NBSP}: ce sont deux personnes",
        f"{q('Ana')} et {q('Ana')} sont déjà le même joueur", "le surnom dépasse 200 caractères",
        "le nom du joueur ne doit pas être vide"]


def test_a_recorded_play_is_refused_by_its_field_in_words(tmp_path: Path, speaking) -> None:
    record = play("camorra", 0, ("Ana", 3, 1), play_id="soir")
    record.participants[0].rank = 0
    with open_book(tmp_path / "book.sqlite") as book:
        speaking("fr")
        with pytest.raises(BookError) as refused:
            book.record_play(record)
    assert str(refused.value) == (f"partie {q('soir')}{NBSP}: le rang du joueur 1 doit être un nombre entier de 1 à "
                                  "2147483647")


def _disk_full(*_args: object, **_kwargs: object) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


def test_an_export_the_disk_refuses_is_one_sentence_in_the_user_s_words(tmp_path: Path, monkeypatch, capsys,
                                                                        speaking) -> None:
    """The system's words (« No space left on device ») are English whatever the language: the usual failures are
    said in the user's."""
    monkeypatch.setattr("tabletop.book.interchange.atomic_write_chunks", _disk_full)
    target = tmp_path / "livre.json"
    said = {}
    for code in ("en", "fr"):
        speaking(code)
        assert main(["book", "--book", str(tmp_path / "b.sqlite"), "export", str(target)]) == 1
        said[code] = capsys.readouterr().err
    assert said["en"] == f"tabletop book export: {target} could not be written (the disk is full)\n"
    assert said["fr"] == f"tabletop book export{NBSP}: {target} n'a pas pu être écrit (le disque est plein)\n"


def test_a_file_that_is_no_book_and_a_play_that_is_not_there_are_whole_sentences(book: Book, tmp_path: Path,
                                                                                 speaking) -> None:
    path = tmp_path / "carte.json"
    path.write_text(json.dumps({"format": "geojson"}), encoding="utf-8")
    speaking("fr")
    with pytest.raises(BookError) as refused:
        book.import_file(path)
    assert str(refused.value) == (f"{path} n'est pas un fichier d'échange du livre{NBSP}: il lui faut \"format\": "
                                  "\"tabletop-book\"")
    with pytest.raises(BookError) as refused:
        book.delete_play("soir")
    assert str(refused.value) == f"aucune partie n'a l'identifiant {q('soir')} dans le livre"


def test_a_campaign_s_refusals_in_the_book_are_whole_sentences(book: Book, speaking) -> None:
    book.create_campaign("Saison", "camorra", ["Ana"])
    refusals = [lambda: book.create_campaign("Saison", "camorra"), lambda: book.add_campaign_member("Saison", "Ana"),
                lambda: book.create_campaign("Duo", "camorra", ["Bo", "Bo"])]
    said = {code: refused_lines(refusals, speaking, code) for code in ("en", "fr")}
    assert said["en"] == [f"there is already a campaign named {q('Saison')}",
                          f"{q('Ana')} is already in the campaign {q('Saison')}",
                          f"{q('Bo')} cannot be in one campaign twice"]
    assert said["fr"] == [f"il y a déjà une campagne qui s'appelle {q('Saison')}",
                          f"{q('Ana')} est déjà dans la campagne {q('Saison')}",
                          f"{q('Bo')} ne peut pas être deux fois dans une campagne"]


def test_an_imported_play_of_another_game_than_its_campaign_is_one_sentence(book: Book, tmp_path: Path,
                                                                          speaking) -> None:
    book.create_campaign("Ligue", "narcopolis")
    path = tmp_path / "soir.json"
    path.write_text(json.dumps({"format": "tabletop-book", "version": 1, "plays": [
        {"id": "n1", "game": "camorra", "played_at": "2026-11-01T20:00:00", "campaign": "Ligue",
         "players": [{"name": "Ana"}]}]}), encoding="utf-8")
    speaking("fr")
    with pytest.raises(BookError) as refused:
        book.import_file(path)
    assert str(refused.value) == (f"{path}{NBSP}: la partie {q('n1')} est une partie de {q('camorra')}, mais la "
                                  f"campagne {q('Ligue')} se joue à {q('narcopolis')}")
    speaking("en")
    with pytest.raises(BookError) as refused:
        book.import_file(path)
    assert str(refused.value) == (f"{path}: the play {q('n1')} is a game of {q('camorra')}, but the campaign "
                                  f"{q('Ligue')} is one of {q('narcopolis')}")
