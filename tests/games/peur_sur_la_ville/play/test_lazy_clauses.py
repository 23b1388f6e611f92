"""Issue 36: the clauses of the events a Peur sur la Ville game applies most (a move, a shot, an activation and its
end, the initiative, a reload) are written when the log's line is read, not as the event is applied
(``play/clause.py``): a game loaded to be checked, served or summed up reads few of its lines. The lines read are the ones the handlers wrote at once before:
the same words, in the language spoken when the game was loaded, whatever is spoken when they are read."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tabletop.games.peur_sur_la_ville.play import GameSession, combat, flow, load_game, moves
from tabletop.games.peur_sur_la_ville.play.events import Activate, EndActivation, Move, Reload, RollInitiative, Shoot
from tabletop.games.peur_sur_la_ville.play.session import dated_line, step_clause
from tabletop.i18n import speaking

SAMPLES = sorted((Path(__file__).resolve().parents[4] / "tabletop" / "samples" / "games").glob("*.ttgame.json"))
# Each deferred sentence's writer, by the event whose clause it writes.
WRITERS = {Move: (moves, "_moved"), Shoot: (combat, "_shot"), Activate: (flow, "_activated"),
           EndActivation: (flow, "_activation_ended"), RollInitiative: (flow, "_initiative_rolled"),
           Reload: (moves, "_reloaded")}


@pytest.fixture
def written(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[type, int]]:
    """How many deferred sentences of each event kind are written from now on."""
    calls = {kind: 0 for kind in WRITERS}
    for kind, (module, name) in WRITERS.items():
        def counted(*args: object, _kind: type = kind, _write=getattr(module, name)) -> str:
            calls[_kind] += 1
            return _write(*args)
        monkeypatch.setattr(module, name, counted)
    yield calls


def eager_lines(game: GameSession) -> list[str]:
    """Each line written as soon as its event is applied, as every handler did before."""
    lines = []
    for index, event in enumerate(game.events):
        after, clause = step_clause(game.setup, game.state_at(index), event, geometry=False)
        lines.append(dated_line(after.turn, clause))
    return lines


def test_a_loaded_game_writes_no_deferred_clause_until_its_line_is_read(written: dict[type, int]) -> None:
    game = load_game(SAMPLES[0])
    logged = {kind: sum(isinstance(e, kind) for e in game.events) for kind in WRITERS}
    assert all(logged.values()), logged  # the sample has each of these events
    assert written == {kind: 0 for kind in WRITERS}
    first_move = next(i for i, e in enumerate(game.events) if isinstance(e, Move))
    game.log_line(first_move)
    assert written == {kind: int(kind is Move) for kind in WRITERS}
    game.log_lines
    game.export_text()
    assert written == logged  # each once, kept once written


@pytest.mark.parametrize("code", ["fr", "en"])
@pytest.mark.parametrize("path", SAMPLES, ids=[p.name for p in SAMPLES])
def test_every_line_read_is_the_line_written_at_once(path: Path, code: str) -> None:
    with speaking(code):
        game = load_game(path)
        expected = eager_lines(game)
    other = "en" if code == "fr" else "fr"
    with speaking(other):  # read in another language: written in the one spoken at loading
        assert list(game.log_lines) == expected
    with speaking(other):
        assert eager_lines(game) != expected

