"""The log exported as text opens on a whole sentence (issue 38): the scenario's title and the gangs that fight, each
with its article from the rule data (« la Police contre les Skins »), in French and English."""

from pathlib import Path

import pytest

from tabletop.games.peur_sur_la_ville.play import GameSession, new_setup
from tabletop.i18n import speaking
from tabletop.scenario import load_scenario

BANK_JOB = Path(__file__).resolve().parents[4] / "tabletop" / "samples" / "bank-job.geojson"


@pytest.mark.parametrize("code, header", [("fr", "Braquage à la Banque Centrale — la Police contre les Skins"),
                                          ("en", "Braquage à la Banque Centrale — the Police against the Skins")])
def test_the_exported_log_names_the_gangs_with_their_articles(code: str, header: str) -> None:
    session = GameSession(new_setup(load_scenario(BANK_JOB)))
    with speaking(code):
        assert session.export_text().splitlines()[0] == header
