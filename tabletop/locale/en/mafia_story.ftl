# Mafia Story: the cards as the table names them. $family: the family by its name ("vert"); $colour: its colour as it
# qualifies the card (tabletop/games/mafia_story/mafia_story.toml, components.card_colour: English keeps the name);
# $value: a territory's value.
mafia-card-territory = { $family } { $value }
mafia-card-special = special activity { $colour }
mafia-card-special-no-family = special activity
mafia-card-police = police { $colour }
mafia-card-police-no-family = police
mafia-card-prostitute = prostitute
mafia-card-drive-by = drive-by shooting
