"""The Peur sur la Ville campaign book in Qt: create a campaign, run its turns with a wizard, the standings, each
gang's sheet and ledger, the Parrain and the duel, and the sheets printed to PDF. The rules are the core's
(``tabletop.games.peur_sur_la_ville.campaign``); these widgets only show, edit and call them."""
