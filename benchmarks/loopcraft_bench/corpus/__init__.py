"""The loopcraft kernel corpus: plain NumPy-style Python kernels with references and sizes.

Importing this package registers every kernel of the category modules in :data:`KERNELS`.
See ``README.md`` in this directory for the list.
"""

from __future__ import annotations

from . import datamining, dp, linalg, misc, ml, solvers, stencils  # noqa: F401  (registration)
from .registry import (
    CATEGORIES,
    KERNELS,
    SIZE_NAMES,
    STYLES,
    Kernel,
    assert_outputs_match,
    collect_outputs,
    get_kernel,
    register,
)

__all__ = [
    "CATEGORIES",
    "KERNELS",
    "SIZE_NAMES",
    "STYLES",
    "Kernel",
    "assert_outputs_match",
    "collect_outputs",
    "get_kernel",
    "register",
]
