"""A python-sdk 1.x low-level server whose call_tool handler, defined in build_server(), picks
its handler from a dictionary that spreads the tables of two handlers modules and merges the
table a third module's function builds."""

from typing import Any

from mcp.server import Server
from mcp.types import TextContent

from bench import handlers_admin, handlers_meter, handlers_port
from bench.helpers import _err, _result_text


def build_server() -> Server:
    server = Server("bench")
    handlers: dict[str, Any] = {
        **handlers_port.HANDLERS,
        **handlers_meter.HANDLERS,
    }
    handlers.update(handlers_admin.make_handlers(None))

    @server.call_tool()
    async def _call_tool(name: str, arguments: dict[str, Any] | None) -> list[TextContent]:
        arguments = arguments or {}
        handler = handlers.get(name)
        if handler is None:
            return _result_text(_err("unknown_tool", f"No tool named {name}"))
        try:
            result = await handler(None, arguments)  # GOOD: the handlers' answers, their own findings
        except KeyError as exc:
            result = _err("not_found", str(exc))
        except Exception:
            result = _err("internal", "Internal error.")
        # BAD: the dispatcher's failures (the early return and each except clause's) as successes.
        return _result_text(result)  # want: softerror related=27,31,33,bench/helpers.py:15,bench/helpers.py:18

    return server
