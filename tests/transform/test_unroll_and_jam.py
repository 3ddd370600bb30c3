"""unroll_and_jam: golden, illegal cases with exact messages, compiled results equal to the
original nest (trip counts not divisible by the factor, negative steps, empty ranges)."""

from __future__ import annotations

import random
from re import escape

import numpy as np
import pytest

from loopcraft.errors import (
    DependenceViolationError,
    InvalidParameterError,
    NotApplicableError,
    NotPerfectlyNestedError,
)
from loopcraft.ir.printer import format_program
from loopcraft.ir.verify import verify
from loopcraft.transform import Step, get_transformation

from .kernels import array_expr, early_exit, gemm, gemm_args, imperfect, seidel5, skewed, triangular
from .util import assert_same_results, before_after, lowered


def fixed_rows(A, B):
    for i in range(2, 10):
        for j in range(A.shape[1]):
            B[i, j] = A[i - 2, j] * 2.0 + A[i, j]  # exact: no FMA sensitivity


def backwards(A, B):
    for i in range(A.shape[0] - 1, -1, -3):
        for j in range(A.shape[1]):
            t = A[i, j] * 2.0
            B[i, j] = t + B[i, j]


def skip(A):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            if A[i, j] < 0.5:
                continue
            A[i, j] = 1.0


RNG = np.random.default_rng(2)


def test_unroll_and_jam_golden_and_results(golden) -> None:
    args = gemm_args(7, 5, 6)
    p = lowered(gemm, *args)
    q = Step("unroll_and_jam", "i", factor=2).apply(p)
    golden("transform/unroll_and_jam.txt", before_after(p, q, "unroll_and_jam('i', factor=2)"))
    verify(q)
    assert_same_results(p, q, *args)


@pytest.mark.parametrize("shape", [(0, 3, 4), (1, 2, 2), (3, 0, 5), (4, 4, 0), (9, 5, 7)])
@pytest.mark.parametrize(("loop", "factor"), [("i", 2), ("i", 4), ("j", 3)])
def test_gemm_results(shape: tuple[int, int, int], loop: str, factor: int) -> None:
    args = gemm_args(*shape)
    p = lowered(gemm, *args)
    assert_same_results(p, Step("unroll_and_jam", loop, factor=factor).apply(p), *args)


@pytest.mark.parametrize("shape", [(3, 3), (6, 4), (11, 9)])
def test_in_place_stencil_without_backward_dependences(shape: tuple[int, int]) -> None:
    a = RNG.random(shape)
    p = lowered(seidel5, a)  # (<, =) and (=, <) only: (i+1, j) may run before (i, j+1)
    assert_same_results(p, Step("unroll_and_jam", "i", factor=3).apply(p), a)


def test_constant_trip_count_needs_no_remainder() -> None:
    a, b = RNG.random((10, 5)), RNG.random((10, 5))
    p = lowered(fixed_rows, a, b)
    q = Step("unroll_and_jam", "i", factor=4).apply(p)
    assert "i_rem" not in format_program(q)
    assert "for i in range(2, 10, 4) @i:" in format_program(q)
    assert_same_results(p, q, a, b)
    r = Step("unroll_and_jam", "i", factor=3).apply(p)  # 8 rows: 2 groups of 3 and 2 more
    assert "for i in range(8, 10) @i_rem:" in format_program(r)
    assert_same_results(p, r, a, b)


@pytest.mark.parametrize("rows", [0, 1, 4, 7, 13])
def test_negative_step_and_private_temporary(rows: int) -> None:
    a, b = RNG.random((rows, 4)), RNG.random((rows, 4))
    p = lowered(backwards, a, b)
    q = Step("unroll_and_jam", "i", factor=2).apply(p)
    text = format_program(q)
    assert "for i in range(A.shape[0] - 1, A.shape[0] - 1 - max((A.shape[0] + 2) // 3, 0) " \
        "// 2 * 2 * 3, -6) @i:" in text
    assert "t = A[i - 3, j] * 2.0" in text
    assert_same_results(p, q, a, b)


