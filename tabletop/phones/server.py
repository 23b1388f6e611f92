"""The players' pages on the local network: a Starlette app served by uvicorn on a thread of its own.

Routes (every answer ``no-store``, no referrer, never framed):

- ``GET /join/TOKEN`` (or ``/join?token=TOKEN``): a right token sets the seat's HttpOnly cookie and sends the phone
  to ``/``, so the token leaves the address bar at once; a wrong one gets the « scan your code » page (401). Join
  attempts are rate-limited per address (429);
- ``GET /``: the player's page for a seated phone, else the « scan your code » page (401);
- ``GET /api/view``: the player's view as JSON (``views.TableViews.view``), with the cookie or
  ``Authorization: Bearer TOKEN``; no seat: 401;
- ``WS /ws``: the same seat's view pushed each time the referee's session says the state changed; the origin must
  be the page's own. A message is a JSON object ``{"type": ...}`` handled by ``PhoneServer.handlers`` (``refresh``
  here; a phone's move is one more handler); a bad or too long one gets ``{"type": "error"}`` and changes nothing.

A phone's move (the next step) is one more handler, or one more route reading the seat with
``seats.player_of(bearer_token(request))`` (a body is already held to ``BODY_LIMIT``): a handler runs on the server's
thread, so one that changes the play hands its event to the session's owner (the UI thread, through a queued signal)
and the ``state_changed`` that follows the event pushes every phone its new view, as for the referee's own events.

Nothing a seat holds is logged: uvicorn's access log (which would print the join links) is off. The page's CSS and
JavaScript are served to anyone (the « scan your code » page needs them); they hold nothing of the play.
"""

from __future__ import annotations

import asyncio
import json
import socket
import threading
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from html import escape
from importlib import resources
from typing import Any, AsyncIterator, Awaitable, Callable

from starlette.applications import Starlette
from starlette.requests import HTTPConnection, Request
from starlette.responses import JSONResponse, RedirectResponse, Response
from starlette.routing import Route, WebSocketRoute
from starlette.websockets import WebSocket, WebSocketDisconnect

from tabletop.phones.page_text import page_language, page_words
from tabletop.phones.seats import JoinLimiter, Seats
from tabletop.phones.views import TableViews

COOKIE = "tabletop_seat"
BODY_LIMIT = 4096  # bytes: a request body or a WebSocket message over it is refused
CUT_OFF = 4401  # the WebSocket close code of a phone the referee cut off: the page stops reconnecting
HEADERS = {"Cache-Control": "no-store", "Referrer-Policy": "no-referrer", "X-Frame-Options": "DENY",
           "X-Content-Type-Options": "nosniff",
           "Content-Security-Policy": "default-src 'self'; img-src 'self' data:; frame-ancestors 'none'"}
Json = dict[str, Any]
Handler = Callable[["Phone", Json], Awaitable[None]]


def _asset(name: str) -> str:
    return resources.files("tabletop.phones").joinpath("page", name).read_text(encoding="utf-8")


def bearer_token(connection: HTTPConnection) -> str | None:
    """The seat's token a request carries: its cookie, else ``Authorization: Bearer TOKEN``."""
    header = connection.headers.get("authorization", "")
    if header[:7].lower() == "bearer ":
        return header[7:].strip()
    return connection.cookies.get(COOKIE)


@dataclass(eq=False)
class Phone:
    """One open WebSocket: its seat, its language, and the last view it was sent (a view that did not change for
    this player is not sent again)."""

    socket: WebSocket
    player: str
    language: str
    last: str = ""
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)

    async def send(self, message: Json) -> None:
        async with self.lock:
            await self.socket.send_text(json.dumps(message, ensure_ascii=False))

    async def send_view(self, view_text: str) -> None:
        if view_text == self.last:
            return
        async with self.lock:
            self.last = view_text
            await self.socket.send_text(view_text)


