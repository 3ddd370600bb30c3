"""contract: golden IR (fuse + contract), compiled results equal to the original, and the
refusals (escaping, non-local, outside accesses, several elements, read-before-write).

The kernels avoid a product feeding an addition through the temporary: with GCC's default
``-ffp-contract=fast`` a value kept in a scalar may be fused into an FMA where the stored one
was not, which changes the last bit (a toolchain matter, not the transformation's)."""

from __future__ import annotations

import re
from dataclasses import replace

import numpy as np
import pytest

from loopcraft.errors import NotApplicableError
from loopcraft.ir import nodes as ir
from loopcraft.ir.walk import walk_stmts
from loopcraft.transform import Recipe, Step
from loopcraft.transform.base import replace_loop

from .util import assert_same_results, before_after, lowered


def producer_consumer(x, y):
    n = x.shape[0]
    t = np.empty(n)
    for i in range(n):
        t[i] = np.sin(x[i])
    for i in range(n):
        y[i] = t[i] * t[i]


def one_loop(x, y):
    n = x.shape[0]
    t = np.zeros(n)
    for i in range(n):
        t[i] = x[i] / 3.0
        if t[i] > 0.2:
            t[i] = t[i] - 1.0
        y[i] = t[i] + 0.5
        t[i] += 1.0
        y[i] += t[i]


def grid(a, b):
    n, m = a.shape
    t = np.empty((n, m))
    for i in range(n):
        for j in range(m):
            t[i, j] = np.sqrt(a[i, j])
    for i in range(n):
        for j in range(m):
            b[i, j] = t[i, j] / (a[i, j] + 1.0)


def returned(x, y):
    n = x.shape[0]
    t = np.empty(n)
    for i in range(n):
        t[i] = x[i] * 2.0
        y[i] = t[i]
    return t


def read_first(x, y):
    n = x.shape[0]
    t = np.zeros(n)
    for i in range(n):
        y[i] = t[i] * 2.0
        t[i] = x[i]


def neighbours(x, y):
    n = x.shape[0]
    t = np.zeros(n + 1)
    for i in range(n):
        t[i] = x[i]
        y[i] = t[i + 1]


def conditional(x, y):
    n = x.shape[0]
    t = np.zeros(n)
    for i in range(n):
        if x[i] > 0.5:
            t[i] = x[i]
        y[i] = t[i]


def accumulates(x, y):
    n = x.shape[0]
    t = np.zeros(n)
    for i in range(n):
        t[i] += x[i]
        y[i] = t[i]


def inner_index(x, y):
    n = x.shape[0]
    t = np.empty(n)
    for i in range(n):
        for j in range(n):
            t[j] = x[j]
        y[i] = t[i]


def inner_write(x, y):
    n = x.shape[0]
    t = np.empty(n)
    for i in range(n):
        for j in range(1):
            t[i] = x[i] + j
        y[i] = t[i]


RNG = np.random.default_rng(11)


def vec(n: int) -> np.ndarray:
    return RNG.random(n)


def allocs(p: ir.Program) -> list[str]:
    return [s.array for s in walk_stmts(p.body) if isinstance(s, ir.Alloc)]


FUSE_CONTRACT = Recipe([Step("fuse", "i", other="i_2"), Step("contract", "i", array="t")])


def test_contract_golden_after_fuse(golden) -> None:
    x, y = vec(9), np.zeros(9)
    p = lowered(producer_consumer, x, y)
    q = FUSE_CONTRACT.apply(p)
    golden("transform/contract.txt", before_after(
        p, q, "fuse('i', other='i_2'), then contract('i', array='t')"))
    assert allocs(p) == ["t"] and allocs(q) == []
    assert ir.ScalarDecl("t_s", "float64") in q.locals
    assert all(d.name != "t" for d in q.locals)


@pytest.mark.parametrize("n", [0, 1, 2, 7, 33])
def test_contract_results_match(n: int) -> None:
    x, y = vec(n), np.zeros(n)
    p = lowered(producer_consumer, x, y)
    assert_same_results(p, FUSE_CONTRACT.apply(p), x, y)
    p = lowered(one_loop, x, y)  # conditional updates and reductions after the first write
    q = Step("contract", "i", array="t").apply(p)
    assert allocs(q) == []
    assert_same_results(p, q, x, y)


@pytest.mark.parametrize("shape", [(0, 3), (1, 1), (5, 7)])
def test_contract_two_dimensional_temporary(shape: tuple[int, int]) -> None:
    a, b = RNG.random(shape), np.zeros(shape)
    p = lowered(grid, a, b)
    q = Recipe([Step("fuse", "i", other="i_2"), Step("fuse", "j", other="j_2")]).apply(p)
    with pytest.raises(NotApplicableError, match=re.escape(
            "contract(i): the index of t[i, j] may change during an iteration of loop i "
            "(it reads j)")):
        Step("contract", "i", array="t").apply(q)
    q = Step("contract", "j", array="t").apply(q)
    assert allocs(q) == []
    assert_same_results(p, q, a, b)


def test_contract_in_a_parallel_loop() -> None:
    x, y = vec(300_000), np.zeros(300_000)
    p = lowered(one_loop, x, y)
    par = replace_loop(p, "i", lambda lp: replace(lp, kind="parallel"))
    q = Step("contract", "i", array="t").apply(par)
    assert_same_results(p, q, x, y)  # the scalar must be private to each thread


@pytest.mark.parametrize("fn, target, array, reason", [
    (returned, "i", "t", "t is returned (through the view _v1)"),
    (read_first, "i", "t",
     "t[i] is read before it is written in an iteration of loop i (`y[i] = t[i] * 2.0`)"),
    (neighbours, "i", "t",
     "t is accessed as t[i + 1] and t[i]; only one element per iteration can become a "
     "scalar"),
    (inner_index, "i", "t",
     "t is accessed as t[i] and t[j]; only one element per iteration can become a scalar"),
    (conditional, "i", "t",
     "the first write of t[i] in an iteration of loop i is under an if, so it may not "
     "happen before the next read"),
    (accumulates, "i", "t",
     "t[i] is read before it is written in an iteration of loop i (`t[i] += x[i]`)"),
    (producer_consumer, "i", "t", "t is accessed outside loop i (`y[i] = t[i] * t[i]`)"),
    (producer_consumer, "i", "x", "x is a parameter, not a local array"),
    (producer_consumer, "i", "n", "n is a local scalar, not a local array"),
    (producer_consumer, "i", "u", "u is not a variable of the program, not a local array"),
    (inner_write, "i", "t",
     "the first write of t[i] in an iteration of loop i is in an inner loop, which may run "
     "zero times, so it may not happen before the next read"),
])
def test_contract_refusals(fn, target: str, array: str, reason: str) -> None:
    p = lowered(fn, vec(6), np.zeros(6))
    with pytest.raises(NotApplicableError,
                       match=re.escape(f"contract({target}): {reason}")):
        Step("contract", target, array=array).apply(p)


def test_contract_refuses_shape_reads() -> None:
    p = lowered(one_loop, vec(6), np.zeros(6))
    p = replace_loop(p, "i", lambda lp: replace(lp, stop=ir.Dim("t", 0)))  # range(t.shape[0])
    with pytest.raises(NotApplicableError, match=re.escape(
            "contract(i): the shape of t is read (t.shape[0])")):
        Step("contract", "i", array="t").apply(p)
