"""fold_compaction, hoist_check and the scheduler's fusion of the frontend's parallel loops:
NPBench's azimint_naive (``data[mask].mean()`` per bin) against NumPy on edge cases, its
schedule (one parallel region per call), and each step's refusals."""

from __future__ import annotations

import warnings

import numpy as np
import pytest

import loopcraft
from loopcraft.errors import NoMatchError, NotAdjacentError
from loopcraft.ir import nodes as ir
from loopcraft.ir.walk import walk_stmts
from loopcraft.transform import Recipe, Step, get_transformation

from .util import assert_same_results, lowered, roundtrip


def azimint_naive(data, radius, npt):
    rmax = radius.max()
    res = np.zeros(npt, dtype=np.float64)
    for i in range(npt):
        r1 = rmax * i / npt
        r2 = rmax * (i + 1) / npt
        mask_r12 = np.logical_and((r1 <= radius), (radius < r2))
        values_r12 = data[mask_r12]
        res[i] = values_r12.mean()
    return res


def masked_sum(x, m):
    v = x[m]  # its own statement: ``x[m].sum()`` is lowered as a masked sum already
    return v.sum() * 2.0


def masked_kept(x, m):
    v = x[m]
    return v.sum(), v


def store_then_index(out, x, m, n):
    s = 0.0
    for i in range(n):
        out[i] = 1.0
        s += x[m].sum()
    return s


def write_then_index(a, x, m):
    a[:] = x * 2.0
    return x[m].sum()


def _loops(program: ir.Program) -> list[ir.Loop]:
    return [s for s in walk_stmts(program.body) if isinstance(s, ir.Loop)]


def _cases() -> dict[str, tuple[np.ndarray, np.ndarray, int]]:
    rng = np.random.default_rng(7)
    n = 250_000  # above the parallel threshold: the 2-thread runs take the parallel path
    data, radius = rng.random(n), rng.random(n)
    nan_data = data.copy()
    nan_data[rng.integers(0, n, 5)] = np.nan  # a few bins become NaN, the others not
    one_bin = np.full(n, 0.25)
    one_bin[0] = 1.0  # every radius but the maximum falls in the first of 4 bins
    nan_radius = radius.copy()
    nan_radius[3] = np.nan  # rmax is NaN: every comparison fails, every bin is empty
    return {
        "random": (data, radius, 200),
        "empty_bins": (data[:50], radius[:50], 400),  # most bins hold nothing: NaN means
        "all_in_one_bin": (data, one_bin, 4),
        "nan_data": (nan_data, radius, 64),
        "nan_radius": (data, nan_radius, 8),
        "single_bin": (data, radius, 1),
    }


@pytest.mark.parametrize("threads", [1, 2])
@pytest.mark.parametrize("case", sorted(_cases()))
def test_azimint_matches_numpy(case: str, threads: int) -> None:
    data, radius, npt = _cases()[case]
    f = loopcraft.jit(azimint_naive, num_threads=threads)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # NumPy's mean of an empty slice
        want = azimint_naive(data, radius, npt)
    got = f(data, radius, npt)
    np.testing.assert_array_equal(np.isnan(got), np.isnan(want))
    np.testing.assert_allclose(got, want, rtol=1e-12, equal_nan=True)
    if case in ("empty_bins", "nan_radius"):
        assert np.isnan(want).sum() > npt // 2  # the edge case is really there
    if case == "nan_data":
        assert 0 < np.isnan(want).sum() < npt


