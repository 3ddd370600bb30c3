"""``dwconv2d``: a depthwise 2-d convolution (groups == channels, one filter per channel) and
its two implementations.

The operation (``libcall dwconv2d(x, w[, bias]) -> out {pad_h, pad_w, relu, stride_h,
stride_w}``, the attributes of ``conv2d``, the fused activation ``act, act_a, act_b``
included -- MobileNet's ReLU6 after each depthwise layer -- but no residual), NCHW
activations, ``(K, 1, R, S)`` filters::

    out[n, k, i, j] = act(bias[k] + sum_{r, s} xpad[n, k, i*sh + r, j*sw + s] * w[k, 0, r, s])

with ``x`` ``(N, K, H, W)`` and the rest as in :mod:`.conv2d`. Why an operation of its own
rather than a ``groups`` attribute of ``conv2d``: the kernels share nothing -- a depthwise
layer has no sum over input channels, so conv2d's register tile over output channels has
nothing to reuse, and im2col + GEMM degenerates into K products of one row -- and conv2d's
three implementations stay as they are.

Implementations (``implement("dwconv2d#0", impl=...)``):

- ``loops``: :func:`~.conv2d.expand_conv2d` without the ``c`` loop (``<label>_{n, k, r, s,
  i, j}``, the padding in the ``i``/``j`` ranges), for the scheduler and tuner.
- ``microkernel``: ``codegen/microkernels/dwconv2d.h``, vectorized over output pixels with
  the ISA's vector width, channels split among threads; the option ``isa`` as for conv2d.
  AVX-512 float32 over contiguous rows runs ``dwconv2d_direct.h`` (masked loads for the
  padding, no copy; docs/microkernels.md).

There is no ``blas`` implementation (nothing to hand a BLAS); a schedule asking for one gets
``loops``. Both implementations sum the taps in (r, s) order and add the bias last.
"""

from __future__ import annotations

from dataclasses import replace

from ..ir import nodes as ir
from .blas import IMPL_ATTR
from .conv2d import CONV_ATTRS, conv2d_call, conv2d_refusal, expand_conv2d
from .microkernel import isa_refusal, supported_isas

__all__ = ["dwconv2d_call", "dwconv2d_refusal", "expand_dwconv2d", "microkernel_dwconv2d",
           "microkernel_dwconv2d_refusal"]


def dwconv2d_call(out: str, x: str, w: str, bias: str | None = None,
                  stride: tuple[int, int] = (1, 1), pad: tuple[int, int] = (0, 0),
                  relu: bool = False) -> ir.LibCall:
    """The ``libcall dwconv2d`` of these operands, every attribute spelled out."""
    return replace(conv2d_call(out, x, w, bias, stride, pad, relu), op="dwconv2d")


def dwconv2d_refusal(call: ir.LibCall, dtypes: dict[str, tuple[str, int]]) -> str | None:
    """Why ``call`` is not a well-formed dwconv2d (the checks of conv2d), or None."""
    if dict(call.attrs).get("residual"):
        return "dwconv2d takes no residual (its kernel does not read one)"
    refusal = conv2d_refusal(call, dtypes)
    return None if refusal is None else refusal.replace("conv2d", "dwconv2d")


def expand_dwconv2d(call: ir.LibCall, dtypes: dict[str, tuple[str, int]], label: str
                    ) -> ir.Block:
    """Serial loops computing the depthwise convolution (see :func:`expand_conv2d`)."""
    return expand_conv2d(call, dtypes, label, depthwise=True)


def microkernel_dwconv2d_refusal(call: ir.LibCall, dtypes: dict[str, tuple[str, int]], *,
                                 isa: str = "auto", mc: int = 0, kc: int = 0, nc: int = 0
                                 ) -> str | None:
    """Why the depthwise kernel cannot carry out ``call`` (a malformed call, an ISA the CPU
    lacks, GEMM cache blocks it does not take), or None."""
    if mc or kc or nc:
        return "mc, kc and nc are the GEMM micro-kernel's cache blocks; dwconv2d's takes isa only"
    return isa_refusal(isa) or dwconv2d_refusal(call, dtypes)


def microkernel_dwconv2d(call: ir.LibCall, dtypes: dict[str, tuple[str, int]], label: str, *,
                         isa: str = "auto", mc: int = 0, kc: int = 0, nc: int = 0) -> ir.Block:
    """The call, marked as implemented by the depthwise kernel, with its ISA resolved."""
    merged = {**CONV_ATTRS, **dict(call.attrs), IMPL_ATTR: "microkernel",
              "isa": supported_isas()[0] if isa == "auto" else isa}
    return ir.Block((replace(call, attrs=tuple(sorted(merged.items()))),))
