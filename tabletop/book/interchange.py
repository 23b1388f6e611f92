"""The interchange file (``docs/book-format.md``): reading it play by play and checked, writing it as the plays
come (the CSV is ``csvplays.py``); memory stays bounded whatever the size of the book.

A file is imported in one transaction, so a refused file writes nothing. A refusal
is one line naming the file and the play (its number and id), then saying the field at fault in words in one
sentence (``play_places``). Keys the book does not know are kept with
the play (or the player) and written back on export.
"""

from __future__ import annotations

import json
import os
from datetime import datetime
from pathlib import Path
from typing import Any, BinaryIO, Iterable, Iterator, Self

import ijson

from tabletop.book.checks import GAME_LENGTH, ID_LENGTH, kind_words, record_problem
from tabletop.book.play_places import play_place
from tabletop.book.records import BookError, Participant, PlayRecord, utc
from tabletop.formats import quoted
from tabletop.i18n import N_, _
from tabletop.jsontext import MAX_DEPTH, JsonTextError, cut, named, open_regular, read_json_file
from tabletop.jsontext import quoted as json_value
from tabletop.storage import atomic_write_chunks

FORMAT = "tabletop-book"
VERSION = 1
PLAY_KEYS = frozenset({"id", "game", "played_at", "duration_min", "place", "referee", "notes", "file", "campaign",
                       "players"})
REQUIRED_PLAY_KEYS = ("id", "game", "played_at", "players")
PLAYER_KEYS = frozenset({"name", "score", "rank", "team", "seat", "breakdown", "eliminated"})


class _Refused(Exception):
    """One field of one play is wrong; the message is one sentence naming it in words."""


def _said(path: tuple[Any, ...], template: str, **values: Any) -> _Refused:
    """The refusal of the field at ``path``: ``template``'s {place} is the field in words."""
    return _Refused(_(template).format(place=play_place(path), **values))


def _place_in_file(path: tuple[Any, ...], document: Any) -> str:
    """A value's place in an interchange file in words, as a play's refusal says it: « partie 2 (« p2 »), le score du
    joueur 1 », a play counted from 1 and named by its id; a field the book does not know by its key."""
    if len(path) < 2 or path[0] != "plays" or not isinstance(path[1], int):
        return play_place(path)
    try:
        ident = document["plays"][path[1]].get("id")
    except (KeyError, IndexError, TypeError, AttributeError):
        ident = None
    number = path[1] + 1
    field = play_place(path[2:]) if len(path) > 2 else None
    if len(path) == 3 and isinstance(path[2], str) and path[2] not in PLAY_KEYS:  # a key of the club's own, kept
        field = _("the field {key}").format(key=quoted(cut(path[2])))
    if isinstance(ident, str):
        return (_("play {number} ({id}), {field}").format(number=number, id=quoted(cut(ident)), field=field) if field
                else _("play {number} ({id})").format(number=number, id=quoted(cut(ident))))
    return _("play {number}, {field}").format(number=number, field=field) if field \
        else _("play {number}").format(number=number)


def play_refusal(source: str, index: int, ident: object, problem: object) -> BookError:
    """The refusal of the play number ``index`` (from 0) of the file ``source``, whose id is ``ident``."""
    # People count the plays of a file from 1, as an editor counts its lines: the file's first play is play 1.
    if isinstance(ident, str):
        return BookError(_("{source}, play {number} ({id}): {problem}").format(
            source=source, number=index + 1, id=quoted(cut(ident)), problem=problem))
    return BookError(_("{source}, play {number}: {problem}").format(source=source, number=index + 1, problem=problem))


def same_id(ident: str, first: int) -> str:
    """Why a play is refused whose id ``ident`` the play number ``first`` (from 0) of the file has already."""
    return _("the id {id} is already that of play {number}").format(id=quoted(cut(ident)), number=first + 1)


# The book's file is the one Tabletop file that grows with the club: 100,000 plays are some 60 MB and 4 million
# values. Its lists are bounded by field, checked before any play is read (tabletop.jsontext).
MAX_FILE_BYTES = 512 * 1024 * 1024
MAX_VALUES = 50_000_000
LIMITS = {"properties": {"plays": {"maxItems": 5_000_000, "items": {"properties": {
    "id": {"maxLength": ID_LENGTH}, "game": {"maxLength": GAME_LENGTH}, "players": {"maxItems": 100}}}}}}


