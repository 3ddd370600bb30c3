"""Each jit function runs on its own thread count, and a default count obeys the user's limits.

The observable is the generated module's ``last_num_threads()``: the count the calling thread's
last call gave its parallel regions (``num_threads(...)`` clauses) and its BLAS calls.
"""

from __future__ import annotations

import threading

import numpy as np
import pytest
from threadpoolctl import threadpool_info, threadpool_limits

import loopcraft
from loopcraft import config as lc_config
from loopcraft.target import hardware
from loopcraft.target.threads import resolve_num_threads

needs_two_cores = pytest.mark.skipif(hardware.num_cores() < 2, reason="needs 2 cores")


def _scale(x):
    return x * 2.0 + 1.0


def _matmul(A, B):
    return A @ B


def _last_threads(f: loopcraft.JitFunction) -> int:
    (spec,) = f.specializations
    return spec.module.last_num_threads()


def test_num_threads_does_not_leak_between_functions_sharing_a_module() -> None:
    x = np.ones(1000)
    one, two = loopcraft.jit(_scale, num_threads=1), loopcraft.jit(_scale, num_threads=2)
    two(x)
    one(x)
    assert one.specializations[0].module is two.specializations[0].module
    assert _last_threads(one) == 1
    two(x)
    assert _last_threads(two) == 2
    one(x)
    assert _last_threads(one) == 1


def test_two_threads_calling_two_functions_of_one_module_keep_their_counts() -> None:
    x = np.ones(1000)
    funcs = {n: loopcraft.jit(_scale, num_threads=n) for n in (1, 3)}
    for f in funcs.values():
        f(x)  # compile (one module) before the race
    seen: dict[int, set[int]] = {n: set() for n in funcs}
    start = threading.Barrier(len(funcs))

    def work(n: int) -> None:
        f = funcs[n]
        start.wait()
        for _ in range(2000):
            f(x)
            seen[n].add(_last_threads(f))

    threads = [threading.Thread(target=work, args=(n,)) for n in funcs]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert seen == {1: {1}, 3: {3}}


@needs_two_cores
def test_threadpoolctl_limits_cap_the_default_but_not_an_explicit_count() -> None:
    assert any(lib["user_api"] == "openmp" for lib in threadpool_info()), \
        "the OpenMP runtime is loaded with loopcraft, so threadpoolctl can limit it"
    x = np.ones(1000)
    default, explicit = loopcraft.jit(_scale), loopcraft.jit(_scale, num_threads=2)
    # An earlier test in this process may have lowered the calling thread's OpenMP limit
    # (e.g. torch.set_num_threads(1) sets it in the shared OpenMP runtime), which the default
    # count follows by design: start from the machine's count.
    with (threadpool_limits(limits=resolve_num_threads(), user_api="openmp"),
          lc_config.patch(num_threads=0)):  # the probe reads the module's (shared) last call
        default(x)
        assert _last_threads(default) == resolve_num_threads() >= 2
        explicit(x)
        with threadpool_limits(1):
            default(x)
            assert _last_threads(default) == 1
            explicit(x)
            assert _last_threads(explicit) == 2
        default(x)
        assert _last_threads(default) == resolve_num_threads()


def _own_openblas() -> list[dict]:
    return [lib for lib in threadpool_info() if "scipy_openblas32" in lib["filepath"]]


@needs_two_cores
def test_a_blas_kernel_leaves_the_users_blas_limit_in_place() -> None:
    A = np.random.default_rng(0).random((64, 64))
    with lc_config.patch(libop_impl="blas"):
        default, explicit = loopcraft.jit(_matmul), loopcraft.jit(_matmul, num_threads=2)
        np.testing.assert_allclose(default(A, A), A @ A)
    assert _own_openblas(), "a BLAS kernel loads loopcraft's OpenBLAS"
    with threadpool_limits(1, user_api="blas"):
        np.testing.assert_allclose(default(A, A), A @ A)
        np.testing.assert_allclose(explicit(A, A), A @ A)
        assert _last_threads(explicit) == 2
        assert [lib["num_threads"] for lib in _own_openblas()] == [1]
