"""Tuning: search, cost models, measurement, and the recipe database that remembers results.

The database (:mod:`loopcraft.tuning.db.database`) is what every other tuning part reads from
and writes back to; the search space (:mod:`.space`), measurement (:mod:`.executors`) and
search (:mod:`.search`) are driven by :func:`loopcraft.tuning.api.tune`, whose knobs are
grouped in :mod:`.settings`; see ``docs/tuning.md``.

This package works on compiled functions through their public ``specialize(*args)`` (see
:class:`~loopcraft.pipeline.SpecializedCall`) and never imports the driver: the user's entry
point :func:`loopcraft.tune`, which also accepts a plain function and jits it, lives there.
"""

from __future__ import annotations

from typing import Any

from .db.database import (
    SCHEMA_VERSION,
    BestRecipe,
    Neighbor,
    RecipeDB,
    RecipeDBError,
    default_db_path,
    hardware_fingerprint,
)

__all__ = [
    "RecipeDB",
    "RecipeDBError",
    "BestRecipe",
    "Neighbor",
    "SCHEMA_VERSION",
    "default_db_path",
    "hardware_fingerprint",
    "tune",
    "TuneResult",
    "TuneError",
    "SearchSpace",
    "MeasureSettings",
    "SearchSettings",
    "TransferSettings",
    "CheckSettings",
]

#: names loaded on first use (they import the compiler; the database alone does not)
_LAZY = {"tune": "api", "TuneResult": "api", "TuneError": "api", "SearchSpace": "space",
         "MeasureSettings": "settings", "SearchSettings": "settings",
         "TransferSettings": "settings", "CheckSettings": "settings"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
