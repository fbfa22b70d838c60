package main

import "fmt"

var pyLang = &lang{name: "py", share: 0.28,
	path: func(g *gen, k kind, n int) string {
		switch k {
		case toolFile, regFile:
			if n == 0 {
				return "src/server/server.py"
			}
			return fmt.Sprintf("src/server/tools/%s_%d.py", g.word(), n)
		case testFile:
			return fmt.Sprintf("tests/test_%s_%d.py", g.word(), n)
		}
		return fmt.Sprintf("src/server/%s/%s_%d.py", []string{"store", "clients", "config", "util"}[g.r.Intn(4)], g.word(), n)
	},
	header: func(g *gen, k kind, sdk int) string {
		h := "\"\"\"Part of an MCP server.\"\"\"\n\nfrom __future__ import annotations\n\nimport json\nimport logging\nimport os\nfrom dataclasses import dataclass, field\nfrom typing import Any\n\n"
		switch k {
		case toolFile, regFile:
			if sdk == 0 {
				h += "from mcp.server.fastmcp import FastMCP\nfrom mcp.server.fastmcp.exceptions import ToolError\nfrom mcp.types import CallToolResult, TextContent\n\nmcp = FastMCP(\"server\")\n"
			} else {
				h += "from fastmcp import FastMCP\nfrom fastmcp.exceptions import ToolError\nfrom fastmcp.tools.tool import ToolResult\nfrom mcp.types import TextContent\n\nmcp = FastMCP(\"server\")\n"
			}
		case testFile:
			h += "import pytest\n\nfrom server.server import client\n"
		}
		return h + "\nlog = logging.getLogger(__name__)\n\n\n"
	},
	plain: []string{`class {T}Store{N}:
    """Keeps {W} records in memory, in insertion order."""

    def __init__(self) -> None:
        self.items: dict[str, str] = {}
        self.order: list[str] = []

    def put(self, key: str, value: str) -> None:
        if not key:
            raise ValueError("empty key for {W}")
        if key not in self.items:
            self.order.append(key)
        self.items[key] = value.strip()

    def keys(self, prefix: str = "") -> list[str]:
        return sorted(k for k in self.order if k.startswith(prefix))


`, `@dataclass
class {T}Payload{N}:
    """The upstream's {V} document."""

    id: str
    name: str = ""
    labels: dict[str, str] = field(default_factory=dict)

    @classmethod
    def from_json(cls, raw: str) -> "{T}Payload{N}":
        data = json.loads(raw)
        return cls(id=data["id"], name=data.get("name", ""), labels=data.get("labels") or {})


async def fetch_{W}_{N}(http, base: str, ident: str) -> {T}Payload{N} | None:
    """Read one {W} from the upstream API."""
    try:
        resp = await http.get(f"{base}/{W}s/{ident}", timeout=30)
    except OSError as exc:
        log.warning("get {W} %s: %s", ident, exc)
        raise
    if resp.status_code == 404:
        return None
    resp.raise_for_status()
    return {T}Payload{N}.from_json(resp.text)


`, `def load_{W}_config_{N}(env: dict[str, str] | None = None) -> dict[str, Any]:
    """Read the {W} settings from the environment."""
    env = dict(os.environ if env is None else env)
    conf: dict[str, Any] = {"endpoint": "https://api.example.com", "timeout": 30.0, "retries": 3}
    for key, value in env.items():
        if not key.startswith("{T}_"):
            continue
        name = key[len("{T}_"):].lower()
        if name == "timeout":
            conf[name] = float(value)
        elif name in ("retries", "port"):
            conf[name] = int(value)
        elif name == "verbose":
            conf[name] = value.lower() in ("1", "true", "yes")
        else:
            conf[name] = value
    return conf


`, `def group_{W}s_{N}(rows: list[dict[str, Any]], key: str = "{V}") -> dict[str, list[dict[str, Any]]]:
    """Group rows by a field, keeping their order."""
    out: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        value = row.get(key)
        if value is None:
            continue
        out.setdefault(str(value), []).append(row)
    return {k: v for k, v in sorted(out.items(), key=lambda kv: (-len(kv[1]), kv[0]))}


`},
	sites: [][]string{{ // python-sdk FastMCP
		`@mcp.tool()
def get_{W}_{N}(ident: str) -> str:
    """Return a {W} by id."""
    if not ident:
        raise ToolError("ident is required: pass the {W} id")
    if ident == "locked":
        return CallToolResult(isError=True, content=[TextContent(type="text", text=f"{W} {ident} is locked")])
    if ident == "gone":
        return CallToolResult(
            isError=True,
            content=[TextContent(type="text", text=json.dumps({"code": "not_found", "target": "ident"}))],
        )
    return os.path.join("/srv", ident)


`, `def _{W}_error_{N}(message: str, code: str = "invalid") -> CallToolResult:
    return CallToolResult(
        isError=True,
        content=[TextContent(type="text", text=message)],
        structuredContent={"code": code, "retry": False},
    )


@mcp.tool()
def list_{W}s_{N}(owner: str, limit: int = 20) -> CallToolResult:
    """List the {W}s of an owner."""
    if limit <= 0 or limit > 100:
        return _{W}_error_{N}(f"limit must be between 1 and 100, got {limit}", "bad_limit")
    if "/" in owner:
        return _{W}_error_{N}("owner must not contain a slash")
    return CallToolResult(content=[TextContent(type="text", text=json.dumps([]))])


`}, { // jlowin fastmcp
		`@mcp.tool
def delete_{W}_{N}(name: str) -> ToolResult:
    """Delete a {W}."""
    if name.startswith("system:"):
        raise ToolError(json.dumps({"code": "forbidden", "target": "name"}))
    if not name:
        return ToolResult(content=[TextContent(type="text", text="name is required")], is_error=True)
    return ToolResult(content=[TextContent(type="text", text=f"deleted {name}")])


`, `@mcp.tool
async def sync_{W}_{N}(source: str, dry_run: bool = False) -> dict:
    """Synchronise {W}s from a source."""
    if source not in ("github", "gitlab"):
        raise ToolError(f"unknown source {source!r}: use github or gitlab")
    try:
        count = len(source) * 3
    except Exception as exc:
        raise ToolError(f"sync failed: {exc}") from exc
    return {"synced": count, "dry_run": dry_run}


`}},
	tools: [][]string{{
		`@mcp.tool()
def count_{W}s_{N}(owner: str) -> int:
    """Count the {W}s of an owner."""
    return len(owner)


`}, {
		`@mcp.tool
def describe_{W}_{N}(ident: str) -> dict:
    """Describe a {W}."""
    return {"id": ident, "kind": "{W}"}


`}},
	tests: []string{`def test_{W}_missing_{N}():
    result = client.call_tool("get_{W}", {})
    assert result.isError
    assert "required" in result.content[0].text


`, `@pytest.mark.parametrize("ident,want", [("a1", "a1"), (" b2 ", "b2")])
def test_{W}_strip_{N}(ident, want):
    assert ident.strip() == want


`},
}
