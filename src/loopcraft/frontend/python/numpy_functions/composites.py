"""Composite NumPy functions that are index arithmetic on lazy values.

Why lazy: ``np.diff``, ``np.flip``, ``np.pad``, ``np.tile``, ``np.kron``, ``np.gradient`` and
friends only move or combine elements, so each is a new ``load(indices)`` over its operands
(the model of ``shapes.py``): the result fuses into whatever consumes it and never needs a
temporary. Also here: the statistics written with them (``np.ptp``, ``np.average``,
``np.nanmax`` / ``np.nanmin`` / ``np.nanmean``).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from ....ir import nodes as ir
from .. import elementwise as ew
from ..elementwise import Typed
from ..types import ScalarType, kind_of
from ..values import (
    AVal,
    SVal,
    TVal,
    Value,
    add,
    cast,
    const,
    expand_dims,
    i64,
    imax,
    imin,
    static_value,
    sub,
)
from .linalg import matmul
from .reductions import flatten, reduce_all, reduce_axis, reduction
from .shapes import concatenate, reshape
from .table import numpy_function

if TYPE_CHECKING:
    from ..lowerer import Lowerer


# ------------------------------------------------------------------ differences
def diff(lw: Lowerer, x: AVal, axis: int) -> AVal:
    """``x[1:] - x[:-1]`` along ``axis`` (``!=`` for booleans, as NumPy)."""
    shape = x.shape[:axis] + (imax(sub(x.shape[axis], i64(1)), i64(0)),) + x.shape[axis + 1:]
    op = "ne" if x.dtype == "bool" else "sub"

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        nxt = idx[:axis] + (add(idx[axis], i64(1)),) + idx[axis + 1:]
        return ir.Binary(op, x.load(nxt), x.load(idx), x.dtype)

    return AVal(x.dtype, shape, load, x.reads)


@numpy_function("diff")
def np_diff(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "n", "axis"])
    x = lw.as_array(lw.expr(a["a"]), node)
    n = lw.const_int(a["n"]) if "n" in a else 1
    if n < 0:
        lw.emit(ir.Raise("ValueError", f"order must be non-negative but got {n}"))
        return x
    if x.ndim == 0:
        raise lw.error("diff requires input that is at least one dimensional", node)
    axis = lw.axis_arg(a.get("axis"), x.ndim)
    assert axis is not None
    for _ in range(n):
        x = diff(lw, x, axis)
    return x


def gradient_axis(lw: Lowerer, f: AVal, axis: int, h: SVal) -> AVal:
    n = f.shape[axis]
    dt = f.dtype
    hh = ew.binary("mul", (const(2.0, "float64"), ScalarType("float64", True)),
                   (h.expr, h.type))
    last = sub(n, i64(1))

    def at(idx: tuple[ir.Expr, ...], i: ir.Expr) -> Typed:
        # indices clamped into the axis so that the untaken branches load in bounds
        return (f.load(idx[:axis] + (imax(imin(i, last), i64(0)),) + idx[axis + 1:]),
                ScalarType(dt))

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        i = idx[axis]

        def quot(hi: ir.Expr, lo: ir.Expr, den: Typed) -> ir.Expr:
            d = ew.binary("sub", at(idx, hi), at(idx, lo))
            return cast(ew.binary("truediv", d, den)[0], dt)

        central = quot(add(i, i64(1)), sub(i, i64(1)), hh)
        first = quot(i64(1), i64(0), (h.expr, h.type))
        end = quot(last, sub(last, i64(1)), (h.expr, h.type))
        return ir.Select(ir.Binary("eq", i, i64(0), "bool"), first, ir.Select(
            ir.Binary("eq", i, last, "bool"), end, central, dt), dt)

    return AVal(dt, f.shape, load, f.reads)


@numpy_function("gradient")
def np_gradient(lw: Lowerer, name: str, node: ast.Call) -> Value:
    """Second-order central differences inside, first-order one-sided at the ends
    (``edge_order=1``), for a unit or scalar spacing; a tuple for each axis of a n-d
    array, as NumPy returns."""
    if len(node.args) > 2:
        raise lw.error("np.gradient with one spacing per axis is not supported", node,
                       hint="pass a single scalar spacing")
    a = lw.args_kwargs(node, ["f", "varargs", "axis", "edge_order"])
    f = lw.as_array(lw.expr(a["f"]), node)
    if "edge_order" in a and lw.const_int(a["edge_order"]) != 1:
        raise lw.error("np.gradient supports edge_order=1 only", a["edge_order"])
    h = lw.hoist(lw.scalar(a["varargs"], "spacing")) if "varargs" in a else SVal(
        const(1.0, "float64"), ScalarType("float64", True))
    assert isinstance(h, SVal)
    otype = f.dtype if kind_of(f.dtype) == "f" else "float64"
    axes = [lw.axis_arg(a["axis"], f.ndim)] if "axis" in a else list(range(f.ndim))
    for ax in axes:
        lw.raise_if(ir.Binary("lt", f.shape[ax], i64(2), "bool"), "ValueError",
                    "Shape of array too small to calculate a numerical gradient, at "
                    "least (edge_order + 1) elements are required.")
    fl = f if f.dtype == otype else lw.astype(f, otype)
    outs = [gradient_axis(lw, fl, ax, h) for ax in axes if ax is not None]
    return outs[0] if len(outs) == 1 else TVal(tuple(outs))


@numpy_function("trapezoid")
def np_trapezoid(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["y", "x", "dx", "axis"])
    y = lw.as_array(lw.expr(a["y"]), node)
    axis = lw.axis_arg(a.get("axis"), y.ndim)
    assert axis is not None
    n1 = imax(sub(y.shape[axis], i64(1)), i64(0))
    shape = y.shape[:axis] + (n1,) + y.shape[axis + 1:]
    d: SVal | AVal
    if not lw.is_none(a.get("x")):
        x = lw.as_array(lw.expr(a["x"]), node)
        if x.ndim == 1:
            lw.emit_checks([(x.shape[0], y.shape[axis])])
            dx = diff(lw, x, 0)
            d = AVal(dx.dtype, shape, lambda idx: dx.load((idx[axis],)), dx.reads)
        elif x.ndim == y.ndim:
            d = diff(lw, x, axis)
        else:
            raise lw.error("np.trapezoid: x must be 1-d or of y's rank", a["x"])
    elif "dx" in a:
        d = lw.hoist(lw.scalar(a["dx"], "spacing"))
    else:
        d = SVal(const(1.0, "float64"), ScalarType("float64", True))

    def pair(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        nxt = idx[:axis] + (add(idx[axis], i64(1)),) + idx[axis + 1:]
        return ew.binary("add", (y.load(nxt), ScalarType(y.dtype)),
                         (y.load(idx), ScalarType(y.dtype)))[0]

    sums = AVal(y.dtype, shape, pair, y.reads)  # bool + bool is `or`, as in NumPy
    terms = lw.arith("truediv", lw.arith("mul", d, sums),
                     SVal(const(2.0, "float64"), ScalarType("float64", True)))
    assert isinstance(terms, AVal)
    if terms.ndim == 1:
        return reduce_all(lw, "sum", terms)
    return reduce_axis(lw, "sum", terms, axis, False)


# ------------------------------------------------------------------ reordering
def flip(lw: Lowerer, x: AVal, axes: list[int]) -> AVal:
    """``x[::-1]`` along ``axes``: a view (negative strides) of a variable, as NumPy."""
    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        return x.load(tuple(sub(sub(x.shape[k], i64(1)), i) if k in axes else i
                            for k, i in enumerate(idx)))

    view = None
    if x.view is not None:
        mapped = {k: (k, sub(e, i64(1)), i64(-1)) if k in axes else (k, i64(0), i64(1))
                  for k, e in enumerate(x.shape)}
        view = lw.compose_view(x.view, {}, mapped, list(x.shape), set())
    return AVal(x.dtype, x.shape, load, x.reads, view)


@numpy_function("flip")
def np_flip(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["m", "axis"])
    x = lw.as_array(lw.expr(a["m"]), node)
    if lw.is_none(a.get("axis")):
        axes = list(range(x.ndim))
    else:
        axes = []
        for ax in lw.const_int_tuple(a["axis"]):
            if not -x.ndim <= ax < x.ndim:
                raise lw.error(f"axis {ax} is out of bounds for array of dimension "
                               f"{x.ndim}", a["axis"])
            axes.append(ax % x.ndim)
    return flip(lw, x, axes)


@numpy_function("fliplr")
def np_fliplr(lw: Lowerer, name: str, node: ast.Call) -> Value:
    x = lw.as_array(lw.expr(lw.args_kwargs(node, ["m"])["m"]), node)
    if x.ndim < 2:
        raise lw.error("Input must be >= 2-d.", node)
    return flip(lw, x, [1])


@numpy_function("flipud")
def np_flipud(lw: Lowerer, name: str, node: ast.Call) -> Value:
    x = lw.as_array(lw.expr(lw.args_kwargs(node, ["m"])["m"]), node)
    if x.ndim < 1:
        raise lw.error("Input must be >= 1-d.", node)
    return flip(lw, x, [0])


@numpy_function("tile")
def np_tile(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["A", "reps"])
    x = lw.as_array(lw.expr(a["A"]), node)
    rv = lw.expr(a["reps"])
    reps = [lw.hoist(lw._operand(r)).expr  # type: ignore[union-attr]
            for r in (rv.items if isinstance(rv, TVal) else (rv,))]
    for r in reps:
        if r.dtype not in ir.INT_DTYPES and not isinstance(r, ir.Const):
            raise lw.error("np.tile repetitions must be integers", a["reps"])
        lw.raise_if(ir.Binary("lt", r, i64(0), "bool"), "ValueError",
                    "negative dimensions are not allowed")
    d = max(len(reps), x.ndim)
    while x.ndim < d:
        x = expand_dims(x, 0)
    reps = [i64(1)] * (d - len(reps)) + [cast(r, "int64") for r in reps]
    shape = tuple(lw.hoist(SVal(ir.Binary("mul", e, r, "int64") if not (
        isinstance(r, ir.Const) and r.value == 1) else e, ScalarType("int64"))).expr
        for e, r in zip(x.shape, reps, strict=True))

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        return x.load(tuple(i if isinstance(r, ir.Const) and r.value == 1 else
                            ir.Binary("mod", i, e, "int64")
                            for i, e, r in zip(idx, x.shape, reps, strict=True)))

    return AVal(x.dtype, shape, load, x.reads)


@numpy_function("repeat")
def np_repeat(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "repeats", "axis"])
    x = lw.as_array(lw.expr(a["a"]), node)
    rv = lw._operand(lw.expr(a["repeats"]))
    if not isinstance(rv, SVal) or kind_of(rv.type.dtype) not in "ib":
        raise lw.error("np.repeat supports one integer number of repeats", a["repeats"],
                       hint="an array of repeats gives a data-dependent size")
    r = lw.hoist(SVal(cast(rv.expr, "int64"), ScalarType("int64"))).expr
    lw.raise_if(ir.Binary("lt", r, i64(0), "bool"), "ValueError",
                "negative dimensions are not allowed")
    axis = lw.axis_arg(a.get("axis"), max(x.ndim, 1), default=None)
    if axis is None:
        x = flatten(lw, x) if x.ndim != 1 else x
        axis = 0
    ext = lw.hoist(SVal(ir.Binary("mul", x.shape[axis], r, "int64"),
                        ScalarType("int64"))).expr
    shape = x.shape[:axis] + (ext,) + x.shape[axis + 1:]

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        src = ir.Binary("floordiv", idx[axis], r, "int64")
        return x.load(idx[:axis] + (src,) + idx[axis + 1:])

    return AVal(x.dtype, shape, load, x.reads)


def pad_widths(lw: Lowerer, node: ast.expr, ndim: int) -> list[tuple[ir.Expr, ir.Expr]]:
    """``pad_width`` broadcast to one ``(before, after)`` pair per axis, as NumPy."""
    v = lw.expr(node)

    def ints(t: Value) -> list[ir.Expr]:
        items = t.items if isinstance(t, TVal) else (t,)
        out = []
        for it in items:
            if not (isinstance(it, SVal) and kind_of(it.type.dtype) in "ib"):
                raise lw.error("pad_width must be integers", node)
            out.append(lw.hoist(SVal(cast(it.expr, "int64"), ScalarType("int64"))).expr)
        return out

    rows = [ints(r) for r in v.items] if isinstance(v, TVal) and v.items and isinstance(
        v.items[0], TVal) else [ints(v)]
    if len(rows) == 1:
        rows = rows * ndim
    if len(rows) != ndim or any(len(r) not in (1, 2) for r in rows):
        raise lw.error(f"pad_width does not fit a {ndim}-d array", node)
    return [(r[0], r[-1]) for r in rows]


@numpy_function("pad")
def np_pad(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["array", "pad_width", "mode", "constant_values"])
    x = lw.as_array(lw.expr(a["array"]), node)
    mode = lw.const_str(a.get("mode"), "constant", ("constant", "edge"), "mode")
    widths = pad_widths(lw, a["pad_width"], x.ndim)
    for before, after in widths:
        lw.raise_if(ir.Binary("or", ir.Binary("lt", before, i64(0), "bool"), ir.Binary(
            "lt", after, i64(0), "bool"), "bool"), "ValueError",
            "index can't contain negative values")
    fill = const(0, x.dtype)
    if "constant_values" in a:
        if mode != "constant":
            raise lw.error(f"unsupported keyword arguments for mode '{mode}': "
                           "{'constant_values'}", a["constant_values"])
        cv = lw._operand(lw.expr(a["constant_values"]))
        if not isinstance(cv, SVal):
            raise lw.error("np.pad supports one scalar constant_values", a[
                "constant_values"], hint="pad per side with np.concatenate")
        fill = cast(lw.hoist(cv).expr, x.dtype)  # type: ignore[union-attr]
    if mode == "edge":
        for k, (before, after) in enumerate(widths):
            grows: ir.Expr = ir.Binary("gt", add(before, after), i64(0), "bool")
            empty: ir.Expr = ir.Binary("eq", x.shape[k], i64(0), "bool")
            if static_value(grows) is not True:
                empty = ir.Binary("and", empty, grows, "bool")
            lw.raise_if(empty, "ValueError",
                        f"can't extend empty axis {k} using modes other than 'constant' "
                        "or 'empty'")
    shape = tuple(lw.hoist(SVal(add(add(e, b), af), ScalarType("int64"))).expr
                  for e, (b, af) in zip(x.shape, widths, strict=True))

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        src = [sub(i, b) for i, (b, _) in zip(idx, widths, strict=True)]
        if mode == "edge":
            return x.load(tuple(imax(imin(s, sub(e, i64(1))), i64(0))
                                for s, e in zip(src, x.shape, strict=True)))
        inside: ir.Expr | None = None
        for s, e in zip(src, x.shape, strict=True):
            ok = ir.Binary("and", ir.Binary("ge", s, i64(0), "bool"),
                           ir.Binary("lt", s, e, "bool"), "bool")
            inside = ok if inside is None else ir.Binary("and", inside, ok, "bool")
        if inside is None:
            return x.load(())
        clamped = tuple(imax(imin(s, sub(e, i64(1))), i64(0))
                        for s, e in zip(src, x.shape, strict=True))
        return ir.Select(inside, x.load(clamped), fill, x.dtype)

    return AVal(x.dtype, shape, load, x.reads)


# ------------------------------------------------------------------ grids and products
@numpy_function("meshgrid")
def np_meshgrid(lw: Lowerer, name: str, node: ast.Call) -> Value:
    kw = {k.arg: k.value for k in node.keywords}
    if set(kw) - {"indexing"}:
        raise lw.error(f"np.meshgrid keyword {sorted(set(kw) - {'indexing'})[0]!r} is "
                       "not supported", node, hint="supported: indexing")
    indexing = lw.const_str(kw.get("indexing"), "xy", ("xy", "ij"), "indexing")
    xs = [flatten(lw, v) if v.ndim != 1 else v
          for v in (lw.as_array(lw.expr(e), node) for e in node.args)]
    shape = [x.shape[0] for x in xs]
    if indexing == "xy" and len(xs) > 1:
        shape[0], shape[1] = shape[1], shape[0]
    outs = []
    for k, x in enumerate(xs):
        pos_ = k
        if indexing == "xy" and len(xs) > 1 and k < 2:
            pos_ = 1 - k
        outs.append(AVal(x.dtype, tuple(shape), lambda idx, x=x, p=pos_: x.load((idx[p],)),
                         x.reads))
    return TVal(tuple(outs))


@numpy_function("kron")
def np_kron(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "b"])
    x = lw.as_array(lw.expr(a["a"]), node)
    y = lw.as_array(lw.expr(a["b"]), node)
    if x.ndim > 2 or y.ndim > 2:
        raise lw.error("np.kron is supported for 0-, 1- and 2-d arrays", node)
    while x.ndim < y.ndim:
        x = expand_dims(x, 0)
    while y.ndim < x.ndim:
        y = expand_dims(y, 0)
    shape = tuple(lw.hoist(SVal(ir.Binary("mul", p, q, "int64"), ScalarType(
        "int64"))).expr for p, q in zip(x.shape, y.shape, strict=True))
    dt = ew.binary("mul", (ir.Var("_", x.dtype), ScalarType(x.dtype)),
                   (ir.Var("_", y.dtype), ScalarType(y.dtype)))[1].dtype

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        xi = tuple(ir.Binary("floordiv", i, q, "int64") for i, q in zip(idx, y.shape,
                                                                         strict=True))
        yi = tuple(ir.Binary("mod", i, q, "int64") for i, q in zip(idx, y.shape,
                                                                    strict=True))
        return ew.binary("mul", (x.load(xi), ScalarType(x.dtype)),
                         (y.load(yi), ScalarType(y.dtype)))[0]

    return AVal(dt, shape, load, x.reads | y.reads)


@numpy_function("cross")
def np_cross(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "b"])
    x = lw.as_array(lw.expr(a["a"]), node)
    y = lw.as_array(lw.expr(a["b"]), node)
    if x.ndim < 1 or y.ndim < 1:
        raise lw.error("np.cross needs arrays of vectors", node)
    if "bool" in (x.dtype, y.dtype):
        raise lw.error("np.cross of booleans (NumPy: boolean subtract is not "
                       "supported)", node)
    for v in (x, y):
        bad = ir.Binary("ne", v.shape[-1], i64(3), "bool")
        two = ir.Binary("eq", v.shape[-1], i64(2), "bool")
        lw.raise_if(ir.Binary("and", bad, ir.Unary("not", two, "bool"), "bool"),
                    "ValueError", "incompatible dimensions for cross product\n"
                    "(dimension must be 2 or 3)")
        lw.raise_if(two, "ValueError", "np.cross of 2-vectors is not supported by "
                    "loopcraft (3-vectors only)")

    def comp(v: AVal, k: int) -> SVal | AVal:
        c = AVal(v.dtype, v.shape[:-1], lambda idx: v.load(idx + (i64(k),)), v.reads)
        return lw._operand(c)

    parts = []
    for k in range(3):
        i, j = (k + 1) % 3, (k + 2) % 3
        parts.append(lw.arith("sub", lw.arith("mul", comp(x, i), comp(y, j)),
                              lw.arith("mul", comp(x, j), comp(y, i))))
    cols = [expand_dims(lw.as_array(p, node), -1) for p in parts]
    return concatenate(lw, cols, -1, node)


def tensordot_axes(lw: Lowerer, node: ast.expr | None, nx: int, ny: int
                   ) -> tuple[list[int], list[int]]:
    if node is None:
        n = 2
    else:
        v = lw.expr(node)
        if isinstance(v, TVal):
            if len(v.items) != 2:
                raise lw.error("axes must be an integer or a pair of axis lists", node)
            sides = []
            for side, nd in zip(v.items, (nx, ny), strict=True):
                items = side.items if isinstance(side, TVal) else (side,)
                axes = []
                for it in items:
                    if not (isinstance(it, SVal) and isinstance(it.expr, ir.Const)):
                        raise lw.error("tensordot axes must be constant integers", node)
                    ax = int(it.expr.value)
                    if not -nd <= ax < nd:
                        raise lw.error(f"axis {ax} is out of bounds", node)
                    axes.append(ax % nd)
                sides.append(axes)
            if len(sides[0]) != len(sides[1]):
                raise lw.error("shape-mismatch for sum", node)
            return sides[0], sides[1]
        n = lw.const_int(node)
    if n < 0 or n > nx or n > ny:
        raise lw.error(f"tensordot: axes={n} does not fit {nx}-d and {ny}-d arrays",
                       node)
    return list(range(nx - n, nx)), list(range(n))


@numpy_function("tensordot")
def np_tensordot(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "b", "axes"])
    x = lw.as_array(lw.expr(a["a"]), node)
    y = lw.as_array(lw.expr(a["b"]), node)
    ax_x, ax_y = tensordot_axes(lw, a.get("axes"), x.ndim, y.ndim)
    lw.emit_checks([(x.shape[p], y.shape[q]) for p, q in zip(ax_x, ax_y, strict=True)
                    if x.shape[p] != y.shape[q]])
    free_x = [k for k in range(x.ndim) if k not in ax_x]
    free_y = [k for k in range(y.ndim) if k not in ax_y]
    k_ext = lw.size_of([x.shape[p] for p in ax_x])
    m = lw.size_of([x.shape[p] for p in free_x])
    n = lw.size_of([y.shape[q] for q in free_y])
    x2 = reshape(lw, lw.transpose(x, tuple(free_x + ax_x)), (m, k_ext), node)
    y2 = reshape(lw, lw.transpose(y, tuple(ax_y + free_y)), (k_ext, n), node)
    r = matmul(lw, x2, y2, node)
    assert isinstance(r, AVal)
    out_shape = tuple(x.shape[p] for p in free_x) + tuple(y.shape[q] for q in free_y)
    return reshape(lw, r, out_shape, node)


# ------------------------------------------------------------------ statistics
@numpy_function("ptp")
def np_ptp(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "axis", "keepdims"])
    x = lw._operand(lw.expr(a["a"]))
    if (x.type.dtype if isinstance(x, SVal) else x.dtype) == "bool":
        raise lw.error("np.ptp of booleans (NumPy: boolean subtract is not supported)",
                       node)
    hi = reduction(lw, "max", x, dict(a), node)
    hi = lw.materialize(hi) if isinstance(hi, AVal) else lw.hoist(hi)  # type: ignore
    lo = reduction(lw, "min", x, dict(a), node)
    hi_v = lw.array_value(hi) if isinstance(hi, str) else hi
    return lw.arith("sub", hi_v, lo)


@numpy_function("average")
def np_average(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "axis", "weights", "returned", "keepdims"])
    if "returned" in a:
        raise lw.error("np.average(returned=...) is not supported", a["returned"])
    x = lw.as_array(lw.expr(a["a"]), node)
    rest = {k: v for k, v in a.items() if k in ("axis", "keepdims")}
    if lw.is_none(a.get("weights")):
        return reduction(lw, "mean", x, rest, node)
    w = lw.as_array(lw.expr(a["weights"]), node)
    axis = lw.axis_arg(a.get("axis"), x.ndim, default=None)
    if w.ndim != x.ndim:
        if axis is None:
            raise lw.error("Axis must be specified when shapes of a and weights differ.",
                           node)
        if w.ndim != 1:
            raise lw.error("1D weights expected when shapes of a and weights differ.",
                           node)
        lw.emit_checks([(w.shape[0], x.shape[axis])])
        w1 = w
        w = AVal(w.dtype, tuple(i64(1) if k != axis else x.shape[k] for k in range(x.ndim)),
                 lambda idx: w1.load((idx[axis],)), w.reads)
    else:
        lw.emit_checks([(p, q) for p, q in zip(w.shape, x.shape, strict=True) if p != q])
    dt = ew.promote(ScalarType(x.dtype), ScalarType(w.dtype)).dtype
    if kind_of(x.dtype) != "f":
        dt = ew.promote(ScalarType(dt), ScalarType("float64")).dtype
    wb = AVal(dt, x.shape, lambda idx: cast(w.load(tuple(
        i64(0) if ew.unit_like(w.shape[k]) and w.shape[k] != x.shape[k] else i
        for k, i in enumerate(idx))), dt), w.reads)
    prod = AVal(dt, x.shape, lambda idx: ir.Binary("mul", cast(x.load(idx), dt),
                                                   wb.load(idx), dt), x.reads | wb.reads)
    scl = reduction(lw, "sum", wb, rest, node)
    if isinstance(scl, AVal):
        scl_name = lw.materialize(scl)
        zero = reduce_all(lw, "any", AVal("bool", scl.shape, lambda idx: ir.Binary(
            "eq", ir.Access(scl_name, idx, scl.dtype), const(0, scl.dtype), "bool")))
        scl = lw.array_value(scl_name)
        lw.raise_if(zero.expr, "ZeroDivisionError",
                    "Weights sum to zero, can't be normalized")
    else:
        scl = lw.hoist(scl)  # type: ignore[arg-type]
        lw.raise_if(ir.Binary("eq", scl.expr, const(0, dt), "bool"),  # type: ignore
                    "ZeroDivisionError", "Weights sum to zero, can't be normalized")
    return lw.arith("truediv", reduction(lw, "sum", prod, rest, node), scl)


def nan_extreme(lw: Lowerer, op: str, node: ast.Call) -> Value:
    """The max/min over the non-NaN values: NaN where a slice is all NaN (NumPy also
    warns), NumPy's error on an empty reduction."""
    a = lw.args_kwargs(node, ["a", "axis", "out", "keepdims"])
    x = lw._operand(lw.expr(a["a"]))
    rest = {k: v for k, v in a.items() if k != "a"}
    dt = x.type.dtype if isinstance(x, SVal) else x.dtype
    if kind_of(dt) != "f" or isinstance(x, SVal):
        return reduction(lw, op, x, rest, node)
    ident = const(float("-inf") if op == "max" else float("inf"), dt)
    skip = AVal(dt, x.shape, lambda idx: ir.Select(ir.Call(
        "isnan", (x.load(idx),), "bool"), ident, x.load(idx), dt), x.reads)
    seen = AVal("bool", x.shape, lambda idx: ir.Unary("not", ir.Call(
        "isnan", (x.load(idx),), "bool"), "bool"), x.reads)
    m = reduction(lw, op, skip, rest, node)
    if isinstance(m, AVal):
        m = lw.array_value(lw.materialize(m))
    else:
        m = lw.hoist(m)  # type: ignore[arg-type]
    any_ = reduction(lw, "any", seen, rest, node)
    return lw.lift(lambda xs: ew.select(xs[0], xs[1], (const(float("nan"), dt),
                                                           ScalarType(dt))),
                   [lw._operand(any_), lw._operand(m)])


