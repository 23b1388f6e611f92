"""Numbers, percentages, durations, dates and months the user's way (tabletop/formats.py), and the core's messages
writing their decimals with the language's mark."""

from __future__ import annotations

from datetime import datetime, timezone

import pytest

from tabletop import formats, i18n


@pytest.mark.parametrize("code, decimal, percent, duration, short, moment", [
    ("fr", "21,27", "45\u202f%", "1 h 33", "45 min", "5 déc. 2025 21:40"),
    ("en", "21.27", "45%", "1 h 33 min", "45 min", "5 Dec 2025 21:40"),
])
def test_each_language_writes_numbers_and_dates_its_way(language, code, decimal, percent, duration, short, moment):
    language(code)
    assert formats.decimal(21.2666) == decimal and formats.decimal(30.0) == "30" and formats.decimal(15.9) in (
        "15,9", "15.9")
    assert formats.percent(0.45) == percent
    assert formats.duration(93.33) == duration and formats.duration(45) == short
    assert formats.moment(datetime(2025, 12, 5, 21, 40)) == moment
    assert formats.day(datetime(2025, 9, 1, tzinfo=timezone.utc)).split()[1] == ("sept." if code == "fr" else "Sep")


def test_a_core_message_writes_its_decimals_the_french_way(language):
    language("fr")
    message = i18n._("a burst needs the target under {value:g} cm, it is at {distance_cm:g} cm").format(
        value=20, distance_cm=37.55)
    assert "37,55 cm" in message and "37.55" not in message
    language("en")
    assert "37.55 cm" in i18n._("{value:g} cm").format(value=37.55)


def test_a_core_message_takes_the_mark_wherever_its_decimals_come_from(language):
    """Words and whole numbers alone are written as ``str.format`` writes them; a float reached through a field's
    attribute or item, a whole number given decimals or a percentage, and a nested spec still take the mark."""
    language("fr")
    point = complex(2.5, 1.0)
    assert i18n.Message("{who}: {n} dice, {x!r}").format(who="f1", n=3, x="a") == "f1: 3 dice, 'a'"
    assert i18n.Message("{p.real} cm").format(p=point) == "2,5 cm"
    assert i18n.Message("{xs[0]} cm").format(xs=[1.5]) == "1,5 cm"
    assert i18n.Message("{n:.1f} cm, {share:.1%}").format(n=3, share=1) == "3,0 cm, 100,0%"
    assert i18n.Message("{n:{w}.2f}").format(n=3, w=6) == "  3,00"
    language("en")
    assert i18n.Message("{p.real} cm").format(p=point) == "2.5 cm"



@pytest.mark.parametrize("code, places", [
    ("fr", ["1er", "2e", "3e", "11e", "21e"]),
    ("en", ["1st", "2nd", "3rd", "11th", "21st"]),
])
def test_a_place_in_a_ranking_is_written_the_language_s_way_not_as_a_number_sign(language, code, places):
    """Issue 38: the book's plays showed « Ana (12, #1) »."""
    language(code)
    assert [formats.rank(n) for n in (1, 2, 3, 11, 21)] == places


@pytest.mark.parametrize("code, minus", [("fr", "\u2212"), ("en", "-")])
def test_a_gang_with_its_player_and_a_negative_number_are_written_one_way(language, code, minus):
    language(code)
    assert formats.with_player("Police", "Ana") == "Police (Ana)"
    assert formats.with_player("Police", None) == "Police"
    assert formats.decimal(-3) == f"{minus}3" and formats.decimal(-0.5, 1) == f"{minus}0{',' if code == 'fr' else '.'}5"


def test_the_rulebook_s_words_are_quoted_with_french_spacing_in_every_language(language):
    language("en")
    assert formats.quoted("Rouge = Touché ! Bleu : raté") == "«\u00a0Rouge = Touché\u00a0! Bleu\u00a0: raté\u00a0»"
    assert formats.french_spacing("à 21:40, 1:1, {x:.1f}") == "à 21:40, 1:1, {x:.1f}"


@pytest.mark.parametrize("code, text, expected", [
    ("fr", "Ana pose Attaque : Sournois de Ana (Arenalla) attaque Pausilippe de Carla",
     "Ana pose Attaque : Sournois d'Ana (Arenalla) attaque Pausilippe de Carla"),
    ("fr", "Écran de Élodie ; plus que Océane", "Écran d'Élodie ; plus qu'Océane"),
    # Not a name with a vowel sound first: a mark read letter by letter, « h », « Y », a word the message wrote.
    ("fr", "le business de EI1, la municipalité de IV, de Hugo, de Yanis, Dé de Recrutement",
     "le business de EI1, la municipalité de IV, de Hugo, de Yanis, Dé de Recrutement"),
    ("en", "Sournois de Ana", "Sournois de Ana"),
])
def test_de_and_que_elide_before_a_name_beginning_with_a_vowel(language, code, text, expected):
    language(code)
    assert i18n.elided(text) == expected


def test_a_mean_has_one_decimal_and_a_count_one_form(language):
    """Issue 38: means down one column read alike (« 15,9 », « 16,4 », « 16,0 »), and a count of a thing is
    « drogue ×4 » wherever it is written."""
    language("fr")
    assert [formats.mean(m) for m in (15.9, 16.35, 16.0, -0.04)] == ["15,9", "16,4", "16,0", "0,0"]  # no « −0,0 »
    assert formats.counted("drogue", 4) == "drogue ×4"
