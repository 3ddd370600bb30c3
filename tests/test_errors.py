"""One test per user-facing error message.

* Unsupported Python/NumPy raises :class:`loopcraft.UnsupportedSyntaxError` at compile time,
  pointing at *this* file, at the line of the construct (marked ``# <-`` below), with the source
  line, a caret under the construct and a ``hint:``.
* Bad call arguments raise :class:`loopcraft.ArgumentError` stating the expected signature.
* A C compiler failure raises :class:`loopcraft.CompilerError` and keeps the C file.
* Run-time shape mismatches raise ``ValueError`` like NumPy.
"""

from __future__ import annotations

import inspect
import os
import re
import subprocess
import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pytest

import loopcraft
from errors_cases import helpers_with_errors
from errors_cases.helpers_with_errors import noisy_norm
from loopcraft import config as lc_config

MARK = "# <-"

# ============================================================================ unsupported syntax
# Each function has exactly one line marked ``# <-``: the line the error must point at.


def list_comprehension(a):
    b = [x * 2 for x in range(3)]  # <-
    return a + b[0]


def lambda_expression(a):
    g = lambda v, w=1: v + w  # noqa: E731  # <-
    return g(a)


def try_except(a):
    try:  # <-
        b = a * 2.0
    except ValueError:
        b = a
    return b


def with_statement(a):
    with open("x") as fh:  # <-
        fh.read()
    return a


def dict_literal(a):
    d = {"scale": 2.0}  # <-
    return a * d["scale"]


def string_concat(a):
    s = "abc" + "def"  # <-
    return a, s


def f_string(a):
    s = f"{a.shape[0]} items"  # <-
    return s


def print_call(a):
    print(a)  # <-
    return a


def bool_mask_with_other_index(a):
    return a[a > 0, None]  # <-


def mask_of_higher_rank(a, b):
    a[b > 0] = 1.0  # <-


def for_over_dict_items(a):
    s = 0.0
    for v in a.items():  # <-
        s += v
    return s


def for_over_zip_into_one_name(a, b):
    s = 0.0
    for xy in zip(a, b, strict=True):  # <-
        s += xy[0]
    return s


def for_else(a):
    s = 0.0
    for i in range(a.shape[0]):  # <-
        s += a[i]
    else:
        s = -1.0
    return s


def while_else(a):
    i = 0
    while i < 3:  # <-
        i += 1
    else:
        i = 10
    return a[i]


def unknown_np_function(a):
    return np.unique(a)  # <-


def unknown_np_submodule(a):
    return np.fft.fft(a)  # <-


def unknown_math_function(x):
    return math_gamma_alias(x)  # <-


GLOBAL_ARRAY = np.ones(3)


def global_array(a):
    return a + GLOBAL_ARRAY  # <-


def array_to_scalar_variable(a):
    s = 0.0
    s = a * 2.0  # <-
    return s


def scalar_to_array_variable(a):
    b = a * 2.0
    b = 1.0  # <-
    return b


def _fact(n):
    r = 1
    if n > 1:
        r = n * _fact(n - 1)  # <-
    return r


def recursion(n):
    return _fact(n)


def direct_recursion(a, n):
    if n > 0:
        direct_recursion(a, n - 1)  # <-
    a[0] += 1.0


def array_truth_value(a):
    if a > 0:  # <-
        return 1.0
    return 0.0


def array_and(a, b):
    return (a > 0) and (b > 0)  # <-


def global_statement(a):
    global GLOBAL_ARRAY  # <-
    return a


def nested_def(a):
    def inner(v):  # <-
        return v + 1.0
    return inner(a)


def delete_statement(a):
    b = a * 1.0
    del b  # <-
    return a


def set_literal(a):
    s = {1, 2}  # <-
    return a, s


def undefined_name(a):
    return a + not_defined_anywhere  # noqa: F821  # <-


def range_outside_for(n):
    r = range(n)  # <-
    return r


def too_many_indices(a):
    return a[0, 1]  # <-


def runtime_slice_step(a, s):
    return a[::s]  # <-


def varargs_function(*args):  # <-
    return args[0]


def mixed_return_kinds(a, flag):
    if flag:
        return a * 2.0
    return 1.0  # <-


def none_and_value_returns(a, flag):  # <-
    if flag:
        return a
    a[0] = 1.0


def loop_variable_assigned(a):
    for i in range(a.shape[0]):
        i = i + 1  # <-
    return a


