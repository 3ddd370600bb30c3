"""Run loopcraft as an ONNX backend over the onnx wheel's backend test data.

Each case directory holds ``model.onnx`` and ``test_data_set_*/{input,output}_*.pb``; the
``light`` models (whole networks) come with no inputs, so they are run on seeded random
inputs and compared with onnxruntime. A case *passes* when every output matches, is
*refused* when loopcraft raises ``UnsupportedOperatorError`` (before compiling anything), and
*fails* otherwise (a wrong result or any other exception).

Tolerances (float32): ``rtol=1e-3, atol=1e-5`` against the stored outputs (the ONNX backend
tests' own rtol), ``rtol=1e-3, atol=1e-4`` against onnxruntime for the networks (sums of
thousands of products in another order).
"""

from __future__ import annotations

import glob
import os
from pathlib import Path

import numpy as np
import onnx
from onnx import numpy_helper

import loopcraft.onnx as lco
from loopcraft.errors import UnsupportedOperatorError

DATA = Path(onnx.__file__).parent / "backend" / "test" / "data"
FOLDERS = ("simple", "pytorch-operator", "pytorch-converted", "light")


def cases(folder: str) -> list[str]:
    """The case names of ``folder`` (a directory per case; a ``.onnx`` file in ``light``)."""
    root = DATA / folder
    if folder == "light":
        return sorted(p.stem for p in root.glob("*.onnx"))
    return sorted(p.name for p in root.iterdir() if (p / "model.onnx").exists())


def _load(path: str) -> np.ndarray:
    t = onnx.TensorProto()
    with open(path, "rb") as f:
        t.ParseFromString(f.read())
    return numpy_helper.to_array(t)


def _sets(folder: str, case: str) -> tuple[str, list[tuple[list[np.ndarray], list[np.ndarray]]]]:
    if folder == "light":
        return str(DATA / folder / f"{case}.onnx"), []
    root = DATA / folder / case
    sets = []
    for d in sorted(glob.glob(str(root / "test_data_set_*"))):
        ins = [_load(p) for p in sorted(glob.glob(os.path.join(d, "input_*.pb")),
                                         key=lambda p: int(Path(p).stem.split("_")[1]))]
        outs = [_load(p) for p in sorted(glob.glob(os.path.join(d, "output_*.pb")),
                                          key=lambda p: int(Path(p).stem.split("_")[1]))]
        sets.append((ins, outs))
    return str(root / "model.onnx"), sets


def _random_inputs(model: onnx.ModelProto) -> list[np.ndarray]:
    rng = np.random.default_rng(0)
    inits = {i.name for i in model.graph.initializer}
    out = []
    for i in model.graph.input:
        if i.name in inits:
            continue
        shape = [d.dim_value or 1 for d in i.type.tensor_type.shape.dim]
        dtype = onnx.helper.tensor_dtype_to_np_dtype(i.type.tensor_type.elem_type)
        out.append(rng.standard_normal(shape).astype(dtype))
    return out


def run_case(folder: str, case: str) -> tuple[str, str]:
    """``("pass" | "refused" | "fail", detail)`` for one case."""
    path, sets = _sets(folder, case)
    try:
        model = lco.compile(path)
    except UnsupportedOperatorError as exc:
        return "refused", str(exc).splitlines()[0]
    except Exception as exc:  # a crash is a failure, reported
        return "fail", f"compile: {type(exc).__name__}: {str(exc)[:300]}"
    rtol, atol = 1e-3, 1e-5
    if not sets:
        import onnxruntime as ort

        proto = onnx.load(path)
        ins = _random_inputs(proto)
        sess = ort.InferenceSession(proto.SerializeToString(),
                                    providers=["CPUExecutionProvider"])
        names = [i.name for i in sess.get_inputs()]
        sets = [(ins, sess.run(None, dict(zip(names, ins, strict=True))))]
        atol = 1e-4
    for ins, outs in sets:
        try:
            got = model(*ins)
        except Exception as exc:
            return "fail", f"run: {type(exc).__name__}: {str(exc)[:300]}"
        for k, (g, want) in enumerate(zip(got, outs, strict=False)):
            if g.shape != want.shape or g.dtype != want.dtype:
                return "fail", f"output {k}: {g.dtype}{g.shape} vs {want.dtype}{want.shape}"
            if not np.allclose(g, want, rtol=rtol, atol=atol, equal_nan=True):
                err = np.max(np.abs(g.astype(np.float64) - want.astype(np.float64)))
                return "fail", f"output {k}: max abs error {err:.3g}"
    return "pass", ""


if __name__ == "__main__":
    import sys

    for folder in sys.argv[1:] or FOLDERS:
        counts: dict[str, int] = {}
        for case in cases(folder):
            status, detail = run_case(folder, case)
            counts[status] = counts.get(status, 0) + 1
            print(f"{folder}/{case}: {status} {detail}", flush=True)
        print(f"== {folder}: {counts}", flush=True)
