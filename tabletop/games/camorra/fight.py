"""An Attaque played out step by step (§ Les combats (ou Attaque)): the defender's Caporegime, the corruption
chain, the weapons, the Soutien cards, the dice, then the consequences worked out by ``combat.resolve``.

Silence (« annule l'attaque en cours. Les cartes qui ont été utilisées vont en défausse ») may be laid by either
combatant at any step where a player decides, that is before the dice; under the setting ``silence_by = anyone`` by
any other player too.
"""

from __future__ import annotations

from tabletop.games.camorra.combat import (ATTACKER_KILLED, DEFENDER_KILLED, REROLL, TERRAIN_TAKEN, CombatResult,
                                           Side, resolve)
from tabletop.games.camorra.rules import CamorraRules
from tabletop.games.camorra.state import CamorraState, Combat, capo_name
from tabletop.games.event_kinds import kind_words, quoted_kind
from tabletop.games.interface import Event
from tabletop.i18n import _

OTHER = {"attacker": "defender", "defender": "attacker"}
DECIDING_STEPS = ("defend", "corruption", "weapons_attacker", "weapons_defender", "support")
# The events of a combat's steps, each said by ``describe_combat_event``.
COMBAT_KINDS = ("defend", "corruption", "pass", "weapon", "done", "support", "close_support", "silence", "combat_die",
                "victim")


def combat_chance(state: CamorraState) -> list[tuple[Event, float]] | None:
    """« Le joueur Attaquant lance le dé, suivi par le joueur Défenseur. »"""
    combat = state.combat
    if combat.step in ("die_attacker", "die_defender"):
        return [({"type": "combat_die", "face": face}, 1 / 6) for face in range(1, 7)]
    return None


def deciding_player(state: CamorraState) -> str:
    combat = state.combat
    if combat.step == "corruption":
        return combat.player(combat.corruption_next)
    if combat.step in ("defend", "weapons_defender", "victim"):
        return combat.defender
    return combat.attacker


def may_lay(rules: CamorraRules, state: CamorraState, player: str, against: str | None) -> bool:
    """Whether ``player`` may lay a combat card now, ``against`` the player it works against (Immunité covers
    him when the setting says so); with the setting ``combat_cards_count`` they count toward the turn's 2."""
    if state.hands[player] < 1:
        return False
    if against is not None and against != player and state.immune(against) and state.settings["immunity_covers_combat"]:
        return False
    return not (state.settings["combat_cards_count"] and player == state.current
                and state.cards_played >= rules.cards_per_turn)


def combat_events(rules: CamorraRules, state: CamorraState) -> list[Event]:
    chance = combat_chance(state)
    if chance is not None:
        return [event for event, _ in chance]
    combat = state.combat
    events: list[Event] = []
    if combat.step == "defend":
        for capo in _free_guards(state, combat):
            event = {"type": "defend", "capo": capo.id}
            events.append(event)
            if rules.capos[capo.kind].discards_before_combat and state.hands[combat.attacker] > 0 and not (
                    state.immune(combat.attacker) and state.settings["immunity_covers_combat"]):
                events.append({**event, "sournois_discard": True})
        events.append({"type": "defend", "capo": None})
    elif combat.step == "corruption":
        role = combat.corruption_next
        if may_lay(rules, state, combat.player(role), combat.player(OTHER[role])):
            events += [{"type": "corruption", "by": combat.player(role), "points": v}
                       for v in state.settings["corruption_values"]]
        events.append({"type": "pass", "by": combat.player(role)})
    elif combat.step in ("weapons_attacker", "weapons_defender"):
        who = combat.attacker if combat.step == "weapons_attacker" else combat.defender
        if may_lay(rules, state, who, None):
            events += [{"type": "weapon", "by": who, "points": v} for v in state.settings["weapon_values"]]
        events.append({"type": "done", "by": who})
    elif combat.step == "support":
        for role in ("attacker", "defender"):
            helped = combat.player(role)
            events += [{"type": "support", "by": p, "for": role} for p in state.players
                       if p != helped and may_lay(rules, state, p, combat.player(OTHER[role]))]
        events.append({"type": "close_support"})
    elif combat.step == "victim":
        events += [{"type": "victim", "capo": c.id} for c in state.guards(combat.terrain)]
    if combat.step in DECIDING_STEPS:
        for role in ("attacker", "defender"):
            who = combat.player(role)
            if may_lay(rules, state, who, combat.player(OTHER[role])):
                events.append({"type": "silence", "by": who})
        if state.settings["silence_by"] == "anyone":
            # a third player's Silence cancels the attacker's attack: it works against him
            events += [{"type": "silence", "by": p} for p in state.players
                       if p not in (combat.attacker, combat.defender) and may_lay(rules, state, p, combat.attacker)]
    return events


def _refused_in_combat(rules: CamorraRules, state: CamorraState, event: Event) -> str:
    """Why ``event`` may not be played now: a step of the combat said as the log would say it (« « Ana ne pose pas de
    carte Corruption » n'est pas possible à cette étape du combat »), an event of no combat step by its kind's words
    (« « jouer Prise de terrain » … »), never by the key the file writes."""
    if event.get("type") in COMBAT_KINDS:
        return _("« {describe_combat_event} » is not possible at this step of the combat").format(
            describe_combat_event=describe_combat_event(rules, state, event))
    return _("{action} is not possible at this step of the combat").format(
        action=quoted_kind("camorra", event.get("type")))


