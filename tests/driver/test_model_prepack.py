"""Constant weights packed once (``loopcraft.libops.prepack``): a product's B and a
convolution's filter, read by the kernels from the compiled model's packed pool, give what the
same kernels give when they pack on every call (weights as inputs), on sizes at the edges of
the register tiles and cache blocks; the packed pool really is what they read; a model loaded
through the schedule memo packs too; calls with fused epilogues (a residual, an activation)
read them packed as well."""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper
from tests.frontend.onnx.helpers import model, reference

import loopcraft.onnx as lco
from loopcraft import config as lc_config
from loopcraft.ir import nodes as ir
from loopcraft.ir.walk import walk_stmts
from loopcraft.libops.microkernel import TILES, supported_isas
from loopcraft.pipeline import cache
from loopcraft.transform import Recipe, Step

RNG = np.random.default_rng(23)
K, N_COLS = 37, 75  # B: k over two kc blocks of 16 and a rest; n over two nc panels
FILTER = (13, 3, 3, 3)  # 13 output channels: a partial panel of 8 (AVX-512) or 4


def _model(weights: dict[str, np.ndarray], as_inputs: bool):
    """y = x @ w (a linear layer over N rows) and z = Conv(img, f) (padding 1, stride 2); the
    weights are initializers (packed once) or graph inputs (packed per call)."""
    nodes = [helper.make_node("MatMul", ["x", "w"], ["y"]),
             helper.make_node("Conv", ["img", "f"], ["z"], pads=[1, 1, 1, 1], strides=[2, 2])]
    inputs = {"x": ("float32", ["N", K]), "img": ("float32", ["B", 3, 9, 11])}
    if as_inputs:
        inputs |= {"w": ("float32", [K, N_COLS]), "f": ("float32", list(FILTER))}
    return model(nodes, inputs, ["y", "z"], None if as_inputs else weights)


def _recipe(isa: str) -> Recipe:
    nr = TILES[(isa, "float32")][1]
    return Recipe([Step("implement", "matmul#0", impl="microkernel", isa=isa, kc=16, nc=2 * nr),
                   Step("implement", "conv2d#0", impl="microkernel", isa=isa)])


@pytest.mark.parametrize("isa", [pytest.param(isa, marks=[pytest.mark.slow] if k else [])
                                 for k, isa in enumerate(supported_isas())])
def test_packed_and_unpacked_kernels_agree_on_odd_sizes(isa: str) -> None:
    weights = {"w": RNG.standard_normal((K, N_COLS)).astype(np.float32),
               "f": RNG.standard_normal(FILTER).astype(np.float32)}
    packed_model = _model(weights, as_inputs=False)
    packed = lco.compile(packed_model, recipe=_recipe(isa))
    unpacked = lco.compile(_model(weights, as_inputs=True), recipe=_recipe(isa))
    assert sorted(op for _, _, op in packed.module.prepacked) == ["conv2d", "matmul"]
    assert not hasattr(unpacked.module, "prepacked")
    mr = TILES[(isa, "float32")][0]
    for rows in (3, mr - 1, mr + 1, 2 * mr + 5):  # 3: the few-row path reads B in place
        feeds = {"x": RNG.standard_normal((rows, K)).astype(np.float32),
                 "img": RNG.standard_normal((2, 3, 9, 11)).astype(np.float32)}
        got = packed(**feeds)
        same = unpacked(**feeds, **weights)
        for g, s, want in zip(got, same, reference(packed_model, feeds), strict=True):
            np.testing.assert_array_equal(g, s)  # the same sums in the same order
            np.testing.assert_allclose(g, want, rtol=1e-4, atol=1e-4)


def test_the_kernels_read_the_packed_pool_and_a_memo_load_packs_it() -> None:
    weights = {"w": RNG.standard_normal((K, N_COLS)).astype(np.float32),
               "f": RNG.standard_normal(FILTER).astype(np.float32)}
    m = _model(weights, as_inputs=False)
    feeds = {"x": RNG.standard_normal((20, K)).astype(np.float32),
             "img": RNG.standard_normal((1, 3, 9, 11)).astype(np.float32)}
    want = reference(m, feeds)
    cm = lco.compile(m)
    (pool,) = {p for p, _, _ in cm.module.prepacked}
    packed = cm.lowered.weights[pool]
    assert packed.any() and "prepack" in cm.timings
    saved = packed.copy()
    packed[:] = 0  # what the kernels read: both outputs go to zero with it
    assert all(not r.any() for r in cm(**feeds))
    packed[:] = saved
    cache.clear_cache(disk=False)  # a new process: the memo's hit loads the module
    again = lco.compile(m)
    assert "schedule" not in again.timings and again.key == cm.key
    for cmp in (cm, again):
        for g, w in zip(cmp(**feeds), want, strict=True):
            np.testing.assert_allclose(g, w, rtol=1e-4, atol=1e-4)


