"""pack: golden IR (a transposed B, and the B panel of a tiled GEMM), illegal cases, and
compiled results equal to the unpacked program."""

from __future__ import annotations

import random

import numpy as np
import pytest

from loopcraft.errors import InvalidParameterError, NotApplicableError, ScheduleError
from loopcraft.ir import nodes as ir
from loopcraft.ir.verify import verify
from loopcraft.transform import Recipe, Step, get_transformation

from .util import assert_same_results, before_after, lowered, roundtrip


def gemm(C, A, B):
    for i in range(C.shape[0]):
        for j in range(C.shape[1]):
            for k in range(A.shape[1]):
                C[i, j] += A[i, k] * B[k, j]


def gemm_kij(C, A, B):
    for k in range(A.shape[1]):
        for i in range(C.shape[0]):
            for j in range(C.shape[1]):
                C[i, j] += A[i, k] * B[k, j]


def strided(s, x, n):
    for i in range(1, n + 3, 4):  # reads x[i - 1] only while i <= n: the box is clamped
        if i <= n:
            s[0] += x[i - 1] + x[i - 1 + 0]


def gathers(y, x, idx):
    for k in range(y.shape[0]):
        y[k] = x[idx[k]]


def updates(x, y):
    for k in range(y.shape[0]):
        x[k] = x[k] + y[k]


def scale(y, x, z):
    for k in range(y.shape[0]):
        y[k] = x[k] * 2.0
    z[0] = 1.0


def adds(C, A, B):
    C[:] = A + B


def data(*shape: int, seed: int = 0) -> np.ndarray:
    """Multiples of 1/4: sums and products are exact, so compiler FMA contraction cannot make
    the two programs differ in the last bit."""
    return np.random.default_rng(seed).integers(-8, 9, shape) / 4


#: A tiled GEMM, built from the triple loop with split steps: k tiles of 8 outermost, then
#: i, then j in tiles of 16; ``pack`` at the top of the k tile copies the B panel.
TILED = Recipe([Step("split", "k", factor=8), Step("split", "j", factor=16)])


def test_pack_golden(golden) -> None:
    C, A, B = data(4, 5), data(4, 3, seed=1), data(3, 5, seed=2)
    p = lowered(gemm, C, A, B)
    q = Step("pack", "i", array="B", order=[1, 0]).apply(p)
    verify(q)
    t = TILED.apply(lowered(gemm_kij, C, A, B))
    u = Step("pack", "k", array="B").apply(t)
    verify(u)
    golden("transform/pack.txt",
           before_after(p, q, "pack('i', array='B', order=[1, 0])") + "\n"
           + before_after(t, u, "split k by 8, j by 16, then pack('k', array='B')"))
    inner = [s for s in u.body.body[0].body.body if isinstance(s, ir.Loop)]
    assert [s.label for s in inner] == ["B_pack_0", "k"]


@pytest.mark.parametrize("m,k,n", [(37, 29, 41), (1, 1, 1), (3, 0, 4), (0, 5, 2), (8, 16, 32),
                                   (5, 9, 17)])
def test_pack_gemm_results(m: int, k: int, n: int) -> None:
    C, A, B = data(m, n), data(m, k, seed=1), data(k, n, seed=2)
    small = data(2, 2), data(2, 2), data(2, 2)
    p = lowered(gemm, *small)
    for order in ([1, 0], [0, 1]):
        assert_same_results(p, Step("pack", "i", array="B", order=order).apply(p), C, A, B)
    assert_same_results(p, Step("pack", "k", array="A").apply(p), C, A, B)
    t = TILED.apply(lowered(gemm_kij, *small))
    for step in (Step("pack", "k", array="B"), Step("pack", "k", array="A", order=[1, 0]),
                 Step("pack", "j", array="B"), Step("pack", "i", array="A")):
        assert_same_results(t, step.apply(t), C, A, B)


