"""recognize: explicit-loop matrix products become ``libcall matmul`` (versioned on the loop
bounds), every implementation then computes the loops' result, and what is not a plain
product is refused with the reason."""

from __future__ import annotations

import numpy as np
import pytest

from loopcraft.errors import NotApplicableError
from loopcraft.ir import nodes as ir
from loopcraft.ir.printer import format_program
from loopcraft.ir.verify import verify
from loopcraft.ir.walk import walk_stmts
from loopcraft.transform import Step, get_transformation
from loopcraft_bench.suites.polybench.blas import symm
from loopcraft_bench.suites.polybench.kernels import doitgen

from .test_expand_scalar import trmm_like  # PolyBench's trmm
from .util import lowered, roundtrip, run


def gemm_ijk(C, A, B):
    n, m = C.shape
    K = A.shape[1]  # noqa: N806
    for i in range(n):
        for j in range(m):
            for k in range(K):
                C[i, j] += A[i, k] * B[k, j]


def gemm_kij_swapped(C, A, B):
    for k in range(A.shape[1]):
        for i in range(A.shape[0]):
            for j in range(B.shape[1]):
                C[i, j] += B[k, j] * A[i, k]


def corner(C, A, B):
    for i in range(3):
        for k in range(4):
            for j in range(5):
                C[i, j] += A[i, k] * B[k, j]


def in_place(C, B):
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            for k in range(C.shape[1]):
                C[i, j] += C[i, k] * B[k, j]


def transposed(C, A, B):  # C += A.T @ B.T
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            for k in range(A.shape[0]):
                C[i, j] += A[k, i] * B[j, k]


def syrk_lower(alpha, C, A):  # PolyBench's syrk after distribution: the lower triangle
    for i in range(C.shape[0]):
        for k in range(A.shape[1]):
            for j in range(i + 1):
                C[i, j] += alpha * A[i, k] * A[j, k]


def syr2k_upper(alpha, C, A, B):  # a sum of two products over the strict upper triangle
    for i in range(C.shape[0]):
        for j in range(i + 1, C.shape[1]):
            for k in range(A.shape[1]):
                C[i, j] += A[j, k] * alpha * B[i, k] + B[j, k] * alpha * A[i, k]


def band(C, A, B):  # three diagonals: the whole product would cost n / 3 times the loops
    for i in range(C.shape[0]):
        for j in range(i, i + 3):
            for k in range(A.shape[1]):
                C[i, j] += A[i, k] * B[k, j]


def k_follows_i(C, A, B):  # the sum itself is triangular: C += tril(A, -1) @ B
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            for k in range(i):
                C[i, j] += A[i, k] * B[k, j]


def k_follows_i_and_j(C, A, B):
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            for k in range(i + j):
                C[i, j] += A[i, k] * B[k, j]


def trmm_descending(A, B):  # the corpus's trmm, its scaling loop distributed off
    for i in range(B.shape[0] - 1, -1, -1):
        for k in range(i):
            for j in range(B.shape[1]):
                B[i, j] += A[i, k] * B[k, j]


def trmm_ascending(A, B):  # the same loops upwards: row k < i was already updated
    for i in range(B.shape[0]):
        for k in range(i):
            for j in range(B.shape[1]):
                B[i, j] += A[i, k] * B[k, j]


def k_downwards(C, A, B):
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            for k in range(A.shape[1] - 1, -1, -1):
                C[i, j] += A[i, k] * B[k, j]


def reads_rows_it_wrote(A, B):  # rows above i were already updated: not a product of B
    for i in range(B.shape[0]):
        for j in range(B.shape[1]):
            s = B[i, j]
            for k in range(i):
                s += A[i, k] * B[k, j]
            B[i, j] = s


def imperfect(C, A, B):
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            C[i, j] = 0.0
            for k in range(A.shape[1]):
                C[i, j] += A[i, k] * B[k, j]


def dot_per_element(C, A, B):  # the product as most people write it by hand
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            s = 0.0
            for k in range(A.shape[1]):
                s += A[i, k] * B[k, j]
            C[i, j] = s / 2.0


def covariance_like(cov, data):  # PolyBench's covariance: a triangle, a symmetric store
    m = data.shape[1]
    for i in range(m):
        for j in range(i, m):
            s = 0.0
            for k in range(data.shape[0]):
                s += data[k, i] * data[k, j]
            s /= 3.0
            cov[i, j] = s
            cov[j, i] = s


