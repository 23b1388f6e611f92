"""The tracker every card game shares, shown in a play's tab: the header (round, whose turn, the step in progress),
a column per player, the actions legal now, the game's calculator, the log, a warning banner the moment the game is
over, and the final score sheet. The game fills it in through its ``GameView``; a new play shows the new-play page
until the players are named.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QGroupBox, QHBoxLayout, QLabel, QListView, QListWidget, QPushButton, QScrollArea,
                               QSplitter, QStackedLayout, QStackedWidget, QToolButton, QVBoxLayout, QWidget)

from tabletop.games.chance_dice import dice_asked
from tabletop.games.interface import Event, GameError, PlaySetup
from tabletop.games.public_board import has_public_board
from tabletop.games.session import PlaySession
from tabletop.games.table_lines import table_lines
from tabletop.i18n import elided
from tabletop.phones.laptop import keeps_secrets
from ui.forms import scroll_to_bottom_later, wrapped_label
from ui.games.tracker.dice_picker import DicePicker
from ui.games.tracker.document import PlayDocument
from ui.games.tracker.game_view import EventChooser, GameView, Secret
from ui.games.tracker.new_play import NewPlayPage
from ui.games.tracker.players import PlayerColumn, PlayersGrid
from ui.games.tracker.score_sheet import ScoreSheet
from ui.journal import JournalWarning, LogJournal
from ui.phones.dialog import phones_action
from ui.phones.link import serving
from ui.table_screen.boards.screen import view_button
from ui.preferences import dice_mode

BANNER_STYLE = "background: #fff1c2; border: 1px solid #c99a00; padding: 6px; font-weight: bold;"
ERROR_STYLE = "color: #a00000;"
ACTIONS_WIDTH = 420
CALCULATOR_WIDTH = 380


class TrackerPanel(QWidget):
    """One play in a tab; ``document`` is its PlayDocument, ``view`` the game's GameView."""

    def __init__(self, document: PlayDocument, view: GameView, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.view = view
        self.setObjectName(f"tracker-{view.game_id}")
        self.stack = QStackedLayout(self)
        self.setup_page: NewPlayPage | None = None
        self.columns: dict[str, PlayerColumn] = {}
        # Settings → Dice, read when the play opens: the entry of what the table rolled comes first.
        self.enter_first = dice_mode() == "entered"
        # First to follow the document: each step is on disk before the views redraw and the next is accepted.
        self.journal = LogJournal(document, self)
        if document.session is None:
            self.setup_page = NewPlayPage(document.game, view, self)
            self.setup_page.start_requested.connect(self._start)
            self.stack.addWidget(self.setup_page)
        else:
            self._build()

    def _start(self, setup: PlaySetup) -> None:
        try:
            self.document.start(setup)
        except GameError as exc:
            self.setup_page.problems.setText(str(exc))
            return
        self._build()
        self.stack.setCurrentWidget(self.play_view)
        self.setup_page.deleteLater()
        self.setup_page = None

    def _build(self) -> None:
        self.play_view = QWidget(self)
        self.header = QLabel(self.play_view)
        self.header.setObjectName("play-header")
        self.header.setWordWrap(True)
        self.banner = QLabel(self.play_view)
        self.banner.setObjectName("end-banner")
        self.banner.setWordWrap(True)
        self.banner.setStyleSheet(BANNER_STYLE)
        self.message = QLabel(self.play_view)
        self.message.setObjectName("refused")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(ERROR_STYLE)
        self.journal_label = JournalWarning(self.journal, self.play_view)

        players = list(self.document.session.setup.players)
        self.players_grid = PlayersGrid(players, self.play_view)
        self.players_grid.player_clicked.connect(self.show_details)
        self.details = QStackedWidget(self.play_view)
        for name in players:
            self.columns[name] = PlayerColumn(name)
            self.details.addWidget(self.columns[name])
        # The player whose details show: the one deciding, until the referee clicks another.
        self.details_player: str | None = None
        details_scroller = QScrollArea(self.play_view)
        details_scroller.setWidgetResizable(True)
        details_scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        details_scroller.setWidget(self.details)

        self.actions_box = QGroupBox(self.tr("Actions"), self.play_view)
        self.actions_layout = QVBoxLayout(self.actions_box)
        actions_scroller = QScrollArea(self.play_view)
        actions_scroller.setWidgetResizable(True)
        actions_scroller.setWidget(self.actions_box)
        actions_scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        actions_scroller.setMinimumWidth(ACTIONS_WIDTH)

        self.log = QListWidget(self.play_view)
        self._log_rows: list[str] = []  # the texts of the log's rows, as _show_log gave them
        self._log_scroll = scroll_to_bottom_later(self.log)
        self.log.setObjectName("play-log")
        # A long line wraps to the width of the log: nothing to scroll sideways for.
        self.log.setWordWrap(True)
        self.log.setResizeMode(QListView.ResizeMode.Adjust)
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        log_box = QWidget(self.play_view)
        log_layout = QVBoxLayout(log_box)
        log_layout.setContentsMargins(0, 0, 0, 0)
        log_layout.addWidget(QLabel(self.tr("Log (Edit → Undo steps back)"), log_box))
        log_layout.addWidget(self.log)
        left = QSplitter(Qt.Orientation.Vertical, self.play_view)
        left.addWidget(self.players_grid)
        left.addWidget(details_scroller)
        left.addWidget(log_box)
        left.setSizes([300, 200, 250])

        # Once the game is over the actions give way to the score sheet, in the same place.
        self.score_sheet = ScoreSheet(self.play_view)
        self.score_sheet.record_button.clicked.connect(self.record_in_book)
        # Saving the play is what keeps its book id in the file: the sheet says so once saved.
        self.document.clean_changed.connect(self._show_recorded)
        score_scroller = QScrollArea(self.play_view)
        score_scroller.setWidgetResizable(True)
        score_scroller.setWidget(self.score_sheet)
        self.middle = QStackedWidget(self.play_view)
        self.middle.addWidget(actions_scroller)
        self.middle.addWidget(score_scroller)

        body = QSplitter(Qt.Orientation.Horizontal, self.play_view)
        body.addWidget(left)
        body.addWidget(self.middle)
        self.calculator = self.view.calculator(self.play_view)
        if self.calculator is not None:
            self.calculator_scroller = calculator_scroller = QScrollArea(self.play_view)
            calculator_scroller.setWidgetResizable(True)
            calculator_scroller.setWidget(self.calculator)
            calculator_scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            calculator_scroller.setMinimumWidth(CALCULATOR_WIDTH)
            body.addWidget(calculator_scroller)
        body.setStretchFactor(0, 1)
        body.setSizes([ACTIONS_WIDTH + CALCULATOR_WIDTH, ACTIONS_WIDTH, CALCULATOR_WIDTH][:body.count()])
        layout = QVBoxLayout(self.play_view)
        layout.setContentsMargins(4, 4, 4, 4)
        header_row = QHBoxLayout()
        header_row.addWidget(self.header, 1)
        self.phones_button = QToolButton(self.play_view)
        self.phones_button.setDefaultAction(phones_action(self, self.document, self._phones_started))
        # While the phones hold the players' secrets the columns show « caché » for them; this shows them until the
        # next change, one deliberate click at a time.
        self.reveal_button = QToolButton(self.play_view)
        self.reveal_button.setObjectName("reveal-secrets")
        self.reveal_button.setText(self.tr("Show the secrets"))
        self.reveal_button.setCheckable(True)
        self.reveal_button.setVisible(False)
        self.reveal_button.toggled.connect(lambda _on: self.refresh())
        header_row.addWidget(self.reveal_button, 0, Qt.AlignmentFlag.AlignTop)
        header_row.addWidget(self.phones_button, 0, Qt.AlignmentFlag.AlignTop)
        self.view_button = None
        if has_public_board(self.view.game_id):
            # View → Table screen…: the play's public board on a TV laid on the table.
            self.view_button = view_button(self, self.document)
            header_row.addWidget(self.view_button, 0, Qt.AlignmentFlag.AlignTop)
        layout.addLayout(header_row)
        layout.addWidget(self.banner)
        layout.addWidget(self.message)
        layout.addWidget(self.journal_label)
        layout.addWidget(body, 1)
        self.stack.addWidget(self.play_view)
        self.document.changed.connect(self.refresh)
        self.refresh()

    # --- applying and following the play -------------------------------------------------------------------
    def apply(self, event: Event) -> bool:
        """Apply an event as one undo step; a refused event is shown, not raised. True when applied."""
        try:
            self.document.apply(event)
        except GameError as exc:
            self.message.setText(self.tr("Refused: %1").replace("%1", str(exc)))
            self.message.show()
            return False
        return True

    def roll_virtual(self) -> bool:
        return self.apply(self.document.session.virtual_roll())

    def _phones_started(self) -> None:
        self.refresh()

    def _shown(self, rows: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """The rows as the laptop may show them: a secret is « caché » while phones are served, unless revealed."""
        if not serving(self) or self.reveal_button.isChecked():
            return rows
        return [(label, self.tr("hidden") if isinstance(value, Secret) else value) for label, value in rows]

    def _player_rows(self, state: object) -> dict[str, list[tuple[str, str]]]:
        """Each column's rows; « Show the secrets » is offered while phones are served and some row is a secret."""
        rows = {name: self.view.player_rows(state, name) for name in self.columns}
        secrets = keeps_secrets(self.view.game_id) or \
            any(isinstance(value, Secret) for column in rows.values() for _label, value in column)
        self.reveal_button.setVisible(serving(self) and secrets)
        return rows

    def refresh(self, change: object = None) -> None:
        if change is not None and self.reveal_button.isChecked():
            self.reveal_button.blockSignals(True)  # a change closes the secrets again, as a screen is put back
            self.reveal_button.setChecked(False)
            self.reveal_button.blockSignals(False)
        session = self.document.session
        state = session.state
        over = session.is_over()
        self.message.hide()
        self.view.secrets_hidden = serving(self) and not self.reveal_button.isChecked()
        self.header.setText(f"<b>{elided(self.view.header(state))}</b>".replace("\n", "<br>"))
        deciding = session.to_move()
        by_name = self._player_rows(state)
        rows = [self._shown(by_name[name]) for name in self.columns]
        self.players_grid.show_players(rows, deciding)
        for (name, column), player_rows in zip(self.columns.items(), rows):
            column.show_rows(player_rows, name == deciding)
        if self.details_player is None:
            self.details.setCurrentWidget(self.columns.get(deciding or "", self.details.currentWidget()))
        self.banner.setVisible(over)
        if over:
            # The game's own sentence says that the game is over and why, whole: a reason glued after « The game is
            # over: » read « La partie est terminée : 8 tours joués : … », two colons.
            self.banner.setText("⚠ " + self.view.end_reason(state))
        self.middle.setCurrentIndex(1 if over else 0)
        if over:
            self.score_sheet.show_ranking(session.ranking())
            self._show_recorded()
        self._fill_actions()
        self._show_log(self._log_lines(session))
        follow = getattr(self.calculator, "follow", None)
        if follow is not None:
            follow(session)
        if self.calculator is not None and getattr(self.calculator, "stale_when_over", False):
            self.calculator_scroller.setVisible(not over)

    def show_details(self, player: str) -> None:
        """Show ``player``'s details in full, and keep them shown whoever decides next."""
        self.details_player = player
        self.details.setCurrentWidget(self.columns[player])

    def _log_lines(self, session: PlaySession) -> list[str]:
        """The log as the table sees it while the players' phones hold their secrets (« Ana launders and pays the
        salaries »), unless the referee shows the secrets; else his own account."""
        if serving(self) and not self.reveal_button.isChecked():
            return table_lines(session)
        return list(session.log_lines)

    def _show_log(self, lines: list[str]) -> None:
        """The log's rows follow ``lines``: an event adds its line, an undo takes rows away, and only the rows from
        the first that differs are made again (filled anew each time, a long play's log cost more than its event).
        The rows are compared with the texts they were given (``_log_rows``), not read back from the list one by one:
        that too grew with the log at each event."""
        wanted = [f"{n}. {line}" for n, line in enumerate(lines, start=1)]
        shown = self._log_rows
        if wanted == shown:
            return  # unchanged: scrolling lays out every wrapped row again
        keep = next((row for row, (was, now) in enumerate(zip(shown, wanted)) if was != now),
                     min(len(shown), len(wanted)))
        for row in range(len(shown) - 1, keep - 1, -1):
            self.log.takeItem(row)
        self.log.addItems(wanted[keep:])
        self._log_rows = wanted
        self._log_scroll.start()

    def record_in_book(self) -> str | None:
        """Record the finished play in the book (or update it there); the book's play id, None when refused."""
        from ui.book.record import record_tracked_play  # the book's widgets load when a play is first recorded

        play_id = record_tracked_play(self, self.document)
        self._show_recorded()
        return play_id

    def _show_recorded(self, clean: bool | None = None) -> None:
        """``clean`` is the stack's, as ``clean_changed`` relays it (the stack may be going away with the panel)."""
        saved = not self.document.is_modified if clean is None else clean
        self.score_sheet.show_recorded(bool(self.document.play.book_play_id), saved)

    def chooser(self, kind: str) -> EventChooser | None:
        """The list-and-button of one event kind among the actions shown now ("chance" for the outcomes)."""
        for index in range(self.actions_layout.count()):
            widget = self.actions_layout.itemAt(index).widget()
            if isinstance(widget, EventChooser) and widget.objectName() == f"choose-{kind}":
                return widget
        return None

    def _chance_entry(self, session: PlaySession) -> list[QWidget]:
        """What the referee enters of the table's chance: the faces of the dice rolled, a row of six faces a die
        (not a line among 56 for three dice); the other outcomes (cards drawn) in a list narrowed by typing, an
        outcome alone beside the dice (a roll under a real cup) a button saying it."""
        dice, others = dice_asked(session.game, session.legal_events())
        entry: list[QWidget] = [DicePicker(session, asked, self.apply, self.tr("Enter"), self.actions_box)
                                for asked in dice]
        if others:
            label = session.game.describe(session.state, others[0]) if dice and len(others) == 1 \
                else self.tr("Enter")
            entry.append(EventChooser(session, "chance", others, self.apply, label, self.actions_box,
                                      filterable=True))
        return entry

    def _fill_actions(self) -> None:
        while self.actions_layout.count():
            item = self.actions_layout.takeAt(0)
            if item.widget() is not None:
                # Hidden now, deleted later: the widget may be the one whose click is being handled.
                item.widget().hide()
                item.widget().deleteLater()
        session = self.document.session
        if session.is_over():
            return
        if session.waits_on_chance():
            self.actions_layout.addWidget(wrapped_label(self.tr("Chance: roll the virtual die, or enter what the table "
                                                                "rolled or revealed."), self.actions_box))
            self.roll_button = QPushButton(self.tr("Roll the virtual die"), self.actions_box)
            self.roll_button.setObjectName("virtual-roll")
            self.roll_button.clicked.connect(self.roll_virtual)
            entry = self._chance_entry(session)
            for widget in (entry + [self.roll_button] if self.enter_first else [self.roll_button] + entry):
                self.actions_layout.addWidget(widget)
        else:
            who = session.to_move()
            self.actions_layout.addWidget(wrapped_label(self.tr("%1 decides:").replace("%1", who or ""),
                                                        self.actions_box))
            for widget in self.view.action_widgets(session, self.apply, self.actions_box):
                self.actions_layout.addWidget(widget)
        self.actions_layout.addStretch(1)
