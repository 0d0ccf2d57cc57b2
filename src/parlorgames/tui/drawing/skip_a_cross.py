"""Skip-A-Cross's table drawn: the centre, each player's mat with the words laid on it, and the word being
typed, as plain functions of what the seat at the keyboard may see (the observation), the view's own state
(`TableView`), the colours (`TablePalette`) and the room.

Nothing depends on colour: a word a move just laid carries a mark (★, or ⇐ where it came from), the word a
typed move would take is reversed, each letter of a typed word has its source as a letter under it, the
player to move has ▶, and the judge's verdict its ✓ or ✗. The drawn letter shows only to its drawer (the
hand-over screen guards it), and the pool is face down: all of it is in the observation already.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

from ...engine.actions import assert_never
from ...engine.session import Seat
from ...engine.tiles import HIDDEN
from ...games.skip_a_cross import SACState, SkipACross
from ...games.skip_a_cross.actions import Word, WordWay
from .seats import seat_name, seat_name_width

BACK = "▒"
"""The face of a tile lying face down."""
SOURCE_MARKS = {"word": "w", "drawn": "d", "centre": "c", "missing": "?"}
"""Each letter's source as a letter under it (its colour only repeats what the letter says)."""
WIDE_MATS = 120
"""From this width of the players' panel three mats stand side by side, else two."""
WORD_SIZES = ("tall", "spaced", "close")
"""How a mat's words are laid, roomiest first: tall tiles, tiles a letter apart, tiles close together; the
mats take the roomiest that fits the panel."""
TALL_TILE = 5
"""A tall tile's width: with its three lines it stands about square, as a tile on the table does."""
TALL_CENTRE = 26
"""From this height of the view (a window of 32 rows) the centre's letters are tall tiles, where they fit a
row, and the letters not yet seen are listed under them."""
POOL_PILE = 10
"""The face-down pool is drawn as a pile of at most this many tile backs, one for every ten tiles."""
NAME_CUT = 10
"""A name's cells on a mat below the roomy size (in full when roomy)."""
MEANINGS_APART = " · "
"""Between the two words' meanings on the vote's line."""
PREVIEW_LINES = 4
"""The preview's height below the roomy size (as views/skip_a_cross.tcss sets it; when roomy it grows)."""


@dataclass(frozen=True, slots=True)
class TablePalette:
    """The table's styles for the current theme (the view reads them from its panels' component classes)."""

    tile: Style
    hand: Style
    back: Style
    taken: Style
    moved: Style
    mat: Style
    mat_to_move: Style
    muted: Style
    good: Style
    bad: Style
    source: Mapping[str, Style]
    """The colour of each letter source's mark (`SOURCE_MARKS`)."""
    seats: Sequence[Style]
    """Each seat's badge, its number on its colour (seats beyond these take them again in turn)."""
    level: Style
    """A computer's level beside its name."""


@dataclass(frozen=True, slots=True)
class TableView:
    """What the view knows beside the observation: who sits where and whose move it is, the room it has, the
    word typed and the way picked to play it, a hint, and the marks of the words the last moves laid."""

    seats: Sequence[Seat]
    to_move: int | None
    """The seat whose move it is, None once the game is over."""
    computer_to_move: bool
    at_keyboard: int | None
    """The seat at the keyboard: a letter drawn shows to it alone."""
    playing: bool
    """A person at this keyboard has the move (not a vote, not a computer, not the end): the word line is theirs."""
    voting: bool
    """A person at this keyboard is to vote on a refused steal."""
    roomy: bool
    """The window has the roomy size: names in full, the letters not yet seen, every way to play a word."""
    height: int
    """The view's lines: a tall one lays the centre's letters as tall tiles."""
    typed: str = ""
    """The word in the word line, in capitals."""
    ways: Sequence[WordWay] = ()
    """Every way to play the typed word (none unless `playing`)."""
    way: int = 0
    """The way Tab has picked, counted round `ways`."""
    may_vote: bool = False
    """The way picked is a steal the judge refuses and the table may vote on (v)."""
    hint: str | None = None
    """The hint picked for this move, in words."""
    moved: Mapping[tuple[int, str], str] = field(default_factory=dict)
    """(seat, word) of each word the last moves laid, and where it came from (`words_laid`)."""

    @property
    def chosen(self) -> WordWay | None:
        """The move Enter would make (`chosen_way`)."""
        return chosen_way(self.ways, self.way, self.typed)


