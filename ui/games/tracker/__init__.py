"""The play tracker every card game shares: ``PlayDocument``, ``TrackerPanel`` and the ``GameView`` a game fills
it in with (see ``game_view``)."""
