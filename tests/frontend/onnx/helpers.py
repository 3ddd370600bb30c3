"""Building small ONNX models in tests and comparing loopcraft with onnxruntime on them."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

OPSET = 20

_ELEM = {"float32": TensorProto.FLOAT, "float64": TensorProto.DOUBLE,
         "int64": TensorProto.INT64, "int32": TensorProto.INT32, "bool": TensorProto.BOOL}


def model(nodes: Sequence[onnx.NodeProto], inputs: dict[str, tuple[str, Sequence]],
          outputs: Sequence[str], initializers: dict[str, np.ndarray] | None = None,
          opset: int = OPSET) -> onnx.ModelProto:
    """A model of ``nodes``; ``inputs`` maps names to (dtype, shape); outputs' types are
    left to shape inference."""
    graph = helper.make_graph(
        list(nodes), "test",
        [helper.make_tensor_value_info(n, _ELEM[d], list(s)) for n, (d, s) in inputs.items()],
        [helper.make_value_info(n, onnx.TypeProto()) for n in outputs],
        [numpy_helper.from_array(v, k) for k, v in (initializers or {}).items()])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)])


def reference(m: onnx.ModelProto, feeds: dict[str, np.ndarray]) -> list[np.ndarray]:
    """onnxruntime's outputs (CPU provider)."""
    import onnxruntime as ort

    sess = ort.InferenceSession(m.SerializeToString(), providers=["CPUExecutionProvider"])
    return sess.run(None, feeds)


def assert_matches(m: onnx.ModelProto, compiled, feeds: dict[str, np.ndarray],
                   rtol: float = 1e-5, atol: float = 1e-6) -> None:
    """Every output of ``compiled`` equals onnxruntime's within the float32 tolerances
    given (defaults: a few ulps of float32, for single operations)."""
    want = reference(m, feeds)
    got = compiled(**feeds)
    names = [o.name for o in m.graph.output]
    assert len(got) == len(want)
    for name, g, w in zip(names, got, want, strict=True):
        assert g.shape == w.shape, f"{name}: shape {g.shape} != {w.shape}"
        assert g.dtype == w.dtype, f"{name}: dtype {g.dtype} != {w.dtype}"
        np.testing.assert_allclose(g, w, rtol=rtol, atol=atol, err_msg=name)
