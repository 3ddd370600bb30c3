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


@pytest.fixture(autouse=True)
def cache_dir(module_private_cache):
    """Replaces the driver tests' per-test cache by the module's."""
    return module_private_cache


@pytest.fixture(scope="module")
def compiled(module_private_cache):
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
    assert "schedule" not in again.timings and again.timings["load"] < 1.0  # the memo's hit


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


# -- the schedule memo: a new process loads a compiled model without scheduling it ----------

_CHILD = """
import sys
import numpy as np
import onnx
import loopcraft.pipeline.schedule_memo as memo

def refuse(*args, **kwargs):
    raise AssertionError("the scheduler or codegen ran on a warm cache")

memo.schedule_program = memo.build_program = refuse
import loopcraft.onnx as lco

cm = lco.compile(onnx.load(sys.argv[1]))
feeds = np.load(sys.argv[2])
np.savez(sys.argv[3], *cm(feeds["x"], feeds["y"]))
print(" ".join(sorted(cm.timings)))
"""


def _memo_key_of(m, recipe=None, boundscheck=None) -> str:
    from loopcraft.frontend.onnx import lower_model
    from loopcraft.ir.printer import format_program
    from loopcraft.pipeline.schedule_memo import memo_key

    bc = lc_config.config.boundscheck if boundscheck is None else boundscheck
    return memo_key(format_program(lower_model(m).program), recipe, bc, by_operator=True)


def test_new_process_loads_the_model_without_scheduling(compiled, module_private_cache,
                                                        tmp_path) -> None:
    import os
    import subprocess
    import sys

    import onnx

    m, cm = compiled
    onnx.save(m, tmp_path / "m.onnx")
    x = RNG.standard_normal((3, 4)).astype(np.float32)
    y = RNG.standard_normal(3).astype(np.float32)
    np.savez(tmp_path / "in.npz", x=x, y=y)
    env = dict(os.environ, LOOPCRAFT_CACHE_DIR=str(module_private_cache))
    run = subprocess.run([sys.executable, "-c", _CHILD, str(tmp_path / "m.onnx"),
                          str(tmp_path / "in.npz"), str(tmp_path / "out.npz")],
                         env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split() == ["hash", "load", "lower"]
    got = np.load(tmp_path / "out.npz")
    for i, want in enumerate(cm(x, y)):
        np.testing.assert_array_equal(got[f"arr_{i}"], want)


def test_a_memo_hit_rebuilds_the_same_program_on_demand(compiled) -> None:
    from loopcraft.ir.printer import format_program

    m, cm = compiled
    hit = lco.compile(m)
    assert "schedule" not in hit.timings and hit.recipe == cm.recipe
    assert format_program(hit.program) == format_program(cm.program)


def test_a_corrupt_memo_entry_is_a_miss_with_a_warning(compiled, module_private_cache) -> None:
    m, cm = compiled
    key = _memo_key_of(m)
    path = module_private_cache / key[:2] / key / "schedule.json"
    good = path.read_bytes()
    for bad in (b"{not json", good.replace(cm.key.encode(), b"0" * 63 + b"z")):
        path.write_bytes(bad)
        with pytest.warns(RuntimeWarning, match="corrupt schedule memo entry"):
            again = lco.compile(m)
        assert "schedule" in again.timings and again.key == cm.key
        x = np.ones((2, 4), np.float32)
        np.testing.assert_array_equal(again(x, x[:, 0])[0], cm(x, x[:, 0])[0])
        assert path.read_bytes() == good  # the store after the miss repaired it


def test_a_memo_entry_naming_a_lost_module_is_a_plain_miss(compiled) -> None:
    m, cm = compiled
    cache.clear_cache()  # the modules and the memo entries go
    again = lco.compile(m)
    assert "schedule" in again.timings and again.key == cm.key


def test_shapes_options_and_recipes_key_different_entries() -> None:
    from loopcraft.transform import Recipe

    m = _mlp()
    base = _memo_key_of(m)
    assert _memo_key_of(_mlp()) == base
    wider = _mlp()
    wider.graph.input[0].type.tensor_type.shape.dim[1].dim_value = 5
    wider.graph.initializer[0].CopyFrom(numpy_helper.from_array(np.ones(5, np.float32), "W"))
    wider.graph.initializer[1].CopyFrom(numpy_helper.from_array(np.ones(5, np.float32), "b"))
    others = {_memo_key_of(wider), _memo_key_of(m, recipe=Recipe()),
              _memo_key_of(m, boundscheck=not lc_config.config.boundscheck)}
    with lc_config.patch(parallel_threshold=lc_config.config.parallel_threshold + 1):
        others.add(_memo_key_of(m))
    with lc_config.patch(libop_impl="loops"):
        others.add(_memo_key_of(m))
    assert base not in others and len(others) == 5
    # weights are bound per call, not compiled in: new values share the entry (and the module,
    # see above); a constant that decides shapes is part of the program, so it keys the entry
    reweighted = _mlp()
    reweighted.graph.initializer[0].CopyFrom(numpy_helper.from_array(W[::-1].copy(), "W"))
    assert _memo_key_of(reweighted) == base

    def reshaped(shape):
        return model([helper.make_node("Reshape", ["x", "s"], ["r"])],
                     {"x": ("float32", [2, 3])}, ["r"], {"s": np.array(shape, np.int64)})
    assert _memo_key_of(reshaped([3, 2])) != _memo_key_of(reshaped([6, 1]))
