"""gemv, dot and outer: the frontend emits the library calls, every implementation (loops, the
micro-kernel of each ISA this CPU has, BLAS) computes NumPy's result on every operand layout,
integer operands are refused by the kernels, and the default schedule parallelizes and
vectorizes the loops."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from loopcraft import libops
from loopcraft.errors import NotApplicableError
from loopcraft.frontend.python.lower import lower_function
from loopcraft.ir import nodes as ir
from loopcraft.ir.parser import parse_program
from loopcraft.ir.verify import verify
from loopcraft.ir.walk import walk_stmts
from loopcraft.libops.microkernel import supported_isas
from loopcraft.libops.vector_ops import gemv_chunk
from loopcraft.schedule.scheduler import heuristic_schedule
from loopcraft.transform import Step
from sampling import native_isa_first

from .util import run, spec_of


def lowered(fn, *args) -> ir.Program:
    """The frontend's program, specialized on the arguments' extents of 1 (as ``jit`` does),
    so that 1-sized operands are accepted by the compiled kernel."""
    specs = tuple(replace(spec_of(a), unit_axes=tuple(k for k, e in enumerate(a.shape) if e == 1))
                  if isinstance(a, np.ndarray) else spec_of(a) for a in args)
    return lower_function(fn, specs)

#: Every implementation: loops, the micro-kernel (auto, then each ISA the CPU has), BLAS.
IMPLS = native_isa_first([{"impl": "loops"}, {"impl": "microkernel"},
                          *({"impl": "microkernel", "isa": isa} for isa in supported_isas()),
                          {"impl": "blas"}])


def _id(d: dict) -> str:
    return "-".join(map(str, d.values()))


def mat_vec(A, x):
    return A @ x


def vec_mat(x, A):
    return x @ A


def mat_t_vec(A, x):
    return A.T @ x


def vec_t_mat(x, A):
    return x @ A.T


def strided_mat_vec(A, x):
    return A[1::2, ::3] @ x[::3]


def np_dot(x, y):
    return np.dot(x, y)


def np_vdot_strided(x, y):
    return np.vdot(x[::2], y[1::2])


def np_inner(x, y):
    return np.inner(x, y)


def np_outer(x, y):
    return np.outer(x, y)


def outer_strided(x, y):
    return np.outer(x[::2], y[::3])


def outer_into_transposed(x, y, out):
    out.T[:, :] = np.outer(y, x)  # the call writes a temporary; the copy is elementwise


def dot_scalar(x):
    return np.dot(x, 2.0)


def ints(*shape: int, seed: int = 0, dtype: str = "float64") -> np.ndarray:
    """Small integers: every summation order gives the same result."""
    return np.random.default_rng(seed).integers(-8, 9, shape).astype(dtype)


def _call(p: ir.Program) -> ir.LibCall:
    (call,) = [s for s in walk_stmts(p.body) if isinstance(s, ir.LibCall)]
    return call


def _check(fn, args: tuple, op: str, params: dict, dtype: str) -> None:
    p = lowered(fn, *args)
    assert _call(p).op == op
    q = Step("implement", f"{op}#0", **params).apply(p)
    verify(q)
    got = run(q, *args)[-1]
    want = fn(*(a.copy() if isinstance(a, np.ndarray) else a for a in args))
    assert np.asarray(got).dtype == np.asarray(want).dtype
    rtol = 1e-5 if dtype == "float32" else 1e-12
    np.testing.assert_allclose(got, want, rtol=rtol, atol=rtol)


GEMV_CASES = {
    "c": (mat_vec, lambda d: (ints(13, 9, dtype=d), ints(9, seed=1, dtype=d))),
    "remainders": (mat_vec, lambda d: (ints(37, 45, dtype=d), ints(45, seed=1, dtype=d))),
    "vec_mat": (vec_mat, lambda d: (ints(37, dtype=d), ints(37, 45, seed=1, dtype=d))),
    "a_transposed": (mat_t_vec, lambda d: (ints(45, 37, dtype=d), ints(45, seed=1, dtype=d))),
    "vec_t_mat": (vec_t_mat, lambda d: (ints(45, dtype=d), ints(37, 45, seed=1, dtype=d))),
    "strided": (strided_mat_vec, lambda d: (ints(27, 30, dtype=d), ints(30, seed=1, dtype=d))),
    "threads": (mat_vec, lambda d: (ints(301, 299, dtype=d), ints(299, seed=1, dtype=d))),
    "threads_vec_mat": (vec_mat, lambda d: (ints(299, dtype=d), ints(299, 1030, dtype=d))),
    # x @ A, A with fewer columns than a cache line holds: one thread takes them all
    "narrow_vec_mat": (vec_mat, lambda d: (ints(30011, dtype=d), ints(30011, 3, dtype=d))),
    # each thread's range of y longer than the kernel's chunk: several passes over A
    "chunked_vec_mat": (vec_mat, lambda d: (ints(3, dtype=d),
                                            ints(3, 2 * gemv_chunk(8) + 1003, dtype=d))),
    "empty_k": (mat_vec, lambda d: (ints(5, 0, dtype=d), ints(0, dtype=d))),
    "empty_m": (mat_vec, lambda d: (ints(0, 4, dtype=d), ints(4, dtype=d))),
    "one_column": (mat_vec, lambda d: (ints(6, 1, dtype=d), ints(1, dtype=d))),
    "one_row": (vec_mat, lambda d: (ints(1, dtype=d), ints(1, 7, dtype=d))),
}


@pytest.mark.sample(every=3)
@pytest.mark.parametrize("params", IMPLS, ids=_id)
@pytest.mark.parametrize("case", list(GEMV_CASES))
def test_gemv_matches_numpy(params: dict, case: str) -> None:
    fn, make = GEMV_CASES[case]
    _check(fn, make("float64"), "gemv", params, "float64")


STRIDED_OUT = """
def into_strided(x: array(f64, 1d, C), A: array(f64, 2d, C), out: array(f64, 1d, C)):
    local ys: array(f64, 1d, strided)
    ys = view(out, at=(1,), dims=(axis(0, A.shape[1], 2),))
    libcall gemv(A, x) -> ys {trans=True}
