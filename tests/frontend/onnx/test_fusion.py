"""Graph-level fusion of models: BatchNorm/Mul/Add folded into Conv (a graph pass, checked
without compiling), and the ``fusion`` levels of ``compile_model`` (one model compiled at
the default level and once with ``fusion="none"``), against onnxruntime: activations in
the convolutions' (depthwise too) and products' epilogues, skip Adds in the convolutions'.

Tolerance: float32, rtol 1e-4 / atol 1e-5 -- a folded BatchNorm rounds the weights once
instead of rounding each of the three operations it replaces, and the epilogue adds the
bias in the kernel's order.
"""

from __future__ import annotations

import numpy as np
import pytest
from onnx import helper

import loopcraft.onnx as lco
from loopcraft.frontend.onnx.graph_passes import (
    flatten_products,
    fold_into_conv,
    recognize_gelu,
)
from loopcraft.frontend.onnx.model import weights_as_initializers
from loopcraft.ir import nodes as ir
from loopcraft.ir.walk import walk_stmts

from .helpers import assert_matches, model, reference

RNG = np.random.default_rng(23)
C = 4


def _w(*shape: int) -> np.ndarray:
    return (RNG.standard_normal(shape) * 0.5).astype(np.float32)


def _bn(x: str, out: str, k: int) -> tuple[helper.NodeProto, dict[str, np.ndarray]]:
    inits = {f"s{k}": _w(C) + 1, f"bb{k}": _w(C), f"m{k}": _w(C),
             f"v{k}": np.abs(_w(C)) + 0.2}
    return (helper.make_node("BatchNormalization", [x, *inits], [out], epsilon=1e-3),
            inits)


def _conv_chain():
    """Conv -> BN -> Mul(per channel) -> Add(scalar, constant first) -> Relu, and a Conv
    with no bias whose output is also read elsewhere (not folded)."""
    bn, inits = _bn("c", "n", 0)
    nodes = [helper.make_node("Conv", ["x", "w", "b"], ["c"], pads=[1, 1, 1, 1]), bn,
             helper.make_node("Mul", ["n", "scale"], ["mu"]),
             helper.make_node("Add", ["shift", "mu"], ["ad"]),
             helper.make_node("Relu", ["ad"], ["y"]),
             helper.make_node("Conv", ["y", "w2"], ["c2"]),
             helper.make_node("Mul", ["c2", "rows"], ["z"]),
             helper.make_node("Add", ["c2", "z"], ["out"])]
    inits.update(w=_w(C, C, 3, 3), b=_w(C), scale=_w(C, 1, 1), shift=np.float32(0.25),
                 w2=_w(C, C, 1, 1), rows=_w(6, 1))
    return model(nodes, {"x": ("float32", ["N", C, 6, 6])}, ["out"], inits)


def test_fold_into_conv_matches_the_unfolded_model() -> None:
    m = _conv_chain()
    folded, count = fold_into_conv(m)
    assert count == 3  # BN, Mul, Add into the first Conv
    assert [n.op_type for n in folded.graph.node] == ["Conv", "Relu", "Conv", "Mul", "Add"]
    assert [n.op_type for n in m.graph.node][:2] == ["Conv", "BatchNormalization"]  # kept
    x = _w(2, C, 6, 6)
    (want,), (got,) = reference(m, {"x": x}), reference(folded, {"x": x})
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)


def test_fold_into_conv_leaves_what_it_cannot_fold() -> None:
    bn, inits = _bn("c", "n", 0)
    nodes = [helper.make_node("Conv", ["x", "w"], ["c"]), bn,
             helper.make_node("Relu", ["c"], ["r"]),  # a second reader of the Conv
             helper.make_node("Conv", ["x", "w"], ["c2"]),
             helper.make_node("Mul", ["c2", "cols"], ["m2"]),  # varies along the width
             helper.make_node("Conv", ["x", "w_in"], ["c3"]),  # run-time weights
             helper.make_node("Add", ["c3", "one"], ["a3"])]
    inits.update(w=_w(C, C, 1, 1), cols=_w(6), one=np.float32(1.0))
    m = model(nodes, {"x": ("float32", [1, C, 6, 6]), "w_in": ("float32", [C, C, 1, 1])},
              ["n", "r", "m2", "a3"], inits)
    folded, count = fold_into_conv(m)
    assert count == 0
    assert [n.op_type for n in folded.graph.node] == [n.op_type for n in m.graph.node]


