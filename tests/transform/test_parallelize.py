"""parallelize: golden IR, the generated OpenMP pragma, illegal cases (carried dependences,
live-out scalars, array reductions, nesting, control flow, non-rectangular collapse), and
compiled results on 2 threads above the parallel threshold equal to the serial loop
(bit-exact; rtol 1e-12 for reassociated scalar reductions)."""

from __future__ import annotations

import random

import numpy as np
import pytest

from loopcraft.codegen.c_module import emit_module
from loopcraft.errors import (
    DependenceViolationError,
    InvalidParameterError,
    NotApplicableError,
    NotPerfectlyNestedError,
)
from loopcraft.ir import nodes as ir
from loopcraft.ir.verify import verify
from loopcraft.pipeline import build_program
from loopcraft.transform import Step, get_transformation

from .util import before_after, lowered

RNG = np.random.default_rng(7)


def matvec_rows(a, x, y):
    for i in range(a.shape[0]):
        acc = 0.0
        for j in range(a.shape[1]):
            acc += a[i, j] * x[j]
        y[i] = acc


def grid(a, b):
    for i in range(1, a.shape[0] - 1):
        for j in range(a.shape[1]):
            b[i, j] = a[i - 1, j] + a[i + 1, j] * 0.5


def total(x):
    s = 0.0
    p = 1.0
    for i in range(x.shape[0]):
        t = x[i] * x[i]
        s += t
        p *= 1.0 + t * 1e-6
    return s, p


def count_pos(x):
    c = 0
    for i in range(x.shape[0] - 1, -1, -1):
        if x[i] > 0.5:
            c += 1
    return c


def shift(x):
    for i in range(1, x.shape[0]):
        x[i] = x[i - 1] + 1.0


def hist(x, h):
    for i in range(x.shape[0]):
        h[0] += x[i]


def last_value(x):
    t = 0.0
    for i in range(x.shape[0]):
        t = x[i] * 2.0
    return t


def running(x, y):
    s = 0.0
    for i in range(x.shape[0]):
        s = s + x[i]
        y[i] = s


def early_exit(x):
    for i in range(x.shape[0]):
        if x[i] < 0.0:
            break
        x[i] = 1.0


def triangle(a):
    for i in range(a.shape[0]):
        for j in range(i):
            a[i, j] = 1.0


def two_loops(a):
    for i in range(a.shape[0]):
        a[i, 0] = 0.0
        for j in range(a.shape[1]):
            a[i, j] = a[i, j] + 1.0


def column_sums(a, s):
    for j in range(a.shape[1]):
        for i in range(a.shape[0]):
            s[j] += a[i, j]


def run_threads(p: ir.Program, *args: object, threads: int = 2) -> tuple[object, ...]:
    """(arrays after the call..., result) of ``p`` on copies of ``args`` with ``threads``."""
    _, mod = build_program(p)
    mod.set_num_threads(threads)
    copies = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    result = mod.run(*copies)
    return (*[c for c in copies if isinstance(c, np.ndarray)], result)


def same(p: ir.Program, q: ir.Program, *args: object, rtol: float = 0.0) -> None:
    want, got = run_threads(p, *args, threads=1), run_threads(q, *args)
    for w, g in zip(want, got, strict=True):
        if rtol:
            np.testing.assert_allclose(g, w, rtol=rtol)
        else:
            np.testing.assert_array_equal(g, w)


def c_kernel(p: ir.Program) -> str:
    c = emit_module(p, "m", (), 100_000)
    return c[c.index("static int lc_kernel("):c.index("lc_exit:")]


