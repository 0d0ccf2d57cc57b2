"""What the build scripts share: reproducible gzip, and writing generated files or checking them."""

from __future__ import annotations

import gzip
import io
from collections.abc import Mapping
from pathlib import Path


def gzip_bytes(blob: bytes) -> bytes:
    """Bytes gzipped with no name or time in the header, so the same input gives the same bytes."""
    buffer = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buffer, compresslevel=9, mtime=0) as gz:
        gz.write(blob)
    return buffer.getvalue()


def gzip_text(text: str) -> bytes:
    """ASCII text gzipped reproducibly (`gzip_bytes`)."""
    return gzip_bytes(text.encode("ascii"))


def write_or_check(outputs: Mapping[Path, bytes], check: bool) -> int:
    """Write every generated file, or with `check` say which committed ones are out of date (exit 1)."""
    if check:
        stale = [path for path, blob in outputs.items() if not path.exists() or path.read_bytes() != blob]
        for path in stale:
            print(f"{path} is out of date")
        if not stale:
            print("up to date")
        return 1 if stale else 0
    for path, blob in outputs.items():
        path.write_bytes(blob)
        print(f"wrote {path} ({len(blob):,} bytes)")
    return 0
