"""Bearer tokens for the recipe server: stored hashed, compared in constant time.

The server never holds a token, only its SHA-256 (a stolen token file grants nothing), and
checks a presented token by hashing it and comparing the digest with every stored one with
:func:`hmac.compare_digest`, without stopping at the first match, so the time a request takes
says nothing about how close a guess was.
"""

from __future__ import annotations

import hashlib
import hmac
import os
import re
import secrets
from pathlib import Path

from ...errors import ConfigError

__all__ = ["TokenSet", "hash_token", "new_token", "TOKENS_ENV"]

#: Comma-separated token hashes, when no token file is given to ``loopcraft serve``.
TOKENS_ENV = "LOOPCRAFT_SERVER_TOKEN_HASHES"

_DIGEST = re.compile(r"^[0-9a-f]{64}$")


def hash_token(token: str) -> str:
    """The hex SHA-256 of ``token``: what a token file holds."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


def new_token() -> tuple[str, str]:
    """A fresh random token (give it to a client) and its hash (give it to the server)."""
    token = secrets.token_urlsafe(32)
    return token, hash_token(token)


class TokenSet:
    """The hashes of the tokens a server accepts."""

    def __init__(self, digests: list[str]) -> None:
        bad = [d for d in digests if not _DIGEST.match(d)]
        if bad:
            raise ConfigError(f"token hash {bad[0][:20]!r}... is not a hex SHA-256 digest (64 "
                              "hex digits); hint: `loopcraft serve --new-token` prints a token "
                              "and its hash")
        self._digests = [bytes.fromhex(d) for d in digests]

    @classmethod
    def load(cls, path: str | os.PathLike[str] | None = None) -> TokenSet:
        """From ``path`` (one hash per line, ``#`` comments), else from
        :data:`TOKENS_ENV`; an empty set accepts no token (the server is then read-only)."""
        if path is not None:
            try:
                text = Path(path).read_text(encoding="utf-8")
            except OSError as exc:
                raise ConfigError(f"cannot read the token file {path}: {exc.strerror}") from None
            lines = (line.split("#", 1)[0].strip() for line in text.splitlines())
            return cls([line for line in lines if line])
        env = os.environ.get(TOKENS_ENV, "")
        return cls([d.strip() for d in env.split(",") if d.strip()])

    def __len__(self) -> int:
        return len(self._digests)

    def accepts(self, token: str) -> bool:
        presented = hashlib.sha256(token.encode("utf-8")).digest()
        ok = False
        for digest in self._digests:  # every one, whatever matched: constant time
            ok |= hmac.compare_digest(presented, digest)
        return ok
