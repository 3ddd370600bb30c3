"""Shape manipulation and composite NumPy functions: reshape/ravel, concatenate/stack,
einsum, norms, triangles and diagonals, roll.

Each is expressed with the same lazy machinery as elementwise code (index arithmetic on loads),
so the result fuses into its consumer; ``reshape`` of a contiguous array is a true view.
"""

from __future__ import annotations

import ast
import string
from typing import TYPE_CHECKING

from ....ir import nodes as ir
from .. import elementwise as ew
from ..types import ScalarType, kind_of
from ..values import AVal, PyVal, SVal, TVal, Value, ViewSpec, cast, const, expand_dims, i64, mul
from .reductions import flat_run, flatten, reduce_all, reduce_axis, reduction
from .table import numpy_function

if TYPE_CHECKING:
    from ..lowerer import Lowerer


#: functions that permute axes, and the names of their two axis arguments
_AXIS_MOVES = {"swapaxes": ("axis1", "axis2"), "moveaxis": ("source", "destination")}


def reshape_ordered(lw: Lowerer, x: AVal, shape: tuple[ir.Expr, ...], order: ast.expr | None,
                    node: ast.AST) -> AVal:
    """``reshape``/``ravel`` with ``order="C"`` (the default) or ``"F"``: Fortran order
    reads and writes the elements with the first index fastest, which is the C-order
    reshape of the axes reversed."""
    kind = lw.const_str(order, "C", ("C", "F"), "order")
    if kind == "C":
        return reshape(lw, x, shape, node)
    rev = tuple(reversed(range(x.ndim)))
    flipped = reshape(lw, lw.transpose(x, rev), tuple(reversed(shape)), node)
    return lw.transpose(flipped, tuple(reversed(range(flipped.ndim))))


def reshape(lw: Lowerer, x: AVal, shape: tuple[ir.Expr, ...], node: ast.AST) -> AVal:
    """``x.reshape(shape)``: a view of a contiguous array variable, else a lazy copy."""
    size = lw.size_of(x.shape)
    unknown = [k for k, e in enumerate(shape) if isinstance(e, ir.Const) and e.value == -1]
    if len(unknown) > 1:
        raise lw.error("only one dimension of a reshape can be -1", node)
    if unknown:
        known = [e for k, e in enumerate(shape) if k != unknown[0]]
        rest = ir.Binary("floordiv", size, lw.size_of(known), "int64") if known else size
        shape = tuple(rest if k == unknown[0] else e for k, e in enumerate(shape))
    shape = tuple(lw.hoist(SVal(e, ScalarType("int64"))).expr for e in shape)
    lw.emit_checks([(lw.size_of(shape), size)])
    block = contiguous_block(lw, x)
    if block is not None:
        # the new axes walk the same memory in C order: a view with explicit strides
        dims = []
        for k, e in enumerate(shape):
            stride: ir.Expr = i64(1)
            for later in shape[k + 1:]:
                stride = mul(stride, later)
            dims.append(ir.ViewDim(None, e, stride))
        view = ViewSpec(block[0], block[1], tuple(dims), True)
        # read the variable itself: one split of the linear index over its axes, however
        # many reshapes lie between (doitgen: a reshape of a reshape)
        flat = flat_run(lw, *block)
    else:
        view = None
        flat = flatten(lw, x) if x.ndim != 1 else x

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        linear: ir.Expr = i64(0)
        for k, i in enumerate(idx):
            linear = ir.Binary("add", ir.Binary("mul", linear, shape[k], "int64"), i,
                               "int64") if k else i
        return flat.load((linear,)) if shape else flat.load((i64(0),))

    return AVal(x.dtype, shape, load, x.reads, view)


