"""Every runtime test gets a private, empty artifact cache (never the user's)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from loopcraft import config as lc_config
from loopcraft.pipeline import cache


@pytest.fixture(autouse=True)
def cache_dir(tmp_path: Path) -> Iterator[Path]:
    """Point ``config.cache_dir`` at ``tmp_path/cache`` and start with an empty in-process memo."""
    root = tmp_path / "cache"
    with lc_config.patch(cache_dir=str(root), disable_cache=False):
        cache.clear_cache(disk=False)
        yield root
        cache.clear_cache(disk=False)
