"""Tensor movement and shape operators against onnxruntime (one compile), and the folding of
shape arithmetic (Shape -> Gather -> Concat -> Reshape, ConstantOfShape) at compile time.

Tolerance: exact (copies), except where noted.
"""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper

import loopcraft.onnx as lco
from loopcraft.ir import nodes as ir
from loopcraft.ir.walk import walk_stmts

from .helpers import assert_matches, model

RNG = np.random.default_rng(5)


def _i64(*v: int) -> np.ndarray:
    return np.array(v, np.int64)


def _model():
    nodes = [
        helper.make_node("Reshape", ["x", "shape"], ["reshape"]),
        helper.make_node("Flatten", ["x"], ["flatten"], axis=2),
        helper.make_node("Transpose", ["x"], ["transpose"], perm=[2, 0, 3, 1]),
        helper.make_node("Concat", ["x", "x"], ["concat"], axis=1),
        helper.make_node("Split", ["x", "split"], ["split0", "split1"], axis=3),
        helper.make_node("Slice", ["x", "starts", "ends", "axes", "steps"], ["slice"]),
        helper.make_node("Gather", ["x", "gidx"], ["gather_const"], axis=1),
        helper.make_node("Gather", ["x", "idx"], ["gather_runtime"], axis=3),
        helper.make_node("Squeeze", ["y", "sq_axes"], ["squeeze"]),
        helper.make_node("Unsqueeze", ["x", "sq_axes"], ["unsqueeze"]),
        helper.make_node("Expand", ["y", "eshape"], ["expand"]),
        helper.make_node("Pad", ["x", "pads", "pval"], ["pad_constant"]),
        helper.make_node("Pad", ["x", "pads"], ["pad_edge"], mode="edge"),
        helper.make_node("Pad", ["x", "pads"], ["pad_reflect"], mode="reflect"),
        helper.make_node("Tile", ["y", "reps"], ["tile"]),
        # shape arithmetic, folded: reshape x to (shape[0] * shape[1], -1)
        helper.make_node("Shape", ["x"], ["xs"]),
        helper.make_node("Gather", ["xs", "zero"], ["d0"]),
        helper.make_node("Gather", ["xs", "one"], ["d1"]),
        helper.make_node("Mul", ["d0", "d1"], ["rows"]),
        helper.make_node("Concat", ["rows", "minus1"], ["newshape"], axis=0),
        helper.make_node("Reshape", ["x", "newshape"], ["reshape_computed"]),
        helper.make_node("ConstantOfShape", ["xs"], ["zeros_like"],
                         value=helper.make_tensor("v", 1, [1], [1.5])),
        helper.make_node("Add", ["x", "zeros_like"], ["plus_const"]),
    ]
    inits = {"shape": _i64(0, 4, -1), "split": _i64(2, 3), "starts": _i64(1, -1),
             "ends": _i64(3, -6), "axes": _i64(2, 3), "steps": _i64(1, -2),
             "gidx": np.array([[2, 0], [1, -1]], np.int64), "sq_axes": _i64(1),
             "eshape": _i64(2, 3, 1, 5), "pads": _i64(0, 1, 2, 1, 0, 0, 1, 2),
             "pval": np.array(0.25, np.float32), "reps": _i64(2, 1, 3),
             "zero": _i64(0), "one": _i64(1), "minus1": _i64(-1)}
    outs = [n.output[k] for n in nodes for k in range(len(n.output))
            if n.op_type not in ("Shape", "Gather", "Mul", "Concat", "ConstantOfShape")
            or n.output[0] in ("gather_const", "gather_runtime", "concat")]
    return model(nodes, {"x": ("float32", [3, 4, 5, 5]), "y": ("float32", [3, 1, 5]),
                         "idx": ("int64", [2])}, outs, inits)


@pytest.fixture(scope="module")
def compiled():
    m = _model()
    return m, lco.compile(m)


def test_movement_operators_match_onnxruntime(compiled) -> None:
    m, cm = compiled
    feeds = {"x": RNG.standard_normal((3, 4, 5, 5)).astype(np.float32),
             "y": RNG.standard_normal((3, 1, 5)).astype(np.float32),
             "idx": np.array([4, -2], np.int64)}
    assert_matches(m, cm, feeds, rtol=0, atol=0)


def test_shape_arithmetic_is_folded_at_compile_time(compiled) -> None:
    _, cm = compiled
    text_ops = {s.array for s in walk_stmts(cm.lowered.program.body) if isinstance(s, ir.Alloc)}
    # Shape/Gather/Mul/Concat on shapes and ConstantOfShape left no array behind
    assert not any(n.startswith(("shape", "mul", "constantofshape")) for n in text_ops)
    assert not any(n.startswith("gather3") for n in text_ops)
