"""The module's ``prepack`` entry: a model's constant weights packed once, by the kernels' own
pack routines, for the calls that read them pre-packed (:mod:`loopcraft.libops.prepack`).

Why in the module: the packed layout depends on the ISA ``implement`` resolved for each call,
which the scheduled program knows and the compiled model (after a schedule-memo hit) does
not. So the module says what it reads -- ``prepacked``, a tuple of ``(packed pool, offset,
operation)`` per call that reads a packed weight, in the order ``prepack`` takes them -- and
``prepack(dst0, w0, dst1, w1, ...)`` packs weight ``wk`` (the constant as the call reads it:
B as ``k x n``, the filter as ``K x C x R x S``, C-contiguous) into packed pool ``dstk`` at
that offset. Every argument is checked (dtype, rank, contiguity, room in the pool): a mismatch
raises ``ValueError`` before anything is written. A module without such calls has neither.
"""

from __future__ import annotations

from ..ir import nodes as ir
from ..ir.dtypes import DTYPE_INFO
from ..ir.walk import walk_stmts
from ..libops.prepack import MAX_CONV_MR, MAX_NR, PREPACK_OPS, packed_slot
from .c_kernel import CTYPE

__all__ = ["PREPACK_METHOD", "PREPACK_MODULE_CREATE", "prepacked_calls", "prepack_source"]

#: the module's ``prepack`` method (an entry of its method table)
PREPACK_METHOD = """{"prepack", (PyCFunction)(void(*)(void))lc_prepack, METH_FASTCALL,
     "pack a model's constant weights for the calls that read them packed"},
"""
#: the module's creation with its ``prepacked`` attribute (the body of its init function)
PREPACK_MODULE_CREATE = """PyObject* m = PyModule_Create(&lc_module);
    PyObject* spec = m ? lc_prepacked() : NULL;
    if (!spec || PyModule_AddObject(m, "prepacked", spec) < 0) {
        Py_XDECREF(spec); Py_XDECREF(m); return NULL;
    }
    return m;"""

#: the C of :func:`~loopcraft.libops.prepack.packed_extent` over the weight's extents ``e``
_EXTENT = {"matmul": "e[0] * ((e[1] + {nr} - 1) / {nr} * {nr})",
           "conv2d": "(e[0] + {mr} - 1) / {mr} * {mr} * e[1] * e[2] * e[3]"}


def prepacked_calls(program: ir.Program) -> list[ir.LibCall]:
    """The calls of ``program`` that read a pre-packed weight (marked, and implemented by the
    micro-kernel), in program order."""
    return [s for s in walk_stmts(program.body) if isinstance(s, ir.LibCall)
            and s.op in PREPACK_OPS and packed_slot(s) is not None
            and dict(s.attrs).get("impl") == "microkernel"]


def _pack_call(call: ir.LibCall, dtype: str, dst: str) -> str:
    sfx = DTYPE_INFO[dtype].suffix
    isa = dict(call.attrs)["isa"]
    if call.op == "matmul":
        return f"lc_mk_prepack_b_{isa}_{sfx}(src, e[1], 1, e[0], e[1], {dst});"
    return (f"lc_cv_prepack_w_{isa}_{sfx}(src, e[0], e[1], e[2], e[3], e[1] * e[2] * e[3], "
            f"e[2] * e[3], e[3], 1, {dst});")


def prepack_source(program: ir.Program, calls: list[ir.LibCall]) -> str:
    """``lc_prepack`` (the ``prepack`` method) and ``lc_prepacked()`` (builds the
    ``prepacked`` attribute's value) for ``calls``, the :func:`prepacked_calls` of
    ``program``."""
    dtypes = {p.name: p.dtype for p in program.params if isinstance(p, ir.ArrayParam)}
    lines = ["static PyObject* lc_prepack(PyObject* self, PyObject* const* args, "
             "Py_ssize_t nargs) {",
             f"    if (nargs != {2 * len(calls)}) {{ PyErr_SetString(PyExc_ValueError, "
             f'"prepack takes {2 * len(calls)} arrays"); return NULL; }}']
    # the largest extent any ISA's kernel packs to, so the check holds for the one resolved
    room = {op: _EXTENT[op].format(nr=MAX_NR, mr=MAX_CONV_MR) for op in PREPACK_OPS}
    for phase in ("check", "pack"):
        for k, call in enumerate(calls):
            pool, at = packed_slot(call)  # type: ignore[misc]
            dtype, ctype = dtypes[pool], CTYPE[dtypes[pool]]
            npy = DTYPE_INFO[dtype].npy
            lines.append(f"    {{ PyArrayObject* d = (PyArrayObject*)args[{2 * k}]; "
                         f"PyArrayObject* w = (PyArrayObject*)args[{2 * k + 1}];")
            if phase == "check":
                bad = [f"!PyArray_Check(args[{2 * k}])", f"!PyArray_Check(args[{2 * k + 1}])"]
                bad += [f"PyArray_TYPE({a}) != {npy}" for a in "dw"]
                bad += [f"!PyArray_IS_C_CONTIGUOUS({a})" for a in "dw"]
                bad += ["PyArray_NDIM(d) != 1", f"PyArray_NDIM(w) != {PREPACK_OPS[call.op]}",
                        "!PyArray_ISWRITEABLE(d)"]
                lines.append(f"      if ({' || '.join(bad)}) goto lc_bad;")
                lines.append("      const npy_intp* e = PyArray_DIMS(w);")
                lines.append(f"      if (PyArray_DIMS(d)[0] - {at} < {room[call.op]}) "
                             "goto lc_bad; }")
            else:
                lines.append("      const npy_intp* e = PyArray_DIMS(w);")
                lines.append(f"      const {ctype}* src = (const {ctype}*)PyArray_DATA(w);")
                dst = f"({ctype}*)PyArray_DATA(d) + {at}"
                lines.append(f"      {_pack_call(call, dtype, dst)} }}")
    lines += ["    Py_RETURN_NONE;",
              "lc_bad:",
              '    PyErr_SetString(PyExc_ValueError, "prepack: an array does not fit the call '
              'that reads it packed (dtype, rank, C order, room in the packed pool)");',
              "    return NULL;", "}"]
    slots = [(*packed_slot(c), c.op) for c in calls]  # type: ignore[misc]
    values = "".join(f', "{pool}", (long long){at}, "{op}"' for pool, at, op in slots)
    lines.append("static PyObject* lc_prepacked(void) {")
    lines.append(f'    return Py_BuildValue("({"(sLs)" * len(slots)})"{values});')
    lines.append("}")
    return "\n".join(lines)
