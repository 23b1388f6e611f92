"""The printed sheets: the standings (with the reputation chart) and a gang's campaign sheet (its figures and its
ledger), as HTML laid out by a QTextDocument and written to PDF (QPdfWriter) or to a PNG image."""

from __future__ import annotations

from html import escape
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, QUrl
from PySide6.QtGui import QColor, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter, QTextDocument

from tabletop.book import LedgerEntry
from tabletop.games.peur_sur_la_ville.campaign.contract_book import DealtContract
from tabletop.games.peur_sur_la_ville.campaign.history import ReputationPoint, entry_turns
from tabletop.games.peur_sur_la_ville.campaign.setup import CampaignView
from tabletop.formats import counted, decimal, with_player
from tabletop.games.peur_sur_la_ville.campaign.standings import parrain, standings
from tabletop.games.peur_sur_la_ville.campaign.words import gang_figure_names, ledger_field_label, ledger_figure_names
from tabletop.games.peur_sur_la_ville.rules import load_rules
from tabletop.games.peur_sur_la_ville.rules.labels import thing_label

CHART_URL = "chart://reputation"
STYLE = ("body { font-family: sans-serif; font-size: 9pt; } h1 { font-size: 16pt; } h2 { font-size: 12pt; } "
         "table { border-collapse: collapse; } th { background: #ddd; } th, td { padding: 2px 6px; }")


def tr(text: str, disambiguation: str = "", n: int = -1) -> str:
    # pyside6-lupdate files a bare tr("...") call under the empty context, wherever it is made; with a count ``n``
    # the catalogue's plural form for it is chosen.
    return QCoreApplication.translate("", text, disambiguation or None, n)


def _table(headers: Sequence[str], rows: Sequence[Sequence[object]]) -> str:
    # Column headers start with a capital, as every table of the app heads its columns (« Figurine », « Motif »).
    head = "".join(f"<th>{escape(h[:1].upper() + h[1:])}</th>" for h in headers)
    body = "".join("<tr>" + "".join(f"<td>{escape(str(c))}</td>" for c in row) + "</tr>" for row in rows)
    return f"<table border='1' cellspacing='0' width='100%'><tr>{head}</tr>{body}</table>"


def standings_html(view: CampaignView, with_chart: bool = True) -> str:
    found = parrain(view)
    if found.winner:
        end = tr("Parrain if the campaign ended now: {gang}").format(gang=found.winner)
    elif found.duel:
        end = tr("Tied: the leaders of {gangs} would duel").format(gangs=", ".join(found.duel))
    else:
        end = tr("No leader alive: no Parrain")
    guard = tr("deployed, %n check-points per table", "", view.checkpoints) if view.garde_nationale \
        else tr("not deployed")
    rows = [(s.letter, view.setup.players[s.letter], s.reputation, s.bitcoins, s.figures,
             tr("yes") if s.leader_alive else tr("no"), _names(s.resources), s.contract_titles())
            for s in standings(view)]
    chart = f"<p><img src='{CHART_URL}'></p>" if with_chart else ""
    title, closed = tr("standings"), tr("Campaign turns closed: {n}").format(n=view.turn)
    bavures, guard_line = tr("bavures last turn: {n}").format(n=view.bavures), tr("Garde Nationale: {state}").format(
        state=guard)
    return (f"<html><body><h1>{escape(view.name)} — {escape(title)}</h1>"
            f"<p>{escape(closed)} · {escape(bavures)} · {escape(guard_line)}</p>"
            + _table([tr("gang"), tr("player"), tr("reputation"), tr("bitcoins"), tr("figures"), tr("leader alive"),
                      tr("resources"), tr("contracts this turn")], rows)
            + f"<p><b>{escape(end)}</b></p>{chart}</body></html>")


def _names(things: Sequence[str] | Mapping[str, int]) -> str:
    """Things a gang owns by the rulebook's names, each counted when more than one (« Pistolet, Gilet ×2 »)."""
    counts = things if isinstance(things, Mapping) else dict.fromkeys(things, 1)
    return ", ".join(counted(thing_label(name), n) if n > 1 else thing_label(name)
                     for name, n in counts.items()) or "—"