class PhoneServer:
    """The server of one play or game: start it, tell it when the state changed, cut a phone off, stop it.

    Every public method may be called from any thread (the Qt side calls them from the UI thread); the pages are
    served and pushed on the server's own thread and event loop."""

    def __init__(self, views: TableViews, host: str = "127.0.0.1", port: int = 0,
                 advertised_host: str | None = None, seats: Seats | None = None,
                 limiter: JoinLimiter | None = None):
        self.views = views
        self.seats = seats or Seats(views.players)
        self.limiter = limiter or JoinLimiter()
        self.host = host
        self.port = port
        self.advertised_host = advertised_host or (lan_address() if host in ("0.0.0.0", "") else host)
        self.phones: set[Phone] = set()
        self.handlers: dict[str, Handler] = {"refresh": self._refresh}
        self.on_connections: Callable[[dict[str, int]], None] | None = None  # told on the server's thread
        self._loop: asyncio.AbstractEventLoop | None = None
        self._pending = False
        self._server: Any = None
        self._thread: threading.Thread | None = None
        self._started = threading.Event()
        self.app = Starlette(routes=[
            Route("/", self._page), Route("/join/{token}", self._join), Route("/join", self._join),
            Route("/api/view", self._api_view), Route("/static/{name}", self._static),
            WebSocketRoute("/ws", self._socket)], lifespan=self._lifespan)
        self.asgi = BodyLimit(self.app, BODY_LIMIT)

    # --- the referee's side ----------------------------------------------------------------------------------
    @property
    def url(self) -> str:
        host = self.advertised_host
        return f"http://[{host}]:{self.port}/" if ":" in host else f"http://{host}:{self.port}/"

    def join_url(self, player: str) -> str:
        return f"{self.url}join/{self.seats.token(player)}"

    def join_urls(self) -> dict[str, str]:
        return {p: self.join_url(p) for p in self.seats.players}

    def start(self, timeout: float = 10.0) -> None:
        """Bind the port (``port`` 0: a free one, read back into ``port``) and serve on a new thread."""
        import uvicorn

        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        sock = socket.socket(family, socket.SOCK_STREAM)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            sock.bind((self.host, self.port))
        except OSError:
            sock.close()
            raise
        self.port = sock.getsockname()[1]
        sock.listen(128)  # a phone that knocks before uvicorn's loop takes the socket waits in the backlog
        config = uvicorn.Config(self.asgi, log_config=None, log_level="warning", access_log=False,
                                ws="websockets-sansio", ws_max_size=64 * 1024, ws_ping_interval=5.0, ws_ping_timeout=5.0,
                                lifespan="on", timeout_graceful_shutdown=2)
        self._server = uvicorn.Server(config)
        self._thread = threading.Thread(target=self._server.run, kwargs={"sockets": [sock]},
                                        name="tabletop-phones", daemon=True)
        self._thread.start()
        if not self._started.wait(timeout):
            raise RuntimeError("the phones' server did not start")

    def stop(self) -> None:
        if self._server is not None:
            self._server.should_exit = True
            if self._thread is not None:
                self._thread.join(5)
            self._server = None

    def state_changed(self) -> None:
        """The play's state changed (an event applied or undone): every phone gets its new view. Calls that come
        faster than the pushes are gathered into one."""
        loop = self._loop
        if loop is None or self._pending:
            return
        self._pending = True
        loop.call_soon_threadsafe(lambda: loop.create_task(self._push_all()))

    def cut_off(self, player: str) -> str:
        """Cut the player's phone off (its link and cookie stop working, its page closes) and return his new join
        link."""
        self.seats.reissue(player)
        loop = self._loop
        if loop is not None:
            loop.call_soon_threadsafe(lambda: loop.create_task(self._close_seat(player)))
        return self.join_url(player)

    def connections(self) -> dict[str, int]:
        return self.seats.status()

    # --- the server's thread ---------------------------------------------------------------------------------
    @asynccontextmanager
    async def _lifespan(self, _app: Starlette) -> AsyncIterator[None]:
        self._loop = asyncio.get_running_loop()
        self._started.set()
        yield
        for phone in list(self.phones):
            try:
                await phone.socket.close(1001)
            except RuntimeError:
                pass
        self._loop = None

    async def _push_all(self) -> None:
        self._pending = False
        texts: dict[tuple[str, str], str] = {}
        for phone in list(self.phones):
            if (phone.player, phone.language) not in texts:
                view = self.views.view(phone.player, language=phone.language)
                texts[phone.player, phone.language] = json.dumps({"type": "view", "view": view}, ensure_ascii=False)
        await asyncio.gather(*(self._send(p, texts[p.player, p.language]) for p in list(self.phones)))

    async def _send(self, phone: Phone, text: str) -> None:
        try:
            await phone.send_view(text)
        except (RuntimeError, WebSocketDisconnect, OSError):
            self._forget(phone)

    def _forget(self, phone: Phone) -> None:
        """A phone whose socket is gone: off the list and off its seat's count, once (a failed push and the end of its
        socket's loop both come here; the seat kept counting it when the push's failure only took it off the list)."""
        if phone in self.phones:
            self.phones.discard(phone)
            self.seats.connected(phone.player, -1)
            self._tell_connections()

    async def _close_seat(self, player: str) -> None:
        for phone in [p for p in self.phones if p.player == player]:
            self.phones.discard(phone)
            try:
                await phone.socket.close(CUT_OFF)
            except RuntimeError:
                pass
        self._tell_connections()

    def _tell_connections(self) -> None:
        if self.on_connections is not None:
            self.on_connections(self.connections())

    async def _refresh(self, phone: Phone, _message: Json) -> None:
        phone.last = ""
        await phone.send_view(json.dumps({"type": "view", "view": self.views.view(phone.player,
                                                                                  language=phone.language)},
                                         ensure_ascii=False))

    # --- HTTP ------------------------------------------------------------------------------------------------
    def _words(self, connection: HTTPConnection) -> tuple[str, dict[str, dict[str, str]]]:
        language = page_language(connection.headers.get("accept-language"))
        return language, page_words(language, self.views.game)

    def _scan_page(self, request: Request, line: str = "", status: int = 401) -> Response:
        language, words = self._words(request)
        page = words["page"]
        html = _asset("scan.html").format(lang=language, title=escape(page["title"]), scan=escape(page["scan"]),
                                          help=escape(line or page["scan_help"]))
        return Response(html, status, media_type="text/html; charset=utf-8", headers=HEADERS)

    async def _join(self, request: Request) -> Response:
        address = request.client.host if request.client else "?"
        if not self.limiter.allow(address):
            return self._scan_page(request, self._words(request)[1]["page"]["too_many"], 429)
        token = request.path_params.get("token") or request.query_params.get("token")
        player = self.seats.player_of(token)
        if player is None:
            return self._scan_page(request)
        response = RedirectResponse("/", 303, headers=HEADERS)
        response.set_cookie(COOKIE, str(token), httponly=True, samesite="strict", path="/", max_age=7 * 24 * 3600)
        return response

    async def _page(self, request: Request) -> Response:
        player = self.seats.player_of(bearer_token(request))
        if player is None:
            return self._scan_page(request)
        language, words = self._words(request)
        html = _asset("player.html").format(
            lang=language, title=escape(words["page"]["title"]), player=escape(player),
            words=escape(json.dumps(words, ensure_ascii=False), quote=False))
        return Response(html, media_type="text/html; charset=utf-8", headers=HEADERS)

    async def _api_view(self, request: Request) -> Response:
        player = self.seats.player_of(bearer_token(request))
        if player is None:
            return JSONResponse({"error": self._words(request)[1]["page"]["no_seat"]}, 401, headers=HEADERS)
        return JSONResponse(self.views.view(player, language=self._words(request)[0]), headers=HEADERS)

    async def _static(self, request: Request) -> Response:
        name = request.path_params["name"]
        kinds = {"page.js": "text/javascript", "page.css": "text/css"}
        if name not in kinds:
            return Response("", 404, headers=HEADERS)
        return Response(_asset(name), media_type=f"{kinds[name]}; charset=utf-8", headers=HEADERS)

    # --- WebSocket -------------------------------------------------------------------------------------------
    async def _socket(self, websocket: WebSocket) -> None:
        host = websocket.headers.get("host", "")
        origin = websocket.headers.get("origin")
        player = self.seats.player_of(bearer_token(websocket))
        if origin not in (f"http://{host}", f"https://{host}") or player is None:
            await websocket.close(1008)  # policy violation: another site's page, or no seat
            return
        await websocket.accept()
        language = page_language(websocket.headers.get("accept-language"))
        words = page_words(language)["page"]
        phone = Phone(websocket, player, language)
        self.phones.add(phone)
        self.seats.connected(player, +1)
        self._tell_connections()
        try:
            await self._refresh(phone, {})
            while True:
                text = await websocket.receive_text()
                await self._message(phone, text, words)
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            self._forget(phone)

    async def _message(self, phone: Phone, text: str, words: dict[str, str]) -> None:
        if len(text.encode("utf-8")) > BODY_LIMIT:
            await phone.send({"type": "error", "message": words["too_long"]})
            return
        try:
            message = json.loads(text)
        except ValueError:
            message = None
        handler = self.handlers.get(message.get("type")) if isinstance(message, dict) else None
        if handler is None:
            await phone.send({"type": "error", "message": words["bad_message"]})
            return
        if self.seats.player_of(bearer_token(phone.socket)) != phone.player:
            await phone.socket.close(CUT_OFF)  # the seat was handed out again since this socket opened
            return
        await handler(phone, message)


