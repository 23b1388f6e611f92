"""Shared fixtures for the Peur sur la Ville rules engine tests."""

import pytest

from tabletop.games.peur_sur_la_ville.rules import Dice, load_rules


@pytest.fixture(scope="session")
def rules():
    return load_rules()


@pytest.fixture
def entered(rules):
    """A roller over faces typed as if rolled on real dice: ``entered("red", "blue")``."""
    def make(*faces: str) -> Dice:
        return Dice.from_faces(faces, rules=rules)
    return make
