"""The record book as text: one block per player, for `parlorgames records` and the Records screen."""

from __future__ import annotations

from typing import Any

from ..charts import sparkline


def sitting_lines(book: dict[str, Any]) -> list[str]:
    """The sitting records games keep (Round the World's Commodore: RTW-G2), under each record's heading."""
    by_heading: dict[str, list[str]] = {}
    for key, entry in sorted(book["sitting"].items()):
        game, _, variant = key.partition("/")
        unit = f" {entry['unit']}" if entry.get("unit") else ""
        line = f"  {entry.get('title') or f'{game} ({variant})'}: {entry['holder']}, {entry['figure']:g}{unit}"
        by_heading.setdefault(entry.get("heading") or "Records of the sitting", []).append(line)
    return [line for heading, lines in sorted(by_heading.items()) for line in (f"{heading}:", *lines)]


def player_lines(name: str, page: dict[str, Any]) -> list[str]:
    """A player's games played and won, their bests, and a sparkline of their last games' scores."""
    lines = [name]
    for game in sorted(page["games"].values(), key=lambda g: g["title"]):
        lines.append(f"  {game['title']}: {game['played']} played, {game['won']} won")
        for figure, best in sorted(game["bests"].items()):
            detail = f" ({best['detail']})" if best.get("detail") else ""
            lines.append(f"    {figure}: {best['value']:g}{detail}")
    lines.extend(_recent_lines(page))
    return lines


def _recent_lines(page: dict[str, Any]) -> list[str]:
    """One sparkline per game and figure over the player's last games, named by what it counts (Round the
    World's voyage days, Zig Zaggle's points): figures of different games or kinds never mix. Games
    entered before the figure was named chart as "scores"."""
    by_figure: dict[tuple[str, str], list[float]] = {}
    for row in page["recent"]:
        if row.get("score") is not None:
            game = page["games"].get(row["game"], {}).get("title") or row["game"]
            by_figure.setdefault((game, row.get("figure") or "scores"), []).append(float(row["score"]))
    return [
        f"  last {game} {figure}: {sparkline(scores)}  {' '.join(f'{s:g}' for s in scores)}"
        for (game, figure), scores in sorted(by_figure.items())
    ]


def book_lines(book: dict[str, Any]) -> list[str]:
    """The whole book, players in alphabetical order, or a line saying it is empty."""
    lines = sitting_lines(book)
    for name in sorted(book["players"], key=str.casefold):
        lines.extend(
            ["", *player_lines(name, book["players"][name])] if lines else player_lines(name, book["players"][name])
        )
    return lines or ["No records yet: finish a game and it is entered here."]
