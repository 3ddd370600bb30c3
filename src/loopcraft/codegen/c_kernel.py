"""IR -> C99 + OpenMP: the kernel function.

Naming: user scalars are ``v_<name>``; array ``X`` is the descriptor ``a_X`` (data),
``a_X_n<k>`` (extents), ``a_X_s<k>`` (strides in elements; the last one is the literal 1 when
the array is known to be inner-contiguous, which is what lets gcc vectorize) and ``a_X_buf``
(the reference-counted buffer, NULL for arguments). Prefixes keep user names from clashing
with C keywords and libm.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass

from ..analysis.parallel import scalar_effects
from ..errors import InternalError
from ..ir import nodes as ir
from ..ir.walk import expr_accesses, expr_vars, parallel_simd, straight_line
from .c_checks import CheckEmission
from .c_exprs import CTYPE, ExprEmission, scalar_field
from .c_libcalls import C_SUFFIX, LibCallEmission
from .check_nodes import BoundsChoice, IndexCheck, has_checks, unchecked, walk_checked

__all__ = ["CTYPE", "KernelEmitter", "ArrayInfo"]

_REDUCE_C = {"add": "+", "mul": "*", "min": "min", "max": "max", "bitor": "|", "bitand": "&"}
#: an identifier of the kernel's arrays (``a_x``, ``a_x_buf``, ``a_x_n0``)
_C_ARRAY_NAME = re.compile(r"\ba_\w+")
#: the exception classes a ``Raise`` can name, by the index the C reports as ``err_kind``
_RAISE_KINDS = ("ValueError", "IndexError", "RuntimeError", "ZeroDivisionError",
                "AssertionError", "TypeError", "ArithmeticError", "LinAlgError", "OverflowError",
                "UFuncOutputCastingError")


@dataclass(frozen=True)
class ArrayInfo:
    dtype: str
    ndim: int
    inner: bool  # last axis has unit stride (statically)
    param: bool


class KernelEmitter(LibCallEmission, CheckEmission, ExprEmission):
    """Emits ``static int lc_kernel(...)`` for one program."""

    def __init__(self, program: ir.Program, parallel_threshold: int) -> None:
        self.p = program
        self.threshold = parallel_threshold
        #: the kernels' implementations its LibCalls use ("blas", "microkernel"): the module
        #: needs their runtime sources
        self.libraries: set[str] = set()
        self.arrays: dict[str, ArrayInfo] = {}
        self.scalars: dict[str, str] = {}
        for prm in program.params:
            if isinstance(prm, ir.ArrayParam):
                self.arrays[prm.name] = ArrayInfo(prm.dtype, prm.ndim,
                                                  prm.layout == "C" or prm.ndim == 0, True)
            else:
                self.scalars[prm.name] = prm.dtype
        for d in program.locals:
            if isinstance(d, ir.ArrayDecl):
                self.arrays[d.name] = ArrayInfo(d.dtype, d.ndim, d.inner_contiguous, False)
            else:
                self.scalars[d.name] = d.dtype
        self.lines: list[str] = []
        self.indent = 1
        self.tmp = 0
        self.in_parallel = 0
        #: C loops around the statement being emitted, and that count where the parallel
        #: loop's body began: a failed bounds check there skips with ``continue``/``break``
        self.c_loops = 0
        self.parallel_base = 0
        #: a parallel loop notes its failed bounds checks in ``lc_oob``
        self.parallel_checks = any(isinstance(s, ir.Loop) and s.kind == "parallel"
                                   and has_checks(s.body) for s in walk_checked(program.body))

    # ------------------------------------------------------------------ names
    @staticmethod
    def var(name: str) -> str:
        return f"v_{name}"

    @staticmethod
    def arr(name: str) -> str:
        return f"a_{name}"

    def stride(self, name: str, axis: int) -> str:
        info = self.arrays[name]
        if info.inner and axis == info.ndim - 1:
            return "1"
        return f"a_{name}_s{axis}"

    def fresh(self, base: str = "t") -> str:
        self.tmp += 1
        return f"lc_{base}{self.tmp}"

    def line(self, text: str) -> None:
        self.lines.append("    " * self.indent + text)

    # ------------------------------------------------------------------ signature
    def signature(self) -> str:
        parts = []
        for prm in self.p.params:
            if isinstance(prm, ir.ArrayParam):
                parts.append(f"{CTYPE[prm.dtype]}* {self.arr(prm.name)}")
                parts += [f"int64_t a_{prm.name}_n{k}" for k in range(prm.ndim)]
                if prm.layout == "A":
                    parts += [f"int64_t a_{prm.name}_s{k}" for k in range(prm.ndim)]
            else:
                parts.append(f"{CTYPE[prm.dtype]} {self.var(prm.name)}")
        parts.append("lc_result* lc_res")
        return f"static int lc_kernel({', '.join(parts)})"

    def emit(self) -> str:
        self.lines = []
        self.line("int lc_status = 0;")
        if self.parallel_checks:
            self.line("lc_oob_t lc_oob = {-1, 0, 0};")
        for prm in self.p.params:
            if isinstance(prm, ir.ArrayParam):
                self.line(f"lc_buf* a_{prm.name}_buf = NULL;")
                if prm.layout == "C":
                    for k in range(prm.ndim - 1):
                        self.line(f"int64_t a_{prm.name}_s{k} = "
                                  + " * ".join(f"a_{prm.name}_n{m}"
                                               for m in range(k + 1, prm.ndim)) + ";")
        for d in self.p.locals:
            if isinstance(d, ir.ArrayDecl):
                self.line(f"{CTYPE[d.dtype]}* a_{d.name} = NULL; lc_buf* a_{d.name}_buf = NULL;")
                if d.ndim:
                    self.line("int64_t " + ", ".join(f"a_{d.name}_n{k} = 0"
                                                     for k in range(d.ndim)) + ";")
                    strides = [f"a_{d.name}_s{k} = 0" for k in range(d.ndim)
                               if not (d.inner_contiguous and k == d.ndim - 1)]
                    if strides:
                        self.line("int64_t " + ", ".join(strides) + ";")
            else:
                self.line(f"{CTYPE[d.dtype]} {self.var(d.name)} = 0;")
        first, ends = len(self.lines), []
        self.stmts(self.p.body.body, ends)
        self.release_after_last_use(first, ends)
        self.lines.append("lc_exit:")
        for name, _info in self.arrays.items():
            self.line(f"lc_release(a_{name}_buf);")
        self.line("return lc_status;")
        return self.signature() + " {\n" + "\n".join(self.lines) + "\n}\n"

    def release_after_last_use(self, first: int, ends: list[int]) -> None:
        """Release each local array's buffer after the last top-level statement whose C names
        it, instead of at the exit: a model's hundreds of temporaries were all live until the
        end of the call, so its peak memory was their sum, and a buffer released early goes
        back to the runtime's cache while still warm, for the next allocation to reuse.
        Views and results hold references of their own, so an array viewed or returned later
        stays alive through them. Mentions are read off the emitted C (``a_<name>``,
        ``a_<name>_buf``, ``a_<name>_n0`` ...), which names every use the kernel makes; a name
        another array's identifiers could also spell only delays that release."""
        owners: dict[str, set[str]] = {}
        for d in self.p.locals:
            if isinstance(d, ir.ArrayDecl):
                for ident in (f"a_{d.name}", f"a_{d.name}_buf",
                              *(f"a_{d.name}_{x}{k}" for k in range(d.ndim) for x in "ns")):
                    owners.setdefault(ident, set()).add(d.name)
        last: dict[str, int] = {}
        start = first
        for k, end in enumerate(ends):
            for line in self.lines[start:end]:
                for ident in _C_ARRAY_NAME.findall(line):
                    for name in owners.get(ident, ()):
                        last[name] = k
            start = end
        after: dict[int, list[str]] = {}
        for name, k in last.items():
            if k < len(ends) - 1:  # after the last statement the exit releases it anyway
                after.setdefault(k, []).append(name)
        pad = "    " * self.indent
        for k in sorted(after, reverse=True):
            self.lines[ends[k]:ends[k]] = [
                f"{pad}lc_release(a_{name}_buf); a_{name}_buf = NULL;"
                for name in sorted(after[k])]

    # ------------------------------------------------------------------ statements
    def block(self, b: ir.Block) -> None:
        self.stmts(b.body)

    def stmt(self, s: ir.Stmt) -> None:
        getattr(self, f"stmt_{type(s).__name__}")(s)

    def stmt_Block(self, s: ir.Block) -> None:
        self.block(s)

    def stmt_Assign(self, s: ir.Assign) -> None:
        t = self.expr(s.target)
        v = self.expr(s.value)
        if s.reduce is None:
            self.line(f"{t} = {v};")
        elif s.reduce in ("min", "max"):
            self.line(f"{t} = lc_{s.reduce}_{C_SUFFIX[s.target.dtype]}({t}, {v});")
        elif s.target.dtype == "bool" and s.reduce in ("add", "mul"):
            self.line(f"{t} = {t} {'||' if s.reduce == 'add' else '&&'} {v};")
        else:
            self.line(f"{t} {_REDUCE_C[s.reduce]}= {v};")

    def stmt_If(self, s: ir.If) -> None:
        if _is_conditional_update(s):
            # `if (c(T[i])) T[i] = v;` -> `T[i] = c ? v : T[i];`: the condition reads T[i], so
            # the unconditional store is safe, and the loop can vectorize (min/max updates)
            (a,) = s.then.body
            assert isinstance(a, ir.Assign)
            t = self.expr(a.target)
            self.line(f"{t} = {self.expr(s.cond)} ? {self.expr(a.value)} : {t};")
            return
        self.line(f"if ({self.expr(s.cond)}) {{")
        self.indent += 1
        self.block(s.then)
        self.indent -= 1
        if s.orelse.body:
            self.line("} else {")
            self.indent += 1
            self.block(s.orelse)
            self.indent -= 1
        self.line("}")

    def stmt_While(self, s: ir.While) -> None:
        self.line(f"while ({self.expr(s.cond)}) {{")
        self.indent += 1
        self.c_loops += 1
        self.block(s.body)
        self.c_loops -= 1
        self.indent -= 1
        self.line("}")

    def stmt_Break(self, s: ir.Break) -> None:
        self.line("break;")

    def stmt_Continue(self, s: ir.Continue) -> None:
        self.line("continue;")

    def stmt_Raise(self, s: ir.Raise) -> None:
        if self.in_parallel:
            raise InternalError("Raise inside a parallel loop")
        kind = _RAISE_KINDS.index(s.kind) if s.kind in _RAISE_KINDS else 2
        msg = s.message.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
        if not s.values:
            self.line(f'lc_res->err_kind = {kind}; lc_res->err_msg = "{msg}"; lc_status = -1; '
                      "goto lc_exit;")
            return
        fmt = msg.replace("%", "%%").replace("{}", "%lld")
        args = "".join(f", (long long)({self.expr(v)})" for v in s.values)
        self.line(f'snprintf(lc_res->err_buf, sizeof lc_res->err_buf, "{fmt}"{args}); '
                  f"lc_res->err_kind = {kind}; lc_res->err_msg = lc_res->err_buf; "
                  "lc_status = -1; goto lc_exit;")

    def stmt_Return(self, s: ir.Return) -> None:
        if self.in_parallel:
            raise InternalError("Return inside a parallel loop")
        for k, v in enumerate(s.values):
            if isinstance(v, str):
                info = self.arrays[v]
                self.line(f"lc_res->arr[{k}].data = (void*)a_{v}; "
                          f"lc_res->arr[{k}].buf = a_{v}_buf; lc_retain(a_{v}_buf);")
                for a in range(info.ndim):
                    self.line(f"lc_res->arr[{k}].shape[{a}] = a_{v}_n{a}; "
                              f"lc_res->arr[{k}].strides[{a}] = {self.stride(v, a)};")
            else:
                self.line(f"lc_res->sc[{k}].{scalar_field(v.dtype)} = {self.expr(v)};")
        self.line("goto lc_exit;")

    def stmt_Alloc(self, s: ir.Alloc) -> None:
        info = self.arrays[s.array]
        ct = CTYPE[info.dtype]
        ext = []
        for e in s.shape:
            t = self.fresh("n")
            self.line(f"int64_t {t} = {self.expr(e)}; if ({t} < 0) {t} = 0;")
            ext.append(t)
        total = " * ".join(ext) if ext else "1"
        buf = self.fresh("buf")
        self.line(f"lc_buf* {buf} = lc_alloc((size_t)({total}) * sizeof({ct}));")
        self.line(f'if (!{buf}) {{ lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; '
                  "lc_status = -1; goto lc_exit; }")
        name = s.array
        self.line(f"lc_release(a_{name}_buf); a_{name}_buf = {buf}; "
                  f"a_{name} = ({ct}*)LC_DATA({buf});")
        for k, t in enumerate(ext):
            self.line(f"a_{name}_n{k} = {t};")
        for k in range(info.ndim):
            if info.inner and k == info.ndim - 1:
                continue
            self.line(f"a_{name}_s{k} = " + (" * ".join(ext[k + 1:]) or "1") + ";")
        if s.fill is not None:
            fill = self.expr(s.fill)
            if isinstance(s.fill, ir.Const) and s.fill.value == 0 and not (
                    isinstance(s.fill.value, float) and math.copysign(1, s.fill.value) < 0):
                self.line(f"memset(a_{name}, 0, (size_t)({total}) * sizeof({ct}));")
            else:
                self.line(f"{{ const {ct} lc_fv = {fill}; const int64_t lc_cnt = {total};")
                if not self.in_parallel:
                    self.line(f"#pragma omp parallel for simd num_threads(lc_nthreads) "
                              f"if(lc_nthreads > 1 && lc_cnt >= {self.threshold})")
                self.line(f"  for (int64_t lc_q = 0; lc_q < lc_cnt; lc_q++) a_{name}[lc_q] = "
                          "lc_fv; }")

    def stmt_View(self, s: ir.View) -> None:
        src, dst = s.source, s.array
        sinfo, dinfo = self.arrays[src], self.arrays[dst]
        off = " + ".join(f"({self.expr(o)}) * {self.stride(src, k)}"
                         for k, o in enumerate(s.offset)
                         if not (isinstance(o, ir.Const) and o.value == 0)) or "0"
        ptr = self.fresh("p")
        self.line(f"{CTYPE[sinfo.dtype]}* {ptr} = a_{src} + {off};")
        ext, strd = [], []
        for d in s.dims:
            e, st = self.fresh("n"), self.fresh("s")
            self.line(f"int64_t {e} = {self.expr(d.extent)};")
            if d.source_axis is None:
                self.line(f"int64_t {st} = {self.expr(d.step)};")
            else:
                self.line(f"int64_t {st} = ({self.expr(d.step)}) * "
                          f"{self.stride(src, d.source_axis)};")
            ext.append(e)
            strd.append(st)
        self.line(f"lc_retain(a_{src}_buf); lc_release(a_{dst}_buf); a_{dst}_buf = a_{src}_buf; "
                  f"a_{dst} = {ptr};")
        for k in range(dinfo.ndim):
            self.line(f"a_{dst}_n{k} = {ext[k]};")
            if not (dinfo.inner and k == dinfo.ndim - 1):
                self.line(f"a_{dst}_s{k} = {strd[k]};")

    def stmt_Loop(self, s: ir.Loop) -> None:
        v = self.var(s.var)
        start, stop, step = self.expr(s.start), self.expr(s.stop), self.expr(s.step)
        stop_v = self.fresh("stop")
        if isinstance(s.step, ir.Const):
            cmp = "<" if s.step.value > 0 else ">"
            cond = f"{v} {cmp} {stop_v}"
        else:
            cond = f"(({step}) > 0 ? {v} < {stop_v} : {v} > {stop_v})"
        incr = f"{v}++" if isinstance(s.step, ir.Const) and s.step.value == 1 else f"{v} += {step}"
        self.line(f"{{ /* loop {s.label} */")
        self.indent += 1
        self.line(f"const int64_t {stop_v} = {stop};")
        kind = s.kind
        nested_simd = False
        if kind == "parallel" and self.in_parallel:
            # inside another parallel loop it runs serially in each thread, but still as the
            # SIMD loop (with its reductions) its straight-line body makes it
            kind = "serial"
            nested_simd = (parallel_simd(s) and straight_line(s.body)
                           and not has_checks(s.body))
        header = f"for (int64_t {v} = {start}; {cond}; {incr}) {{"
        prologue: tuple[str, ...] = ()
        if isinstance(s.step, ir.Const) and s.step.value < 0:
            # count up and derive the variable: gcc 12.2 vectorizes in-order (fold-left)
            # reductions in down-counting loops into wrong code (tests/codegen regression)
            start_v, trip_v, t = self.fresh("start"), self.fresh("trip"), self.fresh("t")
            neg = -int(s.step.value)
            self.line(f"const int64_t {start_v} = {start};")
            self.line(f"const int64_t {trip_v} = {start_v} > {stop_v} ? "
                      f"({start_v} - {stop_v} + {neg - 1}) / {neg} : 0;")
            header = f"for (int64_t {t} = 0; {t} < {trip_v}; {t}++) {{"
            prologue = (f"const int64_t {v} = {start_v} - {neg} * {t};",)
        attrs = dict(s.attrs)
        if kind == "parallel":
            # small trip counts must not even enter libgomp (a serialized parallel region
            # still costs a call per execution): test the work first, keep a serial copy
            clauses = self.omp_clauses(s)
            # simd is the IR's (parallel_simd); bounds checks, inserted after scheduling,
            # report a failure by a branch out of the iteration, which ``omp simd`` forbids:
            # dropping simd there is codegen's correctness rule, not a schedule decision
            simd = parallel_simd(s) and not has_checks(s.body)
            work = self.work_estimate(s, start, stop_v)
            band = _collapsed_band(s, attrs.get("collapse", 1))
            self.line(f"if (lc_nthreads > 1 && ({work}) >= {self.threshold}) {{")
            self.indent += 1
            sched = attrs.get("schedule", "static")
            if "chunk" in attrs:
                sched += f", {attrs['chunk']}"
            collapse = f" collapse({len(band)})" if len(band) > 1 else ""
            headers = self.band_headers(header, band)
            self.line(f"#pragma omp parallel for{' simd' if simd else ''}{collapse} "
                      f"schedule({sched}) num_threads(lc_nthreads){clauses}")
            self.band_body(headers, band, prologue)
            self.indent -= 1
            self.line("} else {")
            self.indent += 1
            headers = self.band_headers(header, band)
            if simd:
                self.line(f"#pragma omp simd{clauses}")
            self.band_body(headers, band, prologue)
            self.indent -= 1
            self.line("}")
            if not self.in_parallel and has_checks(s.body):
                self.line("if (lc_oob.site >= 0) { lc_status = lc_oob_fail(lc_res, lc_oob.site, "
                          "lc_oob.value, lc_oob.extent); goto lc_exit; }")
        else:
            if nested_simd:
                self.line(f"#pragma omp simd{self.omp_clauses(s)}")
            elif kind == "vector" and straight_line(s.body):
                simdlen = f" simdlen({attrs['simdlen']})" if "simdlen" in attrs else ""
                self.line(f"#pragma omp simd{simdlen}{self.omp_clauses(s)}")
            elif kind == "unrolled":
                self.line(f"#pragma GCC unroll {attrs.get('factor', 8)}")
            elif (kind == "serial" and (mask := _masked_body(s)) is not None
                  and self.stride(mask.array, 0) == "1"):
                prologue = (self.skip_false_bytes(mask, v, stop_v),)
            self.loop_body(header, s.body, nested_parallel_ok=True,
                           prologue=prologue)
        self.indent -= 1
        self.line("}")

    def band_headers(self, header: str, band: list[ir.Loop]) -> list[str]:
        """The ``for`` headers of a collapsed band; emits the inner loops' stops first (they
        must precede the ``omp`` pragma: OpenMP allows nothing between it and the loops)."""
        headers = [header]
        for inner in band[1:]:
            v = self.var(inner.var)
            stop_v = self.fresh("stop")
            self.line(f"const int64_t {stop_v} = {self.expr(inner.stop)};")
            step = self.expr(inner.step)
            headers.append(f"for (int64_t {v} = {self.expr(inner.start)}; {v} < {stop_v}; "
                           f"{v} += {step}) {{")
        return headers

    def band_body(self, headers: list[str], band: list[ir.Loop],
                  prologue: tuple[str, ...] = ()) -> None:
        """The loops of a collapsed band as directly nested ``for`` statements (OpenMP allows
        nothing between them; the outer loop's ``prologue`` goes into the innermost body)."""
        if len(band) == 1:
            self.loop_body(headers[0], band[0].body, prologue=prologue)
            return
        for h in headers[:-1]:
            self.line(h)
            self.indent += 1
        self.loop_body(headers[-1], band[-1].body, prologue=prologue)
        for _ in headers[:-1]:
            self.indent -= 1
            self.line("}")

    def skip_false_bytes(self, mask: ir.Access, v: str, stop_v: str) -> str:
        """A serial loop whose whole body is ``if mask[i]: ...`` (a boolean index's
        compaction, ``x[mask]``): skip eight false mask bytes with one 8-byte load. The
        branch per element cost ~3 cycles, NumPy's boolean subscript skips zero runs too
        (azimint_naive: a 400 000-element mask with one true in 1000, scanned 1000 times)."""
        at = f"&a_{mask.array}[{v}]"
        return (f"if ({v} + 8 <= {stop_v}) {{ uint64_t lc_w; __builtin_memcpy(&lc_w, {at}, 8); "
                f"if (lc_w == 0) {{ {v} += 7; continue; }} }}")

    def loop_body(self, header: str, body: ir.Block, nested_parallel_ok: bool = False,
                  prologue: tuple[str, ...] = ()) -> None:
        """``header { prologue body }``; inner loops run serially unless
        ``nested_parallel_ok``."""
        self.line(header)
        self.indent += 1
        for line in prologue:
            self.line(line)
        self.c_loops += 1
        base = self.parallel_base
        if not nested_parallel_ok:
            self.in_parallel += 1
            self.parallel_base = self.c_loops
        self.block(body)
        if not nested_parallel_ok:
            self.in_parallel -= 1
            self.parallel_base = base
        self.c_loops -= 1
        self.indent -= 1
        self.line("}")

    def work_estimate(self, s: ir.Loop, start: str, stop_v: str) -> str:
        """A run-time estimate of the work in a loop (trip counts times statements), so tiny
        inputs do not pay for starting threads."""
        span = f"(({start}) - {stop_v})" if isinstance(s.step, ir.Const) and s.step.value < 0 \
            else f"({stop_v} - ({start}))"  # a loop counting down runs from start to stop
        return f"{_trips(span, s.step)} * ({self.body_work(s.body, {s.var}, 0)})"

    def body_work(self, b: ir.Block, bound: set[str], depth: int) -> str:
        terms: list[str] = []
        for st in b.body:
            if isinstance(st, ir.Loop):
                inner = self.body_work(st.body, bound | {st.var}, depth + 1)
                if depth < 3 and not (_uses_vars(st.start, bound) or _uses_vars(st.stop, bound)):
                    lo, hi = self.expr(st.start), self.expr(st.stop)
                    if isinstance(st.step, ir.Const) and st.step.value < 0:
                        lo, hi = hi, lo
                    terms.append(f"{_trips(f'(({hi}) - ({lo}))', st.step)} * ({inner})")
                else:
                    terms.append(f"16 * ({inner})")
            elif isinstance(st, ir.While):
                terms.append(f"16 * ({self.body_work(st.body, bound, depth + 1)})")
            elif isinstance(st, ir.If):
                terms.append(self.body_work(st.then, bound, depth))
                if st.orelse.body:
                    terms.append(self.body_work(st.orelse, bound, depth))
            elif isinstance(st, ir.Block):
                terms.append(self.body_work(st, bound, depth))
            elif isinstance(st, BoundsChoice):
                terms.append(self.body_work(ir.Block((st.fast,)), bound, depth))
            elif isinstance(st, IndexCheck):
                continue  # not work: the estimate is the unchecked program's
            else:
                terms.append("1")
        consts = sum(1 for t in terms if t == "1")
        rest = [t for t in terms if t != "1"]
        return " + ".join(rest + ([str(consts)] if consts or not rest else []))

    def omp_clauses(self, s: ir.Loop) -> str:
        """Reduction and private clauses for the scalars a loop body writes."""
        writes, reads = scalar_effects(unchecked(s.body))
        reductions: dict[str, list[str]] = {}
        privates: list[str] = []
        for name, ops in sorted(writes.items()):
            if name not in self.scalars:
                continue  # loop variables of inner loops are declared in the for statement
            if len(ops) == 1 and None not in ops and name not in reads:
                (op,) = ops
                if op in ("min", "max"):
                    clause = f"lc{op}" if self.scalars[name].startswith("float") else op
                else:
                    clause = _REDUCE_C[op]
                reductions.setdefault(clause, []).append(self.var(name))
            else:
                privates.append(self.var(name))
        out = ""
        if privates:
            out += f" private({', '.join(privates)})"
        for op, names in reductions.items():
            out += f" reduction({op}:{', '.join(names)})"
        return out


