"""Gangster Paradise's ``GameView`` for the shared tracker: the turn and its five phases as a wizard, each clan's
public column (board, productions, members, goods in hand, executants held and on its board), the phase's form
(auction, resale, laundering, discard) with the other legal actions as lists, a trade form, and the bank's side
panel where each clan's notes sit behind a click."""

from __future__ import annotations

from typing import Any, Mapping

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QWidget

from tabletop import games
from tabletop.formats import counted
from tabletop.games.gangster_paradise import flow
from tabletop.games.gangster_paradise.rules import ROLES, rules_from_settings, setting_descriptions
from tabletop.games.gangster_paradise.state import GPState
from tabletop.games.session import PlaySession
from tabletop.phones import laptop
from tabletop.i18n import _ as core_text
from tabletop.ruledata import setting_label, setting_value
from tabletop.sentences import say
from tabletop.setting_fields import SettingField
from ui.forms import ComboBox
from ui.games.gangster_paradise.bank import BankPanel
from ui.games.gangster_paradise.forms import (PHASE_NAMES, AuctionForm, BuyForm, DiscardForm, ExecutantEffectForm,
                                              LaunderForm, PhaseStrip, ResaleForm, TradeForm)
from ui.games.tracker.game_view import Apply, BaseGameView, event_choosers, value_text
from ui.phones.link import secrets_hidden

# Event types a form enters (the lists would offer only a few of the values).
FORM_TYPES = {"bid", "pass", "buy", "resell", "launder", "discard", "trade", "executant_effect"}


