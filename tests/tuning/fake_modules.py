"""Hand-written extension modules that misbehave like a broken candidate would: crash
(SIGSEGV), hang (an endless loop), or return without computing (wrong outputs). Each has the
``run``/``set_num_threads`` entry points of a generated module."""

from __future__ import annotations

import itertools
from pathlib import Path

from loopcraft.target import toolchain
from loopcraft.tuning.executors.local import Compiled

_SOURCE = r"""
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <signal.h>
static volatile int forever = 1;
static PyObject *run(PyObject *self, PyObject *args) {
#if MODE == 0
    raise(SIGSEGV);
#elif MODE == 1
    while (forever) { }
#endif
    Py_RETURN_NONE;
}
static PyObject *threads(PyObject *self, PyObject *args) { Py_RETURN_NONE; }
static PyMethodDef methods[] = {
    {"run", run, METH_VARARGS, ""},
    {"set_num_threads", threads, METH_VARARGS, ""},
    {NULL, NULL, 0, NULL}};
static struct PyModuleDef def = {PyModuleDef_HEAD_INIT, "NAME", NULL, -1, methods};
PyMODINIT_FUNC PyInit_NAME(void) { return PyModule_Create(&def); }
"""

MODES = {"crash": 0, "hang": 1, "noop": 2}
_serial = itertools.count()


def fake_module(kind: str, tmp: Path) -> Compiled:
    """Compile the misbehaving module ``kind`` ("crash", "hang", "noop") under ``tmp``."""
    name = f"lc_fake_{kind}_{next(_serial)}"
    c_path, so_path = tmp / f"{name}.c", tmp / f"{name}.so"
    c_path.write_text(f"#define MODE {MODES[kind]}\n" + _SOURCE.replace("NAME", name))
    toolchain.compile_extension(c_path, so_path)
    return Compiled(str(so_path), name)
