"""Tools of a gallery, each recorded."""

import json

from mcp.server.fastmcp import FastMCP

from .tracing import audited, recorded

mcp = FastMCP("gallery")


def fetch(uid: str) -> dict:
    with open(f"/srv/gallery/{uid}.json") as f:
        return json.load(f)


@mcp.tool()
@recorded("thumbnail")
def thumbnail(uid: str) -> str:
    """Every failure leaves as the tool's own ThumbnailError: the wrapper's re-raise repeats it."""
    try:
        meta = fetch(uid)
        if "error" in meta:
            # Fine: the clause raises a RuntimeError in its place, the tool's own site.
            raise ValueError(meta["error"])
        return meta["thumb"]
    except Exception as e:
        log_text = str(e)
        raise RuntimeError(f"no thumbnail for {uid}: {log_text}")  # want: raisederror


class ThumbnailError(Exception):
    pass


@mcp.tool()
@recorded("caption")
def caption(uid: str) -> str:
    """A lookup outside the try may raise KeyError into the wrapper."""
    meta = fetch(uid)["caption"]
    try:
        return meta.upper()
    except Exception as e:
        raise ThumbnailError(f"bad caption: {e}")  # want: raisederror


@mcp.tool()
@recorded("tags")
def tags(uid: str) -> str:
    """A bare re-raise passes on what the try raises, which no raise of the tool builds."""
    try:
        return ",".join(fetch(uid)["tags"])
    except Exception:
        raise  # want: raisederror


@mcp.tool()
@recorded("size")
def size(uid: str) -> str:
    """Only ValueError is rewrapped: anything else leaves as it is."""
    try:
        return str(fetch(uid)["size"])
    except ValueError as e:
        raise ThumbnailError(f"bad size: {e}")  # want: raisederror


@mcp.tool()
@audited
def publish(uid: str) -> str:
    """The tool's raise is the finding; the wrapper repeats it."""
    try:
        meta = fetch(uid)
        return meta["url"]
    except Exception as e:
        log_text = str(e)
        raise ThumbnailError(f"publish failed: {log_text}") from e  # want: raisederror
