"""Issue 38 §1: a file refused as a whole (missing, a folder, unreadable, not UTF-8, too big, nested too deeply, bad
JSON at a place, empty) is one sentence naming the file once, with at most one colon after the command's prefix, in
French and English, whichever command reads it: ``tabletop check``, ``book import``, ``campaign turn``, ``render``."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Callable

import pytest

from tabletop import i18n, jsontext
from tabletop.cli import main

NBSP = "\u00a0"


def _broken(tmp_path: Path, kind: str) -> Path:
    """A file of the ``kind`` of refusal, in ``tmp_path``."""
    path = tmp_path / f"{kind}.json"
    contents: dict[str, bytes] = {
        "json": b'{\n x: 1}', "empty": b"  \n", "latin": b'{"name": "Caf\xe9"}', "deep": b"[" * 100 + b"]" * 100,
        "unreadable": b"{}", "truncated": b'{"gangs": {',
    }
    if kind == "folder":
        path.mkdir()
    elif kind in contents:
        path.write_bytes(contents[kind])
    return path


# What each kind of refusal says, after the file: the English, then the French, with {file} and {what} to fill.
SAID = {
    "missing": ("the file «\u00a0{file}\u00a0» does not exist",
                "le fichier «\u00a0{file}\u00a0» n'existe pas"),
    "folder": ("«\u00a0{file}\u00a0» is a folder, not {what}",
               "«\u00a0{file}\u00a0» est un dossier, pas {what}"),
    "unreadable": ("you are not allowed to read the file «\u00a0{file}\u00a0»",
                   "vous n'avez pas le droit de lire le fichier «\u00a0{file}\u00a0»"),
    "latin": ("the file «\u00a0{file}\u00a0» is not UTF-8 text: at line 1, column 14 (byte 13), a character is written in "
              "another encoding",
              "le fichier «\u00a0{file}\u00a0» n'est pas du texte UTF-8\u00a0: à la ligne 1, colonne 14 (octet 13), un "
              "caractère est écrit dans un autre codage"),
    "deep": ("the file «\u00a0{file}\u00a0» nests its values too deeply, more than 64 levels at line 1, column 65",
             "le fichier «\u00a0{file}\u00a0» imbrique ses valeurs trop profondément, sur plus de 64 niveaux à la ligne "
             "1, colonne 65"),
    "json": ("the file «\u00a0{file}\u00a0» is not valid JSON: at line 2, column 2, a name is missing its double quotes",
             "le fichier «\u00a0{file}\u00a0» n'est pas du JSON valide\u00a0: à la ligne 2, colonne 2, il manque des "
             "guillemets autour d'un nom"),
    "truncated": ("the file «\u00a0{file}\u00a0» is not valid JSON: at line 1, column 12, the text stops before its end (it "
                  "looks cut short)",
                  "le fichier «\u00a0{file}\u00a0» n'est pas du JSON valide\u00a0: à la ligne 1, colonne 12, le texte "
                  "s'arrête avant sa fin (il semble tronqué)"),
    "empty": ("the file «\u00a0{file}\u00a0» is empty", "le fichier «\u00a0{file}\u00a0» est vide"),
}
# The kind of file each command expects, as its refusal of a folder names it.
WHAT = {"check": ("a Tabletop file", "un fichier Tabletop"),
        "book": ("a book interchange file", "un fichier d'échange du livre"),
        "campaign": ("a results file", "un fichier de résultats"),
        "render": ("a scenario file", "un fichier de scénario")}


def _refuse_reading(monkeypatch: pytest.MonkeyPatch, path: Path) -> None:
    """The system refuses to open ``path`` for reading, as it does a file of someone else's without the right (the
    tests may run as root, whom chmod does not stop)."""
    real_open = os.open

    def refusing(file, flags, *args, **kwargs):
        if os.fspath(file) == str(path):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(file, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing)


def _said(capsys: pytest.CaptureFixture[str], language: str, argv: list[str],
          run: Callable[[list[str]], int] = main) -> str:
    i18n.set_language(language)
    try:
        code = run(argv)
    finally:
        i18n.set_language(None)
    out, err = capsys.readouterr()
    assert code == 1 and len(err.strip().splitlines()) == 1, err
    return err.rstrip("\n")


def _commands(tmp_path: Path, path: Path) -> dict[str, tuple[list[str], str]]:
    """Each command reading ``path``, and the prefix of its refusal (``check`` prints its lines bare)."""
    book = str(tmp_path / "book.sqlite")
    return {"check": (["check", str(path)], ""),
            "book": (["book", "--book", book, "import", str(path)], "tabletop book import"),
            "campaign": (["campaign", "--book", book, "turn", "--results", str(path), "Saison"], "tabletop campaign turn")}


def _expected(kind: str, command: str, language: str, path: Path, prefix: str) -> str:
    english, french = SAID[kind]
    sentence = (french if language == "fr" else english).format(file=path, what=WHAT[command][language == "fr"])
    if not prefix:
        return sentence
    return f"{prefix}{NBSP}: {sentence}" if language == "fr" else f"{prefix}: {sentence}"


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("kind", sorted(SAID))
def test_a_refused_file_is_one_sentence_naming_it_once(tmp_path: Path, capsys, monkeypatch, kind: str,
                                                       language: str) -> None:
    path = _broken(tmp_path, kind)
    book = str(tmp_path / "book.sqlite")
    assert main(["campaign", "--book", book, "new", "Saison", "--gang", "C:Ana", "--gang", "F:Bruno"]) == 0
    capsys.readouterr()
    if kind == "unreadable":
        _refuse_reading(monkeypatch, path)
    for command, (argv, prefix) in _commands(tmp_path, path).items():
        line = _said(capsys, language, argv)
        assert line == _expected(kind, command, language, path, prefix)
        sentence = line.removeprefix(prefix)
        colon = f"{NBSP}:" if language == "fr" else ":"
        # The file once; after the program's prefix at most one colon, with its non-breaking space in French.
        assert sentence.count(str(path)) == 1 and sentence.count(colon) <= 1 + bool(prefix), line
        assert language == "en" or " :" not in line.replace(f"{NBSP}:", ""), line


def test_a_file_too_large_is_said_with_its_limit_grouped(tmp_path: Path, capsys) -> None:
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * (jsontext.MAX_FILE_BYTES + 1))
    assert _said(capsys, "fr", ["check", str(path)]) == (
        f"le fichier «\u00a0{path}\u00a0» fait plus de 20\u202f971\u202f520 octets, trop pour un fichier Tabletop")
    assert _said(capsys, "en", ["check", str(path)]) == (
        f"the file «\u00a0{path}\u00a0» holds more than 20,971,520 bytes, too many for a Tabletop file")


def test_an_unreadable_file_for_another_reason_gives_the_systems_words_in_parentheses(tmp_path: Path) -> None:
    refusal = jsontext.unreadable(OSError(errno.EIO, "Input/output error"))
    assert refusal.about("/mnt/usb/partie.json") == "the file «\u00a0/mnt/usb/partie.json\u00a0» cannot be read (Input/output error)"


def test_a_json_texts_refusal_without_a_file_is_a_clause_naming_the_place() -> None:
    """A CSV cell's or a command argument's JSON has no file: its refusal says the place alone."""
    with pytest.raises(jsontext.JsonTextError) as refused:
        jsontext.parse_json_text('{"a" 1}')
    assert str(refused.value) == "at line 1, column 6, a colon is missing after a name"


def test_a_house_rule_toml_file_refused_whole_is_one_sentence_naming_it(tmp_path: Path, capsys) -> None:
    """``tabletop check`` of a house-rule file: not UTF-8 (it read « x.toml : pas un fichier texte en UTF-8 »), not
    TOML (tomllib's own words say where, in parentheses)."""
    latin = tmp_path / "weapons.toml"
    latin.write_bytes(b'[pistolet]\nname = "Caf\xe9"\n')
    assert _said(capsys, "fr", ["check", str(latin)]) == (
        f"le fichier «{NBSP}{latin}{NBSP}» n'est pas du texte UTF-8{NBSP}: à la ligne 2, colonne 12 (octet 22), un "
        "caractère est écrit dans un autre codage")
    broken = tmp_path / "gangs.toml"
    broken.write_text("[police\n", encoding="utf-8")
    assert _said(capsys, "en", ["check", str(broken)]).startswith(f"the file «{NBSP}{broken}{NBSP}» is not valid TOML (")
    assert _said(capsys, "fr", ["check", str(broken)]).startswith(
        f"le fichier «{NBSP}{broken}{NBSP}» n'est pas du TOML valide (")
