"""Issue 38: a value found in a file is said in the refusal's language, never in the file's JSON: in French a text
between French quotes (« reçu « x » »), a number with the decimal comma and the minus sign, true, false and null in
words; English keeps its double quotes around a text."""

from __future__ import annotations

import jsonschema
import pytest

from tabletop.i18n import speaking
from tabletop.jsontext import quoted, typed
from tabletop.schema_words import expectation

NBSP = "\u00a0"


@pytest.mark.parametrize("value, french, english", [
    ("x", f"«{NBSP}x{NBSP}»", '"x"'),
    ('dit "oui"', f"«{NBSP}dit \"oui\"{NBSP}»", '"dit \\"oui\\""'),
    (True, "vrai", "true"),
    (False, "faux", "false"),
    (None, "rien", "null"),
    (-2.5, "−2,5", "-2.5"),
    (3, "3", "3"),
])
def test_a_found_value_is_said_as_the_language_says_it(value, french, english) -> None:
    with speaking("fr"):
        assert quoted(value) == french
    with speaking("en"):
        assert quoted(value) == english


def test_a_long_text_is_cut_inside_its_quotes() -> None:
    with speaking("fr"):
        said = quoted("a" * 500)
    assert said.startswith(f"«{NBSP}aaa") and said.endswith(f"a…{NBSP}»") and len(said) == 80


def _error(schema, doc) -> jsonschema.ValidationError:
    return next(jsonschema.Draft202012Validator(schema).iter_errors(doc))


@pytest.mark.parametrize("schema, doc, french, english", [
    ({"enum": ["attacker", "defender"]}, True,
     f"attendu l'une des valeurs «{NBSP}attacker{NBSP}», «{NBSP}defender{NBSP}», reçu vrai",
     'expected one of "attacker", "defender", got true'),
    ({"type": "integer"}, None, "attendu un entier, reçu rien", "expected an integer, got null"),
    ({"type": "string"}, -1.5, "attendu un texte, reçu −1,5", "expected a string, got -1.5"),
    ({"const": "v1"}, "v2", f"attendu «{NBSP}v1{NBSP}», reçu «{NBSP}v2{NBSP}»", 'expected "v1", got "v2"'),
    ({"type": "object", "additionalProperties": False}, {"cash": 1}, f"champ inconnu «{NBSP}cash{NBSP}»",
     "unknown field 'cash'"),
])
def test_a_schemas_refusal_quotes_what_it_expected_and_found_in_the_language(schema, doc, french, english) -> None:
    error = _error(schema, doc)
    with speaking("fr"):
        assert expectation(error) == french
    with speaking("en"):
        assert expectation(error) == english


@pytest.mark.parametrize("value, french, english", [
    ("boss", f"«{NBSP}boss{NBSP}»", "'boss'"), (7, "7", "7"), (None, "rien", "None")])
def test_a_typed_value_is_quoted_the_french_way_and_as_english_always_did(value, french, english) -> None:
    """A card game's refusal of a name the referee typed (« Caporegime inconnu « boss » »): English keeps 'boss'."""
    with speaking("fr"):
        assert typed(value) == french
    with speaking("en"):
        assert typed(value) == english