def loop_variable_rebound_and_read(a):
    for k in range(1, a.shape[0]):
        for i in range(k):
            # after this loop Python's k is 1, not the outer loop's
            for k in range(2):  # noqa: B007  # <-
                pass
            a[i] += k
    return a


def loop_variable_rebound_unread(a):
    for _ in range(2):
        for _ in range(a.shape[0]):  # the outer `_` is never read: fine
            a += 1.0
    return a


def reduce_axis_out_of_bounds(A):
    return A.sum(axis=2)  # <-


def where_two_arguments(a):
    return np.where(a > 0, a)  # <-


def matmul_with_scalar(a):
    return a @ 2.0  # <-


def alloc_nine_dims(n):
    return np.zeros((n, 1, 1, 1, 1, 1, 1, 1, 1))  # <-


def unsupported_method(a):
    return a.tolist()  # <-


def expression_statement(a):
    a + 1.0  # <-
    return a


def assign_array_to_element(a, b):
    a[0] = b  # <-


def in_operator(a, x):
    return x in a  # <-


def raise_unsupported_exception(a):
    raise KeyError("k")  # <-


def string_return(a):
    return "done"  # <-


def numpy_random_function(a):
    return a + np.random.rand(4)  # <-


def numpy_linalg_function(A):
    return np.linalg.eigvals(A)  # <-


def recursion_with_early_return(a, n):
    if n > 0:
        return recursion_with_early_return(a, n - 1)  # <-
    return a


def generator_function(a):
    yield a  # <-


def local_used_before_assignment(a):
    b = a + late  # noqa: F821  # <-
    late = 1.0  # noqa: F841
    return b


def _helper_reading_its_local_too_early(x):
    y = x + early  # noqa: F821  # <-
    early = 2.0  # noqa: F841
    return y


def helper_local_used_before_assignment(a):
    return _helper_reading_its_local_too_early(a)


def return_list(a):
    return [a[0], a[1]]  # <-


def return_tuple_holding_a_list(a):
    return a, [a[0]]  # <-


def list_in_a_variable(a):
    x = [1.0, 2.0]  # <-
    return a[0] + x[1]


def _helper_with_a_list(a):
    weights = [0.5, 0.5]  # <-
    return a * weights[0]


def list_in_a_helper_variable(a):
    return _helper_with_a_list(a)


def list_repetition(a):
    return np.array([0.0] * 3) + a[0]  # <-


def list_equality(a):
    return [1, 2] == [1, 2]  # <-


def _takes_values(v):
    return np.array(v)


def list_passed_to_helper(a):
    return _takes_values([a[0], a[1]])  # <-


def for_over_list_display(a):
    s = 0.0
    for v in [1.0, 2.0]:  # <-
        s += v * a[0]
    return s


math_gamma_alias = np.linalg.inv  # an "unknown np function" reached through a module global


@dataclass
class SyntaxCase:
    func: Callable
    args: Callable[[], tuple]
    message: str  # regex that the first line of the message must match
    at: str | tuple[str, ...]  # what the caret may point at (start of the source at .col)
    marked_in: Callable | None = None  # the helper holding the marked line (default: func)


def _a() -> tuple:
    return (np.arange(4.0),)


def _ab() -> tuple:
    return (np.arange(4.0), np.arange(4.0))


