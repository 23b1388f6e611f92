"""The app's Open never crashes on a bad file (issue 20): each panel module's ``open_document`` fed mutated copies
of a sample map, game and play (deep nesting, huge and non-finite numbers, wrong types, truncation, bytes that are
not UTF-8) opens it or raises ``DocumentError`` with lines naming the file; any other exception fails the test."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from tests.mutations import mutated
from ui.document import DocumentError
from ui.modules import panel_modules

SCENARIOS = Path(__file__).resolve().parents[2] / "tabletop" / "samples"
SAMPLES = [("scenario", SCENARIOS / "bank-job.geojson"), ("peur-game", SCENARIOS / "games" / "bank-job.ttgame.json")]
SAMPLES += [(json.loads(p.read_text(encoding="utf-8"))["game"], p) for p in sorted((SCENARIOS / "plays").glob("*"))]


@pytest.mark.parametrize("core_id, sample", SAMPLES, ids=[s.name.split(".")[0] + "-" + c for c, s in SAMPLES])
def test_open_refuses_a_mutated_file_with_a_document_error(qapp, tmp_path, core_id, sample):
    panel = {p.core_id: p for p in panel_modules()}[core_id]
    path = tmp_path / ("bad" + "".join(sample.suffixes))

    @settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
    @given(data=mutated(sample.read_bytes()))
    def check(data: bytes) -> None:
        path.write_bytes(data)
        try:
            panel.open_document(str(path))
        except DocumentError as refused:
            lines = list(refused.lines)
            assert lines and all(str(path) in line for line in lines), lines
        assert path.read_bytes() == data

    check()


def test_junk_on_the_clipboard_pastes_nothing():
    """Deep nesting or a huge number pasted as text is skipped like any text that holds no feature."""
    from ui.map.clipboard import features_from_text

    for text in ("[" * 5000 + "]" * 5000, "1" + "0" * 5000, '{"features": [NaN]}'):
        assert features_from_text(text) == []
