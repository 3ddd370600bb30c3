"""The ``loopcraft.jit`` dispatcher: specialization, caching across processes, call overhead.

* one specialization per (dtype, rank, layout) signature: new sizes reuse it, new dtypes do not;
* keyword arguments and defaults bind like Python;
* a second process with the same ``LOOPCRAFT_CACHE_DIR`` does not run the C compiler;
* the per-call overhead on tiny inputs is measured and printed (bounded generously);
* ``num_threads=`` / decorator forms; ``inspect_ir`` / ``inspect_c`` show the compiled code.
"""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path
from types import ModuleType

import numpy as np
import pytest

import loopcraft

SRC = str(Path(__file__).resolve().parents[2] / "src")


def axpy(a, x, y):
    return a * x + y


def row_sums(A):
    out = np.zeros(A.shape[0])
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            out[i] += A[i, j]
    return out


def scale_in_place(x, factor):
    x *= factor


# ============================================================================ specialization


def test_new_sizes_do_not_recompile() -> None:
    f = loopcraft.jit(axpy)
    for n in (5, 17, 1000, 3, 64):
        x, y = np.arange(n, dtype=np.float64), np.ones(n)
        np.testing.assert_allclose(f(2.0, x, y), 2.0 * x + 1.0)
    assert f.stats()["compilations"] == 1


def test_new_2d_sizes_do_not_recompile() -> None:
    f = loopcraft.jit(row_sums)
    for shape in [(3, 4), (7, 2), (50, 31), (2, 100)]:
        A = np.random.default_rng(0).random(shape)
        np.testing.assert_allclose(f(A), A.sum(axis=1), rtol=1e-12)
    assert f.stats()["compilations"] == 1


def test_new_scalar_values_do_not_recompile() -> None:
    f = loopcraft.jit(scale_in_place)
    x = np.ones(4)
    for factor in (2.0, 0.5, -3.0):
        f(x, factor)
    np.testing.assert_allclose(x, np.full(4, -3.0))
    assert f.stats()["compilations"] == 1


def test_new_dtype_compiles_a_new_specialization() -> None:
    f = loopcraft.jit(axpy)
    x64 = np.arange(4.0)
    x32 = np.arange(4, dtype=np.float32)
    r64 = f(2.0, x64, x64)
    assert f.stats()["compilations"] == 1
    r32 = f(2.0, x32, x32)
    assert f.stats()["compilations"] == 2
    assert r64.dtype == np.float64 and r32.dtype == np.float32
    np.testing.assert_allclose(r32, 3.0 * x32)
    # alternating between known signatures reuses both (the fast path must not confuse them)
    for _ in range(3):
        assert f(2.0, x64, x64).dtype == np.float64
        assert f(2.0, x32, x32).dtype == np.float32
    assert f.stats()["compilations"] == 2


@pytest.mark.parametrize(
    "second",
    [
        pytest.param((2.0, np.arange(4, dtype=np.int32), np.ones(4, np.int32)), id="int32"),
        pytest.param((2.0, np.ones((2, 3)), np.ones((2, 3))), id="rank"),
        pytest.param((2, np.arange(4.0), np.ones(4)), id="python-int-scalar"),
        pytest.param((np.float32(2), np.arange(4.0), np.ones(4)), id="numpy-scalar"),
    ],
)
def test_each_new_signature_compiles_once(second: tuple) -> None:
    f = loopcraft.jit(axpy)
    f(2.0, np.arange(4.0), np.ones(4))
    expected = axpy(*second)
    for _ in range(2):
        got = f(*second)
        np.testing.assert_allclose(got, expected)
        assert got.dtype == expected.dtype
    assert f.stats()["compilations"] == 2


def test_non_contiguous_layout_reuses_or_adds_one_specialization() -> None:
    f = loopcraft.jit(row_sums)
    base = np.random.default_rng(1).random((6, 10))
    f(np.ascontiguousarray(base[:, ::2]))
    before = f.stats()["compilations"]
    for view in (base[:, ::2], base[:, 1::2], base[::2, ::3], base.T):
        np.testing.assert_allclose(f(view), view.sum(axis=1), rtol=1e-12)
    assert f.stats()["compilations"] <= before + 1