# A broken file up to this size is read again whole to name the exact place of its first fault (line, column, the
# json module's words); a larger one is refused in the streaming parser's words.
_EXACT_ERRORS_UP_TO = 64 * 2**20
_HEADER_READ = 4096


def read_plays(path: str | os.PathLike[str]) -> list[PlayRecord]:
    """Every play of the interchange file at ``path``, checked; BookError with one line at the first problem."""
    source = os.fspath(path)
    try:
        document = read_json_file(path, N_("a book interchange file"), MAX_FILE_BYTES, LIMITS, MAX_VALUES,
                                  place=_place_in_file)
    except JsonTextError as exc:
        raise BookError(exc.about(source)) from None
    return plays_from_document(document, source)


class FileOfPlays:
    """A file of plays open for reading (``what`` names its kind in a refusal): what the interchange file's and the
    CSV's streams share, and ``fraction``, how far the reading is."""

    def __init__(self, path: str | os.PathLike[str], what: str):
        self.path = Path(path)
        self.source = os.fspath(path)
        try:
            # A FIFO or a device is refused before a byte is read: a FIFO would block, /dev/zero never ends.
            self._file = open_regular(self.path, what)
            self._size = os.fstat(self._file.fileno()).st_size
        except JsonTextError as exc:
            raise BookError(exc.about(self.source)) from None

    def close(self) -> None:
        self._file.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def fraction(self) -> float:
        """How much of the file has been read, from 0 to 1."""
        return min(1.0, self._file.tell() / self._size) if self._size else 1.0


class PlayStream(FileOfPlays):
    """The plays of an interchange file read one at a time (``ijson``), each checked as ``read_plays`` checks it,
    so that a file of any size is imported in a bounded memory."""

    def __init__(self, path: str | os.PathLike[str]):
        super().__init__(path, N_("a book interchange file"))

    def plays(self) -> Iterator[tuple[int, PlayRecord]]:
        """``(index, play)`` for each play in file order, checked; BookError at the first problem (the plays before it
        have been yielded: the caller's transaction is what makes a refused file write nothing)."""
        try:
            self._check_header()
            self._file.seek(0)
            for index, item in enumerate(_play_items(self._file)):
                try:
                    yield index, _play(item)
                except _Refused as exc:
                    ident = item.get("id") if isinstance(item, dict) else None
                    raise play_refusal(self.source, index, ident, exc) from None
        except (ijson.JSONError, _TooDeep, UnicodeDecodeError) as exc:
            raise self._not_json(exc) from None

    def duplicate(self, index: int, play_id: str) -> BookError:
        """The refusal of the play number ``index``, whose id an earlier play of the file has."""
        return play_refusal(self.source, index, play_id, same_id(play_id, self.first_index(play_id)))

    def first_index(self, play_id: str) -> int:
        """The index of the first play with ``play_id`` (for the refusal of a second one)."""
        self._file.seek(0)
        for index, item in enumerate(_play_items(self._file)):
            if isinstance(item, dict) and item.get("id") == play_id:
                return index
        return -1

    def _check_header(self) -> None:
        """The format and the version (whatever their place among the top keys), and a list of plays."""
        header: dict[str, Any] = {}
        plays_start = None
        # Small reads: the parser turns a whole buffer into events before the first is seen, each with the path to
        # it, so a buffer of 64 KiB of "[" (a file nested beyond reason) took seconds before being refused.
        events = _within_depth(ijson.parse(self._file, buf_size=_HEADER_READ, use_float=True))
        prefix, event, _value = next(events, ("", "end", None))
        if event != "start_map":
            raise self._refused_whole(self._not_interchange())
        for prefix, event, value in events:
            if prefix in ("format", "version") and event not in ("start_map", "start_array", "map_key"):
                header[prefix] = value
            elif prefix == "plays" and plays_start is None:
                plays_start = event
            if "format" in header and "version" in header and plays_start is not None:
                break
        document = {**header, "plays": [] if plays_start == "start_array" else None}
        if header.get("format") != FORMAT or (isinstance(header.get("version"), bool)
                                               or header.get("version") != VERSION) or plays_start != "start_array":
            try:
                plays_from_document(document, self.source)
            except BookError as exc:
                raise self._refused_whole(exc) from None

    def _refused_whole(self, refusal: BookError) -> BookError:
        """A small file is read whole again so that its refusal is the first fault in it (a JSON fault before a
        wrong header), word for word what ``read_plays`` says."""
        if self._size <= _EXACT_ERRORS_UP_TO:
            try:
                read_plays(self.path)
            except BookError as exact:
                return exact
        return refusal

    def _not_interchange(self) -> BookError:
        return BookError(_("{source} is not a book interchange file: it needs \"format\": \"{FORMAT}\"").format(
            source=self.source, FORMAT=FORMAT))

    def _not_json(self, exc: Exception) -> BookError:
        if isinstance(exc, UnicodeDecodeError):  # ijson decodes "\\udfff" as UTF-8 and cannot
            return self._refused_whole(BookError(_("the file {source} holds a text that is not valid Unicode (a "
                                                   "lone surrogate)").format(source=named(self.source))))
        if isinstance(exc, _TooDeep):
            return self._refused_whole(BookError(_("the file {source} nests its values too deeply, more than "
                                                   "{depth} levels").format(source=named(self.source), depth=MAX_DEPTH)))
        # ijson's own words, in parentheses: past 64 MiB the file is not read whole again to say where in words.
        first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        return self._refused_whole(BookError(_("the file {source} is not valid JSON ({value})").format(
            source=named(self.source), value=first)))