SYNTAX_CASES = [
    SyntaxCase(list_comprehension, _a, r"(?i)list comprehension|ListComp", "[x * 2"),
    SyntaxCase(lambda_expression, _a, r"(?i)lambda", "lambda"),
    SyntaxCase(try_except, _a, r"(?i)\btry\b", "try"),
    SyntaxCase(with_statement, _a, r"(?i)\bwith\b", "with"),
    SyntaxCase(dict_literal, _a, r"(?i)dict", "{"),
    SyntaxCase(string_concat, _a, r"(?i)str", '"abc"'),
    SyntaxCase(f_string, _a, r"(?i)str|f-string|JoinedStr", 'f"'),
    SyntaxCase(print_call, _a, r"print", "print"),
    SyntaxCase(bool_mask_with_other_index, _a, r"(?i)boolean mask combined", "a > 0"),
    SyntaxCase(mask_of_higher_rank, lambda: (np.ones(3), np.ones((2, 3))),
               r"too many indices: a 2-d boolean mask of a 1-d array", "b > 0"),
    SyntaxCase(for_over_dict_items, _a, r"method \.items\(\)", "a.items"),
    SyntaxCase(for_over_zip_into_one_name, _ab, r"(?i)unpack the items of zip", "xy"),
    SyntaxCase(for_else, _a, r"(?i)for.*else", "for"),
    SyntaxCase(while_else, _a, r"(?i)while.*else", "while"),
    SyntaxCase(unknown_np_function, _a, r"np\.unique", "np.unique"),
    SyntaxCase(unknown_np_submodule, _a, r"fft", "np.fft.fft"),
    SyntaxCase(unknown_math_function, _a, r"inv", "math_gamma_alias"),
    SyntaxCase(global_array, _a, r"global array 'GLOBAL_ARRAY'", "GLOBAL_ARRAY"),
    SyntaxCase(array_to_scalar_variable, _a, r"'s' was a scalar", "s = a"),
    SyntaxCase(scalar_to_array_variable, _a, r"'b' was an array", "b = 1.0"),
    SyntaxCase(recursion, lambda: (5,), r"(?i)recursi", "_fact(n - 1)", _fact),
    SyntaxCase(direct_recursion, lambda: (np.zeros(2), 3), r"(?i)recursi",
               "direct_recursion(a, n - 1)"),
    SyntaxCase(array_truth_value, _a, r"(?i)truth value", "a > 0"),
    SyntaxCase(array_and, _ab, r"(?i)ambiguous", "(a > 0) and"),
    SyntaxCase(global_statement, _a, r"(?i)global", "global"),
    SyntaxCase(nested_def, _a, r"(?i)FunctionDef|nested|def", "def inner"),
    SyntaxCase(delete_statement, _a, r"(?i)del", "del"),
    SyntaxCase(set_literal, _a, r"(?i)set", "{1, 2}"),
    SyntaxCase(undefined_name, _a, r"^name 'not_defined_anywhere' is not defined$",
               "not_defined_anywhere"),
    SyntaxCase(range_outside_for, lambda: (3,), r"range", "range(n)"),
    SyntaxCase(too_many_indices, _a, r"(?i)too many indices", ("a[0, 1]", "0, 1]")),
    SyntaxCase(runtime_slice_step, lambda: (np.arange(4.0), 2), r"(?i)step", ("::s", "s]")),
    SyntaxCase(varargs_function, _a, r"\*args", "def varargs_function"),
    SyntaxCase(mixed_return_kinds, lambda: (np.arange(4.0), True), r"(?i)return", "return 1.0"),
    SyntaxCase(none_and_value_returns, lambda: (np.arange(4.0), True), r"(?i)None",
               "def none_and_value_returns"),
    SyntaxCase(loop_variable_assigned, _a, r"loop variable 'i'", "i = i + 1"),
    SyntaxCase(loop_variable_rebound_and_read, _a, r"loop variable 'k' of an enclosing loop is "
               r"rebound by this loop and read after it", "k in range(2)"),
    SyntaxCase(reduce_axis_out_of_bounds, lambda: (np.ones((2, 3)),), r"(?i)axis 2",
               ("A.sum(axis=2)", "axis=2", "2)")),
    SyntaxCase(where_two_arguments, _a, r"np\.where takes one or three", "np.where"),
    SyntaxCase(matmul_with_scalar, _a, r"(?i)scalar", "a @ 2.0"),
    SyntaxCase(alloc_nine_dims, lambda: (2,), r"(?i)more than 8 dimensions",
               ("np.zeros", "(n, 1, 1, 1, 1, 1, 1, 1, 1)")),
    SyntaxCase(unsupported_method, _a, r"tolist", "a.tolist"),
    SyntaxCase(expression_statement, _a, r"(?i)no effect", "a + 1.0"),
    SyntaxCase(assign_array_to_element, _ab, r"(?i)single element", "a[0]"),
    SyntaxCase(in_operator, lambda: (np.arange(4.0), 1.0), r"(?i)\bIn\b|`in`|membership",
               "x in a"),
    SyntaxCase(raise_unsupported_exception, _a, r"KeyError", "raise"),
    SyntaxCase(string_return, _a, r"(?i)str|return", ('"done"', "return")),
    SyntaxCase(return_list, _a, r"^cannot return a list", "[a[0], a[1]]"),
    SyntaxCase(return_tuple_holding_a_list, _a, r"^cannot return a list of 1", "return"),
    SyntaxCase(list_in_a_variable, _a, r"^a list cannot be assigned to 'x'", "x = "),
    SyntaxCase(list_in_a_helper_variable, _a, r"^a list cannot be assigned to 'weights'",
               "weights", _helper_with_a_list),
    SyntaxCase(list_repetition, _a, r"^`\[0\.0\] \* 3` applies a Python list operator",
               "[0.0] * 3"),
    SyntaxCase(list_equality, _a, r"^`\[1, 2\] == \[1, 2\]` applies a Python list operator",
               "[1, 2] =="),
    SyntaxCase(list_passed_to_helper, _a, r"^a list passed as 'v' to helper '_takes_values'",
               "[a[0], a[1]]"),
    SyntaxCase(for_over_list_display, _a, r"^`for` over a list display", "[1.0, 2.0]"),
    SyntaxCase(numpy_random_function, _a, r"^np\.random\.rand is not supported", "np.random"),
    SyntaxCase(numpy_linalg_function, lambda: (np.eye(2),),
               r"^np\.linalg\.eigvals is not supported", "np.linalg.eigvals"),
    SyntaxCase(recursion_with_early_return, lambda: (np.zeros(2), 3),
               r"^recursive call to 'recursion_with_early_return': recursion is not supported",
               "recursion_with_early_return(a, n - 1)"),
    SyntaxCase(generator_function, _a, r"^'generator_function' is a generator function .*"
               r"generators are not supported", "yield"),
    SyntaxCase(local_used_before_assignment, _a,
               r"^local variable 'late' is used before it is assigned$", "late"),
    SyntaxCase(helper_local_used_before_assignment, _a,
               r"^local variable 'early' is used before it is assigned$", "early",
               _helper_reading_its_local_too_early),
]


