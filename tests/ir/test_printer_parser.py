"""The IR text form: printing, parsing back to an equal program, errors, and the hash."""

from __future__ import annotations

import math
import os
import subprocess
import sys
import textwrap
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ir_sample_programs import (
    ALL_PROGRAMS,
    F32,
    F64,
    I32,
    I64,
    B,
    at,
    bin_,
    blk,
    c,
    constants,
    elementwise_2d,
    loop,
    v,
    views_matmul,
)

from loopcraft.ir import (
    BINARY_OPS,
    CALL_FUNCS,
    COMPLEX_DTYPES,
    DTYPES,
    INT_DTYPES,
    UNARY_OPS,
    Access,
    Alloc,
    ArrayDecl,
    ArrayParam,
    Assign,
    Binary,
    Block,
    Call,
    Cast,
    Const,
    Dim,
    If,
    IRParseError,
    LibCall,
    Loop,
    Program,
    Raise,
    Return,
    ScalarDecl,
    ScalarParam,
    Scope,
    Select,
    Unary,
    Var,
    View,
    ViewDim,
    format_expr,
    format_program,
    format_stmt,
    parse_expr,
    parse_program,
    structural_hash,
)
from loopcraft.ir.dtypes import int_range
from loopcraft.ir.printer import natural_dtype

REPO = Path(__file__).resolve().parents[2]


# ------------------------------------------------------------------------ round trips


@pytest.mark.parametrize("name", sorted(ALL_PROGRAMS))
def test_program_round_trips(name: str) -> None:
    p = ALL_PROGRAMS[name]()
    text = format_program(p)
    back = parse_program(text)
    assert back == p
    assert format_program(back) == text  # printing is stable
    assert format_program(ALL_PROGRAMS[name]()) == text  # and deterministic
    assert structural_hash(back) == structural_hash(p)


def _with_extent_premises(p: Program) -> Program:
    """``p`` assuming ``max((A.shape[0] + 1) // 2, 0) == 1`` (``len(A[::2])``, lowered as
    the constant 1) and ``A.shape[1] - n != 1`` for an int scalar parameter ``n``."""
    half = bin_("max", bin_("floordiv", bin_("add", Dim("A", 0), c(1)), c(2)), c(0))
    less = bin_("sub", Dim("A", 1), v("n", I64))
    return replace(p, params=(*p.params, ScalarParam("n", I64)),
                   broadcast_extents=(less, half), unit_extents=(half,))


def test_extent_premises_round_trip_and_change_the_hash() -> None:
    """A specialization's derived-extent premises are part of the program: printed as
    ``assume`` lines, parsed back, hashed (a unit premise is another program)."""
    p = _with_extent_premises(elementwise_2d())
    text = format_program(p)
    assert "    assume A.shape[1] - n != 1\n    assume max((A.shape[0] + 1) // 2, 0) == 1\n" \
        in text
    back = parse_program(text)
    assert back == p and back.unit_extents == p.unit_extents
    assert format_program(back) == text
    neither = replace(p, unit_extents=())
    assert structural_hash(neither) != structural_hash(p)
    assert structural_hash(replace(p, broadcast_extents=(), unit_extents=())) not in {
        structural_hash(p), structural_hash(neither)}
    bad = text.replace("assume A.shape[1] - n != 1", "assume A.shape[1] - n < 1")
    with pytest.raises(IRParseError, match="assume"):
        parse_program(bad)


def test_golden_elementwise(golden) -> None:
    golden("ir_elementwise_2d.txt", format_program(elementwise_2d()))


def test_golden_views_matmul(golden) -> None:
    golden("ir_views_matmul.txt", format_program(views_matmul()))


def test_readable_spellings() -> None:
    text = format_program(ALL_PROGRAMS["reduction"]())
    for line in (
        "def reductions(x: array(f32, 1d, C), M: array(f64, 2d, C)) -> (f64, f32, array(f64, 1d)):",
        "    local rows: array(f64, 1d)",
        "    m = -inf:f32",
        "    for i in parallel(0, x.shape[0]) @sum_i:",
        "        s += f64(x[i] * x[i])",
        "        m max= x[i]",
        "        bits |= i32(i)",
        "            lo min= M[i, j]",
        "    rows = full((M.shape[0],), 0.0)",
        "    return s, m, rows",
    ):
        assert line + "\n" in text
    assert "    local At: array(f64, 2d, strided)\n" in format_program(views_matmul())


