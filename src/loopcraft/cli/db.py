"""``loopcraft db stats|export|import|prune|migrate``: the recipe database from the command
line.

Each handler parses nothing and decides nothing: it opens the database (``--db PATH|URL``, else
:func:`~loopcraft.tuning.db.database.default_db_path`) and calls one :class:`RecipeDB` method
(or :mod:`~loopcraft.tuning.db.copying` for ``migrate``), so the CLI can do nothing the Python
API cannot.
"""

from __future__ import annotations

import argparse
import datetime as dt
import json
import sys
from pathlib import Path
from typing import Any

from ..tuning.db.copying import copy_records, missing_rows, table_sums
from ..tuning.db.database import RecipeDB, default_db_path
from ..tuning.db.store import TABLES, is_database_url

__all__ = ["add_db_parser"]


def _open(args: argparse.Namespace, readonly: bool = False) -> RecipeDB:
    return RecipeDB(args.db, readonly=readonly) if args.db else RecipeDB(readonly=readonly)


def _cmd_stats(args: argparse.Namespace) -> int:
    where = args.db or default_db_path()
    if not is_database_url(where) and not Path(where).exists():
        print(f"no recipe database yet at {where} (tuning creates it)")
        return 0
    with _open(args, readonly=True) as db:
        stats = db.stats()
        mine = db.measurement_count()
        where = db.location
    if args.json:
        print(json.dumps({"path": where, **stats, "this_machine": mine}, indent=1))
        return 0
    print(f"database      {where} (schema {stats['schema_version']})")
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


def _cmd_migrate(args: argparse.Namespace) -> int:
    with RecipeDB(args.src, readonly=True) as src, RecipeDB(args.dst) as dst:
        added = copy_records(src, dst)
        before, after = table_sums(src), table_sums(dst)
        lost = missing_rows(src, dst)
        print(f"copied {src.location} -> {dst.location}: "
              + ", ".join(f"{v} {k}" for k, v in added.items())
              + " (records already there are skipped)")
    print(f"{'table':<14} {'source rows':>11}  {'checksum':<16}  {'destination rows':>16}  "
          "checksum")
    for t in TABLES:
        a, b = before[t], after[t]
        note = "same" if a == b else (f"{lost[t]} source row(s) MISSING" if lost[t] else
                                      "destination has more")
        print(f"{t:<14} {a.rows:>11}  {a.checksum:<16}  {b.rows:>16}  {b.checksum:<16}  {note}")
    if any(lost.values()):
        print("loopcraft db migrate: the destination lacks records of the source (a record "
              "with the same key but other content was there before)", file=sys.stderr)
        return 1
    return 0


def add_db_parser(subparsers: Any) -> Any:
    """Register ``db`` and its sub-commands on the ``loopcraft`` command's subparsers; each
    leaf sets ``func`` to its handler (``args -> exit status``), as :mod:`loopcraft.cli`
    expects. Returns the ``db`` subparsers, where plugins add more (``db seed``)."""
    p = subparsers.add_parser("db", help="the recipe database: stats, export, import, prune, "
                                         "migrate, seed")
    p.add_argument("--db", metavar="PATH|URL",
                   help="database file or postgresql:// URL (default: $LOOPCRAFT_DB, else "
                        "recipes.sqlite in the cache directory)")
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

    s = sub.add_parser("migrate", help="copy every record to another database (SQLite <-> "
                                       "PostgreSQL); prints counts and checksums per table")
    s.add_argument("src", metavar="SRC", help="the database to copy (file or URL; only read)")
    s.add_argument("dst", metavar="DST", help="the database to copy into (created if needed)")
    s.set_defaults(func=_cmd_migrate)

    return sub
