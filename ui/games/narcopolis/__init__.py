"""Narcopolis in the play tracker: the GameView, the map side panel, the hidden-roll screen and the forms."""