def test_size_one_axes_add_at_most_one_specialization() -> None:
    """An extent-1 axis broadcasts (NumPy), which may need its own code, but only once."""
    f = loopcraft.jit(axpy)
    f(2.0, np.ones((3, 4)), np.ones((3, 4)))
    base = f.stats()["compilations"]
    for n in (3, 7, 12):
        x, y = np.ones((n, 4)), np.arange(4.0).reshape(1, 4)
        np.testing.assert_allclose(f(2.0, x, y), 2.0 * x + y)
    assert f.stats()["compilations"] <= base + 1
    for n in (3, 7, 12):  # other sizes, no size-1 axis: back to the generic specialization
        x, y = np.ones((n, 5)), np.ones((n, 5))
        np.testing.assert_allclose(f(2.0, x, y), 3.0 * x)
    assert f.stats()["compilations"] <= base + 1


def test_size_one_specialization_first_then_general_sizes() -> None:
    """Compiled first for a (1, m) operand, a later (n, m) operand must not be read as (1, m)."""
    f = loopcraft.jit(axpy)
    X = np.ones((3, 4))
    row, full, col = np.arange(4.0).reshape(1, 4), np.arange(12.0).reshape(3, 4), np.ones((3, 1))
    for y in (row, full, row, full):
        np.testing.assert_array_equal(f(2.0, X, y), axpy(2.0, X, y))
    for x, y in ((col, full), (full, full[:1]), (col, row), (full, full)):
        np.testing.assert_array_equal(f(2.0, x, y), axpy(2.0, x, y))


def test_failed_call_does_not_break_the_fast_path() -> None:
    f = loopcraft.jit(axpy)
    x = np.arange(3.0)
    np.testing.assert_allclose(f(1.0, x, x), 2 * x)
    with pytest.raises(ValueError):
        f(1.0, x, np.ones(4))
    with pytest.raises(loopcraft.ArgumentError):
        f(1.0, x, [1, 2, 3])
    np.testing.assert_allclose(f(1.0, x, x), 2 * x)
    assert f.stats()["compilations"] == 1


# ============================================================================ binding


def with_defaults(x, scale=2.0, shift=1, flag=True):
    if flag:
        return x * scale + shift
    return x - shift


@pytest.mark.parametrize(
    "args, kwargs",
    [
        pytest.param((), {}, id="all-defaults"),
        pytest.param((3.0,), {}, id="positional"),
        pytest.param((), {"scale": 0.5}, id="keyword"),
        pytest.param((), {"shift": 4, "flag": False}, id="two-keywords"),
        pytest.param((0.5, 2, False), {}, id="all-positional"),
        pytest.param((), {"flag": np.bool_(False)}, id="numpy-bool-keyword"),
    ],
)
def test_keyword_arguments_and_defaults(args: tuple, kwargs: dict) -> None:
    x = np.arange(5.0)
    f = loopcraft.jit(with_defaults)
    got = f(x, *args, **kwargs)
    expected = with_defaults(x, *args, **kwargs)
    np.testing.assert_allclose(got, expected)
    assert got.dtype == expected.dtype


def test_all_arguments_by_keyword() -> None:
    x, y = np.arange(5.0), np.arange(5.0)
    f = loopcraft.jit(axpy)
    np.testing.assert_allclose(f(y=y, x=x, a=3.0), 4 * x)
    np.testing.assert_allclose(f(3.0, x, y=np.ones(5)), 3 * x + 1)
    assert f.stats()["compilations"] == 1


def test_jit_wraps_the_function() -> None:
    f = loopcraft.jit(with_defaults)
    assert f.__name__ == "with_defaults"
    assert f.__wrapped__ is with_defaults or f.py_func is with_defaults
    assert "with_defaults" in repr(f)


# ============================================================================ decorator forms


def _kernel_for_forms(x):
    return x * 2.0 + 1.0


@pytest.mark.parametrize(
    "make",
    [
        pytest.param(lambda: loopcraft.jit(_kernel_for_forms), id="call"),
        pytest.param(lambda: loopcraft.jit()(_kernel_for_forms), id="empty-parens"),
        pytest.param(lambda: loopcraft.jit(num_threads=1)(_kernel_for_forms), id="num_threads=1"),
        pytest.param(lambda: loopcraft.jit(num_threads=2)(_kernel_for_forms), id="num_threads=2"),
        pytest.param(lambda: loopcraft.jit(_kernel_for_forms, num_threads=2, cache=False),
                     id="cache=False"),
    ],
)
def test_decorator_forms(make: object) -> None:
    f = make()  # type: ignore[operator]
    x = np.random.default_rng(2).random(200_000)  # large enough for the parallel path
    np.testing.assert_allclose(f(x), x * 2.0 + 1.0)


def test_num_threads_rejects_nonsense() -> None:
    with pytest.raises((loopcraft.ArgumentError, ValueError, TypeError)):
        loopcraft.jit(num_threads=0)(_kernel_for_forms)(np.ones(3))


