"""``conv2d``: a 2-d convolution (cross-correlation, as in deep-learning frameworks) and its
three implementations.

The operation (``libcall conv2d(x, w[, bias][, skip]) -> out {pad_h, pad_w, relu, stride_h,
stride_w}``), NCHW activations and KCRS filters::

    out[n, k, i, j] = act(skip[n, k, i, j] + bias[k]
                          + sum_{c, r, s} xpad[n, c, i*sh + r, j*sw + s] * w[k, c, r, s])

where ``xpad`` is ``x`` with ``ph`` rows and ``pw`` columns of zeros on each side, ``act`` is
ReLU (``max(v, 0)``, NaN kept) when ``relu`` is true, the activation named by the optional
attribute ``act`` (with its parameters ``act_a``, ``act_b``: :mod:`.activations`) when given,
and the identity otherwise, and a missing bias is zero. ``skip`` (the optional attribute
``residual=True``: the call's last input, ``(N, K, Ho, Wo)``) is a ResNet block's residual
connection, added while the output is stored (``fuse_residual``); without it, zero. ``out``
must have the shape ``(N, K, (H + 2ph - R) // sh + 1, (W + 2pw - S) // sw + 1)``, ``x`` ``(N,
C, H, W)``, ``w`` ``(K, C, R, S)``, ``bias`` ``(K,)``; every implementation checks this at
run time and raises ``ValueError`` otherwise. Operands may have any strides.

Implementations (``implement("conv2d#0", impl=...)``):

- ``loops``: the plain IR nests a user would write -- ``out = bias``, then ``for n, k, c, r,
  s, i, j: out[n, k, i, j] += x[...] * w[k, c, r, s]`` with the ``i``/``j`` ranges clipped to
  the taps that land inside ``x`` (padding costs no branch), then ReLU -- for the scheduler and
  the tuner to transform like any user code. ``j`` is innermost: ``out`` and (at stride 1)
  ``x`` are read with unit stride.
- ``microkernel``: loopcraft's own direct (im2col-free) register-blocked kernel,
  ``codegen/microkernels/conv2d.h``; the option ``isa`` as for matmul's micro-kernel.
- ``blas``: im2col per image and one ``cblas_?gemm`` (scipy-openblas32) per image,
  ``codegen/microkernels/conv2d_blas.h``.

Both kernel implementations fuse the epilogue (bias, activation) into their write-back
(``microkernels/activation.h``). Summation
order differs between implementations, so results may differ in the last bits.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..ir import nodes as ir
from .activations import ACTIVATION_CODES, activation_expr
from .blas import IMPL_ATTR
from .microkernel import isa_refusal, supported_isas
from .prepack import PACKED_ATTRS

__all__ = ["ACT_ATTRS", "CONV_ATTRS", "Conv2dAttrs", "blas_conv2d", "conv2d_attrs",
           "conv2d_call", "conv2d_refusal", "expand_conv2d", "microkernel_conv2d",
           "microkernel_conv2d_refusal", "output_extent"]

#: The optional attributes of a fused activation other than ReLU (:mod:`.activations`).
ACT_ATTRS = ("act", "act_a", "act_b")
#: The attributes of every ``conv2d`` call, with their defaults.
CONV_ATTRS: dict[str, int | bool] = {"stride_h": 1, "stride_w": 1, "pad_h": 0, "pad_w": 0,
                                     "relu": False}

@dataclass(frozen=True)
class Conv2dAttrs:
    """A call's operands and parameters, by role."""

    out: str
    x: str
    w: str
    bias: str | None
    stride: tuple[int, int]
    pad: tuple[int, int]
    relu: bool
    act: tuple[str, float, float] | None = None  # an activation other than relu, (a, b)
    residual: str | None = None  # added to the sum before the activation (its last input)


