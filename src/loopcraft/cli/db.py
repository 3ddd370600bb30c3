"""``loopcraft db stats|export|import|prune``: the recipe database from the command line.

Each handler parses nothing and decides nothing: it opens the database (``--db PATH``, else
:func:`~loopcraft.tuning.db.database.default_db_path`) and calls one :class:`RecipeDB` method, so
the CLI can do nothing the Python API cannot.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from pathlib import Path
from typing import Any

from ..tuning.db.database import RecipeDB, default_db_path

__all__ = ["add_db_parser"]


def _open(args: argparse.Namespace, readonly: bool = False) -> RecipeDB:
    return RecipeDB(args.db, readonly=readonly) if args.db else RecipeDB(readonly=readonly)


def _cmd_stats(args: argparse.Namespace) -> int:
    path = Path(args.db) if args.db else default_db_path()
    if not path.exists():
        print(f"no recipe database yet at {path} (tuning creates it)")
        return 0
    with _open(args, readonly=True) as db:
        stats = db.stats()
        mine = db.measurement_count()
    if args.json:
        print(json.dumps({"path": str(path), **stats, "this_machine": mine}, indent=1))
        return 0
    print(f"database      {path} (schema {stats['schema_version']})")
    print(f"machines      {stats['hardware']}")
    print(f"loop nests    {stats['nests']} ({stats['nests_with_embedding']} with an embedding)")
    origins = ", ".join(f"{k} {v}" for k, v in stats["by_origin"].items())
    print(f"recipes       {stats['recipes']}" + (f" ({origins})" if origins else ""))
    statuses = ", ".join(f"{k} {v}" for k, v in stats["by_status"].items())
    print(f"measurements  {stats['measurements']}" + (f" ({statuses})" if statuses else ""))
    print(f"verified      {stats['verified']}; on this machine: {mine} measurement(s)")
    return 0


def _cmd_export(args: argparse.Namespace) -> int:
    with _open(args) as db:
        n = db.export_jsonl(sys.stdout if args.file == "-" else args.file)
    if args.file != "-":
        print(f"exported {n} record(s) to {args.file}")
    return 0


def _cmd_import(args: argparse.Namespace) -> int:
    with _open(args) as db:
        added = db.import_jsonl(sys.stdin if args.file == "-" else args.file)
    print("imported " + ", ".join(f"{v} {k} record(s)" for k, v in added.items())
          + " (records already present are skipped)")
    return 0


def _cmd_prune(args: argparse.Namespace) -> int:
    older: Any = dt.timedelta(days=args.older_than) if args.older_than is not None else None
    if not (args.failed or args.keep_best is not None or older is not None):
        print("loopcraft db prune: nothing to do; give --failed, --keep-best N or "
              "--older-than DAYS", file=sys.stderr)
        return 2
    with _open(args) as db:
        removed = db.prune(failed=args.failed, keep_best=args.keep_best, older_than=older,
                           vacuum=args.vacuum)
    print("removed " + ", ".join(f"{v} {k}" for k, v in removed.items()))
    return 0


def add_db_parser(subparsers: Any) -> Any:
    """Register ``db`` and its sub-commands on the ``loopcraft`` command's subparsers; each
    leaf sets ``func`` to its handler (``args -> exit status``), as :mod:`loopcraft.cli`
    expects. Returns the ``db`` subparsers, where plugins add more (``db seed``)."""
    p = subparsers.add_parser("db", help="the recipe database: stats, export, import, prune, "
                                         "seed")
    p.add_argument("--db", metavar="PATH",
                   help="database file (default: $LOOPCRAFT_DB, else recipes.sqlite in the "
                        "cache directory)")
    sub = p.add_subparsers(dest="db_command", metavar="DB_COMMAND", required=True)

    s = sub.add_parser("stats", help="count machines, nests, recipes and measurements")
    s.add_argument("--json", action="store_true", help="as JSON")
    s.set_defaults(func=_cmd_stats)

    s = sub.add_parser("export", help="write every record as JSON lines")
    s.add_argument("file", metavar="FILE", help="output file ('-' for standard output)")
    s.set_defaults(func=_cmd_export)

    s = sub.add_parser("import", help="add the records of an export (duplicates are skipped)")
    s.add_argument("file", metavar="FILE", help="a JSON-lines export ('-' for standard input)")
    s.set_defaults(func=_cmd_import)

    s = sub.add_parser("prune", help="delete measurements (and recipes/nests left empty)")
    s.add_argument("--failed", action="store_true",
                   help="measurements that are not verified successes")
    s.add_argument("--keep-best", type=int, metavar="N",
                   help="keep only the N best recipes per nest and machine")
    s.add_argument("--older-than", type=float, metavar="DAYS",
                   help="measurements taken more than DAYS days ago")
    s.add_argument("--vacuum", action="store_true", help="compact the file afterwards")
    s.set_defaults(func=_cmd_prune)

    return sub
