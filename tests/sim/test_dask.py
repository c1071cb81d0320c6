"""The Dask backend: the same frame as local runs, and clear errors."""
import pandas.testing as pdt
import pytest

import cardkit
from cardkit import sim
from cardkit.sim import dask_backend

distributed = pytest.importorskip("distributed", reason="the cardkit[dask] extra is not installed")


@pytest.fixture(scope="module")
def client():
    cluster = distributed.LocalCluster(n_workers=1, threads_per_worker=2, processes=False,
                                       dashboard_address=None)
    c = distributed.Client(cluster, set_as_default=False)
    yield c
    c.close()
    cluster.close()


def test_dask_gives_the_same_frame_as_one_process(client):
    local = sim.run("push", ["sensible", "random"], games=8, seed=21, progress=False)
    on_dask = sim.run("push", ["sensible", "random"], games=8, seed=21, backend="dask",
                      client=client, progress=False)
    pdt.assert_frame_equal(local, on_dask)


@pytest.mark.parametrize("name", sorted(cardkit.GAMES))
def test_dask_runs_every_game_with_several_tasks(client, name):
    local = sim.run(name, ["random"], games=5, seed=2, progress=False)
    on_dask = sim.run(name, ["random"], games=5, seed=2, backend="dask", client=client,
                      workers=5, progress=False)
    pdt.assert_frame_equal(local, on_dask)


def test_scheduler_address_from_the_environment(client, monkeypatch):
    monkeypatch.setenv(dask_backend.ENV, client.scheduler.address)
    local = sim.run("push", ["random"], games=3, seed=4, progress=False)
    pdt.assert_frame_equal(local, sim.run("push", ["random"], games=3, seed=4, backend="dask",
                                          progress=False))


def test_unreachable_scheduler_is_a_config_error_after_a_short_wait(monkeypatch):
    monkeypatch.setattr(dask_backend, "CONNECT_TIMEOUT", 1.0)
    monkeypatch.setenv(dask_backend.ENV, "tcp://127.0.0.1:9")
    with pytest.raises(cardkit.ConfigError, match=r"cannot reach the Dask scheduler at "
                                                  r"'tcp://127.0.0.1:9'"):
        sim.run("push", ["random"], games=2, backend="dask", progress=False)


def test_no_cluster_at_all_says_how_to_get_one(monkeypatch):
    monkeypatch.delenv(dask_backend.ENV, raising=False)
    monkeypatch.setattr(distributed, "get_client", _no_client)
    with pytest.raises(cardkit.ConfigError, match="needs a Dask cluster: pass client="):
        sim.run("push", ["random"], games=2, backend="dask", progress=False)


def _no_client():
    raise ValueError("No global client found")


def test_missing_dask_is_a_config_error_naming_the_extra(monkeypatch):
    import builtins

    real_import = builtins.__import__

    def no_distributed(name, *args, **kwargs):
        if name == "distributed" or name.startswith("distributed."):
            raise ImportError("No module named 'distributed'")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_distributed)
    with pytest.raises(cardkit.ConfigError, match=r"pip install 'cardkit\[dask\]'"):
        sim.run("push", ["random"], games=2, backend="dask", progress=False)
