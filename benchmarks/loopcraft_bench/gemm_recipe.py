"""A hand-written recipe for GEMM in explicit-loop style.

Why: the recipe shows how far *explicit* scheduling goes -- the same transformations a user can
write, with every step legality-checked, turn the naive loop into a BLIS-style blocked kernel
("a first taste of direct emission"). ``loopcraft bench gemm`` measures it (its ``hand`` column
and the ablation) next to the default schedule, loopcraft's micro-kernel, BLAS and NumPy.

The schedule (Goto/BLIS structure, built from loopcraft transformations only)::

    for j_o (NC columns):                       tile
      for k_o (KC):                             tile
        B_pack = B[k_o:+KC, j_o:+NC]            pack in NR-wide micro-panels (shared)
        for i_o (MC rows):                      tile
          A_pack = A[i_o:+MC, k_o:+KC]          pack in MR-tall micro-panels: [i/MR][k][i%MR]
          parallel for j (NR columns):          parallelize
            for i (MR rows):                    unroll_and_jam
              c[MR][NR] = C[i:+MR, j:+NR]       scalar_replace (registers)
              for k: c += A_pack[i/MR, k, :] (x) B_pack[j/NR, k, :]
              C[i:+MR, j:+NR] = c
"""

from __future__ import annotations

import numpy as np

import loopcraft
from loopcraft import Recipe, Step
from loopcraft.outputs import compare

__all__ = ["GEMM_RECIPE", "gemm", "gemm_recipe", "validate"]


def gemm(C, A, B):  # noqa: N803 -- the usual names of GEMM operands
    """``C += A @ B`` as a user writes it with explicit loops (the program being scheduled)."""
    n, m = C.shape
    K = A.shape[1]  # noqa: N806
    for i in range(n):
        for j in range(m):
            for k in range(K):
                C[i, j] += A[i, k] * B[k, j]


def gemm_recipe(mc: int = 384, nc: int = 2048, kc: int = 256, mr: int = 6,
                nr: int = 16) -> Recipe:
    """The hand recipe with cache blocks ``mc x kc`` (A) and ``kc x nc`` (B) and an
    ``mr x nr`` register tile of C. The defaults were tuned on a 2-core Zen 4 (AVX-512 on
    256-bit pipes, 32 KiB L1d, 1 MiB L2); the comments say why each value."""
    return Recipe([
        # Cache blocking. The user's loops are i, j, k; after tiling, the tile loops are
        # reordered to j_o, k_o, i_o (BLIS: jc, pc, ic) while the point loops stay i, j, k.
        # kc = 256: a kc x nr micro-panel of B_pack (32 KiB at nr = 16) fills L1d; the
        # mc x kc block of A_pack (768 KiB) lives in L2; C's tile is reloaded every kc steps.
        # mc and nc large (B_pack 4 MiB, in L3): both packs run serially, and every block of
        # A is one parallel region: with 2 threads, 384 x 2048 gave 0.84x NumPy against
        # 0.56x for 192 x 544 (float64, 2048^3).
        Step("tile", "i", sizes=[mc, nc, kc]),
        Step("reorder", "i_o", order=["j_o", "k_o", "i_o"]),
        # Copy the kc x nc panel of B once per (j_o, k_o), in micro-panels of nr columns
        # (B_pack[j // nr, k, j % nr]): the register tile reads nr consecutive values per k
        # step, one contiguous stream per micro-panel, instead of a piece of a new row.
        # Placed outside every parallel loop: threads share it (pack refuses to put a buffer
        # inside a parallel loop).
        Step("pack", "i_o", array="B", panel=nr),
        # Point loops j, i, k: a column panel of nr (j) outermost so that its B micro-panel is
        # reused by all mc / mr row groups (i) before moving on.
        Step("reorder", "i", order=["j", "i", "k"]),
        # A's block transposed and in micro-panels of mr rows (A_pack[i // mr, k, i % mr]):
        # the mr values one k step needs are adjacent, and consecutive k steps too. This
        # also matters to gcc: with A[i, k] contiguous along k, gcc's loop vectorizer would
        # vectorize the k loop as an in-order ("fold-left") reduction, 10x slower than the
        # register tile below; along i it vectorizes across the tile instead.
        Step("pack", "j", array="A", order=[1, 0], panel=mr),
        # Threads split the column panels of the block (128 per block at nc = 2048). The
        # parallel loop sits below both packs; with 1 thread codegen runs its serial copy.
        Step("parallelize", "j"),
        # Register tile: nr columns (2 zmm vectors of doubles) jammed through i into k, then
        # mr rows jammed into k: the k loop body is mr * nr independent multiply-adds, and
        # in the micro-panel layout its indices fold to constant offsets (unroll_and_jam).
        # 6 x 16 gives 12 vector accumulators (of 32 registers), 6 broadcasts of A and 2
        # vector loads of B per k step; measured on Zen 4 with panels it beat 3 x 32, 4 x 24
        # and 8 x 16 (without panels 3 x 32 had been best).
        Step("unroll_and_jam", "j", factor=nr, depth=2),
        Step("unroll_and_jam", "i", factor=mr),
        # The mr * nr elements of C in scalars across the k loop: gcc cannot keep them in
        # registers itself (C may alias A and B as far as it knows) and would load and store
        # every element in every k step. gcc's SLP vectorizer then packs the scalars into
        # vectors (the reduction order per element is unchanged: results are bit-exact).
        Step("scalar_replace", "k", array="C"),
    ])


#: the hand recipe with its default parameters (the ``hand`` column of ``loopcraft bench gemm``)
GEMM_RECIPE = gemm_recipe()


def _operands(n: int, m: int, k: int, seed: int = 0) -> tuple[np.ndarray, ...]:
    rng = np.random.default_rng(seed)
    return rng.random((n, m)), rng.random((n, k)), rng.random((k, m))


def validate(shape: tuple[int, int, int] = (67, 45, 53), recipe: Recipe = GEMM_RECIPE,
             num_threads: int | None = None) -> None:
    """Raise AssertionError unless the recipe computes ``C + A @ B`` at ``shape = (n, m, k)``
    (sizes not divisible by any block, so remainder loops run too)."""
    C, A, B = _operands(*shape)
    f = loopcraft.jit(gemm, num_threads=num_threads).with_recipe(recipe)
    out = C.copy()
    f(out, A, B)
    err = compare([C + A @ B], [out], rtol=1e-12, atol=1e-12)
    assert err is None, f"hand recipe at {shape}: {err}"
