"""``matmul``: the ``loops`` implementation (expansion into IR loops).

Why a plain nest: ``loops`` is *direct emission* -- the product becomes the loops a user would
write (``C = 0``, then ``for i: for k: for j: C[i, j] += A[i, k] * B[k, j]``, every loop
serial) and the scheduler gives it the same treatment as that user's code: the heuristic
recipe blocks it for the caches and registers, packs the panels and parallelizes it (see
:mod:`loopcraft.schedule.scheduler`), and the tuner may choose differently. Pre-blocking the
nest here would hide its structure from those steps. The ``i, k, j`` order makes the
innermost loop walk rows of ``B`` and ``C`` with unit stride even when nothing else is done.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ir import nodes as ir
from .activations import activation_expr

__all__ = ["expand_matmul", "float_product_refusal", "matmul_parts", "MatmulParts"]


_FLOAT_DTYPES = ("float32", "float64")


def float_product_refusal(call: ir.LibCall, dtypes: dict[str, tuple[str, int]],
                          who: str, complex_too: bool = False) -> str | None:
    """Why ``who`` (BLAS, the micro-kernel: float-only kernels) cannot multiply the operands
    of ``call``, or None when they are all float32 or all float64 (or, with ``complex_too``:
    BLAS's ``?gemm`` has them, all complex64 or all complex128)."""
    names = (*call.outputs, *call.inputs)
    kinds = {dtypes[n][0] for n in names}
    accepted = (*_FLOAT_DTYPES, *ir.COMPLEX_DTYPES) if complex_too else _FLOAT_DTYPES
    if len(kinds) != 1 or next(iter(kinds)) not in accepted:
        shown = ", ".join(f"{n}: {dtypes[n][0]}" for n in names)
        what = "float32, float64, complex64 or complex128" if complex_too else \
            "float32 or float64"
        return f"{who} multiplies {what} matrices of one dtype ({shown}); use impl='loops'"
    return None


def _i64(v: int) -> ir.Const:
    return ir.Const(v, "int64")


@dataclass(frozen=True)
class MatmulParts:
    """The pieces every loop form of ``out = a @ b`` is built from: the loop variables
    ``_<label>_<name>``, the element accesses ``C[(b,) i, j]``, ``A[(b,) i, k]``,
    ``B[(b,) k, j]`` (a 2-d operand of a batched product has no batch index), the extents
    along i, j and k, and zero of the result dtype."""

    dtype: str
    batched: bool
    var: dict[str, ir.Var]
    c_ij: ir.Access
    a_ik: ir.Access
    b_kj: ir.Access
    n_i: ir.Expr
    n_j: ir.Expr
    n_k: ir.Expr
    zero: ir.Const


def matmul_parts(call: ir.LibCall, dtypes: dict[str, tuple[str, int]], label: str,
                 names: tuple[str, ...] = ("b", "i", "k", "j")) -> MatmulParts:
    """:class:`MatmulParts` of ``call``, with loop variables for ``names`` (which must
    include ``b``, ``i``, ``k`` and ``j``)."""
    (out,), (a, b) = call.outputs, call.inputs[:2]
    dt, nd = dtypes[out]
    nda, ndb = dtypes[a][1], dtypes[b][1]
    v = {n: ir.Var(f"_{label}_{n}", "int64") for n in names}
    batch = (v["b"],) if nd == 3 else ()
    ia = (v["b"],) if nda == 3 else ()
    ib = (v["b"],) if ndb == 3 else ()
    i, j, k = v["i"], v["j"], v["k"]
    return MatmulParts(
        dt, nd == 3, v, ir.Access(out, batch + (i, j), dt), ir.Access(a, ia + (i, k), dt),
        ir.Access(b, ib + (k, j), dt), ir.Dim(out, nd - 2), ir.Dim(out, nd - 1),
        ir.Dim(a, nda - 1), ir.Const(0.0 if dt.startswith("float") else 0, dt))


def _scalar(value: object, dtype: str) -> ir.Expr:
    """A fused epilogue's alpha or beta: a scalar variable (its name) or a constant."""
    return ir.Var(value, dtype) if isinstance(value, str) else ir.Const(float(value), dtype)


def _initial_value(call: ir.LibCall, attrs: dict, m: MatmulParts) -> tuple[ir.Expr, str]:
    """What ``out`` holds before the sum: 0, or a fused epilogue's ``beta * out + bias[j]``
    (``loopcraft.transform.fuse_epilogue``); and the role of that nest's labels."""
    terms: list[ir.Expr] = []
    if "beta" in attrs:
        beta = attrs["beta"]
        terms.append(m.c_ij if beta == 1.0 else
                     ir.Binary("mul", _scalar(beta, m.dtype), m.c_ij, m.dtype))
    if attrs.get("bias"):
        terms.append(ir.Access(call.inputs[2], (m.var["j"],), m.dtype))
    if not terms:
        return m.zero, "zero_"
    value = terms[0]
    for t in terms[1:]:
        value = ir.Binary("add", value, t, m.dtype)
    return value, "init_"


def expand_matmul(call: ir.LibCall, dtypes: dict[str, tuple[str, int]],
                  label: str) -> ir.Block:
    """Serial loops computing ``out = a @ b`` for 2-d or batched 3-d operands: a nest that
    zeroes ``out`` (labels ``<label>_zero_i``, ``<label>_zero_j``) and the accumulation nest
    ``<label>_i, <label>_k, <label>_j`` (inside ``<label>_b`` when batched); sums over ``k``
    run in increasing order. A fused epilogue (``alpha``, ``beta``, ``bias``, ``relu``
    attributes) starts the sum from ``beta * out + bias[j]`` instead (``<label>_init_i``,
    ``_j``), scales each product ``alpha * a[i, k] * b[k, j]``, and clamps at 0 in a last
    nest (``<label>_relu_i``, ``_j``) -- or applies the ``act`` attribute's activation
    (:mod:`.activations`, ``<label>_act_i``, ``_j``)."""
    m = matmul_parts(call, dtypes, label)
    attrs = dict(call.attrs)

    def loop(name: str, stop: ir.Expr, body: tuple[ir.Stmt, ...], role: str = "") -> ir.Loop:
        return ir.Loop(m.var[name].name, _i64(0), stop, _i64(1), ir.Block(body),
                       f"{label}_{role}{name}", "serial")

    def nest(role: str, value: ir.Expr) -> ir.Loop:
        return loop("i", m.n_i, (loop("j", m.n_j, (ir.Assign(m.c_ij, value),), role=role),),
                    role=role)

    init, role = _initial_value(call, attrs, m)
    factor: ir.Expr = m.a_ik
    if "alpha" in attrs:
        factor = ir.Binary("mul", _scalar(attrs["alpha"], m.dtype), m.a_ik, m.dtype)
    update = loop("i", m.n_i, (loop("k", m.n_k, (loop("j", m.n_j, (
        ir.Assign(m.c_ij, ir.Binary("mul", factor, m.b_kj, m.dtype), "add"),)),)),))
    if not m.batched:
        if attrs.get("relu"):
            return ir.Block((nest(role, init), update,
                             nest("relu_", ir.Binary("max", m.c_ij, m.zero, m.dtype))))
        if "act" in attrs:
            return ir.Block((nest(role, init), update, nest("act_", activation_expr(
                str(attrs["act"]), m.c_ij, float(attrs.get("act_a", 0.0)),
                float(attrs.get("act_b", 0.0))))))
        return ir.Block((nest(role, init), update))
    zero = nest(role, init)
    return ir.Block((loop("b", ir.Dim(call.outputs[0], 0), (zero, update)),))
