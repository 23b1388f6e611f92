"""A move a player makes himself, from his own phone: one event of the play, accepted only when it is legal now
and his decision.

The referee's laptop enters any event (a player without a phone); a player's phone only the events that are his
decision now (``Game.to_move``) and of a kind a player makes himself (``Game.phone_events``: not the consequences
the referee enters, nor a trade that needs another player's word). A roll that is the player's own chance (the
Narcopolis cup) may be left to the play's virtual dice: ``{"type": "roll", "virtual": true}`` is replaced by the
faces the seeded dice give, and the log holds those faces, as when the referee clicks the virtual roll.

A game may say more: ``move_owner`` where an event names whom it is for (a Narcopolis fighter's Armement card),
``move_label`` where its log line would tell, before the move, what the move will reveal (``offers``).
"""

from __future__ import annotations

from typing import Any, Callable

from tabletop.games.chance_dice import dice_fields
from tabletop.games.interface import Event, GameError
from tabletop.games.session import PlayChange, PlaySession
from tabletop.i18n import _

# A refusal's kind, as HTTP says it: not his decision, not legal now, not an event at all.
NOT_HIS = 403
NOT_NOW = 409
MALFORMED = 422
# What a badly formed event makes a game's code raise (see ``tabletop.games.session``).
_WRONG_KIND = (TypeError, ValueError, KeyError, IndexError, AttributeError)


class MoveRefused(Exception):
    """A move refused: ``status`` says why (``NOT_HIS``, ``NOT_NOW``, ``MALFORMED``), the message in one line."""

    def __init__(self, status: int, reason: str):
        super().__init__(reason)
        self.status = status
        self.reason = reason


def phone_events(session: PlaySession) -> frozenset[str]:
    """The kinds of event a player makes himself in this game (none when the game names none)."""
    return frozenset(getattr(session.game, "phone_events", ()))


def moves_for(session: PlaySession, player: str) -> list[Event]:
    """The events ``player`` may send now: the legal ones, when the decision is his, of the kinds a player makes
    himself. A list, as the game lists its events (a game may list a few amounts and accept any other)."""
    if session.is_over() or session.to_move() != player:
        return []
    kinds = phone_events(session)
    return [e for e in session.legal_events() if e.get("type") in kinds and owner(session, e) == player]


def owner(session: PlaySession, event: Event) -> str | None:
    """Whose move ``event`` is: the game's ``move_owner`` where an event names whom it is for (a Narcopolis fighter
    keeping his Armement card while the other still chooses), else the player ``to_move`` names."""
    move_owner = getattr(session.game, "move_owner", None)
    return move_owner(session.state, event) if move_owner is not None else session.to_move()


def resolve(session: PlaySession, event: Event) -> Event:
    """The event to log for a move: a roll left to the virtual dice becomes the faces they give now."""
    if event.get("virtual") is not True:
        return event
    if set(event) != {"type", "virtual"}:
        raise MoveRefused(MALFORMED, _("a roll left to the virtual dice names no faces"))
    if not session.waits_on_chance():
        raise MoveRefused(NOT_NOW, _("nothing is rolled now"))
    rolled = session.virtual_roll()
    if rolled.get("type") != event["type"]:
        raise MoveRefused(NOT_NOW, _("the dice roll now for '{kind}', not '{asked}'").format(
            kind=rolled.get("type"), asked=event["type"]))
    return rolled


def check_move(session: PlaySession, player: str, event: Any) -> None:
    """Refuse, with ``MoveRefused``, a move that is malformed or not ``player``'s decision now (legality is the
    game's: ``play_move`` applies it)."""
    if not isinstance(event, dict) or not isinstance(event.get("type"), str):
        raise MoveRefused(MALFORMED, _("a move is one event: an object with a \"type\""))
    if player not in session.setup.players:
        raise MoveRefused(NOT_HIS, _("{player} does not play in this game").format(player=player))
    if session.is_over():
        raise MoveRefused(NOT_NOW, _("the game is over"))
    deciding = session.to_move()
    if deciding != player:
        if deciding == "chance":
            raise MoveRefused(NOT_HIS, _("the table draws now: the referee enters it"))
        raise MoveRefused(NOT_HIS, _("it is {player}'s decision now, not yours").format(player=deciding))
    named = owner(session, event)
    if named != player:
        raise MoveRefused(NOT_HIS, _("it is {player}'s decision now, not yours").format(player=named))
    if event["type"] not in phone_events(session):
        raise MoveRefused(NOT_HIS, _("'{kind}' is entered by the referee, not from a phone").format(
            kind=event["type"]))


