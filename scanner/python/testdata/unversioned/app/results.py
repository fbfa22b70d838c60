"""Result helpers. With no manifest, outcomes assume the newest SDK."""

from mcp import types


def error_result(message: str, code: str | None = None) -> types.CallToolResult:
    payload = {"isError": True, "content": [{"type": "text", "text": message}]}
    if code:
        payload["structuredContent"] = {"code": code}
    return types.CallToolResult(**payload)  # want: errorresult construct=sdk-call shape=unknown uses=2


def from_error_envelope(envelope: dict) -> types.CallToolResult:
    return types.CallToolResult.model_validate({"isError": True, "content": [{"type": "text", "text": envelope["text"]}], "structuredContent": envelope})  # want: errorresult shape=structured uses=0


class Results:
    def _error(self, text):
        return types.CallToolResult(isError=True, content=[types.TextContent(type="text", text=text)])  # want: errorresult shape=unknown uses=1

    def missing(self, what: str) -> types.CallToolResult:
        return self._error(what + " is missing")