def parallel_sum(A):
    s = 0.0
    for i in range(A.shape[0]):
        for j in range(A.shape[1]):
            s += A[i, j]
    return s


@pytest.mark.parametrize("threads", [1, 2, 3])
def test_num_threads_gives_the_same_result(threads: int) -> None:
    A = np.random.default_rng(3).random((400, 300))
    f = loopcraft.jit(num_threads=threads)(parallel_sum)
    np.testing.assert_allclose(f(A), A.sum(), rtol=1e-10)


def test_cache_false_writes_nothing_to_the_cache_dir(private_cache: Path) -> None:
    before = set(private_cache.rglob("*"))  # the kernels earlier tests built (linked in)
    f = loopcraft.jit(cache=False)(_kernel_for_forms)
    np.testing.assert_allclose(f(np.ones(3)), [3.0] * 3)
    written = [p for p in set(private_cache.rglob("*")) - before if p.is_file()]
    assert not written, f"cache=False wrote {written}"


# ============================================================================ inspection


def test_inspect_ir_and_c() -> None:
    f = loopcraft.jit(row_sums)
    A = np.ones((3, 4))
    ir_text = f.inspect_ir(A)
    c_text = f.inspect_c(A)
    assert "def row_sums" in ir_text
    assert "@i" in ir_text and "@j" in ir_text, f"loop labels missing from the IR:\n{ir_text}"
    assert "for i in" in ir_text and "for j in" in ir_text
    assert "#pragma omp" in c_text, "no OpenMP pragma in the generated C"
    assert "PyInit_" in c_text
    assert f.stats()["compilations"] == 1
    np.testing.assert_allclose(f(A), [4.0] * 3)
    # inspecting an existing specialization neither recompiles nor changes it
    assert f.inspect_ir(np.ones((5, 6))) == ir_text
    assert f.inspect_c(np.ones((5, 6))) == c_text
    assert f.stats()["compilations"] == 1


def test_specialize_is_the_public_view_of_a_call() -> None:
    """What the tuner, ``explain`` and the benchmarks read: the bound arguments, their
    signature (unit broadcast axes included), the lowered program and what was compiled."""
    f = loopcraft.jit(axpy)
    x, row = np.ones((3, 4)), np.arange(4.0).reshape(1, 4)
    call = f.specialize((2.0, x), {"y": row})
    assert call.name == "axpy" and call.args == (2.0, x, row) and call.args[1] is x
    assert call.compiled is f.specializations[-1] and call.signature == call.compiled.args
    assert call.signature[2].unit_axes and call.weak == (True,)
    assert call.lowered == f.lowered(2.0, x, row) and call.recipe == f.recipe(2.0, x, row)
    assert call.program is call.compiled.program and call.module is call.compiled.module
    assert call.threads >= 1 and call.use_cache and call.boundscheck
    compilations = f.stats()["compilations"]
    lazy = loopcraft.jit(axpy).specialize((2.0, x, row), compile=False)
    assert lazy.compiled is None and lazy.signature == call.signature
    assert lazy.lowered == call.lowered and f.stats()["compilations"] == compilations
    with pytest.raises(ValueError, match="compiled nothing"):
        lazy.recipe  # noqa: B018


def test_inspect_differs_per_signature() -> None:
    f = loopcraft.jit(axpy)
    ir64 = f.inspect_ir(2.0, np.ones(3), np.ones(3))
    ir32 = f.inspect_ir(2.0, np.ones(3, np.float32), np.ones(3, np.float32))
    assert "f64" in ir64 and "f32" in ir32 and ir64 != ir32
    assert "float" in f.inspect_c(2.0, np.ones(3, np.float32), np.ones(3, np.float32))
    assert f.stats()["compilations"] == 2


def elementwise_2d(A, B):
    return np.sqrt(A * A + B * B)


def test_large_nest_is_parallel_in_ir_and_c() -> None:
    f = loopcraft.jit(elementwise_2d)
    A = np.ones((300, 300))
    assert "parallel" in f.inspect_ir(A, A)
    assert "#pragma omp parallel" in f.inspect_c(A, A)


# ============================================================================ cross-process cache

_CHILD = textwrap.dedent(
    """
    import json, sys
    import numpy as np
    sys.path.insert(0, sys.argv[1])
    import lc_cached_kernels as m
    from loopcraft.target import toolchain
    x = np.arange(6.0)
    out = m.kernel(x, 3.0)
    print(json.dumps({"compiles": toolchain.compile_count, "result": out.tolist(),
                      "compilations": m.kernel.stats()["compilations"]}))
    """
)

