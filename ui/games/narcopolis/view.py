"""Narcopolis's ``GameView`` for the shared tracker: each Wiseguy's money, reputation, jobs, influence, board and
quartiers; the round, the event card in force, the turn's used categories and the combat in progress; the
actions as lists and buttons, the referee's forms, the hidden-roll screen, the dice lifted from a cup; the map as
the side panel."""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtWidgets import QGroupBox, QVBoxLayout, QWidget

from tabletop import games
from tabletop.games.chance_dice import dice_asked
from tabletop.games.narcopolis.fight import controller
from tabletop.games.narcopolis.final import champion_of
from tabletop.games.narcopolis.game import Narcopolis
from tabletop.games.narcopolis.income import turn_income
from tabletop.games.narcopolis.rules import (KINDS, PRISON, default_rule_data, interpretations, load_rules,
                                             rules_from_data)
from tabletop.games.narcopolis.state import NarcoState
from tabletop.games.session import PlaySession
from tabletop.phones import laptop
from tabletop.i18n import _ as core_text  # the cards' texts and the readings are rule data, in the core's catalogue
from tabletop.ruledata import package_schema, setting_label, setting_value
from tabletop.sentences import listed
from tabletop.setting_fields import SettingField, setting_fields
from ui.forms import wrapped_label
from ui.games.narcopolis.forms import BANK, InfluenceForm, JobForm, MoneyForm, ReputationForm, SetupForm
from ui.games.narcopolis.hidden_roll import HiddenRoll
from ui.games.narcopolis.map_panel import MapPanel, kind_letter
from ui.games.tracker.dice_picker import DicePicker
from ui.games.tracker.game_view import Apply, BaseGameView, Secret, event_choosers, value_text
from ui.phones.link import phones_served

REFEREE_CHOSEN = ("give_influence", "destroy", "suspend_income")
REFEREE_FORMS = ("give", "reputation")
PRINTED = ("job", "influence")  # values printed on the cards: their own forms