def test_constant_spellings_are_canonical() -> None:
    scope = Scope()
    assert format_expr(Const(1, F64), scope) == "1.0"
    assert format_expr(Const(1.0, F64), scope) == "1.0"
    assert format_expr(Const(True, I64), scope) == "1"
    assert format_expr(Const(3.0, I32), scope) == "3:i32"
    assert format_expr(Const(1, B), scope) == "True"
    assert format_expr(Const(-0.0, F32), scope) == "-0.0:f32"
    assert format_expr(Const(1e16, F64), scope) == "1e+16"
    # not representable in the dtype: printed by Python type, still exact
    assert format_expr(Const(1.5, I64), scope) == "1.5:i64"
    assert parse_expr("1.5:i64") == Const(1.5, I64)
    assert structural_hash(_wrap(Const(1, F64))) == structural_hash(_wrap(Const(1.0, F64)))


def _wrap(e) -> Program:
    return Program("w", (ScalarParam("r", e.dtype),), (), Block((Assign(Var("r", e.dtype), e),)))


def test_negative_zero_and_special_floats_survive() -> None:
    back = parse_program(format_program(constants()))
    values = [s.value.value for s in back.body.body if isinstance(s.value, Const)]
    assert any(math.copysign(1.0, x) < 0 and x == 0 for x in values if isinstance(x, float))
    assert math.inf in values and -math.inf in values and 5e-324 in values


def test_nan_round_trips_as_text() -> None:
    """NaN != NaN, so == cannot hold in general; the text and the NaN-ness must."""
    p = Program(
        "nans",
        (ScalarParam("x", F32),),
        (),
        Block((
            Assign(Var("x", F32), Binary("add", Const(math.nan, F32), Const(-math.nan, F32),
                                         F32)),
            LibCall("fill", (), (), (("value", math.nan),)),
        )),
    )
    text = format_program(p)
    assert "x = nan:f32 + nan:f32" in text and "{value=nan}" in text
    back = parse_program(text)
    assert format_program(back) == text
    assert math.isnan(back.body.body[0].value.lhs.value)
    assert math.isnan(back.body.body[1].attrs[0][1])


def test_invalid_but_printable_ir_round_trips() -> None:
    """The printer must show broken IR faithfully (it is what verifier messages show)."""
    x = Var("ghost", "float16")
    body = Block((
        Assign(Var("undeclared", F64), Unary("sqrt", x, F64)),
        Assign(Access("Nope", (Const(0, I64),), F32), Binary("xor", x, x, "float16")),
        Assign(Var("r", F64), Call("min", (Const(1.0, F64),), F64), "sub"),
        Assign(Var("r", F64), Call("", (), F64), "weird op"),
        Assign(Var("r", F64), Cast(Var("r", F64), "complex256")),
        Assign(Var("r", F64), Call("exp", (), F64)),
        Assign(Var("r", F64), Var("Arr", F64)),
        Loop("i", Const(0, I64), Const(3, I64), Const(1, I64), Block(), "L", "range"),
        Loop("i", Const(0, I64), Const(3, I64), Const(1, I64), Block(), "L2", "tiled!"),
        LibCall("blas.gemm", ("Arr", "Arr"), (), (("a key", "v"),)),
        Raise("Not An Exception", ""),
        Return(("missing", "Arr", Var("Arr", F64), Dim("Arr", 7, I32))),
        Alloc("r", (Const(2, I64),)),
        View("Arr", "r", (), (ViewDim(-1, Const(1, I64), Const(0, I64)),)),
    ))
    p = Program(
        "bad",
        (ArrayParam("Arr", F64, -1, "F"), ScalarParam("r", F64), ScalarParam("Arr", "x y")),
        (ArrayDecl("Nope", "f", 1),),
        body,
        (("scalar", F64), ("array", "f16", 3)),
        False,
    )
    text = format_program(p)
    assert parse_program(text) == p
    assert format_program(parse_program(text)) == text


