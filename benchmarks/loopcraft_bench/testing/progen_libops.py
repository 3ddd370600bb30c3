"""Random programs with library operations, for the transformation fuzzer (:mod:`.fuzz`).

Why: the loop nests of :mod:`.progen` never hold a product or a convolution, so
``recognize``, ``implement`` (loops, micro-kernel, BLAS) and ``fuse_epilogue`` were never
drawn. These programs are what those transformations look for, each with a NumPy reference
the untransformed program is compared with (the transformed ones are then compared with it,
as for every generated program):

- matrix products written as loops (``recognize(op="matmul")``): a perfect nest in any loop
  order or a dot product per element, transposed factors, a scale, accumulating into ``C`` or
  an epilogue (``alpha``/``beta``, ReLU), over the rectangle or the lower triangle;
  matrix-vector products (``recognize(op="gemv")``);
- products in array form (``A @ B``, ``A.T @ B``, ``np.outer``, ``A @ x``, ``x @ z``) with the
  epilogues ``fuse_epilogue`` takes (``alpha * (A @ B) + beta * C + bias``, ``np.maximum(.., 0)``),
  lowered to library calls that ``implement`` draws;
- convolutions written as loops (``recognize(op="conv2d")``): strides, bias, ReLU, channels,
  padding through a zero-padded copy, and depthwise nests (no recognizer: the loop
  transformations only);
- ``conv2d`` and ``dwconv2d`` library calls built as IR (the ONNX front end's form, which
  the Python front end never writes): strides, padding, bias, followed by an activation nest
  that ``fuse_epilogue`` joins to the call.

Matrix extents are expressions of ``n`` (``n``, ``n + 1``, ``2 * n + 1``, constants down to
1 for loops), so the three sizes of a case give square, rectangular, thin and edge shapes;
the micro-kernel's small cache blocks drawn by ``implement`` give edge tiles. Inputs are
uniform in [-1, 1) (a ReLU then clamps something).
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import numpy as np

from loopcraft.outputs import collect_outputs

from .progen import GeneratedProgram, generate_program

__all__ = ["LibopProgram", "generate_libop_program", "draw_program", "LIBOP_SHARE",
           "conv2d_reference"]

#: share of the fuzzer's programs drawn from this module (the rest: :mod:`.progen`)
LIBOP_SHARE = 0.4

#: matrix extents: square, rectangular, thin, odd, constant
_DIMS = ("n", "n", "n + 1", "n - 1", "2 * n + 1", "3", "5")
_LOOP_DIMS = _DIMS + ("1",)  # loops handle extent 1 without broadcasting rules
_SCALE = ("", "", "0.5 * ", "1.5 * ")


@dataclass(frozen=True)
class LibopProgram(GeneratedProgram):
    """A generated program with a NumPy reference: ``shapes`` holds each array parameter's
    extents as expressions of ``n``; ``reference`` the source of ``ref(<the parameters>)``
    (it may call :func:`conv2d_reference`), which updates its arrays and returns what the
    program does; ``ir_text``: ``source`` is IR text (library calls the Python front end
    never writes), not Python."""

    shapes: tuple[tuple[str, ...], ...] = ()
    reference: str = ""
    tags: tuple[str, ...] = ()
    ir_text: bool = False

    @property
    def constructs(self) -> tuple[str, ...]:
        return self.tags

    def lower(self) -> Any:
        if not self.ir_text:
            return super().lower()
        from loopcraft.ir.parser import parse_program

        return parse_program(self.source)

    def inputs(self, n: int, seed: int) -> tuple[Any, ...]:
        g = np.random.default_rng(seed)
        return (*(g.uniform(-1.0, 1.0, tuple(_extent(e, n) for e in s)) for s in self.shapes),
                n)

    def expected(self, args: tuple[Any, ...]) -> tuple[Any, ...]:
        """What ``ref`` returns and leaves in the arrays, for these arguments (copied)."""
        copies = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
        ns: dict[str, Any] = {"np": np, "conv2d_reference": conv2d_reference}
        exec(compile(self.reference, "<loopcraft-fuzz-reference>", "exec"), ns)  # noqa: S102
        return collect_outputs(ns["ref"](*copies), copies)


def _extent(expr: str, n: int) -> int:
    return int(eval(expr, {"n": n}))  # noqa: S307 - our own generated expression


def conv2d_reference(x: np.ndarray, w: np.ndarray, stride: tuple[int, int],
                     pad: tuple[int, int], depthwise: bool = False) -> np.ndarray:
    """The convolution (no bias), tap by tap on the zero-padded input, in NumPy."""
    (sh, sw), (ph, pw) = stride, pad
    xp = np.pad(x, ((0, 0), (0, 0), (ph, ph), (pw, pw)))
    taps_h, taps_w = w.shape[2:]
    ho, wo = (xp.shape[2] - taps_h) // sh + 1, (xp.shape[3] - taps_w) // sw + 1
    out = np.zeros((x.shape[0], w.shape[0], ho, wo))
    for r in range(taps_h):
        for s in range(taps_w):
            win = xp[:, :, r:r + (ho - 1) * sh + 1:sh, s:s + (wo - 1) * sw + 1:sw]
            if depthwise:
                out += win * w[None, :, 0, r, s, None, None]
            else:
                out += np.einsum("nchw,kc->nkhw", win, w[:, :, r, s])
    return out


class _Gen:
    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.tags: list[str] = []

    def p(self, prob: float) -> bool:
        return self.rng.random() < prob

    def tag(self, *names: str) -> None:
        self.tags.extend(names)

    # ------------------------------------------------------------ products, loops
    def matmul_loops(self) -> tuple[str, str, dict[str, tuple[str, ...]]]:
        rng = self.rng
        m, k, n = (rng.choice(_LOOP_DIMS) for _ in range(3))
        triangle = self.p(0.2)
        if triangle:
            n = m
        ta, tb = self.p(0.3), self.p(0.3)
        shapes = {"A": (k, m) if ta else (m, k), "B": (n, k) if tb else (k, n), "C": (m, n)}
        a, b = ("A[k, i]" if ta else "A[i, k]"), ("B[j, k]" if tb else "B[k, j]")
        prod = f"{a} * {b}" if self.p(0.5) else f"{b} * {a}"
        scale = rng.choice(_SCALE)
        self.tag("matmul-loops", *(["transposed-A"] if ta else []),
                 *(["transposed-B"] if tb else []), *(["triangle"] if triangle else []),
                 *(["scaled"] if scale else []), f"extent:{m},{k},{n}")
        bound = {"i": self.bound("C", 0, m), "j": self.bound("C", 1, n),
                 "k": self.bound("A", 0 if ta else 1, k)}
        if triangle:
            bound["j"] = "i + 1"
        opa, opb = ("A.T" if ta else "A"), ("B.T" if tb else "B")
        full = f"{scale}({opa} @ {opb})"

        def ref(value: str) -> str:  # the triangle keeps C's upper part
            if triangle:
                value = f"np.where(np.tril(np.ones(C.shape)) > 0, {value}, C)"
            return f"C[...] = {value}"

        if self.p(0.5):  # a perfect nest, any loop order (the triangle keeps j inside i)
            order = ["i", "j", "k"]
            while True:
                rng.shuffle(order)
                if not triangle or order.index("i") < order.index("j"):
                    break
            self.tag("perfect-nest", "order:" + "".join(order))
            lines = [f"{'    ' * d}for {v} in range({bound[v]}):" for d, v in enumerate(order)]
            lines.append(f"{'    ' * 3}C[i, j] += {scale}{prod}")
            return "\n".join(lines), ref(f"C + {full}"), shapes
        form = rng.choice(("plain", "accumulate", "alpha-beta", "relu"))
        self.tag("dot-per-element", f"epilogue:{form}")
        init, final, value = {
            "plain": ("0.0", "s", full),
            "accumulate": ("C[i, j]", "s", f"C + {full}"),
            "alpha-beta": ("0.0", "0.5 * s + 1.5 * C[i, j]", f"0.5 * {full} + 1.5 * C"),
            "relu": ("0.0", "max(s, 0.0)", f"np.maximum({full}, 0.0)")}[form]
        lines = [f"for i in range({bound['i']}):", f"    for j in range({bound['j']}):",
                 f"        s = {init}", f"        for k in range({bound['k']}):",
                 f"            s += {scale}{prod}", f"        C[i, j] = {final}"]
        return "\n".join(lines), ref(value), shapes

    def bound(self, array: str, axis: int, expr: str) -> str:
        """A loop bound equal to ``array.shape[axis]``: written so, or as its ``n`` form (the
        recognized call then tests it at run time)."""
        return expr if self.p(0.25) else f"{array}.shape[{axis}]"

    def gemv_loops(self) -> tuple[str, str, dict[str, tuple[str, ...]]]:
        rng = self.rng
        m, k = rng.choice(_LOOP_DIMS), rng.choice(_LOOP_DIMS)
        ta = self.p(0.3)
        a = "A[k, i]" if ta else "A[i, k]"
        self.tag("gemv-loops", *(["transposed-A"] if ta else []))
        shapes = {"A": (k, m) if ta else (m, k), "x": (k,), "y": (m,)}
        bi, bk = self.bound("y", 0, m), self.bound("x", 0, k)
        full = f"{'A.T' if ta else 'A'} @ x"
        if self.p(0.5):
            src = (f"for i in range({bi}):\n    for k in range({bk}):\n"
                   f"        y[i] += {a} * x[k]")
            return src, f"y += {full}", shapes
        src = (f"for i in range({bi}):\n    s = 0.0\n    for k in range({bk}):\n"
               f"        s += x[k] * {a}\n    y[i] = s")
        return src, f"y[...] = {full}", shapes

    # ----------------------------------------------------------- products, arrays
    def matmul_array(self) -> tuple[str, str, dict[str, tuple[str, ...]]]:
        rng = self.rng
        m, k, n = (rng.choice(_DIMS) for _ in range(3))
        ta, tb = self.p(0.3), self.p(0.3)
        shapes = {"A": (k, m) if ta else (m, k), "B": (n, k) if tb else (k, n), "C": (m, n),
                  "bias": (n,)}
        prod = f"{'A.T' if ta else 'A'} @ {'B.T' if tb else 'B'}"
        form = rng.choice(("store", "accumulate", "alpha-beta", "bias-relu", "bias",
                           "alpha-beta-bias-relu", "relu", "return"))
        self.tag("matmul-array", f"epilogue:{form}", *(["transposed-A"] if ta else []),
                 *(["transposed-B"] if tb else []), f"extent:{m},{k},{n}")
        src = {"store": f"C[:, :] = {prod}",
               "accumulate": f"C += {prod}",
               "alpha-beta": f"C[:, :] = 0.5 * ({prod}) + 1.5 * C",
               "bias-relu": f"C[:, :] = np.maximum({prod} + bias, 0.0)",
               "bias": f"C[:, :] = bias + {prod}",
               "alpha-beta-bias-relu": f"C[:, :] = np.maximum(1.5 * ({prod}) + 0.5 * C + bias,"
                                       f" 0.0)",
               "relu": f"C[:, :] = np.maximum(0.0, {prod})",
               "return": f"return {prod}"}[form]
        return src, src, shapes

    def vector_array(self) -> tuple[str, str, dict[str, tuple[str, ...]]]:
        rng = self.rng
        m, k = rng.choice(_DIMS), rng.choice(_DIMS)
        form = rng.choice(("gemv", "gemv-T", "gemv-accumulate", "dot", "outer"))
        self.tag(f"{form.split('-')[0]}-array", f"form:{form}")
        shapes = {"A": (m, k), "x": (k,), "z": (m,)}
        src = {"gemv": "z[:] = A @ x", "gemv-T": "x[:] = A.T @ z",
               "gemv-accumulate": "z += 0.5 * (A @ x)", "dot": "return x @ x + z @ z",
               "outer": "A[:, :] = np.outer(z, x)"}[form]
        return src, src, shapes

    # ---------------------------------------------------------- convolutions, loops
    def conv_loops(self) -> tuple[str, str, dict[str, tuple[str, ...]]]:
        rng = self.rng
        depthwise = self.p(0.25)
        batch, cin = rng.choice(("1", "2")), rng.choice(("1", "2", "3"))
        kout = cin if depthwise else rng.choice(("1", "2", "4"))
        th, tw = rng.choice((1, 2, 3)), rng.choice((1, 3))
        sh, sw = rng.choice((1, 1, 2)), rng.choice((1, 2))
        ph, pw = (rng.choice((1, th // 2 or 1)), rng.choice((0, 1))) if self.p(0.3) else (0, 0)
        bias, relu = self.p(0.6), self.p(0.4)
        h, w = "n + 2", rng.choice(("n + 3", "n + 2", "2 * n"))
        ho = f"(({h}) + {2 * ph} - {th}) // {sh} + 1"
        wo = f"(({w}) + {2 * pw} - {tw}) // {sw} + 1"
        self.tag("depthwise-loops" if depthwise else "conv-loops", f"stride:{sh},{sw}",
                 *([f"padding:{ph},{pw}"] if ph or pw else []), *(["bias"] if bias else []),
                 *(["relu"] if relu else []), f"taps:{th}x{tw}")
        shapes = {"x": (batch, cin, h, w), "w": (kout, "1" if depthwise else cin, str(th),
                                                  str(tw)),
                  "b": (kout,), "out": (batch, kout, ho, wo)}
        lines = []
        src_x = "x"
        if ph or pw:
            src_x = "xp"
            lines += [f"xp = np.zeros((x.shape[0], x.shape[1], x.shape[2] + {2 * ph}, "
                      f"x.shape[3] + {2 * pw}))",
                      f"xp[:, :, {ph}:{ph} + x.shape[2], {pw}:{pw} + x.shape[3]] = x"]
        outer = ["m", "k", "i", "j"]
        rng.shuffle(outer)
        axis = {"m": 0, "k": 1, "i": 2, "j": 3}
        for d, v in enumerate(outer):
            lines.append(f"{'    ' * d}for {v} in range(out.shape[{axis[v]}]):")
        lines.append(f"{'    ' * 4}acc = {'b[k]' if bias else '0.0'}")
        inner = ["r", "s"] if depthwise else ["c", "r", "s"]
        rng.shuffle(inner)
        taps = {"c": "w.shape[1]", "r": "w.shape[2]", "s": "w.shape[3]"}
        for d, v in enumerate(inner):
            lines.append(f"{'    ' * (4 + d)}for {v} in range({taps[v]}):")
        ch, wch = ("k", "0") if depthwise else ("c", "c")
        xi = f"{src_x}[m, {ch}, i * {sh} + r, j * {sw} + s]"
        wi = f"w[k, {wch}, r, s]"
        lines.append(f"{'    ' * (4 + len(inner))}acc += "
                     + (f"{xi} * {wi}" if self.p(0.5) else f"{wi} * {xi}"))
        lines.append(f"{'    ' * 4}out[m, k, i, j] = {'max(acc, 0.0)' if relu else 'acc'}")
        ref = self.conv_ref(depthwise, (sh, sw), (ph, pw), "b" if bias else None, relu)
        return "\n".join(lines), ref, shapes

    @staticmethod
    def conv_ref(depthwise: bool, stride: tuple[int, int], pad: tuple[int, int],
                 bias: str | None, act: str | None | bool) -> str:
        v = f"conv2d_reference(x, w, {stride}, {pad}, {depthwise})"
        if bias:
            v += f" + {bias}[None, :, None, None]"
        if act is True or act == "relu":
            v = f"np.maximum({v}, 0.0)"
        elif act == "clip":
            v = f"np.minimum(np.maximum({v}, -0.5), 0.5)"
        return f"out[...] = {v}"

    # ----------------------------------------------------------- convolutions, IR
    def conv_call(self) -> tuple[str, str, dict[str, tuple[str, ...]]]:
        rng = self.rng
        op = rng.choice(("conv2d", "dwconv2d"))
        batch, cin = rng.choice(("1", "2")), rng.choice(("1", "2", "3", "8"))
        kout = cin if op == "dwconv2d" else rng.choice(("1", "2", "4", "8"))
        th, tw = rng.choice((1, 3, 3)), rng.choice((1, 3, 3))
        sh, sw = rng.choice((1, 1, 2)), rng.choice((1, 2))
        ph, pw = rng.choice((0, th // 2)), rng.choice((0, tw // 2))
        bias = self.p(0.6)
        act = rng.choice((None, "relu", "clip"))
        h, w = rng.choice(("n + 2", "n")), rng.choice(("n + 3", "2 * n"))
        ho = f"(({h}) + {2 * ph} - {th}) // {sh} + 1"
        wo = f"(({w}) + {2 * pw} - {tw}) // {sw} + 1"
        self.tag(f"{op}-call", f"stride:{sh},{sw}",
                 *([f"padding:{ph},{pw}"] if ph or pw else []), *(["bias"] if bias else []),
                 f"activation:{act or 'none'}", f"taps:{th}x{tw}")
        shapes = {"x": (batch, cin, h, w),
                  "w": (kout, "1" if op == "dwconv2d" else cin, str(th), str(tw)),
                  **({"b": (kout,)} if bias else {}), "out": (batch, kout, ho, wo)}
        attrs = f"{{pad_h={ph}, pad_w={pw}, relu=False, stride_h={sh}, stride_w={sw}}}"
        dest = "t" if act else "out"
        lines = [f"libcall {op}(x, w{', b' if bias else ''}) -> {dest} {attrs}"]
        if act:
            lines[:0] = ["local t: array(f64, 4d)",
                         "t = empty((out.shape[0], out.shape[1], out.shape[2], out.shape[3]))"]
            value = ("max(t[a, c, e, f], 0.0)" if act == "relu" else
                     "min(max(t[a, c, e, f], -0.5), 0.5)")
            for d, v in enumerate("acef"):
                lines.append(f"{'    ' * d}for {v} in range(0, out.shape[{d}]) @{v}:")
            lines.append(f"{'    ' * 4}out[a, c, e, f] = {value}")
        params = ", ".join(f"{name}: array(f64, {len(s)}d, C)" for name, s in shapes.items())
        source = f"def f({params}, n: i64):\n" + "".join(f"    {ln}\n" for ln in lines)
        ref = self.conv_ref(op == "dwconv2d", (sh, sw), (ph, pw), "b" if bias else None, act)
        return source, ref, shapes


def generate_libop_program(rng: random.Random, serial: int = 0) -> LibopProgram:
    """A random program with a product or a convolution (see the module docstring)."""
    g = _Gen(rng)
    kind = rng.choice(("matmul_loops", "matmul_loops", "gemv_loops", "matmul_array",
                       "matmul_array", "vector_array", "conv_loops", "conv_call"))
    body, ref, shapes = getattr(g, kind)()
    args = ", ".join([*shapes, "n"])
    if kind == "conv_call":
        return LibopProgram(body, (), serial, tuple(shapes.values()),
                            f"def ref({args}):\n    {ref}\n", tuple(g.tags), ir_text=True)
    source = f"def f({args}):\n" + "".join(f"    {ln}\n" for ln in body.splitlines())
    reference = f"def ref({args}):\n" + "".join(f"    {ln}\n" for ln in ref.splitlines())
    return LibopProgram(source, tuple(len(s) for s in shapes.values()), serial,
                        tuple(shapes.values()), reference, tuple(g.tags))


def draw_program(rng: random.Random, serial: int = 0, max_depth: int = 4,
                 libops: float = LIBOP_SHARE) -> GeneratedProgram:
    """The fuzzer's programs: a product or convolution with probability ``libops``, else a
    plain loop nest of :mod:`.progen`."""
    if libops and rng.random() < libops:  # libops=0: the draws of progen alone
        return generate_libop_program(rng, serial)
    return generate_program(rng, max_depth=max_depth, serial=serial)