def _free_guards(state: CamorraState, combat: Combat):
    return [c for c in state.guards(combat.terrain) if c.paralysed_until is None]


def apply_combat_event(rules: CamorraRules, state: CamorraState, event: Event,
                       listed: list[Event] | None = None) -> CamorraState:
    """``event`` of the combat under way; ``listed``: its events when they were just listed for this state."""
    legal = combat_events(rules, state) if listed is None else listed
    after = state.copy_to_apply(event, legal, lambda: _refused_in_combat(rules, state, event))
    kind = event["type"]
    combat = after.combat
    if kind in ("silence", "corruption", "weapon", "support"):
        _lay(rules, after, event["by"])
    if kind == "silence":
        _finish(after)
        return after
    if kind == "defend":
        combat.defender_capo = event["capo"]
        if event.get("sournois_discard"):
            after.hands[combat.attacker] -= 1
            after.discard += 1
        combat.step = "corruption"
    elif kind == "corruption":
        role = combat.corruption_next
        combat.corruption.append((role, event["points"]))
        combat.corruption_next = OTHER[role]
    elif kind == "pass":
        _end_of_chain_or_turn_over(after, combat)
    elif kind == "weapon":
        combat.weapons["attacker" if combat.step == "weapons_attacker" else "defender"].append(event["points"])
    elif kind == "done":
        combat.step = "weapons_defender" if combat.step == "weapons_attacker" else "support"
    elif kind == "support":
        combat.support[event["for"]] += 1
    elif kind == "close_support":
        combat.step = "die_attacker"
    elif kind == "combat_die":
        if combat.step == "die_attacker":
            combat.dice["attacker"] = event["face"]
            combat.step = "die_defender"
        else:
            combat.dice["defender"] = event["face"]
            _consequences(rules, after, totals(rules, after))
            return after
    elif kind == "victim":
        after.kill(event["capo"])
        _draw_on_win(rules, after, combat.attacker)
        _finish(after)
        return after
    _skip_steps_nobody_can_play(rules, after)
    return after


def _lay(rules: CamorraRules, state: CamorraState, player: str) -> None:
    """A combat card onto the table; it counts toward the turn's Action cards under ``combat_cards_count``."""
    state.lay(player, to_combat=True)
    if state.settings["combat_cards_count"] and player == state.current:
        state.cards_played += 1


def _end_of_chain_or_turn_over(state: CamorraState, combat: Combat) -> None:
    """A pass: with no card laid yet the defender's pass hands the opening to the attacker (setting
    ``corruption_attacker_opens``); otherwise the chain is over."""
    if not combat.corruption and combat.corruption_next == "defender" and state.settings["corruption_attacker_opens"]:
        combat.corruption_next = "attacker"
    else:
        combat.step = "weapons_attacker"


def _skip_steps_nobody_can_play(rules: CamorraRules, state: CamorraState) -> None:
    """Steps where nobody has a card to lay pass by themselves (« jusqu'à ce qu'un joueur n'ait plus de cartes
    Corruption »), so the referee only enters what is laid."""
    combat = state.combat
    for _ in range(8):
        if combat.step == "defend" and not _free_guards(state, combat):
            combat.step = "corruption"
        elif combat.step == "corruption" and not may_lay(rules, state, combat.player(combat.corruption_next),
                                                         combat.player(OTHER[combat.corruption_next])):
            _end_of_chain_or_turn_over(state, combat)
        elif combat.step == "weapons_attacker" and not may_lay(rules, state, combat.attacker, None):
            combat.step = "weapons_defender"
        elif combat.step == "weapons_defender" and not may_lay(rules, state, combat.defender, None):
            combat.step = "support"
        elif combat.step == "support" and combat_events(rules, state) == [{"type": "close_support"}]:
            combat.step = "die_attacker"
        else:
            return


def start_combat(rules: CamorraRules, state: CamorraState) -> None:
    """After the Attaque card: the steps with nothing to decide pass at once."""
    _skip_steps_nobody_can_play(rules, state)


def sides(rules: CamorraRules, state: CamorraState) -> tuple[Side, Side]:
    """The combat in progress as the calculator reads it."""
    combat = state.combat
    out = []
    for role, capo_id in (("attacker", combat.attacker_capo), ("defender", combat.defender_capo)):
        capo = state.capos.get(capo_id) if capo_id else None
        held = state.terrains_of(combat.player(role), rules)
        out.append(Side(capo=capo.kind if capo else None, weapons=tuple(combat.weapons[role]),
                        municipalities=tuple(m.id for m in rules.complete(held)), support=combat.support[role],
                        die=combat.dice.get(role, 0)))
    return out[0], out[1]


def totals(rules: CamorraRules, state: CamorraState) -> CombatResult:
    attacker, defender = sides(rules, state)
    return resolve(rules, attacker, defender, state.combat.corruption,
                   guarded=bool(state.guards(state.combat.terrain)))


