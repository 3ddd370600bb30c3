"""Dependence analysis (islpy): exact vectors for affine nests, explicit conservatism otherwise.

The kernels are small Python functions compiled to IR with the real frontend, so the tests see
the index and bound expressions the compiler actually produces (``Dim`` extents, ``max`` in
slice bounds, selects for negative indices).
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from loopcraft import ir
from loopcraft.analysis import (
    Dependence,
    dependences,
    interchange_is_legal,
    is_reduction,
    loop_carries,
)
from loopcraft.driver.jit import JitFunction
from loopcraft.frontend.python.lower import lower_function
from loopcraft.ir.affine import Affine, dim_symbol, to_affine
from loopcraft.ir.walk import subexprs, walk_stmts
from loopcraft.libops import expand_libcalls


def _ir(fn, *args) -> ir.Program:  # type: ignore[no-untyped-def]
    """The program as the frontend wrote it (library calls as loops), before scheduling."""
    f = JitFunction(fn)
    _, specs = f._specs_for(f._bind(args, {}))
    return expand_libcalls(lower_function(fn, specs))


V = np.zeros(10)
M = np.zeros((10, 10))


def _deps(prog: ir.Program, label: str = "i", array: str | None = None,
          kind: str | None = None) -> list[Dependence]:
    return [d for d in dependences(prog, label)
            if (array is None or d.array == array) and (kind is None or d.kind == kind)]


# ------------------------------------------------------------------------------- kernels


def jacobi1(A, B):
    for i in range(1, A.shape[0] - 1):
        B[i] = 0.5 * (A[i - 1] + A[i + 1])


def jacobi2(A, B):
    n = A.shape[0]
    for i in range(1, n - 1):
        for j in range(1, n - 1):
            B[i, j] = 0.25 * (A[i - 1, j] + A[i + 1, j] + A[i, j - 1] + A[i, j + 1])


def gauss_seidel(A):
    for i in range(1, A.shape[0] - 1):
        A[i] = A[i - 1] + A[i + 1]


def skew(A):
    n = A.shape[0]
    for i in range(n - 1):
        for j in range(1, n):
            A[i + 1, j - 1] = A[i, j]


def matmul(A, B, C):
    n = A.shape[0]
    for i in range(n):
        for j in range(n):
            for k in range(n):
                C[i, j] += A[i, k] * B[k, j]


def forward_subst(L, x):
    for i in range(x.shape[0]):
        for j in range(i):
            x[i] -= L[i, j] * x[j]


def transpose_lower(A):
    for i in range(A.shape[0]):
        for j in range(i):
            A[i, j] = A[j, i]


def histogram(h, idx):
    for i in range(idx.shape[0]):
        h[idx[i]] += 1.0


def reverse_shift(A):
    for i in range(A.shape[0] - 1, 0, -1):
        A[i - 1] = A[i]


def stride2_even_odd(A):
    for i in range(0, A.shape[0] - 1, 2):
        A[i + 1] = A[i]


def stride2_shift(A):
    for i in range(0, A.shape[0] - 2, 2):
        A[i + 2] = A[i]


def scalar_sum(A):
    s = 0.0
    for i in range(A.shape[0]):
        s += A[i]
    return s


def guarded(A):
    for i in range(1, A.shape[0]):
        if A[i] > 0:
            A[i] = A[i - 1]


def through_view(A):
    B = A[1:]
    for i in range(B.shape[0]):
        B[i] = A[i]


def tiled(A):
    n = A.shape[0]
    for ii in range(1, n, 4):
        for i in range(ii, min(ii + 4, n)):
            A[i] = A[i - 1] * 0.5


# --------------------------------------------------------------------------------- tests


def test_jacobi_out_of_place_has_no_dependences() -> None:
    assert dependences(_ir(jacobi1, V, V.copy()), "i") == []
    p = _ir(jacobi2, M, M.copy())
    assert dependences(p, "i") == []
    assert not loop_carries(p, "i") and not loop_carries(p, "j")


def test_gauss_seidel_flow_and_anti_distance_one() -> None:
    p = _ir(gauss_seidel, V)
    (flow,) = _deps(p, kind="flow")
    (anti,) = _deps(p, kind="anti")
    assert (flow.source_access, flow.sink_access) == ("A[i]", "A[i - 1]")
    assert (anti.source_access, anti.sink_access) == ("A[i + 1]", "A[i]")
    for d in (flow, anti):
        assert d.loops == ("i",) and d.direction == ("<",) and d.distance == (1,)
        assert d.carried_by == "i" and d.exact and not d.reduction
    assert _deps(p, kind="output") == []
    assert loop_carries(p, "i")


def test_skewed_2d_distance_and_interchange_illegal() -> None:
    p = _ir(skew, M)
    (d,) = dependences(p, "i")
    assert d.kind == "flow" and d.array == "A"
    assert d.loops == ("i", "j") and d.direction == ("<", ">") and d.distance == (1, -1)
    assert d.carried_by == "i" and d.exact
    assert not interchange_is_legal([d], "i", "j")
    assert not loop_carries(p, "j")  # inside one i iteration, j iterations are independent


def test_matmul_reduction_carried_by_k_only() -> None:
    p = _ir(matmul, M, M.copy(), M.copy())
    deps = dependences(p, "i")
    assert {d.kind for d in deps} == {"flow", "anti", "output"}
    for d in deps:
        assert d.array == "C" and d.loops == ("i", "j", "k")
        assert d.direction == ("=", "=", "<") and d.carried_by == "k"
        assert d.reduction and d.exact
    assert not loop_carries(p, "i") and not loop_carries(p, "j")
    assert loop_carries(p, "k")
    assert not loop_carries(p, "k", ignore_reductions=True)
    for outer, inner in (("i", "j"), ("j", "k"), ("i", "k")):
        assert interchange_is_legal(deps, outer, inner)
    # analysed from k: i and j are parameters, the vectors are over k alone
    assert {(d.loops, d.direction) for d in dependences(p, "k")} == {(("k",), ("<",))}


def test_is_reduction() -> None:
    p = _ir(matmul, M, M.copy(), M.copy())
    (acc,) = [s for s in walk_stmts(p.body) if isinstance(s, ir.Assign) and s.reduce]
    assert is_reduction(acc)
    assert not is_reduction(ir.Assign(ir.Var("x", "float64"), ir.Const(1.0, "float64")))


def test_triangular_bounds() -> None:
    p = _ir(forward_subst, M, V)
    flows = _deps(p, kind="flow")
    across = [d for d in flows if d.sink_access == "x[j]"]
    assert across and all(d.carried_by == "i" and d.exact for d in across)
    assert {d.direction for d in across} == {("<", "<")}
    inner = [d for d in flows if d.sink_access == "x[i]"]
    assert {(d.direction, d.carried_by) for d in inner} == {(("=", "<"), "j")}
    # the strict lower triangle never meets the strict upper one: exactly independent
    assert dependences(_ir(transpose_lower, M), "i") == []


def test_indirect_histogram_is_conservative() -> None:
    p = _ir(histogram, V, np.zeros(4, dtype=np.int64))
    deps = _deps(p, array="h")
    assert {d.kind for d in deps} == {"flow", "anti", "output"}
    for d in deps:
        assert not d.exact and d.carried_by == "i" and d.distance is None
        assert d.reduction  # both ends are the target of `h[...] += ...`
    assert loop_carries(p, "i")
    assert not loop_carries(p, "i", ignore_reductions=True)


def test_negative_step_direction_follows_execution_order() -> None:
    (d,) = dependences(_ir(reverse_shift, V), "i")
    assert d.kind == "flow" and d.direction == ("<",) and d.distance == (-1,)
    assert d.exact and d.carried_by == "i"


def test_constant_stride() -> None:
    assert dependences(_ir(stride2_even_odd, V), "i") == []  # writes odd, reads even
    (d,) = dependences(_ir(stride2_shift, V), "i")
    assert d.kind == "flow" and d.distance == (2,) and d.exact


def test_min_bound_of_a_tiled_loop() -> None:
    p = _ir(tiled, V)
    deps = _deps(p, "ii", array="A")  # the bound goes through a temporary; substituted
    assert deps and all(d.exact and d.kind == "flow" for d in deps)
    assert {(d.direction, d.carried_by) for d in deps} == {
        (("<", "<"), "ii"), (("=", "<"), "i")}
    assert {d.distance for d in deps if d.carried_by == "i"} == {(0, 1)}


def test_scalar_reduction() -> None:
    p = _ir(scalar_sum, V)
    deps = _deps(p, array="s")
    assert deps and all(d.reduction and d.carried_by == "i" for d in deps)
    assert not loop_carries(p, "i", ignore_reductions=True)


def test_guarded_and_aliased_accesses_are_inexact() -> None:
    deps = dependences(_ir(guarded, V), "i")
    assert any(d.carried_by == "i" and d.kind == "flow" for d in deps)
    assert not any(d.exact for d in deps)
    deps = dependences(_ir(through_view, V), "i")  # B = A[1:] written, A read
    assert {d.kind for d in deps} >= {"flow"} and not any(d.exact for d in deps)


def test_interchange_legality_by_direction() -> None:
    def dep(direction: tuple[str, ...]) -> Dependence:
        return Dependence("s", "t", "A", "flow", ("i", "j", "k"), direction, None, None, True)

    assert interchange_is_legal([dep(("<", "<", "="))], "i", "j")
    assert not interchange_is_legal([dep(("<", ">", "="))], "i", "j")
    assert interchange_is_legal([dep(("<", "=", ">"))], "j", "k")  # carried outside
    assert not interchange_is_legal([dep(("=", "<", ">"))], "j", "k")
    assert not interchange_is_legal([dep(("<", "=", ">"))], "i", "k")
    assert interchange_is_legal([], "i", "j")


def test_unknown_label() -> None:
    with pytest.raises(KeyError):
        dependences(_ir(jacobi1, V, V.copy()), "nope")


def test_to_affine() -> None:
    i, j, n = (ir.Var(x, "int64") for x in "ijn")
    two = ir.Const(2, "int64")
    e = ir.Binary("sub", ir.Binary("add", ir.Binary("mul", two, i, "int64"), n, "int64"),
                  ir.Const(1, "int64"), "int64")
    assert to_affine(e) == Affine.make({"i": 2, "n": 1}, -1)
    assert to_affine(ir.Dim("A", 0)) == Affine.make({dim_symbol("A", 0): 1})
    assert to_affine(ir.Binary("mul", i, j, "int64")) is None
    assert to_affine(ir.Access("idx", (i,), "int64")) is None
    assert to_affine(i, allowed=lambda s: s != "i") is None
    assert to_affine(ir.Unary("neg", ir.Cast(i, "int32"), "int32")) == Affine.make({"i": -1})


# ------------------------------------------------------- random nests against brute force


def _eval(e: ir.Expr, env: dict[str, int], n: int) -> int:
    if isinstance(e, ir.Const):
        return int(e.value)
    if isinstance(e, ir.Var):
        return env[e.name]
    if isinstance(e, ir.Dim):
        return n
    assert isinstance(e, ir.Binary), e
    a, b = _eval(e.lhs, env, n), _eval(e.rhs, env, n)
    return {"add": a + b, "sub": a - b, "mul": a * b}[e.op]


def _random_nest(rng: random.Random) -> str:
    def index() -> str:
        v = rng.choice(["i", "j", "i + j", "2 * i", "j - i", "0"])
        c = rng.randint(-2, 2)
        return v if c == 0 else f"{v} + {c}" if c > 0 else f"{v} - {-c}"

    step = rng.choice([1, 1, 2, -1])
    lo, hi = rng.randint(0, 2), rng.randint(0, 2)
    outer = (f"range({lo}, A.shape[0] - {hi}, {step})" if step > 0
             else f"range(A.shape[0] - {hi + 1}, {lo - 1}, -1)")
    inner_lo = rng.choice(["0", "1", "i", "i + 1"])
    inner = rng.choice([f"range({inner_lo}, A.shape[0])", "range(0, i)"])
    acc = [f"A[{index()}, {index()}]" for _ in range(3)]
    return (f"def f(A: array(f64, 2d, C)):\n"
            f"    for i in {outer} @i:\n"
            f"        for j in {inner} @j:\n"
            f"            {acc[0]} = {acc[1]} + {acc[2]}\n")


def _brute_force(p: ir.Program, n: int) -> set[tuple[str, str, str, tuple[str, ...]]]:
    """(source access, sink access, kind, direction) of every conflicting pair of events."""
    (li,) = p.body.body
    (lj,) = li.body.body
    (st,) = lj.body.body
    scope = ir.Scope.of_program(p).with_loop_var("i").with_loop_var("j")
    reads = [x for x in subexprs(st.value) if isinstance(x, ir.Access)]
    events = []
    env: dict[str, int] = {}
    for i in range(_eval(li.start, env, n), _eval(li.stop, env, n), _eval(li.step, env, n)):
        env = {"i": i}
        for j in range(_eval(lj.start, env, n), _eval(lj.stop, env, n)):
            env = {"i": i, "j": j}
            for a, w in [*((r, False) for r in reads), (st.target, True)]:
                elem = tuple(_eval(x, env, n) for x in a.indices)
                events.append(((i, j), ir.format_expr(a, scope), w, elem))
    sign = 1 if _eval(li.step, {}, n) > 0 else -1
    by_elem: dict[tuple[int, ...], list[tuple[tuple[int, int], str, bool]]] = {}
    for it, t, w, e in events:
        by_elem.setdefault(e, []).append((it, t, w))
    out = set()
    for group in by_elem.values():
        for k, (it1, t1, w1) in enumerate(group):
            for it2, t2, w2 in group[k + 1:]:
                if not (w1 or w2) or it1 == it2:
                    continue
                kind = "output" if w1 and w2 else "flow" if w1 else "anti"
                dirs = tuple("<" if s * (y - x) > 0 else "=" if x == y else ">"
                             for s, x, y in zip((sign, 1), it1, it2, strict=True))
                out.add((t1, t2, kind, dirs))
    return out


def test_random_nests_against_brute_force() -> None:
    rng = random.Random(1234)
    for _ in range(60):
        text = _random_nest(rng)
        p = ir.parse_program(text)
        got = {(d.source_access, d.sink_access, d.kind, d.direction): d
               for d in dependences(p, "i")}
        seen: set[tuple[str, str, str, tuple[str, ...]]] = set()
        for n in [*range(12), 17, 23, 29]:  # some vectors need a large extent
            seen |= _brute_force(p, n)
        assert seen <= set(got), (text, seen - set(got))  # sound
        for key, d in got.items():  # exact: every reported vector happens for a small n
            assert d.exact, text
            assert key in seen, (text, key)


def floyd(D):
    n = D.shape[0]
    for k in range(n):
        for i in range(n):
            for j in range(n):
                D[i, j] = min(D[i, j], D[i, k] + D[k, j])


def test_levels_fewer_than_nest_depth() -> None:
    """Regression (corpus recipes: ``parallelize(k, collapse=2)`` on floyd_warshall): asking
    for the dependences carried by 2 of 3 common loops crashed in isl (the distance set has 3
    dims, the direction sets were built over 2)."""
    p = _ir(floyd, M)
    full = [d for d in dependences(p, "k") if d.carried_by in ("k", "i")]
    part = dependences(p, "k", levels=2)
    assert part and {d.carried_by for d in part} <= {"k", "i"}
    for d in part:
        assert len(d.direction) == 3 and d.direction[2] == "*"
    # same dependences, seen through the first two levels
    key = lambda d: (d.source_access, d.sink_access, d.kind, d.carried_by,  # noqa: E731
                     d.direction[:2])
    assert {key(d) for d in part} == {key(d) for d in full}


def rebind(c, x):
    y = np.full(x.shape[0], c[0])
    for k in range(1, c.shape[0]):
        y = y * x + c[k]
    return y


def test_view_binding_is_a_whole_array_write() -> None:
    """``y = view(_a3, ...)`` in a loop changes what ``y[i]`` reads in the next iteration:
    a flow dependence from the view to the read, carried by the loop (it was missing)."""
    p = _ir(rebind, np.ones(4), np.ones(5))
    deps = [d for d in dependences(p, "k") if d.source.startswith("y = view(") and d.kind ==
            "flow" and d.sink_access == "y[_i4]"]
    assert deps and all(d.carried_by == "k" and not d.exact for d in deps)


def test_isl_budget_exhausted_gives_the_conservative_answer(monkeypatch) -> None:
    """When isl would exceed its operation budget the pair is reported as possibly carried by
    every common loop (inexact), so legality checks refuse instead of the compiler hanging."""
    from loopcraft.analysis import dependence

    p = _ir(matmul, M, M.copy(), M.copy())
    assert not loop_carries(p, "i")
    monkeypatch.setattr(dependence, "MAX_ISL_OPERATIONS", 5)
    dependence._solve.cache_clear()  # answers cached by the first call cost no isl work
    deps = dependences(p, "i")
    assert deps and all(not d.exact and d.distance is None for d in deps)
    assert {d.carried_by for d in deps} >= {"i", "j", "k"}
    assert loop_carries(p, "i")
