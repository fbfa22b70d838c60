"""Credential probes answer "ok": false as their result; a tool that does work does not."""

import httpx
from fastmcp import FastMCP

mcp = FastMCP("ledger")
client = httpx.AsyncClient(base_url="https://ledger.invalid")


@mcp.tool()
async def auth_check() -> dict:
    """Check that the API key works."""
    resp = await client.get("/me")
    ok = 200 <= resp.status_code < 300
    return {"ok": ok, "status": resp.status_code}


@mcp.tool()
async def check_credentials() -> dict:
    resp = await client.get("/me")
    return {"ok": resp.status_code == 200}


@mcp.tool()
async def sync_accounts() -> dict:
    resp = await client.post("/sync")
    ok = 200 <= resp.status_code < 300
    return {"ok": ok, "status": resp.status_code}  # want: softerror


@mcp.tool(name="ledger_check_webgui_login")
async def ledger_check_webgui_login() -> dict:
    """Check that the web login works: reachable and authenticated are the answer."""
    resp = await client.get("/login")
    ok = 200 <= resp.status_code < 300
    return {"ok": ok, "authenticated": ok, "status": resp.status_code}


@mcp.tool()
async def login_check() -> dict:
    resp = await client.get("/login")
    return {"ok": resp.status_code == 200}


@mcp.tool()
async def login_user() -> dict:
    resp = await client.post("/login")
    ok = 200 <= resp.status_code < 300
    return {"ok": ok, "status": resp.status_code}  # want: softerror


@mcp.tool()
async def connectivity_preflight() -> dict:
    """Check that the ledger is reachable and the key works before any change."""
    resp = await client.get("/me")
    checks = [{"name": "reachable", "ok": resp.status_code < 500}]
    return {"ok": all(c["ok"] for c in checks), "checks": checks}


@mcp.tool()
async def preflight() -> dict:
    resp = await client.get("/me")
    return {"ok": resp.status_code == 200}


@mcp.tool()
async def preflight_transfer(amount: int) -> dict:
    """Moves the money after its checks: the work itself, not a probe."""
    resp = await client.post("/transfer", json={"amount": amount})
    ok = 200 <= resp.status_code < 300
    return {"ok": ok, "status": resp.status_code}  # want: softerror


@mcp.tool()
async def ledger_check_login_session(user: str = "") -> dict:
    """Check the saved login session: no session, or an expired one, is the answer."""
    resp = await client.get("/session", params={"user": user})
    if resp.status_code == 404:
        return {"success": False, "status": "no_session", "logged_in": False}
    return {"success": True, "logged_in": resp.json().get("logged_in", False)}


@mcp.tool()
async def ledger_ping() -> dict:
    """Names the service, not a probe: it fetches the ledger's state."""
    resp = await client.get("/state")
    if resp.status_code != 200:
        return {"success": False, "error": resp.text}  # want: softerror
    return {"success": True, "state": resp.json()}
