"""Library calls in the default schedule: which implementation each call gets, and which
explicit-loop nests become calls (a matrix product or a direct convolution written as loops)."""

from __future__ import annotations

from ..ir import nodes as ir
from ..ir.walk import walk_stmts
from ..transform.base import get_transformation, libcall_targets
from ..transform.recipe import Step
from .graph_fusion import fuses
from .state import SchedulerState

#: The library operations the configured ``libop_impl`` applies to (compute-bound kernels).
_KERNEL_OPS = ("matmul", "conv2d", "dwconv2d")


def implement_calls(sched: SchedulerState) -> None:
    """Fuse each product with the elementwise nest after it when legal, and pairs of
    matrix-vector products over one matrix (``fuse_gemv``), then implement every library
    call: a matrix product or convolution with the configured ``libop_impl`` when it can carry
    it out, a matrix-vector product with the micro-kernel (see :func:`_impl_of`), anything
    else (dot, outer: memory-bound) as loops."""
    # a product followed by an elementwise epilogue (bias, relu, alpha/beta), a convolution
    # followed by a relu: one call (a product with a bias may take a relu after it too)
    # -- and, from level ``residual``, a convolution followed by the Add of a skip tensor
    # (then the activation after the sum)
    steps = [name for name, level in (("fuse_epilogue", "epilogue"),
                                      ("fuse_residual", "residual")) if fuses(sched.fusion, level)]
    progress = bool(steps)
    while progress:
        progress = False
        for name in steps:
            for target in get_transformation(name).targets(sched.program):
                progress |= sched.attempt(Step(name, target))
    # two matrix-vector products over one matrix: one pass over it (the micro-kernel's
    # gemv2; BLAS has no such call, and the loops would be the same two passes)
    if sched.libop_impl == "microkernel":
        fuse_gemv = get_transformation("fuse_gemv")
        while (pair := next(iter(fuse_gemv.targets(sched.program)), None)) is not None:
            if not sched.attempt(Step("fuse_gemv", pair)):
                break
    # targets are numbered per operation among the calls left: implement the first
    # one until none is left (or the first cannot be implemented)
    while (first := next(libcall_targets(sched.program), None)) is not None:
        target, call = first
        impl = _impl_of(sched, call)
        # the micro-kernel multiplies floats only; BLAS also complex numbers (?gemm)
        tries = dict.fromkeys((impl, "blas" if impl == "microkernel" and call.op == "matmul"
                               else impl, "loops"))
        if not any(sched.attempt(Step("implement", target, impl=t)) for t in tries):
            break


def recognize_product(sched: SchedulerState, loop: ir.Loop) -> bool:
    """An explicit-loop matrix product (a perfect nest), or a direct convolution,
    becomes the library call, implemented like ``@`` with the configured kernel; undone
    when the kernel cannot take the call (integers). Not with ``libop_impl="loops"``: the
    call's loops would only be the user's loops again, plus a temporary. The loops stay as
    the versioned fallback (run when their bounds are not the arrays' extents): those are
    not recognized again."""
    recognize = get_transformation("recognize")
    if sched.libop_impl == "loops" or loop.label in sched.recognized:
        return False
    op = recognize.op_of(sched.program, loop)
    if op not in _KERNEL_OPS:
        return False
    nest = {lp.label for lp in walk_stmts(ir.Block((loop,))) if isinstance(lp, ir.Loop)}
    sched.recognized |= nest
    saved = (sched.program, list(sched.steps))
    before = [c for _, c in libcall_targets(sched.program)]
    if not sched.attempt(Step("recognize", loop.label, op=op)):
        return False
    # one call per product summed (syr2k's two): implement each
    while (target := next((t for t, c in libcall_targets(sched.program)
                           if c not in before), None)) is not None:
        if not sched.attempt(Step("implement", target, impl=sched.libop_impl)):
            sched.program, sched.steps = saved
            return False
    sched.called |= nest
    return True


def _impl_of(sched: SchedulerState, call: ir.LibCall) -> str:
    """The implementation to try first for ``call``. A gemv (``A @ x``, ``x @ A``) takes
    the configured ``libop_impl`` too (the micro-kernel by default): it is bound by memory
    bandwidth, so the threads must each stream an equal share of ``A`` once, and only the
    kernel knows the extents and the thread count when it splits the work. The loops' split
    is fixed
    when the recipe is made: ``x @ A`` became strips of a constant width taken whole by the
    threads, 3 strips for 2 threads at n = 5000 (one thread streamed two thirds of ``A``:
    0.67-0.70x NumPy on NPBench's mvt, atax and bicg at 2 threads, see
    docs/results/2026-11-27-perf-holes.md). Falls back to loops where the kernel refuses
    (integers)."""
    return sched.libop_impl if call.op in (*_KERNEL_OPS, "gemv", "gemv2") else "loops"
