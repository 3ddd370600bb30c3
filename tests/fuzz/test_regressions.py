"""Minimal reproducers of bugs the differential fuzzer found, each marked
``xfail(strict=True)`` until fixed: a fix makes the test pass, and strict xfail then fails,
so the marker has to be removed (and the reproducer becomes a plain regression test)."""

from __future__ import annotations

import numpy as np
import pytest

import loopcraft
from loopcraft.codegen.simd_lanes import without_lane_conflicts
from loopcraft.errors import LaneConflictError, ScheduleError
from loopcraft.frontend.python.lower import ArgSpec, lower_function
from loopcraft.ir import nodes as ir
from loopcraft.ir.parser import parse_program
from loopcraft.ir.walk import walk_stmts
from loopcraft.libops.depthwise import dwconv2d_call
from loopcraft.pipeline import build_program, finish_schedule
from loopcraft.transform import TRANSFORMATIONS, Recipe, Step, load_all
from loopcraft_bench.testing.batch import fuzz_flags
from loopcraft_bench.testing.fuzz import reassociates
from loopcraft_bench.testing.progen_libops import conv2d_reference

load_all()


def producer_consumer(A, B, n):
    e0 = np.empty(n + 2)
    for i in range(1, n + 1):
        e0[i] = B[i + 1] * 1.5
    for i in range(1, n + 1):
        A[i] = e0[i] * 0.75


def test_contract_check_on_a_remainder_loop_refuses() -> None:
    """contract.check raised StopIteration (fuzz: --seed 1 --program 4): strip-mining copies
    the body into a remainder loop, so the accesses outside the remainder loop are the *same*
    statement objects as those inside it and could not be told apart by identity."""
    vec = ArgSpec("array", "float64", 1, "C")
    p = lower_function(producer_consumer, (vec, vec, ArgSpec("scalar", "int64", weak=True)))
    q = Recipe([Step("fuse", "i", other="i_2"),
                Step("vectorize", "i", mode="strip", width=2)]).apply(p)
    with pytest.raises(ScheduleError, match=r"contract\(i_r\): e0 is accessed outside loop i_r"):
        Step("contract", "i_r", array="e0").check(q)


@loopcraft.jit
def _scaled_sum(a, b, d):
    return a * 1.5 + np.maximum(b, d)


@pytest.mark.xfail(strict=True, reason=(
    "by design: the default flags let gcc contract a * b + c into an FMA (GNU C's default "
    "-ffp-contract=fast; one rounding instead of two, and the matrix-product loops need it), "
    "so results may differ from NumPy's in the last bit (README, Limitations); the "
    "differential tests compile with -ffp-contract=off"))
def test_compiled_arithmetic_rounds_like_numpy() -> None:
    a, b, d = np.random.default_rng(0).random((3, 3000))
    np.testing.assert_array_equal(_scaled_sum(a, b, d), a * 1.5 + np.maximum(b, d))


def unrolled_sums(A, n):
    s0 = 0.0
    for i in range(1, 4):
        A[i] = A[i] * 0.5 + A[i] - i * 0.75
        for j in range(1, i):  # noqa: B007 - the loop repeats the inner one
            for k in range(i, 0, -1):
                s0 += A[k] * 0.5
    return s0


