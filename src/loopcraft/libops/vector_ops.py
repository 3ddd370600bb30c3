"""``gemv``, ``dot`` and ``outer``: the matrix-vector and vector library operations.

Why library operations (and not the reductions the frontend used to emit): the same three-way
choice as ``matmul`` -- direct emission (``loops``), loopcraft's own kernels
(``microkernel``: ``codegen/microkernels/vector.h``) or OpenBLAS (``blas``) -- per call site,
by a recipe or the tuner, with the reference implementation one ``implement`` step away.

The operations (every operand an array variable; strides are arbitrary):

- ``libcall gemv(A, x) -> y``: ``y[i] = sum_j A[i, j] * x[j]`` (``A @ x``); with the attribute
  ``trans=True`` it is ``y[j] = sum_i A[i, j] * x[i]`` (``x @ A``, i.e. ``A.T @ x`` without a
  view: the loops then walk ``A``'s rows, the unit-stride way for a row-major ``A``).
- ``libcall gemv2(A, x, r) -> (y, z)``: ``y = A @ x`` and ``z = r @ A`` (``A.T @ r``) in one
  pass over ``A`` (``transform/fuse_gemv.py`` makes it of two gemv calls: NPBench's bicg and
  mvt); with ``chain=True`` it is ``libcall gemv2(A, x) -> (y, z)`` with ``z = y @ A`` (atax's
  ``(A @ x) @ A``): each row's dot product, then that row's update of ``z``.
- ``libcall dot(x, y) -> r``: ``r[] = sum_i x[i] * y[i]`` into a 0-d array ``r``.
- ``libcall outer(x, y) -> A``: ``A[i, j] = x[i] * y[j]`` (``np.outer``; ``A`` is not read).

``loops`` is the nest a user would write, serial, for the scheduler to treat like user code;
its sums run over the reduced index in increasing order. The kernels block and vectorize the
sums (several accumulators), so their results may differ in the last bits, like NumPy's.
``microkernel`` takes the option ``isa`` only; ``blas`` none. Integer operands are ``loops``
only: both kernels refuse them with the reason.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ..ir import nodes as ir
from ..ir.dtypes import DTYPE_INFO
from ..target import hardware
from .blas import IMPL_ATTR
from .matmul import float_product_refusal
from .microkernel import isa_refusal, supported_isas

__all__ = ["VECTOR_OPS", "expand_gemv", "expand_gemv2", "expand_dot", "expand_outer",
           "gemv_chunk",
           "vector_kernel", "vector_kernel_refusal"]

#: The operations of this module, with their loop-label prefixes.
VECTOR_OPS = {"gemv": "mv", "gemv2": "mvv", "dot": "dot", "outer": "outer"}

_ZERO = ir.Const(0, "int64")
_ONE = ir.Const(1, "int64")


def _zero(dtype: str) -> ir.Const:
    return ir.Const(0.0 if dtype.startswith("float") else 0, dtype)


def _loop(var: ir.Var, stop: ir.Expr, body: tuple[ir.Stmt, ...], label: str) -> ir.Loop:
    return ir.Loop(var.name, _ZERO, stop, _ONE, ir.Block(body), label, "serial")


def _vars(label: str, *names: str) -> list[ir.Var]:
    return [ir.Var(f"_{label}_{n}", "int64") for n in names]


def expand_gemv(call: ir.LibCall, dtypes: dict[str, tuple[str, int]], label: str) -> ir.Block:
    """``y = 0`` (loop ``<label>_zero``), then ``for i: for j: y[i] += A[i, j] * x[j]``
    (``<label>_i``, ``<label>_j``); transposed: ``for i: for j: y[j] += A[i, j] * x[i]``.
    Both walk ``A`` by rows; the scheduler vectorizes the inner loop (a sum into ``y[i]``, or
    ``y[j]`` updated with unit stride)."""
    (y,), (a, x) = call.outputs, call.inputs
    dt = dtypes[y][0]
    trans = bool(dict(call.attrs).get("trans", False))
    i, j, z = _vars(label, "i", "j", "z")
    rows, cols = (i, j) if not trans else (j, i)
    product = ir.Binary("mul", ir.Access(a, (i, j), dt), ir.Access(x, (cols,), dt), dt)
    zero = _loop(z, ir.Dim(y, 0), (ir.Assign(ir.Access(y, (z,), dt), _zero(dt)),),
                 f"{label}_zero")
    update = _loop(i, ir.Dim(a, 0), (_loop(j, ir.Dim(a, 1), (
        ir.Assign(ir.Access(y, (rows,), dt), product, "add"),), f"{label}_j"),), f"{label}_i")
    return ir.Block((zero, update))


def expand_gemv2(call: ir.LibCall, dtypes: dict[str, tuple[str, int]], label: str) -> ir.Block:
    """The two products one after the other, each as :func:`expand_gemv` expands it (labels
    ``<label>_y_...`` and ``<label>_z_...``): the same sums, so ``loops`` is the pair unfused."""
    (y, z), (a, x, *rest) = call.outputs, call.inputs
    r = y if dict(call.attrs).get("chain") else rest[0]
    first = expand_gemv(ir.LibCall("gemv", (y,), (a, x)), dtypes, f"{label}_y")
    second = expand_gemv(ir.LibCall("gemv", (z,), (a, r), (("trans", True),)), dtypes,
                         f"{label}_z")
    return ir.Block(first.body + second.body)


def expand_dot(call: ir.LibCall, dtypes: dict[str, tuple[str, int]], label: str) -> ir.Block:
    """``r[] = 0; for i: r[] += x[i] * y[i]`` (loop ``<label>_i``)."""
    (r,), (x, y) = call.outputs, call.inputs
    dt = dtypes[r][0]
    (i,) = _vars(label, "i")
    out = ir.Access(r, (), dt)
    product = ir.Binary("mul", ir.Access(x, (i,), dt), ir.Access(y, (i,), dt), dt)
    return ir.Block((ir.Assign(out, _zero(dt)),
                     _loop(i, ir.Dim(x, 0), (ir.Assign(out, product, "add"),), f"{label}_i")))


def expand_outer(call: ir.LibCall, dtypes: dict[str, tuple[str, int]], label: str) -> ir.Block:
    """``for i: for j: A[i, j] = x[i] * y[j]`` (loops ``<label>_i``, ``<label>_j``)."""
    (a,), (x, y) = call.outputs, call.inputs
    dt = dtypes[a][0]
    i, j = _vars(label, "i", "j")
    product = ir.Binary("mul", ir.Access(x, (i,), dt), ir.Access(y, (j,), dt), dt)
    return ir.Block((_loop(i, ir.Dim(a, 0), (_loop(j, ir.Dim(a, 1), (
        ir.Assign(ir.Access(a, (i, j), dt), product),), f"{label}_j"),), f"{label}_i"),))


def vector_kernel_refusal(who: str) -> Callable[..., str | None]:
    """The refusal of implementation ``who`` (``blas`` or ``microkernel``) for these
    operations: float operands of one dtype; the micro-kernel's ``isa`` must exist and run
    on this CPU, and the cache blocks of matmul's kernel do not apply."""
    name = "BLAS" if who == "blas" else "the micro-kernel"

    def refusal(call: ir.LibCall, dtypes: dict[str, tuple[str, int]], *, isa: str = "auto",
                **blocks: int) -> str | None:
        given = [k for k, v in blocks.items() if v]
        if given:
            return f"{', '.join(given)} apply to matmul's micro-kernel only, not {call.op}"
        return isa_refusal(isa) or float_product_refusal(call, dtypes, name)

    return refusal


