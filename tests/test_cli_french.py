"""The command line in French: argparse's own words, every command's --help and the main refusals speak French when
the language is French, with no English sentence left (command names, option flags and the rule data's identifiers
aside)."""

from __future__ import annotations

import argparse
import re
from pathlib import Path
from typing import Iterator

import pytest
from babel.messages.extract import extract_python

from tabletop import i18n
from tabletop.cli import argparse_words, build_parser, command_names, main, mistyped_command
from tests.cli_runs import run_in_language
from ui import launcher
from ui.launcher import UI_COMMAND_GROUPS

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = "tabletop/samples/bank-job.geojson"
# English words that have no place in a French sentence: a line holding one is a message left in English.
TELLTALE = {"the", "of", "and", "with", "show", "this", "help", "usage", "positional", "following", "required",
            "expected", "invalid", "unrecognized", "error", "mean", "neither", "got", "cannot", "from", "to", "is",
            "not", "which", "when", "each", "for", "file", "figure", "number", "or", "in", "its", "by", "on", "be",
            "are", "no", "one", "all", "only", "unknown", "missing", "must", "exit"}
# The refusals a referee meets first at the command line: missing or extra arguments, values out of range, names
# that name nothing, files that are not there.
REFUSALS = [
    ["sight"],
    ["sight", "x.geojson", "a", "b"],
    ["sight", SAMPLE, "nobody", "police-1"],
    ["odds", "--weapon", "laser", "--cm", "5"],
    ["odds", "--weapon", "pistolet", "--cm", "-5"],
    ["burst", SAMPLE, "police-1", "police-2", "--hits", "11"],
    ["camorra"],
    ["camorra", "combat", "nofile.json"],
    ["book", "plays", "--limit", "0"],
    ["gangs", "--bogus"],
    ["roster", "new", "Z", "out.json"],
    ["campaign", "turn", "x"],
    ["morale-odds", "--owed", "x"],
    ["replay", "missing.ttplay.json"],
    ["render", SAMPLE, "--out", "table.txt"],
    ["gangster-paradise", "launder", "--red", "x", "--commercants", "1"],
    ["reach", SAMPLE, "police-1", "--cm", "0"],
    ["blast", SAMPLE, "1e9", "1"],
    ["blast-odds", "--explosive", "x"],
    ["check"],
]


@pytest.fixture
def french():
    i18n.set_language("fr")
    yield
    i18n.set_language(None)


def english_words(text: str, identifiers: set[str] = frozenset()) -> set[str]:
    """The telltale English words of ``text``, once option flags, choice lists, file names, URLs, environment
    variables and ``identifiers`` (command names) are taken out."""
    text = re.sub(r"--?[\w-]+|\{[^}]*\}|\$\w+|\S+\.\w+|\w+://\S*", " ", text)
    return {word for word in re.findall(r"[A-Za-z]+", text) if word.lower() in TELLTALE and word not in identifiers}


def parsers(parser: argparse.ArgumentParser, path: tuple[str, ...] = ("tabletop",)
            ) -> Iterator[tuple[tuple[str, ...], argparse.ArgumentParser]]:
    yield path, parser
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                yield from parsers(sub, (*path, name))


def test_an_english_sentence_is_caught() -> None:
    """The check itself can fail: argparse's English, or a refusal left in English, is found."""
    assert english_words("usage: tabletop sight [-h] SCENARIO\n  -h, --help  show this help message and exit") \
        == {"usage", "show", "this", "help", "and", "exit"}
    assert english_words("tabletop: the following arguments are required: FILE") >= {"the", "following", "required"}
    assert english_words("tabletop : arguments obligatoires manquants : FICHIER") == set()


def test_every_help_is_french(french) -> None:
    """``tabletop --help`` and the --help of every command and action: argparse's headings and the help texts."""
    root = build_parser(UI_COMMAND_GROUPS)
    identifiers = {name for _path, parser in parsers(root) for action in parser._actions
                   if isinstance(action, argparse._SubParsersAction) for name in action.choices}
    left = {" ".join(path): sorted(words) for path, parser in parsers(root)
            if (words := english_words(parser.format_help(), identifiers))}
    assert left == {}
    assert "utilisation\u00a0: tabletop [-h]" in root.format_help()
    assert "afficher cette aide et quitter" in root.format_help()