def contiguous_block(lw: Lowerer, x: AVal) -> tuple[str, tuple[ir.Expr, ...]] | None:
    """``(variable, offset)`` when ``x`` is one C-ordered run of a contiguous array variable's
    memory starting at ``offset``: the variable itself, or a unit-step slice of its trailing
    axes whose axes after the first are whole (``a[:]``, ``a[1:]``, ``a[2, 1:3]``,
    ``a[1:, :]``). Why: NumPy's ``reshape``/``ravel`` of such an array is a view, so a write
    through the result must reach the variable."""
    if x.var is not None:
        return (x.var, tuple(i64(0) for _ in x.shape)) if is_contiguous(lw, x.var) else None
    v = x.view
    if v is None or not v.dims or not is_contiguous(lw, v.source):
        return None
    if all(d.source_axis is None for d in v.dims):
        # a reshape's view (doitgen's reshape of a reshape): C-order strides of its own
        # extents, written as reshape writes them, make it one run
        for k, d in enumerate(v.dims):
            stride: ir.Expr = i64(1)
            for later in v.dims[k + 1:]:
                stride = mul(stride, later.extent)
            if d.step != stride:
                return None
        return v.source, v.offset
    nd = len(v.offset)
    axes = [d.source_axis for d in v.dims]
    if axes != list(range(nd - len(axes), nd)) or any(d.step != i64(1) for d in v.dims):
        return None
    for d in v.dims[1:]:
        if d.extent != ir.Dim(v.source, d.source_axis) or v.offset[d.source_axis] != i64(0):
            return None
    return v.source, v.offset


def concatenate(lw: Lowerer, arrays: list[AVal], axis: int, node: ast.AST) -> AVal:
    nd = arrays[0].ndim
    if any(a.ndim != nd for a in arrays):
        raise lw.error("np.concatenate needs arrays of the same rank", node)
    axis = axis + nd if axis < 0 else axis
    if not 0 <= axis < nd:
        raise lw.error(f"axis {axis} is out of bounds for {nd}-d arrays", node)
    dtype = arrays[0].dtype
    for a in arrays[1:]:
        dtype = ew.promote(ScalarType(dtype), ScalarType(a.dtype)).dtype
    for a in arrays[1:]:
        lw.emit_checks([(a.shape[k], arrays[0].shape[k]) for k in range(nd)
                        if k != axis and a.shape[k] != arrays[0].shape[k]])
    starts: list[ir.Expr] = [i64(0)]
    for a in arrays[:-1]:
        starts.append(lw.hoist(SVal(ir.Binary("add", starts[-1], a.shape[axis], "int64"),
                                    ScalarType("int64"))).expr)
    total = ir.Binary("add", starts[-1], arrays[-1].shape[axis], "int64")
    shape = tuple(total if k == axis else e for k, e in enumerate(arrays[0].shape))
    reads: frozenset[str] = frozenset()
    for a in arrays:
        reads |= a.reads

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        i = idx[axis]
        result: ir.Expr | None = None
        for a, start in reversed(list(zip(arrays, starts, strict=True))):
            local = idx[:axis] + (ir.Binary("sub", i, start, "int64"),) + idx[axis + 1:]
            v = cast(a.load(local), dtype)
            result = v if result is None else ir.Select(
                ir.Binary("lt", i, ir.Binary("add", start, a.shape[axis], "int64"), "bool"),
                v, result, dtype)
        assert result is not None
        return result

    return AVal(dtype, shape, load, reads)


