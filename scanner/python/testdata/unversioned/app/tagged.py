"""f-strings are JSON only when what follows the opening bracket can continue a JSON value; a
bracketed tag in front of prose is prose."""

from mcp import types

from .server import mcp


def _text(text: str) -> types.TextContent:
    return types.TextContent(type="text", text=text)


@mcp.tool()
def fetch(url: str) -> types.CallToolResult:
    try:
        return types.CallToolResult(content=[_text(url)])
    except OSError as e:
        # prose: a word after "[" cannot start a JSON value.
        return types.CallToolResult(isError=True, content=[types.TextContent(type="text", text=f"[warn] {e}")])  # want: errorresult shape=prose-only
    except ValueError as e:
        # prose: "[{url}]" is a tag, followed by the message.
        return types.CallToolResult(isError=True, content=[types.TextContent(type="text", text=f"[{url}] failed: {e}")])  # want: errorresult shape=prose-only
    except KeyError as e:
        # JSON: "{{" is a literal brace, opening an object with a quoted key.
        return types.CallToolResult(isError=True, content=[types.TextContent(type="text", text=f'{{"error": "{e}"}}')])  # want: errorresult shape=json-in-text
    except RuntimeError as e:
        # JSON: an array of objects.
        return types.CallToolResult(isError=True, content=[types.TextContent(type="text", text=f'[{{"url": "{url}", "error": "{e}"}}]')])  # want: errorresult shape=json-in-text
