"""Shared helpers of the benchmarks: timing by wall clock and by this process's CPU time.

The machine may be shared: wall-clock rates then fall with other people's load,
while CPU time counts only the time this process ran. Both are printed; ratios
are taken on CPU time, measured side by side in one process.
"""
from __future__ import annotations

import os
import platform
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run from a checkout without installing
    sys.path.insert(0, str(ROOT))


class Timer:
    """``with Timer() as t: ...`` then ``t.wall`` and ``t.cpu`` in seconds."""

    def __enter__(self):
        self._w, self._c = time.perf_counter(), time.process_time()
        return self

    def __exit__(self, *exc):
        self.wall = time.perf_counter() - self._w
        self.cpu = time.process_time() - self._c


def machine() -> str:
    cpu = platform.processor() or "?"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    try:
        load = "load average {:.1f} {:.1f} {:.1f}".format(*os.getloadavg())
    except OSError:
        load = "load average ?"
    return (f"{os.cpu_count()} CPUs ({cpu}), Python {platform.python_version()} "
            f"on {platform.system()}, {load}")
