"""The places of the phones' secrets file (``secrets.toml``) in the referee's words."""

from __future__ import annotations

from tabletop.i18n import N_

PLACES: dict[tuple[str, ...], str] = {
    ("gangster_paradise",): N_("the secrets of Gangster Paradise"),
    ("gangster_paradise", "market_deck_by_kind"):
        N_("whether the phones show the black market's deck by kind of goods"),
    ("mafia_story",): N_("the secrets of Mafia Story"),
    ("mafia_story", "show_own_face_down"): N_("whether a player's phone shows his own face-down cards"),
    ("narcopolis",): N_("the secrets of Narcopolis"),
    ("narcopolis", "armement_hidden_until_used"): N_("whether an Armement card kept stays secret until it is used"),
    ("peur_sur_la_ville",): N_("the secrets of Peur sur la Ville"),
    ("peur_sur_la_ville", "figures_on_public_page"): N_("whether the public page shows the figures"),
}