def chosen_way(ways: Sequence[WordWay], way: int, typed: str) -> WordWay | None:
    """The way picked with Tab, or a plain word the letters don't allow (to be refused with the reason)."""
    if ways:
        return ways[way % len(ways)]
    return Word(type="word", word=typed) if typed else None


def words_laid(
    before: Sequence[Sequence[str]], words: Sequence[Sequence[str]], names: Sequence[str]
) -> dict[tuple[int, str], str]:
    """(seat, word) of each word in `words` not in `before`, and where it came from: a word stolen ("⇐ Bob's
    CAT"), a word extended ("⇐ CAT"), or a new word ("new"). A word gone from a seat whose letters all lie
    in the new word is where it came from, another player's first."""
    lost = [(seat, Counter(before[seat]) - Counter(held)) for seat, held in enumerate(words)]
    moved: dict[tuple[int, str], str] = {}
    for seat, held in enumerate(words):
        for word in Counter(held) - Counter(before[seat]):
            letters: Counter[str] = Counter(word)
            source = next(
                (
                    (victim, old)
                    for victim, gone in sorted(lost, key=lambda pair: pair[0] == seat)
                    for old in gone
                    if not Counter(old) - letters
                ),
                None,
            )
            if source is None:
                moved[seat, word] = "new"
            elif source[0] == seat:
                moved[seat, word] = f"⇐ {source[1]}"
            else:
                moved[seat, word] = f"⇐ {names[source[0]]}'s {source[1]}"
    return moved


# --- the centre -------------------------------------------------------------------------------------


