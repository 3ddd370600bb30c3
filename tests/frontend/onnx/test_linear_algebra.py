"""MatMul and Gemm against onnxruntime (one compile per family): they become the IR's
``matmul`` library call, implemented by the micro-kernel (the default ``libop_impl``).

Tolerance: float32, rtol 1e-4 / atol 1e-5 (sums of up to 7 products in another order).
"""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper

import loopcraft.onnx as lco
from loopcraft.ir import nodes as ir
from loopcraft.ir.walk import walk_stmts

from .helpers import assert_matches, model

RNG = np.random.default_rng(2)


def _w(*shape: int) -> np.ndarray:
    return RNG.standard_normal(shape).astype(np.float32)


def _model():
    nodes = [
        helper.make_node("MatMul", ["a2", "b2"], ["mm2d"]),
        helper.make_node("MatMul", ["a3", "b3"], ["mm_batched"]),
        helper.make_node("MatMul", ["a4", "b3"], ["mm_broadcast"]),     # (2,1,3,5) @ (2,5,4)
        helper.make_node("MatMul", ["a3", "w"], ["mm_linear"]),        # (2,3,5) @ (5,4)
        helper.make_node("MatMul", ["v", "b2"], ["mm_vec_left"]),      # (5,) @ (5,4)
        helper.make_node("MatMul", ["a2", "v4"], ["mm_vec_right"]),    # (3,4) @ (4,)
        helper.make_node("Gemm", ["a2", "g_b"], ["gemm_plain"]),
        helper.make_node("Gemm", ["a2t", "g_bt", "g_c"], ["gemm_trans"], transA=1, transB=1,
                         alpha=0.5, beta=2.0),
        helper.make_node("Gemm", ["a2", "g_b", "g_c1"], ["gemm_bias_row"]),
    ]
    inits = {"w": _w(5, 4), "v4": _w(4), "g_b": _w(4, 6), "g_bt": _w(6, 4), "g_c": _w(3, 6),
             "g_c1": _w(6)}
    inputs = {"a2": ("float32", [3, 4]), "b2": ("float32", [4, 4]),
              "a3": ("float32", [2, 3, 5]), "b3": ("float32", [2, 5, 4]),
              "a4": ("float32", [2, 1, 3, 5]), "v": ("float32", [4]),
              "a2t": ("float32", [4, 3])}
    outs = ["mm2d", "mm_batched", "mm_broadcast", "mm_linear", "mm_vec_left", "mm_vec_right",
            "gemm_plain", "gemm_trans", "gemm_bias_row"]
    return model(nodes, inputs, outs, inits)


@pytest.fixture(scope="module")
def compiled():
    m = _model()
    return m, lco.compile(m)


def test_products_match_onnxruntime(compiled) -> None:
    m, cm = compiled
    feeds = {i.name: _w(*[d.dim_value for d in i.type.tensor_type.shape.dim])
             for i in m.graph.input if i.name not in {t.name for t in m.graph.initializer}}
    assert_matches(m, cm, feeds, rtol=1e-4, atol=1e-5)


def test_products_are_matmul_library_calls_for_the_kernels(compiled) -> None:
    _, cm = compiled
    lowered = [s for s in walk_stmts(cm.lowered.program.body) if isinstance(s, ir.LibCall)]
    assert len(lowered) == 9 and {s.op for s in lowered} == {"matmul"}
    implemented = [dict(s.attrs).get("impl") for s in walk_stmts(cm.program.body)
                   if isinstance(s, ir.LibCall)]
    assert implemented and all(i in ("microkernel", "blas") for i in implemented)


def test_linear_layer_with_a_dynamic_batch_compiles_once() -> None:
    """x[N, 3, 5] @ w[5, 4] + b: one 2-d product over N*3 rows, N read at run time."""
    m = model([helper.make_node("MatMul", ["x", "w"], ["h"]),
               helper.make_node("Add", ["h", "b"], ["y"])],
              {"x": ("float32", ["N", 3, 5])}, ["y"], {"w": _w(5, 4), "b": _w(4)})
    cm = lco.compile(m)
    for n in (1, 4):
        assert_matches(m, cm, {"x": _w(n, 3, 5)}, rtol=1e-4, atol=1e-5)
