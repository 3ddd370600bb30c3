"""Choose which cases of each parametrized test ``make test`` runs, with no loss of coverage.

``make test`` must stay within minutes while the cross products (dtypes x shapes x
implementations) keep growing. This script proves which cases are redundant instead of
guessing: for each parametrized test (a *family*: one test function's cases), it reads what
every case exercises -- the lines of ``loopcraft`` and ``loopcraft_bench`` it runs (coverage,
one context per test) and the features of the C it makes the compiler emit
(:mod:`case_features`: helper calls, OpenMP constructs, C types, kernel libraries) -- and keeps
the cheapest set of cases whose union is the whole family's (greedy weighted set cover, the
cheap cases first), where every value of every parameter also counts as something to cover:
each value is still run at least once (each-choice coverage), so a size that only changes
what the generated code does at run time (a remainder loop, an empty axis) is not dropped
because it runs the same lines. Cases that cost less than ``--min-case-seconds`` are never
moved (nothing to gain; a case whose work happens in a shared fixture or a subprocess, which
coverage does not see, costs nothing itself). The others go to ``tests/slow_cases.txt``,
which ``tests/conftest.py`` marks ``slow``: ``make test-slow`` still runs them. The family's
own test body runs in the kept cases too, so every assertion it makes is still made.

Run (takes the suite's parametrized tests under coverage; ``--families`` narrows it)::

    LC_FEATURES_DIR=/tmp/features python -m pytest -n 2 -p tools.case_features \\
        --cov=loopcraft --cov=loopcraft_bench --cov-context=test --cov-report= <tests>
    python tests/tools/select_cases.py --coverage .coverage --features /tmp/features \\
        --durations /tmp/features --write tests/slow_cases.txt
"""

from __future__ import annotations

import argparse
import collections
import json
from pathlib import Path


def _family(nodeid: str) -> str | None:
    return nodeid.split("[", 1)[0] if "[" in nodeid else None


def read_coverage(path: Path) -> dict[str, set[str]]:
    """nodeid -> the ``file:line`` of every line it ran (setup, call and teardown)."""
    from coverage import CoverageData

    data = CoverageData(basename=str(path))
    data.read()
    lines: dict[str, set[str]] = collections.defaultdict(set)
    for filename in data.measured_files():
        short = filename.split("/src/", 1)[-1].split("/benchmarks/", 1)[-1]
        for lineno, contexts in data.contexts_by_lineno(filename).items():
            for context in contexts:
                nodeid = context.rsplit("|", 1)[0]
                if nodeid:
                    lines[nodeid].add(f"{short}:{lineno}")
    return lines


def read_jsonl(folder: Path, prefix: str) -> list[dict]:
    return [json.loads(line) for p in sorted(folder.glob(f"{prefix}-*.jsonl"))
            for line in p.read_text().splitlines() if line]


def cover(cases: dict[str, set[str]], cost: dict[str, float]) -> list[str]:
    """The cases to keep: greedily the one covering most of what is still uncovered per
    second, until the union of the kept is the union of all."""
    uncovered = set().union(*cases.values())
    kept: list[str] = []
    while uncovered:
        best = max(sorted(cases), key=lambda c: (len(cases[c] & uncovered)
                                                 / max(cost.get(c, 0.0), 0.05),
                                                 -cost.get(c, 0.0)))
        if not cases[best] & uncovered:
            break
        kept.append(best)
        uncovered -= cases[best]
    return kept or [min(sorted(cases), key=lambda c: cost.get(c, 0.0))]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--coverage", type=Path, required=True)
    ap.add_argument("--features", type=Path, required=True, help="case_features' folder")
    ap.add_argument("--write", type=Path, help="the list of moved cases to write")
    ap.add_argument("--min-family-seconds", type=float, default=2.0,
                    help="families cheaper than this are left whole")
    ap.add_argument("--min-case-seconds", type=float, default=0.3,
                    help="cases cheaper than this are never moved")
    args = ap.parse_args(argv)

    lines = read_coverage(args.coverage)
    records = read_jsonl(args.features, "features")
    seen = {r["test"] for r in records}
    cost = {r["test"]: r["seconds"] for r in records}
    what: dict[str, set[str]] = {t: set(lines.get(t, ())) for t in seen}
    for r in records:
        what[r["test"]] |= {f"C:{f}" for f in r["features"]}
    # parameters: from the records, or a collection run's (older feature runs lack them)
    for r in records + read_jsonl(args.features, "params"):
        if r["test"] in what:
            what[r["test"]] |= {f"param:{k}={v}" for k, v in r.get("params", {}).items()}

    families: dict[str, list[str]] = collections.defaultdict(list)
    for t in sorted(seen):
        fam = _family(t)
        if fam is not None:
            families[fam].append(t)
    moved: list[str] = []
    saved = total = 0.0
    report = []
    for fam, cases in sorted(families.items()):
        seconds = sum(cost[c] for c in cases)
        total += seconds
        if len(cases) < 2 or seconds < args.min_family_seconds:
            continue
        kept = cover({c: what[c] for c in cases}, cost)
        out = [c for c in cases if c not in kept and cost[c] >= args.min_case_seconds]
        kept = [c for c in cases if c not in out]
        union_all = set().union(*(what[c] for c in cases))
        union_kept = set().union(*(what[c] for c in kept))
        assert union_all == union_kept, fam
        moved += out
        saved += sum(cost[c] for c in out)
        report.append(f"{fam}: {len(cases)} cases, keeps {len(kept)} "
                      f"({seconds:.1f} s -> {seconds - sum(cost[c] for c in out):.1f} s); "
                      f"{len(union_all)} lines and C features, all kept")
    print("\n".join(report))
    all_lines = set().union(*(lines.get(t, set()) for t in seen))
    kept_lines = set().union(*(lines.get(t, set()) for t in seen if t not in set(moved)))
    print(f"\nparametrized cases moved to make test-slow: {len(moved)}, "
          f"{saved:.1f} s of {total:.1f} s in parametrized families; lines covered by the "
          f"measured tests: {len(all_lines)} before, {len(kept_lines)} after")
    if args.write:
        header = ("# Parametrized cases that make test leaves to make test-slow: each family "
                  "(one test function's cases)\n# keeps the cheapest cases that together run "
                  "every line, emit every C feature and take every\n# parameter value its "
                  "cases do. Written by tests/tools/select_cases.py (see there); read by\n"
                  "# tests/conftest.py.\n")
        args.write.write_text(header + "".join(f"{t}\n" for t in sorted(moved)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
