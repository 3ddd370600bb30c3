"""Getting a function's source as an AST, and pointing at it in error messages.

Why keep file and line offsets: every ``UnsupportedSyntaxError`` must show the user's own file
and line with a caret, not a position in a dedented snippet.
"""

from __future__ import annotations

import ast
import dis
import functools
import inspect
import linecache
import textwrap
import types
from collections import Counter
from dataclasses import dataclass

from ...errors import UnsupportedSyntaxError
from .refusals import with_docs_link

__all__ = ["FunctionSource", "get_source", "remember_source", "DEFAULT_HINT"]

#: the hint of errors that have no more specific advice
DEFAULT_HINT = "see the supported-language table in README.md (section 'Supported language')"


@dataclass(frozen=True)
class FunctionSource:
    """The parsed ``def`` of a Python function plus where it lives."""

    tree: ast.FunctionDef
    filename: str
    first_line: int  # line number in the file of line 1 of the dedented source
    lines: tuple[str, ...]  # the file's lines (for carets)
    col_offset: int  # columns removed by dedent

    def error(self, node: ast.AST | None, message: str, hint: str = "") -> UnsupportedSyntaxError:
        """An :class:`UnsupportedSyntaxError` pointing at ``node`` in the user's file."""
        lineno = getattr(node, "lineno", 1) if node is not None else 1
        col = getattr(node, "col_offset", 0) if node is not None else 0
        file_line = lineno + self.first_line - 1
        text = self.lines[file_line - 1] if 0 < file_line <= len(self.lines) else ""
        if not hint:
            hint = DEFAULT_HINT
        hint = with_docs_link(message, hint)
        return UnsupportedSyntaxError(
            message,
            filename=self.filename,
            lineno=file_line,
            col=col + self.col_offset,
            source_line=text,
            hint=hint,
        )


def remember_source(func: types.FunctionType) -> None:
    """Keep the text of ``func``'s file as it is now, when ``func`` is created.

    Why: loopcraft compiles from the source file, but it compiles on the first call, and the
    file may have been edited since the module was imported. Python runs the function it
    imported; with this copy loopcraft can still compile that function (and the plain helpers
    of the same file that it inlines) instead of the edited text. A copy is kept per version
    of a file (a reloaded module's functions get the new one); the first function of a file
    reads it, the others find it in ``linecache``.
    """
    filename = func.__code__.co_filename
    linecache.checkcache(filename)
    lines = tuple(linecache.getlines(filename, func.__globals__))
    versions = _FILE_VERSIONS.setdefault(filename, [])
    if lines and (not versions or versions[-1] != lines):
        versions.append(lines)


#: the versions of each file's text that functions were created from (by remember_source)
_FILE_VERSIONS: dict[str, list[tuple[str, ...]]] = {}


def get_source(func: object) -> FunctionSource:
    """Parse ``func``'s definition: from its file as it is now or, if that was edited after
    ``func`` was created, from the text :func:`remember_source` kept. Raises
    ``UnsupportedSyntaxError`` when there is no source or no text that matches ``func``."""
    name = getattr(func, "__name__", repr(func))
    code: types.CodeType | None = getattr(func, "__code__", None)
    unreadable: Exception | None = None
    fdef: ast.stmt | None = None
    try:
        filename = inspect.getsourcefile(func) or "<unknown>"  # type: ignore[arg-type]
        lines, first_line = inspect.getsourcelines(func)  # type: ignore[arg-type]
        fdef = _parse_matching(lines, code) if code is not None else None
    except (OSError, TypeError) as exc:  # (a file cut short since has no such line)
        unreadable = exc
    file_lines: tuple[str, ...] | None = None  # None: the file as it is now
    if fdef is None and code is not None:  # edited since: the newest kept text that matches
        for version in reversed(_FILE_VERSIONS.get(code.co_filename, ())):
            block = inspect.getblock(list(version[code.co_firstlineno - 1:]))
            fdef = _parse_matching(block, code)
            if fdef is not None:
                filename, lines, first_line = code.co_filename, block, code.co_firstlineno
                file_lines = tuple(line.rstrip("\n") for line in version)
                break
    if fdef is None:
        if code is None or unreadable is not None:
            raise UnsupportedSyntaxError(
                f"cannot read the source of {name!r} ({unreadable})",
                filename=getattr(code, "co_filename", "<unknown>"),
                hint="loopcraft compiles functions defined in a .py file (not in exec/eval or a "
                "REPL without source)",
            )
        raise UnsupportedSyntaxError(
            f"the source of {name!r} was edited after it was imported: the file no longer "
            "holds the function that Python runs",
            filename=filename,
            lineno=code.co_firstlineno,
            hint="reload the module (importlib.reload) or restart Python, so that the function "
            "and its file agree",
        )
    col_offset = len(lines[0]) - len(lines[0].lstrip()) if lines else 0
    if not isinstance(fdef, ast.FunctionDef):
        raise UnsupportedSyntaxError(
            f"{getattr(func, '__name__', func)!r} is not a plain function definition",
            filename=filename,
            lineno=first_line,
            hint="decorate a `def` function (lambdas and async functions are not supported)",
        )
    if file_lines is None:
        try:
            with open(filename, encoding="utf-8") as fh:
                file_lines = tuple(fh.read().splitlines())
        except OSError:
            file_lines = tuple(line.rstrip("\n") for line in lines)
            first_line = 1
    if first_line == 0:  # module-level code objects report 0
        first_line = 1
    source = FunctionSource(fdef, filename, first_line, file_lines, col_offset)
    if inspect.isgeneratorfunction(func):
        where = next((n for n in ast.walk(fdef) if isinstance(n, (ast.Yield, ast.YieldFrom))),
                     fdef)
        raise source.error(where, f"{fdef.name!r} is a generator function (it uses `yield`): "
                           "generators are not supported",
                           hint="return an array instead: allocate it with np.empty and fill "
                           "it in a loop")
    return source


