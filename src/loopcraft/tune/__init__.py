"""Tuning: search, cost models, measurement, and the recipe database that remembers results.

The database (:mod:`loopcraft.tune.db.database`) is what every other tuning part reads from and
writes back to; the search space (:mod:`.space`), measurement (:mod:`.measure`, :mod:`.worker`)
and search (:mod:`.search`) are driven by :func:`loopcraft.tune.api.tune`; see
``docs/tuning.md``.

``loopcraft.tune`` is both this package and the function: the package module is callable, so
``loopcraft.tune(f, *args, budget=16)`` runs :func:`~loopcraft.tune.api.tune` while
``import loopcraft.tune.db.database`` and ``from loopcraft.tune import RecipeDB`` keep working
(a plain function bound to the name would break ``import loopcraft.tune.x as y``).
"""

from __future__ import annotations

import sys
import types
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
]

#: names loaded on first use (they import the compiler; the database alone does not)
_LAZY = {"tune": "api", "TuneResult": "api", "TuneError": "api", "SearchSpace": "space",
         "MeasureSettings": "measure"}


def __getattr__(name: str) -> Any:
    if name in _LAZY:
        import importlib

        return getattr(importlib.import_module(f".{_LAZY[name]}", __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


class _CallableModule(types.ModuleType):
    """This package's class: calling it calls :func:`loopcraft.tune.api.tune`."""

    def __call__(self, f: Any, *args: Any, **kwargs: Any) -> Any:
        from .api import tune

        return tune(f, *args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule
