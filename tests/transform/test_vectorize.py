"""vectorize: golden IR (simd and strip modes), the generated pragmas, illegal cases, and
compiled results equal to the scalar loop (bit-exact; rtol 1e-12 for reassociated scalar
reductions) for sizes not divisible by the width, empty and 1-element ranges."""

from __future__ import annotations

import numpy as np
import pytest

from loopcraft.codegen.c_module import emit_module
from loopcraft.errors import DependenceViolationError, InvalidParameterError, NotApplicableError
from loopcraft.ir import nodes as ir
from loopcraft.ir.verify import verify
from loopcraft.ir.walk import walk_stmts
from loopcraft.pipeline import build_program
from loopcraft.transform import Step, get_transformation

from .util import assert_same_results, before_after, lowered

RNG = np.random.default_rng(5)
SIZES = (0, 1, 7, 8, 9, 33, 1000)


def clip(x, y, lo):
    for i in range(x.shape[0]):
        v = x[i]
        if v < lo:
            v = lo
        y[i] = v


def axpy_dot(x, y, a):
    s = 0.0
    for i in range(x.shape[0]):
        t = a * x[i]
        y[i] = t + y[i]
        s += t
    return s


def reverse_scale(x, y):
    for i in range(x.shape[0] - 1, -1, -1):
        y[i] = x[i] * 3.0 - 1.0


def rows(a, b):
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            b[i, j] = a[i, j] * 2.0 + 1.0


def shift(x):
    for i in range(1, x.shape[0]):
        x[i] = x[i - 1] + 1.0


def hist(x, h):
    for i in range(x.shape[0]):
        h[0] += x[i]


def keep(x):
    last = 0.0
    for i in range(x.shape[0]):
        last = x[i]
    return last


def early_exit(x):
    for i in range(x.shape[0]):
        if x[i] < 0.0:
            break
        x[i] = 1.0


def elementwise(x, y):
    y[:] = x * 2.0


def c_kernel(p: ir.Program) -> str:
    c = emit_module(p, "m", tuple(False for q in p.params if isinstance(q, ir.ScalarParam)),
                    100_000)
    return c[c.index("static int lc_kernel("):c.index("lc_exit:")]


def lo() -> np.float64:
    return np.float64(0.5)


def test_vectorize_simd_golden_and_results(golden) -> None:
    x, y = RNG.random(1000), RNG.random(1000)
    p = lowered(axpy_dot, x, y, np.float64(1.5))
    q = Step("vectorize", "i").apply(p)
    golden("transform/vectorize.txt", before_after(p, q, "vectorize('i')"))
    assert "#pragma omp simd private(v_t) reduction(+:v_s)" in c_kernel(q)
    for n in SIZES:  # the sum is reassociated by the simd reduction
        assert_same_results(p, q, x[:n].copy(), y[:n].copy(), np.float64(1.5), rtol=1e-12)
    assert get_transformation("vectorize").reassociates(p, "i")


def test_vectorize_strip_golden_and_results(golden) -> None:
    x, y = RNG.random(1000), np.zeros(1000)
    p = lowered(clip, x, y, lo())
    q = Step("vectorize", "i", width=8, mode="strip").apply(p)
    golden("transform/vectorize_strip.txt",
           before_after(p, q, "vectorize('i', width=8, mode='strip')"))
    verify(q)
    assert "#pragma omp simd simdlen(8) private(v_v)" in c_kernel(q)
    for n in SIZES:
        assert_same_results(p, q, x[:n].copy(), y[:n].copy(), lo())
    assert not get_transformation("vectorize").reassociates(p, "i")


@pytest.mark.parametrize("width", [2, 4, 16, 64])
def test_vectorize_strip_widths_and_negative_step(width: int) -> None:
    x, y = RNG.random(130), np.zeros(130)
    p = lowered(reverse_scale, x, y)
    q = Step("vectorize", "i", width=width, mode="strip").apply(p)
    for n in (0, 1, width - 1, width, width + 1, 130):
        assert_same_results(p, q, x[:n].copy(), y[:n].copy())
    r = Step("vectorize", "i", width=width).apply(p)
    assert dict(find(r, "i").attrs) == {"simdlen": width}
    assert_same_results(p, r, x, y)


def test_vectorize_strip_reduction_matches_up_to_rounding() -> None:
    x, y = RNG.random(1000), RNG.random(1000)
    p = lowered(axpy_dot, x, y, np.float64(1.5))
    q = Step("vectorize", "i", width=4, mode="strip").apply(p)
    for n in SIZES:
        assert_same_results(p, q, x[:n].copy(), y[:n].copy(), np.float64(1.5), rtol=1e-12)


def find(p: ir.Program, label: str) -> ir.Loop:
    return next(s for s in walk_stmts(p.body) if isinstance(s, ir.Loop) and s.label == label)


def test_vectorize_inner_loop_of_parallel_loop_on_two_threads() -> None:
    a, b = RNG.random((401, 257)), np.zeros((401, 257))
    p = lowered(rows, a, b)
    q = Step("vectorize", "j", width=8, mode="strip").apply(
        Step("parallelize", "i").apply(p))
    assert find(q, "i").kind == "parallel" and find(q, "j").kind == "vector"
    want = b.copy()
    build_program(p)[1].run(a, want)
    _, mod = build_program(q)
    mod.set_num_threads(2)
    for m, n in ((401, 257), (3, 5), (1, 0)):
        got = b[:m, :n].copy()
        mod.run(a[:m, :n].copy(), got)
        np.testing.assert_array_equal(got, want[:m, :n])


def test_vectorize_sample_params_apply() -> None:
    import random

    x, y = RNG.random(50), np.zeros(50)
    p = lowered(clip, x, y, lo())
    t = get_transformation("vectorize")
    rng = random.Random(1)
    for _ in range(8):
        q = t.apply(p, "i", **t.sample_params(p, "i", rng))
        assert_same_results(p, q, x, y, lo())


def test_vectorize_illegal_cases() -> None:
    x = np.zeros(8)
    with pytest.raises(DependenceViolationError,
                       match=r"vectorize\(i\): loop i carries the flow dependence x\[i\] -> "
                             r"x\[i - 1\] over loops \(i\) with distance \(1\), so its "
                             "iterations cannot run in SIMD lanes"):
        Step("vectorize", "i").apply(lowered(shift, x))
    with pytest.raises(DependenceViolationError,
                       match=r"vectorize\(i\): loop i carries the flow dependence h\[0\] -> "
                             r"h\[0\] \(a reduction into an array element\)"):
        Step("vectorize", "i").apply(lowered(hist, x, np.zeros(1)))
    with pytest.raises(DependenceViolationError,
                       match=r"vectorize\(i\): scalar last is written in the loop and also "
                             "used outside it"):
        Step("vectorize", "i").apply(lowered(keep, x))
    p = lowered(rows, np.zeros((2, 2)), np.zeros((2, 2)))
    with pytest.raises(NotApplicableError,
                       match=r"vectorize\(i\): loop i contains loop j; only an innermost loop "
                             "can be vectorized"):
        Step("vectorize", "i").apply(p)
    with pytest.raises(NotApplicableError,
                       match=r"vectorize\(i\): the loop body contains a break; only "
                             r"straight-line code \(assignments, if\) is vectorized"):
        Step("vectorize", "i").apply(lowered(early_exit, x))
    with pytest.raises(InvalidParameterError,
                       match=r"vectorize\(j\): width=6 must be a power of two from 2 to 64"):
        Step("vectorize", "j", width=6).apply(p)
    with pytest.raises(InvalidParameterError,
                       match=r"vectorize\(j\): mode='strip' needs a width"):
        Step("vectorize", "j", mode="strip").apply(p)
    with pytest.raises(InvalidParameterError, match=r"vectorize\(j\): mode='lanes' must be"):
        Step("vectorize", "j", mode="lanes").apply(p)
    inner = Step("vectorize", "j").apply(p)
    nested = ir.Loop("j", ir.Const(0, "int64"), ir.Const(2, "int64"), ir.Const(1, "int64"),
                     find(inner, "j").body, "k")
    outer = ir.Program(p.name, p.params, p.locals, ir.Block((
        ir.Loop("i", ir.Const(0, "int64"), ir.Const(2, "int64"), ir.Const(1, "int64"),
                ir.Block((nested,)), "i", kind="vector"),)))
    with pytest.raises(NotApplicableError,
                       match=r"vectorize\(k\): loop k is inside vector loop i"):
        Step("vectorize", "k").apply(outer)
    q = lowered(elementwise, x, x.copy())
    label = next(s.label for s in walk_stmts(q.body) if isinstance(s, ir.Loop))
    with pytest.raises(NotApplicableError, match=rf"vectorize\({label}\): loop {label} is "
                       r"parallel \(codegen already vectorizes a straight-line parallel loop\)"):
        Step("vectorize", label).apply(q)
