"""The game panel the shell shows in a tab: the turn bar on top; the rosters, the map with the log under it, and
the action panel with the end-of-turn proposals; or, for a new game, the set-up page until the game starts.

The panel routes what happens between its parts: a piece clicked on the map is a target for the open action or
the new selection; every game step (``document.changed``) refreshes each part.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QScrollArea, QSplitter, QStackedLayout, QVBoxLayout, QWidget

from tabletop.games.peur_sur_la_ville.play import (Change, EndActivation, EndGame, EndTurn, Event, GameSession,
                                      RollInitiative, StartGame, initiative_chooser, resolve_initiative,
                                      resolve_shot, resolve_start_turn)
from tabletop.games.peur_sur_la_ville.play.garde import garde_due, propose_checkpoint
from tabletop.games.peur_sur_la_ville.play.passages import action_passage
from tabletop.games.peur_sur_la_ville.play.summary import game_summary, pending_before, turn_summary
from ui.forms import first_in_toolbar, remembered_splitter
from ui.games.peur_sur_la_ville.action_forms import Pending, action_label
from ui.games.peur_sur_la_ville.action_panel import ActionPanel
from ui.games.peur_sur_la_ville.city_panel import CityPanel
from ui.games.peur_sur_la_ville.deploy_panel import DeployPanel
from ui.games.peur_sur_la_ville.document import GameDocument, refusal_html
from ui.games.peur_sur_la_ville.log_panel import LogPanel
from ui.games.peur_sur_la_ville.new_game import NewGamePage
from ui.games.peur_sur_la_ville.roster_panel import RosterPanel
from ui.games.peur_sur_la_ville.summary_dialog import SummaryDialog, confirm_ending
from ui.games.peur_sur_la_ville.table_map import GameMap
from ui.games.peur_sur_la_ville.table_source import GameTableSource
from ui.games.peur_sur_la_ville.turn_bar import TurnBar
from ui.journal import JournalWarning, LogJournal
from ui.shell.help_window import HelpTopic
from ui.phones.dialog import phones_action
from ui.table_screen.panel import attach_table_screen

SIDE_WIDTH = 360
ROSTER_WIDTH = 360
MOST_ROSTER_SHARE = 0.34  # of the panel's width
LOG_HEIGHT = 150


class GamePanel(QWidget):
    """One game in a tab; ``document`` is its GameDocument."""

    def __init__(self, document: GameDocument, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.stack = QStackedLayout(self)
        self.setup_page: NewGamePage | None = None
        self.selected: str | None = None
        self.summaries: list[SummaryDialog] = []  # the summaries shown, newest last
        # (turn, log length) when the referee agreed to end a turn whose city moves were then shown first
        self._turn_end_agreed: tuple[int, int] | None = None
        # First to follow the document: each step is on disk before the views redraw and the next is accepted.
        self.journal = LogJournal(document, self)
        if document.session is None:
            self.setup_page = NewGamePage(self)
            self.setup_page.start_requested.connect(self._start)
            self.stack.addWidget(self.setup_page)
        else:
            self._build_game()

    def _start(self, session: GameSession) -> None:
        self.document.start(session)
        self._build_game()
        self.stack.setCurrentWidget(self.game_view)
        self.setup_page.deleteLater()
        self.setup_page = None

    def _build_game(self) -> None:
        document = self.document
        self.game_view = QWidget(self)
        self.map = GameMap(document, self.game_view)
        self.table_screen_action = attach_table_screen(self.map, GameTableSource(self.map), self.map.toolbar,
                                                       self.map.view_menu)
        first_in_toolbar(self.map.toolbar, self.table_screen_action)
        self.phones_action = phones_action(self, document)
        self.map.toolbar.addAction(self.phones_action)
        self.turn_bar = TurnBar(document.session, self.game_view)
        self.rosters = RosterPanel(document.session, self.game_view)
        self.log = LogPanel(document, self.game_view)
        self.action_panel = ActionPanel(document, self.map.previews, self.game_view)
        self.city = CityPanel(document, self.map.previews, self.game_view)
        self.deploy = DeployPanel(document, self.map.previews, self.game_view)
        side = QWidget(self.game_view)
        side_layout = QVBoxLayout(side)
        side_layout.setContentsMargins(0, 0, 0, 0)
        side_layout.addWidget(self.deploy)
        side_layout.addWidget(self.city)
        side_layout.addWidget(self.action_panel, 1)
        scroller = QScrollArea(self.game_view)
        scroller.setWidget(side)
        scroller.setWidgetResizable(True)
        scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        centre = QSplitter(Qt.Orientation.Vertical, self.game_view)
        centre.addWidget(self.map)
        centre.addWidget(self.log)
        centre.setStretchFactor(0, 1)
        centre.setSizes([600, LOG_HEIGHT])
        body = QSplitter(Qt.Orientation.Horizontal, self.game_view)
        body.addWidget(self.rosters)
        body.addWidget(centre)
        body.addWidget(scroller)
        body.setStretchFactor(1, 1)
        # The rosters as wide as their columns need (« Fusil mitrailleur » whole), at most a third of the width;
        # the sizes the referee drags to are kept for every live game's tab (ui/forms.py).
        roster_width = min(max(ROSTER_WIDTH, self.rosters.content_width()), MOST_ROSTER_SHARE * max(self.width(), 1366))
        body.setSizes([int(roster_width), 700, SIDE_WIDTH])
        remembered_splitter(body, "peur-game/body")
        remembered_splitter(centre, "peur-game/centre")
        layout = QVBoxLayout(self.game_view)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(2)
        layout.addWidget(self.turn_bar)
        self.journal_label = JournalWarning(self.journal, self.game_view)
        layout.addWidget(self.journal_label)
        layout.addWidget(body, 1)
        self.stack.addWidget(self.game_view)
        self.map.piece_clicked.connect(self._piece_clicked)
        self.map.point_clicked.connect(self._point_clicked)
        self.map.handle_moved.connect(self._handle_moved)
        self.rosters.figure_selected.connect(self.select)
        self.turn_bar.requested.connect(self.request)
        self.action_panel.move_allowance.connect(lambda cm: self.map.select(self.selected, cm))
        self.city.protester_attack.connect(self._protester_attack)
        self.city.garde_shot.connect(self._garde_shot)
        self.action_panel.game_over.record.connect(lambda: self.request("record_in_book"))
        self.action_panel.game_over.export.connect(self.log.export)
        document.changed.connect(self.follow)
        self.city.refresh()

    # --- selection and the map ------------------------------------------------------------------------------
    def help_topic(self) -> HelpTopic | None:
        """For Help (F1): the rulebook passage of the action chosen in the action panel, if any."""
        kind = self.action_panel.chosen_kind if self.setup_page is None else None
        passage = action_passage(kind) if kind else None
        if passage is None:
            return None
        return HelpTopic(action_label(kind), passage.section, passage.excerpts)

    def select(self, figure_id: str | None) -> None:
        """One piece selected everywhere: the map, the rosters and the action panel."""
        self.selected = figure_id
        self.map.select(figure_id)
        self.rosters.select_figure(figure_id)
        self.action_panel.set_figure(figure_id)

    def _piece_clicked(self, piece_id: str) -> None:
        if not self.action_panel.pick_piece(piece_id):
            self.select(piece_id)

    def _point_clicked(self, x: float, y: float) -> None:
        if not self.action_panel.pick_point(x, y):
            self.select(None)

    def _handle_moved(self, key: str, x: float, y: float) -> None:
        if self.deploy.active:
            self.deploy.handle_moved(key, x, y)
        elif self.city.active:
            self.city.handle_moved(key, x, y)
        else:
            self.action_panel.handle_moved(key, x, y)

    def _protester_attack(self, protester: str) -> None:
        self.select(protester)
        self.action_panel.choose("fight")

    def _garde_shot(self, soldier: str, target: str) -> None:
        session = self.document.session
        self.select(soldier)
        title = self.tr("Garde Nationale: %1 fires").replace("%1", session.setup.title(session.state.figures[soldier]))
        self.action_panel.start_pending(Pending(title, lambda d: resolve_shot(session.setup, session.state, soldier,
                                                                               target, d)))

    # --- the turn ---------------------------------------------------------------------------------------------
    def request(self, kind: str) -> None:
        """A turn bar button: the step's event, or its dice in the action panel."""
        session = self.document.session
        setup = session.setup
        if kind == "start_turn":
            self.action_panel.start_pending(Pending(self.tr("Start of the turn: death tests"),
                                               lambda d: resolve_start_turn(setup, session.state, d)))
        elif kind == "roll_initiative" and self._initiative_chosen():
            return
        elif kind == "roll_initiative":
            self.action_panel.start_pending(Pending(self.tr("Initiative: 1 d6 per gang"),
                                               lambda d: resolve_initiative(setup, session.state, d)))
        elif kind == "deploy_proposed":
            self.deploy.deploy()
        elif kind == "checkpoint":
            self._place_checkpoint()
        elif kind == "record_in_book":
            from ui.book.record import record_live_game  # the book's widgets load when a game is first recorded

            record_live_game(self, self.document)
        elif kind in ("end_turn", "end_game"):
            self.end(kind)
        else:
            events = {"deploy_as_placed": lambda: StartGame({}, free_placement=True), "end_activation": EndActivation}
            self.apply(events[kind]())

    def _initiative_chosen(self) -> bool:
        """« Cette bande décide qui prend l'Initiative »: the deciding gang picks who activates first, or lets the
        dice decide. True when a choice was applied."""
        session = self.document.session
        chooser = initiative_chooser(session.setup, session.state)
        if chooser is None:
            return False
        gangs = list(session.state.gangs)
        dice = self.tr("Roll the dice")
        names = [dice] + [session.setup.gang_name(g) for g in gangs]
        label = self.tr("%1 decide who activates first:").replace("%1", session.setup.gang_name(chooser))
        picked, ok = QInputDialog.getItem(self, self.tr("Initiative"), label, names, 0, False)
        if not ok or picked == dice:
            return False
        return self.apply(RollInitiative(chosen_first=gangs[names.index(picked) - 1]))

    def end(self, kind: str) -> bool:
        """End the turn or the game: asked first when something is still pending, then the summary is shown (and
        kept in the log, which it is computed from). End turn is one undo step like any other."""
        session = self.document.session
        pending = pending_before(session.setup, session.state, "turn" if kind == "end_turn" else "game")
        if kind == "end_turn" and self.city.active:
            # The city's proposals on the map are part of ending the turn: confirmed with it.
            pending = [line for line in pending if "city" not in line]
        agreed = kind == "end_turn" and self._turn_end_agreed == (session.state.turn, len(session.events))
        if pending and not agreed:
            title = self.tr("End the turn?") if kind == "end_turn" else self.tr("End the game?")
            question = (self.tr("Some things are still to do this turn:") if kind == "end_turn"
                        else self.tr("The game is not finished:"))
            if not self.ask_to_end(title, question, pending):
                return False
        turn = session.state.turn
        if kind == "end_turn":
            if not self.city.active and "civilians_react" in {a.kind for a in session.legal_actions()}:
                # « LES PASSANTS »: the city moves first, proposed on the map for the referee to confirm or adjust;
                # End turn again confirms them and ends the turn without asking twice.
                self._turn_end_agreed = (turn, len(session.events))
                self.city.open_early()
                return False
            if self.city.active and not self.city.confirm():
                return False
            if garde_due(session.setup, session.state):
                # « La Garde Nationale joue après le Tour des joueurs »: its shots are offered with the city's moves.
                self._turn_end_agreed = (turn, len(session.events))
                self.city.open_early()
                return False
            if not self.apply(EndTurn()):
                return False
        elif not self.apply(EndGame(self.tr("ended by the referee"))):
            return False
        if kind == "end_turn":
            self.show_summary(self.tr("Turn %1").replace("%1", str(turn)), turn_summary(session, turn).lines())
        if session.is_over():
            self.show_summary(self.tr("End of the game"), game_summary(session).lines())
        return True

    def _place_checkpoint(self) -> None:
        """The Garde Nationale's check-point, proposed across the street the referee names; each soldier is then
        moved like any piece (Adjust) where the table wants it."""
        setup = self.document.session.setup
        streets = {(f.name or f.id): f.id for f in setup.scenario.of_kind("street")}
        if not streets:
            self.action_panel.preview_label.setText(self.tr("This table has no street for a check-point."))
            return
        name = next(iter(streets))
        if len(streets) > 1:
            name, ok = QInputDialog.getItem(self, self.tr("Garde Nationale check-point"), self.tr("On which street?"),
                                            list(streets), 0, False)
            if not ok:
                return
        self.apply(propose_checkpoint(setup, self.document.session.state, streets[name]))

    def ask_to_end(self, title: str, question: str, pending: list[str]) -> bool:
        return confirm_ending(self, title, question, pending)

    def show_summary(self, title: str, lines: list[str]) -> SummaryDialog:
        dialog = SummaryDialog(title, lines, self)
        self.summaries.append(dialog)
        dialog.show()
        return dialog

    def apply(self, event: Event) -> bool:
        """Apply a step; a refusal is shown where the referee looks (the action panel), the game unchanged."""
        refusal = self.document.try_apply(event)
        if refusal:
            self.action_panel.preview_label.setText(refusal_html(refusal))
        return not refusal

    def follow(self, change: Change) -> None:
        if change.undone:
            # A step taken back: an action half-prepared on the state it was planned on is dropped.
            self.action_panel.set_figure(self.selected)
        self.turn_bar.refresh()
        self.rosters.refresh(set(change.figures) if not (change.turn or change.phase or change.undone) else None)
        if self.selected is not None and self.selected not in self.document.session.state.figures:
            self.selected = None
        self.action_panel.refresh()
        self.deploy.refresh()
        self.city.refresh()
