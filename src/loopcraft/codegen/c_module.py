"""IR -> a complete CPython extension module around the C kernel.

Why an extension module and not ctypes: the entry point parses its arguments with the NumPy C
API in well under a microsecond (ctypes costs several), and users call small kernels in loops.
The entry point checks every argument against the specialization; on any mismatch it returns
``NotImplemented`` and the Python dispatcher takes the slow path (new specialization or a
clear ``ArgumentError``).
"""

from __future__ import annotations

import functools
from pathlib import Path

from ..analysis.parallel import alias_roots
from ..ir import nodes as ir
from ..ir.dtypes import DTYPE_INFO
from ..ir.index_guard import strip_index_guards
from ..ir.walk import stmt_exprs, subexprs, walk_stmts
from .bounds import Site, instrument
from .c_exprs import scalar_field
from .c_kernel import CTYPE, KernelEmitter
from .c_prepack import PREPACK_METHOD, PREPACK_MODULE_CREATE, prepack_source, prepacked_calls
from .kernel_library import api_source
from .simd_lanes import without_lane_conflicts

__all__ = ["emit_module", "RUNTIME_PRELUDE"]

_NPY_TYPE = {name: info.npy for name, info in DTYPE_INFO.items()}
#: NumPy's scalar type name of each dtype (``PyArray_IsScalar(o, UInt8)``)
_SCALAR_NAME = {"bool": "Bool", "float64": "Double", "float32": "Float", "float16": "Half",
                "complex64": "CFloat", "complex128": "CDouble",
                **{d: d.title().replace("Uint", "UInt") for d in ir.INT_DTYPES}}

#: The C every module starts with: Python and NumPy headers, the bounds-check report, thread and
#: argument helpers (``runtime/runtime.h``).
RUNTIME_PRELUDE = (Path(__file__).parent / "runtime" / "runtime.h").read_text()

#: Runtime helpers of BLAS calls (``loopcraft.libops.blas``): describe each operand to
#: OpenBLAS (row-major or transposed, leading dimension from the strides) and call ``?gemm``
#: with the kernel's thread count and the call's alpha and beta; a layout BLAS cannot express
#: is computed by plain loops. A fused bias or activation (``fuse_epilogue``; the kernels'
#: ``activation.h``, pasted before it) is one pass over C after the call.
BLAS_PRELUDE = (Path(__file__).parent / "runtime" / "blas.h").read_text()


#: Runtime helpers of the BLAS calls of ``gemv``, ``dot`` and ``outer``
#: (``loopcraft.libops.vector_ops``): ``?gemv`` with the matrix described like ``?gemm``'s
#: operands, ``?dot``, and ``outer`` as ``?ger`` (a rank-1 update) into a zeroed matrix; a
#: stride BLAS cannot take (not positive, or past 2**31) is computed by plain loops.
BLAS_VECTOR_PRELUDE = (Path(__file__).parent / "runtime" / "blas_vector.h").read_text()


@functools.cache
def _header(name: str) -> str:
    """A kernel library's C source (``microkernels/<name>``), pasted into the modules that call
    it so the generated file is self-contained (``inspect_c`` shows everything it runs)."""
    return (Path(__file__).parent / "microkernels" / name).read_text()


#: The source each kernel library needs in a module: the declarations of loopcraft's kernels
#: (GEMM, conv2d, gemv/dot/outer: compiled once into libraries, :mod:`.kernel_library`), the
#: im2col conv2d and the BLAS call helpers (small: pasted whole).
_LIBRARY_SOURCES = {"blas": lambda: _header("activation.h") + BLAS_PRELUDE,
                    "microkernel": api_source,
                    "conv2d_microkernel": api_source,
                    "conv2d_blas": lambda: _header("activation.h") + _header("conv2d_blas.h"),
                    "blas_vector": lambda: (_header("activation.h") + BLAS_PRELUDE
                                            + BLAS_VECTOR_PRELUDE),
                    "microkernel_vector": api_source}

