"""The loopcraft kernel corpus: plain NumPy-style Python kernels with references and sizes.

Importing this package adds every kernel of the category modules to the ``corpus`` suite of the
one kernel registry (:mod:`loopcraft_bench.registry`); :data:`KERNELS` is that suite. See
``README.md`` in this directory for the list.
"""

from __future__ import annotations

from ..registry import STYLES, Kernel
from . import datamining, dp, linalg, misc, ml, solvers, stencils  # noqa: F401  (registration)
from .suite import CATEGORIES, CORPUS, SIZE_NAMES

__all__ = [
    "CATEGORIES",
    "KERNELS",
    "SIZE_NAMES",
    "STYLES",
    "Kernel",
    "get_kernel",
]

#: Every corpus kernel by name (the ``corpus`` suite).
KERNELS = CORPUS


def get_kernel(name: str) -> Kernel:
    """Return the corpus kernel called ``name`` (``KeyError`` listing the names if absent)."""
    return CORPUS[name]