def correlation_like(corr, data):  # PolyBench's correlation: i stops short of the product
    m = data.shape[1]
    for i in range(m - 1):
        corr[i, i] = 1.0
        for j in range(i + 1, m):
            corr[i, j] = 0.0
            for k in range(data.shape[0]):
                corr[i, j] += data[k, i] * data[k, j]
            corr[j, i] = corr[i, j]
    corr[m - 1, m - 1] = 1.0


def writes_factor(C, A):
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            s = 0.0
            for k in range(A.shape[1]):
                s += A[i, k] * A[k, j]
            A[i, j] = s


def accumulator_follows_k(C, A, B):
    for i in range(A.shape[0]):
        for j in range(B.shape[1]):
            for k in range(A.shape[1]):
                C[i, k] += A[i, k] * B[k, j]
            C[i, j] += 1.0


def factor_assigned_inside(C, A, B):
    for i in range(C.shape[0]):
        c = i * 0.5
        for j in range(C.shape[1]):
            for k in range(A.shape[1]):
                C[i, j] += c * A[i, k] * B[k, j]


def two_inner_loops(C, A, B):  # two nests under i: which one is the product's j?
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            for k in range(A.shape[1]):
                C[i, j] += A[i, k] * B[k, j]
        for j in range(C.shape[1]):
            for k in range(A.shape[1]):
                C[i, j] += A[i, k]


def scaled(alpha, C, A, B):  # PolyBench's gemm: a scalar in the product
    for i in range(C.shape[0]):
        for k in range(A.shape[1]):
            for j in range(C.shape[1]):
                C[i, j] += alpha * A[i, k] * B[k, j] * 0.5


def scaled_by_loop_var(C, A, B):
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            for k in range(A.shape[1]):
                C[i, j] += A[i, k] * B[k, j] * k


def exact(*shape: int, seed: int = 0) -> np.ndarray:
    """Small integers as floats: every summation order gives the same result."""
    return np.random.default_rng(seed).integers(-8, 9, shape).astype(np.float64)


def substituted(p: ir.Program) -> ir.Program:
    """``p`` with the scalars the frontend hoists out of a loop's bounds (``_s1 = i + 1``)
    substituted into them, as the default scheduler does to make a nest perfect."""
    for s in list(walk_stmts(p.body)):
        if isinstance(s, ir.Loop):
            for x in s.body.body:
                if (isinstance(x, ir.Assign) and isinstance(x.target, ir.Var)
                        and x.target.name.startswith("_s")):
                    p = Step("forward_substitute", s.label, scalar=x.target.name).apply(p)
    return p


def operands(m: int = 9, k: int = 7, n: int = 11) -> tuple[np.ndarray, ...]:
    return exact(m, n), exact(m, k, seed=1), exact(k, n, seed=2)


@pytest.mark.parametrize("fn", [gemm_ijk, gemm_kij_swapped])
@pytest.mark.parametrize("impl", ["loops", "microkernel", "blas"])
def test_recognized_product_computes_the_loops(fn, impl: str) -> None:
    C, A, B = operands()  # noqa: N806
    p = lowered(fn, C, A, B)
    (target,) = get_transformation("recognize").targets(p)
    q = Step("recognize", target).apply(p)
    verify(q)
    roundtrip(q)
    calls = [s for s in walk_stmts(q.body) if isinstance(s, ir.LibCall)]
    assert [c.op for c in calls] == ["matmul"]
    r = Step("implement", "matmul#0", impl=impl).apply(q)
    got = run(r, C, A, B)[0]  # (the arrays after the call, then the result)
    np.testing.assert_array_equal(got, C + A @ B)


@pytest.mark.parametrize("impl", ["loops", "microkernel"])
def test_scalar_factors_move_to_the_update(impl: str) -> None:
    """``C += alpha * A * B * 0.5`` becomes ``T = A @ B; C += alpha * 0.5 * T``."""
    C, A, B = operands()  # noqa: N806
    p = lowered(scaled, 1.5, C, A, B)
    q = Step("implement", "matmul#0", impl=impl).apply(Step("recognize", "i").apply(p))
    verify(q)
    np.testing.assert_array_equal(run(q, 1.5, C, A, B)[0], C + 0.75 * (A @ B))


def test_version_test_compares_only_what_is_not_known_equal() -> None:
    """k < A.shape[1], i < A.shape[0], j < B.shape[1] are the product's extents already; only
    A.shape[1] == B.shape[0] is left for run time."""
    C, A, B = operands()  # noqa: N806
    q = Step("recognize", "k").apply(lowered(gemm_kij_swapped, C, A, B))
    assert len([s for s in walk_stmts(q.body) if isinstance(s, ir.If)]) == 1
    assert "if A.shape[1] == B.shape[0]:" in format_program(q)


