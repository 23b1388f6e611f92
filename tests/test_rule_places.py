"""Every place of every shipped rule file has words in the referee's language: a test walks each rule file's JSON
Schema (its properties, its lists' items, the maps of keys the file chooses) and fails on a place without words; a
refused value of a house-rule file names its place in French and English, never by its dotted path."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any, Iterator

import pytest

from tabletop.file_kinds import rule_file_problems
from tabletop.games.peur_sur_la_ville.campaign.refusals import gang_args
from tabletop.i18n import set_language
from tabletop.rule_places import RULE_PLACES
from tabletop.ruledata import RuleDataError, rule_field_words, rule_places, setting_label
from tabletop.schema_words import place_shape, place_words
from tests.schema_nodes import resolved

TABLETOP = Path(__file__).resolve().parents[1] / "tabletop"
# Every shipped rule file (a sample's TOML is none), each with its table in tabletop.rule_places.
RULE_FILES = sorted(path for path in TABLETOP.rglob("*.toml") if "samples" not in path.parts)


def _places(root: dict[str, Any], node: Any, path: list[Any], data: Any) -> Iterator[list[Any]]:
    """Every place the schema allows, as a path into the shipped data where it has one (a map's first key, a list's
    first item), else a key of the file's choosing."""
    node = resolved(root, node)
    yield path
    for key, sub in node.get("properties", {}).items():
        yield from _places(root, sub, [*path, key], data.get(key) if isinstance(data, dict) else None)
    chosen = [sub for sub in (node.get("additionalProperties"), *node.get("patternProperties", {}).values())
              if isinstance(sub, dict)]
    for sub in chosen:
        known = [k for k in data if k not in node.get("properties", {})] if isinstance(data, dict) else []
        key = known[0] if known else "chosen"
        yield from _places(root, sub, [*path, key], data.get(key) if isinstance(data, dict) else None)
    for sub in ([node["items"]] if isinstance(node.get("items"), dict) else []) + node.get("prefixItems", []):
        yield from _places(root, sub, [*path, 0], data[0] if isinstance(data, list) and data else None)
    for sub in node.get("anyOf", []) + node.get("oneOf", []):
        yield from _places(root, sub, path, data)


def _rule_file_places(path: Path) -> list[list[Any]]:
    schema = json.loads(path.with_name(f"{path.stem}.schema.json").read_text(encoding="utf-8"))
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    return [place for place in _places(schema, schema, [], data) if place]


@pytest.mark.parametrize("path", RULE_FILES, ids=lambda path: path.name)
def test_every_place_of_a_rule_file_has_its_words(path) -> None:
    assert path.name in RULE_PLACES
    words = rule_places(path.name)
    without = sorted({".".join(str(p) for p in place) for place in _rule_file_places(path)
                      if tuple(place_shape(place, words, None)) not in words})
    assert without == []


@pytest.mark.parametrize("path", RULE_FILES, ids=lambda path: path.name)
def test_a_rule_files_places_read_as_words_in_both_languages(path) -> None:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    try:
        for code in ("fr", "en"):
            set_language(code)
            for place in _rule_file_places(path):
                said = rule_field_words(place, path.name, data)
                dotted = ".".join(str(p) for p in place)
                assert "_" not in said and (len(place) < 2 or dotted not in said), (place, said)
    finally:
        set_language(None)


