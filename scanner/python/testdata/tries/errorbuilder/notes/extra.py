"""A module that imports no MCP SDK: its tools go on the server its registration context
carries (`server = ctx.server`), which the server module builds and hands to register."""

from __future__ import annotations

from typing import TYPE_CHECKING

from notes.ops import list_notes

if TYPE_CHECKING:
    from notes.server import RegisterContext


def register(ctx: RegisterContext) -> None:
    server = ctx.server
    session = ctx.session

    @server.tool()
    async def notes_list_again(folder: str) -> str:
        return session.with_notice(await list_notes(folder))  # want: softerror

    agent = ctx.agent

    @agent.tool()
    async def agent_notes(folder: str) -> str:
        # Not a server: an agent's tool, whatever it returns.
        return await list_notes(folder)
