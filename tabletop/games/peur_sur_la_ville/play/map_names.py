"""The pieces of a map by the names the referee uses: a gang by its name (« Police »), a figure by its name, its role
in its gang's words and its gang (« Officier, Police », « Marcel (Skin), Skins »), a civilian by its name or its role
and number (« Passant 4 »); and the label beside each figure's base, as the game's log names it (« Flic 9 »,
« Videur de la Police »). The identifiers (``police-1``, ``officer``, ``A``) stay what the file holds."""

from __future__ import annotations

from collections import defaultdict
from typing import Any, Iterable, Mapping

from tabletop.games.peur_sur_la_ville.play.game_rules import GameRules, load_game_rules
from tabletop.games.peur_sur_la_ville.play.setup import gang_figure_title
from tabletop.games.peur_sur_la_ville.rules.rules import PeurRules, load_rules
from tabletop.i18n import _, language
from tabletop.scenario.model import Feature
from tabletop.scenario.roles import civilian_name, role_word
from tabletop.sentences import Noun, say


def gang_label(letter: str, rules: PeurRules | None = None) -> str:
    """The gang's name in the rulebook (« Police » for ``A``); a letter the rules do not know, as written."""
    gangs = (rules or load_rules()).gangs
    return gangs[letter].name if letter in gangs else letter


def hq_label(letter: str, rules: PeurRules | None = None) -> str:
    """The words beside a gang's HQ the map does not name: « QG de la Police », "HQ of the Police" (a letter the rules
    do not know, bare: « QG Z »)."""
    gangs = (rules or load_rules()).gangs
    return say("peur-hq", gang_of=(gangs[letter].noun if letter in gangs else Noun.plain(letter)).forms[language()].of)


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


def figure_labels(figures: Iterable[Feature], rules: PeurRules | None = None) -> dict[str, str]:
    """The label beside each figure's base, by id: the figure's name as the game's log names it.

    The log says « Flic 9 de la Police » (``GameSetup.title``: the map's name, else the figure's id, then its gang);
    beside a base the gang's colour already says the gang, so the label is the name alone (« Flic 9 », « Leader »),
    short enough to sit by a 25 mm base among others. Where a figure of another gang on the table bears the same name
    (a Police and a Skins « Videur », the Police's and the SWAT's « Officier ») the name alone would send the referee
    to the wrong base, and both read the log's whole name (« Videur de la Police », « Videur des Skins »).

    A figure the map keeps from the players (``referee_only``: a surprise coming later) is never counted against a
    figure they see: else a seen figure's label, which the table screen shows, would change with it and give its
    existence away. Its own label still counts every figure. A figure's place or state (hidden, KO) plays no part:
    the labels change only with the figures' names and gangs. A gang the rules do not know (a house rule's list of
    gangs without that letter) is named by its letter."""
    rules = rules or load_rules()
    named: list[tuple[str, str, str, bool]] = []
    for feature in figures:
        secret = feature.properties.get("referee_only") is True
        named.append((feature.id, str(feature.get("gang", "") or ""), feature.name or feature.id, secret))
    # the gangs bearing each name, among all the figures and among those the players may know of
    gangs_of: dict[str, set[str]] = defaultdict(set)
    seen_gangs_of: dict[str, set[str]] = defaultdict(set)
    for _id, gang, name, secret in named:
        gangs_of[name.casefold()].add(gang)
        if not secret:
            seen_gangs_of[name.casefold()].add(gang)
    labels = {}
    for identifier, gang, name, secret in named:
        sharing = (gangs_of if secret else seen_gangs_of)[name.casefold()]
        if not gang or sharing == {gang}:
            labels[identifier] = name
        elif gang in rules.gangs:
            labels[identifier] = gang_figure_title(name, gang, rules)
        else:
            labels[identifier] = _("{figure} ({gang})").format(figure=name, gang=gang)
    return labels
