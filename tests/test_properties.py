"""Property-based tests: random NumPy programs compiled by loopcraft equal NumPy's results.

Hypothesis draws random programs of three families and loopcraft must agree with NumPy on them:

* elementwise/broadcast expression trees over 1-3 arrays (shapes that broadcast, size-1 axes
  included; dtypes float64/float32/int64/int32) and a Python scalar;
* slices with random start/stop/step (negative, omitted, out of range, empty), read and assigned;
* reductions: op × axis × keepdims × function/method form over rank 1-3 arrays;
* compound trees whose leaves are views, reductions and broadcasts of 2-d operands.

Budget: 11 examples in ``make test`` (3 + 2 + 3 + 3, fresh draws every run: the examples are
not derandomized, so successive runs explore different programs) and 63 in ``make test-slow``,
each one C compile (0.2-0.5 s; a compound one several seconds) and two calls.

loopcraft compiles from source, so each drawn program is written as text into a real module
file and imported. A C compile costs ~0.2-0.5 s, so every example compiles *one* function that
returns a tuple of many random expressions, and is then called at two different sizes (a new size
must not recompile). The generated source is attached to a failing example (``note``).

Tolerances (``close``): data are multiples of 1/4 in [-4, 4], so +, -, * and small sums are
exact in both precisions and most differences come from (a) FMA contraction and evaluation order
(-O3 -march=native), ≤ a few ulp per operation, and (b) libm vs NumPy's own SIMD transcendentals
(≤ 4 ulp). Over the ≤ 4 levels of nesting drawn here that is < 1e-13 (float64) and < 1e-5
(float32) relative; an absolute term scaled by the largest magnitude covers cancellation.
"""

from __future__ import annotations

import importlib.util
import itertools
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from hypothesis import HealthCheck, Phase, given, note, settings
from hypothesis import strategies as st

import loopcraft

