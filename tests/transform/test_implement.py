"""implement: golden IR of the loops expansion, the implementation registry, fresh labels,
illegal cases, and compiled results equal to NumPy's matmul."""

from __future__ import annotations

import random

import numpy as np
import pytest

from loopcraft import libops
from loopcraft.errors import InvalidParameterError, LoopNotFoundError, NotApplicableError
from loopcraft.ir import nodes as ir
from loopcraft.ir.verify import verify
from loopcraft.ir.walk import walk_stmts
from loopcraft.libops.microkernel import block_sizes, supported_isas
from loopcraft.transform import Step, get_transformation
from sampling import native_isa_first

from .util import before_after, lowered, roundtrip, run


def chain(A, B, D):
    return (A @ B) @ D


def taken_labels(A, B, D):
    s = 0.0
    for mm1_i in range(3):  # a loop labelled like the first expansion's product loop
        s += mm1_i
    return (A @ B) @ D, s


def data(*shape: int, seed: int = 0) -> np.ndarray:
    """Multiples of 1/4: every product and partial sum is exact, so any summation order gives
    NumPy's result bit for bit."""
    return np.random.default_rng(seed).integers(-8, 9, shape) / 4


def labels(p: ir.Program) -> list[str]:
    return [s.label for s in walk_stmts(p.body) if isinstance(s, ir.Loop)]


def test_implement_golden(golden) -> None:
    p = lowered(chain, data(3, 4), data(4, 5), data(5, 2))
    assert get_transformation("implement").targets(p) == ["matmul#0", "matmul#1"]
    q = Step("implement", "matmul#1", impl="loops").apply(p)
    verify(q)
    golden("transform/implement.txt", before_after(p, q, "implement('matmul#1', impl='loops')"))
    assert get_transformation("implement").targets(q) == ["matmul#0"]
    r = Step("implement", "matmul#0", impl="loops").apply(q)
    verify(r)
    assert labels(r)[:2] == ["mm2_zero_i", "mm2_zero_j"]  # mm1 is taken by the first expansion
    assert labels(r) == labels(Step("implement", "matmul#0", impl="loops").apply(q))


@pytest.mark.parametrize("m,k,n,r", [(37, 29, 41, 3), (2, 3, 2, 2), (5, 0, 4, 2),
                                     (0, 3, 2, 2), (16, 8, 32, 5)])
def test_implement_results(m: int, k: int, n: int, r: int) -> None:
    A, B, D = data(m, k), data(k, n, seed=1), data(n, r, seed=2)
    p = lowered(chain, A, B, D)  # (no extents of 1: those would be broadcast axes)
    q = Step("implement", "matmul#0", impl="loops").apply(
        Step("implement", "matmul#0", impl="loops").apply(p))
    assert not any(isinstance(s, ir.LibCall) for s in walk_stmts(q.body))
    *_, got = run(q, A, B, D)
    np.testing.assert_array_equal(got, (A @ B) @ D)


def test_implement_labels_are_fresh() -> None:
    args = data(3, 4), data(4, 5), data(5, 2)
    p = lowered(taken_labels, *args)
    assert "mm1_i" in labels(p)
    q = Step("implement", "matmul#0", impl="loops").apply(p)
    verify(q)
    assert "mm2_i" in labels(q) and len(set(labels(q))) == len(labels(q))
    q = Step("implement", "matmul#0", impl="loops").apply(q)
    verify(q)
    (got, s) = run(q, *args)[-1]
    np.testing.assert_array_equal(got, (args[0] @ args[1]) @ args[2])
    assert s == 3.0
    # the default lowering picks the same fresh prefixes
    assert labels(libops.expand_libcalls(p)) == labels(q)


