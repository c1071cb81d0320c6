"""The package's files, beside pyproject.toml: the table's front end is written in the
top-level ``widgets/`` folder (plain ES modules and CSS, no build step) and ships inside
the package as ``cardkit/widgets``, so that a wheel carries it. The rules in other
languages (``rules/pa``) and the translation catalogs (``locale/``, read as ``.po``: nothing
to compile) ship as data."""
from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["cardkit*"]) + ["cardkit.widgets", "cardkit.widgets.games"],
    package_dir={"cardkit.widgets": "widgets"},
    package_data={"cardkit": ["rules/*.md", "rules/pa/*.md", "locale/*.pot", "locale/README.md",
                             "locale/*/LC_MESSAGES/*.po"], "cardkit.widgets": ["*.js", "*.css"],
                  "cardkit.widgets.games": ["*.js", "*.css"]},
)