def test_reserved_and_odd_names_are_quoted() -> None:
    text = format_program(ALL_PROGRAMS["misc_structure"]())
    assert 'def $"misc structure"(' in text
    assert 'for $"for" in unrolled(0, V.shape[0], 4) @"u 4":' in text
    assert 'for k in range(V.shape[0] - 1, -1, -1) @"rev.k":' in text


# ------------------------------------------------------------------------ hand-written text


def test_parse_hand_written_text() -> None:
    text = textwrap.dedent(
        """\
        # a comment line
        def scale(A: array(f32, 1d, A), s: f32) -> (array(f32, 1d),):

          local out: array(f32, 1d)   # two-space indentation is fine
          out = empty((A.shape[0],))
          for i in serial(0,
                          A.shape[0]) @main:   # continued inside brackets
            pass
            if A[i] > 0.0:f32:
              out[i] = A[i] * s
            elif A[i] < -1.0:f32:
              out[i] = 0.0:f32
            else:
              out[i] = -A[i]
          libcall copy(out) -> (out,) {}
          return out
        """
    )
    p = parse_program(text)
    assert p.params == (ArrayParam("A", F32, 1, "A"), ScalarParam("s", F32))
    assert p.returns == (("array", F32, 1),) and p.returns_tuple
    lp = p.body.body[1]
    assert isinstance(lp, Loop) and lp.kind == "serial" and lp.label == "main"
    assert lp.step == Const(1, I64)
    assert isinstance(lp.body.body[0], If)
    assert lp.body.body[0].orelse.body[0].orelse.body[0].value == Unary(
        "neg", Access("A", (Var("i", I64),), F32), F32
    )
    assert p.body.body[2] == LibCall("copy", ("out",), ("out",), ())
    assert p.body.body[3] == Return(("out",))


def test_negative_literal_versus_negation() -> None:
    scope = Scope({"x": F64})
    assert parse_expr("-2", scope) == Const(-2, I64)
    assert parse_expr("-(2)", scope) == Unary("neg", Const(2, I64), I64)
    assert parse_expr("-2 ** x", scope) == Unary(
        "neg", Binary("pow", Const(2, I64), Var("x", F64), F64), F64
    )
    assert parse_expr("(-2) ** x", scope) == Binary("pow", Const(-2, I64), Var("x", F64), F64)
    assert parse_expr("-1.5:f32", scope) == Const(-1.5, F32)
    assert parse_expr("x - -1", scope) == Binary("sub", Var("x", F64), Const(-1, I64), F64)


def test_format_expr_without_scope_annotates_names() -> None:
    e = bin_("add", v("x", F64), at("A", F64, v("i")))
    assert format_expr(e) == "x:f64 + A[i:i64]:f64"
    assert parse_expr(format_expr(e)) == e
    scope = Scope({"x": F64, "i": I64}, {"A": F64})
    assert format_expr(e, scope) == "x + A[i]"
    assert parse_expr("x + A[i]", scope) == e


def test_format_stmt() -> None:
    s = loop("i", c(0), v("n"), blk(Assign(at("A", F64, v("i")), c(0.0, F64))), "L", "parallel",
             step=c(2))
    scope = Scope({"n": I64}, {"A": F64})
    assert format_stmt(s, scope) == "for i in parallel(0, n, 2) @L:\n    A[i] = 0.0"
    assert format_stmt(s, scope, depth=1).startswith("    for i")


