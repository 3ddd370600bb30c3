"""Tests of the ``polybench`` suite (``loopcraft_bench.suites.polybench``).

1. The suite itself: all 30 PolyBench/C 4.2 kernels are registered with the four presets, their
   arguments are deterministic, the matrices the solvers need are well conditioned, and every
   plain-Python loop function agrees with its vectorized NumPy reference (and oracle) at MINI.
2. The compiler on the suite: ``loopcraft.jit(kernel.func)`` agrees with the reference at MINI,
   and at SMALL without compiling again (same argument types, new shapes).
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import loopcraft
from loopcraft import config as lc_config
from loopcraft_bench.corpus import KERNELS
from loopcraft_bench.suites import SUITES, Kernel, Suite
from loopcraft_bench.suites.polybench import CATEGORIES, POLYBENCH, PRESETS
from loopcraft_bench.suites.polybench._init import spd

POLYBENCH_4_2 = frozenset(
    """correlation covariance gemm gemver gesummv symm syr2k syrk trmm 2mm 3mm atax bicg doitgen
    mvt cholesky durbin gramschmidt lu ludcmp trisolv deriche floyd-warshall nussinov adi fdtd-2d
    heat-3d jacobi-1d jacobi-2d seidel-2d""".split()
)
NAMES = sorted(POLYBENCH)


@pytest.fixture(scope="module", autouse=True)
def _private_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Compile into a private artifact cache unless ``LOOPCRAFT_CACHE_DIR`` names one."""
    if os.environ.get("LOOPCRAFT_CACHE_DIR"):
        yield
        return
    root: Path = tmp_path_factory.mktemp("polybench_cache")
    with lc_config.patch(cache_dir=str(root), disable_cache=False):
        yield