def test_every_french_help_is_typeset_the_french_way(french) -> None:
    """Each help's section headings take French's spaced colon (argparse glued « options: »), a hyphenated word
    stays whole on its line (« pistolet-\\nmitrailleur » before), and a number of five digits or more is grouped
    by thousands with its minus sign (« −10 000 à 10 000 »)."""
    root = build_parser(UI_COMMAND_GROUPS)
    helps = {" ".join(path): parser.format_help() for path, parser in parsers(root)}
    glued = {path: line for path, text in helps.items() for line in text.splitlines()
             if re.fullmatch(r"\S.*\S:", line) or re.search(r"\w-$", line) or re.search(r"(?<![\w.,{])-?\d{5,}", line)}
    assert glued == {}
    assert "arguments positionnels\u00a0:\n" in helps["tabletop"] and "\noptions\u00a0:\n" in helps["tabletop odds"]
    assert "\u221210\u202f000 à 10\u202f000" in helps["tabletop blast"]
    assert "pistolet-mitrailleur" in helps["tabletop odds"]
    assert "(de 1 à 10\u202f000\u202f000)" in helps["tabletop book plays"]
    i18n.set_language("en")
    english = {" ".join(path): parser.format_help() for path, parser in parsers(build_parser(UI_COMMAND_GROUPS))}
    assert "\noptions:\n" in english["tabletop"] and "(1 to 10,000,000)" in english["tabletop book plays"]


