"""The action panel: with a figure selected, the actions the core says it may take now; the chosen action's form,
what the geometry and the rules say about it (drawn on the map too), the exact odds, and the dice.

Actions without dice or choices (stand up, hide) are applied on the click; the others show their preview and
wait for "Go", then either apply (no dice) or hand a pending resolution to the dice box.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QButtonGroup, QGridLayout, QPushButton, QSizePolicy, QVBoxLayout, QWidget)

from tabletop.formats import counted
from tabletop.games.peur_sur_la_ville.rules import move_per_action
from tabletop.games.peur_sur_la_ville.play import Event, Launch, Throw
from tabletop.geometry import load_terrain_rules
from ui.forms import wrapped_label
from ui.games.peur_sur_la_ville.action_forms import ActionForm, NoInputForm, Pending, action_label, make_form
from ui.games.peur_sur_la_ville.dice_entry import attempt
from ui.games.peur_sur_la_ville.game_over_box import GameOverBox
from ui.games.peur_sur_la_ville.document import GameDocument, refusal_html
from ui.games.peur_sur_la_ville.markers import shown_state, state_name
from ui.games.peur_sur_la_ville.odds_view import OddsView
from ui.games.peur_sur_la_ville.previews import MORALE_COLOUR, PreviewOverlay
from ui.games.peur_sur_la_ville.resolve_box import ResolveBox, morale_moves
from ui.games.peur_sur_la_ville.roster_panel import weapons_text
from ui.map.style import gang_colour

# The rulebook's list of actions (« 3) ACTIVATIONS »), then the vehicle's and the detection test.
ORDER = ("activate", "move", "climb", "stand_up", "open_door", "rob", "arrest", "exchange", "heal", "hide", "board",
         "leave_vehicle", "aim", "shoot", "tase", "fight", "throw", "launch", "place_mine", "trigger_mine", "reload",
         "repair", "detect", "drive", "ram", "crew_test")
COLUMNS = 3


class ActionPanel(QWidget):
    """Acts for the selected figure. ``move_allowance`` tells the map how far the figure being moved may go."""

    move_allowance = Signal(float)

    def __init__(self, document: GameDocument, overlay: PreviewOverlay, parent: QWidget | None = None):
        super().__init__(parent)
        self.document = document
        self.overlay = overlay
        self.figure_id: str | None = None
        self.form: ActionForm | None = None
        self.chosen_kind: str | None = None  # the action last chosen for this figure: Help (F1) quotes its rule
        self.header = wrapped_label(parent=self)
        self.header.setTextFormat(Qt.TextFormat.RichText)
        self.game_over = GameOverBox(self)  # the result in place of the actions once the game is over
        self.buttons_host = QWidget(self)
        self.buttons_grid = QGridLayout(self.buttons_host)
        self.buttons_grid.setContentsMargins(0, 0, 0, 0)
        self.buttons_group = QButtonGroup(self)
        self.buttons: dict[str, QPushButton] = {}
        self.form_host = QVBoxLayout()
        self.preview_label = wrapped_label(parent=self)
        self.preview_label.setTextFormat(Qt.TextFormat.RichText)
        self.odds = OddsView(self)
        self.go_button = QPushButton(self.tr("Go"), self)
        self.go_button.setMinimumHeight(32)
        self.go_button.clicked.connect(self.go)
        self.resolve_box = ResolveBox(document, self)
        self.resolve_box.outcome_ready.connect(self._outcome_ready)
        self.resolve_box.finished.connect(self._resolved)
        layout = QVBoxLayout(self)
        layout.addWidget(self.header)
        layout.addWidget(self.game_over)
        layout.addWidget(self.buttons_host)
        layout.addLayout(self.form_host)
        layout.addWidget(self.preview_label)
        layout.addWidget(self.odds)
        layout.addWidget(self.go_button)
        layout.addWidget(self.resolve_box)
        layout.addStretch(1)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.set_figure(None)

    @property
    def session(self):
        return self.document.session

    # --- which figure, which actions -------------------------------------------------------------------------
    def set_figure(self, figure_id: str | None) -> None:
        if self.resolve_box.pending is not None:
            self.resolve_box.cancel()
        self.figure_id = figure_id
        self.chosen_kind = None
        self.refresh()

    def legal_kinds(self) -> list[str]:
        """The actions open to the selected figure now, in the rulebook's order (its vehicle's drive included)."""
        if self.figure_id is None:
            return []
        state = self.session.state
        f = state.figures[self.figure_id]
        vehicle = state.activation.vehicle if state.activation and self.figure_id in state.activation.figures \
            else None
        kinds = {a.kind for a in self.session.legal_actions() if a.figure in (self.figure_id, vehicle)
                 and a.figure is not None}
        for kind in ("crew_test", "ram"):  # its vehicle's armoured crew test, the ram its morale move owes
            if any(a.kind == kind and a.figure == f.vehicle for a in self.session.legal_actions()):
                kinds.add(kind)
        if f.kind == "civilian":  # a protester's attack, a guard's shot back
            kinds &= {"fight", "shoot"} if any(d == f.id for d, _ in state.ripostes) else {"fight"}
        return [k for k in ORDER if k in kinds]

    def refresh(self) -> None:
        """Rebuild the buttons after a game step or a new selection; keep the open form when it still applies."""
        self._show_header()
        self.game_over.show_result(self.session)
        kinds = self.legal_kinds()
        if self.resolve_box.pending is None and (self.form is None or self.form.kind not in kinds):
            self._drop_form()
        for button in self.buttons.values():
            self.buttons_group.removeButton(button)
            button.hide()
            button.deleteLater()
        self.buttons = {}
        for n, kind in enumerate(kinds):
            button = QPushButton(action_label(kind), self.buttons_host)
            button.setCheckable(True)
            button.setChecked(self.form is not None and self.form.kind == kind)
            button.clicked.connect(lambda _checked=False, k=kind: self.choose(k))
            self.buttons_group.addButton(button)
            self.buttons_grid.addWidget(button, n // COLUMNS, n % COLUMNS)
            self.buttons[kind] = button
        if self.form is not None and self.resolve_box.pending is None:
            self._update_preview()

    def _show_header(self) -> None:
        if self.figure_id is None:
            # Once the game is over nothing is left to choose a figure for: the result (GameOverBox) is shown instead.
            over = self.session.is_over()
            self.header.setText("" if over else self.tr("<i>Select a figure on the map or in the rosters.</i>"))
            self.header.setVisible(not over)  # its empty line would push the result down
            return
        self.header.setVisible(True)
        f = self.session.state.figures[self.figure_id]
        colour = gang_colour(f.gang).name() if f.kind == "figure" else "#5d6d7e"
        title = self.session.setup.title(f)
        facts = [state_name(shown_state(f))]
        if f.wounds:
            facts.append(self.tr("1 wound") if f.wounds == 1 else self.tr("%1 wounds").replace("%1", str(f.wounds)))
        if f.kind == "figure" and f.alive:
            # Literal sources for each count: « aucune action restante », « 1 action restante », « 2 actions ».
            left = self.tr("no action left") if f.actions_left == 0 else self.tr("1 action left") \
                if f.actions_left == 1 else self.tr("%1 actions left").replace("%1", str(f.actions_left))
            facts.append(self.tr("activated") if f.activated else left)
        rules = self.session.setup.rules
        kit = [weapons_text(f, rules)] if f.weapons else []
        kit += [counted(rules.items[n].label if n in rules.items else n, k) for n, k in f.items.items()
                if k > 0 and n not in f.weapons]
        self.header.setText(f"<span style='font-size:13pt; font-weight:bold; color:{colour}'>{title}</span>"
                            f"<br>{' · '.join(facts)}" + (f"<br><small>{' · '.join(kit)}</small>" if kit else ""))
        if not self.legal_kinds():
            self.header.setText(self.header.text() + "<br><i>" + self.tr("Nothing to do for it now.") + "</i>")

    # --- forms ---------------------------------------------------------------------------------------------
    def choose(self, kind: str) -> None:
        """Open the form of an action (or do it at once when it has nothing to choose)."""
        if self.resolve_box.pending is not None:
            self.resolve_box.cancel()
        self._drop_form()
        self.chosen_kind = kind
        form = make_form(self.session, self.figure_id, kind, self)
        if isinstance(form, NoInputForm):
            form.deleteLater()
            self._commit(form.build())
            return
        self.form = form
        self.form_host.addWidget(form)
        form.changed.connect(self._update_preview)
        if kind in self.buttons:
            self.buttons[kind].setChecked(True)
        if kind == "move":
            f = self.session.state.figures[self.figure_id]
            self.move_allowance.emit(move_per_action(self.session.setup.fighter(f), rules=self.session.setup.rules))
        self._update_preview()

    def _drop_form(self) -> None:
        if self.form is not None:
            self.form_host.removeWidget(self.form)
            self.form.hide()  # at once: the deletion waits for the event loop
            self.form.deleteLater()
            self.form = None
            self.move_allowance.emit(0.0)
            # Only what the form drew goes: the city's or the deployment's proposals stay on the map.
            self.overlay.clear()
        self.preview_label.setText("")
        self.odds.show_odds(None)
        self.go_button.setVisible(False)

    def _update_preview(self) -> None:
        self.overlay.clear()
        shown = self.form.preview(self.overlay)
        lines = [f"• {line}" for line in shown.lines]
        lines += [refusal_html(p) for p in shown.problems]
        self.preview_label.setText("<br>".join(lines))
        self.odds.show_odds(shown.odds)
        self.go_button.setVisible(True)
        self.go_button.setEnabled(not shown.problems and self.form.build() is not None)
        self.go_button.setText(self.tr("Go: roll the dice") if isinstance(self.form.build(), Pending)
                               else self.tr("Go"))

    def go(self) -> None:
        if self.form is not None:
            self._commit(self.form.build())

    def _commit(self, built: Event | Pending | None) -> None:
        if built is None:
            return
        if isinstance(built, Pending):
            self.start_pending(built)
            return
        refusal = self.document.try_apply(built)
        if refusal:
            self.preview_label.setText(refusal_html(refusal))
            return
        self._resolved()

    def start_pending(self, pending: Pending) -> None:
        """Hand a resolution to the dice box (actions, and the turn bar's start of turn, initiative ...); one that
        needs no die at all (a move crossing nothing, an unwounded figure activating) is applied at once."""
        first = attempt(pending.resolve, [], self.session.setup.rules)
        if first.event is not None:
            self._commit(first.event)
            return
        self.go_button.setVisible(False)
        self.resolve_box.start(pending)

    # --- the map ---------------------------------------------------------------------------------------------
    def pick_piece(self, piece_id: str) -> bool:
        """A piece clicked: it becomes the open form's choice when the form lists it."""
        return self.form is not None and self.resolve_box.pending is None and self.form.pick_piece(piece_id)

    def pick_point(self, x: float, y: float) -> bool:
        return (self.form is not None and self.form.wants_point and self.resolve_box.pending is None
                and self.form.pick_point(x, y))

    def handle_moved(self, key: str, x: float, y: float) -> None:
        self.resolve_box.set_destination(key, x, y)

    def _outcome_ready(self, event: Event | None) -> None:
        if event is None:
            return
        state = self.session.state
        # A passenger's morale moves its vehicle: drawn from the vehicle's centre, where the path starts.
        moves = [(m.figure, m.path[0], m.path[-1], self.tr("morale")) if m.vehicle is not None else
                 (m.figure, (state.figures[m.figure].x, state.figures[m.figure].y), m.destination, self.tr("morale"))
                 for m in morale_moves(event)]
        self.overlay.show_destinations(moves, MORALE_COLOUR)
        if isinstance(event, (Throw, Launch)):
            self.overlay.show_landing(event.landing, load_terrain_rules().measures.blast_diameter_cm,
                                      {event.figure, *(c.figure for c in event.caught),
                                       *([event.target] if isinstance(event, Launch) and event.target else [])})

    def _resolved(self) -> None:
        self._drop_form()
        self.refresh()
