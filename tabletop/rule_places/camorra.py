"""The places of Camorra's rule file (``camorra.toml``) in the referee's words."""

from __future__ import annotations

from tabletop.i18n import N_

PLACES: dict[tuple[str, ...], str] = {
    ("components",): N_("the game's components"),
    ("components", "min_players"): N_("the fewest players"),
    ("components", "max_players"): N_("the most players"),
    ("components", "action_cards"): N_("the number of Action cards"),
    ("components", "copies_per_caporegime"): N_("the copies of each Caporegime card"),
    ("components", "start_hand"): N_("the Action cards dealt to each player at the start"),
    ("components", "start_terrains"): N_("the Terrain cards dealt to each player at the start"),
    ("components", "hand_limit"): N_("the cards a hand is drawn back up to"),
    ("components", "cards_per_turn"): N_("the Action cards laid a turn at most"),
    ("caporegimes",): N_("the Caporegimes"),
    ("caporegimes", "*"): N_("the Caporegime « {name} »"),
    ("caporegimes", "*", "name"): N_("the name of the Caporegime « {name} »"),
    ("caporegimes", "*", "aliases"): N_("the other spellings of the Caporegime « {name} »"),
    ("caporegimes", "*", "aliases", "*"): N_("other spelling {number} of the Caporegime « {name} »"),
    ("caporegimes", "*", "attack"): N_("the attack of the Caporegime « {name} »"),
    ("caporegimes", "*", "defense"): N_("the defence of the Caporegime « {name} »"),
    ("caporegimes", "*", "discards_before_combat"):
        N_("whether the Caporegime « {name} » discards a card of the opponent's hand before the combat"),
    ("caporegimes", "*", "one_role_only"): N_("whether the Caporegime « {name} » gives attack or defence, not both"),
    ("caporegimes", "*", "weapon_multiplier"): N_("what the Caporegime « {name} » multiplies weapon cards by"),
    ("municipalities",): N_("the municipalities"),
    ("municipalities", "*"): N_("municipality {number}"),
    ("municipalities", "*", "id"): N_("the numeral of municipality {number}"),
    ("municipalities", "*", "points"): N_("the combat points of municipality {number}"),
    ("municipalities", "*", "draws_on_win"): N_("the cards drawn on a won combat with municipality {number}"),
    ("municipalities", "*", "power"): N_("the power of municipality {number}"),
    ("municipalities", "*", "quartiers"): N_("the quartiers of municipality {number}"),
    ("municipalities", "*", "quartiers", "*"): N_("quartier {number2} of municipality {number}"),
    ("recruitment",): N_("the recruitment table"),
    ("recruitment", "*"): N_("line {number} of the recruitment table"),
    ("recruitment", "*", "faces"): N_("the die faces of line {number} of the recruitment table"),
    ("recruitment", "*", "faces", "*"): N_("die face {number2} of line {number} of the recruitment table"),
    ("recruitment", "*", "effect"): N_("the effect of line {number} of the recruitment table"),
    ("recruitment", "*", "text"): N_("the text of line {number} of the recruitment table"),
    ("action_cards",): N_("the Action cards"),
    ("action_cards", "ravitaillement_draws"): N_("the cards a Ravitaillement card may draw"),
    ("action_cards", "ravitaillement_draws", "*"): N_("draw {number} of a Ravitaillement card"),
    ("action_cards", "sacrifice_draws"): N_("the cards a Sacrifice card draws"),
    ("action_cards", "sacrifice_discards"): N_("the cards a Sacrifice card discards"),
    ("action_cards", "prise_min_terrains"): N_("the Terrain cards a Prise de terrain needs the target to hold"),
    ("action_cards", "support_points"): N_("the points a Soutien card gives"),
    ("scoring",): N_("the scoring"),
    ("scoring", "caporegime"): N_("the points of a Caporegime at the end"),
    ("scoring", "terrain"): N_("the points of a Terrain at the end"),
    ("scoring", "municipality"): N_("the points of a whole municipality at the end"),
}

# A combat the ``tabletop camorra combat`` command works out (its file checked by ``combat.schema.json``).
COMBAT: dict[tuple[str, ...], str] = {
    ("attacker",): N_("the attacker"), ("defender",): N_("the defender"),
    ("attacker", "capo"): N_("the attacker's Caporegime"), ("defender", "capo"): N_("the defender's Caporegime"),
    ("attacker", "polyvalent_as"): N_("what the attacker's Polyvalent counts as"),
    ("defender", "polyvalent_as"): N_("what the defender's Polyvalent counts as"),
    ("attacker", "weapons"): N_("the attacker's weapons"), ("defender", "weapons"): N_("the defender's weapons"),
    ("attacker", "weapons", "*"): N_("the attacker's weapon {number}"),
    ("defender", "weapons", "*"): N_("the defender's weapon {number}"),
    ("attacker", "municipalities"): N_("the attacker's municipalities"),
    ("defender", "municipalities"): N_("the defender's municipalities"),
    ("attacker", "municipalities", "*"): N_("the attacker's municipality {number}"),
    ("defender", "municipalities", "*"): N_("the defender's municipality {number}"),
    ("attacker", "support"): N_("the attacker's support"), ("defender", "support"): N_("the defender's support"),
    ("attacker", "die"): N_("the attacker's die"), ("defender", "die"): N_("the defender's die"),
    ("corruption",): N_("the corruption chain"), ("corruption", "*"): N_("corruption card {number}"),
    ("corruption", "*", "by"): N_("who laid corruption card {number}"),
    ("corruption", "*", "points"): N_("the points of corruption card {number}"),
    ("guarded",): N_("whether a Caporegime guards the attacked terrain"),
}
COMBAT_FILE = N_("the combat file")  # the file itself, where the refusal is of no one field

# The end of a game the ``tabletop camorra score`` command counts (its file checked by ``score.schema.json``).
SCORE: dict[tuple[str, ...], str] = {
    ("players",): N_("the players"),
    ("players", "*"): N_("the player « {name} »"),
    ("players", "*", "name"): N_("the name of player {number}"),
    ("players", "*", "capos"): N_("the Caporegimes alive of the player « {name} »"),
    ("players", "*", "capos", "*"): N_("Caporegime {number2} of the player « {name} »"),
    ("players", "*", "terrains"): N_("the Terrain cards of the player « {name} »"),
    ("players", "*", "terrains", "*"): N_("Terrain card {number2} of the player « {name} »"),
}