def _marked_line(func: Callable) -> int:
    lines, first = inspect.getsourcelines(func)
    marked = [first + k for k, line in enumerate(lines) if line.rstrip().endswith(MARK)]
    assert len(marked) == 1, f"{func.__name__} must have exactly one line marked {MARK!r}"
    return marked[0]


@pytest.mark.parametrize("case", [pytest.param(c, id=c.func.__name__) for c in SYNTAX_CASES])
def test_unsupported_syntax(case: SyntaxCase) -> None:
    f = loopcraft.jit(case.func)
    with pytest.raises(loopcraft.UnsupportedSyntaxError) as info:
        f(*case.args())
    e = info.value
    text = str(e)
    assert type(e) is loopcraft.UnsupportedSyntaxError, text
    assert Path(e.filename).resolve() == Path(__file__).resolve(), text
    assert e.lineno == _marked_line(case.marked_in or case.func), text
    assert re.search(case.message, text.splitlines()[0]), text
    # the user's file and line, the source line and a caret under the construct
    assert f'File "{e.filename}", line {e.lineno}' in text, text
    lines = text.splitlines()
    caret = [k for k, line in enumerate(lines) if line.strip() == "^"]
    assert caret, f"no caret line in:\n{text}"
    source_line = Path(__file__).read_text().splitlines()[e.lineno - 1]
    assert source_line[e.col:].startswith(case.at), (
        f"caret at column {e.col} points at {source_line[e.col:]!r}, expected {case.at!r}\n{text}")
    shown = lines[caret[0] - 1]
    assert shown.strip() == source_line.strip(), text
    caret_col = lines[caret[0]].index("^")
    assert shown[caret_col:].startswith(case.at), text
    # a hint telling the user what to do instead
    assert "\nhint: " in text and e.hint.strip(), f"no hint in:\n{text}"


@pytest.mark.parametrize("func", [undefined_name, local_used_before_assignment])
def test_only_an_unassigned_local_gets_the_hint_about_assignment(func: Callable) -> None:
    """Like Python's NameError vs UnboundLocalError: a name the function never assigns is
    not defined (a typo, a missing global); only a local read too early is about assigning."""
    with pytest.raises(loopcraft.UnsupportedSyntaxError) as info:
        loopcraft.jit(func)(np.arange(4.0))
    about_assigning = "assign" in info.value.hint
    assert about_assigning == (func is local_used_before_assignment), str(info.value)


def test_a_rebound_loop_variable_that_is_never_read_compiles() -> None:
    a = np.arange(4.0)
    np.testing.assert_array_equal(loopcraft.jit(loop_variable_rebound_unread)(a.copy()),
                                  loop_variable_rebound_unread(a.copy()))


@loopcraft.jit
def decorated_with_error(a):
    """The decorator line comes first in the source; line numbers must still be the file's."""
    b = a * 2.0
    return {"b": b}  # <-


