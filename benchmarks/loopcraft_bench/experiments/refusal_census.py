"""Which refusals (``UnsupportedSyntaxError``) users meet most: a census over real code.

Why: docs/refusals.md documents the fix for the most common refusals; "most common" has to
come from code people write, not from guesses. Sources, each lowered with
``JitFunction.lowered`` (the frontend only: nothing is scheduled or compiled):

* ``user``: short functions in the style of Stack Overflow / Numba-user questions (lists,
  dicts, recursion, exceptions, classes, ``np.random``, strings, ``print``, globals, ...),
  written here;
* ``unseen``: the refusals of the unseen-NumPy corpus (tests/test_unseen_numpy.py) and the
  cases of tests/test_errors.py (run from a source checkout, else skipped);
* ``npbench``: NPBench's own NumPy kernels, if ``--npbench <dir>`` (a checkout or a bare git
  directory) is given.

Each refusal is put in a group by the first line of its message (loopcraft's own table,
``loopcraft.frontend.python.refusals.ANCHORS``: the anchors of docs/refusals.md; then a few
undocumented groups); the table prints the count per group and source.

Run: ``python -m loopcraft_bench.experiments.refusal_census [--npbench DIR]``.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

import loopcraft
from loopcraft.errors import LoopcraftError, UnsupportedSyntaxError
from loopcraft.frontend.python.refusals import anchor_of

# ---------------------------------------------------------------- the user-style functions
# Each is what someone would plausibly write and hand to a JIT; most are refused on purpose.

COUNTER = 0
SCALE = 2.0


class Particle:
    def __init__(self, x: float) -> None:
        self.x = x


def list_append(n):
    out = []
    for i in range(n):
        out.append(i * i)
    return np.array(out)


def list_of_rows(a):
    rows = []
    for i in range(a.shape[0]):
        rows.append(a[i].sum())
    return rows


def list_comprehension(a):
    return np.array([x * 2.0 for x in a])


def python_list_sum(a):
    vals = [a[0], a[1], a[2]]
    total = 0.0
    for v in vals:
        total += v
    return total


def dict_counts(labels):
    counts = {}
    for k in labels:
        counts[k] = counts.get(k, 0) + 1
    return counts


def dict_params(x):
    p = {"alpha": 0.5, "beta": 2.0}
    return x * p["alpha"] + p["beta"]


def set_unique(labels):
    seen = set()
    for k in labels:
        seen.add(k)
    return len(seen)


def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)


def factorial(n):
    return 1 if n <= 1 else n * factorial(n - 1)


def safe_divide(a, b):
    try:
        return a / b
    except ZeroDivisionError:
        return np.zeros_like(a)


def try_finally(a):
    try:
        r = a * 2.0
    finally:
        pass
    return r


def with_errstate(a, b):
    with np.errstate(divide="ignore"):
        r = a / b
    return r


def particle_step(p, dt):
    p.x = p.x + dt
    return p.x


def make_objects(n):
    ps = Particle(1.0)
    return ps.x * n


def random_normal(n):
    return np.random.normal(0.0, 1.0, n)


def random_rand(n):
    x = np.random.rand(n)
    return x.sum()


def random_generator(n):
    rng = np.random.default_rng(0)
    return rng.standard_normal(n)


def monte_carlo_pi(n):
    inside = 0
    for _ in range(n):
        x = np.random.random()
        y = np.random.random()
        if x * x + y * y < 1.0:
            inside += 1
    return 4.0 * inside / n


def format_result(a):
    s = "total = {}".format(a.sum())  # noqa: UP032 -- the census wants str.format
    return s


def f_string_label(a):
    return f"mean {a.mean():.3f}"


def print_progress(a):
    for i in range(a.shape[0]):
        print(i, a[i])
    return a.sum()


def global_counter(a):
    global COUNTER
    COUNTER += 1
    return a * COUNTER


def nonlocal_like(a):
    total = 0.0

    def add(v):
        nonlocal total
        total += v

    for v in a:
        add(v)
    return total


def generator_squares(n):
    for i in range(n):
        yield i * i


def generator_expression(a):
    return sum(x * x for x in a)


def star_args_call(a, b):
    args = (a, b)
    return np.add(*args)


def star_params(*arrays):
    return arrays[0] + arrays[1]


def kwargs_params(a, **opts):
    return a * 2.0


def keyword_only(a, *, scale=2.0):
    return a * scale


def vectorize_call(a):
    f = np.vectorize(lambda v: v + 1.0)
    return f(a)


def object_array(n):
    out = np.empty(n, dtype=object)
    for i in range(n):
        out[i] = i
    return out


def einsum_trace(a):
    return np.einsum("ii->", a)


def apply_along(a):
    return np.apply_along_axis(np.sum, 1, a)


def string_dtype(n):
    return np.zeros(n, dtype="U8")


def assert_shape(a):
    assert a.ndim == 2, "need a matrix"
    return a.T


def isinstance_dispatch(x):
    if isinstance(x, float):
        return x * 2.0
    return x


def tuple_unpack_star(a):
    first, *rest = a.shape
    return first


def while_else(a):
    i = 0
    while i < a.shape[0]:
        if a[i] < 0:
            break
        i += 1
    else:
        return -1
    return i


def sort_with_key(a):
    return sorted(a, key=abs)


def closure_factory(a):
    def scale(v):
        return v * 2.0

    return scale(a)


def lambda_map(a):
    return list(map(lambda v: v + 1, a))


def np_unique_counts(a):
    vals, counts = np.unique(a, return_counts=True)
    return vals, counts


def np_percentile(a):
    return np.percentile(a, 90)


def fancy_setitem_2d(a, rows, cols):
    a[np.ix_(rows, cols)] = 0.0
    return a


def shape_assignment(a):
    a.shape = (a.size,)
    return a


def shrinking_array(z):
    for _ in range(3):
        z = z[z > 0.1]
    return z.sum()


def walrus(a):
    if (n := a.shape[0]) > 2:
        return n
    return 0


def match_statement(x):
    match x:
        case 0:
            return 1.0
        case _:
            return 2.0


def bytes_literal(a):
    tag = b"abc"
    return a, tag


def np_linalg_eig(a):
    w, v = np.linalg.eig(a)
    return w


def np_fft(a):
    return np.fft.fft(a)


def np_cumulative_loop_list(a):
    sums = [0.0] * a.shape[0]
    s = 0.0
    for i in range(a.shape[0]):
        s += a[i]
        sums[i] = s
    return sums


def pandas_like_attr(df):
    return df.values.sum()


def int_overflow_python(n):
    return 2 ** n


def chained_methods_tolist(a):
    return a.tolist()


def np_where_one_arg(a):
    return np.where(a > 0)


def np_nonzero(a):
    return np.nonzero(a)


def _f(n: int = 6) -> np.ndarray:
    return np.linspace(0.5, 2.0, n)


def _m() -> np.ndarray:
    return np.arange(1.0, 10.0).reshape(3, 3)


#: (function, arguments): the user-style corpus
USER: list[tuple[Callable[..., Any], tuple[Any, ...]]] = [
    (list_append, (5,)), (list_of_rows, (_m(),)), (list_comprehension, (_f(),)),
    (python_list_sum, (_f(),)), (dict_counts, (np.array([1, 2, 1]),)), (dict_params, (_f(),)),
    (set_unique, (np.array([1, 2, 1]),)), (fib, (10,)), (factorial, (5,)),
    (safe_divide, (_f(), _f())), (try_finally, (_f(),)), (with_errstate, (_f(), _f())),
    (particle_step, (Particle(1.0), 0.1)), (make_objects, (3,)), (random_normal, (5,)),
    (random_rand, (5,)), (random_generator, (5,)), (monte_carlo_pi, (100,)),
    (format_result, (_f(),)), (f_string_label, (_f(),)), (print_progress, (_f(),)),
    (global_counter, (_f(),)), (nonlocal_like, (_f(),)), (generator_squares, (4,)),
    (generator_expression, (_f(),)), (star_args_call, (_f(), _f())),
    (star_params, (_f(), _f())), (kwargs_params, (_f(),)), (keyword_only, (_f(),)),
    (vectorize_call, (_f(),)), (object_array, (4,)), (einsum_trace, (_m(),)),
    (apply_along, (_m(),)), (string_dtype, (3,)), (assert_shape, (_m(),)),
    (isinstance_dispatch, (1.5,)), (tuple_unpack_star, (_m(),)), (while_else, (_f(),)),
    (sort_with_key, (_f(),)), (closure_factory, (_f(),)), (lambda_map, (_f(),)),
    (np_unique_counts, (np.array([3, 1, 3]),)), (np_percentile, (_f(),)),
    (fancy_setitem_2d, (_m(), np.array([0, 2]), np.array([1]))),
    (shape_assignment, (_m(),)), (shrinking_array, (_f(),)), (walrus, (_f(),)),
    (match_statement, (1,)), (bytes_literal, (_f(),)), (np_linalg_eig, (_m(),)),
    (np_fft, (_f(),)), (np_cumulative_loop_list, (_f(),)), (int_overflow_python, (70,)),
    (chained_methods_tolist, (_f(),)), (np_where_one_arg, (_f() - 1.0,)),
    (np_nonzero, (_f() - 1.0,)),
]

# ---------------------------------------------------------------- grouping

#: groups beyond the documented ones (loopcraft's own table, frontend/python/refusals.py),
#: to see what would come next
EXTRA_GROUPS: list[tuple[str, str]] = [
    ("generators", r"generator|GeneratorExp"),
    ("with-statement", r"statement: With"),
    ("global-mutation", r"statement: (Global|Nonlocal)|^global array"),
]


def group_of(message: str) -> str:
    """The docs anchor for a refusal's first message line, or ``other: <message>``."""
    anchor = anchor_of(message)
    if anchor is not None:
        return anchor
    for group, pattern in EXTRA_GROUPS:
        if re.search(pattern, message):
            return "(undocumented) " + group
    return "other: " + message


