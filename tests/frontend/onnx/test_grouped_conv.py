"""Grouped 2-d Conv (AlexNet's group=2, ShuffleNet's 1x1 groups; not depthwise): one ``conv2d``
call per group on channel slices, against onnxruntime. Tolerance: float32, rtol 1e-4 /
atol 1e-5 (sums of up to 200 products)."""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper

import loopcraft.onnx as lco
from loopcraft.ir import nodes as ir
from loopcraft.ir.walk import walk_stmts

from .helpers import assert_matches, model

RNG = np.random.default_rng(11)


def _w(*shape: int) -> np.ndarray:
    return RNG.standard_normal(shape).astype(np.float32)


def _model(weights_as_input: bool):
    nodes = [
        # AlexNet's conv2: 5x5, two groups, a bias, ReLU after
        helper.make_node("Conv", ["x", "w2", "b2"], ["c2"], group=2, pads=[2, 2, 2, 2],
                         kernel_shape=[5, 5]),
        helper.make_node("Relu", ["c2"], ["y2"]),
        # ShuffleNet's 1x1 grouped convolution, three groups, stride 2, no bias
        helper.make_node("Conv", ["x", "w3"], ["y3"], group=3, strides=[2, 2]),
    ]
    inits = {"w2": _w(8, 3, 5, 5), "b2": _w(8), "w3": _w(9, 2, 1, 1)}
    inputs = {"x": ("float32", [2, 6, 9, 8])}
    if weights_as_input:  # computed weights: sliced by views instead of at compile time
        inputs |= {"w2": ("float32", [8, 3, 5, 5]), "b2": ("float32", [8])}
        inits = {"w3": inits["w3"]}
    return model(nodes, inputs, ["y2", "y3"], inits)


@pytest.mark.parametrize("weights_as_input", [False, True], ids=["constant", "computed"])
def test_grouped_convolution_is_a_conv2d_call_per_group(weights_as_input: bool) -> None:
    m = _model(weights_as_input)
    cm = lco.compile(m)
    calls = [s for s in walk_stmts(cm.lowered.program.body) if isinstance(s, ir.LibCall)]
    assert [c.op for c in calls] == ["conv2d"] * 5
    feeds = {"x": _w(2, 6, 9, 8)}
    if weights_as_input:
        feeds |= {"w2": _w(8, 3, 5, 5), "b2": _w(8)}
    assert_matches(m, cm, feeds, rtol=1e-4, atol=1e-5)
