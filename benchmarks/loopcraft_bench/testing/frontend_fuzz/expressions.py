"""The expression half of the grammar: arguments, and expressions evaluated as they are drawn.

See :mod:`.grammar` for why each draw is evaluated with NumPy on the case's inputs: the dtype
and shape of every sub-expression are read off the value NumPy computed.
"""

from __future__ import annotations

import random
import warnings
from collections import Counter
from typing import Any

import numpy as np

__all__ = ["ExpressionGen", "make_inputs", "run_body", "sane", "kind", "DTYPES", "INDENT"]

#: array dtypes the jit accepts
DTYPES = ("float64", "float32", "int64", "int32", "bool")
#: largest magnitude a kept value may reach (and an integer: no overflow in either)
MAX_MAGNITUDE = 1e4
INDENT = "    "

UNARY = ("np.abs", "np.negative", "np.square", "np.sin", "np.cos", "np.tanh", "np.exp",
         "np.floor", "np.ceil", "np.sign", "np.sqrt", "np.log1p", "np.arctan", "np.trunc",
         "np.rint", "np.positive", "np.isnan", "np.isfinite", "np.expm1", "np.cbrt")
BINARY_OPS = ("+", "-", "*", "/", "//", "%", "<", "<=", ">", "==", "!=", "**")
BOOL_OPS = ("&", "|", "^")
BINARY_FUNCS = ("np.maximum", "np.minimum", "np.add", "np.multiply", "np.subtract",
                "np.arctan2", "np.hypot", "np.fmax", "np.fmin", "np.copysign", "np.fmod",
                "np.logical_and", "np.logical_or", "np.true_divide", "np.floor_divide")
REDUCTIONS = ("sum", "prod", "max", "min", "mean", "any", "all", "std", "var", "argmax",
              "argmin", "cumsum", "amax", "amin", "nansum", "count_nonzero", "cumprod",
              "ptp")
#: reductions that take a tuple of axes
TUPLE_AXES = ("sum", "prod", "max", "min", "mean", "any", "all")

def make_inputs(setup: str) -> dict[str, Any]:
    """The arguments ``setup`` builds (a fresh set per call)."""
    ns: dict[str, Any] = {"np": np}
    exec(setup, ns)  # noqa: S102 - the fuzzer's own generated text
    return ns


def run_body(params: list[str], setup: str, body: list[str]) -> dict[str, Any]:
    """Run the statements ``body`` (top-level lines) on fresh inputs; the namespace after."""
    ns = make_inputs(setup)
    local = {p: ns[p] for p in params}
    local["np"] = np
    with warnings.catch_warnings(), np.errstate(all="ignore"):
        warnings.simplefilter("ignore")
        exec("\n".join(body), local)  # noqa: S102 - the fuzzer's own generated text
    return local


def sane(v: Any) -> bool:
    """Small and finite (NumPy scalars and arrays, Python numbers)."""
    if isinstance(v, bool | np.bool_):
        return True
    if isinstance(v, int | float | np.generic | np.ndarray):
        a = np.asarray(v)
        if isinstance(v, np.generic | np.ndarray) and a.dtype.name not in DTYPES:
            return False  # e.g. int8 from a bool array ** 2: not a dtype loopcraft takes
        if a.dtype.kind == "b" or a.size == 0:
            return True
        with np.errstate(all="ignore"):
            return bool(np.isfinite(a).all() and (np.abs(a) <= MAX_MAGNITUDE).all())
    return True


def _shape(v: Any) -> tuple[int, ...]:
    return np.shape(v)


def kind(v: Any) -> str:
    if isinstance(v, bool):
        return "b"
    if isinstance(v, int):
        return "i"
    if isinstance(v, float):
        return "f"
    return np.asarray(v).dtype.kind


