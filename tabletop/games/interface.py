"""The one interface every game implements, as OpenSpiel does: a state built by applying events from a log.

A game is a stateless object with pure functions over plain data:

- ``initial_state(setup)`` the table before the first event;
- ``legal_events(state)`` every event the rules allow now; when the state waits on chance (a die, a card drawn
  at random) these are the outcomes, and ``chance(state)`` gives them with their probabilities;
- ``apply(state, event)`` the state after ``event`` (the given state is never changed), or ``GameError``;
- ``is_over(state)`` and ``ranking(state)``: the end and the rulebook's ranking with its tie-breaks in words.

Events are plain JSON objects ``{"type": ..., ...}`` so the log *is* the saved file. Chance is explicit: the
log holds the faces rolled (virtual dice seeded by the play's seed, or the faces the referee rolled) and the
cards revealed (entered by the referee; hidden cards are never guessed).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Generic, Mapping, Protocol, Sequence, TypeVar

# Imported as a module: ``_`` names the unused parts of tuples here.
from tabletop import i18n
from tabletop.games.event_kinds import quoted_kind
from tabletop.jsontext import joined_problems, refusal_in
from tabletop.sentences import listed, say

Event = dict[str, Any]
S = TypeVar("S")


class GameError(Exception):
    """An event the rules refuse, or a set-up they do not allow: one line saying why."""


class RefusedSetup(GameError):
    """A set-up the rules do not allow: its ``problems`` on one line; ``in_file(file)`` one line each, the play's file
    named once in each (a value refused at its place, ``Inside``, in ``in_file``'s form: « dans « x.ttplay.json », les
    réglages de la partie, le réglage « Réserve » : … », where the file glued before « les réglages de la partie : »
    made three colons)."""

    def __init__(self, problems: Sequence[str]) -> None:
        super().__init__(joined_problems(list(problems)))
        self.problems = tuple(problems)

    def in_file(self, file: str) -> list[str]:
        return [refusal_in(file, problem) for problem in self.problems]


def refuse_unknown_fields(event: Event, fields: Mapping[str, frozenset[str]], game: str) -> None:
    """GameError when ``event`` carries a field its type does not take (``fields``: each event type's fields besides
    "type"): a stray field is a slip of the hand or of another tool, and a log keeping it would replay differently
    once a later version reads it. A type ``fields`` does not list is left to the game's own refusal. The event is
    named by what it does in ``game`` (« « jouer Prise de terrain » prend … »), its fields as the file writes them."""
    allowed = fields.get(event.get("type"))  # type: ignore[arg-type]
    if allowed is None:
        return
    stray = sorted(str(k) for k in event if k != "type" and k not in allowed)
    if not stray:
        return
    action = quoted_kind(game, event["type"])
    if allowed:
        raise GameError(i18n._("{action} takes {fields}, not the field '{field}'").format(
            action=action, fields=", ".join(sorted(allowed)), field=stray[0]))
    raise GameError(i18n._("{action} takes no field besides its type, not '{field}'").format(
        action=action, field=stray[0]))


@dataclass(frozen=True)
class PlaySetup:
    """What a play starts from: who plays (in seat order), the seed of the virtual dice, the rule settings in
    force (the game's rule data with the house rules, copied into the play file so a replay never changes),
    and the set-up choices (teams, variant, characters)."""

    game: str
    players: tuple[str, ...]
    seed: int = 0
    settings: Mapping[str, Any] = field(default_factory=dict)
    options: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class PlayerResult:
    name: str
    rank: int  # 1 is first; players tied share a rank
    score: float | None
    breakdown: Mapping[str, float] = field(default_factory=dict)  # score by category, as the book keeps it
    team: str | None = None
    eliminated: bool = False


@dataclass(frozen=True)
class Ranking:
    """The final (or current) standing. ``decided_by`` is the identifier of the criterion that separated the
    leaders (the first criterion when nobody tied; "tie" when every criterion left them level);
    ``explanation`` says it in words for the score sheet."""

    players: tuple[PlayerResult, ...]
    decided_by: str
    explanation: str
    # The score sheet's column header of a breakdown key, marked with N_, where the key's own word would not do as
    # a header (Gangster Paradise's "red" counts red notes: « Billets rouges », not « Rouge »).
    part_words: Mapping[str, str] = field(default_factory=dict)

    def winners(self) -> list[str]:
        return [p.name for p in self.players if p.rank == 1]


@dataclass(frozen=True)
class Outcome(Generic[S]):
    """An event with its probability, for a state waiting on chance."""

    event: Event
    probability: float


class Game(Protocol[S]):
    """What the play session, the random-playthrough test, the command line and the tracker need of a game."""

    id: str  # the module id, as registered in ``tabletop.games`` and written in play files and the book
    title: str
    min_players: int
    max_players: int

    def default_settings(self) -> dict[str, Any]:
        """The rule settings from the game's rule data, house rules applied."""
        ...

    def setup_problems(self, setup: PlaySetup) -> list[str]:
        """Why this set-up cannot start (player count, unknown options); empty when it can."""
        ...

    def initial_state(self, setup: PlaySetup) -> S: ...

    def legal_events(self, state: S) -> list[Event]: ...

    def chance(self, state: S) -> list[Outcome[S]] | None:
        """The chance outcomes when the state waits on a die or a random draw; None when a player decides."""
        ...

    def apply(self, state: S, event: Event) -> S: ...

    def describe(self, state: S, event: Event) -> str:
        """The log line of ``event`` applied to ``state``."""
        ...

    def to_move(self, state: S) -> str | None:
        """Who decides now: a player's name, "chance", or None when the game is over. A chance that is a player's
        own, such as the dice he shakes under his cup and alone looks at, names him: the roll is his move (a phone
        sends it), and ``chance`` still gives its outcomes."""
        ...

    def is_over(self, state: S) -> bool: ...

    def ranking(self, state: S) -> Ranking: ...

    def state_json(self, state: S) -> dict[str, Any]:
        """The state as plain JSON (what ``tabletop replay`` prints and the tracker shows)."""
        ...

    def invariants(self, state: S) -> list[str]:
        """Broken invariants (cards or money not conserved, a limit exceeded); empty when all hold."""
        ...


def rank_by(rows: Sequence[tuple[str, Sequence[float]]], criteria: Sequence[str], *,
            scores: Mapping[str, float | None] | None = None,
            breakdowns: Mapping[str, Mapping[str, float]] | None = None,
            teams: Mapping[str, str | None] | None = None,
            eliminated: Sequence[str] = ()) -> Ranking:
    """Rank players on keys compared in order (higher is better on each; negate a key where lower wins).

    ``rows`` is ``(name, keys)`` with one key per criterion. Players equal on every key share a rank.
    ``decided_by`` names the criterion that separated the leaders, or "tie" when none did."""
    ordered = sorted(rows, key=lambda r: tuple(r[1]), reverse=True)
    results = []
    for name, keys in ordered:
        rank = 1 + sum(1 for _, other in rows if tuple(other) > tuple(keys))
        results.append(PlayerResult(
            name=name, rank=rank,
            score=(scores or {}).get(name, keys[0] if keys else None),
            breakdown=dict((breakdowns or {}).get(name, {})),
            team=(teams or {}).get(name), eliminated=name in eliminated))
    decided_by, explanation = _deciding_criterion(rows, criteria)
    return Ranking(players=tuple(results), decided_by=decided_by, explanation=explanation)


def _deciding_criterion(rows: Sequence[tuple[str, Sequence[float]]], criteria: Sequence[str]) -> tuple[str, str]:
    if not rows or not criteria:
        return "tie", i18n._("no ranking")
    leaders = list(rows)
    for index, criterion in enumerate(criteria):
        best = max(keys[index] for _, keys in leaders)
        ahead = [(n, k) for n, k in leaders if k[index] == best]
        if len(ahead) == 1:
            # One message per way of winning, its words chosen by the criterion (« avec le plus de membres »).
            said = {"criterion": criterion.replace(" ", "-"), "criterion_words": i18n._(criterion),
                    "leader": ahead[0][0]}
            if index == 0:
                return criterion, say("ranking-leads", **said)
            return criterion, say("ranking-tie-broken", tied=listed([n for n, _ in leaders]), **said)
        leaders = ahead
    return "tie", i18n._("{players} are level on every criterion and share first place").format(
        players=listed([n for n, _ in leaders]))