def test_unroll_twice_of_a_triangular_nest_with_negative_step() -> None:
    """gcc 12.2 vectorizes in-order (fold-left) float reductions in down-counting loops into
    wrong code (found by the fuzzer: --seed 3 --program 10); codegen now emits such loops
    counting up. Pure-C reproducer (gcc 12.2.0 prints 6.375 at -O3 -march=native, 5.625 when
    the loop over ``k`` with step -2 counts up)::

        double kernel(double* A) {  /* __attribute__((noinline)), A[k] = k, k < 8 */
            double s = 0.0;
            for (int64_t i = 1; i < 4; i++) {
                A[i] = A[i] * 0.5 + A[i] - (double)i * 0.75;
                int64_t stop2 = 1 + fdiv(imax(i - 1, 0), 2) * 2;  /* floor division */
                for (int64_t j = 1; j < stop2; j += 2) {
                    for (int64_t k = i; k > 0; k--) s += A[k] * 0.5;
                    int64_t stop4 = i - fdiv(imax(i, 0), 2) * 2;
                    for (int64_t k = i; k > stop4; k -= 2) {
                        s += A[k] * 0.5; s += A[k - 1] * 0.5; }
                    for (int64_t k = i - fdiv(imax(i, 0), 2) * 2; k > 0; k--) s += A[k] * 0.5;
                }
                for (int64_t j = 1 + fdiv(imax(i - 1, 0), 2) * 2; j < i; j++)
                    for (int64_t k = i; k > 0; k--) s += A[k] * 0.5;
            }
            return s;
        }
    """
    vec, n = ArgSpec("array", "float64", 1, "C"), ArgSpec("scalar", "int64", weak=True)
    p = lower_function(unrolled_sums, (vec, n))
    q = Recipe([Step("unroll", "j", factor=2), Step("unroll", "k_u1", factor=2)]).apply(p)
    _, module = build_program(q, weak=(True,))
    assert module.run(np.arange(8.0), 5) == 5.625  # what the untransformed program returns


def down_counting_pair_sum(A, i, stop):
    s = 0.0
    for k in range(i, stop, -2):
        s += A[k] * 0.5
        s += A[k - 1] * 0.5
    return s


def test_down_counting_reduction_is_not_miscompiled() -> None:
    """The smallest form of the gcc 12.2 bug above: a two-term reduction in a loop with step
    -2 summed 1.0 instead of 0.75 for ``i=3, stop=0`` before codegen counted such loops up."""
    f = loopcraft.jit(down_counting_pair_sum)
    A = np.arange(64) * 0.25
    for i in range(1, 40):
        for stop in range(0, i):
            assert f(A, i, stop) == down_counting_pair_sum(A, i, stop), (i, stop)


def _depthwise(relu: bool) -> ir.Program:
    """A dwconv2d call (the ONNX front end's form), stride (2, 1), taps 1x3, as the fuzzer
    drew it (--seed 7 --program 1 of the library-op generator)."""
    p = parse_program("def dw(x: array(f64, 4d, C), w: array(f64, 4d, C), "
                      "b: array(f64, 1d, C), out: array(f64, 4d, C)):\n    pass\n")
    return ir.replace(p, body=ir.Block((dwconv2d_call("out", "x", "w", "b", (2, 1), (0, 1),
                                                      relu),)))


def test_implement_declares_that_kernels_reassociate() -> None:
    """A depthwise convolution's micro-kernel sums the taps in its own order: it differed from
    the loops in the last bit (1.1e-16) and the fuzzer, comparing bit for bit because
    ``implement`` declared no reassociation, reported a miscompile. Both equal NumPy within
    rounding; the kernels (not ``loops``) now declare that they reassociate."""
    p, impl = _depthwise(relu=True), TRANSFORMATIONS["implement"]
    assert reassociates(impl, p, "dwconv2d#0", {"impl": "microkernel"})
    assert reassociates(impl, p, "dwconv2d#0", {"impl": "blas"})
    assert not reassociates(impl, p, "dwconv2d#0", {"impl": "loops"})
    g = np.random.default_rng(2574649770)
    x, w, b = g.uniform(-1, 1, (1, 3, 8, 9)), g.uniform(-1, 1, (3, 1, 1, 3)), g.uniform(-1, 1, 3)
    want = np.maximum(conv2d_reference(x, w, (2, 1), (0, 1), True) + b[None, :, None, None], 0)
    for recipe in (Recipe([]), Recipe([Step("implement", "dwconv2d#0", impl="microkernel")])):
        out = np.zeros_like(want)
        with fuzz_flags():
            build_program(finish_schedule(recipe.apply(p)))[1].run(x, w, b, out)
        np.testing.assert_allclose(out, want, rtol=1e-12, atol=1e-14)


def one_row_product(A, B, C, n):
    for i in range(1):
        for k in range(A.shape[1]):
            for j in range(i + 1):
                C[i, j] += A[i, k] * B[k, j]


