"""The one kernel registry: every benchmark kernel is a :class:`Kernel`, and every set of them
-- loopcraft's own corpus and the published suites -- is a :class:`Suite`, a named view.

A kernel bundles a plain user function (what a user would decorate with ``@loopcraft.jit``)
with a deterministic argument factory, a fast NumPy reference, tolerances and the named sizes
("presets") it runs at. A suite fixes the preset names and categories its kernels must have:

* ``corpus`` (:mod:`loopcraft_bench.corpus`): loopcraft's test-and-tune set, presets
  ``small``/``large``/``alt``;
* the published suites (:mod:`loopcraft_bench.suites`): PolyBench, NPBench, ML, with the
  benchmark's own names (``"2mm"``), categories and presets (PolyBench's ``mini`` ... ``large``,
  NPBench's ``XS``/``S``/``M``).

A kernel that belongs to several suites is written once: the other suites :meth:`Suite.adopt`
it, which gives a view with that suite's name, category and presets on the same function,
reference, tolerances and oracle. Outputs are compared by :mod:`loopcraft.outputs`, with the
kernel's tolerances (:meth:`Kernel.assert_matches`) -- the rule the tuner applies too.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from loopcraft.outputs import assert_outputs_match, collect_outputs

__all__ = ["STYLES", "SUITES", "Kernel", "Suite", "get_suite", "new_suite"]

#: Coding styles: whole-array NumPy code, or explicit element-wise ``for``/``while`` loops.
STYLES = ("vectorized", "loops")


@dataclass(frozen=True)
class Kernel:
    """One kernel of one suite.

    Attributes:
        name: key in its suite (may differ from ``func.__name__``, e.g. ``"2mm"``).
        suite: name of the :class:`Suite` it belongs to.
        category: one of the suite's categories.
        func: the plain Python function a user would decorate with ``@loopcraft.jit``.
        init: ``init(**presets[p])`` returns a fresh, deterministic tuple of positional
            arguments.
        reference: the NumPy baseline with the same arguments and outputs: what compiled code
            is checked and timed against. For ``"vectorized"`` kernels it is ``func`` itself
            (the user's NumPy code is the fair baseline); for ``"loops"`` kernels a fast NumPy
            formulation of the same math, never the loop code.
        presets: keyword arguments of ``init`` for each preset name of the suite.
        style: ``"vectorized"`` or ``"loops"``.
        blas_bound: the NumPy reference time is dominated by a BLAS call (``@``, ``np.dot``).
        rtol: relative tolerance of output comparisons (:func:`loopcraft.outputs.compare`).
        atol: absolute tolerance of output comparisons, scaled by an output's magnitude.
        description: one line saying what the kernel computes (used in README tables).
        oracle: optional independent formulation of the same math (``np.cov``, a float64
            recomputation, ...) used only to validate the kernel at small presets; it may be
            slower than ``reference`` and is never timed.
    """

    name: str
    suite: str
    category: str
    func: Callable[..., Any]
    init: Callable[..., tuple[Any, ...]]
    reference: Callable[..., Any]
    presets: dict[str, dict[str, Any]]
    style: str = "loops"
    blas_bound: bool = False
    rtol: float = 1e-9
    atol: float = 1e-9
    description: str = ""
    oracle: Callable[..., Any] | None = None

    def __post_init__(self) -> None:
        if self.style not in STYLES:
            raise ValueError(f"kernel {self.name!r}: unknown style {self.style!r}")
        if self.style == "loops" and self.reference is self.func:
            raise ValueError(f"kernel {self.name!r}: a loop kernel needs a NumPy reference")

    def args(self, preset: str) -> tuple[Any, ...]:
        """Return fresh arguments for ``preset`` (one of the suite's preset names)."""
        try:
            size = self.presets[preset]
        except KeyError:
            raise KeyError(
                f"{self.suite} kernel {self.name!r} has no preset {preset!r}; "
                f"known: {', '.join(self.presets)}"
            ) from None
        return self.init(**size)

    def outputs(self, fn: Callable[..., Any], preset: str) -> tuple[Any, ...]:
        """Call ``fn`` (the kernel's function, its reference, its oracle or a compiled version)
        on fresh arguments of ``preset``; return the observable outputs
        (:func:`loopcraft.outputs.collect_outputs`)."""
        args = self.args(preset)
        return collect_outputs(fn(*args), args)

    def assert_matches(self, expected: Sequence[Any], actual: Sequence[Any],
                       label: str = "") -> None:
        """Raise ``AssertionError`` naming the kernel (and ``label``) unless ``actual`` agrees
        with ``expected`` within this kernel's tolerances."""
        assert_outputs_match(expected, actual, rtol=self.rtol, atol=self.atol,
                             label=f"{self.name}{' ' + label if label else ''}")


@dataclass
class Suite(Mapping[str, Kernel]):
    """A named set of kernels: a read-only mapping ``kernel name -> Kernel``.

    Kernels are added with :meth:`add` (or :meth:`adopt`) by the suite's modules at import
    time; every kernel must define every preset of the suite and belong to one of its
    categories, so a runner can ask any kernel for any preset.
    """

    name: str
    presets: tuple[str, ...]
    categories: tuple[str, ...]
    description: str = ""
    _kernels: dict[str, Kernel] = field(default_factory=dict, repr=False)

    def __getitem__(self, name: str) -> Kernel:
        try:
            return self._kernels[name]
        except KeyError:
            raise KeyError(
                f"no {self.name} kernel {name!r}; known: {', '.join(sorted(self._kernels))}"
            ) from None

    def __iter__(self) -> Iterator[str]:
        return iter(self._kernels)

    def __len__(self) -> int:
        return len(self._kernels)

    def add(
        self,
        func: Callable[..., Any],
        *,
        category: str,
        init: Callable[..., tuple[Any, ...]],
        reference: Callable[..., Any],
        presets: Mapping[str, Mapping[str, Any]],
        name: str | None = None,
        style: str = "loops",
        blas_bound: bool = False,
        rtol: float = 1e-9,
        atol: float = 1e-9,
        description: str = "",
        oracle: Callable[..., Any] | None = None,
    ) -> Kernel:
        """Create a :class:`Kernel` (``name`` defaults to ``func.__name__``), add it to this
        suite and return it.

        Raises ``ValueError`` for a duplicate name, an unknown category, or a preset set that
        differs from the suite's.
        """
        kname = func.__name__ if name is None else name
        return self._insert(Kernel(
            name=kname, suite=self.name, category=category, func=func, init=init,
            reference=reference, presets=self._presets(kname, presets), style=style,
            blas_bound=blas_bound, rtol=rtol, atol=atol, description=description,
            oracle=oracle))

    def adopt(self, kernel: Kernel, *, name: str, category: str,
              presets: Mapping[str, Mapping[str, Any]],
              init: Callable[..., tuple[Any, ...]] | None = None) -> Kernel:
        """Add ``kernel`` (a kernel of another suite) to this suite as ``name``, with this
        suite's ``category`` and ``presets`` -- and ``init``, where the suite builds its data
        its own way (PolyBench's matrices): the code, reference, tolerances and oracle stay
        the ones written for ``kernel``."""
        return self._insert(dataclasses.replace(
            kernel, name=name, suite=self.name, category=category,
            presets=self._presets(name, presets), init=kernel.init if init is None else init))

    def _presets(self, name: str, presets: Mapping[str, Mapping[str, Any]]
                 ) -> dict[str, dict[str, Any]]:
        if set(presets) != set(self.presets):
            raise ValueError(
                f"{self.name} kernel {name!r}: presets {sorted(presets)}, "
                f"expected {sorted(self.presets)}"
            )
        return {p: dict(presets[p]) for p in self.presets}

    def _insert(self, kernel: Kernel) -> Kernel:
        if kernel.name in self._kernels:
            raise ValueError(f"{self.name} kernel {kernel.name!r} added twice")
        if kernel.category not in self.categories:
            raise ValueError(
                f"{self.name} kernel {kernel.name!r}: unknown category {kernel.category!r}")
        self._kernels[kernel.name] = kernel
        return kernel


#: Every suite by name (the corpus included), filled in when the suite packages are imported.
SUITES: dict[str, Suite] = {}


def new_suite(
    name: str, *, presets: tuple[str, ...], categories: tuple[str, ...], description: str = ""
) -> Suite:
    """Create an empty :class:`Suite`, add it to :data:`SUITES` and return it."""
    if name in SUITES:
        raise ValueError(f"suite {name!r} created twice")
    suite = Suite(name=name, presets=presets, categories=categories, description=description)
    SUITES[name] = suite
    return suite


def get_suite(name: str) -> Suite:
    """Return the suite called ``name`` (``KeyError`` listing the known suites if absent)."""
    try:
        return SUITES[name]
    except KeyError:
        raise KeyError(f"no suite {name!r}; known: {', '.join(sorted(SUITES))}") from None
