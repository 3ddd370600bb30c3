"""The ``npbench`` suite object, its presets and categories, and the helpers the kernel modules
use to add to it (every npbench kernel is vectorized: its NumPy reference is the function)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import numpy as np

from ...corpus import KERNELS
from ...registry import Kernel, new_suite

#: ``XS`` for tests (milliseconds), ``S`` (NumPy ~10 ms on 2 cores) and ``M`` (NumPy ~100 ms).
PRESETS = ("XS", "S", "M")
#: NPBench-like groupings, one module each here (``datamining`` holds correlation/covariance).
CATEGORIES = ("linear-algebra", "solvers", "datamining", "stencils", "physics", "ml", "misc")

#: The npbench kernels, name -> :class:`~loopcraft_bench.registry.Kernel`.
NPBENCH = new_suite(
    "npbench",
    presets=PRESETS,
    categories=CATEGORIES,
    description="NPBench-style vectorized NumPy kernels (linear algebra, solvers, stencils, "
    "physics, ML, misc) with presets XS/S/M",
)

#: npbench kernel name -> corpus kernel name, for the kernels taken from the corpus.
FROM_CORPUS: dict[str, str] = {}


def rng(seed: int) -> np.random.Generator:
    """The deterministic generator every ``init`` starts from."""
    return np.random.default_rng(seed)


def add(
    func: Callable[..., Any],
    *,
    name: str,
    category: str,
    init: Callable[..., tuple[Any, ...]],
    presets: Mapping[str, Mapping[str, Any]],
    description: str,
    rtol: float = 1e-9,
    atol: float = 1e-9,
    oracle: Callable[..., Any] | None = None,
) -> Kernel:
    """Add a vectorized kernel written for this suite (its reference is ``func`` itself)."""
    return NPBENCH.add(
        func,
        name=name,
        category=category,
        init=init,
        reference=func,
        presets=presets,
        style="vectorized",
        rtol=rtol,
        atol=atol,
        description=description,
        oracle=oracle,
    )


def reuse(
    corpus_name: str, *, name: str, category: str, presets: Mapping[str, Mapping[str, Any]]
) -> Kernel:
    """Adopt the corpus kernel ``corpus_name`` (function, init, reference, tolerances, oracle)
    with this suite's presets; the code lives in :mod:`loopcraft_bench.corpus` only."""
    k = KERNELS[corpus_name]
    if k.style != "vectorized":
        raise ValueError(f"corpus kernel {corpus_name!r} is not vectorized")
    FROM_CORPUS[name] = corpus_name
    return NPBENCH.adopt(k, name=name, category=category, presets=presets)
