"""The GEMM micro-kernel's paths (``codegen/microkernels/gemm.h``), each differential-tested
against NumPy on operands whose products are exact (multiples of 1/4), so any summation order
must give NumPy's result bit for bit:

- A read in place (``kernel_da``: row-major A, n at most 4 micro-panels or a small product),
  with whole tiles, tails of a kernel's height (8 or 4 rows under 12-row kernels) and odd tails
  (packed into a one-panel buffer), over several kc blocks;
- B read in place (a small panel, or at most 128 rows of A and rows not 4 KiB apart) and
  packed (a transposed or sliced B, rows 4 KiB apart, edge columns);
- transposed and sliced operands with their real strides (``layout="A"``: not copied to C
  order), 1 x n, m x 1, k = 1;
- the fused epilogue (alpha, beta, bias row read in place or padded, relu) on those paths;
- two threads: a tall product split over m (each thread its own blocks), a short one whose
  threads share one block of A, both with A packed and in place;
- one compiled kernel called with shapes that grow and shrink (the per-call buffer).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

import loopcraft
from loopcraft import Recipe, Step
from loopcraft.libops.microkernel import supported_isas
from sampling import isa_cases

DTYPES = ["float64", "float32"]


def matmul(A, B):  # noqa: N803 -- the usual names of GEMM operands
    return A @ B


def everything(A, B, C, alpha, beta, bias):  # noqa: N803
    C[:] = np.maximum(0.0, beta * C + bias + (A @ B) * alpha)


def quarters(rng: np.random.Generator, *shape: int, dtype: str) -> np.ndarray:
    """Multiples of 1/4 in [-2, 2]: products and their sums (k <= 300) are exact in float32."""
    return (rng.integers(-8, 9, shape) / 4).astype(dtype)


def _kernel(fn, threads: int, fuse: bool = False, **params: Any) -> loopcraft.JitFunction:
    """``fn`` compiled with its product implemented by the micro-kernel (``params``); each
    operand layout (C order, strided, unit axes) gets its own specialization, so operands
    are passed with their real strides."""
    steps = [Step("fuse_epilogue", "matmul#0")] if fuse else []
    steps.append(Step("implement", "matmul#0", impl="microkernel", **params))
    return loopcraft.jit(fn, num_threads=threads).with_recipe(Recipe(steps))


def _check(f: loopcraft.JitFunction, a: np.ndarray, b: np.ndarray) -> None:
    got = f(a, b)
    assert got.dtype == a.dtype and got.shape == (a.shape[0], b.shape[1])
    np.testing.assert_array_equal(got, a @ b, err_msg=f"{a.shape} @ {b.shape}")


#: (m, n, k) on one thread, and the path each exercises (float64: 12 x 16 tiles, float32:
#: 12 x 32, under AVX-512; the shapes also make edges for the AVX2 and generic kernels).
ONE_THREAD_SHAPES = [
    (64, 64, 64),    # A and B in place, whole tiles and a 4-row tail
    (72, 96, 33),    # 6 whole row panels; n = 96: A in place for float32 only
    (20, 64, 40),    # tail of 8 rows (a kernel height)
    (13, 64, 50),    # tail of 1 row: the odd panel is packed, the rest read in place
    (31, 48, 17),    # tail of 7 rows
    (30, 20, 9),     # edge columns (20 < 32, 20 % 16 = 4): local tile, A in place
    (1, 64, 7),      # 1 x n
    (64, 1, 5),      # m x 1
    (17, 48, 1),     # k = 1
    (100, 1984, 48),  # B in place beyond 64 KiB (m <= 128, rows 15872 / 7936 bytes apart)
    (100, 512, 40),  # float64 rows of B 4 KiB apart: packed
    (130, 200, 300),  # A and B packed (m > 128, n > 4 panels), several blocks of A
]


@pytest.mark.parametrize("isa", isa_cases(supported_isas()))
@pytest.mark.parametrize("dtype", DTYPES)
def test_one_thread_paths_match_numpy(dtype: str, isa: str) -> None:
    """Every kernel family of this CPU: the tails that are (or are not) a kernel's height
    differ (avx2: 6-row tiles, tails of 4 and 2 rows; generic: 4, 2 and 1)."""
    f = _kernel(matmul, 1, isa=isa)
    rng = np.random.default_rng(0)
    for m, n, k in ONE_THREAD_SHAPES:
        _check(f, quarters(rng, m, k, dtype=dtype), quarters(rng, k, n, dtype=dtype))


@pytest.mark.parametrize("dtype", DTYPES)
def test_several_kc_blocks_with_a_in_place(dtype: str) -> None:
    """kc = 5: the in-place A pointer moves along k per block; beta = 1 after the first."""
    f = _kernel(matmul, 1, kc=5, mc=24)
    rng = np.random.default_rng(1)
    for m, n, k in [(64, 64, 23), (29, 48, 11), (50, 20, 7)]:
        _check(f, quarters(rng, m, k, dtype=dtype), quarters(rng, k, n, dtype=dtype))


@pytest.mark.parametrize("dtype", DTYPES)
def test_strided_operands_take_their_real_strides(dtype: str) -> None:
    """Transposed A (no unit stride along k: packed), transposed and sliced B (packed), a
    sliced row-major A (in place with its row stride), a column-sliced A (packed)."""
    f = _kernel(matmul, 1)
    rng = np.random.default_rng(2)
    q = lambda *s: quarters(rng, *s, dtype=dtype)  # noqa: E731
    cases = [
        (q(40, 64).T, q(40, 64)),            # A^T (64 x 40): column-major
        (q(64, 40), q(64, 40).T),            # B^T (40 x 64)
        (q(50, 90)[::2, 3:43], q(40, 64)),   # rows of A 180 apart, in place
        (q(25, 80)[:, ::2], q(40, 64)),      # A with stride 2 along k: packed
        (q(25, 40), q(80, 128)[::2, ::2]),   # B with strides (256, 2)
        (q(13, 40), q(40, 130)[:, 1:97]),    # B sliced: whole panels, row stride 130
    ]
    for a, b in cases:
        assert not (a.flags.c_contiguous and b.flags.c_contiguous)
        _check(f, a, b)


@pytest.mark.parametrize("dtype", DTYPES)
def test_epilogue_on_the_in_place_paths(dtype: str) -> None:
    """``relu(alpha * A @ B + beta * C + bias)`` with the bias row read in place (n a whole
    number of micro-panels, unit stride) or copied and padded (n = 40, or a strided bias),
    on one and two threads."""
    rng = np.random.default_rng(3)
    for threads in (1, 2):
        f = _kernel(everything, threads, fuse=True)
        for m, n, k, bias_step in [(24, 64, 16, 1), (19, 40, 9, 1), (26, 64, 12, 2),
                                   (601, 64, 64, 1)]:
            a, b = quarters(rng, m, k, dtype=dtype), quarters(rng, k, n, dtype=dtype)
            c = quarters(rng, m, n, dtype=dtype)
            bias = quarters(rng, n * bias_step, dtype=dtype)[::bias_step]
            alpha, beta = np.dtype(dtype).type(0.5), np.dtype(dtype).type(-2.0)
            want = np.maximum(0.0, beta * c + bias + (a @ b) * alpha).astype(dtype)
            f(a, b, c, alpha, beta, bias)
            np.testing.assert_array_equal(c, want, err_msg=f"{m}x{n}x{k}, {threads}t")


#: (m, n, k) at two threads, all at least 2 * 10**6 multiply-adds (below, one thread runs).
TWO_THREAD_SHAPES = [
    (601, 64, 64),    # tall: threads own blocks of rows; A in place, odd 1-row tail packed
    (700, 200, 30),   # tall: threads own blocks; A packed per thread, B packed (m > 128)
    (103, 64, 400),   # short: threads share one block of all rows; A in place, 7-row tail
    (100, 320, 70),   # short: shared block of packed A; B in place (m <= 128)
    (100, 330, 70),   # short: B packed (edge columns), shared block of packed A
]


@pytest.mark.parametrize("dtype", DTYPES)
def test_two_thread_splits_match_numpy(dtype: str) -> None:
    f = _kernel(matmul, 2)
    rng = np.random.default_rng(4)
    for m, n, k in TWO_THREAD_SHAPES:
        assert m * n * k >= 2_000_000
        _check(f, quarters(rng, m, k, dtype=dtype), quarters(rng, k, n, dtype=dtype))


def test_one_kernel_across_shapes_that_grow_and_shrink() -> None:
    """Consecutive calls of one compiled kernel with shapes that need no buffer, a small one
    and a large one, in both orders, on one and two threads: each call sizes its own."""
    rng = np.random.default_rng(5)
    for threads in (1, 2):
        f = _kernel(matmul, threads)
        shapes = [(64, 64, 64), (13, 64, 50), (130, 200, 300), (601, 64, 64), (1, 64, 7),
                  (130, 200, 300), (64, 64, 64)]
        for m, n, k in shapes + shapes[::-1]:
            _check(f, quarters(rng, m, k, dtype="float64"),
                   quarters(rng, k, n, dtype="float64"))
