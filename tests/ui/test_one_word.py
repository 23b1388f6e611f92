"""Issue 38: one thing is written one way on every screen, in French as the referee reads it at 1366 × 768 — the
Narcopolis cards by the rulebook's name (« cartes Influence ») on the table screen and on the laptop, a count of
goods as « drogue ×4 » on both, one number of decimals down a column of means in the book's statistics, and the live
Peur sur la Ville game's bavures against the rule's limit as one sentence."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from tabletop import games
from tabletop.book import Participant, PlayRecord
from tabletop.games.gangster_paradise.views import public_view as gangster_view
from tabletop.games.narcopolis.views import public_view as narcopolis_view
from tabletop.games.peur_sur_la_ville.play import DeclareBavure
from tabletop.games.playfile import load_play
from ui.book.document import BookDocument
from ui.book.panel import BookPanel
from ui.games.gangster_paradise.view import GangsterParadiseView
from ui.games.narcopolis.view import NarcopolisView
from ui.table_screen.boards import gangster_paradise, narcopolis

from tests.ui.board_texts import drawn_texts
from tests.ui.book_fixtures import book_path, messages  # noqa: F401  (fixtures)
from tests.ui.test_french_ui import in_language
from tests.ui.test_game_panel import make_panel, start

PLAYS = Path(__file__).resolve().parents[2] / "tabletop" / "samples" / "plays"


def test_narcopolis_names_its_influence_cards_as_the_rulebook_on_both_screens(qapp) -> None:
    """« 45 cartes Influence » (the rulebook's material list): the table screen's player panel and the laptop's
    player row say « Cartes Influence », not « Cartes d'influence » on one of them."""
    session = load_play(PLAYS / "narcopolis.ttplay.json", games.game_core).session
    state = session.state
    with in_language(qapp, "fr"):
        table = [line for text in drawn_texts(narcopolis, narcopolis_view(state)) for line in text.split("\n")
                 if "nfluence" in line]
        player = next(p.name for p in state.players if p.name != "Furi")
        laptop = [label for label, _value in NarcopolisView().player_rows(state, player) if "nfluence" in label]
    assert table and all(line.startswith("Cartes Influence ") for line in table), table
    assert laptop == ["Cartes Influence"]


def test_a_count_of_goods_reads_the_same_on_the_table_screen_and_the_laptop(qapp) -> None:
    """« drogue ×4 » on both screens: the table screen wrote « drogue × 4 »."""
    session = load_play(PLAYS / "gangster-paradise.ttplay.json", games.game_core).session
    state = next(session.state_at(k) for k in range(len(session.events), -1, -1)
                 if any(clan.goods for clan in session.state_at(k).clans))
    with in_language(qapp, "fr"):
        table = {line.split("\xa0: ", 1)[1] for text in drawn_texts(gangster_paradise, gangster_view(state))
                 for line in text.split("\n") if line.startswith("Marchandises\xa0: ")}
        laptop = {dict(GangsterParadiseView().player_rows(state, clan.player))["Marchandises"]
                  for clan in state.clans}
    counts = {good for line in table | laptop for good in line.split(", ") if good != "—"}
    assert counts and all(" × " not in good and " ×" in good for good in counts), counts
    assert {frozenset(line.split(", ")) for line in table} == {frozenset(line.split(", ")) for line in laptop}


def test_a_column_of_mean_scores_has_one_number_of_decimals(qapp, qtbot, book_path) -> None:  # noqa: F811
    """Ana's mean of 15,9 and Bruno's of 16,35 in one column read « 15,9 » and « 16,4 »; the best scores, points
    as the players scored them, keep their own figures."""
    panel = BookPanel(BookDocument())
    qtbot.addWidget(panel)
    panel.resize(1366, 768)
    start_at = datetime(2026, 2, 1, 20, 0, tzinfo=timezone.utc)
    scores = ((15.8, 16.2), (16.0, 16.5), (15.9, 16.35))
    for day, (ana, bruno) in enumerate(scores):
        assert panel.plays.record(PlayRecord(game="camorra", played_at=start_at + timedelta(days=day), participants=[
            Participant(name="Ana", seat=1, score=ana, rank=2 if bruno > ana else 1),
            Participant(name="Bruno", seat=2, score=bruno, rank=1 if bruno > ana else 2)]))
    with in_language(qapp, "fr"):
        panel.show_page(panel.stats)
        table = panel.stats.players_table
        rows = {table.text(r, 0): [table.text(r, c) for c in range(table.model().columnCount())]
                for r in range(table.row_count())}
        games_table = panel.stats.games_table
        winning, spread = games_table.text(0, 3), games_table.text(0, 5)
    assert rows["Ana"][4] == "15,9" and rows["Bruno"][4] == "16,4"  # was « 16,35 » under « 15,9 »
    assert rows["Ana"][5] == "16" and rows["Bruno"][5] == "16,5"
    assert winning == "16,4" and spread.count(",") == 1


@pytest.mark.parametrize("code, calm, over", [
    ("fr", "0 bavure commise\xa0; la Garde Nationale intervient au-delà de 2, une par bande",
     "⚠ 3 bavures commises, plus d'une par bande\xa0: LA GARDE NATIONALE INTERVIENT"),
    ("en", "0 bavures committed; the National Guard intervenes beyond 2, one per gang",
     "⚠ 3 bavures committed, more than one per gang: THE NATIONAL GUARD INTERVENES")])
def test_the_bavures_against_the_rules_limit_read_as_one_sentence(qapp, qtbot, code, calm, over) -> None:
    """« s'il y a eu plus de BAVURES qu'il y a de bandes, la Garde Nationale intervient »: the header read
    « Bavures : 1 / 2 bandes (Skins 1) »."""
    with in_language(qapp, code):
        panel = make_panel(qtbot)
        start(panel)
        label = panel.turn_bar.bavures_label
        assert label.text() == calm
        panel.document.apply(DeclareBavure("F", "civilian_killed"))
        assert label.text() == "⚠ " + calm.replace("0 bavure commise", "1 bavure commise").replace(
            "0 bavures committed", "1 bavure committed")
        for _ in range(2):
            panel.document.apply(DeclareBavure("F", "civilian_killed"))
        assert label.text() == over


def test_the_roster_builder_counts_its_vehicles_as_every_count_is_written(qapp, qtbot) -> None:
    """« Voiture ×1 », as « Gilet ×2 » on the same screen: the vehicles line wrote « 1 × Voiture »."""
    from tests.ui.test_roster_builder import choose_gang
    from ui.games.peur_sur_la_ville.roster_builder import RosterBuilder
    with in_language(qapp, "fr"):
        builder = RosterBuilder()
        builder.ask_discard = lambda: True
        qtbot.addWidget(builder)
        choose_gang(builder, "C")
        builder.select_item("voiture")
        builder.buy_button.click()
        text = builder.vehicles.text()
    assert text.startswith("Véhicules\xa0: ") and "Voiture ×1" in text and " × " not in text, text
