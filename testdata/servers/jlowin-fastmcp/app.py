"""A GitHub helper on jlowin fastmcp 2.14."""

import json

import httpx
from fastmcp import FastMCP
from fastmcp.exceptions import ToolError
from mcp.types import CallToolResult, TextContent

mcp = FastMCP("github-helper", mask_error_details=False)


@mcp.tool
def get_repo(owner: str, name: str) -> dict:
    if "/" in owner:
        raise ToolError(json.dumps({"code": "BAD_OWNER", "target": "owner"}))  # want: raisederror shape=json-in-text outcome=iserror
    resp = httpx.get(f"https://api.github.com/repos/{owner}/{name}")
    if resp.status_code == 404:
        raise LookupError(f"{owner}/{name} does not exist")  # want: raisederror shape=prose-only
    return resp.json()


@mcp.tool(name="open_issue")
def create_issue(repo: str, title: str) -> CallToolResult:
    if not title:
        # fastmcp 2.x serializes a returned CallToolResult as content: the flag never reaches the client.
        return CallToolResult(isError=True, content=[TextContent(type="text", text="title is required")])  # want: errorresult outcome=success function=open_issue; droppedflag
    return CallToolResult(content=[TextContent(type="text", text=f"opened {title} in {repo}")])


@mcp.tool
def close_issue(repo: str, number: int) -> dict:
    if number <= 0:
        result = {"isError": True, "content": [{"type": "text", "text": "number must be positive"}]}  # want: droppedflag
        return result
    return {"closed": number}


@mcp.tool
def list_labels(repo: str) -> list[str]:
    try:
        resp = httpx.get(f"https://api.github.com/repos/{repo}/labels")
        resp.raise_for_status()
    except httpx.HTTPStatusError as e:
        return [f"{e}"]  # want: softerror
    return [label["name"] for label in resp.json()]


@mcp.tool
def label_many(repo: str, labels: list[str]) -> list[dict]:
    results = []
    for label in labels:
        try:
            httpx.post(f"https://api.github.com/repos/{repo}/labels", json={"name": label})
            results.append({"label": label, "ok": True})
        except httpx.HTTPError as e:
            results.append({"label": label, "error": str(e)})  # a per-item error in a batch: not a soft error
    return results


# settings_tools.py defines its tools inside register(mcp): they are tools because this runs it.
from settings_tools import register as register_settings  # noqa: E402

register_settings(mcp)