class BodyLimit:
    """Refuses a request whose body is over ``limit`` bytes (413), by its Content-Length or as it arrives."""

    def __init__(self, app: Any, limit: int):
        self.app = app
        self.limit = limit

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        length = dict(scope.get("headers") or []).get(b"content-length", b"0")
        if not length.isdigit() or int(length) > self.limit:
            await _too_large(send)
            return
        seen = 0

        async def counted() -> dict[str, Any]:
            nonlocal seen
            message = await receive()
            seen += len(message.get("body", b""))
            if seen > self.limit:
                raise ValueError("request body over the limit")
            return message

        await self.app(scope, counted, send)


async def _too_large(send: Any) -> None:
    await send({"type": "http.response.start", "status": 413,
                "headers": [(b"content-type", b"text/plain; charset=utf-8"), (b"cache-control", b"no-store")]})
    await send({"type": "http.response.body", "body": b"request body too large"})


def lan_address() -> str:
    """The address other devices of the local network reach this computer by (the one its default route leaves
    from); 127.0.0.1 without a network. No packet is sent: connecting a UDP socket only picks the route."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere, only looked up in the routing table
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


def interface_addresses() -> list[str]:
    """The IPv4 addresses this computer may serve the phones on, the LAN's first: for the Preferences' choice."""
    found = [lan_address()]
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            address = str(info[4][0])
            if address not in found:
                found.append(address)
    except OSError:
        pass
    return [a for a in found if a != "127.0.0.1"] + ["127.0.0.1", "0.0.0.0"]
