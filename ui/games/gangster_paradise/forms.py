"""Gangster Paradise's action forms in the tracker: the five phases as a wizard strip, the auction (any bid, pass,
the taker's card and payment), the resale, the laundering with its arithmetic shown before it is applied, the
end-of-turn discard, and a trade between the active clan and another. Each form only builds an event dict and
calls ``apply``; the core decides."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (QCheckBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton,
                               QSpinBox, QVBoxLayout, QWidget)

from tabletop.games.gangster_paradise import money
from tabletop.games.gangster_paradise.state import PHASES, GPState
from tabletop.games.session import PlaySession, referee_line
from tabletop.phones import laptop
from ui.forms import ComboBox, wrapped_label
from ui.games.tracker.game_view import Apply
from ui.phones.link import secrets_hidden

PHASE_NAMES = {"delivery": QT_TRANSLATE_NOOP("PhaseStrip", "Delivery"),
               "market": QT_TRANSLATE_NOOP("PhaseStrip", "Black market"),
               "resale": QT_TRANSLATE_NOOP("PhaseStrip", "Resale"),
               "recruitment": QT_TRANSLATE_NOOP("PhaseStrip", "Recruitment"),
               "laundering": QT_TRANSLATE_NOOP("PhaseStrip", "Laundering and salaries")}
MAX_NOTES = 100000


def _spin(parent: QWidget, top: int, name: str) -> QSpinBox:
    box = QSpinBox(parent)
    box.setRange(0, max(0, top))
    box.setObjectName(name)
    return box


class PhaseStrip(QLabel):
    """The wizard: the five phases of the turn, the current one marked, then the end-of-turn trim."""

    def __init__(self, state: GPState, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("phase-strip")
        self.setWordWrap(True)
        stage = state.stage
        steps = []
        for number, phase in enumerate(PHASES, start=1):
            label = self.tr(PHASE_NAMES[phase])
            name = f"{number}. {label}".replace(" ", "&nbsp;")  # a phase never breaks
            if phase == stage or (phase == "market" and stage == "reveal" and state.turn):
                name = f"<span style='background:#ffe08a;'><b>&nbsp;{name}&nbsp;</b></span>"
            elif PHASES.index(phase) < _position(state):
                name = f"<span style='color:#888;'>{name} ✓</span>"
            steps.append(name)
        trim = self.tr("End of turn: 4 goods at most").replace(" ", "&nbsp;")
        steps.append(f"<b>{trim}</b>" if stage == "trim" else trim)
        self.setText(" ▸ ".join(steps))


def _position(state: GPState) -> int:
    """How far the turn has gone, as an index in the five phases (5 for the end-of-turn trim)."""
    if state.stage in PHASES:
        return PHASES.index(state.stage)
    if state.stage == "reveal":
        return 1 if state.turn else 0
    return len(PHASES)


class AuctionForm(QGroupBox):
    """Any bid the player announces (the lists offer only a few), or pass; the opener must bid, zero included."""

    def __init__(self, session: PlaySession, apply: Apply, parent: QWidget | None = None):
        super().__init__(self.tr("Black-market auction"), parent)
        self.setObjectName("auction-form")
        state = session.state
        auction = state.auction
        outer = QVBoxLayout(self)
        high = auction.high
        outer.addWidget(QLabel(self.tr("High bid: %1").replace("%1", f"{high[1]} ({state.clans[high[0]].player})")
                               if high else self.tr("%1 opens: zero is a bid, passing is not allowed")
                               .replace("%1", state.clans[auction.speaker].player), self))
        layout = QHBoxLayout()
        outer.addLayout(layout)
        self.amount = _spin(self, MAX_NOTES, "bid-amount")
        self.amount.setMinimum(auction.minimum())
        layout.addWidget(self.amount)
        self.bid_button = QPushButton(self.tr("Bid"), self)
        self.bid_button.clicked.connect(lambda: apply({"type": "bid", "amount": self.amount.value()}))
        layout.addWidget(self.bid_button)
        self.pass_button = QPushButton(self.tr("Pass"), self)
        self.pass_button.setEnabled(bool(auction.bids))
        self.pass_button.clicked.connect(lambda: apply({"type": "pass"}))
        layout.addWidget(self.pass_button)


class BuyForm(QGroupBox):
    """The taker chooses a card and pays the price in red and white notes."""

    def __init__(self, session: PlaySession, apply: Apply, parent: QWidget | None = None):
        state = session.state
        taker = state.clans[state.taker]
        super().__init__(self.tr("%1 takes a card for %2").replace("%1", taker.player).replace("%2", str(state.price)),
                         parent)
        self.setObjectName("buy-form")
        self.price = state.price
        form = QFormLayout(self)
        self.card = ComboBox(self)
        self.card.setObjectName("buy-card")
        for kind in sorted(state.market):
            self.card.addItem(kind)
        form.addRow(self.tr("Card"), self.card)
        # While the phones hold the notes, the split offered says nothing of the taker's red and white.
        amount = laptop.buy_red_amount(state, secrets_hidden(parent))
        self.red = _spin(self, amount.most, "buy-red")
        self.red.setMinimum(amount.least)
        self.red.setValue(amount.default)
        self.white = QLabel(self)
        self.red.valueChanged.connect(self._show_white)
        form.addRow(self.tr("Paid in red"), self.red)
        form.addRow(self.tr("Paid in white"), self.white)
        self._show_white()
        self.button = QPushButton(self.tr("Take the card and pay"), self)
        self.button.clicked.connect(lambda: apply(self.chosen()))
        form.addRow(self.button)

    def _show_white(self) -> None:
        self.white.setText(str(self.price - self.red.value()))

    def chosen(self) -> dict[str, Any]:
        return {"type": "buy", "good": self.card.currentText(), "red": self.red.value(),
                "white": self.price - self.red.value()}


class ResaleForm(QGroupBox):
    """One sale a turn of goods of different kinds, at the scale's price shown as the boxes are ticked."""

    def __init__(self, session: PlaySession, apply: Apply, parent: QWidget | None = None):
        super().__init__(self.tr("Resale (once a turn, goods of different kinds)"), parent)
        self.setObjectName("resale-form")
        state = session.state
        self.rules = state.rules
        clan = state.clans[state.active_seat()]
        layout = QGridLayout(self)
        self.boxes: dict[str, QCheckBox] = {}
        for index, kind in enumerate(sorted(clan.goods)):
            self.boxes[kind] = QCheckBox(kind, self)
            self.boxes[kind].toggled.connect(self._show_value)
            layout.addWidget(self.boxes[kind], index // 3, index % 3)
        row = (len(self.boxes) + 2) // 3
        self.value = QLabel(self)
        layout.addWidget(self.value, row, 0, 1, 3)
        self.sell = QPushButton(self.tr("Sell"), self)
        self.sell.clicked.connect(lambda: apply({"type": "resell", "goods": self.kinds()}))
        layout.addWidget(self.sell, row + 1, 0)
        self.sell.setEnabled(not clan.resold)
        self._show_value()

    def kinds(self) -> list[str]:
        return [kind for kind, box in self.boxes.items() if box.isChecked()]

    def _show_value(self) -> None:
        count = len(self.kinds())
        if count > len(self.rules.resale_scale):
            self.value.setText(self.tr("The scale stops at %1 kinds").replace("%1", str(len(self.rules.resale_scale))))
        else:
            self.value.setText(self.tr("Brings %1 red").replace("%1", str(money.resale_value(count, self.rules))))


class LaunderForm(QGroupBox):
    """Phase 5 for the active clan: the bonus, the red laundered (within the capacity and the odd note kept), the
    salaries, and whether they can be paid, previewed from the core before the button applies it."""

    def __init__(self, session: PlaySession, apply: Apply, parent: QWidget | None = None):
        super().__init__(self.tr("Laundering and salaries"), parent)
        self.setObjectName("launder-form")
        self.session = session
        state = session.state
        clan = state.clans[state.active_seat()]
        capacity = money.laundering_capacity(clan.members, state.rules)  # from the members, on the table
        # While the phones hold the notes, neither the range nor the amount it opens on is bounded by his red.
        self.hidden = secrets_hidden(parent)
        amount = laptop.launder_amount(state, self.hidden)
        form = QFormLayout(self)
        form.addRow(self.tr("Capacity"), QLabel(self.tr("%1 red").replace("%1", str(capacity)), self))
        self.red = _spin(self, amount.most, "launder-red")
        self.red.setValue(amount.default)
        self.red.valueChanged.connect(self._preview)
        form.addRow(self.tr("Red to launder"), self.red)
        self.preview = wrapped_label(parent=self)
        form.addRow(self.preview)
        self.button = QPushButton(self.tr("Launder and pay the salaries"), self)
        self.button.clicked.connect(lambda: apply({"type": "launder", "red": self.red.value()}))
        form.addRow(self.button)
        self._preview()

    def _preview(self) -> None:
        event = {"type": "launder", "red": self.red.value()}
        if self.hidden:  # the preview would tell his white notes (whether the salaries are paid)
            self.preview.setText(self.session.game.move_label(self.session.state, event))
            return
        line = referee_line(self.session.game, self.session.state, event)
        self.preview.setText(line.split(": ", 2)[-1])


class DiscardForm(QGroupBox):
    """The end-of-turn trim: the owner chooses which goods go back to the piles."""

    def __init__(self, session: PlaySession, apply: Apply, parent: QWidget | None = None):
        state = session.state
        clan = state.clans[state.active_seat()]
        self.surplus = clan.goods_count() - state.rules.goods_limit
        super().__init__(self.tr("%1 holds %2 goods: %3 go back").replace("%1", clan.player)
                         .replace("%2", str(clan.goods_count())).replace("%3", str(self.surplus)), parent)
        self.setObjectName("discard-form")
        form = QFormLayout(self)
        self.spins: dict[str, QSpinBox] = {}
        for kind, held in sorted(clan.goods.items()):
            self.spins[kind] = _spin(self, held, f"discard-{kind}")
            form.addRow(kind, self.spins[kind])
        self.button = QPushButton(self.tr("Put them back"), self)
        self.button.clicked.connect(lambda: apply({"type": "discard", "goods": self.goods()}))
        form.addRow(self.button)

    def goods(self) -> dict[str, int]:
        return {kind: spin.value() for kind, spin in self.spins.items() if spin.value()}


class TradeForm(QGroupBox):
    """A negotiated trade with the active clan: what each side gives (no credit: the core refuses what a clan does
    not hold)."""

    def __init__(self, session: PlaySession, apply: Apply, parent: QWidget | None = None):
        state = session.state
        active = state.clans[state.active_seat()]
        super().__init__(self.tr("Trade with %1").replace("%1", active.player), parent)
        self.setObjectName("trade-form")
        self.goods = state.rules.goods
        grid = QGridLayout(self)
        self.partner = ComboBox(self)
        self.partner.addItems([c.player for c in state.clans if c is not active])
        grid.addWidget(QLabel(self.tr("With"), self), 0, 0)
        grid.addWidget(self.partner, 0, 1, 1, 2)
        grid.addWidget(QLabel(self.tr("%1 gives").replace("%1", active.player), self), 1, 1)
        grid.addWidget(QLabel(self.tr("gets"), self), 1, 2)
        self.spins: dict[tuple[str, str], QSpinBox] = {}
        notes = {"red": self.tr("red"), "white": self.tr("white")}
        # « Tout peut être échangé »: the executant cards held change hands too (the core refuses what is not held)
        self.executants = [k.name for k in state.rules.executant_kinds]
        items = ("red", "white", *self.goods, *self.executants)
        for row, item in enumerate(items, start=2):
            label = self.tr("executant %1").replace("%1", item) if item in self.executants else notes.get(item, item)
            grid.addWidget(QLabel(label, self), row, 0)
            for column, side in ((1, "give"), (2, "get")):
                self.spins[(side, item)] = _spin(self, MAX_NOTES, f"trade-{side}-{item}")
                grid.addWidget(self.spins[(side, item)], row, column)
        self.button = QPushButton(self.tr("Trade"), self)
        self.button.clicked.connect(lambda: apply(self.trade()))
        grid.addWidget(self.button, len(items) + 2, 2)

    def trade(self) -> dict[str, Any]:
        sides = {}
        for side in ("give", "get"):
            part: dict[str, Any] = {k: self.spins[(side, k)].value() for k in ("red", "white")
                                    if self.spins[(side, k)].value()}
            goods = {k: self.spins[(side, k)].value() for k in self.goods if self.spins[(side, k)].value()}
            if goods:
                part["goods"] = goods
            executants = [k for k in self.executants for _ in range(self.spins[(side, k)].value())]
            if executants:
                part["executants"] = executants
            sides[side] = part
        return {"type": "trade", "with": self.partner.currentText(), **sides}


class ExecutantEffectForm(QGroupBox):
    """The referee applies a placed executant's effect (its card says what): notes or goods taken from its target,
    to the reserve or to the clan that sent it; the card is then discarded."""

    def __init__(self, session: PlaySession, apply: Apply, parent: QWidget | None = None):
        super().__init__(self.tr("An executant acts"), parent)
        self.setObjectName("executant-effect-form")
        state = session.state
        self.cards = [(c.player, index, placed) for c in state.clans for index, placed in enumerate(c.placed)]
        self.goods = state.rules.goods
        form = QFormLayout(self)
        self.card = ComboBox(self)
        for player, _index, placed in self.cards:
            self.card.addItem(self.tr("%1 on %2 (from %3)").replace("%1", placed["kind"]).replace("%2", player)
                              .replace("%3", placed["by"]))
        form.addRow(self.tr("Card"), self.card)
        self.spins: dict[str, QSpinBox] = {}
        notes = {"red": self.tr("red"), "white": self.tr("white")}
        for item in ("red", "white", *self.goods):
            self.spins[item] = _spin(self, MAX_NOTES, f"effect-{item}")
            form.addRow(self.tr("Takes %1").replace("%1", notes.get(item, item)), self.spins[item])
        self.to = ComboBox(self)
        self.to.addItem(self.tr("to the reserve"), "reserve")
        self.to.addItem(self.tr("to the clan that sent it"), "owner")
        form.addRow(self.to)
        self.button = QPushButton(self.tr("Apply and discard the card"), self)
        self.button.clicked.connect(lambda: apply(self.effect()))
        form.addRow(self.button)

    def effect(self) -> dict[str, Any]:
        player, index, _placed = self.cards[self.card.currentIndex()]
        event: dict[str, Any] = {"type": "executant_effect", "target": player, "card": index}
        event.update({k: self.spins[k].value() for k in ("red", "white") if self.spins[k].value()})
        goods = {k: self.spins[k].value() for k in self.goods if self.spins[k].value()}
        if goods:
            event["goods"] = goods
        event["to"] = self.to.currentData()
        return event