class GangsterParadiseView(BaseGameView):
    game_id = "gangster-paradise"
    settings_schema = ("tabletop.games.gangster_paradise", "gangster_paradise.schema.json")

    def __init__(self) -> None:
        self.game = games.game_core(self.game_id)
        self.rules = rules_from_settings()
        self.setting_descriptions = setting_descriptions()
        self.labels = {
            "secondary": self.tr("Secondary production"), "reveal": self.tr("Turn up a black-market card"),
            "deliver": self.tr("Deliver"), "done": self.tr("Done with this phase"), "recruit": self.tr("Recruit"),
            "recruit_executant": self.tr("Recruit an executant"), "executant_card": self.tr("Executant card drawn"),
            "play_executant": self.tr("Send an executant"), "executant_effect": self.tr("Executant acts"),
            "pierre_feuille_ciseaux": self.tr("Pierre-feuille-ciseaux result"),
        }
        self.fields = {"secondary_soldiers": self.tr("Soldats on secondary goods"), "role": self.tr("Character"),
                       "good": self.tr("Paid with"), "kind": self.tr("Executant"), "target": self.tr("On"),
                       "card": self.tr("Card"), "order": self.tr("Order")}

    def header(self, state: GPState) -> str:
        first = state.clans[state.first].player
        if state.stage == "secondary":
            drawer = state.clans[state.secondary_drawer].player if state.secondary_drawer is not None else "—"
            return self.tr("Set-up: secondary productions, %1 draws").replace("%1", drawer)
        if state.stage == "reveal" and state.turn == 0:
            return self.tr("Set-up: turn up %n black-market cards", "", state.reveal_left)
        if state.stage in ("tiebreak", "over"):
            return self.tr("After turn %1: the most white wins").replace("%1", str(state.turn))
        lines = [self.tr("Turn %1 of %2 — first player %3").replace("%1", str(state.turn))
                 .replace("%2", str(state.rules.turns)).replace("%3", first)]
        lines.append(self._step_text(state))
        # « Soldat ×5 », « armes ×1 »: the rulebook's singular names never glued to a count they would agree with.
        market = ", ".join(counted(k, n) for k, n in sorted(state.market.items())) or self.tr("empty")
        lines.append(self.tr("Black market: %1; %2 red for the one left without; deck %3")
                     .replace("%1", market).replace("%2", str(state.pot))
                     .replace("%3", str(sum(state.market_deck.values()))))
        return "\n".join(lines)

    def _step_text(self, state: GPState) -> str:
        seat = state.active_seat()
        who = state.clans[seat].player if seat is not None else ""
        if state.stage == "reveal":
            return self.tr("Black market: turn up %n cards for the next turn", "", state.reveal_left)
        if state.stage == "trim":
            return self.tr("End of turn: %1 puts goods back to 4").replace("%1", who)
        if state.drawing_executant:
            return self.tr("%1 draws an executant card: enter it").replace("%1", who)
        if state.stage == "market" and state.auction is not None:
            bids = ", ".join(f"{state.clans[s].player} {a}" for s, a in state.auction.bids) or self.tr("no bid yet")
            if state.taker is not None:
                return self.tr("Black market: %1 takes a card for %2").replace("%1", who) \
                    .replace("%2", str(state.price))
            return self.tr("Black market: %1 to bid (bids: %2)").replace("%1", who).replace("%2", bids)
        return self.tr("Phase %1: %2 — %3 plays").replace("%1", str(list(PHASE_NAMES).index(state.stage) + 1)) \
            .replace("%2", QCoreApplication.translate("PhaseStrip", PHASE_NAMES[state.stage])) \
            .replace("%3", who)

    def player_rows(self, state: GPState, player: str) -> list[tuple[str, str]]:
        clan = state.clans[state.seat_of(player)]
        rules = state.rules
        rows = [(self.tr("Clan"), clan.board),
                (self.tr("Production"), f"{clan.primary} / {clan.secondary}" if clan.secondary else
                 self.tr("%1, secondary not drawn yet").replace("%1", clan.primary))]
        members = [counted(rules.members[r].label, clan.members[r]) for r in ROLES if clan.members.get(r, 0)]
        rows.append((self.tr("Members"), ", ".join(members) or "—"))
        goods = ", ".join(counted(k, n) for k, n in sorted(clan.goods.items())) or "—"
        rows.append((self.tr("Goods"), goods))
        if clan.executants:
            rows.append((self.tr("Executants held"), str(len(clan.executants))))
        for placed in clan.placed:
            rows.append((self.tr("Executant on board"), self.tr("%1 from %2").replace("%1", placed["kind"])
                         .replace("%2", placed["by"])))
        if clan.unpaid:
            rows.append((self.tr("Salaries"), self.tr("unpaid: no goods at the next delivery")))
        if clan.resold and state.stage not in ("tiebreak", "over"):
            rows.append((self.tr("Resale"), self.tr("done this turn")))
        if state.stage in ("tiebreak", "over"):
            score = next(s for s in flow.scores(state) if s.name == player)
            rows.append((self.tr("Final"), say("gp-final-score", white=score.white, members=score.members,
                                               red=score.red)))
        return rows

    def action_widgets(self, session: PlaySession, apply: Apply, parent: QWidget) -> list[QWidget]:
        state: GPState = session.state
        widgets: list[QWidget] = []
        if state.turn and state.stage not in ("tiebreak", "over"):
            widgets.append(PhaseStrip(state, parent))
        seat = state.active_seat()
        deciding = seat is not None and not state.drawing_executant
        if deciding and state.stage == "market":
            widgets.append(BuyForm(session, apply, parent) if state.taker is not None
                           else AuctionForm(session, apply, parent))
        elif deciding and state.stage == "resale" and state.clans[seat].goods and not state.clans[seat].resold:
            widgets.append(ResaleForm(session, apply, parent))
        elif deciding and state.stage == "laundering":
            widgets.append(LaunderForm(session, apply, parent))
        elif deciding and state.stage == "trim":
            widgets.append(DiscardForm(session, apply, parent))
        # While the phones hold the exécutants, the cards offered are every kind, not the ones the clan holds.
        offered = laptop.executant_offers(state, session.legal_events(), secrets_hidden(parent))
        listed = [e for e in offered if e.get("type") not in FORM_TYPES]
        choosers = event_choosers(session, apply, parent, self.labels, events=listed, field_names=self.fields,
                                  value_label=self._value_label)
        for chooser in choosers:
            if chooser.choice is not None:  # the log lines without their "Turn 3, recruitment:" heading
                for index in range(chooser.choice.count()):
                    chooser.choice.setItemText(index, chooser.choice.itemText(index).split(": ", 1)[-1])
        widgets += choosers
        if deciding:
            widgets.append(TradeForm(session, apply, parent))
        if any(c.placed for c in state.clans) and seat is not None:
            widgets.append(ExecutantEffectForm(session, apply, parent))
        return widgets

    def _value_label(self, field: str, value: Any) -> str:
        if field == "order" and isinstance(value, list):
            return " > ".join(value)
        if field == "role" and value in self.rules.members:
            return self.rules.members[value].label
        return "—" if value is None else value_text(value)

    def calculator(self, parent: QWidget) -> QWidget | None:
        return BankPanel(self.rules, parent)

    def end_reason(self, state: GPState) -> str:
        return self.tr("The game is over after %1 turns: the most white notes wins, then the most members, then the "
                       "most red, then pierre-feuille-ciseaux.").replace("%1", str(state.rules.turns))

    def setting_rows(self, settings: Mapping[str, Any]) -> list[tuple[str, str, str]]:
        rows = [(setting_label(name), value_text(setting_value(value)),
                 core_text(self.setting_descriptions.get(name, ""))) for name, value in settings.items()
                if name != "tables"]
        game, *notes = self.setting_notes(settings)
        return [game, *rows, *notes]

    def setting_fields(self, settings: Mapping[str, Any]) -> list[SettingField]:
        # ``tables`` is the rule file's numbers, changed by a house rule and not on the new-play page.
        return super().setting_fields({name: value for name, value in settings.items() if name != "tables"})

    def setting_notes(self, settings: Mapping[str, Any]) -> list[tuple[str, str, str]]:
        """What the whole game is, then the readings that are notes (no value to choose)."""
        notes = [(setting_label(name), self.tr("reading"), core_text(words))
                 for name, words in self.setting_descriptions.items()
                 if name not in settings and name != "description"]
        game = core_text(self.setting_descriptions["description"])
        return [(self.tr("the game"), self.tr("8 turns of 5 phases"), game), *notes]

    def setup_widget(self, parent: QWidget) -> QWidget | None:
        return SetupChoices(parent)

    def first_player_rule(self) -> str:
        return self.tr("« Le joueur ayant le casier judiciaire le plus rempli commence et prend la carte « premier "
                       "joueur » »")


class SetupChoices(QGroupBox):
    """Each seat's clan board (« Chaque joueur choisit un plateau clan »); the secondary productions are drawn in
    the play itself, at random or as drawn at the table."""

    def __init__(self, page: QWidget):
        super().__init__(self.tr("Clans"), page)
        self.page = page  # the new-play page: its seat count
        self.boards = list(rules_from_settings().boards)
        self.form = form = QFormLayout(self)
        self.combos: list[QComboBox] = []
        for seat in range(len(self.boards)):
            combo = ComboBox(self)
            combo.setObjectName(f"board-{seat + 1}")
            combo.addItems(self.boards)
            combo.setCurrentIndex(seat)
            form.addRow(self.tr("Seat %1 plays").replace("%1", str(seat + 1)), combo)
            self.combos.append(combo)
        page.count.valueChanged.connect(self._show_seats)
        self._show_seats(page.count.value())

    def _show_seats(self, count: int) -> None:
        for seat in range(len(self.combos)):
            self.form.setRowVisible(seat, seat < count)

    def options(self) -> dict[str, Any]:
        return {"clans": [c.currentText() for c in self.combos[:self.page.count.value()]]}
