"""Conv, ConvTranspose and pooling against onnxruntime (one compile for all of them).

A plain 2-d convolution becomes the ``conv2d`` library call, a grouped one (here depthwise
with a channel multiplier; test_depthwise.py has the plain depthwise ``dwconv2d`` call,
test_grouped_conv.py more groups) one call per group; dilation, asymmetric padding, 1-d and
3-d forms are loop nests. Tolerance: float32, rtol 1e-4 / atol 1e-5.
"""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper

import loopcraft.onnx as lco
from loopcraft.ir import nodes as ir
from loopcraft.ir.walk import walk_stmts

from .helpers import assert_matches, model

RNG = np.random.default_rng(3)


def _w(*shape: int) -> np.ndarray:
    return RNG.standard_normal(shape).astype(np.float32)


def _model():
    nodes = [
        helper.make_node("Conv", ["x", "w", "b"], ["conv_libcall"], pads=[1, 1, 1, 1],
                         strides=[2, 1]),
        helper.make_node("Conv", ["x", "wg"], ["conv_groups"], group=2, dilations=[2, 1],
                         pads=[0, 1, 2, 0]),
        helper.make_node("Conv", ["x", "wd", "bd"], ["conv_depthwise"], group=4,
                         auto_pad="SAME_UPPER"),
        helper.make_node("Conv", ["x1", "w1"], ["conv1d"], strides=[2], pads=[1, 0]),
        helper.make_node("ConvTranspose", ["x", "wt", "bt"], ["deconv"], strides=[2, 2],
                         pads=[1, 0, 0, 1], output_padding=[1, 0]),
        helper.make_node("MaxPool", ["x"], ["maxpool"], kernel_shape=[3, 3], strides=[2, 2],
                         pads=[1, 1, 1, 1]),
        helper.make_node("MaxPool", ["x"], ["maxpool_ceil"], kernel_shape=[2, 2],
                         strides=[2, 2], ceil_mode=1, dilations=[1, 2]),
        helper.make_node("AveragePool", ["x"], ["avgpool"], kernel_shape=[3, 2],
                         pads=[1, 0, 1, 1]),
        helper.make_node("AveragePool", ["x"], ["avgpool_incl"], kernel_shape=[3, 3],
                         strides=[2, 2], pads=[1, 1, 1, 1], count_include_pad=1, ceil_mode=1),
        helper.make_node("GlobalAveragePool", ["x"], ["gap"]),
        helper.make_node("GlobalMaxPool", ["x"], ["gmp"]),
    ]
    inits = {"w": _w(6, 4, 3, 3), "b": _w(6), "wg": _w(4, 2, 2, 3), "wd": _w(8, 1, 3, 3),
             "bd": _w(8), "w1": _w(3, 2, 3), "wt": _w(4, 3, 3, 2), "bt": _w(3)}
    return model(nodes, {"x": ("float32", [2, 4, 7, 6]), "x1": ("float32", [1, 2, 9])},
                 [n.output[0] for n in nodes], inits)


@pytest.fixture(scope="module")
def compiled():
    m = _model()
    return m, lco.compile(m)


def test_convolutions_and_pooling_match_onnxruntime(compiled) -> None:
    m, cm = compiled
    feeds = {"x": _w(2, 4, 7, 6), "x1": _w(1, 2, 9)}
    assert_matches(m, cm, feeds, rtol=1e-4, atol=1e-5)


def test_plain_2d_convolution_is_the_conv2d_library_call(compiled) -> None:
    _, cm = compiled
    calls = [s for s in walk_stmts(cm.lowered.program.body) if isinstance(s, ir.LibCall)]
    # the plain convolution, then the four groups of the channel-multiplier one
    assert [c.op for c in calls] == ["conv2d"] * 5
    assert dict(calls[0].attrs)["stride_h"] == 2 and dict(calls[0].attrs)["pad_w"] == 1
