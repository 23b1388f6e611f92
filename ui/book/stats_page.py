"""The Statistics page: per player (plays, wins, win rate, mean and best score) and per game (plays, mean winning
score, score spread, duration), two players head to head with their winning streaks, and the charts, over every
game or one; all computed by the book in SQL and refreshed whenever the book changes.

Everything is read from the statistics the book keeps as plays are written, so the page fills in the same time for
a club's hundred plays and a federation's million: streaks are asked for the two players compared, score lines
(a few hundred points each) for the chart's most active players only."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QSplitter, QVBoxLayout, QWidget

from tabletop import formats
from tabletop.book import Book, GameStats, PlayerStats
from tabletop.games import game_title
from ui.book.charts import MOST_LINES
from ui.book.access import BookAccess
from ui.book.charts import Charts
from ui.book.plays_model import number
from ui.book.table_model import Cell, RowsModel, RowsTable, number_cell
from ui.book.widgets import refill
from ui.forms import ComboBox


def mean(value: float | None) -> str:
    return "—" if value is None else formats.mean(value)


PLAYER_COLUMNS = (QT_TRANSLATE_NOOP("StatsPage", "Player"), QT_TRANSLATE_NOOP("StatsPage", "Plays"),
                  QT_TRANSLATE_NOOP("StatsPage", "Wins"), QT_TRANSLATE_NOOP("StatsPage", "Win rate"),
                  QT_TRANSLATE_NOOP("StatsPage", "Mean score"), QT_TRANSLATE_NOOP("StatsPage", "Best score"))
GAME_COLUMNS = (QT_TRANSLATE_NOOP("StatsPage", "Game"), QT_TRANSLATE_NOOP("StatsPage", "Plays"),
                QT_TRANSLATE_NOOP("StatsPage", "Players"), QT_TRANSLATE_NOOP("StatsPage", "Winning score"),
                QT_TRANSLATE_NOOP("StatsPage", "Scores"), QT_TRANSLATE_NOOP("StatsPage", "σ"),
                QT_TRANSLATE_NOOP("StatsPage", "Duration"))


def _table(columns: tuple[str, ...], name: str, sorted_by: int, parent: QWidget) -> RowsTable:
    """A read-only table, sorted on ``sorted_by`` (largest first) until the referee clicks another header."""
    table = RowsTable(RowsModel("StatsPage", columns, parent), name, parent, sorted_by,
                      Qt.SortOrder.DescendingOrder)
    table.horizontalHeader().setStretchLastSection(False)
    return table


class StatsPage(QWidget):
    def __init__(self, access: BookAccess, parent: QWidget | None = None):
        super().__init__(parent)
        self.access = access
        self.game = ComboBox(self)
        self.game.setObjectName("stats-game")
        self.game.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.game.currentIndexChanged.connect(lambda _i: self.refresh())
        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Statistics of"), self))
        top.addWidget(self.game)
        top.addStretch(1)
        self.players_table = _table(PLAYER_COLUMNS, "player-stats", 2, self)  # most wins first
        self.games_table = _table(GAME_COLUMNS, "game-stats", 1, self)  # most played first

        self.a = ComboBox(self)
        self.b = ComboBox(self)
        self.head_to_head = QLabel(self)
        self.head_to_head.setObjectName("head-to-head")
        self.head_to_head.setWordWrap(True)
        self.streaks = QLabel(self)
        self.streaks.setObjectName("streaks")
        self.streaks.setWordWrap(True)
        for box in (self.a, self.b):
            box.currentIndexChanged.connect(lambda _i: self._show_head_to_head())
        duel = QGroupBox(self.tr("Head to head and winning streaks"), self)
        pair = QHBoxLayout()
        pair.addWidget(self.a, 1)
        pair.addWidget(QLabel(self.tr("against"), duel))
        pair.addWidget(self.b, 1)
        duel_layout = QFormLayout(duel)
        duel_layout.addRow(pair)
        duel_layout.addRow(self.head_to_head)
        duel_layout.addRow(self.streaks)

        left = QWidget(self)
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(QLabel(self.tr("<b>Players</b>"), left))
        left_layout.addWidget(self.players_table, 3)
        left_layout.addWidget(QLabel(self.tr("<b>Games</b>"), left))
        left_layout.addWidget(self.games_table, 1)
        left_layout.addWidget(duel)

        self.charts = Charts()
        self.chart_panel = QWidget(self)
        self.chart_panel.setObjectName("charts")
        charts_layout = QVBoxLayout(self.chart_panel)
        charts_layout.setContentsMargins(0, 0, 0, 0)
        for plot in (self.charts.wins, self.charts.scores, self.charts.seats):
            charts_layout.addWidget(plot)
        body = QSplitter(Qt.Orientation.Horizontal, self)
        body.addWidget(left)
        body.addWidget(self.chart_panel)
        body.setSizes([620, 480])
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(body, 1)

    def chosen_game(self) -> str | None:
        return self.game.currentData()

    def refresh(self) -> None:
        found = self.access.read(self, self._gather)
        if found is None:
            return
        games, players, player_stats, game_stats, lines, seat_game = found
        self._refill_choices(games, [p.name for p in players])
        self.players_table.set_rows([self._player_row(name, s) for name, s in player_stats.items()])
        self.games_table.set_rows([self._game_row(name, s) for name, s in game_stats.items()])
        self.charts.show_wins(player_stats)
        self.charts.show_scores(lines, players, len(player_stats) > MOST_LINES)
        # A game chosen before its plays were all removed (or not yet summed) has no statistics: no seats to show.
        self.charts.show_seats(seat_game, game_stats[seat_game].seats if seat_game in game_stats else {})
        self._show_head_to_head()

    def _gather(self, book: Book) -> tuple:
        """Everything the page shows, read from the book's summaries once each: the seats come with the game
        statistics, the score lines of the busiest players in one call (their names looked up together), each
        line a few hundred points at most."""
        game = self.chosen_game()
        player_stats = book.player_stats(game)
        busiest = sorted(player_stats, key=lambda name: (-player_stats[name].plays, name))[:MOST_LINES]
        game_stats = book.game_stats(game)
        # Seats only compare within one game: the chosen one, else the game played most.
        seat_game = game or min(game_stats, key=lambda g: (-game_stats[g].plays, g), default=None)
        return book.games(), book.players(), player_stats, game_stats, book.score_lines(busiest, game), seat_game

    def _refill_choices(self, games: list[str], players: list[str]) -> None:
        refill(self.game, games, self.tr("every game"), game_title)
        refill(self.a, players)
        refill(self.b, players)
        if self.b.currentIndex() == self.a.currentIndex() and self.b.count() > 1:
            self.b.blockSignals(True)  # the page shows the two players once, after the refill
            self.b.setCurrentIndex(1 if self.a.currentIndex() == 0 else 0)
            self.b.blockSignals(False)

    @staticmethod
    def _player_row(name: str, s: PlayerStats) -> list[Cell]:
        return [Cell(name), number_cell(str(s.plays), s.plays), number_cell(str(s.wins), s.wins),
                number_cell(formats.percent(s.win_rate), s.win_rate),
                number_cell(mean(s.mean_score), s.mean_score), number_cell(number(s.best_score), s.best_score)]

    def _game_row(self, name: str, s: GameStats) -> list[Cell]:
        spread = f"{number(s.score_min)}–{number(s.score_max)}" if s.score_min is not None else "—"
        duration = formats.duration(s.mean_duration_min) if s.mean_duration_min is not None else "—"
        return [Cell(game_title(name)), number_cell(str(s.plays), s.plays), number_cell(str(s.players), s.players),
                number_cell(mean(s.mean_winning_score), s.mean_winning_score), number_cell(spread, s.score_min),
                number_cell(mean(s.score_stdev), s.score_stdev), number_cell(duration, s.mean_duration_min)]

    def _show_head_to_head(self) -> None:
        a, b = self.a.currentData(), self.b.currentData()
        if not a or not b or a == b:
            self.head_to_head.setText(self.tr("Choose two players."))
            self.streaks.clear()
            return
        game = self.chosen_game()
        found = self.access.read(self, lambda book: (book.head_to_head(a, b, game), book.streaks(a, game),
                                                     book.streaks(b, game)))
        if found is None:
            return
        duel, mine, theirs = found
        self.streaks.setText(self.tr("Winning streaks: %1 %2 now, longest %3; %4 %5 now, longest %6.")
                             .replace("%1", a).replace("%2", str(mine.current)).replace("%3", str(mine.longest))
                             .replace("%4", b).replace("%5", str(theirs.current))
                             .replace("%6", str(theirs.longest)))
        if not duel.plays:
            self.head_to_head.setText(self.tr("%1 and %2 have never played together.").replace("%1", a)
                                      .replace("%2", b))
            return
        self.head_to_head.setText(
            self.tr("%1 plays together. Wins: %2 %3, %4 %5. Ranked ahead: %2 %6, %4 %7; level %8.")
            .replace("%1", str(duel.plays)).replace("%2", a).replace("%3", str(duel.a_wins)).replace("%4", b)
            .replace("%5", str(duel.b_wins)).replace("%6", str(duel.a_ahead)).replace("%7", str(duel.b_ahead))
            .replace("%8", str(duel.level)))
