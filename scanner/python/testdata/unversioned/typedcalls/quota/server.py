"""Error results whose typed fields a helper builds from its arguments, in this module and in
another one, beside helpers whose returned dictionary drops them."""

from mcp.server.mcpserver import MCPServer
from mcp.types import CallToolResult, TextContent

from . import envelopes
from .envelopes import constant_error, normalize_error

app = MCPServer("quota")


def with_retry(fields):
    return {"error": {**fields, "retry_after": 30}}


def envelope(details):
    return {"error": details}


def pass_through(details):
    return details


def fresh(details):
    # A new dictionary from constants: the argument does not reach the result.
    return {"error": {"message": "failed"}}


def own_code(message):
    return {"code": "E_OWN", "message": message}


def infer_code(e):
    return "E_RANGE" if isinstance(e, ValueError) else "E_UNKNOWN"


@app.tool()
def spread(q: str) -> CallToolResult:
    # GOOD: with_retry copies the code it is given beside its own retry_after.
    return CallToolResult(  # want: errorresult shape=structured typed=code,retry profile=101001
        is_error=True,
        content=[TextContent(type="text", text=f"quota exceeded for {q}")],
        structured_content=with_retry({"code": "E_QUOTA"}),
    )


@app.tool()
def nested(path: str) -> CallToolResult:
    return CallToolResult(  # want: errorresult shape=structured typed=code,target profile=101100
        is_error=True,
        content=[TextContent(type="text", text=f"no such file {path}")],
        structured_content=envelope(details={"code": "ENOENT", "field": path}),
    )


@app.tool()
def returned(q: str) -> CallToolResult:
    err = pass_through({"next_action": "ask_user"})
    return CallToolResult(  # want: errorresult shape=structured typed=policy profile=110000
        is_error=True,
        content=[TextContent(type="text", text=q)],
        structured_content=err,
    )


@app.tool()
def own(q: str) -> CallToolResult:
    return CallToolResult(  # want: errorresult shape=structured typed=code profile=101000
        is_error=True,
        content=[TextContent(type="text", text=q)],
        structured_content=own_code(q),
    )


@app.tool()
def dropped(q: str) -> CallToolResult:
    # FINE (nothing credited): fresh builds its own dictionary; the code passed to it is lost.
    return CallToolResult(  # want: errorresult shape=structured typed=none profile=100000
        is_error=True,
        content=[TextContent(type="text", text=q)],
        structured_content=fresh({"code": "E_DROPPED"}),
    )


@app.tool()
def imported(q: str) -> CallToolResult:
    try:
        return CallToolResult(content=[TextContent(type="text", text=q)])
    except ValueError as e:
        hint = "check the input"
        # GOOD: normalize_error, in another module, copies the code into its error envelope.
        return CallToolResult(  # want: errorresult shape=structured typed=code,retry profile=101001
            is_error=True,
            content=[TextContent(type="text", text=str(e))],
            structured_content=normalize_error({"code": infer_code(e), "hint": hint}),
        )


@app.tool()
def imported_module(q: str) -> CallToolResult:
    return CallToolResult(  # want: errorresult shape=structured typed=target,policy profile=110110
        is_error=True,
        content=[TextContent(type="text", text=q)],
        structured_content=envelopes.wrap_as_error({"field": q, "next_action": "fix_input"}),
    )


@app.tool()
def imported_constant(q: str) -> CallToolResult:
    # FINE (nothing credited): constant_error returns the same dictionary whatever it is given.
    return CallToolResult(  # want: errorresult shape=structured typed=none profile=100000
        is_error=True,
        content=[TextContent(type="text", text=q)],
        structured_content=constant_error({"code": "E_IGNORED"}),
    )


@app.tool()
def imported_unused(q: str) -> CallToolResult:
    # The second argument is not copied: only the first one's fields count.
    return CallToolResult(  # want: errorresult shape=structured typed=none profile=100000
        is_error=True,
        content=[TextContent(type="text", text=q)],
        structured_content=envelopes.wrap_as_error({"message": q}, {"code": "E_SECOND"}),
    )


def fail_with(e):
    # A helper whose result's typed fields come from another module: its calls still count.
    return CallToolResult(  # want: errorresult shape=structured typed=code,retry uses=2 function=fail_with
        is_error=True,
        content=[TextContent(type="text", text=str(e))],
        structured_content=normalize_error({"code": infer_code(e)}),
    )


@app.tool()
def helper_a(q: str) -> CallToolResult:
    return fail_with(q)


@app.tool()
def helper_b(q: str) -> CallToolResult:
    return fail_with(ValueError(q))
