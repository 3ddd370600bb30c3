"""Elementwise operators: arithmetic, comparisons, activations, ``Where``, ``Cast``.

Each is one loop nest over the NumPy broadcast of its inputs (:func:`.common.elementwise`);
the scalar formula is written once per operator on IR expressions. Float math runs in the
output dtype (float32 stays float32, as onnxruntime computes it).
"""

from __future__ import annotations

import numpy as np

from ....ir import nodes as ir
from ....libops.activations import activation_expr
from ..lowerer import GraphLowerer, Node, c_const, cast
from ..registry import onnx_operator
from .common import elementwise

__all__: list[str] = []


def _b(op: str, a: ir.Expr, b: ir.Expr) -> ir.Expr:
    return ir.Binary(op, a, b, a.dtype)


def _call(func: str, *args: ir.Expr) -> ir.Expr:
    return ir.Call(func, tuple(args), args[0].dtype)


def _k(value: float, like: ir.Expr) -> ir.Const:
    return c_const(value, like.dtype)


def _float_only(lw: GraphLowerer, node: Node, dtype: str) -> None:
    if dtype not in ir.FLOAT_DTYPES:
        raise lw.refuse(f"{node.op_type} of {dtype} tensors is not supported (float only)")


#: op type -> (formula of one float element, attributes with defaults)
_UNARY_FLOAT = {
    "Exp": lambda x, a: _call("exp", x),
    "Log": lambda x, a: _call("log", x),
    "Sqrt": lambda x, a: _call("sqrt", x),
    "Tanh": lambda x, a: _call("tanh", x),
    "Erf": lambda x, a: _call("erf", x),
    "Sin": lambda x, a: _call("sin", x),
    "Cos": lambda x, a: _call("cos", x),
    "Floor": lambda x, a: _call("floor", x),
    "Ceil": lambda x, a: _call("ceil", x),
    "Round": lambda x, a: _call("rint", x),
    "Reciprocal": lambda x, a: _b("div", _k(1, x), x),
    "Sigmoid": lambda x, a: activation_expr("sigmoid", x),
    "Softplus": lambda x, a: _call("log1p", _call("exp", x)),
    "Softsign": lambda x, a: _b("div", x, _b("add", _k(1, x), _call("abs", x))),
    "LeakyRelu": lambda x, a: activation_expr("leaky_relu", x, a.get("alpha", 0.01)),
    "Elu": lambda x, a: ir.Select(ir.Binary("ge", x, _k(0, x), "bool"), x, _b(
        "mul", _k(a.get("alpha", 1.0), x), _call("expm1", x)), x.dtype),
    "Selu": lambda x, a: _b("mul", _k(a.get("gamma", 1.0507009873554804934193349852946), x),
                            ir.Select(ir.Binary("gt", x, _k(0, x), "bool"), x, _b(
                                "mul", _k(a.get("alpha", 1.6732632423543772848170429916717),
                                          x), _call("expm1", x)), x.dtype)),
    "HardSigmoid": lambda x, a: _b("max", _k(0, x), _b("min", _k(1, x), _b(
        "add", _b("mul", _k(a.get("alpha", 0.2), x), x), _k(a.get("beta", 0.5), x)))),
    "HardSwish": lambda x, a: activation_expr("hardswish", x),
    "Gelu": lambda x, a: _gelu(x, a.get("approximate", "none")),
    "Shrink": lambda x, a: ir.Select(
        ir.Binary("lt", x, _k(-a.get("lambd", 0.5), x), "bool"), _b("add", x, _k(a.get(
            "bias", 0.0), x)), ir.Select(ir.Binary("gt", x, _k(a.get("lambd", 0.5), x), "bool"),
                                       _b("sub", x, _k(a.get("bias", 0.0), x)), _k(0, x),
                                       x.dtype), x.dtype),
}
#: the attributes each of those operators understands
_UNARY_ATTRS = {"LeakyRelu": ("alpha",), "Elu": ("alpha",), "Selu": ("alpha", "gamma"),
                "HardSigmoid": ("alpha", "beta"), "Gelu": ("approximate",),
                "Shrink": ("bias", "lambd")}


def _gelu(x: ir.Expr, approximate: str | bytes) -> ir.Expr:
    if isinstance(approximate, bytes):
        approximate = approximate.decode()
    return activation_expr("gelu_tanh" if approximate == "tanh" else "gelu", x)


