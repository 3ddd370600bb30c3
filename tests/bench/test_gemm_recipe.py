"""The hand-written GEMM recipe of ``loopcraft_bench.gemm_recipe``: it replays on the user's
explicit loops and computes ``C + A @ B`` at sizes no block divides (remainder loops at every
level), serially and on threads. Performance is the benchmark's business, not the tests'."""

from __future__ import annotations

import numpy as np
import pytest

import loopcraft
from loopcraft import Recipe
from loopcraft.config import patch
from loopcraft_bench import gemm_recipe as gr


def _int_operands(n: int, m: int, k: int) -> tuple[np.ndarray, ...]:
    """Small integers: every product and partial sum is exact, so results must be equal to
    NumPy's bit for bit whatever the order of the sums or FMA contraction."""
    rng = np.random.default_rng(n * 10007 + m * 101 + k)
    return tuple(rng.integers(-8, 9, s).astype(np.float64) for s in ((n, m), (n, k), (k, m)))


@pytest.mark.parametrize("threads", [1, 2])
def test_default_recipe_matches_numpy_at_odd_sizes(threads: int) -> None:
    C, A, B = _int_operands(67, 45, 53)
    f = loopcraft.jit(gr.gemm, num_threads=threads).with_recipe(gr.GEMM_RECIPE)
    out = C.copy()
    with patch(parallel_threshold=64):  # so the parallel loop really runs on threads
        f(out, A, B)
    np.testing.assert_array_equal(out, C + A @ B)
    ir_text = f.inspect_ir(out, A, B)
    # A's block packed transposed, in micro-panels of 6 rows; B's in panels of 16 columns
    assert "A_pack[A_pack_p, A_pack_1, A_pack_r] = A[" in ir_text
    assert "B_pack = empty(((B_pack_n1 + 15) // 16, B_pack_n0, 16))" in ir_text
    assert "for j in parallel(" in ir_text
    assert ir_text.count("C_s") > 6 * 16  # the 6 x 16 register tile in scalars


@pytest.mark.parametrize("shape", [(67, 45, 53), (1, 1, 1), (0, 5, 3), (13, 9, 0)])
def test_small_blocks_exercise_every_remainder(shape: tuple[int, int, int]) -> None:
    """Blocks far smaller than the operands: many tiles, and partial tiles, register groups
    and column panels at every level."""
    recipe = gr.gemm_recipe(mc=7, nc=20, kc=16, mr=3, nr=8)
    C, A, B = _int_operands(*shape)
    out = C.copy()
    with patch(parallel_threshold=64):
        loopcraft.jit(gr.gemm, num_threads=2).with_recipe(recipe)(out, A, B)
    np.testing.assert_array_equal(out, C + A @ B)


def test_validate_and_recipe_forms() -> None:
    gr.validate((29, 70, 11))  # random float inputs, compared with rtol 1e-12
    assert Recipe.from_python(gr.GEMM_RECIPE.to_python()) == gr.GEMM_RECIPE
    assert "Step('unroll_and_jam', 'j', depth=2, factor=16)" in gr.GEMM_RECIPE.to_python()