def test_weights_from_a_constant_subgraph_are_folded_too() -> None:
    """The ``light`` models of the onnx test data make their filters and BatchNorm
    parameters with ``ConstantOfShape`` and ``Constant``: computed into initializers first,
    they fold into the Conv like initializers, and the compiled model has no BN nest."""
    from onnx import TensorProto, numpy_helper

    def const(name: str, value: np.ndarray) -> helper.NodeProto:
        return helper.make_node("Constant", [], [name], value=numpy_helper.from_array(value))

    shape = np.array([C], dtype=np.int64)
    nodes = [const("w_half", _w(C, C, 3, 3)), const("two", np.float32(2.0)),
             helper.make_node("Mul", ["w_half", "two"], ["w"]),  # weights computed
             const("shape", shape),
             helper.make_node("ConstantOfShape", ["shape"], ["var"],
                              value=helper.make_tensor("v", TensorProto.FLOAT, [1], [0.5])),
             helper.make_node("ConstantOfShape", ["shape"], ["mean"],
                              value=helper.make_tensor("m", TensorProto.FLOAT, [1], [0.1])),
             helper.make_node("Conv", ["x", "w"], ["c"], pads=[1, 1, 1, 1]),
             helper.make_node("BatchNormalization", ["c", "s0", "b0", "mean", "var"], ["n"]),
             helper.make_node("Relu", ["n"], ["y"])]
    m = model(nodes, {"x": ("float32", [1, C, 6, 6])}, ["y"], {"s0": _w(C) + 1, "b0": _w(C)})
    assert fold_into_conv(m)[1] == 0  # the weights are not initializers yet
    assert fold_into_conv(weights_as_initializers(m))[1] == 1
    cm = lco.compile(m)
    assert not [lp for lp in walk_stmts(cm.lowered.program.body)
                if isinstance(lp, ir.Loop) and "batchnormalization" in lp.label]
    assert_matches(m, cm, {"x": _w(1, C, 6, 6)}, rtol=1e-4, atol=1e-5)


def _sequence_chains():
    """Transformer-shaped products of a ``(1, T, K)`` input: ``MatMul -> Add(bias) -> Gelu``
    then ``MatMul -> Add(bias) -> Add(residual)``; and a product whose output is read twice
    (not flattened)."""
    nodes = [helper.make_node("MatMul", ["s", "sw1"], ["sm1"]),
             helper.make_node("Add", ["sm1", "sb1"], ["sa1"]),
             helper.make_node("Gelu", ["sa1"], ["sg1"]),
             helper.make_node("MatMul", ["sg1", "sw2"], ["sm2"]),
             helper.make_node("Add", ["sb2", "sm2"], ["sa2"]),
             helper.make_node("Add", ["sa2", "s"], ["seq_out"]),
             helper.make_node("MatMul", ["s", "sw3"], ["sm3"]),
             helper.make_node("Relu", ["sm3"], ["sr3"]),
             helper.make_node("Add", ["sm3", "sr3"], ["twice_out"])]
    inits = {"sw1": _w(8, 12), "sb1": _w(12), "sw2": _w(12, 8), "sb2": _w(8), "sw3": _w(8, 8)}
    return nodes, inits


def test_flatten_products_matches_the_3d_model() -> None:
    nodes, inits = _sequence_chains()
    m = model(nodes, {"s": ("float32", [1, 5, 8])}, ["seq_out", "twice_out"], inits)
    flat, count = flatten_products(m)
    assert count == 2  # the third product's output has two readers
    ops = [n.op_type for n in flat.graph.node]
    assert ops[:5] == ["Reshape", "MatMul", "Add", "Gelu", "Reshape"]
    assert ops.count("Reshape") == 4 and ops[-3:] == ["MatMul", "Relu", "Add"]
    s = _w(1, 5, 8)
    for want, got in zip(reference(m, {"s": s}), reference(flat, {"s": s}), strict=True):
        np.testing.assert_array_equal(got, want)


