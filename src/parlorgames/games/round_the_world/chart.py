"""Where each station of the voyage lies on the globe, for "Our map" (the sheet's own Mercator map): the
ruleset fixes some stations at real places (the ports, the capes, the seas named on the stations), and the
stations between lie evenly spaced on the way from one fixed place to the next."""

from __future__ import annotations

from collections.abc import Mapping

Place = tuple[float, float]
"""(latitude, longitude) in degrees, north and east positive."""


def westward(start: float, end: float) -> float:
    """`end` as a longitude reached from `start` the short way round (so the Pacific crossing runs over the
    date line, not back across the Americas)."""
    return start + (end - start + 180.0) % 360.0 - 180.0


def voyage_chart(fixed: Mapping[int, Place], length: int) -> tuple[Place, ...]:
    """A place for every station 0..length, the fixed ones as given and the others between them; stations
    before the first fixed one or after the last take its place. Longitudes come back within -180..180."""
    if not fixed:
        return tuple((0.0, 0.0) for _ in range(length + 1))
    known = sorted(fixed.items())
    chart: list[Place] = []
    for number in range(length + 1):
        before = max((k for k in known if k[0] <= number), default=known[0])
        after = min((k for k in known if k[0] >= number), default=known[-1])
        (a, (lat_a, lon_a)), (b, (lat_b, lon_b)) = before, after
        share = 0.0 if a == b else (number - a) / (b - a)
        lon = lon_a + (westward(lon_a, lon_b) - lon_a) * share
        chart.append((lat_a + (lat_b - lat_a) * share, (lon + 180.0) % 360.0 - 180.0))
    return tuple(chart)
