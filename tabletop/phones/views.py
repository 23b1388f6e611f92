"""A player's view: the one JSON object his phone is sent, ``{"player", "game", "public", "private"}``.

``public`` is the same for every player of the table; ``private`` holds that player's secrets and nothing else.
A ``TableViews`` reads its session's current state each time it is asked, so the server needs only to be told
that the state changed; the public part is worked out once per state and language, whoever asks. The names a view
holds are made in the phone's language (a figure is « Flic 3 de la Police » on a French phone, "Flic 3 of the
Police" on an English one), so a view is asked for in a language."""

from __future__ import annotations

import threading
from functools import lru_cache
from typing import Any, Callable

from tabletop.i18n import language as language_in_use
from tabletop.i18n import speaking
from tabletop.ruledata import load_package_rules

Json = dict[str, Any]


@lru_cache(maxsize=1)
def readings() -> Json:
    """What the phones are sent, game by game (``secrets.toml``, a house-rule file of that name overriding it)."""
    return load_package_rules("tabletop.phones", "secrets.toml", "secrets.schema.json")


class TableViews:
    """The views of one play or game: its players (the seats), and each one's view of the state now."""

    def __init__(self, game: str, players: tuple[str, ...], state: Callable[[], Any],
                 public: Callable[[Any], Json], private: Callable[[Any, str], Json],
                 to_move: Callable[[Any], str | None]):
        self.game = game
        self.players = players
        self._state = state
        self._public = public
        self._private = private
        self._to_move = to_move
        self._lock = threading.Lock()
        self._cached: dict[str, tuple[Any, Json]] = {}  # language -> (state, its public table)

    def public(self, state: Any | None = None, language: str | None = None) -> Json:
        """The table everyone sees, in ``language`` (the one in use when None)."""
        state = self._state() if state is None else state
        language = language or language_in_use()
        with self._lock:
            cached = self._cached.get(language)
            if cached is not None and cached[0] is state:
                return cached[1]
        with speaking(language):
            table = {"to_move": self._to_move(state), **self._public(state)}
        with self._lock:
            self._cached[language] = (state, table)
        return table

    def private(self, player: str, state: Any | None = None, language: str | None = None) -> Json:
        if player not in self.players:
            raise KeyError(player)
        with speaking(language or language_in_use()):
            return self._private(self._state() if state is None else state, player)

    def view(self, player: str, state: Any | None = None, language: str | None = None) -> Json:
        """The player's view of the state now (or of ``state``), its names in ``language`` (the one in use when
        None); the state is read once, so both parts describe the same moment."""
        state = self._state() if state is None else state
        return {"player": player, "game": self.game, "public": self.public(state, language),
                "private": self.private(player, state, language)}


def play_views(session: Any) -> TableViews:
    """The views of a card-game play (a ``PlaySession``)."""
    from tabletop.phones.card_views import CARD_VIEWS

    game = session.setup.game
    if game not in CARD_VIEWS:
        raise ValueError(game)
    public, private, section = CARD_VIEWS[game]
    rules = readings().get(section, {})
    return TableViews(game, tuple(session.setup.players), lambda: session.state,
                      lambda state: public(state, rules), lambda state, player: private(state, player, rules),
                      session.game.to_move)


def game_views(session: Any) -> TableViews:
    """The views of a live game of Peur sur la Ville (a ``GameSession``): one seat a gang, named as the game
    names it."""
    from tabletop.phones import peur_view

    seats = peur_view.seats(session)
    rules = readings()["peur_sur_la_ville"]

    def to_move(state: Any) -> str | None:
        if state.activation is not None:
            return session.setup.gang_name(state.activation.gang)
        return None

    return TableViews("peur-sur-la-ville", tuple(seats), lambda: session.state,
                      lambda state: peur_view.public_table(session, state, rules),
                      lambda state, player: peur_view.own_gang(session, state, seats[player]), to_move)


def views_for(session: Any) -> TableViews:
    """The views of whichever session: a card-game play or a live game of Peur sur la Ville."""
    from tabletop.games.session import PlaySession

    return play_views(session) if isinstance(session, PlaySession) else game_views(session)
