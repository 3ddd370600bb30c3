"""The kernel registry of the benchmark corpus, and the output-comparison convention.

A :class:`Kernel` bundles a plain user function (what a user would decorate with
``@loopcraft.jit``) with a deterministic argument factory, a fast NumPy reference and the problem
sizes it is tested and benchmarked at. Kernel modules call :func:`register` once per kernel.

Output convention: the observable result of a call is its return value (a tuple is flattened,
``None`` contributes nothing) followed by *every* array argument after the call, so in-place
updates are compared too (:func:`collect_outputs`, :func:`assert_outputs_match`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

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

#: Coding styles: whole-array NumPy code, or explicit element-wise ``for``/``while`` loops.
STYLES = ("vectorized", "loops")
#: Kernel families, one module each (``solver`` lives in ``solvers.py``).
CATEGORIES = ("linalg", "solver", "stencil", "datamining", "ml", "dp", "misc")
#: Every kernel defines these sizes: ``small`` for tests (the pure-Python loop code must run in
#: well under 0.2 s), ``large`` for benchmarks (NumPy reference ~10-100 ms on 2 cores) and
#: ``alt``, a third small size used to check that a new shape does not trigger a recompilation.
SIZE_NAMES = ("small", "large", "alt")

#: Python scalar types whose NumPy dtype is "weak" (NEP 50): only their kind is compared.
_WEAK_SCALARS = (bool, int, float)


@dataclass(frozen=True)
class Kernel:
    """One corpus kernel.

    Attributes:
        name: registry key (may differ from ``func.__name__``, e.g. ``"2mm"``).
        func: the plain Python function a user would decorate with ``@loopcraft.jit``.
        init: ``init(**sizes[s])`` returns a fresh tuple of positional arguments; deterministic.
        reference: the NumPy baseline, with the same arguments and outputs: the thing compiled
            code is checked against and timed against. For ``"vectorized"`` kernels it is
            ``func`` itself (the user's NumPy code is the fair baseline); for ``"loops"`` kernels
            it is a fast NumPy formulation of the same math, never the loop code.
        style: ``"vectorized"`` or ``"loops"``.
        category: one of :data:`CATEGORIES`.
        sizes: keyword arguments of ``init`` for each name in :data:`SIZE_NAMES`.
        blas_bound: the NumPy reference time is dominated by a BLAS call (``@``, ``np.dot``).
        rtol: relative tolerance of output comparisons.
        atol: absolute tolerance of output comparisons.
        description: one line saying what the kernel computes (used in the README table).
        oracle: optional independent formulation of the same math (``np.cov``, ``np.interp``,
            a float64 recomputation, ...) used only to validate the corpus at the small sizes;
            it may be slower than ``reference`` and is never timed.
    """

    name: str
    func: Callable[..., Any]
    init: Callable[..., tuple[Any, ...]]
    reference: Callable[..., Any]
    style: str
    category: str
    sizes: dict[str, dict[str, Any]]
    blas_bound: bool = False
    rtol: float = 1e-9
    atol: float = 1e-9
    description: str = ""
    oracle: Callable[..., Any] | None = None

    def __post_init__(self) -> None:
        if self.style not in STYLES:
            raise ValueError(f"kernel {self.name!r}: unknown style {self.style!r}")
        if self.category not in CATEGORIES:
            raise ValueError(f"kernel {self.name!r}: unknown category {self.category!r}")
        missing = [s for s in SIZE_NAMES if s not in self.sizes]
        if missing:
            raise ValueError(f"kernel {self.name!r}: missing sizes {missing}")
        if self.style == "loops" and self.reference is self.func:
            raise ValueError(f"kernel {self.name!r}: a loop kernel needs a NumPy reference")

    def args(self, size: str) -> tuple[Any, ...]:
        """Return a fresh argument tuple for ``size`` (``"small"``, ``"large"`` or ``"alt"``)."""
        return self.init(**self.sizes[size])


#: All registered kernels by name, filled in when the kernel modules are imported.
KERNELS: dict[str, Kernel] = {}


def register(
    func: Callable[..., Any],
    *,
    init: Callable[..., tuple[Any, ...]],
    reference: Callable[..., Any],
    style: str,
    category: str,
    sizes: Mapping[str, Mapping[str, Any]],
    name: str | None = None,
    blas_bound: bool = False,
    rtol: float = 1e-9,
    atol: float = 1e-9,
    description: str = "",
    oracle: Callable[..., Any] | None = None,
) -> Kernel:
    """Create a :class:`Kernel` for ``func``, add it to :data:`KERNELS` and return it.

    ``name`` defaults to ``func.__name__``; registering the same name twice is an error.
    """
    kname = func.__name__ if name is None else name
    if kname in KERNELS:
        raise ValueError(f"kernel {kname!r} registered twice")
    k = Kernel(
        name=kname,
        func=func,
        init=init,
        reference=reference,
        style=style,
        category=category,
        sizes={s: dict(p) for s, p in sizes.items()},
        blas_bound=blas_bound,
        rtol=rtol,
        atol=atol,
        description=description,
        oracle=oracle,
    )
    KERNELS[kname] = k
    return k


def get_kernel(name: str) -> Kernel:
    """Return the registered kernel called ``name`` (``KeyError`` listing the names if absent)."""
    try:
        return KERNELS[name]
    except KeyError:
        raise KeyError(f"no corpus kernel {name!r}; known: {', '.join(sorted(KERNELS))}") from None


def collect_outputs(result: Any, args: tuple[Any, ...]) -> list[Any]:
    """Return a call's observable outputs: the return value(s), then every array argument.

    A tuple result is flattened one level; ``None`` contributes nothing. Values are returned
    as-is (not converted) so that :func:`assert_outputs_match` can tell Python scalars apart.
    """
    outs: list[Any] = []
    if isinstance(result, tuple):
        outs.extend(result)
    elif result is not None:
        outs.append(result)
    outs.extend(a for a in args if isinstance(a, np.ndarray))
    return outs


def assert_outputs_match(
    kernel: Kernel, actual: list[Any], expected: list[Any], label: str = ""
) -> None:
    """Raise ``AssertionError`` unless two :func:`collect_outputs` lists agree.

    Shapes must be equal and dtypes identical, except that a plain Python ``bool``/``int``/
    ``float`` (a "weak" scalar) only has to match the other side's dtype kind. Integer and bool
    outputs must be equal exactly; floating outputs use ``kernel.rtol``/``kernel.atol`` (NaNs in
    the same places compare equal).
    """
    where = f"{kernel.name}{' ' + label if label else ''}"
    if len(actual) != len(expected):
        raise AssertionError(f"{where}: {len(actual)} outputs, expected {len(expected)}")
    for i, (act, exp) in enumerate(zip(actual, expected, strict=True)):
        a, e = np.asarray(act), np.asarray(exp)
        what = f"{where}: output {i}"
        if a.shape != e.shape:
            raise AssertionError(f"{what}: shape {a.shape}, expected {e.shape}")
        weak = type(act) in _WEAK_SCALARS or type(exp) in _WEAK_SCALARS
        if (a.dtype.kind != e.dtype.kind) if weak else (a.dtype != e.dtype):
            raise AssertionError(f"{what}: dtype {a.dtype}, expected {e.dtype}")
        if e.dtype.kind in "biu":
            np.testing.assert_array_equal(a, e, err_msg=what)
        else:
            np.testing.assert_allclose(a, e, rtol=kernel.rtol, atol=kernel.atol, err_msg=what)
