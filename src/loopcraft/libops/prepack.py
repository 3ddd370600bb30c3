"""Pre-packed constant weights: the marker on a ``matmul`` or ``conv2d`` call whose weight is a
constant of a model's weight pool, and the room its packed copy takes.

Why: the GEMM and conv2d micro-kernels copy their weight operand into the panel layout their
register tiles read (``codegen/microkernels/gemm.h``'s ``pack_b``, ``conv2d.h``'s
``pack_w``) on every call -- for ResNet-18's last 3x3 convolution, 9.4 MB copied per call for a
product of 49 output pixels at batch 1. A model's weights do not change between calls, so the
compiled model packs each once, into a second pool, and the kernels read the panels from there
(onnxruntime packs at session creation the same way). Packing stays in C, in the kernels' own
pack routines: the layout depends on the resolved ISA (the register tile), which only the
scheduled call knows.

The marker is two attributes of the call, set by the ONNX front end (it knows which operands
are initializers) and kept by every transformation (``implement`` and ``fuse_epilogue`` merge
attributes): ``packed``, the name of the packed pool parameter (one per dtype), and
``packed_at``, the element offset of this weight's region in it. The region is sized for the
widest tile of any ISA (:func:`packed_extent`), so the front end can place it before the ISA
is chosen. Only the ``microkernel`` implementation reads it; ``blas`` and ``loops`` ignore the
marker (the region stays unused). The operand it packs is ``B`` of a 2-d product and ``w`` of
a convolution.
"""

from __future__ import annotations

from ..ir import nodes as ir
from .microkernel import TILES

__all__ = ["MAX_CONV_MR", "MAX_NR", "PACKED_ATTRS", "PREPACK_OPS", "packed_extent",
           "packed_slot"]

#: the marker's attributes: the packed pool's parameter name and the region's element offset
PACKED_ATTRS = ("packed", "packed_at")
#: operation -> the rank of the operand that is packed (``B`` of matmul, ``w`` of conv2d)
PREPACK_OPS = {"matmul": 2, "conv2d": 4}
#: the widest register tile of any GEMM kernel (nr, columns of B) and the unit every conv2d
#: kernel pads the output channels of w to (``conv2d.h``'s MR, 8 for AVX-512 float64, 4 on
#: AVX2; ``conv2d_cvec.h``'s 16 for AVX-512 float32, whose last panel is round16(k) wide)
MAX_NR = max(nr for _, nr in TILES.values())
MAX_CONV_MR = 16


def _round_up(x: int, unit: int) -> int:
    return -(-x // unit) * unit


def packed_extent(op: str, shape: tuple[int, ...]) -> int:
    """Elements of the packed copy of a weight of ``shape`` for any ISA's kernel: ``k x n``
    B in full-k micro-panels of nr columns; a ``K x C x R x S`` filter in panels of output channels
    padded to a multiple of MAX_CONV_MR (both zero-padded)."""
    if op == "matmul":
        k, n = shape
        return k * _round_up(n, MAX_NR)
    k, c, r, s = shape
    return _round_up(k, MAX_CONV_MR) * c * r * s


def packed_slot(call: ir.LibCall) -> tuple[str, int] | None:
    """``(packed pool, offset)`` of a marked call, or None."""
    attrs = dict(call.attrs)
    if "packed" not in attrs:
        return None
    return str(attrs["packed"]), int(attrs["packed_at"])  # type: ignore[call-overload]