@dataclass(frozen=True)
class Refusal:
    source: str
    function: str
    message: str  # first line
    hint: str


def attempt(source: str, func: Callable[..., Any], args: Sequence[Any]) -> Refusal | str:
    """Lower ``func(*args)``; the refusal, or ``"ok"`` / ``"error: ..."`` for other outcomes."""
    try:
        loopcraft.jit(func).lowered(*args)
    except UnsupportedSyntaxError as e:
        return Refusal(source, func.__name__, e.construct_message.splitlines()[0], e.hint)
    except LoopcraftError as e:
        return f"{type(e).__name__}: {str(e).splitlines()[0]}"
    except Exception as e:  # noqa: BLE001 -- a census records every outcome
        return f"crash {type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"
    return "ok"


def _test_corpora(tests: Path) -> Iterator[tuple[str, Callable[..., Any], tuple[Any, ...]]]:
    if not tests.is_dir():
        return
    sys.path.insert(0, str(tests))
    try:
        import test_errors  # type: ignore[import-not-found]
        import test_unseen_numpy  # type: ignore[import-not-found]
    except ImportError:
        return
    for func, make, _word in test_unseen_numpy.UNSUPPORTED:
        yield "unseen", func, tuple(make(np.random.default_rng(0)))
    for case in test_errors.SYNTAX_CASES:
        yield "errors", case.func, tuple(case.args())