def test_azimint_schedule_is_one_parallel_region() -> None:
    """The old schedule ran two parallel regions per bin (the mask, then its count) plus a
    serial select pass; now the compaction is folded into the mean, mask, count and sum are
    one loop with no mask array, and the bin loop is the parallel one."""
    rng = np.random.default_rng(0)
    args = (rng.random(1000), rng.random(1000), 10)
    f = loopcraft.jit(azimint_naive)
    names = [s.transformation for s in f.recipe(*args)]
    assert names.count("fold_compaction") == 1 and names.count("fuse") == 2
    assert "contract" in names and "hoist_check" in names
    assert Step("parallelize", "i") in list(f.recipe(*args))
    program = Recipe(list(f.recipe(*args))).apply(f.lowered(*args))
    (bins,) = [lp for lp in _loops(program) if lp.label == "i"]
    assert bins.kind == "parallel"
    inner = [s for s in walk_stmts(bins.body) if isinstance(s, ir.Loop)]
    assert len(inner) == 1  # mask, count and sum: one pass
    assert not [s for s in walk_stmts(bins.body) if isinstance(s, (ir.Alloc, ir.Raise))]
    c = f.inspect_c(*args)
    # the max of radius and the bin loop (in its bounds-checked and unchecked versions):
    # no region per bin (the old schedule had 7: the mask and the count loops, twice each)
    regions = [ln.strip() for ln in c.splitlines() if "#pragma omp parallel for" in ln]
    assert len(regions) == 3, regions
    assert sum("reduction(lcmax:v__acc1)" in r for r in regions) == 1
    assert all("v__acc4" not in r.split("private")[0] for r in regions)
    assert c.count("#pragma omp simd private(v_mask_r12_s) reduction(+:v__acc4, v__acc9)") == 2


def test_fold_compaction_of_a_sum_is_exact() -> None:
    rng = np.random.default_rng(1)
    x, m = rng.random(301), rng.random(301) < 0.3
    program = lowered(masked_sum, x, m)
    (consumer,) = [lp for lp in _loops(program) if isinstance(lp.stop, ir.Dim)
                   and lp.stop.array == "v"]
    after = get_transformation("fold_compaction").apply(program, consumer.label)
    roundtrip(after)
    assert not [s for s in walk_stmts(after.body) if isinstance(s, ir.Alloc)]
    assert len(_loops(after)) == len(_loops(program)) - 1  # the select loop is gone
    assert_same_results(program, after, x, m)
    assert_same_results(program, after, x, np.zeros(301, bool))  # nothing selected


def test_fold_compaction_refuses_a_compaction_used_elsewhere() -> None:
    x, m = np.arange(10.0), np.arange(10) % 3 == 0
    program = lowered(masked_kept, x, m)
    labels = [lp.label for lp in _loops(program) if isinstance(lp.stop, ir.Dim)]
    refusals = []
    for label in labels:
        with pytest.raises(NoMatchError) as exc:
            get_transformation("fold_compaction").check(program, label)
        refusals.append(str(exc.value))
    assert any("used outside" in r for r in refusals), refusals


def test_hoist_check_refuses_after_a_store() -> None:
    """A store before the check in the body: hoisted, the check would raise before the
    caller's array was written in the first iteration."""
    x, m = np.arange(5.0), np.ones(5, bool)
    program = lowered(store_then_index, np.zeros(3), x, m, 3)
    (outer,) = [lp for lp in _loops(program) if lp.label == "i"]
    with pytest.raises(NoMatchError, match="no shape check"):
        get_transformation("hoist_check").check(program, outer.label)


def test_hoist_check_raises_the_same_error() -> None:
    rng = np.random.default_rng(2)
    data, radius = rng.random(20), rng.random(21)  # mismatched: data[mask] must raise
    f = loopcraft.jit(azimint_naive)
    with pytest.raises(IndexError, match="boolean index did not match"):
        f(data, radius, 5)
    with pytest.raises(IndexError):
        azimint_naive(data, radius, 5)
    assert f(data, radius, 0).shape == (0,)  # no bin, no check: NumPy raises nothing either
    assert azimint_naive(data, radius, 0).shape == (0,)


def test_fuse_refuses_to_move_a_shape_check_past_a_write_to_an_argument() -> None:
    x, m = np.arange(6.0), np.arange(6) % 2 == 0
    program = lowered(write_then_index, np.zeros(6), x, m)
    loops = [lp for lp in program.body.body if isinstance(lp, ir.Loop)]
    first, second = loops[0], loops[1]
    assert any(isinstance(s, ir.If) for s in program.body.body)  # the check stands between
    with pytest.raises(NotAdjacentError, match="shape check"):
        get_transformation("fuse").check(program, first.label, other=second.label)