def multiline_with_error(a):
    b = (a
         + 1.0
         + [v for v in range(3)][0])  # <-
    return b


def _check_points_at(e: loopcraft.UnsupportedSyntaxError, line: int, at: str) -> None:
    text = str(e)
    assert Path(e.filename).resolve() == Path(__file__).resolve(), text
    assert e.lineno == line, text
    source_line = Path(__file__).read_text().splitlines()[e.lineno - 1]
    assert source_line[e.col:].startswith(at), (source_line[e.col:], text)
    lines = text.splitlines()
    caret = [k for k, ln in enumerate(lines) if ln.strip() == "^"]
    assert caret and lines[caret[0] - 1][lines[caret[0]].index("^"):].startswith(at), text


def test_error_in_decorated_function() -> None:
    with pytest.raises(loopcraft.UnsupportedSyntaxError) as info:
        decorated_with_error(np.ones(2))
    _check_points_at(info.value, _marked_line(decorated_with_error.py_func), "{")


def test_error_on_a_continuation_line() -> None:
    with pytest.raises(loopcraft.UnsupportedSyntaxError) as info:
        loopcraft.jit(multiline_with_error)(np.ones(2))
    _check_points_at(info.value, _marked_line(multiline_with_error), "[v for v")


def test_error_in_function_nested_in_a_test() -> None:
    """An indented (nested) definition: columns are the file's, not the dedented snippet's."""

    def nested(a):
        for v in a.items():  # <-
            a[0] = v
        return a

    with pytest.raises(loopcraft.UnsupportedSyntaxError) as info:
        loopcraft.jit(nested)(np.ones(2))
    _check_points_at(info.value, _marked_line(nested), "a.items()")


def _uses_helper_from_other_module(a):
    return noisy_norm(a) + 1.0


def _helper_with_lambda(a):
    return a * (lambda v, w=1: v)(2.0)  # <-


def _uses_local_helper(a):
    return _helper_with_lambda(a) + 1.0


def test_error_inside_an_inlined_helper_in_another_file() -> None:
    with pytest.raises(loopcraft.UnsupportedSyntaxError) as info:
        loopcraft.jit(_uses_helper_from_other_module)(np.ones(3))
    e = info.value
    assert Path(e.filename).resolve() == Path(helpers_with_errors.__file__).resolve(), str(e)
    assert e.lineno == _marked_line(noisy_norm), str(e)
    assert "print" in str(e) and "\nhint: " in str(e)


def test_error_inside_an_inlined_helper_in_this_file() -> None:
    with pytest.raises(loopcraft.UnsupportedSyntaxError) as info:
        loopcraft.jit(_uses_local_helper)(np.ones(3))
    _check_points_at(info.value, _marked_line(_helper_with_lambda), "lambda")


def test_unsupported_syntax_is_raised_at_every_call_not_cached() -> None:
    """A failed compilation is not remembered as a success: the second call raises again."""
    f = loopcraft.jit(print_call)
    for _ in range(2):
        with pytest.raises(loopcraft.UnsupportedSyntaxError):
            f(np.arange(3.0))
    assert f.stats()["compilations"] == 0


def test_function_without_source() -> None:
    namespace: dict = {}
    exec("def no_source(a):\n    return a * 2.0\n", namespace)
    f = loopcraft.jit(namespace["no_source"])
    with pytest.raises(loopcraft.UnsupportedSyntaxError) as info:
        f(np.arange(3.0))
    text = str(info.value)
    assert "no_source" in text and "source" in text
    assert "\nhint: " in text


def test_jit_of_a_lambda() -> None:
    f = loopcraft.jit(lambda a: a * 2.0)
    with pytest.raises(loopcraft.UnsupportedSyntaxError) as info:
        f(np.arange(3.0))
    e = info.value
    assert Path(e.filename).resolve() == Path(__file__).resolve()
    assert "\nhint: " in str(e)


def test_jit_of_a_non_function() -> None:
    with pytest.raises(TypeError, match="Python function"):
        loopcraft.jit(np.sum)


# ============================================================================ argument errors


def two_arrays(a, b):
    return a + b


