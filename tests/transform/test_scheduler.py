"""The heuristic scheduler: which recipe it writes for typical nests, and that its programs
compute what the unscheduled ones do.

Library calls are scheduled as loops here (``libop_impl="loops"``, direct emission): that is
what these tests examine; the default micro-kernel choice has tests of its own at the end."""

from __future__ import annotations

import numpy as np
import pytest

import loopcraft
from loopcraft.config import Config, patch
from loopcraft.libops import expand_libcalls
from loopcraft.schedule.scheduler import heuristic_recipe, heuristic_schedule
from loopcraft.transform import Recipe, Step
from loopcraft_bench.corpus.solvers import cholesky
from loopcraft_bench.suites.polybench.blas import syr2k
from loopcraft_bench.suites.polybench.solvers import lu

from .test_accumulate_in_place import smooth
from .test_recognize import dot_per_element
from .util import assert_same_results, lowered, run

CACHES = {"L1d": 32768, "L2": 1048576, "L3": 33554432}
VECTOR_BYTES = 64  # AVX-512: register tiles of 6 x 16 doubles
RNG = np.random.default_rng(11)


#: The register-blocked kernels these schedules produce take gcc seconds each: make test checks
#: the recipe the scheduler chose, make test-slow also compiles it and compares the results
#: (``test_gemm_is_made_perfect_distributed_and_register_blocked`` and the micro-panel test
#: compare results in make test too).
RESULTS_IN_SLOW = pytest.mark.parametrize("results", [
    pytest.param(False, id="recipe"), pytest.param(True, id="results", marks=pytest.mark.slow)])


@pytest.fixture(autouse=True)
def _direct_emission():
    with patch(libop_impl="loops"):
        yield


def gemm(alpha, beta, C, A, B):
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            C[i, j] *= beta
        for k in range(A.shape[1]):
            a = alpha * A[i, k]
            for j in range(C.shape[1]):
                C[i, j] += a * B[k, j]


def matmul_chain(A, B, D):
    return (A @ B) @ D


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


def test_gemm_is_made_perfect_distributed_and_register_blocked() -> None:
    args = _args_gemm(37, 29, 41)
    p = lowered(gemm, *args)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES)
    assert recipe == Recipe([
        Step("forward_substitute", "k", scalar="a"),
        Step("distribute", "i", at=(1,)),
        # BLIS: blocks mc x kc of A (3/4 of L2) and kc x nc of B, both packed in micro-panels
        # of the register tile's extent, and a register tile of 6 x 16 (two AVX-512 vectors
        # of doubles) with C in scalars
        Step("tile", "i_2", sizes=(384, 256, 2048)),
        Step("reorder", "i_2_o", order=("j_2_o", "k_o", "i_2_o")),
        Step("pack", "i_2_o", array="B", panel=16),
        Step("reorder", "i_2", order=("j_2", "i_2", "k")),
        Step("pack", "j_2", array="A", order=(1, 0), panel=6),
        Step("parallelize", "j_2"),
        Step("unroll_and_jam", "j_2", factor=16, depth=2),
        Step("unroll_and_jam", "i_2", factor=6),
        Step("scalar_replace", "k", array="C"),
        # the edges: rows below the last full tile in 2-row tiles, columns right of the
        # last full tile in 6-row tiles, C in scalars in all their k loops
        Step("unroll_and_jam", "i_2_rem_2", factor=2),
        Step("unroll_and_jam", "i_2_rem", factor=6),
        Step("scalar_replace", "k_rem_2", array="C"),
        Step("scalar_replace", "k_rem_2_rem", array="C"),
        Step("scalar_replace", "k_rem", array="C"),
        Step("scalar_replace", "k_rem_rem", array="C"),
        Step("parallelize", "i"),
        Step("vectorize", "j"),
        # C *= beta over contiguous rows: one loop over all of C
        Step("collapse", "i", depth=2),
    ])
    assert recipe.apply(p) == q  # the recipe replays to the program the scheduler built
    assert Recipe.from_json(recipe.to_json()) == recipe
    assert_same_results(p, q, *args)


