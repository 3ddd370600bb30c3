"""tile: goldens (one and two levels), illegal cases with exact messages, compiled results
equal to the untiled nest (gemm, stencils, partial tiles, empty and 1-element ranges)."""

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

from .kernels import array_expr, gemm, gemm_args, imperfect, jacobi, seidel5, triangular
from .util import assert_same_results, before_after, lowered


def seidel(A):
    for i in range(1, A.shape[0] - 1):
        for j in range(1, A.shape[1] - 1):
            A[i, j] = (A[i - 1, j - 1] + A[i - 1, j] + A[i - 1, j + 1] + A[i, j - 1] + A[i, j]
                       + A[i, j + 1] + A[i + 1, j - 1] + A[i + 1, j] + A[i + 1, j + 1]) / 9.0


def backwards(A):
    for i in range(A.shape[0] - 1, 0, -1):
        for j in range(A.shape[1] - 1, -1, -2):
            A[i, j] = A[i - 1, j] * 0.5 + 1.0


def shrinking(A, n):
    for i in range(n):
        for j in range(A.shape[1]):
            n = n - 1
            A[i, j] = 1.0


def skewed3(A):
    for i in range(1, A.shape[0]):
        for j in range(A.shape[1]):
            for k in range(A.shape[2] - 1):
                A[i, j, k] = A[i - 1, j, k + 1] + 1.0


RNG = np.random.default_rng(1)


def test_tile_golden_and_results(golden) -> None:
    args = gemm_args(19, 13, 11)
    p = lowered(gemm, *args)
    q = Step("tile", "i", sizes=(8, 4, 0)).apply(p)
    golden("transform/tile.txt", before_after(p, q, "tile('i', sizes=(8, 4, 0))"))
    assert_same_results(p, q, *args)


def test_tile_two_levels_golden_and_results(golden) -> None:
    """Multi-level tiling = tiling the point band again (it kept the labels i, j, k)."""
    args = gemm_args(37, 21, 18)
    p = lowered(gemm, *args)
    q = Step("tile", "i", sizes=(16, 16, 16)).apply(p)
    r = Step("tile", "i", sizes=(4, 4, 4)).apply(q)
    golden("transform/tile_2level.txt",
           before_after(q, r, "tile('i', sizes=(16, 16, 16)) then tile('i', sizes=(4, 4, 4))"))
    assert_same_results(p, r, *args)


@pytest.mark.parametrize("shape", [(0, 3, 4), (1, 1, 1), (5, 0, 2), (8, 8, 8), (17, 9, 30)])
@pytest.mark.parametrize("sizes", [(4, 4, 4), (3, 0, 5), (0, 2, 0)])
def test_gemm_tiles_are_bit_exact(shape: tuple[int, int, int], sizes: tuple[int, ...]) -> None:
    """Each C[i, j] still adds its k terms in increasing order, however the band is tiled."""
    args = gemm_args(*shape)
    p = lowered(gemm, *args)
    assert_same_results(p, Step("tile", "i", sizes=sizes).apply(p), *args)


@pytest.mark.parametrize("shape", [(2, 2), (3, 3), (7, 12), (16, 5)])
def test_stencils(shape: tuple[int, int]) -> None:
    a, b = RNG.random(shape), RNG.random(shape)
    p = lowered(jacobi, a, b)
    assert_same_results(p, Step("tile", "i", sizes=(4, 3)).apply(p), a, b)
    # the 5-point in-place sweep has only (<, =) and (=, <) dependences: fully permutable
    p = lowered(seidel5, a)
    assert_same_results(p, Step("tile", "i", sizes=(2, 5)).apply(p), a)
    # the 9-point one is not, but tiling only its inner loop is strip-mining: legal
    p = lowered(seidel, a)
    assert_same_results(p, Step("tile", "i", sizes=(0, 4)).apply(p), a)


def test_negative_steps_and_one_d() -> None:
    a = RNG.random((11, 10))
    p = lowered(backwards, a)
    q = Step("tile", "i", sizes=(3, 2)).apply(p)
    text = format_program(q)
    assert "for i_o in range(A.shape[0] - 1, 0, -3) @i_o:" in text
    assert "for j in range(j_o, max(j_o - 4, -1), -2) @j:" in text
    assert_same_results(p, q, a)
    assert_same_results(p, Step("tile", "j", sizes=(4,)).apply(p), a)


