"""Texts that open like a success: some take it back, some only add a note."""

import subprocess
from pathlib import Path

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("press")


@mcp.tool()
def render_poster(source: str) -> str:
    subprocess.run(["render", source], check=False)
    out = Path(source).with_suffix(".png")
    if out.exists():
        return f"Render successful! Poster saved as {out.name}"
    return "Render completed, but the poster image was not created. Check the source."  # want: softerror


@mcp.tool()
def export_sheet(sheet: str) -> str:
    subprocess.run(["export", sheet], check=False)
    if Path(sheet + ".csv").exists():
        return "Export done"
    return f"Export finished but no file was written for {sheet}"  # want: softerror


@mcp.tool()
def search_archive(query: str) -> str:
    # Fine: an empty answer.
    hits = subprocess.run(["grep", "-r", query, "archive"], capture_output=True, text=True).stdout
    if not hits:
        return "Search completed but no results were found"
    return hits


@mcp.tool()
def create_user(name: str) -> str:
    # Fine: the user was created; the note says only the check afterwards could not run.
    subprocess.run(["useradd", name], check=True)
    return "User creation completed but unable to verify."


@mcp.tool()
def sync_cache(name: str) -> str:
    # Fine: the second sentence says why nothing changed; the first reports the run done.
    subprocess.run(["sync", name], check=True)
    return "Sync completed. The cache was not updated because nothing changed."
