"""A torrent client whose tools answer in Chinese, Japanese and Korean.

Their failure words (失败 failed, 无法 cannot, 错误： Error:, 失敗, 실패) are judged as the English
ones are: a text that opens with an error word and its separator is an error wherever it is
returned; one that says something failed is a failure on a failure path (a branch, an except
clause). Words that also occur in success texts (错误 error, エラー, 오류) do not count alone.
"""

import httpx
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("torrents")
HOST = "http://localhost:8080"


async def login() -> dict | None:
    async with httpx.AsyncClient() as client:
        r = await client.post(f"{HOST}/login")
    return dict(r.cookies) if r.status_code == 200 else None


@mcp.tool()
async def pause(hashes: str) -> str:
    """Pause torrents."""
    cookies = await login()
    if not cookies:
        return "登录失败，无法获取会话"  # want: softerror shape=prose-only
    async with httpx.AsyncClient(cookies=cookies) as client:
        r = await client.post(f"{HOST}/pause", data={"hashes": hashes})
    if r.status_code != 200:
        return f"暂停种子失败: 状态码 {r.status_code}"  # want: softerror
    return f"成功暂停种子: {hashes}"


@mcp.tool()
async def add(paths: list[str]) -> str:
    """Add torrent files."""
    if not paths:
        return "错误：未提供种子文件路径"  # want: softerror shape=prose-only
    async with httpx.AsyncClient() as client:
        results = [(await client.post(f"{HOST}/add", data={"path": p})).status_code for p in paths]
    ok = sum(1 for s in results if s == 200)
    if ok < len(results):
        # GOOD: a count that reports success too.
        return f"成功 {ok} 个，失败 {len(results) - ok} 个"
    return f"成功添加 {ok} 个种子"


@mcp.tool()
async def search(query: str) -> str:
    """Search torrents by name."""
    async with httpx.AsyncClient() as client:
        hits = (await client.get(f"{HOST}/search", params={"q": query})).json()
    if not hits:
        # GOOD: an empty answer.
        return "未找到任何结果"
    return "\n".join(h["name"] for h in hits)


@mcp.tool()
async def remove(hashes: str, confirm: bool = False) -> str:
    """Remove torrents."""
    if confirm:
        async with httpx.AsyncClient() as client:
            await client.post(f"{HOST}/delete", data={"hashes": hashes})
        # GOOD: done, and the text says what cannot be undone.
        return "已删除，此操作无法撤销"
    return "请确认删除"


@mcp.tool()
async def check(hashes: str) -> str:
    """Check torrents' data."""
    async with httpx.AsyncClient() as client:
        bad = (await client.get(f"{HOST}/check", params={"hashes": hashes})).json()
    if not bad:
        # GOOD: the error noun alone, saying there are none.
        return "没有错误"
    return f"损坏的文件: {', '.join(bad)}"


@mcp.tool()
async def move(hashes: str, path: str) -> str:
    """Move torrents (Japanese answers)."""
    async with httpx.AsyncClient() as client:
        r = await client.post(f"{HOST}/move", data={"hashes": hashes, "path": path})
    if r.status_code == 409:
        return f"移動に失敗しました: {path}"  # want: softerror
    if r.status_code == 204:
        # GOOD: "no errors".
        return "エラーなし"
    return f"移動しました: {path}"


@mcp.tool()
async def upload(path: str) -> str:
    """Upload a torrent (Korean answers)."""
    async with httpx.AsyncClient() as client:
        r = await client.post(f"{HOST}/upload", data={"path": path})
    if r.status_code != 200:
        return f"업로드 실패: 상태 코드 {r.status_code}"  # want: softerror
    return "오류 없음"
