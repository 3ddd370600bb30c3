"""Every test here gets a private, empty artifact cache (never the user's)."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def cache_dir(private_cache: Path) -> Path:
    """The test's own cache directory (see ``private_cache`` in ``tests/conftest.py``)."""
    return private_cache
