"""One ScheduleError subclass per legality condition: each carries the step, the loop and the
objects involved, has a cheap and a detailed message, and is a NotApplicableError (so callers
that catch the base keep working). The scheduler catches only ScheduleError: a KeyError from a
buggy transformation is not mistaken for an illegal step."""

from __future__ import annotations

import numpy as np
import pytest

import loopcraft.errors as errors
from loopcraft.errors import (
    CarriedScalarError,
    DependenceViolationError,
    ForbiddenStatementError,
    LoopKindError,
    NotAdjacentError,
    NotApplicableError,
    NotInnermostError,
    ScheduleError,
    TripCountError,
    UnknownTransformationError,
)
from loopcraft.schedule.scheduler import heuristic_recipe
from loopcraft.transform import Step, get_transformation

from .util import lowered


def rows(a, b):
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            b[i, j] = a[i, j] * 2.0 + 1.0


def two_loops(x, y, z):
    for i in range(x.shape[0]):
        y[i] = x[i] + 1.0
    for k in range(x.shape[0]):
        z[k] = 1.0
    for j in range(x.shape[0]):
        z[j] = y[j] * 2.0


def early_exit(x):
    for i in range(x.shape[0]):
        if x[i] < 0.0:
            break
        x[i] = 0.0


def running_sum(x, y):
    s = 0.0
    for i in range(x.shape[0]):
        s = s * 0.5 + x[i]
        y[i] = s


def _rows():
    a = np.zeros((4, 5))
    return lowered(rows, a, a.copy())


def _raised(step: Step, program) -> ScheduleError:
    with pytest.raises(ScheduleError) as info:
        step.apply(program)
    return info.value


def test_each_condition_is_a_not_applicable_error() -> None:
    classes = [getattr(errors, n) for n in errors.__all__]
    conditions = [c for c in classes if isinstance(c, type) and issubclass(c, NotApplicableError)
                  and c is not NotApplicableError]
    assert len(conditions) >= 15
    for c in conditions:
        assert c.what and c.what != NotApplicableError.what, c
        assert issubclass(c, ScheduleError)


def test_not_innermost_carries_the_inner_loop() -> None:
    p = _rows()
    e = _raised(Step("vectorize", "i"), p)
    assert isinstance(e, NotInnermostError)
    assert (e.transformation, e.loop, e.inner) == ("vectorize", "i", "j")
    assert str(e) == "vectorize(i): loop i contains loop j; only an innermost loop can be " \
        "vectorized"
    assert e.short == "NotInnermostError at vectorize(i)"
    detail = e.detail()
    assert detail.splitlines()[0] == "The loop is not innermost (NotInnermostError)."
    assert "  step: vectorize('i')" in detail and "  inner: 'j'" in detail
    assert f"  why: {e.reason}" in detail


def test_loop_kind_carries_the_parallel_loop() -> None:
    p = Step("parallelize", "i").apply(_rows())
    e = _raised(Step("parallelize", "j"), p)
    assert isinstance(e, LoopKindError)
    assert (e.loop, e.kind, e.other) == ("j", "parallel", "i")


def test_not_adjacent_carries_the_other_loop() -> None:
    x = np.zeros(6)
    p = lowered(two_loops, x, x.copy(), x.copy())
    e = _raised(Step("fuse", "i", other="j"), p)
    assert isinstance(e, NotAdjacentError)
    assert (e.loop, e.other) == ("i", "j")
    assert "are not adjacent" in str(e)


def test_forbidden_statement_names_it() -> None:
    p = lowered(early_exit, np.zeros(6))
    e = _raised(Step("unroll", "i", factor=2), p)
    assert isinstance(e, ForbiddenStatementError)
    assert e.statement == "break"


def test_trip_count_has_a_hint() -> None:
    p = _rows()
    e = _raised(Step("unroll", "j", factor=0), p)
    assert isinstance(e, TripCountError)
    assert "full unrolling needs constant bounds" in str(e)
    assert e.detail().splitlines()[-1] == f"  hint: {TripCountError.hint}"


def test_carried_scalar_is_a_dependence_violation() -> None:
    x = np.zeros(6)
    p = lowered(running_sum, x, x.copy())
    e = _raised(Step("parallelize", "i"), p)
    assert isinstance(e, CarriedScalarError)
    assert isinstance(e, DependenceViolationError) and isinstance(e, NotApplicableError)


def test_unknown_transformation_is_a_schedule_error_and_a_key_error() -> None:
    with pytest.raises(UnknownTransformationError) as info:
        Step("no_such_step", "i").apply(_rows())
    e = info.value
    assert isinstance(e, ScheduleError) and isinstance(e, KeyError)
    assert e.transformation == "no_such_step"
    assert str(e).startswith("unknown transformation 'no_such_step' (known: ")


def test_fields_are_checked() -> None:
    with pytest.raises(TypeError, match="carries no bogus"):
        NotInnermostError("vectorize", "i", "why", bogus=1)


def test_scheduler_does_not_swallow_key_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """A KeyError inside a transformation is a bug, not an illegal step: it propagates."""
    vectorize = get_transformation("vectorize")

    def broken(*args, **kwargs):
        raise KeyError("a bug")

    monkeypatch.setattr(vectorize, "_check", broken)
    x = np.zeros(6)
    with pytest.raises(KeyError, match="a bug"):
        heuristic_recipe(lowered(running_sum, x, x.copy()), caches={}, vector_bytes=32,
                         libop_impl="loops")