@pytest.mark.parametrize("rule_file, shipped, broken, french, english", [
    ("narcopolis.toml", "\nbank = 400 ", "\nbank = -3 ",
     "la mise de départ de la banque\u00a0: attendu un nombre ≥ 0, reçu −3",
     "the bank's starting money: expected a number ≥ 0, got -3"),
    ("gangster_paradise.toml", "\nred_per_white = 2 ", "\nred_per_white = 0 ",
     "les billets rouges par billet blanc blanchi\u00a0: attendu un nombre ≥ 1, reçu 0",
     "the red notes per white note laundered: expected a number ≥ 1, got 0"),
    ("narcopolis.toml", '\nname = "Booki"\n', "\nname = 7\n",
     "le nom du personnage «\u00a0booki\u00a0»\u00a0: attendu un texte, reçu 7",
     "the name of the character « booki »: expected a string, got 7"),
    ("narcopolis.toml", '\nzone = "notorious-beach"\nadvantage = { jobs = 1 }\n',
     '\nzone = "notorious-beach"\nadvantage = { jobs = -1 }\n',
     "les cartes Job que le personnage «\u00a0Booki\u00a0» reçoit en avantage\u00a0: attendu un nombre ≥ 0, reçu −1",
     "the Job cards the character « Booki » gets as advantage: expected a number ≥ 0, got -1"),
    # A check past the schema, as loading the rules with the file makes it.
    ("gangs.toml", 'fixed = ["pistolet"]', 'fixed = ["laser"]',
     "l'arme 1 que porte chaque figurine de la bande «\u00a0Police\u00a0»\u00a0: aucune arme n'est «\u00a0laser\u00a0»",
     "weapon 1 every figure of the gang « Police » carries: no weapon is « laser »"),
    ("narcopolis.toml", '\nzone = "notorious-beach"\n', '\nzone = "atlantis"\n',
     "la zone du personnage «\u00a0Booki\u00a0»\u00a0: aucune zone n'est «\u00a0atlantis\u00a0»",
     "the zone of the character « Booki »: no zone is « atlantis »"),
])
def test_a_house_rule_files_bad_value_is_named_in_words(tmp_path, rule_file, shipped, broken, french,
                                                         english) -> None:
    """``tabletop check`` on a house-rule file with a value the rules cannot take, as a referee meets it."""
    text = next(path for path in RULE_FILES if path.name == rule_file).read_text(encoding="utf-8")
    assert shipped in text
    house = tmp_path / rule_file
    house.write_text(text.replace(shipped, broken, 1), encoding="utf-8")
    try:
        for code, expected in (("fr", french), ("en", english)):
            set_language(code)
            # A value the schema refuses, or the checks made past it refuse (a weapon no rule file has), is one
            # sentence naming the file once (« dans « x.toml », … : … »), one colon before what is wrong.
            inside = "dans" if code == "fr" else "in"
            assert rule_file_problems(house) == [f"{inside} «\u00a0{house}\u00a0», {expected}"]
    finally:
        set_language(None)


def test_a_narcopolis_character_in_no_zone_is_named_in_words() -> None:
    """A check beyond the schema (a character's zone names a zone of the file) names its places the same way."""
    from tabletop.games.narcopolis.rules import default_rule_data, rules_from_data
    data = json.loads(json.dumps(default_rule_data()))
    data["characters"]["booki"]["zone"] = "atlantis"
    try:
        for code, expected in (
                ("fr", "les réglages de la partie, la zone du personnage «\u00a0Booki\u00a0»\u00a0: "
                       "aucune zone n'est «\u00a0atlantis\u00a0»"),
                ("en", "the play's settings, the zone of the character « Booki »: no zone is « atlantis »")):
            set_language(code)
            with pytest.raises(RuleDataError) as refused:
                rules_from_data(data)
            assert refused.value.lines == [expected]
    finally:
        set_language(None)


def _command_files() -> list[tuple[str, dict[str, Any], dict[tuple[str, ...], str]]]:
    """The files the card games' commands read (``tabletop mafia-story reveal``, ``gangster-paradise rank``,
    ``narcopolis combat|score``, ``camorra combat|score``, a
    campaign turn's results for one gang), each with its schema and the table that says its places."""
    from tabletop.rule_places import camorra, narcopolis
    from tabletop.rule_places.peur_campaign import RESULTS
    from tabletop.rule_places.gangster_paradise import RANKING
    from tabletop.rule_places.mafia_story import REVEAL

    def schema(path: str) -> dict[str, Any]:
        return json.loads((TABLETOP / path).read_text(encoding="utf-8"))
    return [("reveal.schema.json", schema("games/mafia_story/reveal.schema.json"), REVEAL),
            ("rank.schema.json", schema("games/gangster_paradise/rank.schema.json"), RANKING),
            ("narcopolis combat.schema.json", schema("games/narcopolis/combat.schema.json"), narcopolis.COMBAT),
            ("narcopolis score.schema.json", schema("games/narcopolis/score.schema.json"), narcopolis.SCORE),
            ("camorra combat.schema.json", schema("games/camorra/combat.schema.json"), camorra.COMBAT),
            ("camorra score.schema.json", schema("games/camorra/score.schema.json"), camorra.SCORE),
            ("results.schema.json", _gang_results_schema(), RESULTS)]


def _gang_results_schema() -> dict[str, Any]:
    """One gang's part of a campaign turn's results file (the file is its gangs by letter), with the definitions it
    refers to."""
    whole = json.loads((TABLETOP / "games/peur_sur_la_ville/campaign/results.schema.json").read_text(encoding="utf-8"))
    return {"$defs": whole["$defs"], **whole["$defs"]["gang"]}


