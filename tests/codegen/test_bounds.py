"""Bounds checking (``loopcraft.codegen.bounds``): every out-of-bounds index raises NumPy's
IndexError and the process lives; indices in range never raise, however the loops run."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import loopcraft

CASES = Path(__file__).with_name("bounds_cases.py")


@pytest.fixture(scope="module")
def oob_results() -> dict[str, dict]:
    """Run every out-of-bounds case in a child process, once."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    proc = subprocess.run([sys.executable, str(CASES)], capture_output=True, text=True,
                          timeout=600, env=env)
    assert proc.returncode == 0, f"child died ({proc.returncode}):\n{proc.stderr[-3000:]}"
    rows = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    return {r["case"]: r for r in rows}


@pytest.mark.parametrize("case, value, size, index", [
    ("read", 10, 5, "index 10"),
    ("read_far", 1000000, 5, "index 1000000"),
    ("write_loop", 7, 5, "index i"),
    ("gather", 7, 5, "index idx[i]"),
    ("scatter", 9, 5, "index idx[i]"),
    ("scatter_statement", 9, 5, "array x, index idx["),
    ("scatter_add", -6, 5, "array x, index idx["),
    ("add_at", 5, 5, "array x, index idx["),
    ("scatter_rows", 5, 4, "array A, index idx["),
    ("scatter_loop", 7, 5, "array x, index idx[i]"),
    ("index_written", 6, 5, "array x, index idx[i]"),
    ("slice", 3, 1, "index 3"),
    ("negative", -7, 5, "index k"),
    ("gather_uint32", 7, 5, "index i64(idx[i])"),
    ("scatter_uint8", 9, 5, "index i64(idx[i])"),
    ("unsigned_scalar", 9, 5, "index i64(k)"),
    ("parallel", 1000005, 1000000, "index idx[i]"),
    ("microkernel_operands", 79, 50, "array C"),
])
def test_out_of_bounds_raises_index_error(oob_results: dict[str, dict], case: str, value: int,
                                          size: int, index: str) -> None:
    r = oob_results[case]
    assert r.get("type") == "IndexError", r
    assert f"index {value} is out of bounds for axis 0 with size {size}" in r["message"]
    assert index in r["message"]
    assert "bounds_cases.py\", line" in r["message"], r["message"]  # the user's line


def test_unsigned_index_past_int64_is_not_wrapped(oob_results: dict[str, dict]) -> None:
    """2**64 - 1 is -1 as int64: read as a negative index, it would wrap to the last element.
    ``x[idx[i]]`` is a scalar subscript, which NumPy converts to a C long: OverflowError."""
    r = oob_results["uint64_past_int64"]
    x, idx = np.ones(5), np.array([2**64 - 1], np.uint64)
    with pytest.raises(OverflowError) as numpy_error:
        x[idx[0]]
    assert r.get("type") == "OverflowError", r
    assert r["message"] == str(numpy_error.value)


def test_hoisted_check_writes_nothing(oob_results: dict[str, dict]) -> None:
    r = oob_results["write_loop"]
    assert "checked before the loop ran" in r["message"]
    assert r["untouched"] is True


@pytest.mark.parametrize("case", ["scatter", "scatter_statement", "scatter_add", "add_at",
                                  "scatter_rows", "scatter_loop", "parallel"])
def test_scatter_with_a_bad_index_writes_nothing(oob_results: dict[str, dict], case: str) -> None:
    """As NumPy: every index through an index array is checked before the first store (the
    bad one is in the middle; a parallel gather's loop writes ``out``)."""
    assert oob_results[case]["untouched"] is True, oob_results[case]


def test_index_array_written_in_the_loop_is_checked_where_used(
        oob_results: dict[str, dict]) -> None:
    """``idx[i]`` exists only once the loop has computed it: the iterations before the bad
    one have stored their element, as the same loop run by Python does."""
    r = oob_results["index_written"]
    assert "nothing was written" not in r["message"]
    x, idx = np.zeros(5), np.array([0, 1, 3, 2])
    with pytest.raises(IndexError):
        _py_index_written(x, idx)
    assert r["state"] == x.tolist() == [1.0, 0.0, 1.0, 0.0, 0.0]


def _py_index_written(x, idx):  # type: ignore[no-untyped-def]
    for i in range(idx.shape[0]):
        idx[i] = idx[i] * 2
        x[idx[i]] = 1.0


# --------------------------------------------------------------------- no false alarms


