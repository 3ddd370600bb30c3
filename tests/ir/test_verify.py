"""The verifier accepts well-formed programs and names each kind of violation precisely."""

from __future__ import annotations

import re

import numpy as np
import pytest
from ir_sample_programs import ALL_PROGRAMS, F32, F64, I32, I64, B, at, bin_, blk, c, loop, v

from loopcraft.errors import InternalError, LoopcraftError
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
    If,
    IRVerifyError,
    LibCall,
    Loop,
    Program,
    Raise,
    Return,
    ScalarDecl,
    ScalarParam,
    Select,
    Unary,
    VerifyMemo,
    View,
    ViewDim,
    While,
    format_program,
    parse_program,
    verify,
)

PARAMS = (ArrayParam("A", F64, 2), ArrayParam("x", F32, 1), ScalarParam("n", I64),
          ScalarParam("flag", B))
LOCALS = (ScalarDecl("s", F64), ScalarDecl("t", I32), ArrayDecl("T", F64, 2, False),
          ArrayDecl("y", F32, 1))
i, j = v("i"), v("j")


def prog(*stmts, params=PARAMS, locals_=LOCALS, returns=(), returns_tuple=False) -> Program:
    return Program("f", params, locals_, blk(*stmts), returns, returns_tuple)


def in_loop(*stmts, kind: str = "serial") -> Loop:
    return loop("i", c(0), v("n"), blk(*stmts), "L", kind)


def set_s(e) -> Assign:
    return Assign(v("s", F64), e)


@pytest.mark.parametrize("name", sorted(ALL_PROGRAMS))
def test_sample_programs_verify(name: str) -> None:
    verify(ALL_PROGRAMS[name]())


def test_base_program_verifies() -> None:
    verify(prog(in_loop(set_s(at("A", F64, i, i)))))