@pytest.mark.parametrize(
    "args, kwargs, what",
    [
        pytest.param(([1.0, 2.0], np.ones(2)), {}, "list", id="list"),
        pytest.param((np.ones(2), "abc"), {}, "str", id="str"),
        pytest.param((np.ones(2, np.clongdouble), np.ones(2)), {}, "complex256",
                     id="clongdouble"),
        pytest.param((np.ones((1,) * 8 + (2,)), np.ones(2)), {}, "9-d", id="9d"),
        pytest.param((np.ones(2, np.longdouble), np.ones(2)), {}, "float128", id="longdouble"),
        pytest.param((np.ones(2, "datetime64[s]"), np.ones(2)), {}, "datetime64",
                     id="datetime64"),
        pytest.param((np.array([None, 1]), np.ones(2)), {}, "object", id="object-array"),
        pytest.param((None, np.ones(2)), {}, "NoneType", id="None"),
        pytest.param((np.ones(2), np.clongdouble(1 + 2j)), {}, "complex256",
                     id="clongdouble-scalar"),
        pytest.param((np.ones(2), 2**70), {}, "int64", id="huge-int"),
        pytest.param((np.ones(2),), {}, "missing", id="too-few"),
        pytest.param((np.ones(2), np.ones(2), np.ones(2)), {}, "too many", id="too-many"),
        pytest.param((np.ones(2),), {"c": np.ones(2)}, "unexpected|missing", id="bad-kwarg"),
        pytest.param((np.ones(2), np.ones(2)), {"a": np.ones(2)}, "multiple", id="dup-kwarg"),
    ],
)
def test_argument_errors(args: tuple, kwargs: dict, what: str) -> None:
    f = loopcraft.jit(two_arrays)
    with pytest.raises(loopcraft.ArgumentError) as info:
        f(*args, **kwargs)
    text = str(info.value)
    assert "two_arrays(a, b)" in text, f"message does not state the signature: {text}"
    assert re.search(what, text), text
    assert isinstance(info.value, TypeError)  # like Python's own wrong-argument errors


def test_argument_error_after_a_successful_call() -> None:
    """The fast path (last specialization) must also reject bad arguments with ArgumentError."""
    f = loopcraft.jit(two_arrays)
    np.testing.assert_array_equal(f(np.ones(2), np.ones(2)), [2.0, 2.0])
    for bad in ([1.0, 2.0], "ab", np.ones(2, np.clongdouble), None):
        with pytest.raises(loopcraft.ArgumentError, match=r"two_arrays\(a, b\)"):
            f(bad, np.ones(2))
    with pytest.raises(loopcraft.ArgumentError, match=r"two_arrays\(a, b\)"):
        f(np.ones(2))


def test_argument_error_names_the_argument() -> None:
    f = loopcraft.jit(two_arrays)
    with pytest.raises(loopcraft.ArgumentError, match="'b'"):
        f(np.ones(2), [1.0])


# ============================================================================ compiler errors


def simple_kernel(a):
    return a * 3.0 + 1.0


def test_compiler_error_keeps_the_c_file(tmp_path: Path) -> None:
    with lc_config.patch(cflags="-O2 -fbogus-flag-xyz", cache_dir=str(tmp_path / "cache"),
                         disable_cache=False):
        f = loopcraft.jit(simple_kernel)
        with pytest.raises(loopcraft.CompilerError) as info:
            f(np.ones(3))
    e = info.value
    assert e.c_path, "CompilerError.c_path is empty"
    c_file = Path(e.c_path)
    assert c_file.is_file(), f"the generated C file {c_file} was not kept"
    assert c_file.suffix == ".c"
    assert "lc_kernel" in c_file.read_text() or "PyInit" in c_file.read_text()
    text = str(e)
    assert str(c_file) in text, "the message does not print the path of the kept C file"
    assert "bogus-flag-xyz" in text, "the message does not include the compiler's output"


def test_compiler_error_is_not_cached(tmp_path: Path) -> None:
    """After a failed build, fixing the flags compiles and runs (no poisoned cache entry)."""
    cache_dir = str(tmp_path / "cache")
    with lc_config.patch(cflags="-O2 -fbogus-flag-xyz", cache_dir=cache_dir, disable_cache=False):
        with pytest.raises(loopcraft.CompilerError):
            loopcraft.jit(simple_kernel)(np.ones(3))
    with lc_config.patch(cache_dir=cache_dir, disable_cache=False):
        np.testing.assert_array_equal(loopcraft.jit(simple_kernel)(np.ones(3)), [4.0] * 3)