def squeeze(lw: Lowerer, x: AVal, axis_node: ast.expr | None, node: ast.AST) -> AVal:
    """``np.squeeze``: without ``axis`` the axes known to be 1 at compile time go (an
    extent known only at run time makes the result's rank unknown: an error that asks
    for ``axis=``); a named axis must be 1 at run time (NumPy's ValueError)."""
    if axis_node is None or lw.is_none(axis_node):
        unknown = [k for k, e in enumerate(x.shape)
                   if not isinstance(e, ir.Const) and not ew.unit_like(e)]
        if unknown:
            raise lw.error("np.squeeze without axis= of an array whose extents are only "
                           "known at run time (the result's rank would depend on them)",
                           node, hint="name the axes to remove: np.squeeze(a, axis=0)")
        axes = {k for k, e in enumerate(x.shape) if isinstance(e, ir.Const) and e.value == 1}
    else:
        axes = {a + x.ndim if a < 0 else a for a in lw.const_int_tuple(axis_node)}
        if any(not 0 <= a < x.ndim for a in axes):
            raise lw.error(f"axis out of bounds for a {x.ndim}-d array", axis_node)
        for a in sorted(axes):
            if not (isinstance(x.shape[a], ir.Const) and x.shape[a].value == 1):
                lw.emit(ir.If(ir.Binary("ne", x.shape[a], i64(1), "bool"), ir.Block((
                    ir.Raise("ValueError", "cannot select an axis to squeeze out which has "
                             "size not equal to one"),))))
    keep = [k for k in range(x.ndim) if k not in axes]
    view = None
    if x.view is not None:
        dims = tuple(x.view.dims[k] for k in keep)
        inner = x.view.inner_contiguous or (bool(keep) and keep[-1] == x.ndim - 1)
        view = ViewSpec(x.view.source, x.view.offset, dims, inner)

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        full = [i64(0)] * x.ndim
        for k, i in zip(keep, idx, strict=True):
            full[k] = i
        return x.load(tuple(full))

    return AVal(x.dtype, tuple(x.shape[k] for k in keep), load, x.reads, view)


def broadcast_to(lw: Lowerer, x: AVal, shape: tuple[ir.Expr, ...], node: ast.AST) -> AVal:
    """``np.broadcast_to``: a read-only lazy array; an axis of ``x`` that is not 1 must
    equal the target extent (checked at run time when not known)."""
    if x.ndim > len(shape):
        raise lw.error(f"cannot broadcast a {x.ndim}-d array to {len(shape)} dimensions",
                       node)
    shape = tuple(lw.hoist(SVal(e, ScalarType("int64"))).expr for e in shape)
    off = len(shape) - x.ndim
    checks = []
    for k, e in enumerate(x.shape):
        if not ew.unit_like(e) and e != shape[off + k]:
            checks.append((e, shape[off + k]))
    lw.emit_checks(checks)

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        return x.load(tuple(i64(0) if ew.unit_like(e) and e != shape[off + k]
                            else idx[off + k] for k, e in enumerate(x.shape)))

    return AVal(x.dtype, shape, load, x.reads)


def at_index(lw: Lowerer, x: AVal, axis: int, i: ir.Expr) -> Value:
    """``x`` at one (possibly negative) position along ``axis``."""
    i = lw.normalize_index(i, x.shape[axis])
    if x.ndim == 1:
        return SVal(x.load((i,)), ScalarType(x.dtype))
    return AVal(x.dtype, x.shape[:axis] + x.shape[axis + 1:],
                lambda idx: x.load(idx[:axis] + (i,) + idx[axis:]), x.reads)


def take_along_axis(lw: Lowerer, x: AVal, ind: AVal, axis_node: ast.expr | None,
                    node: ast.AST) -> AVal:
    """``np.take_along_axis(x, ind, axis)``: ``ind`` picks positions along ``axis``; its
    other extents broadcast against ``x``'s (``axis=None``: the flattened ``x``)."""
    if kind_of(ind.dtype) != "i":
        raise lw.error("np.take_along_axis needs integer indices", node)
    if axis_node is None:
        raise lw.error("np.take_along_axis needs axis=", node)
    axis = lw.axis_arg(axis_node, x.ndim, default=None)
    if axis is None:
        x, axis = reshape(lw, x, (i64(-1),), node), 0
    if ind.ndim != x.ndim:
        raise lw.error("np.take_along_axis needs indices of the array's rank", node)
    shape: list[ir.Expr] = []
    checks: list[tuple[ir.Expr, ir.Expr]] = []
    for k in range(x.ndim):
        if k == axis:
            shape.append(ind.shape[k])
            continue
        try:
            bshape, chk = ew.broadcast_shapes([(x.shape[k],), (ind.shape[k],)])
        except ValueError as exc:
            raise lw.error(str(exc), node) from None
        checks += chk
        shape.append(bshape[0])
    lw.emit_checks(checks)

    def pick(v: AVal, idx: tuple[ir.Expr, ...]) -> tuple[ir.Expr, ...]:
        return tuple(i64(0) if ew.unit_like(v.shape[k]) and v.shape[k] != shape[k]
                     else i for k, i in enumerate(idx))

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        j = lw.normalize_index(cast(ind.load(pick(ind, idx)), "int64"), x.shape[axis],
                               dynamic=True)
        full = pick(x, idx)
        return x.load(full[:axis] + (j,) + full[axis + 1:])

    return AVal(x.dtype, tuple(shape), load, x.reads | ind.reads)


