"""Issue 38: a line the core writes is one message in each language, never a translated fragment glued after
another (« , peut-être … », « (captif) », « , 1 annulée : … », « , et le territoire neutre … », « (et 2 autres
problèmes) »): no message of the core's catalogue starts as the tail of a sentence, and each line once glued reads
whole in French and in English."""

from __future__ import annotations

import json
import re

import pytest
from babel.messages.pofile import read_po

from tabletop.cli import main
from tabletop.cli.replay_cmds import CAPTIVE_STATE_WORDS
from tabletop.games import game_core
from tabletop.games.interface import PlaySetup
from tabletop.i18n import LOCALE_DIR, _, set_language, speaking
from tabletop.names import UnknownName, match_name

from tests.games.mafia_story.dealt_city import CITY, territory
from tests.games.peur_sur_la_ville.campaign.helpers import fresh, reasons, turn

NBSP = "\u00a0"
FIGURES = {"police-3": ["Flic 3"], "police-4": ["Flic 4"], "skin-1": ["Leader"]}


def test_no_core_message_is_the_tail_of_a_sentence() -> None:
    """A message starting with « , » or « (» after a space is glued after another; the lists' « et », « ou » and
    « ; » are not, nor a point's « ({x}, {y}) »."""
    with open(LOCALE_DIR / "fr" / "LC_MESSAGES" / "tabletop.po", encoding="utf-8") as po:
        ids = [m.id if isinstance(m.id, str) else m.id[0] for m in read_po(po) if m.id]
    assert [i for i in ids if re.match(r"\s*,|\s+\(", i)] == []


@pytest.mark.parametrize("code, text, expected", [
    ("fr", "flic 33", f"aucune figurine «{NBSP}flic 33{NBSP}», peut-être Flic 3 ou Flic 4{NBSP}; les figurines sont "
                      "Flic 3, Flic 4, Leader"),
    ("fr", "zorro", f"aucune figurine «{NBSP}zorro{NBSP}»{NBSP}; les figurines sont Flic 3, Flic 4, Leader"),
    ("en", "flic 33", "no figure 'flic 33', perhaps Flic 3 or Flic 4; the figures are Flic 3, Flic 4, Leader"),
    ("en", "zorro", "no figure 'zorro'; the figures are Flic 3, Flic 4, Leader"),
])
def test_an_unknown_name_with_or_without_close_matches_is_one_message(code, text, expected) -> None:
    with speaking(code), pytest.raises(UnknownName) as refused:
        match_name(text, FIGURES, "figure")
    assert str(refused.value) == expected


@pytest.mark.parametrize("code, expected", [("fr", "au sol (captif)"), ("en", "down (captive)")])
def test_a_captive_figures_state_is_one_message(code, expected) -> None:
    with speaking(code):
        assert _(CAPTIVE_STATE_WORDS["down"]) == expected


@pytest.mark.parametrize("code, expected", [
    ("fr", f"la ville distribuée{NBSP}: vert 4 en C3 n'est pas de cette ville (les familles en jeu sont "
           "bleu, rouge, et le territoire neutre blanc)"),
    ("en", "the city as dealt: vert 4 at C3 is not in this city (the families in play are bleu, rouge, and the "
           "neutral territory blanc)"),
])
def test_a_card_outside_a_city_with_a_neutral_territory_is_one_message(code, expected) -> None:
    city = CITY[:12] + [territory("vert", 4)] + CITY[13:]
    with speaking(code):
        assert game_core("mafia-story").setup_problems(PlaySetup("mafia-story", ("Ana", "Bruno"), options={
            "families": ["bleu", "rouge"], "city": city, "neutral_family": "blanc"})) == [expected]


@pytest.mark.parametrize("code, expected", [
    ("fr", re.compile(f"^tour 1{NBSP}: 2 bavures{NBSP}: «{NBSP}.+{NBSP}», 1 annulée{NBSP}: «{NBSP}.+{NBSP}»$")),
    ("en", re.compile("^turn 1: 2 bavures: « .+ », 1 cancelled: « .+ »$")),
])
def test_bavures_cancelled_by_corruption_are_one_message_with_both_counts(code, expected) -> None:
    """Ritals' Corruption cancels one of their two bavures: the ledger's reason says both, each with its plural."""
    view, _ = fresh("N")
    with speaking(code):
        _view, planned = turn(view, {"N": {"bavures": {"rocket_fired": 2}}})
        (reason,) = reasons(planned, "N", "bavures")
    assert expected.match(reason), reason


@pytest.mark.parametrize("code, tail", [("fr", "(et 1 autre problème)"), ("en", "(and 1 more problem)")])
def test_a_reveal_files_further_problems_are_counted_in_its_line(tmp_path, capsys, code, tail) -> None:
    request = {"players": [{"name": "Ana", "family": "rouge", "team": None, "score": "x", "right": 0},
                           {"name": "Bruno", "family": "vert", "team": None, "score": "y", "right": 0}],
               "city_cards": 4, "tokens": [], "prevent": []}
    path = tmp_path / "reveal.json"
    path.write_text(json.dumps(request), encoding="utf-8")
    set_language(code)
    try:
        assert main(["mafia-story", "reveal", str(path)]) != 0
    finally:
        set_language(None)
    err = capsys.readouterr().err
    assert err.endswith(f" {tail}\n") and err.count("\n") == 1, err


@pytest.mark.parametrize("code, colon, whole", [
    ("fr", f"{NBSP}: «{NBSP}", f"{{turn}}{NBSP}: «{NBSP}{{passage}}{NBSP}» ({{figure}})"),
    ("en", ": « ", "{turn}: « {passage} » ({figure})")])
def test_a_resource_and_a_bribed_doctor_are_one_ledger_reason_each(code, colon, whole) -> None:
    """The resource's own rule and the figure a doctor was bribed for are said in the reason's message, where code
    glued « labo: « … » » and « (Skin 2 des Skins) » after it (the colon without French spacing)."""
    view, _accounts = fresh("C", "F")
    with speaking(code):
        _view, planned = turn(view, {
            "C": {"investments": [{"kind": "resource", "resource": "labo"}]},
            "F": {"wounded": {"F2": 3}, "investments": [{"kind": "hospital_bribe", "figure": "F2"}]}})
        (resource,) = [c.reason for c in planned.changes if c.subject == "C" and c.field != "bitcoins"
                       and "labo" in c.reason]
        bribe = [r for r in reasons(planned, "F", "bitcoins") if r.endswith(")")]
        said = _("{turn}: « {passage} » ({figure})")
    assert f"» labo{colon}" in resource, resource
    assert len(bribe) == 1 and "Skins)" in bribe[0], bribe
    assert said == whole