@RESULTS_IN_SLOW
def test_register_blocks_smaller_than_the_matrices(results: bool) -> None:
    """Small caches and 16-byte vectors: several blocks along every loop, with remainders
    (tile edges, the 6-row and 4-column register tiles), all computing the same result."""
    args = _args_gemm(20, 150, 300)
    p = lowered(gemm, *args)
    recipe, q = heuristic_schedule(p, {"L1d": 4096, "L2": 32768, "L3": 1 << 20}, 16)
    assert Step("tile", "i_2", sizes=(12, 256, 64)) in recipe.steps
    assert Step("unroll_and_jam", "j_2", factor=4, depth=2) in recipe.steps
    if results:
        assert_same_results(p, q, *args)


@RESULTS_IN_SLOW
def test_float32_register_tile_is_6_x_32(results: bool) -> None:
    """Sixteen floats per AVX-512 register: the tile stays 32 wide and takes 6 rows (12
    accumulators), not 3 x 64 (which gcc vectorizes badly)."""
    args = tuple(np.float32(x) if np.isscalar(x) else x.astype(np.float32)
                 for x in _args_gemm(29, 70, 33))
    p = lowered(gemm, *args)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES)
    assert Step("unroll_and_jam", "j_2", factor=32, depth=2) in recipe.steps
    assert Step("unroll_and_jam", "i_2", factor=6) in recipe.steps
    if results:
        assert_same_results(p, q, *args)


def trmm(alpha, A, B):
    for i in range(B.shape[0] - 1, -1, -1):
        for k in range(i):
            a = A[i, k]
            for j in range(B.shape[1]):
                B[i, j] += a * B[k, j]
        for j in range(B.shape[1]):
            B[i, j] *= alpha


def test_substitution_that_enables_nothing_is_dropped() -> None:
    """trmm: making the k-j nest perfect would put the load of A[i, k] in the j loop, and the
    triangular band cannot be tiled anyway: the recipe keeps the scalar."""
    args = (1.5, RNG.random((23, 23)), RNG.random((23, 17)))
    p = lowered(trmm, *args)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES)
    assert not any(s.transformation == "forward_substitute" for s in recipe.steps)
    assert Step("parallelize", "j") in recipe.steps
    assert_same_results(p, q, *args)


def scale_rows(x, A, y):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            A[i, j] = A[i, j] * y[i] + x[j]  # y[i] is invariant in the j loop


def test_invariant_load_is_hoisted_from_the_inner_loop() -> None:
    args = (RNG.random(19), RNG.random((13, 19)), RNG.random(13))
    p = lowered(scale_rows, *args)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES)
    assert recipe.steps == (Step("parallelize", "i"), Step("hoist", "j"),
                            Step("vectorize", "j"))
    assert_same_results(p, q, *args)


def two_row_sums(alpha, beta, A, B, tmp, x, y):
    for i in range(A.shape[0]):
        tmp[i] = 0.0
        y[i] = 0.0
        for j in range(A.shape[1]):
            tmp[i] += A[i, j] * x[j]
            y[i] += B[i, j] * x[j]
        y[i] = alpha * tmp[i] + beta * y[i]


def test_every_accumulation_of_a_loop_is_kept_in_scalars_to_vectorize_it() -> None:
    # gesummv: with only one of the two sums in a scalar the other still carries j
    n, m = 11, 37
    args = (1.5, 1.2, RNG.random((n, m)), RNG.random((n, m)), np.zeros(n), RNG.random(m),
            np.zeros(n))
    p = lowered(two_row_sums, *args)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES)
    assert recipe.steps == (Step("parallelize", "i"),
                            Step("scalar_replace", "j", array="tmp"),
                            Step("scalar_replace", "j", array="y"), Step("vectorize", "j"))
    assert_same_results(p, q, *args, rtol=1e-12)


def column_sums(mean, data):
    for j in range(data.shape[1]):
        s = 0.0
        for i in range(data.shape[0]):
            s += data[i, j]  # a column walk per j
        mean[j] = s / data.shape[0]


def row_sums(mean, data):
    for i in range(data.shape[0]):
        s = 0.0
        for j in range(data.shape[1]):
            s += data[i, j]  # unit stride already: a register sum
        mean[i] = s


