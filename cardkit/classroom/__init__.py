"""A class plays one game together, each student at a seat on their own device.

``cardkit classroom GAME`` (``pip install cardkit[classroom]``) starts a Solara server on
this machine: students join with the room code on a phone or laptop and see only their own
seat; the projector page (the teacher's key) shows the public table, the log and who is
here, and sets the pace. ``room.Room`` holds the game and checks every action.

Nothing is imported here: ``cardkit``'s command line adds the ``classroom`` subcommand
from ``cli`` without loading the widgets a page needs.
"""
