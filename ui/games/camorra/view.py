"""Camorra's ``GameView`` for the shared tracker: each player's Caporegimes (where, paralysed), terrains, complete
municipalities, hand size and Immunité; the turn and the combat in progress with its running totals; the actions
as lists and buttons; the combat calculator as the side panel."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QWidget

from tabletop import games
from tabletop.games.camorra import fight
from tabletop.games.camorra.game import CamorraGame
from tabletop.games.camorra.scoring import is_out, score
from tabletop.games.camorra.state import CamorraState, capo_name
from tabletop.games.session import PlaySession
from tabletop.sentences import listed
from ui.games.camorra.calculator import CombatCalculator
from ui.games.camorra.setup import CamorraDeal
from ui.games.tracker.game_view import Apply, BaseGameView, event_choosers

STEP_TEXT = {
    "defend": QT_TRANSLATE_NOOP("CamorraView", "the defender may send a Caporegime of the attacked quartier"),
    "corruption": QT_TRANSLATE_NOOP("CamorraView", "Corruption de police, %1 to lay or pass"),
    "weapons_attacker": QT_TRANSLATE_NOOP("CamorraView", "the attacker lays weapons"),
    "weapons_defender": QT_TRANSLATE_NOOP("CamorraView", "the defender lays weapons"),
    "support": QT_TRANSLATE_NOOP("CamorraView", "Soutien cards from the other players"),
    "die_attacker": QT_TRANSLATE_NOOP("CamorraView", "the attacker rolls the die"),
    "die_defender": QT_TRANSLATE_NOOP("CamorraView", "the defender rolls the die"),
    "victim": QT_TRANSLATE_NOOP("CamorraView", "the defender chooses which of his guards dies"),
}


class CamorraView(BaseGameView):
    game_id = "camorra"
    first_player_by_die = True  # « Le joueur qui fait le meilleur score commence »
    settings_schema = ("tabletop.games.camorra", "camorra.schema.json")

    def __init__(self) -> None:
        self.game: CamorraGame = games.game_core(self.game_id)
        self.rules = self.game.rules
        self.setting_descriptions = self.game.setting_descriptions()
        self.labels = {
            "attaque": self.tr("Attaque"), "immunite": self.tr("Immunité"), "racket": self.tr("Racket"),
            "recrutement": self.tr("Recrutement"), "ravitaillement": self.tr("Ravitaillement"),
            "bombe": self.tr("Attaque à la bombe"), "sacrifice": self.tr("Sacrifice"),
            "prise": self.tr("Prise de terrain"), "chasse": self.tr("Chasse"), "end_turn": self.tr("End the turn"),
            "defend": self.tr("Send to the duel"), "corruption": self.tr("Corruption police"),
            "pass": self.tr("No Corruption"), "weapon": self.tr("Arme"), "done": self.tr("No more weapons"),
            "support": self.tr("Soutien"), "close_support": self.tr("No more Soutien"),
            "silence": self.tr("Silence"), "victim": self.tr("This one dies"),
            "paralyse": self.tr("Paralyse"), "recruit_take": self.tr("Take"), "recruit_steal": self.tr("Steal"),
        }
        self.fields = {
            "target": self.tr("Against"), "terrain": self.tr("Terrain"), "capo": self.tr("Caporegime"),
            "sournois_discard": self.tr("Sournois discards a card"), "to": self.tr("Card given to"),
            "by": self.tr("Laid by"), "for": self.tr("For"), "points": self.tr("Value"), "cards": self.tr("Cards"),
        }

    def header(self, state: CamorraState) -> str:
        rules = self.rules
        if self.game.is_over(state):  # nobody plays any more: the turn that ended it, not a prompt to its player
            lines = [self.tr("Round %1, turn %2 — the play is over").replace("%1", str(state.round))
                     .replace("%2", str(state.turn + 1))]
        else:
            lines = [self.tr("Round %1, turn %2: %3 plays (%4 of %5 Action cards laid)")
                     .replace("%1", str(state.round)).replace("%2", str(state.turn + 1)).replace("%3", state.current)
                     .replace("%4", str(state.cards_played)).replace("%5", str(rules.cards_per_turn))]
        combat = state.combat
        if combat is not None:
            attacker = state.capos.get(combat.attacker_capo)
            step = self.tr(STEP_TEXT[combat.step]).replace("%1", combat.player(combat.corruption_next))
            lines.append(self.tr("Attaque: %1's %2 on %3 (%4) — %5")
                         .replace("%1", combat.attacker).replace("%2", rules.capos[attacker.kind].name)
                         .replace("%3", combat.terrain).replace("%4", combat.defender).replace("%5", step))
            result = fight.totals(rules, state)  # a die not rolled yet counts 0
            # One whole message for each state of the dice and rerolls, no clause glued after another.
            rolled = len(combat.dice) == 2
            if combat.rerolls:
                totals = self.tr("Totals: attacker %1, defender %2; rerolls: %3") if rolled else \
                    self.tr("Totals: attacker %1 + dice, defender %2 + dice; rerolls: %3")
            else:
                totals = self.tr("Totals: attacker %1, defender %2") if rolled else \
                    self.tr("Totals: attacker %1 + dice, defender %2 + dice")
            lines.append(totals.replace("%1", str(result.attacker.total)).replace("%2", str(result.defender.total))
                         .replace("%3", str(combat.rerolls)))
        elif state.recruit is not None:
            lines.append(self.tr("Recrutement: %1").replace("%1", self._recruit_text(state.recruit)))
        lines.append(self.tr("Draw pile %1, discard %2, unused Caporegimes %3")
                     .replace("%1", str(state.draw_pile)).replace("%2", str(state.discard))
                     .replace("%3", str(len(state.pool))))
        return "\n".join(lines)

    def _recruit_text(self, step: str) -> str:
        if step == "die":
            return self.tr("roll the die")
        if step in self.rules.recruitment_text:
            return self.rules.recruitment_text[step]
        return step

    def player_rows(self, state: CamorraState, player: str) -> list[tuple[str, str]]:
        rules = self.rules
        rows: list[tuple[str, str]] = []
        for capo in state.capos_of(player):
            where = capo.terrain
            if capo.paralysed_until is not None:  # one message with its terrain, not a clause glued after it
                where = self.tr("%1 — paralysed until the end of turn %2").replace("%1", capo.terrain) \
                    .replace("%2", str(capo.paralysed_until + 1))
            rows.append((rules.capos[capo.kind].name, where))
        if not state.capos_of(player):
            rows.append((self.tr("Caporegimes"), self.tr("none left")))
        held = state.terrains_of(player, rules)
        rows.append((self.tr("Terrains"), ", ".join(held) if held else self.tr("none left")))
        complete = rules.complete(held)
        # Each municipality in one message, its points or the draw it brings: « III (pioche sur une victoire) ».
        rows.append((self.tr("Municipalities"), ", ".join(
            f"{m.id} (+{m.points})" if m.points else self.tr("%1 (draw on a win)").replace("%1", m.id)
            for m in complete) or "—"))
        hand = state.hands[player]
        rows.append((self.tr("Hand"), self.tr("1 card") if hand == 1 else self.tr("%1 cards").replace("%1", str(hand))))
        if state.immune(player):
            rows.append((self.tr("Immunité"), self.tr("until turn %1 begins").replace(
                "%1", str(state.immune_until[player] + 2))))
        gang = state.gang(player, rules)
        if is_out(gang):
            rows.append((self.tr("Out"), self.tr("ended the game; scores nothing")))
        else:
            rows.append((self.tr("Score now"), str(score(rules, gang))))
        return rows

    def action_widgets(self, session: PlaySession, apply: Apply, parent: QWidget) -> list[QWidget]:
        state = session.state

        def value_label(field: str, value: object) -> str:
            if field == "capo" and isinstance(value, str):
                return capo_name(self.rules, state, value)
            if field == "sournois_discard":
                return self.tr("yes") if value else self.tr("no")
            if field == "for" and isinstance(value, str) and state.combat is not None:
                # One message for each side, the player's name in it: « Ana (attaquant) ».
                said = {"attacker": self.tr("%1 (attacker)"), "defender": self.tr("%1 (defender)")}.get(value)
                player = state.combat.player(value)
                return said.replace("%1", player) if said else f"{player} ({value})"
            return self.tr("none") if value is None else str(value)

        return event_choosers(session, apply, parent, self.labels, field_names=self.fields, value_label=value_label)

    def calculator(self, parent: QWidget) -> QWidget | None:
        return CombatCalculator(self.rules, parent)

    def setup_widget(self, parent: QWidget) -> QWidget | None:
        # the new-play page's seed spin box: the seeded deal is the one the core makes from it
        return CamorraDeal(self.rules, parent.seed.value, parent)

    def first_player_rule(self) -> str:
        return self.tr("« Les joueurs lancent le dé. Le joueur qui fait le meilleur score commence. »")

    def end_reason(self, state: CamorraState) -> str:
        out = self.game.out_players(state)
        if len(out) != 1:
            return self.tr("The game is over: %1 are out of the game; the remaining gangs count their points.").replace(
                "%1", listed(out))
        # Whole sentences: French says « Ana n'a plus de Caporegime », no piece to glue.
        reason = self.tr("The game is over: %1 has no Caporegime left; the remaining gangs count their points.") \
            if not state.capos_of(out[0]) else \
            self.tr("The game is over: %1 has no Terrain left; the remaining gangs count their points.")
        return reason.replace("%1", out[0])
