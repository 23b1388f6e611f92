"""Mafia Story's ``GameView`` for the shared tracker: the round and its step in the header; each player's family,
score, right and left piles, pawns, tokens and prevention cards in his column; the actions as lists and buttons,
the kind of a token or cover chosen in a list of its own (entered privately, never written in the log); the city
grid and the reveal as the side panel; the families and the city on the new-play page (``setup``)."""

from __future__ import annotations

from typing import Any

from shiboken6 import isValid
from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QPushButton, QWidget

from tabletop import games
from tabletop.games.interface import Event
from tabletop.games.mafia_story import cell_name
from tabletop.games.mafia_story.ending import Standing, reached
from tabletop.games.mafia_story.game import MafiaStory
from tabletop.games.mafia_story.state import MafiaState
from tabletop.games.session import PlaySession
from tabletop.phones import laptop
from tabletop.sentences import listed
from ui.forms import ComboBox
from ui.games.mafia_story.board import CityPanel
from ui.games.mafia_story.setup import MafiaSetup
from ui.games.tracker.game_view import Apply, BaseGameView, EventChooser, event_choosers
from ui.translated import number

PHASES = {
    "opening_peek": QT_TRANSLATE_NOOP("MafiaStoryView", "opening: each player looks at 3 cards"),
    "opening_cover": QT_TRANSLATE_NOOP("MafiaStoryView",
                                       "opening: each player lays a police or spéciale card on a territory"),
    "actions": QT_TRANSLATE_NOOP("MafiaStoryView", "actions: look at 3 cards, place a token, or place one to chase"),
    "chased": QT_TRANSLATE_NOOP("MafiaStoryView", "a chased token must move"),
    "transport": QT_TRANSLATE_NOOP("MafiaStoryView", "transport pass: one pawn to chase a token"),
    "prevention": QT_TRANSLATE_NOOP("MafiaStoryView", "prevention cards"),
    "targets": QT_TRANSLATE_NOOP("MafiaStoryView", "prevention targets"),
    "reveal": QT_TRANSLATE_NOOP("MafiaStoryView", "the reveal: enter each card as it is turned over"),
    "buy_back": QT_TRANSLATE_NOOP("MafiaStoryView", "buy back a transport pawn for 2 cards"),
    "round_peek": QT_TRANSLATE_NOOP("MafiaStoryView", "end of the round: each player looks at 1 card"),
    "over": QT_TRANSLATE_NOOP("MafiaStoryView", "the game is over"),
}
PRIVATE_KINDS = ("place", "cover", "transport_place")  # the kind is chosen apart, out of the log's sight