def test_loops_over_a_corner_take_the_loops_at_run_time() -> None:
    """The bounds 3, 4, 5 are not the extents: the version test fails and the original loops
    run; with matching extents the library call runs."""
    C, A, B = operands()  # noqa: N806
    q = Step("recognize", "i").apply(lowered(corner, C, A, B))
    assert isinstance(next(s for s in q.body.body if not isinstance(s, ir.Assign)), ir.If)
    r = Step("implement", "matmul#0", impl="microkernel").apply(q)
    want = C.copy()
    want[:3, :5] += A[:3, :4] @ B[:4, :5]
    np.testing.assert_array_equal(run(r, C, A, B)[0], want)
    C2, A2, B2 = operands(3, 4, 5)  # noqa: N806
    np.testing.assert_array_equal(run(r, C2, A2, B2)[0], C2 + A2 @ B2)


@pytest.mark.parametrize("fn,args,reason", [
    (in_place, (exact(6, 6), exact(6, 6, seed=1)), r"C may share memory with C"),
    (writes_factor, (exact(6, 6), exact(6, 6, seed=1)), r"A may share memory with A, which "
     r"loop i writes"),
    (accumulator_follows_k, operands(), r"the accumulator C\[i, k\] depends on loop k"),
    (factor_assigned_inside, operands(), r"a scalar factor of the product is assigned in "
     r"loop i"),
    (two_inner_loops, operands(), r"loop i does not hold exactly one loop"),
    (scaled_by_loop_var, operands(), r"the statement is not C\[i, j\] \+= A\[i, k\] \* "
     r"B\[k, j\] \(or a sum of such products"),
    (band, (exact(6, 9), exact(6, 4, seed=1), exact(4, 9, seed=2)),
     r"loop j does not run over a triangle"),
    (k_follows_i_and_j, operands(), r"the bounds of loop k depend on the loops i, j: only "
     r"one loop's bounds may follow another's"),
    (reads_rows_it_wrote, (exact(6, 6), exact(6, 7, seed=1)), r"B may share memory with B, "
     r"which loop i writes, and the loops may read values they wrote"),
    (trmm_ascending, (exact(6, 6), exact(6, 7, seed=1)), r"B may share memory with B, "
     r"which loop i writes, and the loops may read values they wrote"),
    (k_downwards, operands(), r"loop k sums with step -1"),
])
def test_what_is_not_a_plain_product_is_refused(fn, args, reason: str) -> None:
    p = substituted(lowered(fn, *args))
    assert get_transformation("recognize").targets(p) == []
    with pytest.raises(NotApplicableError, match=rf"^recognize\(i\): {reason}"):
        Step("recognize", "i").apply(p)


def test_mixed_dtypes_are_refused() -> None:
    """float32 A in a float64 product: the loaded value is converted, so the statement is no
    longer the plain product of two accesses."""
    C, A, B = operands()  # noqa: N806
    p = lowered(gemm_ijk, C, A.astype(np.float32), B)
    with pytest.raises(NotApplicableError,
                       match=r"^recognize\(i\): the statement is not C\[i, j\] \+= "):
        Step("recognize", "i").apply(p)


def test_integer_products_are_recognized() -> None:
    C, A, B = (x.astype(np.int64) for x in operands())  # noqa: N806
    q = Step("recognize", "i").apply(lowered(gemm_ijk, C, A, B))
    q = Step("implement", "matmul#0", impl="loops").apply(q)
    np.testing.assert_array_equal(run(q, C, A, B)[0], C + A @ B)


@pytest.mark.parametrize("impl", ["loops", "microkernel", "blas"])
def test_transposed_operands_are_read_through_views(impl: str) -> None:
    """``A[k, i] * B[j, k]`` is ``A.T @ B.T``: the call reads transposing views, no copy."""
    C, A, B = exact(5, 6), exact(4, 5, seed=1), exact(6, 4, seed=2)  # noqa: N806
    q = Step("recognize", "i").apply(substituted(lowered(transposed, C, A, B)))
    verify(q)
    roundtrip(q)
    assert len([s for s in walk_stmts(q.body) if isinstance(s, ir.View)]) == 2
    r = Step("implement", "matmul#0", impl=impl).apply(q)
    np.testing.assert_array_equal(run(r, C, A, B)[0], C + A.T @ B.T)