def _spelled_gelus():
    """GELU as separate nodes, four ways: erf form ``(x * t) * 0.5`` with ``Div``; tanh form
    with ``Pow``, ``(x * 0.5) * t``; tanh form with ``x * (x * x)``, ``x * (t * 0.5)``; and
    an erf form whose ``Erf`` output is also a graph output (left alone)."""
    mk = helper.make_node
    nodes = [mk("Div", ["g", "sqrt2"], ["e0"]), mk("Erf", ["e0"], ["e1"]),
             mk("Add", ["e1", "one"], ["e2"]), mk("Mul", ["g", "e2"], ["e3"]),
             mk("Mul", ["e3", "half"], ["erf_out"]),
             mk("Pow", ["g", "three"], ["t0"]), mk("Mul", ["c1", "t0"], ["t1"]),
             mk("Add", ["g", "t1"], ["t2"]), mk("Mul", ["t2", "c2"], ["t3"]),
             mk("Tanh", ["t3"], ["t4"]), mk("Add", ["one", "t4"], ["t5"]),
             mk("Mul", ["g", "half"], ["t6"]), mk("Mul", ["t6", "t5"], ["tanh_out"]),
             mk("Mul", ["g", "g"], ["u0"]), mk("Mul", ["g", "u0"], ["u1"]),
             mk("Mul", ["u1", "c1"], ["u2"]), mk("Add", ["u2", "g"], ["u3"]),
             mk("Mul", ["c2", "u3"], ["u4"]), mk("Tanh", ["u4"], ["u5"]),
             mk("Add", ["u5", "one"], ["u6"]), mk("Mul", ["u6", "half"], ["u7"]),
             mk("Mul", ["g", "u7"], ["cube_out"]),
             mk("Mul", ["g", "isqrt2"], ["v0"]), mk("Erf", ["v0"], ["erf_seen"]),
             mk("Add", ["erf_seen", "one"], ["v2"]), mk("Mul", ["g", "v2"], ["v3"]),
             mk("Mul", ["v3", "half"], ["kept_out"])]
    f = np.float32
    inits = {"sqrt2": f(np.sqrt(2)), "isqrt2": f(1 / np.sqrt(2)), "one": f(1), "half": f(0.5),
             "three": f(3), "c1": f(0.044715), "c2": f(np.sqrt(2 / np.pi))}
    outs = ["erf_out", "tanh_out", "cube_out", "kept_out", "erf_seen"]
    return model(nodes, {"g": ("float32", [3, 7])}, outs, inits)


def test_recognize_gelu_matches_the_spelled_out_graph() -> None:
    m = _spelled_gelus()
    one, count = recognize_gelu(m)
    assert count == 3
    gelus = [n for n in one.graph.node if n.op_type == "Gelu"]
    assert [(n.output[0], n.attribute[0].s) for n in gelus] == [
        ("erf_out", b"none"), ("tanh_out", b"tanh"), ("cube_out", b"tanh")]
    assert sum(n.op_type == "Erf" for n in one.graph.node) == 1  # the one also read outside
    g = _w(3, 7) * 4
    for want, got in zip(reference(m, {"g": g}), reference(one, {"g": g}), strict=True):
        np.testing.assert_allclose(got, want, rtol=1e-6, atol=1e-6)


#: (op type, attributes, the conv2d call's activation attributes once fused)
ACTIVATIONS = [("Clip", {}, {"act": "clip", "act_a": 0.0, "act_b": 6.0}),
               ("HardSwish", {}, {"act": "hardswish"}),
               ("LeakyRelu", {"alpha": 0.1},
                {"act": "leaky_relu", "act_a": float(np.float32(0.1))}),
               ("Sigmoid", {}, {"act": "sigmoid"}),
               ("Gelu", {}, {"act": "gelu"})]


def _activation_convs(x: str, inits: dict[str, np.ndarray],
                      acts: list = ACTIVATIONS) -> tuple[list, str]:
    """1x1 convolutions each followed by one of ``acts`` (:data:`ACTIVATIONS`)."""
    nodes = []
    inits.update(lo=np.float32(0.0), hi=np.float32(6.0))
    for k, (op, attrs, _) in enumerate(acts):
        inits[f"wa{k}"] = _w(C, C, 1, 1) * 2
        nodes.append(helper.make_node("Conv", [x, f"wa{k}"], [f"ca{k}"]))
        ins = [f"ca{k}", "lo", "hi"] if op == "Clip" else [f"ca{k}"]
        nodes.append(helper.make_node(op, ins, [f"act{k}"], **attrs))
        x = f"act{k}"
    return nodes, x


