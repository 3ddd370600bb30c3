"""distribute: golden IR, illegal cases (reversed recurrences, scalar temporaries, bad split
points, exits), and compiled results equal to the undistributed loop."""

from __future__ import annotations

import random
import re

import numpy as np
import pytest

from loopcraft.errors import DependenceViolationError, InvalidParameterError, NotApplicableError
from loopcraft.ir import nodes as ir
from loopcraft.transform import Step, get_transformation
from loopcraft.transform.base import find_loop

from .util import assert_same_results, before_after, lowered


def independent(x, a, b, c):
    for i in range(x.shape[0]):
        a[i] = np.sqrt(x[i])
        b[i] = x[i] + 1.0
        c[i] = a[i] - b[i]


def forward(x, a, b):
    for i in range(1, x.shape[0]):
        a[i] = np.sqrt(x[i])
        b[i] = a[i - 1] + x[i]


def recurrence(x, a, b):
    for i in range(1, x.shape[0]):
        a[i] = b[i - 1] + x[i]
        b[i] = a[i] * 0.5


def scatter(x, a, b, idx):
    for i in range(x.shape[0]):
        a[idx[i]] = x[i]
        b[i] = a[i] + 1.0


def temporary(x, a, b):
    for i in range(x.shape[0]):
        s = x[i] * 2.0
        a[i] = s + 1.0
        b[i] = s * s


def temporary_kept(x, a, b):
    for i in range(x.shape[0]):
        s = x[i] * 2.0
        a[i] = s + 1.0
        b[i] = x[i] - 1.0


def nest(x, a, b):
    for i in range(x.shape[0]):
        for j in range(x.shape[1]):
            a[i, j] = x[i, j] * 2.0
        for k in range(x.shape[1]):
            b[i, k] = x[i, k] - 1.0


def early_exit(x, a, b):
    for i in range(x.shape[0]):
        a[i] = x[i]
        if x[i] > 0.5:
            break
        b[i] = x[i]


def one_statement(x, a, b):
    for i in range(x.shape[0]):
        a[i] = x[i] + b[i]


RNG = np.random.default_rng(7)


def arrays(n: int, k: int) -> list[np.ndarray]:
    return [RNG.random(n) for _ in range(k)]


def loops(p: ir.Program) -> list[ir.Loop]:
    return [s for s in p.body.body if isinstance(s, ir.Loop)]


def test_distribute_golden(golden) -> None:
    args = arrays(9, 4)
    p = lowered(independent, *args)
    q = Step("distribute", "i", at=(1, 2)).apply(p)
    golden("transform/distribute.txt", before_after(p, q, "distribute('i', at=(1, 2))"))
    assert [lp.label for lp in loops(q)] == ["i", "i_2", "i_3"]
    assert [len(lp.body.body) for lp in loops(q)] == [1, 1, 1]


@pytest.mark.parametrize("n", [0, 1, 2, 7, 33])
@pytest.mark.parametrize("fn, at", [(independent, (1,)), (independent, (2,)),
                                    (independent, (1, 2)), (forward, (1,))])
def test_distribute_results_match(fn, at, n: int) -> None:
    args = arrays(n, 4 if fn is independent else 3)
    p = lowered(fn, *args)
    assert_same_results(p, Step("distribute", "i", at=at).apply(p), *args)


def test_distribute_default_and_int_split_point() -> None:
    args = arrays(5, 4)
    p = lowered(independent, *args)
    q = Step("distribute", "i").apply(p)
    assert [len(lp.body.body) for lp in loops(q)] == [1, 2]
    assert Step("distribute", "i", at=1).apply(p) == q


def test_distribute_moves_inner_loops_keeping_their_labels() -> None:
    x, a, b = (RNG.random((4, 6)) for _ in range(3))
    p = lowered(nest, x, a, b)
    q = Step("distribute", "i", at=(1,)).apply(p)
    assert [lp.label for lp in loops(q)] == ["i", "i_2"]
    assert [s.label for s in find_loop(q, "i_2", "test").body.body] == ["k"]
    assert_same_results(p, q, x, a, b)


def test_distribute_refuses_reversed_recurrence() -> None:
    p = lowered(recurrence, *arrays(8, 3))
    with pytest.raises(DependenceViolationError, match=re.escape(
            "distribute(i): distribute at (1,) would reverse the flow dependence b[i] -> "
            "b[i - 1] on b (`b[i] = a[i] * 0.5` in part 2 -> `a[i] = b[i - 1] + x[i]` in "
            "part 1, direction (<), distance (1))")) as exc:
        Step("distribute", "i", at=(1,)).apply(p)
    assert exc.value.dependence.kind == "flow"
    Step("distribute", "i", at=(1,)).check(p, cheap=True)  # only the dependence is wrong


def test_distribute_refuses_a_dependence_it_cannot_rule_out() -> None:
    idx = np.arange(8)[::-1].copy()
    p = lowered(scatter, *arrays(8, 3), idx)
    with pytest.raises(DependenceViolationError, match=re.escape(
            "distribute(i): distribute at (1,) may reverse the anti dependence a[i] -> a[")):
        Step("distribute", "i", at=(1,)).apply(p)


