"""Dice for the live tests that need chosen faces without knowing the order the resolution asks for them: the
colour dice and the fate dice each take their own list in order, a list run dry gives a fixed face."""

from tabletop.games.peur_sur_la_ville.rules import Dice
from tabletop.games.peur_sur_la_ville.rules.dice import Roll


class Faces(Dice):
    def __init__(self, colour=(), fate=(), otherwise=("blue", "blank")):
        super().__init__(seed=0)
        self.queues = {"colour": list(colour), "fate": list(fate)}
        self.otherwise = {"colour": otherwise[0], "fate": otherwise[1]}

    def _one(self, die, purpose):
        queue = self.queues.get(die)
        face = queue.pop(0) if queue else self.otherwise.get(die) or self._faces(die)[0]
        self.log.append(Roll(die, face, purpose))
        return face