def _residual_blocks(inits: dict[str, np.ndarray]) -> list:
    """After ``conv_out``: a depthwise convolution with ReLU6 (MobileNetV2); a ResNet block
    ``Conv -> BN -> Add(skip) -> Relu`` and an ``Add(skip, Conv)`` with nothing after it
    (fused: ``residual=True``); and a ``Conv -> Add`` whose output is also a graph output
    (a second reader: not fused)."""
    bn, bn_inits = _bn("r1", "r1n", 1)
    inits.update(bn_inits, wd=_w(C, 1, 3, 3), bd=_w(C), wr1=_w(C, C, 3, 3), br1=_w(C),
                 wr2=_w(C, C, 1, 1), wr3=_w(C, C, 1, 1))
    return [helper.make_node("Conv", ["conv_out", "wd", "bd"], ["dw"], group=C,
                             pads=[1, 1, 1, 1]),
            helper.make_node("Clip", ["dw", "lo", "hi"], ["dw6"]),
            helper.make_node("Conv", ["dw6", "wr1", "br1"], ["r1"], pads=[1, 1, 1, 1]), bn,
            helper.make_node("Add", ["r1n", "conv_out"], ["r1a"]),
            helper.make_node("Relu", ["r1a"], ["res_out"]),
            helper.make_node("Conv", ["dw6", "wr2"], ["r2"]),
            helper.make_node("Add", ["conv_out", "r2"], ["res2_out"]),
            helper.make_node("Conv", ["dw6", "wr3"], ["r3"]),
            helper.make_node("Add", ["r3", "conv_out"], ["shared_out"])]


#: (op type, attributes, whether a bias Add comes first, the matmul's ``act`` once fused)
GEMM_ACTIVATIONS = [("Gelu", {"approximate": "tanh"}, False, "gelu_tanh"),
                    ("Tanh", {}, True, "tanh"), ("Sigmoid", {}, True, "sigmoid"),
                    ("Clip", {}, True, "clip")]


def _gemm_activations(inits: dict[str, np.ndarray],
                      acts: list = GEMM_ACTIVATIONS) -> tuple[list, list[str]]:
    """Products of ``h`` each followed by one of ``acts`` (:data:`GEMM_ACTIVATIONS`): their
    outputs."""
    nodes, outs = [], []
    for k, (op, attrs, bias, _) in enumerate(acts):
        inits[f"gm{k}"] = _w(8, 6) * 2
        nodes.append(helper.make_node("MatMul", ["h", f"gm{k}"], [f"gp{k}"]))
        x = f"gp{k}"
        if bias:
            inits[f"gmb{k}"] = _w(6)
            nodes.append(helper.make_node("Add", [x, f"gmb{k}"], [f"gpb{k}"]))
            x = f"gpb{k}"
        ins = [x, "lo", "hi"] if op == "Clip" else [x]
        nodes.append(helper.make_node(op, ins, [f"gact{k}"], **attrs))
        outs.append(f"gact{k}")
    return nodes, outs


def _net():
    """A conv block (folded BN, relu epilogue), convolutions with each other activation, a
    dense layer with bias and relu, a LayerNorm -> MatMul -> Add -> Gelu chain (the
    norm's passes fused, its statistics contracted), and :func:`_residual_blocks`."""
    bn, inits = _bn("c", "n", 0)
    acts, last = _activation_convs("conv_out", inits)
    gemm_nodes, gemm_outs = _gemm_activations(inits)
    seq_nodes, seq_inits = _sequence_chains()
    inits.update(seq_inits)
    nodes = [helper.make_node("Conv", ["x", "w", "b"], ["c"], pads=[1, 1, 1, 1]), bn,
             helper.make_node("Relu", ["n"], ["conv_out"]), *acts,
             helper.make_node("Gemm", ["h", "gw", "gb"], ["g"], transB=1),
             helper.make_node("Relu", ["g"], ["dense_out"]),
             helper.make_node("LayerNormalization", ["h", "ln_s", "ln_b"], ["ln"]),
             helper.make_node("MatMul", ["ln", "mw"], ["mm"]),
             helper.make_node("Add", ["mm", "mb"], ["mmb"]),
             helper.make_node("Gelu", ["mmb"], ["gelu_out"]), *_residual_blocks(inits),
             *gemm_nodes, *seq_nodes]
    inits.update(w=_w(C, C, 3, 3), b=_w(C), gw=_w(5, 8), gb=_w(5), ln_s=_w(8) + 1,
                 ln_b=_w(8), mw=_w(8, 6), mb=_w(6))
    return model(nodes, {"x": ("float32", [1, C, 6, 6]), "h": ("float32", [3, 8]),
                         "s": ("float32", [1, 5, 8])},
                 ["conv_out", last, "dense_out", "gelu_out", "res_out", "res2_out",
                  "shared_out", "r3", *gemm_outs, "seq_out", "twice_out"], inits)