_SCALAR_CHECK = {
    # (dtype, weak) -> (check, extract)
    ("float64", True): ("PyFloat_CheckExact({o})", "PyFloat_AS_DOUBLE({o})"),
    ("int64", True): ("PyLong_CheckExact({o})", "PyLong_AsLongLong({o})"),
    ("bool", True): ("PyBool_Check({o})", "({o} == Py_True)"),
    ("complex128", True): ("PyComplex_CheckExact({o})",
                           "__builtin_complex(PyComplex_RealAsDouble({o}), "
                           "PyComplex_ImagAsDouble({o}))"),
    **{(d, False): (f"PyArray_IsScalar({{o}}, {name})", f"PyArrayScalar_VAL({{o}}, {name})")
       for d, name in _SCALAR_NAME.items()},
    # a NumPy float16 holds npy_half bits, which a numeric conversion would misread
    ("float16", False): ("PyArray_IsScalar({o}, Half)",
                         "lc_half_from_bits(PyArrayScalar_VAL({o}, Half))"),
}


def emit_module(program: ir.Program, module_name: str, weak_scalars: tuple[bool, ...],
                parallel_threshold: int, boundscheck: bool = True) -> str:
    """The C source of an extension module ``module_name`` exposing ``run`` for ``program``.

    ``weak_scalars[k]`` says whether scalar parameter ``k`` is a Python number (checked with
    ``PyFloat_CheckExact`` and friends) or a NumPy scalar. ``boundscheck``: every element
    index is checked (``loopcraft.codegen.bounds``); an out-of-bounds one raises IndexError.
    """
    program = without_lane_conflicts(program)
    checked, sites = instrument(program) if boundscheck else (
        ir.replace(program, body=strip_index_guards(program.body)), ())
    emitter = KernelEmitter(checked, parallel_threshold)
    kernel = emitter.emit()
    written = written_params(program)
    libraries = dict.fromkeys(_LIBRARY_SOURCES[lib]() for lib in sorted(emitter.libraries))
    out: list[str] = [RUNTIME_PRELUDE, *libraries, _site_table(sites)]
    if _uses_float16(program):
        # NumPy rounds every float16 operation's result; gcc would otherwise contract a half
        # product and a sum into one fused multiply-add, skipping the rounding in between
        out.append('#pragma GCC optimize ("fp-contract=off")')
    out.append(kernel)
    n = len(program.params)
    w: list[str] = []
    w.append("static PyObject* lc_call(long lc_req, PyObject* const* args, Py_ssize_t nargs) {")
    w.append(f"    if (nargs != {n}) Py_RETURN_NOTIMPLEMENTED;")
    call_args: list[str] = []
    scalar_k = 0
    for k, prm in enumerate(program.params):
        o = f"args[{k}]"
        if isinstance(prm, ir.ArrayParam):
            a = f"arr{k}"
            w.append(f"    if (!PyArray_Check({o})) Py_RETURN_NOTIMPLEMENTED;")
            w.append(f"    PyArrayObject* {a} = (PyArrayObject*){o};")
            conds = [f"PyArray_TYPE({a}) != {_NPY_TYPE[prm.dtype]}",
                     f"PyArray_NDIM({a}) != {prm.ndim}"]
            if prm.layout == "C":
                conds.append(f"!PyArray_IS_C_CONTIGUOUS({a})")
            else:
                conds.append(f"!PyArray_ISALIGNED({a})")
            conds += [f"(PyArray_DIMS({a})[{d}] == 1) != {int(d in prm.unit_axes)}"
                      for d in prm.broadcast_axes]
            w.append(f"    if ({' || '.join(conds)}) Py_RETURN_NOTIMPLEMENTED;")
            if prm.name in written:
                w.append(f"    if (!PyArray_ISWRITEABLE({a})) {{ PyErr_SetString(PyExc_ValueError, "
                         f'"assignment destination is read-only (argument {prm.name})"); '
                         "return NULL; }")
            call_args.append(f"({CTYPE[prm.dtype]}*)PyArray_DATA({a})")
            call_args += [f"(int64_t)PyArray_DIMS({a})[{d}]" for d in range(prm.ndim)]
            if prm.layout == "A":
                isz = f"(int64_t)PyArray_ITEMSIZE({a})"
                for d in range(prm.ndim):
                    w.append(f"    if (PyArray_STRIDES({a})[{d}] % {isz}) "
                             "Py_RETURN_NOTIMPLEMENTED;")
                call_args += [f"(int64_t)PyArray_STRIDES({a})[{d}] / {isz}"
                              for d in range(prm.ndim)]
        else:
            weak = weak_scalars[scalar_k]
            scalar_k += 1
            check, extract = _SCALAR_CHECK[(prm.dtype, weak)]
            s = f"sc{k}"
            w.append(f"    if (!({check.format(o=o)})) Py_RETURN_NOTIMPLEMENTED;")
            w.append(f"    {CTYPE[prm.dtype]} {s} = ({CTYPE[prm.dtype]}){extract.format(o=o)};")
            if prm.dtype == "int64" and weak:
                w.append(f"    if ({s} == -1 && PyErr_Occurred()) {{ PyErr_Clear(); "
                         "Py_RETURN_NOTIMPLEMENTED; }")
            call_args.append(s)
    w.extend(_extent_premises(program, emitter))
    arrays = [k for k, prm in enumerate(program.params) if isinstance(prm, ir.ArrayParam)]
    if len(arrays) > 1 and not any(program.params[k].aliased for k in arrays):
        # compiled on the premise that array arguments do not overlap: check it
        w.append("    {")
        w.append(f"        PyArrayObject* lc_arrs[{len(arrays)}] = {{"
                 + ", ".join(f"arr{k}" for k in arrays) + "};")
        w.append(f"        if (lc_overlap(lc_arrs, {len(arrays)})) Py_RETURN_NOTIMPLEMENTED;")
        w.append("    }")
    w.append("    lc_result res; res.err_kind = 0; res.err_msg = \"\"; res.err_site = -1;")
    w.append("    int status;")
    w.append("    lc_begin_call(lc_req);")
    w.append("    Py_BEGIN_ALLOW_THREADS")
    w.append(f"    status = lc_kernel({', '.join(call_args + ['&res'])});")
    w.append("    Py_END_ALLOW_THREADS")
    w.append("    if (status != 0) return lc_raise(&res);")
    w.extend(_build_result(program))
    w.append("}")
    out.append("\n".join(w))
    prepacked = prepacked_calls(program)
    prepack_method, module_create = "", "return PyModule_Create(&lc_module);"
    if prepacked:  # a model whose constant weights some kernels read packed
        out.append(prepack_source(program, prepacked))
        prepack_method, module_create = PREPACK_METHOD, PREPACK_MODULE_CREATE
    out.append(f"""
/* run(*args): on set_num_threads' count; run_threads(req, *args): on the count lc_begin_call
   makes of req (the jit dispatcher's entry point, so each jit function has its own count) */
static PyObject* lc_run(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {{
    return lc_call(lc_default_nthreads, args, nargs);
}}
static PyObject* lc_run_threads(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {{
    if (nargs < 1) Py_RETURN_NOTIMPLEMENTED;
    long req = PyLong_AsLong(args[0]);
    if (req == -1 && PyErr_Occurred()) return NULL;
    return lc_call(req, args + 1, nargs - 1);
}}
static PyMethodDef lc_methods[] = {{
    {{"run", (PyCFunction)(void(*)(void))lc_run, METH_FASTCALL, "run the compiled kernel"}},
    {{"run_threads", (PyCFunction)(void(*)(void))lc_run_threads, METH_FASTCALL,
     "run the compiled kernel on the thread count the first argument requests"}},
{prepack_method}    {{"set_num_threads", lc_set_num_threads, METH_O, "threads for run()"}},
    {{"last_num_threads", lc_last_num_threads, METH_NOARGS,
     "the thread count of this thread's last call"}},
    {{NULL, NULL, 0, NULL}}
}};
static struct PyModuleDef lc_module = {{PyModuleDef_HEAD_INIT, "{module_name}", NULL, -1,
                                       lc_methods}};
PyMODINIT_FUNC PyInit_{module_name}(void) {{
    import_array();
    if (lc_rt_init() < 0) return NULL;
    {module_create}
}}
""")
    return "\n".join(out)