def test_kinds_after_jamming() -> None:
    a = RNG.random((7, 5))
    p = lowered(array_expr, a, a.copy())
    q = Step("unroll_and_jam", "B_set_d0", factor=2).apply(p)
    text = format_program(q)
    assert "for _i1 in parallel(0, max(B.shape[0], 0) // 2 * 2, 2) @B_set_d0:" in text
    assert "for _i2 in range(0, B.shape[1]) @B_set_d1:" in text  # no longer a vector loop
    assert "for _i2 in vector(0, B.shape[1]) @B_set_d1_rem:" in text
    verify(q)
    assert_same_results(p, q, a, a.copy())


def test_illegal_cases() -> None:
    a = RNG.random((6, 6))
    with pytest.raises(DependenceViolationError, match=escape(
            "unroll_and_jam(i): jamming 2 iterations of loop i into loop j would reverse the "
            "dependence A[i, j] -> A[i - 1, j + 1] (flow, direction (<, >), distance (1, -1))")):
        Step("unroll_and_jam", "i", factor=2).apply(lowered(skewed, a))
    with pytest.raises(NotApplicableError, match=escape(
            "unroll_and_jam(i): the bounds of loop 'j' read i, the variable of loop 'i', so the "
            "copies of its body would not run the same iterations")):
        Step("unroll_and_jam", "i", factor=2).apply(lowered(triangular, a))
    with pytest.raises(NotApplicableError, match=escape(
            "unroll_and_jam(i): the loop body contains a break, so the jammed copies would not "
            "stop alike")):
        Step("unroll_and_jam", "i", factor=2).apply(lowered(early_exit, a))
    with pytest.raises(NotApplicableError, match=escape(
            "unroll_and_jam(i): the loop body contains a continue")):
        Step("unroll_and_jam", "i", factor=2).apply(lowered(skip, a))
    with pytest.raises(NotPerfectlyNestedError, match=escape(
            "unroll_and_jam(i): loop 'i' must contain exactly one loop to jam (it has 2 "
            "statement(s))")):
        Step("unroll_and_jam", "i", factor=2).apply(lowered(imperfect, a))
    p = lowered(gemm, *gemm_args(3, 3, 3))
    with pytest.raises(InvalidParameterError, match=escape(
            "unroll_and_jam(i): factor=1 must be >= 2")):
        Step("unroll_and_jam", "i", factor=1).apply(p)
    with pytest.raises(NotPerfectlyNestedError, match=escape(
            "unroll_and_jam(k): loop 'k' must contain exactly one loop to jam (it has 1 "
            "statement(s))")):
        Step("unroll_and_jam", "k", factor=2).apply(p)


def test_cheap_check_skips_dependences() -> None:
    p = lowered(skewed, RNG.random((4, 4)))
    get_transformation("unroll_and_jam").check(p, "i", cheap=True, factor=2)  # no raise
    with pytest.raises(DependenceViolationError):
        get_transformation("unroll_and_jam").check(p, "i", factor=2)


def test_sample_params_give_applicable_steps() -> None:
    args = gemm_args(9, 6, 7)
    p = lowered(gemm, *args)
    t = get_transformation("unroll_and_jam")
    assert t.targets(p) == ["i", "j"]
    params = t.sample_params(p, "j", random.Random(1))
    assert params["factor"] >= 2
    q = t.apply(p, "j", **params)
    verify(q)
    assert_same_results(p, q, *args)


# ----------------------------------------------------------------------------- depth > 1


def gemm_jik(A, B, C):
    for j in range(B.shape[1]):
        for i in range(A.shape[0]):
            for k in range(A.shape[1]):
                C[i, j] += A[i, k] * B[k, j]


def wavefront(A):
    for i in range(1, A.shape[0]):
        for j in range(A.shape[1]):
            for k in range(A.shape[2] - 1):
                A[i, j, k] = A[i - 1, j, k + 1] + 1.0


def triangular3(A):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            for k in range(i):
                A[i, j, k] = A[i, j, k] * 2.0


def test_depth_two_golden_and_results(golden) -> None:
    args = gemm_args(5, 7, 4)
    p = lowered(gemm_jik, *args)
    q = Step("unroll_and_jam", "j", factor=2, depth=2).apply(p)
    golden("transform/unroll_and_jam_depth.txt",
           before_after(p, q, "unroll_and_jam('j', factor=2, depth=2)"))
    text = format_program(q)
    # the copies share the k loop: one k loop in the main nest, one in the remainder
    assert "C[i, j] += A[i, k] * B[k, j]\n                C[i, j + 1] += " in text
    assert text.count("for k in") == 2
    verify(q)
    assert_same_results(p, q, *args)