def conv2d_attrs(call: ir.LibCall) -> Conv2dAttrs:
    """The roles of ``call``'s operands and its parameters (defaults filled in)."""
    (out,), ins = call.outputs, call.inputs
    a = {**CONV_ATTRS, **dict(call.attrs)}
    act = ((str(a["act"]), float(a.get("act_a", 0.0)), float(a.get("act_b", 0.0)))
           if "act" in a else None)
    residual = ins[-1] if a.get("residual") else None
    bias = ins[2] if len(ins) == 3 + (residual is not None) else None
    return Conv2dAttrs(out, ins[0], ins[1], bias,
                       (int(a["stride_h"]), int(a["stride_w"])),
                       (int(a["pad_h"]), int(a["pad_w"])), bool(a["relu"]), act, residual)


def conv2d_call(out: str, x: str, w: str, bias: str | None = None,
                stride: tuple[int, int] = (1, 1), pad: tuple[int, int] = (0, 0),
                relu: bool = False) -> ir.LibCall:
    """The ``libcall conv2d`` of these operands, every attribute spelled out."""
    attrs = {"stride_h": stride[0], "stride_w": stride[1], "pad_h": pad[0], "pad_w": pad[1],
             "relu": relu}
    return ir.LibCall("conv2d", (out,), (x, w) + ((bias,) if bias else ()),
                      tuple(sorted(attrs.items())))


def conv2d_refusal(call: ir.LibCall, dtypes: dict[str, tuple[str, int]]) -> str | None:
    """Why ``call`` is not a well-formed conv2d (operand ranks, dtypes, parameters), or None."""
    extra = int(bool(dict(call.attrs).get("residual")))
    if len(call.outputs) != 1 or len(call.inputs) - extra not in (2, 3):
        return ("conv2d takes (x, w) or (x, w, bias), then the residual with residual=True, "
                "and writes one output")
    unknown = sorted(k for k, _ in call.attrs if k not in CONV_ATTRS and k not in (
        IMPL_ATTR, "isa", "residual", *ACT_ATTRS, *PACKED_ATTRS))
    if unknown:
        return f"conv2d has no attribute {', '.join(unknown)}"
    c = conv2d_attrs(call)
    if c.act is not None and (c.act[0] not in ACTIVATION_CODES or c.relu):
        return (f"conv2d's act={c.act[0]!r} must be one of {', '.join(ACTIVATION_CODES)}, "
                "and not with relu=True")
    ranks = {c.out: 4, c.x: 4, c.w: 4, **({c.bias: 1} if c.bias else {}),
             **({c.residual: 4} if c.residual else {})}
    for name, rank in ranks.items():
        if dtypes[name][1] != rank:
            return f"conv2d operand {name} is {dtypes[name][1]}-d, not {rank}-d"
    kinds = {dtypes[n][0] for n in ranks}
    if len(kinds) != 1 or next(iter(kinds)) not in ("float32", "float64"):
        shown = ", ".join(f"{n}: {dtypes[n][0]}" for n in ranks)
        return f"conv2d takes float32 or float64 operands of one dtype ({shown})"
    if min(c.stride) < 1 or min(c.pad) < 0:
        return f"conv2d needs strides >= 1 and paddings >= 0 (stride {c.stride}, pad {c.pad})"
    return None


# ------------------------------------------------------------------------------- loops


def _i64(v: int) -> ir.Const:
    return ir.Const(v, "int64")


_ZERO = _i64(0)


def _bin(op: str, a: ir.Expr, b: ir.Expr | int) -> ir.Expr:
    return ir.Binary(op, a, _i64(b) if isinstance(b, int) else b, "int64")


def output_extent(size: ir.Expr, taps: ir.Expr, stride: int, pad: int) -> ir.Expr:
    """``(size + 2 pad - taps) // stride + 1``: the output extent along one axis (IR)."""
    e = _bin("sub", _bin("add", size, 2 * pad) if pad else size, taps)
    return _bin("add", _bin("floordiv", e, stride) if stride != 1 else e, 1)