@pytest.mark.parametrize("impl", ["loops", "microkernel"])
def test_a_triangle_takes_the_whole_product_and_updates_only_the_triangle(impl: str) -> None:
    C, A = exact(9, 9), exact(9, 5, seed=1)  # noqa: N806
    q = Step("recognize", "i").apply(substituted(lowered(syrk_lower, 1.5, C, A)))
    verify(q)
    roundtrip(q)
    # i's stop may not pass the product's rows; j's diagonal end needs no test
    assert "if C.shape[0] <= A.shape[0]:\n" in format_program(q)
    r = Step("implement", "matmul#0", impl=impl).apply(q)
    want = np.where(np.tri(9, dtype=bool), C + 1.5 * (A @ A.T), C)
    np.testing.assert_array_equal(run(r, 1.5, C, A)[0], want)


def test_a_sum_of_products_becomes_one_call_each() -> None:
    C, A, B = exact(7, 7), exact(7, 4, seed=1), exact(7, 4, seed=2)  # noqa: N806
    q = Step("recognize", "i").apply(substituted(lowered(syr2k_upper, 0.5, C, A, B)))
    verify(q)
    roundtrip(q)
    assert [s.op for s in walk_stmts(q.body) if isinstance(s, ir.LibCall)] == ["matmul"] * 2
    for target in ("matmul#0", "matmul#0"):  # the first is implemented, then the next
        q = Step("implement", target, impl="microkernel").apply(q)
    upper = np.triu(np.ones((7, 7), dtype=bool), 1)
    want = np.where(upper, C + 0.5 * (B @ A.T) + 0.5 * (A @ B.T), C)
    np.testing.assert_array_equal(run(q, 0.5, C, A, B)[0], want)
    # a matrix whose columns are fewer than the triangle's rows: the version test fails
    # (j's stop is not B.T's columns) and the loops run
    C2 = exact(7, 5)  # noqa: N806
    want2 = C2.copy()
    for i in range(7):
        for j in range(i + 1, 5):
            want2[i, j] += 0.5 * (B[i] @ A[j]) + 0.5 * (A[i] @ B[j])
    np.testing.assert_array_equal(run(q, 0.5, C2, A, B)[0], want2)


@pytest.mark.parametrize("impl", ["loops", "microkernel"])
def test_a_dot_product_per_element_keeps_the_loops_around_it(impl: str) -> None:
    """``s = 0; for k: s += A[i, k] * B[k, j]; C[i, j] = s / 2``: the call comes first and
    the ``k`` loop becomes ``s += T[i, j]``; what the loops do besides stays."""
    C, A, B = operands()  # noqa: N806
    q = Step("recognize", "i").apply(lowered(dot_per_element, C, A, B))
    verify(q)
    roundtrip(q)
    text = format_program(q)
    assert "s += s_matmul[i, j]" in text and "@i_mm:" in text  # (the loops: the fallback)
    r = Step("implement", "matmul#0", impl=impl).apply(q)
    np.testing.assert_array_equal(run(r, C, A, B)[0], (A @ B) / 2.0)
    q2 = Step("recognize", "i").apply(lowered(imperfect, C, A, B))  # C[i, j] accumulates
    r2 = Step("implement", "matmul#0", impl=impl).apply(q2)
    np.testing.assert_array_equal(run(r2, C, A, B)[0], A @ B)


def test_a_symmetric_triangle_of_dot_products() -> None:
    cov, data = np.zeros((6, 6)), exact(9, 6, seed=3)
    q = Step("recognize", "i").apply(lowered(covariance_like, cov, data))
    verify(q)
    q = Step("implement", "matmul#0", impl="microkernel").apply(q)
    np.testing.assert_array_equal(run(q, cov, data)[0], data.T @ data / 3.0)


def test_a_triangle_may_stop_short_of_the_product() -> None:
    """``i < m - 1`` with a product of ``m`` rows: tested ``m - 1 <= m`` (not equality) and
    the call runs; the labels of the copy that runs it are fresh, the loops as written keep
    theirs (the fallback)."""
    corr, data = np.zeros((6, 6)), exact(9, 6, seed=3)
    q = Step("recognize", "i").apply(lowered(correlation_like, corr, data))
    verify(q)
    roundtrip(q)
    text = format_program(q)
    assert "if data.shape[1] - 1 <= data.shape[1]:" in text and "@i_mm:" in text and "@i:" in text
    q = Step("implement", "matmul#0", impl="microkernel").apply(q)
    want = data.T @ data
    np.fill_diagonal(want, 1.0)
    np.testing.assert_array_equal(run(q, corr, data)[0], want)


def bound_defined_after(C, A, B):  # j's bound is the previous i's t: not i + 1
    t = 0
    for i in range(C.shape[0]):
        for j in range(t):
            for k in range(A.shape[1]):
                C[i, j] += A[i, k] * B[k, j]
        t = i + 1


