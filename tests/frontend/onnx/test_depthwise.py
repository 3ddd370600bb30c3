"""Depthwise Conv (groups == channels): the ``dwconv2d`` library call, its vectorized kernel
and its ``loops`` implementation, against onnxruntime (float32) and NumPy (float64).

One model holds every case (3x3/5x5, stride 1/2/mixed, pad 0/1/2, bias or not, odd widths so
that the kernel's vector tails and the padding columns are exercised); it is compiled twice,
with the kernel and with the loops. Tolerance: float32 rtol 1e-4 / atol 1e-5, float64 1e-12.
"""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper

import loopcraft.onnx as lco
from loopcraft import config as lc_config
from loopcraft.ir import nodes as ir
from loopcraft.ir.walk import walk_stmts

from .helpers import assert_matches, model

RNG = np.random.default_rng(23)
C = 5

#: (output, kernel, strides, pads, bias)
CASES = [
    ("k3s1p1", 3, (1, 1), 1, True),
    ("k3s2p1", 3, (2, 2), 1, False),
    ("k3s1p0", 3, (1, 1), 0, True),
    ("k3s2p0", 3, (2, 2), 0, False),
    ("k5s1p2", 5, (1, 1), 2, True),
    ("k5s2p1", 5, (2, 2), 1, True),
    ("k3s21p1", 3, (2, 1), 1, False),
]


def _model(dtype: str, shape: tuple[int, ...]):
    nodes, inits = [], {}
    for name, k, strides, pad, bias in CASES:
        inits[f"w_{name}"] = RNG.standard_normal((C, 1, k, k)).astype(dtype)
        ins = ["x", f"w_{name}"]
        if bias:
            inits[f"b_{name}"] = RNG.standard_normal(C).astype(dtype)
            ins.append(f"b_{name}")
        nodes.append(helper.make_node("Conv", ins, [name], group=C, kernel_shape=[k, k],
                                      strides=list(strides), pads=[pad] * 4))
    return model(nodes, {"x": (dtype, shape)}, [n.output[0] for n in nodes], inits), inits


def _numpy_depthwise(x: np.ndarray, w: np.ndarray, b: np.ndarray | None,
                     strides: tuple[int, int], pad: int) -> np.ndarray:
    n, c, h, wd = x.shape
    k = w.shape[2]
    xp = np.pad(x, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
    ho, wo = (h + 2 * pad - k) // strides[0] + 1, (wd + 2 * pad - k) // strides[1] + 1
    out = np.zeros((n, c, ho, wo), x.dtype)
    for r in range(k):
        for s in range(k):
            out += xp[:, :, r:r + strides[0] * (ho - 1) + 1:strides[0],
                      s:s + strides[1] * (wo - 1) + 1:strides[1]] * w[None, :, 0, r, s, None, None]
    return out + (b[None, :, None, None] if b is not None else 0)


@pytest.fixture(scope="module")
def float32_model():
    m, _ = _model("float32", ("N", C, 9, 21))
    return m, lco.compile(m)


def test_depthwise_conv_is_the_dwconv2d_library_call(float32_model) -> None:
    _, cm = float32_model
    calls = [s for s in walk_stmts(cm.program.body) if isinstance(s, ir.LibCall)]
    assert [c.op for c in calls] == ["dwconv2d"] * len(CASES)
    assert all(dict(c.attrs).get("impl") == "microkernel" for c in calls)


def test_depthwise_kernel_matches_onnxruntime_float32(float32_model) -> None:
    m, cm = float32_model
    for batch in (1, 2):  # one compile serves every batch size
        assert_matches(m, cm, {"x": RNG.standard_normal((batch, C, 9, 21)).astype(np.float32)},
                       rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("impl", ["microkernel", "loops"])
def test_depthwise_float64_matches_numpy(impl: str) -> None:
    m, inits = _model("float64", (2, C, 8, 13))
    with lc_config.patch(libop_impl=impl):
        cm = lco.compile(m)
    calls = [s for s in walk_stmts(cm.program.body) if isinstance(s, ir.LibCall)]
    assert [dict(c.attrs).get("impl") for c in calls] == (
        ["microkernel"] * len(CASES) if impl == "microkernel" else [])
    x = RNG.standard_normal((2, C, 8, 13))
    got = cm(x=x)
    for (name, _, strides, pad, bias), g in zip(CASES, got, strict=True):
        want = _numpy_depthwise(x, inits[f"w_{name}"], inits.get(f"b_{name}") if bias else None,
                                strides, pad)
        np.testing.assert_allclose(g, want, rtol=1e-12, atol=1e-12, err_msg=name)


#: MobileNetV2's depthwise layers, scaled down: (name, channels, size, stride, activation
#: node) -- planes of 7 and 14 (one 16-lane vector a row), 40 (stride 2 over two vectors),
#: each with the activation the kernel applies in registers (ReLU, ReLU6 as Clip) or on the
#: stored row (HardSwish)
MOBILE = [("m7", 24, 7, 1, "Clip"), ("m14s2", 16, 14, 2, "Clip"), ("m40", 6, 40, 1, "Relu"),
          ("m40s2", 6, 40, 2, "HardSwish"), ("m9", 8, 9, 1, None)]


@pytest.mark.parametrize("name,c,size,stride,act", MOBILE)
def test_mobilenet_depthwise_with_activation_matches_onnxruntime(name, c, size, stride,
                                                                  act) -> None:
    w = RNG.standard_normal((c, 1, 3, 3)).astype(np.float32)
    b = RNG.standard_normal(c).astype(np.float32)
    nodes = [helper.make_node("Conv", ["x", "w", "b"], ["y" if act is None else "c"], group=c,
                              kernel_shape=[3, 3], strides=[stride] * 2, pads=[1] * 4)]
    inits = {"w": w, "b": b}
    if act == "Clip":
        inits.update(lo=np.array(0, np.float32), hi=np.array(6, np.float32))
        nodes.append(helper.make_node("Clip", ["c", "lo", "hi"], ["y"]))
    elif act is not None:
        nodes.append(helper.make_node(act, ["c"], ["y"]))
    m = model(nodes, {"x": ("float32", (1, c, size, size))}, ["y"], inits)
    cm = lco.compile(m)
    calls = [s for s in walk_stmts(cm.program.body) if isinstance(s, ir.LibCall)]
    assert [c.op for c in calls] == ["dwconv2d"]
    attrs = dict(calls[0].attrs)
    assert attrs.get("impl") == "microkernel"
    assert act is None or attrs.get("relu") or "act" in attrs, "activation not fused"
    x = (3 * RNG.standard_normal((1, c, size, size))).astype(np.float32)
    assert_matches(m, cm, {"x": x}, rtol=1e-5, atol=1e-5)