@pytest.fixture(scope="module")
def net():
    m = _net()
    return m, lco.compile(m), lco.compile(m, fusion="none")


def _feeds() -> dict[str, np.ndarray]:
    return {"x": _w(1, C, 6, 6) * 2, "h": _w(3, 8) * 2, "s": _w(1, 5, 8) * 2}


def _calls(program: ir.Program) -> list[ir.LibCall]:
    return [s for s in walk_stmts(program.body) if isinstance(s, ir.LibCall)]


def test_fused_model_matches_onnxruntime(net) -> None:
    m, fused, _ = net
    assert_matches(m, fused, _feeds(), rtol=1e-4, atol=1e-5)
    calls = _calls(fused.program)
    seq1, seq2, twice = calls[-3:]
    gemms = calls[-3 - len(GEMM_ACTIVATIONS):-3]
    conv, *convs, dense, proj, dw, res1, res2, shared = calls[:-3 - len(GEMM_ACTIVATIONS)]
    # the (1, T, K) products: bias and GELU in the first call, the bias in the second
    assert dict(seq1.attrs)["act"] == "gelu" and dict(seq1.attrs)["bias"] is True
    assert dict(seq2.attrs)["bias"] is True and "act" not in dict(seq2.attrs)
    assert not set(dict(twice.attrs)) & {"bias", "act", "relu"}
    assert conv.op == "conv2d" and dict(conv.attrs)["relu"] is True
    for call, (_, _, want) in zip(convs, ACTIVATIONS, strict=True):
        attrs = dict(call.attrs)
        assert {k: attrs.get(k, 0.0) for k in ("act", "act_a", "act_b")} == {
            "act_a": 0.0, "act_b": 0.0, **want}
        assert attrs["relu"] is False
    assert dict(dense.attrs).get("bias") and dict(dense.attrs).get("relu")
    assert dict(proj.attrs).get("bias") and not dict(proj.attrs).get("relu")
    assert dict(proj.attrs)["act"] == "gelu"
    for call, (_, _, bias, act) in zip(gemms, GEMM_ACTIVATIONS, strict=True):
        assert dict(call.attrs)["act"] == act and dict(call.attrs).get("bias", False) is bias
    # ReLU6 in the depthwise call; the skip tensors read by the calls (then the ReLU)
    assert dw.op == "dwconv2d" and dict(dw.attrs)["act"] == "clip"
    assert (dict(dw.attrs)["act_a"], dict(dw.attrs)["act_b"]) == (0.0, 6.0)
    for call, relu in ((res1, True), (res2, False)):
        assert call.inputs[-1] == "relu1_out"  # conv_out
        assert dict(call.attrs)["residual"] is True and dict(call.attrs)["relu"] is relu
    # (its output, a graph output too, is still the convolution's own array)
    assert "residual" not in dict(shared.attrs) and shared.outputs[0].startswith("conv")
    steps = [(s.transformation, s.target) for s in fused.recipe.steps]
    assert ("fuse_epilogue", "conv2d#0") in steps
    assert [t for t, _ in steps].count("fuse_residual") == 2
    # the LayerNorm's statistics are scalars of its one row loop, and nothing else of the
    # graph's intermediates but the products' inputs and outputs is allocated
    allocated = {s.array for s in walk_stmts(fused.program.body) if isinstance(s, ir.Alloc)}
    assert not any("mean" in a or "var" in a for a in allocated)
    assert len(allocated) == 9 + len(ACTIVATIONS) + len(GEMM_ACTIVATIONS) + 5, sorted(allocated)


