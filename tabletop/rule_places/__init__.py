"""Every place of the shipped rule files in the referee's words, one table a rule file (by the file's name, which a
house-rule file takes too): the shape of a place (each list index and each key the file chooses written "*") to its
words, said by ``tabletop.schema_words.place_words`` as every other file's places are. {name} is a chosen item by its
own name (« le nom du personnage « Booki » »), {number} a list's item counted from 1, {key} a key as the file writes
it where it is a number (Mafia Story's city for 3 players). The settings, readings and notes every rule file has are
``tabletop.ruledata.RULE_FIELD_WORDS``; ``tests/test_rule_places.py`` walks every schema and fails on a place
without words."""

from __future__ import annotations

from tabletop.rule_places import (camorra, gangster_paradise, mafia_story, narcopolis, peur_campaign, peur_equipment,
                                  peur_gangs, peur_play, peur_summary, peur_tables, phones, terrain)

RULE_PLACES: dict[str, dict[tuple[str, ...], str]] = {
    "camorra.toml": camorra.PLACES,
    "gangster_paradise.toml": gangster_paradise.PLACES,
    "mafia_story.toml": mafia_story.PLACES,
    "narcopolis.toml": narcopolis.PLACES,
    "secrets.toml": phones.PLACES,
    "game.toml": peur_play.GAME,
    "passages.toml": peur_play.PASSAGES,
    "campaign_book.toml": peur_play.CAMPAIGN_BOOK,
    "campaign.toml": peur_campaign.PLACES,
    "equipment.toml": peur_equipment.EQUIPMENT,
    "dice.toml": peur_equipment.DICE,
    "gangs.toml": peur_gangs.GANGS,
    "weapons.toml": peur_gangs.WEAPONS,
    "tables.toml": peur_tables.PLACES,
    "terrain.toml": terrain.PLACES,
    "summary.toml": peur_summary.PLACES,
    "settings.toml": {},  # Peur sur la Ville's settings and notes: the tables every rule file has
}