def roll(lw: Lowerer, x: AVal, shift: ir.Expr, axis: int) -> AVal:
    n = x.shape[axis]

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        src = ir.Binary("mod", ir.Binary("sub", idx[axis], shift, "int64"), n, "int64")
        return x.load(idx[:axis] + (src,) + idx[axis + 1:])

    return AVal(x.dtype, x.shape, load, x.reads)


def einsum(lw: Lowerer, node: ast.Call) -> Value:
    """``np.einsum`` (``"ij,jk->ik"``, or implicit ``"ij,jk"``): a lazy product reduced over
    the summed letters (loops; the micro-kernel work can recognise the contraction)."""
    if not node.args or not isinstance(node.args[0], ast.Constant) or not isinstance(
            node.args[0].value, str):
        raise lw.error("np.einsum needs a constant subscripts string", node)
    if any(k.arg != "optimize" for k in node.keywords):  # optimize= never changes values
        raise lw.error("np.einsum keywords other than optimize= are not supported", node)
    spec = node.args[0].value.replace(" ", "")
    if "." in spec:
        raise lw.error("np.einsum subscripts with '...' are not supported", node,
                       hint="write every axis's letter out ('bij,bjk->bik')")
    if "->" not in spec:  # implicit output: the letters seen once, in alphabetical order
        once = sorted(c for c in set(spec) if c != "," and spec.count(c) == 1)
        spec = f"{spec}->{''.join(once)}"
    ins, out = spec.split("->")
    terms = ins.split(",")
    operands = [lw.as_array(lw.expr(a), node) for a in node.args[1:]]
    if len(terms) != len(operands):
        raise lw.error(f"np.einsum: {len(terms)} subscripts for {len(operands)} operands",
                       node)
    letters: list[str] = []
    extent: dict[str, ir.Expr] = {}
    for t, a in zip(terms, operands, strict=True):
        if len(t) != a.ndim or any(c not in string.ascii_letters for c in t):
            raise lw.error(f"np.einsum: subscripts {t!r} do not match a {a.ndim}-d "
                           "operand", node)
        for c, e in zip(t, a.shape, strict=True):
            if c not in extent:
                letters.append(c)
                extent[c] = e
            elif extent[c] != e:
                lw.emit_checks([(extent[c], e)])
    if any(c not in extent for c in out):
        raise lw.error("np.einsum: an output subscript appears in no operand", node)
    summed = [c for c in letters if c not in out]
    order = list(out) + summed  # output letters first, then the reduced ones
    pos = {c: k for k, c in enumerate(order)}
    dtype = operands[0].dtype
    for a in operands[1:]:
        dtype = ew.promote(ScalarType(dtype), ScalarType(a.dtype)).dtype
    reads: frozenset[str] = frozenset()
    for a in operands:
        reads |= a.reads

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        prod: ir.Expr | None = None
        for t, a in zip(terms, operands, strict=True):
            v = cast(a.load(tuple(idx[pos[c]] for c in t)), dtype)
            prod = v if prod is None else ir.Binary("mul", prod, v, dtype)
        assert prod is not None
        return prod

    full = AVal(dtype, tuple(extent[c] for c in order), load, reads)
    result: Value = full
    for _ in summed:  # reduce the trailing (summed) axes one at a time
        cur = result
        if isinstance(cur, AVal) and cur.ndim > 1:
            result = reduce_axis(lw, "sum", cur, cur.ndim - 1, False)
        elif isinstance(cur, AVal):
            result = reduce_all(lw, "sum", cur)
    return result


