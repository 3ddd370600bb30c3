"""interchange / reorder: goldens, illegal cases with exact messages, compiled results equal
to the original order (gemm ijk -> ikj, out-of-place stencil, temporaries)."""

from __future__ import annotations

import random
from re import escape

import numpy as np
import pytest

from loopcraft.analysis.dependence import Dependence, permutation_violation
from loopcraft.errors import (
    DependenceViolationError,
    InvalidParameterError,
    LoopNotFoundError,
    NotApplicableError,
    NotPerfectlyNestedError,
)
from loopcraft.ir.printer import format_program
from loopcraft.ir.verify import verify
from loopcraft.transform import Step, get_transformation

from .kernels import array_expr, early_exit, gemm, gemm_args, imperfect, jacobi, skewed, triangular
from .util import assert_same_results, before_after, lowered


def with_temp(A, B):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            t = A[i, j] * 2.0
            B[i, j] = t + 1.0


def row_sums(A, s):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            s[0] += A[i, j]


RNG = np.random.default_rng(0)


def test_interchange_golden_and_results(golden) -> None:
    args = gemm_args(7, 5, 6)
    p = lowered(gemm, *args)
    q = Step("interchange", "j", inner="k").apply(p)
    golden("transform/interchange.txt", before_after(p, q, "interchange('j', inner='k')"))
    assert_same_results(p, q, *args)


def test_reorder_golden_and_results(golden) -> None:
    args = gemm_args(7, 5, 6)
    p = lowered(gemm, *args)
    q = Step("reorder", "i", order=("k", "i", "j")).apply(p)
    golden("transform/reorder.txt", before_after(p, q, "reorder('i', order=('k', 'i', 'j'))"))
    assert_same_results(p, q, *args)


@pytest.mark.parametrize("shape", [(1, 1, 1), (0, 3, 2), (3, 0, 2), (9, 4, 0), (17, 13, 11)])
def test_gemm_every_order_is_bit_exact(shape: tuple[int, int, int]) -> None:
    """Each C[i, j] still sums over k in increasing order: all six orders agree exactly."""
    args = gemm_args(*shape)
    p = lowered(gemm, *args)
    for order in (("i", "k", "j"), ("k", "j", "i"), ("j", "i", "k")):
        assert_same_results(p, Step("reorder", "i", order=order).apply(p), *args)


def test_interchange_of_outer_loops_keeps_the_middle_one() -> None:
    args = gemm_args(6, 5, 4)
    p = lowered(gemm, *args)
    q = Step("interchange", "i", inner="k").apply(p)
    assert "for k in range(0, A.shape[1]) @k:\n        for j in range(0, B.shape[1]) @j:\n" \
        "            for i in range(0, A.shape[0]) @i:" in format_program(q)
    assert_same_results(p, q, *args)


@pytest.mark.parametrize("shape", [(2, 2), (3, 9), (12, 5)])
def test_out_of_place_stencil_and_temporaries(shape: tuple[int, int]) -> None:
    a, b = RNG.random(shape), RNG.random(shape)
    p = lowered(jacobi, a, b)
    assert_same_results(p, Step("interchange", "i", inner="j").apply(p), a, b)
    p = lowered(with_temp, a, b)  # t is written before it is read in every iteration
    assert_same_results(p, Step("interchange", "i", inner="j").apply(p), a, b)


def test_kinds_after_interchange() -> None:
    a = RNG.random((5, 6))
    p = lowered(array_expr, a, a.copy())
    q = Step("interchange", "B_set_d0", inner="B_set_d1").apply(p)
    text = format_program(q)
    # the vector loop moved outward (it may now carry dependences): serial; the parallel one
    # is still enclosed by everything that enclosed it: it stays parallel
    assert "for _i2 in range(0, B.shape[1]) @B_set_d1:" in text
    assert "for _i1 in parallel(0, B.shape[0]) @B_set_d0:" in text
    verify(q)
    assert_same_results(p, q, a, a.copy())


