"""Hand-built IR programs shaped like what the frontend and the transformations produce.

They are shared by the printer/parser and verifier tests: every program here must verify, print,
and parse back to an equal program.
"""

from __future__ import annotations

import math

from loopcraft.ir import (
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

B, I32, I64, F32, F64 = "bool", "int32", "int64", "float32", "float64"
_BOOL_OPS = {"lt", "le", "eq", "ne", "gt", "ge", "and", "or"}


def c(value: bool | int | float, dtype: str = I64) -> Const:
    return Const(value, dtype)


def v(name: str, dtype: str = I64) -> Var:
    return Var(name, dtype)


def at(array: str, dtype: str, *indices: Expr) -> Access:
    return Access(array, tuple(indices), dtype)


def bin_(op: str, lhs: Expr, rhs: Expr, dtype: str | None = None) -> Binary:
    """A binary node; by default bool for comparisons/logic, else the lhs dtype."""
    if dtype is None:
        dtype = B if op in _BOOL_OPS else lhs.dtype
    return Binary(op, lhs, rhs, dtype)


def blk(*stmts: Stmt) -> Block:
    return Block(tuple(stmts))


def loop(var: str, start: Expr, stop: Expr, body: Block, label: str, kind: str = "serial",
         step: Expr | None = None) -> Loop:
    return Loop(var, start, stop, step if step is not None else c(1), body, label, kind)


i, j, k = v("i"), v("j"), v("k")


def elementwise_2d() -> Program:
    """C = alpha * A + B over a 2-D grid: parallel outer loop, vector inner loop."""
    a = lambda n: at(n, F64, i, j)  # noqa: E731
    body = blk(
        Alloc("C", (Dim("A", 0), Dim("A", 1))),
        loop("i", c(0), Dim("A", 0), blk(
            loop("j", c(0), Dim("A", 1), blk(
                Assign(a("C"), bin_("add", bin_("mul", v("alpha", F64), a("A")), a("B"))),
            ), "axpy_d1", "vector"),
        ), "axpy_d0", "parallel"),
        Return(("C",)),
    )
    return Program(
        "axpy2d",
        (ArrayParam("A", F64, 2), ArrayParam("B", F64, 2, "A"), ScalarParam("alpha", F64)),
        (ArrayDecl("C", F64, 2),),
        body,
        (("array", F64, 2),),
    )


def reduction() -> Program:
    """Sum of squares (reduce add, widened to f64), max, row sums, and integer or/and/mul."""
    x_i = at("x", F32, i)
    body = blk(
        Assign(v("s", F64), c(0.0, F64)),
        Assign(v("m", F32), c(-math.inf, F32)),
        Assign(v("bits", I32), c(0, I32)),
        Assign(v("mask", I32), c(-1, I32)),
        Assign(v("prod", I64), c(1)),
        loop("i", c(0), Dim("x", 0), blk(
            Assign(v("s", F64), Cast(bin_("mul", x_i, x_i), F64), "add"),
            Assign(v("m", F32), x_i, "max"),
            Assign(v("bits", I32), Cast(i, I32), "bitor"),
            Assign(v("mask", I32), Cast(i, I32), "bitand"),
            Assign(v("prod", I64), bin_("add", i, c(1)), "mul"),
        ), "sum_i", "parallel"),
        Alloc("rows", (Dim("M", 0),), c(0.0, F64)),
        loop("i", c(0), Dim("M", 0), blk(
            loop("j", c(0), Dim("M", 1), blk(
                Assign(at("rows", F64, i), at("M", F64, i, j), "add"),
                Assign(v("lo", F64), at("M", F64, i, j), "min"),
            ), "rows_j", "vector"),
        ), "rows_i", "parallel"),
        Return((v("s", F64), v("m", F32), "rows")),
    )
    return Program(
        "reductions",
        (ArrayParam("x", F32, 1), ArrayParam("M", F64, 2)),
        (ScalarDecl("s", F64), ScalarDecl("m", F32), ScalarDecl("bits", I32),
         ScalarDecl("mask", I32), ScalarDecl("prod", I64), ScalarDecl("lo", F64),
         ArrayDecl("rows", F64, 1)),
        body,
        (("scalar", F64), ("scalar", F32), ("array", F64, 1)),
        returns_tuple=True,
    )


def stencil() -> Program:
    """Jacobi-style 5-point 2-D stencil with offsets i-1/i+1, repeated ``steps`` times."""
    n, m = Dim("A", 0), Dim("A", 1)
    a = lambda di, dj: at("A", F64, di, dj)  # noqa: E731
    im1, ip1 = bin_("sub", i, c(1)), bin_("add", i, c(1))
    jm1, jp1 = bin_("sub", j, c(1)), bin_("add", j, c(1))
    total = bin_("add", bin_("add", bin_("add", bin_("add", a(i, j), a(im1, j)), a(ip1, j)),
                             a(i, jm1)), a(i, jp1))
    body = blk(
        loop("t", c(0), v("steps"), blk(
            loop("i", c(1), bin_("sub", n, c(1)), blk(
                loop("j", c(1), bin_("sub", m, c(1)), blk(
                    Assign(at("Bout", F64, i, j), bin_("mul", c(0.2, F64), total)),
                ), "jacobi_j", "vector"),
            ), "jacobi_i", "parallel"),
            loop("i", c(1), bin_("sub", n, c(1)), blk(
                loop("j", c(1), bin_("sub", m, c(1)), blk(
                    Assign(a(i, j), at("Bout", F64, i, j)),
                ), "copy_j", "vector"),
            ), "copy_i", "parallel"),
        ), "time"),
    )
    return Program(
        "jacobi",
        (ArrayParam("A", F64, 2), ArrayParam("Bout", F64, 2), ScalarParam("steps", I64)),
        (),
        body,
    )


def control_flow() -> Program:
    """A Collatz walk: while with break/continue, if/elif/else, a serial loop with break."""
    n, steps, done = v("n"), v("steps"), v("done", B)
    body = blk(
        Assign(n, v("n0")),
        Assign(steps, c(0)),
        Assign(done, c(False, B)),
        While(Unary("not", done, B), blk(
            If(bin_("eq", n, c(1)),
               blk(Assign(done, c(True, B)), Continue()),
               blk(If(bin_("eq", bin_("mod", n, c(2)), c(0)),
                      blk(Assign(n, bin_("floordiv", n, c(2)))),
                      blk(Assign(n, bin_("add", bin_("mul", c(3), n), c(1))))))),
            Assign(steps, c(1), "add"),
            If(bin_("ge", steps, Cast(v("limit", I32), I64)), blk(Break())),
        )),
        loop("k", c(0), steps, blk(
            If(bin_("gt", k, c(10)), blk(Break()), blk(Continue())),
        ), "scan"),
        If(bin_("lt", steps, c(0)), blk(Raise("ValueError", "negative \"steps\"\n"))),
        Return((steps,)),
    )
    return Program(
        "collatz",
        (ScalarParam("n0", I64), ScalarParam("limit", I32)),
        (ScalarDecl("n", I64), ScalarDecl("steps", I64), ScalarDecl("done", B)),
        body,
        (("scalar", I64),),
    )


def views_matmul() -> Program:
    """Views (transpose, strided slice, newaxis, row), a matmul LibCall, array+scalar return."""
    n, m = Dim("A", 0), Dim("A", 1)
    body = blk(
        View("At", "A", (c(0), c(0)), (ViewDim(1, m, c(1)), ViewDim(0, n, c(1)))),
        View("S", "A", (v("i0"), c(0)), (
            ViewDim(0, bin_("sub", n, v("i0")), c(1)),
            ViewDim(1, bin_("floordiv", bin_("add", m, c(1)), c(2)), c(2)),
        )),
        View("R", "A", (c(0), c(0)), (ViewDim(0, n, c(1)), ViewDim(None, c(1), c(0)),
                                      ViewDim(1, m, c(1)))),
        View("row", "A", (v("i0"), c(0)), (ViewDim(1, m, c(1)),)),
        Alloc("C", (m, Dim("B", 1)), c(0.0, F64)),
        LibCall("matmul", ("C",), ("At", "B"), (
            ("alpha", 1.0), ("beta", 0.0), ("block", 64), ("impl", "blas"),
            ("transpose_a", False),
        )),
        Assign(v("tr", F64), c(0.0, F64)),
        loop("k", c(0), Dim("C", 0), blk(
            Assign(v("tr", F64), at("C", F64, k, k), "add"),
        ), "trace_k"),
        Return(("C", v("tr", F64))),
    )
    return Program(
        "views",
        (ArrayParam("A", F64, 2), ArrayParam("B", F64, 2, "A"), ScalarParam("i0", I64)),
        (ArrayDecl("At", F64, 2, False), ArrayDecl("S", F64, 2, False),
         ArrayDecl("R", F64, 3, False), ArrayDecl("row", F64, 1), ArrayDecl("C", F64, 2),
         ScalarDecl("tr", F64)),
        body,
        (("array", F64, 2), ("scalar", F64)),
        returns_tuple=True,
    )


def math_mix() -> Program:
    """Casts, selects and math calls, including results typed unlike their arguments."""
    xi = at("x", F32, i)
    xd = Cast(xi, F64)
    value = Select(
        Call("isnan", (xi,), B),
        c(0.0, F64),
        bin_("add", bin_("add", Cast(Call("sqrt", (Call("abs", (xi,), F32),), F32), F64),
                         bin_("mul", Call("exp", (Cast(v("k32", I32), F64),), F64),
                              Call("arctan2", (xd, c(2.0, F64)), F64))),
             Call("hypot", (Call("floor", (xd,), F64), Call("log1p", (xd,), F64)), F64)),
        F64,
    )
    body = blk(
        loop("i", c(0), Dim("x", 0), blk(
            Assign(at("out", F64, i), value),
            Assign(at("out", F64, i), Select(bin_("lt", i, c(3)), xd, Cast(i, F64), F64)),
            Assign(at("flags", B, i), Call("isfinite", (xi,), B)),
            Assign(at("flags", B, i), Select(at("flags", B, i), c(False, B), c(True, B), B)),
            Assign(at("out", F64, i), Call("sqrt", (i,), F64)),
            Assign(at("out", F64, i), Select(c(True, B), i, c(2.5, F64), F64)),
            Assign(at("out", F64, i), Cast(Cast(Cast(xi, I32), B), F64)),
        ), "math_i", "vector"),
    )
    return Program(
        "math_mix",
        (ArrayParam("x", F32, 1, "A"), ArrayParam("out", F64, 1), ArrayParam("flags", B, 1),
         ScalarParam("k32", I32)),
        (),
        body,
        (),
        returns_tuple=True,
    )


def all_operators() -> Program:
    """Every binary and unary op, with precedence and associativity that needs parentheses."""
    a, b, cc = v("a", F64), v("b", F64), v("cf", F64)
    p, q = v("p"), v("q")
    u, w = v("u", I32), v("w", I32)
    f, g = v("f", B), v("g", B)
    rf, ri, rb, r32 = v("rf", F64), v("ri"), v("rb", B), v("r32", I32)
    stmts: list[Stmt] = []
    for op in ("add", "sub", "mul", "div", "pow", "min", "max", "mod", "floordiv"):
        stmts.append(Assign(rf, bin_(op, a, b)))
    for op in ("add", "sub", "mul", "div", "floordiv", "mod", "pow", "bitand", "bitor",
               "bitxor", "lshift", "rshift", "min", "max"):
        stmts.append(Assign(ri, bin_(op, p, q)))
        stmts.append(Assign(r32, bin_(op, u, w)))
    for op in ("lt", "le", "eq", "ne", "gt", "ge"):
        stmts.append(Assign(rb, bin_(op, a, b)))
        stmts.append(Assign(rb, bin_(op, p, q)))
    for op in ("and", "or", "bitand", "bitor", "bitxor", "eq", "ne"):
        stmts.append(Assign(rb, bin_(op, f, g, B)))
    stmts += [
        Assign(rf, Unary("neg", a, F64)),
        Assign(ri, Unary("invert", p, I64)),
        Assign(rb, Unary("not", f, B)),
        Assign(rf, bin_("mul", bin_("add", a, b), cc)),           # (a + b) * cf
        Assign(rf, bin_("add", a, bin_("mul", b, cc))),           # a + b * cf
        Assign(rf, bin_("sub", a, bin_("sub", b, cc))),           # a - (b - cf)
        Assign(rf, bin_("sub", bin_("sub", a, b), cc)),           # a - b - cf
        Assign(rf, bin_("pow", a, bin_("pow", b, cc))),           # a ** b ** cf
        Assign(rf, bin_("pow", bin_("pow", a, b), cc)),           # (a ** b) ** cf
        Assign(rf, Unary("neg", bin_("pow", a, c(2)), F64)),      # -a ** 2
        Assign(rf, bin_("pow", Unary("neg", a, F64), c(2))),      # (-a) ** 2
        Assign(rf, bin_("pow", a, Unary("neg", b, F64))),         # a ** -b
        Assign(rf, Unary("neg", Unary("neg", a, F64), F64)),      # -(-a)
        Assign(rf, Unary("neg", c(2.0, F64), F64)),               # -(2.0), not the literal
        Assign(rf, Unary("neg", bin_("pow", c(2.0, F64), a), F64)),
        Assign(rf, bin_("pow", c(-2.0, F64), a)),                 # (-2.0) ** a
        Assign(rf, bin_("sub", a, c(-1.5, F64))),                 # a - -1.5
        Assign(rf, bin_("div", a, bin_("mul", b, cc))),           # a / (b * cf)
        Assign(rb, Unary("not", bin_("and", f, g), B)),           # not (f and g)
        Assign(rb, bin_("or", bin_("and", f, g), Unary("not", f, B))),
        Assign(rb, bin_("and", bin_("or", f, g), g)),             # (f or g) and g
        Assign(rb, bin_("eq", bin_("lt", a, b), f)),              # (a < b) == f
        Assign(rb, bin_("lt", bin_("add", a, b), cc)),            # a + b < cf
        Assign(ri, bin_("bitand", bin_("lshift", p, c(2)), bin_("bitor", q, c(1)))),
        Assign(ri, bin_("bitor", bin_("bitxor", p, q), bin_("bitand", p, q))),
        Assign(ri, Unary("invert", bin_("add", p, q), I64)),
        Assign(r32, Unary("neg", Cast(p, I32), I32)),
        Assign(rf, bin_("pow", a, p, F64)),                       # mixed f64 ** i64
        Assign(ri, bin_("add", p, Cast(u, I64))),
        Assign(r32, bin_("lshift", u, c(3), I32)),                # i32 << i64 typed i32
        Assign(rf, Binary("add", p, q, F64)),                     # result typed unlike operands
        Assign(rf, Unary("neg", p, F64)),
        Assign(rf, bin_("min", bin_("max", a, b), bin_("add", cc, c(1.0, F64)))),
    ]
    return Program(
        "operators",
        (ScalarParam("a", F64), ScalarParam("b", F64), ScalarParam("cf", F64),
         ScalarParam("p", I64), ScalarParam("q", I64), ScalarParam("u", I32),
         ScalarParam("w", I32), ScalarParam("f", B), ScalarParam("g", B)),
        (ScalarDecl("rf", F64), ScalarDecl("ri", I64), ScalarDecl("rb", B),
         ScalarDecl("r32", I32)),
        blk(*stmts),
    )


SPECIAL_FLOATS = (math.inf, -math.inf, -0.0, 0.0, 5e-324, 1.7976931348623157e308, 1e-300, 0.1,
                  -2.5e-17, 1e16, 123456789.125, 2.0**-1074)


def constants() -> Program:
    """bool/int32/int64/float32/float64 constants: negative, extreme and special values."""
    stmts: list[Stmt] = [
        Assign(v("b", B), c(True, B)),
        Assign(v("b", B), c(False, B)),
        Assign(v("n32", I32), c(-(2**31), I32)),
        Assign(v("n32", I32), c(2**31 - 1, I32)),
        Assign(v("n64", I64), c(-(2**63))),
        Assign(v("n64", I64), c(2**63 - 1)),
        Assign(v("n64", I64), c(-7)),
        Assign(v("n32", I32), c(0, I32)),
    ]
    for x in SPECIAL_FLOATS:
        stmts.append(Assign(v("d", F64), c(x, F64)))
        stmts.append(Assign(v("s", F32), c(x, F32)))
    stmts += [
        Assign(v("s", F32), c(1.5, F32)),
        Assign(v("s", F32), c(-1.5, F32)),
        Assign(v("d", F64), c(3, F64)),  # int value in a float constant: printed as 3.0
        Assign(at("X", F32, bin_("add", v("n64"), c(-1))), c(0.25, F32)),
        Assign(at("X", F32, bin_("sub", v("n64"), c(1))), bin_("mul", c(-0.0, F32),
                                                                at("X", F32, c(0)))),
    ]
    return Program(
        "constants",
        (ArrayParam("X", F32, 1),),
        (ScalarDecl("b", B), ScalarDecl("n32", I32), ScalarDecl("n64", I64),
         ScalarDecl("d", F64), ScalarDecl("s", F32)),
        blk(*stmts),
    )


def misc_structure() -> Program:
    """Nested blocks, Raise, unrolled/negative-step loops, 0-d arrays, quoted names, labels
    that are not identifiers, a 1-tuple return."""
    body = blk(
        blk(),
        blk(Assign(v("if", F64), c(1.0, F64)), blk(Assign(v("if", F64), c(2.0, F64)))),
        loop("k", bin_("sub", Dim("V", 0), c(1)), c(-1), blk(
            Assign(at("V", F64, k), at("Z", F64), "add"),
        ), "rev.k", step=c(-1)),
        loop("for", c(0), Dim("V", 0), blk(
            Assign(at("V", F64, v("for")), v("if", F64)),
        ), "u 4", "unrolled", step=c(4)),
        Alloc("Z", ()),
        Assign(at("Z", F64), c(1.0, F64)),
        If(bin_("gt", Dim("V", 0), c(100)), blk(Raise("IndexError", "too big: \u00e9\t\\"))),
        If(v("flag", B), blk(), blk(Return((v("if", F64),)))),
        Return((bin_("add", v("if", F64), at("Z", F64)),)),
    )
    return Program(
        "misc structure",
        (ArrayParam("V", F64, 1, "A"), ScalarParam("flag", B)),
        (ScalarDecl("if", F64), ArrayDecl("Z", F64, 0)),
        body,
        (("scalar", F64),),
        returns_tuple=True,
    )


def empty() -> Program:
    """No parameters, no locals, an empty body, returns None."""
    return Program("noop", (), (), Block())


ALL_PROGRAMS = {
    f.__name__: f
    for f in (elementwise_2d, reduction, stencil, control_flow, views_matmul, math_mix,
              all_operators, constants, misc_structure, empty)
}
