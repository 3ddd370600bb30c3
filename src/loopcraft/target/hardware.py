"""Facts about the machine we compile for.

``-march=native`` makes generated code depend on the CPU, so :func:`cpu_features` and
:func:`cpu_model` feed the artifact cache key; the scheduler reads :func:`num_cores` and
:func:`cache_sizes` to pick thread counts and tile sizes. Each fact is read once per process
(memoized): the hardware does not change under us, and the cache key is computed on every compile.
"""

from __future__ import annotations

import functools
import os
import platform
from pathlib import Path

__all__ = ["cpuinfo_field", "cpu_features", "cpu_model", "num_cores", "cache_sizes",
           "vector_bytes", "describe"]

_CPUINFO = Path("/proc/cpuinfo")
_CACHE_SYSFS = Path("/sys/devices/system/cpu/cpu0/cache")
#: Used where sysfs is missing (containers, macOS): typical values of a current x86 server core.
_DEFAULT_CACHE_SIZES = {"L1d": 32 * 1024, "L2": 1024 * 1024, "L3": 8 * 1024 * 1024}


def cpuinfo_field(*names: str) -> str | None:
    """Value of the first ``name : value`` line of /proc/cpuinfo whose name is in ``names``."""
    try:
        text = _CPUINFO.read_text(errors="replace")
    except OSError:
        return None
    for line in text.splitlines():
        name, sep, value = line.partition(":")
        if sep and name.strip() in names:
            return value.strip()
    return None


@functools.cache
def cpu_features() -> tuple[str, ...]:
    """Sorted CPU feature flags (x86 ``flags``, Arm ``Features``); platform info as a fallback."""
    flags = cpuinfo_field("flags", "Features")
    if flags:
        return tuple(sorted(set(flags.split())))
    return tuple(x for x in (platform.machine(), platform.processor()) if x)


@functools.cache
def cpu_model() -> str:
    """Human-readable CPU model name, e.g. for benchmark reports and the cache key."""
    return (
        cpuinfo_field("model name", "Hardware", "cpu model")
        or platform.processor()
        or platform.machine()
        or "unknown"
    )


@functools.cache
def num_cores() -> int:
    """CPUs this process may run on (its affinity mask, so ``taskset``/cgroups are honored)."""
    try:
        return max(len(os.sched_getaffinity(0)), 1)
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def _parse_size(text: str) -> int:
    """``"48K"`` / ``"2048K"`` / ``"1M"`` / ``"32768"`` to bytes."""
    text = text.strip().upper().removesuffix("B")
    scale = {"K": 1024, "M": 1024**2, "G": 1024**3}.get(text[-1:], 1)
    return int(text.rstrip("KMG")) * scale


def cache_sizes() -> dict[str, int]:
    """Data cache sizes in bytes: ``{"L1d": ..., "L2": ..., "L3": ...}`` (per cpu0's view).

    Levels that sysfs does not report keep a sane default, so callers can always index all three.
    Returns a fresh copy of the memoized reading, so a caller's edit cannot poison it.
    """
    return dict(_cache_sizes())


@functools.cache
def _cache_sizes() -> dict[str, int]:
    sizes = dict(_DEFAULT_CACHE_SIZES)
    try:
        indexes = sorted(_CACHE_SYSFS.glob("index*"))
        for index in indexes:
            kind = (index / "type").read_text().strip()
            if kind == "Instruction":
                continue
            level = int((index / "level").read_text())
            name = "L1d" if level == 1 else f"L{level}"
            if name in sizes:
                sizes[name] = _parse_size((index / "size").read_text())
    except (OSError, ValueError):
        return dict(_DEFAULT_CACHE_SIZES)
    return sizes


def vector_bytes() -> int:
    """The widest SIMD register the compiler may use here (``-march=native``), in bytes."""
    flags = set(cpu_features())
    if "avx512f" in flags:
        return 64
    if "avx2" in flags or "avx" in flags:
        return 32
    return 16


def describe() -> dict[str, object]:
    """The machine as the scheduler sees it: CPU model, architecture, cores, data caches
    (bytes), the SIMD width it schedules for and the vector ISA extensions present. Why one
    record: recipes are only comparable between machines that agree on these facts."""
    flags = set(cpu_features())
    simd = [f for f in ("sse2", "avx", "avx2", "fma", "avx512f", "avx512vl", "avx512bw",
                        "avx512_bf16", "amx_tile", "neon", "asimd", "sve") if f in flags]
    return {"cpu_model": cpu_model(), "machine": platform.machine(), "cores": num_cores(),
            "caches": cache_sizes(), "vector_bytes": vector_bytes(), "simd": simd}