def _ceil_div(a: ir.Expr, b: int) -> ir.Expr:
    return _bin("floordiv", _bin("add", a, b - 1), b) if b != 1 else a


def expand_conv2d(call: ir.LibCall, dtypes: dict[str, tuple[str, int]], label: str, *,
                  depthwise: bool = False) -> ir.Block:
    """Serial loops computing the convolution: a shape check, the nest ``<label>_init_{n, k,
    i, j}`` (``out = bias`` or 0, plus the residual), the accumulation ``<label>_{n, k, c, r,
    s, i, j}`` and, with ``relu``, ``<label>_relu_{n, k, i, j}`` (another activation:
    ``<label>_act_...``). The ``i`` (``j``) range of tap ``r`` (``s``) is the output rows
    (columns) whose input row lies inside ``x``: with padding, the ranges depend on the tap;
    without, they are the whole output. ``depthwise``: the ``dwconv2d`` operation
    (:mod:`.depthwise`), output channel ``k`` reads input channel ``k`` only, no ``c``
    loop."""
    c = conv2d_attrs(call)
    dt = dtypes[c.out][0]
    (sh, sw), (ph, pw) = c.stride, c.pad
    v = {n: ir.Var(f"_{label}_{n}", "int64") for n in "nkcrsij"}
    n_, k_, ho, wo = (ir.Dim(c.out, a) for a in range(4))
    cin, kr, ks = ir.Dim(c.w, 1), ir.Dim(c.w, 2), ir.Dim(c.w, 3)
    hx, wx = ir.Dim(c.x, 2), ir.Dim(c.x, 3)
    wrong = [(ho, output_extent(hx, kr, sh, ph)), (wo, output_extent(wx, ks, sw, pw)),
             (n_, ir.Dim(c.x, 0)), (k_ if depthwise else cin, ir.Dim(c.x, 1)),
             (k_, ir.Dim(c.w, 0))] + ([(cin, _i64(1))] if depthwise else [])
    if c.bias:
        wrong.append((k_, ir.Dim(c.bias, 0)))
    if c.residual:
        wrong += [(ir.Dim(c.out, a), ir.Dim(c.residual, a)) for a in range(4)]
    cond: ir.Expr = ir.Binary("ne", *wrong[0], "bool")
    for a, b in wrong[1:]:
        cond = ir.Binary("or", cond, ir.Binary("ne", a, b, "bool"), "bool")
    check = ir.If(cond, ir.Block((ir.Raise(
        "ValueError", f"{call.op}: the shapes of {c.out} (N, K, Ho, Wo), "
        + (f"{c.x} (N, K, H, W), " if depthwise else f"{c.x} (N, C, H, W), ")
        + (f"{c.w} (K, 1, R, S)" if depthwise else f"{c.w} (K, C, R, S)")
        + (f", {c.bias} (K,)" if c.bias else "")
        + (f", {c.residual} (N, K, Ho, Wo)" if c.residual else "")
        + f" do not match (stride ({sh}, {sw}), padding ({ph}, {pw}))"),)))

    def loop(name: str, stop: ir.Expr, body: tuple[ir.Stmt, ...], role: str = "",
             start: ir.Expr = _ZERO) -> ir.Loop:
        return ir.Loop(v[name].name, start, stop, _i64(1), ir.Block(body),
                       f"{label}_{role}{name}", "serial")

    def nest(names: str, stops: dict[str, ir.Expr], leaf: ir.Stmt, role: str = "",
             starts: dict[str, ir.Expr] | None = None) -> ir.Loop:
        body: tuple[ir.Stmt, ...] = (leaf,)
        for name in reversed(names):
            body = (loop(name, stops[name], body, role, (starts or {}).get(name, _ZERO)),)
        return body[0]  # type: ignore[return-value]

    o = ir.Access(c.out, (v["n"], v["k"], v["i"], v["j"]), dt)
    init: ir.Expr = ir.Access(c.bias, (v["k"],), dt) if c.bias else ir.Const(0.0, dt)
    if c.residual:
        skip = ir.Access(c.residual, (v["n"], v["k"], v["i"], v["j"]), dt)
        init = ir.Binary("add", skip, init, dt) if c.bias else skip
    row = _bin("add", _bin("mul", v["i"], sh) if sh != 1 else v["i"], v["r"])
    col = _bin("add", _bin("mul", v["j"], sw) if sw != 1 else v["j"], v["s"])
    if ph:
        row = _bin("sub", row, ph)
    if pw:
        col = _bin("sub", col, pw)
    chan, wchan = (v["k"], _ZERO) if depthwise else (v["c"], v["c"])
    prod = ir.Binary("mul", ir.Access(c.x, (v["n"], chan, row, col), dt),
                     ir.Access(c.w, (v["k"], wchan, v["r"], v["s"]), dt), dt)
    stops: dict[str, ir.Expr] = {"n": n_, "k": k_, "c": cin, "r": kr, "s": ks, "i": ho, "j": wo}
    starts: dict[str, ir.Expr] = {}
    for axis, tap, pad, stride, size, extent in (("i", "r", ph, sh, hx, ho),
                                                 ("j", "s", pw, sw, wx, wo)):
        if pad:  # stride * i + tap - pad in [0, size)
            starts[axis] = ir.Binary("max", _i64(0), _ceil_div(_bin("sub", _i64(pad), v[tap]),
                                                               stride), "int64")
            stops[axis] = ir.Binary("min", extent, _ceil_div(
                _bin("sub", _bin("add", size, pad), v[tap]), stride), "int64")
    body: list[ir.Stmt] = [
        check,
        nest("nkij", stops | {"i": ho, "j": wo}, ir.Assign(o, init), "init_"),
        nest("nkrsij" if depthwise else "nkcrsij", stops, ir.Assign(o, prod, "add"), "",
             starts),
    ]
    if c.relu:
        body.append(nest("nkij", stops | {"i": ho, "j": wo},
                         ir.Assign(o, ir.Binary("max", o, ir.Const(0.0, dt), dt)), "relu_"))
    elif c.act is not None:
        body.append(nest("nkij", stops | {"i": ho, "j": wo},
                         ir.Assign(o, activation_expr(c.act[0], o, *c.act[1:])), "act_"))
    return ir.Block(tuple(body))