def test_distribute_of_a_parallel_loop_refuses_to_split_a_scalar() -> None:
    """fuzz --seed 2 --program 113 (library-op generator): distribute split the parallel loop
    i between ``_s1 = i + 1`` (the hoisted bound) and the loop reading ``_s1``; OpenMP
    privatizes ``_s1`` per parallel loop, so the second loop read a stale value (C off by
    0.33). With one trip there is no carried dependence; the parallel loop now refuses."""
    mat = ArgSpec("array", "float64", 2, "C")
    p = lower_function(one_row_product, (mat, mat, mat, ArgSpec("scalar", "int64", weak=True)))
    q = Recipe([Step("parallelize", "i", chunk=0, collapse=1, schedule="static"),
                Step("reorder", "i", order=["k", "i"])]).apply(p)
    with pytest.raises(ScheduleError, match=r"distribute\(i\).*_s1"):
        Step("distribute", "i", at=[1]).check(q)


def strided_conv(x, w, b, out, n):
    for k in range(out.shape[1]):
        for j in range(out.shape[3]):
            for m in range(out.shape[0]):
                for i in range(out.shape[2]):
                    acc = b[k]
                    for c in range(w.shape[1]):
                        for s in range(w.shape[3]):
                            for r in range(w.shape[2]):
                                acc += w[k, c, r, s] * x[m, c, i * 2 + r, j * 1 + s]
                    out[m, k, i, j] = acc


def test_dependence_analysis_at_isl_operation_limit_is_conservative() -> None:
    """fuzz --seed 5 --program 2: interchange's check raised TypeError (isl, stopped at the
    analysis' operation limit, returned no value where a distance was read). The pair now
    gets the conservative answer, and the check decides on it."""
    arr4, arr1 = ArgSpec("array", "float64", 4, "C"), ArgSpec("array", "float64", 1, "C")
    p = lower_function(strided_conv, (arr4, arr4, arr1, arr4,
                                      ArgSpec("scalar", "int64", weak=True)))
    q = Recipe([Step("split", "m", factor=8),
                Step("pack", "m", array="w", order=[0, 1, 2, 3], panel=3)]).apply(p)
    step = Step("interchange", "j", inner="m_o")
    try:
        step.check(q)
    except ScheduleError:
        pass  # refused is fine (the conservative answer may forbid it); a crash is not


def transposed_product(A, B, C, n):
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            s = 0.0
            for k in range(A.shape[0]):
                s += B[j, k] * A[k, i]
            C[i, j] = s


def test_expand_scalar_refuses_a_scalar_a_parallel_loop_reduces_into() -> None:
    """fuzz --seed 1 --program 1041: after parallelize(k) (a reduction into ``s``),
    expand_scalar(j) turned ``s`` into ``s_x[j]``, an array element that OpenMP's reduction
    clause cannot name: the threads raced on it (3 of 30 elements off by up to 1.4)."""
    mat = ArgSpec("array", "float64", 2, "C")
    p = lower_function(transposed_product, (mat, mat, mat, ArgSpec("scalar", "int64", weak=True)))
    q = Step("parallelize", "k", chunk=0, collapse=1, schedule="static").apply(p)
    with pytest.raises(ScheduleError, match=r"parallel loop 'k' inside it reduces into s"):
        Step("expand_scalar", "j", scalar="s").check(q)


def scaled_product(A, B, C, n):
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            s = 0.0
            for k in range(A.shape[1]):
                s += 0.5 * A[i, k] * B[k, j]
            C[i, j] = s


def test_accumulate_in_place_refuses_a_scalar_a_parallel_loop_reduces_into() -> None:
    """fuzz --seed 1 --program 422 (sixth session): parallelize(k) (a reduction into ``s``),
    interchange(i, j), then accumulate_in_place(i) made ``s`` the element ``C[i, j]``, which
    OpenMP's reduction clause cannot name: the threads raced on it (4 of 9 elements off by
    up to 0.22, one run in several). Without the parallel loop it is still legal."""
    mat = ArgSpec("array", "float64", 2, "C")
    p = lower_function(scaled_product, (mat, mat, mat, ArgSpec("scalar", "int64", weak=True)))
    q = Recipe([Step("parallelize", "k", chunk=0, collapse=1, schedule="dynamic"),
                Step("interchange", "i", inner="j")]).apply(p)
    with pytest.raises(ScheduleError, match=r"parallel loop 'k' reduces into s"):
        Step("accumulate_in_place", "i", scalar="s").check(q)
    Step("accumulate_in_place", "i", scalar="s").check(Step("interchange", "i", inner="j")
                                                        .apply(p))