CASES = [
    # ---- names
    ("undeclared var", prog(set_s(v("zz", F64))), "undeclared variable 'zz'"),
    ("undeclared array", prog(set_s(at("Q", F64, c(0)))), "undeclared array 'Q'"),
    ("scalar as array", prog(set_s(at("s", F64, c(0)))), "'s' is a scalar, not an array"),
    ("array as scalar", prog(set_s(v("A", F64))), "'A' is an array, used as a scalar variable"),
    ("loop var outside loop", prog(in_loop(), Assign(v("n"), i)), "undeclared variable 'i'"),
    ("duplicate declaration", prog(locals_=LOCALS + (ScalarDecl("n", I64),)),
     "'n' is declared more than once"),
    ("assign to loop var", prog(in_loop(Assign(i, c(0)))),
     "assignment to loop variable 'i' inside its loop"),
    ("nested loop reuses var", prog(in_loop(loop("i", c(0), c(2), blk(), "L2"))),
     "loop variable 'i' is already the variable of an enclosing loop"),
    ("loop var is an array", prog(loop("A", c(0), c(2), blk(), "L")),
     "loop variable 'A' is declared as an array"),
    # ---- vocabulary
    ("unknown unary op", prog(set_s(Unary("sqrt", v("s", F64), F64))), "unknown unary op 'sqrt'"),
    ("unknown binary op", prog(set_s(Binary("xor", v("s", F64), v("s", F64), F64))),
     "unknown binary op 'xor'"),
    ("unknown function", prog(set_s(Call("gamma", (v("s", F64),), F64))),
     "unknown function 'gamma'"),
    ("call arity", prog(set_s(Call("hypot", (v("s", F64),), F64))),
     "hypot() takes 2 argument(s), got 1"),
    ("unknown loop kind", prog(loop("i", c(0), c(2), blk(), "L", "tiled")),
     "unknown loop kind 'tiled'"),
    ("unknown reduce op", prog(Assign(v("s", F64), c(1.0, F64), "sub")),
     "unknown reduce op 'sub'"),
    ("unknown param dtype", prog(params=(ScalarParam("h", "bfloat16"),)),
     "parameter 'h' has unknown dtype 'bfloat16'"),
    ("unknown expr dtype", prog(set_s(Cast(v("s", F64), "complex256"))),
     "unknown dtype 'complex256'"),
    ("duplicate labels", prog(loop("i", c(0), c(2), blk(), "L"), loop("j", c(0), c(2), blk(), "L")),
     "duplicate loop label 'L'"),
    ("empty label", prog(loop("i", c(0), c(2), blk(), "")), "loop label '' must be a non-empty"),
    ("bad layout", prog(params=(ArrayParam("F", F64, 2, "F"),)), "unknown layout 'F'"),
    ("bad ndim", prog(locals_=(ArrayDecl("Q", F64, -1),)), "invalid ndim -1"),
    # ---- shapes
    ("too few indices", prog(set_s(at("A", F64, c(0)))),
     "access A[0] has 1 index(es) but 'A' is 2-d"),
    ("too many indices", prog(Assign(at("x", F32, c(0), c(1)), c(0.0, F32))),
     "access x[0, 1] has 2 index(es) but 'x' is 1-d"),
    ("dim axis out of range", prog(Assign(v("n"), Dim("x", 1))),
     "x.shape[1]: axis 1 out of range for 1-d array 'x'"),
    ("alloc rank", prog(Alloc("T", (c(3),))), "Alloc of 2-d array 'T' has a shape of 1 extent"),
    ("view offset", prog(View("y", "x", (), (ViewDim(0, c(1), c(1)),))),
     "View offset has 0 index(es) but source 'x' is 1-d"),
    ("view dims", prog(View("y", "x", (c(0),), ())), "View has 0 dim(s) but 'y' is 1-d"),
    ("view source axis", prog(View("y", "x", (c(0),), (ViewDim(1, c(1), c(1)),))),
     "View dim 0 takes source axis 1 but source 'x' is 1-d"),
    # ---- dtypes
    ("access dtype", prog(set_s(Access("x", (c(0),), F64))),
     "access x[0]:f64 is typed float64 but 'x' is float32"),
    ("var dtype", prog(Assign(v("t", I64), c(1))),
     "variable 't' is declared int32 but used as int64"),
    ("loop var dtype", prog(in_loop(Assign(v("t", I32), v("i", I32)))),
     "loop variable 'i' is used as int32; loop variables are int64"),
    ("loop var declared float", prog(loop("s", c(0), c(2), blk(), "L")),
     "loop variable 's' is declared float64; loop variables are int64"),
    ("dim dtype", prog(Assign(v("t", I32), Dim("x", 0, I32))), "Dim is always int64"),
    ("float index", prog(set_s(at("A", F64, c(0), c(1.0, F64)))),
     "index of 'A' 1.0 is float64, not an integer"),
    ("float loop bound", prog(loop("i", c(0), c(2.0, F64), blk(), "L")),
     "loop stop 2.0 is float64, not an integer"),
    ("non-bool if", prog(If(v("n"), blk())), "if condition n is int64, not bool"),
    ("non-bool while", prog(While(v("s", F64), blk())), "while condition s is float64, not bool"),
    ("non-bool select", prog(set_s(Select(v("n"), v("s", F64), v("s", F64), F64))),
     "select condition n is int64, not bool"),
    ("comparison dtype", prog(Assign(v("n"), Binary("lt", v("n"), c(1), I64))),
     "'lt' yields bool, but (n < 1):i64 is typed int64"),
    ("not dtype", prog(Assign(v("n"), Unary("not", v("flag", B), I64))), "'not' yields bool"),
    ("isnan dtype", prog(set_s(Call("isnan", (v("s", F64),), F64))), "isnan() yields bool"),
    ("bitwise float", prog(set_s(Binary("bitand", v("s", F64), v("s", F64), F64))),
     "bitwise 'bitand' of a float64 operand"),
    ("invert float", prog(set_s(Unary("invert", v("s", F64), F64))),
     "'~' of a float64 operand"),
    ("int32 constant range", prog(Assign(v("t", I32), c(2**31, I32))),
     "constant 2147483648 (int) does not fit dtype int32"),
    ("bool constant", prog(Assign(v("flag", B), c(1, B))),
     "constant 1 (int) does not fit dtype bool"),
    ("float in int constant", prog(Assign(v("n"), c(1.5))),
     "constant 1.5 (float) does not fit dtype int64"),
    ("view dtype", prog(View("T", "x", (c(0),), (ViewDim(0, c(1), c(1)), ViewDim(None, c(1),
                                                                                 c(0))))),
     "View binds float64 array 'T' to float32 array 'x'"),
    # ---- control flow
    ("break outside loop", prog(Break()), "'break' outside a loop"),
    ("continue outside loop", prog(If(v("flag", B), blk(Continue()))),
     "'continue' outside a loop"),
    ("break in parallel loop", prog(in_loop(If(v("flag", B), blk(Break())), kind="parallel")),
     "'break' directly inside parallel loop 'L'"),
    ("break in vector loop", prog(in_loop(Break(), kind="vector")),
     "'break' directly inside vector loop 'L'"),
    ("return in parallel loop", prog(in_loop(Return(()), kind="parallel")),
     "'return' inside parallel loop 'L'"),
    # ---- returns
    ("return count", prog(Return((v("s", F64),))),
     "returns 1 value(s) but Program.returns declares 0"),
    ("return kind", prog(Return(("y",)), returns=(("scalar", F32),)),
     "return value 0 is the 1-d float32 array 'y' but Program.returns[0] is ('scalar', "
     "'float32')"),
    ("return scalar dtype", prog(Return((v("s", F64),)), returns=(("scalar", F32),)),
     "return value 0 is a float64 scalar"),
    ("return undeclared", prog(Return(("nope",)), returns=(("array", F64, 1),)),
     "return value 0: undeclared array 'nope'"),
    ("malformed returns", prog(returns=(("tensor", F64),)), "malformed return entry"),
    ("untupled returns", prog(returns=(("scalar", F64), ("scalar", F64))),
     "2 return entries but returns_tuple is False"),
    # ---- library calls and others
    ("libcall output", prog(LibCall("matmul", ("Q",), ("A", "A"))),
     "LibCall matmul output: undeclared array 'Q'"),
    ("libcall attrs sorted", prog(LibCall("matmul", ("T",), ("A", "A"), (("b", 1), ("a", 2)))),
     "LibCall attrs must be sorted by key"),
    ("libcall attr value", prog(LibCall("matmul", ("T",), ("A", "A"), (("a", None),))),
     "LibCall attr 'a' has value None"),
    ("libcall duplicate key", prog(LibCall("matmul", ("T",), ("A", "A"), (("a", 1), ("a", 2)))),
     "LibCall attrs repeat a key"),
    ("raise kind", prog(Raise("not a class", "m")), "Raise kind 'not a class'"),
    ("not a statement", prog(v("s", F64)), "is not a statement node"),
    ("not an expression", prog(Assign(v("s", F64), 1.0)), "1.0 is not an expression node"),
    ("list indices", prog(set_s(Access("x", [c(0)], F32))), "indices must be a tuple"),
    ("numpy constant", prog(set_s(Const(np.float64(1.0), F64))),
     "is a numpy.float64, not a Python bool/int/float"),
]


