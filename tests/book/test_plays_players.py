"""Recording, changing, listing and deleting plays; players, renames and merged profiles. On both databases."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

import pytest
from sqlalchemy import Engine, event

from tabletop.book import Book, BookError, Participant, PlayerInfo
from tests.book.builders import START, play


def test_a_recorded_play_reads_back_whole(book: Book) -> None:
    record = play("camorra", 0, ("Ana", 12.5, 1), ("Bruno", None, 2), duration_min=45, place="Le Zinc",
                  referee="Marc", notes="close", file_path="/games/x.json", extra={"house_rule": "short deck"})
    record.participants[0].breakdown = {"bribes": 4, "heists": 8.5}
    record.participants[1].eliminated = True
    record.participants[1].team = "Rouges"
    play_id = book.record_play(record)
    assert play_id == record.id
    assert book.play(play_id) == record
    assert book.plays() == [record]


def test_played_at_keeps_the_instant_and_comes_back_in_utc(book: Book) -> None:
    paris = timezone(timedelta(hours=2))
    record = play("camorra", 0, ("Ana", 1, 1))
    record.played_at = datetime(2025, 6, 1, 21, 30, tzinfo=paris)
    book.record_play(record)
    stored = book.play(record.id).played_at
    assert stored == record.played_at and stored.tzinfo == timezone.utc


def test_plays_are_listed_newest_first_and_filtered(book: Book) -> None:
    for day, game, seats in [(1, "camorra", [("Ana", 3, 1), ("Bruno", 2, 2)]),
                             (3, "narcopolis", [("Ana", 5, 2), ("Chloé", 9, 1)]),
                             (2, "camorra", [("Bruno", 7, 1), ("Chloé", 1, 2)])]:
        book.record_play(play(game, day, *seats, play_id=f"d{day}"))
    assert [p.id for p in book.plays()] == ["d3", "d2", "d1"]
    assert [p.id for p in book.plays(game="camorra")] == ["d2", "d1"]
    assert [p.id for p in book.plays(player="Ana")] == ["d3", "d1"]
    assert [p.id for p in book.plays(game="camorra", player="Chloé")] == ["d2"]
    assert [p.id for p in book.plays(limit=2)] == ["d3", "d2"]
    assert [p.id for p in book.plays(limit=2, offset=2)] == ["d1"]
    assert [p.id for p in book.plays(since=START + timedelta(days=2), until=START + timedelta(days=3))] == ["d2"]
    assert book.count_plays(player="Chloé") == 2 and book.count_plays() == 3
    assert book.games() == ["camorra", "narcopolis"]
    with pytest.raises(BookError, match="no player named « Zoé »"):
        book.plays(player="Zoé")


def test_update_replaces_a_play_and_delete_removes_it(book: Book) -> None:
    record = book.record_play(play("camorra", 0, ("Ana", 3, 1), ("Bruno", 2, 2), play_id="x"))
    changed = play("camorra", 0, ("Ana", 3, 2), ("Chloé", 4, 1), play_id=record, notes="score fixed")
    book.update_play(changed)
    assert book.play("x") == changed
    assert book.player_stats()["Chloé"].wins == 1 and "Bruno" not in book.player_stats()
    book.delete_play("x")
    assert book.plays() == []
    with pytest.raises(BookError, match="no play with the id \u00ab\u00a0x\u00a0\u00bb in the book"):
        book.delete_play("x")
    with pytest.raises(BookError, match="no play with the id \u00ab\u00a0x\u00a0\u00bb in the book"):
        book.update_play(changed)


@pytest.mark.parametrize("change, message", [
    (lambda r: setattr(r, "game", ""), "the game must not be empty"),
    (lambda r: setattr(r, "participants", []), "a play needs one player at least"),
    (lambda r: r.participants.append(Participant(name="Ana")),
     "\u00ab\u00a0Ana\u00a0\u00bb is named twice among the players"),
    (lambda r: setattr(r.participants[0], "score", float("nan")), "the score of player 1 must be a finite number"),
    (lambda r: setattr(r.participants[0], "rank", 0),
     "the rank of player 1 must be a whole number from 1 to 2147483647"),
    (lambda r: setattr(r.participants[0], "name", "A\x00na"), "the name of player 1 contains a NUL character"),
])
def test_a_play_the_book_cannot_hold_is_refused_before_writing(book: Book, change, message: str) -> None:
    record = play("camorra", 0, ("Ana", 3, 1), play_id="bad")
    change(record)
    with pytest.raises(BookError, match=f"^play \u00ab\u00a0bad\u00a0\u00bb: {message}$"):
        book.record_play(record)
    assert book.plays() == [] and book.players() == []


def test_the_same_play_id_twice_is_refused(book: Book) -> None:
    book.record_play(play("camorra", 0, ("Ana", 3, 1), play_id="same"))
    with pytest.raises(BookError, match="already in the book"):
        book.record_play(play("camorra", 1, ("Bruno", 3, 1), play_id="same"))
    assert [p.name for p in book.players()] == ["Ana"]


def test_players_are_added_renamed_and_described(book: Book) -> None:
    book.add_player("Ana", nickname="la Rouge", colour="#c0392b")
    with pytest.raises(BookError, match="already a player named « Ana »"):
        book.add_player("Ana")
    book.record_play(play("camorra", 0, ("Ana", 3, 1)))
    book.rename_player("Ana", "Anna")
    book.set_player_details("Anna", "la Rouge", "red", "plays fast")
    assert book.players() == [PlayerInfo("Anna", "la Rouge", "red", "plays fast")]
    assert book.plays()[0].participants[0].name == "Anna"
    with pytest.raises(BookError, match="no player named « Ana »"):
        book.rename_player("Ana", "Ann")


def test_merging_two_profiles_keeps_every_play_and_the_old_name(book: Book) -> None:
    book.add_player("Robert", colour="blue", notes="Bob's notes")
    book.record_play(play("camorra", 0, ("Bob", 3, 1), ("Ana", 1, 2)))
    book.record_play(play("camorra", 1, ("Robert", 5, 1), ("Ana", 9, 2)))
    book.create_campaign("Saison", "camorra", ["Bob"])
    book.merge_players("Robert", "Bob")
    assert book.players() == [PlayerInfo("Ana"), PlayerInfo("Robert", None, "blue", "Bob's notes", ("Bob",))]
    assert book.player_stats()["Robert"].plays == 2
    assert [m.name for m in book.campaign("Saison").members] == ["Robert"]
    # The old name still finds the player: a later import of "Bob" adds to Robert's record.
    book.record_play(play("camorra", 2, ("Bob", 1, 1)))
    assert book.player_stats()["Robert"].plays == 3
    assert book.plays(player="Bob")[0].participants[0].name == "Robert"
    with pytest.raises(BookError, match="already a player named « Bob »"):
        book.add_player("Bob")


def test_two_people_who_played_together_cannot_be_merged(book: Book) -> None:
    book.record_play(play("camorra", 0, ("Ana", 3, 1), ("Bruno", 1, 2), play_id="together"))
    with pytest.raises(BookError, match="both took part in the play « together », so they are two people"):
        book.merge_players("Ana", "Bruno")
    with pytest.raises(BookError, match="already the same player"):
        book.merge_players("Ana", "Ana")


def test_a_play_naming_one_person_twice_is_refused_at_once(book: Book, monkeypatch: pytest.MonkeyPatch) -> None:
    """A merged profile's old name beside the name kept is one person twice: the book refuses the play before writing
    it, at the first try. Left to the participants' key, PostgreSQL's refusal looked like another writer's new row,
    retried eleven times with a pause each: the referee waited 2 s for it."""
    book.record_play(play("camorra", 0, ("Bob", 3, 1)))
    book.add_player("Robert")
    book.merge_players("Robert", "Bob")
    pauses: list[float] = []
    monkeypatch.setattr("tabletop.book.store.time.sleep", pauses.append)
    with pytest.raises(BookError, match="names « Robert » and « Bob », who are one player of the book"):
        book.record_play(play("camorra", 1, ("Robert", 3, 1), ("Bob", 1, 2)))
    assert pauses == []
    assert len(book.plays()) == 1


def test_reads_made_together_share_one_transaction_and_one_state(book: Book) -> None:
    book.record_play(play("camorra", 1, ("Ana", 3, 1), ("Bruno", 2, 2), play_id="a"))
    begun: list[object] = []

    def count(conn: object) -> None:
        begun.append(conn)

    event.listen(Engine, "begin", count)
    try:
        with book.together():
            first = book.count_plays()
            book.record_play(play("camorra", 2, ("Ana", 1, 2), ("Bruno", 4, 1), play_id="b"))  # its own transaction
            with book.together():  # a block inside joins the one outside
                again, names = book.count_plays(), [p.name for p in book.players()]
    finally:
        event.remove(Engine, "begin", count)
    assert len(begun) == 2  # the block's four reads in one, the write in its own
    assert (first, again, names) == (1, 1, ["Ana", "Bruno"])  # one state of the book: the write after the first read
    assert book.count_plays() == 2 and [p.id for p in book.plays()] == ["b", "a"]
