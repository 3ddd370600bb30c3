"""Matrix products and ``np.linalg.cholesky``.

Matrix products of 2-d (and batched) operands become ``LibCall("matmul")``, matrix-vector
products ``LibCall("gemv")``, vector products ``LibCall("dot")`` and ``np.outer``
``LibCall("outer")``, so that later stages can pick loops, a micro-kernel or BLAS.

The Cholesky factor is written as loop nests.

Why loops and not a LAPACK call: the factor is a sequence of dot products whose loops the
scheduler can parallelize and vectorize like any user loop, and the result needs no runtime
library. The column-by-column (left-looking) order is used: column ``j`` of ``L`` is
``L[i, j] = (A[i, j] - L[i, :j] @ L[j, :j]) / L[j, j]`` for every ``i > j``, so each entry is
one unit-stride dot product of two rows of ``L`` and the rows below ``j`` are independent.
NumPy (LAPACK) sums in blocks, so results agree to rounding, not bit for bit.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

from ....ir import nodes as ir
from .. import elementwise as ew
from ..types import ScalarType, kind_of
from ..values import AVal, SVal, Value, cast, const, expand_dims, i64, is_const
from .reductions import reduce_all, reduce_axis
from .shapes import reshape
from .table import numpy_function

if TYPE_CHECKING:
    from ..lowerer import Lowerer


def cholesky(lw: Lowerer, x: AVal) -> AVal:
    """The lower factor ``L`` of ``x = L @ L.T`` in a new zeroed array (``x`` is read only
    on and below the diagonal, as LAPACK does)."""
    dt = x.dtype if x.dtype in ("float32", "float64") else "float64"
    n = x.shape[0]
    lw.emit(ir.If(ir.Binary("ne", n, x.shape[1], "bool"), ir.Block((ir.Raise(
        "LinAlgError", "Last 2 dimensions of the array must be square"),)), ir.Block(())))
    out = lw.materialize(AVal(dt, (n, n), lambda idx: const(0, dt), fill="zeros"))
    j, i, k = (ir.Var(lw.fresh(f"_{c}"), "int64") for c in "jik")
    # float32 dot products accumulate in float64 (as float32 sums do elsewhere)
    acc = "float64" if dt == "float32" else dt
    s = ir.Var(lw.scalar_temp(acc, "_dot"), acc)  # one per dot loop: the rows' own is
    t = ir.Var(lw.scalar_temp(acc, "_dot"), acc)  # private to each row (parallel rows)
    d = ir.Var(lw.scalar_temp(dt, "_pivot"), dt)

    def el(r: ir.Expr, c: ir.Expr) -> ir.Access:
        return ir.Access(out, (r, c), dt)

    def dot(into: ir.Var, row: ir.Expr) -> ir.Stmt:
        return ir.Loop(k.name, i64(0), j, i64(1), ir.Block((ir.Assign(
            into, ir.Binary("mul", cast(el(row, k), acc), cast(el(j, k), acc), acc),
            "add"),)), lw.label("cholesky_k"))

    column = ir.Block((
        ir.Assign(s, const(0, acc)),
        dot(s, j),
        ir.Assign(d, cast(ir.Binary("sub", cast(x.load((j, j)), acc), s, acc), dt)),
        ir.If(ir.Unary("not", ir.Binary("gt", d, const(0, dt), "bool"), "bool"), ir.Block((
            ir.Raise("LinAlgError", "Matrix is not positive definite"),)), ir.Block(())),
        ir.Assign(el(j, j), ir.Call("sqrt", (d,), dt)),
        ir.Loop(i.name, ir.Binary("add", j, i64(1), "int64"), n, i64(1), ir.Block((
            ir.Assign(t, const(0, acc)),
            dot(t, i),
            ir.Assign(el(i, j), ir.Binary("div", cast(ir.Binary(
                "sub", cast(x.load((i, j)), acc), t, acc), dt), el(j, j), dt)),
        )), lw.label("cholesky_i")),
    ))
    lw.emit(ir.Loop(j.name, i64(0), n, i64(1), column, lw.label("cholesky_j")))
    return lw.array_value(out)


# ------------------------------------------------------------------ matrix products
def matmul(lw: Lowerer, a: Value, b: Value, node: ast.AST) -> Value:
    x, y = lw._operand(a), lw._operand(b)
    if isinstance(x, SVal) or isinstance(y, SVal):
        raise lw.error("matrix product with a scalar operand", node, hint="use *")
    t = ew.promote(ScalarType(x.dtype), ScalarType(y.dtype)).dtype
    if t == "float16":
        raise lw.error("a matrix product of float16 arrays is not supported", node,
                       hint="compute it in float32: (a.astype(np.float32) @ "
                            "b.astype(np.float32)).astype(np.float16)")
    if x.dtype != t:
        x = lw.astype(x, t)
    if y.dtype != t:
        y = lw.astype(y, t)
    # operands computed here (``(dx * r) @ m``) stay fused into a reduction instead of
    # becoming a temporary for a library call: a matrix-sized one costs more than the call
    # saves, and the reduction is still scheduled (vectorized, parallel) like other code
    if x.ndim == 1 and y.ndim == 1 and t != "bool" and _stored(x) and _stored(y):
        lw.emit_checks([(x.shape[0], y.shape[0])])
        out = library_call(lw, "dot", (x, y), (), t)
        return SVal(ir.Access(out, (), t), ScalarType(t))
    if x.ndim == 2 and y.ndim == 1 and t != "bool" and not _stored(x):
        lw.emit_checks([(x.shape[1], y.shape[0])])
        return _keep(lw, reduce_axis(lw, "sum", lw.arith("mul", x, expand_dims(y, 0)), 1,
                                     False), t)  # type: ignore[arg-type]
    if x.ndim == 1 and y.ndim == 2 and t != "bool" and not _stored(y):
        lw.emit_checks([(x.shape[0], y.shape[0])])
        return _keep(lw, reduce_axis(lw, "sum", lw.arith("mul", expand_dims(x, 1), y), 0,
                                     False), t)  # type: ignore[arg-type]
    if 2 in (x.ndim, y.ndim) and 1 in (x.ndim, y.ndim) and t != "bool":
        # A @ x, or x @ A (= A.T @ x); A.T @ x and x @ A.T name A itself, transposed the
        # other way, so that the loops walk A by rows
        mat, vec, trans = (x, y, False) if x.ndim == 2 else (y, x, True)
        lw.emit_checks([(mat.shape[1 if not trans else 0], vec.shape[0])])
        source = _transposed(lw, mat)
        if source is not None:
            mat, trans = source, not trans
        out = library_call(lw, "gemv", (mat, vec), (mat.shape[1 if trans else 0],), t,
                           (("trans", True),) if trans else ())
        return lw.array_value(out)
    if x.ndim == 1 and y.ndim == 1:  # computed, or bool (NumPy's logical sum of products)
        lw.emit_checks([(x.shape[0], y.shape[0])])
        return _keep(lw, reduce_all(lw, "sum", lw.arith("mul", x, y)), t)  # type: ignore
    if x.ndim <= 2 and y.ndim <= 2 and 1 in (x.ndim, y.ndim):
        raise lw.error("a matrix-vector product of bool arrays is not supported", node,
                       hint="convert the operands with .astype(np.int64)")
    if x.ndim > 3 and y.ndim == 2:
        # (..., m, k) @ (k, n): the leading axes folded into the rows of one product
        # (npbench's doitgen: a 4-d array times a matrix)
        rows = lw.size_of(x.shape[:-1])
        flat = matmul(lw, reshape(lw, x, (rows, x.shape[-1]), node), y, node)
        return reshape(lw, flat, x.shape[:-1] + (y.shape[-1],), node)  # type: ignore[arg-type]
    if x.ndim < 2 or y.ndim < 2 or x.ndim > 3 or y.ndim > 3:
        raise lw.error(f"matmul of {x.ndim}-d and {y.ndim}-d arrays is not supported", node)
    xa, ya = operand_names(lw, (x, y))  # A.T stays a view of A (syrk: A.T @ A)
    lw.emit_checks([(x.shape[-1], y.shape[-2])])
    batch: tuple[ir.Expr, ...] = ()
    if x.ndim == 3 or y.ndim == 3:
        batch = (x.shape[0] if x.ndim == 3 else y.shape[0],)
        if x.ndim == 3 and y.ndim == 3:
            lw.emit_checks([(x.shape[0], y.shape[0])])
    shape = batch + (x.shape[-2], y.shape[-1])
    out = lw.array_temp(t, len(shape), shape=shape)
    lw.emit(ir.Alloc(out, shape))
    lw.emit(ir.LibCall("matmul", (out,), (xa, ya)))
    return lw.array_value(out)


def _keep(lw: Lowerer, v: SVal | AVal, t: str) -> SVal | AVal:
    """A product computed as a sum, in the operands' dtype ``t`` as NumPy's product gives
    (``np.sum`` widens small integers to 64 bits; the product wraps around in ``t``)."""
    if isinstance(v, SVal):
        return v if v.type.dtype == t else SVal(cast(v.expr, t), ScalarType(t))
    return v if v.dtype == t else lw.astype(v, t)


def _transposed(lw: Lowerer, v: AVal) -> AVal | None:
    """The 2-d array variable ``v`` is the whole transpose of (``A.T``), or None."""
    view = v.view
    if view is None or v.ndim != 2 or len(view.offset) != 2:
        return None
    d0, d1 = view.dims
    if ((d0.source_axis, d1.source_axis) != (1, 0)
            or any(not is_const(e, c) for e, c in ((d0.step, 1), (d1.step, 1),
                                                    (view.offset[0], 0),
                                                    (view.offset[1], 0)))
            or (d0.extent, d1.extent) != (ir.Dim(view.source, 1), ir.Dim(view.source, 0))):
        return None
    return lw.array_value(view.source)


def library_call(lw: Lowerer, op: str, operands: tuple[AVal, ...], shape: tuple[ir.Expr, ...],
                 dtype: str, attrs: tuple[tuple[str, str | int | float | bool], ...] = ()
                 ) -> str:
    """``libcall op(operands) -> out`` into a new array ``out`` of ``shape``: the operands
    as array variables (:meth:`operand_names`)."""
    names = operand_names(lw, operands)
    out = lw.array_temp(dtype, len(shape), shape=shape)
    lw.emit(ir.Alloc(out, shape))
    lw.emit(ir.LibCall(op, (out,), names, attrs))  # type: ignore[arg-type]
    return out


def operand_names(lw: Lowerer, operands: tuple[AVal, ...]) -> tuple[str, ...]:
    """The array variables a library call reads: views stay views (the kernels take any
    strides), lazy values are computed into temporaries first."""
    return tuple(lw.materialize(v) if v.view is None or v.var is not None
                 else lw.freeze(v).var  # type: ignore[union-attr]
                 for v in operands)


def _stored(v: AVal) -> bool:
    """Whether ``v`` is an array in memory (a variable or a view of one), not a value this
    statement computes."""
    return v.var is not None or v.view is not None


@numpy_function("cholesky")
def np_cholesky(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "upper"])
    if "upper" in a:
        raise lw.error("np.linalg.cholesky(upper=...) is not supported", a["upper"],
                       hint="use np.linalg.cholesky(a).T for the upper factor")
    x = lw.as_array(lw.expr(a["a"]), node)
    if x.ndim != 2:
        raise lw.error(f"np.linalg.cholesky of a {x.ndim}-d array is not supported "
                       "(2-d only)", node)
    if kind_of(x.dtype) not in "ifb":
        raise lw.error(f"np.linalg.cholesky of a {x.dtype} array", node)
    return cholesky(lw, x)


@numpy_function("dot", "matmul", "vdot", "inner")
def np_dot(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "b"])
    x, y = lw.expr(a["a"]), lw.expr(a["b"])
    if name == "dot" and (isinstance(x, SVal) or isinstance(y, SVal)):
        return lw.arith("mul", x, y)
    first = x.type.dtype if isinstance(x, SVal) else getattr(x, "dtype", None)
    if name == "vdot" and first is not None and kind_of(first) == "c":
        # conjugates its first argument (the identity on real ones: the call stays a `dot`)
        x = lw.lift(lambda xs: ew.complex_part("conj", xs[0]), [lw._operand(x)])
    return matmul(lw, x, y, node)


@numpy_function("outer")
def np_outer(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "b"])
    x, y = lw._operand(lw.expr(a["a"])), lw._operand(lw.expr(a["b"]))
    if not (isinstance(x, AVal) and isinstance(y, AVal) and x.ndim == y.ndim == 1):
        raise lw.error("np.outer is supported for 1-d arrays", node)
    t = ew.promote(ScalarType(x.dtype), ScalarType(y.dtype)).dtype
    if t == "bool":
        return lw.arith("mul", expand_dims(x, 1), expand_dims(y, 0))
    x, y = (v if v.dtype == t else lw.astype(v, t) for v in (x, y))
    return lw.array_value(library_call(lw, "outer", (x, y), (x.shape[0], y.shape[0]), t))