def gemv_chunk(itemsize: int, caches: dict[str, int] | None = None) -> int:
    """Elements of ``y`` the micro-kernel's column-major gemv (``x @ A`` of a row-major
    ``A``) adds each column into per pass: half of the core's L2, so that the chunk stays
    there while ``A`` streams through from memory once (the other half holds the streamed
    lines). Not L1: the chunk is read and written once per four column vectors, far below
    L2's bandwidth, and longer runs along each row of ``A`` keep the prefetchers streaming
    (docs/results/2026-11-27-perf-holes.md: strips of 512, 2048 and 8192 columns ran 11.5,
    9.6 and 9.3 ms at n = 4000)."""
    caches = hardware.cache_sizes() if caches is None else caches
    return max(64 // itemsize, caches.get("L2", 1 << 20) // 2 // itemsize)


def vector_kernel(impl: str) -> Callable[..., ir.Block]:
    """The implementation ``impl`` (``blas`` or ``microkernel``): the call itself, marked for
    codegen; the micro-kernel's ``isa`` resolved (``auto``: the widest this CPU runs), and a
    gemv's ``chunk`` (:func:`gemv_chunk`) from this machine's caches."""

    def implementation(call: ir.LibCall, dtypes: dict[str, tuple[str, int]], label: str, *,
                       isa: str = "auto", **blocks: int) -> ir.Block:
        chosen: dict[str, str | int] = {IMPL_ATTR: impl}
        if impl == "microkernel":
            chosen["isa"] = supported_isas()[0] if isa == "auto" else isa
            if call.op == "gemv":
                chosen["chunk"] = gemv_chunk(DTYPE_INFO[dtypes[call.outputs[0]][0]].itemsize)
        attrs = tuple(sorted({**dict(call.attrs), **chosen}.items()))
        return ir.Block((replace(call, attrs=attrs),))

    return implementation
