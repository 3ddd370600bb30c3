"""fuse: golden IR, illegal cases (dependences, bounds, adjacency, exits), loop kinds, and
compiled results equal to the unfused loops."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from loopcraft.errors import (
    BoundsMismatchError,
    DependenceViolationError,
    LoopNotFoundError,
    NotAdjacentError,
    NotApplicableError,
)
from loopcraft.ir import nodes as ir
from loopcraft.ir.parser import parse_program
from loopcraft.ir.printer import format_program
from loopcraft.transform import Step, get_transformation
from loopcraft.transform.base import find_loop, replace_loop

from .util import assert_same_results, before_after, lowered


def producer_consumer(x, y):
    n = x.shape[0]
    t = np.empty(n)
    for i in range(n):
        t[i] = np.sin(x[i])
    for i in range(n):
        y[i] = t[i] * 2.0


def reads_ahead(x, y):
    n = x.shape[0]
    t = np.zeros(n + 1)
    for i in range(n):
        t[i] = np.sin(x[i])
    for i in range(n):
        y[i] = t[i + 1] * 2.0


def reads_behind(x, y):
    n = x.shape[0]
    t = np.zeros(n + 1)
    for i in range(n):
        t[i + 1] = np.sin(x[i])
    for j in range(n):
        y[j] = t[j] + x[j]


def overwrites_ahead(x, y):
    n = x.shape[0]
    for i in range(n - 1):
        y[i] = x[i] * 3.0
    for i in range(n - 1):
        x[i + 1] = 1.0


def overwrites_behind(x, y):
    n = x.shape[0]
    for i in range(n - 1):
        y[i] = x[i + 1] * 3.0
    for i in range(n - 1):
        x[i] = 1.0


def sum_then_scale(x, y):
    n = x.shape[0]
    s = 0.0
    for i in range(n):
        s += x[i]
    for i in range(n):
        y[i] = x[i] / s


def gathers(x, y, idx):
    n = x.shape[0]
    t = np.zeros(n)
    for i in range(n):
        t[i] = x[i] * 2.0
    for i in range(n):
        y[i] = t[idx[i]]


def shifted(x, y):
    n = x.shape[0]
    for i in range(n):
        y[i] = x[i]
    for i in range(1, n):
        y[i] += 1.0


def separated(x, y):
    n = x.shape[0]
    for i in range(n):
        y[i] = x[i]
    x[0] = 2.0
    for i in range(n):
        y[i] += x[i]


def with_break(x, y):
    n = x.shape[0]
    for i in range(n):
        y[i] = x[i]
    for i in range(n):
        if x[i] < 0.5:
            break
        y[i] += 1.0


def rows(a, b):
    for i in range(a.shape[0]):
        for j in range(a.shape[1]):
            b[i, j] = a[i, j] * 2.0
        for k in range(a.shape[1]):
            b[i, k] = b[i, k] + a[i, k]


RNG = np.random.default_rng(3)


def vec(n: int) -> np.ndarray:
    return RNG.random(n) + 0.25


def test_fuse_golden_producer_consumer(golden) -> None:
    x, y = vec(11), np.zeros(11)
    p = lowered(producer_consumer, x, y)
    q = Step("fuse", "i", other="i_2").apply(p)
    golden("transform/fuse.txt", before_after(p, q, "fuse('i', other='i_2')"))
    assert [s.label for s in q.body.body if isinstance(s, ir.Loop)] == ["i"]
    assert len(find_loop(q, "i", "test").body.body) == 2


@pytest.mark.parametrize("n", [0, 1, 2, 7, 33])
def test_fuse_results_match(n: int) -> None:
    x, y = vec(n), np.zeros(n)
    for fn in (producer_consumer, reads_behind, overwrites_behind):
        p = lowered(fn, x, y)
        assert_same_results(p, Step("fuse", "i", other=_second(p)).apply(p), x, y)


def _second(p: ir.Program) -> str:
    return [s.label for s in p.body.body if isinstance(s, ir.Loop)][1]


def test_fuse_renames_the_second_loop_variable() -> None:
    x, y = vec(9), np.zeros(9)
    p = lowered(reads_behind, x, y)
    q = Step("fuse", "i", other="j").apply(p)
    loop = find_loop(q, "i", "test")
    assert "j" not in {x.name for x in _vars(loop)}
    assert_same_results(p, q, x, y)


def _vars(loop: ir.Loop) -> list[ir.Var]:
    from loopcraft.ir.walk import stmt_exprs, subexprs, walk_stmts

    return [x for s in walk_stmts(loop.body) for e in stmt_exprs(s) for x in subexprs(e)
            if isinstance(x, ir.Var)]


def test_fuse_inner_loops() -> None:
    a, b = RNG.random((5, 6)), np.zeros((5, 6))
    p = lowered(rows, a, b)
    q = Step("fuse", "j", other="k").apply(p)
    assert len(find_loop(q, "i", "test").body.body) == 1
    assert_same_results(p, q, a, b)


def test_fuse_refuses_reversed_flow_dependence() -> None:
    x, y = vec(8), np.zeros(8)
    with pytest.raises(DependenceViolationError, match=re_escape(
            "fuse(i): fuse(i, i_2) would reverse the flow dependence t[i] -> t[i + 1] on t "
            "(from `t[i] = sin(x[i])` in loop i to `y[i] = t[i + 1] * 2.0` in loop i_2): "
            "fused, t[i + 1] would be read 1 iteration before t[i] writes it")) as exc:
        Step("fuse", "i", other="i_2").apply(lowered(reads_ahead, x, y))
    assert exc.value.dependence.array == "t"


def test_fuse_refuses_reversed_anti_dependence() -> None:
    x, y = vec(8), np.zeros(8)
    with pytest.raises(DependenceViolationError, match=re_escape(
            "fuse(i): fuse(i, i_2) would reverse the anti dependence x[i] -> x[i + 1] on x "
            "(from `y[i] = x[i] * 3.0` in loop i to `x[i + 1] = 1.0` in loop i_2): fused, "
            "x[i + 1] would be overwritten 1 iteration before x[i] reads it")):
        Step("fuse", "i", other="i_2").apply(lowered(overwrites_ahead, x, y))


def test_fuse_refuses_scalar_used_after_its_loop() -> None:
    x, y = vec(8), np.zeros(8)
    with pytest.raises(DependenceViolationError, match=re_escape(
            "fuse(i, i_2) would reverse the flow dependence s -> s on s")):
        Step("fuse", "i", other="i_2").apply(lowered(sum_then_scale, x, y))


def test_fuse_refuses_a_dependence_it_cannot_rule_out() -> None:
    x, y, idx = vec(8), np.zeros(8), np.arange(8)[::-1].copy()
    with pytest.raises(DependenceViolationError, match=re_escape(
            "fuse(i): fuse(i, i_2) may reverse the flow dependence t[i] -> t[select(idx[i] < 0, "
            "t.shape[0] + idx[i], idx[i])] on t")) as exc:
        Step("fuse", "i", other="i_2").apply(lowered(gathers, x, y, idx))
    assert "may be read before t[i] writes it" in str(exc.value)


def test_fuse_structural_refusals() -> None:
    x, y = vec(8), np.zeros(8)
    with pytest.raises(BoundsMismatchError, match=re_escape(
            "fuse(i): loops i and i_2 run over different ranges: range(0, x.shape[0], 1) vs "
            "range(1, x.shape[0], 1)")):
        Step("fuse", "i", other="i_2").apply(lowered(shifted, x, y))
    with pytest.raises(NotApplicableError, match=re_escape(
            "fuse(i): loops i and i_2 are not adjacent")):
        Step("fuse", "i", other="i_2").apply(lowered(separated, x, y))
    with pytest.raises(NotApplicableError, match=re_escape(
            "fuse(i_2): loops i_2 and i are not adjacent")):
        Step("fuse", "i_2", other="i").apply(lowered(producer_consumer, x, y))
    with pytest.raises(NotApplicableError, match=re_escape(
            "fuse(i): loop i_2 contains a break")):
        Step("fuse", "i", other="i_2").apply(lowered(with_break, x, y))
    with pytest.raises(NotApplicableError, match=re_escape(
            "fuse(i): cannot fuse loop i with itself")):
        Step("fuse", "i", other="i").apply(lowered(producer_consumer, x, y))
    with pytest.raises(LoopNotFoundError, match=re_escape(
            "fuse(i): no loop labelled 'k' (loops: i, i_2)")):
        Step("fuse", "i", other="k").apply(lowered(producer_consumer, x, y))


def test_fuse_cheap_check_skips_dependences() -> None:
    x, y = vec(8), np.zeros(8)
    p = lowered(reads_ahead, x, y)
    Step("fuse", "i", other="i_2").check(p, cheap=True)  # structure is fine
    with pytest.raises(DependenceViolationError):
        Step("fuse", "i", other="i_2").check(p)


def _with_kinds(p: ir.Program, kind: str) -> ir.Program:
    for label in ("i", "i_2"):
        p = replace_loop(p, label, lambda lp: replace(lp, kind=kind))
    return p


def test_fuse_kind_parallel_kept_only_without_cross_dependence() -> None:
    x, y = vec(10), np.zeros(10)
    p = _with_kinds(lowered(producer_consumer, x, y), "parallel")
    q = Step("fuse", "i", other="i_2").apply(p)
    assert find_loop(q, "i", "test").kind == "parallel"
    assert_same_results(p, q, x, y)
    p = _with_kinds(lowered(reads_behind, x, y), "parallel")
    p = replace_loop(p, "j", lambda lp: replace(lp, kind="parallel"))
    q = Step("fuse", "i", other="j").apply(p)  # t[i + 1] -> t[j] carried: must not race
    assert find_loop(q, "i", "test").kind == "serial"
    p = replace_loop(lowered(producer_consumer, x, y), "i",
                     lambda lp: replace(lp, kind="parallel"))
    assert find_loop(Step("fuse", "i", other="i_2").apply(p), "i", "test").kind == "serial"


def test_fuse_sample_params_names_the_next_loop() -> None:
    import random

    x, y = vec(4), np.zeros(4)
    p = lowered(producer_consumer, x, y)
    assert get_transformation("fuse").sample_params(p, "i", random.Random(0)) == {"other": "i_2"}


def re_escape(text: str) -> str:
    import re

    return re.escape(text)


_ALLOC_BETWEEN = """def f(x: array(f32, 1d, C)) -> (array(f32, 1d),):
    local a: array(f32, 1d)
    local b: array(f32, 1d)
    a = empty((8,))
    for i in range(0, 8) @i:
        a[i] = x[i] * 2.0:f32
    b = empty((8,))
    for j in range(0, 8) @j:
        b[j] = a[j] + 1.0:f32
    return b
"""


def test_fuse_moves_an_allocation_between_the_loops_before_them() -> None:
    fused = Step("fuse", "i", other="j").apply(parse_program(_ALLOC_BETWEEN))
    text = format_program(fused)
    assert "    a = empty((8,))\n    b = empty((8,))\n    for i in range(0, 8) @i:\n" \
           "        a[i] = x[i] * 2.0:f32\n        b[i] = a[i] + 1.0:f32\n" in text
    # (numerically checked on models: tests/frontend/onnx/test_fusion.py)


def test_fuse_refuses_to_move_an_allocation_the_first_loop_uses() -> None:
    text = _ALLOC_BETWEEN.replace("    b = empty((8,))\n",
                                  "    b = empty((8,))\n    a = empty((8,))\n")
    with pytest.raises(NotAdjacentError, match=re_escape(
            "fuse(i): loop i uses a, which a statement between it and loop j allocates or "
            "views")):
        Step("fuse", "i", other="j").apply(parse_program(text))
