"""Issue 36: the place of the value past a file's limit is found in a few Python steps. ``_nth`` found the
MAX_VALUES-th comma by one ``str.find`` per comma (half a million Python steps on a file of too many values); it
now halves the span holding it by counting commas in C, and finds it among a few."""

from __future__ import annotations

import random

import pytest

from tabletop import jsontext
from tabletop.jsontext import MAX_VALUES, JsonTextError, _nth, parse_json_text


class CountedText(str):
    """A text that counts the searches made in it, each a step of Python's."""

    steps = 0

    def count(self, *args):  # type: ignore[no-untyped-def, override]
        CountedText.steps += 1
        return super().count(*args)

    def find(self, *args):  # type: ignore[no-untyped-def, override]
        CountedText.steps += 1
        return super().find(*args)


def naive_nth(text: str, char: str, n: int) -> int:
    at = -1
    for _index in range(n):
        at = text.find(char, at + 1)
    return at


def test_the_value_past_the_limit_is_found_in_a_few_steps() -> None:
    text = CountedText("[" + "1," * MAX_VALUES + "1]")
    CountedText.steps = 0
    assert _nth(text, ",", MAX_VALUES) == 2 * MAX_VALUES
    assert CountedText.steps <= 2 * len(text).bit_length() + jsontext._NTH_SPAN


def test_the_file_past_the_limit_names_that_value() -> None:
    with pytest.raises(JsonTextError, match="more than 3 values .* line 2, column 4"):
        parse_json_text("[1,\n2,3,4]", max_values=3)


def test_the_nth_is_the_naive_walks_on_random_texts() -> None:
    rng = random.Random(36)
    for _trial in range(300):
        text = "".join(rng.choice(",,ab\n") for _ in range(rng.randrange(1, 3000)))
        commas = text.count(",")
        if commas:
            n = rng.randint(1, commas)
            assert _nth(text, ",", n) == naive_nth(text, ",", n), (text, n)
