"""The ``polybench`` suite object, its presets and categories (the kernel modules add to it)."""

from __future__ import annotations

from ...registry import new_suite

#: PolyBench/C 4.2 dataset sizes, smallest first (EXTRALARGE is left out: hours in pure NumPy).
PRESETS = ("mini", "small", "medium", "large")
#: PolyBench's directory names, one module each here.
CATEGORIES = (
    "datamining",
    "linear-algebra/blas",
    "linear-algebra/kernels",
    "linear-algebra/solvers",
    "medley",
    "stencils",
)

#: The 30 PolyBench/C 4.2 kernels, name -> :class:`~loopcraft_bench.registry.Kernel`.
POLYBENCH = new_suite(
    "polybench",
    presets=PRESETS,
    categories=CATEGORIES,
    description="PolyBench/C 4.2: 30 kernels as explicit-loop Python, double precision",
)
