"""The transformation fuzzer's programs with products and convolutions
(:mod:`loopcraft_bench.testing.progen_libops`): they lower, their NumPy references run, they
give ``recognize``, ``implement`` and ``fuse_epilogue`` targets, and an untransformed program
that disagrees with its reference is reported."""

from __future__ import annotations

import random
from collections import Counter

from loopcraft.transform import Recipe, Step, load_all
from loopcraft_bench.testing.fuzz import Prepared, Stats, Variant, check_batch, prepare
from loopcraft_bench.testing.progen import MIN_N
from loopcraft_bench.testing.progen_libops import LibopProgram, generate_libop_program


def test_library_programs_lower_and_give_the_library_transformations_targets() -> None:
    registry = load_all()
    with_targets: Counter = Counter()
    kinds = set()
    for k in range(60):
        gen = generate_libop_program(random.Random(k), serial=k)
        kinds.add(gen.constructs[0])
        program = gen.lower()
        for name in ("recognize", "implement", "fuse_epilogue"):
            with_targets[name] += bool(registry[name].targets(program))
        for n in (MIN_N, 7):  # the reference runs on the inputs at the fuzzer's sizes
            args = gen.inputs(n, k)
            assert len(gen.expected(args)) >= 1
    assert {"matmul-loops", "matmul-array", "conv-loops", "conv2d-call", "dwconv2d-call",
            "gemv-loops"} <= kinds, kinds
    assert min(with_targets.values()) >= 5, with_targets


_PRODUCT = ("def f(A, B, C, n):\n    for i in range(C.shape[0]):\n"
            "        for j in range(C.shape[1]):\n            for k in range(A.shape[1]):\n"
            "                C[i, j] += A[i, k] * B[k, j]\n")


def test_a_product_is_recognized_implemented_and_matches_numpy() -> None:
    """A loop product, recognized and implemented by BLAS or the micro-kernel with small
    cache blocks (edge tiles), agrees with the loops and with ``C + A @ B`` on rectangular
    shapes; the kernels are compared with a tolerance (they reassociate)."""
    gen = LibopProgram(_PRODUCT, (2, 2, 2), 0, (("n", "n + 1"), ("n + 1", "2 * n"),
                                               ("n", "2 * n")), "def ref(A, B, C, n):\n"
                       "    C += A @ B\n", ("matmul-loops",))
    program = gen.lower()
    impls = ({"impl": "blas"}, {"impl": "microkernel", "mc": 5, "kc": 3, "nc": 7},
             {"impl": "loops"})
    variants = []
    for impl in impls:
        recipe = Recipe([Step("recognize", "i", op="matmul"),
                         Step("implement", "matmul#0", **impl)])
        variants.append(Variant(recipe, recipe.apply(program), reassociates=True))
    stats = Stats()
    check_batch([Prepared("hand-written", gen, program, variants, (MIN_N, 7, 16), 0)], stats)
    assert not stats.failures, stats.failures
    assert stats.referenced == 1 and stats.cases == 3 and stats.runs == 9


def test_a_program_that_disagrees_with_its_reference_is_reported() -> None:
    gen = LibopProgram(_PRODUCT, (2, 2, 2), 0, (("n", "n"),) * 3,
                       "def ref(A, B, C, n):\n    C += A @ B.T\n", ("matmul-loops",))
    stats = Stats()
    prep = prepare(gen, random.Random(0), stats, "wrong reference", recipes=1, max_steps=1)
    assert prep is not None
    check_batch([prep], stats)
    assert stats.referenced == 0 and stats.cases == 0
    assert len(stats.failures) == 1 and stats.failures[0].startswith(
        "MISMATCH WITH NUMPY (wrong reference, n="), stats.failures