PARSE_ERRORS = [
    ("def f(, a: i64):\n    pass\n", 1, 7, "expected a name"),
    ("def f():\n    x = 1\n", 2, 5, "dtype of undeclared variable 'x'"),
    ("def f(a: i64):\n    a = 1 ? 2\n", 2, 11, "unexpected character '?'"),
    ("def f(a: i64):\n    a = (1\n", 2, 9, "'(' is never closed"),
    ("def f(a: i64):\n    a = (1]\n", 2, 11, "expected ')', found ']'"),
    ("def f(a: i64):\n    a = 1)\n", 2, 10, "')' does not close any open bracket"),
    ("def f(a: i64):\n    if a:\n        pass\n      pass\n", 4, 7, "unindent does not match"),
    ("def f(a: bool):\n    a = 1 < 2 < 3\n", 2, 15, "comparisons do not chain"),
    ("def f(a: i64):\n    for i in range(0) @L:\n        pass\n", 2, 14, "(start, stop)"),
    ("def f(a: i64):\n    for i in range(0, 3):\n        pass\n", 2, 25, "expected '@'"),
    ("def f(a: i64):\n    a = 1\n    local b: i64\n", 3, 5, "must come first"),
    ("def f(min: i64):\n    pass\n", 1, 7, "reserved word"),
    ("def f(a: q64):\n    pass\n", 1, 10, "expected a dtype"),
    ("def f(A: array(f64, 2d)):\n    pass\n", 1, 10, "needs a layout"),
    ("def f(a: i64):\n\ta = 1\n", 2, 1, "tabs"),
    ("def f(a: i64):\n    a = select(1, 2)\n", 2, 9, "takes 3 argument(s)"),
    ("def f(a: i64):\n    pass\ndef g():\n    pass\n", 3, 1, "expected end of text"),
    ("def f(a: i64):\n    a = $\"\\q\"\n", 2, 9, "bad string literal"),
]


@pytest.mark.parametrize(("text", "line", "col", "message"), PARSE_ERRORS)
def test_parse_errors_point_at_the_problem(text: str, line: int, col: int, message: str) -> None:
    with pytest.raises(IRParseError) as info:
        parse_program(text)
    err = info.value
    assert isinstance(err, ValueError)
    assert message in str(err)
    assert (err.line, err.column) == (line, col), str(err)
    assert f"line {line}, column {col}" in str(err)
    assert "^" in str(err)


def test_too_deep_nesting_is_a_parse_error_not_a_crash() -> None:
    text = "def f(x: f64):\n    x = " + "(" * 400 + "x" + ")" * 400 + "\n"
    with pytest.raises(IRParseError, match="nested too deeply"):
        parse_program(text)


def test_numpy_scalars_print_as_python_values() -> None:
    np = pytest.importorskip("numpy")
    assert format_expr(Const(np.float32(0.5), F32)) == "0.5:f32"
    assert format_expr(Const(np.int64(-3), I64)) == "-3"
    assert format_expr(Const(np.bool_(True), B)) == "True"


# ------------------------------------------------------------------------ structural hash


def test_structural_hash_distinguishes_every_field() -> None:
    p = elementwise_2d()
    h = structural_hash(p)
    assert len(h) == 64 and int(h, 16) >= 0
    outer = p.body.body[1]
    variants = [
        replace(p, name="other"),
        replace(p, params=p.params[:2] + (ScalarParam("alpha", F32),)),
        replace(p, locals=(ArrayDecl("C", F64, 2, False),)),
        replace(p, returns_tuple=True),
        replace(p, body=Block((p.body.body[0], replace(outer, kind="serial"), p.body.body[2]))),
        replace(p, body=Block((p.body.body[0], replace(outer, label="x"), p.body.body[2]))),
        replace(p, body=Block((p.body.body[0], replace(outer, step=c(2)), p.body.body[2]))),
    ]
    hashes = {structural_hash(q) for q in variants}
    assert h not in hashes and len(hashes) == len(variants)


def test_structural_hash_is_stable_across_processes() -> None:
    code = (
        "import sys; sys.path.insert(0, 'tests/ir');"
        "from ir_sample_programs import ALL_PROGRAMS;"
        "from loopcraft.ir import structural_hash;"
        "print(structural_hash(ALL_PROGRAMS['views_matmul']()))"
    )
    outs = set()
    for seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(REPO / "src")}
        res = subprocess.run([sys.executable, "-c", code], cwd=REPO, env=env, check=True,
                             capture_output=True, text=True)
        outs.add(res.stdout.strip())
    assert outs == {structural_hash(views_matmul())}


# ------------------------------------------------------------------------ random expressions

SCALARS = {"xb": B, "xi": I32, "xl": I64, "xf": F32, "xd": F64}
ARRAYS = {"Ad": (F64, 2), "Ki": (I32, 1), "Mb": (B, 1), "Z": (F32, 0)}
SCOPE = Scope(SCALARS, {a: dt for a, (dt, _) in ARRAYS.items()})
UNDECLARED = ("ghost", "if", "a b", "min", "Ad", "inf")
dtypes = st.sampled_from(DTYPES)