@pytest.mark.parametrize(("program", "message"), [c[1:] for c in CASES],
                         ids=[c[0] for c in CASES])
def test_verifier_errors(program: Program, message: str) -> None:
    with pytest.raises(IRVerifyError, match=re.escape(message)):
        verify(program)


def test_error_is_internal_and_names_the_place() -> None:
    p = prog(
        loop("i", c(0), v("n"), blk(
            If(v("flag", B), blk(
                loop("j", c(0), Dim("A", 1), blk(
                    Assign(at("T", F64, i), at("A", F64, i, j)),
                ), "inner", "vector"),
            )),
        ), "outer", "parallel"),
    )
    with pytest.raises(IRVerifyError) as info:
        verify(p)
    assert isinstance(info.value, InternalError) and isinstance(info.value, LoopcraftError)
    msg = str(info.value)
    assert "access T[i] has 1 index(es) but 'T' is 2-d" in msg
    assert "program 'f', in loop 'outer' > if flag > loop 'inner', at `T[i] = A[i, j]`" in msg


def test_loop_vars_are_scoped_and_labels_global() -> None:
    """Sibling loops may reuse a variable name but never a label."""
    ok = prog(loop("i", c(0), c(2), blk(), "a"), loop("i", c(0), c(2), blk(), "b"))
    verify(ok)
    with pytest.raises(IRVerifyError, match="duplicate loop label 'a'"):
        verify(prog(loop("i", c(0), c(2), blk(loop("j", c(0), c(2), blk(), "a")), "a")))


