"""Tuning: search, cost models, measurement, and the recipe database that remembers results.

The database (:mod:`loopcraft.tune.database`) is what every other tuning part reads from and
writes back to; see ``docs/tuning.md``.
"""

from __future__ import annotations

from .database import (
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
]
