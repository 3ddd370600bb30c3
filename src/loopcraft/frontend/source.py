"""Getting a function's source as an AST, and pointing at it in error messages.

Why keep file and line offsets: every ``UnsupportedSyntaxError`` must show the user's own file
and line with a caret, not a position in a dedented snippet.
"""

from __future__ import annotations

import ast
import inspect
import textwrap
from dataclasses import dataclass

from ..errors import UnsupportedSyntaxError

__all__ = ["FunctionSource", "get_source", "DEFAULT_HINT"]

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
        return UnsupportedSyntaxError(
            message,
            filename=self.filename,
            lineno=file_line,
            col=col + self.col_offset,
            source_line=text,
            hint=hint,
        )


def get_source(func: object) -> FunctionSource:
    """Parse ``func``'s definition. Raises ``UnsupportedSyntaxError`` when there is no source."""
    try:
        filename = inspect.getsourcefile(func) or "<unknown>"  # type: ignore[arg-type]
        lines, first_line = inspect.getsourcelines(func)  # type: ignore[arg-type]
    except (OSError, TypeError) as exc:
        name = getattr(func, "__name__", repr(func))
        raise UnsupportedSyntaxError(
            f"cannot read the source of {name!r} ({exc})",
            filename=getattr(getattr(func, "__code__", None), "co_filename", "<unknown>"),
            hint="loopcraft compiles functions defined in a .py file (not in exec/eval or a REPL "
            "without source)",
        ) from None
    raw = "".join(lines)
    dedented = textwrap.dedent(raw)
    col_offset = len(lines[0]) - len(lines[0].lstrip()) if lines else 0
    module = ast.parse(dedented)
    fdef = module.body[0]
    if not isinstance(fdef, ast.FunctionDef):
        raise UnsupportedSyntaxError(
            f"{getattr(func, '__name__', func)!r} is not a plain function definition",
            filename=filename,
            lineno=first_line,
            hint="decorate a `def` function (lambdas and async functions are not supported)",
        )
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