def gang_sheet_html(view: CampaignView, letter: str, entries: Sequence[LedgerEntry]) -> str:
    """``entries``: the whole campaign's ledger (the turn of an entry is read from the campaign's own entries)."""
    rules = load_rules()
    gang = view.gangs[letter]
    template = rules.gangs[letter]
    named = gang_figure_names(gang)
    figures = [(named[f.id], template.titles[f.role], tr("alive") if f.alive else tr("dead"), f.wounds,
                _names(f.equipment)) for f in gang.figures]
    vehicles = _names(gang.vehicles)
    turns = entry_turns(entries)
    accounts = tr("Bitcoins: {b} · Reputation: {r} · Bavures: {v}").format(b=gang.bitcoins, r=gang.reputation,
                                                                            v=gang.bavures)
    names = ledger_figure_names((e.subject, e.field, e.value_after) for e in entries)
    history = [(t, ledger_field_label(e.field, names), decimal(e.value_before),
                ("+" if e.change > 0 else "") + decimal(e.change), decimal(e.value_after), e.reason)
               for e, t in zip(entries, turns) if e.subject == letter]
    after = tr("{name}, after turn {n}").format(name=view.name, n=view.turn)
    vehicles_line = tr("Vehicles: {v}").format(v=vehicles)
    resources = tr("Resources: {r}").format(r=_names(gang.resources))
    figures_title, ledger_title, contracts_title = tr("Figures"), tr("Ledger"), tr("Contracts")
    contracts = [(d.turn, d.card.title or "—", d.card.asks, d.card.reputation, d.card.bitcoins, _outcome(view, d))
                 for d in view.contracts if d.gang == letter]
    title = with_player(template.name, view.setup.players[letter])  # « Police (Ana) », as every screen names it
    return (f"<html><body><h1>{escape(title)}</h1>"
            f"<p>{escape(after)}</p>"
            f"<p>{escape(accounts)}"
            f"<br>{escape(resources)} · "
            f"{escape(vehicles_line)}</p>"
            f"<h2>{escape(figures_title)}</h2>"
            + _table([tr("figure"), tr("title"), tr("state"), tr("permanent wounds"), tr("equipment")], figures)
            + f"<h2>{escape(contracts_title)}</h2>"
            + _table([tr("turn"), tr("contract"), tr("what it asks"), tr("reputation"), tr("bitcoins"),
                      tr("completed")], contracts)
            + f"<h2>{escape(ledger_title)}</h2>"
            + _table([tr("turn"), tr("field"), tr("before"), tr("change"), tr("after"), tr("reason")], history)
            + "</body></html>")


def _outcome(view: CampaignView, dealt: DealtContract) -> str:
    """What step 3 made of a contract: completed or not once its turn is closed, still in play before."""
    if dealt.completed:
        return tr("yes")
    return tr("no") if dealt.turn <= view.turn else tr("in play")


def text_document(html: str, chart: QImage | None = None) -> QTextDocument:
    document = QTextDocument()
    document.setDefaultStyleSheet(STYLE)
    if chart is not None:
        document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(CHART_URL), chart)
    document.setHtml(html)
    return document


def write_pdf(document: QTextDocument, path: str) -> None:
    """A4 portrait, 12 mm margins; QTextDocument paginates."""
    writer = QPdfWriter(path)
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait,
                                     QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter))
    writer.setResolution(150)
    document.print_(writer)


def write_png(document: QTextDocument, path: str, width: int = 1000) -> None:
    """The sheet as one long image (where no PDF viewer is at hand)."""
    document.setTextWidth(width)
    size = document.size().toSize()
    image = QImage(size, QImage.Format.Format_RGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    document.drawContents(painter, QRectF(0, 0, size.width(), size.height()))
    painter.end()
    image.save(path)


def chart_points(points: Sequence[ReputationPoint], letter: str) -> tuple[list[int], list[int]]:
    return [p.turn for p in points], [p.reputation.get(letter, 0) for p in points]