def _parse_matching(lines: list[str], code: types.CodeType) -> ast.stmt | None:
    """The definition in ``lines`` if compiling it gives ``code`` (see :class:`_Fingerprint`),
    else None: the text is not (any more) the source of the function that runs."""
    text = textwrap.dedent("".join(lines))
    try:
        module = ast.parse(text)
    except (SyntaxError, ValueError):
        return None
    if not module.body:
        return None
    if code.co_name == "<lambda>" or _compiles_to(text, code):  # (a lambda: refused later)
        return module.body[0]
    return None


@functools.lru_cache(maxsize=512)
def _compiles_to(text: str, code: types.CodeType) -> bool:
    """Whether the function defined in ``text`` compiles to ``code``. Cached: a function is
    looked up once per lowering pass and per inlined call, and compiling plus comparing costs
    milliseconds."""
    try:
        compiled = compile(text, code.co_filename, "exec", dont_inherit=True)
    except (SyntaxError, ValueError):
        return False
    own = next((c for c in compiled.co_consts
                if isinstance(c, types.CodeType) and c.co_name == code.co_name), None)
    return own is not None and _same_function(own, code)


@dataclass(frozen=True)
class _Fingerprint:
    """What a function's code and the code compiled from its text alone share: parameters,
    locals, names, constants, the lines relative to the first and the operators in order.

    Not the bytecode itself: it depends on the enclosing module (a closure's free variables
    compile to globals on their own; CPython 3.11 calls methods of imported modules
    differently), so names are one set and only the operators are compared. pytest rewrites
    the ``assert`` statements of test modules, adding locals named ``@py_assert...``, names,
    constants and operators: for such code the text's items need only be among the code's.
    """

    signature: tuple
    names: frozenset[str]
    consts: tuple
    lines: frozenset[int]
    operators: tuple[str, ...]

    @classmethod
    def of(cls, code: types.CodeType) -> _Fingerprint:
        return cls(
            (code.co_name, code.co_argcount, code.co_posonlyargcount, code.co_kwonlyargcount,
             tuple(v for v in code.co_varnames if not v.startswith("@")), code.co_cellvars),
            frozenset(n for n in code.co_names if not n.startswith("@"))
            | frozenset(code.co_freevars) - {"__class__"},
            tuple(cls.of(c) if isinstance(c, types.CodeType) else repr(c)
                  for c in code.co_consts),
            frozenset(line - code.co_firstlineno for _, _, line in code.co_lines()
                      if line is not None),
            tuple(f"{i.opname} {i.argrepr}" for i in dis.get_instructions(code)
                  if i.opname.startswith(_OPERATOR_OPS)),
        )

    def within(self, other: _Fingerprint) -> bool:
        """Whether code with this fingerprint, its asserts rewritten, can have ``other``."""
        return (self.signature == other.signature and self.names <= other.names
                and set(self.consts) <= set(other.consts) and self.lines <= other.lines
                and not Counter(self.operators) - Counter(other.operators))


def _same_function(text_code: types.CodeType, code: types.CodeType) -> bool:
    """Whether ``text_code``, compiled from a function's text, is that of ``code``."""
    text, live = _Fingerprint.of(text_code), _Fingerprint.of(code)
    if any(v.startswith("@py_assert") for v in code.co_varnames) or \
            "@pytest_ar" in code.co_names:
        return text.within(live)
    return text == live


#: the instructions of Python's operators (their argrepr names the operator)
_OPERATOR_OPS = ("BINARY_OP", "COMPARE_OP", "UNARY_", "IS_OP", "CONTAINS_OP")
