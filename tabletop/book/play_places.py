"""Every field of a play in the book (a play recorded, a play of an interchange file, a row of a CSV of plays) in the
referee's words, said by ``tabletop.schema_words.place_words`` as every other file's places are: the shape of a
field's path as the interchange file writes it (each list index, and each breakdown category the file chooses,
written "*") to its words. {number} is a player counted from 1, as the people at the table count them."""

from __future__ import annotations

import json
from typing import Any

from tabletop.i18n import N_

PLAY_FIELD_WORDS: dict[tuple[str, ...], str] = {
    ("id",): N_("the play's id"), ("game",): N_("the game"), ("played_at",): N_("the date"),
    ("duration_min",): N_("the duration"), ("place",): N_("the place where it was played"),
    ("referee",): N_("the referee"), ("notes",): N_("the text of the notes"), ("file",): N_("the play's file"),
    ("campaign",): N_("the campaign"), ("players",): N_("the players"),
    ("players", "*"): N_("player {number}"), ("players", "*", "name"): N_("the name of player {number}"),
    ("players", "*", "seat"): N_("the seat of player {number}"),
    ("players", "*", "team"): N_("the team of player {number}"),
    ("players", "*", "score"): N_("the score of player {number}"),
    ("players", "*", "rank"): N_("the rank of player {number}"),
    ("players", "*", "eliminated"): N_("the « eliminated » mark of player {number}"),
    ("players", "*", "breakdown"): N_("the breakdown of player {number}'s points"),
    ("players", "*", "breakdown", "*"): N_("the category « {key} » of player {number}'s points"),
}


def play_place(path: tuple[Any, ...]) -> str:
    """The field of a play at ``path`` (``("players", 0, "score")``) in words: « le score du joueur 1 »."""
    from tabletop.schema_words import place_words  # jsonschema, loaded only for a refusal

    # A category the file names with a line break or a tab is written as the file escapes it: a refusal is one line.
    printable = tuple(json.dumps(part)[1:-1] if isinstance(part, str) and not part.isprintable() else part
                      for part in path)
    return place_words(printable, PLAY_FIELD_WORDS, None)