DTYPES = ["float64", "float32", "int64", "int32"]
#: No shrinking: every shrink step is another C compile (minutes for one failure). A failing
#: example is reported as drawn, with its source (``note``) and a reproducer script (below).
SETTINGS = dict(deadline=None, phases=[Phase.explicit, Phase.reuse, Phase.generate],
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

_counter = itertools.count()


def fast_and_full(body: Callable[..., None], fast: int, full: int) -> tuple[Callable, Callable]:
    """The property ``body(gen_dir, data)`` as two tests: ``fast`` random examples in
    ``make test``, ``full`` in ``make test-slow`` (each example compiles a kernel)."""
    quick = settings(max_examples=fast, **SETTINGS)(given(data=st.data())(body))
    whole = settings(max_examples=full, **SETTINGS)(given(data=st.data())(body))
    return quick, pytest.mark.slow(whole)


@pytest.fixture(scope="module")
def gen_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("generated")


def load_function(directory: Path, source: str, name: str = "kernel") -> Any:
    """Write ``source`` to a fresh module file, import it and return ``name`` from it."""
    mod_name = f"lc_generated_{next(_counter)}_{abs(hash(source)) % 10**8}"
    path = directory / f"{mod_name}.py"
    path.write_text(source)
    spec = importlib.util.spec_from_file_location(mod_name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return getattr(module, name)


def call(directory: Path, f: Any, source: str, args: tuple) -> Any:
    """``f(*args)``, after writing a stand-alone reproducer to ``directory/last_call.py``.

    A crash inside compiled code kills the test process before hypothesis can report anything;
    the reproducer left behind then is the example that crashed.
    """
    np.set_printoptions(threshold=10**6)
    lines = [source, "", "import loopcraft", "from numpy import array, float32, float64, int32, "
             "int64", "", f"args = {args!r}", "print(loopcraft.jit(kernel)(*args))",
             "print(kernel(*args))", ""]
    if "def store" in source:
        lines[-3] = "print(loopcraft.jit(store)(*args), args)"
        lines[-2] = "print(store(*args), args)"
    (directory / "last_call.py").write_text("\n".join(lines))
    return f(*args)


def close(got: Any, exp: Any, where: str, low_precision: bool = False) -> None:
    """Equal dtype and shape; exact for integers/bools, tolerances above for floats.

    ``low_precision``: float32 values took part in the computation, so even a float64 result
    carries float32 rounding (e.g. ``np.maximum(float64 0-d, np.sin(float32 array))``) and gets
    the float32 tolerance.
    """
    if isinstance(exp, tuple):
        assert isinstance(got, tuple) and len(got) == len(exp), where
        for k, (g, e) in enumerate(zip(got, exp, strict=True)):
            close(g, e, f"{where}[{k}]", low_precision)
        return
    g, e = np.asarray(got), np.asarray(exp)
    assert g.shape == e.shape, f"{where}: shape {g.shape} != NumPy's {e.shape}"
    assert g.dtype == e.dtype, f"{where}: dtype {g.dtype} != NumPy's {e.dtype}"
    if e.dtype.kind == "f":
        rtol = 1e-12 if e.dtype == np.float64 and not low_precision else 1e-5
        scale = float(np.max(np.abs(e[np.isfinite(e)]), initial=0.0))
        np.testing.assert_allclose(g, e, rtol=rtol, atol=rtol * (1.0 + scale), equal_nan=True,
                                   err_msg=where)
    else:
        np.testing.assert_array_equal(g, e, err_msg=where)


def quarters(rng: np.random.Generator, shape: tuple[int, ...], dtype: str) -> np.ndarray:
    """Random multiples of 1/4 in [-4, 4] (integers in [-4, 4] for integer dtypes)."""
    if dtype.startswith("int"):
        return rng.integers(-4, 5, size=shape).astype(dtype)
    return (rng.integers(-16, 17, size=shape) / 4.0).astype(dtype)


def resize(shape: tuple[int, ...], rng: np.random.Generator) -> tuple[int, ...]:
    """Another size with the same rank; axes of extent 1 stay 1 (they decide broadcasting)."""
    return tuple(1 if n == 1 else int(rng.integers(2, 7)) for n in shape)


# ============================================================================ expression trees

UNARY = ["-({})", "np.abs({})", "np.sin({})", "np.tanh({})", "np.sqrt(np.abs({}))",
         "np.floor({})", "np.sign({})", "({}) ** 2", "np.clip({}, -1, 2)", "np.exp(np.tanh({}))"]
BINARY = ["({} + {})", "({} - {})", "({} * {})", "np.maximum({}, {})", "np.minimum({}, {})",
          "({} / (np.abs({}) + 1))", "({} // (np.abs({}) + 1))", "({} % (np.abs({}) + 1))",
          "np.where({} > {}, 1.5, -2)"]
TERNARY = ["np.where({} > 0, {}, {})"]
CONSTANTS = ["2", "-3", "0.5", "1.25", "-2.75"]


@st.composite
def expressions(draw: st.DrawFn, names: list[str], depth: int = 3) -> str:
    if depth == 0 or draw(st.integers(0, 3)) == 0:
        if draw(st.integers(0, 4)) == 0:
            return draw(st.sampled_from(CONSTANTS))
        return draw(st.sampled_from(names))
    kind = draw(st.sampled_from(["unary", "binary", "binary", "ternary"]))
    if kind == "unary":
        return draw(st.sampled_from(UNARY)).format(draw(expressions(names, depth - 1)))
    if kind == "binary":
        return draw(st.sampled_from(BINARY)).format(draw(expressions(names, depth - 1)),
                                                    draw(expressions(names, depth - 1)))
    return draw(st.sampled_from(TERNARY)).format(*(draw(expressions(names, depth - 1))
                                                   for _ in range(3)))


@st.composite
def broadcast_operands(draw: st.DrawFn) -> list[tuple[tuple[int, ...], str]]:
    """1-3 (shape, dtype) pairs whose shapes broadcast together."""
    full = draw(st.lists(st.integers(2, 5), min_size=1, max_size=3))
    out = []
    for _ in range(draw(st.integers(1, 3))):
        nd = draw(st.integers(1, len(full)))
        shape = tuple(n if draw(st.booleans()) or draw(st.booleans()) else 1
                      for n in full[len(full) - nd:])
        out.append((shape, draw(st.sampled_from(DTYPES))))
    return out


def _random_elementwise_expressions(gen_dir: Path, data: st.DataObject) -> None:
    operands = data.draw(broadcast_operands(), label="operands")
    scalar = data.draw(st.sampled_from([3, -2, 0.75, -1.5]), label="scalar")
    names = [f"a{k}" for k in range(len(operands))]
    exprs = data.draw(st.lists(expressions(names + ["s"]), min_size=10, max_size=10),
                      label="expressions")
    # every expression must involve an array so that the result is array-valued
    exprs = [e if any(n in e for n in names) else f"({e} + {names[0]})" for e in exprs]
    params = ", ".join(names + ["s"])
    body = ",\n        ".join(exprs)
    source = (f"import numpy as np\n\n\ndef kernel({params}):\n"
              f"    return (\n        {body},\n    )\n")
    note(source)
    func = load_function(gen_dir, source)
    f = loopcraft.jit(func)
    low_precision = any(dt == "float32" for _, dt in operands)
    rng = np.random.default_rng(data.draw(st.integers(0, 2**32 - 1), label="seed"))
    first = [quarters(rng, shape, dt) for shape, dt in operands]
    with np.errstate(all="ignore"):
        close(call(gen_dir, f, source, (*first, scalar)), func(*first, scalar), "first call",
              low_precision)
    compiled = f.stats()["compilations"]
    # a second call at new sizes (same size-1 axes): same results as NumPy, no recompilation
    full = np.broadcast_shapes(*(shape for shape, _ in operands))
    new_full = resize(full, rng)
    second = []
    for (shape, dt) in operands:
        off = len(full) - len(shape)
        new_shape = tuple(1 if n == 1 else new_full[off + k] for k, n in enumerate(shape))
        second.append(quarters(rng, new_shape, dt))
    note(f"second call shapes: {[a.shape for a in second]}")
    with np.errstate(all="ignore"):
        close(call(gen_dir, f, source, (*second, scalar)), func(*second, scalar),
              "second call", low_precision)
    assert f.stats()["compilations"] == compiled, "a new size recompiled"


test_random_elementwise_expressions, test_random_elementwise_expressions_full = fast_and_full(
    _random_elementwise_expressions, 3, 20)


# ============================================================================ compound expressions
# Leaves that are themselves views, reductions or broadcasts of 2-d operands, all broadcasting to
# the operands' shape (n, m): reductions and data movement fused into elementwise trees.

COMPOUND_LEAVES = ["{x}", "{x}[::-1, :]", "{x}[:, ::-1]", "{x}.T.T", "{x}.sum(axis=0)",
                   "{x}.max(axis=1, keepdims=True)", "{x}.min()", "{x}.mean(axis=0)",
                   "{x}[:, 0:1]", "{x}[-1]", "np.transpose({x}.T)", "{x}[:, :, None][:, :, 0]",
                   "{x}.argmax(axis=0)", "{x}.std(axis=1, keepdims=True)"]


def _random_compound_expressions(gen_dir: Path, data: st.DataObject) -> None:
    n, m = data.draw(st.integers(1, 5), label="n"), data.draw(st.integers(1, 5), label="m")
    dtypes = data.draw(st.lists(st.sampled_from(DTYPES), min_size=1, max_size=2), label="dtypes")
    names = [f"X{k}" for k in range(len(dtypes))]
    leaves = [leaf.format(x=x) for x in names for leaf in COMPOUND_LEAVES]
    exprs = data.draw(st.lists(expressions(leaves, depth=2), min_size=10, max_size=10),
                      label="expressions")
    exprs = [e if any(x in e for x in names) else f"({e} + {names[0]})" for e in exprs]
    body = ",\n        ".join(exprs)
    source = (f"import numpy as np\n\n\ndef kernel({', '.join(names)}):\n"
              f"    return (\n        {body},\n    )\n")
    note(source)
    func = load_function(gen_dir, source)
    f = loopcraft.jit(func)
    low_precision = "float32" in dtypes
    rng = np.random.default_rng(data.draw(st.integers(0, 2**32 - 1), label="seed"))
    for k, (nn, mm) in enumerate([(n, m), (n + 2, m + 1)]):
        args = tuple(quarters(rng, (nn, mm), dt) for dt in dtypes)
        note(f"call {k}: shape {(nn, mm)}")
        with np.errstate(all="ignore"):
            close(call(gen_dir, f, source, args), func(*args), f"call {k}", low_precision)


test_random_compound_expressions, test_random_compound_expressions_full = fast_and_full(
    _random_compound_expressions, 2, 12)


# ============================================================================ slices

bounds = st.one_of(st.none(), st.integers(-9, 9))
steps = st.one_of(st.none(), st.sampled_from([-3, -2, -1, 1, 2, 3]))


def slice_text(start: int | None, stop: int | None, step: int | None) -> str:
    text = f"{'' if start is None else start}:{'' if stop is None else stop}"
    return text if step is None else f"{text}:{step}"


slices = st.builds(slice_text, bounds, bounds, steps)


def _random_slices(gen_dir: Path, data: st.DataObject) -> None:
    dtype = data.draw(st.sampled_from(DTYPES), label="dtype")
    reads = data.draw(st.lists(slices, min_size=6, max_size=6), label="1-d slices")
    reads2 = data.draw(st.lists(st.tuples(slices, slices), min_size=4, max_size=4),
                       label="2-d slices")
    stores = data.draw(st.lists(st.tuples(slices, st.sampled_from(
        ["-1", "a[{s}] * 2", "a[{s}][::-1] + 1", "b[{s}]"])), min_size=4, max_size=4),
        label="stores")
    exprs = [f"a[{s}]" if k % 2 else f"a[{s}] * 2 - 1" for k, s in enumerate(reads)]
    exprs += [f"B[{s1}, {s2}]" if k % 2 else f"B[{s1}, {s2}] + 1" for k, (s1, s2) in
              enumerate(reads2)]
    body = ",\n        ".join(exprs)
    store_lines = "".join(f"    a[{s}] = {v.format(s=s)}\n" for s, v in stores)
    source = (f"import numpy as np\n\n\ndef kernel(a, B):\n    return (\n        {body},\n    )\n"
              f"\n\ndef store(a, b):\n{store_lines}")
    note(source)
    func = load_function(gen_dir, source)
    store = load_function(gen_dir, source, "store")
    f, g = loopcraft.jit(func), loopcraft.jit(store)
    rng = np.random.default_rng(data.draw(st.integers(0, 2**32 - 1), label="seed"))
    sizes = data.draw(st.lists(st.tuples(st.integers(0, 12), st.integers(0, 12)), min_size=2,
                               max_size=2, unique=True), label="sizes")
    for n, m in sizes:
        note(f"a: ({n},), B: ({n}, {m})")
        a, B = quarters(rng, (n,), dtype), quarters(rng, (n, m), dtype)
        close(call(gen_dir, f, source, (a, B)), func(a, B), f"reads at n={n}, m={m}")
        a1, b1 = quarters(rng, (n,), dtype), quarters(rng, (n,), dtype)
        a2, b2 = a1.copy(), b1.copy()
        try:
            store(a1, b1)
        except ValueError:  # e.g. a reversed slice of a different length: NumPy refuses too
            with pytest.raises(ValueError):
                call(gen_dir, g, source, (a2, b2))
            continue
        assert call(gen_dir, g, source, (a2, b2)) is None
        close(a2, a1, f"stores at n={n}")
        close(b2, b1, f"stores at n={n} (b)")
    assert f.stats()["compilations"] == 1, "a new size recompiled"


test_random_slices, test_random_slices_full = fast_and_full(
    _random_slices, 3, 16)


# ============================================================================ reductions

RED_OPS = ["sum", "prod", "max", "min", "mean", "std", "var", "argmax", "argmin"]
OPERANDS = ["x", "x * 2 - 1", "np.abs(x)", "x[::-1]"]


@st.composite
def reductions(draw: st.DrawFn, ndim: int) -> str:
    op = draw(st.sampled_from(RED_OPS))
    operand = draw(st.sampled_from(OPERANDS))
    kwargs = []
    axis = draw(st.one_of(st.none(), st.integers(-ndim, ndim - 1)))
    if axis is not None:
        kwargs.append(f"axis={axis}" if draw(st.booleans()) or op.startswith("arg")
                      else str(axis))
    keepdims = draw(st.sampled_from([None, True, False]))
    if keepdims is not None:
        kwargs.append(f"keepdims={keepdims}")
    args = ", ".join(kwargs)
    if draw(st.booleans()):
        return f"np.{op}({operand}{', ' + args if args else ''})"
    return f"({operand}).{op}({args})"


def _random_reductions(gen_dir: Path, data: st.DataObject) -> None:
    shape = tuple(data.draw(st.lists(st.integers(1, 4), min_size=1, max_size=3), label="shape"))
    dtype = data.draw(st.sampled_from(DTYPES), label="dtype")
    exprs = data.draw(st.lists(reductions(len(shape)), min_size=10, max_size=10),
                      label="reductions")
    body = ",\n        ".join(exprs)
    source = f"import numpy as np\n\n\ndef kernel(x):\n    return (\n        {body},\n    )\n"
    note(source)
    func = load_function(gen_dir, source)
    f = loopcraft.jit(func)
    rng = np.random.default_rng(data.draw(st.integers(0, 2**32 - 1), label="seed"))
    for k, shp in enumerate([shape, resize(shape, rng)]):
        note(f"call {k}: shape {shp}")
        x = quarters(rng, shp, dtype)
        close(call(gen_dir, f, source, (x,)), func(x), f"call {k} with shape {shp}")
        if k == 0:
            compiled = f.stats()["compilations"]
    assert f.stats()["compilations"] == compiled, "a new size recompiled"


test_random_reductions, test_random_reductions_full = fast_and_full(
    _random_reductions, 3, 15)