def is_contiguous(lw: Lowerer, name: str) -> bool:
    """Whether array variable ``name`` is always a whole C-contiguous buffer."""
    for p in lw.params:
        if p.name == name:
            return isinstance(p, ir.ArrayParam) and p.layout == "C"
    return lw.hints.fresh.get(name, False) and lw.seen.fresh.get(name, True)


# ------------------------------------------------------------------ NumPy functions
@numpy_function("reshape", "ravel")
def np_reshape(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "newshape", "order"] if name == "reshape"
                       else ["a", "order"])
    x = lw.as_array(lw.expr(a["a"]), node)
    shape = (i64(-1),) if name == "ravel" else lw.shape_arg(a["newshape"])
    return reshape_ordered(lw, x, shape, a.get("order"), node)


@numpy_function("concatenate", "stack", "vstack", "hstack")
def np_concatenate(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["arrays", "axis"])
    items = lw.expr(a["arrays"])
    if not isinstance(items, TVal) or not items.items:
        raise lw.error(f"np.{name} takes a tuple or list of arrays", node,
                       hint=f"np.{name}((a, b))")
    arrays = [lw.as_array(v, node) for v in items.items]
    axis = lw.const_int(a["axis"]) if "axis" in a else 0
    if name == "vstack":
        arrays = [x if x.ndim >= 2 else expand_dims(x, 0) for x in arrays]
        return concatenate(lw, arrays, 0, node)
    if name == "hstack":
        return concatenate(lw, arrays, 0 if arrays[0].ndim == 1 else 1, node)
    if name == "stack":
        nd = arrays[0].ndim + 1
        axis = axis + nd if axis < 0 else axis
        arrays = [expand_dims(x, axis) for x in arrays]
    return concatenate(lw, arrays, axis, node)


@numpy_function(*_AXIS_MOVES)
def np_axis_moves(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", *_AXIS_MOVES[name]])
    x = lw.as_array(lw.expr(a["a"]), node)
    i, j = (lw.axis_arg(a[k], x.ndim, default=None)
            for k in _AXIS_MOVES[name])
    if i is None or j is None:
        raise lw.error(f"np.{name} needs two axes", node)
    perm = list(range(x.ndim))
    if name == "swapaxes":
        perm[i], perm[j] = perm[j], perm[i]
    else:
        perm.remove(i)
        perm.insert(j, i)
    return lw.transpose(x, tuple(perm))


@numpy_function("squeeze")
def np_squeeze(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "axis"])
    return squeeze(lw, lw.as_array(lw.expr(a["a"]), node), a.get("axis"), node)


@numpy_function("atleast_1d", "atleast_2d")
def np_atleast_1d(lw: Lowerer, name: str, node: ast.Call) -> Value:
    if len(node.args) != 1 or node.keywords:
        raise lw.error(f"np.{name} of one array is supported", node,
                       hint=f"call np.{name} once per array")
    x = lw.as_array(lw.expr(node.args[0]), node)
    while x.ndim < int(name[-2]):
        x = expand_dims(x, 0)
    return x


@numpy_function("column_stack")
def np_column_stack(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["tup"])
    items = lw.expr(a["tup"])
    if not isinstance(items, TVal) or not items.items:
        raise lw.error("np.column_stack takes a tuple or list of arrays", node)
    arrays = [lw.as_array(v, node) for v in items.items]
    return concatenate(lw, [x if x.ndim >= 2 else expand_dims(x, 1)
                            for x in arrays], 1, node)


@numpy_function("broadcast_to")
def np_broadcast_to(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["array", "shape"])
    return broadcast_to(lw, lw.as_array(lw.expr(a["array"]), node),
                        lw.shape_arg(a["shape"]), node)


@numpy_function("take")
def np_take(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "indices", "axis"])
    x = lw.as_array(lw.expr(a["a"]), node)
    axis = lw.axis_arg(a.get("axis"), x.ndim, default=None)
    if axis is None:
        x, axis = reshape(lw, x, (i64(-1),), node), 0
    ind = lw._operand(lw.expr(a["indices"]))
    if isinstance(ind, SVal) or kind_of(ind.dtype) != "i":
        if isinstance(ind, AVal) or ind.type.dtype not in ir.INT_DTYPES:
            raise lw.error("np.take needs integer indices", node)
        item: tuple = ("int", ind, node)
    else:
        item = ("array", ind, node)
    full: list[tuple] = [("slice", None, None, None)] * x.ndim
    full[axis] = item
    if item[0] == "array":
        return lw.gather(x, full)
    return at_index(lw, x, axis, ind.expr)  # type: ignore[union-attr]


