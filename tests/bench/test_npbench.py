"""Tests of the ``npbench`` suite (``loopcraft_bench.suites.npbench``).

1. The suite itself: registered as ``npbench`` with the presets XS/S/M, the kernel count, every
   kernel vectorized (its NumPy reference is the function itself), corpus kernels imported (not
   copied), deterministic arguments whose types do not change between presets.
2. NumPy at XS: a kernel run twice on fresh arguments gives identical outputs, and agrees with
   its oracle where it has one.
3. The compiler: ``loopcraft.jit(kernel.func)`` matches NumPy at XS for every kernel that
   compiles; the ones the frontend rejects are strict xfails with the frontend's message.
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
from loopcraft.errors import UnsupportedSyntaxError
from loopcraft_bench.corpus import KERNELS
from loopcraft_bench.suites import SUITES
from loopcraft_bench.suites.npbench import CATEGORIES, FROM_CORPUS, NPBENCH, PRESETS

N_KERNELS = 49
NAMES = list(NPBENCH)

#: Kernels loopcraft's frontend rejects (recorded as benchmark failures, not fixed here);
#: none at present (mandelbrot2's boolean-mask compaction compiles since frontend/compaction).
DOES_NOT_COMPILE: dict[str, str] = {}


@pytest.fixture(scope="module", autouse=True)
def _private_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Compile into a private artifact cache unless ``LOOPCRAFT_CACHE_DIR`` names one."""
    if os.environ.get("LOOPCRAFT_CACHE_DIR"):
        yield
        return
    root: Path = tmp_path_factory.mktemp("npbench_cache")
    with lc_config.patch(cache_dir=str(root), disable_cache=False):
        yield


def _signature(args: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    """What a type-specializing compiler keys on: Python type, or array dtype/ndim."""
    return [
        ("array", a.dtype, a.ndim) if isinstance(a, np.ndarray) else ("scalar", type(a))
        for a in args
    ]


# ------------------------------------------------------------------------------- suite shape


def test_suite_is_registered() -> None:
    assert SUITES["npbench"] is NPBENCH
    assert NPBENCH.name == "npbench"
    assert PRESETS == ("XS", "S", "M") == NPBENCH.presets
    assert len(NPBENCH) == N_KERNELS >= 40
    assert {k.category for k in NPBENCH.values()} == set(CATEGORIES)
    # NPBench kernels that must be there, one or more per category
    for name in ("gemm", "k2mm", "cholesky", "correlation", "jacobi_2d", "hdiff", "vadv",
                 "nbody", "channel_flow", "azimint_naive", "softmax", "mlp", "conv2d_bias",
                 "lenet", "resnet_block", "go_fast", "spmv", "mandelbrot", "arc_distance"):
        assert name in NPBENCH, name
    # the suite's own kernels do not leak into the corpus-wide registry
    corpus_funcs = {k.func for k in KERNELS.values()}
    assert not any(NPBENCH[n].func in corpus_funcs for n in NPBENCH if n not in FROM_CORPUS)


def test_corpus_kernels_are_imported_not_copied() -> None:
    assert len(FROM_CORPUS) >= 18
    for name, corpus_name in FROM_CORPUS.items():
        ours, theirs = NPBENCH[name], KERNELS[corpus_name]
        assert ours.func is theirs.func and ours.init is theirs.init, name
        assert theirs.style == "vectorized"
        assert (ours.rtol, ours.atol) == (theirs.rtol, theirs.atol)
    # the kernels written for the suite live in the npbench package
    for name, k in NPBENCH.items():
        if name not in FROM_CORPUS:
            assert k.func.__module__.startswith("loopcraft_bench.suites.npbench."), name


@pytest.mark.parametrize("name", NAMES)
def test_registry_entry(name: str) -> None:
    kernel = NPBENCH[name]
    assert kernel.suite == "npbench" and kernel.style == "vectorized"
    assert kernel.reference is kernel.func
    assert kernel.description
    assert set(kernel.presets) == set(PRESETS)
    for small, big in zip(PRESETS, PRESETS[1:], strict=False):
        assert all(kernel.presets[small][p] <= kernel.presets[big][p]
                   for p in kernel.presets[small]), (name, small, big)
    first, second = kernel.args("XS"), kernel.args("XS")
    for a, b in zip(first, second, strict=True):
        if isinstance(a, np.ndarray):
            assert a is not b
            np.testing.assert_array_equal(a, b)
            assert a.dtype in (np.float64, np.float32, np.int64), a.dtype
        else:
            assert a == b
    # S and M reuse the XS specialization (checked on the preset values, without building
    # the large arguments: the init functions are shape-generic)
    assert _signature(first) == _signature(kernel.init(**{
        p: (v + 1 if isinstance(v, int) else v) for p, v in kernel.presets["XS"].items()
    }))


# ---------------------------------------------------------------------------- NumPy at XS


@pytest.mark.parametrize("name", NAMES)
def test_numpy_is_deterministic(name: str) -> None:
    kernel = NPBENCH[name]
    first = kernel.outputs(kernel.func, "XS")
    second = kernel.outputs(kernel.func, "XS")
    assert first, name
    for a, b in zip(first, second, strict=True):
        np.testing.assert_array_equal(a, b)
    if kernel.oracle is not None:
        kernel.assert_matches(kernel.outputs(kernel.oracle, "XS"), first, "oracle")


# ------------------------------------------------------------------------- compiled vs NumPy


def _compiled_params() -> list[Any]:
    return [
        pytest.param(n, marks=pytest.mark.xfail(
            strict=True, raises=UnsupportedSyntaxError, reason=DOES_NOT_COMPILE[n]))
        if n in DOES_NOT_COMPILE else n
        for n in NAMES
    ]


@pytest.mark.sample(every=8)
@pytest.mark.parametrize("name", _compiled_params())
def test_compiled_matches_numpy(name: str) -> None:
    kernel = NPBENCH[name]
    f = loopcraft.jit(kernel.func)
    kernel.assert_matches(
        kernel.outputs(kernel.reference, "XS"),
        kernel.outputs(f, "XS"),
        "compiled XS",
    )


def test_uncompilable_kernels_fail_with_the_recorded_message() -> None:
    for name, reason in DOES_NOT_COMPILE.items():
        kernel = NPBENCH[name]
        with pytest.raises(UnsupportedSyntaxError, match=reason.split(" (")[0]):
            kernel.outputs(loopcraft.jit(kernel.func), "XS")