def _signature(args: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    """What a type-specializing compiler keys on: Python type, or array dtype/ndim."""
    return [
        ("array", a.dtype, a.ndim) if isinstance(a, np.ndarray) else ("scalar", type(a))
        for a in args
    ]


# ------------------------------------------------------------------------------- suite shape


def test_all_30_kernels_are_registered() -> None:
    assert set(POLYBENCH) == POLYBENCH_4_2
    assert SUITES["polybench"] is POLYBENCH
    assert PRESETS == ("mini", "small", "medium", "large")
    assert {k.category for k in POLYBENCH.values()} == set(CATEGORIES)
    # the suite does not leak into the corpus: kernels they share are adopted, not copied
    assert all(k.suite == "corpus" for k in KERNELS.values())
    assert all(k.suite == "polybench" for k in POLYBENCH.values())
    assert POLYBENCH["cholesky"].func is KERNELS["cholesky"].func
    assert POLYBENCH["cholesky"].reference is KERNELS["cholesky"].reference
    assert POLYBENCH["seidel-2d"].func is KERNELS["seidel_2d"].func


def test_published_dataset_sizes() -> None:
    assert POLYBENCH["gemm"].presets["large"] == {"ni": 1000, "nj": 1100, "nk": 1200}
    assert POLYBENCH["3mm"].presets["mini"] == {"ni": 16, "nj": 18, "nk": 20, "nl": 22, "nm": 24}
    assert POLYBENCH["deriche"].presets["large"] == {"w": 4096, "h": 2160}
    assert POLYBENCH["seidel-2d"].presets["medium"] == {"tsteps": 100, "n": 400}
    assert POLYBENCH["floyd-warshall"].presets["large"] == {"n": 2800}
    # every kernel grows monotonically from MINI to LARGE
    for k in POLYBENCH.values():
        for small, big in zip(PRESETS, PRESETS[1:], strict=False):
            assert all(k.presets[small][p] <= k.presets[big][p] for p in k.presets[small]), k.name


@pytest.mark.parametrize("name", NAMES)
def test_registry_entry(name: str) -> None:
    kernel = POLYBENCH[name]
    assert kernel.suite == "polybench" and kernel.style == "loops"
    assert kernel.description
    assert kernel.reference is not kernel.func
    first, second = kernel.args("mini"), kernel.args("mini")
    for a, b in zip(first, second, strict=True):
        if isinstance(a, np.ndarray):
            assert a is not b
            np.testing.assert_array_equal(a, b)
            assert a.flags.c_contiguous
            assert a.dtype in (np.float64, np.int32), a.dtype
        else:
            assert a == b
    # a new preset must not need a new specialization
    assert _signature(kernel.args("mini")) == _signature(kernel.args("small"))


def test_suite_rejects_inconsistent_kernels() -> None:
    suite = Suite(name="toy", presets=("s", "m"), categories=("c",))

    def f(x):
        return x

    def ref(x: np.ndarray) -> np.ndarray:
        return x.copy()

    def init(n: int) -> tuple[Any, ...]:
        return (np.zeros(n),)

    k = suite.add(f, name="f", category="c", init=init, reference=ref,
                  presets={"s": {"n": 2}, "m": {"n": 3}})
    assert isinstance(k, Kernel) and suite["f"] is k and len(suite) == 1
    assert k.args("m")[0].shape == (3,)
    with pytest.raises(KeyError, match="no preset 'l'"):
        k.args("l")
    with pytest.raises(KeyError, match="no toy kernel 'g'"):
        suite["g"]
    with pytest.raises(ValueError, match="added twice"):
        suite.add(f, name="f", category="c", init=init, reference=ref,
                  presets={"s": {"n": 2}, "m": {"n": 3}})
    with pytest.raises(ValueError, match="unknown category"):
        suite.add(f, name="g", category="x", init=init, reference=ref,
                  presets={"s": {"n": 2}, "m": {"n": 3}})
    with pytest.raises(ValueError, match="presets"):
        suite.add(f, name="g", category="c", init=init, reference=ref, presets={"s": {"n": 2}})
    with pytest.raises(ValueError, match="needs a NumPy reference"):
        suite.add(f, name="g", category="c", init=init, reference=f,
                  presets={"s": {"n": 2}, "m": {"n": 3}})
    assert "toy" not in SUITES


# ------------------------------------------------------------------- numerically meaningful


@pytest.mark.parametrize("preset", ["mini", "small", "medium"])
def test_solver_inputs_are_well_conditioned(preset: str) -> None:
    n = POLYBENCH["lu"].presets[preset]["n"]
    for name in ("cholesky", "lu"):
        (A,) = POLYBENCH[name].args(preset)
        np.testing.assert_array_equal(A, A.T)
        eig = np.linalg.eigvalsh(A)
        assert eig.min() >= 1.0 - 1e-9 and eig.max() / eig.min() < n, (name, eig.min())
    A, b, _, _ = POLYBENCH["ludcmp"].args(preset)
    np.testing.assert_array_equal(A, spd(n))
    L, _, _ = POLYBENCH["trisolv"].args(preset)
    off = np.abs(np.tril(L, -1)).sum(axis=1)
    assert np.all(np.diag(L) > off + 0.5)
    (r, _) = POLYBENCH["durbin"].args(preset)
    lag = np.abs(np.arange(n)[:, None] - np.arange(n)[None, :])
    T = np.where(lag == 0, 1.0, r[np.maximum(lag - 1, 0)])
    assert np.linalg.eigvalsh(T).min() > 0.05
    A, _, _ = POLYBENCH["gramschmidt"].args(preset)
    sv = np.linalg.svd(A, compute_uv=False)
    assert A.shape[0] > A.shape[1] and sv.min() >= 1.0 and sv.max() <= 3.0


@pytest.mark.parametrize("name", NAMES)
def test_kernel_changes_its_outputs(name: str) -> None:
    # A compiled kernel that did nothing must fail the comparison: PolyBench's linear stencil
    # initialisations are fixed points of their stencils, hence the non-linear ones here.
    kernel = POLYBENCH[name]
    before = [a for a in kernel.args("mini") if isinstance(a, np.ndarray)]
    after = kernel.outputs(kernel.reference, "mini")
    assert len(after) == len(before)
    change = max(
        float(np.abs(a.astype(np.float64) - b.astype(np.float64)).max())
        / max(float(np.abs(b).max()), 1e-300)
        for a, b in zip(before, after, strict=True)
    )
    assert change > 0.01, change


# --------------------------------------------------------------- plain Python vs NumPy reference


@pytest.mark.parametrize("name", NAMES)
def test_python_matches_reference(name: str) -> None:
    kernel = POLYBENCH[name]
    with np.errstate(divide="raise", over="raise", invalid="raise"):
        actual = kernel.outputs(kernel.func, "mini")
        kernel.assert_matches(kernel.outputs(kernel.reference, "mini"), actual, "python")
        if kernel.oracle is not None:
            oracle = kernel.outputs(kernel.oracle, "mini")
            kernel.assert_matches(oracle, actual, "python vs oracle")


# ---------------------------------------------------------------------- compiled vs reference


@pytest.mark.sample(every=5, drop=("2mm",))  # its two products: test_corpus.py (2mm)
@pytest.mark.parametrize("name", NAMES)
def test_compiled_matches_reference(name: str) -> None:
    kernel = POLYBENCH[name]
    f = loopcraft.jit(kernel.func)
    for preset in ("mini", "small"):
        kernel.assert_matches(
            kernel.outputs(kernel.reference, preset),
            kernel.outputs(f, preset),
            f"compiled {preset}",
        )
    assert f.stats()["compilations"] == 1, "SMALL triggered a recompilation"