@numpy_function("take_along_axis")
def np_take_along_axis(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["arr", "indices", "axis"])
    x = lw.as_array(lw.expr(a["arr"]), node)
    ind = lw.as_array(lw.expr(a["indices"]), node)
    return take_along_axis(lw, x, ind, a.get("axis"), node)


@numpy_function("einsum")
def np_einsum(lw: Lowerer, name: str, node: ast.Call) -> Value:
    return einsum(lw, node)


@numpy_function("norm")
def np_norm(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["x", "ord", "axis", "keepdims"])
    if "ord" in a and not (isinstance(lw.expr(a["ord"]), PyVal)
                           and lw.expr(a["ord"]).obj is None):  # type: ignore[union-attr]
        raise lw.error("np.linalg.norm supports only the default (2-/Frobenius) norm",
                       node, hint="write the norm out, e.g. np.max(np.abs(x))")
    x = lw.as_array(lw.expr(a["x"]), node)
    if kind_of(x.dtype) == "c":  # NumPy's: the squares of both parts
        re, im = (lw.lift(lambda xs, p=p: ew.complex_part(p, xs[0]), [x]) for p in ("real", "imag"))
        sq = lw.arith("add", lw.arith("mul", re, re), lw.arith("mul", im, im))
    else:
        sq = lw.arith("mul", x, x)
    rest = {k: v for k, v in a.items() if k in ("axis", "keepdims")}
    total = reduction(lw, "sum", sq, rest, node)  # type: ignore[arg-type]
    return lw.lift(lambda xs: ew.call_func("sqrt", xs), [lw._operand(total)])


@numpy_function("tril", "triu")
def np_tril(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["m", "k"])
    x = lw.as_array(lw.expr(a["m"]), node)
    k = lw.int_scalar(a["k"]).expr if "k" in a else i64(0)
    if x.ndim < 2:
        raise lw.error(f"np.{name} needs a 2-d array", node)
    op = "le" if name == "tril" else "ge"

    def load(idx: tuple[ir.Expr, ...]) -> ir.Expr:
        keep = ir.Binary(op, ir.Binary("sub", idx[-1], idx[-2], "int64"), k, "bool")
        return ir.Select(keep, x.load(idx), const(0, x.dtype), x.dtype)

    return AVal(x.dtype, x.shape, load, x.reads)


@numpy_function("diag")
def np_diag(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["v", "k"])
    x = lw.as_array(lw.expr(a["v"]), node)
    if "k" in a and lw.const_int(a["k"]) != 0:
        raise lw.error("np.diag with k != 0 is not supported", node)
    if x.ndim == 1:
        n = x.shape[0]
        return AVal(x.dtype, (n, n), lambda idx: ir.Select(
            ir.Binary("eq", idx[0], idx[1], "bool"), x.load((idx[0],)),
            const(0, x.dtype), x.dtype), x.reads)
    n = ir.Binary("min", x.shape[0], x.shape[1], "int64")
    return AVal(x.dtype, (n,), lambda idx: x.load((idx[0], idx[0])), x.reads)


@numpy_function("roll")
def np_roll(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "shift", "axis"])
    x = lw.as_array(lw.expr(a["a"]), node)
    shift = lw.hoist(lw.int_scalar(a["shift"])).expr  # type: ignore[union-attr]
    if "axis" not in a:
        flat = reshape(lw, x, (i64(-1),), node)
        return reshape(lw, roll(lw, flat, shift, 0), x.shape, node)
    axis = lw.const_int(a["axis"])
    return roll(lw, x, shift, axis + x.ndim if axis < 0 else axis)


