"""Words that agree with a count take their form from the message: « 1 partie écrite », « 2 parties écrites »
(issue 38). Each family of the core is said with counts 0, 1 and 2 in French (0 and 1 take the singular) and in
English (only 1 does), through the code that says it; and no catalogue writes a plural as « (s) »."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from tabletop import i18n
from tabletop.games.interface import GameError
from tabletop.sentences import say
from tests.games.gangster_paradise.table import GAME as GANGSTER_PARADISE
from tests.games.narcopolis.helpers import play

ROOT = Path(__file__).resolve().parents[1]
# « prise(s) », « blessé(e)s », « écrit(e)(s) »: a plural or an agreement left to the reader.
BRACKETED = re.compile(r"\((?:e|s|es|e\)s)\)|\(e\)s")


def _texts_of_the_catalogues() -> list[tuple[str, str]]:
    texts = []
    with (ROOT / "tabletop" / "locale" / "fr" / "LC_MESSAGES" / "tabletop.po").open("rb") as handle:
        for message in read_po(handle, locale="fr"):
            for text in (*(message.id if isinstance(message.id, tuple) else (message.id,)),
                         *(message.string if isinstance(message.string, tuple) else (message.string,))):
                texts.append(("tabletop.po", text or ""))
    for ts in sorted((ROOT / "ui" / "translations").glob("*.ts")):
        for message in ET.parse(ts).getroot().iter("message"):
            texts.append((ts.name, message.findtext("source") or ""))
            translation = message.find("translation")
            if translation is not None:
                texts += [(ts.name, form.text or "") for form in translation.iter("numerusform")]
                texts.append((ts.name, translation.text or ""))
    return texts


def test_no_message_of_any_catalogue_writes_a_plural_in_brackets() -> None:
    found = [(name, text) for name, text in _texts_of_the_catalogues() if BRACKETED.search(text)]
    assert found == []


def test_the_check_for_bracketed_plurals_finds_them() -> None:
    assert all(BRACKETED.search(text) for text in ("{n} prise(s)", "blessé(e)s", "{count} play(s) written"))
    assert not any(BRACKETED.search(text) for text in ("{n} prises", "Flics (2)", "({k} à couvert)"))


@pytest.fixture(params=["fr", "en"])
def language(request: pytest.FixtureRequest):
    with i18n.speaking(request.param):
        yield request.param


def test_book_export_says_how_many_plays_it_wrote(language, tmp_path: Path, capsys) -> None:
    from tabletop.book import open_book
    from tabletop.cli import main
    from tests.book.builders import play as book_play

    said = []
    for count in (0, 1, 2):
        url = f"sqlite:///{tmp_path / f'book{count}.sqlite'}"
        with open_book(url) as book:
            for k in range(count):
                book.record_play(book_play("camorra", k, ("Ana", 3.0, 1), ("Bruno", 1.0, 2)))
        assert main(["book", "--book", url, "export", str(tmp_path / "out.json")]) == 0
        said.append(capsys.readouterr().out.replace(str(tmp_path), "T"))
    assert said == {"fr": ["0 partie écrite dans T/out.json\n", "1 partie écrite dans T/out.json\n",
                           "2 parties écrites dans T/out.json\n"],
                    "en": ["0 plays written to T/out.json\n", "1 play written to T/out.json\n",
                           "2 plays written to T/out.json\n"]}[language]


def test_narcopolis_refuses_an_exchange_of_more_job_cards_than_held(language) -> None:
    from tests.games.narcopolis.test_turn import started

    said = []
    for held in (0, 1, 2):
        session = started()
        play(session, {"type": "income"})
        session.state.current().jobs = held
        with pytest.raises(GameError) as refused:
            session.apply({"type": "exchange_jobs", "count": held + 1})
        said.append(str(refused.value))
    name = session.state.current().name
    assert said == {"fr": [f"{name} a 0 carte job à échanger", f"{name} a 1 carte job à échanger",
                           f"{name} a 2 cartes job à échanger"],
                    "en": [f"{name} holds 0 job cards to exchange", f"{name} holds 1 job card to exchange",
                           f"{name} holds 2 job cards to exchange"]}[language]


def test_gangster_paradise_says_the_executants_traded(language) -> None:
    """Each executant is named with its own article (kept with its name in the rule data), so one or two read whole."""
    from tests.games.gangster_paradise.table import started

    state = started().state
    said = [GANGSTER_PARADISE.describe(state, {"type": "trade", "with": "Ana", "give": {"red": 5},
                                               "get": {"executants": kinds}})
            for kinds in (["informateur"], ["informateur", "exécutant 2"])]
    one, two = {"fr": ("contre un informateur", "contre un informateur et un exécutant 2"),
                "en": ("for an informer", "for an informer and an executant 2")}[language]
    assert said[0].endswith(one) and said[1].endswith(two) and "(s)" not in "".join(said)


@pytest.mark.parametrize("count, fr, en", [
    (0, "4 soldats", "4 soldiers"),
    (1, "4 soldats, 1 véhicule blindé", "4 soldiers, 1 armoured vehicle"),
    (2, "4 soldats, 2 véhicules blindés", "4 soldiers, 2 armoured vehicles")])
def test_the_check_point_line_counts_its_armoured_vehicles(count: int, fr: str, en: str) -> None:
    """One sentence, each count agreeing; none said when the check-point brings no vehicle."""
    for code, expected in (("fr", fr), ("en", en)):
        said = say("peur-checkpoint", code, street="la rue", soldiers=4, vehicles=count)
        assert said.endswith(": " + expected), said
