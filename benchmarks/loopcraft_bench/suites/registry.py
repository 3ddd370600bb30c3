"""Named benchmark suites (``polybench``, later ``npbench``, ``ml``) with named size presets.

The corpus (:mod:`loopcraft_bench.corpus`) is loopcraft's own test-and-tune set: every kernel
has the three sizes ``small``/``large``/``alt`` and lives in one corpus-wide dict. A *suite* is
different: it reproduces a published benchmark, so its kernels keep the benchmark's names
(``"2mm"``, ``"floyd-warshall"``), categories and dataset presets (PolyBench's MINI ... LARGE,
NPBench's S/M/L), and suites must not collide with each other or with the corpus. Hence one
:class:`Suite` object per suite, each a read-only mapping ``name -> SuiteKernel``, collected in
:data:`SUITES`.

Outputs are compared with the corpus convention (return values, then every array argument after
the call): :func:`collect_outputs` and :func:`assert_outputs_match` are the corpus functions,
re-exported, so a suite kernel and a corpus kernel are checked by exactly the same rules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..corpus.registry import STYLES, assert_outputs_match, collect_outputs

__all__ = [
    "SUITES",
    "Suite",
    "SuiteKernel",
    "assert_outputs_match",
    "collect_outputs",
    "get_suite",
    "new_suite",
    "outputs",
]


@dataclass(frozen=True)
class SuiteKernel:
    """One kernel of a benchmark suite.

    It has the attributes :func:`assert_outputs_match` reads (``name``, ``rtol``, ``atol``), so
    the corpus comparison applies to it unchanged.

    Attributes:
        name: the benchmark's own name (``"2mm"``, ``"fdtd-2d"``); key in its suite.
        suite: name of the :class:`Suite` it belongs to.
        category: the benchmark's own grouping (PolyBench: ``"linear-algebra/blas"``, ...).
        func: the plain Python function a user would decorate with ``@loopcraft.jit``.
        init: ``init(**presets[p])`` returns a fresh, deterministic tuple of positional arguments.
        reference: fast NumPy formulation of the same math with the same arguments and outputs
            (for ``"loops"`` kernels never the loop code itself); compiled code is checked and
            timed against it.
        presets: keyword arguments of ``init`` for each preset name of the suite.
        style: ``"loops"`` or ``"vectorized"`` (as in the corpus).
        rtol: relative tolerance of output comparisons.
        atol: absolute tolerance of output comparisons.
        description: one line saying what the kernel computes.
        oracle: optional independent formulation (``np.linalg.solve``, ...) used only to
            validate the suite at small presets; never timed.
    """

    name: str
    suite: str
    category: str
    func: Callable[..., Any]
    init: Callable[..., tuple[Any, ...]]
    reference: Callable[..., Any]
    presets: dict[str, dict[str, Any]]
    style: str = "loops"
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


@dataclass
class Suite(Mapping[str, SuiteKernel]):
    """A named benchmark suite: a read-only mapping ``kernel name -> SuiteKernel``.

    Kernels are added with :meth:`add` by the suite's modules at import time; every kernel must
    define every preset of the suite and belong to one of its categories, so a runner can ask
    any kernel for any preset.
    """

    name: str
    presets: tuple[str, ...]
    categories: tuple[str, ...]
    description: str = ""
    _kernels: dict[str, SuiteKernel] = field(default_factory=dict, repr=False)

    def __getitem__(self, name: str) -> SuiteKernel:
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
        name: str,
        category: str,
        init: Callable[..., tuple[Any, ...]],
        reference: Callable[..., Any],
        presets: Mapping[str, Mapping[str, Any]],
        style: str = "loops",
        rtol: float = 1e-9,
        atol: float = 1e-9,
        description: str = "",
        oracle: Callable[..., Any] | None = None,
    ) -> SuiteKernel:
        """Create a :class:`SuiteKernel`, add it to this suite and return it.

        Raises ``ValueError`` for a duplicate name, an unknown category, or a preset set that
        differs from the suite's.
        """
        if name in self._kernels:
            raise ValueError(f"{self.name} kernel {name!r} added twice")
        if category not in self.categories:
            raise ValueError(f"{self.name} kernel {name!r}: unknown category {category!r}")
        if set(presets) != set(self.presets):
            raise ValueError(
                f"{self.name} kernel {name!r}: presets {sorted(presets)}, "
                f"expected {sorted(self.presets)}"
            )
        k = SuiteKernel(
            name=name,
            suite=self.name,
            category=category,
            func=func,
            init=init,
            reference=reference,
            presets={p: dict(presets[p]) for p in self.presets},
            style=style,
            rtol=rtol,
            atol=atol,
            description=description,
            oracle=oracle,
        )
        self._kernels[name] = k
        return k


#: Every suite by name, filled in when the suite packages are imported.
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


def outputs(fn: Callable[..., Any], kernel: SuiteKernel, preset: str) -> list[Any]:
    """Call ``fn`` (the kernel's function, its reference or a compiled version) on fresh
    arguments of ``preset`` and return the observable outputs (:func:`collect_outputs`)."""
    args = kernel.args(preset)
    return collect_outputs(fn(*args), args)