def test_column_walking_sum_is_accumulated_in_place_distributed_and_interchanged() -> None:
    # the sum goes into mean[j] itself (`mean[j] = s / n` becomes `mean[j] = mean[j] / n`);
    # LU's `w`, stored into the A its sum reads, is expanded instead (test below)
    args = (np.zeros(23), RNG.random((17, 23)))
    p = lowered(column_sums, *args)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES)
    assert recipe.steps[:3] == (Step("accumulate_in_place", "j", scalar="s"),
                                Step("distribute", "j", at=(1, 2)),
                                Step("reorder", "j_2", order=("i", "j_2")))
    assert_same_results(p, q, *args, rtol=1e-12)
    p = lowered(row_sums, np.zeros(17), args[1])
    assert not {"expand_scalar", "accumulate_in_place"} & {
        s.transformation for s in heuristic_recipe(p, CACHES, VECTOR_BYTES).steps}


def damped_column_sums(mean, data):
    for j in range(data.shape[1]):
        s = 1.0
        for i in range(data.shape[0]):
            s = s - s * data[i, j]  # a recurrence in s, not a sum
        mean[j] = s


def test_lu_rows_are_solved_and_updated_along_rows() -> None:
    # `w -= A[i, k] * A[k, j]` walks column j per j in both halves of LU's row i: the row of
    # L becomes a right-looking solve, the row of U a row update (k outside j)
    A = np.tril(RNG.random((19, 19)), -1) + np.triu(RNG.random((19, 19))) + 19 * np.eye(19)
    p = lowered(lu, A)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES)
    assert recipe.steps[:4] == (Step("right_looking", "j"),
                                Step("expand_scalar", "j_2", scalar="w"),
                                Step("distribute", "j_2", at=(1, 2)),
                                Step("reorder", "j_2_2", order=("k_2", "j_2_2")))
    assert_same_results(p, q, A)  # the same subtractions in the same order: bit-exact
    # Cholesky's sums walk rows (A[j, k]): the row updates would walk columns
    p = lowered(cholesky, A @ A.T)
    assert not any(s.transformation == "right_looking"
                   for s in heuristic_recipe(p, CACHES, VECTOR_BYTES).steps)
    p = lowered(damped_column_sums, np.zeros(23), RNG.random((17, 23)))
    assert not {"expand_scalar", "accumulate_in_place"} & {
        s.transformation for s in heuristic_recipe(p, CACHES, VECTOR_BYTES).steps}


def test_a_window_sum_per_element_moves_outside_the_row() -> None:
    # `acc = 0; for a: for b: acc += ...; out[i, j] = acc`: the sum goes into out[i, j]
    # itself, and j, independent and unit-stride, runs innermost under the window's loops;
    # i keeps its parallel loop (a temporary along j would have been shared by its threads)
    img, w = RNG.random((30, 37)), RNG.random((5, 5))
    out = np.zeros((26, 33))
    p = lowered(smooth, out, img, w)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES)
    assert recipe.steps[:4] == (Step("accumulate_in_place", "j", scalar="acc"),
                                Step("distribute", "j", at=(1,)),
                                Step("reorder", "j_2", order=("a", "b", "j_2")),
                                Step("parallelize", "i"))
    assert Step("vectorize", "j_2") in recipe.steps
    assert_same_results(p, q, out, img, w)


@RESULTS_IN_SLOW
def test_every_matmul_libcall_is_register_blocked(results: bool) -> None:
    A, B, D = RNG.random((40, 30)), RNG.random((30, 50)), RNG.random((50, 20))
    p = lowered(matmul_chain, A, B, D)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES)
    # the second call is "matmul#0" again once the first is implemented
    assert recipe.steps[:2] == (Step("implement", "matmul#0", impl="loops"),) * 2
    for mm in ("mm1", "mm2"):
        assert Step("unroll_and_jam", f"{mm}_i", factor=6) in recipe.steps
        assert Step("parallelize", f"{mm}_zero_i") in recipe.steps  # zeroing is not fused
    if results:
        assert_same_results(expand_libcalls(p), q, A, B, D)


def batched_product(A, B):
    return A @ B