def test_with_blas_nothing_is_packed_and_the_pool_is_not_allocated() -> None:
    weights = {"w": RNG.standard_normal((K, N_COLS)).astype(np.float32),
               "f": RNG.standard_normal(FILTER).astype(np.float32)}
    m = _model(weights, as_inputs=False)
    with lc_config.patch(libop_impl="blas"):
        cm = lco.compile(m)
    assert not hasattr(cm.module, "prepacked") and "prepack" not in cm.timings
    weight_pool, packed_pool = sorted(cm._weights, key=lambda a: -a.size)  # bound per call
    assert weight_pool.size >= K * N_COLS and packed_pool.size == 1
    feeds = {"x": RNG.standard_normal((9, K)).astype(np.float32),
             "img": RNG.standard_normal((1, 3, 9, 11)).astype(np.float32)}
    for g, w in zip(cm(**feeds), reference(m, feeds), strict=True):
        np.testing.assert_allclose(g, w, rtol=1e-4, atol=1e-4)


def test_fused_residual_and_activation_calls_read_packed_weights() -> None:
    """The epilogue and the pre-packing together: a ResNet block ``Conv -> BN -> Add(skip) ->
    Relu`` (the BN folded into the filter, which is then packed; the skip and ReLU fused into
    the call) and ``Gemm(transB) -> Gelu`` over enough rows for the blocked path (bias and
    GELU fused), against onnxruntime; zeroing the packed pool changes both outputs."""
    c, rows = FILTER[0], 20
    inits = {"f": RNG.standard_normal((c, c, 3, 3)).astype(np.float32) * 0.3,
             "fb": RNG.standard_normal(c).astype(np.float32),
             "s": RNG.standard_normal(c).astype(np.float32) + 1,
             "bb": RNG.standard_normal(c).astype(np.float32),
             "mu": RNG.standard_normal(c).astype(np.float32),
             "var": np.abs(RNG.standard_normal(c)).astype(np.float32) + 0.2,
             "gw": RNG.standard_normal((N_COLS, K)).astype(np.float32) * 0.3,
             "gb": RNG.standard_normal(N_COLS).astype(np.float32)}
    nodes = [helper.make_node("Relu", ["img"], ["r0"]),  # the block's input (and skip)
             helper.make_node("Conv", ["r0", "f", "fb"], ["cv"], pads=[1, 1, 1, 1]),
             helper.make_node("BatchNormalization", ["cv", "s", "bb", "mu", "var"], ["bn"]),
             helper.make_node("Add", ["bn", "r0"], ["sum"]),
             helper.make_node("Relu", ["sum"], ["z"]),
             helper.make_node("Gemm", ["x", "gw", "gb"], ["g"], transB=1),
             helper.make_node("Gelu", ["g"], ["y"])]
    m = model(nodes, {"img": ("float32", [2, c, 9, 11]), "x": ("float32", [rows, K])},
              ["z", "y"], inits)
    cm = lco.compile(m)
    calls = {s.op: dict(s.attrs) for s in walk_stmts(cm.program.body)
             if isinstance(s, ir.LibCall)}
    assert calls["conv2d"]["residual"] is True and calls["conv2d"]["relu"] is True
    assert calls["matmul"]["act"] == "gelu" and calls["matmul"]["bias"] is True
    assert sorted(op for _, _, op in cm.module.prepacked) == ["conv2d", "matmul"]
    feeds = {"img": RNG.standard_normal((2, c, 9, 11)).astype(np.float32),
             "x": RNG.standard_normal((rows, K)).astype(np.float32)}
    got = cm(**feeds)
    for g, w in zip(got, reference(m, feeds), strict=True):
        np.testing.assert_allclose(g, w, rtol=1e-4, atol=1e-4)
    (pool,) = {p for p, _, _ in cm.module.prepacked}
    cm.lowered.weights[pool][:] = 0
    assert all(not np.allclose(z, g) for z, g in zip(cm(**feeds), got, strict=True))
