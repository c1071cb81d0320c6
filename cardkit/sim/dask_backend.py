"""Running a run's games as tasks on a Dask distributed cluster (the ``cardkit[dask]`` extra).

Dask is imported only here and only when asked for. The cluster is the
``client=`` given (a ``distributed.Client`` or a scheduler address), else the
scheduler at ``CARDKIT_DASK_SCHEDULER``, else the client already made in this
Python session. Workers must be able to ``import cardkit`` (same version).
"""
from __future__ import annotations

import os

from ..core import ConfigError
from .playout import Experiment, play_batch
from .workers import batches

ENV = "CARDKIT_DASK_SCHEDULER"
CONNECT_TIMEOUT = 5.0  # seconds to reach a scheduler before giving up


def _distributed():
    try:
        import distributed
    except ImportError:
        raise ConfigError("backend='dask' needs Dask's distributed scheduler, which is not "
                          "installed: pip install 'cardkit[dask]'  (or: pip install "
                          "'dask[distributed]')") from None
    return distributed


def _connect(distributed, address: str, timeout: float, where: str):
    try:
        return distributed.Client(address, timeout=timeout, set_as_default=False)
    except (OSError, TimeoutError, ValueError) as e:
        raise ConfigError(f"cannot reach the Dask scheduler at {address!r} ({where}) within "
                          f"{timeout:g} s: {e}. Is the scheduler running, and is the address "
                          "right (e.g. tcp://10.0.0.5:8786)?") from None


def get_client(client=None, timeout: float | None = None):
    """``(client, made_here)``: the Dask client to use and whether we must close it."""
    distributed = _distributed()
    timeout = CONNECT_TIMEOUT if timeout is None else timeout
    if isinstance(client, str):
        return _connect(distributed, client, timeout, "client="), True
    if client is not None:
        if not hasattr(client, "submit"):
            raise ConfigError(f"client= must be a dask.distributed.Client or a scheduler "
                              f"address, not {client!r}")
        return client, False
    address = os.environ.get(ENV, "").strip()
    if address:
        return _connect(distributed, address, timeout, ENV), True
    try:
        return distributed.get_client(), False
    except ValueError:
        raise ConfigError("backend='dask' needs a Dask cluster: pass client= (a "
                          "dask.distributed.Client or the scheduler's address), set "
                          f"{ENV} to the scheduler's address, or start a local one first: "
                          "from dask.distributed import Client; client = Client()") from None


def run_dask(exp: Experiment, games: int, bar, client=None, tasks: int | None = None,
             timeout: float | None = None) -> list[tuple]:
    """The rows of every game, played as Dask tasks, in game order."""
    distributed = _distributed()
    client, made_here = get_client(client, timeout)
    try:
        if tasks is None:
            try:
                threads = sum(client.nthreads().values())
            except Exception:  # a client still connecting or a scheduler that will not say
                threads = 1
            tasks = 4 * max(1, threads)
        parts = batches(games, tasks)
        futures = client.map(play_batch, [exp] * len(parts), [a for a, _ in parts],
                             [b for _, b in parts], pure=False)
        where = {f.key: part for f, part in zip(futures, parts, strict=True)}
        done: dict[int, list[tuple]] = {}
        try:
            for fut in distributed.as_completed(futures, loop=client.loop):
                start, stop = where[fut.key]
                done[start] = fut.result()
                bar.update(stop - start)
        except BaseException:
            client.cancel(futures)
            raise
        return [row for start, _ in parts for row in done[start]]
    finally:
        if made_here:
            client.close()