# --------------------------------------------------------------------- kernel implementations


def _marked(call: ir.LibCall, **attrs: object) -> ir.Block:
    merged = {**CONV_ATTRS, **dict(call.attrs), **attrs}
    return ir.Block((replace(call, attrs=tuple(sorted(merged.items()))),))


def microkernel_conv2d_refusal(call: ir.LibCall, dtypes: dict[str, tuple[str, int]], *,
                               isa: str = "auto", mc: int = 0, kc: int = 0, nc: int = 0
                               ) -> str | None:
    """Why the conv2d micro-kernel cannot carry out ``call`` (a malformed call, an ISA the CPU
    lacks, GEMM cache blocks it does not take), or None."""
    if mc or kc or nc:
        return "mc, kc and nc are the GEMM micro-kernel's cache blocks; conv2d's takes isa only"
    return isa_refusal(isa) or conv2d_refusal(call, dtypes)


def microkernel_conv2d(call: ir.LibCall, dtypes: dict[str, tuple[str, int]], label: str, *,
                       isa: str = "auto", mc: int = 0, kc: int = 0, nc: int = 0) -> ir.Block:
    """The call, marked as implemented by loopcraft's conv2d kernel, with its ISA resolved."""
    return _marked(call, **{IMPL_ATTR: "microkernel",
                            "isa": supported_isas()[0] if isa == "auto" else isa})


def blas_conv2d(call: ir.LibCall, dtypes: dict[str, tuple[str, int]], label: str
                ) -> ir.Block:
    """The call, marked as implemented by im2col + BLAS GEMM."""
    return _marked(call, **{IMPL_ATTR: "blas"})
