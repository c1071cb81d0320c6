"""The join address, as text and as a QR code (drawn by ``segno`` when it is installed)."""
from __future__ import annotations

import functools
import socket

from . import server


def join_address() -> str:
    """Where students open the game: this machine's address on the class's network."""
    return server.address()


def lan_host(host: str) -> str:
    """The address others reach for ``host``: for ``0.0.0.0`` the machine's own on its network."""
    if host not in ("0.0.0.0", "::", ""):
        return host
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("10.255.255.255", 1))  # no packet is sent: it only picks the interface
            return probe.getsockname()[0]
        except OSError:
            return "127.0.0.1"


@functools.cache
def qr_svg(address: str) -> str:
    """An SVG QR code of ``address`` ("" when segno is not installed)."""
    try:
        import segno
    except ImportError:
        return ""
    # no <title>: the page names the picture once, on the element holding it
    return segno.make(address, error="m").svg_inline(scale=5, dark="#000", light="#fff")
