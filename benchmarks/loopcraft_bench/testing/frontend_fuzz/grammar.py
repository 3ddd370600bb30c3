"""Random NumPy functions as Python source, with the inputs to call them on.

Why generate by running: every expression the grammar draws is evaluated with NumPy on the
case's own inputs as it is drawn, and every statement is accepted only after the function's
body so far runs to it. So the generator never has to re-implement NumPy's rules: the dtype and
shape of each sub-expression (promotion with weak Python scalars, broadcasting, what a slice
or a reduction with ``axis``/``keepdims`` gives) are read off the value NumPy computed, and a
draw that NumPy rejects (shapes that do not broadcast, a cast ``+=`` refuses) is simply drawn
again. What is kept is valid NumPy by construction; the one deliberate exception is an
out-of-bounds index, kept (as the function's last statement) when NumPy raises IndexError on
it, so that the compiled function must raise it too.

Values are kept small and finite (a statement producing inf/nan or huge values is redrawn):
the fuzzer looks for wrong semantics, not for the last ulp of an overflowing expression.
"""

from __future__ import annotations

import random
import re
import warnings
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .expressions import INDENT, ExpressionGen, kind, make_inputs, run_body, sane

__all__ = ["Case", "generate_case", "make_inputs", "run_body"]

#: a ``for ... in range(...)`` header, and an ``if`` header (see valid_when_run)
_LOOP = re.compile(r"^(\s*)for (\w+) in range\(.*\):$")
_IF = re.compile(r"^(\s*)if .*:$")
AUG_OPS = ("+=", "-=", "*=", "/=", "//=", "%=", "&=", "|=", "**=")


@dataclass
class Case:
    """One generated function: its source, the source that builds its arguments, and what
    it exercises (``constructs``). ``raises``: the exception NumPy raises running it."""

    name: str
    source: str
    setup: str
    params: list[str]
    constructs: Counter = field(default_factory=Counter)
    raises: str | None = None

    def reproducer(self, label: str) -> str:
        """The case as a Python script that runs it both ways."""
        return (f"# {label}\nimport numpy as np\nimport loopcraft\n\n{self.source}\n"
                f"{self.setup}\nprint({self.name}({', '.join(self.params)}))\n"
                f"print(loopcraft.jit({self.name})({', '.join(self.params)}))\n")



