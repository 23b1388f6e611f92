"""The Action cards laid on one's own turn (§ Cartes Action activables), Recrutement's die, and the end of a turn
(§ TOUR): which events are legal now, and what each one does to a copy of the state.

An event names the card and the choices the table made (target, terrain, Caporegime); what is random and visible
(a die face, the Caporegime Recrutement 1-2 kills) is a chance event; what is random and hidden (a card taken from
a hand) needs no entry, since the tool keeps hand sizes only.
"""

from __future__ import annotations

from typing import Any

from tabletop.games.camorra.rules import CAPO_KINDS, CamorraRules
from tabletop.games.camorra.fight import start_combat
from tabletop.games.camorra.state import Capo, CamorraState, Combat, capo_name
from tabletop.games.event_kinds import kind_words, quoted_kind
from tabletop.games.interface import Event, GameError
from tabletop.i18n import _
from tabletop.sentences import say

ACTIVABLE = ("attaque", "immunite", "racket", "recrutement", "ravitaillement", "bombe", "sacrifice", "prise",
             "chasse")


def turn_events(rules: CamorraRules, state: CamorraState) -> list[Event]:
    """Every card the player to move may lay now, then ending the turn."""
    me = state.current
    events: list[Event] = []
    if state.hands[me] > 0 and state.cards_played < rules.cards_per_turn:
        # Who holds what and who guards where, read once: asked for each opponent and each of his terrains, they
        # were most of listing a turn's events (listed for each event of a play, and again to check the one laid).
        held = _held_terrains(rules, state)
        capos: dict[str, list[Capo]] = {p: [] for p in state.players}
        for capo in state.capos.values():
            capos[capo.owner].append(capo)
        guarded = {capo.terrain for capo in state.capos.values()}
        events += _attacks(rules, state, me, held, capos[me])
        events.append({"type": "immunite"})
        targets = [q for q in state.opponents(me) if not state.immune(q)]
        events += [{"type": "racket", "target": q} for q in targets if state.hands[q] > 0]
        events.append({"type": "recrutement"})
        events += [{"type": "ravitaillement", "cards": n} for n in rules.ravitaillement_draws]
        events += [{"type": "bombe", "target": q} for q in targets if state.hands[q] > 0]
        events.append({"type": "sacrifice"})
        for q in targets:
            theirs = held[q]
            if len(theirs) >= rules.prise_min_terrains:
                events += [{"type": "prise", "target": q, "terrain": t} for t in theirs if t not in guarded]
            if len(theirs) >= 2:
                events += [{"type": "chasse", "capo": c.id, "terrain": t}
                           for c in capos[q] for t in theirs if t != c.terrain]
    events.append({"type": "end_turn"})
    return events


def _held_terrains(rules: CamorraRules, state: CamorraState) -> dict[str, list[str]]:
    """Each player's terrains in the order of ``rules.quartiers``, as ``state.terrains_of`` lists them."""
    held: dict[str, list[str]] = {p: [] for p in state.players}
    for quartier in rules.quartiers:
        holder = state.terrains.get(quartier)
        if holder in held:
            held[holder].append(quartier)
    return held


def _attacks(rules: CamorraRules, state: CamorraState, me: str, held: dict[str, list[str]],
             mine: list[Capo]) -> list[Event]:
    events: list[Event] = []
    free = [c for c in mine if c.paralysed_until is None]
    for target in state.opponents(me):
        if state.immune(target):
            continue
        for terrain in held[target]:
            for capo in free:
                event = {"type": "attaque", "target": target, "terrain": terrain, "capo": capo.id}
                events.append(event)
                if rules.capos[capo.kind].discards_before_combat and state.hands[target] > 0:
                    events.append({**event, "sournois_discard": True})
    return events


