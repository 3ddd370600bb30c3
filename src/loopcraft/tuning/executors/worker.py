"""The measurement worker: a separate process that loads compiled candidates and times them.

Why a process of its own: a candidate is generated code, and generated code can crash (a
segfault kills the process that loaded it) or hang. The tuner (:mod:`.measure`) starts this
file as a script -- ``python worker.py`` -- so that it imports only the standard library,
NumPy and :mod:`loopcraft.outputs` (fast to start, and no loopcraft state to corrupt), talks
to it over a pipe, and kills and restarts it when a candidate crashes or overruns its time limit.

Protocol: length-prefixed pickles. The parent sends ``("setup", {...})`` once (the arguments,
the reference outputs and the tolerances), then ``("measure", {...})`` per candidate; each
request gets one reply dict. The protocol uses a duplicate of the original stdout; the
process's own stdout (fd 1) is pointed at stderr, so a kernel that prints cannot garble it.

Per candidate: load the module, one warm-up call on fresh copies of the arguments whose
outputs are compared with the reference (a mismatch is status ``"wrong"``, no time is
taken), then timed calls -- each on fresh copies made outside the timed region -- until the
median is stable (interquartile range within ``stable`` of the median, after ``min_repeats``)
or ``max_repeats`` calls or ``max_seconds`` of timed calls, or early when the first calls are
already ``abort_ratio`` times slower than the best time so far (such a candidate cannot win).
A call during which the hypervisor stole CPU time (:func:`steal_ticks`) is discarded and
timed again.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import pickle
import struct
import sys
import time
import traceback
from pathlib import Path
from typing import Any, BinaryIO

import numpy as np


def steal_ticks() -> int:
    """CPU time the hypervisor has taken from this (virtual) machine so far, all CPUs
    together, in clock ticks (``steal`` in ``/proc/stat``); 0 where it is not reported.

    Why timing code reads it: on a VM a burst of steal takes a vCPU away, and a call running
    on both cores then waits for the stolen one. On the 2-core build VM, 60 s of a 2-thread
    700^3 product (median 7.6 ms) had 15 calls during which the counter moved: their median
    was 14.4 ms, and half of them were over 1.5x the median (4% of the others). A call
    during which the counter moved is not a measurement of the code, so it is timed again."""
    try:
        with open("/proc/stat", "rb") as f:
            fields = f.readline().split()
        return int(fields[8])
    except (OSError, IndexError, ValueError):
        return 0


def read_message(stream: BinaryIO) -> Any:
    """One length-prefixed pickle from ``stream`` (EOFError at the end)."""
    head = stream.read(8)
    if len(head) < 8:
        raise EOFError
    (size,) = struct.unpack("<Q", head)
    data = stream.read(size)
    if len(data) < size:
        raise EOFError
    return pickle.loads(data)


def write_message(stream: BinaryIO, obj: Any) -> None:
    data = pickle.dumps(obj, protocol=pickle.HIGHEST_PROTOCOL)
    stream.write(struct.pack("<Q", len(data)) + data)
    stream.flush()


def load_module(path: str, name: str) -> Any:
    loader = importlib.machinery.ExtensionFileLoader(name, path)
    spec = importlib.util.spec_from_file_location(name, path, loader=loader)
    if spec is None:
        raise ImportError(f"cannot describe extension {path}")
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def copy_args(args: tuple[Any, ...]) -> tuple[Any, ...]:
    return tuple(np.array(a, copy=True, order="K") if isinstance(a, np.ndarray) else a
                 for a in args)


def _output_rule() -> Any:
    """:mod:`loopcraft.outputs`, the one rule for outputs and their comparison. Started as a
    script, the worker loads that module from its file: importing the ``loopcraft`` package
    would load the whole compiler into every (re)started worker."""
    if __package__:
        from ... import outputs as rule

        return rule
    path = Path(__file__).resolve().parents[2] / "outputs.py"
    spec = importlib.util.spec_from_file_location("loopcraft_outputs", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    rule = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = rule  # dataclasses look their module up there
    spec.loader.exec_module(rule)
    return rule


_RULE = _output_rule()
#: Return value(s), then every array argument after the call (in-place updates count).
outputs = _RULE.collect_outputs


class Worker:
    def __init__(self) -> None:
        self.args: tuple[Any, ...] = ()
        self.reference: list[Any] | None = None
        self.rtol = 1e-7
        self.atol = 1e-7
        self.threads = 1

    def setup(self, req: dict[str, Any]) -> dict[str, Any]:
        self.args = tuple(req["args"])
        self.reference = req.get("reference")
        self.rtol, self.atol = float(req["rtol"]), float(req["atol"])
        self.threads = int(req["threads"])
        return {"ok": True}

    def measure(self, req: dict[str, Any]) -> dict[str, Any]:
        try:
            module = load_module(req["path"], req["name"])
            if hasattr(module, "set_num_threads"):
                module.set_num_threads(self.threads)
        except Exception as exc:
            return {"status": "crash", "reason": f"loading the module failed: "
                    f"{type(exc).__name__}: {exc}"}
        fn = module.run
        args = copy_args(self.args)
        try:
            t0 = time.perf_counter()
            result = fn(*args)
            first = time.perf_counter() - t0
        except Exception as exc:
            return {"status": "crash", "reason": f"raised {type(exc).__name__}: {exc}"}
        if result is NotImplemented:
            return {"status": "crash", "reason": "the module rejected the arguments"}
        outs = outputs(result, args)
        reply: dict[str, Any] = {}
        if req.get("return_outputs"):
            reply["outputs"] = outs
        elif self.reference is not None:
            why = _RULE.compare(self.reference, outs, rtol=self.rtol, atol=self.atol)
            if why is not None:
                return {"status": "wrong", "reason": str(why)}
        del outs, result, args
        best = req.get("best")
        times: list[float] = []
        spent = 0.0
        disturbed = 0
        while len(times) < req["max_repeats"]:
            args = copy_args(self.args)
            stolen = steal_ticks()
            t0 = time.perf_counter()
            fn(*args)
            t = time.perf_counter() - t0
            spent += t
            if steal_ticks() != stolen and disturbed < req["max_repeats"] \
                    and spent < 2 * req["max_seconds"]:
                disturbed += 1  # the hypervisor took a CPU during the call: time it again
                continue
            times.append(t)
            n = len(times)
            med = float(np.median(times))
            if best and n >= 2 and med > req["abort_ratio"] * best:
                break  # clearly slower than the best: a precise time would not change anything
            if n >= req["min_repeats"]:
                q1, q3 = np.percentile(times, [25, 75])
                if (q3 - q1) <= req["stable"] * med or spent >= req["max_seconds"]:
                    break
        q1, q3 = np.percentile(times, [25, 75])
        reply.update(status="ok", time_s=float(np.median(times)), spread_s=float(q3 - q1),
                     repeats=len(times), first_s=first, times=times, disturbed=disturbed)
        return reply


def _die_with_parent() -> None:
    """Linux: be killed when the tuner dies, even while stuck in a hung kernel (which holds
    the GIL, so no Python-level watchdog could run)."""
    parent = os.getppid()
    try:
        import ctypes

        libc = ctypes.CDLL(None, use_errno=True)
        libc.prctl(1, 9, 0, 0, 0)  # PR_SET_PDEATHSIG, SIGKILL
    except (OSError, AttributeError):
        return
    if os.getppid() != parent:  # the parent died before the request took effect
        os._exit(1)


def main() -> int:
    _die_with_parent()
    proto_out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)  # anything printed (Python or C) goes to stderr, not into the protocol
    sys.stdout = sys.stderr
    proto_in = sys.stdin.buffer
    worker = Worker()
    while True:
        try:
            cmd, req = read_message(proto_in)
        except EOFError:
            return 0
        try:
            if cmd == "setup":
                reply = worker.setup(req)
            elif cmd == "measure":
                reply = worker.measure(req)
            elif cmd == "exit":
                return 0
            else:
                reply = {"status": "crash", "reason": f"unknown command {cmd!r}"}
        except Exception as exc:  # a bug here must not look like a hang
            reply = {"status": "crash", "reason": f"worker error {type(exc).__name__}: {exc}\n"
                     f"{traceback.format_exc(limit=-3)}"}
        write_message(proto_out, reply)


if __name__ == "__main__":
    sys.exit(main())
