"""The search space: nests of real programs, only legal candidate steps, legal mutations."""

from __future__ import annotations

import random

import pytest

import loopcraft
from loopcraft import Recipe, Step
from loopcraft.errors import ScheduleError
from loopcraft.schedule.scheduler import heuristic_recipe
from loopcraft.tuning.space import SearchSpace, nests, trace_recipe
from loopcraft_bench.corpus import get_kernel

CACHES = {"L1d": 32768, "L2": 1 << 20}


def lowered(name: str) -> tuple[loopcraft.JitFunction, object, Recipe]:
    k = get_kernel(name)
    f = loopcraft.jit(k.func)
    args = k.args("small")
    return f, f.lowered(*args), f.recipe(*args)


def test_nests_of_a_program_with_loops_and_library_calls() -> None:
    _, program, _ = lowered("2mm")
    units = nests(program)
    kinds = [n.kind for n in units]
    assert kinds.count("libcall") == 2 and "loop" in kinds
    assert [n.name for n in units if n.kind == "libcall"] == ["matmul#0", "matmul#1"]
    assert all(n.index == k for k, n in enumerate(units))
    loop_nest = next(n for n in units if n.kind == "loop")
    assert loop_nest.depth == 2 and len(loop_nest.loops) == 2
    assert "for" in loop_nest.source


@pytest.mark.parametrize("name", ["gemm", "2mm"])
def test_every_generated_step_is_legal_and_applies(name: str) -> None:
    _, program, _ = lowered(name)
    space = SearchSpace(CACHES, 32)
    steps = list(space.steps(program, limit=6))
    names = {s.transformation for s in steps}
    assert {"tile", "parallelize", "vectorize"} <= names
    if name == "2mm":
        impls = {s.kwargs["impl"] for s in steps if s.transformation == "implement"}
        assert {"loops", "blas"} <= impls
    for step in steps:
        step.check(program)  # raises if illegal
        Recipe([step]).apply(program)


def test_illegal_points_are_dropped() -> None:
    """The domain offers parallelizing gemm's k loop, which carries the accumulation into
    C[i, j]: check refuses it, so the space never yields it."""
    _, program, _ = lowered("gemm")
    space = SearchSpace(CACHES, 32)
    offered = [Step("parallelize", "k", **p)
               for p in space.domain(program, "parallelize", "k")]
    assert offered
    with pytest.raises(ScheduleError):
        offered[0].check(program)
    assert not [s for s in space.steps(program, names=["parallelize"]) if s.target == "k"]


def test_tile_sizes_come_from_the_caches() -> None:
    space = SearchSpace({"L1d": 24 * 64 * 64, "L2": 24 * 256 * 256}, 32)
    assert space.l1_side == 64 and space.l2_side == 256
    _, program, _ = lowered("gemm")
    sizes = {tuple(d["sizes"]) for d in space.domain(program, "tile", "j_2")}
    assert (64,) in sizes and (256,) in sizes


def test_mutations_are_legal_and_replay() -> None:
    _, program, default = lowered("gemm")
    space = SearchSpace(CACHES, 32)
    parent = trace_recipe(program, default)
    rng = random.Random(3)
    kinds = set()
    for _ in range(6):
        got = space.mutate(parent, rng)
        assert got is not None
        child, what = got
        kinds.add(what.split()[0])
        assert child.recipe != default
        assert len(child.programs) == len(child.recipe) + 1
        assert child.recipe.apply(program) == child.program  # it replays from scratch
    assert len(kinds) >= 2


def test_mutations_are_reproducible_with_a_seed() -> None:
    _, program, default = lowered("jacobi_2d")
    space = SearchSpace(CACHES, 32)
    parent = trace_recipe(program, default)

    def draw(seed: int) -> list[str]:
        rng = random.Random(seed)
        out = []
        for _ in range(4):
            got = space.mutate(parent, rng)
            assert got is not None
            out.append(got[0].recipe.to_json())
        return out

    assert draw(5) == draw(5)
    assert draw(5) != draw(6)


