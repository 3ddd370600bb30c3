"""Flow-sensitive bindings: the two arrays of a ping-pong swap are distinct at any one time, so
the loops between swaps may run in parallel; real aliasing is still seen."""

from __future__ import annotations

import numpy as np
import pytest

import loopcraft
from loopcraft.analysis import bindings
from loopcraft.analysis.bindings import distinct_bindings
from loopcraft.errors import DependenceViolationError
from loopcraft.transform import Step
from loopcraft_bench.corpus.stencils import jacobi_1d as jacobi_swap

from .util import assert_same_results, lowered


def swap_on_condition(tsteps, A, B):
    for t in range(tsteps):
        for i in range(1, A.shape[0] - 1):
            B[i] = A[i - 1] + A[i + 1]
        if t % 2 == 0:
            A, B = B, A
    return A


def collapse_onto_one(tsteps, A, B):
    for _ in range(tsteps):
        for i in range(1, A.shape[0] - 1):
            B[i] = A[i - 1] + A[i + 1]
        A = B  # from the second step on, A and B are the same array
    return A


def swap_with_break(tsteps, A, B):
    for t in range(tsteps):
        for i in range(1, A.shape[0] - 1):
            B[i] = A[i - 1] + A[i + 1]
        A, B = B, A
        if t > 5:
            break
    return A


def _vectors(n: int = 40) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(4)
    return rng.random(n), rng.random(n)


@pytest.mark.parametrize("fn", [jacobi_swap, swap_on_condition])
def test_swapped_arrays_are_distinct_and_the_loop_parallel(fn) -> None:
    A, B = _vectors()
    p = lowered(fn, 7, A, B)
    distinct = distinct_bindings(p, "i")  # the frontend rebinds the arguments as A_, B_
    assert distinct is not None and distinct("A_", "B_") and distinct("A", "B")
    q = Step("parallelize", "i").apply(p)
    assert_same_results(p, q, 7, A, B)


def test_jit_of_a_swap_kernel_matches_numpy_and_runs_parallel() -> None:
    A, B = _vectors(1000)
    f = loopcraft.jit(jacobi_swap)
    assert "for i in parallel(" in f.inspect_ir(5, A.copy(), B.copy())
    a, b = A.copy(), B.copy()
    for _ in range(5):
        b[1:-1] = (a[:-2] + a[1:-1] + a[2:]) / 3.0
        a, b = b, a
    np.testing.assert_array_equal(f(5, A.copy(), B.copy()), a)


def test_real_aliasing_is_still_seen() -> None:
    A, B = _vectors()
    p = lowered(collapse_onto_one, 3, A, B)
    distinct = distinct_bindings(p, "i")
    assert distinct is not None and not distinct("A_", "B") and distinct("A", "B")
    with pytest.raises(DependenceViolationError, match=r"^parallelize\(i\): loop i may carry"):
        Step("parallelize", "i").apply(p)


def test_the_same_array_passed_twice_is_not_distinct() -> None:
    A, _ = _vectors()
    f = loopcraft.jit(jacobi_swap)
    a = A.copy()
    # in place (B is A): element i reads the already updated i - 1, as in Python
    ref = A.copy()
    for _ in range(4):
        for i in range(1, len(ref) - 1):
            ref[i] = (ref[i - 1] + ref[i] + ref[i + 1]) / 3.0
    np.testing.assert_array_equal(f(4, a, a), ref)


def test_unknown_when_a_rebinding_loop_can_break() -> None:
    A, B = _vectors()
    assert distinct_bindings(lowered(swap_with_break, 9, A, B), "i") is None
    # and then the conservative answer: no parallel step
    with pytest.raises(DependenceViolationError):
        Step("parallelize", "i").apply(lowered(swap_with_break, 9, A, B))


def test_too_many_states_is_unknown(monkeypatch: pytest.MonkeyPatch) -> None:
    A, B = _vectors()
    monkeypatch.setattr(bindings, "MAX_STATES", 1)
    assert distinct_bindings(lowered(jacobi_swap, 3, A, B), "i") is None
