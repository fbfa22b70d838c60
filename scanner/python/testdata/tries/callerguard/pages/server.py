"""Tools that read their credentials and settings at run time and check them before they hand
them to the client: a check of the client's that every caller already made never runs."""

import os

from mcp.server.fastmcp import FastMCP
from mcp.server.fastmcp.exceptions import ToolError

from .client import PagesClient
from .service import Pages

mcp = FastMCP("pages")
client = PagesClient()
pages = Pages()


@mcp.tool()
def fetch_page(url: str) -> dict:
    token = os.environ.get("PAGES_TOKEN")
    if not token:
        raise ToolError("PAGES_TOKEN is not set")  # want: raisederror
    return client.fetch(url, token)


@mcp.tool()
def fetch_raw(url: str) -> dict:
    token = os.environ.get("PAGES_RAW_TOKEN") or os.environ.get("PAGES_TOKEN")
    if not token:
        return {"error": "no token"}  # want: softerror
    with open(os.devnull) as sink:
        sink.read()
        return client.fetch(url=url, token=token)


@mcp.tool()
def find_page(name: str) -> dict:
    region = os.environ.get("PAGES_REGION")
    if region is None:
        raise ToolError("PAGES_REGION is not set")  # want: raisederror
    return client.lookup(name, region)


@mcp.tool()
def sync_pages() -> dict:
    source, target = os.environ.get("SRC"), os.environ.get("DST")
    if not source or not target:
        raise ToolError("SRC and DST are required")  # want: raisederror
    return client.sync(source, target)


@mcp.tool()
def publish_page(path: str) -> dict:
    doc = open(path).read()
    if doc:
        return client.publish(doc)
    return {"status": "empty"}


@mcp.tool()
def publish_draft(path: str) -> dict:
    doc = open(path).read()
    if not doc:
        pass
    else:
        return client.publish(doc)
    return {"status": "empty"}


@mcp.tool()
def archive_page(path: str) -> dict:
    doc = open(path).read()
    if not doc:
        raise ToolError("empty page")  # want: raisederror
    return client.archive(doc)


@mcp.tool()
def archive_any(path: str) -> dict:
    # No check: the client's may hold.
    return client.archive(open(path).read())


@mcp.tool()
def rotate_key() -> dict:
    key = os.environ.get("PAGES_KEY")
    out = client.rotate(key)
    if not key:
        raise ToolError("PAGES_KEY is not set")  # want: raisederror
    return out


@mcp.tool()
def tag_page() -> dict:
    label = os.environ.get("PAGES_LABEL")
    if not label:
        raise ToolError("PAGES_LABEL is not set")  # want: raisederror
    label = label.strip()  # rebound after the check: it may be empty now
    return client.tag(label)


@mcp.tool()
def attach_files(paths: list[str]) -> dict:
    items = [p for p in paths if os.path.exists(p)]
    if not items:
        raise ToolError("no file exists")  # want: raisederror
    items.clear()  # emptied after the check
    return client.attach(items)


@mcp.tool()
def render_page(body: str | None = None) -> dict:
    return client.render("markdown", body)


@mcp.tool()
def limit_pages(count) -> dict:
    if not isinstance(count, int):
        raise ToolError("count must be an int")  # want: raisederror
    return client.limit(count)


@mcp.tool()
def warn_page() -> dict:
    token = os.environ.get("PAGES_TOKEN")
    if not token:
        print("no token")  # goes on: not a check that leaves
    return client.warn(token)


@mcp.tool()
def merge_pages() -> dict:
    left, right = os.environ.get("LEFT"), os.environ.get("RIGHT")
    if not left and not right:
        raise ToolError("LEFT or RIGHT is required")  # want: raisederror
    return client.merge(left, right)


@mcp.tool()
def stamp_page() -> dict:
    token = os.environ.get("PAGES_TOKEN")
    if not token:
        raise ToolError("PAGES_TOKEN is not set")  # want: raisederror
    return pages.stamp(token)


@mcp.tool()
def batch_pages(urls: list[str]) -> list:
    token = os.environ.get("PAGES_TOKEN")
    if not token:
        raise ToolError("PAGES_TOKEN is not set")  # want: raisederror
    out = []
    for url in urls:
        out.append(client.batch(token))
        token = None  # the next round passes None
    return out


@mcp.tool()
def check_token() -> dict:
    token = os.environ.get("PAGES_TOKEN")
    if not token:
        raise ToolError("PAGES_TOKEN is not set")  # want: raisederror
    return _checked(token)


@mcp.tool()
def check_any(token: str | None = None) -> dict:
    return _loose(token)


def _checked(token):
    if not token:
        raise ValueError("no token")  # dead: the only caller left when it was falsy
    return {"ok": True}


def _loose(token):
    if not token:
        raise ValueError("no token")  # want: raisederror
    return {"ok": True}


@mcp.tool()
def check_twice() -> dict:
    token = os.environ.get("PAGES_TOKEN")
    if not token:
        raise ToolError("PAGES_TOKEN is not set")  # want: raisederror
    return _loose(token)


@mcp.tool()
def pack_pages(paths: list[str]) -> dict:
    # A splat may unpack nothing, and a bytes literal is no str.
    return client.pack([*paths], b"pages")