def bound_read_from_an_array(C, A, B, n):
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            s = 0.0
            for k in range(n[0]):
                s += A[i, k] * B[k, j]
            C[i, j] = s
            n[0] = A.shape[1]


@pytest.mark.parametrize("fn,extra", [(bound_defined_after, ()),
                                      (bound_read_from_an_array, (np.array([3]),))])
def test_bounds_that_change_inside_the_loops_are_refused(fn, extra) -> None:
    p = lowered(fn, *operands(), *extra)
    with pytest.raises(NotApplicableError, match=r"^recognize\(i\): the bounds of loop "
                                                 r"(j|k) may change inside loop i"):
        Step("recognize", "i").apply(p)


@pytest.mark.parametrize("impl", ["loops", "microkernel"])
def test_a_triangular_sum_multiplies_a_masked_copy(impl: str) -> None:
    C, A, B = operands(9, 9, 11)  # noqa: N806
    q = Step("recognize", "i").apply(lowered(k_follows_i, C, A, B))
    verify(q)
    roundtrip(q)
    assert "A_tri = full((A.shape[0], A.shape[1]), 0.0)" in format_program(q)
    r = Step("implement", "matmul#0", impl=impl).apply(q)
    np.testing.assert_array_equal(run(r, C, A, B)[0], C + np.tril(A, -1) @ B)


def test_an_update_in_place_that_reads_only_old_values_is_a_product() -> None:
    """trmm: ``B[i, j]`` is written after its row's sum, which reads only rows below ``i``,
    not written yet: the dependence analysis finds no value read that the loops wrote."""
    A, B = exact(8, 8, seed=4), exact(8, 5, seed=5)  # noqa: N806
    q = Step("recognize", "i").apply(substituted(lowered(trmm_like, 0.5, A, B)))
    verify(q)
    q = Step("implement", "matmul#0", impl="microkernel").apply(q)
    np.testing.assert_array_equal(run(q, 0.5, A, B)[1], 0.5 * (B + np.tril(A, -1).T @ B))


def test_two_sums_in_one_loop_become_two_calls() -> None:
    """symm reads only A's lower triangle: ``tril(A) @ B + tril(A, -1).T @ B``, each sum a
    masked copy and a call, both before the loops."""
    C, A, B = exact(7, 5), exact(7, 7, seed=1), exact(7, 5, seed=2)  # noqa: N806
    q = Step("recognize", "i").apply(substituted(lowered(symm, 1.5, 0.5, C, A, B)))
    verify(q)
    roundtrip(q)
    assert [s.op for s in walk_stmts(q.body) if isinstance(s, ir.LibCall)] == ["matmul"] * 2
    for _ in range(2):
        q = Step("implement", "matmul#0", impl="microkernel").apply(q)
    sym = np.tril(A) + np.tril(A, -1).T
    np.testing.assert_array_equal(run(q, 1.5, 0.5, C, A, B)[0], 0.5 * C + 1.5 * (sym @ B))


def test_a_batch_of_rows_is_one_product() -> None:
    """doitgen: ``A[r, q, :] = A[r, q, :] @ C4`` for every ``(r, q)``, through a scratch
    row that a second loop copies back: ``A`` read as the matrix ``A[(r, q), s]`` (a view),
    one call, and the copy loop kept (it writes ``A`` only where the row was read)."""
    A, C4, acc = exact(3, 4, 6, seed=6), exact(6, 6, seed=7), np.zeros(6)  # noqa: N806
    q = Step("recognize", "r").apply(lowered(doitgen, A, C4, acc))
    verify(q)
    roundtrip(q)
    text = format_program(q)
    assert "A_2d = view(A" in text and "s += s_matmul[r * A.shape[1] + q, p]" in text
    q = Step("implement", "matmul#0", impl="microkernel").apply(q)
    np.testing.assert_array_equal(run(q, A, C4, acc)[0], (A.reshape(12, 6) @ C4)
                                  .reshape(3, 4, 6))


def test_rows_visited_downwards_are_rows_all_the_same() -> None:
    """The corpus's trmm: ``i`` runs downwards and updates ``B`` in place, reading only
    rows ``k < i`` that it has not updated yet; the update nest runs upwards."""
    A, B = exact(8, 8, seed=4), exact(8, 5, seed=5)  # noqa: N806
    q = Step("recognize", "i").apply(lowered(trmm_descending, A, B))
    verify(q)
    roundtrip(q)
    q = Step("implement", "matmul#0", impl="microkernel").apply(q)
    np.testing.assert_array_equal(run(q, A, B)[1], B + np.tril(A, -1) @ B)
