"""``matmul``: the ``blas`` implementation (a call of OpenBLAS's ``cblas_?gemm``).

Why: OpenBLAS's hand-tuned kernels are the reference every other implementation is measured
against, and for large products the fastest choice on most machines; making it one
``implement`` choice lets a recipe (and the tuner) pick it per call site. The library is the
``scipy-openblas32`` wheel (a pinned dependency: headers and shared library inside it, symbols
prefixed ``scipy_``), linked into a kernel only when the kernel calls it.

The call stays a ``LibCall`` (marked ``impl="blas"``) down to codegen, which emits a call of the
runtime helper ``lc_gemm_f64``/``lc_gemm_f32``: it describes each operand to BLAS as row-major
(unit stride along rows) or transposed (unit stride along columns), with the leading dimension
from the strides, and runs OpenBLAS with the kernel's thread count. An operand BLAS cannot
describe (no unit stride on either axis, a negative or broadcast stride, extents past 2**31)
is computed by a plain loop in the helper instead -- correct, but not fast. Batched (3-d)
products call BLAS once per batch entry.

Summation order: OpenBLAS blocks and vectorizes the sum over ``k``, so results may differ from
the ``loops`` implementation in the last bits (like NumPy's ``@``, which calls the same library).
"""

from __future__ import annotations

from dataclasses import replace

from ..ir import nodes as ir
from .matmul import float_product_refusal

__all__ = ["blas_matmul", "blas_matmul_refusal", "IMPL_ATTR"]

#: The ``LibCall`` attribute that marks a call implemented by a kept call (not expanded).
IMPL_ATTR = "impl"

def blas_matmul_refusal(call: ir.LibCall, dtypes: dict[str, tuple[str, int]]) -> str | None:
    """Why ``call`` cannot be a BLAS call, or None when it can."""
    return float_product_refusal(call, dtypes, "BLAS", complex_too=True)


def blas_matmul(call: ir.LibCall, dtypes: dict[str, tuple[str, int]], label: str) -> ir.Block:
    """The call itself, marked as implemented by BLAS (codegen emits the ``gemm`` call)."""
    attrs = tuple(sorted({**dict(call.attrs), IMPL_ATTR: "blas"}.items()))
    return ir.Block((replace(call, attrs=attrs),))
