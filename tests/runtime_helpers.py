"""A tiny extension module in the shape codegen emits, plus a child-process driver for it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

SRC = str(Path(__file__).resolve().parents[1] / "src")

#: Python.h + the NumPy C API, like generated code; ``@NAME@`` is the module name and ``@VALUE@``
#: what its ``answer()`` returns.
C_TEMPLATE = r"""
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#define NPY_NO_DEPRECATED_API NPY_API_VERSION
#include <numpy/arrayobject.h>

static PyObject *answer(PyObject *self, PyObject *unused) { return PyLong_FromLong(@VALUE@); }

static PyMethodDef methods[] = {{"answer", answer, METH_NOARGS, NULL}, {NULL, NULL, 0, NULL}};
static struct PyModuleDef def = {PyModuleDef_HEAD_INIT, "@NAME@", NULL, -1, methods};

PyMODINIT_FUNC PyInit_@NAME@(void) {
    import_array();
    return PyModule_Create(&def);
}
"""


def c_source(value: object = 42) -> Callable[[str], str]:
    """A ``make_c_source`` for ``get_or_build``; a non-number ``value`` makes invalid C."""
    return lambda name: C_TEMPLATE.replace("@NAME@", name).replace("@VALUE@", str(value))


#: Run in a fresh interpreter: wait until argv[3] (a time.time()), build argv[1] from the template
#: in argv[2], report what happened as JSON.
_CHILD = """
import json, sys, time
from loopcraft.pipeline import cache
from loopcraft.target import toolchain
key, template, start = sys.argv[1], sys.argv[2], float(sys.argv[3])
time.sleep(max(0.0, start - time.time()))
m = cache.get_or_build(key, lambda name: template.replace("@NAME@", name))
print(json.dumps({"answer": m.answer(), "compiles": toolchain.compile_count,
                  "probe_key": cache.cache_key("probe")}))
"""


def spawn_child(key: str, cache_dir: Path, value: int = 42, start: float = 0.0) -> subprocess.Popen:
    """Start a new Python process that runs ``get_or_build(key, ...)`` against ``cache_dir``."""
    env = dict(os.environ, LOOPCRAFT_CACHE_DIR=str(cache_dir), PYTHONPATH=SRC)
    env.pop("LOOPCRAFT_DISABLE_CACHE", None)
    template = C_TEMPLATE.replace("@VALUE@", str(value))
    return subprocess.Popen(
        [sys.executable, "-c", _CHILD, key, template, str(start)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def child_result(proc: subprocess.Popen) -> dict:
    """Wait for a :func:`spawn_child` process and parse its report (failing loudly on error)."""
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0, err
    return json.loads(out.strip().splitlines()[-1])
