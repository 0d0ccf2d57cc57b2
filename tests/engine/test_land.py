"""The land mask draws the Earth: known places fall on land or sea, and a damaged file is refused by line."""

from pathlib import Path

import pytest

from parlorgames.engine.land import LandMask, land_mask

LAND = {"London": (51.5, -0.1), "Cairo": (30.0, 31.2), "Denver": (39.7, -105.0), "Alice Springs": (-23.7, 133.9)}
SEA = {"mid-Atlantic": (0.0, -30.0), "Pacific": (0.0, -150.0), "Indian Ocean": (-30.0, 80.0), "North Sea": (56.0, 3.0)}


@pytest.mark.parametrize("place", sorted(LAND))
def test_land_is_land(place: str) -> None:
    assert land_mask().is_land(*LAND[place])


@pytest.mark.parametrize("place", sorted(SEA))
def test_sea_is_sea(place: str) -> None:
    assert not land_mask().is_land(*SEA[place])


def test_longitude_wraps_and_latitude_clamps() -> None:
    mask = land_mask()
    assert mask.is_land(51.5, 359.9) == mask.is_land(51.5, -0.1)
    assert mask.is_land(-95.0, 0.0)
    assert not mask.is_land(95.0, 0.0)


def test_about_a_third_of_the_grid_is_land() -> None:
    assert 0.25 < land_mask().share_of_land() < 0.4


def test_a_row_that_does_not_cover_the_world_is_refused_with_its_line(tmp_path: Path) -> None:
    damaged = tmp_path / "land-mask.txt"
    damaged.write_text("# header\n" + "720\n" * 3 + "700 10\n", encoding="ascii")
    with pytest.raises(ValueError, match=r"land-mask.txt:5: the runs cover 710 columns"):
        LandMask.read(damaged)