@RESULTS_IN_SLOW
def test_batched_product_is_register_blocked_inside_its_batch_loop(results: bool) -> None:
    """The product's three loops under the batch loop get the same BLIS recipe; the packed
    panels are the 2-d slices of the current batch entry (A transposed: axes (0, 2, 1))."""
    A, B = RNG.random((3, 40, 30)), RNG.random((3, 30, 50))
    p = lowered(batched_product, A, B)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES)
    assert Step("pack", "mm1_i_o", array="B", panel=16) in recipe.steps
    assert Step("pack", "mm1_j", array="A", order=(0, 2, 1), panel=6) in recipe.steps
    assert Step("unroll_and_jam", "mm1_i", factor=6) in recipe.steps
    if results:
        assert_same_results(expand_libcalls(p), q, A, B, rtol=1e-12)


def product_ijk_with_init(tmp, A, B):
    ni, nk = A.shape
    nj = B.shape[1]
    for i in range(ni):
        for j in range(nj):
            tmp[i, j] = 0.0
            for k in range(nk):
                tmp[i, j] += A[i, k] * B[k, j]


def consumer(tmp, A, B, D):
    product_ijk_with_init(tmp, A, B)
    for i in range(D.shape[0]):
        for j in range(D.shape[1]):
            D[i, j] = 2.0 * tmp[i, j]


@RESULTS_IN_SLOW
def test_product_in_ijk_order_with_its_initialization_is_isolated_and_blocked(
        results: bool) -> None:
    """``for i: for j: C = 0; for k: C += ...``: ``j`` then ``i`` are distributed around the
    ``k`` loop and the product band gets the BLIS recipe; a following consumer loop is not
    fused into it (fusion would keep the nest imperfect)."""
    tmp, A, B = np.zeros((20, 26)), RNG.random((20, 30)), RNG.random((30, 26))
    p = lowered(product_ijk_with_init, tmp, A, B)
    recipe = heuristic_recipe(p, CACHES, VECTOR_BYTES)
    assert recipe.steps[:2] == (Step("distribute", "j", at=(1,)),
                                Step("distribute", "i", at=(1,)))
    assert Step("unroll_and_jam", "i_2", factor=6) in recipe.steps
    if results:
        assert_same_results(p, recipe.apply(p), tmp, A, B)
    D = np.zeros((20, 26))
    q = lowered(consumer, tmp, A, B, D)
    recipe = heuristic_recipe(q, CACHES, VECTOR_BYTES)
    assert not any(step.transformation == "fuse" for step in recipe.steps)
    assert any(step.transformation == "unroll_and_jam" for step in recipe.steps)
    if results:
        assert_same_results(q, recipe.apply(q), tmp, A, B, D)


def test_loop_order_for_unit_stride() -> None:
    x, A, y = RNG.random(23), RNG.random((31, 23)), RNG.random(31)
    p = lowered(mvt_transposed, x, A, y)
    recipe = heuristic_recipe(p, CACHES, VECTOR_BYTES)
    assert recipe.steps[0] == Step("reorder", "j", order=("i", "j"))
    assert_same_results(p, recipe.apply(p), x, A, y)
    # already in the right order: no reorder for the stride (only the column strips')
    steps = heuristic_recipe(lowered(mvt, x, A, y), CACHES, VECTOR_BYTES).steps
    assert steps[:2] == (Step("split", "j", factor=1024),
                         Step("reorder", "i", order=("j_o", "i", "j")))


def test_vector_times_matrix_runs_column_strips_in_parallel() -> None:
    """x @ A: strips of 1024 columns (y's part fits in a third of a 32 KiB L1),
    the strip loop outermost and parallel -- one parallel region, not one per four rows;
    A @ x keeps its parallel row loop."""
    x, A, y = np.zeros(2100), RNG.random((31, 2100)), RNG.random(31)
    p = lowered(mvt, x, A, y)
    recipe = heuristic_recipe(p, CACHES, VECTOR_BYTES)
    assert Step("split", "j", factor=1024) in recipe.steps
    assert Step("parallelize", "j_o") in recipe.steps
    assert_same_results(p, recipe.apply(p), x, A, y, rtol=1e-12)
    got = np.ones(2100)
    loopcraft.jit(mvt, num_threads=2)(got, A, y)
    np.testing.assert_allclose(got, 1.0 + y @ A, rtol=1e-12)
    rows = heuristic_recipe(lowered(row_dots, np.zeros(31), A, RNG.random(2100)),
                            CACHES, VECTOR_BYTES)
    assert not any(s.transformation == "split" for s in rows.steps)


