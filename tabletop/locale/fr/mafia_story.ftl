# Mafia Story : les cartes comme la table les nomme. $family : la famille par son nom (« vert ») ; $colour : sa
# couleur accordée à la carte, qui est féminine (« verte », tabletop/games/mafia_story/mafia_story.toml,
# components.card_colour) ; $value : la valeur d'un territoire.
mafia-card-territory = { $family } { $value }
mafia-card-special = activité spéciale { $colour }
mafia-card-special-no-family = activité spéciale
mafia-card-police = police { $colour }
mafia-card-police-no-family = police
mafia-card-prostitute = prostituée
# La règle ne donne pas d'autre nom à cette carte que le sien : « 6 cartes drive by shooting », écrit comme elle.
mafia-card-drive-by = drive by shooting
