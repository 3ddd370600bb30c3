"""Random affine loop nests as Python source, for differential fuzzing of transformations.

Why source and not IR: the programs then go through the real frontend, so the fuzzer sees the
IR shapes users produce (hoisted triangular bounds, index normalisation, reductions marked by
``+=``), and a failing case is a plain Python function anyone can paste into a test.

Shape: ``def f(A, B, ..., n)`` over 1-3 float64 arrays of extent ``n + 2`` on every axis, and
1-3 sibling loop nests of depth 1-4 (perfect or not). Every loop variable takes values in
``[1, n]`` whatever its bounds (offsets, steps 2 and -1, constant trips, triangular bounds
on an outer variable), and every index is such a variable plus an offset in ``[-1, 1]``, a
constant in ``[0, 3]`` or ``n + 1 - v``: so every access is in bounds for ``n >= 3`` without
any check. Bodies mix plain and in-place assignments (loop-carried dependences), ``+=``
reductions into arrays and scalars, ``max``/``min`` scalar reductions, scalar temporaries and
``if``s. Local arrays are ``np.zeros`` (read anywhere) or, for the producer/consumer pattern
that fusion and contraction look for, ``np.empty`` written by one nest and read, at exactly
the written element, by the next nest with the same loop headers.
"""

from __future__ import annotations

import linecache
import random
from dataclasses import dataclass, field, replace
from typing import Any

import numpy as np

__all__ = ["GeneratedProgram", "generate_program", "MIN_N"]

#: the smallest ``n`` every generated program is valid for (constant bounds reach 3)
MIN_N = 3

_VARS = "ijkl"
_MUL = ("0.5", "0.25", "0.75", "0.5", "1.5")
_ADD = ("1.0", "2.0", "0.5", "3.0")


@dataclass(frozen=True)
class GeneratedProgram:
    """A generated function: its source, and how to lower it and make its arguments."""

    source: str
    ndims: tuple[int, ...]  # of the array parameters A, B, C (in this order); then ``n``
    serial: int = 0  # distinguishes the linecache entries of programs made in one process

    @property
    def filename(self) -> str:
        return f"<loopcraft-fuzz-{self.serial}-{abs(hash(self.source)) % 10**12}>"

    def function(self) -> Any:
        """The Python function (its source registered with linecache so the frontend reads
        it like a function from a file)."""
        fn = self.filename
        linecache.cache[fn] = (len(self.source), None, self.source.splitlines(True), fn)
        ns: dict[str, Any] = {"np": np}
        exec(compile(self.source, fn, "exec"), ns)  # noqa: S102 - our own generated code
        return ns["f"]

    def lower(self) -> Any:
        """The frontend's unscheduled IR program."""
        from loopcraft.frontend.python.lower import ArgSpec, lower_function

        specs = tuple(ArgSpec("array", "float64", d, "C") for d in self.ndims)
        return lower_function(self.function(), specs + (ArgSpec("scalar", "int64", weak=True),))

    def inputs(self, n: int, seed: int) -> tuple[Any, ...]:
        """Arguments for size ``n``: arrays of uniform [0, 1) values, then ``n``."""
        g = np.random.default_rng(seed)
        return (*(g.random((n + 2,) * d) for d in self.ndims), n)

    @property
    def constructs(self) -> tuple[str, ...]:
        """What the fuzzer's report counts for this program."""
        return ("loop-nest",)

    def expected(self, args: tuple[Any, ...]) -> tuple[Any, ...] | None:
        """The outputs of a NumPy reference for ``args``; None: the program has none (the
        untransformed program is the reference of its transformed variants)."""
        return None


@dataclass
class _Scope:
    vars: list[str] = field(default_factory=list)  # loop variables, outermost first
    temps: list[str] = field(default_factory=list)  # scalar temporaries assigned so far
    depth: int = 0  # of loops
    headers: list[str] = field(default_factory=list)  # of the enclosing loops