class KindChooser(QWidget):
    """Events that differ only by their ``kind``: one list for the rest (as the log reads it), one for the
    kind, and the button."""

    def __init__(self, session: PlaySession, event_type: str, events: list[Event], apply: Apply, label: str,
                 kind_names: dict[str, str], parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName(f"choose-{event_type}")
        self.events = events
        self.groups: dict[str, list[Event]] = {}
        for event in events:
            self.groups.setdefault(session.game.describe(session.state, event), []).append(event)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.where = ComboBox(self)
        self.where.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.where.setMinimumContentsLength(14)
        self.where.addItems(list(self.groups))
        self.kind = ComboBox(self)
        self.kind_names = kind_names
        layout.addWidget(self.where, 1)
        layout.addWidget(self.kind)
        self.button = QPushButton(label, self)
        layout.addWidget(self.button)
        self.where.currentIndexChanged.connect(self._fill_kinds)
        self._fill_kinds()
        self.button.clicked.connect(lambda: apply(self.current()))

    def _fill_kinds(self) -> None:
        self.kind.clear()
        for event in self.groups[self.where.currentText()]:
            self.kind.addItem(self.kind_names.get(event["kind"], event["kind"]), event["kind"])

    def current(self) -> Event:
        group = self.groups[self.where.currentText()]
        return group[max(0, self.kind.currentIndex())]

    def choose(self, event: Event) -> None:
        """Select ``event`` (tests and forms that preselect)."""
        for index, text in enumerate(self.groups):
            if event in self.groups[text]:
                self.where.setCurrentIndex(index)
                self.kind.setCurrentIndex(self.groups[text].index(event))
                return
        raise ValueError(f"{event} is not among the choices")


class MafiaStoryView(BaseGameView):
    game_id = "mafia-story"
    settings_schema = ("tabletop.games.mafia_story", "mafia_story.schema.json")

    def __init__(self) -> None:
        self.game: MafiaStory = games.game_core(self.game_id)
        self.setting_descriptions = dict(self.game.rules.descriptions)
        self.labels = {
            "peek": self.tr("Look"), "cover": self.tr("Lay the card"), "place": self.tr("Place the token"),
            "pass": self.tr("Pass"), "move_chased": self.tr("Move it"), "withdraw": self.tr("Take it back"),
            "transport_move": self.tr("Move for a pawn"), "transport_place": self.tr("Place for a pawn"),
            "prevent": self.tr("Lay the card"), "target": self.tr("Neutralise"), "buy_back": self.tr("Buy back"),
        }
        self.city: CityPanel | None = None
        self.shown: list[QWidget] = []  # the action widgets shown now, for a click on the grid
        self.kind_names = {"encaissement": self.tr("encaissement"), "guerre": self.tr("guerre des gangs"),
                           "police": self.tr("police"), "speciale": self.tr("activité spéciale")}

    def header(self, state: MafiaState) -> str:
        lines = [self.tr("Round %1 — %2").replace("%1", str(state.round))
                 .replace("%2", self.tr(PHASES.get(state.phase, state.phase)))]
        first = state.players[state.first].name
        if self.secrets_hidden:  # the tracker's count would tell a police cover from a spéciale one
            lines.append(self.tr("First player: %1; cards and covers laid: %2").replace("%1", first)
                         .replace("%2", str(laptop.mafia_city_count(state, True))))
        else:
            lines.append(self.tr("First player: %1; cards in the city: %2").replace("%1", first)
                         .replace("%2", str(state.city_cards())))
        if state.ticks:
            lines.append(self.tr("Looking at: %1").replace("%1", ", ".join(cell_name(state, c) for c in state.ticks)))
        if state.chase:
            lines.append(self.tr("%1's token was chased from %2").replace("%1", state.chase.owner)
                         .replace("%2", cell_name(state, state.chase.origin)))
        return "\n".join(lines)

    def player_rows(self, state: MafiaState, player: str) -> list[tuple[str, str]]:
        p = state.player(player)
        # The family alone and the team on a row of its own: the column is the player's, and the legend names the
        # family with its player (« rouge (Ana) ») as every screen names a gang with its player.
        rows = [(self.tr("Family"), p.family), *([(self.tr("Team"), p.team)] if p.team else []),
                (self.tr("Score"), number(p.score)),  # « −5 », with the language's minus sign
                # The count goes with the cards, not the label: the players' grid has one row per label.
                (self.tr("Right"), _counted_pile(p.right)),
                (self.tr("Left"), _counted_pile(p.left)),
                (self.tr("Transport"), self.tr("%1, one spent this round").replace("%1", str(p.pawns))
                 if p.pawn_used else str(p.pawns)),
                (self.tr("Tokens in hand"), str(len(state.hand(player)))),
                (self.tr("Prevention"), ", ".join(self.kind_names.get(k, k) for k in p.prevention) or "—")]
        if p.penalties:
            rows.append((self.tr("Lost to guerres"), number(-p.penalties)))
        return rows

    def action_widgets(self, session: PlaySession, apply: Apply, parent: QWidget) -> list[QWidget]:
        legal = session.legal_events()
        widgets: list[QWidget] = []
        for event_type in PRIVATE_KINDS:
            events = [e for e in legal if e["type"] == event_type]
            if events:
                widgets.append(KindChooser(session, event_type, events, apply, self.labels[event_type],
                                           self.kind_names, parent))
        rest = [e for e in legal if e["type"] not in PRIVATE_KINDS]
        self.shown = widgets + event_choosers(session, apply, parent, self.labels, rest)
        return self.shown

    def calculator(self, parent: QWidget) -> QWidget | None:
        self.city = CityPanel(parent)
        self.city.grid.clicked.connect(self.select_cell)
        return self.city

    def select_cell(self, cell: int) -> None:
        """A card clicked on the grid: every action list that can name it turns to it (the button still acts)."""
        for widget in self.shown:
            if not isValid(widget) or not widget.isVisible():
                continue
            event = next((e for e in widget.events if e.get("cell") == cell), None)
            if event is not None and isinstance(widget, (EventChooser, KindChooser)):
                widget.choose(event)

    def setup_widget(self, parent: QWidget) -> QWidget | None:
        return MafiaSetup(self.game.rules, parent)

    def first_player_rule(self) -> str:
        return self.tr("« Le dernier à avoir vu un film de gangsters prend le jeton premier joueur. »")

    def end_reason(self, state: MafiaState) -> str:
        arrived = reached([Standing(p.name, p.score, len(p.right), len(p.left), p.team) for p in state.players],
                          state.settings)
        if arrived:
            target = self.tr("%1 points, or %2 for a team").replace("%1", str(state.settings["player_target"])) \
                .replace("%2", str(state.settings["team_target"])) if state.players[0].team else \
                self.tr("%1 points").replace("%1", str(state.settings["player_target"]))
            # One player at the target leads by it: the ranking's explanation would say it a second time
            # (« Bruno a atteint le but (30 points) ; Bruno est en tête en atteignant l'objectif »).
            reason = self.tr("The game is over: %1 reached the target (%2) and wins.") if len(arrived) == 1 else \
                self.tr("The game is over: %1 reached the target (%2); %3")
            reason = reason.replace("%1", listed(arrived)).replace("%2", target)
        else:
            reason = self.tr("The game is over: only %1 cards are left in the city; %3").replace(
                "%1", str(state.city_cards()))
        # The ranking's explanation is a whole clause of the core's: the sentence puts it after its own.
        return reason.replace("%3", self.game.ranking(state).explanation)

def _counted_pile(cards: Any) -> str:
    """« (2) vert 7, prostituée »: how many cards, then which."""
    return f"({len(cards)}) {_pile(cards)}" if cards else "—"


def _pile(cards: Any) -> str:
    return ", ".join(c.card.label() for c in cards) or "—"