def _unary_float(lw: GraphLowerer, node: Node) -> None:
    dtype = lw.dtype(node.inputs[0])
    _float_only(lw, node, dtype)
    approx = node.attr("approximate", "none")
    if isinstance(approx, bytes):
        approx = approx.decode()
    if node.op_type == "Gelu" and approx not in ("none", "tanh"):
        raise lw.refuse(f"approximate={approx!r}", attribute="approximate")
    formula = _UNARY_FLOAT[node.op_type]
    elementwise(lw, [lw.value(node.inputs[0])], dtype, lambda v: formula(v[0], node.attrs))


for _op in _UNARY_FLOAT:
    onnx_operator(_op, attrs=_UNARY_ATTRS.get(_op, ()))(_unary_float)

#: op types whose formula keeps integer inputs integer
_UNARY_ANY = {
    "Relu": lambda x: _b("max", x, _k(0, x)),
    "Abs": lambda x: _call("abs", x) if x.dtype in ir.FLOAT_DTYPES else ir.Select(
        ir.Binary("lt", x, _k(0, x), "bool"), ir.Unary("neg", x, x.dtype), x, x.dtype),
    "Neg": lambda x: ir.Unary("neg", x, x.dtype),
    "Sign": lambda x: _call("sign", x) if x.dtype in ir.FLOAT_DTYPES else cast(_b(
        "sub", cast(ir.Binary("gt", x, _k(0, x), "bool"), x.dtype),
        cast(ir.Binary("lt", x, _k(0, x), "bool"), x.dtype)), x.dtype),
}


@onnx_operator(*_UNARY_ANY)
def _unary_any(lw: GraphLowerer, node: Node) -> None:
    dtype = lw.dtype(node.inputs[0])
    if dtype == "bool":
        raise lw.refuse(f"{node.op_type} of bool tensors is not supported")
    formula = _UNARY_ANY[node.op_type]
    elementwise(lw, [lw.value(node.inputs[0])], dtype, lambda v: formula(v[0]))


@onnx_operator("Not")
def _not(lw: GraphLowerer, node: Node) -> None:
    elementwise(lw, [lw.value(node.inputs[0])], "bool",
                lambda v: ir.Unary("not", v[0], "bool"))


@onnx_operator("IsNaN")
def _isnan(lw: GraphLowerer, node: Node) -> None:
    dtype = lw.dtype(node.inputs[0])
    _float_only(lw, node, dtype)
    elementwise(lw, [lw.value(node.inputs[0])], "bool",
                lambda v: ir.Call("isnan", (v[0],), "bool"), compute=dtype)


_ARITH = {"Add": "add", "Sub": "sub", "Mul": "mul", "Div": "div"}
_COMPARE = {"Equal": "eq", "Less": "lt", "Greater": "gt", "LessOrEqual": "le",
            "GreaterOrEqual": "ge"}
_LOGICAL = {"And": "and", "Or": "or", "Xor": "ne"}


@onnx_operator(*_ARITH)
def _arith(lw: GraphLowerer, node: Node) -> None:
    a, b = node.inputs
    dtype = lw.dtype(a)
    if dtype == "bool":
        raise lw.refuse(f"{node.op_type} of bool tensors is not supported")
    op = _ARITH[node.op_type]
    if op == "div" and dtype in ir.INT_DTYPES:
        raise lw.refuse("integer Div is not supported (C and ONNX round negative quotients "
                        "alike, but division by zero is undefined in C)")
    elementwise(lw, [lw.value(a), lw.value(b)], dtype, lambda v: _b(op, v[0], v[1]))


@onnx_operator(*_COMPARE)
def _compare(lw: GraphLowerer, node: Node) -> None:
    a, b = node.inputs
    dtype = lw.dtype(a)
    op = _COMPARE[node.op_type]
    elementwise(lw, [lw.value(a), lw.value(b)], "bool",
                lambda v: ir.Binary(op, v[0], v[1], "bool"), compute=dtype)


@onnx_operator(*_LOGICAL)
def _logical(lw: GraphLowerer, node: Node) -> None:
    op = _LOGICAL[node.op_type]
    elementwise(lw, [lw.value(n) for n in node.inputs], "bool",
                lambda v: ir.Binary(op, v[0], v[1], "bool"))