def test_illegal_cases() -> None:
    a = RNG.random((6, 6))
    with pytest.raises(DependenceViolationError, match=escape(
            "interchange(i): swapping loops i and j would reverse the dependence A[i, j] -> "
            "A[i - 1, j + 1] (flow, direction (<, >), distance (1, -1))")) as info:
        Step("interchange", "i", inner="j").apply(lowered(skewed, a))
    assert info.value.dependence.direction == ("<", ">")
    with pytest.raises(DependenceViolationError, match=escape(
            "reorder(i): running the loops in the order (j, i) would reverse the dependence")):
        Step("reorder", "i", order=("j", "i")).apply(lowered(skewed, a))
    with pytest.raises(NotApplicableError, match=escape(
            "interchange(i): the bounds of loop 'j' read i, the variable of loop 'i', which "
            "would no longer enclose it (the band is not rectangular)")):
        Step("interchange", "i", inner="j").apply(lowered(triangular, a))
    with pytest.raises(DependenceViolationError, match=escape(
            "swapping loops i and j would reverse the dependence s[0] -> s[0] (anti, direction "
            "(<, >))")):
        # a reduction is not reassociated: its order of additions would change
        Step("interchange", "i", inner="j").apply(lowered(row_sums, a, np.zeros(1)))
    with pytest.raises(NotPerfectlyNestedError, match=escape(
            "interchange(i): loop 'j' is not perfectly nested in loop 'i': loop 'i' contains "
            "2 statement(s)")):
        Step("interchange", "i", inner="j").apply(lowered(imperfect, a))
    with pytest.raises(NotApplicableError, match=escape(
            "interchange(i): loop 'j' contains a break, which would leave a different loop")):
        Step("interchange", "i", inner="j").apply(lowered(early_exit, a))
    p = lowered(gemm, *gemm_args(3, 3, 3))
    with pytest.raises(NotApplicableError, match=escape(
            "interchange(j): loop 'i' is not inside loop 'j'")):
        Step("interchange", "j", inner="i").apply(p)
    with pytest.raises(LoopNotFoundError, match=escape(
            "interchange(i): no loop labelled 'x' (loops: i, j, k)")):
        Step("interchange", "i", inner="x").apply(p)
    with pytest.raises(InvalidParameterError, match=escape(
            "interchange(i): inner='i' is the loop itself")):
        Step("interchange", "i", inner="i").apply(p)
    with pytest.raises(InvalidParameterError, match=escape(
            "reorder(i): order=(i, i, k) is not a permutation of the band's loops (i, j, k)")):
        Step("reorder", "i", order=("i", "i", "k")).apply(p)
    with pytest.raises(NotPerfectlyNestedError, match=escape(
            "reorder(j): loop 'k' does not contain exactly one loop")):
        Step("reorder", "j", order=("k", "j", "i")).apply(p)


def test_cheap_check_skips_dependences() -> None:
    p = lowered(skewed, RNG.random((4, 4)))
    get_transformation("interchange").check(p, "i", cheap=True, inner="j")  # no raise
    with pytest.raises(DependenceViolationError):
        get_transformation("interchange").check(p, "i", inner="j")


def _dep(direction: tuple[str, ...], loops: tuple[str, ...] = ("i", "j", "k")) -> Dependence:
    return Dependence("s", "t", "A", "flow", loops, direction, None, None, True)


@pytest.mark.parametrize(("direction", "order", "legal"), [
    (("<", ">", "="), ("j", "i", "k"), False),
    (("<", ">", "="), ("i", "k", "j"), True),
    (("=", "<", ">"), ("i", "k", "j"), False),
    (("<", "*", "="), ("j", "i", "k"), False),   # '*' may be '>'
    (("=", "*", "="), ("j", "i", "k"), True),    # leading '*' can only be '<' originally
    (("<", "=", "*"), ("k", "i", "j"), False),
    (("<", "=", "*"), ("i", "k", "j"), True),    # '<' stays in front
    (("=", "=", "="), ("k", "j", "i"), True),
])
def test_permutation_violation(direction: tuple[str, ...], order: tuple[str, ...],
                               legal: bool) -> None:
    d = _dep(direction)
    assert (permutation_violation([d], ["i", "j", "k"], list(order)) is None) == legal


def test_permutation_violation_missing_band_loop_is_refused() -> None:
    d = _dep(("=",), ("i",))
    assert permutation_violation([d], ["i", "j"], ["j", "i"]) is d


def test_sample_params_give_applicable_steps() -> None:
    args = gemm_args(4, 5, 6)
    p = lowered(gemm, *args)
    rng = random.Random(3)
    for name in ("interchange", "reorder"):
        t = get_transformation(name)
        assert t.targets(p) == ["i", "j"]
        for _ in range(5):
            params = t.sample_params(p, "i", rng)
            q = t.apply(p, "i", **params)  # every order of gemm is legal
            verify(q)
            assert_same_results(p, q, *args)
