"""Loop transformations and recipes (``loopcraft.transform``).

One module per transformation; each registers itself (:func:`base.register`) when loaded.
:func:`load_all` imports them all, so the registry is complete whenever a recipe is read or
replayed.
"""

from __future__ import annotations

import importlib
import pkgutil

from .base import TRANSFORMATIONS, Transformation, get_transformation, register
from .recipe import Recipe, Step, TransferResult

__all__ = [
    "TRANSFORMATIONS",
    "Transformation",
    "get_transformation",
    "register",
    "load_all",
    "Recipe",
    "Step",
    "TransferResult",
]

_loaded = False


def load_all() -> dict[str, Transformation]:
    """Import every transformation module of this package; the registry, by name."""
    global _loaded
    if not _loaded:
        for mod in pkgutil.iter_modules(__path__):
            if not mod.name.startswith("_"):
                importlib.import_module(f".{mod.name}", __name__)
        _loaded = True
    return dict(TRANSFORMATIONS)