def _const(dt: str) -> st.SearchStrategy[Const]:
    if dt == B:
        values: st.SearchStrategy = st.booleans()
    elif dt in INT_DTYPES:
        values = st.integers(*int_range(dt))
    elif dt in COMPLEX_DTYPES:
        values = st.complex_numbers(allow_nan=False)
    else:
        values = st.floats(allow_nan=False)
    return values.map(lambda x: Const(x, dt))


def _typed(draw_node: st.SearchStrategy) -> st.SearchStrategy:
    """Half the time give a composite node its natural dtype (printed without ascription)."""

    def settle(pair):
        node, dt = pair
        return replace(node, dtype=dt if dt is not None else natural_dtype(node, SCOPE))

    return st.tuples(draw_node, st.one_of(st.none(), dtypes)).map(settle)


leaves = st.one_of(
    dtypes.flatmap(_const),
    st.sampled_from(sorted(SCALARS.items())).map(lambda kv: Var(*kv)),
    st.builds(Var, st.sampled_from(sorted(SCALARS) + list(UNDECLARED)), dtypes),
    st.builds(Dim, st.sampled_from(sorted(ARRAYS)), st.integers(0, 2), st.sampled_from([I64, I32])),
)


def _extend(children: st.SearchStrategy) -> st.SearchStrategy:
    def access(name: str) -> st.SearchStrategy:
        dt, nd = ARRAYS[name]
        idx = st.lists(children, min_size=nd, max_size=nd).map(tuple)
        return st.builds(Access, st.just(name), idx, st.sampled_from([dt, dt, F32]))

    return st.one_of(
        _typed(st.builds(Unary, st.sampled_from(UNARY_OPS), children, st.just(B))),
        _typed(st.builds(Binary, st.sampled_from(BINARY_OPS), children, children, st.just(B))),
        _typed(st.builds(Call, st.sampled_from(CALL_FUNCS),
                         st.lists(children, min_size=1, max_size=2).map(tuple), st.just(B))),
        _typed(st.builds(Select, children, children, children, st.just(B))),
        st.builds(Cast, children, dtypes),
        st.sampled_from(sorted(ARRAYS)).flatmap(access),
    )


exprs = st.recursive(leaves, _extend, max_leaves=24)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(exprs)
def test_random_expressions_round_trip(e) -> None:
    assert parse_expr(format_expr(e)) == e
    assert parse_expr(format_expr(e, SCOPE), SCOPE) == e
    params = tuple(ScalarParam(n, dt) for n, dt in SCALARS.items()) + tuple(
        ArrayParam(a, dt, nd) for a, (dt, nd) in ARRAYS.items()
    )
    p = Program("h", params, (ScalarDecl("out", e.dtype),),
                Block((Assign(Var("out", e.dtype), e), Return((e,)))), (("scalar", e.dtype),))
    text = format_program(p)
    back = parse_program(text)
    assert back == p
    assert format_program(back) == text


# ------------------------------------------------------------------------ the golden fixture


def test_golden_fixture_creates_compares_and_diffs(pytester: pytest.Pytester) -> None:
    pytester.makeconftest((REPO / "tests" / "conftest.py").read_text(encoding="utf-8"))
    test_source = 'def test_it(golden):\n    golden("out.txt", {!r})\n'
    pytester.makepyfile(test_g=test_source.format("one\ntwo\n"))
    missing = pytester.runpytest("-p", "no:cacheprovider")
    missing.assert_outcomes(failed=1)
    missing.stdout.fnmatch_lines(["*does not exist; run pytest with --update-golden*"])

    pytester.runpytest("--update-golden").assert_outcomes(passed=1)
    golden_file = pytester.path / "golden" / "out.txt"
    assert golden_file.read_text() == "one\ntwo\n"
    pytester.runpytest().assert_outcomes(passed=1)

    pytester.makepyfile(test_g=test_source.format("one\nTWO\n"))
    changed = pytester.runpytest()
    changed.assert_outcomes(failed=1)
    changed.stdout.fnmatch_lines(["*differs from golden file*", "*-two", "*+TWO"])
    pytester.runpytest("--update-golden").assert_outcomes(passed=1)
    assert golden_file.read_text() == "one\nTWO\n"
