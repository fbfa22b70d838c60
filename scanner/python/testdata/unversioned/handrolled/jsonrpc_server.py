"""A hand-rolled JSON-RPC MCP server: no SDK, so a dict result is the wire result."""

import json
import sys


def handle(request: dict) -> dict:
    if request.get("method") != "tools/call":
        return {"jsonrpc": "2.0", "id": request["id"], "error": {"code": -32601, "message": "method not found"}}
    name = request["params"]["name"]
    if name != "echo":
        return {
            "jsonrpc": "2.0",
            "id": request["id"],
            "result": {
                "content": [{"type": "text", "text": json.dumps({"code": "UNKNOWN_TOOL", "tool": name})}],
                "isError": True,  # want: errorresult construct=literal shape=json-in-text
            },
        }
    return {"jsonrpc": "2.0", "id": request["id"], "result": {"content": [{"type": "text", "text": request["params"]["arguments"]["text"]}]}}


for line in sys.stdin:
    print(json.dumps(handle(json.loads(line))), flush=True)