def test_fusion_none_matches_and_fuses_nothing(net) -> None:
    m, fused, plain = net
    assert_matches(m, plain, _feeds(), rtol=1e-4, atol=1e-5)
    assert not any(s.transformation in ("fuse", "fuse_epilogue", "contract")
                   for s in plain.recipe.steps)
    assert len(_calls(plain.program)) == len(_calls(fused.program))
    allocated = [s for s in walk_stmts(plain.program.body) if isinstance(s, ir.Alloc)]
    assert len(allocated) > 10


def test_fusion_level_is_checked() -> None:
    with pytest.raises(ValueError, match=r"fusion='block': expected one of none, fold, "
                                         r"epilogue, residual, producer"):
        lco.compile(_net(), fusion="block")


def test_residual_fusion_is_its_own_level(net) -> None:
    """``epilogue`` fuses the activations but no skip Add; ``residual`` fuses both (the
    scheduler alone: nothing compiled)."""
    from loopcraft.schedule.scheduler import heuristic_recipe

    _, fused, _ = net
    counts = {}
    for level in ("epilogue", "residual"):
        steps = [s.transformation for s in heuristic_recipe(fused.lowered.program,
                                                            fusion=level).steps]
        counts[level] = (steps.count("fuse_epilogue"), steps.count("fuse_residual"))
    # epilogue: the block's relu is after the Add, so only the second one's is fused
    assert counts["epilogue"][1] == 0 and counts["residual"][1] == 2
    assert counts["residual"][0] == counts["epilogue"][0] + 1


#: the activations of the ``loops`` case in ``make test``: Clip (the one with parameters) and
#: Gelu (a math call, erf) after a convolution; GELU's tanh form after a product without bias
#: (its zero-initialized accumulator) and Sigmoid after one with bias. The expansion applies
#: every kind through the same call of ``activation_expr`` (libops/activations.py), and the
#: full sets (a 2.6 MB C module, ~45 CPU s) run in ``make test-slow``: measured under coverage,
#: the full case ran 6 lines this subset and the file's other cases do not (clip's formula and
#: the bias-free accumulator, both kept here; the give-up path of ``analysis/bindings.py``
#: in a program this large and a tuple in ``operator_schedule.py``'s replay key). The
#: ``blas`` case and test_fused_model_matches_onnxruntime (micro-kernels) compile every kind in
#: ``make test``.
LOOPS_SUBSET = ([ACTIVATIONS[0], ACTIVATIONS[4]], [GEMM_ACTIVATIONS[0], GEMM_ACTIVATIONS[2]])


@pytest.mark.parametrize("impl,subset", [
    ("loops", True), pytest.param("loops", False, marks=pytest.mark.slow), ("blas", False)])
def test_fused_activations_in_other_implementations(impl: str, subset: bool) -> None:
    """The ``loops`` expansion and BLAS (im2col + GEMM for the convolutions) apply the fused
    activations and residuals too."""
    from loopcraft.config import patch

    acts, gemm_acts = LOOPS_SUBSET if subset else (ACTIVATIONS, GEMM_ACTIVATIONS)
    inits: dict[str, np.ndarray] = {"wr": _w(C, C, 3, 3)}
    nodes, last = _activation_convs("x", inits, acts)
    gemm_nodes, gemm_outs = _gemm_activations(inits, gemm_acts)
    nodes += [helper.make_node("Conv", [last, "wr"], ["cr"], pads=[1, 1, 1, 1]),
              helper.make_node("Add", ["cr", last], ["sum"]),
              helper.make_node("Relu", ["sum"], ["y"]), *gemm_nodes]
    m = model(nodes, {"x": ("float32", [1, C, 5, 5]), "h": ("float32", [3, 8])},
              ["y", *gemm_outs], inits)
    with patch(libop_impl=impl):
        cm = lco.compile(m)
    assert sum("act" in dict(c.attrs) for c in _calls(cm.lowered.program)) == 0
    steps = [s.transformation for s in cm.recipe.steps]
    gemm_steps = len(gemm_acts) + sum(bias for _, _, bias, _ in gemm_acts)
    assert steps.count("fuse_epilogue") == len(acts) + 1 + gemm_steps
    assert steps.count("fuse_residual") == 1
    assert_matches(m, cm, {"x": _w(1, C, 5, 5) * 2, "h": _w(3, 8) * 2}, rtol=1e-4, atol=1e-5)