def test_missing_c_compiler(tmp_path: Path) -> None:
    from loopcraft.pipeline import cache

    cache.clear_cache(disk=False)  # a kernel this process loaded already needs no compiler
    with lc_config.patch(cc="no-such-cc-xyz", cache_dir=str(tmp_path / "cache"),
                         disable_cache=False):
        with pytest.raises(loopcraft.CompilerError, match="no-such-cc-xyz"):
            loopcraft.jit(simple_kernel)(np.ones(3))


# ============================================================================ run-time errors


def add(a, b):
    return a + b


def store_slice(a, b):
    a[:] = b


def matmul(A, B):
    return A @ B


def dot(x, y):
    return np.dot(x, y)


@pytest.mark.parametrize(
    "func, args",
    [
        pytest.param(add, (np.ones(3), np.ones(4)), id="add-1d"),
        pytest.param(add, (np.ones((2, 3)), np.ones((3, 3))), id="add-2d"),
        pytest.param(add, (np.ones((2, 3)), np.ones(2)), id="add-trailing-axis"),
        pytest.param(store_slice, (np.ones(3), np.ones(4)), id="store"),
        pytest.param(matmul, (np.ones((2, 3)), np.ones((4, 2))), id="matmul"),
        pytest.param(dot, (np.ones(3), np.ones(4)), id="dot"),
    ],
)
def test_runtime_shape_mismatch(func: Callable, args: tuple) -> None:
    with pytest.raises(ValueError):
        func(*args)  # NumPy rejects it ...
    with pytest.raises(ValueError) as info:
        loopcraft.jit(func)(*args)  # ... and so must the compiled code
    assert not isinstance(info.value, loopcraft.InternalError)


def test_runtime_mismatch_after_good_call() -> None:
    """Same specialization, first a good call, then a mismatching one: checked every call."""
    f = loopcraft.jit(add)
    np.testing.assert_array_equal(f(np.ones(3), np.ones(3)), [2.0] * 3)
    with pytest.raises(ValueError, match="broadcast"):
        f(np.ones(3), np.ones(5))
    np.testing.assert_array_equal(f(np.ones(5), np.ones(5)), [2.0] * 5)


def max_of(a):
    return a.max()


def min_axis0(A):
    return np.min(A, axis=0)


def argmax_of(a):
    return np.argmax(a)


def negative_power(a):
    return a ** -1


@pytest.mark.parametrize(
    "func, args",
    [
        pytest.param(max_of, (np.zeros(0),), id="max-of-empty"),
        pytest.param(min_axis0, (np.zeros((0, 3)),), id="min-of-empty"),
        pytest.param(argmax_of, (np.zeros(0),), id="argmax-of-empty"),
        pytest.param(negative_power, (np.arange(1, 4),), id="int-array-negative-power"),
    ],
)
def test_runtime_errors_like_numpy(func: Callable, args: tuple) -> None:
    """Where NumPy raises ValueError at run time, the compiled code raises it too."""
    with pytest.raises(ValueError):
        func(*args)
    with pytest.raises(ValueError) as info:
        loopcraft.jit(func)(*args)
    assert not isinstance(info.value, loopcraft.InternalError)


def inplace_true_divide(a):
    a /= 2


def inplace_float_multiply(a):
    a *= 0.5


@pytest.mark.parametrize("func", [inplace_true_divide, inplace_float_multiply])
def test_numpy_casting_error_for_inplace_true_divide(func: Callable) -> None:
    """NumPy refuses to store a float result into an int array in place (same_kind casting)."""
    with pytest.raises(TypeError):
        func(np.arange(3))
    a = np.arange(3)
    with pytest.raises((TypeError, loopcraft.UnsupportedSyntaxError)):
        loopcraft.jit(func)(a)
    np.testing.assert_array_equal(a, [0, 1, 2])


def write_first(a):
    a[0] = 5.0


def add_in_place(a, b):
    a += b


def _readonly() -> np.ndarray:
    a = np.ones(3)
    a.flags.writeable = False
    return a


@pytest.mark.parametrize(
    "func, make",
    [
        pytest.param(write_first, lambda: (_readonly(),), id="element-store"),
        pytest.param(add_in_place, lambda: (_readonly(), np.ones(3)), id="in-place-add"),
        pytest.param(write_first, lambda: (np.frombuffer(bytes(24), dtype=np.float64),),
                     id="frombuffer-bytes"),
        pytest.param(add_in_place, lambda: (np.broadcast_to(np.zeros(1), (3,)), np.ones(3)),
                     id="broadcast_to"),
    ],
)
def test_writing_a_read_only_argument(func: Callable, make: Callable) -> None:
    """NumPy: ``ValueError: assignment destination is read-only``; nothing may be written."""
    with pytest.raises(ValueError, match="read-only"):
        func(*make())
    args = make()
    before = args[0].copy()
    with pytest.raises(ValueError, match="read-only"):
        loopcraft.jit(func)(*args)
    np.testing.assert_array_equal(args[0], before)