def play_move(session: PlaySession, player: str, event: Any,
              apply: Callable[[Event], PlayChange] | None = None) -> PlayChange:
    """Apply ``player``'s move to the play, through ``apply`` (default the session's: the app passes its document's,
    which makes the move an undo step), or raise ``MoveRefused`` and change nothing."""
    check_move(session, player, event)
    logged = resolve(session, dict(event))
    try:
        return (apply or session.apply)(logged)
    except GameError as exc:
        raise MoveRefused(NOT_NOW, str(exc)) from None
    except _WRONG_KIND as exc:
        raise MoveRefused(MALFORMED, _("a field of the move has a value of the wrong kind ({exc})").format(
            exc=exc)) from None


def offers(session: PlaySession, player: str) -> list[dict[str, Any]]:
    """What ``player``'s phone offers now, in groups a page shows as one button or one list each: ``group`` (the
    event type, with the names of its other fields: the Fusil à pompe's announcement is a group of its own),
    ``label`` (the move in words: his own, so it names what the table's line keeps hidden) and ``event``. A roll
    that is his own chance is offered to the virtual dice too; an amount the game takes freely (``Game.
    phone_amounts``: the red a clan launders) comes as one offer with ``amount``: its field and the least and most
    listed (any between is sent, and the game says whether it is legal); the faces of dice (``Game.dice_fields``:
    the Narcopolis cup's three dice, rolled or lifted) as one offer with ``dice`` (``_dice_offer``). A label is the game's ``move_label`` where
    it has one, else its log line."""
    moves = moves_for(session, player)
    if not moves:
        return []
    game, state = session.game, session.state
    # A move's label before it is made must not tell what it will reveal (the dice under the other's cup, the
    # notes another clan holds): the game's ``move_label`` says the move alone, where its ``describe`` says more.
    label = getattr(game, "move_label", game.describe)
    amounts: dict[str, str] = dict(getattr(game, "phone_amounts", {}))
    faces_fields = dice_fields(game)
    found: list[dict[str, Any]] = []
    if session.waits_on_chance():
        kind = moves[0]["type"]
        found.append({"group": f"{kind}:virtual", "label": _("Roll the virtual dice"),
                      "event": {"type": kind, "virtual": True}})
    groups: dict[str, list[Event]] = {}
    for event in moves:
        groups.setdefault(":".join([event["type"], *sorted(k for k in event if k != "type")]), []).append(event)
    for group, events in groups.items():
        faces_field = faces_fields.get(events[0]["type"])
        rolled = [e for e in events if faces_field and isinstance(e.get(faces_field), list)]
        if rolled:
            found.append(_dice_offer(group, rolled, faces_field, lambda e: label(state, e)))
            events = [e for e in events if e not in rolled]
            if not events:
                continue
        field = amounts.get(events[0]["type"])
        values = [e.get(field) for e in events] if field else []
        if field and all(isinstance(v, int) for v in values):
            found.append({"group": group, "label": label(state, events[-1]),
                          "event": {**events[0], field: None},
                          "amount": {"field": field, "least": min(values), "most": max(values)}})
            continue
        lines = [label(state, e) for e in events]
        for event, line in zip(events, lines):
            if lines.count(line) > 1:
                line += " (" + ", ".join(_value(event[k]) for k in sorted(event) if k not in ("type", "player")
                                         and any(other.get(k) != event[k] for other in events)) + ")"
            found.append({"group": group, "label": line, "event": event})
    return found


def _dice_offer(group: str, events: list[Event], field: str, label: Callable[[Event], str]) -> dict[str, Any]:
    """One offer for the events differing only in the faces of the dice in ``field`` (the 56 readings of three
    dice): the page shows a row of the six faces for each die, and under them the line of the faces picked (keyed
    by the faces from the highest, as the order of the dice does not matter). Fewer faces are sent as they are:
    the game refuses them in one line."""
    count = len(events[0][field])
    return {"group": f"{group}:faces", "label": _("The dice's faces"), "event": {**events[0], field: None},
            "dice": {"field": field, "rows": [_("Die {number}").format(number=n) for n in range(1, count + 1)],
                     "lines": {"".join(map(str, sorted(e[field], reverse=True))): label(e) for e in events},
                     "hint": _("Pick a face for each die")}}


def _value(value: Any) -> str:
    if isinstance(value, list):
        return " ".join(map(str, value))
    return _("none") if value is None else str(value)
