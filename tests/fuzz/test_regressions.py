"""Minimal reproducers of bugs the differential fuzzer found, each marked
``xfail(strict=True)`` until fixed: a fix makes the test pass, and strict xfail then fails,
so the marker has to be removed (and the reproducer becomes a plain regression test)."""

from __future__ import annotations

import numpy as np
import pytest

import loopcraft
from loopcraft.errors import ScheduleError
from loopcraft.frontend.lower import ArgSpec, lower_function
from loopcraft.transform import Recipe, Step


def producer_consumer(A, B, n):
    e0 = np.empty(n + 2)
    for i in range(1, n + 1):
        e0[i] = B[i + 1] * 1.5
    for i in range(1, n + 1):
        A[i] = e0[i] * 0.75


@pytest.mark.xfail(strict=True, raises=StopIteration, reason=(
    "contract.check raises StopIteration instead of a ScheduleError on the remainder loop "
    "of a strip-mined (vectorize mode='strip') fused loop (fuzz: --seed 1 --program 4)"))
def test_contract_check_on_a_remainder_loop_refuses_or_accepts() -> None:
    vec = ArgSpec("array", "float64", 1, "C")
    p = lower_function(producer_consumer, (vec, vec, ArgSpec("scalar", "int64", weak=True)))
    q = Recipe([Step("fuse", "i", other="i_2"),
                Step("vectorize", "i", mode="strip", width=2)]).apply(p)
    try:
        Step("contract", "i_r", array="e0").check(q)
    except ScheduleError:
        pass  # a refusal is fine; any other exception is a bug


@loopcraft.jit
def _scaled_sum(a, b, d):
    return a * 1.5 + np.maximum(b, d)


@pytest.mark.xfail(strict=True, reason=(
    "the default compiler flags let gcc contract a * b + c into an FMA "
    "(-ffp-contract=fast is GNU C's default), so compiled results differ from NumPy's in the "
    "last bit, and between schedules of one program (the fuzzer compiles with "
    "-ffp-contract=off for that reason); add -ffp-contract=off to the flags"))
def test_compiled_arithmetic_rounds_like_numpy() -> None:
    a, b, d = np.random.default_rng(0).random((3, 3000))
    np.testing.assert_array_equal(_scaled_sum(a, b, d), a * 1.5 + np.maximum(b, d))