class _Gen:
    def __init__(self, rng: random.Random, max_depth: int) -> None:
        self.rng = rng
        self.max_depth = max_depth
        self.arrays: dict[str, int] = {}  # writable arrays (params and zeros locals) -> ndim
        self.params: list[str] = []
        self.scalars: list[str] = []
        self.lines: list[str] = []
        self.ntemps = 0
        #: (name, index, headers) of the np.empty local the current nest may read
        self.empty: tuple[str, str, list[str]] | None = None

    # ----------------------------------------------------------------- helpers
    def p(self, prob: float) -> bool:
        return self.rng.random() < prob

    def emit(self, indent: int, text: str) -> None:
        self.lines.append("    " * indent + text)

    # ----------------------------------------------------------------- program
    def program(self) -> str:
        rng = self.rng
        for name in "ABC"[: rng.choice((1, 2, 2, 3, 3))]:
            self.arrays[name] = rng.choice((1, 2, 2, 2, 3))
            self.params.append(name)
        for k in range(rng.choice((0, 1, 1, 2))):
            self.scalars.append(f"s{k}")
            self.emit(1, f"s{k} = {rng.choice(('0.0', '0.0', '1.0'))}")
        if self.p(0.3):
            nd = rng.choice((1, 2))
            self.arrays["t0"] = nd
            self.emit(1, f"t0 = np.zeros({_shape(nd)})")
        nests = rng.choice((1, 1, 2, 2, 3))
        headers: list[str] | None = None
        pattern = self.p(0.3)
        for k in range(nests):
            if pattern and k == nests - 1:
                self.producer_consumer()
                continue
            reuse = headers if headers is not None and self.p(0.4) else None
            headers = self.nest(reuse)
        args = ", ".join([*self.params, "n"])
        out = [f"def f({args}):", *self.lines]
        if self.scalars:
            out.append("    return " + ", ".join(self.scalars))
        return "\n".join(out) + "\n"

    def producer_consumer(self) -> None:
        """``e = np.empty`` written by one nest and read (same element) by the next nest,
        whose outer loops have the same headers."""
        depth = min(self.rng.choice((1, 1, 2)), self.max_depth)
        name = f"e{self.ntemps}"
        self.ntemps += 1
        self.emit(1, f"{name} = np.empty({_shape(depth)})")
        headers = [self.header(_VARS[d], list(_VARS[:d])) for d in range(depth)]
        index = ", ".join(_VARS[:depth])
        for d, h in enumerate(headers):
            self.emit(1 + d, h)
        scope = _Scope(list(_VARS[:depth]), [], depth, list(headers))
        self.emit(1 + depth, f"{name}[{index}] = {self.expr(scope, 2)}")
        if self.p(0.3):
            self.statement(scope, 1 + depth)
        self.empty = (name, index, headers)
        self.nest(headers, min(self.max_depth, depth + self.rng.choice((0, 0, 1))))
        self.empty = None

    def nest(self, reuse: list[str] | None, depth: int | None = None) -> list[str]:
        """One top-level nest; ``reuse`` gives headers to copy (fusion candidates)."""
        if depth is None:
            depth = len(reuse) if reuse else self.rng.choice((1, 2, 2, 2, 3, 3, 4))
        depth = min(depth, self.max_depth)
        headers: list[str] = []
        self.loop(_Scope(), 1, depth, reuse or [], headers)
        return headers

    def header(self, var: str, outer: list[str]) -> str:
        rng = self.rng
        a, b = rng.choice((0, 0, 1)), rng.choice((0, 0, 1, 2))
        start = str(1 + a)
        stop = {0: "n + 1", 1: "n", 2: "n - 1"}[b]
        kind = rng.choice(("full", "full", "offset", "offset", "step2", "rev", "const",
                           *(("tri",) * 3 if outer else ())))
        if kind == "full":
            return f"for {var} in range(1, n + 1):"
        if kind == "offset":
            return f"for {var} in range({start}, {stop}):"
        if kind == "step2":
            return f"for {var} in range({start}, {stop}, 2):"
        if kind == "rev":
            return f"for {var} in range({'n' if b == 0 else 'n - 1'}, {a}, -1):"
        if kind == "const":
            return f"for {var} in range({rng.choice((1, 2))}, {rng.choice((3, 4))}):"
        u = rng.choice(outer)
        form = rng.choice((f"range(1, {u})", f"range(1, {u} + 1)", f"range({u}, n + 1)",
                           f"range({u} + 1, n + 1)", f"range({u}, 0, -1)",
                           f"range({u}, n + 1, 2)"))
        return f"for {var} in {form}:"

    def loop(self, scope: _Scope, level: int, depth: int, reuse: list[str | None],
             headers: list[str]) -> None:
        var = _VARS[level - 1]
        given = reuse[level - 1] if level - 1 < len(reuse) else None
        h = given or self.header(var, scope.vars)
        headers.append(h)
        self.emit(level, h)
        inner = _Scope(scope.vars + [var], list(scope.temps), level, scope.headers + [h])
        body = level + 1
        if level < depth:
            if self.p(0.2):
                self.statement(inner, body)
            self.loop(inner, level + 1, depth, reuse, headers)
            if self.p(0.12):  # a second inner loop: distribution/fusion inside the nest
                self.loop(replace(inner, temps=list(inner.temps)), level + 1, level + 1, [],
                          [])
            if self.p(0.2):
                self.statement(inner, body)
        else:
            for _ in range(self.rng.choice((1, 1, 1, 2, 2, 3))):
                self.statement(inner, body)

    # -------------------------------------------------------------- statements
    def statement(self, scope: _Scope, indent: int) -> None:
        rng = self.rng
        kinds = ["assign"] * 6 + ["inplace"] * 3 + ["accumulate"] * 3 + ["temp"] * 2
        if self.scalars:
            kinds += ["scalar"] * 3
        if indent < 6:
            kinds += ["if"] * 2
        kind = rng.choice(kinds)
        if kind == "temp":
            name = f"x{self.ntemps}"
            self.ntemps += 1
            self.emit(indent, f"{name} = {self.expr(scope, self.size())}")
            scope.temps.append(name)
        elif kind == "scalar":
            s = rng.choice(self.scalars)
            form = rng.choice(("+=", "+=", "max", "min", "rec"))
            e = self.expr(scope, self.size())
            if form == "+=":
                self.emit(indent, f"{s} += {e}")
            elif form == "rec":  # a first-order recurrence: not a reduction
                self.emit(indent, f"{s} = {s} * {rng.choice(_MUL)} + {e}")
            else:
                self.emit(indent, f"{s} = {form}({s}, {e})")
        elif kind == "if":
            self.emit(indent, f"if {self.condition(scope)}:")
            inner = replace(scope, temps=list(scope.temps))
            for _ in range(rng.choice((1, 1, 2))):
                self.statement(inner, indent + 1)
            if self.p(0.3):
                self.emit(indent, "else:")
                self.statement(replace(scope, temps=list(scope.temps)), indent + 1)
        else:
            target = self.access(scope, rng.choice(list(self.arrays)))
            if kind == "inplace":  # read the written array near the written element
                arr = target.split("[")[0]
                e = f"{self.access(scope, arr)} * {rng.choice(_MUL)} + {self.expr(scope, 1)}"
                self.emit(indent, f"{target} = {e}")
            elif kind == "accumulate":
                self.emit(indent, f"{target} {rng.choice(('+=', '+=', '-='))} "
                                  f"{self.expr(scope, self.size())}")
            else:
                self.emit(indent, f"{target} = {self.expr(scope, self.size())}")

    def size(self) -> int:
        """Expression depth: mostly small (each array read adds dependence pairs)."""
        return self.rng.choice((0, 1, 1, 2))

    def condition(self, scope: _Scope) -> str:
        rng = self.rng
        v = rng.choice(scope.vars)
        return rng.choice((
            f"{self.read(scope)} > 0.5",
            f"{self.read(scope)} < {self.read(scope)}",
            f"{v} % 2 == 0",
            f"{v} > {rng.choice(scope.vars[:-1] or ['2'])}",
            f"{v} < 3",
        ))

    # -------------------------------------------------------------- expressions
    def expr(self, scope: _Scope, depth: int) -> str:
        rng = self.rng
        if depth <= 0 or self.p(0.3):
            return self.leaf(scope)
        op = rng.choice(("+", "+", "-", "*", "*", "call", "scale"))
        a, b = self.expr(scope, depth - 1), self.expr(scope, depth - 1)
        if op == "call":
            return rng.choice((f"max({a}, {b})", f"min({a}, {b})", f"abs({a} - {b})"))
        if op == "scale":
            return f"{a} * {rng.choice(_MUL)}"
        if op == "*":
            return f"({a}) * ({b})"
        return f"{a} {op} {b}"

    def leaf(self, scope: _Scope) -> str:
        rng = self.rng
        r = rng.random()
        if self.empty is not None and r < 0.35:
            name, index, headers = self.empty
            if scope.headers[: len(headers)] == headers:  # the loops that wrote it
                return f"{name}[{index}]"
        if r < 0.65:
            return self.read(scope)
        if r < 0.8:
            return rng.choice(_ADD)
        if r < 0.9 and scope.temps:
            return rng.choice(scope.temps)
        return f"{rng.choice(scope.vars)} * {rng.choice(_MUL)}"

    def read(self, scope: _Scope) -> str:
        return self.access(scope, self.rng.choice(list(self.arrays)))

    def access(self, scope: _Scope, array: str) -> str:
        rng = self.rng
        nd = self.arrays[array]
        pool = list(scope.vars)
        rng.shuffle(pool)
        idx = []
        for _ in range(nd):
            r = rng.random()
            if r < 0.08:
                idx.append(str(rng.randint(0, 3)))
                continue
            if r < 0.13:
                idx.append(f"n + 1 - {rng.choice(scope.vars)}")
                continue
            # mostly distinct variables, innermost ones first (unit stride when possible)
            v = pool.pop() if pool and rng.random() < 0.85 else rng.choice(scope.vars)
            off = rng.choice((0, 0, 0, 1, -1))
            idx.append(v if off == 0 else f"{v} {'+' if off > 0 else '-'} 1")
        return f"{array}[{', '.join(idx)}]"


def _shape(nd: int) -> str:
    return "n + 2" if nd == 1 else "(" + ", ".join(["n + 2"] * nd) + ")"


def generate_program(rng: random.Random, max_depth: int = 4, serial: int = 0
                     ) -> GeneratedProgram:
    """A random program (see the module docstring); deterministic in ``rng``'s draws."""
    g = _Gen(rng, max_depth)
    source = g.program()
    return GeneratedProgram(source, tuple(g.arrays[p] for p in g.params), serial)
