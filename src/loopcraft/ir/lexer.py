"""Tokens of the IR text form, with Python-like indentation (INDENT/DEDENT/NEWLINE).

Separate from :mod:`loopcraft.ir.parser` only to keep each module small; nothing else should
need it. Lines inside brackets continue the logical line; ``#`` starts a comment.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

__all__ = ["IRParseError", "Token", "tokenize", "decode_string"]


class IRParseError(ValueError):
    """Malformed IR text. ``line`` and ``column`` are 1-based; the message shows a caret."""

    def __init__(self, message: str, line: int, column: int, source_line: str = "") -> None:
        self.message = message
        self.line = line
        self.column = column
        text = f"line {line}, column {column}: {message}"
        if source_line:
            text += f"\n    {source_line}\n    {' ' * (column - 1)}^"
        super().__init__(text)


@dataclass(frozen=True)
class Token:
    kind: str  # name qname number string op newline indent dedent eof
    text: str
    line: int
    col: int


_TOKEN_RE = re.compile(
    r"""
    (?P<ws>[ \t]+)
  | (?P<comment>\#.*)
  | (?P<string>"(?:[^"\\]|\\.)*")
  | (?P<qname>\$"(?:[^"\\]|\\.)*")
  | (?P<number>\d+(?:\.\d*)?(?:[eE][+-]?\d+)?)
  | (?P<name>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<op>\*\*|//|<<|>>|<=|>=|==|!=|->|\+=|\*=|\|=|&=|[-+*/%<>&|^~()\[\],:=@.{}])
    """,
    re.VERBOSE,
)
_OPEN, _CLOSE = "([{", ")]}"


def tokenize(text: str) -> list[Token]:
    """Split ``text`` into tokens; raises :class:`IRParseError` on bad characters/indentation."""
    lines = text.split("\n")
    tokens: list[Token] = []
    indents = [0]
    opened: list[Token] = []  # unclosed brackets; lines inside brackets continue

    def fail(msg: str, line: int, col: int) -> IRParseError:
        return IRParseError(msg, line, col, lines[line - 1].rstrip("\r"))

    for lineno, raw in enumerate(lines, 1):
        line = raw.rstrip("\r")
        pos = 0
        if not opened:
            stripped = line.lstrip(" \t")
            if not stripped or stripped.startswith("#"):
                continue
            pos = len(line) - len(stripped)
            if "\t" in line[:pos]:
                raise fail("tabs are not allowed in indentation", lineno, 1)
            if pos > indents[-1]:
                indents.append(pos)
                tokens.append(Token("indent", "", lineno, 1))
            while pos < indents[-1]:
                indents.pop()
                tokens.append(Token("dedent", "", lineno, pos + 1))
            if pos != indents[-1]:
                raise fail("unindent does not match any outer indentation level", lineno, pos + 1)
        produced = False
        while pos < len(line):
            m = _TOKEN_RE.match(line, pos)
            if m is None:
                raise fail(f"unexpected character {line[pos]!r}", lineno, pos + 1)
            kind = m.lastgroup or ""
            if kind not in ("ws", "comment"):
                tok = Token(kind, m.group(), lineno, pos + 1)
                if kind == "op" and tok.text in _OPEN:
                    opened.append(tok)
                elif kind == "op" and tok.text in _CLOSE:
                    want = _CLOSE[_OPEN.index(opened[-1].text)] if opened else None
                    if tok.text != want:
                        raise fail(f"{tok.text!r} does not close any open bracket"
                                   if want is None else f"expected {want!r}, found {tok.text!r}",
                                   lineno, pos + 1)
                    opened.pop()
                tokens.append(tok)
                produced = True
            pos = m.end()
        if not opened and produced:
            tokens.append(Token("newline", "", lineno, len(line) + 1))
    end = len(lines)
    if opened:
        raise fail(f"{opened[-1].text!r} is never closed", opened[-1].line, opened[-1].col)
    tokens.extend(Token("dedent", "", end, 1) for _ in indents[1:])
    tokens.append(Token("eof", "", end, 1))
    return tokens


def decode_string(tok: Token, lines: list[str]) -> str:
    """The value of a ``"..."`` or ``$"..."`` token (JSON string syntax)."""
    body = tok.text[1:] if tok.kind == "qname" else tok.text
    try:
        return json.loads(body)
    except json.JSONDecodeError as exc:
        raise IRParseError(f"bad string literal: {exc.msg}", tok.line, tok.col,
                           lines[tok.line - 1]) from None
