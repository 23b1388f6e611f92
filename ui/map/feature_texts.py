"""What the map editor says of a feature, in the referee's words: its title (« Officier, Police », « Passant 4 »,
« Banque Centrale ») for the properties panel and the status bar, and its tooltip, each property by its name and its
value by the rulebook's (« Armes : Pistolet »). The file's identifiers (``police-1``, ``officer``, ``base_mm``) are
never shown."""

from __future__ import annotations

from tabletop.games.peur_sur_la_ville.play.map_names import figure_role_label, gang_label, piece_title
from tabletop.games.peur_sur_la_ville.rules.labels import thing_label
from tabletop.scenario.model import Feature
from tabletop.scenario.roles import role_word
from ui.map.style import kind_label
from ui.translated import number, tr


def feature_title(feature: Feature) -> str:
    """A figure or civilian by its name, role and gang; another feature by its name, else its kind."""
    return piece_title(feature.kind, feature.id, feature.properties) or feature.name or kind_label(feature.kind)


def role_label(feature: Feature) -> str:
    """The feature's role in words: a figure's in its gang's (« Officier »), a civilian's (« Passant »)."""
    role = str(feature.get("role", ""))
    if feature.kind == "figure" and role:
        return figure_role_label(role, str(feature.get("gang", "")))
    return role_word(role)


def feature_tooltip(feature: Feature) -> str:
    """The title, the kind, and the properties a referee reads off a piece, one per line."""
    lines = [feature_title(feature)]
    if lines[0] != kind_label(feature.kind):
        lines.append(kind_label(feature.kind))
    props = feature.properties
    if props.get("gang"):
        lines.append(tr("Gang: %1").replace("%1", gang_label(str(props["gang"]))))
    if props.get("role") and feature.kind in ("figure", "civilian"):
        lines.append(tr("Role: %1").replace("%1", role_label(feature)))
    if isinstance(props.get("weapons"), list) and props["weapons"]:
        lines.append(tr("Weapons: %1").replace("%1", ", ".join(thing_label(str(w)) for w in props["weapons"])))
    if isinstance(props.get("equipment"), list) and props["equipment"]:
        lines.append(tr("Equipment: %1").replace("%1", ", ".join(thing_label(str(e)) for e in props["equipment"])))
    if isinstance(props.get("base_mm"), (int, float)):
        lines.append(tr("Base: %1 mm").replace("%1", number(props["base_mm"])))
    if isinstance(props.get("floors"), int):
        lines.append(tr("Floors: %1").replace("%1", str(props["floors"])))
    if isinstance(props.get("thickness_cm"), (int, float)):
        lines.append(tr("Thickness: %1 cm").replace("%1", number(props["thickness_cm"])))
    if props.get("armoured") is True:
        lines.append(tr("Armoured"))
    if props.get("open") is True:
        lines.append(tr("Open: sight and movement pass"))
    return "\n".join(lines)
