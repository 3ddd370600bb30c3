"""conv2d.h's AVX-512 float32 channel-vector tile (``conv2d_cvec.h``) against the float64
reference, on the shapes that reach each of its paths: several 64-channel panels and a last
panel 1-3 vectors wide, input channels in several L1 blocks, rows split into tiles of
unequal widths, work items that start and end inside a row, stride 2 through the phase
planes, the 1x1 stride-1 convolution that reads its input in place, the others read in
place with their edge tiles through zero-padded windows (wide planes, strides 1 and 2),
batch > 1, threads, and the fused residual (``skip``) with an activation. Small integer
operands: every sum is exact in float32, so the kernel must give the reference bit for
bit."""

from __future__ import annotations

import numpy as np
import pytest

from loopcraft.libops.microkernel import supported_isas
from loopcraft.transform import Step

from .test_conv2d import check, operands, program, reference
from .util import run

pytestmark = pytest.mark.skipif("avx512" not in supported_isas(),
                                reason="the channel-vector tile is the AVX-512 kernel")

#: (N, C, H, W, K, R, S, stride, padding, bias, relu)
SHAPES = [
    (2, 19, 15, 17, 70, 3, 3, (1, 1), (1, 1), True, True),     # 3 L1 blocks, panel 64 + 16
    (1, 9, 20, 9, 130, 3, 3, (2, 2), (1, 1), True, False),     # stride 2, panels 64, 64, 16
    (1, 3, 31, 29, 40, 7, 7, (2, 2), (3, 3), True, True),      # the stem's 7x7: 1-channel blocks
    (2, 33, 7, 7, 96, 1, 1, (1, 1), (0, 0), True, False),      # 1x1 in place, panel 64 + 32
    (1, 20, 13, 11, 48, 1, 1, (2, 2), (0, 0), False, True),    # 1x1 stride 2: one plane of four
    (1, 5, 1, 23, 17, 1, 3, (1, 1), (0, 1), True, False),      # one row: tiles of 6, 6, 6, 5
    (1, 70, 5, 3, 200, 3, 3, (1, 1), (1, 1), True, True),      # rows narrower than a tile
    (1, 40, 14, 14, 80, 3, 3, (2, 2), (1, 1), True, True),     # a 7x7 output: one item of 49
    (1, 24, 7, 7, 72, 3, 3, (1, 1), (1, 1), False, True),      # ResNet's last stage, 7x7
    (1, 3, 40, 38, 64, 7, 7, (2, 2), (3, 3), True, True),      # stem: even plane, flat store
    (1, 4, 48, 48, 130, 3, 3, (1, 1), (1, 1), True, False),    # tile-major: 3 panels a tile
    # read in place (at most a third of the tiles touch the padding), edge tiles windowed
    (2, 19, 30, 64, 70, 3, 3, (1, 1), (1, 1), True, True),     # 3 L1 blocks, panel 64 + 16
    (1, 6, 30, 60, 20, 5, 5, (1, 1), (2, 2), True, False),     # 5x5, 2 rows of padding
    (1, 8, 20, 30, 16, 3, 3, (1, 1), (0, 0), False, True),     # no padding: no window
    (1, 3, 30, 70, 24, 7, 7, (1, 1), (3, 3), True, True),      # 7x7: windows 12 wide
    (1, 5, 30, 60, 16, 3, 5, (1, 1), (1, 2), True, False),     # unequal filter and padding
    (1, 10, 40, 44, 70, 3, 3, (2, 2), (1, 1), True, True),     # stride 2: windows 13 wide
    (1, 20, 28, 28, 40, 3, 3, (2, 2), (1, 1), True, True),     # stride 2, 38% edge tiles
    (1, 12, 29, 31, 40, 1, 1, (2, 2), (0, 0), False, False),   # 1x1 stride 2: every other pixel
    (2, 7, 33, 35, 20, 3, 3, (2, 2), (0, 0), True, False),     # stride 2, no padding
    (1, 6, 30, 40, 16, 3, 3, (2, 1), (1, 1), True, True),      # strides 2 down, 1 across
    (1, 6, 20, 60, 16, 3, 3, (1, 2), (1, 1), True, False),     # strides 1 down, 2 across
]


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: "x".join(map(str, s[:7])))
def test_channel_vector_tile_equals_numpy(shape) -> None:
    check("float32", shape, "microkernel", isa="avx512")


def test_rows_apart_read_in_place() -> None:
    """x a view whose rows lie apart (row stride > width, unit column stride): the stride-1
    convolution read in place uses x's row stride for its taps and its windows."""
    x, w, b = operands("float32", 1, 9, 30, 80, 24, 3, 3)
    xv = x[:, :, :, :61]
    want = reference(xv, w, b, (1, 1), (1, 1), True).astype(np.float32)
    q = Step("implement", "conv2d#0", impl="microkernel", isa="avx512").apply(
        program("float32", True, (1, 1), (1, 1), True, layout="A"))
    out = np.full(want.shape, np.nan, np.float32)
    np.testing.assert_array_equal(run(q, xv, w, b, out)[-2], want)


@pytest.mark.parametrize("h", [13, 40], ids=["planes", "in_place"])
def test_threads_and_residual_through_onnx(h: int) -> None:
    """A Conv -> Add (residual) -> Relu model, 2 threads, against onnxruntime: the write-back
    of the channel-vector tile with the fused skip and activation (a 40 x 40 input: read in
    place)."""
    ort = pytest.importorskip("onnxruntime")
    from onnx import TensorProto, helper, numpy_helper

    import loopcraft.onnx as lco

    rng = np.random.default_rng(3)
    c, k = 24, 80
    w = (rng.standard_normal((k, c, 3, 3)) * 0.2).astype(np.float32)
    b = rng.standard_normal(k).astype(np.float32)
    nodes = [helper.make_node("Conv", ["x", "w", "b"], ["y"], kernel_shape=[3, 3],
                              pads=[1] * 4),
             helper.make_node("Add", ["y", "z"], ["s"]),
             helper.make_node("Relu", ["s"], ["out"])]
    graph = helper.make_graph(
        nodes, "res", [helper.make_tensor_value_info("x", TensorProto.FLOAT, (2, c, h, h)),
                       helper.make_tensor_value_info("z", TensorProto.FLOAT, (2, k, h, h))],
        [helper.make_tensor_value_info("out", TensorProto.FLOAT, (2, k, h, h))],
        [numpy_helper.from_array(w, "w"), numpy_helper.from_array(b, "b")])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 20)])
    x = rng.standard_normal((2, c, h, h)).astype(np.float32)
    z = rng.standard_normal((2, k, h, h)).astype(np.float32)
    sess = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    (want,) = sess.run(None, {"x": x, "z": z})
    (got,) = lco.compile(model, num_threads=2)(x, z)
    np.testing.assert_allclose(got, want, rtol=1e-4, atol=1e-4)
    assert (got == 0).any() and (got > 0).any()  # the activation did something