_MODULE = textwrap.dedent(
    """
    import numpy as np
    import loopcraft


    @loopcraft.jit
    def kernel(x, s):
        y = np.empty_like(x)
        for i in range(x.shape[0]):
            y[i] = x[i] * s + i
        return y
    """
)


def _run_child(module_dir: Path, cache_dir: Path) -> dict:
    env = dict(os.environ, LOOPCRAFT_CACHE_DIR=str(cache_dir),
               PYTHONPATH=os.pathsep.join([SRC, os.environ.get("PYTHONPATH", "")]))
    env.pop("LOOPCRAFT_DISABLE_CACHE", None)
    proc = subprocess.run([sys.executable, "-c", _CHILD, str(module_dir)], env=env,
                          capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout.strip().splitlines()[-1])


def test_second_process_does_not_invoke_the_compiler(tmp_path: Path) -> None:
    module_dir = tmp_path / "mod"
    module_dir.mkdir()
    (module_dir / "lc_cached_kernels.py").write_text(_MODULE)
    cache_dir = tmp_path / "cache"
    expected = (np.arange(6.0) * 3.0 + np.arange(6)).tolist()
    first = _run_child(module_dir, cache_dir)
    assert first["result"] == expected
    assert first["compiles"] >= 1, "the first process should have compiled"
    second = _run_child(module_dir, cache_dir)
    assert second["result"] == expected
    assert second["compiles"] == 0, "a cached call from a new process ran the C compiler"
    assert second["compilations"] == 1  # a specialization was loaded (from disk) all the same
    # a different cache directory is a different cache: that process compiles again
    third = _run_child(module_dir, tmp_path / "other-cache")
    assert third["compiles"] >= 1


# ============================================================================ call overhead


def tiny(a, b):
    return a + b


def tiny_inplace(a, b):
    a += b


@pytest.mark.parametrize("func", [tiny, tiny_inplace], ids=["return", "in-place"])
def test_call_overhead_on_tiny_inputs(func: object) -> None:
    f = loopcraft.jit(func)
    a, b = np.ones(4), np.ones(4)
    f(a, b)
    n = 20_000
    best = float("inf")
    for _ in range(5):
        t0 = time.perf_counter()
        for _ in range(n):
            f(a, b)
        best = min(best, (time.perf_counter() - t0) / n)
    t0 = time.perf_counter()
    for _ in range(n):
        np.add(a, b)
    numpy_call = (time.perf_counter() - t0) / n
    print(f"\nloopcraft call overhead ({func.__name__}, 2 arrays of 4): {best * 1e6:.2f} µs "
          f"(np.add on the same arrays: {numpy_call * 1e6:.2f} µs)")
    assert best < 50e-6, f"call overhead {best * 1e6:.1f} µs"
    assert f.stats()["compilations"] == 1


# ============================================================================ constants, memory

SCALE = 2.0


def uses_global_constant(a):
    return a * SCALE


def _make_scaler(k):
    def scaler(a):
        return a * k

    return scaler


def test_closure_constants_are_part_of_the_specialization() -> None:
    """Same source, different closure values: two different kernels (no stale cache hit)."""
    f3, f4 = loopcraft.jit(_make_scaler(3.0)), loopcraft.jit(_make_scaler(4.0))
    np.testing.assert_array_equal(f3(np.ones(2)), [3.0, 3.0])
    np.testing.assert_array_equal(f4(np.ones(2)), [4.0, 4.0])


def test_module_global_read_at_compile_time(monkeypatch: pytest.MonkeyPatch) -> None:
    """A global number is read when a new jit object compiles (like Numba): no stale cache."""
    np.testing.assert_array_equal(loopcraft.jit(uses_global_constant)(np.ones(2)), [2.0, 2.0])
    monkeypatch.setitem(globals(), "SCALE", 5.0)
    np.testing.assert_array_equal(loopcraft.jit(uses_global_constant)(np.ones(2)), [5.0, 5.0])


def _rss_mb() -> float:
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 1e6


def returns_new(a):
    return a * 2.0


def returns_view_of_local(a):
    b = a * 2.0
    return b[::2]


def returns_tuple(a):
    b = a + 1.0
    return b, b[1:], a.sum()