def centre(rules: SkipACross, seen: SACState, view: TableView, palette: TablePalette, width: int) -> Text:
    """The table's centre: the face-up letters as tiles (tall ones in a tall view), the face-down pool as
    a pile, the letter in the hand of the player to move (for that player alone); in a tall view or a
    roomy one, the letters not yet seen."""
    out = Text()
    out.append("Centre", style="bold")
    letters = "1 letter" if len(seen.face_up) == 1 else f"{len(seen.face_up)} letters"
    head = Text(f"  {letters} face up", style=palette.muted)
    pool = Text("pool ", style=palette.muted)
    pool.append(BACK * min(POOL_PILE, -(-len(seen.pool) // 10)), style=palette.back)
    pool.append(f" {len(seen.pool)} face down", style=palette.muted)
    out.append_text(head)
    out.append(" " * max(2, width - cell_len(out.plain) - cell_len(pool.plain)))
    out.append_text(pool)
    out.append("\n")
    tall = view.height >= TALL_CENTRE
    if seen.face_up and tall and len(seen.face_up) * (TALL_TILE + 1) <= width:
        out.append_text(wrapped_blocks([tall_word("".join(seen.face_up), palette.tile)], width, 0, gap=" "))
    elif seen.face_up:
        tiles = [letter_tile(letter, palette.tile) for letter in seen.face_up]
        out.append_text(wrapped(tiles, width, 0, gap=" "))
    else:
        out.append("(no letters face up)", style=palette.muted)
    out.append("\n")
    out.append_text(to_play(seen, view, palette))
    if tall or view.roomy:
        out.append("\n")
        out.append_text(unseen(rules, seen, palette, width))
    return out


def unseen(rules: SkipACross, seen: SACState, palette: TablePalette, width: int) -> Text:
    """Each letter of the set with how many are still face down or hidden: the set less the centre,
    every word and the player's own letter (all of it in the seat's observation)."""
    face_up = seen.face_up.put("".join(word for held in seen.words for word in held))
    if seen.drawn and seen.drawn != HIDDEN:
        face_up = face_up.put(seen.drawn)
    shown = face_up.counts()
    label = "Not yet seen "
    counts = [
        Text(f"{letter}{max(0, n - shown[letter])}", style="" if n > shown[letter] else palette.muted)
        for letter, n in sorted(rules.tiles.items())
    ]
    out = Text(label, style="bold")
    out.append_text(wrapped(counts, width, cell_len(label), gap=" "))
    return out


def to_play(seen: SACState, view: TableView, palette: TablePalette) -> Text:
    """Whose move it is and, for its drawer alone, the letter drawn, as a tile in the hand."""
    out = Text()
    seat = view.to_move
    if seat is None:
        out.append("The game is over.", style="bold")
    elif seen.vote is not None:
        vote = seen.vote
        out.append(f"Vote: may {vote.old} ({seen.names[vote.victim]}'s) be stolen as {vote.word}? ", style="bold")
        out.append(f"yes {vote.ayes} · no {vote.nays}")
    elif view.computer_to_move:
        out.append(f"{seen.names[seat]} (computer) is playing; its letter is hidden.", style="italic")
    elif seat != view.at_keyboard:
        out.append(f"{seen.names[seat]} is playing; their letter is hidden.", style="italic")
    elif seen.drawn:
        out.append(f"{seen.names[seat]}, your letter: ", style="bold")
        out.append_text(letter_tile(seen.drawn, palette.hand))
        out.append("  (hidden from the others)", style=palette.muted)
    else:
        out.append(f"{seen.names[seat]}: the pool is empty; play with the centre (SAC-7).", style="bold")
    return out


# --- the players' mats ------------------------------------------------------------------------------


def mat_widths(seats: int, columns: int, width: int) -> list[int]:
    """Each seat's mat width, rows of `columns` mats a column apart across `width`: the mats of a row
    share it, so a last row of fewer mats spans the table rather than leaving a quarter of it bare."""
    widths = []
    for first in range(0, seats, columns):
        in_row = min(columns, seats - first)
        widths += [(width - (in_row - 1)) // in_row] * in_row
    return widths


def players(rules: SkipACross, seen: SACState, view: TableView, palette: TablePalette, width: int, room: int) -> Text:
    """Each player's mat, side by side as many as fit, the words laid on it as tiles: spelled out tile
    by tile where `room` (the panel's lines) holds them, close together where not; the rows of mats
    share out the lines left over, so the mats cover the table. The word a typed move would take is
    marked, and the words the last moves laid."""
    seats = len(seen.words)
    columns = 1 if seats == 1 else min(seats, 3 if width >= WIDE_MATS else 2)
    rows = -(-seats // columns)
    widths, mats, needed = lay_mats(rules, seen, view, palette, width, columns, room)
    spare = room - sum(needed) - (rows - 1)
    heights = [n + max(0, spare) // rows + (1 if r < max(0, spare) % rows else 0) for r, n in enumerate(needed)]
    out = []
    for r in range(rows):
        blocks = []
        for seat in range(r * columns, min(seats, (r + 1) * columns)):
            ground = palette.mat_to_move if seat == view.to_move else palette.mat
            blocks.append(block(mats[seat], widths[seat], heights[r], ground))
        out.append(side_by_side(blocks, 1))
    return Text("\n\n").join(out)


def room_for_mats(height: int, centre_lines: int, preview: Text, roomy: bool) -> int:
    """The lines the mats share: the view's `height` less the centre's, the word line's and the preview's
    (its lines when roomy, where it grows to list every way; else its fixed height)."""
    return height - centre_lines - 1 - (lines_of(preview) if roomy else PREVIEW_LINES)


def lay_mats(
    rules: SkipACross, seen: SACState, view: TableView, palette: TablePalette, width: int, columns: int, room: int
) -> tuple[list[int], list[Text], list[int]]:
    """Each mat's width, their texts and each row's height. Each row of mats lays its words as tall tiles,
    else spelled out tile by tile, else close together: the row needing the most lines gives up a size
    first, until the rows fit `room`; with a column for the scrollbar when even close tiles do not. The
    mats of a row share its width, so a last row of fewer mats spans the table too."""
    seats = len(seen.words)
    firsts = range(0, seats, columns)

    def lay(sizes: list[int], scroll: int) -> tuple[list[int], list[Text], list[int]]:
        widths = mat_widths(seats, columns, width - scroll)
        size_of = [WORD_SIZES[sizes[seat // columns]] for seat in range(seats)]
        mats = [mat(rules, seen, view, palette, seat, widths[seat] - 2, size_of[seat]) for seat in range(seats)]
        needed = [max(lines_of(one) for one in mats[at : at + columns]) for at in firsts]
        return widths, mats, needed

    sizes = [0] * len(firsts)
    while True:
        widths, mats, needed = lay(sizes, 0)
        if sum(needed) + len(needed) - 1 <= room:
            return widths, mats, needed
        shrinkable = [row for row in range(len(sizes)) if sizes[row] < len(WORD_SIZES) - 1]
        if not shrinkable:
            return lay(sizes, 1)
        sizes[max(shrinkable, key=lambda row: needed[row])] += 1


def lines_of(text: Text) -> int:
    """The lines `text` takes in a panel as wide as its longest line."""
    return len(text.plain.split("\n"))


def mat(
    rules: SkipACross, seen: SACState, view: TableView, palette: TablePalette, seat: int, width: int, size: str
) -> Text:
    """A player's mat: ▶ for the player to move, the seat's number in its colour, the name (cut to ten
    letters unless roomy) and the tally, then the words as tiles (`size`, one of `WORD_SIZES`), wrapped
    between words."""
    to_move = seat == view.to_move
    player = view.seats[seat]
    out = Text(" ▶" if to_move else "  ")
    out.append(f" {seat + 1} ", style=palette.seats[seat % len(palette.seats)])
    out.append(" ")
    name_width = seat_name_width(player) if view.roomy else NAME_CUT
    out.append_text(seat_name(player, name_width, "bold" if to_move else "", palette.level))
    tally = f"{len(seen.words[seat])}/{rules.words_to_win} words {rules.tiles_of(seen, seat)} tiles"
    out.append(f"  {tally}" if cell_len(out.plain) + 2 + len(tally) <= width else f"\n     {tally}")
    action = view.chosen if view.playing else None
    taken = None
    if action is not None and action["type"] != "word":
        taken = (action["victim"] if action["type"] == "steal" else seen.turn, action["old"])
    pieces: list[list[Text]] = []
    for word in seen.words[seat]:
        tag = view.moved.get((seat, word))
        if taken is not None and (seat, word) == taken:
            style, mark = palette.taken, ""
            taken = None
        elif tag is not None:
            style, mark = palette.moved, " ★" if tag == "new" else f" {tag}"
        else:
            style, mark = palette.tile, ""
        lines = tall_word(word, style) if size == "tall" else [word_tiles(word, style, size == "spaced")]
        middle = len(lines) // 2
        for at, line in enumerate(lines):
            line.append(mark if at == middle else " " * cell_len(mark), style="bold")
        pieces.append(lines)
    if not pieces:
        out.append("\n ")
        out.append("no words yet", style=palette.muted)
    elif size == "tall":
        out.append("\n")
        out.append_text(wrapped_blocks(pieces, width, 1, gap="  "))
    else:
        out.append("\n ")
        out.append_text(wrapped([lines[0] for lines in pieces], width, 1, gap=" "))
    return out


# --- the word being typed, and the vote -------------------------------------------------------------


def preview(rules: SkipACross, seen: SACState, view: TableView, palette: TablePalette, width: int) -> Text:
    """Under the word line: the vote's question to a voter; to the player to move, the keys, or the word
    typed with where each of its letters would come from and what the judge would say (every way to play
    it when roomy); nothing to anyone else."""
    if view.voting:
        return vote_question(rules, seen, view, palette, width)
    out = Text()
    if not view.playing:
        return out
    action = view.chosen
    if action is None:
        out.append("Enter: type a word · d: form no word", style=palette.muted)
        if seen.drawn:
            out.append(" (your letter goes face up, SAC-3)", style=palette.muted)
        if view.hint is not None:
            out.append(f"\n{view.hint}", style=palette.source["word"])
        return out
    sources = rules.letter_sources(seen, action)
    ways = view.ways
    out.append(way_text(seen, action), style="bold")
    out.append("   Enter: play it", style=palette.muted)
    if len(ways) > 1:
        out.append(f" · Tab: other way ({view.way % len(ways) + 1}/{len(ways)})", style=palette.muted)
    out.append("\n")
    for letter, _ in sources:
        out.append(f"{letter} ", style="bold")
    out.append("  ")
    missing = [letter for letter, source in sources if source == "missing"]
    if missing:
        out.append(f"✗ {', '.join(missing)} not to hand", style=palette.bad)
    else:
        out.append(verdict_text(rules, action, view.may_vote, palette))
    out.append("\n")
    for _, source in sources:
        out.append(f"{SOURCE_MARKS[source]} ", style=palette.source[source])
    out.append("  w word taken · d your letter · c centre · ? not to hand", style=palette.muted)
    if view.roomy and len(ways) > 1:
        out.append_text(all_ways(rules, seen, view, palette))
    return out


def vote_question(rules: SkipACross, seen: SACState, view: TableView, palette: TablePalette, width: int) -> Text:
    """The vote put to the player at the keyboard: the steal, both words' meanings (has the meaning
    changed?), the keys, and why the judge said no."""
    vote = seen.vote
    voter = view.to_move
    assert vote is not None and voter is not None, "a vote is open only while the game goes on"
    verdict = rules.judge(vote.old, vote.word)
    out = Text()
    out.append(
        f"{seen.names[vote.caller]} asks: may {seen.names[vote.victim]}'s {vote.old} be stolen as {vote.word}?\n",
        style="bold",
    )
    half = (width - len(MEANINGS_APART)) // 2
    meanings = (rules.explain(word, half) for word in (vote.old, vote.word))
    out.append(MEANINGS_APART.join(meanings) + "\n", style=palette.muted)
    out.append(f"{seen.names[voter]}: y yes, overrule the judge · n no\n", style="bold yellow")
    out.append(f"The judge says no: {verdict.reason}.")  # the log under the table says it too
    return out


def all_ways(rules: SkipACross, seen: SACState, view: TableView, palette: TablePalette) -> Text:
    """Every way the typed word could be played, the one Enter plays marked."""
    out = Text()
    ways = view.ways
    chosen = view.way % len(ways)
    out.append("\nWays to play it (Tab picks):", style="bold")
    for i, way in enumerate(ways):
        out.append(
            f"\n {'▶' if i == chosen else ' '} {i + 1}. {way_text(seen, way)}  ",
            style="bold" if i == chosen else "",
        )
        missing = [letter for letter, source in rules.letter_sources(seen, way) if source == "missing"]
        out.append_text(
            Text(f"✗ {', '.join(missing)} not to hand", style=palette.bad)
            if missing
            else verdict_text(rules, way, view.may_vote, palette)
        )
    return out


def way_text(seen: SACState, action: WordWay) -> str:
    """A way to play a word, in words: whose word it steals or extends, or a new word."""
    match action["type"]:
        case "steal":
            return f"Steal {seen.names[action['victim']]}'s {action['old']} → {action['word']}"
        case "extend":
            return f"Extend my {action['old']} → {action['word']}"
        case "word":
            return f"New word {action['word']}"
        case _:
            assert_never(action["type"])


def verdict_text(rules: SkipACross, action: WordWay, may_vote: bool, palette: TablePalette) -> Text:
    """What the judge would say of a way to play the word (✓ or ✗, and why); v where the table may vote."""
    appraisal = rules.appraise(action)
    if appraisal.accepted:
        return Text(f"✓ {appraisal.reason}", style=palette.good)
    hint = " · v vote" if appraisal.judged and may_vote else ""
    return Text(f"✗ {appraisal.reason}{hint}", style=palette.bad)


# --- tiles, and laying them out ---------------------------------------------------------------------


def letter_tile(letter: str, style: Style) -> Text:
    """One tile, a letter on its ground."""
    return Text(f" {letter} ", style=style)


def word_tiles(word: str, style: Style, spaced: bool) -> Text:
    """A word laid out as a row of tiles: letter by letter when there is room, else close together."""
    face = " ".join(word) if spaced else word
    return Text(f" {face} ", style=style)


def tall_word(word: str, style: Style) -> list[Text]:
    """A word as a row of tall tiles (three lines, the letter in the middle one), a column apart."""
    blank = Text(" ").join(Text(" " * TALL_TILE, style=style) for _ in word)
    middle = Text(" ").join(Text(f"{letter:^{TALL_TILE}}", style=style) for letter in word)
    return [blank, middle, blank.copy()]


def wrapped_blocks(pieces: list[list[Text]], width: int, indent: int, gap: str) -> Text:
    """Blocks of lines (tall words) in rows, as `wrapped` lays single lines: a row breaks between blocks
    (never inside one) at `width`, rows after the first start at `indent`, a blank line between rows."""
    rows: list[list[list[Text]]] = []
    column = indent
    for piece in pieces:
        size = max(cell_len(line.plain) for line in piece)
        if rows and column + cell_len(gap) + size <= width:
            rows[-1].append(piece)
            column += cell_len(gap) + size
        else:
            rows.append([piece])
            column = indent + size
    out: list[Text] = []
    for row in rows:
        height = max(len(piece) for piece in row)
        widths = [max(cell_len(line.plain) for line in piece) for piece in row]
        for at in range(height):
            line = Text(" " * indent)
            for i, (piece, size) in enumerate(zip(row, widths)):
                if i:
                    line.append(gap)
                part = piece[at].copy() if at < len(piece) else Text()
                part.pad_right(size - cell_len(part.plain))
                line.append_text(part)
            out.append(line)
        out.append(Text())
    return Text("\n").join(out[:-1]) if out else Text()


def wrapped(pieces: list[Text], width: int, indent: int, gap: str) -> Text:
    """Pieces in a row, breaking the line between pieces (never inside one) at `width`; lines after the
    first start at `indent`."""
    out = Text()
    column = indent
    for i, piece in enumerate(pieces):
        size = cell_len(piece.plain)
        if i and column + cell_len(gap) + size > width:
            out.append("\n" + " " * indent)
            column = indent
        elif i:
            out.append(gap)
            column += cell_len(gap)
        out.append_text(piece)
        column += size
    return out


def block(text: Text, width: int, height: int, ground: Style) -> list[Text]:
    """`text` as a block of `height` lines exactly `width` cells wide on `ground` (a mat, the felt)."""
    lines = list(text.split("\n", allow_blank=True))[:height] if text.plain else []
    lines += [Text()] * (height - len(lines))
    out = []
    for line in lines:
        cell = Text(style=ground)
        cell.append_text(line)
        cell.truncate(width, overflow="crop", pad=True)
        out.append(cell)
    return out


def side_by_side(blocks: list[list[Text]], gutter: int) -> Text:
    """Blocks of the same height laid next to each other with `gutter` columns between."""
    rows = []
    for parts in zip(*blocks):
        line = Text()
        for i, part in enumerate(parts):
            if i:
                line.append(" " * gutter)
            line.append_text(part)
        rows.append(line)
    return Text("\n").join(rows)
