"""Probability for every game: exact counts over unseen cards where the state
allows, seeded Monte Carlo (with its sample size stated) where it does not.
One module per game; shared helpers in ``common``."""