class _TooDeep(Exception):
    """The file nests lists and objects deeper than any Tabletop file."""


def _play_items(file: BinaryIO) -> Iterator[Any]:
    """The plays of the file's ``plays`` list, built one at a time by ijson, nesting at most ``MAX_DEPTH`` levels
    deep. ijson gives every event the whole path to it: a file nested 100,000 levels deep made paths of 500,000
    characters, 87 s and 11 GB before any refusal; counted as they come, the levels stop it at the 65th."""
    return ijson.items(_within_depth(ijson.parse(file, buf_size=_HEADER_READ, use_float=True)), "plays.item")


def _within_depth(events: Iterator[tuple[str, str, Any]]) -> Iterator[tuple[str, str, Any]]:
    """``events`` as they come; _TooDeep at a list or object opened ``MAX_DEPTH`` levels deep."""
    depth = 0
    for item in events:
        event = item[1]
        if event == "start_map" or event == "start_array":
            depth += 1
            if depth > MAX_DEPTH:
                raise _TooDeep
        elif event == "end_map" or event == "end_array":
            depth -= 1
        yield item


def plays_from_document(document: Any, source: str) -> list[PlayRecord]:
    """The plays of a parsed interchange document; ``source`` names it in the refusal."""
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise BookError(_("{source} is not a book interchange file: it needs \"format\": \"{FORMAT}\"").format(
            source=source, FORMAT=FORMAT))
    version = document.get("version")
    if isinstance(version, bool) or version != VERSION:
        raise BookError(_("{source}: the file's version is {value}, where the book reads version {VERSION}").format(
            source=source, VERSION=VERSION, value=json_value(version)))
    items = document.get("plays")
    if not isinstance(items, list):
        raise BookError(_("{source}: the file has no list of plays (the field « plays »)").format(source=source))
    records: list[PlayRecord] = []
    first_index: dict[str, int] = {}
    for index, item in enumerate(items):
        try:
            record = _play(item)
            if record.id in first_index:
                raise _Refused(same_id(record.id, first_index[record.id]))
        except _Refused as exc:
            ident = item.get("id") if isinstance(item, dict) else None
            raise play_refusal(source, index, ident, exc) from None
        first_index[record.id] = index
        records.append(record)
    return records


def _play(item: Any) -> PlayRecord:
    if not isinstance(item, dict):
        raise _Refused(_("a play must be an object, not {kind}").format(kind=kind_words(item)))
    for key in REQUIRED_PLAY_KEYS:
        if key not in item:
            raise _said((key,), N_("{place} is missing"))
    if not isinstance(item["players"], list):
        raise _Refused(_("the players must be a list, not {kind}").format(kind=kind_words(item["players"])))
    record = PlayRecord(
        id=item["id"], game=item["game"], played_at=_moment(item["played_at"]),
        duration_min=item.get("duration_min"), place=item.get("place"), referee=item.get("referee"),
        notes=item.get("notes"), file_path=item.get("file"), campaign=item.get("campaign"),
        participants=[_participant(p, k) for k, p in enumerate(item["players"])],
        extra=_extra(item, PLAY_KEYS, None))
    problem = record_problem(record)
    if problem:
        raise _Refused(problem.sentence)
    return record