@numpy_function("count_nonzero")
def np_count_nonzero(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "axis"])
    x = lw.as_array(lw.expr(a["a"]), node)
    nz = AVal("bool", x.shape, lambda idx: ir.Binary(
        "ne", x.load(idx), const(0, x.dtype), "bool") if x.dtype != "bool"
        else x.load(idx), x.reads)
    return reduction(lw, "sum", nz, {k: v for k, v in a.items() if k == "axis"}, node)


@numpy_function("array_equal")
def np_array_equal(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a1", "a2", "equal_nan"])
    x, y = (lw.as_array(lw.expr(a[k]), node) for k in ("a1", "a2"))
    if "equal_nan" in a:
        raise lw.error("np.array_equal(equal_nan=...) is not supported", node)
    if x.ndim != y.ndim:
        return SVal(const(False, "bool"), ScalarType("bool"))
    # different shapes are simply unequal: compare only when every extent agrees
    same: ir.Expr = const(True, "bool")
    for p, q in zip(x.shape, y.shape, strict=True):
        if p != q:
            same = ir.Binary("and", same, ir.Binary("eq", p, q, "bool"), "bool")
    res = ir.Var(lw.scalar_temp("bool", "_equal"), "bool")
    lw.emit(ir.Assign(res, const(False, "bool")))
    lw.push()
    eq = AVal("bool", x.shape, lambda idx: ew.binary(
        "eq", (x.load(idx), ScalarType(x.dtype)), (y.load(idx), ScalarType(y.dtype)))[0],
        x.reads | y.reads)
    lw.emit(ir.Assign(res, reduce_all(lw, "all", eq).expr))
    lw.emit(ir.If(same, lw.pop(), ir.Block(())))
    return SVal(res, ScalarType("bool"))


@numpy_function("allclose", "isclose")
def np_allclose(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "b", "rtol", "atol", "equal_nan"])
    x, y = lw._operand(lw.expr(a["a"])), lw._operand(lw.expr(a["b"]))
    rtol = lw.scalar(a["rtol"]) if "rtol" in a else SVal(const(1e-5, "float64"),
                                                         ScalarType("float64", True))
    atol = lw.scalar(a["atol"]) if "atol" in a else SVal(const(1e-8, "float64"),
                                                         ScalarType("float64", True))
    diff = lw.lift(lambda xs: ew.call_func("abs", xs), [lw.arith("sub", x, y)])
    bound = lw.arith("add", atol, lw.arith(
        "mul", rtol, lw.lift(lambda xs: ew.call_func("abs", xs), [y])))
    # NumPy: |x - y| <= atol + rtol |y| where y is finite, or x == y (equal
    # infinities); with equal_nan also where both are NaN
    finite_y = lw.lift(lambda xs: ew.call_func("isfinite", xs), [y])
    close = lw.arith("or", lw.arith("and", lw.arith("le", diff, bound), finite_y),
                     lw.arith("eq", x, y))
    if "equal_nan" in a:
        en = lw.scalar(a["equal_nan"]).expr
        if not isinstance(en, ir.Const):
            raise lw.error("equal_nan must be a constant", a["equal_nan"])
        if en.value:
            both = lw.arith("and", *(lw.lift(lambda xs: ew.call_func("isnan", xs),
                                             [v]) for v in (x, y)))
            close = lw.arith("or", close, both)
    if name == "isclose":
        return close
    if isinstance(close, SVal):
        return close
    return reduce_all(lw, "all", close)


@numpy_function("transpose")
def np_transpose(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "axes"])
    x = lw._operand(lw.expr(a["a"]))
    if isinstance(x, SVal):
        return x
    perm = tuple(reversed(range(x.ndim)))
    if "axes" in a:
        perm = lw.const_int_tuple(a["axes"])
    return lw.transpose(x, perm)


@numpy_function("expand_dims")
def np_expand_dims(lw: Lowerer, name: str, node: ast.Call) -> Value:
    a = lw.args_kwargs(node, ["a", "axis"])
    x = lw._operand(lw.expr(a["a"]))
    ax = lw.const_int(a["axis"])
    return expand_dims(x, ax)  # type: ignore[arg-type]
