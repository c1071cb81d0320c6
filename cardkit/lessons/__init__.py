"""Helpers for the lesson notebooks: the code that would make a cell too long.

``common`` serves every lesson (rules' Decisions, a game told in text, the games
list); each game's lesson has its own module (``push``) with its tables, charts,
exercise checks and experiment.
"""
