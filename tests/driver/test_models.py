"""``loopcraft.onnx.compile`` and ``CompiledModel``: calling by position and by name, input
validation, a dynamic batch dimension (one compile, several batch sizes), the cache."""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper, numpy_helper
from tests.frontend.onnx.helpers import model, reference

import loopcraft.onnx as lco
from loopcraft import config as lc_config
from loopcraft.errors import ArgumentError
from loopcraft.pipeline import cache

RNG = np.random.default_rng(6)
W = RNG.standard_normal(4).astype(np.float32)
B = RNG.standard_normal(4).astype(np.float32)


def _mlp():
    """x[N, 4] -> Softmax(Relu(x * W + b)), and a second output y * 2 (N shared). (No
    product: tests/frontend/onnx checks those, with a dynamic batch too.)"""
    nodes = [helper.make_node("Mul", ["x", "W"], ["h"]),
             helper.make_node("Add", ["h", "b"], ["hb"]),
             helper.make_node("Relu", ["hb"], ["r"]),
             helper.make_node("Softmax", ["r"], ["probs"]),
             helper.make_node("Mul", ["y", "two"], ["twice"])]
    return model(nodes, {"x": ("float32", ["N", 4]), "y": ("float32", ["N"])},
                 ["probs", "twice"], {"W": W, "b": B, "two": np.array(2.0, np.float32)})


@pytest.fixture(scope="module")
def module_cache(tmp_path_factory: pytest.TempPathFactory):
    """One private cache for the module (the driver tests' is per test)."""
    root = tmp_path_factory.mktemp("models") / "cache"
    with lc_config.patch(cache_dir=str(root), disable_cache=False):
        cache.clear_cache(disk=False)
        yield root
        cache.clear_cache(disk=False)


@pytest.fixture(autouse=True)
def cache_dir(module_cache):
    """Replaces the driver tests' per-test cache by the module's."""
    return module_cache


@pytest.fixture(scope="module")
def compiled(module_cache):
    m = _mlp()
    return m, lco.compile(m)


def test_one_compile_serves_every_batch_size(compiled) -> None:
    m, cm = compiled
    for n in (1, 7):
        x = RNG.standard_normal((n, 4)).astype(np.float32)
        y = RNG.standard_normal(n).astype(np.float32)
        want = reference(m, {"x": x, "y": y})
        got = cm(x, y)
        for g, w in zip(got, want, strict=True):
            np.testing.assert_allclose(g, w, rtol=1e-5, atol=1e-6)  # float32


def test_by_name_and_run(compiled) -> None:
    _, cm = compiled
    x = RNG.standard_normal((2, 4)).astype(np.float32)
    y = RNG.standard_normal(2).astype(np.float32)
    a = cm(x, y)
    b = cm(y=y, x=x)
    c = cm.run({"x": x, "y": y})
    for u, v, w in zip(a, b, c, strict=True):
        np.testing.assert_array_equal(u, v)
        np.testing.assert_array_equal(u, w)
    assert cm.input_names == ["x", "y"] and cm.output_names == ["probs", "twice"]


@pytest.mark.parametrize("call, message", [
    (lambda cm: cm(np.zeros((2, 4)), np.zeros(2, np.float32)), "must be float32, got float64"),
    (lambda cm: cm(np.zeros((2, 5), np.float32), np.zeros(2, np.float32)),
     r"must have shape \[N, 4\]"),
    (lambda cm: cm(np.zeros((2, 4), np.float32), np.zeros(3, np.float32)),
     "dimension 'N' is 2 in x\\[0\\] but 3 in y\\[0\\]"),
    (lambda cm: cm(np.zeros((2, 4), np.float32)), "missing input"),
    (lambda cm: cm(z=1), "no input 'z'"),
    (lambda cm: cm(np.zeros(4, np.float32), np.zeros(4, np.float32)), "must be 2-d"),
])
def test_bad_inputs_are_refused_clearly(compiled, call, message) -> None:
    _, cm = compiled
    with pytest.raises(ArgumentError, match=message):
        call(cm)


def test_second_compile_is_a_cache_load(compiled) -> None:
    m, cm = compiled
    cache.clear_cache(disk=False)  # forget the loaded module: load it from disk
    again = lco.compile(m)
    assert again.key == cm.key
    assert again.timings["build"] < 1.0


def test_non_contiguous_input_is_accepted(compiled) -> None:
    m, cm = compiled
    x = RNG.standard_normal((4, 6)).astype(np.float32).T[:, :4].copy().T.T  # shape (6, 4)
    x = np.asfortranarray(x)
    y = np.ones(6, np.float32)
    want = reference(m, {"x": np.ascontiguousarray(x), "y": y})
    np.testing.assert_allclose(cm(x, y)[0], want[0], rtol=1e-5, atol=1e-6)


def test_models_differing_only_in_weights_share_one_module(compiled) -> None:
    m, cm = compiled
    other = _mlp()
    other.graph.initializer[0].CopyFrom(numpy_helper.from_array(W[::-1].copy(), "W"))
    cm2 = lco.compile(other)
    assert cm2.key == cm.key and cm2.module is cm.module
    x = RNG.standard_normal((3, 4)).astype(np.float32)
    y = np.ones(3, np.float32)
    np.testing.assert_allclose(cm2(x, y)[0], reference(other, {"x": x, "y": y})[0],
                               rtol=1e-5, atol=1e-6)
    assert not np.allclose(cm2(x, y)[0], cm(x, y)[0])


def test_outputs_share_memory_with_no_input_and_no_other_output() -> None:
    """A reshaped input, a view of another output and a weight come back as copies."""
    nodes = [helper.make_node("Reshape", ["x", "shape"], ["as_input"]),
             helper.make_node("Relu", ["x"], ["r"]),
             helper.make_node("Flatten", ["r"], ["as_other_output"], axis=0),
             helper.make_node("Add", ["x", "w"], ["xw"]),  # w is read: a weight-pool view
             helper.make_node("Identity", ["w"], ["as_weight"])]
    m = model(nodes, {"x": ("float32", [2, 3])},
              ["as_input", "r", "as_other_output", "xw", "as_weight"],
              {"shape": np.array([3, 2], np.int64), "w": np.arange(3, dtype=np.float32)})
    cm = lco.compile(m)
    x = RNG.standard_normal((2, 3)).astype(np.float32)
    outs = cm(x)
    for g, w in zip(outs, reference(m, {"x": x}), strict=True):
        np.testing.assert_array_equal(g, w)
    for i, a in enumerate(outs):
        assert not np.shares_memory(a, x)
        for b in outs[i + 1:]:
            assert not np.shares_memory(a, b)