def test_pack_box_is_clamped_to_the_array() -> None:
    p = lowered(strided, data(1), data(6), 6)
    q = Step("pack", "i", array="x").apply(p)
    verify(q)
    alloc = next(s for s in q.body.body if isinstance(s, ir.Alloc))
    assert alloc.array == "x_pack"
    for n in (6, 5, 1, 0):
        assert_same_results(p, q, data(1), data(n, seed=5), n)


def test_pack_illegal_cases() -> None:
    C, A, B = data(3, 3), data(3, 3), data(3, 3)
    p = lowered(gemm, C, A, B)
    with pytest.raises(NotApplicableError,
                       match=r"^pack\(i\): the loop writes C, so a copy of C made before it "
                             r"would go stale$"):
        Step("pack", "i", array="C").apply(p)
    with pytest.raises(InvalidParameterError,
                       match=r"^pack\(i\): order=\[0, 0\] is not a permutation of the 2 axes "
                             r"of B$"):
        Step("pack", "i", array="B", order=[0, 0]).apply(p)
    with pytest.raises(InvalidParameterError, match=r"^pack\(i\): array='Z' is not an array"):
        Step("pack", "i", array="Z").apply(p)
    with pytest.raises(NotApplicableError,
                       match=r"^pack\(k\): index select\(idx\[k\] < 0, x.shape\[0\] \+ idx\[k\], "
                             r"idx\[k\]\) of x\[.*\] is not a sum of loop variables and "
                             r"loop-invariant terms, so its range is unknown$"):
        Step("pack", "k", array="x").apply(lowered(gathers, data(3), data(3),
                                                   np.array([2, 0, 1])))
    with pytest.raises(NotApplicableError, match=r"^pack\(k\): the loop writes x, so"):
        Step("pack", "k", array="x").apply(lowered(updates, data(3), data(3)))
    q = lowered(adds, C, A, B)
    inner = next(s for s in q.body.body if isinstance(s, ir.Loop)).body.body[0].label
    with pytest.raises(NotApplicableError,
                       match=rf"^pack\({inner}\): loop C_set_d0 around it is parallel, so its "
                             r"iterations would share the packed buffer$"):
        Step("pack", inner, array="A").apply(q)
    with pytest.raises(NotApplicableError, match=r"^pack\(k\): loop k reads no element of z$"):
        Step("pack", "k", array="z").apply(lowered(scale, data(3), data(3), data(1)))


def test_pack_sample_params() -> None:
    p = TILED.apply(lowered(gemm_kij, data(2, 2), data(2, 2), data(2, 2)))
    t = get_transformation("pack")
    rng = random.Random(2)
    ok = 0
    for _ in range(20):
        target = rng.choice(t.targets(p))
        try:
            t.check(p, target, **t.sample_params(p, target, rng))
            ok += 1
        except ScheduleError:
            pass
    assert ok > 0


# ------------------------------------------------------------------------ micro-panels

#: the BLIS structure in miniature: k tiles of 8, j tiles of 16, point loops j, i, k; the B
#: panel is packed at the top of the k tile, the block of A inside it (A_pack[k, i])
BLOCKED = Recipe([Step("split", "k", factor=8), Step("split", "j", factor=16),
                  Step("reorder", "k_o", order=["k_o", "j_o", "j", "i", "k"])])


def test_pack_panel_golden(golden) -> None:
    """``panel=w`` cuts the buffer's last axis into panels: ``[y // w, x, y % w]``; after
    ``unroll_and_jam`` by ``w`` the indices fold to constant offsets within a panel."""
    C, A, B = data(4, 5), data(4, 3, seed=1), data(3, 5, seed=2)
    p = lowered(gemm, C, A, B)
    q = Step("pack", "i", array="B", panel=4).apply(p)
    verify(q)
    t = TILED.apply(lowered(gemm_kij, C, A, B))
    u = Step("pack", "k", array="A", order=[1, 0], panel=3).apply(t)
    verify(u)
    v = Step("unroll_and_jam", "i", factor=3).apply(u)
    verify(v)
    golden("transform/pack_panel.txt",
           before_after(p, q, "pack('i', array='B', panel=4)") + "\n"
           + before_after(t, u, "split k by 8, j by 16, then pack('k', array='A', "
                          "order=[1, 0], panel=3)") + "\n"
           + before_after(u, v, "then unroll_and_jam('i', factor=3): panel indices fold"))
    alloc = next(s for s in q.body.body if isinstance(s, ir.Alloc))
    assert alloc.array == "B_pack" and len(alloc.shape) == 3
    assert alloc.shape[-1] == ir.Const(4, "int64")
    folded = {a.indices[-1] for s in v.body.body[0].body.body[-1].body.body
              for a in _accesses(s) if a.array == "A_pack"}
    assert folded >= {ir.Const(0, "int64"), ir.Const(1, "int64"), ir.Const(2, "int64")}


