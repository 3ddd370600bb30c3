"""MaxPool and AveragePool: interior/border split, against onnxruntime and a NumPy reference.

A padded pool is lowered as a guard-free interior nest (each output from its taps in one
expression) and guarded border nests (``operators/pooling.py``); these tests cover the
attribute combinations that move the split (pads on one side, strides, dilations, ceil_mode
windows past the end, SAME padding, windows larger than the unrolled limit, an axis with no
interior at all, 1-d and 3-d) in one compiled model, check that the interior's bounds checks
are hoisted (no checked copy), and that a window holding a NaN gives NaN.
"""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from onnx import helper

import loopcraft.onnx as lco
from loopcraft.codegen.bounds import BoundsChoice, instrument, walk_checked
from loopcraft.frontend.onnx.operators.pooling import interior_range, pool_regions
from loopcraft.ir import nodes as ir
from loopcraft.ir.walk import walk_stmts

from .helpers import assert_matches, model, reference

RNG = np.random.default_rng(7)

#: (op, input, attributes)
CASES = [
    ("MaxPool", "x", dict(kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1])),
    ("MaxPool", "x", dict(kernel_shape=[3, 3], pads=[1, 1, 1, 1])),
    ("MaxPool", "x", dict(kernel_shape=[2, 2], strides=[2, 2], ceil_mode=1)),
    ("MaxPool", "x", dict(kernel_shape=[3, 2], strides=[2, 3], pads=[1, 0, 2, 1], ceil_mode=1)),
    ("MaxPool", "x", dict(kernel_shape=[3, 3], dilations=[2, 2], pads=[2, 2, 2, 2])),
    ("MaxPool", "x", dict(kernel_shape=[3, 3], strides=[2, 2], auto_pad="SAME_UPPER")),
    ("MaxPool", "x", dict(kernel_shape=[3, 3], strides=[2, 2])),
    ("MaxPool", "x", dict(kernel_shape=[6, 6], pads=[2, 2, 2, 2])),
    ("MaxPool", "xs", dict(kernel_shape=[3, 3], pads=[1, 1, 1, 1])),
    ("AveragePool", "x", dict(kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1])),
    ("AveragePool", "x", dict(kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1],
                              count_include_pad=1)),
    ("AveragePool", "x", dict(kernel_shape=[3, 2], strides=[2, 2], pads=[1, 0, 1, 1],
                              ceil_mode=1, count_include_pad=1)),
    ("AveragePool", "x", dict(kernel_shape=[6, 6], pads=[2, 2, 2, 2])),
    ("MaxPool", "x1", dict(kernel_shape=[3], strides=[2], pads=[1, 1])),
    ("MaxPool", "x3", dict(kernel_shape=[3, 3, 3], strides=[2, 2, 2], pads=[1, 1, 1, 1, 1, 1])),
    ("AveragePool", "x3", dict(kernel_shape=[2, 2, 2], pads=[1, 1, 1, 1, 1, 1])),
]
SHAPES = {"x": [2, 3, 9, 11], "xs": [1, 2, 2, 3], "x1": [1, 2, 13], "x3": [1, 2, 5, 6, 7]}