def _extent_premises(program: ir.Program, emitter: KernelEmitter) -> list[str]:
    """The entry's check of the derived extents this specialization assumes are 1
    (``unit_extents``) or not 1 (the other ``broadcast_extents``): arguments that break a
    premise get ``NotImplemented``, so the driver picks the specialization they fit (as the
    unit-axis check does for an argument's own axes)."""
    if not program.broadcast_extents:
        return []
    used = {x for e in program.broadcast_extents for x in subexprs(e)}
    lines = ["    {"]
    for k, prm in enumerate(program.params):
        if isinstance(prm, ir.ArrayParam):
            lines += [f"        const int64_t {emitter.expr(ir.Dim(prm.name, d))} = "
                      f"(int64_t)PyArray_DIMS(arr{k})[{d}];"
                      for d in range(prm.ndim) if ir.Dim(prm.name, d) in used]
        elif ir.Var(prm.name, prm.dtype) in used:
            lines.append(f"        const {CTYPE[prm.dtype]} {emitter.var(prm.name)} = sc{k};")
    conds = [f"(({emitter.expr(e)}) == 1) != {int(e in program.unit_extents)}"
             for e in program.broadcast_extents]
    lines.append(f"        if ({' || '.join(conds)}) Py_RETURN_NOTIMPLEMENTED;")
    lines.append("    }")
    return lines


