"""The house rules of issue 22 that the import-linter contract does not cover.

* No module over 600 lines unless :data:`LONG_MODULES` states why: a long module is usually two
  concepts, and a newcomer reads a module whole.
* No class hierarchy deeper than 3 (a class, its base, the base's base) inside loopcraft:
  behaviour spread over a deep chain of ``super()`` calls is what the front end's 16-deep
  chain of lowerers was, and what the registries replace. Exception classes are exempt: an
  error taxonomy (``LoopcraftError`` > ``ScheduleError`` > ``NotApplicableError`` > one class
  per legality condition) is matched by ``except`` clauses at every level and holds no chain of
  behaviour, like Python's own ``OSError`` > ``ConnectionError`` > ``ConnectionResetError``.
* Only ``loopcraft/torch/`` imports torch (the ONNX path and its tests stay independent of it;
  import-linter does not see external packages here).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = [ROOT / "src" / "loopcraft", ROOT / "benchmarks" / "loopcraft_bench"]
MAX_LINES = 600
MAX_DEPTH = 3

#: module (relative to the repository) -> why it may be longer than MAX_LINES
LONG_MODULES: dict[str, str] = {
    "src/loopcraft/ir/parser.py": "one recursive-descent grammar of the IR text; its rules call "
                                  "each other and read best side by side",
    "src/loopcraft/tuning/model/simulator.py": "one recursive walk of the scheduled IR whose "
                                               "cases share one environment; the cache "
                                               "arithmetic is apart (footprints.py)",
    "benchmarks/loopcraft_bench/corpus/misc.py": "a catalogue of independent kernels, one "
                                                 "self-contained section each (function, "
                                                 "inputs, reference, registration)",
    "benchmarks/loopcraft_bench/corpus/stencils.py": "a catalogue of independent stencil "
                                                     "kernels, one self-contained section each",
}


def _modules() -> list[Path]:
    return sorted(p for pkg in PACKAGES for p in pkg.rglob("*.py") if "__pycache__" not in p.parts)


def test_no_module_over_the_limit_without_a_reason() -> None:
    long = {p.relative_to(ROOT).as_posix(): len(p.read_text().splitlines()) for p in _modules()}
    over = {m: n for m, n in long.items() if n > MAX_LINES and m not in LONG_MODULES}
    assert not over, f"modules over {MAX_LINES} lines with no stated reason: {over}"
    stale = [m for m in LONG_MODULES if long.get(m, 0) <= MAX_LINES]
    assert not stale, f"LONG_MODULES lists modules that are short now (or gone): {stale}"


def _class_bases() -> dict[str, list[str]]:
    """Class name -> names of its bases, for every class defined in the packages."""
    bases: dict[str, list[str]] = {}
    for p in _modules():
        for node in ast.walk(ast.parse(p.read_text())):
            if isinstance(node, ast.ClassDef):
                names = [b.id if isinstance(b, ast.Name) else
                         b.attr if isinstance(b, ast.Attribute) else "" for b in node.bases]
                bases.setdefault(node.name, []).extend(n for n in names if n)
    return bases


def _depth(name: str, bases: dict[str, list[str]], seen: frozenset[str] = frozenset()) -> int:
    if name not in bases or name in seen:
        return 0  # a class from outside loopcraft (or a name clash cycle) ends the chain
    return 1 + max((_depth(b, bases, seen | {name}) for b in bases[name]), default=0)


def test_no_class_hierarchy_deeper_than_three() -> None:
    bases = _class_bases()
    deep = {c: _depth(c, bases) for c in bases
            if _depth(c, bases) > MAX_DEPTH and not c.endswith(("Error", "Warning"))}
    assert not deep, f"class hierarchies deeper than {MAX_DEPTH}: {deep}"


def _torch_importers() -> list[str]:
    """Modules of the compiler outside ``loopcraft/torch/`` that import torch (at any depth,
    function-local imports included): the ONNX path and everything else must work without
    it (issue 23)."""
    pkg = PACKAGES[0]
    found = []
    for p in sorted(pkg.rglob("*.py")):
        if "__pycache__" in p.parts or (pkg / "torch") in p.parents:
            continue
        for node in ast.walk(ast.parse(p.read_text())):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import) else
                     [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level
                     else [])
            if any(n == "torch" or n.startswith("torch.") for n in names):
                found.append(p.relative_to(pkg).as_posix())
                break
    return found


def test_only_loopcraft_torch_imports_torch() -> None:
    found = _torch_importers()
    assert not found, f"modules outside loopcraft/torch/ import torch: {found}"


@pytest.mark.parametrize("rule", ["modules", "classes", "torch"])
def test_the_checks_can_fail(rule: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Each check finds a planted violation (so a broken walk cannot pass silently)."""
    pkg = tmp_path / "src" / "loopcraft"
    pkg.mkdir(parents=True)
    if rule == "modules":
        (pkg / "big.py").write_text("x = 1\n" * (MAX_LINES + 1))
        monkeypatch.setitem(globals(), "ROOT", tmp_path)
        monkeypatch.setitem(globals(), "PACKAGES", [pkg])
        monkeypatch.setitem(globals(), "LONG_MODULES", {})
        with pytest.raises(AssertionError, match="big.py"):
            test_no_module_over_the_limit_without_a_reason()
    elif rule == "torch":
        (pkg / "torch").mkdir()
        (pkg / "torch" / "ok.py").write_text("import torch\n")
        (pkg / "onnx.py").write_text("def f():\n    from torch import nn\n")
        monkeypatch.setitem(globals(), "PACKAGES", [pkg])
        with pytest.raises(AssertionError, match=r"\['onnx.py'\]"):
            test_only_loopcraft_torch_imports_torch()
    else:
        (pkg / "deep.py").write_text("class A: pass\nclass B(A): pass\nclass C(B): pass\n"
                                     "class D(C): pass\n")
        monkeypatch.setitem(globals(), "PACKAGES", [pkg])
        with pytest.raises(AssertionError, match="'D': 4"):
            test_no_class_hierarchy_deeper_than_three()