def test_partial_tiling_legal_where_no_tile_loop_moves_outward() -> None:
    a = RNG.random((6, 3, 7))
    p = lowered(skewed3, a)
    for sizes in ((4, 0, 0), (0, 2, 3), (2, 2, 0)):
        assert_same_results(p, Step("tile", "i", sizes=sizes).apply(p), a)


def test_triangular_inner_loop_untiled_is_fine() -> None:
    a = RNG.random((9, 9))
    p = lowered(triangular, a)
    assert_same_results(p, Step("tile", "i", sizes=(4, 0)).apply(p), a)


def test_kinds_after_tiling() -> None:
    a = RNG.random((10, 7))
    p = lowered(array_expr, a, a.copy())
    q = Step("tile", "B_set_d0", sizes=(4, 8)).apply(p)
    text = format_program(q)
    assert "for _i1_o in parallel(0, B.shape[0], 4) @B_set_d0_o:" in text
    assert "for _i1 in range(_i1_o, min(_i1_o + 4, B.shape[0])) @B_set_d0:" in text
    assert "for _i2 in vector(_i2_o, min(_i2_o + 8, B.shape[1])) @B_set_d1:" in text
    verify(q)
    assert_same_results(p, q, a, a.copy())


def test_illegal_cases() -> None:
    a = RNG.random((8, 8))
    with pytest.raises(DependenceViolationError, match=escape(
            "tile(i): tiling loops i, j would reverse the dependence A[i + 1, j - 1] -> A[i, j] "
            "(anti, direction (<, >), distance (1, -1))")) as info:
        Step("tile", "i", sizes=(4, 4)).apply(lowered(seidel, a))
    assert info.value.dependence.kind == "anti"
    with pytest.raises(DependenceViolationError, match=escape(
            "tile(i): tiling loops i, k would reverse the dependence A[i, j, k] -> "
            "A[i - 1, j, k + 1] (flow, direction (<, =, >), distance (1, 0, -1))")):
        # k_o would run outside i: partial tiles of k before earlier rows
        Step("tile", "i", sizes=(4, 0, 4)).apply(lowered(skewed3, RNG.random((5, 4, 6))))
    with pytest.raises(NotApplicableError, match=escape(
            "tile(i): the bounds of loop 'j' read i, the variable of loop 'i', so its tiles "
            "would not be rectangular")):
        Step("tile", "i", sizes=(4, 4)).apply(lowered(triangular, a))
    with pytest.raises(NotPerfectlyNestedError, match=escape(
            "tile(i): loop 'i' does not contain exactly one loop (it has 2 statement(s))")):
        Step("tile", "i", sizes=(4, 4)).apply(lowered(imperfect, a))
    with pytest.raises(NotApplicableError, match=escape(
            "tile(i): the loop's stop reads n, which its body changes")):
        Step("tile", "i", sizes=(4, 4)).apply(lowered(shrinking, a, 8))
    p = lowered(gemm, *gemm_args(3, 3, 3))
    with pytest.raises(InvalidParameterError, match=escape(
            "tile(i): sizes=(1, 0) tiles no loop (0 or 1 leaves a loop untiled)")):
        Step("tile", "i", sizes=(1, 0)).apply(p)
    with pytest.raises(InvalidParameterError, match=escape("tile(i): sizes=(4, -2) must be >= 0")):
        Step("tile", "i", sizes=(4, -2)).apply(p)
    with pytest.raises(NotPerfectlyNestedError, match=escape(
            "tile(i): loop 'k' does not contain exactly one loop")):
        Step("tile", "i", sizes=(4, 4, 4, 4)).apply(p)


def test_cheap_check_skips_dependences() -> None:
    p = lowered(seidel, RNG.random((5, 5)))
    get_transformation("tile").check(p, "i", cheap=True, sizes=(2, 2))  # no raise
    with pytest.raises(DependenceViolationError):
        get_transformation("tile").check(p, "i", sizes=(2, 2))


def test_sample_params_give_applicable_steps() -> None:
    args = gemm_args(9, 6, 7)
    p = lowered(gemm, *args)
    rng = random.Random(5)
    t = get_transformation("tile")
    for _ in range(4):
        params = t.sample_params(p, "i", rng)
        assert any(s >= 2 for s in params["sizes"])
        q = t.apply(p, "i", **params)
        verify(q)
        assert_same_results(p, q, *args)
