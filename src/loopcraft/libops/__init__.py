"""Library operations (matmul, conv2d, dwconv2d, gemv, gemv2, dot, outer) and the registry of their
implementations.

Why a registry: ``implement(op#k, impl)`` picks an implementation per call site, and the
micro-kernel and BLAS work adds implementations later; keyed by ``(op, impl)``, new ones only
need :func:`register_implementation` and become available to recipes at once. ``loops``
(expansion into plain, transformable IR loops) exists for every operation and is what
:func:`expand_libcalls` uses for the calls no recipe implemented.

An implementation is ``fn(call, arrays, prefix, **options) -> Block``: ``arrays`` maps array
names to ``(dtype, ndim)``, ``options`` are the recipe step's parameters of that implementation
(the micro-kernel's ``isa``, ``mc``, ``kc``, ``nc``: :data:`IMPLEMENTATION_OPTIONS`), and every
loop label and loop variable it creates must start with ``prefix`` or ``_prefix`` --
:func:`expand_libcall` picks a prefix (``mm1``, ``mm2``, ...) under which none of them is used
in the program, so labels stay unique and deterministic. An implementation that is a call of a
kernel (``blas``, ``microkernel``) returns the ``LibCall`` marked with the attribute ``impl``:
codegen emits it, and it is no longer a target of ``implement``. An implementation may come
with ``refusal(call, arrays, **options) -> str | None``, the reason it cannot carry out this
call (e.g. BLAS and integer matrices).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from ..ir import nodes as ir
from ..ir.walk import map_blocks, walk_stmts
from .blas import IMPL_ATTR, blas_matmul, blas_matmul_refusal
from .conv2d import (
    blas_conv2d,
    conv2d_refusal,
    expand_conv2d,
    microkernel_conv2d,
    microkernel_conv2d_refusal,
)
from .depthwise import (
    dwconv2d_refusal,
    expand_dwconv2d,
    microkernel_dwconv2d,
    microkernel_dwconv2d_refusal,
)
from .matmul import expand_matmul
from .microkernel import microkernel_matmul, microkernel_refusal
from .vector_ops import (
    VECTOR_OPS,
    expand_dot,
    expand_gemv,
    expand_gemv2,
    expand_outer,
    vector_kernel,
    vector_kernel_refusal,
)

__all__ = [
    "IMPLEMENTATION_KINDS",
    "IMPLEMENTATION_OPTIONS",
    "IMPLEMENTATIONS",
    "Implementation",
    "register_implementation",
    "available_implementations",
    "expand_libcall",
    "expand_libcalls",
    "implementation_refusal",
    "is_implemented",
    "IMPL_ATTR",
]

Implementation = Callable[..., ir.Block]
Refusal = Callable[..., str | None]

#: The implementation kinds a recipe may ask for (not all exist for every operation).
IMPLEMENTATION_KINDS = ("loops", "microkernel", "blas")

#: The options each kind takes, with their defaults (``0``/``"auto"``: derived on this machine).
IMPLEMENTATION_OPTIONS: dict[str, dict[str, object]] = {
    "loops": {}, "blas": {}, "microkernel": {"isa": "auto", "mc": 0, "kc": 0, "nc": 0}}

#: ``(op, impl) -> implementation``.
IMPLEMENTATIONS: dict[tuple[str, str], Implementation] = {}

#: ``(op, impl) -> refusal(call, arrays)``: why an implementation cannot carry out a call.
_REFUSALS: dict[tuple[str, str], Refusal] = {}

#: Label/variable prefix per operation (``mm1_i``, ``_mm1_k``).
_PREFIX: dict[str, str] = {}


def register_implementation(
        op: str, impl: str, fn: Implementation, prefix: str | None = None,
        refusal: Refusal | None = None) -> None:
    """Make ``fn`` the ``impl`` implementation of library operation ``op``."""
    if impl not in IMPLEMENTATION_KINDS:
        raise ValueError(f"unknown implementation kind {impl!r} (expected one of "
                         f"{', '.join(IMPLEMENTATION_KINDS)})")
    IMPLEMENTATIONS[(op, impl)] = fn
    if prefix is not None:
        _PREFIX[op] = prefix
    if refusal is not None:
        _REFUSALS[(op, impl)] = refusal


register_implementation("matmul", "loops", expand_matmul, prefix="mm")
register_implementation("matmul", "blas", blas_matmul, refusal=blas_matmul_refusal)
register_implementation("matmul", "microkernel", microkernel_matmul, refusal=microkernel_refusal)
register_implementation("conv2d", "loops", expand_conv2d, prefix="cv", refusal=conv2d_refusal)
register_implementation("conv2d", "blas", blas_conv2d, refusal=conv2d_refusal)
register_implementation("conv2d", "microkernel", microkernel_conv2d,
                        refusal=microkernel_conv2d_refusal)
register_implementation("dwconv2d", "loops", expand_dwconv2d, prefix="dw",
                        refusal=dwconv2d_refusal)
register_implementation("dwconv2d", "microkernel", microkernel_dwconv2d,
                        refusal=microkernel_dwconv2d_refusal)
for _op, _expand in (("gemv", expand_gemv), ("gemv2", expand_gemv2), ("dot", expand_dot),
                     ("outer", expand_outer)):
    register_implementation(_op, "loops", _expand, prefix=VECTOR_OPS[_op])
    for _impl in ("microkernel", "blas") if _op != "gemv2" else ("microkernel",):
        register_implementation(_op, _impl, vector_kernel(_impl),
                                refusal=vector_kernel_refusal(_impl))


def is_implemented(call: ir.LibCall) -> bool:
    """Whether ``call`` is already a chosen library call (kept for codegen)."""
    return any(k == IMPL_ATTR for k, _ in call.attrs)


def implementation_refusal(program: ir.Program, call: ir.LibCall, impl: str,
                           **options: object) -> str | None:
    """Why ``impl`` (with ``options``) cannot carry out ``call`` in ``program``, or None."""
    refusal = _REFUSALS.get((call.op, impl))
    return None if refusal is None else refusal(call, _arrays(program), **options)


def available_implementations(op: str) -> list[str]:
    """The implementation kinds registered for ``op``, in :data:`IMPLEMENTATION_KINDS` order."""
    return [k for k in IMPLEMENTATION_KINDS if (op, k) in IMPLEMENTATIONS]


def _arrays(program: ir.Program) -> dict[str, tuple[str, int]]:
    return {d.name: (d.dtype, d.ndim) for d in program.params + program.locals
            if isinstance(d, (ir.ArrayParam, ir.ArrayDecl))}


def _used(program: ir.Program) -> set[str]:
    """Every loop label and variable name of the program."""
    used = {d.name for d in program.params + program.locals}
    for s in walk_stmts(program.body):
        if isinstance(s, ir.Loop):
            used |= {s.label, s.var}
    return used


def _created(block: ir.Block) -> set[str]:
    out: set[str] = set()
    for s in walk_stmts(block):
        if isinstance(s, ir.Loop):
            out |= {s.label, s.var}
    return out


def expand_libcall(program: ir.Program, call: ir.LibCall, impl: str,
                   taken: set[str] = frozenset(),
                   implementations: dict[tuple[str, str], Implementation] | None = None,
                   **options: object) -> ir.Block:
    """The ``impl`` implementation of ``call`` (with ``options``) as IR, with loop labels and
    variables that are fresh in ``program`` (and not in ``taken``): the first prefix
    ``<op prefix><k>``, k = 1, 2, ..., under which nothing it creates is already used.
    ``implementations`` replaces the registry (a benchmark's baseline expansion)."""
    try:
        fn = (IMPLEMENTATIONS if implementations is None else implementations)[(call.op, impl)]
    except KeyError:
        raise NotImplementedError(f"no {impl!r} implementation of library operation "
                                  f"{call.op!r}") from None
    used = _used(program) | set(taken)
    arrays = _arrays(program)
    base = _PREFIX.get(call.op, call.op)
    for k in itertools.count(1):
        block = fn(call, arrays, f"{base}{k}", **options)
        if not _created(block) & used:
            return block
    raise AssertionError("unreachable")


def expand_libcalls(program: ir.Program,
                    implementations: dict[tuple[str, str], Implementation] | None = None
                    ) -> ir.Program:
    """Replace every ``LibCall`` by its ``loops`` implementation (the default choice), from
    ``implementations`` when given instead of the registry."""
    impls = IMPLEMENTATIONS if implementations is None else implementations
    taken: set[str] = set()

    def expand(s: ir.Stmt) -> list[ir.Stmt]:
        if not isinstance(s, ir.LibCall) or is_implemented(s):
            return [s]
        if (s.op, "loops") not in impls:
            raise NotImplementedError(f"library operation {s.op!r}")
        block = expand_libcall(program, s, "loops", taken, impls)
        taken.update(_created(block))
        return list(block.body)

    return ir.replace(program, body=map_blocks(program.body, expand))
