"""docs/refusals.md is accurate: its anchors, its quoted messages and its fixes.

* every anchor a hint can name (``frontend/python/refusals.ANCHORS``) is a ``## `` heading;
* each section's first ``python`` block is refused with exactly the message of its ``text``
  block (the ``File`` line names the block's file as ``example.py``), whose hint links back to
  the section;
* each later ``python`` block (the fix) compiles and runs; its asserts compare with NumPy.
"""

from __future__ import annotations

import re
import runpy
from pathlib import Path

import pytest

import loopcraft
from loopcraft.frontend.python.refusals import ANCHORS, DOCS, anchor_of, with_docs_link

PAGE = Path(__file__).resolve().parents[1] / DOCS


def sections() -> dict[str, list[tuple[str, str]]]:
    """``{anchor: [(language, code), ...]}`` for the ``## `` sections of the page."""
    out: dict[str, list[tuple[str, str]]] = {}
    current = None
    for part in re.split(r"^## ", PAGE.read_text(), flags=re.M)[1:]:
        current, _, body = part.partition("\n")
        out[current.strip()] = re.findall(r"^```(\w+)\n(.*?)^```$", body, flags=re.M | re.S)
    return out


SECTIONS = sections()


def test_every_anchor_a_hint_names_is_a_heading() -> None:
    assert sorted(a for a, _ in ANCHORS) == sorted(SECTIONS)


@pytest.mark.parametrize("anchor", list(SECTIONS))
def test_the_quoted_message_is_what_loopcraft_prints(anchor: str, tmp_path: Path) -> None:
    blocks = SECTIONS[anchor]
    (lang, refused), (lang2, quoted) = blocks[0], blocks[1]
    assert (lang, lang2) == ("python", "text"), anchor
    file = tmp_path / "example.py"
    file.write_text(refused)
    with pytest.raises(loopcraft.UnsupportedSyntaxError) as info:
        runpy.run_path(str(file))
    shown = str(info.value).replace(str(file), "example.py")
    assert shown == quoted.rstrip("\n"), shown
    assert info.value.hint.endswith(f"(see {DOCS}#{anchor})"), shown


@pytest.mark.parametrize("anchor", list(SECTIONS))
def test_the_fix_compiles_and_matches_numpy(anchor: str, tmp_path: Path) -> None:
    fixes = [code for lang, code in SECTIONS[anchor][2:] if lang == "python"]
    assert fixes, f"section {anchor} has no fix"
    for k, code in enumerate(fixes):
        file = tmp_path / f"fix_{k}.py"
        file.write_text(code)
        runpy.run_path(str(file))  # its asserts compare with NumPy


@pytest.mark.parametrize("message,anchor", [
    ("a list cannot be assigned to 'x': compiled code has no (mutable) lists", "python-lists"),
    ("unsupported expression: ListComp", "python-lists"),
    ("cannot return a list: the caller would get a tuple or an array, not a list",
     "python-lists"),
    ("`for` over a list display is not supported", "python-lists"),
    ("np.concatenate takes a tuple or list of arrays", None),  # a NumPy usage error
    ("index lists must hold integers, got float64", None),
    ("np.random.rand is not supported by loopcraft", "random-numbers"),
    ("np.fft.fft is not supported by loopcraft", "unsupported-numpy-function"),
    ("unsupported statement: With", None),
    ("unsupported expression: Set", "dicts-and-sets"),
    ("builtin isinstance() is not supported", "objects-and-attributes"),
    ("raising KeyError is not supported", "exceptions"),
    ("*args / **kwargs in calls are not supported", "star-arguments"),
])
def test_messages_map_to_their_section(message: str, anchor: str | None) -> None:
    assert anchor_of(message) == anchor
    hint = with_docs_link(message, "do this")
    assert hint == ("do this" if anchor is None else f"do this (see {DOCS}#{anchor})")