def raises_after_alloc(a, b):
    c = a * 2.0
    return c + b


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="needs /proc")
@pytest.mark.parametrize("func", [returns_new, returns_view_of_local, returns_tuple])
def test_results_are_freed(func: object) -> None:
    """400 calls returning 2 MB each: memory must not grow by anything like 800 MB."""
    f = loopcraft.jit(func)
    x = np.ones(250_000)
    for _ in range(20):
        f(x)
    before = _rss_mb()
    for _ in range(400):
        r = f(x)
    del r
    growth = _rss_mb() - before
    print(f"\nRSS growth after 400 calls of {func.__name__}: {growth:.1f} MB")
    assert growth < 100, f"{growth:.0f} MB retained: results are leaked"


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="needs /proc")
def test_failing_calls_free_their_temporaries() -> None:
    f = loopcraft.jit(raises_after_alloc)
    x, bad = np.ones(250_000), np.ones(3)
    np.testing.assert_array_equal(f(np.ones(2), np.ones(2)), [3.0, 3.0])
    for _ in range(20):
        with pytest.raises(ValueError):
            f(x, bad)
    before = _rss_mb()
    for _ in range(400):
        with pytest.raises(ValueError):
            f(x, bad)
    growth = _rss_mb() - before
    assert growth < 100, f"{growth:.0f} MB retained by calls that raised"


def test_large_results_sit_on_huge_page_boundaries() -> None:
    """A buffer of 4 MiB or more is 2 MiB-aligned (its 64-byte header first) and advised
    for huge pages, as NumPy's: 4 KiB pages cost a page fault per 4 KiB written."""
    f = loopcraft.jit(returns_new)
    big, small = f(np.ones(1_000_000)), f(np.ones(1000))
    assert (big.ctypes.data - 64) % (2 << 20) == 0
    np.testing.assert_array_equal(big[:3], [2.0] * 3)
    assert small.ctypes.data % 64 == 0


def test_results_are_independent_between_calls() -> None:
    """A returned array is not reused as the output buffer of the next call."""
    f = loopcraft.jit(returns_new)
    r1 = f(np.ones(3))
    r2 = f(np.full(3, 5.0))
    np.testing.assert_array_equal(r1, [2.0] * 3)
    np.testing.assert_array_equal(r2, [10.0] * 3)
    assert not np.shares_memory(r1, r2)


# ============================================================================ concurrency


def test_concurrent_first_calls_from_threads() -> None:
    """Several threads calling a not-yet-compiled function: all get correct results."""
    f = loopcraft.jit(axpy)
    x = np.arange(100.0)
    results: list = [None] * 4
    errors: list = []

    def worker(k: int) -> None:
        try:
            results[k] = f(float(k), x, x)
        except Exception as e:  # noqa: BLE001 - reported below
            errors.append(e)

    threads = [threading.Thread(target=worker, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors
    for k in range(4):
        np.testing.assert_allclose(results[k], k * x + x)


_MODULE_V1 = '''import numpy as np
import loopcraft


def offset(a):
    return a + 1.0


@loopcraft.jit
def scale(a):
    return offset(a) * 2.0
'''

_MODULE_V2 = '''import numpy as np
import loopcraft


def offset(a):
    return a - 100.0


@loopcraft.jit
def scale(a, b):
    return offset(a) * b
'''


def _import_then_edit(tmp_path: Path, name: str, before: str, after: str) -> ModuleType:
    """Import a module written to ``tmp_path``, then overwrite its file (as an editor does)."""
    path = tmp_path / f"{name}.py"
    path.write_text(before)
    sys.path.insert(0, str(tmp_path))
    try:
        module = importlib.import_module(name)
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop(name, None)
    path.write_text(after)
    return module


def test_a_source_file_edited_after_import_compiles_the_function_python_runs(
        tmp_path: Path) -> None:
    """Python keeps running the imported function (and its helper); loopcraft compiles from
    the text the file had when the function was created, not the edited one."""
    module = _import_then_edit(tmp_path, "edited_after_import", _MODULE_V1, _MODULE_V2)
    a = np.arange(3.0)
    np.testing.assert_array_equal(module.scale(a), (a + 1.0) * 2.0)


def test_a_helper_edited_with_no_copy_of_its_text_is_a_clear_error(tmp_path: Path) -> None:
    """A plain function's file changed and loopcraft kept no copy (no jit function in that
    file): an UnsupportedSyntaxError saying so, not an InternalError or the edited code."""
    bump = _import_then_edit(tmp_path, "edited_helper_module",
                             "def bump(a):\n    return a + 1.0\n",
                             "def bump(a):\n    return a + 2.0\n").bump

    def uses_bump(a):
        return bump(a)

    with pytest.raises(loopcraft.UnsupportedSyntaxError,
                       match="the source of 'bump' was edited after it was imported") as e:
        loopcraft.jit(uses_bump)(np.arange(3.0))
    assert "importlib.reload" in e.value.hint
