"""recognize(op="gemv"): explicit-loop matrix-vector products become ``libcall gemv``
(versioned on the loop bounds), every implementation then computes the loops' result, and
nests that are not a plain matrix-vector product are refused with the reason."""

from __future__ import annotations

import numpy as np
import pytest

from loopcraft.errors import NotApplicableError
from loopcraft.ir import nodes as ir
from loopcraft.ir.printer import format_program
from loopcraft.ir.verify import verify
from loopcraft.ir.walk import walk_stmts
from loopcraft.transform import Step, get_transformation

from .util import lowered, roundtrip, run


def gemv_ij(y, A, x):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            y[i] += A[i, j] * x[j]


def gemv_ji_swapped(y, A, x):
    for j in range(A.shape[1]):
        for i in range(A.shape[0]):
            y[i] += x[j] * A[i, j]


def gemv_t(y, A, x):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            y[j] += A[i, j] * x[i]


def corner(y, A, x):
    for i in range(3):
        for j in range(4):
            y[i] += A[i, j] * x[j]


def in_place(y, A):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            y[i] += A[i, j] * y[j]


def shifted(y, A, x):
    for i in range(A.shape[0]):
        for j in range(A.shape[1] - 1):
            y[i] += A[i, j] * x[j + 1]


def diagonal(y, A, x):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            y[i] += A[i, i] * x[j]


def same_index(y, A, x):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            y[j] += A[i, j] * x[j]


def imperfect(y, A, x):
    for i in range(A.shape[0]):
        y[i] = 0.0
        for j in range(A.shape[1]):
            y[i] += A[i, j] * x[j]


def exact(*shape: int, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).integers(-8, 9, shape).astype(np.float64)


@pytest.mark.parametrize("fn,trans", [(gemv_ij, False), (gemv_ji_swapped, False),
                                      (gemv_t, True)])
@pytest.mark.parametrize("impl", ["loops", "microkernel", "blas"])
def test_recognized_gemv_computes_the_loops(fn, trans: bool, impl: str) -> None:
    A = exact(7, 11)  # noqa: N806
    y, x = (exact(11), exact(7, seed=1)) if trans else (exact(7), exact(11, seed=1))
    p = lowered(fn, y, A, x)
    t = get_transformation("recognize")
    (target,) = t.targets(p)
    assert t.sample_params(p, target, None) == {"op": "gemv"}
    q = Step("recognize", target, op="gemv").apply(p)
    verify(q)
    roundtrip(q)
    (call,) = [s for s in walk_stmts(q.body) if isinstance(s, ir.LibCall)]
    assert call.op == "gemv" and dict(call.attrs).get("trans", False) == trans
    # the bounds are A's extents: no run-time version test
    assert not [s for s in walk_stmts(q.body) if isinstance(s, ir.If)]
    r = Step("implement", "gemv#0", impl=impl).apply(q)
    want = y + (A.T @ x if trans else A @ x)
    np.testing.assert_array_equal(run(r, y, A, x)[0], want)


def test_loops_over_a_corner_take_the_loops_at_run_time() -> None:
    q = Step("recognize", "i", op="gemv").apply(lowered(corner, exact(7), exact(7, 9),
                                                        exact(9)))
    assert "if 3 == A.shape[0] and 4 == A.shape[1]:" in format_program(q)
    r = Step("implement", "gemv#0", impl="microkernel").apply(q)
    y, A, x = exact(7), exact(7, 9, seed=1), exact(9, seed=2)  # noqa: N806
    want = y.copy()
    want[:3] += A[:3, :4] @ x[:4]
    np.testing.assert_array_equal(run(r, y, A, x)[0], want)
    y, A, x = exact(3), exact(3, 4, seed=1), exact(4, seed=2)  # noqa: N806
    np.testing.assert_array_equal(run(r, y, A, x)[0], y + A @ x)


@pytest.mark.parametrize("fn,args,reason", [
    (in_place, (exact(6), exact(6, 6)), r"y may share memory with y"),
    (shifted, (exact(5), exact(5, 6), exact(6)),
     r"y, A and x are not indexed by the two loop variables themselves"),
    (diagonal, (exact(5), exact(5, 5), exact(5)),
     r"y, A and x are not indexed by the two loop variables themselves"),
    (same_index, (exact(6), exact(5, 6), exact(6)),
     r"the indices of y and x are not A's \(i, j\) in either order"),
    (imperfect, (exact(5), exact(5, 6), exact(6)),
     r"loop i does not hold exactly one loop: not a perfect nest of two loops"),
])
def test_what_is_not_a_gemv_is_refused(fn, args, reason: str) -> None:
    p = lowered(fn, *args)
    assert get_transformation("recognize").targets(p) == []
    with pytest.raises(NotApplicableError, match=rf"^recognize\(i\): {reason}"):
        Step("recognize", "i", op="gemv").apply(p)


def test_wrong_index_order_and_op_are_refused() -> None:
    def_args = (exact(5), exact(5, 6), exact(6))
    p = lowered(gemv_ij, *def_args)
    with pytest.raises(NotApplicableError,
                       match=r"^recognize\(i\): op='conv': recognized are matmul, conv2d, gemv"):
        Step("recognize", "i", op="conv").apply(p)
    with pytest.raises(NotApplicableError, match=r"^recognize\(i\): the loops in loop i hold "
                                                 r"no loop: a matrix product needs three"):
        Step("recognize", "i", op="matmul").apply(p)
