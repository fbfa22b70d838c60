"""A music library: tools that act on a named target, and tools that search."""

import json

from mcp.server.fastmcp import FastMCP

from library import catalog

mcp = FastMCP("jukebox")


@mcp.tool()
def playlist_add_to(playlist: str, titles: list[str]) -> str:
    items = [t for t in catalog.find_all(titles) if t]
    if not items:
        return json.dumps({"error": "No matching tracks found to add to the playlist"})  # want: softerror shape=json-in-text
    catalog.add(playlist, items)
    return json.dumps({"added": len(items)})


@mcp.tool()
def search_tracks(text: str) -> str:
    found = catalog.search(text)
    if not found:
        # Fine: a search that found nothing says so.
        return json.dumps({"error": "No matching tracks found"})
    return json.dumps(found)


@mcp.tool()
def cover_set_artwork(title: str, url: str) -> str:
    results = catalog.search(title)
    if not results:
        return f"No track found matching '{title}'."  # want: softerror shape=prose-only
    results[0].upload_cover(url)
    return f"Cover of '{title}' set."


@mcp.tool()
def get_track(title: str) -> str:
    results = catalog.search(title)
    if not results:
        # Fine: a read that found nothing by the title it was given.
        return f"No track found matching '{title}'."
    return results[0].describe()


@mcp.tool()
def tracks_remove_by(artist: str) -> str:
    tracks = catalog.by_artist(artist)
    if not tracks:
        # Fine: nothing to remove (a plural: an empty answer).
        return f"No tracks found for '{artist}'."
    catalog.remove(tracks)
    return f"Removed {len(tracks)} tracks."


@mcp.tool()
def playlist_create(name: str, query: str) -> str:
    results = catalog.search(query)
    if not results:
        # Fine: the value put in is the search's query, not the target.
        return f"No track found for query '{query}'."
    catalog.create(name, results)
    return f"Playlist '{name}' created."


@mcp.tool()
def get_stream_link(title: str) -> str:
    link = catalog.stream_link(title)
    if not link:
        return json.dumps({"error": "No stream link available"})  # want: softerror shape=json-in-text
    return json.dumps({"url": link})


@mcp.tool()
def get_lyrics_link(title: str) -> str:
    link = catalog.lyrics_link(title)
    if not link:
        return json.dumps({"error": "No lyrics page available for track {title}"})  # want: softerror shape=json-in-text
    return json.dumps({"url": link})


@mcp.tool()
def get_library_updates() -> str:
    pending = catalog.pending_updates()
    if not pending:
        # Fine: a thing whose absence is good news.
        return json.dumps({"error": "No update available"})
    return json.dumps(pending)


@mcp.tool()
def get_notes(title: str) -> str:
    notes = catalog.notes(title)
    if not notes:
        # Fine: a plural, and a mass noun: empty answers.
        return json.dumps({"error": "No notes available"} if title else {"error": "No data available"})
    return json.dumps(notes)
