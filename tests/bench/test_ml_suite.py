"""Tests of the ``ml`` suite (``loopcraft_bench.suites.ml``).

1. The suite itself: the five float32 layers are registered with the presets XS/S/M, their
   arguments are deterministic and float32, and NumPy running each kernel keeps its outputs in
   float32 (no silent promotion to float64 through a scalar).
2. The compiler on the suite: ``loopcraft.jit(kernel.func)`` agrees with NumPy at XS.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

import loopcraft
from loopcraft import config as lc_config
from loopcraft_bench.suites import SUITES, Kernel
from loopcraft_bench.suites.ml import CATEGORIES, ML, PRESETS

ML_KERNELS = frozenset({"softmax", "layernorm", "mlp", "conv2d", "attention"})
NAMES = sorted(ML_KERNELS)
#: Kernels loopcraft does not compile yet: name -> reason (a strict xfail each).
NOT_COMPILED: dict[str, str] = {}


@pytest.fixture(scope="module", autouse=True)
def _private_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Compile into a private artifact cache unless ``LOOPCRAFT_CACHE_DIR`` names one."""
    if os.environ.get("LOOPCRAFT_CACHE_DIR"):
        yield
        return
    root: Path = tmp_path_factory.mktemp("ml_suite_cache")
    with lc_config.patch(cache_dir=str(root), disable_cache=False):
        yield


# ------------------------------------------------------------------------------- suite shape


def test_the_five_kernels_are_registered() -> None:
    assert set(ML) == ML_KERNELS
    assert SUITES["ml"] is ML
    assert ML.name == "ml"
    assert PRESETS == ("XS", "S", "M")
    assert ML.presets == PRESETS
    for k in ML.values():
        assert isinstance(k, Kernel)
        assert k.suite == "ml"
        assert k.category in CATEGORIES
        assert set(k.presets) == set(PRESETS)
        assert k.style == "vectorized"
        # a vectorized kernel's NumPy reference is the function itself, run by NumPy
        assert k.reference is k.func
        assert k.description
        assert 0 < k.rtol <= 1e-3


def test_corpus_functions_are_reused_not_copied() -> None:
    from loopcraft_bench.corpus import ml as corpus_ml

    assert ML["softmax"].func is corpus_ml.softmax
    assert ML["mlp"].func is corpus_ml.mlp


def test_presets_grow() -> None:
    """XS is tiny and XS < S < M (S/M are the timed sizes): input elements for XS/S, and the
    product of the (integer) preset dimensions for all three, without building M arrays."""
    for k in ML.values():
        elems = [
            sum(a.size for a in k.init(**k.presets[p]) if isinstance(a, np.ndarray))
            for p in ("XS", "S")
        ]
        assert elems[0] <= 4096 < elems[1], (k.name, elems)
        dims = [int(np.prod(list(k.presets[p].values()))) for p in PRESETS]
        assert dims[0] < dims[1] < dims[2], (k.name, dims)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("preset", PRESETS)
def test_arguments_are_float32_and_deterministic(name: str, preset: str) -> None:
    k = ML[name]
    a, b = k.args(preset), k.args(preset)
    assert len(a) == len(b)
    n_arrays = 0
    for x, y in zip(a, b, strict=True):
        if isinstance(x, np.ndarray):
            n_arrays += 1
            assert x.dtype == np.float32, (name, preset, x.dtype)
            assert x is not y  # fresh copies
            np.testing.assert_array_equal(x, y)
            assert np.all(np.isfinite(x))
        else:
            assert type(x) in (int, float) and x == y
    assert n_arrays >= 1


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("preset", ["XS", "S"])
def test_numpy_outputs_are_float32_finite_and_deterministic(name: str, preset: str) -> None:
    k = ML[name]
    out1 = k.outputs(k.func, preset)
    out2 = k.outputs(k.func, preset)
    for o1, o2 in zip(out1, out2, strict=True):
        assert isinstance(o1, np.ndarray)
        assert o1.dtype == np.float32, (name, preset, o1.dtype)
        assert np.all(np.isfinite(o1))
        np.testing.assert_array_equal(o1, o2)


def test_outputs_mean_what_the_names_say() -> None:
    """Spot checks of the math at XS against float64 formulations."""
    sm = ML["softmax"]
    (p,) = sm.outputs(sm.func, "XS")[:1]
    np.testing.assert_allclose(p.sum(axis=-1), 1.0, rtol=1e-5)

    ln = ML["layernorm"]
    x, gamma, beta, eps = ln.args("XS")
    y = ln.func(x, gamma, beta, eps).astype(np.float64)
    z = (y - beta) / gamma  # normalized rows: mean 0, variance 1/(1 + eps/var)
    np.testing.assert_allclose(z.mean(axis=-1), 0.0, atol=1e-5)
    np.testing.assert_allclose(z.var(axis=-1), 1.0, rtol=1e-3)

    cv = ML["conv2d"]
    x, w, bias = cv.args("XS")
    x64, w64 = x.astype(np.float64), w.astype(np.float64)
    n, c, h, wd = x.shape
    xp = np.pad(x64, ((0, 0), (0, 0), (1, 1), (1, 1)))
    ref = np.zeros((n, w.shape[0], h, wd))
    for i in range(h):
        for j in range(wd):
            ref[:, :, i, j] = np.einsum("ncrs,kcrs->nk", xp[:, :, i : i + 3, j : j + 3], w64)
    ref = np.maximum(ref + bias[None, :, None, None], 0.0)
    np.testing.assert_allclose(cv.func(x, w, bias), ref, rtol=1e-4, atol=1e-5)

    at = ML["attention"]
    q, kk, v = (a.astype(np.float64) for a in at.args("XS"))
    s = np.einsum("hid,hjd->hij", q, kk) / np.sqrt(q.shape[-1])
    e = np.exp(s - s.max(axis=-1, keepdims=True))
    ref = np.einsum("hij,hjd->hid", e / e.sum(axis=-1, keepdims=True), v)
    np.testing.assert_allclose(at.func(*at.args("XS")), ref, rtol=1e-4, atol=1e-5)


# ---------------------------------------------------------------------------- the compiler


def _compile_param(name: str) -> object:
    if name in NOT_COMPILED:
        return pytest.param(
            name, marks=pytest.mark.xfail(strict=True, reason=NOT_COMPILED[name])
        )
    return name


@pytest.mark.sample(every=2)
@pytest.mark.parametrize("name", [_compile_param(n) for n in NAMES])
def test_loopcraft_matches_numpy_at_xs(name: str) -> None:
    k = ML[name]
    f = loopcraft.jit(k.func)
    got = k.outputs(f, "XS")
    for o in got:
        assert o.dtype == np.float32, (name, o.dtype)
    k.assert_matches(k.outputs(k.reference, "XS"), got)


def test_importing_the_suites_package_registers_ml() -> None:
    """What ``loopcraft bench --suite ml`` (and npbench) relies on, in a fresh interpreter."""
    import subprocess
    import sys

    code = ("from loopcraft_bench.suites import SUITES; "
            "assert {'ml', 'npbench', 'polybench'} <= set(SUITES), sorted(SUITES)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=False)
    assert proc.returncode == 0, proc.stderr
