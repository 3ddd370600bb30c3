"""Measured machine facts: the floating-point peak the CPU actually delivers.

Why measure: a "fraction of peak" needs a peak, and the nominal one (clock x FMA units x SIMD
lanes) rests on facts /proc/cpuinfo does not state -- how many FMA pipes a core has, how wide
they really are (Zen 4 runs AVX-512 on 256-bit pipes), which clock it holds under vector load.
The probe runs independent chains of vector multiply-adds (enough of them to cover the FMA
latency on every pipe) on the widest vectors the compiler targets, on 1..n threads, and reports
GFLOP/s: the roof every kernel is measured against.
"""

from __future__ import annotations

import ctypes
import functools
import tempfile
import time
from pathlib import Path

from . import hardware, toolchain

__all__ = ["clock_mhz", "fma_peak_gflops"]

#: Independent accumulator chains: 2 pipes x 4-5 cycles latency need >= 10 in flight.
_CHAINS = 16

_SOURCE = r"""
#include <stdint.h>
#define CHAINS %(chains)d
typedef %(ctype)s vec __attribute__((vector_size(%(vbytes)d)));
double lc_probe(int64_t iters, int threads) {
    double total = 0;
    #pragma omp parallel num_threads(threads) reduction(+:total)
    {
        vec acc[CHAINS];
        const vec x = ((vec){0} + (%(ctype)s)0.999999), y = ((vec){0} + (%(ctype)s)1e-7);
        for (int c = 0; c < CHAINS; c++) acc[c] = (vec){0} + (%(ctype)s)c;
        for (int64_t i = 0; i < iters; i++) {
            #pragma GCC unroll 16
            for (int c = 0; c < CHAINS; c++) acc[c] = acc[c] * x + y;
        }
        for (int c = 0; c < CHAINS; c++)
            for (int l = 0; l < (int)(sizeof(vec) / sizeof(%(ctype)s)); l++) total += acc[c][l];
    }
    return total;
}
"""


@functools.cache
def _probe(dtype: str) -> ctypes.CDLL:
    ctype = {"float64": "double", "float32": "float"}[dtype]
    src = _SOURCE % {"chains": _CHAINS, "ctype": ctype, "vbytes": hardware.vector_bytes()}
    tmp = Path(tempfile.mkdtemp(prefix="loopcraft-probe-"))
    c_path, so_path = tmp / "probe.c", tmp / "probe.so"
    c_path.write_text(src)
    toolchain.compile_extension(c_path, so_path)
    lib = ctypes.CDLL(str(so_path))
    lib.lc_probe.restype = ctypes.c_double
    lib.lc_probe.argtypes = (ctypes.c_int64, ctypes.c_int)
    return lib


@functools.cache
def fma_peak_gflops(dtype: str = "float64", threads: int = 1, seconds: float = 0.2) -> float:
    """The multiply-add throughput of ``threads`` cores in GFLOP/s (best of five runs of about
    ``seconds`` each): 2 flops per lane per FMA."""
    lib = _probe(dtype)
    lanes = hardware.vector_bytes() // (8 if dtype == "float64" else 4)
    iters = 1 << 16
    while True:  # calibrate to ~seconds
        t0 = time.perf_counter()
        lib.lc_probe(iters, threads)
        dt = time.perf_counter() - t0
        if dt >= seconds / 4 or iters > 1 << 40:
            break
        iters *= 4
    best = 0.0
    for _ in range(5):
        t0 = time.perf_counter()
        lib.lc_probe(iters, threads)
        dt = time.perf_counter() - t0
        best = max(best, 2.0 * _CHAINS * lanes * iters * threads / dt / 1e9)
    return best


def clock_mhz() -> float | None:
    """The current clock of the first core per /proc/cpuinfo (None where not reported)."""
    value = hardware.cpuinfo_field("cpu MHz")
    try:
        return float(value) if value else None
    except ValueError:
        return None
