"""Read the text form written by :mod:`loopcraft.ir.printer` back into IR nodes.

Why hand-written recursive descent: the grammar is small, and a hand-written parser gives
errors that point at the offending line and column, which matters because people write IR by
hand in tests and bug reports. The parser mirrors the printer's rules exactly (the same
:class:`~loopcraft.ir.printer.Scope` walk and :func:`~loopcraft.ir.printer.natural_dtype`), so
``parse_program(format_program(p)) == p`` for every printable program.

Besides what the printer emits, the parser accepts ``#`` comments, blank lines, any consistent
indentation, lines continued inside brackets, and ``pass`` anywhere.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import replace
from typing import TypeVar

from .lexer import IRParseError, Token, decode_string, tokenize
from .nodes import (
    Access,
    Alloc,
    ArrayDecl,
    ArrayParam,
    Assign,
    Binary,
    Block,
    Break,
    Call,
    Cast,
    Const,
    Continue,
    Dim,
    Expr,
    If,
    LibCall,
    Loop,
    Program,
    Raise,
    Return,
    ScalarDecl,
    ScalarParam,
    Select,
    Stmt,
    Unary,
    Var,
    View,
    ViewDim,
    While,
)
from .printer import (
    BINARY_SYNTAX,
    DTYPE_LONG,
    P_ARITH,
    P_BAND,
    P_BOR,
    P_BXOR,
    P_SHIFT,
    P_TERM,
    RESERVED,
    Scope,
    natural_dtype,
)

__all__ = ["IRParseError", "parse_program", "parse_expr"]

T = TypeVar("T")


# ----------------------------------------------------------------------------------- parser

_CMP_OPS = {sym: op for op, (sym, prec) in BINARY_SYNTAX.items() if op in
            ("lt", "le", "eq", "ne", "gt", "ge")}
_LEFT_LEVELS: list[tuple[int, dict[str, str]]] = [
    (prec, {sym: op for op, (sym, p) in BINARY_SYNTAX.items() if p == prec})
    for prec in (P_BOR, P_BXOR, P_BAND, P_SHIFT, P_ARITH, P_TERM)
]
_REDUCE_TOKENS = {"+=": "add", "*=": "mul", "|=": "bitor", "&=": "bitand"}
_KEYWORD_STMTS = ("for", "if", "while", "block", "break", "continue", "pass", "return", "raise",
                  "libcall")


def _with_dtype(e: Expr, dtype: str | None) -> Expr:
    return replace(e, dtype=dtype)  # type: ignore[arg-type]


class _Parser:
    def __init__(self, text: str) -> None:
        self.lines = text.split("\n")
        self.toks = tokenize(text)
        self.i = 0
        self.scope = Scope()

    # ------------------------------------------------------------------ token helpers
    @property
    def tok(self) -> Token:
        return self.toks[self.i]

    def peek(self, k: int = 1) -> Token:
        return self.toks[min(self.i + k, len(self.toks) - 1)]

    def error(self, msg: str, tok: Token | None = None) -> IRParseError:
        t = tok if tok is not None else self.tok
        src = self.lines[t.line - 1].rstrip("\r") if 0 < t.line <= len(self.lines) else ""
        return IRParseError(msg, t.line, t.col, src)

    def advance(self) -> Token:
        t = self.tok
        self.i += 1
        return t

    def at(self, text: str, kind: str = "op") -> bool:
        return self.tok.kind == kind and self.tok.text == text

    def at_kw(self, word: str) -> bool:
        return self.at(word, "name")

    def accept(self, text: str, kind: str = "op") -> bool:
        if self.at(text, kind):
            self.i += 1
            return True
        return False

    def expect(self, text: str, kind: str = "op") -> Token:
        if not self.at(text, kind):
            raise self.error(f"expected {text!r}, found {self._describe(self.tok)}")
        return self.advance()

    def _describe(self, t: Token) -> str:
        if t.kind in ("newline", "indent", "dedent", "eof"):
            return {"newline": "end of line", "indent": "an indented block",
                    "dedent": "end of block", "eof": "end of text"}[t.kind]
        return repr(t.text)

    # ------------------------------------------------------------------ words
    def name(self) -> str:
        """A variable/array/program name: an unreserved identifier or ``$"..."``."""
        t = self.tok
        if t.kind == "qname":
            self.advance()
            return decode_string(t, self.lines)
        if t.kind == "name":
            if t.text in RESERVED:
                raise self.error(f"{t.text!r} is a reserved word; quote the name as "
                                 f'$"{t.text}"')
            self.advance()
            return t.text
        raise self.error(f"expected a name, found {self._describe(t)}")

    def word(self) -> str:
        """A label, kind, layout, op, key or exception kind: any identifier or a string."""
        t = self.tok
        if t.kind == "name":
            self.advance()
            return t.text
        if t.kind == "string":
            self.advance()
            return decode_string(t, self.lines)
        raise self.error(f"expected an identifier or a string, found {self._describe(t)}")

    def dtype(self) -> str:
        t = self.tok
        if t.kind == "name" and t.text in DTYPE_LONG:
            self.advance()
            return DTYPE_LONG[t.text]
        if t.kind == "qname":
            self.advance()
            return decode_string(t, self.lines)
        raise self.error(f"expected a dtype ({', '.join(DTYPE_LONG)}), found "
                         f"{self._describe(t)}")

    def integer(self) -> int:
        neg = self.accept("-")
        t = self.tok
        if t.kind != "number" or not t.text.isdigit():
            raise self.error(f"expected an integer, found {self._describe(t)}")
        self.advance()
        return -int(t.text) if neg else int(t.text)

    def string(self) -> str:
        t = self.tok
        if t.kind != "string":
            raise self.error(f"expected a string, found {self._describe(t)}")
        self.advance()
        return decode_string(t, self.lines)

    def comma_list(self, close: str, item: Callable[[], T]) -> list[T]:
        """Items separated by commas up to ``close`` (trailing comma allowed); eats ``close``."""
        items: list[T] = []
        while not self.at(close):
            items.append(item())
            if not self.accept(","):
                break
        self.expect(close)
        return items

    def expr_tuple(self) -> tuple[Expr, ...]:
        self.expect("(")
        return tuple(self.comma_list(")", self.expr))

    # ------------------------------------------------------------------ expressions
    def expr(self) -> Expr:
        return self.or_expr()

    def _bin(self, op: str, lhs: Expr, rhs: Expr) -> Binary:
        e = Binary(op, lhs, rhs, "")
        return replace(e, dtype=natural_dtype(e, self.scope) or "")

    def or_expr(self) -> Expr:
        lhs = self.and_expr()
        while self.accept("or", "name"):
            lhs = self._bin("or", lhs, self.and_expr())
        return lhs

    def and_expr(self) -> Expr:
        lhs = self.not_expr()
        while self.accept("and", "name"):
            lhs = self._bin("and", lhs, self.not_expr())
        return lhs

    def not_expr(self) -> Expr:
        if self.accept("not", "name"):
            return Unary("not", self.not_expr(), "bool")
        return self.comparison()

    def comparison(self) -> Expr:
        lhs = self.binary_level(0)
        if self.tok.kind == "op" and self.tok.text in _CMP_OPS:
            op = _CMP_OPS[self.advance().text]
            lhs = self._bin(op, lhs, self.binary_level(0))
            if self.tok.kind == "op" and self.tok.text in _CMP_OPS:
                raise self.error("comparisons do not chain; add parentheses")
        return lhs

    def binary_level(self, level: int) -> Expr:
        if level == len(_LEFT_LEVELS):
            return self.unary()
        ops = _LEFT_LEVELS[level][1]
        lhs = self.binary_level(level + 1)
        while self.tok.kind == "op" and self.tok.text in ops:
            op = ops[self.advance().text]
            lhs = self._bin(op, lhs, self.binary_level(level + 1))
        return lhs

    def _at_literal(self) -> bool:
        t = self.tok
        return t.kind == "number" or (t.kind == "name" and t.text in ("inf", "nan"))

    def unary(self) -> Expr:
        if self.accept("-"):
            literal = self._at_literal()
            operand = self.unary()
            if literal and isinstance(operand, Const) and not isinstance(operand.value, bool):
                # ``-2`` is a negative literal; ``-(2)`` and ``-2 ** x`` are negations.
                v = operand.value
                return replace(operand, value=v if v != v else -v)
            return Unary("neg", operand, operand.dtype)
        if self.accept("~"):
            operand = self.unary()
            return Unary("invert", operand, operand.dtype)
        return self.power()

    def power(self) -> Expr:
        base = self.postfix()
        if self.accept("**"):
            return self._bin("pow", base, self.unary())
        return base

    def postfix(self) -> Expr:
        start = self.tok
        e = self.atom()
        if self.at(":") and self.peek().kind in ("name", "qname"):
            self.advance()
            return _with_dtype(e, self.dtype())
        if not e.dtype:
            what = f"array {e.array!r}" if isinstance(e, Access) else f"variable {start.text!r}"
            raise self.error(f"the dtype of undeclared {what} is unknown; declare it or "
                             "write an ascription such as x:f64", start)
        return e

    def atom(self) -> Expr:
        t = self.tok
        if self.accept("("):
            e = self.expr()
            self.expect(")")
            return e
        if t.kind == "number":
            self.advance()
            if t.text.isdigit():
                return Const(int(t.text), "int64")
            return Const(float(t.text), "float64")
        if t.kind == "name" and t.text in RESERVED:
            return self.builtin(t)
        if t.kind in ("name", "qname"):
            if t.kind == "name" and self.peek().text == "(":
                func = self.advance().text
                self.advance()
                return self._call(func, tuple(self.comma_list(")", self.expr)))
            name = self.name()
            if self.accept("["):
                idx = tuple(self.comma_list("]", self.expr))
                return Access(name, idx, self.scope.arrays.get(name, ""))
            if self.accept("."):
                if not self.accept("shape", "name"):
                    raise self.error("expected 'shape' after '.'")
                self.expect("[")
                axis = self.integer()
                self.expect("]")
                return Dim(name, axis)
            return Var(name, self.scope.scalars.get(name, ""))
        raise self.error(f"expected an expression, found {self._describe(t)}")

    def _complex_literal(self, t: Token) -> Const:
        """``complex(re, im)``: a complex128 literal of two float literals (a complex *call*
        prints as ``__call__("complex", ...)``)."""
        self.expect("(")
        parts = tuple(self.comma_list(")", self.expr))
        if len(parts) != 2 or not all(isinstance(p, Const) and not isinstance(p.value, bool)
                                      for p in parts):
            raise self.error("complex() takes two number literals", t)
        re_, im = (float(p.value) for p in parts)  # type: ignore[union-attr, arg-type]
        return Const(complex(re_, im), "complex128")

    def _call(self, func: str, args: tuple[Expr, ...]) -> Call:
        e = Call(func, args, "")
        return replace(e, dtype=natural_dtype(e, self.scope) or "")

    def builtin(self, t: Token) -> Expr:
        word = self.advance().text
        if word in ("True", "False"):
            return Const(word == "True", "bool")
        if word == "inf":
            return Const(math.inf, "float64")
        if word == "nan":
            return Const(math.nan, "float64")
        if word == "complex":
            return self._complex_literal(t)
        if word in DTYPE_LONG:
            self.expect("(")
            inner = self.expr()
            self.expect(")")
            return Cast(inner, DTYPE_LONG[word])
        if word == "cast":
            self.expect("[")
            dt = self.dtype()
            self.expect("]")
            self.expect("(")
            inner = self.expr()
            self.expect(")")
            return Cast(inner, dt)
        if word in ("select", "min", "max", "__unary__", "__binary__", "__call__"):
            self.expect("(")
            op = ""
            args: tuple[Expr, ...] = ()
            if word.startswith("__"):
                op = self.string()
                if self.accept(","):
                    args = tuple(self.comma_list(")", self.expr))
                else:
                    self.expect(")")
            else:
                args = tuple(self.comma_list(")", self.expr))
            want = {"select": 3, "min": 2, "max": 2, "__unary__": 1, "__binary__": 2}.get(word)
            if want is not None and len(args) != want:
                raise self.error(f"{word}() takes {want} argument(s), got {len(args)}", t)
            if word == "select":
                e: Expr = Select(args[0], args[1], args[2], "")
                return replace(e, dtype=natural_dtype(e, self.scope) or "")
            if word in ("min", "max"):
                return self._bin(word, args[0], args[1])
            if word == "__unary__":
                u = Unary(op, args[0], "")
                return replace(u, dtype=natural_dtype(u, self.scope) or "")
            if word == "__binary__":
                return self._bin(op, args[0], args[1])
            return self._call(op, args)
        raise self.error(f"unexpected keyword {word!r} in an expression", t)

    # ------------------------------------------------------------------ statements
    def suite(self) -> Block:
        self.expect(":")
        self.expect_kind("newline")
        self.expect_kind("indent")
        body: list[Stmt] = []
        while self.tok.kind != "dedent":
            self.statement(body)
        self.advance()
        return Block(tuple(body))

    def expect_kind(self, kind: str) -> Token:
        if self.tok.kind != kind:
            want = {"newline": "end of line", "indent": "an indented block"}.get(kind, kind)
            raise self.error(f"expected {want}, found {self._describe(self.tok)}")
        return self.advance()

    def end_line(self) -> None:
        self.expect_kind("newline")

    def statement(self, out: list[Stmt]) -> None:
        t = self.tok
        if t.kind == "name" and t.text in _KEYWORD_STMTS:
            getattr(self, f"stmt_{t.text}")(out)
            return
        if t.kind == "name" and t.text == "local":
            raise self.error("'local' declarations must come first in the function body")
        if (
            t.kind in ("name", "qname")
            and self.peek().text == "="
            and self.peek(2).kind == "name"
            and self.peek(2).text in ("empty", "full", "view")
            and self.peek(3).text == "("
        ):
            out.append(self.alloc_or_view())
            return
        target = self.postfix()
        if not isinstance(target, (Var, Access)):
            raise self.error("the target of an assignment must be a variable or an access", t)
        reduce: str | None = None
        if self.tok.kind == "op" and self.tok.text in _REDUCE_TOKENS:
            reduce = _REDUCE_TOKENS[self.advance().text]
        elif self.tok.kind in ("name", "string") and self.peek().text == "=":
            reduce = self.word()
            self.expect("=")
        else:
            self.expect("=")
        value = self.expr()
        self.end_line()
        out.append(Assign(target, value, reduce))

    def alloc_or_view(self) -> Stmt:
        array = self.name()
        self.expect("=")
        what = self.advance().text
        self.expect("(")
        if what == "view":
            source = self.name()
            self.expect(",")
            self.expect("at", "name")
            self.expect("=")
            offset = self.expr_tuple()
            self.expect(",")
            self.expect("dims", "name")
            self.expect("=")
            self.expect("(")
            dims = tuple(self.comma_list(")", self.view_dim))
            self.expect(")")
            self.end_line()
            return View(array, source, offset, dims)
        shape = self.expr_tuple()
        fill = None
        if what == "full":
            self.expect(",")
            fill = self.expr()
        self.expect(")")
        self.end_line()
        return Alloc(array, shape, fill)

    def view_dim(self) -> ViewDim:
        axis: int | None = None
        if self.accept("newaxis", "name"):
            self.expect("(")
        else:
            self.expect("axis", "name")
            self.expect("(")
            axis = self.integer()
            self.expect(",")
        extent = self.expr()
        self.expect(",")
        step = self.expr()
        self.expect(")")
        return ViewDim(axis, extent, step)

    def stmt_for(self, out: list[Stmt]) -> None:
        self.advance()
        var = self.name()
        self.expect("in", "name")
        kind_tok = self.tok
        kind = self.word()
        if kind_tok.kind == "name" and kind == "range":
            kind = "serial"
        self.expect("(")
        bounds = self.comma_list(")", self.expr)
        if len(bounds) not in (2, 3):
            raise self.error(f"a loop takes (start, stop) or (start, stop, step), got "
                             f"{len(bounds)} bound(s)", kind_tok)
        step = bounds[2] if len(bounds) == 3 else Const(1, "int64")
        self.expect("@")
        label = self.word()
        attrs: list[tuple[str, str | int | float | bool]] = []
        if self.accept("{"):
            attrs = self.comma_list("}", self.attr)
        outer = self.scope
        self.scope = outer.with_loop_var(var)
        try:
            body = self.suite()
        finally:
            self.scope = outer
        out.append(Loop(var, bounds[0], bounds[1], step, body, label, kind, tuple(attrs)))

    def stmt_if(self, out: list[Stmt]) -> None:
        self.advance()
        cond = self.expr()
        then = self.suite()
        orelse = Block()
        if self.at_kw("elif"):
            nested: list[Stmt] = []
            self.stmt_if(nested)
            orelse = Block(tuple(nested))
        elif self.accept("else", "name"):
            orelse = self.suite()
        out.append(If(cond, then, orelse))

    def stmt_while(self, out: list[Stmt]) -> None:
        self.advance()
        cond = self.expr()
        out.append(While(cond, self.suite()))

    def stmt_block(self, out: list[Stmt]) -> None:
        self.advance()
        out.append(self.suite())

    def stmt_break(self, out: list[Stmt]) -> None:
        self.advance()
        self.end_line()
        out.append(Break())

    def stmt_continue(self, out: list[Stmt]) -> None:
        self.advance()
        self.end_line()
        out.append(Continue())

    def stmt_pass(self, out: list[Stmt]) -> None:
        self.advance()
        self.end_line()

    def stmt_return(self, out: list[Stmt]) -> None:
        self.advance()
        values: list[Expr | str] = []
        while self.tok.kind != "newline":
            values.append(self.return_value())
            if not self.accept(","):
                break
        self.end_line()
        out.append(Return(tuple(values)))

    def return_value(self) -> Expr | str:
        t = self.tok
        if t.kind == "name" and t.text == "array" and self.peek().text == "(":
            self.advance()
            self.advance()
            name = self.name()
            self.expect(")")
            return name
        bare = (t.kind == "qname" or (t.kind == "name" and t.text not in RESERVED)) and (
            self.peek().kind == "newline" or self.peek().text == ","
        )
        if bare:
            save = self.i
            name = self.name()
            if self.scope.is_array_name(name):
                return name
            self.i = save
        return self.expr()

    def stmt_raise(self, out: list[Stmt]) -> None:
        self.advance()
        kind = self.word()
        self.expect("(")
        message = self.string()
        values = []
        while self.accept(","):
            values.append(self.expr())
        self.expect(")")
        self.end_line()
        out.append(Raise(kind, message, tuple(values)))

    def stmt_libcall(self, out: list[Stmt]) -> None:
        self.advance()
        op = self.word()
        self.expect("(")
        inputs = tuple(self.comma_list(")", self.name))
        self.expect("->")
        if self.accept("("):
            outputs = tuple(self.comma_list(")", self.name))
        else:
            outputs = (self.name(),)
        attrs: list[tuple[str, str | int | float | bool]] = []
        if self.accept("{"):
            attrs = self.comma_list("}", self.attr)
        self.end_line()
        out.append(LibCall(op, outputs, inputs, tuple(attrs)))

    def attr(self) -> tuple[str, str | int | float | bool]:
        key = self.word()
        self.expect("=")
        t = self.tok
        if t.kind == "string":
            return key, self.string()
        if t.kind == "name" and t.text in ("True", "False"):
            self.advance()
            return key, t.text == "True"
        neg = self.accept("-")
        t = self.tok
        value: int | float
        if t.kind == "number":
            value = int(t.text) if t.text.isdigit() else float(t.text)
        elif t.kind == "name" and t.text in ("inf", "nan"):
            value = math.inf if t.text == "inf" else math.nan
        else:
            raise self.error(f"expected an attribute value, found {self._describe(t)}")
        self.advance()
        return key, (-value if neg and value == value else value)

    # ------------------------------------------------------------------ program
    def type_spec(self) -> tuple[str, int | None, str | None]:
        """``dtype`` -> (dtype, None, None); ``array(dt, Nd[, word])`` -> (dt, N, word)."""
        if not self.accept("array", "name"):
            return self.dtype(), None, None
        self.expect("(")
        dt = self.dtype()
        self.expect(",")
        ndim = self.integer()
        if not (self.at("d", "name")):
            raise self.error("expected the rank as e.g. '2d'")
        self.advance()
        extra = None
        self.axis_sets: dict[str, tuple[int, ...]] = {}
        if self.accept(","):
            extra = self.word()
            while self.accept(","):
                key = self.word()
                if key == "aliased":
                    self.axis_sets["aliased"] = ()
                    continue
                if key not in ("bcast", "unit"):
                    raise self.error(f"unknown array parameter attribute {key!r}")
                self.expect("=")
                self.expect("(")
                axes = []
                while not self.accept(")"):
                    axes.append(self.integer())
                    if not self.accept(","):
                        self.expect(")")
                        break
                self.axis_sets[key] = tuple(axes)
        self.expect(")")
        return dt, ndim, extra

    def program(self) -> Program:
        self.expect("def", "name")
        name = self.name()
        self.expect("(")
        params = tuple(self.comma_list(")", self.param))
        returns: list[tuple] = []
        returns_tuple = False
        if self.accept("->"):
            if self.accept("("):
                returns_tuple = True
                returns = self.comma_list(")", self.return_type)
            else:
                returns.append(self.return_type())
                while self.accept(","):
                    returns.append(self.return_type())
        self.expect(":")
        self.expect_kind("newline")
        self.expect_kind("indent")
        local_decls = []
        while self.accept("local", "name"):
            local_decls.append(self.local_decl())
        prog = Program(name, params, tuple(local_decls), Block(), tuple(returns), returns_tuple)
        self.scope = Scope.of_program(prog)
        extents, units = [], []
        while self.accept("assume", "name"):  # `assume <extent> == 1` (or `!= 1`)
            t = self.tok
            premise = self.expr()
            self.end_line()
            if not (isinstance(premise, Binary) and premise.op in ("eq", "ne")
                    and premise.rhs == Const(1, "int64") and premise.lhs.dtype == "int64"):
                raise self.error("expected `assume <int64 extent> == 1` or `!= 1`", t)
            extents.append(premise.lhs)
            if premise.op == "eq":
                units.append(premise.lhs)
        prog = replace(prog, broadcast_extents=tuple(extents), unit_extents=tuple(units))
        body: list[Stmt] = []
        while self.tok.kind != "dedent":
            self.statement(body)
        self.advance()
        if self.tok.kind != "eof":
            raise self.error(f"expected end of text after the function body, found "
                             f"{self._describe(self.tok)}")
        return replace(prog, body=Block(tuple(body)))

    def param(self) -> ArrayParam | ScalarParam:
        name = self.name()
        self.expect(":")
        t = self.tok
        dt, ndim, extra = self.type_spec()
        if ndim is None:
            return ScalarParam(name, dt)
        if extra is None:
            raise self.error("an array parameter needs a layout, e.g. array(f64, 2d, C)", t)
        return ArrayParam(name, dt, ndim, extra, self.axis_sets.get("bcast", ()),
                          self.axis_sets.get("unit", ()), "aliased" in self.axis_sets)

    def local_decl(self) -> ArrayDecl | ScalarDecl:
        name = self.name()
        self.expect(":")
        t = self.tok
        dt, ndim, extra = self.type_spec()
        self.end_line()
        if ndim is None:
            return ScalarDecl(name, dt)
        if extra not in (None, "strided"):
            raise self.error(f"a local array takes no layout but 'strided', got {extra!r}", t)
        return ArrayDecl(name, dt, ndim, extra is None)

    def return_type(self) -> tuple:
        dt, ndim, extra = self.type_spec()
        if ndim is None:
            return ("scalar", dt)
        if extra is not None:
            raise self.error("a return type takes no layout")
        return ("array", dt, ndim)


def parse_program(text: str) -> Program:
    """Parse the text of one program (as written by ``format_program``)."""
    parser = _Parser(text)
    try:
        return parser.program()
    except RecursionError:
        raise parser.error("expression nested too deeply to parse") from None


def parse_expr(text: str, scope: Scope | None = None) -> Expr:
    """Parse one expression, resolving bare names through ``scope`` (as in ``format_expr``)."""
    p = _Parser(text)
    if scope is not None:
        p.scope = scope
    e = p.expr()
    if p.tok.kind == "newline":
        p.advance()
    if p.tok.kind != "eof":
        raise p.error(f"unexpected {p._describe(p.tok)} after the expression")
    return e
