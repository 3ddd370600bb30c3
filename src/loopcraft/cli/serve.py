"""``loopcraft serve``: the recipe server (:mod:`loopcraft.tuning.server.app`) for a team.

Options only: the handler calls :func:`~loopcraft.tuning.server.app.serve`, or prints a new
token and its hash (``--new-token``) for the token file.
"""

from __future__ import annotations

import argparse
from typing import Any

__all__ = ["add_serve_parser"]


def _cmd_serve(args: argparse.Namespace) -> int:
    from ..tuning.server.auth import new_token

    if args.new_token:
        token, digest = new_token()
        print(f"token (give it to a client as LOOPCRAFT_SERVER_TOKEN): {token}")
        print(f"hash (a line of the server's --token-file): {digest}")
        return 0
    from ..tuning.server.app import serve

    serve(args.db, args.host, args.port, token_file=args.token_file,
          read_token=args.read_token, max_body=args.max_body, log_level=args.log_level)
    return 0


def add_serve_parser(subparsers: Any) -> None:
    """Register ``serve`` on the ``loopcraft`` command's subparsers."""
    s = subparsers.add_parser("serve", help="serve a recipe database over HTTP (a team's "
                                            "shared recipes; docs/team-server.md)")
    s.add_argument("--db", metavar="URL",
                   help="database path or URL (default: $LOOPCRAFT_DB, else recipes.sqlite in "
                        "the cache directory)")
    s.add_argument("--host", default="127.0.0.1",
                   help="address to listen on (default 127.0.0.1; keep it local behind a TLS "
                        "reverse proxy)")
    s.add_argument("--port", type=int, default=8734, help="port (default 8734)")
    s.add_argument("--token-file", metavar="FILE",
                   help="SHA-256 hashes of the accepted tokens, one per line (default: "
                        "$LOOPCRAFT_SERVER_TOKEN_HASHES, comma-separated)")
    s.add_argument("--read-token", action="store_true",
                   help="require a token for reads too (writes always need one)")
    s.add_argument("--max-body", type=int, default=1 << 20, metavar="BYTES",
                   help="largest request body accepted (default 1 MiB)")
    s.add_argument("--log-level", default="info",
                   choices=("critical", "error", "warning", "info", "debug"))
    s.add_argument("--new-token", action="store_true",
                   help="print a new random token and its hash, and exit")
    s.set_defaults(func=_cmd_serve)