@onnx_operator("Pow")
def _pow(lw: GraphLowerer, node: Node) -> None:
    a, b = node.inputs
    dtype = lw.dtype(a)
    _float_only(lw, node, dtype)
    e = lw.const(b)
    if e is not None and e.size == 1 and float(e.reshape(-1)[0]) in (1.0, 2.0, 3.0, 0.5):
        p = float(e.reshape(-1)[0])

        def power(v: list[ir.Expr]) -> ir.Expr:
            x = v[0]
            if p == 0.5:
                return _call("sqrt", x)
            r = x
            for _ in range(int(p) - 1):
                r = _b("mul", r, x)
            return r

        elementwise(lw, [lw.value(a)], dtype, power)
        return
    elementwise(lw, [lw.value(a), lw.value(b)], dtype, lambda v: _b("pow", v[0], v[1]))


@onnx_operator("Max", "Min", "Sum", "Mean")
def _variadic(lw: GraphLowerer, node: Node) -> None:
    dtype = lw.dtype(node.inputs[0])
    if dtype == "bool":
        raise lw.refuse(f"{node.op_type} of bool tensors is not supported")
    if node.op_type == "Mean":
        _float_only(lw, node, dtype)
    op = {"Max": "max", "Min": "min", "Sum": "add", "Mean": "add"}[node.op_type]
    n = len(node.inputs)

    def combine(v: list[ir.Expr]) -> ir.Expr:
        r = v[0]
        for x in v[1:]:
            r = _b(op, r, x)
        return _b("div", r, _k(n, r)) if node.op_type == "Mean" else r

    elementwise(lw, [lw.value(x) for x in node.inputs], dtype, combine)


@onnx_operator("PRelu")
def _prelu(lw: GraphLowerer, node: Node) -> None:
    x, slope = node.inputs
    dtype = lw.dtype(x)
    _float_only(lw, node, dtype)
    elementwise(lw, [lw.value(x), lw.value(slope)], dtype, lambda v: ir.Select(
        ir.Binary("lt", v[0], _k(0, v[0]), "bool"), _b("mul", v[1], v[0]), v[0], dtype))


@onnx_operator("Clip")
def _clip(lw: GraphLowerer, node: Node) -> None:
    x = node.inputs[0]
    dtype = lw.dtype(x)
    bounds = []
    for op, name in (("max", node.inputs[1] if len(node.inputs) > 1 else ""),
                     ("min", node.inputs[2] if len(node.inputs) > 2 else "")):
        if name:
            bounds.append((op, lw.value(name)))
    elementwise(lw, [lw.value(x)] + [v for _, v in bounds], dtype, lambda v: _clamp(
        v[0], [(op, e) for (op, _), e in zip(bounds, v[1:], strict=True)]))


def _clamp(x: ir.Expr, bounds: list[tuple[str, ir.Expr]]) -> ir.Expr:
    for op, e in bounds:
        x = _b(op, x, e)
    return x


@onnx_operator("Where")
def _where(lw: GraphLowerer, node: Node) -> None:
    c, a, b = node.inputs
    dtype = lw.dtype(a)
    elementwise(lw, [lw.value(c), lw.value(a), lw.value(b)], dtype, lambda v: ir.Select(
        v[0], v[1], v[2], dtype), compute=("bool", dtype, dtype))


_ONNX_TO = {1: "float32", 11: "float64", 6: "int32", 7: "int64", 9: "bool"}


@onnx_operator("Cast", attrs=("to", "saturate"))
def _cast(lw: GraphLowerer, node: Node) -> None:
    to = _ONNX_TO.get(int(node.attr("to")))
    if to is None:
        raise lw.refuse(f"Cast to ONNX type {node.attr('to')} is not supported", attribute="to")
    src = lw.dtype(node.inputs[0])
    elementwise(lw, [lw.value(node.inputs[0])], to, lambda v: cast(v[0], to), compute=src)


@onnx_operator("Identity", "Dropout", attrs=("seed",))
def _identity(lw: GraphLowerer, node: Node) -> None:
    if node.op_type == "Dropout":
        mode = lw.const(node.inputs[2]) if len(node.inputs) > 2 and node.inputs[2] else None
        if len(node.inputs) > 2 and node.inputs[2] and (mode is None or bool(mode)):
            raise lw.refuse("training_mode must be a constant false (inference)",
                            attribute="training_mode")
        if len(node.outputs) > 1 and node.outputs[1]:  # inference: nothing is dropped
            shape = lw.shape(node.inputs[0])
            if not all(isinstance(e, int) for e in shape):
                raise lw.refuse("the mask output of a tensor with a dynamic extent",
                                attribute="mask")
            lw.define(node.outputs[1], np.ones([int(e) for e in shape], dtype=bool))
    lw.define(node.outputs[0], lw.value(node.inputs[0]))