@pytest.mark.parametrize("shape", [(0, 3, 4), (1, 1, 1), (4, 0, 5), (3, 4, 0), (9, 13, 7)])
@pytest.mark.parametrize("factor", [2, 3, 8])
def test_depth_two_results(shape: tuple[int, int, int], factor: int) -> None:
    args = gemm_args(*shape)
    p = lowered(gemm_jik, *args)
    q = Step("unroll_and_jam", "j", factor=factor, depth=2).apply(p)
    r = Step("unroll_and_jam", "i", factor=2).apply(q)  # a register tile: j and i in k
    assert_same_results(p, r, *args)


def test_depth_two_equals_jam_then_fuse() -> None:
    """depth=2 is unroll_and_jam(depth=1) followed by fusing the copied inner loops."""
    args = gemm_args(6, 8, 3)
    p = lowered(gemm_jik, *args)
    deep = Step("unroll_and_jam", "j", factor=3, depth=2).apply(p)
    fused = Step("unroll_and_jam", "j", factor=3).apply(p)
    for other in ("k_u1", "k_u2"):
        fused = Step("fuse", "k", other=other).apply(fused)
    assert format_program(deep) == format_program(fused)


def test_depth_illegal_cases() -> None:
    a = RNG.random((5, 4, 6))
    with pytest.raises(DependenceViolationError, match=escape(
            "unroll_and_jam(i): jamming 2 iterations of loop i into loop j/k would reverse the "
            "dependence A[i, j, k] -> A[i - 1, j, k + 1] (flow, direction (<, =, >), distance "
            "(1, 0, -1))")):
        Step("unroll_and_jam", "i", factor=2, depth=2).apply(lowered(wavefront, a))
    Step("unroll_and_jam", "i", factor=2).apply(lowered(wavefront, a))  # depth 1 is legal
    with pytest.raises(NotApplicableError, match=escape(
            "unroll_and_jam(i): the bounds of loop 'k' read i, the variable of loop 'i', so the "
            "copies of its body would not run the same iterations")):
        Step("unroll_and_jam", "i", factor=2, depth=2).apply(lowered(triangular3, a))
    p = lowered(gemm_jik, *gemm_args(3, 3, 3))
    with pytest.raises(NotPerfectlyNestedError, match=escape(
            "unroll_and_jam(j): loop 'k' must contain exactly one loop to jam through "
            "(depth=3) (it has 1 statement(s))")):
        Step("unroll_and_jam", "j", factor=2, depth=3).apply(p)
    with pytest.raises(InvalidParameterError, match=escape(
            "unroll_and_jam(j): depth=0 must be >= 1")):
        Step("unroll_and_jam", "j", factor=2, depth=0).apply(p)


def panels(A, B):
    for i in range(1, A.shape[0]):
        for j in range(A.shape[1]):
            B[i, j] = A[(i - 1) // 4, j] * 2.0 + (i - 1) % 4


def panels_down(A, B):
    for i in range(A.shape[0] - 1, -1, -2):
        for j in range(A.shape[1]):
            B[i, j] = A[i // 4, j] + i % 4


@pytest.mark.parametrize("rows", [1, 2, 5, 9, 17])
@pytest.mark.parametrize("factor", [2, 3, 4, 8])
def test_floor_division_and_modulo_fold_in_the_jammed_copies(rows: int, factor: int) -> None:
    """``(i - a + c) // w`` and ``% w`` with ``w`` dividing factor * step fold to
    ``(i - a) // w + c // w`` and ``c % w`` in the main loop (no ``%`` left there); other
    divisors, the remainder loop and counting down stay exact."""
    A, B = RNG.random((rows, 5)), np.zeros((rows, 5))
    p = lowered(panels, A, B)
    q = Step("unroll_and_jam", "i", factor=factor).apply(p)
    main = format_program(q).split("@i:")[1].split("@i_rem")[0]
    assert ("%" in main) == (factor % 4 != 0)
    assert_same_results(p, q, A, B)
    d = lowered(panels_down, A, B)
    assert_same_results(d, Step("unroll_and_jam", "i", factor=factor).apply(d), A, B)
