"""The heuristic scheduler: which recipe it writes for typical nests, and that its programs
compute what the unscheduled ones do."""

from __future__ import annotations

import numpy as np

from loopcraft.transform import Recipe, Step
from loopcraft.transform.scheduler import heuristic_recipe, heuristic_schedule

from .util import assert_same_results, lowered

CACHES = {"L1d": 32768, "L2": 1048576, "L3": 33554432}
RNG = np.random.default_rng(11)


def gemm(alpha, beta, C, A, B):
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            C[i, j] *= beta
        for k in range(A.shape[1]):
            a = alpha * A[i, k]
            for j in range(C.shape[1]):
                C[i, j] += a * B[k, j]


def mvt(x1, A, y1):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            x1[j] += A[i, j] * y1[i]  # column walk: j must stay innermost


def mvt_transposed(x1, A, y1):
    for j in range(A.shape[1]):
        for i in range(A.shape[0]):
            x1[j] += A[i, j] * y1[i]  # i innermost walks A by columns


def transpose_add(B, A):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            B[i, j] = A[i, j] + A[j, i]


def producer_consumer(x, y):
    t = np.empty(x.shape[0])
    for i in range(x.shape[0]):
        t[i] = np.sin(x[i])
    for i in range(x.shape[0]):
        y[i] = t[i] * 2.0


def seidel(A):
    for i in range(1, A.shape[0] - 1):
        for j in range(1, A.shape[1] - 1):
            A[i, j] = (A[i - 1, j] + A[i, j - 1] + A[i, j] + A[i + 1, j] + A[i, j + 1]) * 0.2


def _args_gemm(n: int, m: int, k: int) -> tuple:
    return 1.5, 0.5, RNG.random((n, m)), RNG.random((n, k)), RNG.random((k, m))


def test_gemm_is_made_perfect_distributed_tiled_and_parallel() -> None:
    args = _args_gemm(37, 29, 41)
    p = lowered(gemm, *args)
    recipe, q = heuristic_schedule(p, CACHES)
    assert recipe == Recipe([
        Step("forward_substitute", "k", scalar="a"),
        Step("distribute", "i", at=(1,)),
        Step("tile", "i_2", sizes=(144, 144, 144)),
        Step("parallelize", "i"),
        Step("parallelize", "i_2_o"),
        Step("vectorize", "j"),
        Step("vectorize", "j_2"),
    ])
    assert recipe.apply(p) == q  # the recipe replays to the program the scheduler built
    assert Recipe.from_json(recipe.to_json()) == recipe
    assert_same_results(p, q, *args)


def test_loop_order_for_unit_stride() -> None:
    x, A, y = RNG.random(23), RNG.random((31, 23)), RNG.random(31)
    p = lowered(mvt_transposed, x, A, y)
    recipe = heuristic_recipe(p, CACHES)
    assert recipe.steps[0] == Step("reorder", "j", order=("i", "j"))
    assert_same_results(p, recipe.apply(p), x, A, y)
    # already in the right order: no reorder step
    assert not any(s.transformation == "reorder"
                   for s in heuristic_recipe(lowered(mvt, x, A, y), CACHES))


def test_transpose_like_band_is_tiled_for_l1() -> None:
    A = RNG.random((45, 45))
    p = lowered(transpose_add, np.zeros_like(A), A)
    recipe = heuristic_recipe(p, CACHES)
    assert Step("tile", "i", sizes=(32, 32)) in recipe.steps
    assert_same_results(p, recipe.apply(p), np.zeros_like(A), A)


def test_producer_consumer_loops_are_fused_and_the_temporary_contracted() -> None:
    x = RNG.random(50)
    p = lowered(producer_consumer, x, np.zeros_like(x))
    recipe, q = heuristic_schedule(p, CACHES)
    assert recipe.steps[:2] == (Step("fuse", "i", other="i_2"), Step("contract", "i", array="t"))
    assert not any(d.name == "t" for d in q.locals)
    # the vectorized loop calls libmvec's sin, within an ulp or two of the scalar sin
    assert_same_results(p, q, x, np.zeros_like(x), rtol=1e-14)


def test_carried_dependences_get_no_parallel_or_vector_step() -> None:
    A = RNG.random((20, 20))
    recipe = heuristic_recipe(lowered(seidel, A), CACHES)
    assert recipe == Recipe([])
