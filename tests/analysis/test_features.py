"""Nest features and embeddings (analysis/features.py): deterministic, size-robust, and
faithful to the facts a schedule depends on (stride roles, reductions, carried loops)."""

from __future__ import annotations

import functools

import numpy as np
import pytest

import loopcraft
from loopcraft.analysis.features import EMBEDDING_DIM, embed, nest_features
from loopcraft.libops import expand_libcalls
from loopcraft_bench.corpus import get_kernel


def features(name: str, size: str = "small"):
    k = get_kernel(name)
    args = k.args(size)
    program = expand_libcalls(loopcraft.jit(k.func).lowered(*args))
    return nest_features(program, args)


@functools.cache
def dominant(name: str, size: str = "small") -> np.ndarray:
    nests = features(name, size)
    return embed(max(nests, key=lambda n: n.flops + n.iterations))


def test_features_are_deterministic() -> None:
    a, b = features("gemm"), features("gemm")
    assert a == b
    assert all(np.array_equal(embed(x), embed(y)) for x, y in zip(a, b, strict=True))
    e = embed(a[0])
    assert e.dtype == np.float32 and e.shape == (EMBEDDING_DIM,)
    assert abs(float(np.linalg.norm(e)) - 1.0) < 1e-6


def test_matmul_roles() -> None:
    (nest,) = features("matmul_loops")  # for i, for j, for k: C[i, j] += A[i, k] * B[k, j]
    i, j, k = nest.loops
    assert (i.label, j.label, k.label) == ("i", "j", "k")
    assert [lf.trip for lf in nest.loops] == [20.0, 24.0, 22.0]  # from the argument shapes
    assert set(j.unit_stride) == {"B", "C"} and k.unit_stride == ("A",) and "B" in k.strided
    assert "C" in k.reused and "A" in j.reused
    assert k.reduction and not k.carries and not i.carries and not j.carries
    assert k.innermost and not j.innermost
    assert nest.ops["add"] == nest.ops["mul"] == 20 * 24 * 22
    assert nest.reductions == 1 and nest.depth == 3


def test_carried_dependence_of_a_stencil_sweep() -> None:
    (nest,) = features("seidel_2d")  # in-place Gauss-Seidel: every loop carries
    assert all(lf.carries for lf in nest.main_path())


KERNELS = ["gemm", "matmul_loops", "syrk", "jacobi_2d", "seidel_2d", "conv2d_smooth", "atax",
           "mvt", "cholesky", "layernorm"]


@pytest.mark.parametrize("name", ["gemm", "jacobi_2d", "conv2d_smooth", "atax", "cholesky",
                                  "layernorm"])
def test_same_kernel_at_another_size_is_nearest(name: str) -> None:
    me_small, me_alt = dominant(name, "small"), dominant(name, "alt")
    same = float(me_small @ me_alt)
    for other in KERNELS:
        if other != name:
            assert same > float(me_small @ dominant(other, "alt")), other