def test_parallelize_golden_pragma_and_results(golden) -> None:
    a, x, y = RNG.random((700, 300)), RNG.random(300), np.zeros(700)
    p = lowered(matvec_rows, a, x, y)
    q = Step("parallelize", "i", schedule="dynamic", chunk=8).apply(p)
    golden("transform/parallelize.txt",
           before_after(p, q, "parallelize('i', schedule='dynamic', chunk=8)"))
    assert "#pragma omp parallel for schedule(dynamic, 8) num_threads(lc_nthreads) " \
           "private(v_acc)" in c_kernel(q)
    for m, n in ((700, 300), (1, 300), (0, 5), (5, 0), (333, 301)):
        same(p, q, a[:m, :n].copy(), x[:n].copy(), y[:m].copy())
    assert not get_transformation("parallelize").reassociates(p, "i")  # acc is private


@pytest.mark.parametrize("schedule", ["static", "dynamic", "guided"])
def test_parallelize_collapse_two(schedule: str) -> None:
    a, b = RNG.random((500, 401)), np.zeros((500, 401))
    p = lowered(grid, a, b)
    q = Step("parallelize", "i", collapse=2, schedule=schedule).apply(p)
    verify(q)
    loop = q.body.body[0]
    assert isinstance(loop, ir.Loop) and loop.kind == "parallel"
    assert loop.attrs == tuple(sorted(
        [("collapse", 2)] + ([("schedule", schedule)] if schedule != "static" else [])))
    assert "collapse(2)" in c_kernel(q)
    for m, n in ((500, 401), (2, 7), (3, 1), (1, 5)):
        same(p, q, a[:m, :n].copy(), b[:m, :n].copy())


def test_parallelize_scalar_reductions_reassociate() -> None:
    x = RNG.random(300_001)
    p = lowered(total, x)
    q = Step("parallelize", "i").apply(p)
    assert "reduction(*:v_p) reduction(+:v_s)" in c_kernel(q)
    for n in (300_001, 0, 1, 17):
        same(p, q, x[:n].copy(), rtol=1e-12)
    t = get_transformation("parallelize")
    assert t.reassociates(p, "i")  # declared for the differential fuzzer's tolerance
    c = lowered(count_pos, x)  # integer reduction, negative step: exact
    r = Step("parallelize", "i", schedule="guided", chunk=64).apply(c)
    # the work test counts a loop running down from start to stop (so 300001 trips go parallel)
    assert "(((a_x_n0 - 1LL)) - lc_stop1) * (1)) >= 100000" in c_kernel(r)
    for n in (300_001, 2, 0):
        same(c, r, x[:n].copy())
    assert not t.reassociates(c, "i")  # an integer reduction is exact


def test_parallelize_sample_params_apply() -> None:
    a, b = RNG.random((300, 400)), np.zeros((300, 400))
    p = lowered(grid, a, b)
    t = get_transformation("parallelize")
    rng = random.Random(2)
    for _ in range(6):
        q = t.apply(p, "i", **t.sample_params(p, "i", rng))
        same(p, q, a, b)


def test_parallelize_illegal_dependences() -> None:
    x = np.zeros(8)
    with pytest.raises(DependenceViolationError,
                       match=r"parallelize\(i\): loop i carries the flow dependence x\[i\] -> "
                             r"x\[i - 1\] over loops \(i\) with distance \(1\), so its "
                             "iterations cannot run in parallel"):
        Step("parallelize", "i").apply(lowered(shift, x))
    with pytest.raises(DependenceViolationError,
                       match=r"parallelize\(i\): loop i carries the flow dependence h\[0\] -> "
                             r"h\[0\] \(a reduction into an array element\) over loops \(i\) "
                             r"with direction \(<\)"):
        Step("parallelize", "i").apply(lowered(hist, x, np.zeros(1)))
    with pytest.raises(DependenceViolationError,
                       match=r"parallelize\(i\): scalar t is written in the loop and also used "
                             "outside it, so its value would not survive a private copy"):
        Step("parallelize", "i").apply(lowered(last_value, x))
    with pytest.raises(DependenceViolationError,
                       match=r"parallelize\(i\): scalar s is written in the loop and also used "
                             "outside it"):
        Step("parallelize", "i").apply(lowered(running, x, x.copy()))
    p = lowered(column_sums, np.zeros((3, 4)), np.zeros(4))
    Step("parallelize", "j").apply(p)  # each j owns s[j]
    with pytest.raises(DependenceViolationError,
                       match=r"parallelize\(j\): loop i carries the flow dependence s\[j\] -> "
                             r"s\[j\] \(a reduction into an array element\) over loops "
                             r"\(j, i\) with direction \(=, <\)"):
        Step("parallelize", "j", collapse=2).apply(p)


