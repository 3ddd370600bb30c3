"""Which section of docs/refusals.md explains a refusal, by the first line of its message.

Why one table here and not a link written at each raise site: the common refusals (lists,
NumPy functions loopcraft lacks, strings, ...) are raised from some thirty places in the
frontend; matching the message where every ``UnsupportedSyntaxError`` is built
(:meth:`FunctionSource.error`) links them all, including raise sites added later, and the
census (``loopcraft_bench.experiments.refusal_census``) groups refusals by the same table.
tests/test_refusals_doc.py checks that every anchor here is a heading of docs/refusals.md.
"""

from __future__ import annotations

import re

__all__ = ["ANCHORS", "DOCS", "anchor_of", "with_docs_link"]

#: the page, relative to the repository root
DOCS = "docs/refusals.md"

#: (anchor, regex on the message's first line); the first match wins
ANCHORS: tuple[tuple[str, str], ...] = (
    ("python-lists", r"no \(mutable\) lists|ListComp|Python list operator|^cannot return a list"
                     r"|over a list display|^only tuples or lists of numbers"),
    ("random-numbers", r"np\.random\."),
    ("unsupported-numpy-function", r"^np\.[\w.]+ is not supported by loopcraft"),
    ("nested-functions-and-lambdas", r"^a lambda with defaults|statement: (FunctionDef|Lambda)"),
    ("star-arguments", r"\*args|\*\*kwargs|keyword-only"),
    ("strings-and-print", r"(?i)\bstr\b|JoinedStr|print\(\)|call to format|constant b'"),
    ("dicts-and-sets", r"expression: (Dict|Set|DictComp|SetComp)\b|builtin (set|dict)\(\)"),
    ("objects-and-attributes", r"assign to Attribute|dtype object|isinstance|call to [A-Z]"),
    ("recursion", r"recursion is not supported"),
    ("exceptions", r"statement: Try|^raising "),
)


def anchor_of(message: str) -> str | None:
    """The docs anchor for a refusal message (its first line is matched), or None."""
    first = message.splitlines()[0] if message else ""
    for anchor, pattern in ANCHORS:
        if re.search(pattern, first):
            return anchor
    return None


def with_docs_link(message: str, hint: str) -> str:
    """``hint`` ending with ``(see docs/refusals.md#<anchor>)`` when the message has a section."""
    anchor = anchor_of(message)
    if anchor is None:
        return hint
    return f"{hint.rstrip()} (see {DOCS}#{anchor})"