class FunctionGen(ExpressionGen):
    """The statements of one case, and the function they make."""

    def accept(self, lines: list[str], allow_raise: bool = False) -> bool:
        """Keep ``lines`` if the body with them runs (or raises IndexError, when allowed)
        and every value stays sane."""
        try:
            ns = run_body(self.params, self.setup, self.body + lines)
        except IndexError:
            if not allow_raise or not self.valid_when_run(lines):
                return False
            self.body += lines
            self.raises = "IndexError"
            return True
        except Exception:  # noqa: BLE001 - NumPy rejects the statement: draw another
            return False
        if not all(sane(v) for k, v in ns.items() if k != "np" and not k.startswith("__")):
            return False
        if not self.valid_when_run(lines):
            return False
        self.body += lines
        self.ns = {k: v for k, v in ns.items() if not k.startswith("__")}
        return True

    def valid_when_run(self, lines: list[str]) -> bool:
        """Whether a loop's body is valid NumPy when it does run: each loop made to run once
        (``i = 0``) and each ``if`` taken. Why: a body that never ran on these inputs (zero
        trips, a branch not taken) may hold what NumPy refuses when it runs (``b += 0.5``
        into an int array: a casting TypeError), which loopcraft rightly refuses when
        compiling."""
        probe = [_LOOP.sub(r"\1for \2 in (0,):", _IF.sub(r"\1if True:", ln)) for ln in lines]
        if probe == lines:
            return True
        try:
            run_body(self.params, self.setup, self.body + probe)
        except TypeError:
            return False
        except Exception:  # noqa: BLE001 - e.g. element 0 out of bounds: not a type question
            return True
        return True

    def new_temp(self) -> str:
        self.temps += 1
        return f"t{self.temps}"

    def statement(self) -> None:
        """One statement (up to three draws; the constructs of draws not kept are not
        counted)."""
        for _ in range(3):
            before, kept = self.c.copy(), len(self.body)
            self._statement()
            if len(self.body) > kept:
                return
            self.c = before

    def _statement(self) -> None:
        r = self.rng
        x = r.random()
        if x < 0.3:
            text, _ = self.expr(r.randint(1, 3))
            t = self.new_temp()
            if self.accept([f"{t} = {text}"]):
                self.defs[t] = text
                self.c["stmt:assign"] += 1
        elif x < 0.45:
            self.inplace()
        elif x < 0.55:
            self.store()
        elif x < 0.87:
            self.loop()
        elif x < 0.95:
            self.view_temp()
        else:
            self.out_of_bounds()

    def reshaped_strided(self, name: str) -> bool:
        """Whether ``name`` was made by a reshape/ravel that shares a strided argument's
        memory: NumPy's view rules there (a view whenever the strides allow) are not
        loopcraft's (a view of a contiguous run, else a copy: documented), so not a target."""
        text = self.defs.get(name, "")
        if "ravel" not in text and "reshape" not in text:
            return False
        v = self.ns[name]
        return any(isinstance(self.ns[p], np.ndarray) and not self.ns[p].flags.c_contiguous
                   and np.shares_memory(v, self.ns[p]) for p in self.params)

    def target(self) -> tuple[str, Any] | None:
        names = self.arrays(writable=True)
        names = [nm for nm in names if self.ns[nm].ndim > 0 and not self.reshaped_strided(nm)]
        if not names:
            return None
        nm = self.rng.choice(names)
        view = self.index_view(nm, self.ns[nm].shape) if self.rng.random() < 0.6 else nm
        ok, v = self.try_eval(view)
        return (view, v) if ok and isinstance(v, np.ndarray) else None

    def inplace(self) -> None:
        r = self.rng
        tgt = self.target()
        if tgt is None:
            return
        view, v = tgt
        op = r.choice(AUG_OPS)
        if r.random() < 0.25:  # a self-overlapping update: a[1:] += a[:-1]
            base = view.split("[")[0]
            text = self.index_view(base, self.ns[base].shape)
            self.c["inplace:self-overlap"] += 1
        else:
            text, _ = self.expr(r.randint(0, 2))
        if op == "**=":
            text = "2"
        if self.accept([f"{view} {op} {text}"]):
            self.c[f"inplace:{op}"] += 1
            self.c["inplace:view" if "[" in view else "inplace:whole"] += 1

    def store(self) -> None:
        r = self.rng
        tgt = self.target()
        if tgt is None:
            return
        view, v = tgt
        text, val = self.expr(r.randint(0, 2))
        if v.dtype.kind in "iu" and kind(val) == "f":
            return  # float -> int truncation: fine, but keep stores exact
        if "[" not in view:  # a store into the whole array, not a new binding
            view = f"{view}[...]"
        if self.accept([f"{view} = {text}"]):
            self.c["store:ellipsis" if "..." in view else "store:slice"] += 1

    def view_temp(self) -> None:
        """A name bound to a view of an argument, then written through."""
        arrays = [nm for nm in self.arrays(writable=True) if self.ns[nm].ndim > 0]
        if not arrays:
            return
        nm = self.rng.choice(arrays)
        view = self.index_view(nm, self.ns[nm].shape)
        ok, v = self.try_eval(view)
        if not ok or not isinstance(v, np.ndarray):
            return  # an element: the name would be a scalar, not a view
        t = self.new_temp()
        text, _ = self.expr(1)
        if self.accept([f"{t} = {view}", f"{t} += {text}" if self.rng.random() < 0.7 else
                        f"{t}[...] = {text}"]):
            self.c["view-then-write"] += 1

    def bound(self, arr: str, axis: int) -> str:
        r = self.rng
        choices = [f"{arr}.shape[{axis}]", "n", f"min(n, {arr}.shape[{axis}])",
                   f"len({arr})" if axis == 0 else f"{arr}.shape[{axis}]",
                   f"{arr}.shape[{axis}] - 1"]
        ints = [nm for nm in self.arrays() if self.ns[nm].dtype.kind == "i" and
                self.ns[nm].ndim > 0]
        if ints:
            choices.append(f"int(np.abs({r.choice(ints)}).max())")
        b = r.choice(choices)
        self.c["loop:data-bound" if ("n" == b or "max" in b) else "loop:shape-bound"] += 1
        return b

    def scalar_expr(self, reads: list[str]) -> str:
        r = self.rng
        terms = list(reads) + [r.choice(("2", "0.5", "1", "-1", "3.0"))]
        if self.scalars():
            terms.append(r.choice(self.scalars()))
        e = r.choice(terms)
        for _ in range(r.randint(1, 3)):
            op = r.choice(("+", "-", "*", "max", "min", "abs", "/"))
            other = r.choice(terms)
            if op in ("max", "min"):
                # Python's max returns one of its arguments, so its type depends on the values
                # where the types differ (max(0.5, n) is an int or a float; min(x, 0.5) of a
                # float32 x is a float32 or a Python float, which promote differently later):
                # NumPy's then
                a, b = self.peek(e), self.peek(other)
                same = a is not None and b is not None and kind(a) == kind(b) and \
                    type(a) is type(b)
                e = f"{op}({e}, {other})" if same else f"np.{op}imum({e}, {other})"
            elif op == "abs":
                e = f"abs({e})"
            else:
                e = f"({e} {op} {other})"
        return e

    def peek(self, text: str) -> Any:
        """``text``'s value with the loop indices ``i``, ``j`` at 0 (None if it fails)."""
        ns = dict(self.ns, i=0, j=0)
        try:
            with warnings.catch_warnings(), np.errstate(all="ignore"):
                warnings.simplefilter("ignore")
                return eval(text, ns)  # noqa: S307 - the fuzzer's own generated text
        except Exception:  # noqa: BLE001 - e.g. an index past a short array
            return None

    def element(self, name: str, first: str, rest: str = "0") -> str:
        """``name[first, rest, ...]``: one element (``rest`` on every other axis)."""
        return f"{name}[{', '.join([first] + [rest] * (self.ns[name].ndim - 1))}]"

    def loop(self) -> None:
        r = self.rng
        arrays = [nm for nm in self.arrays() if self.ns[nm].ndim > 0]
        if not arrays:
            return
        x = r.random()
        i = "i"
        if x < 0.4:
            tgt = r.choice([nm for nm in arrays if self.ns[nm].flags.writeable] or arrays)
            nd = self.ns[tgt].ndim
            src = r.choice(arrays)
            hi = self.bound(tgt, 0)
            start, step = r.choice(((0, 1), (1, 1), (0, 2)))
            rng_text = f"range({start}, {hi}, {step})" if step != 1 else \
                (f"range({start}, {hi})" if start else f"range({hi})")
            if r.random() < 0.2:
                rng_text = f"range({hi} - 1, -1, -1)"
                self.c["loop:negative-step"] += 1
            rest = ", :" * (nd - 1) if r.random() < 0.5 else ""
            sub = f"{i} - 1" if r.random() < 0.3 else i
            if sub != i:
                self.c["loop:wraparound-index"] += 1
            reads = [self.element(src, sub)]
            if nd == 1 or not rest:
                lhs = self.element(tgt, i)
            else:
                lhs = f"{tgt}[{i}{rest}]"
            rhs = self.scalar_expr(reads)
            op = r.choice(("=", "+=", "-="))
            body = [f"for {i} in {rng_text}:", f"{INDENT}{lhs} {op} {rhs}"]
            if r.random() < 0.3:
                body = [body[0], f"{INDENT}if {reads[0]} > 0:", f"{INDENT * 2}{lhs} {op} {rhs}"]
                if r.random() < 0.5:
                    body += [f"{INDENT}else:", f"{INDENT * 2}break"]
                    self.c["loop:break"] += 1
                self.c["loop:if"] += 1
            if self.accept(body, allow_raise=r.random() < 0.3):
                self.c["loop:for-store"] += 1
        elif x < 0.7:
            src = r.choice(arrays)
            acc = self.new_temp()
            hi = self.bound(src, 0)
            read = self.element(src, i, "-1")
            term = self.scalar_expr([read])
            # the start value of the sum's kind: after zero trips Python returns the start
            # value itself, where a compiled variable has one type
            v = self.peek(term)
            if v is None:
                return
            init = r.choice(("0.0", "1.0") if kind(v) == "f" else ("0", "1"))
            body = [f"{acc} = {init}", f"for {i} in range({hi}):",
                    f"{INDENT}{acc} = {acc} + {term}"]
            if self.accept(body, allow_raise=r.random() < 0.2):
                self.c["loop:accumulate"] += 1
        elif x < 0.85:
            src = r.choice(arrays)
            j = self.new_temp()
            read = self.element(src, j)
            body = [f"{j} = 0", f"while {j} < len({src}) and {read} < {r.choice(('1', '0.5'))}:",
                    f"{INDENT}{j} += 1"]
            if self.accept(body):
                self.c["loop:while"] += 1
        else:
            two = [nm for nm in arrays if self.ns[nm].ndim == 2 and self.ns[nm].flags.writeable]
            if not two:
                return
            tgt = r.choice(two)
            src = r.choice([nm for nm in arrays if self.ns[nm].ndim == 2])
            rhs = self.scalar_expr([f"{src}[i, j]", f"{src}[j - 1, i]" if r.random() < 0.3
                                    else f"{tgt}[i, j]"])
            body = ["for i in range(" + self.bound(tgt, 0) + "):",
                    f"{INDENT}for j in range({self.bound(tgt, 1)}):",
                    f"{INDENT * 2}{tgt}[i, j] = {rhs}"]
            if self.accept(body, allow_raise=r.random() < 0.3):
                self.c["loop:nest2"] += 1

    def out_of_bounds(self) -> None:
        """An index past the end (or before the start): kept only where NumPy raises."""
        r = self.rng
        arrays = [nm for nm in self.arrays() if self.ns[nm].ndim > 0]
        if not arrays:
            return
        nm = r.choice(arrays)
        e = self.ns[nm].shape[0]
        idx = r.choice((str(e), str(-e - 1), "n", "-n - 1", f"n + {e}"))
        t = self.new_temp()
        line = r.choice((f"{t} = {nm}[{idx}]", f"{nm}[{idx}] = 1"))
        if self.accept([line], allow_raise=True):
            self.c["oob:raises" if self.raises else "oob:in-range"] += 1

    # ---------------------------------------------------------------- the function
    def function(self, statements: int) -> Case:
        self.inputs()
        for _ in range(statements):
            if self.raises:
                break
            self.statement()
        if not self.body:
            text, _ = self.expr(2)
            self.body.append(f"t0 = {text}")
        temps = [k for k in self.ns if k.startswith("t") and k[1:].isdigit()]
        ret = self.rng.sample(temps, min(len(temps), self.rng.randint(0, 2)))
        lines = [f"def {self.name}({', '.join(self.params)}):"]
        lines += [INDENT + ln for ln in self.body]
        if ret and not self.raises:
            lines.append(f"{INDENT}return {', '.join(ret)}" + ("," if len(ret) == 1 and
                                                                self.rng.random() < 0.3 else ""))
            self.c["return:tuple" if len(ret) > 1 else "return:one"] += 1
        return Case(self.name, "\n".join(lines) + "\n", self.setup, self.params, self.c,
                    self.raises)


def generate_case(rng: random.Random, name: str, statements: int = 5) -> Case:
    """A random function named ``name`` with 2..``statements`` statements and its inputs."""
    return FunctionGen(rng, name).function(rng.randint(2, statements))