@numpy_function("nanmax")
def np_nanmax(lw: Lowerer, name: str, node: ast.Call) -> Value:
    return nan_extreme(lw, "max", node)


@numpy_function("nanmin")
def np_nanmin(lw: Lowerer, name: str, node: ast.Call) -> Value:
    return nan_extreme(lw, "min", node)


@numpy_function("nanmean")
def np_nanmean(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "axis", "dtype", "out", "keepdims"])
    x = lw.as_array(lw.expr(a["a"]), node)
    rest = {k: v for k, v in a.items() if k != "a"}
    if kind_of(x.dtype) != "f":
        return reduction(lw, "mean", x, rest, node)
    total = reduction(lw, "nansum", x, rest, node)
    if isinstance(total, AVal):
        total = lw.array_value(lw.materialize(total))
    count = reduction(lw, "sum", AVal("int64", x.shape, lambda idx: cast(ir.Unary(
        "not", ir.Call("isnan", (x.load(idx),), "bool"), "bool"), "int64"), x.reads),
        rest, node)
    # NumPy divides the sum by the count in the data's float type (NaN for no values)
    cnt = lw.lift(lambda xs: (cast(xs[0][0], x.dtype), ScalarType(x.dtype)),
                  [lw._operand(count)])
    return lw.arith("truediv", total, cnt)