@loopcraft.jit
def _triangle(a):
    n = a.shape[0]
    s = 0.0
    for i in range(n):
        for j in range(i + 1, n):
            s += a[i, j] - 2.0 * a[j, i]
    return s


@loopcraft.jit
def _guarded(a, n):
    s = 0.0
    for i in range(n):
        if i < a.shape[0]:
            s += a[i]
        if i > 0 and a[i - 1] > 0.5 if i <= a.shape[0] else False:
            s += 1.0
    return s


@loopcraft.jit
def _strided(a):
    s = 0.0
    for i in range(0, a.shape[0] - 1, 2):
        s += a[i + 1] - a[i]
    for i in range(a.shape[0] - 1, -1, -3):
        s += a[i]
    return s


@loopcraft.jit
def _wraps(a, k):
    out = np.empty(k)
    for i in range(k):
        out[i] = a[i - k]
    return out


@loopcraft.jit
def _while(a):
    i = 0
    s = 0.0
    while i < a.shape[0] and a[i] >= 0.0:
        s += a[i]
        i += 1
    return s


@loopcraft.jit
def _switched(a, b, on):
    for i in range(b.shape[0]):
        if on:
            a[i] = b[i]


@loopcraft.jit
def _pairs(out, a):
    for i in range(a.shape[0]):
        out[i // 2] += a[i]


@loopcraft.jit
def _knapsack(values, weights, capacity):
    best = np.zeros(capacity + 1, dtype=np.int64)
    for i in range(weights.shape[0]):
        wi = weights[i]
        for c in range(capacity, wi - 1, -1):
            cand = best[c - wi] + values[i]
            if cand > best[c]:
                best[c] = cand
    return best[capacity]


@loopcraft.jit
def _pool(out, a, stride):
    for i in range(0, a.shape[0], stride):
        out[i // stride] = a[i]


@loopcraft.jit
def _boundary(out, a):
    n = a.shape[0]
    for k in range(n):
        if k == 0:
            out[k] = a[k]
        elif k < n - 1:
            out[k] = a[k - 1] + a[k + 1]
        else:
            out[k] = a[k - 1]


def _py(f):
    return f.py_func


@pytest.mark.parametrize("f, args", [
    (_triangle, (np.arange(49.0).reshape(7, 7),)),
    (_triangle, (np.ones((1, 1)),)),
    (_triangle, (np.ones((0, 0)),)),
    (_guarded, (np.linspace(0, 1, 6), 9)),
    (_guarded, (np.ones(0), 3)),
    (_strided, (np.arange(10.0),)),
    (_strided, (np.arange(1.0),)),
    (_strided, (np.ones(0),)),
    (_wraps, (np.arange(6.0), 4)),
    (_wraps, (np.arange(6.0), 6)),
    (_while, (np.array([1.0, 2.0, -1.0, 3.0]),)),
    (_while, (np.array([1.0, 2.0]),)),
    (_switched, (np.zeros(2), np.ones(5), False)),
    (_pairs, (np.zeros(2), np.arange(4.0))),
    (_pairs, (np.zeros(3), np.arange(5.0))),
    (_knapsack, (np.array([3, 4, 5]), np.array([2, 3, 4]), 6)),
    (_pool, (np.zeros(3), np.arange(7.0), 3)),
    (_pool, (np.zeros(3), np.arange(5.0), 2)),
    (_boundary, (np.zeros(6), np.arange(6.0))),
    (_boundary, (np.zeros(1), np.arange(1.0))),
])
def test_indices_in_range_never_raise(f, args) -> None:  # type: ignore[no-untyped-def]
    mine = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
    expected = _py(f)(*args)
    got = f(*mine)
    if expected is None:
        assert got is None
    else:
        np.testing.assert_allclose(got, expected)
    for x, y in zip(mine, args, strict=True):  # in-place updates too
        if isinstance(x, np.ndarray):
            np.testing.assert_allclose(x, y)


@pytest.mark.parametrize("f, args, message", [
    (_switched, (np.zeros(2), np.ones(5), True), "index 4 is out of bounds for axis 0 with size 2"),
    (_pairs, (np.zeros(2), np.arange(5.0)), "index 2 is out of bounds for axis 0 with size 2"),
    (_knapsack, (np.zeros(2, np.int64), np.array([2, -3]), 6),
     "index 9 is out of bounds for axis 0 with size 7"),
    (_pool, (np.zeros(2), np.arange(7.0), 3), "index 2 is out of bounds for axis 0 with size 2"),
    (_boundary, (np.zeros(4), np.arange(6.0)), "index 4 is out of bounds for axis 0 with size 4"),
])
def test_hoisted_ranges_raise_exactly(f, args, message) -> None:  # type: ignore[no-untyped-def]
    """Each range is exact (an invariant ``if``, a panel index ``i // 2``, a wrap-around
    against an extent the frontend spelled ``capacity + 1``, ``if``s that bound the loop
    variable): it raises before the loop."""
    with pytest.raises(IndexError, match=message):
        f(*args)
    assert not args[0].any()


@loopcraft.jit
def _scatters(x, y, z, w, idx, v):
    x[idx] = v  # a repeated index: the last value wins
    y[idx] += v  # buffered: a repeated index is updated once
    np.add.at(z, idx, v)  # unbuffered: once per occurrence
    for i in range(idx.shape[0]):
        w[idx[i]] += v[i]
    return x[idx] * 2.0


def test_scatters_and_gathers_in_range_match_numpy() -> None:
    """Negative and repeated indices, through the scans that check them."""
    idx, v = np.array([0, -1, 3, -1, 0, 2]), np.arange(1.0, 7.0)
    mine, ref = [np.arange(5.0) for _ in range(4)], [np.arange(5.0) for _ in range(4)]
    np.testing.assert_array_equal(_scatters(*mine, idx, v), _scatters.py_func(*ref, idx, v))
    for got, want in zip(mine, ref, strict=True):
        np.testing.assert_array_equal(got, want)
    # each of the 4 stores is scanned (a copy of its loop, and the copy that finds the bad
    # index); the gather of x[idx] into a new array is checked where it is used
    assert _scatters.inspect_c(*mine, idx, v).count("_scan */") == 8


def test_wrapped_index_out_of_range_raises() -> None:
    with pytest.raises(IndexError, match="index -7 is out of bounds for axis 0 with size 6"):
        _wraps(np.arange(6.0), 7)


def test_a_too_short_argument_of_a_parallel_loop_raises() -> None:
    @loopcraft.jit
    def scale(out, x):
        for i in range(x.shape[0]):
            out[i] = 2.0 * x[i]

    out = np.zeros(200_000)
    with pytest.raises(IndexError, match="array out, index i"):
        scale(out, np.ones(300_000))
    assert not out.any()  # checked before the loop ran
    scale(out, np.ones(200_000))
    assert (out == 2.0).all()


def test_boundscheck_off_emits_no_checks() -> None:
    def first(a, i):
        return a[i]

    on, off = loopcraft.jit(first), loopcraft.jit(first, boundscheck=False)
    assert "lc_oob_fail" in on.inspect_c(np.ones(3), 1)
    assert "lc_oob_fail" not in off.inspect_c(np.ones(3), 1)
    assert off(np.arange(3.0), 2) == 2.0
    with pytest.raises(ValueError, match="boundscheck"):
        loopcraft.jit(first, boundscheck="yes")


def test_environment_turns_checks_off() -> None:
    script = (
        "import numpy as np, loopcraft\n"
        "from loopcraft.config import config\n"
        "print(config.boundscheck)\n")
    env = {**os.environ, "LOOPCRAFT_BOUNDSCHECK": "0",
           "PYTHONPATH": os.pathsep.join(sys.path)}
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                         env=env, timeout=120, check=True).stdout
    assert out.strip() == "False"


@loopcraft.jit
def _slow_copy(a, b, m):
    s = 0.0
    for i in range(b.shape[0]):
        if b[0] > 100.0:  # a test on data: b[i + 5] is checked over all i, which fails
            s += b[i + 5]
        mi = m + i - i  # set in the loop: a[k] is checked before the k loop, not the i loop
        for k in range(mi):
            s += a[k]
            if s > 1e300:
                s -= a[k]
    return s


def test_a_loops_checked_copy_checks_what_its_fast_copy_hoists() -> None:
    """The loose range of ``b[i + 5]`` fails, so the loop runs its checked copy; ``a[k]``,
    hoisted before the ``k`` loop in the fast copy, must be checked there too."""
    b = np.ones(7)
    assert _slow_copy(np.ones(3), b, 3) == _slow_copy.py_func(np.ones(3), b, 3)
    with pytest.raises(IndexError, match="index 3 is out of bounds for axis 0 with size 3"):
        _slow_copy(np.ones(3), b, 4)
