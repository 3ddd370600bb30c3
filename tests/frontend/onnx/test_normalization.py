"""Softmax, normalizations and reductions against onnxruntime (one compile).

Tolerance: float32, rtol 1e-5 / atol 1e-5 (reductions of up to 60 terms in another order).
"""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper

import loopcraft.onnx as lco

from .helpers import assert_matches, model

RNG = np.random.default_rng(4)


def _w(*shape: int) -> np.ndarray:
    return RNG.standard_normal(shape).astype(np.float32)


def _model():
    ax = {"axes1": np.array([1], np.int64), "axes02": np.array([0, -1], np.int64)}
    nodes = [
        helper.make_node("Softmax", ["x"], ["softmax"]),
        helper.make_node("Softmax", ["x"], ["softmax_axis1"], axis=1),
        helper.make_node("LogSoftmax", ["x"], ["logsoftmax"], axis=-1),
        helper.make_node("BatchNormalization", ["x", "s", "bb", "mean", "var"], ["batchnorm"],
                         epsilon=1e-3),
        helper.make_node("BatchNormalization", ["x", "s_in", "bb", "mean", "var"],
                         ["batchnorm_runtime_scale"]),
        helper.make_node("InstanceNormalization", ["x", "s", "bb"], ["instancenorm"]),
        helper.make_node("LayerNormalization", ["x", "ln_s", "ln_b"], ["layernorm"]),
        helper.make_node("LayerNormalization", ["x", "ln_s2"], ["layernorm_axis1"], axis=1),
        helper.make_node("LRN", ["x"], ["lrn"], size=3, alpha=1e-3, beta=0.75, bias=2.0),
        helper.make_node("ReduceMean", ["x", "axes1"], ["reducemean"]),
        helper.make_node("ReduceSum", ["x", "axes02"], ["reducesum"], keepdims=0),
        helper.make_node("ReduceMax", ["x"], ["reducemax_all"], keepdims=0),
        helper.make_node("ReduceMin", ["x", "axes1"], ["reducemin"]),
        helper.make_node("ReduceL2", ["x", "axes02"], ["reducel2"]),
        helper.make_node("ReduceSumSquare", ["x", "axes1"], ["reducesumsquare"], keepdims=0),
    ]
    inits = {"s": _w(3), "bb": _w(3), "mean": _w(3), "var": np.abs(_w(3)) + 0.1,
             "ln_s": _w(5), "ln_b": _w(5), "ln_s2": _w(3, 4, 5), **ax}
    return model(nodes, {"x": ("float32", [2, 3, 4, 5]), "s_in": ("float32", [3])},
                 [n.output[0] for n in nodes], inits)


@pytest.fixture(scope="module")
def compiled():
    m = _model()
    return m, lco.compile(m)


def test_normalizations_and_reductions_match_onnxruntime(compiled) -> None:
    m, cm = compiled
    assert_matches(m, cm, {"x": _w(2, 3, 4, 5) * 3, "s_in": _w(3)}, rtol=1e-5, atol=1e-5)


def test_rank0_output(compiled) -> None:
    m, cm = compiled
    out = dict(zip(cm.output_names, cm(_w(2, 3, 4, 5), _w(3)), strict=True))
    assert out["reducemax_all"].shape == ()
