"""Normalizations: ``BatchNormalization`` (inference), ``InstanceNormalization``,
``LayerNormalization``, ``LRN``.

BatchNormalization with constant statistics is one nest ``y = x * a[c] + b[c]``, ``a`` and
``b`` computed once at compile time from scale, bias, mean and variance. The others compute
the mean and variance with reduction nests (two passes: mean, then the mean of squared
deviations, as onnxruntime) and normalise in a last nest.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ....ir import nodes as ir
from ..lowerer import GraphLowerer, Node, Tensor, c_const
from ..registry import onnx_operator
from ..shapes import product
from .common import axis_of
from .reductions import reduce_into

__all__: list[str] = []


def _b(op: str, a: ir.Expr, b: ir.Expr) -> ir.Expr:
    return ir.Binary(op, a, b, a.dtype)


@onnx_operator("BatchNormalization", attrs=("epsilon", "momentum", "training_mode"))
def _batch_norm(lw: GraphLowerer, node: Node) -> None:
    if int(node.attr("training_mode", 0)) or any(node.outputs[1:]):
        raise lw.refuse("training mode is not supported (inference only)",
                        attribute="training_mode")
    x = lw.tensor(node.inputs[0])
    dt = x.dtype
    if dt not in ir.FLOAT_DTYPES:
        raise lw.refuse(f"BatchNormalization of {dt} tensors is not supported (float only)")
    eps = float(node.attr("epsilon", 1e-5))
    consts = [lw.const(n) for n in node.inputs[1:5]]

    def at_c(idx: list[ir.Expr]) -> list[ir.Expr]:
        return [idx[1] if x.ndim > 1 else ir.Const(0, "int64")]

    out = lw.alloc(dt, x.shape)
    if all(c is not None for c in consts):
        scale, bias, mean, var = (np.asarray(c, dtype=np.float64) for c in consts)
        a = scale / np.sqrt(var + eps)
        wa = lw.weight(a.astype(dt).reshape(-1))
        wb = lw.weight((bias - mean * a).astype(dt).reshape(-1))
        lw.nest("", x.shape, lambda idx: [ir.Assign(lw.at(out, idx), _b(
            "add", _b("mul", lw.at(x, idx), lw.at(wa, at_c(idx))), lw.at(wb, at_c(idx))))])
    else:
        s, b, m, v = (lw.tensor(n) for n in node.inputs[1:5])
        lw.nest("", x.shape, lambda idx: [ir.Assign(lw.at(out, idx), _b("add", _b(
            "mul", _b("div", _b("sub", lw.at(x, idx), lw.at(m, at_c(idx))), ir.Call(
                "sqrt", (_b("add", lw.at(v, at_c(idx)), c_const(eps, dt)),), dt)),
            lw.at(s, at_c(idx))), lw.at(b, at_c(idx))))])
    lw.define(node.outputs[0], out)


def _normalize(lw: GraphLowerer, x: Tensor, axes: Sequence[int], eps: float) -> tuple[
        Tensor, Tensor, Tensor]:
    """Mean and ``1/sqrt(var + eps)`` over ``axes`` (kept as 1), and ``(x - mean) * inv``."""
    dt = x.dtype
    count = product([x.shape[a] for a in axes])
    n = c_const(count, dt) if isinstance(count, int) else ir.Cast(count, dt)

    def kept(idx: list[ir.Expr]) -> list[ir.Expr]:
        return [ir.Const(0, "int64") if a in axes else v for a, v in enumerate(idx)]

    mean = reduce_into(lw, x, axes, "add", 0.0, "mean")
    shape = mean.shape
    lw.nest("mean_div_", shape, lambda idx: [ir.Assign(lw.at(mean, idx), _b(
        "div", lw.at(mean, idx), n))])

    def dev(idx: list[ir.Expr]) -> ir.Expr:
        d = _b("sub", lw.at(x, idx), lw.at(mean, kept(idx)))
        return _b("mul", d, d)

    inv = reduce_into(lw, x, axes, "add", 0.0, "var", source=dev)
    lw.nest("inv_", shape, lambda idx: [ir.Assign(lw.at(inv, idx), _b(
        "div", c_const(1.0, dt), ir.Call("sqrt", (_b("add", _b("div", lw.at(inv, idx), n),
                                                     c_const(eps, dt)),), dt)))])
    out = lw.alloc(dt, x.shape)
    lw.nest("norm_", x.shape, lambda idx: [ir.Assign(lw.at(out, idx), _b("mul", _b(
        "sub", lw.at(x, idx), lw.at(mean, kept(idx))), lw.at(inv, kept(idx))))])
    return mean, inv, out


@onnx_operator("InstanceNormalization", attrs=("epsilon",))
def _instance_norm(lw: GraphLowerer, node: Node) -> None:
    x = lw.tensor(node.inputs[0])
    if x.dtype not in ir.FLOAT_DTYPES:
        raise lw.refuse(f"InstanceNormalization of {x.dtype} is not supported (float only)")
    _, _, out = _normalize(lw, x, list(range(2, x.ndim)), float(node.attr("epsilon", 1e-5)))
    s, b = (lw.value(n) for n in node.inputs[1:3])
    lw.nest("affine_", x.shape, lambda idx: [ir.Assign(lw.at(out, idx), _b("add", _b(
        "mul", lw.at(out, idx), lw.load(s, (x.shape[1],), [idx[1]], x.dtype)),
        lw.load(b, (x.shape[1],), [idx[1]], x.dtype)))])
    lw.define(node.outputs[0], out)


@onnx_operator("LayerNormalization", attrs=("axis", "epsilon", "stash_type"))
def _layer_norm(lw: GraphLowerer, node: Node) -> None:
    x = lw.tensor(node.inputs[0])
    if x.dtype not in ir.FLOAT_DTYPES:
        raise lw.refuse(f"LayerNormalization of {x.dtype} is not supported (float only)")
    if any(node.outputs[1:]):
        raise lw.refuse("the Mean and InvStdDev outputs are not supported",
                        attribute="outputs")
    axis = axis_of(lw, int(node.attr("axis", -1)), x.ndim)
    mean, inv, out = _normalize(lw, x, list(range(axis, x.ndim)),
                                float(node.attr("epsilon", 1e-5)))
    s = lw.value(node.inputs[1])
    b = lw.value(node.inputs[2]) if len(node.inputs) > 2 and node.inputs[2] else None

    def affine(idx: list[ir.Expr]) -> list[ir.Stmt]:
        e = _b("mul", lw.at(out, idx), lw.load(s, x.shape, idx, x.dtype))
        if b is not None:
            e = _b("add", e, lw.load(b, x.shape, idx, x.dtype))
        return [ir.Assign(lw.at(out, idx), e)]

    lw.nest("affine_", x.shape, affine)
    lw.define(node.outputs[0], out)


@onnx_operator("LRN", attrs=("alpha", "beta", "bias", "size"))
def _lrn(lw: GraphLowerer, node: Node) -> None:
    x = lw.tensor(node.inputs[0])
    dt = x.dtype
    if dt not in ir.FLOAT_DTYPES:
        raise lw.refuse(f"LRN of {dt} is not supported (float only)")
    size = int(node.attr("size"))
    alpha, beta = float(node.attr("alpha", 1e-4)), float(node.attr("beta", 0.75))
    bias = float(node.attr("bias", 1.0))
    chans = x.shape[1]
    if not isinstance(chans, int):
        raise lw.refuse("LRN over a dynamic number of channels")
    lo = (size - 1) // 2
    sq = lw.alloc(dt, x.shape, "sqsum", fill=0.0)

    def acc(v: list[ir.Expr]) -> list[ir.Stmt]:
        idx, r = v[:-1], v[-1]
        c = ir.Binary("sub", ir.Binary("add", idx[1], r, "int64"), ir.Const(lo, "int64"),
                      "int64")
        src = [idx[0], c, *idx[2:]]
        inside = ir.Binary("and", ir.Binary("ge", c, ir.Const(0, "int64"), "bool"),
                           ir.Binary("lt", c, ir.Const(chans, "int64"), "bool"), "bool")
        stmt = ir.Assign(lw.at(sq, idx), _b("mul", lw.at(x, src), lw.at(x, src)), "add")
        return [ir.If(inside, ir.Block((stmt,)))]

    lw.nest("sq_", (*x.shape, size), acc, names=[f"d{k}" for k in range(x.ndim)] + ["r"])
    out = lw.alloc(dt, x.shape)
    lw.nest("", x.shape, lambda idx: [ir.Assign(lw.at(out, idx), _b("div", lw.at(x, idx), _b(
        "pow", _b("add", c_const(bias, dt), _b("mul", c_const(alpha / size, dt),
                                               lw.at(sq, idx))), c_const(beta, dt))))])
    lw.define(node.outputs[0], out)
