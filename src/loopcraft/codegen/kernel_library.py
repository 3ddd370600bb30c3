"""Which of loopcraft's C kernels a module calls, and the source of the library holding one.

Why a library: the kernels (``microkernels/gemm.h``, ``conv2d.h``, ``dwconv2d.h``,
``vector.h``) are large, macro-expanded C; pasted into every module that called one, a matrix
product took seconds of ``-O3`` per compile, for code that is the same in every module. Each
kernel *variant* (one operation, ISA and element type, e.g. ``gemm_avx512_f64``) is instead
compiled once into its own small shared library, kept in the artifact cache
(:mod:`loopcraft.pipeline.kernel_library`), and a module only declares the entry points
(``microkernels/api.h``) and links the variants it calls. One variant per library, so the
first matrix product of a fresh cache compiles only what it uses.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from pathlib import Path

__all__ = ["KernelVariant", "variants_called", "api_source", "library_source", "calls_runtime",
           "runtime_library_source"]

_DIR = Path(__file__).parent / "microkernels"
_RUNTIME_DIR = Path(__file__).parent / "runtime"

#: entry-point prefix -> the header that defines it
_HEADERS = {"lc_mk_gemm": "gemm.h", "lc_mk_prepack_b": "gemm.h", "lc_cv_conv2d": "conv2d.h",
            "lc_cv_prepack_w": "conv2d.h", "lc_dw_conv2d": "dwconv2d.h",
            "lc_mkv_dot": "vector.h",
            "lc_mkv_gemv": "vector.h", "lc_mkv_gemv2": "vector.h", "lc_mkv_outer": "vector.h"}
#: header -> the headers its macros use, pasted before it in this order (the convolutions'
#: write-back activation and their direct paths; the GEMM's path for few rows)
_PRELUDES = {"conv2d.h": ("activation.h", "conv2d_cvec.h", "conv2d_pointwise.h"),
             "dwconv2d.h": ("activation.h", "dwconv2d_direct.h"),
             "gemm.h": ("activation.h", "gemm_skinny.h")}
#: a call of an entry point in generated C (declarations in api.h are spelled with ``##``)
_CALL = re.compile(r"\b(lc_mk_gemm|lc_mk_prepack_b|lc_cv_conv2d|lc_cv_prepack_w|lc_dw_conv2d"
                   r"|lc_mkv_dot|lc_mkv_gemv2|lc_mkv_gemv|lc_mkv_outer)_"
                   r"(avx512|avx2|generic)_(f64|f32)\(")


@dataclass(frozen=True, order=True)
class KernelVariant:
    """One header's kernels for one ISA and element type: one library."""

    header: str
    isa: str
    sfx: str

    @property
    def name(self) -> str:
        return f"{self.header.removesuffix('.h')}_{self.isa}_{self.sfx}"


def variants_called(c_source: str) -> tuple[KernelVariant, ...]:
    """The kernel variants ``c_source`` calls, sorted (each needs its library at link time)."""
    found = {KernelVariant(_HEADERS[m.group(1)], m.group(2), m.group(3))
             for m in _CALL.finditer(c_source)}
    return tuple(sorted(found))


@functools.cache
def _read(name: str) -> str:
    return (_DIR / name).read_text()


def api_source() -> str:
    """The declarations of every entry point, pasted into modules that call a kernel."""
    return _read("api.h")


def library_source(variant: KernelVariant) -> str:
    """The C of ``variant``'s library: the declarations (so a mismatch with a definition fails
    to compile) and the header with only this ISA and type instantiated, entry points exported."""
    return ("/* loopcraft kernel library: " + variant.name + " */\n"
            '#define LC_KERNEL_API __attribute__((visibility("default")))\n'
            "#define LC_KERNEL_ONLY\n"
            f"#define LC_KERNEL_ONLY_{variant.isa}_{variant.sfx}\n"
            + api_source() + "".join(_read(h) for h in _PRELUDES.get(variant.header, ()))
            + _read(variant.header))


def calls_runtime(c_source: str) -> bool:
    """Whether ``c_source`` is a module that needs the runtime library (every module's
    ``PyInit`` calls ``lc_rt_init``)."""
    return "lc_rt_init()" in c_source


@functools.cache
def runtime_library_source() -> str:
    """The C of the runtime library: ``runtime/runtime.h`` (the types and the declarations of
    what the library defines, so a mismatch fails to compile) then ``runtime/runtime_lib.c``."""
    return ("/* loopcraft runtime library */\n" + (_RUNTIME_DIR / "runtime.h").read_text()
            + (_RUNTIME_DIR / "runtime_lib.c").read_text())
