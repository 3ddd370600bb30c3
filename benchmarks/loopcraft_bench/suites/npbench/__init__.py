"""NPBench-style suite: vectorized NumPy kernels with the presets XS (tests), S and M.

The kernels are written from the published math (not ported code), one module per category;
kernels the corpus already has are imported from it (:data:`suite.FROM_CORPUS`), not copied.
Every kernel is ``style="vectorized"``: its NumPy reference is the function itself run by NumPy.
Importing this package fills :data:`NPBENCH`; ``docs/suites.md`` lists the kernels.
"""

from __future__ import annotations

from . import datamining, linalg, misc, ml, physics, solvers, stencils  # noqa: F401
from .suite import CATEGORIES, FROM_CORPUS, NPBENCH, PRESETS

__all__ = ["CATEGORIES", "FROM_CORPUS", "NPBENCH", "PRESETS"]