def row_dots(y, A, x):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            y[i] += A[i, j] * x[j]


def five_point(B, A):
    for i in range(1, A.shape[0] - 1):
        for j in range(1, A.shape[1] - 1):
            B[i, j] = A[i - 1, j] + A[i + 1, j] + A[i, j - 1] + A[i, j + 1] - 4.0 * A[i, j]


def test_matrix_vector_bands_take_four_rows_at_a_time() -> None:
    # A @ x (each row a dot with x) and x @ A (each row added into x1): 4 rows share the
    # vector's loads (and stores); 31 rows leave a remainder of 3
    x, A, y = RNG.random(23), RNG.random((31, 23)), RNG.random(31)
    for fn, args in ((mvt, (x, A, y)), (row_dots, (y, A, x))):
        p = lowered(fn, *args)
        recipe = heuristic_recipe(p, CACHES, VECTOR_BYTES)
        assert Step("unroll_and_jam", "i", factor=4) in recipe.steps, fn.__name__
        assert_same_results(p, recipe.apply(p), *args, rtol=1e-12)
    # a stencil reads no vector that every row shares
    p = lowered(five_point, np.zeros_like(A), A)
    assert not any(s.transformation == "unroll_and_jam"
                   for s in heuristic_recipe(p, CACHES, VECTOR_BYTES).steps)


def test_transpose_like_band_is_tiled_for_l1() -> None:
    A = RNG.random((45, 45))
    p = lowered(transpose_add, np.zeros_like(A), A)
    recipe = heuristic_recipe(p, CACHES, VECTOR_BYTES)
    assert Step("tile", "i", sizes=(32, 32)) in recipe.steps
    assert_same_results(p, recipe.apply(p), np.zeros_like(A), A)


def test_producer_consumer_loops_are_fused_and_the_temporary_contracted() -> None:
    x = RNG.random(50)
    p = lowered(producer_consumer, x, np.zeros_like(x))
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES)
    assert recipe.steps[:2] == (Step("fuse", "i", other="i_2"), Step("contract", "i", array="t"))
    assert not any(d.name == "t" for d in q.locals)
    # the vectorized loop calls libmvec's sin, within an ulp or two of the scalar sin
    assert_same_results(p, q, x, np.zeros_like(x), rtol=1e-14)


def test_carried_dependences_get_no_parallel_or_vector_step() -> None:
    A = RNG.random((20, 20))
    recipe = heuristic_recipe(lowered(seidel, A), CACHES, VECTOR_BYTES)
    assert recipe == Recipe([])


def product_of_transposed(A, B):
    return A.T @ B


@pytest.mark.parametrize("dtype", ["float64", pytest.param("float32", marks=pytest.mark.slow)])
@pytest.mark.parametrize("m,k,n", [pytest.param(200, 270, 37, marks=pytest.mark.slow),
                                   pytest.param(7, 300, 50, marks=pytest.mark.slow),
                                   (13, 5, 70)])
def test_blocked_product_in_micro_panels_matches_numpy(m: int, k: int, n: int,
                                                       dtype: str) -> None:
    """The BLIS recipe with both operands packed in micro-panels, on shapes that cross the
    cache blocks (mc = 384, kc = 256 for doubles) and leave remainders of the register tile
    in both directions, also with a transposed operand: equal to NumPy (and bit-equal to the
    unscheduled loops)."""
    A, B = RNG.random((m, k)).astype(dtype), RNG.random((k, n)).astype(dtype)
    for fn, args in ((matmul_chain_one, (A, B)), (product_of_transposed, (A.T.copy(), B))):
        p = lowered(fn, *args)
        recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES)
        assert any(s.transformation == "pack" and s.kwargs.get("panel") for s in recipe.steps)
        assert_same_results(expand_libcalls(p), q, *args)
        (got,) = run(q, *args)[-1:]
        want = args[0].T @ args[1] if fn is product_of_transposed else A @ B
        np.testing.assert_allclose(got, want, rtol=1e-5 if dtype == "float32" else 1e-12)