def apply_turn_event(rules: CamorraRules, state: CamorraState, event: Event,
                     listed: list[Event] | None = None) -> CamorraState:
    """``event`` laid on ``state``; ``listed``: the turn's events when they were just listed for this state."""
    kind = event.get("type")
    if kind == "end_turn":
        return end_turn(rules, state)
    if kind not in ACTIVABLE:
        raise GameError(_("{action} is not an action of a turn").format(action=quoted_kind("camorra", kind)))
    me = state.current
    if state.cards_played >= rules.cards_per_turn:
        raise GameError(_("{me} has already laid {cards_per_turn} Action cards this turn").format(
            me=me, cards_per_turn=rules.cards_per_turn))
    legal = turn_events(rules, state) if listed is None else listed
    after = state.copy_to_apply(event, legal, lambda: _(
        "{me} cannot lay « {card} » now").format(me=me, card=ACTION_CARDS.get(kind, kind)))
    after.lay(me)
    after.cards_played += 1
    if kind == "attaque":
        target = event["target"]
        if event.get("sournois_discard"):
            after.hands[target] -= 1
            after.discard += 1
        after.combat = Combat(attacker=me, defender=target, terrain=event["terrain"], attacker_capo=event["capo"])
        start_combat(rules, after)
    elif kind == "immunite":
        # « personne ne peut mettre d'action contre ce joueur pendant 1 tour »: until his next turn starts.
        after.immune_until[me] = after.turn + len(after.players) - 1
    elif kind == "racket":
        after.hands[event["target"]] -= 1
        after.hands[me] += 1
    elif kind == "recrutement":
        after.recruit = "die"
    elif kind == "ravitaillement":
        after.draw(me, event["cards"])
    elif kind == "bombe":
        after.hands[event["target"]] -= 1
        after.discard += 1
    elif kind == "sacrifice":
        after.draw(me, rules.sacrifice_draws)
        thrown = min(rules.sacrifice_discards, after.hands[me])
        after.hands[me] -= thrown
        after.discard += thrown
    elif kind == "prise":
        after.terrains[event["terrain"]] = me
    elif kind == "chasse":
        after.capos[event["capo"]].terrain = event["terrain"]
    return after


def end_turn(rules: CamorraRules, state: CamorraState) -> CamorraState:
    """« À la fin, il pioche uniquement s'il a moins de 5 cartes […] autant de cartes qu'il faut pour que sa main
    soit composée de 5 cartes »; then paralysis and immunity that lapse with this turn end, and the next seat plays."""
    after = state.copy()
    me = after.current
    if after.hands[me] < rules.hand_limit:
        after.draw(me, rules.hand_limit - after.hands[me])
    for capo in after.capos.values():
        if capo.paralysed_until is not None and capo.paralysed_until <= after.turn:
            capo.paralysed_until = None
    after.immune_until = {p: t for p, t in after.immune_until.items() if t > after.turn}
    after.turn += 1
    after.cards_played = 0
    return after


# --- Recrutement ----------------------------------------------------------------------------------------------

def recruit_chance(rules: CamorraRules, state: CamorraState) -> list[tuple[Event, float]] | None:
    """The die, then for 1-2 which of the recruiter's Caporegimes dies (« tue un de ses Caporegime au hasard »)."""
    if state.recruit == "die":
        return [({"type": "recruit_die", "face": face}, 1 / 6) for face in range(1, 7)]
    if state.recruit == "own_dies":
        mine = state.capos_of(state.current)
        return [({"type": "recruit_loss", "capo": c.id}, 1 / len(mine)) for c in mine]
    return None


