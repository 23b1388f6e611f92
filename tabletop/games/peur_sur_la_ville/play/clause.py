"""An event's clause as a handler returns it: written, or to be written when the log's line is read.

Most events applied are never read (a replay checking a file, a phone's server, a random playthrough), and writing
their words (titles, cover, positions, Fluent) was a good part of a replay's work. The handlers applied most often
return a ``Deferred`` instead of a string: their own sentence, built from values the handler already computed and
that no later event changes (frozen states, figures, rolls: captured, never the session). Notes that rule helpers
shared by many handlers write while they decide the state (a morale test, a wound) are passed in already written.
``LogLine`` writes a deferred clause in the language spoken when the event was applied.
"""

from __future__ import annotations

from functools import partial
from typing import Callable, Sequence

from tabletop.sentences import clauses

Deferred = Callable[[], str]
Clause = str | Deferred


def clause_text(clause: Clause) -> str:
    """A clause as the log reads it: kept as written, or written now."""
    return clause if isinstance(clause, str) else clause()


def deferred(sentence: Deferred, notes: Sequence[str] = ()) -> Deferred:
    """The clause a handler's own ``sentence`` and the ``notes`` written on the way make, written when read."""
    return partial(_joined, sentence, tuple(notes))


def _joined(sentence: Deferred, notes: tuple[str, ...]) -> str:
    return clauses([sentence(), *notes])