def matmul_chain_one(A, B):
    return A @ B


# ------------------------------------------------------------------ library implementation


def int_product(A, B):
    return A @ B


def product_and_gemv(A, B, x):
    return (A @ B) @ x


def vec_times_mat(x, A):
    return x @ A


def test_default_implements_products_and_gemv_with_the_microkernel() -> None:
    # a gemv too: only the kernel splits A's rows or columns evenly over the threads at run
    # time (the loops' x @ A strips have a width fixed when the recipe is made)
    assert Config().libop_impl == "microkernel"  # unless LOOPCRAFT_LIBOP_IMPL says otherwise
    A, B, x = RNG.random((40, 30)), RNG.random((30, 50)), RNG.random(50)
    p = lowered(product_and_gemv, A, B, x)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES, libop_impl="microkernel")
    assert recipe.steps[:2] == (Step("implement", "matmul#0", impl="microkernel"),
                                Step("implement", "gemv#0", impl="microkernel"))
    assert_same_results(expand_libcalls(p), q, A, B, x, rtol=1e-12)


@pytest.mark.parametrize("impl", ["loops", "blas"])
def test_gemv_follows_the_configured_implementation(impl: str) -> None:
    x, A = RNG.random(30), RNG.random((30, 20))
    p = lowered(vec_times_mat, x, A)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES, libop_impl=impl)
    assert recipe.steps[0] == Step("implement", "gemv#0", impl=impl)
    assert_same_results(expand_libcalls(p), q, x, A, rtol=1e-12)


def test_integer_gemv_falls_back_to_loops() -> None:
    x, A = RNG.integers(0, 9, 30), RNG.integers(0, 9, (30, 20))
    p = lowered(vec_times_mat, x, A)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES, libop_impl="microkernel")
    assert recipe.steps[0] == Step("implement", "gemv#0", impl="loops")
    assert_same_results(expand_libcalls(p), q, x, A)


@RESULTS_IN_SLOW
def test_a_product_the_configured_kernel_refuses_gets_loops(results: bool) -> None:
    A, B = RNG.integers(0, 9, (20, 30)), RNG.integers(0, 9, (30, 10))
    p = lowered(int_product, A, B)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES, libop_impl="microkernel")
    assert recipe.steps[0] == Step("implement", "matmul#0", impl="loops")
    if results:
        assert_same_results(expand_libcalls(p), q, A, B, rtol=1e-12)


@pytest.mark.parametrize("impl", ["blas", "microkernel"])
def test_libop_impl_option_chooses_the_implementation(impl: str) -> None:
    A, B = RNG.random((20, 30)), RNG.random((30, 10))
    p = lowered(int_product, A, B)
    with patch(libop_impl=impl):
        recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES)
    assert recipe.steps[0] == Step("implement", "matmul#0", impl=impl)
    assert_same_results(expand_libcalls(p), q, A, B, rtol=1e-12)
    with pytest.raises(ValueError, match="libop_impl='fast'"):
        heuristic_schedule(p, CACHES, VECTOR_BYTES, libop_impl="fast")


@RESULTS_IN_SLOW
def test_explicit_loop_products_are_recognized_and_given_the_kernel(results: bool) -> None:
    """gemm in loops: the scaling loop is distributed off, ``a = alpha * A[i, k]`` substituted,
    and the product nest (a scalar factor in it) becomes the micro-kernel's call; its loops
    stay as the run-time fallback."""
    C, A, B = RNG.random((20, 30)), RNG.random((20, 25)), RNG.random((25, 30))
    p = lowered(gemm, 1.5, 1.2, C, A, B)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES, libop_impl="microkernel")
    kinds = [s.transformation for s in recipe.steps]
    at = kinds.index("recognize")
    assert recipe.steps[at + 1] == Step("implement", "matmul#0", impl="microkernel")
    assert {"forward_substitute", "distribute"} <= set(kinds[:at])
    if results:
        assert_same_results(p, q, 1.5, 1.2, C, A, B, rtol=1e-12)
    ints = [x.astype(np.int64) for x in (C * 9, A * 9, B * 9)]
    p = lowered(gemm, 2, 3, *ints)  # the kernel refuses integers: the loops are scheduled
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES, libop_impl="microkernel")
    assert not any(s.transformation in ("recognize", "implement") for s in recipe.steps)
    if results:
        assert_same_results(p, q, 2, 3, *ints)