def test_seeds_implement_each_library_call_differently() -> None:
    """The first generation's structural alternatives: each matmul by the implementation the
    default did not choose, and the default schedule of direct emission (loops)."""
    _, program, _ = lowered("2mm")
    space = SearchSpace(CACHES, 32)
    for libop_impl in ("microkernel", "loops"):
        default = heuristic_recipe(program, CACHES, 32, libop_impl=libop_impl)
        seeds = space.seeds(trace_recipe(program, default))
        impls = []
        for traced, what in seeds:
            assert traced.recipe.apply(program) == traced.program
            kinds = [s.kwargs["impl"] for s in traced.recipe if s.transformation == "implement"]
            changed = [i for i, d in zip(kinds, (libop_impl, libop_impl), strict=True)
                       if i != d]
            impls.append(changed[0] if len(changed) == 1 else f"all {kinds[0]}")
            if libop_impl == "loops":  # the later steps that scheduled the loops are dropped
                assert "dropping" in what and len(traced.recipe) < len(default)
        # (both calls are "matmul#0" when implemented: targets count the calls still left)
        if libop_impl == "microkernel":  # BLAS instead, or direct emission, register-blocked
            assert sorted(impls) == ["all loops", "blas", "blas"]
            direct = seeds[-1][0].recipe
            assert any(s.transformation == "unroll_and_jam" for s in direct)
        else:
            assert sorted(impls) == ["blas", "blas", "microkernel", "microkernel"]
        assert len({t.recipe for t, _ in seeds}) == len(seeds)


def loop_matmul(C, A, B):
    n, m = C.shape
    kk = A.shape[1]
    for i in range(n):
        for j in range(m):
            for k in range(kk):
                C[i, j] += A[i, k] * B[k, j]


def test_a_loop_matrix_product_is_seeded_as_a_library_call() -> None:
    """Loops that compute a product are tried as the library call (recognize + implement
    blas / microkernel) in the first generation; the seed replays and computes C + A @ B."""
    import numpy as np

    f = loopcraft.jit(loop_matmul)
    rng = np.random.default_rng(1)
    args = (rng.random((9, 7)), rng.random((9, 5)), rng.random((5, 7)))
    program, default = f.lowered(*args), f.recipe(*args)
    seeds = SearchSpace(CACHES, 32).seeds(trace_recipe(program, default))
    heads = [[(s.transformation, s.kwargs.get("impl")) for s in t.recipe.steps[:2]]
             for t, _ in seeds]
    assert [("recognize", None), ("implement", "blas")] in heads
    assert [("recognize", None), ("implement", "microkernel")] in heads
    blas = next(t for t, _ in seeds if t.recipe.steps[1].kwargs.get("impl") == "blas")
    assert blas.recipe.apply(program) == blas.program
    C, A, B = (a.copy() for a in args)
    f.with_recipe(blas.recipe)(C, A, B)
    np.testing.assert_allclose(C, args[0] + args[1] @ args[2], rtol=1e-12)


def test_a_loop_convolution_is_seeded_as_a_library_call() -> None:
    """The corpus' explicit-loop convolution is tried as ``recognize(op="conv2d")`` +
    ``implement`` (micro-kernel, BLAS) in the first generation; the seed computes the loops'
    result."""
    import numpy as np

    from loopcraft_bench.corpus.ml import _conv_init, conv2d_nchw

    f = loopcraft.jit(conv2d_nchw)
    args = _conv_init(n=1, c=3, hw=9, k=5, r=3)
    program, default = f.lowered(*args), f.recipe(*args)
    seeds = SearchSpace(CACHES, 32).seeds(trace_recipe(program, default))
    heads = [[(s.transformation, s.kwargs.get("op") or s.kwargs.get("impl"))
              for s in t.recipe.steps[:2]] for t, _ in seeds]
    assert [("recognize", "conv2d"), ("implement", "microkernel")] in heads
    assert [("recognize", "conv2d"), ("implement", "blas")] in heads
    mk = next(t for t, _ in seeds if t.recipe.steps[1].kwargs.get("impl") == "microkernel")
    np.testing.assert_allclose(f.with_recipe(mk.recipe)(*args), f(*args), rtol=1e-5,
                               atol=1e-5)
