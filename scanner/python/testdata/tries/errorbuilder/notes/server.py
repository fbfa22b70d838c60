"""FastMCP tools that hand another module's answer through a method of a shared object or a
function of another module that returns what it is given."""

from mcp.server.fastmcp import FastMCP

from dataclasses import dataclass
from typing import Any

from notes import extra
from notes.formatting import wrap_text
from notes.ops import archive_note, list_notes, run_checks
from notes.session import Session

mcp = FastMCP("notes")
session = Session()


@mcp.tool()
async def notes_list(folder: str) -> str:
    # list_notes answers its ApiError with format_error's "[!] List notes failed: ...".
    return session.with_notice(await list_notes(folder))  # want: softerror


@mcp.tool()
async def notes_archive(name: str) -> str:
    # archive_note's failures: a path given, and the poll's error returned later.
    return wrap_text(await archive_note(name))  # want: softerror


@mcp.tool()
async def notes_count(folder: str) -> str:
    # word_count computes from list_notes's answer and hands none of it on: no finding.
    return session.word_count(await list_notes(folder))


@mcp.tool()
async def checks_run(passed: int, failed: int) -> str:
    # summarize_run is no error builder: a tally that counts failures is the tool's answer.
    return session.with_notice(await run_checks(passed, failed))


@dataclass
class RegisterContext:
    server: FastMCP
    session: Session
    agent: Any


extra.register(RegisterContext(server=mcp, session=session, agent=None))
