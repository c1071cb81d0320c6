"""``python -m cardkit.classroom GAME [options]``: see ``cardkit classroom --help``."""
from .cli import main

raise SystemExit(main())
