"""Boolean masks in generated C (``loopcraft.codegen.c_exprs``, ``c_kernel``): a bool element
converted to a number is read as its byte (gcc has no vector type for ``_Bool``, so counting
a mask stayed a scalar loop), and the compaction loop of a boolean index (``if m[i]: ...``)
skips eight false bytes per 8-byte load. Both keep NumPy's results on every mask pattern."""

from __future__ import annotations

import numpy as np
import pytest

import loopcraft


def count(mask):
    return np.sum(mask)


def count_every_other(mask):
    return np.sum(mask[::2])


def select(data, mask):
    return data[mask]


def select_every_third(data, mask):
    return data[::3][mask[::3]]


def band_mean(data, radius, r1, r2):
    return data[(radius >= r1) & (radius < r2)].mean()


def _masks() -> list[np.ndarray]:
    g = np.random.default_rng(0)
    sparse = g.random(40_003) < 0.001  # one true in a thousand: whole words of false
    dense = g.random(40_003) < 0.7
    runs = np.zeros(1_037, dtype=bool)
    runs[[0, 7, 8, 15, 16, 63, 64, 1_029, 1_036]] = True  # at the words' edges and the tail
    return [sparse, dense, runs, np.zeros(21, dtype=bool), np.ones(13, dtype=bool),
            np.zeros(0, dtype=bool), np.array([True])]


@pytest.mark.parametrize("k", range(7))
def test_count_and_select_match_numpy(k: int) -> None:
    mask = _masks()[k]
    data = np.arange(mask.size, dtype=np.float64) * 0.5 - 3.0
    assert loopcraft.jit(count)(mask) == np.sum(mask)
    assert loopcraft.jit(count_every_other)(mask) == np.sum(mask[::2])
    np.testing.assert_array_equal(loopcraft.jit(select)(data, mask), data[mask])
    np.testing.assert_array_equal(loopcraft.jit(select_every_third)(data, mask),
                                  data[::3][mask[::3]])


def test_the_count_reads_bytes_and_the_compaction_skips_words() -> None:
    mask = _masks()[0]
    data = np.random.default_rng(1).random(mask.size)
    c = loopcraft.jit(count).inspect_c(mask)
    assert "(const uint8_t*)a_mask)" in c
    s = loopcraft.jit(select).inspect_c(data, mask)
    assert "__builtin_memcpy(&lc_w, &a_mask[" in s
    # a strided mask: its next eight elements are not the next eight bytes
    t = loopcraft.jit(select_every_third).inspect_c(data, mask)
    assert "uint64_t lc_w;" not in t


def test_band_mean_matches_numpy() -> None:
    g = np.random.default_rng(2)
    data, radius = g.random(100_001), g.random(100_001)
    f = loopcraft.jit(band_mean)
    for r1, r2 in ((0.2, 0.2005), (0.0, 1.0), (0.5, 0.75)):
        np.testing.assert_allclose(f(data, radius, r1, r2), band_mean(data, radius, r1, r2),
                                   rtol=1e-12)
