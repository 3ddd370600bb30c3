"""What the ONNX front end refuses: an ``UnsupportedOperatorError`` naming the node, its op
type and the attribute, raised while the graph is checked -- before anything is compiled."""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper

import loopcraft.onnx as lco
from loopcraft.driver import models
from loopcraft.errors import UnsupportedOperatorError

from .helpers import model


@pytest.fixture
def nothing_compiles(monkeypatch: pytest.MonkeyPatch) -> None:
    def fail(*args: object, **kwargs: object) -> None:
        raise AssertionError("compiled something")

    monkeypatch.setattr(models, "schedule_and_build", fail)
    monkeypatch.setattr(models, "schedule_program", fail)


def _chain(last: object) -> object:
    return model([helper.make_node("Relu", ["x"], ["r"], name="first"), last],
                 {"x": ("float32", [2, 3])}, ["y"])


def test_unknown_operator_names_node_and_op(nothing_compiles: None) -> None:
    m = _chain(helper.make_node("Einsum", ["r", "r"], ["y"], name="mix", equation="ij,ij->i"))
    with pytest.raises(UnsupportedOperatorError, match=r"node 'mix' \(Einsum\): operator "
                                                       "Einsum is not supported") as e:
        lco.compile(m)
    assert (e.value.node, e.value.op_type) == ("mix", "Einsum")


def test_unknown_attribute_is_named(nothing_compiles: None) -> None:
    m = _chain(helper.make_node("MaxPool", ["r"], ["y"], name="pool", kernel_shape=[1],
                                storage_order=0, unknown_thing=3))
    with pytest.raises(UnsupportedOperatorError, match="attribute 'unknown_thing'") as e:
        lco.compile(m)
    assert e.value.attribute == "unknown_thing"


def test_unsupported_attribute_value_is_named(nothing_compiles: None) -> None:
    m = _chain(helper.make_node("Gelu", ["r"], ["y"], name="g", approximate="sigmoid"))
    with pytest.raises(UnsupportedOperatorError, match=r"node 'g' \(Gelu\), attribute "
                                                       "'approximate'"):
        lco.compile(m)


def test_runtime_shape_input_is_refused(nothing_compiles: None) -> None:
    m = model([helper.make_node("Reshape", ["x", "s"], ["y"], name="rs")],
              {"x": ("float32", [2, 3]), "s": ("int64", [2])}, ["y"])
    with pytest.raises(UnsupportedOperatorError, match="shape must be known at compile time"):
        lco.compile(m)


def test_unsupported_dtype_is_refused(nothing_compiles: None) -> None:
    m = model([helper.make_node("Relu", ["x"], ["y"])], {"x": ("float32", [2])}, ["y"])
    m.graph.input[0].type.tensor_type.elem_type = 10  # float16
    with pytest.raises(UnsupportedOperatorError, match="float16"):
        lco.compile(m)


def test_other_domains_are_refused(nothing_compiles: None) -> None:
    m = _chain(helper.make_node("Gelu", ["r"], ["y"], domain="com.microsoft"))
    m.opset_import.append(helper.make_opsetid("com.microsoft", 1))
    with pytest.raises(UnsupportedOperatorError, match="domain com.microsoft"):
        lco.compile(m)


def test_training_dropout_is_refused(nothing_compiles: None) -> None:
    m = model([helper.make_node("Dropout", ["x", "", "t"], ["y"], name="d")],
              {"x": ("float32", [2])}, ["y"], {"t": np.array(True)})
    with pytest.raises(UnsupportedOperatorError, match="training_mode"):
        lco.compile(m)