def _other_files() -> list[tuple[str, dict[str, Any], dict[tuple[str, ...], str], frozenset[str] | None]]:
    """The other files a JSON Schema of ``tabletop`` checks (a play file, a game file, a roster, the card games'
    command files), each with the table that says its places and the keys it lets the file choose."""
    from tabletop.schema_words import _CHOSEN_UNDER, FILE_FIELD_WORDS, ROSTER_FIELD_WORDS

    def schema(path: str) -> dict[str, Any]:
        return json.loads((TABLETOP / path).read_text(encoding="utf-8"))
    return [("play.schema.json", schema("games/play.schema.json"), FILE_FIELD_WORDS, _CHOSEN_UNDER),
            ("gamefile.schema.json", schema("games/peur_sur_la_ville/play/gamefile.schema.json"), FILE_FIELD_WORDS,
             _CHOSEN_UNDER),
            ("roster.schema.json", schema("games/peur_sur_la_ville/rules/roster.schema.json"), ROSTER_FIELD_WORDS,
             frozenset({"items", "vehicles"})),
            *((name, schema, words, None) for name, schema, words in _command_files())]


def _without_words(schema: dict[str, Any], words: dict[tuple[str, ...], str],
                   chosen_under: frozenset[str] | None) -> list[str]:
    """The places of ``schema`` the table ``words`` has no words for, dotted."""
    return sorted({".".join(str(p) for p in place) for place in _places(schema, schema, [], None)
                   if place and tuple(place_shape(place, words, chosen_under)) not in words})


# Named by the file alone: an id written from a frozenset's text changed with each worker's hash seed, and
# pytest-xdist refused the run when its workers collected different names.
@pytest.mark.parametrize("name, schema, words, chosen_under",
                         [pytest.param(*entry, id=entry[0]) for entry in _other_files()])
def test_every_place_of_another_checked_file_has_its_words(name, schema, words, chosen_under) -> None:
    places = [place for place in _places(schema, schema, [], None) if place]
    assert _without_words(schema, words, chosen_under) == []
    try:
        for code in ("fr", "en"):
            set_language(code)
            # a gang's results say their gang (« l'investissement 1 des Junkies »)
            gang = gang_args("C") if name == "results.schema.json" else None
            for place in places:
                said = place_words(place, words, chosen_under, setting_label, args=gang)
                assert "_" not in said and (len(place) < 2 or ".".join(map(str, place)) not in said), (place, said)
    finally:
        set_language(None)


@pytest.mark.parametrize("name, schema, words", [pytest.param(*entry, id=entry[0]) for entry in _command_files()])
def test_the_walk_names_a_command_files_place_whose_words_are_taken_out(name, schema, words) -> None:
    """Each place of a command file's schema, its words taken out of the table, is named by the walk: a field added to
    the schema without words fails the test above."""
    places = {".".join(str(p) for p in place): tuple(place_shape(place, words, None))
              for place in _places(schema, schema, [], None) if place}
    for dotted_place, shape in places.items():
        assert dotted_place in _without_words(schema, {k: v for k, v in words.items() if k != shape}, None), shape


def test_a_reveal_files_bad_value_is_named_by_the_players_name(tmp_path, capsys) -> None:
    """``tabletop mafia-story reveal`` on a file with a score the rules cannot take names the player, not
    players.1.score."""
    from tabletop.cli import main
    request = {"players": [{"name": "Ana", "family": "rouge", "team": None, "score": 3, "right": 0},
                           {"name": "Bruno", "family": "vert", "team": None, "score": "beaucoup", "right": 0}],
               "city_cards": 4, "tokens": [], "prevent": []}
    path = tmp_path / "reveal.json"
    path.write_text(json.dumps(request), encoding="utf-8")
    try:
        for code, expected in (
                ("fr", f"dans «\u00a0{path}\u00a0», le score du joueur «\u00a0Bruno\u00a0»\u00a0: attendu un entier, reçu «\u00a0beaucoup\u00a0»"),
                ("en", f"in «\u00a0{path}\u00a0», the score of the player « Bruno »: expected an integer, got \"beaucoup\"")):
            set_language(code)
            assert main(["mafia-story", "reveal", str(path)]) != 0
            assert expected in capsys.readouterr().err
        # So does a limit every file's JSON is read within.
        path.write_text(json.dumps(request).replace('"score": "beaucoup"', '"score": NaN'), encoding="utf-8")
        for code, expected in (
                ("fr", f"dans «\u00a0{path}\u00a0», le score du joueur «\u00a0Bruno\u00a0»\u00a0: attendu un nombre fini, reçu NaN"),
                ("en", f"in «\u00a0{path}\u00a0», the score of the player « Bruno »: expected a finite number, got NaN")):
            set_language(code)
            assert main(["mafia-story", "reveal", str(path)]) != 0
            assert capsys.readouterr().err.endswith(f"{expected}\n")
        # A check beyond the schema (a prevention card laid by a player not at the table) says its place the same way.
        request["players"][1]["score"] = 3
        request["prevent"] = [{"player": "Dino", "kind": "guerre", "target": None}]
        path.write_text(json.dumps(request), encoding="utf-8")
        for code, expected in (
                ("fr", f"reveal\u00a0: dans «\u00a0{path}\u00a0», le joueur de la carte de prévention 1 posée\u00a0: "
                       "aucun joueur n'est «\u00a0Dino\u00a0»"),
                ("en", f"reveal: in «\u00a0{path}\u00a0», the player of prevention card 1 laid: no player is « Dino »")):
            set_language(code)
            assert main(["mafia-story", "reveal", str(path)]) != 0
            assert capsys.readouterr().err.endswith(f"{expected}\n")
    finally:
        set_language(None)


