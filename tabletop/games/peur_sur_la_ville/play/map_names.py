"""The pieces of a map by the names the referee uses: a gang by its name (« Police »), a figure by its name, its role
in its gang's words and its gang (« Officier, Police », « Marcel (Skin), Skins »), a civilian by its name or its role
and number (« Passant 4 »). The identifiers (``police-1``, ``officer``, ``A``) stay what the file holds."""

from __future__ import annotations

from typing import Any, Mapping

from tabletop.games.peur_sur_la_ville.play.game_rules import GameRules, load_game_rules
from tabletop.games.peur_sur_la_ville.rules.rules import PeurRules, load_rules
from tabletop.i18n import _
from tabletop.scenario.roles import civilian_name, role_word


def gang_label(letter: str, rules: PeurRules | None = None) -> str:
    """The gang's name in the rulebook (« Police » for ``A``); a letter the rules do not know, as written."""
    gangs = (rules or load_rules()).gangs
    return gangs[letter].name if letter in gangs else letter


def figure_role_label(role: str, gang: str, rules: PeurRules | None = None,
                      game_rules: GameRules | None = None) -> str:
    """A gang figure's role in its gang's words: the scenario's ``officer`` is the Police's leader, « Officier »; a
    Skins ``member`` is a « Skin ». A role neither the game's table of roles nor the gang knows, as written (a
    scenario's own)."""
    rules = rules or load_rules()
    roles = (game_rules or load_game_rules()).roles
    roster_role = roles.get(role.lower())
    if roster_role is None:
        return role_word(role)
    titles = rules.gangs[gang].titles if gang in rules.gangs else {}
    return titles.get(roster_role) or role_word(roster_role)


def piece_title(kind: str, identifier: str, properties: Mapping[str, Any], rules: PeurRules | None = None,
                game_rules: GameRules | None = None) -> str | None:
    """How a figure or a civilian is named on the map, None for the other kinds (their own name is theirs).

    A figure: its name, its role when the name does not already say it, and its gang (« Officier, Police »,
    « Flic 3, Police », « Marcel (Skin), Skins »); a civilian: its name, else its role and number (« Passant 4 »)."""
    name = str(properties.get("name") or "").strip()
    role = str(properties.get("role") or "")
    if kind == "civilian":
        return civilian_name(identifier, role, name or None)
    if kind != "figure":
        return None
    gang = str(properties.get("gang") or "")
    role_text = figure_role_label(role, gang, rules, game_rules) if role else ""
    if not name:
        who = role_text or identifier
    elif not role_text or name.casefold().startswith(role_text.casefold()):
        who = name
    else:
        who = _("{name} ({role})").format(name=name, role=role_text)
    return _("{figure}, {gang}").format(figure=who, gang=gang_label(gang, rules)) if gang else who