def recruit_events(rules: CamorraRules, state: CamorraState) -> list[Event]:
    chance = recruit_chance(rules, state)
    if chance is not None:
        return [event for event, _ in chance]
    me = state.current
    mine = state.terrains_of(me, rules)
    victims = [c for q in state.opponents(me) if not state.immune(q) for c in state.capos_of(q)]
    if state.recruit == "paralyse":
        return [{"type": "paralyse", "capo": c.id} for c in victims if c.paralysed_until is None]
    if state.recruit == "steal":
        return [{"type": "recruit_steal", "capo": c.id, "terrain": t} for c in victims for t in mine]
    events: list[Event] = []
    if state.settings["unused_caporegimes_pool"] and state.pool:
        receivers: list[Any] = state.opponents(me) if state.hands[me] > 0 else [None]
        first_of_kind = {k: next(pid for pid, pk in state.pool.items() if pk == k)
                         for k in CAPO_KINDS if k in state.pool.values()}
        for pid in first_of_kind.values():
            events += [{"type": "recruit_take", "capo": pid, "terrain": t, "to": q} for t in mine for q in receivers]
    else:
        for capo in victims:
            to = capo.owner if state.hands[me] > 0 else None
            events += [{"type": "recruit_take", "capo": capo.id, "terrain": t, "to": to} for t in mine]
    return events


def apply_recruit_event(rules: CamorraRules, state: CamorraState, event: Event,
                        listed: list[Event] | None = None) -> CamorraState:
    """``event`` of the Recrutement under way; ``listed``: its events when they were just listed for this state."""
    legal = recruit_events(rules, state) if listed is None else listed
    after = state.copy_to_apply(event, legal, lambda: _(
        "« {describe_recruit_event} » is not possible now").format(
        describe_recruit_event=describe_recruit_event(rules, state, event)))
    me = after.current
    kind = event["type"]
    after.recruit = None
    if kind == "recruit_die":
        effect = rules.recruitment[event["face"]]
        after.recruit = effect
        if not recruit_events(rules, after):
            after.recruit = None  # nobody to paralyse, take or steal from: the card is spent for nothing
    elif kind == "recruit_loss":
        after.kill(event["capo"])
    elif kind == "paralyse":
        # « ne peut pas être utilisé pendant un tour »: until the end of the paralysing player's next turn.
        after.capos[event["capo"]].paralysed_until = after.turn + len(after.players)
    elif kind == "recruit_take":
        capo_id = event["capo"]
        if capo_id in after.pool:
            kind_taken = after.pool.pop(capo_id)
            new_id = _fresh_id(after, me, kind_taken)
            after.capos[new_id] = Capo(new_id, kind_taken, me, event["terrain"])
        else:
            _move_capo(after, capo_id, me, event["terrain"])
        if event["to"] is not None:
            after.hands[me] -= 1
            after.hands[event["to"]] += 1
    elif kind == "recruit_steal":
        _move_capo(after, event["capo"], me, event["terrain"])
    return after


def _move_capo(state: CamorraState, capo_id: str, owner: str, terrain: str) -> None:
    capo = state.capos[capo_id]
    capo.owner = owner
    capo.terrain = terrain


def _fresh_id(state: CamorraState, owner: str, kind: str) -> str:
    n = 2
    while f"{owner}:{kind}:{n}" in state.capos:
        n += 1
    return f"{owner}:{kind}:{n}"


# The Action cards by the names the rulebook prints on them (shown as written, in French).
ACTION_CARDS = {"attaque": "Attaque", "immunite": "Immunité", "racket": "Racket", "recrutement": "Recrutement",
                "ravitaillement": "Ravitaillement", "bombe": "Attaque à la bombe", "sacrifice": "Sacrifice",
                "prise": "Prise de terrain", "chasse": "Chasse"}


# --- log lines ------------------------------------------------------------------------------------------------

