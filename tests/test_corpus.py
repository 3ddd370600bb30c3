"""Tests of the benchmark kernel corpus (``loopcraft_bench.corpus``).

1. The corpus itself: every kernel's plain-Python ``func`` agrees with its NumPy ``reference``
   (and its independent ``oracle``, if any) at the "small" and "alt" sizes, arguments are
   deterministic and keep their types across sizes, and each kernel's source (with the helpers
   it calls) stays inside the language loopcraft compiles.
2. The compiler on the corpus: ``loopcraft.jit(kernel.func)`` agrees with the reference at the
   "small" size, and a call at the "alt" size reuses the existing specialization.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
import types
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np
import pytest

import loopcraft
from loopcraft.outputs import collect_outputs
from loopcraft_bench import corpus
from loopcraft_bench.corpus import (
    CATEGORIES,
    KERNELS,
    SIZE_NAMES,
    STYLES,
)

NAMES = sorted(KERNELS)
CHECK_SIZES = ("small", "alt")
#: Vectorized kernels without an independent oracle (their NumPy code is the only formulation).
_SELF_CHECKED = frozenset({"cavity_flow", "black_scholes"})


def _signature(args: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    """What a type-specializing compiler keys on: Python type, or array dtype/ndim/layout."""
    sig: list[tuple[Any, ...]] = []
    for a in args:
        if isinstance(a, np.ndarray):
            sig.append(("array", a.dtype, a.ndim, a.flags.c_contiguous))
        else:
            sig.append(("scalar", type(a)))
    return sig


# ------------------------------------------------------------------------------ corpus shape


def test_corpus_coverage() -> None:
    assert len(KERNELS) >= 48
    styles = Counter(k.style for k in KERNELS.values())
    assert set(styles) == set(STYLES)
    assert abs(styles["loops"] - styles["vectorized"]) <= 2, styles
    assert set(k.category for k in KERNELS.values()) == set(CATEGORIES)
    dtypes = {
        a.dtype
        for k in KERNELS.values()
        for a in k.args("alt")
        if isinstance(a, np.ndarray)
    }
    for dt in (np.float64, np.float32, np.int64, np.int32, np.bool_):
        assert np.dtype(dt) in dtypes


def test_readme_lists_every_kernel() -> None:
    text = (Path(corpus.__file__).parent / "README.md").read_text(encoding="utf-8")
    for name in NAMES:
        assert f"| `{name}` |" in text, name


def test_output_comparison_convention() -> None:
    k = KERNELS["gemm"]  # rtol = atol = 1e-9
    x = np.arange(3.0)
    outs = collect_outputs((np.float64(1.0), x), (x, 2.0, None))
    assert len(outs) == 3 and outs[1] is x and outs[2] is x
    assert collect_outputs(None, (x,)) == (x,)
    k.assert_matches([1.0, x + 1e-12, x], outs)
    k.assert_matches([np.int32(5)], [5])  # a Python int only has to match the kind
    bad_cases = [
        ([x.astype(np.float32)], [x]),  # dtype
        ([np.int64(5)], [np.int32(5)]),  # NumPy scalars: exact dtype
        ([1.0], [np.int64(1)]),  # kind
        ([np.array([1, 2])], [np.array([1, 3])]),  # integers compare exactly
        ([x + 1e-6], [x]),  # tolerance
        ([x[:2]], [x]),  # shape
        ([x], [x, x]),  # count
    ]
    for actual, expected in bad_cases:
        with pytest.raises(AssertionError):
            k.assert_matches(expected, actual)


@pytest.mark.parametrize("name", NAMES)
def test_registry_entry(name: str) -> None:
    kernel = KERNELS[name]
    assert set(kernel.presets) == set(SIZE_NAMES)
    assert kernel.description
    if kernel.style == "loops":
        assert kernel.reference is not kernel.func
    else:
        # vectorized kernels: the user's NumPy code is the baseline; if it is the only
        # formulation, the corpus check is vacuous, so those few are listed explicitly
        assert kernel.reference is kernel.func
        assert kernel.oracle is not None or name in _SELF_CHECKED, name
    # init is deterministic and returns fresh arrays each call
    first, second = kernel.args("small"), kernel.args("small")
    for a, b in zip(first, second, strict=True):
        if isinstance(a, np.ndarray):
            assert a is not b
            np.testing.assert_array_equal(a, b)
        else:
            assert a == b
    # a new size must not need a new specialization
    assert _signature(kernel.args("small")) == _signature(kernel.args("alt"))


# --------------------------------------------------------------- plain Python vs NumPy reference


@pytest.mark.parametrize("size", CHECK_SIZES)
@pytest.mark.parametrize("name", NAMES)
def test_python_matches_reference(name: str, size: str) -> None:
    kernel = KERNELS[name]
    with np.errstate(divide="raise", over="raise", invalid="raise"):
        actual = kernel.outputs(kernel.func, size)
        expected = kernel.outputs(kernel.reference, size)
        kernel.assert_matches(expected, actual, f"python {size}")
        if kernel.oracle is not None:
            oracle = kernel.outputs(kernel.oracle, size)
            kernel.assert_matches(oracle, actual, f"python vs oracle {size}")


# --------------------------------------------------------------------- the language subset

_NP_FUNCS = frozenset(
    """exp log log1p sqrt abs sin cos tan arctan arctan2 tanh power floor ceil maximum minimum
    where clip sign isnan sum max min mean prod argmax argmin std var dot matmul outer transpose
    zeros ones empty full zeros_like ones_like empty_like full_like arange linspace""".split()
)
_NP_VALUES = frozenset("float64 float32 int64 int32 bool_ newaxis".split())
_MATH_FUNCS = frozenset("exp log log1p sqrt fabs sin cos tan atan atan2 tanh floor ceil".split())
_BUILTINS = frozenset("range len min max abs int float".split())
_METHODS = frozenset("sum max min mean prod argmax argmin std var copy astype".split())
_ATTRS = frozenset("shape size ndim T".split())
_KEYWORDS = frozenset("axis keepdims dtype".split())
_FORBIDDEN = (
    ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp, ast.Lambda, ast.Try, ast.With,
    ast.ClassDef, ast.List, ast.Dict, ast.Set, ast.JoinedStr, ast.Yield, ast.YieldFrom,
    ast.Await, ast.Global, ast.Nonlocal, ast.Starred, ast.Raise, ast.Assert, ast.Delete,
    ast.Import, ast.ImportFrom, ast.AsyncFunctionDef, ast.NamedExpr,
)


def _helpers(func: types.FunctionType) -> list[types.FunctionType]:
    """``func`` plus the same-module helper functions it calls, transitively."""
    seen: dict[str, types.FunctionType] = {}
    todo = [func]
    while todo:
        f = todo.pop()
        if f.__name__ in seen:
            continue
        seen[f.__name__] = f
        for node in ast.walk(ast.parse(textwrap.dedent(inspect.getsource(f)))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                target = f.__globals__.get(node.func.id)
                if isinstance(target, types.FunctionType) and target.__module__ == f.__module__:
                    todo.append(target)
    return list(seen.values())


def _language_violations(f: types.FunctionType) -> list[str]:
    tree = ast.parse(textwrap.dedent(inspect.getsource(f)))
    ast.increment_lineno(tree, f.__code__.co_firstlineno - 1)
    fdef = tree.body[0]
    assert isinstance(fdef, ast.FunctionDef)
    bad: list[str] = []
    if fdef.decorator_list:
        bad.append("decorated")
    if fdef.args.vararg or fdef.args.kwarg or fdef.args.kwonlyargs or fdef.args.defaults:
        bad.append("non-positional parameters")
    helpers = {
        name
        for name, v in f.__globals__.items()
        if isinstance(v, types.FunctionType) and v.__module__ == f.__module__
    }
    for node in ast.walk(fdef):
        where = f"{f.__name__}:{getattr(node, 'lineno', '?')}"
        if isinstance(node, _FORBIDDEN):
            bad.append(f"{where}: {type(node).__name__}")
        elif isinstance(node, ast.FunctionDef) and node is not fdef:
            bad.append(f"{where}: nested function")
        elif isinstance(node, ast.Constant) and not (
            node.value is None or isinstance(node.value, bool | int | float)
        ):
            bad.append(f"{where}: constant {node.value!r}")
        elif isinstance(node, ast.For | ast.While) and node.orelse:
            bad.append(f"{where}: loop else")
        elif isinstance(node, ast.For) and not (
            isinstance(node.iter, ast.Call)
            and isinstance(node.iter.func, ast.Name)
            and node.iter.func.id == "range"
        ):
            bad.append(f"{where}: for over something other than range()")
        elif isinstance(node, ast.Attribute):
            base = node.value.id if isinstance(node.value, ast.Name) else None
            if base == "np":
                if node.attr not in _NP_FUNCS | _NP_VALUES:
                    bad.append(f"{where}: np.{node.attr}")
            elif base == "math":
                if node.attr not in _MATH_FUNCS:
                    bad.append(f"{where}: math.{node.attr}")
            elif node.attr not in _ATTRS | _METHODS:
                bad.append(f"{where}: attribute .{node.attr}")
        elif isinstance(node, ast.Call):
            fn = node.func
            if isinstance(fn, ast.Name):
                if fn.id in helpers:
                    if node.keywords:
                        bad.append(f"{where}: keyword arguments to helper {fn.id}")
                elif fn.id not in _BUILTINS:
                    bad.append(f"{where}: call to {fn.id}")
            elif isinstance(fn, ast.Attribute):
                for kw in node.keywords:
                    if kw.arg not in _KEYWORDS:
                        bad.append(f"{where}: keyword {kw.arg}=")
            else:
                bad.append(f"{where}: computed callee")
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load):
            known = node.id in ("np", "math") or node.id in helpers or node.id in _BUILTINS
            if node.id in f.__globals__ and not known:
                bad.append(f"{where}: global {node.id}")
    return bad


@pytest.mark.parametrize("name", NAMES)
def test_kernel_source_is_in_language(name: str) -> None:
    kernel = KERNELS[name]
    problems = [p for f in _helpers(kernel.func) for p in _language_violations(f)]
    assert not problems, problems


# ---------------------------------------------------------------------- compiled vs reference


#: in make test-slow only (measured under coverage, 2026-11-28: every compiler line each runs is
#: run by the other cases of make test): conv2d_nchw (12 s; compiled and checked against NumPy
#: in make test by tests/transform/test_conv2d.py, each implementation, and
#: tests/tuning/test_space.py) and attention (12 s; one line of its own, an integer true
#: division's dtype, which tests/frontend/test_promotion_and_math.py runs)
@pytest.mark.sample(every=2, drop=("conv2d_nchw", "attention"))
@pytest.mark.parametrize("name", NAMES)
def test_compiled_matches_reference_without_recompiling(name: str) -> None:
    kernel = KERNELS[name]
    f = loopcraft.jit(kernel.func)
    kernel.assert_matches(
        kernel.outputs(kernel.reference, "small"),
        kernel.outputs(f, "small"),
        "compiled small",
    )
    compilations = f.stats()["compilations"]
    kernel.assert_matches(
        kernel.outputs(kernel.reference, "alt"),
        kernel.outputs(f, "alt"),
        "compiled alt",
    )
    assert f.stats()["compilations"] == compilations, "a new size triggered a recompilation"
