"""The texts a phone page shows, worked out from a view and the page's words the way ``page.js`` does: the tests
read what a player reads without a browser."""

from __future__ import annotations

import re
from typing import Any

CAPO = re.compile(r"^(.+):([a-z]+)(?::(\d+))?$")


def label(words: dict[str, dict[str, str]], key: str) -> str:
    return words["keys"].get(key) or capo(words, key) or str(key).replace("_", " ")


def text(words: dict[str, dict[str, str]], value: Any) -> str:
    if value is None:
        return "—"
    if value is True:
        return "✔"
    if value is False:
        return "✘"
    if isinstance(value, str):
        return words["notes"].get(value) or words["values"].get(value) or capo(words, value) or value
    if isinstance(value, (int, float)):
        return number(words, value)
    return str(value)


def number(words: dict[str, dict[str, str]], value: float) -> str:
    """``String(value)`` with the language's signs, as ``page.js`` writes it."""
    shown = str(int(value)) if float(value).is_integer() else repr(value)
    return shown.replace("-", words["number"]["minus"], 1).replace(".", words["number"]["decimal"], 1)


def said(value: Any) -> bool:
    """Whether the page writes a field holding ``value`` (``page.js``'s ``said``)."""
    if value is None or value is False or value == "":
        return False
    if counts(value):
        return any(v != 0 for v in value.values())
    if isinstance(value, dict):
        return any(said(v) for v in value.values())
    if isinstance(value, list):
        return any(said(v) for v in value)
    return True


def capo(words: dict[str, dict[str, str]], value: str) -> str | None:
    found = CAPO.match(value)
    if not found or found[2] not in words["values"]:
        return None
    line = words["page"]["capo_number" if found[3] else "capo"]
    return line.replace("{kind}", words["values"][found[2]]).replace("{number}", found[3] or "").replace(
        "{player}", found[1])


def _plain(value: Any) -> bool:
    return value is None or not isinstance(value, (dict, list))


def counts(value: Any) -> bool:
    """Whether ``value`` is a tally, a number for each name (``page.js``'s ``counts``)."""
    return isinstance(value, dict) and bool(value) and all(
        isinstance(v, (int, float)) and not isinstance(v, bool) for v in value.values())


def tally(words: dict[str, dict[str, str]], value: dict[str, float]) -> str:
    """A tally in one line without its zeros, as ``page.js`` writes it."""
    return ", ".join(words["page"]["count"].replace("{name}", label(words, key)).replace(
        "{count}", number(words, n)).replace(" ", "\u00a0") for key, n in value.items() if n != 0)


def texts(words: dict[str, dict[str, str]], value: Any) -> list[str]:
    """Every text node ``page.js``'s ``draw`` makes of ``value``."""
    if isinstance(value, list):
        if all(_plain(v) for v in value):
            return [", ".join(text(words, v) for v in value) or "—"]
        return [t for v in value for t in texts(words, v)]
    if isinstance(value, dict):
        if not value:
            return ["—"]
        out = []
        for key, inner in value.items():
            if not said(inner):
                continue
            out.append(label(words, key))
            if counts(inner):
                out.append(tally(words, inner))
            elif key in words["lines"] and isinstance(inner, list):
                out.extend(text(words, line) for line in inner)
            elif key in ("phase", "stage") and isinstance(inner, str) and inner in words["phases"]:
                out.append(words["phases"][inner])
            else:
                out.extend(texts(words, inner))
        return out
    return [text(words, value)]


def page_texts(words: dict[str, dict[str, str]], view: dict[str, Any]) -> list[str]:
    """What the page shows of a seat's view: his own part, then the table (whose decision it is apart)."""
    own = dict(view["private"])
    shown = [text(words, own.pop("note"))] if own.get("note") else []
    if said(own):
        shown += texts(words, own)
    elif not shown:
        shown.append(words["page"]["nothing_hidden"])
    public = dict(view["public"])
    public.pop("to_move", None)
    return shown + texts(words, public)