def describe_turn_event(rules: CamorraRules, state: CamorraState, event: Event) -> str:
    me = state.current
    kind = event.get("type")
    if kind == "end_turn":
        missing = max(0, rules.hand_limit - state.hands[me])
        if missing:
            return _("{player} ends the turn and draws up to {count}").format(player=me, count=rules.hand_limit)
        return _("{player} ends the turn").format(player=me)
    capo, terrain, target = capo_name(rules, state, event.get("capo", "")), event.get("terrain"), event.get("target")
    if kind == "attaque":
        own = state.capos.get(event.get("capo", ""))
        if own is not None and own.owner == me:
            # His own Caporegime, said as his (« son Caïd (Avvocata) attaque … »), not named after him a second time.
            line = _("{player} lays Attaque: their {capo} ({base}) attacks {terrain} of {target} (the Sournois "
                     "discards a card of the defender's hand)") if event.get("sournois_discard") else \
                _("{player} lays Attaque: their {capo} ({base}) attacks {terrain} of {target}")
            return line.format(player=me, capo=rules.capos[own.kind].name, base=own.terrain, terrain=terrain,
                               target=target)
        line = _("{player} lays Attaque: {capo} attacks {terrain} of {target} (the Sournois discards a card of the "
                 "defender's hand)") if event.get("sournois_discard") else \
            _("{player} lays Attaque: {capo} attacks {terrain} of {target}")
        return line.format(player=me, capo=capo, terrain=terrain, target=target)
    lines = {
        "immunite": _("{player} lays Immunité until the next turn"),
        "racket": _("{player} lays Racket on {target} and takes a card at random"),
        "recrutement": _("{player} lays Recrutement and rolls the die"),
        "ravitaillement": _("{player} lays Ravitaillement x{cards} and draws"),
        "bombe": _("{player} lays Attaque à la bombe: {target} discards a card at random"),
        "sacrifice": _("{player} lays Sacrifice: draws {draws}, discards {discards}"),
        "prise": _("{player} lays Prise de terrain: takes {terrain} from {target}"),
        "chasse": _("{player} lays Chasse: {capo} moves to {terrain}"),
    }
    if kind not in lines:
        return say("event-tried", player=me, action=kind_words("camorra", kind))
    return lines[kind].format(
        player=me, target=target, terrain=terrain, capo=capo, cards=event.get("cards"),
        draws=rules.sacrifice_draws, discards=rules.sacrifice_discards)


def describe_recruit_event(rules: CamorraRules, state: CamorraState, event: Event) -> str:
    me = state.current
    kind = event.get("type")
    if kind == "recruit_die":
        face = event.get("face")
        effect = rules.recruitment.get(face) if isinstance(face, int) else None
        # One sentence for each effect of the face (« 1-2 : le joueur rate et tue un de ses Caporegime au hasard »):
        # the rulebook's line, quoted with its faces, would be French glued in an English line.
        lines = {
            "own_dies": _("{player} rolls {face} on the Recrutement die, fails and loses one of their Caporegime at "
                          "random"),
            "paralyse": _("{player} rolls {face} on the Recrutement die and paralyses a Caporegime, who cannot be "
                          "used for a turn"),
            "take": _("{player} rolls {face} on the Recrutement die and takes a Caporegime, but gives a card of their "
                      "hand at random to the opponent"),
            "steal": _("{player} rolls {face} on the Recrutement die and steals a Caporegime"),
        }
        return lines.get(effect, _("{player} rolls {face} on the Recrutement die")).format(player=me, face=face)
    capo, terrain = capo_name(rules, state, event.get("capo", "")), event.get("terrain")
    if kind == "recruit_loss":
        return _("{capo} dies (Recrutement failed)").format(capo=capo)
    if kind == "paralyse":
        return _("{player} paralyses {capo}").format(player=me, capo=capo)
    if kind == "recruit_take":
        if event.get("to"):
            return _("{player} takes {capo} onto {terrain} and gives a card at random to {receiver}").format(
                player=me, capo=capo, terrain=terrain, receiver=event["to"])
        return _("{player} takes {capo} onto {terrain}").format(player=me, capo=capo, terrain=terrain)
    if kind == "recruit_steal":
        return _("{player} steals {capo} onto {terrain}").format(player=me, capo=capo, terrain=terrain)
    return say("event-tried", player=me, action=kind_words("camorra", kind))
