"""Moves from the players' phones, on the phones' server (``server.PhoneServer``):

- ``POST /api/move`` with the seat's token (the join link's cookie, or ``Authorization: Bearer TOKEN``) and one
  event as JSON, as the play file writes it: 200 ``{"ok": true, "line": ...}`` (the line the table sees) when it
  was applied; else nothing changes and the answer is 401 (no seat), 403 (not his decision, or a page of another
  site), 409 (not legal now) or 422 (not an event), ``{"error": ONE_LINE}`` in the phone's language;
- ``GET /api/moves``: what this seat's phone offers now (``tabletop.games.moves.offers``), ``{"moves": [...],
  "words": {...}}`` (the section's title and button in the phone's language);
- ``/static/moves.js``: the page's part that shows them and sends the one chosen.

A ``MoveHost`` applies a move where the play lives: ``SavedPlay`` for ``tabletop serve FILE`` (the file saved
atomically after each move, so a replay of FILE shows it); the app's referee window gives its own, which applies the
move through the play's document (undoable, in the recovery journal). The server then pushes every phone its view.
"""

from __future__ import annotations

import asyncio
import json
import threading
from importlib import resources
from pathlib import Path
from typing import Any, Callable, Protocol

from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from tabletop.games.interface import Event
from tabletop.games.moves import MALFORMED, NOT_HIS, NOT_NOW, MoveRefused, offers, play_move
from tabletop.games.session import PlayChange, PlaySession
from tabletop.games.table_lines import table_line
from tabletop.i18n import _, speaking
from tabletop.phones.page_text import page_language, page_words
from tabletop.phones.server import HEADERS, PhoneServer, bearer_token

Json = dict[str, Any]


class MoveHost(Protocol):
    def offers(self, player: str, language: str) -> list[Json]:
        """The moves the player's phone offers now, labelled in ``language``."""
        ...

    def move(self, player: str, event: Any, language: str) -> str:
        """Apply the player's move and return the line the table sees; ``MoveRefused`` (its reason in
        ``language``) changes nothing."""
        ...


class SavedPlay:
    """A saved play served by ``tabletop serve``: a move is applied to its session, then the file is saved
    atomically, then the phones are told. One move at a time."""

    def __init__(self, session: PlaySession, path: str | Path, server: PhoneServer):
        from tabletop.games.playfile import PlayFile, load_play

        self.session = session
        self.path = Path(path)
        self.server = server
        # What the file says beside its log (name, book id, keys Tabletop does not know), kept when it is saved.
        saved = load_play(self.path, lambda _game: session.game)
        self.file = PlayFile(session=session, name=saved.name, book_play_id=saved.book_play_id, extra=saved.extra)
        self._lock = threading.Lock()

    def offers(self, player: str, language: str) -> list[Json]:
        with self._lock, speaking(language):
            return offers(self.session, player)

    def move(self, player: str, event: Any, language: str) -> str:
        from tabletop.games.playfile import save_play

        with self._lock:
            before = self.session.state
            # applied in the referee's language: the log's lines are his; only the phone's answer is in its own
            change = apply_in(self.session, player, event, language)
            try:
                save_play(self.path, self.file)
            except OSError as exc:
                self.session.undo()  # not kept in the file: not kept at all, so the phone may send it again
                with speaking(language):
                    raise MoveRefused(NOT_NOW, _("the play could not be saved ({reason}): nothing changed").format(
                        reason=exc.strerror or exc)) from None
            with speaking(language):
                line = table_line(self.session.game, before, change.event)
        self.server.state_changed()
        return line


def apply_in(session: PlaySession, player: str, event: Any, language: str,
             apply: Callable[[Event], PlayChange] | None = None) -> PlayChange:
    """``play_move`` (through ``apply``) in the language the app speaks (the log's lines are the referee's), a
    refusal's reason in the phone's ``language``: a refusal changed nothing, so it is made again there to be said."""
    try:
        return play_move(session, player, event, apply)
    except MoveRefused:
        with speaking(language):
            play_move(session, player, event)
        raise


def laptop_busy(language: str) -> MoveRefused:
    """The refusal of a move the referee's laptop could not take in time (a dialog of his held it)."""
    with speaking(language):
        return MoveRefused(NOT_NOW, _("the referee's laptop is busy: nothing changed, send it again"))


class NoMoves:
    """A game whose phones only look (a live game of Peur sur la Ville): every move is the referee's."""

    def offers(self, player: str, language: str) -> list[Json]:
        return []

    def move(self, player: str, event: Any, language: str) -> str:
        with speaking(language):
            raise MoveRefused(NOT_HIS, _("in this game the referee enters every move"))


def host_for(session: Any, path: str | Path, server: PhoneServer) -> MoveHost:
    """The host of ``tabletop serve``'s moves: a card-game play's file, else none."""
    return SavedPlay(session, path, server) if isinstance(session, PlaySession) else NoMoves()


def enable_moves(server: PhoneServer, host: MoveHost) -> None:
    """Add the moves' routes to ``server`` (before it starts): ``/api/move``, ``/api/moves``, ``/static/moves.js``."""
    routes = [Route("/api/move", _endpoint(server, host, _post_move), methods=["POST"]),
              Route("/api/moves", _endpoint(server, host, _get_moves), methods=["GET"]),
              Route("/static/moves.js", _script)]
    server.app.router.routes[:0] = routes  # ahead of the page's own /static/{name}


def _endpoint(server: PhoneServer, host: MoveHost, handler: Any) -> Any:
    async def endpoint(request: Request) -> Response:
        language = page_language(request.headers.get("accept-language"))
        player = server.seats.player_of(bearer_token(request))
        if player is None:
            return JSONResponse({"error": page_words(language)["page"]["no_seat"]}, 401, headers=HEADERS)
        return await handler(request, host, player, language)
    return endpoint


async def _post_move(request: Request, host: MoveHost, player: str, language: str) -> Response:
    origin = request.headers.get("origin")
    host_name = request.headers.get("host", "")
    if origin is not None and origin not in (f"http://{host_name}", f"https://{host_name}"):
        with speaking(language):
            return _refusal(MoveRefused(NOT_HIS, _("a move is sent from the player's own page")))
    try:
        event = json.loads(await request.body())
    except ValueError:
        with speaking(language):
            return _refusal(MoveRefused(MALFORMED, _("a move is one event: an object with a \"type\"")))
    try:
        line = await asyncio.to_thread(host.move, player, event, language)
    except MoveRefused as refused:
        return _refusal(refused)
    return JSONResponse({"ok": True, "line": line}, headers=HEADERS)


async def _get_moves(request: Request, host: MoveHost, player: str, language: str) -> Response:
    moves = await asyncio.to_thread(host.offers, player, language)
    with speaking(language):
        words = {"title": _("Your move"), "send": _("Send")}
    return JSONResponse({"moves": moves, "words": words}, headers=HEADERS)


def _refusal(refused: MoveRefused) -> Response:
    return JSONResponse({"error": refused.reason}, refused.status, headers=HEADERS)


async def _script(_request: Request) -> Response:
    text = resources.files("tabletop.phones").joinpath("page", "moves.js").read_text(encoding="utf-8")
    return Response(text, media_type="text/javascript; charset=utf-8", headers=HEADERS)
