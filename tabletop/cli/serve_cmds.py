"""``tabletop serve FILE [--host HOST] [--port PORT]``: the players' pages of a saved play or game, without the
window. The first line printed is ``{"url": URL, "players": {NAME: JOIN_URL, ...}}``; it serves until terminated."""

from __future__ import annotations

import argparse

from tabletop.cli.common import CliError, whole_number
from tabletop.i18n import _


def register(subparsers: "argparse._SubParsersAction") -> None:
    from tabletop.phones import DEFAULT_HOST, DEFAULT_PORT

    p = subparsers.add_parser("serve", help=_("serve the players' phone pages of a saved play (.ttplay.json) or game "
                                              "(.ttgame.json) on the local network, until terminated; the first "
                                              "line printed is JSON: the address and each player's join link"))
    p.add_argument("gamefile", metavar=_("FILE"))
    p.add_argument("--host", default=DEFAULT_HOST,
                   help=_("the address to listen on (default: every interface, %(default)s)"))
    p.add_argument("--port", type=whole_number(0, maximum=65535), default=DEFAULT_PORT,
                   help=_("the port (default: %(default)s; 0 takes a free one)"))
    p.set_defaults(handler=_serve)


def _serve(args: argparse.Namespace) -> int:
    import json
    import signal
    import sys
    import threading

    from tabletop.phones.moves import enable_moves, host_for
    from tabletop.phones.server import PhoneServer
    from tabletop.phones.sessions import OpenError, open_session
    from tabletop.phones.views import views_for

    try:
        session = open_session(args.gamefile)
    except OpenError as exc:
        raise CliError(str(exc)) from None
    server = PhoneServer(views_for(session), host=args.host, port=args.port)
    enable_moves(server, host_for(session, args.gamefile, server))  # each move applied, then FILE saved
    try:
        server.start()
    except OSError as exc:
        raise CliError(_("cannot listen on {host} port {port}: {reason}").format(
            host=args.host, port=args.port, reason=exc.strerror or exc)) from None
    done = threading.Event()
    for sig in (signal.SIGTERM, signal.SIGINT):
        signal.signal(sig, lambda *_args: done.set())
    print(json.dumps({"url": server.url, "players": server.join_urls()}, ensure_ascii=False), flush=True)
    sys.stdout.flush()
    done.wait()
    server.stop()
    return 0