class ExpressionGen:
    """The state of one case's generation (the rng, the statements kept, the namespace)
    and the expressions over it; :class:`.grammar.FunctionGen` adds the statements."""

    def __init__(self, rng: random.Random, name: str) -> None:
        self.rng = rng
        self.name = name
        self.c: Counter = Counter()
        self.body: list[str] = []
        self.temps = 0
        self.params: list[str] = []
        self.setup = ""
        self.ns: dict[str, Any] = {}
        self.raises: str | None = None
        #: the expression each temporary was assigned
        self.defs: dict[str, str] = {}

    # ---------------------------------------------------------------- inputs
    def inputs(self) -> None:
        r = self.rng
        seed = r.getrandbits(32)
        lines = [f"rng = np.random.default_rng({seed})"]
        rank = r.choice((1, 1, 2, 2, 2, 3))
        universe = [r.randint(2, 6) for _ in range(rank)]
        names = "abcdef"[: r.randint(2, 4)]
        first_rank = 0
        for k, nm in enumerate(names):
            dt = r.choice(DTYPES[:4]) if k == 0 else r.choice(DTYPES)
            sub = universe[rank - r.randint(1, rank):] if r.random() < 0.8 else \
                [r.randint(1, 6) for _ in range(r.randint(0, 3))]
            shape = [1 if r.random() < 0.15 else e for e in sub]
            view = ""
            base = list(shape)
            if shape and r.random() < 0.2:  # a strided view of a larger array
                ax = r.randrange(len(shape))
                base[ax] = 2 * shape[ax]
                view = "[" + ", ".join("::2" if i == ax else ":" for i in range(len(shape))) + "]"
                self.c["arg:strided-view"] += 1
            elif len(shape) == 2 and r.random() < 0.15:
                base = shape[::-1]
                view = ".T"
                self.c["arg:transposed"] += 1
            lines.append(f"{nm} = {_random_array(dt, tuple(base))}{view}")
            first_rank = first_rank if k else len(shape)
            self.c[f"arg:{dt}"] += 1
            self.c[f"arg:rank{len(shape)}"] += 1
        if len(names) >= 2 and r.random() < 0.08:  # overlapping arguments
            other = r.choice(names[1:])
            lines.append(f"{other} = {names[0]}[::-1]" if first_rank and r.random() < 0.5
                         else f"{other} = {names[0]}")
            self.c["arg:aliased"] += 1
        self.params = list(names)
        lines.append(f"n = {r.randint(0, 9)}")
        self.params.append("n")
        scalar = r.random()
        if scalar < 0.4:
            lines.append(f"s = {r.choice((0.5, -1.25, 2.0, 3, -2, True))}")
            self.c["arg:python-scalar"] += 1
            self.params.append("s")
        elif scalar < 0.6:
            dt = r.choice(("float32", "float64", "int32", "int64"))
            lines.append(f"s = np.{dt}({r.choice((1, -2, 3))})")
            self.c[f"arg:numpy-scalar-{dt}"] += 1
            self.params.append("s")
        self.setup = "\n".join(lines) + "\n"
        self.ns = run_body(self.params, self.setup, [])

    # ---------------------------------------------------------------- expressions
    def arrays(self, writable: bool = False) -> list[str]:
        out = []
        for nm, v in self.ns.items():
            if isinstance(v, np.ndarray) and (not writable or v.flags.writeable):
                out.append(nm)
        return sorted(out)

    def scalars(self) -> list[str]:
        return sorted(nm for nm, v in self.ns.items()
                      if nm != "np" and isinstance(v, bool | int | float | np.generic))

    def eval(self, text: str) -> Any:
        with warnings.catch_warnings(), np.errstate(all="ignore"):
            warnings.simplefilter("ignore")
            return eval(text, dict(self.ns))  # noqa: S307 - the fuzzer's own generated text

    def try_eval(self, text: str) -> tuple[bool, Any]:
        try:
            v = self.eval(text)
        except Exception:  # noqa: BLE001 - NumPy rejects this draw: draw another
            return False, None
        return sane(v), v

    def index_view(self, name: str, shape: tuple[int, ...]) -> str:
        """``name[...]`` with slices (steps, negative bounds), integers and None."""
        r = self.rng
        parts = []
        for e in shape:
            x = r.random()
            if x < 0.3:
                parts.append(":")
            elif x < 0.45:
                parts.append(r.choice(("::-1", "::2", "1::2", "::-2", "-2::-1")))
                self.c["index:step"] += 1
            elif x < 0.65:
                parts.append(r.choice(("1:", ":-1", "-2:", "1:-1", ":2", "-3:-1")))
                self.c["index:negative-bound" if "-" in parts[-1] else "index:slice"] += 1
            elif x < 0.85 and e > 0:
                k = r.randrange(-e, e)
                parts.append(str(k))
                self.c["index:negative-int" if k < 0 else "index:int"] += 1
            else:
                parts.append(":")
        if r.random() < 0.15 and len(parts) < 3:
            parts.insert(r.randint(0, len(parts)), "None")
            self.c["index:newaxis"] += 1
        while parts and parts[-1] == ":" and r.random() < 0.5:
            parts.pop()
        if not parts:
            return name
        return f"{name}[{', '.join(parts)}]"

    def leaf(self) -> str:
        r = self.rng
        x = r.random()
        arrays = self.arrays()
        if x < 0.12:
            lit = r.choice(("2", "3", "-1", "0.5", "1.5", "-2.0", "True", "0"))
            self.c["weak-literal"] += 1
            return lit
        if x < 0.2 and self.scalars():
            nm = r.choice(self.scalars())
            self.c["scalar-variable"] += 1
            return nm
        nm = r.choice(arrays)
        v = self.ns[nm]
        if x < 0.6 and v.ndim:
            return self.index_view(nm, v.shape)
        if x < 0.67 and v.ndim == 2:
            self.c["transpose"] += 1
            return f"{nm}.T"
        return nm

    def expr(self, depth: int) -> tuple[str, Any]:
        """An expression and its NumPy value (drawn again until NumPy accepts it; only the
        constructs of the draw kept are counted)."""
        for _ in range(20):
            before = self.c.copy()
            text = self._expr(depth)
            ok, v = self.try_eval(text)
            if ok:
                return text, v
            self.c = before
        text = self.rng.choice(self.arrays())
        return text, self.eval(text)

    def _sub(self, depth: int) -> tuple[str, Any]:
        if depth <= 0 or self.rng.random() < 0.3:
            for _ in range(10):
                t = self.leaf()
                ok, v = self.try_eval(t)
                if ok:
                    return t, v
            t = self.rng.choice(self.arrays())
            return t, self.eval(t)
        return self.expr(depth - 1)

    def _expr(self, depth: int) -> str:
        r = self.rng
        x = r.random()
        a, va = self._sub(depth)
        if x < 0.35:
            b, vb = self._sub(depth)
            if kind(va) == "b" and kind(vb) == "b" and r.random() < 0.5:
                op = r.choice(BOOL_OPS)
            else:
                op = r.choice(BINARY_OPS)
                if op == "**":
                    # Python's own float ** 0.5 of a negative number is complex: a type that
                    # depends on the value, which a compiled function (Numba's too) cannot
                    # have; loopcraft gives NumPy's nan (fuzz --seed 1 --case 2317)
                    python_float = type(va) is float
                    b = (r.choice(("2", "3") if python_float else ("2", "3", "0.5"))
                         if kind(va) == "f" else "2")
            self.c[f"op:{op}"] += 1
            if _shape(va) != _shape(vb) and _shape(va) and _shape(vb):
                self.c["broadcast"] += 1
            if kind(va) != kind(vb) or np.asarray(va).dtype != np.asarray(vb).dtype:
                self.c["mixed-dtype"] += 1
            return f"({a} {op} {b})"
        if x < 0.5:
            f = r.choice(BINARY_FUNCS)
            b, _ = self._sub(depth)
            self.c[f"call:{f}"] += 1
            return f"{f}({a}, {b})"
        if x < 0.65:
            f = r.choice(UNARY)
            self.c[f"call:{f}"] += 1
            if f in ("np.sqrt", "np.log1p") and kind(va) != "b":
                return f"{f}(np.abs({a}))"
            return f"{f}({a})"
        if x < 0.8 and np.ndim(va) > 0:
            return self.reduction(a, va)
        if x < 0.87:
            b, _ = self._sub(depth)
            cnd, _ = self._sub(depth)
            self.c["call:np.where"] += 1
            return f"np.where({cnd} > 0, {a}, {b})"
        if x < 0.92:
            self.c["call:np.clip"] += 1
            return f"np.clip({a}, -1, {r.choice(('1', '2.5', '0'))})"
        if x < 0.96:
            dt = r.choice(("np.float32", "np.float64", "np.int64", "np.int32", "bool"))
            self.c[f"astype:{dt}"] += 1
            return f"{a}.astype({dt})" if np.ndim(va) else f"np.asarray({a}).astype({dt})"
        return self.shape_fn(a, va)

    def reduction(self, a: str, va: Any) -> str:
        r = self.rng
        f = r.choice(REDUCTIONS)
        nd = np.ndim(va)
        args = []
        if r.random() < 0.75:
            if f in TUPLE_AXES and nd >= 2 and r.random() < 0.3:
                axes = sorted(r.sample(range(nd), 2))
                args.append(f"axis=({axes[0]}, {axes[1] - nd})")
                self.c["reduce:axis-tuple"] += 1
            else:
                ax = r.randrange(-nd, nd)
                args.append(f"axis={ax}")
                self.c["reduce:negative-axis" if ax < 0 else "reduce:axis"] += 1
        if f not in ("argmax", "argmin", "cumsum", "cumprod", "count_nonzero", "ptp") \
                and r.random() < 0.35:
            args.append("keepdims=True")
            self.c["reduce:keepdims"] += 1
        self.c[f"reduce:{f}"] += 1
        if r.random() < 0.3 and f in ("sum", "max", "min", "mean", "prod", "any", "all",
                                      "argmax", "cumsum"):
            self.c["reduce:method"] += 1
            base = a if a.isidentifier() or a.endswith(("]", ")")) else f"({a})"
            return f"{base}.{f}({', '.join(args)})"
        return f"np.{f}({', '.join([a, *args])})"

    def shape_fn(self, a: str, va: Any) -> str:
        r = self.rng
        nd = np.ndim(va)
        if nd == 0:
            return f"np.abs({a})"
        choices = [f"np.flip({a}, axis={r.randrange(-nd, nd)})",
                   f"np.roll({a}, {r.randint(-3, 3)}, axis={r.randrange(nd)})",
                   f"np.expand_dims({a}, {r.randrange(nd + 1)})",
                   f"np.transpose({a})", f"np.ravel({a})", f"np.cumsum({a}, axis={nd - 1})",
                   f"np.concatenate(({a}, {a}), axis={r.randrange(nd)})",
                   f"np.diff({a}, axis={r.randrange(nd)})",
                   f"np.stack(({a}, {a}))", f"{a}.copy()", f"np.zeros_like({a})"]
        labels = ("flip", "roll", "expand_dims", "transpose", "ravel", "cumsum", "concatenate",
                  "diff", "stack", "copy", "zeros_like")
        k = r.randrange(len(choices))
        self.c["shape:" + labels[k]] += 1
        return choices[k]


def _random_array(dtype: str, shape: tuple[int, ...]) -> str:
    shp = repr(shape)
    if dtype == "bool":
        return f"np.asarray(rng.random({shp}) < 0.5)"
    if dtype.startswith("int"):
        return f"np.asarray(rng.integers(-4, 6, size={shp}), dtype=np.{dtype})"
    return f"np.asarray(rng.random({shp}) * 4 - 2, dtype=np.{dtype})"
