"""NumPy written the way scientists and ML engineers write it, compiled and compared with NumPy.

The kernels (``unseen_numpy_kernels*.py``) were written without looking at the other suites: idioms
(normalization, softmax, gathers, einsum, scans, masks, compaction, Python integer semantics,
float32 pipelines, stacking, small helper functions). Each runs under NumPy and through
``loopcraft.jit`` on the same random inputs, at several shapes including size 1 and odd sizes,
and must agree in values, dtype and shape (and in the arguments after the call). What loopcraft
does not support must fail with a clear ``UnsupportedSyntaxError`` pointing at the line.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import loopcraft
from loopcraft.errors import UnsupportedSyntaxError
from unseen_numpy_kernels import (  # sibling modules of this test file
    add_at,
    alloc_forms,
    argmax_nan,
    axis_moves,
    axis_tuple_sum,
    batched_matmul,
    batched_transpose,
    best_class,
    bool_arith,
    bool_logic,
    center_and_scale_rows,
    chained_compare_scalar,
    compact_positive,
    concat_mixed,
    cov_matrix,
    cross_entropy,
    diag_ops,
    dot_forms,
    early_exit,
    einsum_forms,
    einsum_implicit,
    embedding_lookup,
    exp_f32,
    f32_scalars,
    fancy_scatter_add_dups,
    fancy_scatter_dups,
    fancy_self_gather_store,
    fill_loop,
    float32_pipeline,
    floor_div_mod_zero,
    gather_2d_pairs,
    gelu_tanh,
    half_split,
    helper_tuple,
    inplace_helper,
    int32_reductions,
    int_bool_mix,
    int_dtype_funcs,
    int_float_funcs,
    int_math,
    int_matmul,
    int_shift_bits,
    linspace_arange,
    logsumexp_axis0,
    mandelbrot_escape,
    mask_counts,
    mask_length_mismatch,
    mask_selection_into_slice,
    minmax_nan,
    mixed_promotion,
    nan_cleanup,
    nearest_center,
    negative_steps,
    newton_sqrt,
    nonzero_coords,
    normalize_rows,
    normalized_outer,
    one_hot,
    outer_products,
    pairwise_dist,
    py_scalar_semantics,
    python_float_mod,
    python_int_semantics,
    recurrence,
    reductions_dtypes,
    reset_cluster_rows,
    reshape_forms,
    reshape_transposed,
    return_same_twice,
    rev_self,
    round_to_cents,
    rounding,
    row_norms,
    running_max_of_rows,
    scalar_int_semantics,
    scan_reversed,
    scans,
    scatter_add,
    select_rows,
    sign_heaviside,
    slicing_edges,
    smooth_in_place,
    softmax_logsumexp,
    sorted_ranks,
    sqrt_where_positive,
    squeeze_all,
    squeeze_named,
    stacking,
    standardize_clip,
    stepped_stores,
    store_array_through_mask,
    store_through_other_mask,
    stores_2d,
    summary_stats,
    take_and_broadcast,
    top_k_rows,
    unique_values,
    var_ddof,
    view_alias_writes,
    view_reductions,
    where_above_row_threshold,
    where_dtypes,
    while_any,
)
from unseen_numpy_kernels_more import (
    array_equal,
    array_equal_shapes,
    array_literals,
    attention,
    backwards_loop,
    bool_scalar_ops,
    builtin_sum,
    clamp_loop,
    clip_forms,
    closeness_with_specials,
    constants,
    conversions,
    cum_loop_2d,
    dtype_branch,
    ellipsis_forms,
    enumerate_loop,
    float_cast_scalars,
    fortran_order,
    forward_subst,
    inner_in_loops,
    inplace_with_reductions,
    int_overflow32,
    isinstance_check,
    kw_call,
    label_counts,
    layer_norm,
    loops_over_sequences,
    mask_and_column,
    matrix_power_loop,
    mean_of_ints_keep,
    min_shape,
    multi_target,
    ndim_branch,
    nearest_row,
    nested_def,
    nested_literal,
    offset_identities,
    out_kwarg,
    positional_axes,
    powers,
    python_round_digits,
    quantiles,
    ragged_literal,
    row_positive_stats,
    row_recurrence,
    running_extremes,
    shape_prod,
    sigmoid_bce,
    std_keep,
    string_dtypes,
    sum_builtin_forms,
    tuple_return_helper,
    tuple_shape_loops,
    var_reassign_dtype,
    where_index,
    while_break,
    zip_loop,
)

TOL = {
    np.dtype(np.float64): dict(rtol=1e-10, atol=1e-12),
    np.dtype(np.float32): dict(rtol=2e-5, atol=1e-5),
}


#: float64 results computed from float32 intermediates: one float32 rounding difference (powf
#: vs a product) is amplified by cancellation (``1 + tanh(..)`` near -1)
LOOSE = {"gelu_tanh": dict(rtol=1e-5, atol=1e-7)}


def _same(got: Any, exp: Any, where: str = "result", tol: dict | None = None) -> None:
    if isinstance(exp, tuple):
        assert isinstance(got, tuple) and len(got) == len(exp), f"{where}: {got!r}"
        for k, (g, e) in enumerate(zip(got, exp, strict=True)):
            _same(g, e, f"{where}[{k}]", tol)
        return
    g, e = np.asarray(got), np.asarray(exp)
    assert g.shape == e.shape, f"{where}: shape {g.shape} != NumPy's {e.shape}"
    assert g.dtype == e.dtype, f"{where}: dtype {g.dtype} != NumPy's {e.dtype}"
    if e.dtype.kind == "f":
        np.testing.assert_allclose(g, e, equal_nan=True, err_msg=where, **(tol or TOL[e.dtype]))
    else:
        np.testing.assert_array_equal(g, e, err_msg=where)


def _f(r: np.random.Generator, *shape: int, dtype: Any = np.float64) -> np.ndarray:
    return (r.standard_normal(shape) * 2.0).astype(dtype)


def _i(
    r: np.random.Generator, *shape: int, lo: int = -20, hi: int = 21, dtype: Any = np.int64
) -> np.ndarray:
    return r.integers(lo, hi, size=shape).astype(dtype)


# ============================================================================ cases

Make = Callable[[np.random.Generator], tuple]

CASES: list[tuple[Callable, list[Make]]] = [
    (
        where_above_row_threshold,
        [lambda r: (_f(r, 5, 3), _f(r, 5)), lambda r: (_f(r, 1, 1), _f(r, 1))],
    ),
    (standardize_clip, [lambda r: (_f(r, 7, 3),), lambda r: (_f(r, 2, 1),)]),
    (running_max_of_rows, [lambda r: (_f(r, 4, 5),), lambda r: (_i(r, 1, 3),)]),
    (center_and_scale_rows, [lambda r: (_f(r, 3, 6),), lambda r: (_f(r, 5, 2, dtype=np.float32),)]),
    (best_class, [lambda r: (_f(r, 6, 4),), lambda r: (_i(r, 1, 1),), lambda r: (_i(r, 3, 7),)]),
    (scans, [lambda r: (_f(r, 4, 3),), lambda r: (_f(r, 1, 5, dtype=np.float32),)]),
    (
        embedding_lookup,
        [
            lambda r: (_f(r, 10, 4), _i(r, 7, lo=-10, hi=10)),
            lambda r: (_f(r, 1, 2), _i(r, 3, lo=0, hi=1)),
        ],
    ),
    (
        einsum_forms,
        [
            lambda r: (_f(r, 3, 4), _f(r, 4, 5), _f(r, 7), _f(r, 2, 3, 4), _f(r, 2, 4, 2)),
            lambda r: (_f(r, 1, 1), _f(r, 1, 3), _f(r, 1), _f(r, 1, 1, 1), _f(r, 1, 1, 1)),
        ],
    ),
    (row_norms, [lambda r: (_f(r, 5, 3),), lambda r: (_f(r, 1, 1, dtype=np.float32),)]),
    (normalized_outer, [lambda r: (_f(r, 5), _f(r, 3)), lambda r: (_f(r, 1), _f(r, 1))]),
    (gelu_tanh, [lambda r: (_f(r, 9),), lambda r: (_f(r, 3, 5, dtype=np.float32),)]),
    (
        float32_pipeline,
        [
            lambda r: (_f(r, 5, 3, dtype=np.float32), _f(r, 3, 4, dtype=np.float32)),
            lambda r: (_f(r, 1, 1, dtype=np.float32), _f(r, 1, 1, dtype=np.float32)),
        ],
    ),
    (
        int_bool_mix,
        [
            lambda r: (_i(r, 4, 5), r.random((4, 5)) < 0.5),
            lambda r: (_i(r, 1, 1), np.ones((1, 1), dtype=bool)),
        ],
    ),
    (alloc_forms, [lambda r: (7,), lambda r: (1,), lambda r: (2,)]),
    (
        reshape_forms,
        [lambda r: (_f(r, 4, 3), _f(r, 2, 3, 5)), lambda r: (_f(r, 2, 1), _f(r, 1, 1, 1))],
    ),
    (
        negative_steps,
        [lambda r: (_f(r, 7, 5),), lambda r: (_f(r, 1, 1),), lambda r: (_f(r, 2, 4),)],
    ),
    (stacking, [lambda r: (_f(r, 3, 2), _f(r, 3, 2)), lambda r: (_i(r, 1, 1), _i(r, 1, 1))]),
    (smooth_in_place, [lambda r: (_f(r, 9),), lambda r: (_f(r, 2),), lambda r: (_f(r, 3),)]),
    (newton_sqrt, [lambda r: (2.0,), lambda r: (1e6,), lambda r: (0.25,)]),
    (nearest_center, [lambda r: (_f(r, 8, 3), _f(r, 4, 3)), lambda r: (_f(r, 1, 2), _f(r, 1, 2))]),
    (summary_stats, [lambda r: (_f(r, 11),), lambda r: (_i(r, 1),)]),
    (
        dot_forms,
        [
            lambda r: (_f(r, 4, 4), _f(r, 4, 4), _f(r, 4)),
            lambda r: (_f(r, 1, 1), _f(r, 1, 1), _f(r, 1)),
        ],
    ),
    (
        batched_matmul,
        [lambda r: (_f(r, 3, 2, 4), _f(r, 3, 4, 5)), lambda r: (_f(r, 1, 1, 1), _f(r, 1, 1, 1))],
    ),
    (softmax_logsumexp, [lambda r: (_f(r, 4, 7),), lambda r: (_f(r, 1, 1, dtype=np.float32),)]),
    (
        nan_cleanup,
        [
            lambda r: (np.where(_f(r, 5, 4) > 1.5, np.nan, _f(r, 5, 4)),),
            lambda r: (np.array([[np.inf, -np.inf, 1.0]]),),
            lambda r: (np.full((1, 1), np.nan),),
        ],
    ),
    (
        rounding,
        [
            lambda r: (_f(r, 13) * 3,),
            lambda r: (np.array([0.5, 1.5, 2.5, -0.5, -1.5]),),
            lambda r: (_f(r, 2, 3, dtype=np.float32),),
        ],
    ),
    (
        python_int_semantics,
        [
            lambda r: (_i(r, 12), _i(r, 12, lo=1, hi=5) * r.choice([-1, 1], 12)),
            lambda r: (_i(r, 3, 4, dtype=np.int32), _i(r, 3, 4, lo=1, hi=6, dtype=np.int32)),
        ],
    ),
    (
        python_float_mod,
        [lambda r: (_f(r, 9), _f(r, 9) + 5.0), lambda r: (_f(r, 1), -(_f(r, 1) ** 2) - 0.5)],
    ),
    (scalar_int_semantics, [lambda r: (5, 3), lambda r: (1, 1), lambda r: (7, 4)]),
    (int_math, [lambda r: (_i(r, 6, lo=0),), lambda r: (_i(r, 3, 1, lo=0, dtype=np.int32),)]),
    (
        int32_reductions,
        [
            lambda r: (_i(r, 4, 3, lo=-3, hi=4, dtype=np.int32),),
            lambda r: (_i(r, 1, 1, dtype=np.int32),),
        ],
    ),
    (
        bool_logic,
        [
            lambda r: (r.random((3, 4)) < 0.5, r.random((3, 4)) < 0.5),
            lambda r: (np.ones((1, 1), bool), np.zeros((1, 1), bool)),
        ],
    ),
    (var_ddof, [lambda r: (_f(r, 6, 3),), lambda r: (_f(r, 2, 2, dtype=np.float32),)]),
    (axis_tuple_sum, [lambda r: (_f(r, 2, 3, 4),), lambda r: (_i(r, 1, 1, 1),)]),
    (sorted_ranks, [lambda r: (_f(r, 9),), lambda r: (_f(r, 1),)]),
    (axis_moves, [lambda r: (_f(r, 2, 3, 4),), lambda r: (_i(r, 1, 1, 3),)]),
    (squeeze_named, [lambda r: (_f(r, 4, 1, 3),), lambda r: (_f(r, 1, 1, 1),)]),
    (
        top_k_rows,
        [
            lambda r: (_f(r, 5, 6), 3),
            lambda r: (_f(r, 1, 1), 1),
            lambda r: (_f(r, 3, 17, dtype=np.float32), 4),
        ],
    ),
    (
        take_and_broadcast,
        [
            lambda r: (_f(r, 6, 3), _i(r, 4, lo=-3, hi=3), _f(r, 5)),
            lambda r: (_f(r, 1, 2), _i(r, 1, lo=0, hi=1), _f(r, 1)),
        ],
    ),
    (
        einsum_implicit,
        [
            lambda r: (_f(r, 3, 3), _f(r, 3, 3), _f(r, 4)),
            lambda r: (_f(r, 1, 1), _f(r, 1, 1), _f(r, 1)),
        ],
    ),
    (
        reset_cluster_rows,
        [
            lambda r: (_f(r, 7, 3), _i(r, 7, lo=-1, hi=3), 1),
            lambda r: (_f(r, 1, 1), _i(r, 1, lo=0, hi=1), 0),
        ],
    ),
    (
        mask_selection_into_slice,
        [lambda r: (_f(r, 8), np.arange(8) % 3 != 1), lambda r: (_f(r, 1), np.ones(1, bool))],
    ),
    (
        sqrt_where_positive,
        [
            lambda r: (_f(r, 9), _f(r, 11)),
            lambda r: (_f(r, 1), _f(r, 1)),
            lambda r: (-np.ones(3), np.full(2, 3.0)),
        ],
    ),
    (compact_positive, [lambda r: (_f(r, 13),), lambda r: (-np.ones(3),), lambda r: (_f(r, 1),)]),
    (
        mandelbrot_escape,
        [
            lambda r: (np.linspace(-2.0, 0.6, 17), np.linspace(-1.2, 1.2, 17), 12),
            lambda r: (np.zeros(1), np.zeros(1), 3),
        ],
    ),
    (nonzero_coords, [lambda r: (r.random((4, 5)),), lambda r: (np.zeros((1, 1)),)]),
    (
        select_rows,
        [lambda r: (_f(r, 6, 3), r.random(6) < 0.5), lambda r: (_f(r, 1, 2), np.ones(1, bool))],
    ),
    (py_scalar_semantics, [lambda r: (3, 2.6), lambda r: (1, -0.4), lambda r: (-2, 3.5)]),
    (
        where_dtypes,
        [
            lambda r: (_f(r, 5, dtype=np.float32), _i(r, 5, dtype=np.int32)),
            lambda r: (_f(r, 3), _i(r, 3)),
        ],
    ),
    (
        mixed_promotion,
        [
            lambda r: (
                _i(r, 4, dtype=np.int32),
                _i(r, 4, lo=0, hi=5),
                _f(r, 4, dtype=np.float32),
                _f(r, 4),
            )
        ],
    ),
    (
        reductions_dtypes,
        [
            lambda r: (
                _f(r, 3, 4, dtype=np.float32),
                _i(r, 3, 4, lo=-3, hi=4, dtype=np.int32),
                r.random((3, 4)) < 0.5,
            )
        ],
    ),
    (normalize_rows, [lambda r: (_f(r, 4, 3),), lambda r: (_f(r, 2, 5, dtype=np.float32),)]),
    (
        int_matmul,
        [
            lambda r: (
                _i(r, 3, 4),
                _i(r, 4, 2),
                _i(r, 3, 4, dtype=np.int32),
                _i(r, 4, 2, dtype=np.int32),
            )
        ],
    ),
    (while_any, [lambda r: (_f(r, 6) * 10,), lambda r: (np.zeros(2),)]),
    (helper_tuple, [lambda r: (_f(r, 5),), lambda r: (_f(r, 1),)]),
    (inplace_helper, [lambda r: (_f(r, 4, 5),), lambda r: (_f(r, 6),)]),
    (linspace_arange, [lambda r: (5,), lambda r: (1,)]),
    (half_split, [lambda r: (_f(r, 7),), lambda r: (_f(r, 1),), lambda r: (_f(r, 8),)]),
    (mask_counts, [lambda r: (_f(r, 4, 3),)]),
    (
        floor_div_mod_zero,
        [
            lambda r: (_i(r, 8), _i(r, 8, lo=-3, hi=4)),
            lambda r: (_f(r, 8), np.where(_f(r, 8) > 0, 0.0, _f(r, 8))),
        ],
    ),
    (sign_heaviside, [lambda r: (np.array([-1.5, 0.0, 2.0, np.nan]), _i(r, 4))]),
    (scan_reversed, [lambda r: (_f(r, 7),), lambda r: (_f(r, 1),)]),
    (recurrence, [lambda r: (_f(r, 6),), lambda r: (_f(r, 1),)]),
    (early_exit, [lambda r: (_f(r, 9), 1.0), lambda r: (_f(r, 3), 100.0)]),
    (exp_f32, [lambda r: (_f(r, 7, dtype=np.float32),)]),
    (logsumexp_axis0, [lambda r: (_f(r, 5, 3),), lambda r: (_f(r, 1, 1, dtype=np.float32),)]),
    (pairwise_dist, [lambda r: (_f(r, 5, 3), _f(r, 4, 3)), lambda r: (_f(r, 1, 1), _f(r, 1, 1))]),
    (one_hot, [lambda r: (_i(r, 6, lo=0, hi=4), 4), lambda r: (_i(r, 3, lo=-2, hi=0), 3)]),
    (scatter_add, [lambda r: (_i(r, 10, lo=-5, hi=5), _f(r, 10), 5)]),
    (diag_ops, [lambda r: (_f(r, 4, 4),), lambda r: (_f(r, 3, 5),)]),
    (cov_matrix, [lambda r: (_f(r, 6, 3),), lambda r: (_f(r, 2, 1, dtype=np.float32),)]),
    (batched_transpose, [lambda r: (_f(r, 2, 3, 4),)]),
    (
        cross_entropy,
        [
            lambda r: (_f(r, 5, 3), _i(r, 5, lo=0, hi=3)),
            lambda r: (_f(r, 1, 1), _i(r, 1, lo=0, hi=1)),
        ],
    ),
    (chained_compare_scalar, [lambda r: (_f(r, 11) * 0.5,)]),
    (int_shift_bits, [lambda r: (_i(r, 6),), lambda r: (_i(r, 3, dtype=np.int32),)]),
    (minmax_nan, [lambda r: (_f(r, 4, 3),), lambda r: (np.array([[1.0, np.nan], [0.0, -1.0]]),)]),
    (fancy_scatter_dups, [lambda r: (np.zeros(5), np.array([0, 0, 2, -1]), np.arange(4.0))]),
    (fancy_scatter_add_dups, [lambda r: (np.zeros(5), np.array([0, 0, 2, 2, 2]))]),
    (fancy_self_gather_store, [lambda r: (_f(r, 6), np.array([0, 1, 2]), np.array([1, 2, 3]))]),
    (add_at, [lambda r: (np.zeros(4), np.array([0, 0, 3]), np.array([1.0, 2.0, 3.0]))]),
    (view_alias_writes, [lambda r: (_f(r, 4, 4),)]),
    (int_dtype_funcs, [lambda r: (_i(r, 5),), lambda r: (_i(r, 3, dtype=np.int32),)]),
    (
        argmax_nan,
        [
            lambda r: (np.array([1.0, np.nan, 3.0, np.nan]),),
            lambda r: (np.array([[1.0, np.nan], [2.0, 0.0]]),),
        ],
    ),
    (slicing_edges, [lambda r: (_f(r, 7),), lambda r: (_f(r, 1),), lambda r: (_f(r, 12),)]),
    (stepped_stores, [lambda r: (_f(r, 10),), lambda r: (_f(r, 1),)]),
    (stores_2d, [lambda r: (_f(r, 4, 3),), lambda r: (_f(r, 1, 1),)]),
    (fill_loop, [lambda r: (5,), lambda r: (0,)]),
    (reshape_transposed, [lambda r: (_f(r, 3, 4),)]),
    (view_reductions, [lambda r: (_f(r, 5, 4),)]),
    (concat_mixed, [lambda r: (_f(r, 3), _i(r, 2))]),
    (int_float_funcs, [lambda r: (_i(r, 4), _i(r, 4, lo=1, hi=5))]),
    (f32_scalars, [lambda r: (_f(r, 5, dtype=np.float32),)]),
    (return_same_twice, [lambda r: (_f(r, 3),)]),
    (bool_arith, [lambda r: (r.random(6) < 0.5, _f(r, 6))]),
    (outer_products, [lambda r: (_f(r, 3), _f(r, 4)), lambda r: (_i(r, 2), _f(r, 1))]),
    (gather_2d_pairs, [lambda r: (_f(r, 4, 5), _i(r, 3, lo=-4, hi=4), _i(r, 3, lo=-5, hi=5))]),
    (rev_self, [lambda r: (_f(r, 5),), lambda r: (_f(r, 1),)]),
    (
        forward_subst,
        [
            lambda r: (np.tril(_f(r, 5, 5)) + 5 * np.eye(5), _f(r, 5)),
            lambda r: (np.ones((1, 1)), _f(r, 1)),
        ],
    ),
    (nearest_row, [lambda r: (_f(r, 6, 3), _f(r, 3))]),
    (clip_forms, [lambda r: (_f(r, 7),)]),
    (ellipsis_forms, [lambda r: (_f(r, 2, 3, 4),)]),
    (where_index, [lambda r: (_f(r, 9),)]),
    (builtin_sum, [lambda r: (_f(r, 5),)]),
    (conversions, [lambda r: (_f(r, 5),)]),
    (positional_axes, [lambda r: (_f(r, 3, 4),)]),
    (string_dtypes, [lambda r: (_f(r, 4),)]),
    (array_literals, [lambda r: (_f(r, 4),)]),
    (nested_literal, [lambda r: ()]),
    (shape_prod, [lambda r: (_f(r, 2, 3),)]),
    (
        array_equal,
        [lambda r: (np.arange(3.0), np.arange(3.0)), lambda r: (np.arange(3.0), np.arange(2.0))],
    ),
    (inplace_with_reductions, [lambda r: (_f(r, 4, 3),)]),
    (row_recurrence, [lambda r: (_f(r, 4, 3),)]),
    (powers, [lambda r: (_f(r, 5) + 3.0, 4)]),
    (multi_target, [lambda r: ()]),
    (out_kwarg, [lambda r: (_f(r, 5),)]),
    (matrix_power_loop, [lambda r: (_f(r, 3, 3) * 0.5, 4), lambda r: (_f(r, 2, 2), 0)]),
    (mean_of_ints_keep, [lambda r: (_i(r, 3, 4),)]),
    (tuple_shape_loops, [lambda r: (_f(r, 3, 5),)]),
    (sigmoid_bce, [lambda r: (_f(r, 8), (r.random(8) < 0.5).astype(np.float64))]),
    (
        layer_norm,
        [
            lambda r: (_f(r, 4, 6), _f(r, 6), _f(r, 6)),
            lambda r: (
                _f(r, 2, 3, dtype=np.float32),
                _f(r, 3, dtype=np.float32),
                _f(r, 3, dtype=np.float32),
            ),
        ],
    ),
    (
        attention,
        [
            lambda r: (_f(r, 4, 8), _f(r, 5, 8), _f(r, 5, 3)),
            lambda r: (
                _f(r, 1, 1, dtype=np.float32),
                _f(r, 1, 1, dtype=np.float32),
                _f(r, 1, 2, dtype=np.float32),
            ),
        ],
    ),
    (array_equal_shapes, [lambda r: (np.ones((2, 3)), np.ones((2, 3)), np.ones((3, 2)))]),
    (
        sum_builtin_forms,
        [lambda r: (_f(r, 5), _i(r, 4, dtype=np.int32), r.random(5) < 0.5, _f(r, 3, 2))],
    ),
    (
        round_to_cents,
        [
            lambda r: (np.array([2.675, -0.125, 1.005, 15.5]) * 1, _i(r, 5, lo=-2000, hi=2000)),
            lambda r: (_f(r, 3, dtype=np.float32) * 100, np.array([1250, -1250, 1350])),
        ],
    ),
    (
        fortran_order,
        [lambda r: (_f(r, 4, 3), _f(r, 2, 3, 4)), lambda r: (_f(r, 2, 3), _f(r, 1, 1, 1))],
    ),
    (offset_identities, [lambda r: (4, 2), lambda r: (1, -1), lambda r: (3, 5)]),
    (
        closeness_with_specials,
        [
            lambda r: (
                np.array([1.0, np.nan, np.inf, -np.inf, 1e-9]),
                np.array([1.0 + 1e-9, np.nan, np.inf, np.inf, 0.0]),
            ),
            lambda r: (np.ones(3), np.ones(3) * (1 + 1e-4)),
        ],
    ),
    (constants, [lambda r: (_f(r, 3),)]),
    (ndim_branch, [lambda r: (_f(r, 3),), lambda r: (_f(r, 2, 3),)]),
    (dtype_branch, [lambda r: (_f(r, 3, dtype=np.float32),), lambda r: (_f(r, 3),)]),
    (backwards_loop, [lambda r: (_f(r, 5),), lambda r: (_f(r, 1),)]),
    (enumerate_loop, [lambda r: (_f(r, 5),), lambda r: (_f(r, 1),)]),
    (zip_loop, [lambda r: (_f(r, 5), _f(r, 5))]),
    (inner_in_loops, [lambda r: (_f(r, 3, 4), _f(r, 4, 2))]),
    (while_break, [lambda r: (np.array([1.0, 2.0, -1.0]),), lambda r: (np.ones(3),)]),
    (min_shape, [lambda r: (_f(r, 2, 5),)]),
    (int_overflow32, [lambda r: (np.array([70000, -3, 2], dtype=np.int32),)]),
    (kw_call, [lambda r: (_f(r, 3),)]),
    (float_cast_scalars, [lambda r: (_f(r, 3, dtype=np.float32), 7)]),
    (tuple_return_helper, [lambda r: (_f(r, 6),)]),
    (clamp_loop, [lambda r: (_f(r, 8), -0.5, 0.5)]),
    (bool_scalar_ops, [lambda r: (_f(r, 4),), lambda r: (np.array([0.0, 0.0, 1.0]),)]),
    (var_reassign_dtype, [lambda r: (_f(r, 4) * 3,)]),
    (cum_loop_2d, [lambda r: (_f(r, 4, 3),)]),
    (loops_over_sequences, [lambda r: (_f(r, 4), _f(r, 4, 3)), lambda r: (_f(r, 1), _f(r, 2, 2))]),
    (
        running_extremes,
        [
            lambda r: (
                np.array([1.0, 3.0, np.nan, 2.0, 5.0]),
                _f(r, 3, 4),
                _i(r, 5, dtype=np.int32),
            ),
            lambda r: (_f(r, 1), _f(r, 1, 1), _i(r, 1, dtype=np.int32)),
        ],
    ),
    (row_positive_stats, [lambda r: (_f(r, 5, 7),), lambda r: (-np.ones((2, 1)),)]),
    (
        label_counts,
        [
            lambda r: (_i(r, 9, lo=0, hi=5), _f(r, 9), 8),
            lambda r: (_i(r, 1, lo=0, hi=1), _f(r, 1), 0),
        ],
    ),
    (std_keep, [lambda r: (_f(r, 3, 4),), lambda r: (_f(r, 1, 1, dtype=np.float32),)]),
]

#: kernels loopcraft rejects, and a word of the message it must give
UNSUPPORTED: list[tuple[Callable, Make, str]] = [
    (unique_values, lambda r: (_i(r, 9),), "np.unique"),
    (squeeze_all, lambda r: (_f(r, 3, 1),), "axis="),
    (python_round_digits, lambda r: (2.675,), "np.round(x, ndigits)"),
    (ragged_literal, lambda r: (), "equal lengths"),
    (mask_and_column, lambda r: (_f(r, 3, 2),), "boolean mask combined"),
    (nested_def, lambda r: (_f(r, 3),), "FunctionDef"),
    (isinstance_check, lambda r: (1.5,), "isinstance"),
    (quantiles, lambda r: (_f(r, 5),), "np.percentile"),
]


def _ids(cases: list) -> list[str]:
    return [c[0].__name__ for c in cases]


def _copy(args: tuple) -> tuple:
    return tuple(a.copy() if isinstance(a, np.ndarray) else a for a in args)


#: kernels whose matrix products take the scheduler seconds even on a warm artifact cache
#: (products are covered in fast tests elsewhere): run with `-m slow`
SLOW = {
    "attention",
    "batched_matmul",
    "dot_forms",
    "int_matmul",
    "einsum_implicit",
    "float32_pipeline",
    "cov_matrix",
    "pairwise_dist",
}


def _params(cases: list) -> list:
    return [
        pytest.param(
            *c, id=c[0].__name__, marks=[pytest.mark.slow] if c[0].__name__ in SLOW else []
        )
        for c in cases
    ]


@pytest.mark.sample(every=6)
@pytest.mark.parametrize("func,makers", _params(CASES))
def test_matches_numpy(func: Callable, makers: list[Make]) -> None:
    compiled = loopcraft.jit(func)
    for k, make in enumerate(makers):
        args = make(np.random.default_rng(100 + k))
        mine = _copy(args)
        with np.errstate(all="ignore"):  # NumPy warns about x // 0, sqrt(-1): loopcraft does not
            expected = func(*args)
        got = compiled(*mine)
        _same(got, expected, f"{func.__name__} inputs #{k}", LOOSE.get(func.__name__))
        for j, (a, b) in enumerate(zip(mine, args, strict=True)):
            if isinstance(b, np.ndarray):
                _same(a, b, f"{func.__name__} inputs #{k}: argument {j} after the call")


def test_mask_of_another_length_is_numpys_index_error() -> None:
    x, m = np.ones(4), np.ones(3, dtype=bool)
    with pytest.raises(IndexError):
        mask_length_mismatch(x, m)
    with pytest.raises(IndexError, match="boolean index did not match"):
        loopcraft.jit(mask_length_mismatch)(x, m)


def test_stores_of_arrays_through_masks_follow_numpy() -> None:
    a, b = np.arange(4.0) - 1.0, np.arange(4.0) - 2.0  # two positive elements each
    _same(
        loopcraft.jit(store_through_other_mask)(a.copy(), b.copy()),
        store_through_other_mask(a.copy(), b.copy()),
    )
    b = np.arange(3.0)  # three values for two selected elements
    with pytest.raises(ValueError):
        store_array_through_mask(a.copy(), b)
    with pytest.raises(ValueError, match="boolean array indexing assignment"):
        loopcraft.jit(store_array_through_mask)(a.copy(), b)


def test_bincount_of_negative_values_is_numpys_value_error() -> None:
    labels, w = np.array([1, -1, 2]), np.ones(3)
    with pytest.raises(ValueError):
        label_counts(labels, w, 0)
    with pytest.raises(ValueError, match="no negative elements"):
        loopcraft.jit(label_counts)(labels, w, 0)


def test_zip_strict_raises_on_different_lengths() -> None:
    x, y = np.ones(3), np.ones(2)
    with pytest.raises(ValueError):
        zip_loop(x, y)
    with pytest.raises(ValueError, match="different lengths"):
        loopcraft.jit(zip_loop)(x, y)


@pytest.mark.parametrize("func,make,word", UNSUPPORTED, ids=_ids(UNSUPPORTED))
def test_unsupported_is_a_clear_error(func: Callable, make: Make, word: str) -> None:
    with pytest.raises(UnsupportedSyntaxError) as info:
        loopcraft.jit(func)(*make(np.random.default_rng(0)))
    err = info.value
    text = str(err)
    assert word in text
    assert err.filename == func.__code__.co_filename
    assert err.lineno and err.source_line.strip()
    assert "^" in text
