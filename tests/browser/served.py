"""A notebook written for one test into the folder JupyterLab serves, removed after."""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import nbformat


@contextmanager
def served_notebook(lab, name: str, cells: list[str]) -> Iterator[str]:
    """``cells`` as the code cells of notebook ``name`` in ``lab``'s folder; yields ``name``."""
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(c) for c in cells])
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    path = lab.root / name
    nbformat.write(nb, path)
    try:
        yield name
    finally:
        path.unlink(missing_ok=True)
