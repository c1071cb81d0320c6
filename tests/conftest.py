import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


@pytest.hookimpl(tryfirst=True)  # before xdist's own hook reads the groups
def pytest_collection_modifyitems(config, items):
    """Under ``pytest -n`` (pytest-xdist, ``--dist loadgroup``) every browser test runs on
    one worker, which starts one JupyterLab and one Chromium for them all (and builds the
    JupyterLite tools once, in one process)."""
    for item in items:
        if item.get_closest_marker("browser"):
            item.add_marker(pytest.mark.xdist_group("browser"))