def test_triangular_products_are_recognized_with_one_call_per_product() -> None:
    """The triangle's bound ``i + 1`` is substituted into the nest, the scaling loop
    distributed off, and each of the two products (their second factor transposed) becomes a
    micro-kernel call over the whole rectangle; only the triangle is updated."""
    C, A, B = RNG.random((40, 40)), RNG.random((40, 30)), RNG.random((40, 30))
    p = lowered(syr2k, 1.5, 1.2, C, A, B)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES, libop_impl="microkernel")
    kinds = [s.transformation for s in recipe.steps]
    at = kinds.index("recognize")
    assert recipe.steps[at + 1: at + 3] == (Step("implement", "matmul#0", impl="microkernel"),) * 2
    assert {"forward_substitute", "distribute"} <= set(kinds[:at])
    assert_same_results(p, q, 1.5, 1.2, C, A, B, rtol=1e-12)


@RESULTS_IN_SLOW
def test_a_dot_product_per_element_is_recognized_before_it_is_taken_apart(results: bool) -> None:
    """Without the early recognition, ``expand_accumulators`` would expand ``s`` and
    distribute ``j`` first, and the product would stay loops."""
    C, A, B = np.zeros((30, 25)), RNG.random((30, 20)), RNG.random((20, 25))
    p = lowered(dot_per_element, C, A, B)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES, libop_impl="microkernel")
    assert recipe.steps[:2] == (Step("recognize", "i", op="matmul"),
                                Step("implement", "matmul#0", impl="microkernel"))
    if results:
        assert_same_results(p, q, C, A, B, rtol=1e-12)


def test_a_convolution_written_as_loops_becomes_the_kernel_call() -> None:
    """A direct NCHW convolution of seven loops is recognized like a product and implemented
    with the configured kernel; its loops stay as the fallback (and are scheduled: the sum
    in place, the window outside the row)."""
    from loopcraft_bench.corpus.ml import conv2d_nchw

    x = RNG.random((2, 3, 9, 10)).astype(np.float32)
    w = RNG.random((4, 3, 3, 3)).astype(np.float32)
    bias = RNG.random(4).astype(np.float32)
    p = lowered(conv2d_nchw, x, w, bias)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES, libop_impl="microkernel")
    assert recipe.steps[:2] == (Step("recognize", "n", op="conv2d"),
                                Step("implement", "conv2d#0", impl="microkernel"))
    assert Step("accumulate_in_place", "j", scalar="acc") in recipe.steps
    assert_same_results(p, q, x, w, bias, rtol=1e-5)


def csr_rows(y, indptr, indices, data, x):
    for i in range(y.shape[0]):
        s = 0.0
        for k in range(indptr[i], indptr[i + 1]):
            s += data[k] * x[indices[k]]
        y[i] = s


def test_a_loop_that_gathers_through_an_index_array_is_not_vectorized() -> None:
    # a vector loop would gather x[indices[k]] (microcoded on this machine class)
    n, m = 40, 30
    counts = RNG.integers(0, 12, n)
    indptr = np.concatenate([[0], np.cumsum(counts)]).astype(np.int64)
    indices = RNG.integers(0, m, int(indptr[-1])).astype(np.int64)
    data, x = RNG.random(int(indptr[-1])), RNG.random(m)
    p = lowered(csr_rows, np.zeros(n), indptr, indices, data, x)
    recipe, q = heuristic_schedule(p, CACHES, VECTOR_BYTES)
    assert recipe.steps == (Step("parallelize", "i"),)
    assert_same_results(p, q, np.zeros(n), indptr, indices, data, x)