def test_implement_registry(monkeypatch: pytest.MonkeyPatch) -> None:
    p = lowered(chain, data(3, 4), data(4, 5), data(5, 2))
    assert libops.available_implementations("matmul") == ["loops", "microkernel", "blas"]
    monkeypatch.delitem(libops.IMPLEMENTATIONS, ("matmul", "microkernel"))
    with pytest.raises(NotApplicableError,
                       match=r"^implement\(matmul#0\): no 'microkernel' implementation of "
                             r"matmul is available yet \(available: loops, blas\)$"):
        Step("implement", "matmul#0", impl="microkernel").apply(p)
    # a registered implementation just works
    loops = libops.IMPLEMENTATIONS[("matmul", "loops")]
    monkeypatch.setitem(libops.IMPLEMENTATIONS, ("matmul", "microkernel"),
                        lambda call, arrays, prefix, **options: loops(call, arrays, prefix))
    assert libops.available_implementations("matmul") == ["loops", "microkernel", "blas"]
    q = Step("implement", "matmul#0", impl="microkernel").apply(p)
    assert get_transformation("implement").targets(q) == ["matmul#0"]


def test_implement_illegal_cases() -> None:
    p = lowered(chain, data(3, 4), data(4, 5), data(5, 2))
    with pytest.raises(InvalidParameterError,
                       match=r"^implement\(matmul#1\): mc, kc apply to impl='microkernel' "
                             r"only$"):
        Step("implement", "matmul#1", impl="blas", mc=8, kc=4).apply(p)
    with pytest.raises(NotApplicableError,
                       match=r"^implement\(matmul#0\): isa='sse9' is not one of auto, avx512, "
                             r"avx2, generic$"):
        Step("implement", "matmul#0", impl="microkernel", isa="sse9").apply(p)
    with pytest.raises(NotApplicableError,
                       match=r"^implement\(matmul#0\): kc=-1 must be positive"):
        Step("implement", "matmul#0", impl="microkernel", kc=-1).apply(p)
    with pytest.raises(InvalidParameterError,
                       match=r"^implement\(matmul#0\): impl='fast' is not one of loops, "
                             r"microkernel, blas$"):
        Step("implement", "matmul#0", impl="fast").apply(p)
    with pytest.raises(LoopNotFoundError,
                       match=r"^implement\(matmul#2\): no library call 'matmul#2' \(there are: "
                             r"matmul#0, matmul#1\)$"):
        Step("implement", "matmul#2", impl="loops").apply(p)
    with pytest.raises(InvalidParameterError, match=r"missing parameter 'impl'"):
        Step("implement", "matmul#0").apply(p)


def test_implement_sample_params() -> None:
    p = lowered(chain, data(3, 4), data(4, 5), data(5, 2))
    t = get_transformation("implement")
    rng = random.Random(3)
    seen = {t.sample_params(p, "matmul#0", rng)["impl"] for _ in range(30)}
    assert "loops" in seen and seen <= set(libops.IMPLEMENTATION_KINDS)
    t.check(p, "matmul#0", impl="loops")


# ----------------------------------------------------------------------------- impl="blas"


def matmul(A, B):
    return A @ B


def int_matmul(A, B):
    return A @ B


def _kernel(fn, *args, **params):
    p = lowered(fn, *args)
    q = Step("implement", "matmul#0", **params).apply(p)
    verify(q)
    return q


#: The kernel implementations: BLAS, and the micro-kernel of each ISA this CPU has, with the
#: derived blocks and with tiny ones (several blocks along every axis, edge tiles everywhere).
KERNELS = native_isa_first([{"impl": "blas"}, {"impl": "microkernel"},
                            *({"impl": "microkernel", "isa": isa, "mc": 5, "kc": 3, "nc": 7}
                              for isa in supported_isas())])


@pytest.mark.sample(every=3)
@pytest.mark.parametrize("params", KERNELS, ids=lambda d: "-".join(map(str, d.values())))
@pytest.mark.parametrize("layout", ["c", "a_transposed", "b_transposed", "strided", "empty_k",
                                    "empty_m", "vector_like", "batched", "float32",
                                    "whole_panels"])
