"""Elementwise operators against onnxruntime: one model computing every operator (one compile),
NumPy broadcasting between a (2, 3, 4) and a (3, 4) / (4,) operand.

Tolerance: float32, rtol 1e-5 / atol 1e-6 (a few ulps: the same formula in another libm).
"""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper

import loopcraft.onnx as lco
from loopcraft.ir import nodes as ir
from loopcraft.ir.printer import format_program
from loopcraft.ir.walk import walk_stmts

from .helpers import assert_matches, model

UNARY = ["Sqrt", "Exp", "Log", "Tanh", "Erf", "Sigmoid", "Relu", "Neg", "Abs", "Softplus",
         "Softsign", "Reciprocal", "Floor", "Ceil", "Sign"]
BINARY = ["Add", "Sub", "Mul", "Div", "Pow", "Max", "Min", "Sum", "Mean", "PRelu"]
ATTRS = [("LeakyRelu", {"alpha": 0.2}), ("Elu", {"alpha": 0.7}), ("Selu", {}),
         ("HardSigmoid", {"alpha": 0.3, "beta": 0.4}), ("HardSwish", {}), ("Gelu", {}),
         ("Gelu", {"approximate": "tanh"}), ("Shrink", {"lambd": 0.7, "bias": 0.2})]


def _unary_model():
    """Every one-input operator (23 outputs: a program returns at most 32 arrays)."""
    nodes, outs = [], []
    for op in UNARY:
        src = "p" if op in ("Sqrt", "Log", "Reciprocal") else "x"
        nodes.append(helper.make_node(op, [src], [f"u_{op}"]))
        outs.append(f"u_{op}")
    for k, (op, attrs) in enumerate(ATTRS):
        nodes.append(helper.make_node(op, ["x"], [f"a{k}_{op}"], **attrs))
        outs.append(f"a{k}_{op}")
    return model(nodes, {"x": ("float32", [2, 3, 4]), "p": ("float32", [2, 3, 4])}, outs)


def _binary_model():
    """Every operator of several inputs, and constants inlined or bound as weights."""
    nodes, outs = [], []
    for op in BINARY:
        nodes.append(helper.make_node(op, ["p" if op == "Pow" else "x", "y"], [f"b_{op}"]))
        outs.append(f"b_{op}")
    nodes += [
        helper.make_node("Clip", ["x", "lo", "hi"], ["clip"]),
        helper.make_node("Clip", ["x", "", "hi"], ["clip_hi"]),
        helper.make_node("Greater", ["x", "y"], ["gt"]),
        helper.make_node("Not", ["gt"], ["not_gt"]),
        helper.make_node("Where", ["gt", "x", "bias"], ["where"]),
        helper.make_node("Cast", ["x"], ["cast_i64"], to=7),
        helper.make_node("Cast", ["gt"], ["cast_f"], to=1),
        helper.make_node("Add", ["x", "bias"], ["add_const"]),
        helper.make_node("Mul", ["x", "two"], ["mul_scalar"]),
        helper.make_node("Pow", ["p", "two"], ["pow2"]),
        helper.make_node("Identity", ["x"], ["ident"]),
        helper.make_node("Dropout", ["x"], ["drop"]),
    ]
    outs += ["clip", "clip_hi", "gt", "not_gt", "where", "cast_i64", "cast_f", "add_const",
             "mul_scalar", "pow2", "ident", "drop"]
    inits = {"lo": np.array(-0.5, np.float32), "hi": np.array(0.6, np.float32),
             "bias": np.linspace(-1, 1, 4).astype(np.float32),
             "two": np.array([2.0], np.float32)}
    return model(nodes, {"x": ("float32", [2, 3, 4]), "y": ("float32", [3, 4]),
                         "p": ("float32", [2, 3, 4])}, outs, inits)


def _feeds(names: tuple[str, ...]) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(1)
    feeds = {"x": (rng.standard_normal((2, 3, 4)) * 2).astype(np.float32),
             "y": rng.standard_normal((3, 4)).astype(np.float32),
             "p": rng.uniform(0.1, 3, (2, 3, 4)).astype(np.float32)}
    return {k: feeds[k] for k in names}


@pytest.fixture(scope="module")
def unary():
    m = _unary_model()
    return m, lco.compile(m)


@pytest.fixture(scope="module")
def binary():
    m = _binary_model()
    return m, lco.compile(m)


def test_one_input_operators_match_onnxruntime(unary) -> None:
    m, cm = unary
    assert_matches(m, cm, _feeds(("x", "p")))


def test_operators_of_several_inputs_match_onnxruntime(binary) -> None:
    m, cm = binary
    assert_matches(m, cm, _feeds(("x", "y", "p")))


def test_each_operator_is_its_own_loop_nest(unary, binary) -> None:
    labels = set()
    for _, cm in (unary, binary):
        labels |= {s.label for s in walk_stmts(cm.lowered.program.body)
                   if isinstance(s, ir.Loop)}
    for label in ("relu1_d0", "sigmoid1_d0", "gelu2_d0", "where1_d0", "prelu1_d2"):
        assert label in labels


def test_scalar_constants_are_inlined_and_tensors_bound_as_weights(binary) -> None:
    _, cm = binary
    text = format_program(cm.lowered.program)
    assert "2.0:f32" in text  # Mul(x, two) and Pow(p, two): literals, no weight read
    assert list(cm.lowered.weights) == ["weights_float32"]
    assert cm.lowered.weights["weights_float32"].size == 16  # bias (4), aligned
