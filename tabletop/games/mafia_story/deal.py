"""The city as it was dealt at the table: « la ville est constituée de 25 cartes … en un carré de 5 cartes par 5
cartes », laid face down. The set-up option ``city`` lists its cards row by row from A1, each as a reveal writes it
(``{"type": "territoire", "family": "bleu", "value": 5}``); the tracker then knows what each face-down card is and
the reveal can only enter that card. « Tirer au hasard » is the same list shuffled from the play's seed
(``seeded_city``), written into the play's options so that a replay never depends on the shuffle."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any, Sequence

from tabletop.games.mafia_story.rules import Card, CityLayout, MafiaRules
from tabletop.i18n import _

CITY_TYPES = ("territoire", "prostituee", "drive-by")  # the police and spéciale cards are the players' own
NEUTRAL = "neutral"  # the class of the 2-player city's neutral territory (any value of a family nobody plays)


def position_name(layout: CityLayout, index: int) -> str:
    """A position as the table reads it: row letter, column number (A1 top left)."""
    row, col = divmod(index, layout.columns)
    return f"{chr(ord('A') + row)}{col + 1}"


def parse_card(raw: Any) -> Card | None:
    """A card as a reveal writes it, or None when ``raw`` has not that shape."""
    if not isinstance(raw, dict) or not set(raw) <= {"type", "family", "value"} or "type" not in raw:
        return None
    family, value = raw.get("family"), raw.get("value")
    if not isinstance(raw["type"], str) or not (family is None or isinstance(family, str)) \
            or not (value is None or (isinstance(value, int) and not isinstance(value, bool))):
        return None
    return Card(raw["type"], family, value)


def _expected(rules: MafiaRules, layout: CityLayout, families: Sequence[str]) -> Counter[Any]:
    """How many of each card the city holds: each family card once, the prostituées and drive-bys, and the
    neutral territories as one class."""
    expected: Counter[Any] = Counter()
    for family in families:
        expected.update(rules.family_cards(family))
    expected[Card("prostituee")] = layout.prostituee
    expected[Card("drive-by")] = layout.drive_by
    if layout.neutral_territories:
        expected[NEUTRAL] = layout.neutral_territories
    return expected


def city_problem(rules: MafiaRules, layout: CityLayout, families: Sequence[str], neutral: str | None,
                 raw: Any) -> str | None:
    """Why ``raw`` is not this city as dealt (one line naming the first wrong position), or None. ``families``
    are the families in play; ``neutral`` the neutral family chosen at set-up, if any."""
    if not isinstance(raw, list) or len(raw) != layout.size:
        got = len(raw) if isinstance(raw, list) else 0
        return _("the {size} cards of the city row by row from A1 ({rows} × {columns}) are needed, not {got}").format(size=layout.size, rows=layout.rows, columns=layout.columns, got=got)
    expected = _expected(rules, layout, families)
    at: dict[Any, list[str]] = {}  # the positions each card (or the neutral class) was entered at so far
    for index, entry in enumerate(raw):
        where = position_name(layout, index)
        card = parse_card(entry)
        if card is None:
            return _("no card entered at {cell} (a card is type, family and value, as a reveal writes it)").format(
                cell=where)
        if rules.check_card(card) is not None:
            return _("{card} at {cell} is not a card of the game").format(cell=where, card=card.label())
        card = rules.normal(card)
        if card.type not in CITY_TYPES:
            return _("a {card} card at {cell} is never in the city (each player keeps his police and spéciale "
                     "cards)").format(cell=where, card=card.type)
        kind: Any = card
        if card.type == "territoire" and card.family not in families:
            if not layout.neutral_territories or (neutral is not None and card.family != neutral):
                if layout.neutral_territories and neutral:
                    return _("{card} at {cell} is not in this city (the families in play are {items}, and the "
                             "neutral territory {family})").format(
                        cell=where, card=card.label(), items=", ".join(families), family=neutral)
                return _("{card} at {cell} is not in this city (the families in play are {items})").format(
                    cell=where, card=card.label(), items=", ".join(families))
            kind = NEUTRAL
        cells = at.setdefault(kind, [])
        cells.append(where)
        if len(cells) > expected[kind]:
            if kind == NEUTRAL:
                return _("a second neutral territory at {cell} (the city holds one, at {other})").format(
                    cell=where, other=cells[0])
            if expected[kind] == 1:
                return _("{card} entered twice, at {other} and at {cell}").format(
                    cell=where, card=card.label(), other=cells[0])
            return _("{card} entered {count} times ({cells}) where the city holds {holds}").format(
                card=card.label(), count=len(cells), cells=", ".join(cells), holds=expected[kind])
    return None


def dealt_cards(rules: MafiaRules, raw: list[Any]) -> list[Card]:
    """The cards of a city ``city_problem`` accepted, with the values the rule data gives them."""
    cards = [parse_card(entry) for entry in raw]
    return [rules.normal(card) for card in cards if card is not None]


def neutral_of(cards: Sequence[Card], families: Sequence[str]) -> str | None:
    """The family of the city's neutral territory (a territory of a family nobody plays), if one was dealt."""
    return next((c.family for c in cards if c.type == "territoire" and c.family not in families), None)


def seeded_city(rules: MafiaRules, families: Sequence[str], neutral: str | None, seed: int) -> list[dict[str, Any]]:
    """The city « tirée au hasard » from the play's seed, as the ``city`` option writes it. The neutral territory
    (2 players) is a card of ``neutral``, or of the first family nobody plays, its value drawn too."""
    layout = rules.city[len(families)]
    deck: list[Card] = []
    for family in families:
        deck += rules.family_cards(family)
    deck += [Card("prostituee")] * layout.prostituee + [Card("drive-by")] * layout.drive_by
    shuffle = random.Random(f"city:{seed}")
    if layout.neutral_territories:
        family = neutral or next(f for f in rules.families if f not in families)
        deck += shuffle.sample(rules.family_cards(family), layout.neutral_territories)
    shuffle.shuffle(deck)
    return [card.to_json() for card in deck]
