"""The campaign book's rule file is read and checked once, not at every step of a turn and every view (it was a
quarter of a turn planned), and read again when a house-rule file replaces it, changes or goes."""

from __future__ import annotations

from importlib import resources

from tabletop.games.peur_sur_la_ville.campaign import settings as book_settings
from tabletop.games.peur_sur_la_ville.campaign.settings import BOOK_FILE, PACKAGE, load_book_rules


def test_the_book_rules_are_read_once_and_again_when_the_house_rule_changes(monkeypatch, tmp_path):
    monkeypatch.setenv("TABLETOP_RULES_DIR", str(tmp_path))
    read = []
    real = book_settings.load_package_rules
    monkeypatch.setattr(book_settings, "load_package_rules", lambda *args: read.append(args) or real(*args))
    shipped = [load_book_rules() for _ in range(5)]
    assert len(read) == 1 and shipped[0] == shipped[4] and shipped[0].setting("resources_per_turn") == 1
    shipped[0].table_setup.clear()  # a caller changing what it was handed changes nothing for the next
    assert load_book_rules().table_setup == shipped[4].table_setup != {} and len(read) == 1
    text = resources.files(PACKAGE).joinpath(BOOK_FILE).read_text(encoding="utf-8")
    house = tmp_path / BOOK_FILE
    setting = "[settings.resources_per_turn]\nvalue = "
    house.write_text(text.replace(setting + "1", setting + "2"), encoding="utf-8")
    assert load_book_rules().setting("resources_per_turn") == 2 and load_book_rules(
        {"resources_per_turn": 3}).setting("resources_per_turn") == 3
    assert len(read) == 2
    house.unlink()  # the shipped file's data, as read the first time
    assert load_book_rules().setting("resources_per_turn") == 1 and len(read) == 2
