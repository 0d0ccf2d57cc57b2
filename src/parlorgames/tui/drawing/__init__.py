"""The views' drawing as plain functions: what the seat may see, the view's own state (a cursor, a draft),
the colours and the width in; Rich `Text` out. Nothing here imports Textual (a test proves it), so every
board, rack and panel is tested by calling a function, without starting an app; the views keep the keys."""