def test_distribute_refuses_scalar_temporary_across_parts() -> None:
    p = lowered(temporary, *arrays(8, 3))
    with pytest.raises(DependenceViolationError, match=re.escape(
            "distribute(i): distribute at (1,) would reverse the anti dependence s -> s on s "
            "(`a[i] = s + 1.0` in part 2 -> `s = x[i] * 2.0` in part 1, direction (<)): the "
            "scalar s is shared by parts 1 and 2, so each distributed loop would see another "
            "iteration's value (expand it into an array first)")):
        Step("distribute", "i", at=(1,)).apply(p)
    with pytest.raises(DependenceViolationError, match="the scalar s is shared by parts 1 and 2"):
        Step("distribute", "i", at=(2,)).apply(p)  # b[i] = s * s reads it in part 2
    args = arrays(8, 3)
    p = lowered(temporary_kept, *args)  # the temporary stays with all its uses: legal
    q = Step("distribute", "i", at=(2,)).apply(p)
    assert len(loops(q)) == 2
    assert_same_results(p, q, *args)


@pytest.mark.parametrize("at, shown", [((0,), "(0,)"), ((3,), "(3,)"), ((2, 1), "(2, 1)"),
                                       ((1, 1), "(1, 1)"), ((), "()")])
def test_distribute_bad_split_points(at, shown: str) -> None:
    p = lowered(independent, *arrays(4, 4))
    with pytest.raises(InvalidParameterError, match=re.escape(
            f"distribute(i): at={shown} must be strictly increasing split points between 1 "
            "and 2 (the body has 3 statements)")):
        Step("distribute", "i", at=at).apply(p)


def test_distribute_structural_refusals() -> None:
    with pytest.raises(NotApplicableError, match=re.escape(
            "distribute(i): the loop contains a break, which every part would have to take "
            "at the same iteration")):
        Step("distribute", "i", at=(1,)).apply(lowered(early_exit, *arrays(4, 3)))
    with pytest.raises(NotApplicableError, match=re.escape(
            "distribute(i): the body of loop i has 1 statement(s); there is nothing to "
            "distribute")):
        Step("distribute", "i").apply(lowered(one_statement, *arrays(4, 3)))
    with pytest.raises(InvalidParameterError, match=re.escape(
            "distribute(i): parameter at='1' must be a int or a list of a int")):
        Step("distribute", "i", at="1").apply(lowered(independent, *arrays(4, 4)))


def test_distribute_sample_params_are_valid_split_points() -> None:
    p = lowered(independent, *arrays(4, 4))
    rng = random.Random(1)
    for _ in range(20):
        at = get_transformation("distribute").sample_params(p, "i", rng)["at"]
        assert at and list(at) == sorted(set(at)) and all(1 <= k <= 2 for k in at)
        Step("distribute", "i", at=at).check(p)


def rebinding_view(c, x):
    y = np.full(x.shape[0], c[0])
    for k in range(1, c.shape[0]):
        y = y * x + c[k]  # a new array each iteration, bound to y by a view
    return y


def rebinding_shape(x, out):
    for k in range(x.shape[0]):
        t = np.zeros(k + 1)
        for _ in range(t.shape[0]):
            out[k] += 1.0


def test_distribute_refuses_moving_a_rebinding_away_from_its_uses() -> None:
    """Regression (corpus recipes, horner): ``y = view(_a3)`` split off into a second loop
    left the first loop reading the initial ``y`` in every iteration; and a loop bound
    reading ``t.shape`` split from ``t = zeros(k + 1)`` saw only the last allocation. A
    binding is a write of the whole array, an extent a read of the binding."""
    p = lowered(rebinding_view, np.ones(4), np.ones(5))
    with pytest.raises(DependenceViolationError,
                       match=re.escape("distribute(k): distribute at (3,) may reverse the anti "
                                       "dependence _a3.shape[0] -> _a3 on _a3 (`y = view(_a3")):
        Step("distribute", "k", at=[3]).apply(p)
    q = lowered(rebinding_shape, np.ones(4), np.zeros(4))
    with pytest.raises(DependenceViolationError,
                       match=re.escape("distribute at (1,) may reverse the anti dependence "
                                       "t.shape[0] -> t on t (`_s1 = t.shape[0]` in part 2 -> "
                                       "`t = full((k + 1,), 0.0)` in part 1")):
        Step("distribute", "k", at=[1]).apply(q)


def collapsed_pair(A, c, out, out2):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            out[i, j] = A[i, j] * c[0]
            out2[i, j] = A[i, j] + c[1]


def test_distribute_refuses_a_loop_collapsed_into_an_enclosing_one() -> None:
    """Regression (corpus recipes, conv2d_nchw): statements placed next to loop j, inside
    parallel loop i with collapse=2, left i not perfectly nested: invalid IR."""
    a = np.ones((4, 5))
    p = Step("parallelize", "i", collapse=2).apply(
        lowered(collapsed_pair, a, np.ones(2), a.copy(), a.copy()))
    with pytest.raises(NotApplicableError, match=r"^distribute\(j\): loop 'i' collapses 2 loops, "
                       "down into the loops this would restructure"):
        Step("distribute", "j", at=[1]).apply(p)
