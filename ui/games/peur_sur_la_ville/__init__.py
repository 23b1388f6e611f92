"""The live-game panels of Peur sur la Ville: the map with the figures' states, the rosters, the turn bar, the
action panel with previews, odds and dice, the end-of-turn proposals and the log. Everything a rule decides comes
from ``tabletop.games.peur_sur_la_ville.play``; these modules draw it and send the referee's decisions back as events."""