def _site_table(sites: tuple[Site, ...]) -> str:
    """What the bounds checks report: per site, the array and index, and ``lc_oob_fail``,
    which writes NumPy's message for a failed one."""
    if not sites:
        return ""
    text = ", ".join(_c_string(f"array {s.array}, index {s.index}") for s in sites)
    axes = ", ".join(str(s.axis) for s in sites)
    hoisted = ", ".join(str(int(s.hoisted)) for s in sites)
    return f"""
static const char* const lc_site_text[] = {{{text}}};
static const int lc_site_axis[] = {{{axes}}};
static const char lc_site_hoisted[] = {{{hoisted}}};
static int lc_oob_fail(lc_result* r, int site, int64_t value, int64_t extent) {{
    snprintf(r->err_buf, sizeof r->err_buf,
             "index %lld is out of bounds for axis %d with size %lld (%s%s)", (long long)value,
             lc_site_axis[site], (long long)extent, lc_site_text[site],
             lc_site_hoisted[site] ? "; checked before the loop ran, nothing was written" : "");
    r->err_kind = 1; r->err_msg = r->err_buf; r->err_site = site;
    return -1;
}}
"""


def _c_string(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def written_params(program: ir.Program) -> set[str]:
    """Array parameters the program may write (directly or through a view)."""
    roots = alias_roots(program)
    targets: set[str] = set()
    for s in walk_stmts(program.body):
        if isinstance(s, ir.Assign) and isinstance(s.target, ir.Access):
            targets.add(s.target.array)
        elif isinstance(s, ir.LibCall):
            targets.update(s.outputs)
    hit: set[str] = set()
    for t in targets:
        hit |= roots.get(t, {t})
    return {p.name for p in program.params if isinstance(p, ir.ArrayParam)
            and roots.get(p.name, {p.name}) & hit}


def _uses_float16(program: ir.Program) -> bool:
    if any(d.dtype == "float16" for d in (*program.params, *program.locals)):
        return True
    return any(e.dtype == "float16" for s in walk_stmts(program.body) for top in stmt_exprs(s)
               for e in subexprs(top))


def _build_result(program: ir.Program) -> list[str]:
    rets = program.returns
    if not rets:
        return ["    Py_RETURN_NONE;"]
    n = len(program.params)
    items: list[str] = []
    lines: list[str] = []
    for k, r in enumerate(rets):
        var = f"r{k}"
        if r[0] == "array":
            dtype, nd = r[1], r[2]
            lines.append(f"    PyObject* {var} = lc_wrap(&res.arr[{k}], {nd}, {_NPY_TYPE[dtype]}, "
                         f"(int)sizeof({CTYPE[dtype]}), args, {n});")
        else:
            dtype = r[1]
            field = scalar_field(dtype)
            lines.append(f"    {CTYPE[dtype]} {var}_v = ({CTYPE[dtype]})res.sc[{k}].{field}; "
                         f"PyObject* {var} = PyArray_Scalar(&{var}_v, "
                         f"PyArray_DescrFromType({_NPY_TYPE[dtype]}), NULL);")
        items.append(var)
    if not program.returns_tuple:
        lines.append(f"    return {items[0]};")
        return lines
    for it in items:
        lines.append(f"    if (!{it}) return NULL;")
    lines.append(f"    PyObject* lc_tuple = PyTuple_Pack({len(items)}, {', '.join(items)});")
    lines.append("    " + " ".join(f"Py_DECREF({it});" for it in items) + " return lc_tuple;")
    return lines
