"""The machine's roofs for the cost model: FLOP/s peaks, bandwidths per cache level, caches.

Why measured roofs, and where they come from, in order of preference:

1. the probe results stored with this machine in the recipe database (``loopcraft hw
   --probe`` measures them; ``loopcraft model collect`` stores them);
2. the probe results cached in ``<cache dir>/probe.json`` (written by :func:`measure_roofs`);
3. defaults derived from the ISA and the clock: 2 FMA pipes of the register width (at most 256
   bits: wider registers are commonly split), ~3 GHz, bandwidths typical of a current server
   core. Ranking needs only *relative* times, so even defaults order candidates sensibly.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ...target import hardware

__all__ = ["Roofs", "roofs_from_probe", "default_roofs", "load_roofs", "measure_roofs"]

PROBE_FILE = "probe.json"


@dataclass(frozen=True)
class Roofs:
    """What the analytical model needs of a machine. Rates are per second; bandwidths in
    bytes/s for 1 thread (``*_1``) and for ``threads`` threads (``*_n``)."""

    clock_hz: float
    peak_flops_1: float  # float64 FMA peak, 1 thread (2 flops per FMA lane)
    peak_flops_n: float
    threads: int
    l1_bytes: int
    l2_bytes: int
    l3_bytes: int
    vector_bytes: int
    l2_bw_1: float  # bytes/s streamed from L2 (the L1 miss traffic)
    l2_bw_n: float
    l3_bw_1: float
    l3_bw_n: float
    mem_bw_1: float
    mem_bw_n: float
    source: str = "defaults"

    def lanes(self, itemsize: int) -> float:
        """Vector lanes the FP pipes process per instruction for this element size: the
        register width, at most 256 bits (Zen 4 runs AVX-512 on 256-bit pipes; a loaded
        machine's measured peak would understate the width, so it is not used here)."""
        return max(1.0, min(self.vector_bytes, 32) / itemsize)

    @property
    def parallel_speedup(self) -> float:
        """What all threads together deliver over one, as the probe measured it (on a
        machine shared with other work, less than the thread count)."""
        return max(1.0, min(float(self.threads), self.peak_flops_n / self.peak_flops_1))

    @property
    def region_s(self) -> float:
        """Seconds to enter and leave one parallel region: a few microseconds when the
        threads scale (idle cores), far more when the probe found the cores busy with other
        work (a woken thread waits for a time slice)."""
        return 4e-6 if self.parallel_speedup >= 0.75 * self.threads else 50e-6

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _caches() -> tuple[int, int, int]:
    c = hardware.cache_sizes()
    return c.get("L1d", 32 << 10), c.get("L2", 1 << 20), c.get("L3", 8 << 20)


def default_roofs(threads: int | None = None) -> Roofs:
    """Roofs from the ISA alone (no measurement)."""
    threads = threads or hardware.num_cores()
    l1, l2, l3 = _caches()
    vb = hardware.vector_bytes()
    clock = 3.0e9
    peak1 = clock * 2 * 2 * (min(vb, 32) / 8)
    l2bw, l3bw, mem = 100e9, 50e9, 20e9
    return Roofs(clock, peak1, peak1 * threads, threads, l1, l2, l3, vb, l2bw, l2bw * threads,
                 l3bw, l3bw * min(threads, 4), mem, mem * min(1.5, threads), "defaults")


def roofs_from_probe(probe: dict[str, Any], threads: int | None = None) -> Roofs:
    """Roofs from a ``describe_probes()`` record (``loopcraft hw --probe``); what it lacks
    comes from :func:`default_roofs`."""
    d = default_roofs(threads)
    one = probe.get("threads_1") or {}
    keys = sorted((k for k in probe if k.startswith("threads_")),
                  key=lambda k: int(k.split("_")[1]))
    many = probe.get(keys[-1]) if keys else None
    many = many or one
    n = int(keys[-1].split("_")[1]) if keys else d.threads

    def g(rec: dict[str, Any], key: str, scale: float, fallback: float) -> float:
        v = rec.get(key)
        return float(v) * scale if isinstance(v, (int, float)) and v > 0 else fallback

    peak1 = g(one, "fma_peak_gflops_float64", 1e9, d.peak_flops_1)
    l2bw1 = g(one, "l2_bandwidth_gbs", 1e9, d.l2_bw_1)
    mem1 = g(one, "memory_bandwidth_gbs", 1e9, d.mem_bw_1)
    l2bwn = g(many, "l2_bandwidth_gbs", 1e9, l2bw1 * n)
    memn = g(many, "memory_bandwidth_gbs", 1e9, mem1)
    clock = probe.get("clock_mhz")
    clock_hz = float(clock) * 1e6 if isinstance(clock, (int, float)) and clock > 0 else \
        d.clock_hz
    # L3 is not probed: between L2 and memory (geometric mean)
    return Roofs(clock_hz, peak1, g(many, "fma_peak_gflops_float64", 1e9, peak1 * n), n,
                 d.l1_bytes, d.l2_bytes, d.l3_bytes, d.vector_bytes, l2bw1, l2bwn,
                 (l2bw1 * mem1) ** 0.5, (l2bwn * memn) ** 0.5, mem1, memn, "probe")


def _probe_file() -> Path:
    from ...config import config

    return Path(config.cache_dir) / PROBE_FILE


def load_roofs(db: Any = None, threads: int | None = None) -> Roofs:
    """This machine's roofs: the database's stored probe, else the cached probe file, else
    :func:`default_roofs`. Never runs the probe (that takes seconds; see
    :func:`measure_roofs`)."""
    if db is not None:
        try:
            probe = db.hardware(db.hardware_id()).get("probe")
        except Exception:  # a read-only or damaged database: fall through
            probe = None
        if probe:
            return roofs_from_probe(probe, threads)
    try:
        probe = json.loads(_probe_file().read_text())
    except (OSError, ValueError):
        probe = None
    if isinstance(probe, dict):
        return roofs_from_probe(probe, threads)
    return default_roofs(threads)


def measure_roofs(db: Any = None) -> Roofs:
    """Run the probe (a few seconds), cache it in the probe file and store it with this
    machine in ``db`` when given; return the roofs."""
    from ...target.probe import describe_probes

    probe = describe_probes()
    path = _probe_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        tmp.write_text(json.dumps(probe))
        tmp.replace(path)
    except OSError:
        pass
    if db is not None:
        db.hardware_id(probe=probe)
    return roofs_from_probe(probe)
