"""fuse_gemv: two matrix-vector products over one matrix become one gemv2 call (one pass over
the matrix: NPBench's bicg, and atax's chained ``(A @ x) @ A``), checked against NumPy through
both implementations, and the legality conditions each refused with its reason."""

from __future__ import annotations

import numpy as np
import pytest

import loopcraft
from loopcraft.errors import NoMatchError
from loopcraft.frontend.python.lower import ArgSpec, lower_function
from loopcraft.ir import nodes as ir
from loopcraft.ir.walk import walk_stmts
from loopcraft.transform import Recipe, Step

MAT = ArgSpec("array", "float64", 2, "C")
VEC = ArgSpec("array", "float64", 1, "C")


def bicg(A, p, r):
    return r @ A, A @ p


def atax(A, x):
    return (A @ x) @ A


def atax_through_a_name(A, x):
    t = A @ x
    return t @ A


def reversed_in_between(A, x):
    t = (A @ x)[::-1]
    return t @ A


def rows_then_columns_reversed(A, x):
    return A @ (x @ A)


def same_axis_twice(A, p, r):
    return A @ p, A @ r


def result_used_between(A, p, r):
    q = A @ p
    t = q * 2.0
    return t, r @ A


def _calls(program: ir.Program) -> list[ir.LibCall]:
    return [s for s in walk_stmts(program.body) if isinstance(s, ir.LibCall)]


def test_bicg_and_atax_become_one_call() -> None:
    for fn, specs, chain in ((bicg, (MAT, VEC, VEC), False), (atax, (MAT, VEC), True),
                             (atax_through_a_name, (MAT, VEC), True)):
        p = Step("fuse_gemv", "gemv#0").apply(lower_function(fn, specs))
        (call,) = _calls(p)
        assert call.op == "gemv2" and bool(dict(call.attrs).get("chain")) == chain
        assert len(call.inputs) == (2 if chain else 3)


@pytest.mark.parametrize("fn, specs, reason", [
    (same_axis_twice, (MAT, VEC, VEC), "same axis"),
    (rows_then_columns_reversed, (MAT, VEC), "needed whole before its first row"),
    (result_used_between, (MAT, VEC, VEC), "a loop that is not a run-time check"),
    (reversed_in_between, (MAT, VEC), "uses _a1, the first's result"),
])
def test_refusals_name_the_reason(fn, specs, reason: str) -> None:  # noqa: ANN001
    p = lower_function(fn, specs)
    with pytest.raises(NoMatchError, match=reason):
        Step("fuse_gemv", "gemv#0").check(p)


def test_the_default_schedule_fuses_with_the_micro_kernel() -> None:
    rng = np.random.default_rng(0)
    A, p, r = rng.random((40, 30)), rng.random(30), rng.random(40)
    recipe = loopcraft.jit(bicg).specialize((A, p, r)).compiled.recipe
    assert recipe.steps[:2] == (Step("fuse_gemv", "gemv#0"),
                                Step("implement", "gemv2#0", impl="microkernel")), recipe


@pytest.mark.parametrize("impl", ["loops", "microkernel"])
@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("dtype", [np.float64, np.float32])
@pytest.mark.parametrize("m, n", [(1, 1), (3, 5), (7, 13), (301, 299)])
def test_matches_numpy(impl: str, threads: int, dtype: type, m: int, n: int) -> None:
    """Row counts not a multiple of 4, columns not a multiple of the vector width, and (301 x
    299, above the kernel's serial threshold) two threads, each with its part of ``z``."""
    rng = np.random.default_rng(m * n)
    A = rng.standard_normal((m, n)).astype(dtype)
    p, r = rng.standard_normal(n).astype(dtype), rng.standard_normal(m).astype(dtype)
    tol = 1e-12 if dtype == np.float64 else 2e-5
    for fn, args in ((bicg, (A, p, r)), (atax, (A, p)), (atax_through_a_name, (A, p))):
        recipe = Recipe([Step("fuse_gemv", "gemv#0"), Step("implement", "gemv2#0", impl=impl)])
        got = loopcraft.jit(fn, num_threads=threads).with_recipe(recipe)(*args)
        want = fn(*(a.astype(np.float64) for a in args))
        for g, w in zip(got if isinstance(got, tuple) else (got,),
                        want if isinstance(want, tuple) else (want,), strict=True):
            assert g.dtype == dtype
            np.testing.assert_allclose(g, w, rtol=tol, atol=tol * np.abs(w).max(initial=1) * n)


def test_strided_operands_take_the_two_products() -> None:
    """A transposed view (unit stride down the columns) and strided vectors: the kernel's
    fallback, the two products one after the other, with the same results."""
    rng = np.random.default_rng(3)
    A = rng.standard_normal((120, 90)).T
    p, r = rng.standard_normal(240)[::2], rng.standard_normal(270)[::3]
    recipe = Recipe([Step("fuse_gemv", "gemv#0"), Step("implement", "gemv2#0",
                                                         impl="microkernel")])
    for fn, args in ((bicg, (A, p, r)), (atax, (A, p))):
        got = loopcraft.jit(fn).with_recipe(recipe)(*args)
        want = fn(*args)
        for g, w in zip(got if isinstance(got, tuple) else (got,),
                        want if isinstance(want, tuple) else (want,), strict=True):
            np.testing.assert_allclose(g, w, rtol=1e-12, atol=1e-12 * np.abs(w).max())
