"""conv2d.h's AVX-512 float32 pointwise path (``conv2d_pointwise.h``: a 1x1 stride-1 filter
over contiguous planes as a GEMM tile of 6 channels x 4 vectors of pixels, stored straight
into the output with the residual, the bias and the activation) against the float64
reference and onnxruntime, on the shapes that reach each of its branches: channel tails of
every width (a 64-channel panel is 10 tiles of 6 and one of 4), pixel tails of 1-4 vectors
with a partial last one, input channels in blocks (partial sums through the output) and the
deep small plane left to the channel-vector tile, batches,
threads, a filter packed per call and one prepacked by a model, the residual with ReLU6 and
an activation applied to the stored rows (HardSwish); and the deep 1x1 layers left to the
channel-vector tile, whose accumulators go straight into the output
(``lc_cvv_store_avx512_f32``), with the residual and ReLU6. Small integer operands in the kernel
tests: every sum is exact in float32, so the path must give the reference bit for bit."""

from __future__ import annotations

import numpy as np
import pytest

from loopcraft.libops.microkernel import supported_isas

from .test_conv2d import check

pytestmark = pytest.mark.skipif("avx512" not in supported_isas(),
                                reason="the pointwise path is the AVX-512 kernel's")

#: (N, C, H, W, K, R, S, stride, padding, bias, relu)
SHAPES = [
    (1, 16, 7, 7, 70, 1, 1, (1, 1), (0, 0), True, True),      # 49 px: 4 vectors, 1 lane last
    (2, 5, 13, 11, 131, 1, 1, (1, 1), (0, 0), False, False),  # panels 64, 64, 3; 143 px
    (1, 3, 1, 5, 1, 1, 1, (1, 1), (0, 0), True, False),       # one channel, one short vector
    (1, 90, 40, 40, 13, 1, 1, (1, 1), (0, 0), True, True),    # x past the L2 share: tile-major
    (1, 24, 16, 16, 144, 1, 1, (1, 1), (0, 0), True, True),   # 256 px: whole tiles only
    (1, 300, 28, 28, 20, 1, 1, (1, 1), (0, 0), True, True),   # 3 channel blocks, partial sums
    (1, 400, 7, 7, 20, 1, 1, (1, 1), (0, 0), True, False),    # deep and small: conv2d_cvec.h
]


@pytest.mark.parametrize("shape", SHAPES, ids=lambda s: "x".join(map(str, s[:7])))
def test_pointwise_tile_equals_numpy(shape) -> None:
    check("float32", shape, "microkernel", isa="avx512")


def _model(c: int, k: int, h: int, act: str, residual: bool, rng: np.random.Generator):
    """x -> 1x1 Conv (c -> k) -> y1 [-> 1x1 Conv (k -> k) -> Add y1] -> act: the residual is
    fused when the skip is a value the model computes (MobileNetV2's blocks), not an input."""
    from onnx import TensorProto, helper, numpy_helper

    def conv(name: str, src: str, cin: int) -> None:
        w = (rng.standard_normal((k, cin, 1, 1)) * 0.5).astype(np.float32)
        b = rng.standard_normal(k).astype(np.float32)
        inits.extend([numpy_helper.from_array(w, f"w{name}"),
                      numpy_helper.from_array(b, f"b{name}")])
        nodes.append(helper.make_node("Conv", [src, f"w{name}", f"b{name}"], [f"y{name}"],
                                      kernel_shape=[1, 1]))

    nodes: list = []
    inits: list = []
    conv("1", "x", c)
    last = "y1"
    if residual:
        conv("2", "y1", k)
        nodes.append(helper.make_node("Add", ["y2", "y1"], ["s"]))
        last = "s"
    if act == "Clip":
        inits += [numpy_helper.from_array(np.array(0, np.float32), "lo"),
                  numpy_helper.from_array(np.array(6, np.float32), "hi")]
        nodes.append(helper.make_node("Clip", [last, "lo", "hi"], ["out"]))
    else:
        nodes.append(helper.make_node(act, [last], ["out"]))
    graph = helper.make_graph(
        nodes, "pw", [helper.make_tensor_value_info("x", TensorProto.FLOAT, (2, c, h, h))],
        [helper.make_tensor_value_info("out", TensorProto.FLOAT, (2, k, h, h))], inits)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 20)])


@pytest.mark.parametrize("c,k,h,act,residual,threads", [
    (24, 40, 14, "Clip", True, 2),       # MobileNetV2's ReLU6, the residual, 2 threads
    (16, 96, 9, "HardSwish", False, 1),  # an activation on the stored rows
    (24, 400, 7, "Clip", True, 1),       # 400 -> 400 at 7x7: conv2d_cvec.h's direct store
])
def test_pointwise_through_onnx(c, k, h, act, residual, threads) -> None:
    """1x1 Conv (-> Add) -> activation models against onnxruntime: the prepacked filter and
    the fused epilogue of the pointwise path."""
    ort = pytest.importorskip("onnxruntime")
    import loopcraft.onnx as lco
    from loopcraft.ir import nodes as ir
    from loopcraft.ir.walk import walk_stmts

    rng = np.random.default_rng(5)
    model = _model(c, k, h, act, residual, rng)
    feeds = {"x": (2 * rng.standard_normal((2, c, h, h))).astype(np.float32)}
    sess = ort.InferenceSession(model.SerializeToString(), providers=["CPUExecutionProvider"])
    (want,) = sess.run(None, feeds)
    cm = lco.compile(model, num_threads=threads)
    calls = [dict(s.attrs) for s in walk_stmts(cm.program.body) if isinstance(s, ir.LibCall)]
    assert [a.get("impl") for a in calls] == ["microkernel"] * (2 if residual else 1)
    assert calls[-1].get("residual", False) == residual, "the residual Add not fused"
    assert calls[-1].get("act") or calls[-1].get("relu"), "the activation not fused"
    (got,) = cm(**feeds)
    # (float32 sums of up to 400 products of magnitude ~50: a few 1e-5 apart in order)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-4)
    assert (got == 0).any() and (got > 0).any()  # the activation did something
    if act == "Clip":
        assert (got == 6).any()
