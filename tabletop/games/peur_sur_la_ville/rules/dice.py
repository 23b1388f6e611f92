"""The dice roller: a seeded generator or the faces the referee rolled on real dice, every draw in a roll log.

Resolution functions only ever see faces, so the same faces give the same outcome whether they were drawn
here or typed in from the table.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterable

from tabletop.games.peur_sur_la_ville.rules.rules import PeurError, PeurRules, load_rules
from tabletop.i18n import N_, _, ngettext
from tabletop.sentences import Noun, noun_args, say


# The rulebook's dice in the referee's words, by the rule data's identifier: the rule data's label is the rulebook's
# French (« Dé de couleur »), shown as it is written only for a die a house rule adds.
DIE_NAMES = {"colour": N_("Colour die"), "fate": N_("Morale die (fate die)"), "d6": N_("D6"), "d4": N_("D4")}
# A face of the colour die, or the morale die's blank, in words; the saved faces keep their identifiers.
FACE_WORDS = {"red": N_("red"), "blue": N_("blue"), "yellow": N_("yellow"), "blank": N_("blank")}


def die_name(rules: PeurRules, die: str) -> str:
    """The die ``die`` (an identifier of the rule data, or ``dN`` for a lot drawn among N) in the language in use."""
    if die in DIE_NAMES:
        return _(DIE_NAMES[die])
    return rules.dice[die].label if die in rules.dice else _("lot drawn among {n}").format(n=die[1:])


def face_word(face: str) -> str:
    """A die's face in the language in use (« rouge »), a sign or a number as it is."""
    return _(FACE_WORDS[face]) if face in FACE_WORDS else face


class DiceEntryError(PeurError):
    """A face typed by the referee does not fit the die asked for, or the entered faces ran out."""


@dataclass(frozen=True)
class Purpose:
    """What a die is thrown for: one message of the Peur sentences (``peur-roll-…``) and its named arguments, a
    weapon's or a gang's forms passed as its ``Noun`` (« le jet de la grenade frag », "the frag grenade's roll").
    Said in the language in use only when shown (the dice-entry prompt, a refusal): a roll throws many dice, and a
    saved game keeps only the faces."""

    message: str
    args: tuple[tuple[str, str | int | Noun], ...] = ()

    @classmethod
    def of(cls, message: str, **args: str | int | Noun) -> "Purpose":
        return cls(message, tuple(args.items()))

    def __str__(self) -> str:
        said: dict[str, str | int] = {}
        for key, value in self.args:
            said.update(noun_args(key, value) if isinstance(value, Noun) else {key: value})
        return say(self.message, **said)


@dataclass(frozen=True)
class Roll:
    """One die thrown: which die, the face, and what it was thrown for."""

    die: str
    face: str
    purpose: Purpose


class Dice:
    """Draws faces from a seeded ``random.Random`` — or, when ``entered`` is given, takes the referee's faces in
    order — and logs every one. Faces are always the die's own names ("red", "+", "4")."""

    def __init__(self, seed: int | None = None, entered: Iterable[str] | None = None,
                 rules: PeurRules | None = None):
        self.rules = rules or load_rules()
        self._rng = random.Random(seed)
        self._entered = None if entered is None else list(entered)
        self._next = 0
        self.log: list[Roll] = []

    @classmethod
    def seeded(cls, seed: int, rules: PeurRules | None = None) -> "Dice":
        return cls(seed=seed, rules=rules)

    @classmethod
    def from_faces(cls, faces: Iterable[str], rules: PeurRules | None = None) -> "Dice":
        """A roller that hands out the faces rolled on real dice, in the order the resolution asks for them."""
        return cls(entered=faces, rules=rules)

    @property
    def physical(self) -> bool:
        return self._entered is not None

    def remaining(self) -> tuple[str, ...]:
        """Entered faces not used yet (empty for a seeded roller)."""
        return tuple(self._entered[self._next:]) if self._entered is not None else ()

    def roll(self, die: str, count: int, purpose: Purpose) -> tuple[str, ...]:
        """Throw ``count`` dice of kind ``die`` ("colour", "fate", "d6", "d4")."""
        return tuple(self._one(die, purpose) for _ in range(count))

    def colour(self, purpose: Purpose) -> str:
        return self._one("colour", purpose)

    def colours(self, count: int, purpose: Purpose) -> tuple[str, ...]:
        return self.roll("colour", count, purpose)

    def fate(self, count: int, purpose: Purpose) -> tuple[str, ...]:
        return self.roll("fate", count, purpose)

    def number(self, die: str, purpose: Purpose) -> int:
        """A numbered die (d6, d4) as an integer."""
        return int(self._one(die, purpose))

    def draw_lots(self, among: int, purpose: Purpose) -> int:
        """« tirer au sort » among ``among`` figures: 1..among, as if on a die with that many faces."""
        if among < 1:
            raise DiceEntryError(_("drawing lots needs at least one candidate ({purpose})").format(
                purpose=purpose))
        return int(self._one(f"d{among}", purpose))

    def _faces(self, die: str) -> tuple[str, ...]:
        if die in self.rules.dice:
            return self.rules.dice[die].faces
        return tuple(str(i) for i in range(1, int(die[1:]) + 1))  # a lot drawn among n: faces 1..n

    def _one(self, die: str, purpose: Purpose) -> str:
        faces = self._faces(die)
        if self._entered is None:
            face = faces[self._rng.randrange(len(faces))]
        else:
            face = self._take(die, purpose, faces)
        self.log.append(Roll(die, face, purpose))
        return face

    def _take(self, die: str, purpose: Purpose, faces: tuple[str, ...]) -> str:
        position = self._next + 1
        if self._next >= len(self._entered):
            raise DiceEntryError(ngettext("die {position} ({_label}, {purpose}) was not entered: {_next} face given",
                                          "die {position} ({_label}, {purpose}) was not entered: {_next} faces given",
                                          self._next).format(
                position=position, _label=die_name(self.rules, die), purpose=purpose, _next=self._next))
        typed = self._entered[self._next].strip().lower()
        face = typed if typed in faces else self.rules.aliases.get(typed, typed)
        if face not in faces:
            raise DiceEntryError(_("die {position} ({_label}, {purpose}): '{value}' is not a face of this die "
                                   "({items})").format(
                position=position, _label=die_name(self.rules, die), purpose=purpose, value=self._entered[self._next],
                items=", ".join(face_word(f) for f in dict.fromkeys(faces))))
        self._next += 1
        return face


def faces_of(log: Iterable[Roll]) -> list[str]:
    """The faces of a roll log, in order: enough to replay it with ``Dice.from_faces``."""
    return [roll.face for roll in log]


def chance_outcomes(die: str, rules: PeurRules | None = None) -> list[tuple[str, float]]:
    """The explicit chance node of one die: each distinct face with its probability (OpenSpiel's shape)."""
    rules = rules or load_rules()
    if die not in rules.dice:
        raise DiceEntryError(_("unknown die '{die}'; dice: {items}").format(
            die=die, items=', '.join(rules.dice)))
    kind = rules.dice[die]
    return [(face, kind.probability(face)) for face in dict.fromkeys(kind.faces)]