def test_a_house_rule_naming_what_no_table_has_is_named_in_words(tmp_path, monkeypatch) -> None:
    """Peur sur la Ville's checks across its rule files: a house-rule gang armed with a weapon no weapon table has
    names the house-rule file and the place in words (not gangs.A.weapons.fixed), in French and English."""
    from tabletop.games.peur_sur_la_ville.rules.rules import reload_rules
    shipped = next(path for path in RULE_FILES if path.name == "gangs.toml").read_text(encoding="utf-8")
    line = 'weapons = { fixed = ["pistolet"], count = 1, choose_from = [] }'
    assert shipped.index(line) < shipped.index("[gangs.B]")
    house = tmp_path / "gangs.toml"
    house.write_text(shipped.replace(line, line.replace("pistolet", "laser"), 1), encoding="utf-8")
    monkeypatch.setenv("TABLETOP_RULES_DIR", str(tmp_path))
    try:
        for code, expected in (
                ("fr", f"dans «\u00a0{house}\u00a0», l'arme 1 que porte chaque figurine de la bande «\u00a0Police\u00a0»"
                       "\u00a0: aucune arme n'est «\u00a0laser\u00a0»"),
                ("en", f"in «\u00a0{house}\u00a0», weapon 1 every figure of the gang « Police » carries: no weapon is « laser »")):
            set_language(code)
            with pytest.raises(RuleDataError) as refused:
                reload_rules()
            assert refused.value.lines == [expected]
    finally:
        set_language(None)
        monkeypatch.delenv("TABLETOP_RULES_DIR")
        reload_rules()


def test_a_campaigns_house_rule_the_rules_cannot_take_is_named_by_its_label() -> None:
    """The campaign's house-rule cells: a value the campaign book's schema refuses names the setting as its cell
    does (« Sortie du duel aux blessures »), not duel_out_at_wounds, and what was expected in words, not a Python
    type (« expected int »); no file before it, so that the line has one colon (issue 38)."""
    from tabletop.games.peur_sur_la_ville.campaign.settings import load_book_rules
    from tabletop.games.peur_sur_la_ville.rules import PeurError
    try:
        for code, expected in (
                ("fr", "le réglage «\u00a0Sortie du duel aux blessures\u00a0»\u00a0: attendu un nombre ≥ 0, reçu −1"),
                ("en", "the setting « Duel out at wounds »: expected a number ≥ 0, got -1")):
            set_language(code)
            with pytest.raises(PeurError) as refused:
                load_book_rules({"duel_out_at_wounds": -1})
            assert str(refused.value) == expected
        assert load_book_rules({"duel_out_at_wounds": 2.0}).setting("duel_out_at_wounds") == 2
    finally:
        set_language(None)


def test_every_place_of_a_map_file_has_its_words() -> None:
    """The map file's schema (``schema-v1.json``): each place of the file and of an element has words (« the
    background picture's opacity », « its weapon 2 »), in both languages."""
    from tabletop.scenario.validation import field_words
    schema = json.loads((TABLETOP / "scenario" / "schema-v1.json").read_text(encoding="utf-8"))
    # An element's problem names the element, then its field inside it (« properties.floors »).
    fields = {".".join(str(p) for p in (place[2:] if place[0] == "features" else place)) or "features"
              for place in _places(schema, schema, [], None) if place}
    try:
        for code in ("fr", "en"):
            set_language(code)
            without = sorted(field for field in fields if field_words(field) == field or "_" in field_words(field))
            assert without == []
    finally:
        set_language(None)


def test_the_results_schema_holds_what_the_campaign_reads() -> None:
    """The results file's schema and the campaign's reader name the same fields and kinds of investment: a field
    added to the reader without its place in the schema (and so without words) fails here."""
    from tabletop.games.peur_sur_la_ville.campaign.results import GANG_KEYS, INVESTMENT_KEYS
    gang = _gang_results_schema()
    investment = gang["properties"]["investments"]["items"]
    assert set(gang["properties"]) == set(GANG_KEYS)
    assert investment["properties"]["kind"]["enum"] == list(INVESTMENT_KEYS)
    assert set(investment["properties"]) == {"kind", *(key for required, optional in INVESTMENT_KEYS.values()
                                                       for key in required + optional)}
