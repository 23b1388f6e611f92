"""The players' phones at the table: each player's page, served by Tabletop on the local network.

- ``views``: what a player's page is sent, built in the core from the play's state: the public table, the same for
  every player, and his own part, which no other player's view ever holds (``card_views``, ``peur_view``);
- ``seats``: the join tokens (one unguessable token a seat), cutting a phone off, the join attempts' rate limit;
- ``server``: the ASGI app (Starlette) and the uvicorn server on its own thread, pushing each connection its own
  view over a WebSocket when the referee's session says the state changed.

No Qt here: the laptop's dialog (``ui/phones/``) and ``tabletop serve`` both drive ``server.PhoneServer``.
"""

# Where the server listens unless the referee chose otherwise (Preferences, or --host/--port): every interface, so
# that the phones on the Wi-Fi reach it, on a port no common service takes.
DEFAULT_HOST = "0.0.0.0"
DEFAULT_PORT = 8377
