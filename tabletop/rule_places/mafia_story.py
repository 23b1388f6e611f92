"""The places of Mafia Story's rule file (``mafia_story.toml``) and of a reveal file (``tabletop mafia-story reveal
FILE.json``, ``reveal.schema.json``) in the referee's words."""

from __future__ import annotations

from tabletop.i18n import N_

PLACES: dict[tuple[str, ...], str] = {
    ("components",): N_("the game's components"),
    ("components", "families"): N_("the families"),
    ("components", "families", "*"): N_("family {number}"),
    ("components", "territory_values"): N_("the values of the territory cards"),
    ("components", "territory_values", "*"): N_("territory card value {number}"),
    ("components", "special_value"): N_("the value of a special activity card"),
    ("components", "police_value"): N_("the value of a police card"),
    ("components", "prostituee"): N_("the value of a prostituée card"),
    ("components", "drive_by"): N_("the value of a drive-by card"),
    ("components", "transport_pawns"): N_("the transport pawns of each family"),
    ("components", "tokens"): N_("the tokens of each family"),
    ("components", "tokens", "*"): N_("token {number} of each family"),
    ("components", "prevention"): N_("the prevention cards of each player"),
    ("components", "prevention", "*"): N_("prevention card {number} of each player"),
    ("components", "card_colour"): N_("the families' colours as they qualify a card"),
    ("components", "card_colour", "*"): N_("the families' colours on a card in the language « {key} »"),
    ("components", "card_colour", "*", "*"): N_("the colour of the family « {key2} » on a card in the language "
                                                "« {key} »"),
    ("city",): N_("the city"),
    ("city", "*"): N_("the city for {key} players"),
    ("city", "*", "rows"): N_("the rows of the city for {key} players"),
    ("city", "*", "columns"): N_("the columns of the city for {key} players"),
    ("city", "*", "neutral_territories"): N_("the neutral territories of the city for {key} players"),
    ("city", "*", "prostituee"): N_("the prostituée cards of the city for {key} players"),
    ("city", "*", "drive_by"): N_("the drive-by cards of the city for {key} players"),
    ("scoring",): N_("the scoring table"),
    ("scoring", "*"): N_("line {number} of the scoring table"),
    ("scoring", "*", "token"): N_("the token of line {number} of the scoring table"),
    ("scoring", "*", "card"): N_("the card of line {number} of the scoring table"),
    ("scoring", "*", "pile"): N_("the pile of line {number} of the scoring table"),
    ("scoring", "*", "points"): N_("the points of line {number} of the scoring table"),
    ("scoring", "*", "controller_loses"): N_("what the controller loses on line {number} of the scoring table"),
    ("scoring", "*", "passage"): N_("the rulebook's passage of line {number} of the scoring table"),
}

# A reveal file's places; a player is named by the name the file gives.
REVEAL: dict[tuple[str, ...], str] = {
    ("players",): N_("the players"),
    ("players", "*"): N_("the player « {name} »"),
    ("players", "*", "name"): N_("the name of player {number}"),
    ("players", "*", "family"): N_("the family of the player « {name} »"),
    ("players", "*", "team"): N_("the team of the player « {name} »"),
    ("players", "*", "score"): N_("the score of the player « {name} »"),
    ("players", "*", "right"): N_("the cards already to the right of the player « {name} »"),
    ("players", "*", "left"): N_("the cards already to the left of the player « {name} »"),
    ("city_cards",): N_("the cards in the city"),
    ("tokens",): N_("the tokens on the cards"),
    ("tokens", "*"): N_("token {number}"),
    ("tokens", "*", "player"): N_("the player of token {number}"),
    ("tokens", "*", "kind"): N_("the kind of token {number}"),
    ("tokens", "*", "card"): N_("the card under token {number}"),
    ("tokens", "*", "card", "type"): N_("the type of the card under token {number}"),
    ("tokens", "*", "card", "family"): N_("the family of the card under token {number}"),
    ("tokens", "*", "card", "value"): N_("the value of the card under token {number}"),
    ("prevent",): N_("the prevention cards laid"),
    ("prevent", "*"): N_("prevention card {number} laid"),
    ("prevent", "*", "player"): N_("the player of prevention card {number} laid"),
    ("prevent", "*", "kind"): N_("the kind of prevention card {number} laid"),
    ("prevent", "*", "target"): N_("the target of prevention card {number} laid"),
}
