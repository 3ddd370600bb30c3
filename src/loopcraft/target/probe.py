"""Measured machine facts: the floating-point peak and the memory bandwidth the machine
actually delivers (the roofs of a roofline model).

Why measure: a "fraction of peak" needs a peak, and the nominal one (clock x FMA units x SIMD
lanes) rests on facts /proc/cpuinfo does not state -- how many FMA pipes a core has, how wide
they really are (Zen 4 runs AVX-512 on 256-bit pipes), which clock it holds under vector load.
The probe runs independent chains of vector multiply-adds (enough of them to cover the FMA
latency on every pipe) on the widest vectors the compiler targets, on 1..n threads, and reports
GFLOP/s: the roof every kernel is measured against. The bandwidth probe runs a STREAM-like
triad ``a = b + s * c`` over arrays far larger than the last-level cache (or a given size, to
measure a cache level) and counts 24 bytes per element (two loads, one store; write-allocate
traffic not counted, as STREAM does).
"""

from __future__ import annotations

import ctypes
import functools
import tempfile
import time
from pathlib import Path

from . import hardware, toolchain

__all__ = ["clock_mhz", "fma_peak_gflops", "describe_probes", "triad_bandwidth_gbs"]

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


_TRIAD = r"""
#include <stdint.h>
void lc_triad(double* restrict a, const double* restrict b, const double* restrict c,
              int64_t n, int reps, int threads) {
    #pragma omp parallel num_threads(threads)
    for (int r = 0; r < reps; r++) {
        #pragma omp for simd schedule(static)
        for (int64_t i = 0; i < n; i++) a[i] = b[i] + 3.0 * c[i];
    }
}
"""


def _compiled(name: str, source: str) -> ctypes.CDLL:
    tmp = Path(tempfile.mkdtemp(prefix="loopcraft-probe-"))
    c_path, so_path = tmp / f"{name}.c", tmp / f"{name}.so"
    c_path.write_text(source)
    toolchain.compile_extension(c_path, so_path)
    return ctypes.CDLL(str(so_path))


@functools.cache
def _probe(dtype: str) -> ctypes.CDLL:
    ctype = {"float64": "double", "float32": "float"}[dtype]
    lib = _compiled("probe", _SOURCE % {"chains": _CHAINS, "ctype": ctype,
                                        "vbytes": hardware.vector_bytes()})
    lib.lc_probe.restype = ctypes.c_double
    lib.lc_probe.argtypes = (ctypes.c_int64, ctypes.c_int)
    return lib


@functools.cache
def _triad() -> ctypes.CDLL:
    lib = _compiled("triad", _TRIAD)
    lib.lc_triad.restype = None
    lib.lc_triad.argtypes = (ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64,
                             ctypes.c_int, ctypes.c_int)
    return lib


def triad_bandwidth_gbs(threads: int = 1, nbytes: int | None = None) -> float:
    """GB/s of the triad on ``threads`` threads (best of five), with three arrays of
    ``nbytes`` bytes each (default: 4x the last-level cache, between 64 and 256 MiB: main
    memory, unless a virtual machine reports a shared last-level cache larger than that)."""
    import numpy as np

    caches = hardware.cache_sizes()
    if nbytes is None:
        nbytes = min(max(4 * max(caches.values()), 64 << 20), 256 << 20)
    n = max(1024, nbytes // 8)
    a, b, c = np.zeros(n), np.ones(n), np.full(n, 2.0)
    reps = max(1, (256 << 20) // (24 * n))  # about 256 MiB of traffic per timed call
    lib = _triad()
    lib.lc_triad(a.ctypes.data, b.ctypes.data, c.ctypes.data, n, 1, threads)  # first touch
    best = 0.0
    for _ in range(5):
        t0 = time.perf_counter()
        lib.lc_triad(a.ctypes.data, b.ctypes.data, c.ctypes.data, n, reps, threads)
        best = max(best, 24.0 * n * reps / (time.perf_counter() - t0) / 1e9)
    if a[0] != 7.0:  # 1 + 3 * 2: the probe computed what it timed
        raise RuntimeError("the bandwidth probe computed a wrong result")
    return best


def describe_probes(threads: tuple[int, ...] | None = None) -> dict[str, object]:
    """Every measured roof per thread count (1 and all cores by default): FMA peak for
    float64 and float32 (GFLOP/s), triad bandwidth of L2 (half its size) and of memory (GB/s),
    and the clock /proc/cpuinfo reports -- what ``loopcraft hw --probe`` prints and the
    recipe database stores with the hardware."""
    if threads is None:
        threads = tuple(sorted({1, hardware.num_cores()}))
    l2 = hardware.cache_sizes().get("L2", 1 << 20)
    out: dict[str, object] = {"clock_mhz": clock_mhz()}
    for t in threads:
        out[f"threads_{t}"] = {
            "fma_peak_gflops_float64": round(fma_peak_gflops("float64", t), 1),
            "fma_peak_gflops_float32": round(fma_peak_gflops("float32", t), 1),
            "l2_bandwidth_gbs": round(triad_bandwidth_gbs(t, l2 // 6), 1),
            "memory_bandwidth_gbs": round(triad_bandwidth_gbs(t), 1),
        }
    return out


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