@pytest.mark.parametrize("args", REFUSALS, ids=" ".join)
def test_every_main_refusal_is_french(args: list[str], french, capsys: pytest.CaptureFixture[str],
                                      tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    args = [str(tmp_path / a) if a in ("out.json", "table.txt") else a for a in args]
    assert main(args, UI_COMMAND_GROUPS) == 1
    said = capsys.readouterr().err
    assert said.strip() and english_words(said) == set(), said


def test_a_mistyped_command_is_refused_in_french(french) -> None:
    line = mistyped_command("sigth", command_names())
    assert line.startswith("tabletop\u00a0: «\u00a0sigth\u00a0» n'est ni une commande ni un fichier\u00a0; aucune commande «\u00a0sigth\u00a0»")
    assert english_words(line, command_names()) == set()
    assert mistyped_command("Check", command_names()).endswith("vouliez-vous dire «\u00a0check\u00a0»\u00a0?")


def test_the_installed_command_follows_lang(monkeypatch: pytest.MonkeyPatch,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """``LANG=fr_FR.UTF-8 tabletop --help`` and a missing argument in French; ``LANG=en_US.UTF-8`` in English. One
    real start in each language reads its ``LANG`` as the installed command does; the other answer is asked of the
    launcher in this process under the same ``LANG`` (a start costs 0.3 s of CPU)."""
    french_help = run_in_language(["--help"], "fr_FR.UTF-8")
    assert french_help.returncode == 0
    assert french_help.stdout.startswith("utilisation\u00a0: tabletop")
    assert "arguments positionnels" in french_help.stdout
    english_error = run_in_language(["sight"], "en_US.UTF-8")
    assert english_error.returncode == 1
    assert english_error.stderr == "tabletop sight: missing SCENARIO, SHOOTER and TARGET\n"

    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    try:
        monkeypatch.setenv("LANG", "fr_FR.UTF-8")
        i18n.set_language(None)  # the catalogue read again from the environment, as a new process reads it
        assert launcher.main(["sight"]) == 1
        assert capsys.readouterr().err == "tabletop sight\u00a0: il manque SCÉNARIO, TIREUR et CIBLE\n"
        monkeypatch.setenv("LANG", "en_US.UTF-8")
        i18n.set_language(None)
        with pytest.raises(SystemExit) as done:
            launcher.main(["--help"])
        assert done.value.code == 0 and capsys.readouterr().out.startswith("usage: tabletop")
    finally:
        i18n.set_language(None)


def test_a_value_not_among_the_choices_is_one_sentence_by_its_command(french, capsys) -> None:
    """argparse said « tabletop : argument ACTION : choix invalide : 'zz' (au choix : 'import', 'export', …) »."""
    assert main(["book", "--book", "b.sqlite", "zz"]) == 1
    assert capsys.readouterr().err == ("tabletop book\u00a0: ACTION prend import, export, stats ou plays, "
                                       "pas «\u00a0zz\u00a0»\n")


@pytest.mark.parametrize("argv, french, english", [
    (["odds", "--weapon"], "tabletop odds\u00a0: --weapon attend une valeur", "tabletop odds: --weapon needs a value"),
    (["odds", "--weapon", "pistolet", "--cm", "x"], "tabletop odds\u00a0: --cm attend un nombre, pas «\u00a0x\u00a0»",
     "tabletop odds: --cm takes a number, not 'x'"),
    (["odds", "--weapon", "pistolet", "--cm", "inf"], "tabletop odds\u00a0: --cm attend un nombre fini, pas «\u00a0inf\u00a0»",
     "tabletop odds: --cm takes a finite number, not 'inf'"),
    (["roster", "buy", "r.json", "gilet", "--figure", "100"],
     "tabletop roster buy\u00a0: --figure attend un numéro de figurine de 0 à 99, pas «\u00a0100\u00a0»",
     "tabletop roster buy: --figure takes a figure number from 0 to 99, not '100'"),
    (["odds", "--weapon", "fusil a pmpe"], "tabletop odds\u00a0: --weapon attend une arme, pas «\u00a0fusil a pmpe\u00a0», "
     "peut-être Fusil à pompe\u00a0; les armes sont Pistolet, Fusil, Fusil à pompe, Arc/Arbalète, Pistolet mitrailleur, "
     "Fusil mitrailleur, Mitrailleuse, Flash Ball, Pavés, boulons",
     "tabletop odds: --weapon takes a weapon, not 'fusil a pmpe', perhaps Fusil à pompe; the weapons are Pistolet, "
     "Fusil, Fusil à pompe, Arc/Arbalète, Pistolet mitrailleur, Fusil mitrailleur, Mitrailleuse, Flash Ball, Pavés, "
     "boulons"),
    (["roster", "buy"], "tabletop roster buy\u00a0: il manque FICHIER et ARTICLE", "tabletop roster buy: missing FILE and ITEM"),
    (["roster", "buy", "r.json", "gilet", "--zz"], "tabletop roster buy\u00a0: --zz n'est pas un argument de cette commande",
     "tabletop roster buy: --zz is not an argument of this command"),
    (["book", "plays", "--zz", "3"], "tabletop book plays\u00a0: --zz et 3 ne sont pas des arguments de cette commande",
     "tabletop book plays: --zz and 3 are not arguments of this command"),
])
def test_argparse_s_refusal_is_one_sentence_by_the_command_that_refuses_it(argv, french, english, capsys) -> None:
    """argparse said « tabletop odds : argument --weapon : … », « arguments obligatoires manquants : FICHIER,
    ARTICLE » and left-over words in the group's name, « tabletop : arguments non reconnus : --zz »."""
    for code, said in (("fr", french), ("en", english)):
        i18n.set_language(code)
        try:
            assert main(argv) == 1
        finally:
            i18n.set_language(None)
        assert capsys.readouterr().err == said + "\n"


@pytest.mark.parametrize("nargs, argv, french, english", [
    (3, ["--at", "1"], "--at attend 3 valeurs", "--at takes 3 values"),
    (1, ["--at"], "--at attend 1 valeur", "--at takes 1 value"),
    ("?", ["--at", "1", "--at"], None, None),
    ("+", ["--at"], "--at attend au moins une valeur", "--at needs at least one value"),
    (None, ["--at"], "--at attend une valeur", "--at needs a value"),
])
def test_an_option_given_too_few_values_is_one_sentence_whatever_the_count_it_takes(nargs, argv, french,
                                                                                   english) -> None:
    """argparse said « argument --at : 3 arguments attendus » for any count an option takes: the option is the
    subject, the count its own (not only the 2 and 4 of render's --centre and --corners)."""
    from tabletop.cli.common import CliError, CliParser

    parser = CliParser(prog="tabletop essai")
    parser.add_argument("--at", nargs=nargs)
    for code, said in (("fr", french), ("en", english)):
        i18n.set_language(code)
        try:
            if said is None:
                parser.parse_args(argv)  # « ? » takes none or one: never too few
                continue
            with pytest.raises(CliError) as refused:
                parser.parse_args(argv)
        finally:
            i18n.set_language(None)
        assert str(refused.value) == said


def test_the_argparse_messages_translated_are_argparse_s_own() -> None:
    """A message renamed in a new Python would silently fall back to English: each one marked is still argparse's."""
    with open(argparse.__file__, "rb") as source:
        theirs = {message for _line, _function, message, _comments in
                  extract_python(source, {"_": None, "ngettext": (1, 2)}, [], {})}
    assert set(argparse_words.MESSAGES) - theirs == set()
