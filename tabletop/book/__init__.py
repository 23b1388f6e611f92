"""The book: every finished play, the players, the campaigns and their ledgers, kept across game nights.

One SQLite file in the user's data folder by default, or a PostgreSQL database shared by several referees'
laptops on a club night. The card games record their finished plays here; the Peur sur la Ville campaign keeps
its gangs' accounts in a campaign ledger, and the contract cards dealt to them beside it. No Qt here: the Book tab, the games and the CLI all call this API.

    book = open_book()                      # --book / TABLETOP_BOOK / the default file
    book.record_play(PlayRecord(game="camorra", played_at=datetime.now(timezone.utc),
                                participants=[Participant(name="Ana", score=12, rank=1),
                                              Participant(name="Bruno", score=9, rank=2)]))
    book.player_stats(game="camorra")["Ana"].win_rate
"""

from tabletop.book.book import Book, open_book
from tabletop.book.campaigns import LedgerConflict
from tabletop.book.csvplays import CSV_COLUMNS
from tabletop.book.interchange import FORMAT, VERSION
from tabletop.book.records import (CONTRACT_STATES, BookError, Campaign, CampaignMember, ContractCard, ContractChange,
                                   ContractEntry, GameStats, HeadToHead, ImportResult, LedgerChange,
                                   LinePoint, LedgerEntry,
                                   Participant, PlayerInfo, PlayerStats, PlayRecord, ScorePoint, SeatStats, Streaks,
                                   new_play_id)
from tabletop.book.store import ENV_VAR, default_book_location, resolve_location

__all__ = [
    "Book", "BookError", "CONTRACT_STATES", "CSV_COLUMNS", "Campaign", "CampaignMember", "ContractCard",
    "ContractChange", "ContractEntry", "ENV_VAR", "FORMAT", "GameStats",
    "HeadToHead", "ImportResult", "LedgerChange", "LedgerConflict", "LinePoint", "LedgerEntry", "Participant",
    "PlayRecord", "PlayerInfo",
    "PlayerStats", "ScorePoint", "SeatStats", "Streaks", "VERSION", "default_book_location", "new_play_id",
    "open_book", "resolve_location",
]