def test_kernel_results_match_numpy(params: dict, layout: str) -> None:
    """Every operand layout: row-major and transposed operands go to OpenBLAS with a leading
    dimension, layouts it cannot describe (no unit stride) take the helper's plain loops; the
    micro-kernel packs any strides."""
    rng = np.random.default_rng(5)
    a, b = rng.random((13, 9)), rng.random((9, 11))
    if layout == "a_transposed":
        a = rng.random((9, 13)).T
    elif layout == "b_transposed":
        b = rng.random((11, 9)).T
    elif layout == "strided":
        a, b = rng.random((26, 27))[::2, ::3], rng.random((18, 22))[::2, ::2]
    elif layout == "empty_k":
        a, b = rng.random((4, 0)), rng.random((0, 6))
    elif layout == "empty_m":
        a, b = rng.random((0, 3)), rng.random((3, 6))
    elif layout == "vector_like":
        a, b = rng.random((1, 7)), rng.random((7, 1))
    elif layout == "batched":
        a, b = rng.random((3, 5, 4)), rng.random((3, 4, 6))
    elif layout == "float32":
        a, b = a.astype(np.float32), b.astype(np.float32)
    elif layout == "whole_panels":  # 32 columns: whole micro-panels, B read in place
        b = rng.random((9, 32))
    q = _kernel(matmul, a, b, **params)
    (call,) = [s for s in walk_stmts(q.body) if isinstance(s, ir.LibCall)]
    assert dict(call.attrs)["impl"] == params["impl"]
    *_, got = run(q, a, b)
    assert got.dtype == (a @ b).dtype
    np.testing.assert_allclose(got, a @ b, rtol=1e-5 if layout == "float32" else 1e-12)


def test_blas_call_is_no_longer_a_target() -> None:
    args = data(3, 4), data(4, 5), data(5, 2)
    p = lowered(chain, *args)
    q = Step("implement", "matmul#1", impl="blas").apply(p)
    assert get_transformation("implement").targets(q) == ["matmul#0"]
    r = Step("implement", "matmul#0", impl="loops").apply(q)
    assert get_transformation("implement").targets(r) == []
    assert libops.expand_libcalls(r) == r  # the marked call stays for codegen
    (got,) = run(r, *args)[-1:]
    np.testing.assert_array_equal(got, (args[0] @ args[1]) @ args[2])  # exact data


@pytest.mark.parametrize("impl,who,what", [
    ("blas", "BLAS", "float32, float64, complex64 or complex128"),
    ("microkernel", "the micro-kernel", "float32 or float64")])
def test_kernels_refuse_integer_matrices(impl: str, who: str, what: str) -> None:
    A = np.arange(6, dtype=np.int64).reshape(2, 3)
    p = lowered(int_matmul, A, A.T.copy())
    with pytest.raises(NotApplicableError,
                       match=rf"^implement\(matmul#0\): {who} multiplies {what} "
                             r"matrices of one dtype \(_a1: int64, A: int64, B: int64\); use "
                             r"impl='loops'$"):
        Step("implement", "matmul#0", impl=impl).apply(p)


# ---------------------------------------------------------------------- impl="microkernel"


def gram(A):
    return A.T @ A


def outer_gram(A):
    return 0.5 * (A @ A.T)


def gram_plus(A, C, b):
    C[:] = A.T @ A + C  # beta = 1: C is read, the result is not symmetric
    return A.T @ A + b  # a bias row: not symmetric either


@pytest.mark.parametrize("params", [p for p in KERNELS if p.values[0]["impl"] == "microkernel"],
                         ids=lambda d: "-".join(map(str, d.values())))
@pytest.mark.parametrize("shape", [(3, 2), (7, 5), (150, 140), (61, 203)])
def test_microkernel_symmetric_products_compute_half_and_mirror(params: dict,
                                                                shape: tuple) -> None:
    """``A.T @ A`` and ``A @ A.T`` (one array, B = A^T in A's memory): the tiles above the
    diagonal are computed and mirrored, bit for bit equal to computing them."""
    a = data(*shape, seed=3)
    for fn, want in ((gram, a.T @ a), (outer_gram, 0.5 * (a @ a.T))):
        p = lowered(fn, a)
        steps = [Step("fuse_epilogue", "matmul#0")] if fn is outer_gram else []
        q = Step("implement", "matmul#0", **params).apply(
            steps[0].apply(p) if steps else p)
        *_, got = run(q, a)
        np.testing.assert_array_equal(got, want)  # exact data: any order gives NumPy's sums
        np.testing.assert_array_equal(got, got.T)