def _consequences(rules: CamorraRules, state: CamorraState, result: CombatResult) -> None:
    combat = state.combat
    if result.result == REROLL:
        # « En cas d'égalité, les joueurs relancent les dés »: only the dice; the cards laid stay.
        combat.dice = {}
        combat.rerolls += 1
        combat.step = "die_attacker"
        return
    if result.result == ATTACKER_KILLED:
        state.kill(combat.attacker_capo)
        _draw_on_win(rules, state, combat.defender)
    elif result.result == TERRAIN_TAKEN:
        state.terrains[combat.terrain] = combat.attacker
        _draw_on_win(rules, state, combat.attacker)
    elif result.result == DEFENDER_KILLED:
        guards = state.guards(combat.terrain)
        if combat.defender_capo is not None:
            state.kill(combat.defender_capo)
        elif not state.settings["guard_not_sent_dies"]:
            pass  # only a Caporegime sent to the duel dies; the guard lives and keeps the terrain
        elif len(guards) > 1:
            combat.step = "victim"  # the defender chooses which of his guards dies
            return
        else:
            state.kill(guards[0].id)
        _draw_on_win(rules, state, combat.attacker)
    _finish(state)


def _draw_on_win(rules: CamorraRules, state: CamorraState, winner: str) -> None:
    """Municipality VII: « Lorsque vous gagnez un combat, vous piochez une carte »."""
    for municipality in rules.complete(state.terrains_of(winner, rules)):
        if municipality.draws_on_win:
            state.draw(winner, municipality.draws_on_win)


def _finish(state: CamorraState) -> None:
    state.discard += state.combat.laid
    state.combat = None


def describe_combat_event(rules: CamorraRules, state: CamorraState, event: Event) -> str:
    combat = state.combat
    kind = event.get("type")
    by = event.get("by")
    if kind == "defend":
        if event.get("capo") is None:
            return _("{player} sends no Caporegime to the duel").format(player=combat.defender)
        own = state.capos.get(event["capo"])
        if own is not None and own.owner == combat.defender:
            # His own Caporegime, said as his (« Carla envoie son Protecteur »), not named after him a second time.
            line = _("{player} sends their {capo} ({terrain}) to the duel (the Sournois discards a card of the "
                     "attacker's hand)") if event.get("sournois_discard") else \
                _("{player} sends their {capo} ({terrain}) to the duel")
            return line.format(player=combat.defender, capo=rules.capos[own.kind].name, terrain=own.terrain)
        line = _("{player} sends {capo} to the duel (the Sournois discards a card of the attacker's hand)") \
            if event.get("sournois_discard") else _("{player} sends {capo} to the duel")
        return line.format(player=combat.defender, capo=capo_name(rules, state, event["capo"]))
    lines = {
        "corruption": _("{player} lays Corruption police ({points})"),
        "pass": _("{player} lays no Corruption card"),
        "weapon": _("{player} lays an Arme ({points})"),
        "done": _("{player} lays no more weapons"),
        # French puts its article before the side (« pour l'attaquant », « pour le défenseur »): one line each.
        "support": _("{player} lays Soutien for the defender (+{points})") if event.get("for") == "defender"
        else _("{player} lays Soutien for the attacker (+{points})"),
        "close_support": _("No more Soutien cards"),
        "silence": _("{player} lays Silence: the attack is cancelled"),
    }
    if kind in lines:
        points = rules.support_points if kind == "support" else event.get("points")
        return lines[kind].format(player=by, points=points)
    if kind == "combat_die":
        if combat.step == "die_attacker":
            return _("{player} (attacker) rolls {face}").format(player=combat.attacker, face=event.get("face"))
        return _defender_die_line(rules, state, event, combat.defender)
    if kind == "victim":
        return _("{player} chooses {capo} to die").format(
            player=combat.defender, capo=capo_name(rules, state, event.get("capo", "")))
    return kind_words("camorra", kind)


def _defender_die_line(rules: CamorraRules, state: CamorraState, event: Event, defender: str) -> str:
    """The defender's die with the totals it settles and what follows, one sentence for each outcome."""
    face = event.get("face")
    if not isinstance(face, int):
        return _("{player} (defender) rolls {face}").format(player=defender, face=face)
    rolled = state.copy()
    rolled.combat.dice["defender"] = face
    result = totals(rules, rolled)
    lines = {REROLL: _("{player} (defender) rolls {face}, {attack} against {defence}: a tie, both dice are rolled "
                       "again"),
             ATTACKER_KILLED: _("{player} (defender) rolls {face}, {attack} against {defence}: the attacking "
                                "Caporegime dies"),
             DEFENDER_KILLED: _("{player} (defender) rolls {face}, {attack} against {defence}: the defending "
                                "Caporegime dies"),
             TERRAIN_TAKEN: _("{player} (defender) rolls {face}, {attack} against {defence}: the attacker takes the "
                              "terrain")}
    return lines[result.result].format(player=defender, face=face, attack=result.attacker.total,
                                       defence=result.defender.total)