class NarcopolisView(BaseGameView):
    game_id = "narcopolis"
    settings_schema = ("tabletop.games.narcopolis", "narcopolis.schema.json")
    settings_table = "readings"

    def __init__(self) -> None:
        self.game: Narcopolis = games.game_core(self.game_id)
        self.labels = {
            "income": self.tr("Take the income"), "move": self.tr("Move"), "attack": self.tr("Attack (3 M$ each)"),
            "implant": self.tr("Implant (5 M$)"), "develop": self.tr("Develop (3 M$)"),
            "dismantle": self.tr("Dismantle (10 M$)"), "influence": self.tr("Play influence"),
            "buy_influence": self.tr("Buy influence (3 M$)"), "job": self.tr("Job done"),
            "exchange_jobs": self.tr("Exchange (10 M$ each)"), "mecenat": self.tr("Mécénat (20 M$)"),
            "humiliation": self.tr("Humiliation (+10 M$)"), "end_turn": self.tr("End the turn"),
            "give_influence": self.tr("Give"), "destroy": self.tr("Destroy"),
            "suspend_income": self.tr("Suspend"), "announce": self.tr("Announce"),
            "call": self.tr("« Tu bluffes ! »"), "take": self.tr("Take the cup and roll"),
            "reveal": self.tr("The cup shows"),
            "furi_attack": self.tr("Furi attacks"), "furi_implant": self.tr("Furi implants"),
            "furi_influence": self.tr("Furi plays"), "furi_pass": self.tr("Furi cannot act"),
            "starting_business": self.tr("Place a starting business"), "side_bet": self.tr("Bet"),
            "armement": self.tr("Keeps the Armement card"), "begin": self.tr("Start the combat"),
            "use_armement": self.tr("Use the Armement card"),
        }
        # What a Furi event card makes Furi do: an identifier in the rule data, said in words.
        self.furi_actions = {"attack": self.tr("attack"), "implant": self.tr("implant"),
                             "influence": self.tr("play an influence card"), "nothing": self.tr("nothing")}

    # --- text ------------------------------------------------------------------------------------------------
    def _furi_action(self, card: Any) -> str:
        # The schema allows only the four actions named in ``furi_actions``.
        return self.furi_actions[card.furi_action] if card is not None and card.furi_action else ""

    def header(self, state: NarcoState) -> str:
        deck_size = state.rules.costs["event_cards"] if state.variant == "classic" else len(state.rules.events_furi)
        lines = []
        event = state.events_revealed[-1] if state.events_revealed else None
        card = next((e for e in (*state.rules.events_classic, *state.rules.events_more, *state.rules.events_furi)
                     if e.id == event), None)
        if card is None:
            lines.append(self.tr("Before round 1: reveal the first event card"))
        else:
            # The card's text is a sentence of its own (« Texte perdu : l'arbitre lit la carte. »): after a colon
            # the line read two of them.
            lines.append(self.tr("Round %1 of %2 — event « %3 ». %4").replace("%1", str(state.round))
                         .replace("%2", str(deck_size)).replace("%3", card.name)
                         .replace("%4", core_text(card.text)))
        if state.last_round and state.phase != "over" and not state.final_players:
            lines.append(self.tr("Last round: everyone plays the same number of turns."))
        if state.phase == "furi_die":
            lines.append(self.tr("Furi's card: %1 — a die picks who plays it (odd: %2, even: the other)")
                         .replace("%1", self._furi_action(card))
                         .replace("%2", state.players[state.first_player].name))
        elif state.phase == "furi_action":
            lines.append(self.tr("Furi's card: %1, played by %2").replace("%1", self._furi_action(card))
                         .replace("%2", state.players[state.furi_controller or 0].name))
        elif state.turn_player() is not None:
            lines.append(self.tr("%1's turn: %2").replace("%1", state.turn_player().name)
                         .replace("%2", self._turn_text(state)))
        if state.combat is not None:
            combat = state.combat
            said = ", ".join(f"{e.by} {e.announce}" for e in combat.exchanges if e.announce is not None) or "—"
            if combat.quartier is None:
                lines.append(self._final_text(state))
                lines.append(self.tr("Final combat, bout %1 of %2: %3 attacks %4; announced: %5")
                             .replace("%1", str(len(state.final_wins) + 1))
                             .replace("%2", str(len(state.final_players) - 1)).replace("%3", combat.attacker)
                             .replace("%4", combat.defender).replace("%5", said))
            else:
                lines.append(self.tr("Combat on %1: %2 attacks %3; announced: %4")
                             .replace("%1", combat.quartier).replace("%2", combat.attacker)
                             .replace("%3", combat.defender).replace("%4", said))
            extras = []
            if combat.stake:
                extras.append(self.tr("bet: %1").replace("%1", self.tr("10 M$") if combat.stake == "money"
                                                          else self.tr("1 reputation point")))
            extras += [(self.tr("%1 holds « %2 » (used)") if fighter in combat.armement_used
                        else self.tr("%1 holds « %2 »")).replace("%1", fighter)
                       .replace("%2", state.rules.armement[card].name)
                       for fighter, card in laptop.armement_shown(state, self.secrets_hidden).items()]
            if extras:
                lines.append("; ".join(extras))
        return "\n".join(lines)

    def _final_text(self, state: NarcoState) -> str:
        return (self.tr("⚠ The rounds are over, but %1 are level on reputation and businesses: the play ends with "
                        "the final combat (a knock-out in playing order; nothing is at stake).")
                .replace("%1", ", ".join(state.final_players)))

    def _turn_text(self, state: NarcoState) -> str:
        turn = state.turn
        if not turn.income:
            return self.tr("income first")
        used = []
        if turn.moved:
            used.append(self.tr("move"))
        if turn.position:
            used.append(self.tr("attack") if turn.position == "attack" else self.tr("implant"))
        if turn.developed:
            used.append(self.tr("%n developments", "", turn.developed))
        if turn.dismantled:
            used.append(self.tr("dismantle"))
        if turn.influence:
            used.append(self.tr("influence played") if turn.influence == "play" else self.tr("influence bought"))
        if turn.jobs_done or turn.jobs_exchanged:
            used.append(self.tr("jobs exchanged") if turn.jobs_exchanged
                        else self.tr("%n jobs", "", turn.jobs_done))
        if turn.mecenat or turn.humiliation:
            used.append(self.tr("mécénat") if turn.mecenat else self.tr("humiliation %1").replace(
                "%1", str(turn.humiliation)))
        return self.tr("used %1").replace("%1", ", ".join(used)) if used else self.tr("income taken")

    def player_rows(self, state: NarcoState, player: str) -> list[tuple[str, str]]:
        who = state.player(player)
        rules = state.rules
        character = rules.characters[who.character]
        built = state.built(who)
        income = turn_income(character.income, built, who.reputation, rente=rules.costs["rente"],
                             rente_at=rules.reading("rente_at"))
        reputation = self.tr("%1 (reached %2: can no longer lose any)").replace("%1", str(who.reputation)).replace(
            "%2", str(rules.costs["win_reputation"])) if who.locked else str(who.reputation)
        pawn = who.pawn or "—"
        if who.pawn == PRISON:
            pawn = (self.tr("in prison (serves his next turn)") if who.prison == 1 else
                    self.tr("in prison (serving this turn)") if who.prison == 2 else self.tr("in prison"))
        owned = state.owned(player)
        return [
            (self.tr("Character"), f"{character.name} ({rules.zone(character.zone).name})"),
            (self.tr("Money"), f"{who.money} M$"),
            (self.tr("Reputation"), reputation),
            (self.tr("Influence cards"), str(who.influence)),
            (self.tr("Jobs"), self.tr("%1 in hand; done: %2").replace("%1", str(who.jobs))
             .replace("%2", " + ".join(map(str, who.job_points)) or "—")),
            (self.tr("Built"), " · ".join(f"{kind_letter(k)} {built[k]}" for k in KINDS)),
            (self.tr("Income"), self.tr("suspended") if who.income_suspended else f"{income} M$"),
            # « 10 sur NB1, NB2, EI1 »; none on the map is a dash, not « 0 sur — ».
            (self.tr("Businesses"), self.tr("%1 on %2").replace("%1", str(state.businesses_on_map(player)))
             .replace("%2", ", ".join(owned)) if owned else "—"),
            (self.tr("Pawn"), pawn),
            *([(self.tr("Role"), Secret(rules.data["role_names"][who.role]))] if who.role else []),
            *([(self.tr("Starting businesses"), self.tr("%1 to place").replace("%1", str(who.extra_businesses)))]
              if who.extra_businesses else []),
        ]

    def end_reason(self, state: NarcoState) -> str:
        reason = self._round_end_reason(state)
        champion = champion_of(state)
        if champion is None:
            return reason
        # Two whole sentences: why the game ended, then who won the final combat.
        return reason + " " + self.tr("%1 were level on reputation and businesses; %2 won the final combat.").replace(
            "%1", listed(state.final_players)).replace("%2", champion)

    def _round_end_reason(self, state: NarcoState) -> str:
        if state.variant == "furi":
            boss = state.furi()
            if state.furi_won:
                return self.tr("The game is over: Furi stays the boss (%1 reputation points) and every player "
                               "loses.").replace("%1", str(boss.reputation if boss else ""))
            return self.tr("The game is over: a player passed Furi and the round is over.")
        if any(p.reputation >= state.rules.costs["win_reputation"] for p in state.players):
            return self.tr("The game is over: a Wiseguy reached %1 reputation points and everyone played the same "
                           "number of turns.").replace("%1", str(state.rules.costs["win_reputation"]))
        return self.tr("The game is over: the round of the tenth event card is over.")

    def setting_rows(self, settings: Mapping[str, Any]) -> list[tuple[str, str, str]]:
        return [(setting_label(name), self.tr("note") if value is None else value_text(setting_value(value)),
                 core_text(description))
                for name, value, description in interpretations(rules_from_data(settings))]

    def setting_fields(self, settings: Mapping[str, Any]) -> list[SettingField]:
        # The settings of a Narcopolis play are its whole rule data: the referee chooses among its readings.
        readings = {name: value for name, value, _ in interpretations(rules_from_data(settings)) if value is not None}
        return setting_fields(readings, package_schema(*self.settings_schema), self.settings_table)

    def setting_description(self, name: str) -> str:
        return core_text(default_rule_data()["readings"].get(name, {}).get("description", ""))

    def with_setting(self, settings: Mapping[str, Any], name: str, value: Any) -> dict[str, Any]:
        readings = dict(settings["readings"])
        readings[name] = {**readings[name], "value": value}
        return {**settings, "readings": readings}

    def setting_notes(self, settings: Mapping[str, Any]) -> list[tuple[str, str, str]]:
        return [(setting_label(name), self.tr("note"), core_text(description))
                for name, value, description in interpretations(rules_from_data(settings)) if value is None]

    # --- widgets ---------------------------------------------------------------------------------------------
    def setup_widget(self, parent: QWidget) -> QWidget | None:
        return SetupForm(load_rules(), parent)

    def first_player_rule(self) -> str:
        return self.tr("« Le premier joueur à avoir 2 bonnes réponses au quizz (voir fin du livret) démarre. Si vous "
                       "avez tous déjà joué … c'est le plus fourbe qui démarre ! »")

    def calculator(self, parent: QWidget) -> QWidget | None:
        return MapPanel(parent)

    def action_widgets(self, session: PlaySession, apply: Apply, parent: QWidget) -> list[QWidget]:
        state: NarcoState = session.state
        legal = session.legal_events()
        widgets: list[QWidget] = []
        if state.phase == "combat" and state.combat is not None and state.combat.step == "announce":
            last = state.combat.exchanges[-1]
            looks = controller(state, last.by)
            widgets.append(HiddenRoll(last.by if looks == last.by else f"{last.by} ({looks})", last.dice, parent,
                                      on_phone=phones_served(parent)))
        # the cup lifted: three dice read from the table, a face a die, not one of 56 lines
        lifted, _others = dice_asked(session.game, [e for e in legal if e["type"] == "reveal"])
        widgets += [DicePicker(session, asked, apply, self.labels["reveal"], parent) for asked in lifted]
        ours = [e for e in legal if e["type"] not in REFEREE_CHOSEN + REFEREE_FORMS + PRINTED + ("reveal",)]
        rules = state.rules
        stakes = {"money": self.tr("10 M$"), "reputation": self.tr("1 reputation point")}

        def value_label(field: str, value: Any) -> str:
            # an Armement card by its printed name, a side bet's stake in words
            if field == "card" and value in rules.armement:
                return rules.armement[value].name
            if field == "stake" and value in stakes:
                return stakes[value]
            if field in ("from", "to") and value == BANK:
                return self.tr("the bank")
            return "—" if value is None else value_text(value)

        widgets += event_choosers(session, apply, parent, self.labels, ours, field_names=self.field_names(),
                                  value_label=value_label)
        # a job's points and an influence card's cost are printed on the card: entered, not chosen from a list
        jobs = [e for e in legal if e["type"] == "job"]
        if jobs:
            widgets.append(JobForm(state, jobs, apply, parent))
        if any(e["type"] == "influence" for e in legal):
            widgets.append(InfluenceForm(state, apply, parent))
        if state.phase == "turn":
            widgets.append(self._referee_box(session, apply, parent,
                                             [e for e in legal if e["type"] in REFEREE_CHOSEN]))
        return widgets

    def field_names(self) -> dict[str, str]:
        """The events' fields as a form's labels (« De », « À »), never their keys."""
        return {"from": self.tr("From"), "to": self.tr("To"), "quartier": self.tr("Quartier"),
                "kind": self.tr("Business"), "kinds": self.tr("Businesses"), "card": self.tr("Card"),
                "target": self.tr("Target"), "player": self.tr("Player"), "points": self.tr("Points"),
                "cost": self.tr("Cost"), "stake": self.tr("Stake"), "delta": self.tr("Change"),
                "amount": self.tr("Amount"), "count": self.tr("Number"), "by": self.tr("By"),
                "bonus": self.tr("Bonus"), "value": self.tr("Value"), "armement": self.tr("Armement")}

    def _referee_box(self, session: PlaySession, apply: Apply, parent: QWidget, chosen: list) -> QWidget:
        box = QGroupBox(self.tr("Referee: what the cards did, trades"), parent)
        box.setObjectName("referee")
        layout = QVBoxLayout(box)
        note = wrapped_label(self.tr("Influence and event texts are lost: enter their consequences here."), box)
        note.setStyleSheet("color: #555;")
        layout.addWidget(note)
        layout.addWidget(MoneyForm(session.state, apply, box))
        layout.addWidget(ReputationForm(session.state, apply, box))
        for widget in event_choosers(session, apply, box, self.labels, chosen, field_names=self.field_names()):
            layout.addWidget(widget)
        return box
