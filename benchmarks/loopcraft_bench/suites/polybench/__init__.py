"""PolyBench/C 4.2 as explicit-loop Python: all 30 kernels with the MINI ... LARGE datasets.

Each kernel is written from the kernel's published mathematical definition (not ported code):
a loop function a user would hand to ``@loopcraft.jit``, a PolyBench-style deterministic
``init(**preset)`` and a vectorized NumPy reference. Importing this package fills
:data:`POLYBENCH`; ``docs/suites.md`` lists the kernels.
"""

from __future__ import annotations

from . import blas, datamining, kernels, medley, solvers, stencils  # noqa: F401  (registration)
from .suite import CATEGORIES, POLYBENCH, PRESETS

__all__ = ["CATEGORIES", "POLYBENCH", "PRESETS"]