def _npbench(path: str) -> Iterator[tuple[str, Callable[..., Any], tuple[Any, ...]]]:
    from ..suites.npbench import upstream

    workdir = tempfile.mkdtemp(prefix="census-npbench-")
    root = upstream.open_source(path, workdir)
    for kernel in upstream.discover(root):
        try:
            func = upstream.kernel_function(kernel)
            args = upstream.fresh_args(kernel, upstream.kernel_data(kernel, "S"))
        except Exception:  # noqa: BLE001 -- the reference itself failed: nothing to lower
            continue
        yield "npbench", func, tuple(args.values())


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--npbench", help="npbench checkout or bare git directory")
    p.add_argument("--tests", default=str(Path(__file__).resolve().parents[3] / "tests"))
    p.add_argument("--verbose", action="store_true", help="list every function's outcome")
    ns = p.parse_args(argv)
    cases: list[tuple[str, Callable[..., Any], tuple[Any, ...]]] = [
        ("user", f, a) for f, a in USER]
    cases += list(_test_corpora(Path(ns.tests)))
    if ns.npbench:
        cases += list(_npbench(ns.npbench))
    by_group: dict[str, Counter[str]] = defaultdict(Counter)
    examples: dict[str, Refusal] = {}
    others: Counter[str] = Counter()
    for source, func, args in cases:
        out = attempt(source, func, args)
        if isinstance(out, Refusal):
            g = group_of(out.message)
            by_group[g][source] += 1
            examples.setdefault(g, out)
            if ns.verbose:
                print(f"{source:8s} {out.function:28s} {g:28s} {out.message}")
        else:
            others[f"{source}: {out}"] += 1
            if ns.verbose:
                print(f"{source:8s} {func.__name__:28s} {out}")
    sources = sorted({s for s, _, _ in cases})
    print(f"\n{len(cases)} functions; refusals by group:\n")
    print("| group | " + " | ".join(sources) + " | total | example message |")
    print("|---|" + "---:|" * (len(sources) + 1) + "---|")
    for g, counts in sorted(by_group.items(), key=lambda kv: -sum(kv[1].values())):
        ex = examples[g]
        print(f"| {g} | " + " | ".join(str(counts[s]) for s in sources)
              + f" | {sum(counts.values())} | `{ex.message}` ({ex.function}) |")
    print("\nnot refused:")
    for what, n in sorted(others.items()):
        print(f"  {n:3d}  {what}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
