"""The recipe database under the tuning tests, on both engines.

``db_location`` gives a fresh, empty database location per test, once for each engine: an
SQLite file, and a database on a throwaway PostgreSQL 15 cluster that this session starts
(``initdb`` into a temporary directory, ``pg_ctl start`` on a Unix socket there; as the
``postgres`` user when the tests run as root, which PostgreSQL refuses) and removes after.
Where PostgreSQL's binaries or psycopg are missing, the ``postgresql`` tests are skipped with
the reason (the path looked for), never silently passed.
"""

from __future__ import annotations

import itertools
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

#: Where the PostgreSQL server binaries are looked for (LOOPCRAFT_PG_BIN overrides).
PG_BIN = Path(os.environ.get("LOOPCRAFT_PG_BIN", "/usr/lib/postgresql/15/bin"))

#: The engines every database test runs on.
ENGINES = ("sqlite", "postgresql")


@dataclass
class PostgresCluster:
    """A running throwaway cluster, reached over the Unix socket in ``socket_dir``."""

    socket_dir: Path
    port: int
    _count: itertools.count
    _ctl: list[str]  # pg_ctl -D DATA, as the user the server runs as

    def restart(self) -> None:
        """Restart the server (``-m fast``: open connections are ended)."""
        subprocess.run([*self._ctl, "-m", "fast", "-w", "restart"], check=True,
                       capture_output=True, timeout=120)

    def url(self, dbname: str) -> str:
        return f"postgresql://postgres@/{dbname}?host={self.socket_dir}&port={self.port}"

    def new_database(self) -> str:
        """The URL of a new, empty database on the cluster."""
        name = f"t{next(self._count)}"
        self._admin(f"CREATE DATABASE {name}")
        return self.url(name)

    def drop_database(self, url: str) -> None:
        """Drop a database of :meth:`new_database` (its connections, if any are left open,
        are ended first), so a session does not pile up copies of the template."""
        self._admin(f"DROP DATABASE IF EXISTS {url.split('/')[3].split('?')[0]} WITH (FORCE)")

    def _admin(self, statement: str) -> None:
        import psycopg

        with psycopg.connect(self.url("postgres"), autocommit=True) as conn:
            conn.execute(statement)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="session")
def postgres_cluster() -> Iterator[PostgresCluster]:
    initdb, pg_ctl = PG_BIN / "initdb", PG_BIN / "pg_ctl"
    if not (initdb.is_file() and pg_ctl.is_file()):
        pytest.skip(f"PostgreSQL tests SKIPPED: no initdb/pg_ctl in {PG_BIN} (install "
                    "postgresql-15, or set LOOPCRAFT_PG_BIN to its bin directory)")
    pytest.importorskip("psycopg_pool", reason="PostgreSQL tests SKIPPED: psycopg-pool is "
                        "not installed (pip install 'loopcraft[server]')")
    root = Path(tempfile.mkdtemp(prefix="lcpg-"))  # short: a socket path has ~100 bytes
    as_user: list[str] = []
    if os.geteuid() == 0:  # PostgreSQL refuses to run as root
        try:
            pw = pwd.getpwnam("postgres")
        except KeyError:
            shutil.rmtree(root)
            pytest.skip("PostgreSQL tests SKIPPED: running as root and there is no "
                        "'postgres' user to run the server as")
        os.chown(root, pw.pw_uid, pw.pw_gid)
        as_user = ["runuser", "-u", "postgres", "--"]
    data, port = root / "data", _free_port()
    options = (f"-k {root} -p {port} -c listen_addresses='' -c fsync=off "
               "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200 "
               "-c deadlock_timeout=100ms")
    try:
        subprocess.run([*as_user, str(initdb), "-D", str(data), "-A", "trust", "-U",
                        "postgres", "-E", "UTF8", "--locale=C", "--no-sync"],
                       check=True, capture_output=True, timeout=120)
        subprocess.run([*as_user, str(pg_ctl), "-D", str(data), "-l", str(root / "log"), "-w",
                        "-t", "60", "-o", options, "start"],
                       check=True, capture_output=True, timeout=120)
    except subprocess.CalledProcessError as exc:
        log = root / "log"
        detail = log.read_text() if log.exists() else exc.stderr.decode(errors="replace")
        shutil.rmtree(root, ignore_errors=True)
        pytest.fail(f"the throwaway PostgreSQL cluster did not start: {detail[-2000:]}")
    try:
        yield PostgresCluster(root, port, itertools.count(),
                              [*as_user, str(pg_ctl), "-D", str(data), "-l", str(root / "log")])
    finally:
        subprocess.run([*as_user, str(pg_ctl), "-D", str(data), "-m", "immediate", "-w",
                        "stop"], capture_output=True, timeout=120)
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture(params=ENGINES)
def engine(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
def new_db_location(engine: str, tmp_path: Path,
                    request: pytest.FixtureRequest) -> Iterator[Callable[[], str]]:
    """A function giving a new, empty database location of this test's engine each call."""
    if engine == "sqlite":
        count = itertools.count()
        yield lambda: str(tmp_path / f"recipes{next(count)}.sqlite")
        return
    cluster: PostgresCluster = request.getfixturevalue("postgres_cluster")
    made: list[str] = []

    def new() -> str:
        made.append(cluster.new_database())
        return made[-1]

    yield new
    for url in made:
        cluster.drop_database(url)


@pytest.fixture
def db_location(new_db_location: Callable[[], str]) -> str:
    """A fresh, empty database location, once per engine (``-k sqlite`` / ``-k postgresql``
    select one)."""
    return new_db_location()
