"""Activations a convolution call applies to its output (``act`` attributes of ``conv2d``),
as IR formulas -- the one definition the ONNX front end lowers the operators with, the
``loops`` implementation expands to and ``fuse_epilogue`` recognizes -- and as the code the
C kernels take (``codegen/microkernels/activation.h``, which computes the same formulas in
the same order and precision).

Why shared: an epilogue is fused only when the nest after the call computes exactly the
activation the kernel will apply; matching the front end's own expressions (not a
look-alike) makes that an equality test, and the kernel's C is written from the same
formulas.

Kinds and parameters ``(a, b)``: ``clip`` (``min(max(x, a), b)``, finite bounds),
``leaky_relu`` (``x if x >= 0 else a * x``), ``sigmoid`` (``1 / (1 + exp(-x))``),
``hardswish`` (``x * max(0, min(1, x / 6 + 1 / 2))``), ``gelu`` (``0.5 x (1 + erf(x / sqrt
2))``), ``tanh`` and ``gelu_tanh`` (GELU's tanh form, ``0.5 x (1 + tanh(sqrt(2 / pi) (x + 0.044715
x^3)))``, GPT-2's). ReLU is the call's own ``relu`` attribute. In float32 the kernels compute
erf and tanh with vectorizable approximations within about 3 ulps (``activation.h``).
"""

from __future__ import annotations

import math

from ..ir import nodes as ir

__all__ = ["ACTIVATION_CODES", "activation_expr", "match_activation"]

#: kind -> the code the C kernels take (0: none, 1: relu)
ACTIVATION_CODES = {"clip": 2, "leaky_relu": 3, "sigmoid": 4, "hardswish": 5, "gelu": 6,
                    "tanh": 7, "gelu_tanh": 8}


def _k(value: float, like: ir.Expr) -> ir.Const:
    return ir.Const(float(value), like.dtype)


def _b(op: str, a: ir.Expr, b: ir.Expr) -> ir.Expr:
    return ir.Binary(op, a, b, a.dtype)


def _call(func: str, x: ir.Expr) -> ir.Expr:
    return ir.Call(func, (x,), x.dtype)


def activation_expr(kind: str, x: ir.Expr, a: float = 0.0, b: float = 0.0) -> ir.Expr:
    """The activation ``kind`` of the float expression ``x`` (see the module docstring)."""
    if kind == "clip":
        return _b("min", _b("max", x, _k(a, x)), _k(b, x))
    if kind == "leaky_relu":
        return ir.Select(ir.Binary("ge", x, _k(0, x), "bool"), x, _b("mul", _k(a, x), x),
                         x.dtype)
    if kind == "sigmoid":
        return _b("div", _k(1, x), _b("add", _k(1, x), _call("exp", ir.Unary("neg", x,
                                                                              x.dtype))))
    if kind == "hardswish":
        return _b("mul", x, _b("max", _k(0, x), _b("min", _k(1, x), _b(
            "add", _b("mul", _k(1 / 6, x), x), _k(0.5, x)))))
    if kind == "gelu":
        return _b("mul", _b("mul", _k(0.5, x), x), _b("add", _k(1, x), _call(
            "erf", _b("mul", x, _k(1 / math.sqrt(2), x)))))
    if kind == "tanh":
        return _call("tanh", x)
    if kind == "gelu_tanh":
        inner = _b("mul", _k(math.sqrt(2 / math.pi), x), _b("add", x, _b(
            "mul", _k(0.044715, x), _b("mul", x, _b("mul", x, x)))))
        return _b("mul", _b("mul", _k(0.5, x), x), _b("add", _k(1, x), _call("tanh", inner)))
    raise ValueError(f"activation {kind!r}: expected one of {', '.join(ACTIVATION_CODES)}")


def _const(e: ir.Expr, dtype: str) -> float | None:
    if isinstance(e, ir.Const) and e.dtype == dtype and not isinstance(e.value, bool):
        return float(e.value)
    return None


def match_activation(value: ir.Expr, x: ir.Expr) -> tuple[str, float, float] | None:
    """``(kind, a, b)`` when ``value`` is :func:`activation_expr` of ``x`` (ReLU is
    ``("relu", 0, 0)``), else None."""
    dt = x.dtype
    zero = ir.Const(0.0, dt)
    if value in (_b("max", x, zero), _b("max", zero, x)):
        return "relu", 0.0, 0.0
    if (isinstance(value, ir.Binary) and value.op == "min"
            and isinstance(value.lhs, ir.Binary) and value.lhs.op == "max"
            and value.lhs.lhs == x and (lo := _const(value.lhs.rhs, dt)) is not None
            and (hi := _const(value.rhs, dt)) is not None and math.isfinite(lo + hi)):
        return "clip", lo, hi
    if (isinstance(value, ir.Select) and isinstance(value.if_false, ir.Binary)
            and (alpha := _const(value.if_false.lhs, dt)) is not None
            and value == activation_expr("leaky_relu", x, alpha)):
        return "leaky_relu", alpha, 0.0
    for kind in ("sigmoid", "hardswish", "gelu", "tanh", "gelu_tanh"):
        if value == activation_expr(kind, x):
            return kind, 0.0, 0.0
    return None