def test_a_memo_skips_only_loops_that_passed_in_the_same_context() -> None:
    """A recipe's steps share unchanged loops; the memo re-checks a shared loop wherever its
    context differs, so it never lets an invalid program through."""
    memo = VerifyMemo()
    inner = loop("j", c(0), c(4), blk(If(bin_("gt", j, c(2)), blk(Break()))), "inner")
    shared = loop("k", c(0), c(3), blk(set_s(c(1.0, F64))), "shared")
    verify(prog(in_loop(inner), shared), memo)
    assert {id(inner), id(shared)} <= set(memo.loops)
    verify(prog(in_loop(inner), shared), memo)  # the same loops, the same context: remembered
    # the same loop object, now inside a parallel loop: its 'return' is refused there
    leaves = loop("m", c(0), c(4), blk(Return(())), "leaves")
    verify(prog(leaves), memo)
    with pytest.raises(IRVerifyError, match="'return' inside parallel loop 'L'"):
        verify(prog(in_loop(leaves, kind="parallel")), memo)
    # a remembered loop whose labels now clash with another loop's
    with pytest.raises(IRVerifyError, match="duplicate loop label 'shared'"):
        verify(prog(shared, loop("q", c(0), c(2), blk(), "shared")), memo)
    with pytest.raises(IRVerifyError, match="duplicate loop label 'shared'"):
        verify(prog(loop("q", c(0), c(2), blk(), "shared"), shared), memo)
    # other declarations: the remembered loop's variable is no longer declared
    with pytest.raises(IRVerifyError, match="undeclared variable 's'"):
        verify(prog(shared, locals_=LOCALS[1:]), memo)
    # the enclosing loop variable it used is gone: inner's `j` is its own, but uses of `i`
    uses_i = loop("j", c(0), c(2), blk(Assign(at("y", F32, i), c(0.0, F32))), "uses_i")
    verify(prog(in_loop(uses_i)), memo)
    with pytest.raises(IRVerifyError, match="undeclared variable 'i'"):
        verify(prog(uses_i), memo)


def test_break_in_serial_loop_nested_in_parallel_is_fine() -> None:
    inner = loop("j", c(0), c(4), blk(If(bin_("gt", j, c(2)), blk(Break()))), "inner")
    verify(prog(in_loop(inner, kind="parallel")))
    verify(prog(in_loop(While(c(True, B), blk(Break())), kind="parallel")))


def test_declared_int64_loop_var_and_valid_specials() -> None:
    p = prog(
        loop("k", c(0), c(3), blk(Assign(v("t", I32), Cast(v("k"), I32))), "L"),
        Assign(v("k"), c(-1)),
        set_s(Call("arctan2", (v("s", F64), c(1, F64)), F64)),
        Assign(at("x", F32, c(0)), c(float("inf"), F32)),
        locals_=LOCALS + (ScalarDecl("k", I64),),
    )
    verify(p)


def test_empty_block_and_const_forms() -> None:
    verify(Program("e", (), (), Block()))
    verify(prog(Assign(v("s", F64), Const(2, F64)), Assign(v("flag", B), Const(False, B))))


@pytest.mark.parametrize("dtype, ok, bad", [
    ("int8", (-128, 127), (128, -129)),
    ("int16", (-32768, 32767), (32768,)),
    ("uint8", (0, 255), (-1, 256)),
    ("uint16", (65535,), (65536, -1)),
    ("uint32", (2**32 - 1,), (2**32,)),
    ("uint64", (2**64 - 1, 0), (2**64, -1)),
])
def test_integer_constants_fit_their_dtype(dtype: str, ok: tuple, bad: tuple) -> None:
    """Each integer dtype's range, the unsigned ones included (a uint64 constant may exceed
    int64's range: a mask such as 0xFFFF_FFFF_FFFF_FFFF)."""
    decl = (ScalarDecl("u", dtype),)
    for value in ok:
        verify(prog(Assign(v("u", dtype), c(value, dtype)), locals_=LOCALS + decl))
    for value in bad:
        with pytest.raises(IRVerifyError, match=f"does not fit dtype {dtype}"):
            verify(prog(Assign(v("u", dtype), c(value, dtype)), locals_=LOCALS + decl))


def test_float16_program_verifies_and_round_trips() -> None:
    """float16 is a storage type, but the IR spells its loads, casts and arithmetic like any
    other dtype (codegen computes them in float32 and rounds each result)."""
    h = "float16"
    p = prog(Assign(v("hh", h), Binary("mul", Cast(v("s", F64), h), c(0.5, h), h)),
             locals_=LOCALS + (ScalarDecl("hh", h),))
    verify(p)
    assert "f16" in format_program(p)
    assert parse_program(format_program(p)) == p