def diagonal_update(A, B, n):
    for i in range(1, n + 1):
        for j in range(i + 1, n + 1):
            for k in range(1, n + 1):
                A[k, k, i + 1] -= 3.0 + B[k - 1, 2]
                A[i, k, j] = k * 0.75


def _diagonal_update_with(steps: list[Step]) -> None:
    rng = np.random.default_rng(0)
    A0, B0 = rng.standard_normal((14, 14, 14)), rng.standard_normal((14, 14))
    A1, B1 = A0.copy(), B0.copy()
    diagonal_update(A1, B1, 12)
    A2, B2 = A0.copy(), B0.copy()
    jitted = loopcraft.jit(diagonal_update, num_threads=1)
    jitted.with_recipe(Recipe(steps))(A2, B2, 12)
    np.testing.assert_array_equal(A2, A1)


_JAM = [Step("split", "i", factor=32), Step("split", "i_o", factor=3),
        Step("unroll_and_jam", "j", depth=1, factor=8)]


def test_vectorize_refuses_different_accesses_that_meet_in_one_iteration() -> None:
    """fuzz --seed 1 --program 1166 (sixth session): with eight jammed copies of
    ``A[k, k, i + 1] -= ...`` and ``A[i, k, j] = ...`` (they meet at k = i, j = i + 1) in an
    ``omp simd`` loop, gcc reordered them: 4 of 2,744 elements off. vectorize refuses it."""
    p = lower_function(diagonal_update, (ArgSpec("array", "float64", 3, "C"),
                                         ArgSpec("array", "float64", 2, "C"),
                                         ArgSpec("scalar", "int64", weak=True)))
    q = Recipe(_JAM).apply(p)
    with pytest.raises(LaneConflictError, match=r"A\[k, k, i(:i64)? \+ 1\] and A\[i"):
        Step("vectorize", "k", mode="simd", width=4).check(q)
    with pytest.raises(LaneConflictError):  # the two statements alone meet the same way
        Step("vectorize", "k").check(p)


def test_codegen_drops_simd_where_a_later_step_made_lanes_conflict() -> None:
    """The same hazard reached around vectorize's check: a straight-line parallel loop is
    ``parallel for simd`` unless codegen finds a lane conflict (it did not: same 4 elements
    off), and a vector loop that unroll_and_jam filled afterwards is emitted serial: one copy
    of ``a[k, 2 * j] = a[k, j] + 1`` never meets itself in an iteration, two (j, j + 1) do."""
    _diagonal_update_with([*_JAM, Step("parallelize", "k")])
    rng = np.random.default_rng(1)
    a0 = rng.standard_normal((6, 12))
    a1 = a0.copy()
    doubling_copy(a1, 6)
    p = lower_function(doubling_copy, (ArgSpec("array", "float64", 2, "C"),
                                       ArgSpec("scalar", "int64", weak=True)))
    q = Recipe([Step("vectorize", "k", mode="simd", width=4),
                Step("unroll_and_jam", "j", depth=1, factor=2)]).apply(p)
    kinds = {s.label: s.kind for s in walk_stmts(without_lane_conflicts(q).body)
             if isinstance(s, ir.Loop)}
    assert kinds["k"] == "serial" and "vector" in kinds.values()  # the remainder's copy stays
    a2 = a0.copy()
    assert build_program(q, (True,))[1].run(a2, 6) is None
    np.testing.assert_array_equal(a2, a1)


def doubling_copy(a, n):
    for j in range(1, n):
        for k in range(n):
            a[k, 2 * j] = a[k, j] + 1.0