def test_parallelize_illegal_structure() -> None:
    x = np.zeros(8)
    a = np.zeros((3, 4))
    p = lowered(grid, a, a.copy())
    with pytest.raises(NotApplicableError,
                       match=r"parallelize\(j\): loop j is inside parallel loop i"):
        Step("parallelize", "j").apply(Step("parallelize", "i").apply(p))
    with pytest.raises(NotApplicableError,
                       match=r"parallelize\(i\): loop i contains a break \(an OpenMP loop "
                             r"cannot be left early\)"):
        Step("parallelize", "i").apply(lowered(early_exit, x))
    with pytest.raises(NotApplicableError,
                       match=r"parallelize\(i\): collapsed loop j is not rectangular: its "
                             "bounds read i"):
        Step("parallelize", "i", collapse=2).apply(lowered(triangle, a))
    with pytest.raises(NotPerfectlyNestedError,
                       match=r"parallelize\(i\): loop 'i' does not contain exactly one loop"):
        Step("parallelize", "i", collapse=2).apply(lowered(two_loops, a))
    with pytest.raises(NotPerfectlyNestedError,
                       match=r"loop 'j' does not contain exactly one loop \(it has 1 "
                             r"statement\(s\)\), so loops 'i'.. are not 3 perfectly nested"):
        Step("parallelize", "i", collapse=3).apply(p)
    with pytest.raises(InvalidParameterError,
                       match=r"parallelize\(i\): schedule='auto' must be one of static, "
                             "dynamic, guided"):
        Step("parallelize", "i", schedule="auto").apply(p)
    with pytest.raises(InvalidParameterError, match=r"parallelize\(i\): collapse=0 must be >= 1"):
        Step("parallelize", "i", collapse=0).apply(p)
    with pytest.raises(InvalidParameterError, match=r"parallelize\(i\): chunk=-1 must be >= 0"):
        Step("parallelize", "i", chunk=-1).apply(p)


def test_parallelize_refuses_raise_alloc_and_inexact_dependences() -> None:
    def checked(x):
        for i in range(x.shape[0]):
            if x[i] < 0.0:
                raise ValueError("negative")
            x[i] = 1.0

    def temp(x):
        for i in range(x.shape[0]):
            t = np.zeros(3)
            x[i] = t[0]

    def gather(x, k):
        for i in range(x.shape[0]):
            x[i] = x[i + k]

    x = np.zeros(8)
    with pytest.raises(NotApplicableError, match=r"parallelize\(i\): the loop contains a "
                       "raise, which cannot run inside an OpenMP parallel loop"):
        Step("parallelize", "i").apply(lowered(checked, x))
    with pytest.raises(NotApplicableError, match=r"parallelize\(i\): the loop contains an "
                       "alloc, which cannot run inside an OpenMP parallel loop"):
        Step("parallelize", "i").apply(lowered(temp, x))
    # a wrapped (non-affine) index: the dependence may exist, so it is refused
    with pytest.raises(DependenceViolationError,
                       match=r"parallelize\(i\): loop i may carry the flow dependence x\[i\] "
                             r"-> x\[select\(i \+ k < 0, x.shape\[0\] \+ \(i \+ k\), "
                             r"i \+ k\)\] over loops \(i\) with direction \(<\)"):
        Step("parallelize", "i").apply(lowered(gather, x, 1))
