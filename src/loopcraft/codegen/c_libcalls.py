"""C for library calls: matmul, conv2d, dwconv2d, gemv, dot and outer, by BLAS or loopcraft's
kernels.

A part of :class:`~.c_kernel.KernelEmitter` (its base class), apart because a call's emission
is its own concern: the operands' extents and strides in the order each kernel's C signature
wants (``microkernels/api.h``, ``runtime/blas*.h``), the fused epilogue's scalars, and the
errors a kernel reports (out of memory, shapes that do not form a convolution). Which kernel
library a call needs is recorded in ``libraries``.
"""

from __future__ import annotations

from typing import Any

from ..errors import InternalError
from ..ir import nodes as ir
from ..ir.dtypes import DTYPE_INFO
from ..libops.activations import ACTIVATION_CODES
from ..libops.prepack import packed_slot

__all__ = ["LibCallEmission", "C_SUFFIX"]


#: the suffix of a C helper or kernel per element type
C_SUFFIX = {name: info.suffix for name, info in DTYPE_INFO.items()}
#: the vector library operations (``loopcraft.libops.vector_ops``)
VECTOR_OPS = ("gemv", "gemv2", "dot", "outer")


class LibCallEmission:
    """The library-call statements of the kernel emitter (which provides ``arrays``,
    ``libraries``, ``stride``, ``var``, ``fresh`` and ``line``)."""

    arrays: dict[str, Any]
    libraries: set[str]

    def stmt_LibCall(self, s: ir.LibCall) -> None:
        attrs = dict(s.attrs)
        impl = attrs.get("impl")
        if s.op in VECTOR_OPS and impl in ("blas", "microkernel"):
            self.vector_libcall(s, str(impl), attrs)
            return
        if s.op == "dwconv2d" and impl == "microkernel":
            self._conv2d(s, attrs)
            return
        if s.op not in ("matmul", "conv2d") or impl not in ("blas", "microkernel"):
            raise InternalError(f"LibCall {s.op!r} reached codegen unexpanded")
        if s.op == "conv2d":
            self._conv2d(s, attrs)
            return
        self.libraries.add(str(impl))
        (out,), (a, b) = s.outputs, s.inputs[:2]
        sfx = C_SUFFIX[self.arrays[out].dtype]
        nd = self.arrays[out].ndim
        batch = nd == 3

        def operand(name: str) -> list[str]:
            k = self.arrays[name].ndim
            base = f"a_{name}" + (f" + lc_b * {self.stride(name, 0)}" if k == 3 and batch else "")
            return [base, self.stride(name, k - 2), self.stride(name, k - 1)]

        dims = [f"a_{out}_n{nd - 2}", f"a_{out}_n{nd - 1}", f"a_{a}_n{self.arrays[a].ndim - 1}"]
        # the fused epilogue (loopcraft.transform.fuse_epilogue): scalars, bias row, activation
        alpha, beta = (self.epilogue_scalar(attrs.get(k, v), sfx)
                       for k, v in (("alpha", 1.0), ("beta", 0.0)))
        bias = s.inputs[2] if attrs.get("bias") else None
        epilogue = [f"a_{bias}", self.stride(bias, 0)] if bias else ["NULL", "0"]
        epilogue += self._activation(attrs)
        args = [*dims, alpha, *operand(a), *operand(b), beta, *operand(out), *epilogue]
        if impl == "blas":
            call = f"lc_gemm_{sfx}({', '.join(args)});"
        else:
            args += [*(str(attrs[p]) for p in ("mc", "kc", "nc")), "lc_nthreads",
                     _packed_pointer(s)]
            call = (f"if (lc_mk_gemm_{attrs['isa']}_{sfx}({', '.join(args)})) {{ "
                    'lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; '
                    "lc_status = -1; goto lc_exit; }")
        if batch:
            self.line(f"for (int64_t lc_b = 0; lc_b < a_{out}_n0; lc_b++) {{")
            self.line("    " + call)
            self.line("}")
        else:
            self.line(call)

    def _conv2d(self, s: ir.LibCall, attrs: dict[str, object]) -> None:
        """A call of the conv2d kernel (``microkernels/conv2d.h``, or im2col + BLAS in
        ``conv2d_blas.h``) or of the depthwise kernel (``dwconv2d.h``, the same signature less
        the residual) with
        every operand's extents and strides; a shape mismatch raises ``ValueError`` (the
        kernels check the extents)."""
        impl = str(attrs["impl"])
        self.libraries.add(f"conv2d_{impl}")
        (out,), (x, w, *rest) = s.outputs, s.inputs
        skip = rest.pop() if attrs.get("residual") else None
        bias = rest
        sfx = C_SUFFIX[self.arrays[out].dtype]

        def operand(name: str) -> list[str]:
            nd = self.arrays[name].ndim
            return [f"a_{name}", *(f"a_{name}_n{k}" for k in range(nd)),
                    *(self.stride(name, k) for k in range(nd))]

        bias_args = operand(bias[0]) if bias else ["NULL", "0", "0"]
        skip_args = [] if s.op == "dwconv2d" else operand(skip) if skip else ["NULL"] + ["0"] * 8
        args = [*operand(x), *operand(w), *bias_args, *skip_args, *operand(out),
                *(str(int(attrs[p])) for p in ("stride_h", "stride_w", "pad_h", "pad_w")),
                *self._activation(attrs), "lc_nthreads"]
        if s.op == "conv2d" and impl == "microkernel":
            args.append(_packed_pointer(s))
        family = "lc_dw" if s.op == "dwconv2d" else "lc_cv"
        name = (f"{family}_conv2d_{attrs['isa']}_{sfx}" if impl == "microkernel"
                else f"lc_cv_conv2d_blas_{sfx}")
        st = self.fresh("cv")
        self.line(f"{{ int {st} = {name}({', '.join(args)});")
        self.line(f'  if ({st} == -1) {{ lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; '
                  "lc_status = -1; goto lc_exit; }")
        self.line(f"  if ({st} != 0) {{ lc_res->err_kind = 0; lc_res->err_msg = \"{s.op}: "
                  "the operands' shapes do not form a convolution (or exceed BLAS's 32-bit "
                  "extents)\"; lc_status = -1; goto lc_exit; } }")

    @staticmethod
    def _activation(attrs: dict[str, object]) -> list[str]:
        """The kernels' ``act, act_a, act_b`` (``microkernels/activation.h``): a fused ReLU
        (``relu``) or other activation (``act``)."""
        act = attrs.get("act")
        if act is not None:
            code = ACTIVATION_CODES[str(act)]
        else:
            code = 1 if attrs.get("relu") else 0
        return [str(code), *(repr(float(attrs.get(k, 0.0)))  # type: ignore[arg-type]
                             for k in ("act_a", "act_b"))]

    def epilogue_scalar(self, value: object, sfx: str) -> str:
        """A fused epilogue's alpha or beta: a scalar variable's name or a constant."""
        if isinstance(value, str):
            return self.var(value)
        return f"{float(value)!r}" + ("f" if sfx == "f32" else "")  # type: ignore[arg-type]

    def vector_libcall(self, s: ir.LibCall, impl: str, attrs: dict) -> None:
        """A ``gemv``/``gemv2``/``dot``/``outer`` call (``loopcraft.libops.vector_ops``): a call
        of the BLAS helper ``lc_<op>_<dtype>`` or of the micro-kernel ``lc_mkv_<op>_<isa>_<dtype>``
        with extents and strides; a transposed gemv passes ``A``'s axes swapped."""
        self.libraries.add("blas_vector" if impl == "blas" else "microkernel_vector")
        out, ins = s.outputs[0], s.inputs
        sfx = C_SUFFIX[self.arrays[out].dtype]

        def vec(name: str) -> list[str]:
            return [f"a_{name}", self.stride(name, 0)]

        if s.op == "gemv2":  # y = A @ x, z = r @ A (chain: r is y) in one pass over A
            a, x, *rest = ins
            y, z = s.outputs
            chain = bool(attrs.get("chain"))
            args = [f"a_{a}_n0", f"a_{a}_n1", f"a_{a}", self.stride(a, 0), self.stride(a, 1),
                    *vec(x), *(["NULL", "0"] if chain else vec(rest[0])), *vec(y), *vec(z),
                    "1" if chain else "0"]
        elif s.op == "gemv":
            a, x = ins
            axes = (1, 0) if attrs.get("trans") else (0, 1)
            args = [*(f"a_{a}_n{k}" for k in axes), f"a_{a}",
                    *(self.stride(a, k) for k in axes), *vec(x), *vec(out)]
        elif s.op == "dot":
            args = [f"a_{ins[0]}_n0", *vec(ins[0]), *vec(ins[1])]
        else:
            args = [f"a_{out}_n0", f"a_{out}_n1", *vec(ins[0]), *vec(ins[1]), f"a_{out}",
                    self.stride(out, 0), self.stride(out, 1)]
        if s.op == "gemv" and impl == "microkernel":
            # the elements of y per pass of a column-major matrix (resolved by the libop)
            args.append(f"{int(attrs.get('chunk', 0))}LL")
        fn = f"lc_{s.op}_{sfx}" if impl == "blas" else f"lc_mkv_{s.op}_{attrs['isa']}_{sfx}"
        call = f"{fn}({', '.join(args)}{'' if impl == 'blas' else ', lc_nthreads'})"
        if s.op == "dot":
            self.line(f"a_{out}[0] = {call};")
        elif s.op in ("gemv", "gemv2") and impl == "microkernel":
            self.line(f"if ({call}) {{ lc_res->err_kind = -2; lc_res->err_msg = "
                      '"out of memory"; lc_status = -1; goto lc_exit; }')
        else:
            self.line(f"{call};")


def _packed_pointer(s: ir.LibCall) -> str:
    """The kernel's pre-packed weight argument: the call's region of its packed pool
    (:mod:`loopcraft.libops.prepack`), or NULL (the kernel packs on every call)."""
    slot = packed_slot(s)
    return "NULL" if slot is None else f"a_{slot[0]} + {slot[1]}"