def _moment(value: Any) -> datetime:
    if not isinstance(value, str):
        raise _said(("played_at",), N_("{place} must be an ISO 8601 date and time written as text, not {kind}"),
                    kind=kind_words(value))
    try:
        moment = datetime.fromisoformat(value)
    except ValueError:
        raise _said(("played_at",), N_("{place} {value} is not an ISO 8601 date and time (like 2026-11-01T20:00)"),
                    value=quoted(cut(value))) from None
    try:
        return utc(moment)
    except OverflowError:
        raise _said(("played_at",), N_("{place} {value} is out of the calendar once in UTC"),
                    value=quoted(cut(value))) from None


def _participant(item: Any, index: int) -> Participant:
    if not isinstance(item, dict):
        raise _said(("players", index), N_("{place} must be an object, not {kind}"), kind=kind_words(item))
    if "name" not in item:
        raise _said(("players", index, "name"), N_("{place} is missing"))
    get = item.get
    breakdown = get("breakdown")
    # Positional: an import builds some 400,000 of these.
    return Participant(item["name"], get("seat"), get("team"), get("score"), {} if breakdown is None else breakdown,
                       get("rank"), get("eliminated", False), _extra(item, PLAYER_KEYS, index))


def _extra(item: dict[str, Any], known: frozenset[str], index: int | None) -> dict[str, Any]:
    """The keys of a play (``index`` None) or of its player number ``index`` that the book keeps as they are."""
    if item.keys() <= known:  # the usual case, decided without building anything
        return {}
    extra = {k: v for k, v in item.items() if k not in known}
    try:
        json.dumps(extra, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        if index is None:
            raise _Refused(_("a key of the play kept as it is contains a character that is not valid Unicode")) \
                from None
        # People count the players from 1, as they sit round the table.
        raise _Refused(_("a key of player {number} kept as it is contains a character that is not valid Unicode")
                       .format(number=index + 1)) from None
    return extra


def play_to_dict(record: PlayRecord) -> dict[str, Any]:
    """A play as the interchange file writes it: the known keys, then the kept ones."""
    return {
        "id": record.id, "game": record.game, "played_at": utc(record.played_at).isoformat(),
        "duration_min": record.duration_min, "place": record.place, "referee": record.referee,
        "notes": record.notes, "file": record.file_path, "campaign": record.campaign,
        "players": [{"name": p.name, "score": p.score, "rank": p.rank, "team": p.team, "seat": p.seat,
                     "breakdown": p.breakdown, "eliminated": p.eliminated,
                     **{k: v for k, v in p.extra.items() if k not in PLAYER_KEYS}} for p in record.participants],
        **{k: v for k, v in record.extra.items() if k not in PLAY_KEYS},
    }


def write_plays(path: str | os.PathLike[str], records: Iterable[PlayRecord]) -> int:
    """Write the interchange file of ``records`` atomically, a play a line as they come; return how many."""
    count = 0

    def lines() -> Iterator[bytes]:
        nonlocal count
        yield f'{{\n "format": "{FORMAT}",\n "version": {VERSION},\n "plays": [\n'.encode()
        for record in records:
            yield (",\n" if count else "").encode() + json.dumps(play_to_dict(record), ensure_ascii=False).encode()
            count += 1
        yield b"\n ]\n}\n"

    atomic_write_chunks(path, batched(lines()))
    return count


# The size of each write of an export: few system calls, and a bounded memory.
WRITE_BYTES = 1 << 20


def batched(pieces: Iterator[bytes]) -> Iterator[bytes]:
    """The pieces joined into writes of about ``WRITE_BYTES`` bytes."""
    size = WRITE_BYTES
    held: list[bytes] = []
    length = 0
    for piece in pieces:
        held.append(piece)
        length += len(piece)
        if length >= size:
            yield b"".join(held)
            held, length = [], 0
    yield b"".join(held)