def _feeds(nan: bool = False) -> dict[str, np.ndarray]:
    feeds = {k: RNG.standard_normal(s).astype(np.float32) for k, s in SHAPES.items()}
    if nan:
        for v in feeds.values():
            flat = v.reshape(-1)
            flat[RNG.choice(flat.size, max(1, flat.size // 15), replace=False)] = np.nan
    return feeds


@pytest.fixture(scope="module")
def compiled():
    nodes = [helper.make_node(op, [src], [f"y{k}"], **attrs)
             for k, (op, src, attrs) in enumerate(CASES)]
    m = model(nodes, {k: ("float32", s) for k, s in SHAPES.items()},
              [f"y{k}" for k in range(len(CASES))])
    return m, lco.compile(m)


def test_pools_match_onnxruntime(compiled) -> None:
    m, cm = compiled
    assert_matches(m, cm, _feeds(), rtol=1e-5, atol=1e-6)


def test_interior_is_guard_free_with_hoisted_bounds_checks(compiled) -> None:
    _, cm = compiled
    program = cm.program
    loops = [s for s in walk_stmts(program.body) if isinstance(s, ir.Loop)]
    interior = {lp.label for lp in loops if lp.label.startswith("maxpool1_")
                and "_e" not in lp.label and "_init" not in lp.label}
    border = {lp.label for lp in loops if lp.label.startswith("maxpool1_e0l_")}
    assert interior and border
    for lp in loops:
        if lp.label in interior:
            assert not any(isinstance(s, ir.If) for s in walk_stmts(lp.body)), lp.label
    checked, _ = instrument(program)
    slow_paths = {lp.label for s in walk_checked(checked.body) if isinstance(s, BoundsChoice)
                  for lp in walk_stmts(ir.Block((s.fast,))) if isinstance(lp, ir.Loop)}
    assert not interior & slow_paths


def _reference_max(x: np.ndarray, kernel, strides, pads, dil, ceil_mode: bool) -> np.ndarray:
    """NumPy's NaN-propagating max over each window (taps in the padding skipped)."""
    nsp = len(kernel)
    sizes = x.shape[2:]
    outs = []
    for s, k, st, d, b, e in zip(sizes, kernel, strides, dil, pads[:nsp], pads[nsp:],
                                 strict=True):
        span = s + b + e - ((k - 1) * d + 1)
        o = (-(-span // st) if ceil_mode else span // st) + 1
        if ceil_mode and (o - 1) * st >= s + b:
            o -= 1
        outs.append(o)
    y = np.empty(x.shape[:2] + tuple(outs), x.dtype)
    for o in itertools.product(*(range(n) for n in outs)):
        idx = [[oo * st - b + r * d for r in range(k)]
               for oo, st, b, k, d in zip(o, strides, pads[:nsp], kernel, dil, strict=True)]
        idx = [[i for i in ax if 0 <= i < s] for ax, s in zip(idx, sizes, strict=True)]
        y[(..., *o)] = np.max(x[(...,) + np.ix_(*idx)], axis=tuple(range(2, 2 + nsp)))
    return y


@pytest.mark.parametrize("k", [0, 2, 3, 4, 7, 8, 13, 14])
def test_a_nan_in_the_window_gives_nan(compiled, k: int) -> None:
    """NumPy/PyTorch: NaN wins. onnxruntime only returns NaN when it is a window's last tap,
    so only its NaNs are required to be ours."""
    m, cm = compiled
    feeds = _feeds(nan=True)
    got = dict(zip(cm.output_names, cm(**feeds), strict=True))[f"y{k}"]
    op, src, attrs = CASES[k]
    nsp = len(attrs["kernel_shape"])
    want = _reference_max(feeds[src], attrs["kernel_shape"], attrs.get("strides", [1] * nsp),
                          attrs.get("pads", [0] * 2 * nsp), attrs.get("dilations", [1] * nsp),
                          bool(attrs.get("ceil_mode", 0)))
    assert np.isnan(want).any() and not np.isnan(want).all()
    np.testing.assert_array_equal(got, want)
    ort = dict(zip([o.name for o in m.graph.output], reference(m, feeds), strict=True))[f"y{k}"]
    assert np.isnan(got[np.isnan(ort)]).all()


@pytest.mark.parametrize("size,kernel,stride,dil,pad,end", [
    (112, 3, 2, 1, 1, 1), (9, 2, 2, 1, 0, 1), (2, 3, 1, 1, 1, 1), (11, 3, 3, 1, 0, 2),
    (9, 3, 1, 2, 2, 2), (7, 6, 1, 1, 2, 2), (5, 1, 1, 1, 0, 0),
])
def test_regions_partition_the_output(size, kernel, stride, dil, pad, end) -> None:
    """Every output is in exactly one region, and a region's taps can leave the input only on
    the axes it guards."""
    out = (size + pad + end - ((kernel - 1) * dil + 1)) // stride + 1
    inner = interior_range(out, stride, kernel, dil, pad, size)
    outs = [out, 5]
    regions = pool_regions(outs, [inner, (1, 4)])
    seen = np.zeros(outs, int)
    for _, ranges, guard in regions:
        (a0, b0), (a1, b1) = ranges
        seen[a0:b0, a1:b1] += 1
        taps = [o * stride - pad + r * dil for o in range(a0, b0) for r in range(kernel)]
        assert guard[0] or all(0 <= t < size for t in taps)
        assert guard[1] == (a1 < 1 or b1 > 4)
    assert (seen == 1).all()
    lo, hi = inner
    windows_inside = [o for o in range(out)
                      if o * stride - pad >= 0 and o * stride - pad + (kernel - 1) * dil < size]
    assert list(range(lo, hi)) == windows_inside
