"""Machine facts: well-formed and memoized (they feed the cache key and the scheduler)."""

from __future__ import annotations

import math

import pytest

from loopcraft.target import hardware


def test_cpu_facts_are_well_formed() -> None:
    features = hardware.cpu_features()
    assert isinstance(features, tuple) and features
    assert list(features) == sorted(set(features))
    assert all(isinstance(f, str) and f for f in features)
    assert isinstance(hardware.cpu_model(), str) and hardware.cpu_model()
    assert hardware.num_cores() >= 1
    assert hardware.cpu_features() is features  # memoized


def test_cache_sizes_always_has_three_levels() -> None:
    sizes = hardware.cache_sizes()
    assert set(sizes) == {"L1d", "L2", "L3"}
    assert all(isinstance(v, int) and v >= 4096 for v in sizes.values())
    sizes["L1d"] = -1  # a caller's edit must not leak into the memoized reading
    assert hardware.cache_sizes()["L1d"] > 0


@pytest.mark.parametrize(
    ("text", "expected"), [("48K", 48 * 1024), ("2048K\n", 2 << 20), ("1M", 1 << 20), ("512", 512)]
)
def test_parse_size(text: str, expected: int) -> None:
    assert hardware._parse_size(text) == expected


@pytest.mark.parametrize(("flags", "expected"), [
    (("avx", "avx2", "avx512f", "sse2"), 64), (("avx", "avx2", "fma"), 32), (("sse2",), 16),
    (("aarch64",), 16)])
def test_vector_bytes_follows_the_widest_isa(monkeypatch: pytest.MonkeyPatch,
                                            flags: tuple[str, ...], expected: int) -> None:
    monkeypatch.setattr(hardware, "cpu_features", lambda: flags)
    assert hardware.vector_bytes() == expected


def test_fma_peak_probe_measures_a_positive_throughput() -> None:
    """The probe compiles and runs (its value is a measurement: only its form is checked)."""
    from loopcraft.target import probe

    peak = probe.fma_peak_gflops("float64", 1, seconds=0.02)
    assert math.isfinite(peak) and peak > 0.1
    clock = probe.clock_mhz()
    assert clock is None or clock > 0


def test_triad_probe_measures_a_positive_bandwidth() -> None:
    from loopcraft.target import probe

    gbs = probe.triad_bandwidth_gbs(1, nbytes=1 << 20)  # checks its own result too
    assert math.isfinite(gbs) and gbs > 0.1
