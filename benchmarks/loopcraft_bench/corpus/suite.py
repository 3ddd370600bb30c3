"""The ``corpus`` suite object, its presets and categories (the category modules add the
kernels)."""

from __future__ import annotations

from ..registry import new_suite

#: Kernel families, one module each (``solver`` lives in ``solvers.py``).
CATEGORIES = ("linalg", "solver", "stencil", "datamining", "ml", "dp", "misc")
#: Every kernel defines these sizes: ``small`` for tests (the pure-Python loop code must run in
#: well under 0.2 s), ``large`` for benchmarks (NumPy reference ~10-100 ms on 2 cores) and
#: ``alt``, a third small size used to check that a new shape does not trigger a recompilation.
SIZE_NAMES = ("small", "large", "alt")

#: loopcraft's own test-and-tune set, name -> :class:`~loopcraft_bench.registry.Kernel`.
CORPUS = new_suite(
    "corpus",
    presets=SIZE_NAMES,
    categories=CATEGORIES,
    description="loopcraft's own test-and-tune kernels (vectorized and loop style)",
)
