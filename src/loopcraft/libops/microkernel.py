"""``matmul``: the ``microkernel`` implementation (loopcraft's own BLIS-style GEMM).

Why: the hybrid's third choice, between direct emission (``loops``, scheduled like user code)
and a vendor library (``blas``): hand-written C in ``codegen/microkernels/gemm.h`` -- packed
A and B panels, an MR x NR register tile updated by FMA, cache blocks MC x KC x NC -- whose
every parameter loopcraft knows and a recipe may change. It is what answers "when do
hand-written micro-kernels beat emitted code" with data instead of belief.

The call stays a ``LibCall`` down to codegen, marked ``impl="microkernel"`` and carrying its
resolved parameters as attributes (``isa``, ``mc``, ``kc``, ``nc``), so the IR text -- and
with it the artifact cache key -- says exactly which kernel runs.

Parameters (recipe: ``implement("matmul#0", impl="microkernel", isa=..., mc=..., kc=...,
nc=...)``):

- ``isa``: ``avx512`` (12 x 16 doubles, 12 x 32 floats), ``avx2`` (FMA; 6 x 8 / 6 x 16) or
  ``generic`` (GCC vector extensions; 4 x 4 / 4 x 8); ``auto`` (the default) is the widest the
  CPU has. An ISA the CPU lacks is refused.
- ``mc``, ``kc``, ``nc``: cache blocks; 0 (the default) derives them analytically from the
  data-cache sizes, in the spirit of Low et al. ("Analytical modeling is enough for
  high-performance BLIS"): the kc x nr micro-panel of B that every micro-kernel call of a
  column panel reuses fills L1 (the mr x kc micro-panels of A stream through it from L2), the
  mc x kc block of A takes an eighth of L2 and the kc x nc panel of B half of L3. Measured on
  the development machine (48 KiB L1d, 2 MiB L2, 2048^3 float64, 1 thread), kc = 384 ran at
  69-72 GFLOP/s against 60 for the textbook kc = 216 that keeps both micro-panels in L1: a
  longer k loop amortizes the C tile's load and store, and the hardware prefetcher keeps the
  streamed A panel ahead. Any positive value is legal (the kernel rounds mc and nc to whole
  tiles and clamps all three to the problem).
"""

from __future__ import annotations

from dataclasses import replace

from ..ir import nodes as ir
from ..target import hardware
from .blas import IMPL_ATTR
from .matmul import float_product_refusal

__all__ = ["MICROKERNEL_ISAS", "TILES", "block_sizes", "isa_refusal", "microkernel_matmul",
           "microkernel_refusal", "supported_isas"]

#: Kernel families, widest first; ``auto`` picks the first the CPU supports.
MICROKERNEL_ISAS = ("avx512", "avx2", "generic")

#: ``(isa, dtype) -> (mr, nr)``: the register tile of each kernel in gemm.h.
TILES = {
    ("avx512", "float64"): (12, 16), ("avx512", "float32"): (12, 32),
    ("avx2", "float64"): (6, 8), ("avx2", "float32"): (6, 16),
    ("generic", "float64"): (4, 4), ("generic", "float32"): (4, 8),
}

#: CPU flags each kernel needs (``-march=native`` then defines the matching macros).
_NEEDS = {"avx512": ("avx512f",), "avx2": ("avx2", "fma"), "generic": ()}

_ITEM = {"float64": 8, "float32": 4}
_NC_CAP = 8192


def _supported(isa: str) -> bool:
    flags = set(hardware.cpu_features())
    return all(f in flags for f in _NEEDS[isa])


def supported_isas() -> tuple[str, ...]:
    """The kernel families this CPU runs, widest first (``generic`` always)."""
    return tuple(isa for isa in MICROKERNEL_ISAS if _supported(isa))


def _round_down(x: int, unit: int) -> int:
    return max(unit, x // unit * unit)


def block_sizes(isa: str, dtype: str, caches: dict[str, int] | None = None
                ) -> tuple[int, int, int]:
    """``(mc, kc, nc)`` for kernel ``isa`` on ``dtype`` from the cache sizes (bytes)."""
    caches = hardware.cache_sizes() if caches is None else caches
    mr, nr = TILES[(isa, dtype)]
    item = _ITEM[dtype]
    kc = _round_down(caches["L1d"] // (nr * item), 8)
    mc = _round_down(caches["L2"] // 8 // (kc * item), mr)
    l3 = caches.get("L3", 4 * caches["L2"])
    nc = min(_round_down(l3 // 2 // (kc * item), nr), _NC_CAP // nr * nr)
    return mc, kc, nc


def isa_refusal(isa: str) -> str | None:
    """Why no micro-kernel (GEMM, conv2d, gemv/dot/outer) of family ``isa`` (or ``auto``)
    runs here, or None."""
    if isa != "auto" and isa not in MICROKERNEL_ISAS:
        return f"isa={isa!r} is not one of auto, {', '.join(MICROKERNEL_ISAS)}"
    if isa != "auto" and not _supported(isa):
        return (f"this CPU lacks {', '.join(_NEEDS[isa])}, which the {isa} micro-kernel "
                "needs")
    return None


def microkernel_refusal(call: ir.LibCall, dtypes: dict[str, tuple[str, int]], *,
                        isa: str = "auto", mc: int = 0, kc: int = 0, nc: int = 0) -> str | None:
    """Why the micro-kernel cannot carry out ``call`` with these parameters, or None."""
    refusal = isa_refusal(isa)
    if refusal is not None:
        return refusal
    for name, value in (("mc", mc), ("kc", kc), ("nc", nc)):
        if value < 0:
            return f"{name}={value} must be positive (or 0: derived from the caches)"
    return float_product_refusal(call, dtypes, "the micro-kernel")


def microkernel_matmul(call: ir.LibCall, dtypes: dict[str, tuple[str, int]], label: str, *,
                       isa: str = "auto", mc: int = 0, kc: int = 0, nc: int = 0) -> ir.Block:
    """The call, marked as implemented by the micro-kernel, with its parameters resolved."""
    dtype = dtypes[call.outputs[0]][0]
    isa = supported_isas()[0] if isa == "auto" else isa
    derived = block_sizes(isa, dtype)
    chosen = {IMPL_ATTR: "microkernel", "isa": isa}
    for name, value, default in zip(("mc", "kc", "nc"), (mc, kc, nc), derived, strict=True):
        chosen[name] = value or default
    attrs = tuple(sorted({**dict(call.attrs), **chosen}.items()))
    return ir.Block((replace(call, attrs=attrs),))
