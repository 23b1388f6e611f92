"""Lengths shown in the chosen unit: the files stay in centimetres and only the text converts."""

from __future__ import annotations

import pytest

from tabletop.units import CM_PER_INCH, format_length, in_unit


def test_centimetres_are_written_as_they_are() -> None:
    assert format_length(12.5, "cm") == "12.5 cm"
    assert format_length(15.0, "cm", trim=True) == "15 cm"
    assert format_length(12.25, "cm", decimals=0) == "12 cm"


def test_inches_are_the_length_over_2_54() -> None:
    assert in_unit(CM_PER_INCH * 4, "in") == pytest.approx(4.0)
    assert format_length(41.0, "in") == "16.1 in"
    assert format_length(30.48, "in", trim=True) == "12 in"


def test_the_decimal_mark_is_the_languages_and_no_minus_zero() -> None:
    assert format_length(12.5, "cm", decimal_mark=",") == "12,5 cm"
    assert format_length(-0.01, "cm") == "0.0 cm"


def test_an_unknown_unit_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="unknown length unit 'ft'"):
        format_length(1.0, "ft")