def test_reading_a_read_only_argument_is_fine() -> None:
    b = np.ones(3)
    np.testing.assert_array_equal(loopcraft.jit(add)(_readonly(), b), [2.0] * 3)


def checked_kernel(a):
    assert a.shape[0] > 2, "need more than two values"
    if a[0] < 0.0:
        raise ValueError("negative start")
    return a * 2.0


def test_assert_and_raise_in_compiled_code() -> None:
    f = loopcraft.jit(checked_kernel)
    np.testing.assert_array_equal(f(np.ones(3)), [2.0] * 3)
    with pytest.raises(AssertionError, match="need more than two values"):
        f(np.ones(2))
    with pytest.raises(ValueError, match="negative start"):
        f(-np.ones(3))


def _loopcraft_frames(tb: object) -> list[str]:
    package = str(Path(loopcraft.__file__).resolve().parent)
    return [f.filename for f in traceback.extract_tb(tb)  # type: ignore[arg-type]
            if str(Path(f.filename).resolve()).startswith(package)]


def test_traceback_hides_loopcraft_frames_unless_full() -> None:
    """A user-facing error's traceback ends at the user's call (the message shows their line
    with a caret); ``LOOPCRAFT_TRACEBACK=full`` keeps loopcraft's own frames."""
    with lc_config.patch(traceback="filtered"), \
            pytest.raises(loopcraft.UnsupportedSyntaxError) as info:
        loopcraft.jit(unknown_np_function)(np.arange(4.0))
    assert _loopcraft_frames(info.value.__traceback__) == []
    assert any("LOOPCRAFT_TRACEBACK=full" in n for n in info.value.__notes__)
    with lc_config.patch(traceback="full"), \
            pytest.raises(loopcraft.UnsupportedSyntaxError) as info:
        loopcraft.jit(unknown_np_function)(np.arange(4.0))
    frames = [Path(f).as_posix() for f in _loopcraft_frames(info.value.__traceback__)]
    assert any("/loopcraft/frontend/python/" in f for f in frames), frames
    assert not getattr(info.value, "__notes__", None)


_UNCAUGHT_SCRIPT = """
import numpy as np
import loopcraft

def uses_unique(a):
    return np.unique(a)

def main():
    loopcraft.jit(uses_unique)(np.arange(3.0))

main()
"""


@pytest.mark.parametrize("mode", ["", "full"])
def test_uncaught_error_prints_the_users_frames_only(tmp_path: Path, mode: str) -> None:
    script = tmp_path / "user_script.py"
    script.write_text(_UNCAUGHT_SCRIPT)
    env = {**os.environ, "LOOPCRAFT_TRACEBACK": mode}
    proc = subprocess.run([sys.executable, str(script)], capture_output=True, text=True,
                          env=env, timeout=300)
    err = proc.stderr
    assert proc.returncode == 1, err
    frames = re.findall(r'^  File "([^"]+)", line \d+, in ', err, flags=re.MULTILINE)
    internal = [f for f in frames if Path(f).resolve() != script.resolve()]
    assert frames[:2] == [str(script)] * 2, err  # <module>, then main
    assert "np.unique is not supported by loopcraft" in err
    assert "    return np.unique(a)\n" in err and "\nhint: " in err, err
    if mode == "full":
        assert len(internal) > 5, err
    else:
        assert internal == [], err
        assert len(err.splitlines()) <= 12, err


@pytest.mark.parametrize("shapes", [((3,), (4,)), ((2, 3), (2, 4)), ((3, 1), (2, 4))])
def test_a_broadcast_mismatch_names_both_shapes_as_numpy_does(shapes) -> None:  # type: ignore[no-untyped-def]
    def add(a, b):
        return a + b

    a, b = (np.ones(s) for s in shapes)
    with pytest.raises(ValueError) as numpy_says:
        add(a, b)
    with pytest.raises(ValueError) as loopcraft_says:
        loopcraft.jit(add)(a, b)
    assert str(loopcraft_says.value) == str(numpy_says.value)
