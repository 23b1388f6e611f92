"""The words of the players' pages, in the phone's language: the page's own lines and the names of what a view
holds. They are the core's gettext messages, translated per request (each phone asks in its own language), not in
the process's language."""

from __future__ import annotations

from tabletop.i18n import LANGUAGES, N_, catalogue_of
from tabletop.phones.card_views import MEMORY_GAME, NO_SECRETS

PAGE = {
    "title": N_("Tabletop: your seat at the table"),
    "scan": N_("Scan your code"),
    "scan_help": N_("Ask the referee to show your QR code on his laptop, and scan it with this phone's camera."),
    "cut_off": N_("The referee cut this phone off. Ask him for a new code."),
    "connected": N_("Connected"),
    "reconnecting": N_("Connection lost: reconnecting…"),
    "yours": N_("Yours alone"),
    "table": N_("The table"),
    "to_move": N_("Whose decision: {player}"),
    "nobody": N_("the referee"),
    "too_many": N_("Too many tries from this device: wait a minute and scan your code again."),
    "bad_message": N_("That message was not understood; nothing changed."),
    "too_long": N_("That message is too long; nothing changed."),
    "no_seat": N_("No seat: scan your code."),
}

# The names of what views hold, as the page writes them; a key not named here is written as it is.
KEYS = {
    "red": N_("Red bills"),
    "white": N_("White bills"),
    "executants": N_("Exécutants"),
    "role": N_("Rôle card"),
    "combat_dice": N_("Your dice under the cup"),
    "armement": N_("Armement card kept"),
    "tokens_in_hand": N_("Tokens in hand"),
    "note": N_("Note"),
    "figures": N_("Figures"),
    "mines_cm": N_("Mines (cm from the table's corner)"),
    "place_cm": N_("Hiding place (cm)"),
    "state": N_("State"),
    "wounds": N_("Wounds"),
    "weapons": N_("Weapons"),
    "items": N_("Equipment"),
    "abilities": N_("Abilities"),
    "actions_left": N_("Actions left"),
    "activated": N_("Activated this turn"),
    "may_activate": N_("May still activate"),
    "vehicle": N_("Vehicle"),
    "captor": N_("Held by"),
    "turn": N_("Turn"),
    "phase": N_("Phase"),
    "stage": N_("Phase"),
    "round": N_("Round"),
    "initiative": N_("Initiative"),
    "activation": N_("Activation in progress"),
    "gangs": N_("Gangs"),
    "standing": N_("Standing"),
    "ko": N_("KO"),
    "dead": N_("Dead"),
    "captive": N_("Captive"),
    "robberies": N_("Robberies"),
    "arrests": N_("Arrests"),
    "bavures": N_("Bavures"),
    "national_guard": N_("Garde Nationale"),
    "name": N_("Name"),
    "turn_limit": N_("Turns"),
    "clans": N_("Clans"),
    "goods": N_("Goods"),
    "members": N_("Members"),
    "black_market": N_("Black market"),
    "cards": N_("Cards"),
    "deck": N_("Deck"),
    "pot": N_("Pot"),
    "auction": N_("Auction"),
    "reserve": N_("Reserve"),
    "first_player": N_("First player"),
    "active": N_("Active player"),
    "players": N_("Players"),
    "score": N_("Score"),
    "money": N_("Money"),
    "reputation": N_("Reputation"),
    "influence": N_("Influence"),
    "bank": N_("Bank"),
    "combat": N_("Combat"),
    "event": N_("Event"),
    "over": N_("Over"),
    "winner": N_("Winner"),
    "current": N_("Current player"),
    "terrains": N_("Terrains"),
    "caporegimes": N_("Caporegimes"),
    "hand": N_("Cards in hand"),
    "draw_pile": N_("Draw pile"),
    "discard": N_("Discard pile"),
    "cards_laid": N_("Cards and covers in the city"),
    "city": N_("The city"),
    "territory": N_("Territory"),
    "cover": N_("Card laid on it"),
    "token": N_("Token of"),
    "peeked_by": N_("Looked at by"),
    "owner": N_("Owner"),
    "family": N_("Family"),
    "rows": N_("Rows"),
    "columns": N_("Columns"),
    "served": N_("Served this turn"),
    "reveal_left": N_("Cards left to reveal"),
    "drawing": N_("An exécutant being drawn"),
    "pierre_feuille_ciseaux": N_("Pierre-feuille-ciseaux"),
    "executants_held": N_("Exécutants held"),
    "executants_on_board": N_("Exécutants on the board"),
    "unpaid_salaries": N_("Salaries unpaid"),
    "resold": N_("Resold this turn"),
    "executants_recruited": N_("Exécutants recruited this turn"),
    "board": N_("Board"),
    "primary": N_("Primary production"),
    "secondary": N_("Secondary production"),
    "order": N_("Order of play"),
    "turn_of": N_("Turn of"),
    "character": N_("Character"),
    "prison": N_("In prison"),
}
NOTES = [NO_SECRETS, MEMORY_GAME]


def page_language(accept_language: str | None) -> str:
    """The first of the phone's languages Tabletop speaks (``Accept-Language``), else English."""
    for part in (accept_language or "").split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in LANGUAGES:
            return code
    return "en"


def phase_words() -> dict[str, str]:
    """The phases and stages as the referee says them (the values of ``phase`` and ``stage``), from the games'
    own words."""
    from tabletop.cli.replay_cmds import PHASE_WORDS
    from tabletop.games.gangster_paradise.log_lines import STAGE_WORDS

    return {**PHASE_WORDS, **STAGE_WORDS}


# The values a view holds as identifiers, by game, as the games' own words say them (translated by the catalogue).
PILES = {"left": N_("left"), "right": N_("right")}


def value_words(game: str | None) -> dict[str, str]:
    """Identifier -> the words for it (untranslated), for the values of ``game``'s views: a figure's state and a
    weapon's (Peur sur la Ville), the Rôle cards and characters by the names the cards print (Narcopolis), the
    piles (Mafia Story)."""
    if game == "peur-sur-la-ville":
        from tabletop.cli.replay_cmds import STATE_WORDS
        from tabletop.games.peur_sur_la_ville.play.preview import STATUS_WORDS

        return {**STATE_WORDS, **STATUS_WORDS}
    if game == "narcopolis":
        from tabletop.games.narcopolis.rules import load_rules

        rules = load_rules()
        return {**{c.id: c.name for c in rules.characters.values()}, **dict(rules.data["role_names"])}
    if game == "mafia-story":
        return dict(PILES)
    return {}


def page_words(language: str, game: str | None = None) -> dict[str, dict[str, str]]:
    """The page's lines, the keys' names, the phases, the notes and ``game``'s values, translated: what the page
    writes."""
    tr = catalogue_of(language).gettext
    return {"page": {k: tr(v) for k, v in PAGE.items()}, "keys": {k: tr(v) for k, v in KEYS.items()},
            "phases": {k: tr(v) for k, v in phase_words().items()}, "notes": {n: tr(n) for n in NOTES},
            "values": {k: tr(v) for k, v in value_words(game).items()}}