def test_microkernel_products_that_read_c_or_add_a_bias_are_not_mirrored() -> None:
    a, c, b = data(30, 20, seed=4), data(20, 20, seed=5), data(20, seed=6)
    p = lowered(gram_plus, a, c, b)
    for _ in range(2):
        p = Step("fuse_epilogue", "matmul#0").apply(p)
        p = Step("implement", "matmul#0", impl="microkernel", mc=12, kc=5, nc=32).apply(p)
    _, c_after, _, got = run(p, a, c, b)
    np.testing.assert_array_equal(c_after, a.T @ a + c)
    np.testing.assert_array_equal(got, a.T @ a + b)


def test_microkernel_parameters_are_resolved_in_the_ir() -> None:
    """``auto`` and 0 become the kernel and blocks of this machine, written into the call, so
    the IR text (and the cache key) says which kernel runs; given values are kept."""
    a = data(6, 5)
    q = _kernel(matmul, a, a.T.copy(), impl="microkernel")
    (call,) = [s for s in walk_stmts(q.body) if isinstance(s, ir.LibCall)]
    isa = supported_isas()[0]
    mc, kc, nc = block_sizes(isa, "float64")
    assert dict(call.attrs) == {"impl": "microkernel", "isa": isa, "mc": mc, "kc": kc, "nc": nc}
    q = _kernel(matmul, a, a.T.copy(), impl="microkernel", isa="generic", kc=9)
    (call,) = [s for s in walk_stmts(q.body) if isinstance(s, ir.LibCall)]
    assert dict(call.attrs) == {"impl": "microkernel", "isa": "generic",
                                "mc": block_sizes("generic", "float64")[0], "kc": 9,
                                "nc": block_sizes("generic", "float64")[2]}
    assert 'impl="microkernel", isa="generic", kc=9' in roundtrip(q)  # parses back too


def test_microkernel_block_sizes_follow_the_caches() -> None:
    """The analytical model: the kc x nr micro-panel of B fills L1, mc x kc an eighth of L2,
    kc x nc half of L3 (capped), each rounded down to whole tiles / multiples of 8."""
    big = {"L1d": 48 * 1024, "L2": 2048 * 1024, "L3": 300 * 1024 * 1024}
    assert block_sizes("avx512", "float64", big) == (84, 384, 8192)
    assert block_sizes("avx512", "float32", big) == (168, 384, 8192)
    small = {"L1d": 32 * 1024, "L2": 1024 * 1024, "L3": 8 * 1024 * 1024}
    assert block_sizes("avx2", "float64", small) == (30, 512, 1024)
    assert block_sizes("generic", "float32", {"L1d": 1024, "L2": 4096}) == (4, 32, 64)


def test_microkernel_refuses_an_isa_the_cpu_lacks(monkeypatch: pytest.MonkeyPatch) -> None:
    from loopcraft.target import hardware
    monkeypatch.setattr(hardware, "cpu_features", lambda: ("sse2",))
    a = data(4, 4)
    p = lowered(matmul, a, a)
    with pytest.raises(NotApplicableError,
                       match=r"^implement\(matmul#0\): this CPU lacks avx2, fma, which the "
                             r"avx2 micro-kernel needs$"):
        Step("implement", "matmul#0", impl="microkernel", isa="avx2").apply(p)
    q = Step("implement", "matmul#0", impl="microkernel").apply(p)
    (call,) = [s for s in walk_stmts(q.body) if isinstance(s, ir.LibCall)]
    assert dict(call.attrs)["isa"] == "generic"


def test_microkernel_nonfinite_and_beta_free_output() -> None:
    """The result array may hold garbage before the call (NumPy's ``empty``): the kernel never
    reads it; NaN and inf in the operands propagate like NumPy's."""
    a, b = data(14, 9), data(9, 18, seed=1)
    a[3, 2], b[4, 7] = np.nan, np.inf
    q = _kernel(matmul, a, b, impl="microkernel", mc=5, kc=4, nc=9)
    *_, got = run(q, a, b)
    np.testing.assert_array_equal(got, a @ b)