def _is_conditional_update(s: ir.If) -> bool:
    """``if cond: T[i] = v`` (no else) where ``cond`` itself reads ``T[i]``."""
    if s.orelse.body or len(s.then.body) != 1:
        return False
    a = s.then.body[0]
    return (isinstance(a, ir.Assign) and a.reduce is None and isinstance(a.target, ir.Access)
            and a.target in expr_accesses(s.cond))


def _collapsed_band(s: ir.Loop, collapse: int) -> list[ir.Loop]:
    """``s`` and the ``collapse - 1`` loops perfectly nested in it (the verifier checked the
    nesting, rectangular bounds and, for collapsed inner loops, a positive constant step)."""
    band = [s]
    while len(band) < collapse:
        band.append(band[-1].body.body[0])
    return band


def _trips(span: str, step: ir.Expr) -> str:
    """Iterations of a loop covering ``span`` with ``step`` (a register-tiled loop stepping by
    32 does a 32nd of the work its span suggests)."""
    k = abs(int(step.value)) if isinstance(step, ir.Const) else 1
    return span if k <= 1 else f"({span} / {k})"


def _uses_vars(e: ir.Expr, names: set[str]) -> bool:
    return bool(expr_vars(e) & names)


def _masked_body(s: ir.Loop) -> ir.Access | None:
    """The mask element ``m[i]`` when ``s`` counts up by one and its body is only ``if
    m[i]: ...`` (no else), ``m`` a 1-d bool array read at the loop variable itself (the
    caller checks that its stride is 1)."""
    if not (isinstance(s.step, ir.Const) and s.step.value == 1 and len(s.body.body) == 1):
        return None
    (only,) = s.body.body
    if not isinstance(only, ir.If) or only.orelse.body:
        return None
    c = only.cond
    if (isinstance(c, ir.Access) and c.dtype == "bool" and len(c.indices) == 1
            and c.indices[0] == ir.Var(s.var, "int64")):
        return c
    return None