"""


@pytest.mark.parametrize("params", IMPLS, ids=_id)
def test_vec_mat_into_a_strided_output(params: dict) -> None:
    # the kernel adds each thread's range of y into a contiguous buffer, then scatters it
    p = Step("implement", "gemv#0", **params).apply(parse_program(STRIDED_OUT))
    verify(p)
    x, A, out = ints(299), ints(299, 1030, seed=1), ints(2 * 1030 + 1, seed=2)
    got = run(p, x, A, out)[2]
    want = out.copy()
    want[1::2] = x @ A
    np.testing.assert_array_equal(got, want)


DOT_CASES = {
    "dot": (np_dot, lambda d: (ints(103, dtype=d), ints(103, seed=1, dtype=d))),
    "threads": (np_dot, lambda d: (ints(70001, dtype=d), ints(70001, seed=1, dtype=d))),
    "vdot_strided": (np_vdot_strided, lambda d: (ints(40, dtype=d), ints(41, seed=1, dtype=d))),
    "inner": (np_inner, lambda d: (ints(7, dtype=d), ints(7, seed=1, dtype=d))),
    "empty": (np_dot, lambda d: (ints(0, dtype=d), ints(0, dtype=d))),
    "one": (np_dot, lambda d: (ints(1, dtype=d), ints(1, seed=3, dtype=d))),
}


@pytest.mark.sample(every=2)
@pytest.mark.parametrize("params", IMPLS, ids=_id)
@pytest.mark.parametrize("case", list(DOT_CASES))
def test_dot_matches_numpy(params: dict, case: str) -> None:
    fn, make = DOT_CASES[case]
    _check(fn, make("float64"), "dot", params, "float64")


OUTER_CASES = {
    "outer": (np_outer, lambda d: (ints(13, dtype=d), ints(17, seed=1, dtype=d))),
    "threads": (np_outer, lambda d: (ints(301, dtype=d), ints(263, seed=1, dtype=d))),
    "strided": (outer_strided, lambda d: (ints(25, dtype=d), ints(40, seed=1, dtype=d))),
    "empty": (np_outer, lambda d: (ints(0, dtype=d), ints(5, dtype=d))),
    "one": (np_outer, lambda d: (ints(1, dtype=d), ints(1, seed=1, dtype=d))),
}


@pytest.mark.sample(every=2)
@pytest.mark.parametrize("params", IMPLS, ids=_id)
@pytest.mark.parametrize("case", list(OUTER_CASES))
def test_outer_matches_numpy(params: dict, case: str) -> None:
    fn, make = OUTER_CASES[case]
    _check(fn, make("float64"), "outer", params, "float64")


@pytest.mark.sample(every=3)
@pytest.mark.parametrize("params", [{"impl": "loops"}, {"impl": "microkernel"},
                                    {"impl": "microkernel", "isa": "generic"}, {"impl": "blas"}],
                         ids=_id)
@pytest.mark.parametrize("op,case", [("gemv", "remainders"), ("gemv", "vec_mat"),
                                     ("gemv", "strided"), ("dot", "threads"),
                                     ("dot", "vdot_strided"), ("outer", "strided")])
def test_float32(params: dict, op: str, case: str) -> None:
    fn, make = {"gemv": GEMV_CASES, "dot": DOT_CASES, "outer": OUTER_CASES}[op][case]
    _check(fn, make("float32"), op, params, "float32")


@pytest.mark.parametrize("op,fn,make", [
    ("gemv", mat_vec, lambda: (ints(7, 5, dtype="int64"), ints(5, dtype="int64"))),
    ("gemv", vec_mat, lambda: (ints(7, dtype="int64"), ints(7, 5, dtype="int64"))),
    ("dot", np_dot, lambda: (ints(9, dtype="int64"), ints(9, seed=1, dtype="int64"))),
    ("outer", np_outer, lambda: (ints(4, dtype="int64"), ints(6, seed=1, dtype="int64")))])
def test_integers_loops_only(op: str, fn, make) -> None:
    args = make()
    _check(fn, args, op, {"impl": "loops"}, "int64")
    p = lowered(fn, *args)
    for impl, who in (("blas", "BLAS"), ("microkernel", "the micro-kernel")):
        with pytest.raises(NotApplicableError,
                           match=rf"^implement\({op}#0\): {who} multiplies float32 or float64 "
                                 r"matrices of one dtype \(.*int64.*\); use impl='loops'$"):
            Step("implement", f"{op}#0", impl=impl).apply(p)


def test_registry_and_refusals() -> None:
    for op in ("gemv", "dot", "outer"):
        assert libops.available_implementations(op) == ["loops", "microkernel", "blas"]
    p = lowered(mat_vec, ints(3, 4), ints(4))
    with pytest.raises(NotApplicableError,
                       match=r"^implement\(gemv#0\): kc apply to matmul's micro-kernel only, "
                             r"not gemv$"):
        Step("implement", "gemv#0", impl="microkernel", kc=8).apply(p)
    with pytest.raises(NotApplicableError,
                       match=r"^implement\(gemv#0\): isa='sse9' is not one of auto, avx512, "
                             r"avx2, generic$"):
        Step("implement", "gemv#0", impl="microkernel", isa="sse9").apply(p)
    q = Step("implement", "gemv#0", impl="microkernel").apply(p)
    assert dict(_call(q).attrs) == {"impl": "microkernel", "isa": supported_isas()[0],
                                    "chunk": gemv_chunk(8)}


def test_frontend_emits_the_calls() -> None:
    x, A = ints(5), ints(5, 6)
    call = _call(lowered(vec_mat, x, A))
    assert (call.op, dict(call.attrs)) == ("gemv", {"trans": True})
    assert _call(lowered(mat_vec, A.T.copy(), x)).attrs == ()
    # the transpose of a whole array is that array, walked the other way
    call = _call(lowered(mat_t_vec, A, x))
    assert (call.inputs[0], dict(call.attrs)) == ("A", {"trans": True})
    call = _call(lowered(vec_t_mat, ints(6), A))
    assert (call.inputs[0], call.attrs) == ("A", ())
    assert _call(lowered(strided_mat_vec, ints(9, 9), ints(9))).inputs[0] != "A"
    assert _call(lowered(np_inner, x, x)).op == "dot"
    assert _call(lowered(np_outer, x, x)).op == "outer"
    # np.dot with a scalar stays a product
    assert not [s for s in walk_stmts(lowered(dot_scalar, x).body)
                if isinstance(s, ir.LibCall)]


def test_outer_into_transposed_destination() -> None:
    x, y = ints(6), ints(4, seed=1)
    out = np.zeros((6, 4))
    p = lowered(outer_into_transposed, x, y, out)
    for params in [c.values[0] for c in IMPLS if not c.marks]:  # the other ISAs' are slow
        q = Step("implement", "outer#0", **params).apply(p)
        got = run(q, x, y, out)[2]
        np.testing.assert_array_equal(got, np.outer(y, x).T)


@pytest.mark.parametrize("fn,args,parallel,vector", [
    (mat_vec, (ints(8, 9), ints(9)), "mv1_i", "mv1_j"),
    (np_dot, (ints(9), ints(9)), "dot1_i", None),
    (np_outer, (ints(8), ints(9)), "outer1_i", "outer1_j"),
])
def test_default_schedule_parallelizes_and_vectorizes(fn, args, parallel: str,
                                                      vector: str | None) -> None:
    """The loops implementation is scheduled like user code: the outer loop runs on threads,
    the inner one in SIMD (the dot product is one parallel reduction, which codegen also
    vectorizes). A gemv gets loops only when ``libop_impl`` says so (by default the
    micro-kernel: ``test_default_implements_products_and_gemv_with_the_microkernel``)."""
    _recipe, q = heuristic_schedule(lowered(fn, *args), libop_impl="loops")
    kinds = {s.label: s.kind for s in walk_stmts(q.body) if isinstance(s, ir.Loop)}
    assert kinds[parallel] == "parallel"
    if vector is not None:
        assert kinds[vector] == "vector"
    np.testing.assert_allclose(run(q, *args)[-1], fn(*args))


def loop_gemv(y, A, x):
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            y[i] += A[i, j] * x[j]


def test_tuner_offers_the_implementations() -> None:
    """The search space offers gemv/dot/outer calls' implementations as it does matmul's
    (the micro-kernel per ISA instead of matmul's cache blocks), seeds each call implemented
    by BLAS and by the micro-kernel, and seeds an explicit-loop gemv as the library call."""
    from loopcraft.tuning.space import SearchSpace, trace_recipe

    space = SearchSpace({"L1d": 32768, "L2": 1 << 20}, 32)
    A, x = ints(6, 5), ints(5)  # noqa: N806
    p = lowered(mat_vec, A, x)
    domain = space.domain(p, "implement", "gemv#0")
    assert domain[:3] == [{"impl": "loops"}, {"impl": "blas"}, {"impl": "microkernel"}]
    assert {"impl": "microkernel", "isa": "generic"} in domain
    assert all(set(d) <= {"impl", "isa"} for d in domain)
    # the seeds are the implementations the default did not choose
    default, _ = heuristic_schedule(p, libop_impl="loops")
    seeds = space.seeds(trace_recipe(p, default))
    assert sorted(t.recipe.steps[0].kwargs["impl"] for t, _ in seeds) == ["blas", "microkernel"]
    default, _ = heuristic_schedule(p)
    assert default.steps[0] == Step("implement", "gemv#0", impl="microkernel")
    seeds = space.seeds(trace_recipe(p, default))
    assert sorted(t.recipe.steps[0].kwargs["impl"] for t, _ in seeds) == ["blas", "loops"]
    y = ints(6, seed=2)
    q = lowered(loop_gemv, y, A, x)
    default, _ = heuristic_schedule(q)
    heads = [[(s.transformation, s.kwargs.get("op") or s.kwargs.get("impl"))
              for s in t.recipe.steps[:2]] for t, _ in space.seeds(trace_recipe(q, default))]
    assert [("recognize", "gemv"), ("implement", "blas")] in heads
    assert [("recognize", "gemv"), ("implement", "microkernel")] in heads


def _computed_gemv(A, x):
    return (A * 2.0) @ x


def _computed_dot(a, b):
    return np.dot(a * b, b)


def _stored_gemv(A, x):
    return A @ x


@pytest.mark.parametrize("fn, args, libcalls", [
    (_computed_gemv, (np.ones((5, 4)), np.ones(4)), set()),
    (_computed_dot, (np.ones(6), np.ones(6)), set()),
    (_stored_gemv, (np.ones((5, 4)), np.ones(4)), {"gemv"}),
])
def test_computed_operands_stay_fused(fn, args, libcalls: set[str]) -> None:
    """An operand the statement computes is reduced in place (no matrix-sized temporary for a
    library call); arrays in memory become the library call."""
    prog = lowered(fn, *args)
    assert {s.op for s in walk_stmts(prog.body) if isinstance(s, ir.LibCall)} == libcalls
    _recipe, scheduled = heuristic_schedule(prog)
    (got,) = run(scheduled, *args)[-1:]
    np.testing.assert_allclose(got, fn(*args))
