"""The two error types of the public contract."""


class IllegalMove(ValueError):
    """An action that is not allowed now; ``reason`` says why in plain words."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class ConfigError(ValueError):
    """A bad option, player count, card code, stacked deck or saved game."""
