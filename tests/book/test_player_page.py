"""Issue 36, the Plays page filtered by a player at a million plays: a regular sits at some 125,000 plays, whose seats
were read and sorted for every page (0.5 s on SQLite). A page of a player in many plays now walks the plays newest
first instead; the pages are the same plays, either way, on SQLite and PostgreSQL."""

from __future__ import annotations

import json

from tabletop.book import Book
from tabletop.book.playstore import walks_newest
from tests.book.builders import document, interchange_play


def test_a_page_of_a_player_s_plays_is_the_same_walked_or_sorted(book: Book, tmp_path) -> None:
    # Ana sits at every play, Bruno at one in ten, Chloé at one: pages of 5 walk for Ana only.
    plays = [interchange_play(f"p{k:03d}", "camorra" if k % 3 else "narcopolis", k % 40,
                              [{"name": "Ana", "score": k % 7, "rank": 1}, {"name": f"Guest {k}", "rank": 2}]
                              + ([{"name": "Bruno", "rank": 2}] if k % 10 == 0 else [])
                              + ([{"name": "Chloé", "rank": 2}] if k == 17 else []))
             for k in range(120)]
    source = tmp_path / "plays.json"
    source.write_text(json.dumps(document(plays)), encoding="utf-8")
    book.import_file(source)
    assert walks_newest(120, 120, 5) and not walks_newest(12, 120, 5) and not walks_newest(0, 120, 5)
    every = book.plays()
    for name in ("Ana", "Bruno", "Chloé"):
        for game in (None, "camorra"):
            theirs = [p.id for p in every if any(s.name == name for s in p.participants)
                      and game in (None, p.game)]
            pages, after = [], None
            while True:
                page = book.plays(game, name, limit=5, after=after)
                if not page:
                    break
                pages += [p.id for p in page]
                after = page[-1]
            assert pages == theirs and book.plays(game, name, limit=5, offset=5) == book.plays(game, name)[5:10]