def _accesses(s: ir.Stmt) -> list[ir.Access]:
    from loopcraft.ir.walk import expr_accesses, stmt_exprs, walk_stmts
    return [a for x in walk_stmts(ir.Block((s,))) for e in stmt_exprs(x)
            for a in expr_accesses(e)]


@pytest.mark.sample(every=3)
@pytest.mark.parametrize("dtype", ["float64", "float32"])
@pytest.mark.parametrize("m,k,n", [(37, 29, 41), (1, 1, 1), (3, 0, 4), (0, 5, 2), (8, 16, 32),
                                   (6, 9, 17), (13, 8, 15)])
def test_pack_panel_results(m: int, k: int, n: int, dtype: str) -> None:
    """Panels of any width, partial last panels (extents not multiples of w), empty boxes,
    transposed and not, then register tiles by multiples and non-multiples of w: all
    bit-equal to the unpacked program."""
    C, A, B = (x.astype(dtype) for x in (data(m, n), data(m, k, seed=1), data(k, n, seed=2)))
    small = tuple(x.astype(dtype) for x in (data(2, 2), data(2, 2), data(2, 2)))
    p = lowered(gemm, *small)
    for order, w in (([1, 0], 2), ([0, 1], 3), ([0, 1], 16)):
        assert_same_results(p, Step("pack", "i", array="B", order=order, panel=w).apply(p),
                            C, A, B)
    t = BLOCKED.apply(lowered(gemm_kij, *small))
    for steps in (
        [Step("pack", "j_o", array="B", panel=4),
         Step("unroll_and_jam", "j", factor=4, depth=2)],
        [Step("pack", "j", array="A", order=[1, 0], panel=3),
         Step("unroll_and_jam", "i", factor=3)],
        [Step("pack", "j", array="A", order=[1, 0], panel=3),
         Step("unroll_and_jam", "i", factor=6)],
        [Step("pack", "j_o", array="B", panel=4), Step("pack", "j", array="A", panel=2),
         Step("unroll_and_jam", "j", factor=3, depth=2), Step("unroll_and_jam", "i", factor=2),
         Step("scalar_replace", "k", array="C")],
    ):
        assert_same_results(t, Recipe(steps).apply(t), C, A, B)


def test_pack_panel_roundtrip_and_json() -> None:
    t = BLOCKED.apply(lowered(gemm_kij, data(2, 2), data(2, 2), data(2, 2)))
    recipe = Recipe([Step("pack", "j_o", array="B", panel=4),
                     Step("pack", "j", array="A", order=[1, 0], panel=3),
                     Step("unroll_and_jam", "i", factor=3)])
    assert Recipe.from_json(recipe.to_json()) == recipe
    roundtrip(recipe.apply(t))


def test_pack_panel_illegal() -> None:
    p = lowered(gemm, data(3, 3), data(3, 3), data(3, 3))
    for w in (1, 0, -2):
        with pytest.raises(InvalidParameterError,
                           match=rf"^pack\(i\): panel={w} must be >= 2 \(or None: no panels\)$"):
            Step("pack", "i", array="B", panel=w).apply(p)
    with pytest.raises(InvalidParameterError, match="panel"):
        Step("pack", "i", array="B", panel=2.5).apply(p)
