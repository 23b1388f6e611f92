"""The words for the values a phone view holds as identifiers, game by game: each game's own words (its tracker's
and table screen's tables, its rule data's names), never written a second time here. The view keeps the
identifier; the page looks it up in ``page_words(language, game)['values']``."""

from __future__ import annotations

from tabletop.i18n import N_

# Mafia Story's piles, and the Camorra combat's sides and what a player does with a guard.
PILES = {"left": N_("left"), "right": N_("right")}
SIDES = {"attacker": N_("the attacker"), "defender": N_("the defender"), "die": N_("roll the die")}
# Mafia Story's families, cards and tokens: the rulebook's French nouns, in English on an English phone.
MAFIA_WORDS = {"rouge": N_("red"), "vert": N_("green"), "bleu": N_("blue"), "blanc": N_("white"),
               "police": N_("police"), "speciale": N_("spéciale"), "territoire": N_("territory"),
               "prostituee": N_("prostituée"), "drive-by": N_("drive-by"), "encaissement": N_("encaissement"),
               "guerre": N_("guerre")}
# Narcopolis: the variant, the advanced modules (§ 8, by their subject), what a Furi card makes her do, a turn's
# position and influence taken, and a combat's steps.
NARCOPOLIS_WORDS = {
    "classic": N_("classic"), "furi": N_("« 2 joueurs » against Furi"),
    "baron_jobs": N_("Baron jobs"), "development_gap": N_("development gap"), "under_announce": N_("under-announcing"),
    "side_bet": N_("side bet"), "all_events": N_("all event cards"), "armement": N_("Armement cards"),
    "roles": N_("Rôle cards"), "attack": N_("attack"), "implant": N_("implant"),
    "influence": N_("play an influence card"), "nothing": N_("nothing"), "play": N_("influence played"),
    "buy": N_("influence bought"), "roll": N_("the cup is rolled"), "announce": N_("an announcement"),
    "respond": N_("« Tu bluffes ! » or take the cup"), "reveal": N_("the cup shows"), "prison": N_("in prison"),
}


def phase_words() -> dict[str, str]:
    """The phases and stages as the referee says them (the values of ``phase`` and ``stage``), from the games'
    own words."""
    from tabletop.cli.replay_cmds import PHASE_WORDS
    from tabletop.games.gangster_paradise.log_lines import STAGE_WORDS

    return {**PHASE_WORDS, **STAGE_WORDS}


def value_words(game: str | None) -> dict[str, str]:
    """Identifier -> the words for it (untranslated, or a name the cards print), for the values of ``game``'s
    views."""
    if game == "peur-sur-la-ville":
        from tabletop.games.peur_sur_la_ville.play.state import STATE_WORDS
        from tabletop.games.peur_sur_la_ville.play.preview import STATUS_WORDS

        return {**STATE_WORDS, **STATUS_WORDS, "loaded": N_("loaded"), **thing_words()}
    if game == "narcopolis":
        return _narcopolis()
    if game == "mafia-story":
        from tabletop.games.mafia_story.views import PHASES

        return {**PHASES, **PILES, **MAFIA_WORDS}
    if game == "camorra":
        from tabletop.games.camorra.rules import load_rules as camorra_rules
        from tabletop.games.camorra.views import STEPS

        rules = camorra_rules()
        # A recruitment's step by the book's line for its die face (rule data, as the tracker says it).
        return {**STEPS, **SIDES, **rules.recruitment_text, **{k.id: k.name for k in rules.capos.values()}}
    if game == "gangster-paradise":
        from tabletop.games.gangster_paradise.views import STAGES

        return {**STAGES, **key_words(game)}
    return {}


def _narcopolis() -> dict[str, str]:
    from tabletop.games.narcopolis.rules import load_rules
    from tabletop.games.narcopolis.views import PHASES

    rules = load_rules()
    cards = (*rules.events_classic, *rules.events_more, *rules.events_furi)
    # An event card is sent as its printed name and its English text: the page writes the text in the phone's
    # language (the catalogue holds the rule data's texts).
    return {**PHASES, **NARCOPOLIS_WORDS, **{c.id: c.name for c in rules.characters.values()},
            **dict(rules.data["role_names"]), **{card.id: card.name for card in cards},
            **{card.id: card.name for card in rules.influence.values()},
            **{card.id: card.name for card in rules.armement.values()},
            **{card.text: card.text for card in cards}}


def key_words(game: str | None) -> dict[str, str]:
    """The keys of ``game``'s views that are its identifiers: Gangster Paradise's members by the names their cards
    print (a clan's board), Peur sur la Ville's weapons by the rulebook's names (a figure's weapons)."""
    if game == "gangster-paradise":
        from tabletop.games.gangster_paradise.rules import rules_from_settings

        return {role: m.label for role, m in rules_from_settings().members.items()}
    if game == "peur-sur-la-ville":
        return thing_words()
    return {}


def thing_words() -> dict[str, str]:
    """Every weapon, item, explosive, ability, vehicle and campaign resource of Peur sur la Ville by the
    rulebook's name."""
    from tabletop.games.peur_sur_la_ville.rules.labels import thing_label
    from tabletop.games.peur_sur_la_ville.rules.rules import load_rules

    rules = load_rules()
    names = (*rules.items, *rules.firearms, *rules.explosives, *rules.abilities, *rules.starting_vehicles,
             *rules.melee_weapon_labels, *rules.campaign["resources"])
    return {name: thing_label(name, rules) for name in names}
